/**
 * Pin reactions and creator analytics (pin-card §3, §5, §9):
 *   PUT /v3/pins/{id}/react/ {reaction_type?} and DELETE /v3/pins/{id}/react/
 *     → {reacted, reaction_type, reaction_counts_data: [{reaction_type, reaction_count}]}; idempotent.
 *   GET /v3/pins/{id}/analytics/ → the pin's 30-day realtime stats and their daily series, for its
 *     pinner only.
 * Reactions are gated writes (401 unauthenticated, 403 limited_login); a pin the viewer may not see
 * answers 404. pinStats() feeds every pin answer with its reaction counts, the viewer's own reaction
 * and (for the pinner) the 30-day stats, in one grouped query per page of pins.
 *
 * The 30-day window is 30 UTC days, today included: from midnight UTC 29 days ago to now, because
 * impressions, outbound clicks and closeups are counted per UTC day (pin_daily_stats, issue 19's
 * impression counting). Saves and reactions are counted from their own rows (saves, pin_reactions)
 * by their time: exact, including saves made before daily counting existed and leaving out a save
 * since removed, and the daily series groups them by the same UTC days, so the series adds up to the totals.
 */
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pinDailyStats, pinReactions, saves } from '../../db/schema.ts';
import { bodyOf } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import type { V3Pin, V3PinAnalyticsDay, V3ReactionCount, V3ThirtyDayRealtime } from '../types.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { visiblePinOr404 } from './load.ts';

/** 1 = heart ("love"); the table accepts 1..6. */
export const DEFAULT_REACTION_TYPE = 1;
export const MAX_REACTION_TYPE = 6;
/** Creator analytics window: what happened in the last 30 days. */
export const REALTIME_WINDOW_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface PinStats {
  counts: Map<number, V3ReactionCount[]>;
  /** The signed-in viewer's reaction type per pin. */
  mine: Map<number, number>;
  /** 30-day realtime stats of the pins the viewer pinned. */
  realtime: Map<number, V3ThirtyDayRealtime>;
  /** Whether the viewer is signed in (reacted_by_me is only served then). */
  signedIn: boolean;
}

/** 'YYYY-MM-DD' of a time's UTC day. */
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The 30-day window ending at `now`: 30 UTC days, today included ([midnight UTC 29 days ago, now]); startDay is its first day. */
export function realtimeWindow(now: Date): { start: Date; end: Date; startDay: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(today - (REALTIME_WINDOW_DAYS - 1) * DAY_MS);
  return { start, end: now, startDay: dayOf(start.getTime()) };
}

/**
 * Reaction counts (all pins), the viewer's reactions, and 30-day saves/reactions of the viewer's own
 * pins, in one query (a UNION ALL of grouped selects).
 */
