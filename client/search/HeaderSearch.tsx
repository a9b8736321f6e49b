import { useRouter } from 'found';
import { Box, Flex, Icon, Text } from 'gestalt';
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import UserAvatar from '../user/UserAvatar';
import { searchPath, topicPath } from './searchPaths';
import type { HeaderSearchQuery, HeaderSearchQuery$data } from './__generated__/HeaderSearchQuery.graphql';

/** Suggestions of each kind (terms, topics, people, boards) shown while typing. */
export const TYPEAHEAD_SIZE = 5;
/** Quiet time after the last keystroke before the words are looked up: one request per pause, not per key. */
export const TYPEAHEAD_DEBOUNCE_MS = 150;

const query = graphql`
  query HeaderSearchQuery($query: String!, $first: Int!) {
    searchTypeahead(query: $query, first: $first) {
      queries
      topics {
        name
        urlName
      }
      users {
        username
        fullName
        imageMediumUrl
      }
      boards {
        url
        name
        owner {
          fullName
        }
      }
    }
  }
`;

export type SuggestionGroup = 'Search' | 'Topics' | 'People' | 'Boards';

export interface Suggestion {
  readonly group: SuggestionGroup;
  readonly label: string;
  readonly subtext?: string;
  readonly image?: string | null;
  /** Where choosing it goes. */
  readonly href: string;
}

export const GROUPS: readonly SuggestionGroup[] = ['Search', 'Topics', 'People', 'Boards'];

/** The typeahead's answer as suggestions, grouped: search terms, then topics, people, boards. */
export function suggestionsOf(result: HeaderSearchQuery$data['searchTypeahead']): Suggestion[] {
  if (!result) return [];
  return [
    ...result.queries.map((term) => ({ group: 'Search' as const, label: term, href: searchPath('pins', term, 'ac') })),
    ...(result.topics ?? []).map((topic) => ({ group: 'Topics' as const, label: topic.name, subtext: 'Topic', href: topicPath(topic.urlName) })),
    ...result.users.map((user) => ({
      group: 'People' as const,
      label: user.fullName || user.username,
      subtext: `@${user.username}`,
      image: user.imageMediumUrl,
      href: `/${encodeURIComponent(user.username)}/`,
    })),
    ...result.boards.map((board) => ({ group: 'Boards' as const, label: board.name, subtext: `Board by ${board.owner.fullName}`, href: board.url })),
  ];
}

interface Results {
  readonly for: string;
  readonly suggestions: Suggestion[];
  readonly failed: boolean;
}

/** The words of the search page being shown (the field shows them), or null off search pages. */
function pageWords(location: { pathname: string; query?: Record<string, unknown> }): string | null {
  if (!location.pathname.startsWith('/search/')) return null;
  const q = location.query?.q;
  return typeof q === 'string' ? q : '';
}

/**
 * The header's search field, an ARIA combobox: as you type it suggests search terms, topics, people
 * and boards (grouped, in that order). Arrow keys move through the suggestions, Enter opens the one
 * chosen (a term searches pins for it) or, with none chosen, searches pins for the typed words;
 * Escape closes the list, and a second Escape clears the field. On a search page the field shows its
 * words. Stale answers are dropped: only the latest words count.
 */
