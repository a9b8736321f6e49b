/**
 * Bulk editing (issue 19; platform §2 advertiser area: download template, upload template, history):
 *   GET  /v3/ad_accounts/{id}/bulk/template/   text/csv attachment: one row per campaign, ad group and ad
 *                                              of the account (each campaign followed by its ad groups, each
 *                                              ad group by its ads)
 *   POST /v3/ad_accounts/{id}/bulk/upload/ {filename, csv}   (≤ 1 MB, ≤ 5,000 rows; 20 an hour)
 *   GET  /v3/ad_accounts/{id}/bulk/uploads/    the history, newest first (paged)
 *
 * The columns are BULK_COLUMNS. A row with an empty id creates, one with an id updates that object (which
 * must be the account's and of the row's level). parent_id: a campaign's is the account (may be left
 * empty); an ad group's is its campaign and an ad's its ad group — when left empty on a new row, the
 * nearest campaign (ad group) row above it, so a new campaign with new ad groups and ads can be written
 * in one file. On an update an empty cell leaves the field as it is; setting one budget clears the other.
 * A cell that does not belong to the row's level (a bid on a campaign) is an error.
 *
 * Every row is checked with the resources' own rules (./model/fields.ts); any error and nothing is applied:
 * the upload is recorded as 'rejected' with [{row, column, message}] (row 1 is the header, as a
 * spreadsheet numbers it). Otherwise every row is applied in one transaction and the upload is 'applied'.
 * The request's own limits (size, number of rows, a filename) are 400s naming the field, not uploads.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { adBulkUploads, adGroups, ads, campaigns, users } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { updateAd, updateAdGroup, updateCampaign } from './model/campaigns.ts';
import { idPage, pathId, readerId, type AdModelContext } from './model/context.ts';
import { parseCsv, CsvSyntaxError, writeCsv } from './model/csv.ts';
import {
  adCreate,
  adGroupCreate,
  adGroupPatch,
  adPatch,
  campaignCreate,
  campaignPatch,
  checkInterests,
  destinationOf,
  promotablePin,
  safeDestination,
  type AdGroupValues,
  type AdValues,
  type CampaignValues,
} from './model/fields.ts';
import { ownedAccount, type AdGroupRow, type AdRow, type CampaignRow } from './model/rows.ts';
import type { V3AdBulkError, V3AdBulkUpload } from './model/serialize.ts';
import { bodyValue, idValue, type Body } from './model/validate.ts';
import { invalidateServing } from './snapshot.ts';

export const BULK_COLUMNS = [
  'level',
  'id',
  'parent_id',
  'name',
  'status',
  'objective',
  'daily_budget_micros',
  'lifetime_budget_micros',
  'bid_micros',
  'targeting_json',
  'pin_id',
  'destination_url',
] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];
export const BULK_LEVELS = ['campaign', 'ad_group', 'ad'] as const;
type Level = (typeof BULK_LEVELS)[number];

/** The CSV's size at most (UTF-8 bytes). */
export const MAX_BULK_CSV_BYTES = 1024 * 1024;
/** Data rows at most (the header not counted). */
export const MAX_BULK_ROWS = 5000;
export const MAX_BULK_FILENAME = 255;
/** The JSON body: the CSV escaped (quotes and line breaks double in JSON) and the filename. */
const BULK_BODY_LIMIT = 3 * MAX_BULK_CSV_BYTES;

/** The cells each level may fill (besides level, id, parent_id). */
const LEVEL_COLUMNS: Readonly<Record<Level, readonly BulkColumn[]>> = {
  campaign: ['name', 'status', 'objective', 'daily_budget_micros', 'lifetime_budget_micros'],
  ad_group: ['name', 'status', 'bid_micros', 'targeting_json'],
  ad: ['status', 'pin_id', 'destination_url'],
};

