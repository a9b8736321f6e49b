/**
 * The comments UI's rules (issue 20), as the server keeps them (server/v3/comment/text.ts): plain
 * text of 1 to 500 characters (code points, after trimming), the messages a failed write shows, and
 * how long ago a comment was made.
 */
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';

/** server/v3/comment/text.ts COMMENT_TEXT_MAX. */
export const COMMENT_TEXT_MAX = 500;
/** Top-level comments a page (Show more asks for as many again); more replies asked for at a time (3 show at first). */
export const COMMENTS_PAGE = 10;
export const REPLIES_MORE = 10;

export const TOO_LONG = `Comments can be at most ${COMMENT_TEXT_MAX} characters.`;
export const RATE_LIMITED = "You're commenting a lot: wait a while, then try again.";

/** How many characters the text counts as once stored (code points, trimmed). */
export function commentLength(text: string): number {
  return [...text.trim()].length;
}

/** Whether the text may be posted: not empty, not over the limit. */
export function canPost(text: string): boolean {
  const length = commentLength(text);
  return length > 0 && length <= COMMENT_TEXT_MAX;
}

/**
 * What a failed write says: the server's message for what the person can act on (a block, a
 * comment gone, text it refused), a plainer one for the rate limit, and a network failure's.
 */
export function failureMessage(error: { readonly code: string; readonly message: string } | null | undefined): string {
  if (!error) return NETWORK_ERROR_MESSAGE;
  if (error.code === 'RATE_LIMITED') return RATE_LIMITED;
  if (error.code === 'UNAUTHENTICATED') return 'Log in to comment.';
  return error.message || NETWORK_ERROR_MESSAGE;
}

/** The section's heading: 'Comments' and how many there are. */
export function commentsHeading(count: number | null | undefined): string {
  if (!count) return 'Comments';
  return count === 1 ? '1 comment' : `${count.toLocaleString('en-US')} comments`;
}

const UNITS: ReadonlyArray<readonly [number, string]> = [
  [365 * 24 * 3600, 'y'],
  [7 * 24 * 3600, 'w'],
  [24 * 3600, 'd'],
  [3600, 'h'],
  [60, 'm'],
];

/** How long ago, short ('now', '5m', '3h', '2d', '4w', '1y'). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  for (const [size, unit] of UNITS) {
    if (seconds >= size) return `${Math.floor(seconds / size)}${unit}`;
  }
  return 'now';
}
