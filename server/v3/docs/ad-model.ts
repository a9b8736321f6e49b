/**
 * OpenAPI paths of issue 19's model part (server/v3/ad/routes.ts, ./model/, bulk.ts), merged into ./openapi.ts:
 * partner conversion, ad accounts, campaigns, ad groups, ads, customer lists, quick-promote and bulk editing.
 */
import { BULK_COLUMNS, MAX_BULK_CSV_BYTES, MAX_BULK_ROWS } from '../ad/bulk.ts';
import { AD_STATUSES, AGE_BUCKETS, MAX_PAGE_SIZE, MIN_BID_MICROS, MIN_DAILY_BUDGET_MICROS, OBJECTIVES, TARGET_DEVICES, TARGET_GENDERS } from '../ad/constants.ts';
import { AD_BULK_UPLOADS_PER_HOUR, AD_WRITES_PER_MINUTE } from '../session/rate-limit.ts';
import { MAX_CUSTOMER_LIST_EMAILS, MAX_DURATION_DAYS, MAX_NAME, MIN_DURATION_DAYS, QUICK_PROMOTE_BID_MICROS } from '../ad/model/validate.ts';

const str = { type: 'string' };
const id = { type: 'string', pattern: '^[0-9]+$' };
const time = { type: 'string', format: 'date-time' };
const micros = (description: string, nullable = false) => ({ type: 'integer', description: `${description} Micro-units (1,000,000 = 1 unit of the account currency); a JSON integer or a decimal string.`, ...(nullable ? { nullable: true } : {}) });
const name = { type: 'string', minLength: 1, maxLength: MAX_NAME };
const status = { type: 'string', enum: [...AD_STATUSES] };
const list = (items: object) => ({ type: 'array', items });

