import { Box, Button, Flex } from 'gestalt';
import { useCallback, useMemo, useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import PinGrid from '../feed/PinGrid';
import PinCard from '../pin/PinCard';
import PartialRetry from '../shell/PartialRetry';
import { useErrorToast } from '../shell/useErrorToast';
import { PinSurfaceContext, type PinSurfaceInfo } from '../pin/footer/surface';
import BoardPinFilters, { NO_PIN_FILTER, isFiltered, pinFilterArgs, type PinFilterState } from './BoardPinFilters';
import { SelectionContext, createSelection } from './organize/selection';
import type { BoardPins_board$key } from './__generated__/BoardPins_board.graphql';
import type { BoardPinsPaginationQuery } from './__generated__/BoardPinsPaginationQuery.graphql';

/** Board grids credit pins by the board surface's rule (pin-card §4 attribution). */
const BOARD_SURFACE: PinSurfaceInfo = Object.freeze({ surface: 'board', attributionOption: 'default' });

/** Organize mode's code: loaded the first time a member opens it. */
type OrganizeModule = typeof import('./organize/Organize');
const loadOrganize = (): Promise<OrganizeModule> => import('./organize/Organize');

/**
 * A board's pins, newest first, in the home feed's masonry grid, with the filter chips the board's
 * pins match. Its owner and collaborators (board not archived) may open Organize mode: select pins
 * (click, shift-click, Select all), move or delete them, star them.
 */
export default function BoardPins({ board }: { readonly board: BoardPins_board$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BoardPinsPaginationQuery, BoardPins_board$key>(
    graphql`
      fragment BoardPins_board on Board
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        filter: { type: "BoardPinFilter" }
        colors: { type: "[ColorFamily!]" }
        interestIds: { type: "[String!]" }
      )
      @refetchable(queryName: "BoardPinsPaginationQuery") {
        id
        pinCount
        archived
        viewerRole
        pins(first: $count, after: $cursor, filter: $filter, colors: $colors, interestIds: $interestIds) @connection(key: "BoardPins_pins") {
          __id
          edges {
            node {
              id
              ...PinCard_pin
              ...OrganizePinCard_pin
            }
          }
        }
      }
    `,
    board,
  );
  const [filter, setFilter] = useState<PinFilterState>(NO_PIN_FILTER);
  const [filtering, startTransition] = useTransition();
  const [organize, setOrganize] = useState<OrganizeModule | null>(null);
  const [opening, setOpening] = useState(false);
  const [store] = useState(createSelection);
  const errorToast = useErrorToast('organize-error-toast');
  const edges = data.pins?.edges;
  const items = useMemo(() => (edges ?? []).map((edge) => edge.node), [edges]);
  const loadedIds = useMemo(() => items.map((item) => item.id), [items]);
  // Archived boards are read-only; only the owner and collaborators organize.
  const canOrganize = !data.archived && (data.viewerRole === 'OWNER' || data.viewerRole === 'COLLABORATOR');
  const organizing = canOrganize && organize !== null;

  const refetchWith = useCallback(
    (next: PinFilterState) => {
      const args = pinFilterArgs(next);
      startTransition(() => {
        refetch(
          { filter: args.filter, colors: args.colors ? [...args.colors] : null, interestIds: args.interestIds ? [...args.interestIds] : null, cursor: null },
          { fetchPolicy: 'network-only' },
        );
      });
    },
    [refetch],
  );
  const changeFilter = (next: PinFilterState) => {
    setFilter(next);
    store.clear();
    refetchWith(next);
  };

  const open = () => {
    setOpening(true);
    loadOrganize().then(
      (module) => {
        store.clear();
        setOpening(false);
        setOrganize(module);
      },
      () => {
        setOpening(false);
        errorToast.show("Couldn't open Organize. Try again.");
      },
    );
  };
  const done = useCallback(() => {
    store.clear();
    setOrganize(null);
  }, [store]);
  const refetchGrid = useCallback(() => refetchWith(filter), [refetchWith, filter]);

  const grid = edges ? (
    <PinGrid
      gridKey={`board:${data.id}`}
      items={items}
      Card={organizing ? organize.OrganizePinCard : PinCard}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
      emptyText={isFiltered(filter) ? 'No Pins match these filters.' : 'No Pins on this board yet.'}
    />
  ) : (
    <PartialRetry what="this board's Pins" onRetry={() => refetch({}, { fetchPolicy: 'network-only' })} />
  );

  return (
    <Box paddingY={4} data-test-id="board-pins">
      {/* One line tall whether or not there are chips (they come after the page): the grid does not move. */}
      <Flex justifyContent="between" alignItems="center" gap={2}>
        <Flex.Item flex="shrink" minWidth={0}>
          <Box minHeight={40} display="flex" alignItems="center">
            <BoardPinFilters boardId={data.id} value={filter} onChange={changeFilter} />
          </Box>
        </Flex.Item>
        {canOrganize && !organizing ? (
          <Button text="Organize" color="gray" size="md" disabled={opening} onClick={open} />
        ) : null}
      </Flex>
      {/* Straight in the pins' box, so the bar stays in view (sticky) while the grid scrolls by. */}
      {organizing && data.pins ? (
        <organize.OrganizeBar
          store={store}
          boardId={data.id}
          pinCount={data.pinCount}
          connectionId={data.pins.__id}
          loadedIds={loadedIds}
          filtered={isFiltered(filter)}
          onDone={done}
          onRefetch={refetchGrid}
        />
      ) : null}
      <Box marginTop={2} aria-busy={filtering} opacity={filtering ? 0.5 : 1}>
        <SelectionContext.Provider value={store}>
          <PinSurfaceContext.Provider value={BOARD_SURFACE}>{grid}</PinSurfaceContext.Provider>
        </SelectionContext.Provider>
      </Box>
    </Box>
  );
}
