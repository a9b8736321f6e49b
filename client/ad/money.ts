/**
 * Campaign objectives and money (issue 19), shared by quick promote and the business hub. Its own small
 * module: were the hub to import quick promote's rules, Rollup would merge that shared chunk into the
 * app's first script (vite.config.ts experimentalMinChunkSize).
 */

export const OBJECTIVES = [
  { value: 'AWARENESS', label: 'Build awareness', help: 'Show your Pin to as many people as your budget allows.' },
  { value: 'CONSIDERATION', label: 'Drive consideration', help: 'Reach people likely to click through to your site.' },
  { value: 'VIDEO_VIEW', label: 'Get video views', help: 'Reach people likely to watch your video.' },
  { value: 'WEB_CONVERSION', label: 'Get conversions', help: 'Reach people likely to act on your site.' },
  { value: 'CATALOG_SALES', label: 'Drive catalog sales', help: 'Reach people likely to shop your products.' },
] as const;
export type Objective = (typeof OBJECTIVES)[number]['value'];

export const MICROS_PER_UNIT = 1_000_000;

/** Micros (a decimal string or a number) → "$12.50". */
export function money(micros: string | number | null | undefined, currency = 'USD'): string {
  if (micros === null || micros === undefined) return '—';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number(micros) / MICROS_PER_UNIT);
}
