/**
 * What a create or an update of a campaign, ad group or ad may set, read from a request body (the
 * resources, quick-promote and bulk editing's rows all go through these), and the checks that need the
 * database: interests exist, the customer list is the account's, the pin may be promoted, the destination
 * passes the link check. Failures are 400s naming the field.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { boards, customerLists, interests, pins, type AdTargeting } from '../../../db/schema.ts';
import { pinNotRemoved, pinVisible } from '../../access.ts';
import type { V3Deps } from '../../deps.ts';
import { V3Error } from '../../envelope.ts';
import { checkLink } from '../../offsite/store.ts';
import type { AdGroupRow, AdRow, CampaignRow } from './rows.ts';
import {
  bidValue,
  booleanValue,
  dailyBudgetValue,
  destinationUrlValue,
  idValue,
  lifetimeBudgetValue,
  nameValue,
  objectiveValue,
  partnershipValues,
  statusValue,
  targetingValue,
  timeValue,
  type AdStatus,
  type Body,
  type Objective,
} from './validate.ts';

const bad = V3Error.badParam;
const given = (body: Body, name: string) => body[name] !== undefined;
/** Sent empty: null or ''. */
const blank = (value: unknown) => value === null || value === '';
/** Left out or sent empty. */
const none = (value: unknown) => value === undefined || blank(value);

export interface CampaignValues {
  name: string;
  objective: Objective;
  status: AdStatus;
  dailyBudgetMicros: number | null;
  lifetimeBudgetMicros: number | null;
  startTime: Date;
  endTime: Date | null;
}

/** The budgets given (null for one sent as null or ''), undefined for those left out. */
function budgetsOf(body: Body): { daily: number | null | undefined; lifetime: number | null | undefined } {
  const daily = !given(body, 'daily_budget_micros') ? undefined : blank(body.daily_budget_micros) ? null : dailyBudgetValue(body.daily_budget_micros);
  const lifetime = !given(body, 'lifetime_budget_micros') ? undefined : blank(body.lifetime_budget_micros) ? null : lifetimeBudgetValue(body.lifetime_budget_micros);
  return { daily, lifetime };
}

const EXACTLY_ONE = 'A campaign has exactly one budget: daily_budget_micros or lifetime_budget_micros.';

/** end_time: after the start and after now. */
function endTimeOf(value: unknown, start: Date, now: Date): Date | null {
  if (none(value)) return null;
  const end = timeValue(value, 'end_time');
  if (end.getTime() <= start.getTime()) throw bad('end_time', 'end_time must be after start_time.');
  if (end.getTime() <= now.getTime()) throw bad('end_time', 'end_time must be in the future.');
  return end;
}

export function campaignCreate(body: Body, now: Date): CampaignValues {
  const name = nameValue(body.name, 'name', 'The campaign name');
  const objective = objectiveValue(body.objective);
  const status = none(body.status) ? 'ACTIVE' : statusValue(body.status);
  const { daily, lifetime } = budgetsOf(body);
  if ((daily ?? null) === null && (lifetime ?? null) === null) throw bad('daily_budget_micros', EXACTLY_ONE);
  if ((daily ?? null) !== null && (lifetime ?? null) !== null) throw bad('lifetime_budget_micros', EXACTLY_ONE);
  const startTime = none(body.start_time) ? now : timeValue(body.start_time, 'start_time');
  const endTime = endTimeOf(body.end_time, startTime, now);
  return { name, objective, status, dailyBudgetMicros: daily ?? null, lifetimeBudgetMicros: lifetime ?? null, startTime, endTime };
}

/**
 * A campaign's update: any of name, status, the budgets (setting one clears the other; exactly one stays),
 * end_time (null: none). The objective and start_time stay as they are.
 */
