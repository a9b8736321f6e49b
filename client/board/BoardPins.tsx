import { Box } from 'gestalt';
import { useMemo } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import { PinSurfaceContext, type PinSurfaceInfo } from '../pin/footer/surface';

/** Board grids credit pins by the board surface's rule (pin-card §4 attribution). */
const BOARD_SURFACE: PinSurfaceInfo = Object.freeze({ surface: 'board', attributionOption: 'default' });
import type { BoardPins_board$key } from './__generated__/BoardPins_board.graphql';
import type { BoardPinsPaginationQuery } from './__generated__/BoardPinsPaginationQuery.graphql';

/** A board's pins, newest first, in the home feed's masonry grid. */
export default function BoardPins({ board }: { readonly board: BoardPins_board$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BoardPinsPaginationQuery, BoardPins_board$key>(
    graphql`
      fragment BoardPins_board on Board
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "BoardPinsPaginationQuery") {
        id
        pins(first: $count, after: $cursor) @connection(key: "BoardPins_pins") {
          edges {
            node {
              ...PinCard_pin
            }
          }
        }
      }
    `,
    board,
  );
  const edges = data.pins?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  return (
    <Box paddingY={4} data-test-id="board-pins">
      <PinSurfaceContext.Provider value={BOARD_SURFACE}>
        {edges ? (
          <PinGrid gridKey={`board:${data.id}`} items={items} Card={PinCard} hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} emptyText="No Pins on this board yet." />
        ) : (
          <PartialRetry what="this board's Pins" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
        )}
      </PinSurfaceContext.Provider>
    </Box>
  );
}
