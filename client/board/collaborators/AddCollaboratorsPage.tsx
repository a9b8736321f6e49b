/**
 * /board/{id}/edit/add_collaborators (issue 15, platform §2): 'Invite collaborators': find people to
 * invite or enter an e-mail address (PeopleSearch; someone without an account gets a sign-up link that
 * brings them to the board), and "Copy link", the board's invite link (createBoardInviteCode, channel 1). For the owner, and for
 * collaborators when the owner lets them invite; others see the board. Framed like the board editor.
 */
import { useRouter } from 'found';
import { Box, Button, Divider, Flex, Heading, Text } from 'gestalt';
import { useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useCopyToClipboard } from '../../shell/useCopyToClipboard';
import { useViewer } from '../../viewer/ViewerContext';
import BoardPage from '../BoardPage';
import EditorFrame from '../EditorFrame';
import PeopleSearch from './PeopleSearch';
import { collaboratorsPath } from './paths';
import { useInviteToBoard } from './useInviteToBoard';
import type { AddCollaboratorsPage_board$key } from './__generated__/AddCollaboratorsPage_board.graphql';

export default function AddCollaboratorsPage({ board }: { readonly board: AddCollaboratorsPage_board$key }) {
  const data = useFragment(
    graphql`
      fragment AddCollaboratorsPage_board on Board {
        id
        entityId
        name
        url
        viewerCanInvite
        owner {
          username
        }
        ...BoardPage_board
      }
    `,
    board,
  );
  const viewer = useViewer();
  const { match, router } = useRouter();
  const { invite, makeLink, makingLink } = useInviteToBoard(data.id);
  const clipboard = useCopyToClipboard();
  const [link, setLink] = useState<{ readonly url: string } | { readonly message: string } | null>(null);
  const exclude = useMemo(() => new Set([data.owner.username.toLowerCase(), ...(viewer.username ? [viewer.username.toLowerCase()] : [])]), [data.owner.username, viewer.username]);

  // Opened from the collaborators page or the board: closing goes back there.
  const state = match.location.state as { fromCollaborators?: unknown; fromBoard?: unknown } | null | undefined;
  const cameFromApp = state?.fromCollaborators === true || state?.fromBoard === true;
  const close = () => {
    if (cameFromApp) router.go(-1);
    else router.replace(collaboratorsPath(data.entityId));
  };

  if (!data.viewerCanInvite) return <BoardPage board={data} />;

  const copyLink = () => {
    clipboard.reset();
    makeLink((result) => {
      setLink(result);
      if ('url' in result) void clipboard.copy(result.url);
    });
  };

  let linkNote: string | null = null;
  if (link && 'message' in link) linkNote = link.message;
  else if (clipboard.state === 'copied') linkNote = 'Link copied. Anyone with it can join this board.';
  else if (clipboard.state === 'failed' && link) linkNote = `Copy this link: ${link.url}`;

  return (
    <EditorFrame heading="Invite collaborators" page={<BoardPage board={data} />} onClose={close} dataTestId="add-collaborators">
      <Flex direction="column" gap={4}>
        <Text color="subtle">{`Invite people to save Pins to "${data.name}" with you.`}</Text>
        <PeopleSearch exclude={exclude} invite={invite} />
        <Divider />
        <Flex direction="column" gap={2}>
          <Heading accessibilityLevel={2} size="300">
            Share a link
          </Heading>
          <Box>
            <Button text="Copy link" iconStart="link" color="gray" disabled={makingLink} onClick={copyLink} />
          </Box>
          {linkNote ? (
            <Box role="status" data-test-id="invite-link-status">
              <Text size="200" overflow="breakAll">
                {linkNote}
              </Text>
            </Box>
          ) : null}
        </Flex>
      </Flex>
    </EditorFrame>
  );
}