export function campaignPatch(body: Body, current: CampaignRow, now: Date): Partial<CampaignValues> {
  const patch: Partial<CampaignValues> = {};
  if (given(body, 'name')) patch.name = nameValue(body.name, 'name', 'The campaign name');
  if (given(body, 'status')) patch.status = statusValue(body.status);
  if (given(body, 'objective') && !blank(body.objective) && objectiveValue(body.objective) !== current.objective) {
    throw bad('objective', "A campaign's objective cannot be changed: make a new campaign.");
  }
  const { daily, lifetime } = budgetsOf(body);
  if (daily !== undefined || lifetime !== undefined) {
    if (daily != null && lifetime != null) throw bad('lifetime_budget_micros', EXACTLY_ONE);
    let nextDaily = daily === undefined ? current.dailyBudgetMicros : daily;
    let nextLifetime = lifetime === undefined ? current.lifetimeBudgetMicros : lifetime;
    if (daily != null) nextLifetime = null;
    if (lifetime != null) nextDaily = null;
    if (nextDaily === null && nextLifetime === null) throw bad(daily === null ? 'daily_budget_micros' : 'lifetime_budget_micros', EXACTLY_ONE);
    patch.dailyBudgetMicros = nextDaily;
    patch.lifetimeBudgetMicros = nextLifetime;
  }
  if (given(body, 'end_time')) patch.endTime = endTimeOf(body.end_time, current.startTime, now);
  return patch;
}

export interface AdGroupValues {
  name: string;
  status: AdStatus;
  bidMicros: number;
  targeting: AdTargeting;
  firstPartyPersonalization: boolean;
  thirdPartyPersonalization: boolean;
  expandedTargeting: boolean;
  customerListId: number | null;
}

/** An ad group's fields and the interest ids its targeting names (for checkInterests). */
export function adGroupCreate(body: Body): { values: AdGroupValues; interestIds: number[] } {
  const name = nameValue(body.name, 'name', 'The ad group name');
  const status = none(body.status) ? 'ACTIVE' : statusValue(body.status);
  const bidMicros = bidValue(body.bid_micros);
  const { targeting, interestIds } = targetingValue(body.targeting);
  const customerListId = none(body.customer_list_id) ? null : idValue(body.customer_list_id, 'customer_list_id');
  return {
    values: {
      name,
      status,
      bidMicros,
      targeting,
      firstPartyPersonalization: booleanValue(body.first_party_personalization, 'first_party_personalization', true),
      // A customer list is partners' data: its use is third-party personalization unless said otherwise.
      thirdPartyPersonalization: booleanValue(body.third_party_personalization, 'third_party_personalization', customerListId !== null),
      expandedTargeting: booleanValue(body.expanded_targeting, 'expanded_targeting', false),
      customerListId,
    },
    interestIds,
  };
}

/** An ad group's update: any of its fields; targeting replaces the whole targeting. */
export function adGroupPatch(body: Body, current: AdGroupRow): { values: Partial<AdGroupValues>; interestIds: number[] } {
  const values: Partial<AdGroupValues> = {};
  let interestIds: number[] = [];
  if (given(body, 'name')) values.name = nameValue(body.name, 'name', 'The ad group name');
  if (given(body, 'status')) values.status = statusValue(body.status);
  if (given(body, 'bid_micros')) values.bidMicros = bidValue(body.bid_micros);
  if (given(body, 'targeting')) {
    const checked = targetingValue(body.targeting);
    values.targeting = checked.targeting;
    interestIds = checked.interestIds;
  }
  for (const [param, key] of [
    ['first_party_personalization', 'firstPartyPersonalization'],
    ['third_party_personalization', 'thirdPartyPersonalization'],
    ['expanded_targeting', 'expandedTargeting'],
  ] as const) {
    if (given(body, param)) values[key] = booleanValue(body[param], param, current[key]);
  }
  if (given(body, 'customer_list_id')) values.customerListId = blank(body.customer_list_id) ? null : idValue(body.customer_list_id, 'customer_list_id');
  return { values, interestIds };
}

export interface AdValues {
  pinId: number;
  /** Absent: the pin's link (promotablePin). */
  destinationUrl: string | undefined;
  status: AdStatus;
  partnershipAdvertiserName: string | null;
  partnershipAttributionName: string | null;
}

export function adCreate(body: Body): AdValues {
  const pinId = idValue(body.pin_id, 'pin_id');
  const destinationUrl = none(body.destination_url) ? undefined : destinationUrlValue(body.destination_url);
  const status = none(body.status) ? 'ACTIVE' : statusValue(body.status);
  const partnership = partnershipValues(body);
  return { pinId, destinationUrl, status, partnershipAdvertiserName: partnership.advertiser, partnershipAttributionName: partnership.attribution };
}

