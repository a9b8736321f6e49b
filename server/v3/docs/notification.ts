/** OpenAPI paths of the news hub (issue 20; ../notification/), merged into ./openapi.ts. */
import { envelope, failure } from './envelope.ts';

const line = {
  type: 'object',
  properties: {
    id: { type: 'string', description: "The newest notification's id: the news_id of PUT /v3/news_hub/{news_id}/pin/{pin_id}/hide/ (which hides the whole line) and /undo/." },
    node_type: { type: 'string', enum: ['notification'] },
    kind: { type: 'string', enum: ['follow', 'save', 'board_invite', 'invite_accepted', 'comment'] },
    text: { type: 'string', description: "'Ana and 3 others saved your Pin'." },
    actors: { type: 'array', items: { type: 'object' }, description: 'The latest people in it the viewer may see, newest first (at most 3).' },
    actor_count: { type: 'integer' },
    pin: { type: 'object', nullable: true, description: 'Grid fields; null when none or the viewer may not see it.' },
    board: { type: 'object', nullable: true, properties: { id: { type: 'string' }, name: { type: 'string' }, url: { type: 'string' } } },
    comment_text: { type: 'string', nullable: true },
    unread: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
};

export const notificationPaths: Record<string, unknown> = {
  '/v3/users/me/notifications/': {
    get: {
      summary: "The viewer's news hub: notifications grouped by kind and object, newest first",
      description: 'Someone followed you, saved your Pin, invited you to a board, joined your board from your invite, or commented on your Pin. People across a block are left out.',
      parameters: [
        { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 50 } },
        { name: 'bookmark', in: 'query', schema: { type: 'string' } },
      ],
      responses: { '200': { description: 'Lines.', content: { 'application/json': { schema: envelope({ type: 'array', items: line }, true) } } }, '401': failure('Not logged in.') },
    },
  },
  '/v3/users/me/notifications/read/': {
    put: {
      summary: 'Mark every notification read',
      responses: { '200': { description: 'The new unread count.', content: { 'application/json': { schema: envelope({ type: 'object', properties: { unread_notifications: { type: 'integer' } } }) } } }, '401': failure('Not logged in.') },
    },
  },
};
