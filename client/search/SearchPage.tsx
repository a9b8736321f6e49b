/**
 * A search page (issue 17): `/search/{scope}/?q=&rs=`. The scope switcher (All Pins, Videos,
 * Products, Idea Pins, Boards, People, and Your Pins for members), refinement chips from the
 * results' related terms (a chip adds its term to the words), a price filter on Products, "Showing
 * results for …" when the words were corrected, then the results: pins in the masonry grid, boards
 * and people as grids of cards, loading more as the visitor scrolls.
 */
import { useRouter } from 'found';
import { Box, Button, Flex, Heading, NumberField, SearchGuideLink, Tabs, Text } from 'gestalt';
import { useEffect, useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import { PAGE_SIZE } from '../feed/constants';
import PinCard from '../pin/PinCard';
import { PinSurfaceContext, searchSurface } from '../pin/overlay/pinSurface';
import PartialRetry from '../shell/PartialRetry';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useViewer } from '../viewer/ViewerContext';
import { recordCompletedSearch } from '../visitor/loggedOutState';
import { CardGrid } from './SearchCards';
import { SEARCH_SCOPES, searchPath, type SearchScopeInfo } from './searchPaths';
import type { SearchPage_query$key } from './__generated__/SearchPage_query.graphql';
import type { SearchPagePaginationQuery } from './__generated__/SearchPagePaginationQuery.graphql';

interface Props {
  /** The route query's data; null without words (the page asks for them). */
  readonly query: SearchPage_query$key | null;
  readonly scope: SearchScopeInfo;
  readonly words: string;
  /** How the search was started (platform §3 rs), from the address. */
  readonly rs: string | null;
}

export default function SearchPage({ query, scope, words, rs }: Props) {
  useDocumentTitle(words ? `${words} | Corkboard` : 'Search | Corkboard');
  return (
    <Box paddingY={4} paddingX={2} smPaddingX={4}>
      <Box display="visuallyHidden">
        <Heading accessibilityLevel={1}>{words ? `Search results for “${words}”` : 'Search'}</Heading>
      </Box>
      <ScopeSwitcher scope={scope} words={words} />
      {query ? (
        <SearchResults query={query} scope={scope} words={words} rs={rs} />
      ) : (
        <Box paddingY={8} data-test-id="search-prompt">
          <Text align="center" color="subtle">
            Type what you are looking for in the search field above.
          </Text>
        </Box>
      )}
    </Box>
  );
}

const centredRow = { width: 'max-content', marginInline: 'auto' } as const;

/** Tabs to search the same words in another scope (links: Back returns to the previous scope). */
function ScopeSwitcher({ scope, words }: { readonly scope: SearchScopeInfo; readonly words: string }) {
  const member = useViewer().userId !== null;
  const scopes = SEARCH_SCOPES.filter((s) => !('membersOnly' in s) || member || s.path === scope.path);
  return (
    <Box overflow="scrollX" marginBottom={2} data-test-id="search-scopes">
      {/* Centred while it fits; wider, it scrolls from its start (centring would cut the start off). */}
      <div style={centredRow}>
        <Tabs
          activeTabIndex={Math.max(0, scopes.findIndex((s) => s.path === scope.path))}
          // Gestalt's link navigation provider (AppShell) routes the tab links client-side.
          onChange={() => {}}
          tabs={scopes.map((s) => ({ href: searchPath(s.path, words, 'filter'), text: s.label }))}
        />
      </div>
    </Box>
  );
}

/** Whole-number price bounds of the address (Products only). */
function usePriceBounds(): { min: number | undefined; max: number | undefined } {
  const { match } = useRouter();
  const q = match.location.query as Record<string, unknown>;
  const read = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
  return { min: read(q.price_min), max: read(q.price_max) };
}

function PriceFilter({ words, rs }: { readonly words: string; readonly rs: string | null }) {
  const { router } = useRouter();
  const bounds = usePriceBounds();
  const [min, setMin] = useState<number | undefined>(bounds.min);
  const [max, setMax] = useState<number | undefined>(bounds.max);
  const wrong = min !== undefined && max !== undefined && min > max;
  const apply = () => {
    if (wrong) return;
    const bound = (n: number | undefined) => (n === undefined || n < 0 ? undefined : String(Math.floor(n)));
    router.push(searchPath('buyable_pins', words, rs, { price_min: bound(min), price_max: bound(max) }));
  };
  return (
    <Box marginBottom={4} data-test-id="price-filter">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Flex gap={2} alignItems="end" justifyContent="center" wrap>
          <Box width={120}>
            <NumberField id="price-min" label="Min price ($)" size="md" min={0} value={min} onChange={({ value }) => setMin(value)} />
          </Box>
          <Box width={120}>
            <NumberField
              id="price-max"
              label="Max price ($)"
              size="md"
              min={0}
              value={max}
              onChange={({ value }) => setMax(value)}
              errorMessage={wrong ? 'At least the min price' : undefined}
            />
          </Box>
          <Button text="Apply" type="submit" size="lg" />
        </Flex>
      </form>
    </Box>
  );
}

