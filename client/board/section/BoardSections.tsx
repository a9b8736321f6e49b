import { Box, Button, Flex } from 'gestalt';
import { graphql, usePaginationFragment } from 'react-relay';
import BoardSectionTile from './BoardSectionTile';
import type { BoardSections_board$key } from './__generated__/BoardSections_board.graphql';
import type { BoardSectionsPaginationQuery } from './__generated__/BoardSectionsPaginationQuery.graphql';

/** The connection new sections are appended to (createBoardSection's @appendNode). */
export const BOARD_SECTIONS_CONNECTION = 'BoardSections_sectionsConnection';
export const SECTIONS_PAGE_SIZE = 25;

/** A board's sections in board order, a row of tiles above its pins (nothing when it has none). */
export default function BoardSections({ board }: { readonly board: BoardSections_board$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<BoardSectionsPaginationQuery, BoardSections_board$key>(
    graphql`
      fragment BoardSections_board on Board
      @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" })
      @refetchable(queryName: "BoardSectionsPaginationQuery") {
        sectionsConnection(first: $count, after: $cursor) @connection(key: "BoardSections_sectionsConnection") {
          edges {
            node {
              id
              ...BoardSectionTile_section
            }
          }
        }
      }
    `,
    board,
  );
  const sections = data.sectionsConnection?.edges.map((edge) => edge.node) ?? [];
  if (sections.length === 0) return null;
  return (
    <Box paddingY={4} data-test-id="board-sections">
      <ul aria-label="Sections" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 16 }}>
        {sections.map((section) => (
          <li key={section.id}>
            <BoardSectionTile section={section} />
          </li>
        ))}
      </ul>
      {hasNext ? (
        <Flex justifyContent="center">
          <Box paddingY={2}>
            <Button text="More sections" color="gray" disabled={isLoadingNext} onClick={() => loadNext(SECTIONS_PAGE_SIZE)} />
          </Box>
        </Flex>
      ) : null}
    </Box>
  );
}
