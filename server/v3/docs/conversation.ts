/** OpenAPI paths of conversations, contact requests and the inbox's live events (issue 20; ../conversation/, ../inbox/), merged into ./openapi.ts. */
import { envelope, failure } from './envelope.ts';

const idPath = { name: 'id', in: 'path', required: true, description: "The conversation's id.", schema: { type: 'string' } };
const paging = [
  { name: 'page_size', in: 'query', schema: { type: 'integer', minimum: 1 } },
  { name: 'bookmark', in: 'query', schema: { type: 'string' } },
];
const user = { type: 'object', description: 'A user summary (as in /v3/users/).' };
const message = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    node_type: { type: 'string', enum: ['conversationmessage'] },
    conversation_id: { type: 'string' },
    sender: { ...user, nullable: true, description: 'Null when the sender blocked the viewer.' },
    text: { type: 'string' },
    pin: { type: 'object', nullable: true, description: 'The sent pin (grid fields); null when none was sent or the viewer may not see it.' },
    pin_unavailable: { type: 'boolean', description: 'A pin was sent that the viewer may not see (a secret board, a block, deleted).' },
    created_at: { type: 'string', format: 'date-time' },
  },
};
const conversation = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    node_type: { type: 'string', enum: ['conversation'] },
    participants: { type: 'array', items: user, description: 'Everyone in it the viewer may see, the viewer included.' },
    status: { type: 'string', enum: ['accepted', 'pending', 'declined'], description: "The viewer's place: pending is a contact request to the viewer." },
    unread_count: { type: 'integer' },
    last_message: { ...message, nullable: true },
    last_message_at: { type: 'string', format: 'date-time' },
  },
};
const sent = {
  description: 'The conversation (as the sender sees it) and the new message.',
  content: { 'application/json': { schema: envelope({ type: 'object', properties: { conversation, message } }) } },
};
const one = { description: 'The conversation.', content: { 'application/json': { schema: envelope(conversation) } } };
const messageBody = {
  text: { type: 'string', maxLength: 2000, description: 'Trimmed; control characters are removed. Text, a pin, or both.' },
  pin_id: { type: 'string', description: 'A pin the sender may see.' },
};
const unauthenticated = failure('Not logged in.');
const notParticipant = failure('No such conversation, or the viewer is not in it.');
const inboxEvent = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The cursor: resume after it.' },
    node_type: { type: 'string', enum: ['inboxevent'] },
    kind: { type: 'string', enum: ['message', 'conversation', 'notification'] },
    conversation: { ...conversation, nullable: true },
    message: { ...message, nullable: true },
    notification_id: { type: 'string', nullable: true },
  },
};

