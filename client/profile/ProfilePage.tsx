import { Box, Button, Flex, Heading, Layer, ModalAlert, Tabs, TapArea, Text } from 'gestalt';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useGate } from '../account/gate';
import { useViewer } from '../viewer/ViewerContext';
import type { LoginReason } from '../account/loginRedirect';
import { useErrorToast } from '../shell/useErrorToast';
import { useToast } from '../shell/toast/ToastProvider';
import UserAvatar from '../user/UserAvatar';
import FollowListModal, { type FollowListKind } from './FollowListModal';
import ProfileBoards from './ProfileBoards';
import ProfileSavedPins from './ProfileSavedPins';
import type { SocialCallbacks, CommitSocial } from './socialMutation';
import { useBlockUserMutation } from './useBlockUserMutation';
import { useFollowUserMutation } from './useFollowUserMutation';
import { useUnblockUserMutation } from './useUnblockUserMutation';
import { useUnfollowUserMutation } from './useUnfollowUserMutation';
import type { ProfilePage_user$key } from './__generated__/ProfilePage_user.graphql';

interface Props {
  readonly user: ProfilePage_user$key;
  /** `/{username}/` (boards) or `/{username}/_saved/`; must match the `saved` argument the query used. */
  readonly tab?: 'boards' | 'saved';
}

function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** A person's profile: picture, name, about, counts, Follow and Block, and their boards. */
export default function ProfilePage({ user, tab = 'boards' }: Props) {
  const viewer = useViewer();
  const viewerUsername = viewer.kind === 'anonymous' ? null : viewer.username;
  const data = useFragment(
    graphql`
      fragment ProfilePage_user on User @argumentDefinitions(saved: { type: "Boolean", defaultValue: false }) {
        id
        isViewer
        username
        fullName
        imageMediumUrl
        about
        followerCount
        followingCount
        explicitlyFollowedByMe
        blockedByMe
        ...ProfileBoards_user @skip(if: $saved) @alias(as: "boardsTab")
        ...ProfileSavedPins_user @include(if: $saved) @alias(as: "savedTab")
      }
    `,
    user,
  );
  const [follow, following] = useFollowUserMutation();
  const [unfollow, unfollowing] = useUnfollowUserMutation();
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  const inFlight = useRef(false);
  const busy = following || unfollowing || blocking || unblocking;
  const toast = useErrorToast('profile-toast');
  const notice = useToast();
  const [confirmBlock, setConfirmBlock] = useState(false);
  // Logged out: the log-in modal; limited login: the limited-login modal (platform §6).
  const { gate, modal: gateModal } = useGate(viewer.kind);
  const [followList, setFollowList] = useState<FollowListKind | null>(null);

  const name = data.fullName || data.username;
  const ownProfile = data.isViewer || (viewerUsername !== null && viewerUsername === data.username);
  const profilePath = `/${encodeURIComponent(data.username)}/`;

  useEffect(() => {
    const previous = document.title;
    document.title = `${name} (@${data.username}) | Corkboard`;
    return () => {
      document.title = previous;
    };
  }, [name, data.username]);

  /** Taps while any follow/block request is in flight are ignored. */
  const act = (commit: CommitSocial) => {
    if (inFlight.current) return;
    const callbacks: SocialCallbacks = {
      onSuccess: () => {
        inFlight.current = false;
      },
      onFailure: (message) => {
        inFlight.current = false;
        toast.show(message);
      },
    };
    inFlight.current = commit(data.id, callbacks);
  };
  const run = (commit: CommitSocial, reason: LoginReason) => gate(reason, profilePath, () => act(commit));

  const followButton = data.explicitlyFollowedByMe ? (
    <Button text="Following" color="gray" size="lg" selected accessibilityLabel="Following" onClick={() => run(unfollow, 'unfollow')} />
  ) : (
    <Button text="Follow" color="red" size="lg" onClick={() => run(follow, 'follow')} />
  );

  return (
    <Box paddingY={6} paddingX={4} data-test-id="profile" aria-busy={busy}>
      <Flex direction="column" alignItems="center" gap={3}>
        <UserAvatar name={name} src={data.imageMediumUrl} size="md" />
        <Heading accessibilityLevel={1} size="400" align="center">
          {name}
        </Heading>
        <Text color="subtle" align="center">
          @{data.username}
        </Text>
        {data.about ? (
          <Box maxWidth={480}>
            <Text align="center">{data.about}</Text>
          </Box>
        ) : null}
        <Flex gap={2} alignItems="center">
          <TapArea fullWidth={false} rounding={2} onTap={() => setFollowList('followers')}>
            <Text weight="bold">
              <span data-test-id="follower-count">{countLabel(data.followerCount, 'follower', 'followers')}</span>
            </Text>
          </TapArea>
          <Text weight="bold">·</Text>
          <TapArea fullWidth={false} rounding={2} onTap={() => setFollowList('following')}>
            <Text weight="bold">
              <span data-test-id="following-count">{`${data.followingCount.toLocaleString('en-US')} following`}</span>
            </Text>
          </TapArea>
        </Flex>
        {ownProfile ? null : (
          <Flex gap={2} alignItems="center">
            {data.blockedByMe ? null : followButton}
            <Button
              text={data.blockedByMe ? 'Unblock' : 'Block'}
              color="gray"
              size="lg"
              // Unblocking is harmless; blocking asks first, saying what it does.
              onClick={() => (data.blockedByMe ? run(unblock, 'default') : gate('default', profilePath, () => setConfirmBlock(true)))}
            />
          </Flex>
        )}
      </Flex>
      {confirmBlock ? (
        <Layer zIndex={MODAL_Z_INDEX}>
          <ModalAlert
            accessibilityModalLabel={`Block ${name}?`}
            heading={`Block ${name}?`}
            onDismiss={() => setConfirmBlock(false)}
            primaryAction={{
              role: 'button',
              label: 'Block',
              accessibilityLabel: `Block ${name}`,
              onClick: () => {
                setConfirmBlock(false);
                act(block);
                notice.show({ text: `Blocked ${name}`, dataTestId: 'block-toast' });
              },
            }}
            secondaryAction={{ role: 'button', label: 'Cancel', accessibilityLabel: 'Cancel', onClick: () => setConfirmBlock(false) }}
          >
            <Text>
              {`${name} won't be able to follow you, see your profile, boards or Pins, or message you, and you won't see theirs. If you follow each other, that ends. They won't be told.`}
            </Text>
          </ModalAlert>
        </Layer>
      ) : null}
      <Box paddingY={4} display="flex" justifyContent="center">
        <Tabs
          activeTabIndex={tab === 'saved' ? 1 : 0}
          // Gestalt's link navigation provider (AppShell) routes the tab links client-side.
          onChange={() => {}}
          tabs={[
            { href: profilePath, text: 'Boards' },
            { href: `${profilePath}_saved/`, text: 'Saved' },
          ]}
        />
      </Box>
      {tab === 'saved' && data.savedTab ? <ProfileSavedPins user={data.savedTab} /> : null}
      {tab === 'boards' && data.boardsTab ? <ProfileBoards user={data.boardsTab} /> : null}
      {followList ? <FollowListModal userId={data.id} kind={followList} onDismiss={() => setFollowList(null)} /> : null}
      {gateModal}
    </Box>
  );
}
