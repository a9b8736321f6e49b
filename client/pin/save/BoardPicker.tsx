import { Box, Button, Flex, Icon, IconButton, Image, Mask, SearchField, Spinner, TapArea, Text } from 'gestalt';
import { Suspense, useEffect, useId, useRef, useState, useTransition } from 'react';
import { graphql, useFragment, useLazyLoadQuery, usePaginationFragment } from 'react-relay';
import PartialRetry from '../../shell/PartialRetry';
import CreateBoardForm from './CreateBoardForm';
import type { BoardPicker_board$key } from './__generated__/BoardPicker_board.graphql';
import type { BoardPicker_viewer$key } from './__generated__/BoardPicker_viewer.graphql';
import type { BoardPickerPaginationQuery } from './__generated__/BoardPickerPaginationQuery.graphql';
import type { BoardPickerQuery } from './__generated__/BoardPickerQuery.graphql';

/** platform §9: boards page_size 25. */
export const BOARD_PICKER_PAGE_SIZE = 25;
/** How long typing in the search field settles before the boards are asked for again. */
export const BOARD_SEARCH_DEBOUNCE_MS = 250;

export interface BoardChoice {
  /** The board's global id. */
  readonly boardId: string;
  readonly boardEntityId: string;
  readonly boardName: string;
  /** The section's v3 id, or null for the board itself. */
  readonly sectionId: string | null;
  readonly sectionTitle: string | null;
}

export interface BoardPickerProps {
  readonly onPick: (choice: BoardChoice) => void;
  /** The board shown as chosen (global id). */
  readonly selectedBoardId?: string | null;
  /** The section shown as chosen (v3 id). */
  readonly selectedSectionId?: string | null;
  /** While a save runs: rows can't be picked. */
  readonly busy?: boolean;
  readonly autoFocusSearch?: boolean;
}

const boardFragment = graphql`
  fragment BoardPicker_board on Board {
    id
    entityId
    name
    privacy
    coverImage(size: S60X60) {
      url
    }
    sections {
      entityId
      title
    }
  }
`;

function BoardRow({
  board,
  onPick,
  selectedBoardId,
  selectedSectionId,
  busy,
}: {
  readonly board: BoardPicker_board$key;
  readonly onPick: (choice: BoardChoice) => void;
  readonly selectedBoardId: string | null;
  readonly selectedSectionId: string | null;
  readonly busy: boolean;
}) {
  const data = useFragment(boardFragment, board);
  const [expanded, setExpanded] = useState(false);
  const sectionsId = useId();
  const secret = data.privacy === 'secret';
  const hasSections = data.sections.length > 0;
  const boardSelected = selectedBoardId === data.id && !selectedSectionId;
  const pick = (sectionId: string | null, sectionTitle: string | null) =>
    onPick({ boardId: data.id, boardEntityId: data.entityId, boardName: data.name, sectionId, sectionTitle });
  return (
    <li data-test-id="board-picker-row" data-board-id={data.entityId} data-selected={boardSelected}>
      <Flex alignItems="center" gap={1}>
        <Flex.Item flex="grow">
          <TapArea
            role="button"
            accessibilityLabel={secret ? `${data.name}, secret board` : data.name}
            disabled={busy}
            rounding={4}
            onTap={() => pick(null, null)}
          >
            <Box padding={2} color={boardSelected ? 'secondary' : 'transparent'} rounding={4}>
              <Flex alignItems="center" gap={3}>
                <Box width={48} height={48} color="secondary" rounding={4} overflow="hidden">
                  {data.coverImage ? (
                    <Mask rounding={4} width={48} height={48}>
                      <Image src={data.coverImage.url} alt="" naturalWidth={1} naturalHeight={1} fit="cover" />
                    </Mask>
                  ) : null}
                </Box>
                <Flex.Item flex="grow" minWidth={0}>
                  <Text weight="bold" lineClamp={1}>
                    {data.name}
                  </Text>
                </Flex.Item>
                {secret ? <Icon icon="lock" accessibilityLabel="Secret board" color="subtle" size={16} /> : null}
                {boardSelected ? <Icon icon="check" accessibilityLabel="Chosen" color="default" size={16} /> : null}
              </Flex>
            </Box>
          </TapArea>
        </Flex.Item>
        {hasSections ? (
          <IconButton
            icon={expanded ? 'arrow-up' : 'arrow-down'}
            size="sm"
            accessibilityLabel={`Sections of ${data.name}`}
            accessibilityExpanded={expanded}
            accessibilityControls={sectionsId}
            onClick={() => setExpanded((open) => !open)}
          />
        ) : null}
      </Flex>
      {hasSections && expanded ? (
        <ul id={sectionsId} style={{ listStyle: 'none', margin: 0, paddingInlineStart: 56 }} aria-label={`Sections of ${data.name}`}>
          {data.sections.map((section) => {
            const selected = selectedBoardId === data.id && selectedSectionId === section.entityId;
            return (
              <li key={section.entityId} data-test-id="board-picker-section" data-selected={selected}>
                <TapArea role="button" accessibilityLabel={`${section.title}, section of ${data.name}`} disabled={busy} rounding={4} onTap={() => pick(section.entityId, section.title)}>
                  <Box padding={2} color={selected ? 'secondary' : 'transparent'} rounding={4}>
                    <Flex alignItems="center" gap={2}>
                      <Flex.Item flex="grow">
                        <Text lineClamp={1}>{section.title}</Text>
                      </Flex.Item>
                      {selected ? <Icon icon="check" accessibilityLabel="Chosen" color="default" size={16} /> : null}
                    </Flex>
                  </Box>
                </TapArea>
              </li>
            );
          })}
        </ul>
      ) : null}
    </li>
  );
}

