/** Bulk editing's tabs (platform §2: download template, upload template, history) and their addresses. */
export type BulkTab = 'download' | 'upload' | 'history';

export const BULK_TABS: readonly { readonly value: BulkTab; readonly label: string }[] = [
  { value: 'download', label: 'Download template' },
  { value: 'upload', label: 'Upload template' },
  { value: 'history', label: 'History' },
];

export const bulkTabPath = (tab: BulkTab): string => (tab === 'download' ? '/business/hub/bulk' : `/business/hub/bulk?tab=${tab}`);

/** The tab a `?tab=` value names; the first for anything else. */
export function bulkTabOf(raw: unknown): BulkTab {
  return BULK_TABS.find((t) => t.value === raw)?.value ?? 'download';
}

/** The server's limits on an upload (contract: ≤ 1 MB, ≤ 5,000 rows). */
export const MAX_UPLOAD_BYTES = 1_000_000;

/** The template's file name: "corkboard-bulk-{account id}-{YYYY-MM-DD}.csv". */
export const templateFilename = (adAccountEntityId: string, now: Date): string => `corkboard-bulk-${adAccountEntityId}-${now.toISOString().slice(0, 10)}.csv`;
