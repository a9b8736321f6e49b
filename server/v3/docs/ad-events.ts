/** OpenAPI paths of issue 19's events part (/work/issue19/contract.md), merged into ./openapi.ts. */
import { AD_VIEW_EVENT, CLOSEUP_EVENT, IMPRESSION_ENDINGS, IMPRESSION_EVENT, MILESTONES, VIDEO_VIEW_EVENT } from '../event/impressions.ts';
import { RECEIPT_KEEP_MS } from '../event/jobs.ts';

const milestone = { type: 'integer', nullable: true, description: 'Epoch milliseconds when first reached; null when not reached.' };

const impressionAux = {
  type: 'object',
  description:
    `aux_data of the impression events ${IMPRESSION_EVENT} (impression ended: pin_daily_stats.impressions; for a served ad ` +
    `ad_daily_stats.impressions and spend_micros += round(bid_micros / 1000), once per serve), ${AD_VIEW_EVENT} (a served ad in view 5000 ms: ` +
    `views, once per serve), ${VIDEO_VIEW_EVENT} (a held ad video impression released by play: video_views) and ${CLOSEUP_EVENT} (a closeup: ` +
    `closeups). Sent as JSON text (or the object) in an event whose object_id_str is the pin's id. Each impression_id counts once per event type ` +
    `(receipts kept ${RECEIPT_KEEP_MS / 86_400_000} days): a retried batch counts nothing twice and answers logged 0 for what was already taken. ` +
    'A bad field is a 400 whose param names it, e.g. events[2].aux_data.milestones.over_50.',
  required: ['impression_id', 'surface'],
  properties: {
    impression_id: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$', description: "The client's uuid of this record." },
    ad_serve_id: { type: 'string', description: `The ad serve the card showed (Pin.ad_serve_id); required for ${AD_VIEW_EVENT} and ${VIDEO_VIEW_EVENT}. Counted for the ad only when the serve was to this viewer (or logged out) and of this pin.` },
    surface: { type: 'string', pattern: '^[a-z_]{1,32}$', description: 'home, search, related, board, profile, closeup …' },
    milestones: {
      type: 'object',
      description: `Required for ${IMPRESSION_EVENT} (over_0 not null): the first time over 0%, 50%, 80% and at 100% of the pin in view (the viewport less 143 px at the top and the bottom).`,
      properties: Object.fromEntries(MILESTONES.map((name) => [name, milestone])),
    },
    hidden_ms: { type: 'integer', minimum: 0, description: `Required for ${IMPRESSION_EVENT}: time of the impression with under 50% in view.` },
    visible_ms: { type: 'integer', minimum: 0, description: `Required for ${IMPRESSION_EVENT}: time with 50% or more in view.` },
    ended: { type: 'string', enum: [...IMPRESSION_ENDINGS], description: `Required for ${IMPRESSION_EVENT}: left view, tracking paused (page hidden, a modal open), stopped (unmounted), removed (height under 1 px).` },
  },
};

export const impressionPaths: Record<string, unknown> = {
  '/v3/events/#impressions': {
    post: {
      summary:
        'Impression events (issue 19): the same POST /v3/events/ with event_type 13000–13003 and the aux_data below. The body may also be JSON ' +
        'sent as text/plain (navigator.sendBeacon on page hide); the CSRF rules are unchanged (a beacon is same-origin). Clicks and saves count ' +
        'too: POST /v3/offsite/ with check_only false counts the pin\'s outbound_clicks, and the ad\'s clicks when an ad_serve_id is given beside ' +
        "pin_id or inside aux_data; a new save (POST /v3/pins/{id}/repin/) counts the pin's saves, and the ad's when event_context names an ad_serve_id.",
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['events'],
              properties: {
                events: {
                  type: 'array',
                  minItems: 1,
                  maxItems: 20,
                  items: {
                    type: 'object',
                    required: ['event_type', 'object_id_str', 'aux_data'],
                    properties: {
                      event_type: { type: 'integer', enum: [IMPRESSION_EVENT, AD_VIEW_EVENT, VIDEO_VIEW_EVENT, CLOSEUP_EVENT] },
                      object_id_str: { type: 'string', description: "The pin's id." },
                      aux_data: impressionAux,
                    },
                  },
                },
              },
            },
          },
          'text/plain': { schema: { type: 'string', description: 'The same JSON, as text.' } },
        },
      },
      responses: { '200': { description: '{logged: n}: the events stored now (those already counted are not stored again).' }, '400': { description: 'A bad field, named in param.' }, '403': { description: 'A cross-site write with the session cookie.' } },
    },
  },
};