export async function pinStats(
  db: Db,
  viewer: Viewer,
  rows: readonly { id: number; pinnerId: number }[],
  now: Date = new Date(),
): Promise<PinStats> {
  const me = viewer.userId;
  const stats: PinStats = { counts: new Map(), mine: new Map(), realtime: new Map(), signedIn: me !== null };
  if (rows.length === 0) return stats;
  const ids = [...new Set(rows.map((r) => r.id))];
  const own = me === null ? [] : [...new Set(rows.filter((r) => r.pinnerId === me).map((r) => r.id))];
  const { start, end, startDay } = realtimeWindow(now);
  const n = sql<number>`count(*)::int`;
  let query = db
    .select({ kind: sql<string>`'c'`.as('kind'), pinId: pinReactions.pinId, reactionType: pinReactions.reactionType, n: n.as('n') })
    .from(pinReactions)
    .where(inArray(pinReactions.pinId, ids))
    .groupBy(pinReactions.pinId, pinReactions.reactionType)
    .$dynamic();
  if (me !== null) {
    query = query.unionAll(
      db
        .select({ kind: sql<string>`'m'`.as('kind'), pinId: pinReactions.pinId, reactionType: pinReactions.reactionType, n: sql<number>`1`.as('n') })
        .from(pinReactions)
        .where(and(eq(pinReactions.userId, me), inArray(pinReactions.pinId, ids))),
    );
  }
  if (own.length > 0) {
    query = query
      .unionAll(
        db
          .select({ kind: sql<string>`'r'`.as('kind'), pinId: pinReactions.pinId, reactionType: sql<number>`0`.as('reaction_type'), n: n.as('n') })
          .from(pinReactions)
          .where(and(inArray(pinReactions.pinId, own), gte(pinReactions.createdAt, start)))
          .groupBy(pinReactions.pinId),
      )
      .unionAll(
        db
          .select({ kind: sql<string>`'s'`.as('kind'), pinId: saves.pinId, reactionType: sql<number>`0`.as('reaction_type'), n: n.as('n') })
          .from(saves)
          .where(and(inArray(saves.pinId, own), gte(saves.createdAt, start)))
          .groupBy(saves.pinId),
      );
    // Impressions, outbound clicks and closeups from the daily counts: one branch each (kind i, o, v).
    for (const [kind, column] of [
      ['i', pinDailyStats.impressions],
      ['o', pinDailyStats.outboundClicks],
      ['v', pinDailyStats.closeups],
    ] as const) {
      query = query.unionAll(
        db
          .select({ kind: sql<string>`${sql.raw(`'${kind}'`)}`.as('kind'), pinId: pinDailyStats.pinId, reactionType: sql<number>`0`.as('reaction_type'), n: sql<number>`coalesce(sum(${column}), 0)::int`.as('n') })
          .from(pinDailyStats)
          .where(and(inArray(pinDailyStats.pinId, own), gte(pinDailyStats.day, startDay)))
          .groupBy(pinDailyStats.pinId),
      );
    }
  }
  for (const id of own) {
    stats.realtime.set(id, {
      saves: 0,
      reactions: 0,
      impressions: 0,
      outbound_clicks: 0,
      closeups: 0,
      period_start: start.toISOString(),
      period_end: end.toISOString(),
    });
  }
  for (const row of await query) {
    const pinId = Number(row.pinId);
    const value = Number(row.n);
    if (row.kind === 'c') {
      const list = stats.counts.get(pinId) ?? [];
      list.push({ reaction_type: Number(row.reactionType), reaction_count: value });
      stats.counts.set(pinId, list);
    } else if (row.kind === 'm') {
      stats.mine.set(pinId, Number(row.reactionType));
    } else {
      const realtime = stats.realtime.get(pinId);
      if (realtime && row.kind === 'r') realtime.reactions = value;
      if (realtime && row.kind === 's') realtime.saves = value;
      if (realtime && row.kind === 'i') realtime.impressions = value;
      if (realtime && row.kind === 'o') realtime.outbound_clicks = value;
      if (realtime && row.kind === 'v') realtime.closeups = value;
    }
  }
  for (const list of stats.counts.values()) list.sort((a, b) => a.reaction_type - b.reaction_type);
  return stats;
}

/**
 * The window's days, oldest first, zeros filled (30 entries): impressions, outbound clicks and closeups
 * from pin_daily_stats, saves from the saves table by their UTC day (as the totals count them).
 */
