import { Box, Button, ButtonToggle, Flex, Heading, Icon, IconButton, Link, SelectList, Spinner, Text } from 'gestalt';
import { useState, useTransition, type DragEvent } from 'react';
import { graphql, useFragment, usePaginationFragment } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import BoardCover from '../board/BoardCover';
import CreateBoardModal from '../board/CreateBoardModal';
import PartialRetry from '../shell/PartialRetry';
import { useToast } from '../shell/toast/ToastProvider';
import { useIsMobile } from '../shell/useIsMobile';
import type { ProfileBoards_board$key } from './__generated__/ProfileBoards_board.graphql';
import type { ProfileBoards_user$key } from './__generated__/ProfileBoards_user.graphql';
import { useViewer } from '../viewer/ViewerContext';
import { useReorderBoards } from './reorderBoards';
import type { ProfileBoardsPaginationQuery, BoardListFilter, BoardSort } from './__generated__/ProfileBoardsPaginationQuery.graphql';

/** Spec platform §5: boards page_size 25. */
export const BOARDS_PAGE_SIZE = 25;
export const DEFAULT_BOARD_SORT: BoardSort = 'last_pinned_to';

/** Spec platform §3 sort options. */
const SORTS: ReadonlyArray<{ readonly value: BoardSort; readonly label: string }> = [
  { value: 'last_pinned_to', label: 'Last saved to' },
  { value: 'alphabetical', label: 'A to Z' },
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'group_boards_at_top', label: 'Group boards first' },
  { value: 'custom', label: 'Drag and drop' },
];

const isSort = (value: string): value is BoardSort => SORTS.some((sort) => sort.value === value);

/**
 * The profile's board filters (User.boards filter). The default grid leaves archived boards out
 * (includeArchived: false); they are listed under Archived only. Secret is for your own profile.
 */
const FILTERS: ReadonlyArray<{ readonly value: BoardListFilter; readonly label: string; readonly empty: string; readonly own?: boolean; readonly signedIn?: boolean }> = [
  { value: 'NONE', label: 'All', empty: 'No boards yet.' },
  { value: 'GROUP', label: 'Group', empty: 'No group boards.' },
  { value: 'SECRET', label: 'Secret', empty: 'No secret boards.', own: true },
  { value: 'ARCHIVED', label: 'Archived', empty: 'No archived boards.', signedIn: true },
];

/** A board tile's place in a custom-order grid, and how to move it. */
interface Reorder {
  readonly index: number;
  readonly count: number;
  readonly move: (to: number) => void;
  readonly dragging: boolean;
  readonly onDragStart: () => void;
  readonly onDragEnd: () => void;
  readonly onDropHere: () => void;
}

/** One tile of the grid; createBoard's payload selects it too, so a new board drawn here is complete. */
export function BoardCard({ board: key, reorder }: { readonly board: ProfileBoards_board$key; readonly reorder?: Reorder }) {
  const board = useFragment(
    graphql`
      fragment ProfileBoards_board on Board {
        name
        url
        pinCount
        privacy
        ...BoardCover_board
      }
    `,
    key,
  );
  const tile = (
    <Link href={board.url} underline="none" display="block" accessibilityLabel={`${board.name}, ${board.pinCount} pins`}>
      <Box data-test-id="board-card">
        <BoardCover board={board} />
        <Box paddingY={2}>
          <Flex gap={1} alignItems="center">
            <Text weight="bold" lineClamp={1}>
              {board.name}
            </Text>
            {board.privacy === 'secret' ? <Icon icon="lock" accessibilityLabel="Secret board" size={12} /> : null}
          </Flex>
          <Text size="100" color="subtle">
            {`${board.pinCount.toLocaleString('en-US')} ${board.pinCount === 1 ? 'Pin' : 'Pins'}`}
          </Text>
        </Box>
      </Box>
    </Link>
  );
  if (!reorder) return tile;
  // Custom order: drag the tile onto another's place, or use the buttons (keyboard).
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
  };
  return (
    <div
      data-test-id="board-reorder"
      draggable
      onDragStart={(event) => {
        // Some browsers start a drag only with data set.
        event.dataTransfer?.setData('text/plain', board.name);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        reorder.onDragStart();
      }}
      onDragEnd={reorder.onDragEnd}
      onDragOver={over}
      onDrop={(event) => {
        event.preventDefault();
        reorder.onDropHere();
      }}
      style={{ cursor: 'grab', opacity: reorder.dragging ? 0.4 : 1 }}
    >
      {tile}
      <Flex gap={1} justifyContent="end">
        <IconButton
          icon="arrow-back"
          size="xs"
          bgColor="transparent"
          accessibilityLabel={`Move ${board.name} earlier`}
          disabled={reorder.index === 0}
          onClick={() => reorder.move(reorder.index - 1)}
        />
        <IconButton
          icon="arrow-forward"
          size="xs"
          bgColor="transparent"
          accessibilityLabel={`Move ${board.name} later`}
          disabled={reorder.index === reorder.count - 1}
          onClick={() => reorder.move(reorder.index + 1)}
        />
      </Flex>
    </div>
  );
}

