/**
 * Impression events (issue 19; platform §4, §9): what the client's impression tracker
 * (client/event/impressions/) sends in POST /v3/events/, checked here, and counted by ./stats.ts.
 *
 *   IMPRESSION_EVENT 13000  a pin's impression ended (it left view, tracking paused or stopped, or the node
 *                           was removed): pin_daily_stats.impressions; for a served ad, ad_daily_stats.impressions
 *                           and spend (round(bid_micros / 1000), a CPM bid) once per serve.
 *   AD_VIEW_EVENT    13001  a served ad was in view 5000 ms: ad_daily_stats.views, once per serve.
 *   VIDEO_VIEW_EVENT 13002  a held ad video impression released by the video playing: pin and ad video_views
 *                           (the ad's once per serve).
 *   CLOSEUP_EVENT    13003  a pin's closeup opened: pin_daily_stats.closeups (and the ad's, for a served ad).
 *
 * Each event: object_id_str the pin's id, aux_data
 *   {impression_id, ad_serve_id?, surface, milestones: {over_0, over_50, over_80, full}, hidden_ms, visible_ms, ended}.
 * impression_id (the client's uuid) counts once per event type: a retried batch counts nothing again
 * (impression_receipts, purged after 7 days: ./jobs.ts). milestones, hidden_ms, visible_ms and ended are
 * required for IMPRESSION_EVENT (optional, checked when given, for the others); ad_serve_id is required for
 * AD_VIEW_EVENT and VIDEO_VIEW_EVENT. A bad field is a 400 naming it: events[2].aux_data.milestones.over_50.
 */
import { V3Error } from '../envelope.ts';

export const IMPRESSION_EVENT = 13000;
export const AD_VIEW_EVENT = 13001;
export const VIDEO_VIEW_EVENT = 13002;
export const CLOSEUP_EVENT = 13003;

export const IMPRESSION_EVENT_TYPES: ReadonlySet<number> = new Set([IMPRESSION_EVENT, AD_VIEW_EVENT, VIDEO_VIEW_EVENT, CLOSEUP_EVENT]);

export const MILESTONES = ['over_0', 'over_50', 'over_80', 'full'] as const;
export type Milestone = (typeof MILESTONES)[number];
export const IMPRESSION_ENDINGS = ['left', 'paused', 'stopped', 'removed'] as const;
export type ImpressionEnding = (typeof IMPRESSION_ENDINGS)[number];

/** A client uuid (or any id of letters, digits, dashes and underscores). */
export const IMPRESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** Where the pin was seen: home, search, related, board, profile, closeup … */
export const SURFACE = /^[a-z_]{1,32}$/;
const DIGITS = /^[1-9][0-9]{0,17}$/;
/** Milestones are epoch milliseconds; durations at most a day (a tab left open longer reports in parts). */
const MAX_MS = 8.64e15;
const MAX_DURATION_MS = 24 * 60 * 60 * 1000;

export interface ImpressionAux {
  impressionId: string;
  adServeId: number | null;
  surface: string;
  milestones: Record<Milestone, number | null> | null;
  hiddenMs: number | null;
  visibleMs: number | null;
  ended: ImpressionEnding | null;
}

export interface CheckedImpression extends ImpressionAux {
  eventType: number;
  pinId: number;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function bad(param: string, message: string): never {
  throw V3Error.badParam(param, `${param} ${message}`);
}

function integerIn(value: unknown, param: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) bad(param, `must be an integer from 0 to ${max}.`);
  return value;
}

function milestonesOf(value: unknown, param: string): Record<Milestone, number | null> {
  if (!isObject(value)) bad(param, `must be an object {${MILESTONES.join(', ')}}.`);
  const out = {} as Record<Milestone, number | null>;
  for (const name of MILESTONES) {
    const at = value[name];
    out[name] = at === undefined || at === null ? null : integerIn(at, `${param}.${name}`, MAX_MS);
  }
  return out;
}

/**
 * An impression event's pin id and aux_data checked (`prefix` names the event: 'events[3].'). `aux` is the
 * parsed aux_data (log.ts auxDataOf). Throws a 400 naming the field.
 */
export function checkImpression(eventType: number, objectIdStr: string | null, aux: unknown, prefix: string): CheckedImpression {
  if (objectIdStr === null || !DIGITS.test(objectIdStr)) bad(`${prefix}object_id_str`, "must be the pin's id.");
  const param = `${prefix}aux_data`;
  if (!isObject(aux)) bad(param, 'must be a JSON object with impression_id and surface.');
  const impressionId = aux.impression_id;
  if (typeof impressionId !== 'string' || !IMPRESSION_ID.test(impressionId)) {
    bad(`${param}.impression_id`, 'must be 8 to 64 letters, digits, dashes or underscores (a uuid).');
  }
  const surface = aux.surface;
  if (typeof surface !== 'string' || !SURFACE.test(surface)) bad(`${param}.surface`, 'must be 1 to 32 lower-case letters or underscores.');
  const serve = aux.ad_serve_id;
  let adServeId: number | null = null;
  if (serve !== undefined && serve !== null) {
    const text = typeof serve === 'number' ? String(serve) : serve;
    if (typeof text !== 'string' || !DIGITS.test(text)) bad(`${param}.ad_serve_id`, "must be an ad serve's id.");
    adServeId = Number(text);
  } else if (eventType === AD_VIEW_EVENT || eventType === VIDEO_VIEW_EVENT) {
    bad(`${param}.ad_serve_id`, 'is required: this event is about a served ad.');
  }
  const full = eventType === IMPRESSION_EVENT;
  const need = (name: string) => {
    if (full && (aux[name] === undefined || aux[name] === null)) bad(`${param}.${name}`, 'is required.');
    return aux[name] !== undefined && aux[name] !== null;
  };
  const milestones = need('milestones') ? milestonesOf(aux.milestones, `${param}.milestones`) : null;
  const hiddenMs = need('hidden_ms') ? integerIn(aux.hidden_ms, `${param}.hidden_ms`, MAX_DURATION_MS) : null;
  const visibleMs = need('visible_ms') ? integerIn(aux.visible_ms, `${param}.visible_ms`, MAX_DURATION_MS) : null;
  let ended: ImpressionEnding | null = null;
  if (need('ended')) {
    if (!IMPRESSION_ENDINGS.includes(aux.ended as ImpressionEnding)) bad(`${param}.ended`, `must be one of ${IMPRESSION_ENDINGS.join(', ')}.`);
    ended = aux.ended as ImpressionEnding;
  }
  if (full && milestones?.over_0 === null) bad(`${param}.milestones.over_0`, 'is required: an impression starts when the pin shows.');
  return { eventType, pinId: Number(objectIdStr), impressionId, adServeId, surface, milestones, hiddenMs, visibleMs, ended };
}

/** The receipt that makes an impression count once: one per event type and impression id. */
export const receiptKey = (impression: Pick<CheckedImpression, 'eventType' | 'impressionId'>): string => `${impression.eventType}:${impression.impressionId}`;

/** The receipt that makes a served ad's impression, view or video view count (and cost) once per serve. */
export const serveReceiptKey = (eventType: number, serveId: number): string => `serve:${serveId}:${eventType}`;