export interface AdBulkOptions {
  now: () => Date;
  /** Uploads per account: AD_BULK_UPLOADS_PER_HOUR (session/rate-limit.ts). */
  uploadLimiter?: FixedWindowLimiter;
}

/** Where a row's parent is: an existing object's id, or a row of this file that creates it. */
type ParentRef = { id: number } | { row: number };

/** One row's change, validated. */
type Operation =
  | { level: 'campaign'; row: number; create: CampaignValues }
  | { level: 'campaign'; row: number; id: number; patch: Partial<CampaignValues> }
  | { level: 'ad_group'; row: number; parent: ParentRef; create: AdGroupValues }
  | { level: 'ad_group'; row: number; id: number; patch: Partial<AdGroupValues> }
  | { level: 'ad'; row: number; parent: ParentRef; create: AdValues & { destinationUrl: string } }
  | { level: 'ad'; row: number; id: number; patch: Partial<Omit<AdValues, 'pinId'>> };

/** A row's failure: the column it names (from the V3Error's param) and the message. */
class RowError extends Error {
  constructor(
    readonly column: string,
    message: string,
  ) {
    super(message);
  }
}

const columnOf = (param: string | undefined): string => {
  if (param === undefined) return '';
  if (param.startsWith('targeting')) return 'targeting_json';
  return (BULK_COLUMNS as readonly string[]).includes(param) ? param : '';
};

/** A name cell as written: a leading apostrophe the template put before a formula-like text is dropped. */
const unguard = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** The account's campaigns, ad groups and ads, each level keyed by id. */
async function accountObjects(db: Db, adAccountId: number) {
  const campaignRows = await db.select().from(campaigns).where(eq(campaigns.adAccountId, adAccountId)).orderBy(asc(campaigns.id));
  const campaignIds = campaignRows.map((row) => row.id);
  const groupRows = campaignIds.length === 0 ? [] : await db.select().from(adGroups).where(inArray(adGroups.campaignId, campaignIds)).orderBy(asc(adGroups.id));
  const groupIds = groupRows.map((row) => row.id);
  const adRows = groupIds.length === 0 ? [] : await db.select().from(ads).where(inArray(ads.adGroupId, groupIds)).orderBy(asc(ads.id));
  return {
    campaigns: new Map<number, CampaignRow>(campaignRows.map((row) => [row.id, row])),
    adGroups: new Map<number, AdGroupRow>(groupRows.map((row) => [row.id, row])),
    ads: new Map<number, AdRow>(adRows.map((row) => [row.id, row])),
  };
}

/** The template: BULK_COLUMNS, then each campaign, its ad groups and their ads. */
export async function bulkTemplate(db: Db, adAccountId: number): Promise<string> {
  const objects = await accountObjects(db, adAccountId);
  const records: (string | number | null)[][] = [[...BULK_COLUMNS]];
  for (const campaign of objects.campaigns.values()) {
    records.push(['campaign', campaign.id, adAccountId, campaign.name, campaign.status, campaign.objective, campaign.dailyBudgetMicros, campaign.lifetimeBudgetMicros, '', '', '', '']);
    for (const group of objects.adGroups.values()) {
      if (group.campaignId !== campaign.id) continue;
      records.push(['ad_group', group.id, campaign.id, group.name, group.status, '', '', '', group.bidMicros, JSON.stringify(group.targeting), '', '']);
      for (const ad of objects.ads.values()) {
        if (ad.adGroupId !== group.id) continue;
        records.push(['ad', ad.id, group.id, '', ad.status, '', '', '', '', '', ad.pinId, ad.destinationUrl]);
      }
    }
  }
  return writeCsv(records, true);
}

interface Plan {
  operations: Operation[];
  errors: V3AdBulkError[];
  rowCount: number;
}

