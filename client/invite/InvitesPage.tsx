/**
 * /notifications/invites/ (issue 15; platform §2's inbox view invitesRequestsView): the board invites
 * the viewer received, newest first, each with the board's cover and name and who invited them,
 * Accept and Decline (useAnswerInvite: gone from the list at once, back on a failure).
 */
import { Box, Button, Flex, Heading, Link, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import BoardCover from '../board/BoardCover';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useAnswerInvite } from './useAnswerInvite';
import type { InvitesPage_viewer$key } from './__generated__/InvitesPage_viewer.graphql';

/** platform §2: the inbox view this page is. */
export const INBOX_VIEW = 'invitesRequestsView';

export default function InvitesPage({ viewer }: { readonly viewer: InvitesPage_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment InvitesPage_viewer on Viewer {
        boardInvites(first: 50) @connection(key: "InvitesPage_boardInvites") {
          edges {
            node {
              id
              board {
                id
                name
                url
                ...BoardCover_board
              }
              inviter {
                username
                fullName
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const { accept, decline } = useAnswerInvite();
  useDocumentTitle('Invites | Corkboard');
  const invites = data.boardInvites.edges;

  return (
    <Box paddingX={4} paddingY={6} maxWidth={720} marginStart="auto" marginEnd="auto" data-test-id={INBOX_VIEW}>
      <Flex direction="column" gap={4}>
        <Heading accessibilityLevel={1} size="400">
          Invites
        </Heading>
        {invites.length === 0 ? (
          <Text color="subtle" dataTestId="no-invites">
            No invites right now. When someone invites you to a board, it shows up here.
          </Text>
        ) : (
          <Box role="list" aria-label="Board invites" data-test-id="received-invites">
            {invites.map(({ node }) => {
              const inviter = node.inviter ? node.inviter.fullName || node.inviter.username : null;
              const target = { id: node.id, boardName: node.board.name };
              return (
                <div role="listitem" key={node.id} data-test-id="received-invite">
                  <Box paddingY={3}>
                    <Flex alignItems="center" gap={3}>
                      <Box width={96} minWidth={96}>
                        <BoardCover board={node.board} />
                      </Box>
                      <Flex.Item flex="grow" minWidth={0}>
                        <Link href={node.board.url} underline="hover">
                          <Text weight="bold" lineClamp={2}>
                            {node.board.name}
                          </Text>
                        </Link>
                        <Text size="200" color="subtle" lineClamp={2}>
                          {inviter ? `${inviter} invited you to join this board` : 'You were invited to join this board'}
                        </Text>
                      </Flex.Item>
                      <Flex gap={2} wrap>
                        <Button text="Accept" color="red" size="md" accessibilityLabel={`Accept invite to ${node.board.name}`} onClick={() => accept(target)} />
                        <Button text="Decline" color="gray" size="md" accessibilityLabel={`Decline invite to ${node.board.name}`} onClick={() => decline(target)} />
                      </Flex>
                    </Flex>
                  </Box>
                </div>
              );
            })}
          </Box>
        )}
      </Flex>
    </Box>
  );
}
