/**
 * Experiment assignment, as pure functions: a viewer's group in each experiment is a stable hash of
 * (experiment name, who is asking); the forced_experiments cookie overrides it; bots get defaults.
 */
import { createHash } from 'node:crypto';
import { EXPERIMENT_ALLOCATION, EXPERIMENT_NAMES, groupsOf, isExperimentName, type ExperimentName } from './registry.ts';

export const FORCED_COOKIE = 'forced_experiments';
/** platform §9: the forced_experiments cookie lives 30 days (seconds). */
export const FORCED_MAX_AGE = 30 * 24 * 60 * 60;
export const VISITOR_COOKIE = 'cb_visitor';
/** The logged-out visitor id lives about two years (seconds). */
export const VISITOR_MAX_AGE = 2 * 365 * 24 * 60 * 60;
/** A visitor id as v3 issues it (base64url); anything else is replaced by a fresh one. */
export const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** Who is asking: the signed-in user, else the visitor cookie; null for a bot (always default groups). */
export type Subject = { readonly userId: number } | { readonly visitorId: string } | null;

export type Assignments = Record<ExperimentName, string>;

/** The stable group index in [0, groupCount) for this experiment and subject. */
export function bucket(name: string, subjectKey: string, groupCount: number): number {
  const digest = createHash('sha256').update(`${name}\u0000${subjectKey}`).digest();
  return digest.readUInt32BE(0) % groupCount;
}

/** The group index whose share of 0..99 (cumulative percentages) holds `slot`. */
export function allocate(weights: readonly number[], slot: number): number {
  let upTo = 0;
  for (const [index, weight] of weights.entries()) {
    upTo += weight;
    if (slot < upTo) return index;
  }
  return 0;
}

const subjectKey = (subject: Exclude<Subject, null>): string => ('userId' in subject ? `user:${subject.userId}` : `visitor:${subject.visitorId}`);

/**
 * `name:group,name2:group2` → the known pairs; unknown names, unknown groups and malformed parts are
 * ignored; for a name given twice the last one wins.
 */
export function parseForced(value: string | undefined): Partial<Assignments> {
  const forced: Partial<Assignments> = {};
  for (const part of (value ?? '').split(',')) {
    const at = part.indexOf(':');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const group = part.slice(at + 1).trim();
    if (isExperimentName(name) && groupsOf(name).includes(group)) forced[name] = group;
  }
  return forced;
}

export function formatForced(forced: Partial<Assignments>): string {
  return EXPERIMENT_NAMES.flatMap((name) => (forced[name] === undefined ? [] : [`${name}:${forced[name]}`])).join(',');
}

/** Every experiment's group for this subject, forced groups first. */
export function assign(subject: Subject, forced: Partial<Assignments> = {}): Assignments {
  const out = {} as Assignments;
  for (const name of EXPERIMENT_NAMES) {
    const groups = groupsOf(name);
    const own = forced[name];
    out[name] = own ?? (subject === null ? groups[0]! : groups[allocate(EXPERIMENT_ALLOCATION[name], bucket(name, subjectKey(subject), 100))]!);
  }
  return out;
}
