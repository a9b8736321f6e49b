/** The home feed's recommendation_reason (issue 18; pin-card §3, §8): why a pin is in a member's home feed. */
import { boardUrl } from '../board/serialize.ts';
import type { V3Pin, V3RecommendationReason } from '../types.ts';

/** The sources of a member's home feed, in order of precedence: a pin matching several gets the first. */
export const REASONS = ['followed_board', 'followed_user', 'followed_topic', 'your_board', 'recent_activity'] as const satisfies readonly V3RecommendationReason['reason'][];

/** Pins saved within this many days make their topics a source (recent_activity). */
export const RECENT_ACTIVITY_DAYS = 30;

/** What the home feed's statement read about one pin's reason. */
export interface ReasonRow {
  /** 1 … REASONS.length: REASONS[prio - 1]; 0: no reason. */
  prio: number;
  /** The followed board or person, or the topic. */
  ref: number | null;
  topic: { id: number; name: string; urlName: string } | null;
  /** your_board: the member's own board of the topic. */
  yourBoard: { id: number; name: string; slug: string } | null;
  /** your_board: the member's username (for the board's url). */
  viewerName: string | null;
}

/** The reason of a pin the statement read, from the row and the pin as serialized (its board and pinner). */
export function reasonFor(row: ReasonRow, pin: Pick<V3Pin, 'board' | 'pinner'>): V3RecommendationReason | null {
  const reason = REASONS[row.prio - 1];
  if (reason === undefined || row.ref === null) return null;
  const topic = row.topic ? { id: String(row.topic.id), name: row.topic.name, url_name: row.topic.urlName } : null;
  const base = { reason, reason_id: String(row.ref), board: null, user: null, topic: null };
  switch (reason) {
    case 'followed_board':
      return { ...base, board: { id: pin.board.id, name: pin.board.name, url: pin.board.url } };
    case 'followed_user':
      return { ...base, user: { id: pin.pinner.id, username: pin.pinner.username, full_name: pin.pinner.full_name } };
    case 'your_board': {
      const board = row.yourBoard;
      if (!board || row.viewerName === null) return null;
      return { ...base, reason_id: String(board.id), board: { id: String(board.id), name: board.name, url: boardUrl({ username: row.viewerName }, board) }, topic };
    }
    default:
      return topic ? { ...base, topic } : null;
  }
}
