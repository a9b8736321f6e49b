import { Box, Heading } from 'gestalt';
import { useEffect, useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import PinGrid from './PinGrid';
import type { HomeFeed_query$key } from './__generated__/HomeFeed_query.graphql';
import type { HomeFeedPaginationQuery } from './__generated__/HomeFeedPaginationQuery.graphql';

interface Props {
  readonly query: HomeFeed_query$key;
}

/** The home feed: a virtualized masonry grid that loads the next page as the user nears its end. */
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

  return (
    <Box paddingY={4} paddingX={2}>
      <Box display="visuallyHidden">
        <Heading accessibilityLevel={1}>Home feed</Heading>
      </Box>
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
        <PartialRetry what="the home feed" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
      )}
    </Box>
  );
}
