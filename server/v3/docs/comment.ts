/** OpenAPI paths of comments and replies on pins (issue 20; ../comment/routes.ts), merged into ./openapi.ts. */
import { COMMENT_PAGE_DEFAULT, COMMENT_PAGE_MAX } from '../comment/routes.ts';
import { COMMENT_TEXT_MAX } from '../comment/text.ts';
import { COMMENTS_PER_HOUR } from '../session/rate-limit.ts';
import { envelope, failure } from './envelope.ts';

const json = (description: string, data: object, paged = false) => ({ description, content: { 'application/json': { schema: envelope(data, paged) } } });
const str = { type: 'string' };
const range = { start: { type: 'integer', description: 'UTF-16 offset (a JavaScript string index) in text.' }, end: { type: 'integer', description: 'Exclusive.' } };

const comment = {
  type: 'object',
  properties: {
    id: str,
    node_type: { type: 'string', enum: ['aggregatedcomment'] },
    pin_id: str,
    parent_id: { type: 'string', nullable: true, description: 'The top-level comment a reply answers; null for a top-level comment.' },
    author: { $ref: '#/components/schemas/UserSummary' },
    text: { type: 'string', description: 'Plain text, never HTML (line breaks as \\n): render it as text.' },
    created_at: { type: 'string', format: 'date-time' },
    edited_at: { type: 'string', format: 'date-time', nullable: true },
    is_edited: { type: 'boolean' },
    reply_count: { type: 'integer', description: 'Replies the viewer may see (0 for a reply).' },
    viewer_can_edit: { type: 'boolean', description: 'The viewer wrote it (and has a full session).' },
    viewer_can_delete: { type: 'boolean', description: "The viewer wrote it or created the pin (and has a full session)." },
    mentions: {
      type: 'array',
      description: '@usernames in the text that name a person the viewer may see.',
      items: { type: 'object', properties: { username: str, user_id: str, ...range } },
    },
    links: {
      type: 'array',
      description: 'http(s) links in the text. Open only offsite_url: the signed /offsite/ page, which checks the link’s safety first.',
      items: { type: 'object', properties: { url: str, offsite_url: { type: 'string', nullable: true }, ...range } },
    },
  },
};

const pageParams = [
  { name: 'page_size', in: 'query', description: `Comments per page, 1 to ${COMMENT_PAGE_MAX}.`, schema: { type: 'integer', minimum: 1, maximum: COMMENT_PAGE_MAX, default: COMMENT_PAGE_DEFAULT } },
  { name: 'bookmark', in: 'query', description: 'The bookmark of the previous page.', schema: { type: 'string' } },
];
const id = (what: string) => ({ name: 'id', in: 'path', required: true, description: what, schema: { type: 'string', pattern: '^[0-9]+$' } });
const textBody = (extra: Record<string, object> = {}) => ({
  required: true,
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['text'],
        properties: {
          text: { type: 'string', description: `1 to ${COMMENT_TEXT_MAX} characters after trimming; control characters are removed. A 400 naming text otherwise.` },
          ...extra,
        },
      },
    },
  },
});
const gated = {
  '401': failure('Not logged in (unauthenticated).'),
  '404': failure('No such pin or comment, or one the viewer may not see.'),
};
const VISIBILITY = 'A pin or comment the viewer may not see (a secret board, a block either way with its creator or the author) is a 404, as an unknown id; comments by people across a block are left out.';

export const commentPaths: Record<string, unknown> = {
  '/v3/pins/{id}/comments/': {
    get: {
      summary: 'The pin’s top-level comments, newest first (aggregatedComments / unified-comments)',
      description: `${VISIBILITY} comment_count counts every comment (replies too) the viewer may see on the pin. Signed out: public and protected pins' comments.`,
      parameters: [id('Pin id'), ...pageParams],
      responses: {
        '200': json('A page of comments', { type: 'object', properties: { pin_id: str, comment_count: { type: 'integer' }, comments: { type: 'array', items: comment } } }, true),
        '400': failure('A bad page_size or bookmark.'),
        '404': gated['404'],
      },
    },
    post: {
      summary: 'Comment on a pin, or reply to a comment (parent_id)',
      description: `Signed in with a full session. A reply to a reply is attached to that reply's top-level comment (threads are one level deep). ${COMMENTS_PER_HOUR} comments an hour per account (429).`,
      parameters: [id('Pin id')],
      requestBody: textBody({ parent_id: { type: 'string', description: 'The comment answered: on the same pin and visible to the viewer (404 naming parent_id otherwise).' } }),
      responses: {
        '201': json('The new comment', comment),
        '400': failure('text empty, too long or not a string; parent_id not an id.'),
        ...gated,
        '403': failure('A limited-login session (limited_login), or a block between the viewer and the pin’s creator (blocked).'),
        '429': failure('Too many comments this hour (rate_limited); Retry-After says when to try again.'),
      },
    },
  },
  '/v3/comments/': {
    get: {
      summary: 'Comments by id',
      parameters: [{ name: 'ids', in: 'query', required: true, description: 'Comma-separated ids, at most 100.', schema: { type: 'string' } }],
      responses: { '200': json('Comments in the order asked; null for each one unknown or hidden from the viewer', { type: 'array', items: { ...comment, nullable: true } }), '400': failure('A bad ids list.') },
    },
  },
  '/v3/comments/{id}/replies/': {
    get: {
      summary: "A top-level comment's replies, oldest first (aggregated-comment-replies)",
      description: VISIBILITY,
      parameters: [id('Comment id (a top-level comment: a reply is a 400 naming id)'), ...pageParams],
      responses: { '200': json('A page of replies', { type: 'array', items: comment }, true), '400': failure('The id names a reply, or a bad page_size or bookmark.'), '404': gated['404'] },
    },
  },
  '/v3/comments/{id}/': {
    patch: {
      summary: 'Edit a comment’s text (its author only); edited_at is set',
      parameters: [id('Comment id')],
      requestBody: textBody(),
      responses: { '200': json('The edited comment', comment), '400': failure('text empty, too long or not a string.'), ...gated, '403': failure('Not the author (forbidden), or a limited-login session.') },
    },
    delete: {
      summary: 'Delete a comment and its replies (its author, or the pin’s creator)',
      parameters: [id('Comment id')],
      responses: {
        '200': json('{id, deleted: true, reply_count}: reply_count replies went with it', { type: 'object', properties: { id: str, deleted: { type: 'boolean', enum: [true] }, reply_count: { type: 'integer' } } }),
        ...gated,
        '403': failure('Neither the author nor the pin’s creator (forbidden), or a limited-login session.'),
      },
    },
  },
};
