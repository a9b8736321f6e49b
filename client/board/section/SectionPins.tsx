import { Box } from 'gestalt';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../../feed/PinGrid';
import PinCard from '../../pin/PinCard';
import PartialRetry from '../../shell/PartialRetry';
import { PinSurfaceContext, type PinSurfaceInfo } from '../../pin/footer/surface';
import type { SectionPins_section$key } from './__generated__/SectionPins_section.graphql';
import type { SectionPinsPaginationQuery } from './__generated__/SectionPinsPaginationQuery.graphql';

/** Section grids credit pins as board grids do (pin-card §4 attribution). */
const BOARD_SURFACE: PinSurfaceInfo = Object.freeze({ surface: 'board', attributionOption: 'default' });

/** A section's pins, newest first, in the board page's masonry grid (as BoardPins). */
export default function SectionPins({ section }: { readonly section: SectionPins_section$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<SectionPinsPaginationQuery, SectionPins_section$key>(
    graphql`
      fragment SectionPins_section on BoardSection
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "SectionPinsPaginationQuery") {
        id
        pins(first: $count, after: $cursor) @connection(key: "SectionPins_pins") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    section,
  );
  const edges = data.pins?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  return (
    <Box paddingY={4} data-test-id="section-pins">
      <PinSurfaceContext.Provider value={BOARD_SURFACE}>
        {edges ? (
          <PinGrid gridKey={`section:${data.id}`} items={items} Card={PinCard} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} emptyText="No Pins in this section yet." />
        ) : (
          <PartialRetry what="this section's Pins" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
        )}
      </PinSurfaceContext.Provider>
    </Box>
  );
}
