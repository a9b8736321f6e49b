import { Box, Heading } from 'gestalt';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import { P2P_SURFACE, PinSurfaceContext } from '../pin/overlay/pinSurface';
import PartialRetry from '../shell/PartialRetry';
import type { RelatedPins_pin$key } from './__generated__/RelatedPins_pin.graphql';
import type { RelatedPinsPaginationQuery } from './__generated__/RelatedPinsPaginationQuery.graphql';

/**
 * "More to explore" under a closeup: an endless grid of related pins (same board, same topic,
 * similar colour, then the feed), paged by cursor like the home feed.
 */
export default function RelatedPins({ pin }: { readonly pin: RelatedPins_pin$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<RelatedPinsPaginationQuery, RelatedPins_pin$key>(
    graphql`
      fragment RelatedPins_pin on Pin
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "RelatedPinsPaginationQuery") {
        id
        related(first: $count, after: $cursor) @connection(key: "RelatedPins_related") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    pin,
  );
  const edges = data.related?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  return (
    <Box as="section" paddingY={6} paddingX={2} data-test-id="related-pins">
      <Box marginBottom={4}>
        <Heading accessibilityLevel={2} size="400" align="center">
          More to explore
        </Heading>
      </Box>
      {edges ? (
        // A pin hidden here is hidden from related pins (issue 18: surface P2P).
        <PinSurfaceContext.Provider value={P2P_SURFACE}>
          <PinGrid
            gridKey={`related:${data.id}`}
            // Below the closeup: its images wait until they near the screen (the closeup's own comes first).
            belowTheFold
            items={items}
            Card={PinCard}
            hasNext={hasNext}
            isLoadingNext={isLoadingNext}
            loadNext={loadNext}
            emptyText="Nothing more to explore yet."
          />
        </PinSurfaceContext.Provider>
      ) : (
        <PartialRetry what="more to explore" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
      )}
    </Box>
  );
}