/** An ad's update: destination_url, status, the partnership names. The pin stays. */
export function adPatch(body: Body, current: AdRow): Partial<Omit<AdValues, 'pinId'>> {
  const values: Partial<Omit<AdValues, 'pinId'>> = {};
  if (given(body, 'pin_id') && !blank(body.pin_id) && idValue(body.pin_id, 'pin_id') !== current.pinId) {
    throw bad('pin_id', "An ad's pin cannot be changed: make a new ad.");
  }
  if (given(body, 'destination_url')) values.destinationUrl = destinationUrlValue(body.destination_url);
  if (given(body, 'status')) values.status = statusValue(body.status);
  if (given(body, 'partnership_advertiser_name') || given(body, 'partnership_attribution_name')) {
    const partnership = partnershipValues(body, { advertiser: current.partnershipAdvertiserName, attribution: current.partnershipAttributionName });
    values.partnershipAdvertiserName = partnership.advertiser;
    values.partnershipAttributionName = partnership.attribution;
  }
  return values;
}

/** 400 naming `param[i]` for the first interest id that does not exist. */
export async function checkInterests(db: Db, ids: readonly number[], param = 'targeting.interests'): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await db.select({ id: interests.id }).from(interests).where(inArray(interests.id, [...new Set(ids)]))).map((row) => Number(row.id)));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing !== -1) throw bad(`${param}[${missing}]`, `${param}[${missing}]: there is no interest ${ids[missing]}.`);
}

/** 400 naming `param` unless the customer list belongs to the ad account. */
export async function checkCustomerList(db: Db, adAccountId: number, listId: number | null | undefined, param = 'customer_list_id'): Promise<void> {
  if (listId === null || listId === undefined) return;
  const [row] = await db
    .select({ id: customerLists.id })
    .from(customerLists)
    .where(and(eq(customerLists.id, listId), eq(customerLists.adAccountId, adAccountId)))
    .limit(1);
  if (!row) throw bad(param, `${param}: this ad account has no customer list ${listId}.`);
}

export interface PromotablePin {
  id: number;
  title: string;
  link: string | null;
  sourceInterestId: number | null;
  boardInterestId: number | null;
}

/**
 * The pin, when the ad account's owner may see it and it is public (on a public board, not deleted or
 * removed); else a 400 naming `param` (a secret board's pin cannot be promoted).
 */
export async function promotablePin(db: Db, ownerId: number, pinId: number, param = 'pin_id'): Promise<PromotablePin> {
  const [row] = await db
    .select({ id: pins.id, title: pins.title, link: pins.link, sourceInterestId: pins.sourceInterestId, boardInterestId: boards.interestId, privacy: boards.privacy })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(and(eq(pins.id, pinId), isNull(pins.deletedAt), pinNotRemoved(), pinVisible({ userId: ownerId })))
    .limit(1);
  if (!row) throw bad(param, `${param}: there is no pin ${pinId} you can see.`);
  if (row.privacy !== 'public') throw bad(param, `${param}: only a pin on a public board can be promoted.`);
  return { id: Number(row.id), title: row.title, link: row.link, sourceInterestId: row.sourceInterestId, boardInterestId: row.boardInterestId };
}

/** The destination after the link check (server/v3/offsite): blocked, suspicious or porn is a 400 naming `param`. */
export async function safeDestination(deps: V3Deps, raw: string, param = 'destination_url'): Promise<string> {
  const url = destinationUrlValue(raw, param);
  const verdict = await checkLink(deps, url);
  if (verdict.redirect_status !== 'safe') {
    throw bad(param, `${param} cannot be used: ${verdict.message || 'the link check refused it'} (${verdict.redirect_status}).`);
  }
  return url;
}

/** An ad's destination: the one given, else the pin's link; 400 `destination_url` when neither. */
export async function destinationOf(deps: V3Deps, given: string | undefined, pin: PromotablePin, param = 'destination_url'): Promise<string> {
  const raw = given ?? pin.link ?? undefined;
  if (raw === undefined || raw === '') throw bad(param, `${param} is required: the pin has no link to send people to.`);
  return safeDestination(deps, raw, param);
}
