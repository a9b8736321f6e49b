import { useRouter } from 'found';
import { ComboBox } from 'gestalt';
import { useDeferredValue, useEffect, useId, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { HEADER_MENU_Z_INDEX } from '../shell/layers';
import type { HeaderSearchQuery, HeaderSearchQuery$data } from './__generated__/HeaderSearchQuery.graphql';

/** People and boards shown for each kind while typing. */
export const TYPEAHEAD_SIZE = 5;
/** Quiet time after the last keystroke before the words are looked up: one request per pause, not per key. */
export const TYPEAHEAD_DEBOUNCE_MS = 150;

const query = graphql`
  query HeaderSearchQuery($query: String!, $first: Int!) {
    searchTypeahead(query: $query, first: $first) {
      users {
        username
        fullName
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

export interface SearchOption {
  readonly label: string;
  readonly subtext: string;
  /** Where choosing it goes. */
  readonly value: string;
}

/** The typeahead's answer as the field's options: people first, then boards. */
export function searchOptions(result: HeaderSearchQuery$data['searchTypeahead']): SearchOption[] {
  if (!result) return [];
  return [
    ...result.users.map((user) => ({ label: user.fullName, subtext: `@${user.username}`, value: `/${encodeURIComponent(user.username)}/` })),
    ...result.boards.map((board) => ({ label: board.name, subtext: `Board by ${board.owner.fullName}`, value: board.url })),
  ];
}

interface Results {
  readonly for: string;
  readonly options: SearchOption[];
  readonly failed: boolean;
}

/**
 * The header's search field: people and boards by name as you type (until full search lands), each
 * result a link to the profile or board. Stale answers are dropped: only the latest words count.
 */
export default function HeaderSearch() {
  const id = useId();
  const { router } = useRouter();
  const environment = useRelayEnvironment();
  const [text, setText] = useState('');
  const words = useDeferredValue(text.trim());
  const [results, setResults] = useState<Results>({ for: '', options: [], failed: false });

  useEffect(() => {
    if (words === '') return undefined;
    let subscription: { unsubscribe(): void } | undefined;
    const timer = setTimeout(() => {
      subscription = fetchQuery<HeaderSearchQuery>(environment, query, { query: words, first: TYPEAHEAD_SIZE }, { fetchPolicy: 'store-or-network' }).subscribe({
        next: (data) => setResults({ for: words, options: searchOptions(data.searchTypeahead), failed: false }),
        error: () => setResults({ for: words, options: [], failed: true }),
      });
    }, TYPEAHEAD_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, words]);

  const current = words !== '' && results.for === words;
  let noResultText = 'Search for people and boards by name';
  if (words !== '') noResultText = !current ? 'Searching…' : results.failed ? 'Search is not answering; try again' : `No people or boards match “${words}”`;

  return (
    <ComboBox
      id={id}
      label="Search"
      labelDisplay="hidden"
      placeholder="Search"
      accessibilityClearButtonLabel="Clear search"
      size="lg"
      inputValue={text}
      options={words === '' ? [] : results.options}
      noResultText={noResultText}
      zIndex={HEADER_MENU_Z_INDEX}
      onChange={({ value }) => setText(value)}
      onClear={() => setText('')}
      onSelect={({ item }) => {
        setText('');
        router.push(item.value);
      }}
    />
  );
}
