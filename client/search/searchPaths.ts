/**
 * Search addresses (issue 17; platform §2, §3): `/search/{scope}/?q=&rs=`, the scopes a visitor can
 * open and their names, and where a typeahead topic goes. Small: the routes (first script) read it.
 */

/** The scopes with a page, in the switcher's order: address segment, GraphQL SearchScope, label. */
export const SEARCH_SCOPES = [
  { path: 'pins', scope: 'PINS', label: 'All Pins' },
  { path: 'videos', scope: 'VIDEOS', label: 'Videos' },
  { path: 'buyable_pins', scope: 'BUYABLE_PINS', label: 'Products' },
  { path: 'idea_pins', scope: 'IDEA_PINS', label: 'Idea Pins' },
  { path: 'boards', scope: 'BOARDS', label: 'Boards' },
  { path: 'users', scope: 'USERS', label: 'People' },
  { path: 'my_pins', scope: 'MY_PINS', label: 'Your Pins', membersOnly: true },
] as const;

export type SearchScopeInfo = (typeof SEARCH_SCOPES)[number];

export const scopeOfPath = (path: string | undefined): SearchScopeInfo | undefined => SEARCH_SCOPES.find((s) => s.path === path);

/**
 * How a search was started (platform §3 `rs`): typed words (Enter), an autocomplete term (ac), a
 * refinement chip (rs), a scope switch (filter).
 */
export type SearchStart = 'typed' | 'ac' | 'rs' | 'filter';

/** `/search/{scope}/?q=…&rs=…` (extra: more query fields, such as price bounds). */
export function searchPath(scope: string, q: string, rs?: SearchStart | string | null, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams({ q });
  if (rs) params.set('rs', rs);
  for (const [name, value] of Object.entries(extra)) if (value !== undefined && value !== '') params.set(name, value);
  return `/search/${scope}/?${params.toString()}`;
}

/** A topic's page: its slug is the url_name's part after a colon (platform §3: `food:recipes` → `recipes`). */
export function topicPath(urlName: string): string {
  const slug = urlName.slice(urlName.lastIndexOf(':') + 1);
  return `/topics/${encodeURIComponent(slug)}/`;
}
