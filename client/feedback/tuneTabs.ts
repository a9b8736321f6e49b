/** /edit's tabs, in order, and their addresses (`/edit?tab=…`; the first tab is plain `/edit`). */
export type TuneTab = 'pins' | 'topics' | 'boards' | 'profiles';

export const TUNE_TABS: readonly { readonly value: TuneTab; readonly label: string }[] = [
  { value: 'pins', label: 'Hidden Pins' },
  { value: 'topics', label: 'Topics' },
  { value: 'boards', label: 'Boards' },
  { value: 'profiles', label: 'Profiles' },
];

export const tuneTabPath = (tab: TuneTab): string => (tab === 'pins' ? '/edit' : `/edit?tab=${tab}`);

/** The tab a `?tab=` value names; the first for anything else. */
export function tuneTabOf(raw: unknown): TuneTab {
  return TUNE_TABS.find((t) => t.value === raw)?.value ?? 'pins';
}