export default function HeaderSearch() {
  const id = useId();
  const listId = `${id}-list`;
  const { router, match } = useRouter();
  const environment = useRelayEnvironment();
  const location = match.location as { pathname: string; query?: Record<string, unknown> };
  const shownWords = pageWords(location);
  const [text, setText] = useState(shownWords ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<number | null>(null);
  const words = useDeferredValue(text.trim());
  const [results, setResults] = useState<Results>({ for: '', suggestions: [], failed: false });
  const listRef = useRef<HTMLDivElement>(null);

  // A new page: the field shows its search words (or nothing), its list closed.
  useEffect(() => {
    setText(shownWords ?? '');
    setOpen(false);
    setActive(null);
  }, [location.pathname, shownWords]);

  useEffect(() => {
    if (words === '') return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<HeaderSearchQuery>(environment, query, { query: words, first: TYPEAHEAD_SIZE }, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (data) => setResults({ for: words, suggestions: suggestionsOf(data.searchTypeahead), failed: false }),
        error: () => setResults({ for: words, suggestions: [], failed: true }),
      });
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, words]);

  const current = words !== '' && results.for === words;
  const suggestions = useMemo(() => (current ? results.suggestions : []), [current, results.suggestions]);
  const expanded = open && words !== '';
  let status: string | null = null;
  if (expanded && suggestions.length === 0) status = !current ? 'Searching…' : results.failed ? 'Suggestions are not answering; press Enter to search' : `Press Enter to search for “${words}”`;

  useEffect(() => {
    if (active === null) return;
    const element = listRef.current?.querySelector(`[data-index="${active}"]`);
    if (element && 'scrollIntoView' in element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (href: string) => {
    setOpen(false);
    setActive(null);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index === null ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active !== null ? suggestions[active] : undefined;
      // The words as typed this moment (the deferred ones may lag a key behind).
      const typedWords = text.trim();
      if (chosen) go(chosen.href);
      else if (typedWords !== '') go(searchPath('pins', typedWords, 'typed'));
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(null);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    } else if (event.key === 'Tab') {
      setOpen(false);
      setActive(null);
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  let index = -1;

  return (
    <div style={{ position: 'relative' }}>
      <label htmlFor={`${id}-input`} style={visuallyHidden}>
        Search
      </label>
      <div style={{ position: 'absolute', insetInlineStart: 16, top: 0, bottom: 0, display: 'flex', alignItems: 'center', pointerEvents: 'none' }}>
        <Icon icon="search" accessibilityLabel="" color="subtle" size={16} />
      </div>
      <input
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active !== null ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(null);
        }}
        onKeyDown={onKeyDown}
        style={fieldStyle}
        data-test-id="header-search-input"
      />
      <div
        hidden={!expanded}
        style={listStyle}
        // Choosing with the mouse must not blur the field first (that closes the list).
        onMouseDown={(event) => event.preventDefault()}
      >
        {status ? (
          <Box padding={3} role="status">
            <Text color="subtle">{status}</Text>
          </Box>
        ) : null}
        <div ref={listRef} id={listId} role="listbox" aria-label="Suggestions" data-test-id="header-search-suggestions">
        {GROUPS.map((group) => {
          const members = suggestions.filter((s) => s.group === group);
          if (members.length === 0) return null;
          const headingId = `${id}-group-${group}`;
          return (
            <div key={group} role="group" aria-labelledby={headingId}>
              <Box paddingX={3} paddingY={2}>
                <div id={headingId}>
                  <Text size="100" weight="bold" color="subtle">
                    {group === 'Search' ? 'Searches' : group}
                  </Text>
                </div>
              </Box>
              {members.map((suggestion) => {
                index += 1;
                const at = index;
                const isActive = active === at;
                return (
                  <div
                    key={`${group}:${suggestion.href}`}
                    id={optionId(at)}
                    role="option"
                    aria-selected={isActive}
                    data-index={at}
                    data-test-id="header-search-option"
                    onMouseEnter={() => setActive(at)}
                    onClick={() => go(suggestion.href)}
                    style={{ cursor: 'pointer', borderRadius: 8, background: isActive ? 'var(--color-background-secondary-base, #e9e9e9)' : undefined }}
                  >
                    <Box paddingX={3} paddingY={2}>
                      <Flex alignItems="center" gap={3}>
                        {group === 'People' ? <UserAvatar name={suggestion.label} src={suggestion.image} size="sm" /> : null}
                        {group === 'Search' ? <Icon icon="search" accessibilityLabel="" size={12} color="subtle" /> : null}
                        <Flex direction="column">
                          <Text weight={group === 'Search' ? 'normal' : 'bold'} lineClamp={1}>
                            {suggestion.label}
                          </Text>
                          {suggestion.subtext ? (
                            <Text size="100" color="subtle" lineClamp={1}>
                              {suggestion.subtext}
                            </Text>
                          ) : null}
                        </Flex>
                      </Flex>
                    </Box>
                  </div>
                );
              })}
            </div>
          );
        })}
        </div>
      </div>
    </div>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const fieldStyle = {
  boxSizing: 'border-box',
  width: '100%',
  height: 48,
  border: '2px solid transparent',
  borderRadius: 24,
  paddingInlineStart: 44,
  paddingInlineEnd: 16,
  fontSize: 16,
  background: 'var(--color-background-box-secondary, #e9e9e9)',
  color: 'inherit',
  outlineOffset: 0,
} as const;

const listStyle = {
  position: 'absolute',
  insetInlineStart: 0,
  insetInlineEnd: 0,
  top: 52,
  minWidth: 260,
  maxHeight: '70vh',
  overflowY: 'auto',
  background: 'var(--color-background-default, #fff)',
  borderRadius: 16,
  boxShadow: '0 0 8px rgba(0,0,0,0.1)',
  padding: 8,
  zIndex: 1,
} as const;
