/**
 * GET /v3/experiences/?placement_ids=a,b&extra_context={JSON} (platform §3, §4, §7) → a map
 * placement_id → {placement_id, experience_id, type, display_data, triggerable_placed_exps}.
 * 1 to 10 placement ids, each ^[A-Za-z0-9_:-]{1,64}$; extra_context, when given, JSON text of at
 * most 4 KB. Type 0 means none (every placement, until experiences are registered in ./registry.ts).
 * Bots (by User-Agent) get no experience placements: an empty map.
 */
import type { FastifyInstance } from 'fastify';
import { isBot } from '../../../schema/viewer/bots.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { stringParam } from '../params.ts';
import { viewerOf } from '../viewer.ts';
import { placeExperiences } from './registry.ts';

export const MAX_PLACEMENT_IDS = 10;
export const PLACEMENT_ID = /^[A-Za-z0-9_:-]{1,64}$/;
export const MAX_EXTRA_CONTEXT_BYTES = 4096;

function placementIdsOf(query: Record<string, unknown>): string[] {
  const raw = stringParam(query, 'placement_ids');
  const ids = raw === undefined || raw === '' ? [] : raw.split(',').map((id) => id.trim());
  if (ids.length < 1 || ids.length > MAX_PLACEMENT_IDS) {
    throw V3Error.badParam('placement_ids', `placement_ids must list 1 to ${MAX_PLACEMENT_IDS} placement ids, separated by commas.`);
  }
  const bad = ids.find((id) => !PLACEMENT_ID.test(id));
  if (bad !== undefined) {
    throw V3Error.badParam('placement_ids', `placement id "${bad}" must be 1 to 64 letters, digits, underscores, colons or dashes.`);
  }
  return ids;
}

function extraContextOf(query: Record<string, unknown>): unknown {
  const raw = stringParam(query, 'extra_context');
  if (raw === undefined || raw === '') return null;
  if (Buffer.byteLength(raw, 'utf8') > MAX_EXTRA_CONTEXT_BYTES) {
    throw V3Error.badParam('extra_context', `extra_context must be at most ${MAX_EXTRA_CONTEXT_BYTES} bytes of JSON.`);
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw V3Error.badParam('extra_context', 'extra_context must be JSON text.');
  }
}

export function experienceRoutes(app: FastifyInstance, _deps: V3Deps): void {
  app.get('/experiences/', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const placementIds = placementIdsOf(query);
    const extraContext = extraContextOf(query);
    reply.header('cache-control', 'private, no-store');
    if (isBot(request.headers['user-agent'] ?? '')) return ok({});
    return ok(placeExperiences(placementIds, { viewer: viewerOf(request), extraContext }));
  });
}