interface FirstPage {
  readonly correctedQuery: string | null;
  readonly relatedTerms: ReadonlyArray<string>;
}
/** The first page's corrected query and terms of the searches seen, by scope, words and prices. */
const firstPages = new Map<string, FirstPage>();

interface ResultsProps {
  readonly query: SearchPage_query$key;
  readonly scope: SearchScopeInfo;
  readonly words: string;
  readonly rs: string | null;
}

function SearchResults({ query, scope, words, rs }: ResultsProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<SearchPagePaginationQuery, SearchPage_query$key>(
    graphql`
      fragment SearchPage_query on Query
      @argumentDefinitions(
        query: { type: "String!" }
        scope: { type: "SearchScope!" }
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        priceMin: { type: "Int" }
        priceMax: { type: "Int" }
      )
      @refetchable(queryName: "SearchPagePaginationQuery") {
        search(query: $query, scope: $scope, first: $count, after: $cursor, priceMin: $priceMin, priceMax: $priceMax) @connection(key: "SearchPage_search") {
          correctedQuery
          relatedTerms
          edges {
            node {
              __typename
              ... on Node {
                id
              }
              ...PinCard_pin @alias(as: "pin")
              ...SearchCards_board @alias(as: "board")
              ...SearchCards_user @alias(as: "user")
            }
          }
        }
      }
    `,
    query,
  );
  const search = data.search;
  const edges = search?.edges;
  const bounds = usePriceBounds();
  // The first page's words about the search (later pages carry no terms): kept for Back, which
  // shows the connection as the visitor left it, pages merged.
  const [firstPage] = useState(() => {
    const key = `${scope.path}\n${words}\n${bounds.min ?? ''}-${bounds.max ?? ''}`;
    const shown: FirstPage = { correctedQuery: search?.correctedQuery ?? null, relatedTerms: search?.relatedTerms ?? [] };
    const known = firstPages.get(key);
    if (known && shown.relatedTerms.length === 0 && (edges?.length ?? 0) > PAGE_SIZE) return known;
    if (search) firstPages.set(key, shown);
    return shown;
  });
  const { pins, others } = useMemo(() => {
    const nodes = (edges ?? []).map((edge) => edge.node);
    return {
      pins: nodes.flatMap((node) => (node.pin ? [node.pin] : [])),
      others: nodes.flatMap((node) => {
        const card = node.board ?? node.user;
        return card && node.id ? [{ id: node.id, card }] : [];
      }),
    };
  }, [edges]);

  useEffect(() => {
    if (search) recordCompletedSearch({ query: words, rs: rs ?? '', scope: scope.path, rg: null });
    // Once per search shown: its first page arrived with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filtered = bounds.min !== undefined || bounds.max !== undefined;
  const surface = useMemo(() => searchSurface(words), [words]);

  if (!search) return <PartialRetry what="the results" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />;
  const empty = edges?.length === 0;
  const kind = scope.path === 'boards' ? 'boards' : scope.path === 'users' ? 'people' : 'pins';

  return (
    <>
      {scope.path === 'buyable_pins' ? <PriceFilter words={words} rs={rs} /> : null}
      {firstPage.correctedQuery ? (
        <Box marginBottom={3} data-test-id="corrected-query">
          <Text align="center">
            Showing results for <b>{firstPage.correctedQuery}</b>
          </Text>
        </Box>
      ) : null}
      {firstPage.relatedTerms.length > 0 ? (
        <Box marginBottom={4} overflow="scrollX" data-test-id="search-chips">
          <div style={{ ...centredRow, display: 'flex', gap: 8, paddingBottom: 4 }}>
            {firstPage.relatedTerms.map((term, i) => (
              <SearchGuideLink
                key={term}
                text={term}
                color={String((i % 11) + 1).padStart(2, '0') as '01'}
                accessibilityLabel={`Search for ${words} ${term}`}
                href={searchPath(scope.path, `${words} ${term}`, 'rs')}
              />
            ))}
          </div>
        </Box>
      ) : null}
      {empty ? (
        <Box paddingY={8} data-test-id="search-empty">
          <Flex direction="column" alignItems="center" gap={2}>
            <Heading size="400" accessibilityLevel={2} align="center">
              {`No results for “${firstPage.correctedQuery ?? words}”`}
            </Heading>
            <Text color="subtle" align="center">
              {filtered ? 'Try a wider price range, fewer words or another kind of result.' : 'Try fewer or other words, or another kind of result above.'}
            </Text>
          </Flex>
        </Box>
      ) : kind === 'pins' ? (
        // A pin hidden here is hidden from this search (issue 18: surface SEARCH, the words as context).
        <PinSurfaceContext.Provider value={surface}>
          <PinGrid
            gridKey={`search:${scope.path}:${words}:${bounds.min ?? ''}-${bounds.max ?? ''}`}
            items={pins}
            Card={PinCard}
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            loadNext={loadNext}
            emptyText={`No results for “${words}”`}
          />
        </PinSurfaceContext.Provider>
      ) : (
        <CardGrid kind={kind} items={others} hasNext={hasNext} isLoadingNext={isLoadingNext} loadMore={(onComplete) => loadNext(PAGE_SIZE, { onComplete })} />
      )}
    </>
  );
}
