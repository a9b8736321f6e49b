/**
 * /board/{id}/edit/collaborators (issue 15, platform §2): who works on a board. A Modal over the board
 * page on a desktop, a page with Back on a phone (EditorFrame). The owner removes collaborators and
 * invites and decides whether collaborators may invite; a collaborator may leave; anyone who may
 * invite goes on to "Add collaborators". Others see the board.
 */
import { useRouter } from 'found';
import { Box, Button, Divider, Flex, Label, Switch, Text } from 'gestalt';
import { useCallback, useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useToast } from '../../shell/toast/ToastProvider';
import BoardPage from '../BoardPage';
import ConfirmModal from '../ConfirmModal';
import EditorFrame from '../EditorFrame';
import CollaboratorsList from './CollaboratorsList';
import { addCollaboratorsPath } from './paths';
import { useCollaboratorsCanInvite } from './useCollaboratorsCanInvite';
import { useLeaveBoard } from './useLeaveBoard';
import type { CollaboratorsPage_board$key } from './__generated__/CollaboratorsPage_board.graphql';

export default function CollaboratorsPage({ board }: { readonly board: CollaboratorsPage_board$key }) {
  const data = useFragment(
    graphql`
      fragment CollaboratorsPage_board on Board {
        id
        entityId
        name
        url
        viewerRole
        viewerCanInvite
        collaboratorsCanInvite
        ...BoardPage_board
        ...CollaboratorsList_board
      }
    `,
    board,
  );
  const id = useId();
  const { match, router } = useRouter();
  const toast = useToast();
  const [askingLeave, setAskingLeave] = useState(false);
  const canInvite = useCollaboratorsCanInvite(data.id);
  const onLeft = useCallback(() => {
    toast.show({ text: `You left "${data.name}"`, dataTestId: 'left-board-toast' });
    router.replace('/');
  }, [toast, router, data.name]);
  const leave = useLeaveBoard(data.id, onLeft);
  const fromBoard = (match.location.state as { fromBoard?: unknown } | null | undefined)?.fromBoard === true;
  const close = () => {
    if (fromBoard) router.go(-1);
    else router.replace(data.url);
  };

  const isOwner = data.viewerRole === 'OWNER';
  if (!isOwner && data.viewerRole !== 'COLLABORATOR') return <BoardPage board={data} />;

  const overlay = askingLeave ? (
    <ConfirmModal
      heading="Leave this board?"
      confirmText="Leave"
      disabled={leave.inFlight}
      onDismiss={() => setAskingLeave(false)}
      onConfirm={() => {
        setAskingLeave(false);
        leave.leave();
      }}
    >
      <Text>{`You won't be able to save to "${data.name}" any more. Its owner can invite you again.`}</Text>
    </ConfirmModal>
  ) : null;

  return (
    <EditorFrame heading="Collaborators" page={<BoardPage board={data} />} onClose={close} dataTestId="board-collaborators" overlay={overlay}>
      <Flex direction="column" gap={4}>
        {data.viewerCanInvite ? (
          <Button
            text="Invite collaborators"
            iconStart="add"
            color="red"
            size="lg"
            fullWidth
            onClick={() => router.push({ pathname: addCollaboratorsPath(data.entityId), state: { fromCollaborators: true } })}
          />
        ) : null}
        <CollaboratorsList board={data} onLeave={() => setAskingLeave(true)} />
        {isOwner ? (
          <>
            <Divider />
            {/* Clear of the divider: the switch's track otherwise sits on the line. */}
            <Box paddingY={2}>
              <Flex alignItems="center" gap={3}>
                <Switch id={`${id}-can-invite`} switched={data.collaboratorsCanInvite} disabled={canInvite.inFlight} onChange={({ value }) => canInvite.set(value)} />
                <Label htmlFor={`${id}-can-invite`}>
                  <Text>Collaborators can invite</Text>
                </Label>
              </Flex>
              <Text size="100" color="subtle">
                Let the people on this board invite others too.
              </Text>
            </Box>
          </>
        ) : null}
      </Flex>
    </EditorFrame>
  );
}
