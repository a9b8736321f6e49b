import { useRouter } from 'found';
import { Box, Button, Flex, Heading, Layer, ModalAlert, Tabs, TapArea, Text } from 'gestalt';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import { useEffect, useRef, useState, useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import { useGate } from '../account/gate';
import { useViewer } from '../viewer/ViewerContext';
import type { LoginReason } from '../account/loginRedirect';
import { useErrorToast } from '../shell/useErrorToast';
import { useToast } from '../shell/toast/ToastProvider';
import MenuButton from '../shell/MenuButton';
import UserAvatar from '../user/UserAvatar';
import EditProfileModal from './EditProfileModal';
import FollowListModal, { type FollowListKind } from './FollowListModal';
import ProfileBoards from './ProfileBoards';
import ProfileSavedPins from './ProfileSavedPins';
import type { SocialCallbacks, CommitSocial } from './socialMutation';
import { useBlockUserMutation } from './useBlockUserMutation';
import { useFollowUserMutation } from './useFollowUserMutation';
import { useUnblockUserMutation } from './useUnblockUserMutation';
import { useUnfollowUserMutation } from './useUnfollowUserMutation';
import type { ProfilePage_user$key } from './__generated__/ProfilePage_user.graphql';
import type { ProfilePageRefetchQuery } from './__generated__/ProfilePageRefetchQuery.graphql';

interface Props {
  readonly user: ProfilePage_user$key;
  /** `/{username}/` (boards) or `/{username}/_saved/`; must match the `saved` argument the query used. */
  readonly tab?: 'boards' | 'saved';
}

function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** The '…' menu on someone else's profile: Block (asks first) or Unblock. */
function ProfileMenu({ blocked, onBlock, onUnblock }: { readonly blocked: boolean; readonly onBlock: () => void; readonly onUnblock: () => void }) {
  const items = [blocked ? { value: 'unblock', label: 'Unblock', onSelect: onUnblock } : { value: 'block', label: 'Block', onSelect: onBlock }];
  return <MenuButton id="profile-options" label="Profile options" items={items} dataTestId="profile-options-button" />;
}

/**
 * A person's profile: picture, name, about, counts, and their boards or saved Pins. On someone
 * else's: Follow, and the '…' menu with Block (asks first, then a toast) or Unblock; while blocked,
 * their boards and Pins are not shown (v3 does not send them either). On your own: Edit profile and,
 * on the boards tab, Create board.
 */
export default function ProfilePage({ user, tab = 'boards' }: Props) {
  const viewer = useViewer();
  const viewerUsername = viewer.kind === 'anonymous' ? null : viewer.username;
  const [data, refetch] = useRefetchableFragment<ProfilePageRefetchQuery, ProfilePage_user$key>(
    graphql`
      fragment ProfilePage_user on User
      @argumentDefinitions(saved: { type: "Boolean", defaultValue: false })
      @refetchable(queryName: "ProfilePageRefetchQuery") {
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
        ...EditProfileModal_user
        ...ProfileBoards_user @skip(if: $saved) @alias(as: "boardsTab")
        ...ProfileSavedPins_user @include(if: $saved) @alias(as: "savedTab")
      }
    `,
    user,
  );
  const { router } = useRouter();
  const [follow, following] = useFollowUserMutation();
  const [unfollow, unfollowing] = useUnfollowUserMutation();
  const [block, blocking] = useBlockUserMutation();
  const [unblock, unblocking] = useUnblockUserMutation();
  const [refetching, startTransition] = useTransition();
  const inFlight = useRef(false);
  const busy = following || unfollowing || blocking || unblocking || refetching;
  const toast = useErrorToast('profile-toast');
  const notice = useToast();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [editing, setEditing] = useState(false);
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
  const act = (commit: CommitSocial, onSuccess?: () => void) => {
    if (inFlight.current) return;
    const callbacks: SocialCallbacks = {
      onSuccess: () => {
        inFlight.current = false;
        onSuccess?.();
      },
      onFailure: (message) => {
        inFlight.current = false;
        toast.show(message);
      },
    };
    inFlight.current = commit(data.id, callbacks);
  };
  const run = (commit: CommitSocial, reason: LoginReason, onSuccess?: () => void) => gate(reason, profilePath, () => act(commit, onSuccess));
  // Their boards and Pins were left out while they were blocked: ask for them again.
  const reload = () =>
    startTransition(() => {
      refetch({ saved: tab === 'saved' }, { fetchPolicy: 'network-only' });
    });
  const askToBlock = () => gate('default', profilePath, () => setConfirmBlock(true));
  const doUnblock = () => run(unblock, 'default', reload);

  const followButton = data.blockedByMe ? (
    <Button text="Unblock" color="gray" size="lg" onClick={doUnblock} />
  ) : data.explicitlyFollowedByMe ? (
    <Button text="Following" color="gray" size="lg" selected accessibilityLabel="Following" onClick={() => run(unfollow, 'unfollow')} />
  ) : (
    <Button text="Follow" color="red" size="lg" onClick={() => run(follow, 'follow')} />
  );
  const hidden = data.blockedByMe && !ownProfile;

  return (
    <Box paddingY={6} paddingX={4} data-test-id="profile" aria-busy={busy}>
      <Flex direction="column" alignItems="center" gap={3}>
        <UserAvatar name={name} src={data.imageMediumUrl} size="xl" />
        <Flex direction="column" alignItems="center" gap={1}>
          <Heading accessibilityLevel={1} size="600" align="center">
            {name}
          </Heading>
          {/* Without a first or last name the heading already is the username: not twice. */}
          {name === data.username ? null : (
            <Text color="subtle" align="center">
              @{data.username}
            </Text>
          )}
        </Flex>
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
        <Flex gap={2} alignItems="center">
          {ownProfile ? (
            <Button text="Edit profile" color="gray" size="lg" onClick={() => gate('default', profilePath, () => setEditing(true))} />
          ) : (
            <>
              {followButton}
              <ProfileMenu blocked={data.blockedByMe} onBlock={askToBlock} onUnblock={doUnblock} />
            </>
          )}
        </Flex>
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
      {hidden ? (
        <Box paddingY={8} data-test-id="profile-blocked">
          <Text align="center" color="subtle">
            {`You blocked ${name}. Their boards and Pins are hidden from you; unblock them from the … menu to see them again.`}
          </Text>
        </Box>
      ) : (
        <>
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
          {tab === 'boards' && data.boardsTab ? <ProfileBoards user={data.boardsTab} canCreate={ownProfile} /> : null}
        </>
      )}
      {editing ? (
        <EditProfileModal
          user={data}
          onDismiss={() => setEditing(false)}
          onSaved={(username) => {
            setEditing(false);
            notice.show({ text: 'Profile saved', dataTestId: 'profile-saved-toast' });
            // A new username moves the profile: its address follows.
            if (username !== data.username) router.replace(`/${encodeURIComponent(username)}/${tab === 'saved' ? '_saved/' : ''}`);
          }}
        />
      ) : null}
      {followList ? <FollowListModal userId={data.id} kind={followList} onDismiss={() => setFollowList(null)} /> : null}
      {gateModal}
    </Box>
  );
}
