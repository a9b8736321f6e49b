/**
 * Bulk editing in GraphQL (issue 19; platform §2 advertiser area): AdAccount.bulkTemplateCsv (the
 * account's campaigns, ad groups and ads as a CSV to edit), uploadBulkCsv (validated row by row by v3;
 * nothing applied unless every row is valid: a rejected upload is data, with its row errors) and
 * AdAccount.bulkUploads (the history, newest first).
 */
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { UserRef } from '../user/user.ts';
import type { AdBulkUpload, V3AdBulkUpload } from '../v3/types.ts';
import { AD_PAGE_DEFAULT, AD_PAGE_MAX, AdAccountRef, adWrite, refused, v3IdOf } from './ad.ts';
import { emptyConnection, pageRequest, readConnection } from '../connection.ts';

/** The CSV's columns, in order (the contract's header). */
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

export const AdBulkUploadStatus = builder.enumType('AdBulkUploadStatus', {
  description: 'APPLIED: every row was valid and all were applied at once. REJECTED: at least one row was not, and nothing was applied.',
  values: { APPLIED: { value: 'applied' }, REJECTED: { value: 'rejected' } } as const,
});

const AdBulkRowError = builder.objectRef<AdBulkUpload['errors'][number]>('AdBulkRowError').implement({
  description: "What is wrong with one row of an upload: its row as a spreadsheet numbers it (1 is the header, the first data row 2), the column and why.",
  fields: (t) => ({
    row: t.exposeInt('row'),
    column: t.string({ nullable: true, description: "The column's header name; null when the row as a whole is wrong.", resolve: (e) => e.column || null }),
    message: t.exposeString('message'),
  }),
});

/** The most row errors one upload lists (v3 keeps them all; a page of them is enough to fix the file). */
export const BULK_ERRORS_MAX = 500;

export const AdBulkUploadRef = builder.objectRef<AdBulkUpload>('AdBulkUpload').implement({
  description: 'One upload of an edited template.',
  fields: (t) => ({
    entityId: t.exposeString('id', { description: 'The v3 id.' }),
    filename: t.exposeString('filename'),
    status: t.field({ type: AdBulkUploadStatus, resolve: (u) => u.status }),
    rowCount: t.exposeInt('rowCount', { description: 'Rows after the header.' }),
    errors: t.field({
      type: [AdBulkRowError],
      description: `Row errors of a rejected upload (the first ${BULK_ERRORS_MAX}); empty when applied.`,
      resolve: (u) => (u.errors ?? []).slice(0, BULK_ERRORS_MAX),
    }),
    createdAt: t.field({ type: 'DateTime', resolve: (u) => u.createdAt }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who uploaded it (null once their account is gone).',
      resolve: (u) => u.user?.id ?? null,
    }),
  }),
});

export const AdBulkUploadConnection = builder.connectionObject({ type: AdBulkUploadRef, name: 'AdBulkUploadConnection' });

builder.objectFields(AdAccountRef, (t) => ({
  bulkTemplateCsv: t.string({
    description: `The account's campaigns, ad groups and ads as CSV (header ${BULK_COLUMNS.join(',')}): edit it and upload it with uploadBulkCsv. An empty id creates; parent_id names the campaign or ad group.`,
    resolve: (account, _a, ctx) => ctx.v3.getText(`/v3/ad_accounts/${account.id}/bulk/template/`),
  }),
  bulkUploads: t.field({
    type: AdBulkUploadConnection,
    description: `The account's uploads, newest first. \`first\` is 1 to ${AD_PAGE_MAX}.`,
    args: { first: t.arg.int({ defaultValue: AD_PAGE_DEFAULT }), after: t.arg.string() },
    resolve: async (account, args, ctx: Context) => {
      const request = pageRequest(args.first ?? AD_PAGE_DEFAULT, args.after, AD_PAGE_MAX);
      try {
        return await readConnection<AdBulkUpload>((q) => ctx.v3.get<V3AdBulkUpload[]>(`/v3/ad_accounts/${account.id}/bulk/uploads/`, q), request);
      } catch (error) {
        if (refused(error)) return emptyConnection<AdBulkUpload>();
        throw error;
      }
    },
  }),
}));

const UploadBulkCsvInput = builder.inputType('UploadBulkCsvInput', {
  fields: (t) => ({
    adAccountId: t.id({ required: true, description: 'An AdAccount global id (or its entityId).' }),
    filename: t.string({ required: true }),
    csv: t.string({ required: true, description: 'The edited template: at most 1 MB and 5,000 rows.' }),
  }),
});

const UploadBulkCsvPayload = builder.objectRef<{ upload: AdBulkUpload | null; errors: UserErrorShape[] }>('UploadBulkCsvPayload').implement({
  description: 'The upload as recorded (APPLIED, or REJECTED with its row errors); or what went wrong before any row was read (errors: too large, rate limited).',
  fields: (t) => ({
    upload: t.field({ type: AdBulkUploadRef, nullable: true, resolve: (p) => p.upload }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const ACCOUNT_NOT_FOUND = { field: 'adAccountId', message: 'That ad account does not exist.' } as const;

builder.mutationField('uploadBulkCsv', (t) =>
  t.field({
    type: UploadBulkCsvPayload,
    description: 'Upload an edited template: every row is validated, and either all are applied in one go or none is (REJECTED, with the errors per row).',
    args: { input: t.arg({ type: UploadBulkCsvInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const accountId = v3IdOf(String(input.adAccountId), 'AdAccount');
      if (!accountId) return { upload: null, errors: [{ ...ACCOUNT_NOT_FOUND, code: 'NOT_FOUND' }] };
      const { value, errors } = await adWrite(
        () => ctx.v3.post<{ upload: V3AdBulkUpload }>(`/v3/ad_accounts/${accountId}/bulk/upload/`, { filename: input.filename, csv: input.csv }),
        ACCOUNT_NOT_FOUND,
      );
      return { upload: value?.upload ?? null, errors };
    },
  }),
);
