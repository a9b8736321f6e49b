import { useRouter } from 'found';
import { Box, Flex, Heading, IconButton, Link, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../../shell/useDocumentTitle';
import { pinCountLabel } from './BoardSectionTile';
import SectionPins from './SectionPins';
import type { SectionPage_section$key } from './__generated__/SectionPage_section.graphql';

/** Where 'Edit section' goes; location state `fromSection` lets closing the editor go back. */
export const sectionEditPath = (entityId: string): string => `/boardsection/${encodeURIComponent(entityId)}/edit`;

/**
 * /{username}/{board}/{section}/: the section's title, its board (a link back), its pin count and its
 * pins; 'Edit section' for the board's owner and collaborators while the board is not archived.
 */
export default function SectionPage({ section }: { readonly section: SectionPage_section$key }) {
  const data = useFragment(
    graphql`
      fragment SectionPage_section on BoardSection {
        entityId
        title
        pinCount
        board {
          name
          url
          archived
          viewerRole
        }
        ...SectionPins_section
      }
    `,
    section,
  );
  const { router } = useRouter();
  const board = data.board ?? null;
  const canEdit = board !== null && !board.archived && (board.viewerRole === 'OWNER' || board.viewerRole === 'COLLABORATOR');

  useDocumentTitle(`${data.title}${board ? ` | ${board.name}` : ''} | Corkboard`);

  return (
    <Box paddingY={6} paddingX={4} data-test-id="board-section-page">
      <Flex direction="column" alignItems="center" gap={3}>
        {board ? (
          <Link href={board.url} underline="hover">
            <Text color="subtle" weight="bold">
              {board.name}
            </Text>
          </Link>
        ) : null}
        <Flex alignItems="center" gap={2}>
          <Heading accessibilityLevel={1} size="600" align="center">
            {data.title}
          </Heading>
          {canEdit ? (
            <IconButton
              icon="edit"
              accessibilityLabel="Edit section"
              bgColor="transparent"
              size="md"
              onClick={() => router.push({ pathname: sectionEditPath(data.entityId), state: { fromSection: true } })}
            />
          ) : null}
        </Flex>
        <Text color="subtle" align="center">
          <span data-test-id="section-pin-count">{pinCountLabel(data.pinCount)}</span>
        </Text>
      </Flex>
      <SectionPins section={data} />
    </Box>
  );
}