function BoardList({ viewer, props, query }: { readonly viewer: BoardPicker_viewer$key; readonly props: BoardPickerProps; readonly query: string }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<BoardPickerPaginationQuery, BoardPicker_viewer$key>(
    graphql`
      fragment BoardPicker_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, query: { type: "String" })
      @refetchable(queryName: "BoardPickerPaginationQuery") {
        saveBoards(first: $count, after: $cursor, query: $query) @connection(key: "BoardPicker_saveBoards", filters: ["query"]) {
          __id
          edges {
            node {
              id
              ...BoardPicker_board
            }
          }
        }
      }
    `,
    viewer,
  );
  const [searching, startTransition] = useTransition();
  const [creating, setCreating] = useState(false);
  const [loadError, setLoadError] = useState(false);
  const lastQuery = useRef(query);

  useEffect(() => {
    if (lastQuery.current === query) return;
    lastQuery.current = query;
    startTransition(() => {
      refetch({ query: query || null, count: BOARD_PICKER_PAGE_SIZE, cursor: null }, { fetchPolicy: 'store-or-network' });
    });
  }, [query, refetch]);

  if (!data.saveBoards) {
    return (
      <PartialRetry
        what="your boards"
        onRetry={() =>
          startTransition(() => {
            refetch({ query: query || null, count: BOARD_PICKER_PAGE_SIZE, cursor: null }, { fetchPolicy: 'network-only' });
          })
        }
      />
    );
  }
  const { onPick, selectedBoardId = null, selectedSectionId = null, busy = false } = props;
  const boards = data.saveBoards.edges;
  const loadMore = () => {
    if (!hasNext || isLoadingNext) return;
    setLoadError(false);
    loadNext(BOARD_PICKER_PAGE_SIZE, { onComplete: (error) => setLoadError(Boolean(error)) });
  };

  return (
    <Flex direction="column" gap={2}>
      {searching ? <Spinner show size="sm" accessibilityLabel="Searching boards" /> : null}
      {boards.length === 0 && !searching ? <Text color="subtle">{query ? `No boards match "${query}".` : 'You have no boards yet.'}</Text> : null}
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Boards" data-test-id="board-picker-list">
        {boards.map((edge) => (
          <BoardRow key={edge.node.id} board={edge.node} onPick={onPick} selectedBoardId={selectedBoardId} selectedSectionId={selectedSectionId} busy={busy} />
        ))}
      </ul>
      {isLoadingNext ? <Spinner show size="sm" accessibilityLabel="Loading more boards" /> : null}
      {loadError && !isLoadingNext ? <Text color="subtle">Couldn&apos;t load more boards.</Text> : null}
      {hasNext && !isLoadingNext ? <Button text={loadError ? 'Try again' : 'More boards'} size="sm" onClick={loadMore} /> : null}
      {creating ? (
        <CreateBoardForm
          connections={[data.saveBoards.__id]}
          onCancel={() => setCreating(false)}
          onCreated={(board) => {
            setCreating(false);
            onPick({ boardId: board.id, boardEntityId: board.entityId, boardName: board.name, sectionId: null, sectionTitle: null });
          }}
        />
      ) : (
        <Box>
          <Button text="Create board" iconEnd="add" color="gray" disabled={busy} onClick={() => setCreating(true)} />
        </Box>
      )}
    </Flex>
  );
}

function BoardPickerData({ props, query }: { readonly props: BoardPickerProps; readonly query: string }) {
  // The first query ever typed is the one the lazy query is made with; later ones refetch the fragment.
  const [initialQuery] = useState(query);
  const [fetchKey, setFetchKey] = useState(0);
  const data = useLazyLoadQuery<BoardPickerQuery>(
    graphql`
      query BoardPickerQuery($query: String) {
        viewer {
          ...BoardPicker_viewer @arguments(query: $query)
        }
      }
    `,
    { query: initialQuery || null },
    { fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only', fetchKey },
  );
  if (!data.viewer) return <PartialRetry what="your boards" onRetry={() => setFetchKey((key) => key + 1)} />;
  return <BoardList viewer={data.viewer} props={props} query={query} />;
}

/**
 * Where to save a pin (pin-card §4): the viewer's boards (25 at a time, searchable by name), each
 * with its cover, name, a lock when secret and its sections; 'Create board' inline. Loads its own
 * data inside its own Suspense.
 */
export default function BoardPicker(props: BoardPickerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const { autoFocusSearch = false } = props;
  useEffect(() => {
    if (autoFocusSearch) document.getElementById(`${id}-search`)?.focus();
  }, [autoFocusSearch, id]);
  useEffect(() => {
    const next = text.trim();
    if (next === query) return undefined;
    const timer = window.setTimeout(() => setQuery(next), BOARD_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query]);
  return (
    <Flex direction="column" gap={3}>
      <SearchField
        id={`${id}-search`}
        accessibilityLabel="Search your boards"
        accessibilityClearButtonLabel="Clear search"
        placeholder="Search"
        value={text}
        autoComplete="off"
        onChange={({ value }) => setText(value)}
      />
      <Suspense fallback={<Spinner show accessibilityLabel="Loading boards" />}>
        <BoardPickerData props={props} query={query} />
      </Suspense>
    </Flex>
  );
}
