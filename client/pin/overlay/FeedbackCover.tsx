/* eslint-disable relay/unused-fields -- the reason's fields are read by reasonLine and followTarget (./feedbackRules.ts) */
import { Box, Button, FixedZIndex, Flex, Link, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useFollowBoardMutation } from '../../board/useFollowBoardMutation';
import { useUnfollowBoardMutation } from '../../board/useUnfollowBoardMutation';
import { useFollowUserMutation } from '../../profile/useFollowUserMutation';
import { useUnfollowUserMutation } from '../../profile/useUnfollowUserMutation';
import { useErrorToast } from '../../shell/useErrorToast';
import { useFollowTopic } from '../../topic/useFollowTopic';
import { logFollowFeedback, undoFeedback } from './feedbackActions';
import {
  COVER_TEXT,
  followFeedbackEvent,
  followTarget,
  promotedHideText,
  reasonLine,
  TUNE_HOME_FEED,
  unfollowedText,
  type FollowTarget,
} from './feedbackRules';
import { coverOf, setCover, type CoverState } from './feedbackStore';
import { FEEDBACK_WASH_OPACITY, HOVER_TRANSITION_MS } from './rules';
import type { FeedbackCover_pin$key } from './__generated__/FeedbackCover_pin.graphql';

/** Above the card's own badges (a video's duration). */
const COVER_Z_INDEX = new FixedZIndex(1);

interface Props {
  readonly pin: FeedbackCover_pin$key;
  readonly state: CoverState;
}

/** The wash under the cover's words: fades from 0 to 0.8 (pin-card §4). */
function CoverWash({ entered }: { readonly entered: boolean }) {
  return (
    <Box
      position="absolute"
      top
      bottom
      left
      right
      color="dark"
      data-test-id="pin-feedback-wash"
      dangerouslySetInlineStyle={{
        __style: { opacity: entered ? FEEDBACK_WASH_OPACITY : 0, transition: `opacity ${HOVER_TRANSITION_MS}ms ease-in` },
      }}
    />
  );
}

/** Follows or unfollows what the cover's reason names, with the existing follow mutations. */
function useFollowChange(): (target: FollowTarget, follow: boolean, onSuccess: () => void, onFailure: (message: string) => void) => void {
  const [followBoard] = useFollowBoardMutation();
  const [unfollowBoard] = useUnfollowBoardMutation();
  const [followUser] = useFollowUserMutation();
  const [unfollowUser] = useUnfollowUserMutation();
  const [followTopic] = useFollowTopic();
  return (target, follow, onSuccess, onFailure) => {
    const callbacks = { onSuccess, onFailure };
    switch (target.kind) {
      case 'board':
        (follow ? followBoard : unfollowBoard)(target.id, callbacks);
        return;
      case 'user':
        (follow ? followUser : unfollowUser)(target.id, callbacks);
        return;
      case 'topic':
        // The Topic record (if this page has one) changes too: its global id is Topic:{interest id}.
        followTopic({ id: btoa(`Topic:${target.entityId}`), entityId: target.entityId, followedByMe: !follow }, follow, onFailure, onSuccess);
    }
  };
}

/**
 * The hidden / reported / unfollowed cover over the card's image (pin-card §4, §8): a wash fading
 * from 0 to 0.8, the message, the pin's reason line (why it was shown) with 'Unfollow' for a
 * followed board, profile or topic, 'Tune your home feed' (/edit), and Undo — unhidePin or
 * unreportPin (the pin shows again), or, on the unfollowed cover, a follow again. Each change shows
 * at once and is put back with an error toast when the server refuses it.
 */
export default function FeedbackCover({ pin, state }: Props) {
  const data = useFragment(
    graphql`
      fragment FeedbackCover_pin on Pin {
        entityId
        isPromoted
        promoter {
          username
          fullName
        }
        recommendationReason {
          reason
          board {
            id
            entityId
            name
          }
          user {
            id
            entityId
            username
            fullName
          }
          topic {
            entityId
            name
          }
        }
      }
    `,
    pin,
  );
  const environment = useRelayEnvironment();
  const errorToast = useErrorToast('pin-feedback-error');
  const changeFollow = useFollowChange();
  const [entered, setEntered] = useState(false);
  useEffect(() => setEntered(true), []);

  const pinId = data.entityId;
  const promoter = data.isPromoted && data.promoter ? data.promoter.fullName.trim() || data.promoter.username : null;
  const target = followTarget(data.recommendationReason, promoter !== null);
  const context = { environment, showError: errorToast.show };

  /** Unfollow (the cover swaps to 'Unfollowed') or its Undo, follow again (the cover as it was); put back if the server refuses. */
  const setFollowing = (followed: FollowTarget, follow: boolean) => {
    const next: CoverState = { ...state, unfollowed: follow ? null : followed };
    setCover(pinId, next);
    changeFollow(
      followed,
      follow,
      () => logFollowFeedback(environment, followFeedbackEvent(followed, follow)),
      (message) => {
        if (coverOf(pinId) === next) setCover(pinId, state);
        errorToast.show(message);
      },
    );
  };

  let title: string;
  let body: string;
  let reason: string | null = null;
  let onUndo: () => void;
  if (state.unfollowed) {
    const followed = state.unfollowed;
    title = COVER_TEXT.unfollowed.title;
    body = unfollowedText(followed.name);
    onUndo = () => setFollowing(followed, true);
  } else {
    title = COVER_TEXT[state.kind].title;
    // A hidden promoted pin's message already names who paid for it.
    const promotedHide = state.kind === 'hidden' && promoter !== null;
    body = promotedHide ? promotedHideText(promoter) : COVER_TEXT[state.kind].body;
    reason = promotedHide ? null : reasonLine(data.recommendationReason, promoter);
    onUndo = () => undoFeedback(context, pinId, state);
  }

  return (
    <Box
      position="absolute"
      top
      bottom
      left
      right
      rounding={4}
      overflow="hidden"
      zIndex={COVER_Z_INDEX}
      data-test-id="pin-feedback-cover"
      data-state={state.unfollowed ? 'unfollowed' : state.kind}
    >
      <CoverWash entered={entered} />
      {/* Scrolls when a short card cannot fit the words. */}
      <Box position="relative" height="100%" overflow="scrollY">
        <Box minHeight="100%" padding={2} display="flex" direction="column" justifyContent="center" alignItems="center">
          <Flex direction="column" alignItems="center" gap={2}>
            <Box role="status">
              <Flex direction="column" alignItems="center" gap={1}>
                <Text color="light" weight="bold" align="center">
                  {title}
                </Text>
                <Text color="light" size="200" align="center">
                  {body}
                </Text>
                {reason ? (
                  <Text color="light" size="100" align="center">
                    <span data-test-id="pin-feedback-reason">{reason}</span>
                  </Text>
                ) : null}
              </Flex>
            </Box>
            <Flex gap={2} justifyContent="center" wrap>
              {target && !state.unfollowed ? <Button text="Unfollow" size="sm" color="white" onClick={() => setFollowing(target, false)} /> : null}
              <Button text="Undo" size="sm" color="white" onClick={onUndo} />
            </Flex>
            <Text color="light" size="100" align="center">
              <Link href={TUNE_HOME_FEED.href} display="inline" underline="always">
                {TUNE_HOME_FEED.text}
              </Link>
            </Text>
          </Flex>
        </Box>
      </Box>
    </Box>
  );
}
