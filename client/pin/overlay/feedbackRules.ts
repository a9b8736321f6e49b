/**
 * Pure rules of the card's feedback cover (pin-card §4, §5, §8; platform §4, §7): the texts of the
 * hidden, reported and unfollowed covers, the reason line ("why this pin"), feedback names cut to
 * 32 characters, which reasons offer 'Unfollow', and the follow feedback events.
 */
import { cutText } from './rules';

/** pin-card §5: feedback names are cut to 32 characters plus an ellipsis. */
export const FEEDBACK_NAME_MAX = 32;

export const feedbackName = (name: string): string => cutText(name, FEEDBACK_NAME_MAX);

/** What the viewer told us about the pin, as the card shows it. */
export type PinFeedbackKind = 'hidden' | 'reported';

export const COVER_TEXT = {
  reported: { title: 'Reported', body: 'Thanks! Your feedback helps us keep the community safe.' },
  hidden: { title: 'Pin hidden', body: "Got it! We'll try to show you more relevant Pins in the future." },
  unfollowed: { title: 'Unfollowed' },
} as const;

export const TUNE_HOME_FEED = { text: 'Tune your home feed', href: '/edit' } as const;

/** pin-card §8: a hidden promoted pin's message names the promoter. */
export const promotedHideText = (promoter: string): string =>
  `${feedbackName(promoter)} has paid to have this pin show up where you'd be more likely to notice it.`;

export const unfollowedText = (name: string): string => `You unfollowed ${feedbackName(name)}.`;

/** Pin.recommendationReason's kinds (schema/feedback/reason.ts). */
export type ReasonKind = 'FOLLOWED_BOARD' | 'FOLLOWED_USER' | 'FOLLOWED_TOPIC' | 'YOUR_BOARD' | 'RECENT_ACTIVITY';

/** The parts of Pin.recommendationReason the cover reads. */
export interface ReasonInput {
  readonly reason: string;
  readonly board?: { readonly id: string; readonly entityId: string; readonly name: string } | null;
  readonly user?: { readonly id: string; readonly entityId: string; readonly username: string; readonly fullName: string } | null;
  readonly topic?: { readonly entityId: string; readonly name: string } | null;
}

const userName = (user: { readonly username: string; readonly fullName: string }): string => user.fullName.trim() || user.username;

/**
 * The reason line (pin-card §8), or null when the pin has none (or its reason lacks the thing it
 * names). A promoted pin's line names its promoter, whatever else it carries.
 */
export function reasonLine(reason: ReasonInput | null | undefined, promoter: string | null): string | null {
  if (promoter !== null) return `${feedbackName(promoter)} paid to have this Pin show up where you'd be more likely to notice it`;
  if (!reason) return null;
  switch (reason.reason) {
    case 'RECENT_ACTIVITY':
      return 'This Pin was inspired by your recent activity';
    case 'YOUR_BOARD':
      return reason.board ? `This Pin was inspired by your board ${feedbackName(reason.board.name)}` : null;
    case 'FOLLOWED_TOPIC':
      return reason.topic ? `This Pin was inspired by ${feedbackName(reason.topic.name)}` : null;
    case 'FOLLOWED_USER':
      return reason.user ? `This Pin is from ${feedbackName(userName(reason.user))}, a profile you follow` : null;
    case 'FOLLOWED_BOARD':
      return reason.board ? `This Pin is from ${feedbackName(reason.board.name)}, a board you follow` : null;
    default:
      return null;
  }
}

/** What 'Unfollow' on the cover unfollows (and Undo follows again). */
export type FollowTarget =
  | { readonly kind: 'board'; readonly id: string; readonly entityId: string; readonly name: string }
  | { readonly kind: 'user'; readonly id: string; readonly entityId: string; readonly name: string }
  | { readonly kind: 'topic'; readonly entityId: string; readonly name: string };

/** The follow reasons get an 'Unfollow' button (pin-card §4); others, and promoted pins, none. */
export function followTarget(reason: ReasonInput | null | undefined, promoted: boolean): FollowTarget | null {
  if (!reason || promoted) return null;
  switch (reason.reason) {
    case 'FOLLOWED_BOARD':
      return reason.board ? { kind: 'board', id: reason.board.id, entityId: reason.board.entityId, name: reason.board.name } : null;
    case 'FOLLOWED_USER':
      return reason.user ? { kind: 'user', id: reason.user.id, entityId: reason.user.entityId, name: userName(reason.user) } : null;
    case 'FOLLOWED_TOPIC':
      return reason.topic ? { kind: 'topic', entityId: reason.topic.entityId, name: reason.topic.name } : null;
    default:
      return null;
  }
}

/** platform §7 follow feedback events: profile unfollow 26 / follow 27, board unfollow 601 / follow 602. */
export const FOLLOW_FEEDBACK_EVENTS = { profileUnfollow: 26, profileFollow: 27, boardUnfollow: 601, boardFollow: 602 } as const;

export interface FollowFeedbackEvent {
  readonly eventType: number;
  readonly objectIdStr: string;
  readonly auxData: string | null;
}

/** The event an unfollow (follow false) or its undo (follow true) logs; topics log 26 / 27 marked as topics. */
export function followFeedbackEvent(target: FollowTarget, follow: boolean): FollowFeedbackEvent {
  const events = FOLLOW_FEEDBACK_EVENTS;
  if (target.kind === 'board') return { eventType: follow ? events.boardFollow : events.boardUnfollow, objectIdStr: target.entityId, auxData: null };
  return {
    eventType: follow ? events.profileFollow : events.profileUnfollow,
    objectIdStr: target.entityId,
    auxData: target.kind === 'topic' ? JSON.stringify({ target: 'topic' }) : null,
  };
}
