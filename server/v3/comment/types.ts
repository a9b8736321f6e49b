/** What the comment resources answer (issue 20; platform §3 aggregatedComment). Types only. */
import type { V3UserSummary } from '../types.ts';

/** An @username in the text that names a person the viewer may see. Offsets are UTF-16 (JavaScript) indexes, end exclusive. */
export interface V3CommentMention {
  username: string;
  user_id: string;
  start: number;
  end: number;
}

/**
 * A web link in the text. `url` is the http(s) address as written; `offsite_url` is the only address a
 * client may open: the signed /offsite/ page, which checks the link's safety first (null when this
 * server signs no links).
 */
export interface V3CommentLink {
  url: string;
  offsite_url: string | null;
  start: number;
  end: number;
}

export interface V3Comment {
  id: string;
  node_type: 'aggregatedcomment';
  pin_id: string;
  /** The top-level comment a reply answers; null for a top-level comment. */
  parent_id: string | null;
  author: V3UserSummary;
  /** Plain text (never HTML): line breaks as \n. */
  text: string;
  created_at: string;
  edited_at: string | null;
  is_edited: boolean;
  /** Replies the viewer may see (0 for a reply). */
  reply_count: number;
  viewer_can_edit: boolean;
  viewer_can_delete: boolean;
  mentions: V3CommentMention[];
  links: V3CommentLink[];
}

/** GET /v3/pins/{id}/comments/: a page of top-level comments and how many comments (replies too) the viewer may see on the pin. */
export interface V3CommentPage {
  pin_id: string;
  comment_count: number;
  comments: V3Comment[];
}

/** DELETE /v3/comments/{id}/. */
export interface V3CommentDeleted {
  id: string;
  deleted: true;
  /** Replies removed with it. */
  reply_count: number;
}

/**
 * Called after a comment is made (V3Deps.onComment), so notifications can be wired later. The ids of
 * the people it concerns: the pin's creator, and for a reply the author of the comment answered.
 */
export interface CommentEvent {
  commentId: number;
  pinId: number;
  authorId: number;
  pinOwnerId: number;
  /** The author of the top-level comment a reply answers; null for a top-level comment. */
  parentAuthorId: number | null;
}

export type CommentHook = (event: CommentEvent) => void | Promise<void>;
