/** How a notification group reads (issue 20): "Ana and 3 others saved your Pin". */
import type { V3GridPin } from '../pin/field-sets.ts';
import type { V3UserSummary } from '../types.ts';
import type { NotificationKind } from './notify.ts';

export interface V3NotificationGroup {
  /** The newest notification's id: the news_id of PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/. */
  id: string;
  node_type: 'notification';
  kind: NotificationKind;
  /** The line to show, with the latest actors' names. */
  text: string;
  /** The latest actors the viewer may see, newest first (at most 3). */
  actors: V3UserSummary[];
  /** Everyone in the group (the named and the counted). */
  actor_count: number;
  pin: V3GridPin | null;
  board: { id: string; name: string; url: string } | null;
  /** The newest comment's text (comment notifications). */
  comment_text: string | null;
  unread: boolean;
  created_at: string;
}

const nameOf = (user: V3UserSummary): string => user.full_name.trim() || user.username;

/** "Ana", "Ana and Ben", "Ana and 3 others" (everyone past the first counted). */
export function actorsPhrase(actors: readonly V3UserSummary[], count: number): string {
  const first = actors[0];
  if (!first) return count === 1 ? 'Someone' : `${count} people`;
  if (count <= 1) return nameOf(first);
  if (count === 2 && actors[1]) return `${nameOf(first)} and ${nameOf(actors[1])}`;
  const others = count - 1;
  return `${nameOf(first)} and ${others} ${others === 1 ? 'other' : 'others'}`;
}

export function notificationText(kind: NotificationKind, actors: readonly V3UserSummary[], count: number, boardName: string | null): string {
  const who = actorsPhrase(actors, count);
  switch (kind) {
    case 'follow':
      return `${who} followed you`;
    case 'save':
      return `${who} saved your Pin`;
    case 'comment':
      return `${who} commented on your Pin`;
    case 'board_invite':
      return boardName ? `${who} invited you to join their board ${boardName}` : `${who} invited you to join their board`;
    case 'invite_accepted':
      return boardName ? `${who} joined your board ${boardName}` : `${who} joined your board`;
  }
}
