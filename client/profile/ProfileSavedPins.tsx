import { Box, Button, Flex, Masonry, Spinner, Text } from 'gestalt';
import { useCallback, useMemo, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { GRID_COLUMN_WIDTH, GRID_GUTTER, PAGE_SIZE } from '../feed/constants';
import PinCard from '../pin/PinCard';
import type { ProfileSavedPins_user$data, ProfileSavedPins_user$key } from './__generated__/ProfileSavedPins_user.graphql';
import type { ProfileSavedPinsPaginationQuery } from './__generated__/ProfileSavedPinsPaginationQuery.graphql';

type SavedItem = ProfileSavedPins_user$data['savedPins']['edges'][number]['node'];

const windowScrollContainer = (): Window => window;

/** The `_saved` tab: the person's saved pins in the home feed's masonry grid. */
export default function ProfileSavedPins({ user }: { readonly user: ProfileSavedPins_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<ProfileSavedPinsPaginationQuery, ProfileSavedPins_user$key>(
    graphql`
      fragment ProfileSavedPins_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "ProfileSavedPinsPaginationQuery") {
        savedPins(first: $count, after: $cursor) @connection(key: "ProfileSavedPins_savedPins") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    user,
  );
  const [loadError, setLoadError] = useState<Error | null>(null);
  const edges = data.savedPins.edges;
  // Masonry caches measurements by item identity; Relay keeps unchanged nodes identical across pages.
  const items = useMemo<ReadonlyArray<SavedItem>>(() => edges.map((edge) => edge.node), [edges]);

  const loadMore = useCallback(() => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(null);
    loadNext(PAGE_SIZE, {
      onComplete: (error) => {
        if (error) setLoadError(error);
      },
    });
  }, [hasNext, isLoadingNext, loadNext]);

  const renderItem = useCallback(({ data: item }: { readonly data: SavedItem }) => <PinCard pin={item} />, []);

  return (
    <Box paddingY={4} data-test-id="profile-saved">
      {items.length === 0 ? (
        <Box padding={8}>
          <Text align="center" color="subtle">
            No saved pins yet.
          </Text>
        </Box>
      ) : (
        <Masonry<SavedItem>
          items={items}
          renderItem={renderItem}
          columnWidth={GRID_COLUMN_WIDTH}
          gutterWidth={GRID_GUTTER}
          layout="basic"
          align="center"
          minCols={1}
          virtualize
          scrollContainer={windowScrollContainer}
          loadItems={hasNext && !loadError ? loadMore : undefined}
        />
      )}
      <Box paddingY={6} minHeight={80}>
        <Flex justifyContent="center">
          {isLoadingNext ? <Spinner show accessibilityLabel="Loading more pins" /> : null}
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
