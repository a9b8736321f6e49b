import { useRouter } from 'found';
import { BannerSlim, Box, Button, Flex, Heading, Icon, IconButton, Link, Text } from 'gestalt';
import { useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import MenuButton, { type MenuItem } from '../shell/MenuButton';
import { useToast } from '../shell/toast/ToastProvider';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import { useGate } from '../account/gate';
import { useViewer } from '../viewer/ViewerContext';
import { useErrorToast } from '../shell/useErrorToast';
import UserAvatar from '../user/UserAvatar';
import BoardPins from './BoardPins';
import BoardCollaboratorsRow from './collaborators/BoardCollaboratorsRow';
import AddSectionModal from './section/AddSectionModal';
import BoardSections from './section/BoardSections';
import { useBoardActions, type BoardActions } from './useBoardActions';
import type { BoardFollowCallbacks, CommitBoardFollow } from './boardFollowMutation';
import { useFollowBoardMutation } from './useFollowBoardMutation';
import { useUnfollowBoardMutation } from './useUnfollowBoardMutation';
import type { BoardPage_board$key } from './__generated__/BoardPage_board.graphql';

interface Props {
  readonly board: BoardPage_board$key;
}

function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** Where 'Edit board' goes; location state `fromBoard` lets closing the editor go back. */
export const boardEditPath = (entityId: string): string => `/board/${encodeURIComponent(entityId)}/edit`;

/**
 * 'Board options' (…): the owner's archive or unarchive and delete; 'Invite collaborators' for
 * whoever may invite (the owner, or a collaborator when the owner lets them).
 */
function BoardOptions({ archived, isOwner, canInvite, actions }: { readonly archived: boolean; readonly isOwner: boolean; readonly canInvite: boolean; readonly actions: BoardActions }) {
  const items: MenuItem[] = [
    ...(canInvite ? [{ value: 'invite', label: 'Invite collaborators', onSelect: actions.inviteCollaborators }] : []),
    ...(isOwner
      ? [
          archived ? { value: 'unarchive', label: 'Unarchive board', onSelect: actions.unarchive } : { value: 'archive', label: 'Archive board', onSelect: actions.askArchive },
          { value: 'delete', label: 'Delete board', onSelect: actions.askDelete },
        ]
      : []),
  ];
  return <MenuButton id="board-options" label="Board options" items={items} bgColor="transparent" size="md" dataTestId="board-options-button" />;
}

/**
 * A board: name, description, owner, counts, Follow / Following, its sections and its pins in the
 * masonry grid. Its owner edits it ('Edit board'), archives, unarchives or deletes it ('Board
 * options'); the owner and collaborators add sections. An archived board is read-only, with a banner.
 */
export default function BoardPage({ board }: Props) {
  // Who is looking: follow is gated for logged-out and limited-login viewers.
  const viewer = useViewer();
  const viewerKind = viewer.kind;
  const viewerUsername = viewer.kind === 'anonymous' ? null : viewer.username;
  const data = useFragment(
    graphql`
      fragment BoardPage_board on Board {
        id
        entityId
        name
        description
        url
        privacy
        archived
        viewerRole
        viewerCanInvite
        pinCount
        followerCount
        followedByMe
        owner {
          id
          username
          fullName
          imageMediumUrl
          isViewer
        }
        ...BoardSections_board
        ...BoardPins_board
        ...BoardCollaboratorsRow_board
      }
    `,
    board,
  );
  const [follow, following] = useFollowBoardMutation();
  const [unfollow, unfollowing] = useUnfollowBoardMutation();
  const { gate, modal } = useGate(viewerKind);
  const inFlight = useRef(false);
  const toast = useErrorToast('board-toast');
  const notice = useToast();
  const { router } = useRouter();
  const [addingSection, setAddingSection] = useState(false);
  const actions = useBoardActions({
    id: data.id,
    entityId: data.entityId,
    name: data.name,
    url: data.url,
    archived: data.archived,
    ownerUsername: data.owner.username,
  });

  const ownerName = data.owner.fullName || data.owner.username;
  const ownBoard = data.owner.isViewer || (viewerUsername !== null && viewerUsername.toLowerCase() === data.owner.username.toLowerCase());
  const isOwner = data.viewerRole === 'OWNER';
  // Archived boards are read-only: no section or pin changes until the owner unarchives.
  const canEditContents = !data.archived && (isOwner || data.viewerRole === 'COLLABORATOR');

  useDocumentTitle(`${data.name} | Corkboard`);

  /** Taps while a follow request is in flight are ignored. */
  const run = (commit: CommitBoardFollow, reason: 'follow' | 'unfollow') =>
    gate(reason, data.url, () => {
      if (inFlight.current) return;
      const callbacks: BoardFollowCallbacks = {
        onSuccess: () => {
          inFlight.current = false;
        },
        onFailure: (message) => {
          inFlight.current = false;
          toast.show(message);
        },
      };
      inFlight.current = commit(data.id, callbacks);
    });

  return (
    <Box paddingY={6} paddingX={4} data-test-id="board" aria-busy={following || unfollowing}>
      <Flex direction="column" alignItems="center" gap={3}>
        <Flex alignItems="center" gap={2}>
          <Heading accessibilityLevel={1} size="600" align="center">
            {data.name}
          </Heading>
          {data.privacy === 'secret' ? <Icon icon="lock" accessibilityLabel="Secret board" size={20} color="default" /> : null}
          {isOwner || data.viewerCanInvite ? <BoardOptions archived={data.archived} isOwner={isOwner} canInvite={data.viewerCanInvite} actions={actions} /> : null}
        </Flex>
        {data.archived ? (
          <Box data-test-id="board-archived-banner" maxWidth={560} width="100%">
            <BannerSlim
              type="neutral"
              iconAccessibilityLabel="Archived"
              message="This board is archived"
              primaryAction={
                isOwner
                  ? { role: 'button', label: 'Unarchive', accessibilityLabel: 'Unarchive board', disabled: actions.archiving, onClick: actions.unarchive }
                  : undefined
              }
            />
          </Box>
        ) : null}
        {data.description ? (
          <Box maxWidth={560}>
            <Text align="center">{data.description}</Text>
          </Box>
        ) : null}
        <Link href={`/${encodeURIComponent(data.owner.username)}/`} underline="hover">
          <Flex alignItems="center" gap={2}>
            <UserAvatar name={ownerName} src={data.owner.imageMediumUrl} size="sm" />
            <Text weight="bold">{ownerName}</Text>
          </Flex>
        </Link>
        <BoardCollaboratorsRow board={data} />
        <Text color="subtle" align="center">
          <span data-test-id="board-pin-count">{countLabel(data.pinCount, 'Pin', 'Pins')}</span>
          {' · '}
          <span data-test-id="board-follower-count">{countLabel(data.followerCount, 'follower', 'followers')}</span>
        </Text>
        {ownBoard ? null : data.followedByMe ? (
          <Button text="Following" color="gray" size="lg" selected accessibilityLabel="Following" onClick={() => run(unfollow, 'unfollow')} />
        ) : (
          <Button text="Follow" color="red" size="lg" onClick={() => run(follow, 'follow')} />
        )}
        {canEditContents ? (
          <Flex gap={2} alignItems="center" justifyContent="center">
            {isOwner ? (
              <IconButton
                icon="edit"
                accessibilityLabel="Edit board"
                bgColor="lightGray"
                size="md"
                onClick={() => router.push({ pathname: boardEditPath(data.entityId), state: { fromBoard: true } })}
              />
            ) : null}
            <Button text="Add section" iconStart="add" color="gray" size="md" onClick={() => setAddingSection(true)} />
          </Flex>
        ) : null}
      </Flex>
      <BoardSections board={data} />
      <BoardPins board={data} />
      {modal}
      {actions.modal}
      {addingSection ? (
        <AddSectionModal
          boardId={data.id}
          onDismiss={() => setAddingSection(false)}
          onAdded={(title) => {
            setAddingSection(false);
            notice.show({ text: `Added section "${title}"`, dataTestId: 'section-added-toast' });
          }}
        />
      ) : null}
    </Box>
  );
}
