/** OpenAPI paths of issue 19's reporting part (server/v3/ad/reporting.ts), merged into ./openapi.ts. */

const error = {
  type: 'object',
  properties: {
    resource_response: {
      type: 'object',
      properties: {
        data: { nullable: true },
        error: { type: 'object', properties: { message: { type: 'string' }, code: { type: 'string' }, param: { type: 'string' } } },
        http_status: { type: 'integer' },
      },
    },
  },
};
const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: error } } });

const numbers = {
  spend_micros: { type: 'integer', description: 'Spend in micro-units of the account currency (1 unit = 1,000,000).' },
  impressions: { type: 'integer' },
  clicks: { type: 'integer', description: 'Outbound clicks on the ads.' },
  ctr: { type: 'number', description: 'clicks / impressions; 0 without impressions.' },
  cpm_micros: { type: 'integer', description: 'spend × 1000 / impressions (cost per 1000 impressions), rounded half up; 0 without impressions.' },
};
const day = { type: 'object', properties: { day: { type: 'string', format: 'date' }, ...numbers } };
const campaign = {
  type: 'object',
  properties: {
    campaign_id: { type: 'string' },
    name: { type: 'string' },
    status: { type: 'string', enum: ['ACTIVE', 'PAUSED', 'ARCHIVED'] },
    ...numbers,
    daily: { type: 'array', items: day, description: 'The days of the range that have counts, oldest first.' },
  },
};
const report = {
  type: 'object',
  properties: {
    start_date: { type: 'string', format: 'date' },
    end_date: { type: 'string', format: 'date' },
    currency: { type: 'string', example: 'USD' },
    totals: { type: 'object', properties: numbers },
    campaigns: { type: 'array', items: campaign, description: "Every campaign of the account (or the one asked), by id; zeros when it has no counts in the range." },
  },
};

const params = [
  { name: 'id', in: 'path', required: true, description: 'Ad account id', schema: { type: 'string', pattern: '^[1-9][0-9]*$' } },
  { name: 'start_date', in: 'query', description: 'First day (UTC), included. Default: 29 days before end_date.', schema: { type: 'string', format: 'date' } },
  { name: 'end_date', in: 'query', description: 'Last day (UTC), included; on or after start_date, at most 366 days in all. Default: today.', schema: { type: 'string', format: 'date' } },
];
const RULES =
  'Days are UTC and both ends are included; end_date before start_date, a range of more than 366 days or a day not written YYYY-MM-DD is a 400 naming the parameter (end_date when both were given). Only the account owner: another member\'s or an unknown account is a 404, signed out a 401.';

export const adReportingPaths: Record<string, unknown> = {
  '/v3/ad_accounts/{id}/reporting/': {
    get: {
      summary: `Advertiser report: spend, impressions, clicks, CTR and CPM per campaign and in total, with the daily counts. ${RULES}`,
      parameters: [...params, { name: 'campaign_id', in: 'query', description: 'Only this campaign of the account (404 if it is not one).', schema: { type: 'string' } }],
      responses: {
        '200': { description: 'The report', content: { 'application/json': { schema: { type: 'object', properties: { resource_response: { type: 'object', properties: { data: report } } } } } } },
        '400': errorAnswer('A bad start_date or end_date'),
        '401': errorAnswer('Signed out'),
        '404': errorAnswer('Not an ad account of the viewer'),
      },
    },
  },
  '/v3/ad_accounts/{id}/reporting.csv': {
    get: {
      summary: `The report as a CSV attachment: header date,campaign_id,campaign_name,campaign_status,currency,spend,impressions,clicks,ctr_percent,cpm; one row per campaign and day with counts, by day then campaign; money in units with 2 decimals. ${RULES}`,
      parameters: params,
      responses: {
        '200': { description: 'text/csv (RFC 4180, CRLF line ends)', content: { 'text/csv': { schema: { type: 'string' } } } },
        '400': errorAnswer('A bad start_date or end_date'),
        '401': errorAnswer('Signed out'),
        '404': errorAnswer('Not an ad account of the viewer'),
      },
    },
  },
};