/** Checks every row of `text` against the account and the resources' rules; nothing is written. */
export async function planUpload(deps: V3Deps, userId: number, adAccountId: number, text: string, now: Date): Promise<Plan> {
  let records: string[][];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { operations: [], errors: [{ row: error.record, column: '', message: `${error.message} (field ${error.field})` }], rowCount: 0 };
  }
  const header = (records[0] ?? []).map((cell) => cell.trim().toLowerCase());
  const headerErrors: V3AdBulkError[] = [];
  header.forEach((name, i) => {
    if (!(BULK_COLUMNS as readonly string[]).includes(name)) headerErrors.push({ row: 1, column: name, message: `Column ${i + 1} "${name.slice(0, 40)}" is not a bulk-editing column.` });
    else if (header.indexOf(name) !== i) headerErrors.push({ row: 1, column: name, message: `Column "${name}" appears twice.` });
  });
  for (const name of BULK_COLUMNS) if (!header.includes(name)) headerErrors.push({ row: 1, column: name, message: `The header has no "${name}" column.` });
  const data = records
    .slice(1)
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (data.length > MAX_BULK_ROWS) throw V3Error.badParam('csv', `csv may hold at most ${MAX_BULK_ROWS} rows besides the header, got ${data.length}.`);
  if (headerErrors.length > 0) return { operations: [], errors: headerErrors, rowCount: data.length };

  const objects = await accountObjects(deps.db, adAccountId);
  const operations: Operation[] = [];
  const errors: V3AdBulkError[] = [];
  const seen = new Set<string>();
  let lastCampaign: ParentRef | null = null;
  let lastAdGroup: ParentRef | null = null;

  for (const { row, cells } of data) {
    try {
      if (cells.length !== header.length) throw new RowError('', `The row has ${cells.length} cells; the header has ${header.length}.`);
      const cell = (column: BulkColumn): string => {
        const value = cells[header.indexOf(column)]!.trim();
        return column === 'name' ? unguard(value) : value;
      };
      const level = cell('level') as Level;
      if (!(BULK_LEVELS as readonly string[]).includes(level)) throw new RowError('level', `level must be one of ${BULK_LEVELS.join(', ')}.`);
      for (const column of BULK_COLUMNS) {
        if (column === 'level' || column === 'id' || column === 'parent_id' || LEVEL_COLUMNS[level].includes(column)) continue;
        if (cell(column) !== '') throw new RowError(column, `A ${level} row leaves ${column} empty.`);
      }
      /** The row's cells for `level` as a request body (empty cells left out). */
      const body: Body = {};
      for (const column of LEVEL_COLUMNS[level]) {
        const value = cell(column);
        if (value === '') continue;
        if (column === 'targeting_json') {
          try {
            body.targeting = JSON.parse(value) as unknown;
          } catch {
            throw new RowError('targeting_json', 'targeting_json must be a JSON object like {"interests":["12"],"genders":["female"]}.');
          }
        } else {
          body[column] = value;
        }
      }
      const idText = cell('id');
      const parentText = cell('parent_id');
      const id = idText === '' ? null : idValue(idText, 'id');
      if (id !== null) {
        if (seen.has(`${level}:${id}`)) throw new RowError('id', `The ${level} ${id} is in the file twice.`);
        seen.add(`${level}:${id}`);
      }
      const parentId = parentText === '' ? null : idValue(parentText, 'parent_id');

      if (level === 'campaign') {
        if (parentId !== null && parentId !== adAccountId) throw new RowError('parent_id', `A campaign's parent_id is its ad account, ${adAccountId}, or empty.`);
        if (id === null) {
          operations.push({ level, row, create: campaignCreate(body, now) });
          lastCampaign = { row };
        } else {
          const current = objects.campaigns.get(id);
          if (!current) throw new RowError('id', `This ad account has no campaign ${id}.`);
          operations.push({ level, row, id, patch: campaignPatch(body, current, now) });
          lastCampaign = { id };
        }
        lastAdGroup = null;
      } else if (level === 'ad_group') {
        if (id === null) {
          const parent = parentOf(parentId, lastCampaign, objects.campaigns, 'campaign');
          const { values, interestIds } = adGroupCreate(body);
          await checkInterests(deps.db, interestIds);
          operations.push({ level, row, parent, create: values });
          lastAdGroup = { row };
        } else {
          const current = objects.adGroups.get(id);
          if (!current) throw new RowError('id', `This ad account has no ad group ${id}.`);
          if (parentId !== null && parentId !== current.campaignId) throw new RowError('parent_id', `An ad group cannot move to another campaign: its parent_id is ${current.campaignId}.`);
          const { values, interestIds } = adGroupPatch(body, current);
          await checkInterests(deps.db, interestIds);
          operations.push({ level, row, id, patch: values });
          lastAdGroup = { id };
        }
      } else if (id === null) {
        const parent = parentOf(parentId, lastAdGroup, objects.adGroups, 'ad group');
        const values = adCreate(body);
        const pin = await promotablePin(deps.db, userId, values.pinId);
        const destinationUrl = await destinationOf(deps, values.destinationUrl, pin);
        operations.push({ level, row, parent, create: { ...values, destinationUrl } });
      } else {
        const current = objects.ads.get(id);
        if (!current) throw new RowError('id', `This ad account has no ad ${id}.`);
        if (parentId !== null && parentId !== current.adGroupId) throw new RowError('parent_id', `An ad cannot move to another ad group: its parent_id is ${current.adGroupId}.`);
        const patch = adPatch(body, current);
        if (patch.destinationUrl !== undefined) patch.destinationUrl = await safeDestination(deps, patch.destinationUrl);
        operations.push({ level, row, id, patch });
      }
    } catch (error) {
      if (error instanceof RowError) errors.push({ row, column: error.column, message: error.message });
      else if (error instanceof V3Error && error.status === 400) errors.push({ row, column: columnOf(error.param), message: error.message });
      else throw error;
    }
  }
  return { operations, errors, rowCount: data.length };
}

