import { Box, Button, Flex, Heading, Icon, Link, Text } from 'gestalt';
import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useGate } from '../account/gate';
import { useViewer } from '../viewer/ViewerContext';
import { useErrorToast } from '../shell/useErrorToast';
import UserAvatar from '../user/UserAvatar';
import BoardPins from './BoardPins';
import type { BoardFollowCallbacks, CommitBoardFollow } from './boardFollowMutation';
import { useFollowBoardMutation } from './useFollowBoardMutation';
import { useUnfollowBoardMutation } from './useUnfollowBoardMutation';
import type { BoardPage_board$key } from './__generated__/BoardPage_board.graphql';

interface Props {
  readonly board: BoardPage_board$key;
  /** `/{username}/{board}/{section}/`: the section's slug, when the path names one. */
  readonly sectionSlug?: string | null;
}

function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** A board: name, description, owner, counts, Follow / Following, and its pins in the masonry grid. */
export default function BoardPage({ board, sectionSlug = null }: Props) {
  // Who is looking: follow is gated for logged-out and limited-login viewers.
  const viewer = useViewer();
  const viewerKind = viewer.kind;
  const viewerUsername = viewer.kind === 'anonymous' ? null : viewer.username;
  const data = useFragment(
    graphql`
      fragment BoardPage_board on Board {
        id
        name
        description
        url
        privacy
        pinCount
        followerCount
        followedByMe
        owner {
          username
          fullName
          imageMediumUrl
          isViewer
        }
        sections {
          title
          slug
        }
        ...BoardPins_board
      }
    `,
    board,
  );
  const [follow, following] = useFollowBoardMutation();
  const [unfollow, unfollowing] = useUnfollowBoardMutation();
  const { gate, modal } = useGate(viewerKind);
  const inFlight = useRef(false);
  const toast = useErrorToast('board-toast');

  const ownerName = data.owner.fullName || data.owner.username;
  const ownBoard = data.owner.isViewer || (viewerUsername !== null && viewerUsername.toLowerCase() === data.owner.username.toLowerCase());
  const section = sectionSlug ? data.sections.find((s) => s.slug === sectionSlug) : undefined;

  useEffect(() => {
    const previous = document.title;
    document.title = `${data.name} | Corkboard`;
    return () => {
      document.title = previous;
    };
  }, [data.name]);

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
        </Flex>
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
        {section ? (
          <Heading accessibilityLevel={2} size="400">
            {section.title}
          </Heading>
        ) : null}
      </Flex>
      <BoardPins board={data} />
      {modal}
    </Box>
  );
}
