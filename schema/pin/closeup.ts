/** Pin fields the closeup parts read (pin-card §3, §5): annotations, reactions and creator analytics. */
import { builder } from '../builder.ts';
import type { Pin } from '../v3/types.ts';
import { PinRef } from './refs.ts';

type PinJoinShape = NonNullable<Pin['pinJoin']>;
type ReactionCount = Pin['reactionCountsData'][number];

const PinJoin = builder.objectRef<PinJoinShape>('PinJoin').implement({
  description: "The pin's annotations: visual annotation chip names and shopping landing paths.",
  fields: (t) => ({
    visualAnnotation: t.stringList({ resolve: (join) => join.visualAnnotation ?? [] }),
    shoppingKlpUrls: t.stringList({ description: 'Shopping landing paths, /shopping/{name}/.', resolve: (join) => join.shoppingKlpUrls ?? [] }),
  }),
});

const ReactionCountRef = builder.objectRef<ReactionCount>('ReactionCount').implement({
  fields: (t) => ({
    reactionType: t.exposeInt('reactionType'),
    reactionCount: t.exposeInt('reactionCount'),
  }),
});

export type ThirtyDayStats = NonNullable<Pin['aggregatedPinData']['creatorAnalytics']['thirtyDayRealtime']>;

/** Older v3 servers send an empty object or nothing: no stats. */
export function thirtyDay(pin: Pin): ThirtyDayStats | null {
  const realtime = (pin.aggregatedPinData as Pin['aggregatedPinData'] | undefined)?.creatorAnalytics?.thirtyDayRealtime;
  return realtime && typeof realtime.saves === 'number' ? realtime : null;
}

const ThirtyDayStatsRef = builder.objectRef<ThirtyDayStats>('ThirtyDayRealtimeStats').implement({
  description: "A pin's creator analytics over the last 30 days: 30 UTC days, today included (periodStart to periodEnd, ISO 8601).",
  fields: (t) => ({
    saves: t.exposeInt('saves'),
    reactions: t.exposeInt('reactions'),
    // Older v3 servers sent null for these (nothing was counted).
    impressions: t.int({ description: 'Times the pin was shown (counted impressions).', resolve: (s) => (s.impressions as number | null | undefined) ?? 0 }),
    outboundClicks: t.int({ description: "Clicks through to the pin's link.", resolve: (s) => (s.outboundClicks as number | null | undefined) ?? 0 }),
    closeups: t.int({ description: "Times the pin's closeup was opened.", resolve: (s) => (s.closeups as number | null | undefined) ?? 0 }),
    periodStart: t.exposeString('periodStart'),
    periodEnd: t.exposeString('periodEnd'),
  }),
});

builder.objectFields(PinRef, (t) => ({
  pinJoin: t.field({
    type: PinJoin,
    nullable: true,
    // Older v3 servers do not send pin_join.
    resolve: (pin) => (pin.pinJoin as PinJoinShape | undefined) ?? null,
  }),
  reactionCountsData: t.field({
    type: [ReactionCountRef],
    resolve: (pin) => (pin.reactionCountsData as ReactionCount[] | undefined) ?? [],
  }),
  reactedByMe: t.boolean({
    description: 'Whether the signed-in viewer reacted to this pin (false when logged out).',
    resolve: (pin) => pin.reactedByMe ?? false,
  }),
  hasThirtyDayRealtimeStats: t.boolean({
    description: "Whether creator analytics hold 30-day realtime stats for this pin (aggregatedPinData): only for the pin's creator.",
    resolve: (pin) => thirtyDay(pin) !== null,
  }),
  thirtyDayRealtimeStats: t.field({
    type: ThirtyDayStatsRef,
    nullable: true,
    description: "Impressions, saves, outbound clicks, closeups and reactions of the last 30 days; null unless the viewer is the pin's creator.",
    resolve: (pin) => thirtyDay(pin),
  }),
}));