/** A new row's parent: the id given (an existing one of the account), else the nearest row above. */
function parentOf(parentId: number | null, above: ParentRef | null, existing: ReadonlyMap<number, unknown>, what: string): ParentRef {
  if (parentId !== null) {
    if (!existing.has(parentId)) throw new RowError('parent_id', `This ad account has no ${what} ${parentId}.`);
    return { id: parentId };
  }
  if (above === null) throw new RowError('parent_id', `parent_id is required: the id of its ${what}, or put the row under its ${what}'s row.`);
  return above;
}

/** Applies a plan without errors (in the caller's transaction); each update names its owner in SQL. */
async function apply(tx: Db, userId: number, adAccountId: number, operations: readonly Operation[], now: Date): Promise<void> {
  const made = new Map<number, number>();
  const parentIdOf = (parent: ParentRef): number => ('id' in parent ? parent.id : made.get(parent.row)!);
  for (const operation of operations) {
    if (operation.level === 'campaign') {
      if ('create' in operation) {
        const [row] = (await tx.insert(campaigns).values({ ...operation.create, adAccountId }).returning({ id: campaigns.id })) as [{ id: number }];
        made.set(operation.row, row.id);
      } else {
        await updateCampaign(tx, userId, operation.id, operation.patch, now);
      }
    } else if (operation.level === 'ad_group') {
      if ('create' in operation) {
        const [row] = (await tx.insert(adGroups).values({ ...operation.create, campaignId: parentIdOf(operation.parent) }).returning({ id: adGroups.id })) as [{ id: number }];
        made.set(operation.row, row.id);
      } else {
        await updateAdGroup(tx, userId, operation.id, operation.patch, now);
      }
    } else if ('create' in operation) {
      await tx.insert(ads).values({ ...operation.create, adGroupId: parentIdOf(operation.parent) });
    } else {
      await updateAd(tx, userId, operation.id, operation.patch, now);
    }
  }
}

type UploadRow = typeof adBulkUploads.$inferSelect;