interface Props {
  readonly user: ProfileBoards_user$key;
  /** Your own profile: a 'Create board' button next to the sort. */
  readonly canCreate?: boolean;
}

/** The person's boards (25 a page) with the platform §3 sort options; changing the sort refetches. */
export default function ProfileBoards({ user, canCreate = false }: Props) {
  const toast = useToast();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ProfileBoardsPaginationQuery, ProfileBoards_user$key>(
    graphql`
      fragment ProfileBoards_user on User
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        sort: { type: "BoardSort", defaultValue: last_pinned_to }
        filter: { type: "BoardListFilter", defaultValue: NONE }
      )
      @refetchable(queryName: "ProfileBoardsPaginationQuery") {
        boards(first: $count, after: $cursor, sort: $sort, filter: $filter, includeArchived: false)
          @connection(key: "ProfileBoards_boards", filters: ["sort", "filter"]) {
          __id
          edges {
            node {
              id
              ...ProfileBoards_board
            }
          }
        }
      }
    `,
    user,
  );
  const [sort, setSort] = useState<BoardSort>(DEFAULT_BOARD_SORT);
  const [filter, setFilter] = useState<BoardListFilter>('NONE');
  const [dragged, setDragged] = useState<number | null>(null);
  const signedIn = useViewer().kind !== 'anonymous';
  const reorderBoards = useReorderBoards(data.boards?.__id ?? null);
  const [refetching, startTransition] = useTransition();
  const [loadError, setLoadError] = useState(false);
  const [creating, setCreating] = useState(false);
  // On a phone the sort and a labelled button do not fit on one line: a '+' button then.
  const mobile = useIsMobile();
  const boards = data.boards?.edges.map((edge) => edge.node);

  /** Puts a created board first in the list shown (the one for the current sort). */
  const prependCreated = (store: RecordSourceSelectorProxy) => {
    const board = store.getRootField('createBoard')?.getLinkedRecord('board');
    const owner = store.get(data.id);
    // A new board is neither archived nor (yet) in a group: the lists that hold it are All's and, when secret, Secret's.
    const connection = owner ? ConnectionHandler.getConnection(owner, 'ProfileBoards_boards', { sort, filter: 'NONE' }) : null;
    if (!board || !connection) return;
    const known = (connection.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === board.getDataID());
    if (known) return;
    ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, board, 'BoardEdge'));
  };

  const changeSort = (value: string) => {
    if (!isSort(value)) return;
    setSort(value);
    startTransition(() => {
      refetch({ sort: value, filter, count: BOARDS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  };

  const changeFilter = (value: BoardListFilter) => {
    setFilter(value);
    startTransition(() => {
      // Archiving or a new board elsewhere may have changed a list read before: asked for again.
      refetch({ sort, filter: value, count: BOARDS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-and-network' });
    });
  };

  // Your own boards in your custom order ('Drag and drop') can be moved.
  const reorderable = canCreate && sort === 'custom' && boards !== undefined && boards.length > 1;
  const order = boards?.map((board) => board.id) ?? [];
  const reorderOf = (index: number): Reorder | undefined =>
    reorderable
      ? {
          index,
          count: order.length,
          move: (to) => reorderBoards(order, index, to),
          dragging: dragged === index,
          onDragStart: () => setDragged(index),
          onDragEnd: () => setDragged(null),
          onDropHere: () => {
            if (dragged !== null) reorderBoards(order, dragged, index);
            setDragged(null);
          },
        }
      : undefined;
  const filters = FILTERS.filter((option) => (option.own ? canCreate : option.signedIn ? signedIn || canCreate : true));
  const emptyText = FILTERS.find((option) => option.value === filter)?.empty ?? 'No boards yet.';

  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(false);
    loadNext(BOARDS_PAGE_SIZE, { onComplete: (error) => setLoadError(Boolean(error)) });
  };

  return (
    <Box paddingY={2} data-test-id="profile-boards">
      {/* The Boards tab already says it on screen; the heading is for screen readers' outline. */}
      <Box display="visuallyHidden">
        <Heading accessibilityLevel={2}>Boards</Heading>
      </Box>
      <Flex justifyContent="between" alignItems="center" gap={2}>
        <Box width={200}>
          <SelectList id="board-sort" label="Sort by" labelDisplay="hidden" size="md" value={sort} onChange={({ value }) => changeSort(value)}>
            {SORTS.map((option) => (
              <SelectList.Option key={option.value} label={option.label} value={option.value} />
            ))}
          </SelectList>
        </Box>
        {canCreate && mobile ? <IconButton icon="add" accessibilityLabel="Create board" bgColor="lightGray" size="md" onClick={() => setCreating(true)} /> : null}
        {canCreate && !mobile ? <Button text="Create board" iconEnd="add" color="gray" size="md" onClick={() => setCreating(true)} /> : null}
      </Flex>
      <Box paddingY={2}>
        <div role="group" aria-label="Show boards" data-test-id="board-filters">
          <Flex gap={2} wrap>
            {filters.map((option) => (
              <ButtonToggle key={option.value} size="sm" text={option.label} selected={filter === option.value} onClick={() => changeFilter(option.value)} />
            ))}
          </Flex>
        </div>
      </Box>
      {reorderable ? (
        <Text size="100" color="subtle">
          Drag a board to move it, or use its arrows.
        </Text>
      ) : null}
      <Box paddingY={4} aria-busy={refetching} opacity={refetching ? 0.5 : 1}>
        {!boards ? (
          <PartialRetry
            what="the boards"
            onRetry={() =>
              startTransition(() => {
                refetch({ sort, filter, count: BOARDS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' });
              })
            }
          />
        ) : boards.length === 0 ? (
          <Text color="subtle" align="center">
            {emptyText}
          </Text>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(236px, 1fr))', gap: 16 }}>
            {boards.map((board, index) => (
              <BoardCard key={board.id} board={board} reorder={reorderOf(index)} />
            ))}
          </div>
        )}
      </Box>
      <Flex justifyContent="center" direction="column" alignItems="center" gap={2}>
        {isLoadingNext ? <Spinner show accessibilityLabel="Loading more boards" /> : null}
        {loadError && !isLoadingNext ? <Text color="subtle">Couldn&apos;t load more boards.</Text> : null}
        {hasNext && !isLoadingNext ? <Button text={loadError ? 'Try again' : 'Load more'} onClick={loadMore} /> : null}
      </Flex>
      {creating ? (
        <CreateBoardModal
          onDismiss={() => setCreating(false)}
          updater={prependCreated}
          onCreated={(board) => {
            setCreating(false);
            // pin-card §4: a confirmation toast after a board is created.
            toast.show({ text: `Created board "${board.name}"`, dataTestId: 'board-created-toast' });
          }}
        />
      ) : null}
    </Box>
  );
}
