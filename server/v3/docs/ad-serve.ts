/** OpenAPI paths of issue 19's serve part (/work/issue19/contract.md), merged into ./openapi.ts. */
import { envelope, failure } from './envelope.ts';

const idParam = (what: string) => ({ name: 'id', in: 'path', required: true, description: what, schema: { type: 'string', pattern: '^[0-9]+$' } });
const str = { type: 'string' };
const strOrNull = { type: 'string', nullable: true };
const bool = { type: 'boolean' };

/** V3AdTargetingAttribution (pin-card §3): only what really matched is set, the rest false or null. */
export const adTargetingAttributionSchema = {
  type: 'object',
  description:
    'What matched when the ad was served (pin-card §3 ad targeting attribution). Never set: lookalike, engagement, visitor, shopping prospecting, persona, GPS and postal code (no such audiences or signals); geo_region is a matched country.',
  properties: {
    advertiser_name: strOrNull,
    is_first_party_personalization_enabled: bool,
    is_third_party_personalization_enabled: bool,
    customer_list_matched: bool,
    lookalike_matched: bool,
    engagement_matched: bool,
    expanded_targeting_matched: bool,
    from_gps_location: bool,
    visitor_matched: bool,
    shopping_prospecting_matched: bool,
    persona_matched: bool,
    matched_age_bucket: { type: 'string', nullable: true, enum: ['18-24', '25-34', '35-44', '45-49', '50-54', '55-64', '65+', null] },
    matched_locale: strOrNull,
    matched_interest: { type: 'string', nullable: true, description: "The matched interest's name." },
    matched_gender: { type: 'string', nullable: true, enum: ['female', 'male', null] },
    matched_device: { type: 'string', nullable: true, enum: ['web', 'web_mobile', null] },
    matched_keyword: strOrNull,
    geo_region: strOrNull,
    geo_postal_code: strOrNull,
  },
};

const targetingList = (description: string) => ({ type: 'array', items: str, description });

export const adServePaths: Record<string, unknown> = {
  '/v3/ad_serves/{id}/': {
    get: {
      summary: 'A served ad as its viewer saw it',
      description:
        'The pin of an ad placed in a feed (home, search pins, related pins), with its promotion (is_promoted, promoter: the ad account owner, advertiser_id, campaign_id, pin_promotion_id, ad_destination_url and offsite_url signed for it), ad_match_reason (0 untargeted, 1 interest, 2 keyword, 3 customer list, 4 demographic, 5 expanded), ad_serve_id, attribution_source_id (the same id, for GET /v3/attribution_source/), ad_targeting_attribution and the promoted partnership fields. Only to the member it was served to; a serve to a logged-out visitor is anyone’s. Serves are kept 30 days.',
      parameters: [idParam('The ad_serve_id of a served pin.')],
      responses: {
        '200': { description: 'The served pin (full shape).', content: { 'application/json': { schema: envelope({ $ref: '#/components/schemas/Pin' }) } } },
        '404': failure("Unknown, another member's serve, or the pin is no longer visible."),
      },
    },
  },
  '/v3/attribution_source/': {
    get: {
      summary: "Registers an ad's attribution source (the attribution-reporting GET)",
      description:
        "Sent by a card on an ad's outbound click (source_event_type click) and when it counts its view after 5000 ms (view), pin-card §7 and §9. Answers the Attribution-Reporting-Register-Source header ({source_event_id, destination, expiry, priority}) for the browser to register, and the same in the envelope; counts nothing. The serve must be the asker's (a logged-out visitor's serve is anyone's), the destination its ad's origin, advertiser_id and campaign_id (when given) its own; expiry and priority must be §9's for the type (click 604800 s and 2, view 86400 s and 1).",
      parameters: [
        { name: 'source_event_id', in: 'query', required: true, description: "The served pin's attribution_source_id (its ad_serve_id).", schema: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' } },
        { name: 'destination', in: 'query', required: true, description: 'A JSON list of one origin: the ad destination\'s, like ["https://shop.example.com"].', schema: str },
        { name: 'expiry', in: 'query', required: true, description: '604800 for a click, 86400 for a view.', schema: { type: 'string', enum: ['604800', '86400'] } },
        { name: 'priority', in: 'query', required: true, description: '2 for a click, 1 for a view.', schema: { type: 'string', enum: ['2', '1'] } },
        { name: 'source_event_type', in: 'query', required: true, schema: { type: 'string', enum: ['click', 'view'] } },
        { name: 'advertiser_id', in: 'query', required: false, description: "The served pin's advertiser_id (its ad account).", schema: str },
        { name: 'campaign_id', in: 'query', required: false, schema: str },
        { name: 'hostname', in: 'query', required: false, description: 'The page host, when it is not the main one.', schema: str },
      ],
      responses: {
        '200': {
          description: 'Registered: the header, and {source_event_id, destination, expiry, priority, source_event_type, advertiser_id, campaign_id}.',
          content: {
            'application/json': {
              schema: envelope({
                type: 'object',
                properties: {
                  source_event_id: str,
                  destination: str,
                  expiry: str,
                  priority: str,
                  source_event_type: { type: 'string', enum: ['click', 'view'] },
                  advertiser_id: str,
                  campaign_id: str,
                },
              }),
            },
          },
        },
        '400': failure('A parameter missing or wrong (param names it): not a serve id, not a one-origin list, another destination, campaign or account than the serve\'s, or expiry/priority other than §9\'s for the type.'),
        '404': failure("Unknown serve, or another member's."),
      },
    },
  },
  '/v3/ad_accounts/{id}/reach_estimate/': {
    post: {
      summary: 'How many members a targeting reaches',
      description:
        'Counts members whose interests (followed, or the topics of their boards), locale, country, gender (unspecified and non-binary count as unknown), age bucket (from the birth year) and customer list match every targeted list; expanded targeting counts every member. Devices and keywords depend on the request and are not counted; geo regions and postal codes never match (no location). monthly_reach_low/high: half of the audience to all of it. The ad account’s owner only.',
      parameters: [idParam('The ad account.')],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              properties: {
                targeting: {
                  type: 'object',
                  properties: {
                    interests: targetingList('Interest ids.'),
                    keywords: targetingList('Search words or phrases.'),
                    locales: targetingList('Like en-US or fr.'),
                    countries: targetingList('ISO 3166 alpha-2.'),
                    genders: targetingList('female, male, unknown.'),
                    age_buckets: targetingList('18-24, 25-34, 35-44, 45-49, 50-54, 55-64, 65+.'),
                    devices: targetingList('web, web_mobile.'),
                    geo_regions: targetingList('Never matched.'),
                    geo_postal_codes: targetingList('Never matched.'),
                  },
                },
                first_party_personalization: bool,
                expanded_targeting: bool,
                customer_list_id: { type: 'string', nullable: true, pattern: '^[0-9]+$' },
              },
            },
          },
        },
      },
      responses: {
        '200': {
          description: '{audience_size, monthly_reach_low, monthly_reach_high}',
          content: {
            'application/json': {
              schema: envelope({
                type: 'object',
                required: ['audience_size', 'monthly_reach_low', 'monthly_reach_high'],
                properties: { audience_size: { type: 'integer' }, monthly_reach_low: { type: 'integer' }, monthly_reach_high: { type: 'integer' } },
              }),
            },
          },
        },
        '400': failure('A targeting value outside its list (param names it, e.g. targeting.genders[1]), or a customer list of another account.'),
        '401': failure('Not logged in.'),
        '404': failure('Unknown ad account, or not the viewer’s.'),
      },
    },
  },
};
