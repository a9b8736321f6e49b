import { Box, Button, Flex, Heading, Icon, Link, SelectList, Spinner, Text } from 'gestalt';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import BoardCover from '../board/BoardCover';
import PartialRetry from '../shell/PartialRetry';
import type { ProfileBoards_user$data, ProfileBoards_user$key } from './__generated__/ProfileBoards_user.graphql';
import type { ProfileBoardsPaginationQuery, BoardSort } from './__generated__/ProfileBoardsPaginationQuery.graphql';

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

type BoardNode = NonNullable<ProfileBoards_user$data['boards']>['edges'][number]['node'];

function BoardCard({ board }: { readonly board: BoardNode }) {
  return (
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
}

/** The person's boards (25 a page) with the platform §3 sort options; changing the sort refetches. */
export default function ProfileBoards({ user }: { readonly user: ProfileBoards_user$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ProfileBoardsPaginationQuery, ProfileBoards_user$key>(
    graphql`
      fragment ProfileBoards_user on User
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, sort: { type: "BoardSort", defaultValue: last_pinned_to })
      @refetchable(queryName: "ProfileBoardsPaginationQuery") {
        boards(first: $count, after: $cursor, sort: $sort) @connection(key: "ProfileBoards_boards", filters: ["sort"]) {
          edges {
            node {
              id
              name
              url
              pinCount
              privacy
              ...BoardCover_board
            }
          }
        }
      }
    `,
    user,
  );
  const [sort, setSort] = useState<BoardSort>(DEFAULT_BOARD_SORT);
  const [refetching, startTransition] = useTransition();
  const [loadError, setLoadError] = useState(false);
  const boards = data.boards?.edges.map((edge) => edge.node);

  const changeSort = (value: string) => {
    if (!isSort(value)) return;
    setSort(value);
    startTransition(() => {
      refetch({ sort: value, count: BOARDS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  };

  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(false);
    loadNext(BOARDS_PAGE_SIZE, { onComplete: (error) => setLoadError(Boolean(error)) });
  };

  return (
    <Box paddingY={6} data-test-id="profile-boards">
      <Flex justifyContent="between" alignItems="end" gap={4} wrap>
        <Heading accessibilityLevel={2} size="400">
          Boards
        </Heading>
        <Box width={220}>
          <SelectList id="board-sort" label="Sort by" size="md" value={sort} onChange={({ value }) => changeSort(value)}>
            {SORTS.map((option) => (
              <SelectList.Option key={option.value} label={option.label} value={option.value} />
            ))}
          </SelectList>
        </Box>
      </Flex>
      <Box paddingY={4} aria-busy={refetching} opacity={refetching ? 0.5 : 1}>
        {!boards ? (
          <PartialRetry
            what="the boards"
            onRetry={() =>
              startTransition(() => {
                refetch({ sort, count: BOARDS_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' });
              })
            }
          />
        ) : boards.length === 0 ? (
          <Text color="subtle" align="center">
            No boards yet.
          </Text>
        ) : (
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(236px, 1fr))', gap: 16 }}>
            {boards.map((board) => (
              <BoardCard key={board.id} board={board} />
            ))}
          </div>
        )}
      </Box>
      <Flex justifyContent="center" direction="column" alignItems="center" gap={2}>
        {isLoadingNext ? <Spinner show accessibilityLabel="Loading more boards" /> : null}
        {loadError && !isLoadingNext ? <Text color="subtle">Couldn&apos;t load more boards.</Text> : null}
        {hasNext && !isLoadingNext ? <Button text={loadError ? 'Try again' : 'Load more'} onClick={loadMore} /> : null}
      </Flex>
    </Box>
  );
}
