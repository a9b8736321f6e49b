/** OpenAPI paths of mail settings, the one-click unsubscribe and its survey (issue 20; ../mail/unsubscribe.ts, ../mail/survey.ts), merged into ./openapi.ts. */
import { envelope, failure } from './envelope.ts';

const subscription = {
  type: 'object',
  properties: {
    category: { type: 'string', enum: ['account', 'invites', 'notifications'] },
    label: { type: 'string' },
    description: { type: 'string' },
    optional: { type: 'boolean', description: 'False for account mail: it cannot be turned off.' },
    subscribed: { type: 'boolean' },
  },
};
const list = { description: 'Every category, with whether the viewer gets it.', content: { 'application/json': { schema: envelope({ type: 'array', items: subscription }) } } };
const query = (name: string, description: string) => ({ name, in: 'query', required: true, description, schema: { type: 'string' } });

export const mailPaths: Record<string, unknown> = {
  '/v3/users/me/email_subscriptions/': {
    get: { summary: 'Which mail categories the viewer gets', responses: { '200': list, '401': failure('Not logged in.'), '409': failure('The account has no e-mail address.') } },
    put: {
      summary: 'Turn a mail category on or off',
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['category', 'subscribed'], properties: { category: { type: 'string' }, subscribed: { type: 'boolean' } } } } } },
      responses: { '200': list, '400': failure('An unknown category, subscribed not a boolean, or account mail turned off.'), '401': failure('Not logged in.') },
    },
  },
  '/v3/email/unsubscribe/': {
    post: {
      summary: 'One-click unsubscribe (RFC 8058)',
      description:
        "What a mail's List-Unsubscribe header names (with List-Unsubscribe-Post: List-Unsubscribe=One-Click; the body, a form or nothing, is ignored). No session needed: the token, an HMAC of the address and category, is the proof. Mail of that category to that address is then kept in the outbox as 'suppressed' instead of sent.",
      parameters: [query('email', 'The address the mail went to.'), query('category', 'invites or notifications (the updates digest).'), query('token', "From the mail's link.")],
      responses: {
        '200': { description: '{email, category, subscribed: false}', content: { 'application/json': { schema: envelope({ type: 'object' }) } } },
        '400': failure('A wrong token (param token), an unknown category, or account mail.'),
      },
    },
  },
  '/v3/email/user_survey/': {
    post: {
      summary: 'Why an address unsubscribed (/email/user_survey)',
      description: "The same query as the unsubscribe link (no session needed). The answer is kept with the address's unsubscribe of that category; answering again replaces it.",
      parameters: [query('email', 'The address the mail went to.'), query('category', 'invites or notifications.'), query('token', "From the mail's link.")],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['reason'],
              properties: { reason: { type: 'string', enum: ['too_often', 'not_relevant', 'never_signed_up', 'other'] }, comment: { type: 'string', maxLength: 500, nullable: true } },
            },
          },
        },
      },
      responses: {
        '200': { description: '{email, category, reason, comment}', content: { 'application/json': { schema: envelope({ type: 'object' }) } } },
        '400': failure('A wrong token, an unknown reason, or a comment over 500 characters.'),
        '409': failure('The address still gets this category: unsubscribe first.'),
      },
    },
  },
};
