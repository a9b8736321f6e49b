/** OpenAPI paths of issue 19's serve part (/work/issue19/contract.md), merged into ./openapi.ts. */
const nullable = { nullable: true };
const envelope = (data: object) => ({
  type: 'object',
  required: ['resource_response'],
  properties: {
    resource_response: {
      type: 'object',
      required: ['data', 'bookmark', 'error', 'http_status'],
      properties: { data, bookmark: { type: 'string', nullable: true, description: 'Always null.' }, error: { $ref: '#/components/schemas/Error', nullable: true }, http_status: { type: 'integer' } },
    },
  },
});
const failure = (description: string) => ({ description, content: { 'application/json': { schema: envelope(nullable) } } });
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
  '/ad_serves/{id}/': {
    get: {
      summary: 'A served ad as its viewer saw it',
      description:
        'The pin of an ad placed in a feed (home, search pins, related pins), with its promotion (is_promoted, promoter: the ad account owner, advertiser_id, campaign_id, pin_promotion_id, ad_destination_url and offsite_url signed for it), ad_match_reason (0 untargeted, 1 interest, 2 keyword, 3 customer list, 4 demographic, 5 expanded), ad_serve_id, ad_targeting_attribution and the promoted partnership fields. Only to the member it was served to; a serve to a logged-out visitor is anyone’s. Serves are kept 30 days.',
      parameters: [idParam('The ad_serve_id of a served pin.')],
      responses: {
        '200': { description: 'The served pin (full shape).', content: { 'application/json': { schema: envelope({ $ref: '#/components/schemas/Pin' }) } } },
        '404': failure("Unknown, another member's serve, or the pin is no longer visible."),
      },
    },
  },
  '/ad_accounts/{id}/reach_estimate/': {
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
