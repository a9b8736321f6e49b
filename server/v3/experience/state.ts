/**
 * A member's experience status writes (platform §4), idempotent and race-safe in one statement each;
 * the rule is ./registry.ts nextStatus, which the statement's conflict clause repeats:
 *   - completed, completed_without_homefeed, dismissed: set unless the experience is closed already
 *     (the first close stands);
 *   - viewed: set over nothing or 'triggered'; a repeated view keeps the first view's time;
 *   - triggered: only where there is no row yet.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userExperiences } from '../../db/schema.ts';
import { CLOSED_STATUSES, type ExperienceDefinition, type ExperienceStatus } from './registry.ts';

export async function writeStatus(db: Db, userId: number, definition: ExperienceDefinition, status: ExperienceStatus, now: Date): Promise<void> {
  const insert = db.insert(userExperiences).values({ userId, placementId: definition.placementId, experienceId: definition.experienceId, status, updatedAt: now });
  const target = [userExperiences.userId, userExperiences.placementId, userExperiences.experienceId];
  if (status === 'triggered') {
    await insert.onConflictDoNothing({ target });
    return;
  }
  const setWhere = status === 'viewed' ? sql`${userExperiences.status} = 'triggered'` : sql`not ${inArray(userExperiences.status, [...CLOSED_STATUSES])}`;
  await insert.onConflictDoUpdate({ target, set: { status, updatedAt: now }, setWhere });
}
