/**
 * What the experience rules read about a member, and their stored experience states for the
 * placements asked, in one statement (one round trip per placement request, whatever the number of
 * placements). Counts stop where the rules stop looking (a limit inside each count), so a member
 * with many saves or follows costs no more. A logged-out visitor reads nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { boardCollaborators, boards, follows, saves, userExperiences, users } from '../../db/schema.ts';
import { decoded } from '../json-rows.ts';
import type { Viewer } from '../viewer.ts';
import { FIRST_SAVE_WINDOW, TUNE_MIN_FOLLOWS } from './catalog.ts';
import { EXPERIENCE_STATUSES, placedId, type ExperienceStatus, type MemberFacts, type StoredState } from './registry.ts';

export interface ViewerExperienceData {
  facts: MemberFacts | null;
  states: Map<string, StoredState>;
}

const VISITOR: ViewerExperienceData = { facts: null, states: new Map() };

const isStatus = (value: unknown): value is ExperienceStatus => (EXPERIENCE_STATUSES as readonly unknown[]).includes(value);

/** [placement_id, experience_id, status, updated_at] rows → states by placed experience id. */
function statesFrom(value: unknown): Map<string, StoredState> {
  const states = new Map<string, StoredState>();
  for (const [placementId, experienceId, status, updatedAt] of decoded(value)) {
    if (isStatus(status)) states.set(placedId(String(placementId), String(experienceId)), { status, updatedAt: new Date(String(updatedAt)) });
  }
  return states;
}

/** The member's facts and their states at `placementIds` (all placements of theirs when null). */
export async function loadExperienceData(db: Db, viewer: Viewer, placementIds: readonly string[] | null): Promise<ViewerExperienceData> {
  const userId = viewer.userId;
  if (userId === null) return VISITOR;
  // Columns of the outer users row, qualified (drizzle leaves a lone table's columns unqualified, which a subquery would read as its own).
  const me = sql`${users}.${sql.identifier('id')}`;
  const statesWhere = placementIds === null ? sql`${userExperiences.userId} = ${me}` : and(sql`${userExperiences.userId} = ${me}`, inArray(userExperiences.placementId, [...placementIds]));
  const [row] = await db
    .select({
      onboardingDone: sql<boolean>`${users}.${sql.identifier('onboarding_step')} is null`,
      saves: sql<number>`(select count(*)::int from (select 1 from ${saves} where ${saves.userId} = ${me} limit ${FIRST_SAVE_WINDOW + 1}) s)`,
      follows: sql<number>`(select count(*)::int from (select 1 from ${follows} where ${follows.followerId} = ${me} limit ${TUNE_MIN_FOLLOWS}) f)`,
      firstBoardId: sql<number | string | null>`(select b.id from ${boards} b where b.owner_id = ${me} and not b.archived and b.layout <> 'quick_saves' order by b.id limit 1)`,
      hasCollaborators: sql<boolean>`exists (select 1 from ${boardCollaborators} c join ${boards} o on o.id = c.board_id where o.owner_id = ${me})`,
      invited: sql<boolean>`exists (select 1 from ${boardCollaborators} i where i.user_id = ${me} and i.status = 'invited')`,
      states: sql<unknown>`(select coalesce(json_agg(json_build_array(${userExperiences.placementId}, ${userExperiences.experienceId}, ${userExperiences.status}, ${userExperiences.updatedAt})), '[]'::json) from ${userExperiences} where ${statesWhere})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  // A session whose user is gone: nothing to show, as for a visitor who cannot write.
  if (!row) return { facts: null, states: new Map() };
  return {
    facts: {
      saves: Number(row.saves),
      onboardingDone: Boolean(row.onboardingDone),
      follows: Number(row.follows),
      firstBoardId: row.firstBoardId === null ? null : Number(row.firstBoardId),
      hasCollaborators: Boolean(row.hasCollaborators),
      invited: Boolean(row.invited),
    },
    states: statesFrom(row.states),
  };
}
