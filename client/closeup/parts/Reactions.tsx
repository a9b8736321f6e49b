import { Box, Flex, IconButton, Text } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useGate, type ViewerKind } from '../../account/gate';
import { useExperimentGroup } from '../../experiments/experiments';
import { useErrorToast } from '../../shell/useErrorToast';
import { reactionsDisabled, reactionsShown } from './rules';
import { useReactMutation } from './useReactMutation';
import type { Reactions_pin$key } from './__generated__/Reactions_pin.graphql';

interface Props {
  readonly pin: Reactions_pin$key;
  readonly viewerKind: ViewerKind;
}

/**
 * Reactions on a video or story pin (pin-card §3, §5): the reaction count and a React button.
 * Hidden for promoted or downstream-promoted pins, pins on collaborative boards and deleted
 * stories; the button is disabled for signed-in viewers in web_reactions_disabled='enabled'.
 * Logged-out and limited viewers get the log-in (limited-login) modal. A member's reaction is stored
 * (reactToPin / removePinReaction), shown at once and rolled back with a toast if it fails.
 */
export default function Reactions({ pin, viewerKind }: Props) {
  const data = useFragment(
    graphql`
      fragment Reactions_pin on Pin {
        id
        entityId
        reactedByMe
        type
        isPromoted
        isDownstreamPromotion
        videoList {
          __typename
        }
        storyPinData {
          isDeleted
        }
        board {
          isCollaborative
        }
        reactionCountsData {
          reactionType
          reactionCount
        }
      }
    `,
    pin,
  );
  const group = useExperimentGroup('web_reactions_disabled');
  const { gate, modal } = useGate(viewerKind);
  const toast = useErrorToast('reactions-toast');
  const toggle = useReactMutation(toast.show);
  const shown = reactionsShown({
    isPromoted: data.isPromoted,
    isDownstreamPromotion: data.isDownstreamPromotion,
    hasVideo: data.videoList.length > 0 || data.type === 'video',
    isStoryPin: data.type === 'story' || data.storyPinData !== null,
    onCollaborativeBoard: data.board.isCollaborative,
    isDeletedStory: data.storyPinData?.isDeleted === true,
  });
  if (!shown) return null;
  const disabled = reactionsDisabled(viewerKind, group);
  const reacted = data.reactedByMe;
  const total = data.reactionCountsData.reduce((sum, r) => sum + Math.max(0, r.reactionCount), 0);
  const onReact = () => gate('default', `/pin/${encodeURIComponent(data.entityId)}/`, () =>
    toggle({
      id: data.id,
      reactedByMe: reacted,
      reactionCountsData: data.reactionCountsData.map((r) => ({ reactionType: r.reactionType, reactionCount: r.reactionCount })),
    }),
  );
  return (
    <Box data-test-id="reactions">
      <Flex alignItems="center" gap={1}>
        <IconButton
          accessibilityLabel={reacted ? 'Remove reaction' : 'React'}
          icon={reacted ? 'heart' : 'heart-outline'}
          size="md"
          disabled={disabled}
          selected={reacted}
          onClick={onReact}
        />
        <Text size="200" weight="bold">
          {total === 1 ? '1 reaction' : `${total.toLocaleString('en-US')} reactions`}
        </Text>
      </Flex>
      {modal}
    </Box>
  );
}
