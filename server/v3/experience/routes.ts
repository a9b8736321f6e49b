/**
 * Experience calls (platform §3, §4, §7; pin-card §4). Reads (UserExperienceResource get,
 * UserExperiencePlatformResource get):
 *   GET /v3/experiences/?placement_ids=a,b&extra_context=&targeting=  → placement id → experience
 *   GET /v3/experiences/platform/?extra_context=&targeting=&multi_experience_platform=
 *       → every placement of the web platform → its experience (with multi_experience_platform=true:
 *         → the list of every experience it would show, in registry order)
 * Writes (UserExperienceViewedResource / CompletedResource update, UserExperienceResource delete), by a
 * signed-in full session (401 logged out, 403 limited login), on {placed} = placement:experience:
 *   PUT /v3/experiences/{placed}/viewed/ | completed/ | completed_without_homefeed/ | trigger/
 *   DELETE /v3/experiences/{placed}/  (dismiss)
 * Each takes placed_experience_id (must match the path), extra_context and targeting (JSON text of at
 * most 4 KB) from the body or the query string, and answers the new status with what the placement
 * shows now (platform §4: the client re-fetches after dismiss or complete; this answer is that state).
 * Unknown placements or experiences are 404; viewed on an experience not shown now (and never
 * stored) and a trigger the experience does not allow are 409. Writes are idempotent (./state.ts).
 * Bots (by User-Agent) get no experience placements: an empty map. Rules and experiences: ./catalog.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isBot } from '../../../schema/viewer/bots.ts';
import { bodyOf } from '../account/validate.ts';
import { nowOf } from '../clock.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { booleanParam, stringParam } from '../params.ts';
import type { V3Experience } from '../types.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { EXPERIENCES } from './catalog.ts';
import { loadExperienceData } from './facts.ts';
import { definitionOf, jsonTextOf, placedExperienceOf, placementIdsOf, type Fields } from './params.ts';
import {
  CLOSED_STATUSES,
  everyExperience,
  nextStatus,
  placedId,
  placeExperience,
  placeExperiences,
  placementsOf,
  shows,
  type ExperienceAction,
  type ExperienceContext,
  type ExperienceStatus,
} from './registry.ts';
import { writeStatus } from './state.ts';

export { MAX_EXTRA_CONTEXT_BYTES, MAX_PLACEMENT_IDS, PLACEMENT_ID } from './params.ts';

/** A write's answer: the experience's status now, and what its placement shows now. */
export interface V3ExperienceWrite {
  placed_experience_id: string;
  placement_id: string;
  experience_id: string;
  status: ExperienceStatus;
  /** Completing this experience changed what the home feed shows: reload it (never for completed_without_homefeed). */
  refresh_home_feed: boolean;
  placement: V3Experience;
}

const BOT_ANSWER = {};

export function experienceRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  const registry = EXPERIENCES;

  const contextFor = async (request: FastifyRequest, placementIds: readonly string[] | null, extraContext: unknown): Promise<ExperienceContext> => {
    const viewer = viewerOf(request);
    const { facts, states } = await loadExperienceData(db, viewer, placementIds);
    return { viewer, extraContext, facts, states, now: nowOf(deps) };
  };

  /** extra_context (parsed) after targeting is checked too; targeting is accepted but no rule reads it. */
  const extraOf = (fields: Fields): unknown => {
    const extraContext = jsonTextOf(fields, 'extra_context');
    jsonTextOf(fields, 'targeting');
    return extraContext;
  };

  app.get('/experiences/', async (request, reply) => {
    const query = request.query as Fields;
    const placementIds = placementIdsOf(stringParam(query, 'placement_ids'));
    const extraContext = extraOf(query);
    reply.header('cache-control', 'private, no-store');
    if (isBot(request.headers['user-agent'] ?? '')) return ok(BOT_ANSWER);
    return ok(placeExperiences(placementIds, await contextFor(request, placementIds, extraContext), registry));
  });

  app.get('/experiences/platform/', async (request, reply) => {
    const query = request.query as Fields;
    const extraContext = extraOf(query);
    const multi = booleanParam(query, 'multi_experience_platform', false);
    reply.header('cache-control', 'private, no-store');
    if (isBot(request.headers['user-agent'] ?? '')) return ok(BOT_ANSWER);
    const placementIds = placementsOf(registry);
    const context = await contextFor(request, placementIds, extraContext);
    if (!multi) return ok(placeExperiences(placementIds, context, registry));
    return ok(Object.fromEntries(placementIds.map((id) => [id, everyExperience(id, context, registry)])));
  });

  const write = async (request: FastifyRequest, action: ExperienceAction): Promise<V3ExperienceWrite> => {
    const userId = writerId(viewerOf(request));
    const fields: Fields = { ...(request.query as Fields), ...bodyOf(request.body) };
    const placed = placedExperienceOf((request.params as { placed: string }).placed, fields);
    const extraContext = extraOf(fields);
    const definition = definitionOf(registry, placed);
    const context = await contextFor(request, [definition.placementId], extraContext);
    if (context.facts === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const key = placedId(definition.placementId, definition.experienceId);
    const prior = context.states.get(key);
    if (action === 'triggered') {
      if (!definition.trigger) throw new V3Error(409, 'not_triggerable', `Experience ${key} is shown by its own rule; it cannot be triggered.`);
      const refusal = prior ? null : definition.trigger(context.facts);
      if (refusal !== null) throw new V3Error(409, 'not_triggerable', refusal);
    }
    if (action === 'viewed' && !prior && !shows(definition, context)) {
      throw new V3Error(409, 'not_shown', `Experience ${key} is not shown to you now, so it cannot be marked viewed.`);
    }
    await writeStatus(db, userId, definition, action, context.now);
    const status = nextStatus(prior?.status, action);
    const states = new Map(context.states);
    if (status !== prior?.status) states.set(key, { status, updatedAt: context.now });
    const wasClosed = prior !== undefined && CLOSED_STATUSES.includes(prior.status);
    return {
      placed_experience_id: key,
      placement_id: definition.placementId,
      experience_id: definition.experienceId,
      status,
      refresh_home_feed: action === 'completed' && !wasClosed && definition.changesHomeFeed === true,
      placement: placeExperience(definition.placementId, { ...context, states }, registry),
    };
  };

  for (const action of ['viewed', 'completed', 'completed_without_homefeed'] as const) {
    app.put(`/experiences/:placed/${action}/`, async (request) => ok(await write(request, action)));
  }
  app.put('/experiences/:placed/trigger/', async (request) => ok(await write(request, 'triggered')));
  app.delete('/experiences/:placed/', async (request) => ok(await write(request, 'dismissed')));
}
