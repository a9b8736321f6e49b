/**
 * Opaque, tamper-evident bookmarks: base64url(JSON of the page position) + '.' + HMAC. A bookmark
 * names the list it belongs to, so one list's bookmark is refused by another.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { END_BOOKMARK, V3Error } from './envelope.ts';

export type Position = readonly (string | number | null)[];

export interface BookmarkCodec {
  encode(list: string, position: Position): string;
  /** The position in `list`, null for the first page; throws a 400 V3Error for a bad bookmark. */
  decode(list: string, bookmark: string | undefined): Position | null;
}

export function bookmarkCodec(secret: string): BookmarkCodec {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);
  const invalid = () => V3Error.badParam('bookmark', 'bookmark is malformed or does not belong to this list');
  return {
    encode(list, position) {
      const payload = Buffer.from(JSON.stringify([list, position])).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },
    decode(list, bookmark) {
      if (bookmark === undefined || bookmark === '') return null;
      if (bookmark === END_BOOKMARK) {
        throw V3Error.badParam('bookmark', `the list has ended: there is no page after bookmark ${END_BOOKMARK}`);
      }
      const [payload, mac, extra] = bookmark.split('.');
      if (!payload || !mac || extra !== undefined) throw invalid();
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw invalid();
      }
      if (!Array.isArray(parsed) || parsed[0] !== list || !Array.isArray(parsed[1])) throw invalid();
      return parsed[1] as Position;
    },
  };
}
