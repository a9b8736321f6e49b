/**
 * The experience calls' parameters (platform §7): placement_ids, extra_context and targeting (JSON
 * text of at most MAX_EXTRA_CONTEXT_BYTES), placed_experience_id ("placement:experience", split at
 * its last colon: placement ids may hold colons, experience ids may not) and the registry lookup.
 */
import { V3Error } from '../envelope.ts';
import type { ExperienceDefinition } from './registry.ts';

export const MAX_PLACEMENT_IDS = 10;
export const PLACEMENT_ID = /^[A-Za-z0-9_:-]{1,64}$/;
export const EXPERIENCE_ID = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_EXTRA_CONTEXT_BYTES = 4096;

export type Fields = Record<string, unknown>;

export function placementIdsOf(raw: string | undefined): string[] {
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

/** extra_context or targeting: JSON text of at most MAX_EXTRA_CONTEXT_BYTES, parsed; null when absent or empty. */
export function jsonTextOf(fields: Fields, name: 'extra_context' | 'targeting'): unknown {
  const raw = fields[name];
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string') throw V3Error.badParam(name, `${name} must be JSON text (a string).`);
  if (Buffer.byteLength(raw, 'utf8') > MAX_EXTRA_CONTEXT_BYTES) {
    throw V3Error.badParam(name, `${name} must be at most ${MAX_EXTRA_CONTEXT_BYTES} bytes of JSON.`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw V3Error.badParam(name, `${name} must be JSON text.`);
  }
}

export interface PlacedExperienceId {
  placementId: string;
  experienceId: string;
}

const BAD_PLACED = 'placed_experience_id must be placement:experience (a placement id, a colon, then an experience id of letters, digits, underscores or dashes).';

/** The path's placement:experience; a placed_experience_id in the body or query, if any, must name the same. */
export function placedExperienceOf(fromPath: string, fields: Fields): PlacedExperienceId {
  const colon = fromPath.lastIndexOf(':');
  const placementId = fromPath.slice(0, colon);
  const experienceId = fromPath.slice(colon + 1);
  if (colon < 1 || !PLACEMENT_ID.test(placementId) || !EXPERIENCE_ID.test(experienceId)) throw V3Error.badParam('placed_experience_id', BAD_PLACED);
  const named = fields.placed_experience_id;
  if (named !== undefined && named !== null && named !== '' && named !== fromPath) {
    throw V3Error.badParam('placed_experience_id', `placed_experience_id names ${JSON.stringify(named).slice(0, 80)}, but the path names ${fromPath}.`);
  }
  return { placementId, experienceId };
}

/** The registered experience, or 404 naming what is unknown. */
export function definitionOf(registry: readonly ExperienceDefinition[], { placementId, experienceId }: PlacedExperienceId): ExperienceDefinition {
  const here = registry.filter((e) => e.placementId === placementId);
  if (here.length === 0) throw V3Error.notFound(`There is no experience placement "${placementId}".`);
  const found = here.find((e) => e.experienceId === experienceId);
  if (!found) throw V3Error.notFound(`Placement "${placementId}" has no experience "${experienceId}".`);
  return found;
}