const envelope = (data: object, paged = false) => ({
  type: 'object',
  properties: {
    resource_response: {
      type: 'object',
      properties: {
        data,
        bookmark: { type: 'string', nullable: true, description: paged ? "The next page's bookmark; '-end-' after the last page." : 'Always null.' },
        error: { type: 'object', nullable: true, properties: { message: str, code: str, param: str } },
        http_status: { type: 'integer' },
      },
    },
  },
});
const errors = {
  '400': { description: 'Bad input: error.param names the field (targeting.genders[1], emails[3], …).', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '401': { description: 'Signed out.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '404': { description: "Unknown, or another member's (the same body).", content: { 'application/json': { schema: envelope({ nullable: true }) } } },
};
const writeErrors = {
  ...errors,
  '403': { description: 'limited_login (confirm the password first); not_partner where said.', content: { 'application/json': { schema: envelope({ nullable: true }) } } },
  '429': { description: `More than ${AD_WRITES_PER_MINUTE} ad-model writes a minute by this account (Retry-After).`, content: { 'application/json': { schema: envelope({ nullable: true }) } } },
};
const answer = (description: string, data: object, paged = false, code = '200') => ({ [code]: { description, content: { 'application/json': { schema: envelope(data, paged) } } }, ...errors });
const written = (description: string, data: object, code = '200') => ({ [code]: { description, content: { 'application/json': { schema: envelope(data) } } }, ...writeErrors });
const body = (properties: Record<string, object>, required: string[] = []) => ({ required: true, content: { 'application/json': { schema: { type: 'object', required, properties } } } });
const pathId = (what: string) => [{ name: 'id', in: 'path', required: true, description: what, schema: id }];
const pageParams = [
  { name: 'page_size', in: 'query', description: `Items per page, 1 to ${MAX_PAGE_SIZE}.`, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 } },
  { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page.', schema: str },
];

const targeting = {
  type: 'object',
  description: 'Every list optional (empty: anyone). Unknown keys and values outside the lists are a 400 naming the value, e.g. targeting.genders[1]. Values are de-duplicated; keywords lower-cased; countries upper-cased.',
  properties: {
    interests: { ...list(id), description: 'Interest ids; each must exist.' },
    keywords: list({ type: 'string', maxLength: 80 }),
    locales: list({ type: 'string', example: 'en-US' }),
    countries: list({ type: 'string', pattern: '^[A-Z]{2}$' }),
    genders: list({ type: 'string', enum: [...TARGET_GENDERS] }),
    age_buckets: list({ type: 'string', enum: [...AGE_BUCKETS] }),
    devices: list({ type: 'string', enum: [...TARGET_DEVICES] }),
    geo_regions: list(str),
    geo_postal_codes: list(str),
  },
};
const adAccount = { type: 'object', properties: { id, owner_id: id, name, currency: { type: 'string', example: 'USD' }, created_at: time } };
const campaign = {
  type: 'object',
  properties: {
    id,
    ad_account_id: id,
    name,
    objective: { type: 'string', enum: [...OBJECTIVES] },
    status,
    daily_budget_micros: micros('Exactly one of the two budgets is set.', true),
    lifetime_budget_micros: micros('Exactly one of the two budgets is set.', true),
    start_time: time,
    end_time: { ...time, nullable: true },
    created_at: time,
    updated_at: time,
  },
};
const adGroup = {
  type: 'object',
  properties: {
    id,
    campaign_id: id,
    name,
    status,
    bid_micros: micros('The CPM bid.'),
    targeting: { ...targeting, description: 'Every list present.' },
    first_party_personalization: { type: 'boolean' },
    third_party_personalization: { type: 'boolean' },
    expanded_targeting: { type: 'boolean' },
    customer_list_id: { ...id, nullable: true },
    created_at: time,
    updated_at: time,
  },
};
const ad = {
  type: 'object',
  properties: {
    id,
    ad_group_id: id,
    pin_id: id,
    pin: { $ref: '#/components/schemas/Pin', nullable: true, description: 'The promoted pin as the viewer sees it; null once they may not.' },
    destination_url: str,
    status,
    partnership_advertiser_name: { type: 'string', nullable: true },
    partnership_attribution_name: { type: 'string', nullable: true },
    created_at: time,
    updated_at: time,
  },
};
const customerList = { type: 'object', properties: { id, ad_account_id: id, name, size: { type: 'integer', description: 'Distinct addresses.' }, created_at: time } };
const bulkUpload = {
  type: 'object',
  properties: {
    id,
    filename: str,
    status: { type: 'string', enum: ['applied', 'rejected'] },
    row_count: { type: 'integer' },
    errors: list({ type: 'object', properties: { row: { type: 'integer', description: 'CSV record; 1 is the header.' }, column: { type: 'string', description: "The column's header name; '' for the whole row." }, message: str } }),
    created_at: time,
    user: { type: 'object', nullable: true, properties: { id, username: str } },
  },
};

const campaignFields = {
  name,
  status,
  daily_budget_micros: micros(`At least ${MIN_DAILY_BUDGET_MICROS}. Setting it clears a lifetime budget.`, true),
  lifetime_budget_micros: micros(`At least ${MIN_DAILY_BUDGET_MICROS}. Setting it clears a daily budget.`, true),
  end_time: { ...time, nullable: true, description: 'After start_time and in the future; null: none.' },
};
const adGroupFields = {
  name,
  status,
  bid_micros: micros(`CPM bid, at least ${MIN_BID_MICROS}.`),
  targeting,
  first_party_personalization: { type: 'boolean', default: true },
  third_party_personalization: { type: 'boolean', description: 'Default: true with a customer list, else false.' },
  expanded_targeting: { type: 'boolean', default: false },
  customer_list_id: { ...id, nullable: true, description: "One of the ad account's customer lists (400 otherwise)." },
};
const adFields = {
  destination_url: { type: 'string', maxLength: 2048, description: 'http(s), and safe by the link check (blocked, suspicious or porn: 400). Default on create: the pin\'s link (400 when it has none).' },
  status,
  partnership_advertiser_name: { ...name, nullable: true, description: 'With partnership_attribution_name, or neither.' },
  partnership_attribution_name: { ...name, nullable: true },
};
const OWNER = "Only the ad account's owner: another member's or an unknown id is a 404 with the same body; signed out 401.";

export const adModelPaths: Record<string, unknown> = {
  '/v3/business/convert/': {
    post: {
      summary: 'Become a partner (business) account: sets is_partner and business_name and makes the first ad account, named business_name (201). Again for a partner: 200 with the existing first account.',
      requestBody: body({ business_name: name }, ['business_name']),
      responses: written('{user: Me, ad_account}', { type: 'object', properties: { user: { $ref: '#/components/schemas/Me' }, ad_account: adAccount } }),
    },
  },
  '/v3/ad_accounts/': {
    get: { summary: "The viewer's ad accounts, oldest first (401 signed out).", parameters: pageParams, responses: answer('Ad accounts', list(adAccount), true) },
    post: { summary: "Another ad account: partners only (403 not_partner, 'Convert to a business account first.').", requestBody: body({ name }, ['name']), responses: written('The ad account', adAccount, '201') },
  },
  '/v3/ad_accounts/{id}/': { get: { summary: `An ad account. ${OWNER}`, parameters: pathId('Ad account id'), responses: answer('The ad account', adAccount) } },
  '/v3/ad_accounts/{id}/campaigns/': {
    get: { summary: `The account's campaigns, newest first. ${OWNER}`, parameters: [...pathId('Ad account id'), ...pageParams], responses: answer('Campaigns', list(campaign), true) },
    post: {
      summary: `A campaign with exactly one budget. ${OWNER}`,
      parameters: pathId('Ad account id'),
      requestBody: body({ ...campaignFields, objective: { type: 'string', enum: [...OBJECTIVES] }, start_time: { ...time, description: 'Default: now.' } }, ['name', 'objective']),
      responses: written('The campaign', campaign, '201'),
    },
  },
  '/v3/campaigns/{id}/': {
    get: { summary: `A campaign. ${OWNER}`, parameters: pathId('Campaign id'), responses: answer('The campaign', campaign) },
    patch: { summary: `Change any of name, status, the budgets (exactly one stays), end_time; the objective cannot change. ${OWNER}`, parameters: pathId('Campaign id'), requestBody: body(campaignFields), responses: written('The campaign', campaign) },
  },
  '/v3/campaigns/{id}/ad_groups/': {
    get: { summary: `The campaign's ad groups, newest first. ${OWNER}`, parameters: [...pathId('Campaign id'), ...pageParams], responses: answer('Ad groups', list(adGroup), true) },
    post: { summary: `An ad group. ${OWNER}`, parameters: pathId('Campaign id'), requestBody: body(adGroupFields, ['name', 'bid_micros']), responses: written('The ad group', adGroup, '201') },
  },
  '/v3/ad_groups/{id}/': {
    get: { summary: `An ad group. ${OWNER}`, parameters: pathId('Ad group id'), responses: answer('The ad group', adGroup) },
    patch: { summary: `Change any field; targeting is replaced whole. ${OWNER}`, parameters: pathId('Ad group id'), requestBody: body(adGroupFields), responses: written('The ad group', adGroup) },
  },
  '/v3/ad_groups/{id}/ads/': {
    get: { summary: `The ad group's ads, newest first. ${OWNER}`, parameters: [...pathId('Ad group id'), ...pageParams], responses: answer('Ads', list(ad), true) },
    post: {
      summary: `Promote a pin: one the owner may see, on a public board (400 pin_id otherwise). ${OWNER}`,
      parameters: pathId('Ad group id'),
      requestBody: body({ pin_id: id, ...adFields }, ['pin_id']),
      responses: written('The ad', ad, '201'),
    },
  },
  '/v3/ads/{id}/': {
    get: { summary: `An ad. ${OWNER}`, parameters: pathId('Ad id'), responses: answer('The ad', ad) },
    patch: { summary: `Change the destination (checked again), status or partnership names; the pin stays. ${OWNER}`, parameters: pathId('Ad id'), requestBody: body(adFields), responses: written('The ad', ad) },
  },
  '/v3/ad_accounts/{id}/customer_lists/': {
    get: { summary: `The account's customer lists, newest first. ${OWNER}`, parameters: [...pathId('Ad account id'), ...pageParams], responses: answer('Customer lists', list(customerList), true) },
    post: {
      summary: `A customer list: each address is kept only as the SHA-256 hex of its trimmed, lower-cased form; the addresses themselves are never stored. ${OWNER}`,
      parameters: pathId('Ad account id'),
      requestBody: body({ name, emails: { type: 'array', minItems: 1, maxItems: MAX_CUSTOMER_LIST_EMAILS, items: { type: 'string', format: 'email' } } }, ['name', 'emails']),
      responses: written('The list', customerList, '201'),
    },
  },
  '/v3/ad_accounts/{id}/quick_promote/': {
    post: {
      summary: `One pin to a live campaign, ad group and ad in one transaction. audience automatic: the pin's and its board's topics as interests, expanded targeting on; chosen: the lists given. The campaign starts now and ends after duration_days; bid ${QUICK_PROMOTE_BID_MICROS} unless bid_micros. ${OWNER}`,
      parameters: pathId('Ad account id'),
      requestBody: body(
        {
          pin_id: id,
          objective: { type: 'string', enum: [...OBJECTIVES] },
          audience: {
            type: 'object',
            required: ['mode'],
            properties: {
              mode: { type: 'string', enum: ['automatic', 'chosen'] },
              interests: list(id),
              locales: list(str),
              age_buckets: list({ type: 'string', enum: [...AGE_BUCKETS] }),
              genders: list({ type: 'string', enum: [...TARGET_GENDERS] }),
            },
          },
          daily_budget_micros: micros(`At least ${MIN_DAILY_BUDGET_MICROS}.`),
          duration_days: { type: 'integer', minimum: MIN_DURATION_DAYS, maximum: MAX_DURATION_DAYS },
          destination_url: adFields.destination_url,
          bid_micros: micros(`At least ${MIN_BID_MICROS}; default ${QUICK_PROMOTE_BID_MICROS}.`),
        },
        ['pin_id', 'objective', 'audience', 'daily_budget_micros', 'duration_days'],
      ),
      responses: written('{campaign, ad_group, ad}', { type: 'object', properties: { campaign, ad_group: adGroup, ad } }, '201'),
    },
  },
  '/v3/ad_accounts/{id}/bulk/template/': {
    get: {
      summary: `Bulk editing template: text/csv (attachment), header ${BULK_COLUMNS.join(',')}, then each campaign, its ad groups and their ads. Names that look like spreadsheet formulas get a leading apostrophe (dropped again on upload). ${OWNER}`,
      parameters: pathId('Ad account id'),
      responses: { '200': { description: 'The CSV', content: { 'text/csv': { schema: str } } }, ...errors },
    },
  },
  '/v3/ad_accounts/{id}/bulk/upload/': {
    post: {
      summary: `Upload an edited template (at most ${MAX_BULK_CSV_BYTES} bytes and ${MAX_BULK_ROWS} rows: 400 naming csv). level is campaign, ad_group or ad; an empty id creates, an id updates (the account's, of that level). A new ad group's (ad's) empty parent_id means the nearest campaign (ad group) row above. Empty cells on an update leave fields as they are; a cell that does not belong to the level is an error. Every row is checked with the resources' rules: any error and nothing is applied (200, status rejected, errors [{row, column, message}]); else everything is applied in one transaction (status applied). ${AD_BULK_UPLOADS_PER_HOUR} uploads an hour per account (429). ${OWNER}`,
      parameters: pathId('Ad account id'),
      requestBody: body({ filename: { type: 'string', minLength: 1, maxLength: 255 }, csv: str }, ['filename', 'csv']),
      responses: { ...written('{upload}', { type: 'object', properties: { upload: bulkUpload } }) },
    },
  },
  '/v3/ad_accounts/{id}/bulk/uploads/': {
    get: { summary: `The account's uploads, newest first. ${OWNER}`, parameters: [...pathId('Ad account id'), ...pageParams], responses: answer('Uploads', list(bulkUpload), true) },
  },
};
