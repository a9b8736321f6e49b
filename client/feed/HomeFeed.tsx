import { Box, Heading } from 'gestalt';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { HOME_SURFACE, PinSurfaceContext, type PinSurfaceInfo } from '../pin/footer/surface';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import QuietBoundary from '../shell/QuietBoundary';
import PinGrid from './PinGrid';
import type { HomeFeed_query$key } from './__generated__/HomeFeed_query.graphql';
import type { HomeFeedPaginationQuery } from './__generated__/HomeFeedPaginationQuery.graphql';

// The page's experience (a member's home banner, a visitor's sign-up upsell) loads after the grid.
const HomeExperience = lazy(() => import('../experience/HomeExperience'));

/** The home grid while an experience hides the cards' footer (pin-card §2). */
const FOOTERLESS_HOME: PinSurfaceInfo = Object.freeze({ ...HOME_SURFACE, hideFooter: true });

interface Props {
  readonly query: HomeFeed_query$key;
}

/**
 * The home feed: a virtualized masonry grid that loads the next page as the user nears its end,
 * under the page's experience (client/experience/HomeExperience.tsx).
 */
export default function HomeFeed({ query }: Props) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<HomeFeedPaginationQuery, HomeFeed_query$key>(
    graphql`
      fragment HomeFeed_query on Query
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "HomeFeedPaginationQuery") {
        homefeed(first: $count, after: $cursor) @connection(key: "HomeFeed_homefeed") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.homefeed?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  useEffect(() => {
    document.title = 'Corkboard';
  }, []);
  const [hideFooter, setHideFooter] = useState(false);
  const refreshFeed = useCallback(() => refetch({}, { fetchPolicy: 'network-only' }), [refetch]);

  return (
    <Box paddingY={4} paddingX={2}>
      <Box display="visuallyHidden">
        <Heading accessibilityLevel={1}>Home feed</Heading>
      </Box>
      <QuietBoundary>
        <Suspense fallback={null}>
          <HomeExperience onHideFooter={setHideFooter} onRefreshHomeFeed={refreshFeed} />
        </Suspense>
      </QuietBoundary>
      <PinSurfaceContext.Provider value={hideFooter ? FOOTERLESS_HOME : HOME_SURFACE}>
        {edges ? (
          <PinGrid
            gridKey="home"
            items={items}
            Card={PinCard}
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            loadNext={loadNext}
            emptyText="No pins yet."
          />
        ) : (
          <PartialRetry what="the home feed" onRetry={refreshFeed} />
        )}
      </PinSurfaceContext.Provider>
    </Box>
  );
}
