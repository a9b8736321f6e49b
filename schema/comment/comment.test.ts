/**
 * Comments through GraphQL as the client meets them (issue 20): Pin.comments and Comment.replies paged
 * by cursor, Pin.commentCount, a comment as a node, and createComment / editComment / deleteComment
 * with their UserErrors; the comment connections counted by the cost rule.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { blocks, comments } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { cast, gid, payload } from '../testing/boards.ts';
import type { TestBrowser } from '../testing/browser.ts';

const COMMENT = 'id entityId text isEdited editedAt replyCount viewerCanEdit viewerCanDelete author { username } mentions { username start end } links { url offsiteUrl } parent { entityId }';
const CREATE = `mutation($pinId: String!, $text: String!, $parentId: String) { createComment(pinId: $pinId, text: $text, parentId: $parentId) { comment { ${COMMENT} } pin { commentCount } errors { field code message } } }`;
const EDIT = `mutation($id: String!, $text: String!) { editComment(id: $id, text: $text) { comment { ${COMMENT} } errors { field code message } } }`;
const DELETE = `mutation($id: String!) { deleteComment(id: $id) { deletedCommentId deletedReplyCount errors { field code message } } }`;
const COMMENTS = `query($id: String!, $first: Int!, $after: String) { pin(id: $id) { commentCount comments(first: $first, after: $after) { edges { node { text replyCount replies(first: 10) { edges { node { text } } } } } pageInfo { hasNextPage endCursor } } } }`;

interface Made {
  id: string;
  entityId: string;
  text: string;
  viewerCanEdit: boolean;
  viewerCanDelete: boolean;
}
interface Payload {
  comment: Made | null;
  pin: { commentCount: number } | null;
  errors: { field: string | null; code: string; message: string }[];
}
interface CommentsAnswer {
  pin: {
    commentCount: number;
    comments: { edges: { node: { text: string; replyCount: number; replies: { edges: { node: { text: string } }[] } } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  } | null;
}

describe.each(backends())('comments through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);
  const create = async (browser: TestBrowser, variables: Record<string, unknown>) => payload<Payload>(await browser.gql(CREATE, variables), 'createComment');

  it('comments and replies, read back through Pin.comments, Comment.replies, Pin.commentCount and node', async () => {
    const people = await cast(env(), 'cmg1');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Lamps', slug: 'lamps' });
    const pin = await makePin(env().storage.db, board, { title: 'A velvet lamp' });
    const text = 'Hi @cmg1_own see https://example.com/lamp and javascript:alert(1)';
    const top = await create(people.other.browser, { pinId: gid('Pin', pin.id), text });
    expect(top.errors).toEqual([]);
    expect(top.pin).toEqual({ commentCount: 1 });
    expect(top.comment).toMatchObject({
      text,
      isEdited: false,
      editedAt: null,
      replyCount: 0,
      viewerCanEdit: true,
      viewerCanDelete: true,
      author: { username: 'cmg1_oth' },
      mentions: [{ username: 'cmg1_own', start: 3, end: 12 }],
      links: [{ url: 'https://example.com/lamp', offsiteUrl: expect.stringMatching(/^\/offsite\/\?token=/) }],
      parent: null,
    });
    expect(top.comment!.id).toBe(encodeGlobalID('Comment', top.comment!.entityId));

    const reply = await create(people.owner.browser, { pinId: String(pin.id), text: 'Thanks!', parentId: top.comment!.id });
    const nested = await create(people.collaborator.browser, { pinId: String(pin.id), text: 'Me too', parentId: reply.comment!.entityId });
    expect([reply.errors, nested.errors]).toEqual([[], []]);
    expect(nested.comment).toMatchObject({ parent: { entityId: top.comment!.entityId }, viewerCanDelete: true });

    const { result } = await people.anonymous.gql(COMMENTS, { id: String(pin.id), first: 10 });
    expect(result.errors).toBeUndefined();
    expect((result.data as unknown as CommentsAnswer).pin).toEqual({
      commentCount: 3,
      comments: {
        edges: [{ node: { text, replyCount: 2, replies: { edges: [{ node: { text: 'Thanks!' } }, { node: { text: 'Me too' } }] } } }],
        pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
      },
    });
    const node = await people.anonymous.gql('query($id: ID!) { node(id: $id) { ... on Comment { text viewerCanEdit pin { title } } } }', { id: top.comment!.id });
    expect(node.result.data).toEqual({ node: { text, viewerCanEdit: false, pin: { title: 'A velvet lamp' } } });
  });

  it('pages Pin.comments newest first by cursor, and refuses first over 50', async () => {
    const people = await cast(env(), 'cmg2');
    const pin = await makePin(env().storage.db, await makeBoard(env().storage.db, people.owner.row));
    for (let i = 1; i <= 5; i += 1) expect((await create(people.other.browser, { pinId: String(pin.id), text: `c${i}` })).errors).toEqual([]);
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const { result } = await people.anonymous.gql(COMMENTS, { id: String(pin.id), first: 2, after });
      const page = (result.data as unknown as CommentsAnswer).pin!.comments;
      seen.push(...page.edges.map((e) => e.node.text));
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(['c5', 'c4', 'c3', 'c2', 'c1']);
    const { result } = await people.anonymous.gql(COMMENTS, { id: String(pin.id), first: 51 });
    expect(result.errors?.[0]?.message).toBe('first must be an integer from 1 to 50, got 51');
  });

  it('answers what the person can fix as UserErrors: signed out, bad text, unknown or hidden pin and parent, not yours, blocked', async () => {
    const people = await cast(env(), 'cmg3');
    const db = env().storage.db;
    const pin = await makePin(db, await makeBoard(db, people.owner.row));
    const secret = await makePin(db, await makeBoard(db, people.owner.row, { privacy: 'secret', slug: 'hidden' }));
    const errors = async (browser: TestBrowser, variables: Record<string, unknown>) => (await create(browser, variables)).errors.map((e) => [e.code, e.field, e.message]);
    expect(await errors(people.anonymous, { pinId: String(pin.id), text: 'hi' })).toEqual([['UNAUTHENTICATED', null, 'You need to log in first.']]);
    expect(await errors(people.other.browser, { pinId: String(pin.id), text: 'x'.repeat(501) })).toEqual([['INVALID_PARAMETER', 'text', 'text may hold at most 500 characters, got 501.']]);
    expect(await errors(people.other.browser, { pinId: String(pin.id), text: '  ' })).toEqual([['INVALID_PARAMETER', 'text', 'text must not be empty: 1 to 500 characters.']]);
    expect(await errors(people.other.browser, { pinId: String(secret.id), text: 'hi' })).toEqual([['NOT_FOUND', 'pinId', 'That Pin does not exist.']]);
    expect(await errors(people.other.browser, { pinId: 'not-an-id', text: 'hi' })).toEqual([['NOT_FOUND', 'pinId', 'That Pin does not exist.']]);
    expect(await errors(people.other.browser, { pinId: String(pin.id), text: 'hi', parentId: '987654321' })).toEqual([
      ['NOT_FOUND', 'parentId', 'The comment you are replying to does not exist.'],
    ]);

    const mine = (await create(people.other.browser, { pinId: String(pin.id), text: 'mine' })).comment!;
    const edited = payload<Payload>(await people.collaborator.browser.gql(EDIT, { id: mine.id, text: 'taken over' }), 'editComment');
    expect(edited.errors).toEqual([{ code: 'FORBIDDEN', field: null, message: 'Only the person who wrote this comment can edit it.' }]);
    const editedByAuthor = payload<Payload>(await people.other.browser.gql(EDIT, { id: mine.entityId, text: 'mine, fixed' }), 'editComment');
    expect(editedByAuthor).toMatchObject({ comment: { text: 'mine, fixed', isEdited: true }, errors: [] });
    const unknown = payload<Payload>(await people.other.browser.gql(EDIT, { id: encodeGlobalID('Pin', '1'), text: 'x' }), 'editComment');
    expect(unknown.errors).toEqual([{ code: 'NOT_FOUND', field: 'id', message: 'That comment does not exist.' }]);

    await db.insert(blocks).values({ blockerId: people.owner.row.id, blockedId: people.collaborator.row.id });
    expect(await errors(people.collaborator.browser, { pinId: String(pin.id), text: 'hi' })).toEqual([
      ['BLOCKED', null, "You can't comment on this Pin: you or its creator blocked the other."],
    ]);
  });

  it('deleteComment: not by a third member (FORBIDDEN); by the pin creator, with its replies', async () => {
    const people = await cast(env(), 'cmg4');
    const db = env().storage.db;
    const pin = await makePin(db, await makeBoard(db, people.owner.row));
    const top = (await create(people.other.browser, { pinId: String(pin.id), text: 'top' })).comment!;
    await create(people.collaborator.browser, { pinId: String(pin.id), text: 'reply', parentId: top.id });
    const refused = payload<{ errors: unknown[] }>(await people.collaborator.browser.gql(DELETE, { id: top.id }), 'deleteComment');
    expect(refused.errors).toEqual([{ code: 'FORBIDDEN', field: null, message: "Only the comment's author or the Pin's creator can delete this comment." }]);
    const done = payload(await people.owner.browser.gql(DELETE, { id: top.id }), 'deleteComment');
    expect(done).toEqual({ deletedCommentId: top.id, deletedReplyCount: 1, errors: [] });
    expect(await db.select().from(comments).where(eq(comments.pinId, pin.id))).toEqual([]);
    const again = payload(await people.owner.browser.gql(DELETE, { id: top.id }), 'deleteComment');
    expect(again).toEqual({ deletedCommentId: null, deletedReplyCount: 0, errors: [{ code: 'NOT_FOUND', field: 'id', message: 'That comment does not exist.' }] });
  });

  it('counts Pin.comments and Comment.replies in the cost rule like any connection', () => {
    const doc = parse('{ pin(id: "1") { comments(first: 50) { edges { node { replies(first: 50) { edges { node { id } } } } } } } }');
    expect(nodeCount(getSchema(), doc, {})).toBe(50 + 50 * 50);
    const nested = parse('{ node(id: "x") { ... on Comment { replies(first: 7) { edges { node { id } } } } } }');
    expect(nodeCount(getSchema(), nested, {})).toBe(7);
  });
});