export const conversationPaths: Record<string, unknown> = {
  '/v3/conversations/': {
    post: {
      summary: 'Send a message or a pin to people (Send this pin)',
      description:
        "Continues the conversation of exactly these people (the sender included) or starts it. A recipient who does not follow the sender gets it as a contact request. Nobody can message someone who blocked them (404, as an unknown user) or whom they blocked (403). Full session only; rate limited per account (MESSAGES_PER_HOUR, then 429 with Retry-After).",
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['user_ids'],
              properties: { user_ids: { description: '1 to 10 user ids: a list, or a comma-separated string.', oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }] }, ...messageBody },
            },
          },
        },
      },
      responses: {
        '200': sent,
        '400': failure('No recipient, yourself, more than 10, no text and no pin, or text over 2000 characters.'),
        '401': unauthenticated,
        '403': failure('A limited-login session, or a recipient the sender blocked.'),
        '404': failure('An unknown recipient (or one who blocked the sender), or a pin the sender may not see.'),
        '429': failure('Too many messages this hour.'),
      },
    },
    get: {
      summary: "The viewer's inbox (or contact requests), newest message first",
      parameters: [{ name: 'status', in: 'query', schema: { type: 'string', enum: ['accepted', 'pending'], default: 'accepted' } }, ...paging],
      responses: { '200': { description: 'Conversations.', content: { 'application/json': { schema: envelope({ type: 'array', items: conversation }, true) } } }, '401': unauthenticated },
    },
  },
  '/v3/conversations/{id}/': {
    get: { summary: 'One conversation', parameters: [idPath], responses: { '200': one, '401': unauthenticated, '404': notParticipant } },
  },
  '/v3/conversations/{id}/messages/': {
    get: {
      summary: "A conversation's messages, newest first",
      parameters: [idPath, ...paging],
      responses: { '200': { description: 'Messages.', content: { 'application/json': { schema: envelope({ type: 'array', items: message }, true) } } }, '401': unauthenticated, '404': notParticipant },
    },
    post: {
      summary: 'Send a message in a conversation',
      description: 'Replying to a contact request accepts it.',
      parameters: [idPath],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: messageBody } } } },
      responses: { '200': sent, '400': failure('No text and no pin, or text over 2000 characters.'), '401': unauthenticated, '403': failure('A limited-login session, or someone in it blocked the sender or was blocked by them.'), '404': notParticipant, '429': failure('Too many messages this hour.') },
    },
  },
  '/v3/conversations/{id}/read/': {
    put: { summary: 'Mark a conversation read to its newest message', parameters: [idPath], responses: { '200': one, '401': unauthenticated, '404': notParticipant } },
  },
  '/v3/contact_requests/': {
    get: {
      summary: 'Contact requests to the viewer',
      parameters: paging,
      responses: {
        '200': { description: 'Requests (id: the conversation id).', content: { 'application/json': { schema: envelope({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, node_type: { type: 'string', enum: ['contactrequest'] }, conversation, sender: { ...user, nullable: true }, created_at: { type: 'string' } } } }, true) } } },
        '401': unauthenticated,
      },
    },
  },
  '/v3/contact_requests/{id}/accept/': {
    put: { summary: 'Accept a contact request (idempotent)', parameters: [idPath], responses: { '200': one, '401': unauthenticated, '404': notParticipant, '409': failure('The conversation was declined already.') } },
  },
  '/v3/contact_requests/{id}/decline/': {
    put: { summary: 'Decline a contact request (idempotent; the sender is not told)', parameters: [idPath], responses: { '200': one, '401': unauthenticated, '404': notParticipant, '409': failure('The conversation was accepted already.') } },
  },
  '/v3/users/me/inbox/': {
    get: {
      summary: "The viewer's unread counts",
      responses: {
        '200': { description: 'Counts, and the newest live event id (a stream started after it misses nothing).', content: { 'application/json': { schema: envelope({ type: 'object', properties: { node_type: { type: 'string', enum: ['inbox'] }, unread_conversations: { type: 'integer' }, contact_requests: { type: 'integer' }, unread_notifications: { type: 'integer' }, last_event_id: { type: 'string' } } }) } } },
        '401': unauthenticated,
      },
    },
  },
  '/v3/users/me/inbox_events/': {
    get: {
      summary: "The viewer's live events: a catch-up list, or a Server-Sent Events stream",
      description:
        "With `Accept: text/event-stream`: a stream. It starts with an `event: ready` (data {after}), then sends each event as `event: inbox` with `id:` the event's id and `data:` the event's JSON, live, on every replica (Redis pub/sub). It starts after `after`, or the Last-Event-ID header a reconnecting EventSource sends, or else after the newest event; so a client that reconnects with its last id misses nothing. A comment line every 25 s keeps it open; it ends after 10 minutes (reconnect). Without that Accept: up to 100 events after `after` (default 0), oldest first; bookmark is the last one's id (pass it as after) or '-end-'. Events are kept 7 days: after an older cursor come the events still kept (reload what the page shows).",
      parameters: [{ name: 'after', in: 'query', schema: { type: 'string' }, description: 'An event id.' }],
      responses: {
        '200': { description: 'Events, or a stream of them.', content: { 'application/json': { schema: envelope({ type: 'array', items: inboxEvent }, true) }, 'text/event-stream': { schema: { type: 'string' } } } },
        '400': failure('after is not an event id.'),
        '401': unauthenticated,
      },
    },
  },
};
