/**
 * Comment rows as the API answers them, for one viewer: the author's summary, reply counts, what the
 * viewer may do, and the text's mentions (of people the viewer may see) and links (each through the
 * signed /offsite/ page). A fixed number of queries per page, whatever its size.
 */
import { and, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { userVisible } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { offsiteUrl } from '../offsite/pin-url.ts';
import { userSummary } from '../user/serialize.ts';
import type { Viewer } from '../viewer.ts';
import { replyCounts, type CommentRow } from './load.ts';
import { findLinks, findMentions, type FoundMention } from './text.ts';
import type { V3Comment, V3CommentLink, V3CommentMention } from './types.ts';

/** The people the mentions name whom the viewer may see, keyed by lower-case username. */
async function mentionedPeople(deps: V3Deps, viewer: Viewer, mentions: readonly FoundMention[]): Promise<Map<string, { id: number; username: string }>> {
  const names = [...new Set(mentions.map((m) => m.username.toLowerCase()))];
  if (names.length === 0) return new Map();
  const rows = await deps.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(sql`lower(${users.username})`, names), userVisible(viewer)));
  return new Map(rows.map((row) => [row.username.toLowerCase(), { id: Number(row.id), username: row.username }]));
}

export async function serializeComments(deps: V3Deps, viewer: Viewer, rows: readonly CommentRow[]): Promise<V3Comment[]> {
  if (rows.length === 0) return [];
  const parsed = rows.map((row) => {
    const links = findLinks(row.text);
    return { links, mentions: findMentions(row.text, links) };
  });
  const topLevel = rows.filter((row) => row.parentId === null).map((row) => Number(row.id));
  const [replies, people] = await Promise.all([replyCounts(deps.db, viewer, topLevel), mentionedPeople(deps, viewer, parsed.flatMap((p) => p.mentions))]);
  const me = viewer.limited ? null : viewer.userId;
  return rows.map((row, i): V3Comment => {
    const { links, mentions } = parsed[i]!;
    const pinId = String(row.pinId);
    return {
      id: String(row.id),
      node_type: 'aggregatedcomment',
      pin_id: pinId,
      parent_id: row.parentId === null ? null : String(row.parentId),
      author: userSummary(row.author, deps.imageBaseUrl),
      text: row.text,
      created_at: row.createdAt.toISOString(),
      edited_at: row.editedAt?.toISOString() ?? null,
      is_edited: row.editedAt !== null,
      reply_count: row.parentId === null ? (replies.get(Number(row.id)) ?? 0) : 0,
      viewer_can_edit: me !== null && me === Number(row.userId),
      viewer_can_delete: me !== null && (me === Number(row.userId) || me === Number(row.pinnerId)),
      mentions: mentions.flatMap((m): V3CommentMention[] => {
        const person = people.get(m.username.toLowerCase());
        return person ? [{ username: person.username, user_id: String(person.id), start: m.start, end: m.end }] : [];
      }),
      links: links.map((link): V3CommentLink => ({ url: link.url, offsite_url: offsiteUrl(deps.offsiteTokens, link.url, pinId), start: link.start, end: link.end })),
    };
  });
}