export async function pinDailySeries(db: Db, pinId: number, now: Date): Promise<V3PinAnalyticsDay[]> {
  const { start, startDay } = realtimeWindow(now);
  const savedDay = sql<string>`to_char(${saves.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [counted, saved] = await Promise.all([
    db
      .select({ day: sql<string>`${pinDailyStats.day}::text`, impressions: pinDailyStats.impressions, outboundClicks: pinDailyStats.outboundClicks, closeups: pinDailyStats.closeups })
      .from(pinDailyStats)
      .where(and(eq(pinDailyStats.pinId, pinId), gte(pinDailyStats.day, startDay)))
      .orderBy(asc(pinDailyStats.day)),
    db
      .select({ day: savedDay, n: sql<number>`count(*)::int` })
      .from(saves)
      .where(and(eq(saves.pinId, pinId), gte(saves.createdAt, start)))
      .groupBy(savedDay),
  ]);
  const days = new Map<string, V3PinAnalyticsDay>();
  for (let i = 0; i < REALTIME_WINDOW_DAYS; i += 1) {
    const day = dayOf(start.getTime() + i * DAY_MS);
    days.set(day, { day, impressions: 0, saves: 0, outbound_clicks: 0, closeups: 0 });
  }
  for (const row of counted) {
    const entry = days.get(row.day);
    if (!entry) continue;
    entry.impressions = Number(row.impressions);
    entry.outbound_clicks = Number(row.outboundClicks);
    entry.closeups = Number(row.closeups);
  }
  for (const row of saved) {
    const entry = days.get(row.day);
    if (entry) entry.saves = Number(row.n);
  }
  return [...days.values()];
}

/** Fills a serialized pin's reaction and analytics fields from pinStats(). */
export function markPinStats(pin: V3Pin, stats: PinStats): V3Pin {
  const id = Number(pin.id);
  pin.reaction_counts_data = stats.counts.get(id) ?? [];
  if (stats.signedIn) {
    pin.reacted_by_me = stats.mine.has(id);
    pin.my_reaction_type = stats.mine.get(id) ?? null;
  }
  pin.aggregated_pin_data = { creator_analytics: { thirty_day_realtime: stats.realtime.get(id) ?? null } };
  return pin;
}

function reactionType(raw: unknown): number {
  if (raw === undefined || raw === null) return DEFAULT_REACTION_TYPE;
  const value = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_REACTION_TYPE) {
    throw V3Error.badParam('reaction_type', `reaction_type must be a whole number from 1 to ${MAX_REACTION_TYPE}`);
  }
  return value;
}

async function reactionCounts(db: Db, pinId: number): Promise<V3ReactionCount[]> {
  const rows = await db
    .select({ reactionType: pinReactions.reactionType, n: count() })
    .from(pinReactions)
    .where(eq(pinReactions.pinId, pinId))
    .groupBy(pinReactions.reactionType)
    .orderBy(pinReactions.reactionType);
  return rows.map((r) => ({ reaction_type: Number(r.reactionType), reaction_count: Number(r.n) }));
}

export function pinReactionRoutes(app: FastifyInstance, deps: V3Deps, now: () => Date = () => new Date()): void {
  app.put('/pins/:id/react/', async (request) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = idParam((request.params as { id: string }).id);
    const type = reactionType(bodyOf(request.body).reaction_type);
    await visiblePinOr404(deps.db, viewer, id);
    await deps.db
      .insert(pinReactions)
      .values({ pinId: id, userId, reactionType: type })
      .onConflictDoUpdate({ target: [pinReactions.pinId, pinReactions.userId], set: { reactionType: type } });
    return ok({ reacted: true, reaction_type: type, reaction_counts_data: await reactionCounts(deps.db, id) });
  });

  app.delete('/pins/:id/react/', async (request) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = idParam((request.params as { id: string }).id);
    await visiblePinOr404(deps.db, viewer, id);
    await deps.db.delete(pinReactions).where(and(eq(pinReactions.pinId, id), eq(pinReactions.userId, userId)));
    return ok({ reacted: false, reaction_type: null, reaction_counts_data: await reactionCounts(deps.db, id) });
  });

  app.get('/pins/:id/analytics/', async (request) => {
    const viewer = viewerOf(request);
    if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
    const id = idParam((request.params as { id: string }).id);
    const pin = await visiblePinOr404(deps.db, viewer, id);
    if (pin.pinnerId !== viewer.userId) throw new V3Error(403, 'forbidden', "Only the creator can see this Pin's analytics.");
    const at = now();
    const [stats, daily] = await Promise.all([pinStats(deps.db, viewer, [pin], at), pinDailySeries(deps.db, id, at)]);
    const realtime = stats.realtime.get(id);
    return ok(realtime ? { ...realtime, daily } : null);
  });
}
