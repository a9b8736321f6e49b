import type { Db } from '../db/client.ts';
import type { BookmarkCodec } from './bookmark.ts';

/** What every v3 resource needs, created once at start-up. */
export interface V3Deps {
  db: Db;
  bookmarks: BookmarkCodec;
  /** Prefix for image URLs ('' for same origin). */
  imageBaseUrl: string;
}
