/**
 * Event logging and client error reports (pin-card §4, §7):
 *   POST /v3/events/ {events: [{event_type, view_type?, view_parameter?, element?, component?,
 *     object_id_str?, aux_data?}, …]} → {logged: n}. 1 to 20 events; event_type an integer ≥ 1;
 *     object_id_str at most 100 characters; aux_data JSON text of at most 4 KB. Logged out is allowed
 *     (user_id null). Bad input is a 400 naming the field (events[i].field); nothing is stored then.
 *     Impression events (13000–13003, ./impressions.ts) have their aux_data checked as impressions, are
 *     counted once per impression id into the daily stats (./stats.ts) and stored only the first time,
 *     so `logged` counts what was new. The body may also be JSON sent as text/plain (navigator.sendBeacon
 *     on page hide); the CSRF rules are the same (a beacon is same-origin, Sec-Fetch-Site says so).
 *   POST /v3/client_errors/ {name, message?} → {logged: true}. name matches ^[a-z0-9_.]{1,80}$
 *     (e.g. error.unauth_profile_pin_merge), message at most 500 characters; counted in
 *     corkboard_client_errors_total{name} at /metrics (names the app does not report count as
 *     'other', so the series stay few) and logged as one warn line.
 */
import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import { bodyOf, stringField } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { viewerOf } from '../viewer.ts';
import { checkImpression, IMPRESSION_EVENT_TYPES, type CheckedImpression } from './impressions.ts';
import { checkEvent, MAX_EVENTS_PER_REQUEST, storeEvents, type CheckedEvent } from './log.ts';
import type { Db } from '../../db/client.ts';
import type { Viewer } from '../viewer.ts';
import { countImpressions } from './stats.ts';

export const CLIENT_ERROR_NAME = /^[a-z0-9_.]{1,80}$/;
export const MAX_CLIENT_ERROR_MESSAGE = 500;

export interface EventRouteOptions {
  /** corkboard_client_errors_total; absent (some tests) the reports are only logged. */
  clientErrors?: Counter<'name'>;
  /** The clock (tests move it): which UTC day impressions count on. */
  now?: () => Date;
}

/** The body of POST /v3/events/: JSON, or JSON text sent as text/plain (sendBeacon). */
function eventsBody(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    throw V3Error.badParam('events', 'The body must be JSON: {"events": [...]}.');
  }
}

/**
 * Checks a request's events (all or none: a bad one is a 400 naming events[i].field), counts the
 * impression events whose receipts are new and stores those with the other events, in one transaction.
 * Answers how many events were stored.
 */
export async function logEventBatch(deps: V3Deps, viewer: Viewer, list: readonly unknown[], now: Date): Promise<number> {
  const checked = list.map((raw, i) => {
    const event = checkEvent(raw, `events[${i}].`);
    const impression = IMPRESSION_EVENT_TYPES.has(event.eventType) ? checkImpression(event.eventType, event.objectIdStr, event.auxData, `events[${i}].`) : null;
    return { event, impression };
  });
  const impressions = checked.flatMap((c) => (c.impression ? [c.impression] : []));
  if (impressions.length === 0) return storeEvents(deps, viewer, checked.map((c) => c.event));
  return deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const fresh = new Set<CheckedImpression>(await countImpressions(db, viewer, impressions, now));
    const keep: CheckedEvent[] = checked.filter((c) => c.impression === null || fresh.has(c.impression)).map((c) => c.event);
    return storeEvents({ ...deps, db }, viewer, keep);
  });
}

/** Client failures the app reports by name (pin-card §4); each has its own series in /metrics. */
export const KNOWN_CLIENT_ERRORS: ReadonlySet<string> = new Set(['error.unauth_profile_pin_merge', 'error.ad_attribution_reporting', 'error.hydration_recovered']);
export const OTHER_CLIENT_ERROR = 'other';

export function eventRoutes(app: FastifyInstance, deps: V3Deps, options: EventRouteOptions = {}): void {
  const now = options.now ?? (() => new Date());
  app.post('/events/', async (request) => {
    const list = bodyOf(eventsBody(request.body)).events;
    if (!Array.isArray(list) || list.length < 1 || list.length > MAX_EVENTS_PER_REQUEST) {
      throw V3Error.badParam('events', `events must be a list of 1 to ${MAX_EVENTS_PER_REQUEST} events.`);
    }
    return ok({ logged: await logEventBatch(deps, viewerOf(request), list, now()) });
  });

  app.post('/client_errors/', async (request) => {
    const body = bodyOf(request.body);
    const name = stringField(body, 'name');
    if (name === undefined || !CLIENT_ERROR_NAME.test(name)) {
      throw V3Error.badParam('name', 'name must be 1 to 80 characters: lower-case letters, digits, underscores and dots.');
    }
    const message = stringField(body, 'message');
    if (message !== undefined && [...message].length > MAX_CLIENT_ERROR_MESSAGE) {
      throw V3Error.badParam('message', `message must be at most ${MAX_CLIENT_ERROR_MESSAGE} characters.`);
    }
    // The metric's label takes only known names, so a client cannot grow the series without bound;
    // any other name is counted as 'other' (the log line keeps the name).
    options.clientErrors?.inc({ name: KNOWN_CLIENT_ERRORS.has(name) ? name : OTHER_CLIENT_ERROR });
    request.log.warn({ clientError: name, clientMessage: message ?? null, userId: viewerOf(request).userId }, 'client error reported');
    return ok({ logged: true });
  });
}
