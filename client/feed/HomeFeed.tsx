import { Box, Button, Flex, Heading, Masonry, Spinner, Text } from 'gestalt';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinCard from '../pin/PinCard';
import { GRID_COLUMN_WIDTH, GRID_GUTTER, PAGE_SIZE } from './constants';
import type { HomeFeed_query$data, HomeFeed_query$key } from './__generated__/HomeFeed_query.graphql';
import type { HomeFeedPaginationQuery } from './__generated__/HomeFeedPaginationQuery.graphql';


interface Props {
  readonly query: HomeFeed_query$key;
}

type FeedItem = HomeFeed_query$data['homefeed']['edges'][number]['node'];

const windowScrollContainer = (): Window => window;

/** The home feed: a virtualized masonry grid that loads the next page as the user nears its end. */
export default function HomeFeed({ query }: Props) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<HomeFeedPaginationQuery, HomeFeed_query$key>(
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
  const [loadError, setLoadError] = useState<Error | null>(null);

  useEffect(() => {
    document.title = 'Corkboard';
  }, []);

  const edges = data.homefeed.edges;
  // Masonry caches measurements by item identity; Relay keeps unchanged nodes identical across pages.
  const items = useMemo<ReadonlyArray<FeedItem>>(() => edges.map((edge) => edge.node), [edges]);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(null);
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (error) setLoadError(error);
      },
    });
  }, [hasNext, isLoadingNext, loadNext]);

  const renderItem = useCallback(({ data: item }: { readonly data: FeedItem }) => <PinCard pin={item} />, []);

  return (
    <Box paddingY={4} paddingX={2}>
      <Box display="visuallyHidden">
        <Heading accessibilityLevel={1}>Home feed</Heading>
      </Box>
      {items.length === 0 ? (
        <Box padding={8}>
          <Text align="center" color="subtle">
            No pins yet.
          </Text>
        </Box>
      ) : (
        <Masonry<FeedItem>
          items={items}
          renderItem={renderItem}
          columnWidth={GRID_COLUMN_WIDTH}
          gutterWidth={GRID_GUTTER}
          // Fixed 236 px columns, centred: `basic` + `align="center"` centres the columns exactly
          // (`basicCentered` centres one gutter too wide a box, leaving the grid 7 px off-centre).
          layout="basic"
          align="center"
          minCols={1}
          virtualize
          scrollContainer={windowScrollContainer}
          // Masonry calls this when the user scrolls within ~3 viewports of the end.
          loadItems={hasNext && !loadError ? loadMore : undefined}
        />
      )}
      <Box paddingY={6} minHeight={80}>
        <Flex justifyContent="center">
          {isLoadingNext ? (
            <Box role="status" aria-label="Loading more pins">
              <Spinner show accessibilityLabel="Loading more pins" />
            </Box>
          ) : null}
          {loadError && !isLoadingNext ? (
            <Flex direction="column" alignItems="center" gap={2}>
              <Text color="subtle">Couldn&apos;t load more pins.</Text>
              <Button text="Try again" onClick={loadMore} />
            </Flex>
          ) : null}
        </Flex>
      </Box>
    </Box>
  );
}
