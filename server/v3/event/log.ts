/**
 * Event logging (pin-card §7): event_type, view_type, view_parameter, element, component,
 * object_id_str and aux_data (JSON), stored in the events table with who sent them (null when
 * logged out). Used by POST /v3/events/ and by server actions that log their own event (a save).
 * Bad input is a 400 naming the field.
 */
import { events } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import type { Viewer } from '../viewer.ts';

/** At most this many events in one POST /v3/events/. */
export const MAX_EVENTS_PER_REQUEST = 20;
export const MAX_OBJECT_ID_STR = 100;
/** aux_data as JSON text, in UTF-8 bytes. */
export const MAX_AUX_DATA_BYTES = 4096;
/** The columns are PostgreSQL integers. */
const INT_MAX = 2_147_483_647;

export interface EventInput {
  event_type: number;
  view_type?: number | null;
  view_parameter?: number | null;
  element?: number | null;
  component?: number | null;
  object_id_str?: string | null;
  /** JSON text, or a value to store as JSON. */
  aux_data?: string | object | null;
}

export interface CheckedEvent {
  eventType: number;
  viewType: number | null;
  viewParameter: number | null;
  element: number | null;
  component: number | null;
  objectIdStr: string | null;
  auxData: unknown;
}

const OPTIONAL_INTS = [
  ['view_type', 'viewType'],
  ['view_parameter', 'viewParameter'],
  ['element', 'element'],
  ['component', 'component'],
] as const;

function optionalInt(value: unknown, param: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > INT_MAX) {
    throw V3Error.badParam(param, `${param} must be an integer from 0 to ${INT_MAX}.`);
  }
  return value;
}

/**
 * aux_data (or a field carrying it, e.g. a save's event_context, named by `param`) checked: JSON text or a
 * value, at most MAX_AUX_DATA_BYTES as JSON, no NUL; answers the parsed value (null when absent).
 */
export function auxDataOf(value: unknown, param: string): unknown {
  if (value === undefined || value === null) return null;
  let parsed: unknown;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw V3Error.badParam(param, `${param} must be JSON text.`);
    }
  } else if (typeof value === 'object') {
    parsed = value;
  } else {
    throw V3Error.badParam(param, `${param} must be JSON text.`);
  }
  const text = JSON.stringify(parsed);
  if (Buffer.byteLength(text, 'utf8') > MAX_AUX_DATA_BYTES) {
    throw V3Error.badParam(param, `${param} must be at most ${MAX_AUX_DATA_BYTES} bytes of JSON.`);
  }
  // PostgreSQL jsonb cannot hold a NUL character.
  if (text.includes('\\u0000')) throw V3Error.badParam(param, `${param} must not contain NUL characters.`);
  return parsed;
}

/**
 * One event checked and converted to its row values; `prefix` names where it sat in the request
 * (e.g. 'events[2].') so the 400 names the exact field.
 */
export function checkEvent(raw: unknown, prefix = ''): CheckedEvent {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw V3Error.badParam(prefix.replace(/\.$/, '') || 'event', `${prefix.replace(/\.$/, '') || 'event'} must be an object.`);
  }
  const event = raw as Record<string, unknown>;
  const eventType = event.event_type;
  if (typeof eventType !== 'number' || !Number.isInteger(eventType) || eventType < 1 || eventType > INT_MAX) {
    throw V3Error.badParam(`${prefix}event_type`, `${prefix}event_type must be an integer from 1 to ${INT_MAX}.`);
  }
  const checked: CheckedEvent = {
    eventType,
    viewType: null,
    viewParameter: null,
    element: null,
    component: null,
    objectIdStr: null,
    auxData: auxDataOf(event.aux_data, `${prefix}aux_data`),
  };
  for (const [param, key] of OPTIONAL_INTS) checked[key] = optionalInt(event[param], `${prefix}${param}`);
  const objectId = event.object_id_str;
  if (objectId !== undefined && objectId !== null) {
    const param = `${prefix}object_id_str`;
    if (typeof objectId !== 'string') throw V3Error.badParam(param, `${param} must be a string.`);
    if ([...objectId].length > MAX_OBJECT_ID_STR) throw V3Error.badParam(param, `${param} must be at most ${MAX_OBJECT_ID_STR} characters.`);
    if (objectId.includes('\0')) throw V3Error.badParam(param, `${param} must not contain NUL characters.`);
    checked.objectIdStr = objectId;
  }
  return checked;
}

/** Stores already-checked events for `viewer` (user_id null when logged out); answers how many. */
export async function storeEvents(deps: V3Deps, viewer: Viewer, checked: readonly CheckedEvent[]): Promise<number> {
  if (checked.length === 0) return 0;
  await deps.db.insert(events).values(checked.map((e) => ({ ...e, userId: viewer.userId })));
  return checked.length;
}

/** Checks and stores many events (all or none; e.g. a request's list, unchecked); a bad one is a 400 naming `events[i].field`. */
export async function logEvents(deps: V3Deps, viewer: Viewer, list: readonly unknown[]): Promise<number> {
  const checked = list.map((event, i) => checkEvent(event, `events[${i}].`));
  return storeEvents(deps, viewer, checked);
}

/** Checks and stores one event (e.g. the save event); a bad field is a 400 naming it. */
export async function logEvent(deps: V3Deps, viewer: Viewer, event: EventInput): Promise<void> {
  await storeEvents(deps, viewer, [checkEvent(event)]);
}