const serializeUpload = (row: UploadRow, user: { id: number; username: string } | null): V3AdBulkUpload => ({
  id: String(row.id),
  filename: row.filename,
  status: row.status as V3AdBulkUpload['status'],
  row_count: row.rowCount,
  errors: row.errors as V3AdBulkError[],
  created_at: row.createdAt.toISOString(),
  user: user === null ? null : { id: String(user.id), username: user.username },
});

function filenameOf(body: Body): string {
  const raw = body.filename;
  if (typeof raw !== 'string' || raw.trim() === '') throw V3Error.badParam('filename', 'filename is required.');
  const name = raw.trim();
  if ([...name].length > MAX_BULK_FILENAME || /\p{Cc}/u.test(name)) throw V3Error.badParam('filename', `filename may hold at most ${MAX_BULK_FILENAME} characters, no control characters.`);
  return name;
}

function csvOf(body: Body): string {
  const csv = body.csv;
  if (typeof csv !== 'string' || csv.trim() === '') throw V3Error.badParam('csv', 'csv is required: the text of the edited template.');
  if (Buffer.byteLength(csv, 'utf8') > MAX_BULK_CSV_BYTES) throw V3Error.badParam('csv', `csv may be at most ${MAX_BULK_CSV_BYTES} bytes (1 MB).`);
  return csv;
}

export function adBulkRoutes(app: FastifyInstance, deps: V3Deps, options: AdBulkOptions): void {
  const { db } = deps;
  const context: AdModelContext = { deps, now: options.now };

  app.get('/ad_accounts/:id/bulk/template/', async (request, reply) => {
    const account = await ownedAccount(db, readerId(request), pathId(request));
    const csv = await bulkTemplate(db, account.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ad-account-${account.id}-bulk-template.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  app.post('/ad_accounts/:id/bulk/upload/', { bodyLimit: BULK_BODY_LIMIT }, async (request: FastifyRequest) => {
    const userId = writerId(viewerOf(request));
    await options.uploadLimiter?.hit(String(userId));
    const id = pathId(request);
    const body = bodyValue(request.body);
    const filename = filenameOf(body);
    const csv = csvOf(body);
    const account = await ownedAccount(db, userId, id);
    const now = options.now();
    const plan = await planUpload(deps, userId, account.id, csv, now);
    const rejected = plan.errors.length > 0;
    const record = { adAccountId: account.id, userId, filename, rowCount: plan.rowCount, createdAt: now };
    const upload = rejected
      ? ((await db.insert(adBulkUploads).values({ ...record, status: 'rejected', errors: plan.errors }).returning()) as [UploadRow])[0]
      : await db.transaction(async (tx) => {
          await apply(tx, userId, account.id, plan.operations, now);
          return ((await tx.insert(adBulkUploads).values({ ...record, status: 'applied', errors: [] }).returning()) as [UploadRow])[0];
        });
    if (!rejected) invalidateServing(db);
    const [user] = await db.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    return ok({ upload: serializeUpload(upload, user ?? null) });
  });

  app.get('/ad_accounts/:id/bulk/uploads/', async (request) => {
    const account = await ownedAccount(db, readerId(request), pathId(request));
    const page = await idPage(context, request, `ad_accounts/${account.id}/bulk_uploads`, adBulkUploads.id, async (position, _order, limit) =>
      (
        await db
          .select({ upload: adBulkUploads, user: { id: users.id, username: users.username } })
          .from(adBulkUploads)
          .leftJoin(users, eq(users.id, adBulkUploads.userId))
          .where(and(eq(adBulkUploads.adAccountId, account.id), position))
          .orderBy(desc(adBulkUploads.id))
          .limit(limit)
      ).map((row) => ({ id: row.upload.id, row })),
    );
    return ok(
      page.items.map(({ row }) => serializeUpload(row.upload, row.user)),
      page.bookmark,
    );
  });
}
