/**
 * Creator analytics' daily series (issue 19): Pin.thirtyDayDailyStats, the 30 UTC days of
 * GET /v3/pins/{id}/analytics/ (today included, oldest first, zeros filled) for the closeup analytics
 * page's chart. Only the pin's creator gets them: for anyone else the field is null and v3 is not asked.
 * The totals are Pin.thirtyDayRealtimeStats (./closeup.ts).
 */
import { builder } from '../builder.ts';
import type { Camelize } from '../v3/camelize.ts';
import type { V3PinAnalyticsDay } from '../../server/v3/types.ts';
import { thirtyDay } from './closeup.ts';
import { PinRef } from './refs.ts';

type Day = Camelize<V3PinAnalyticsDay>;

const PinAnalyticsDay = builder.objectRef<Day>('PinAnalyticsDay').implement({
  description: "One UTC day of a pin's creator analytics.",
  fields: (t) => ({
    day: t.field({ type: 'Date', resolve: (d) => d.day }),
    impressions: t.exposeInt('impressions'),
    saves: t.exposeInt('saves'),
    outboundClicks: t.exposeInt('outboundClicks'),
    closeups: t.exposeInt('closeups'),
  }),
});

builder.objectFields(PinRef, (t) => ({
  thirtyDayDailyStats: t.field({
    type: [PinAnalyticsDay],
    nullable: true,
    description: "The last 30 UTC days, a day each (oldest first, today last), for the pin's creator; null for anyone else.",
    resolve: async (pin, _args, ctx) => {
      if (thirtyDay(pin) === null) return null;
      const answer = await ctx.v3.get<{ daily?: V3PinAnalyticsDay[] } | null>(`/v3/pins/${encodeURIComponent(pin.id)}/analytics/`);
      return answer.data?.daily ?? null;
    },
  }),
}));
