/** The Relay records a server-rendered page was rendered from (server/http/ssr.ts writes them). */
export const RECORDS_ELEMENT_ID = 'cb-records';

type RecordMap = Record<string, Record<string, unknown> | null | undefined>;

/** The records in the page, or null when the page was not server-rendered (or they do not parse). */
export function readServerRecords(document: Document): RecordMap | null {
  const element = document.getElementById(RECORDS_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const value: unknown = JSON.parse(element.textContent);
    return typeof value === 'object' && value !== null ? (value as RecordMap) : null;
  } catch (_error) {
    return null;
  }
}

/** The records as a script element's text: JSON that cannot end the element or open a comment. */
export function recordsScript(json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${RECORDS_ELEMENT_ID}">${safe}</script>`;
}
