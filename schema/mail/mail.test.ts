/** Which mail a member gets, through GraphQL over the real v3 (issue 20): the list, the switch, the unsubscribe link's button. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { startTestServer, TEST_SECRET, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { unsubscribeLinks } from '../../server/v3/mail/unsubscribe.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const LIST = `{ viewer { emailSubscriptions { category label optional subscribed } } }`;
const SET = `mutation($category: String!, $subscribed: Boolean!) { setEmailSubscription(category: $category, subscribed: $subscribed) { emailSubscriptions { category subscribed } errors { code field message } } }`;
const SURVEY = `mutation($email: String!, $category: String!, $token: String!, $reason: String!, $comment: String) { answerEmailSurvey(email: $email, category: $category, token: $token, reason: $reason, comment: $comment) { ok errors { code field message } } }`;
const UNSUBSCRIBE = `mutation($email: String!, $category: String!, $token: String!) { unsubscribeEmail(email: $email, category: $category, token: $token) { ok errors { code field message } } }`;

describe.each(backends())('email subscriptions through GraphQL on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let member: TestBrowser;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    member = (await signedIn(server, 'mail_gql')).browser;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('lists the categories with account mail always on; a visitor gets null', async () => {
    const { result } = await member.gql(LIST);
    expect((result.data!.viewer as { emailSubscriptions: unknown }).emailSubscriptions).toEqual([
      { category: 'account', label: 'Account and security', optional: false, subscribed: true },
      { category: 'invites', label: 'Board invites', optional: true, subscribed: true },
      { category: 'notifications', label: 'Updates digest', optional: true, subscribed: true },
    ]);
    const visitor = await testBrowser(server).gql(LIST);
    expect((visitor.result.data!.viewer as { emailSubscriptions: unknown }).emailSubscriptions).toBeNull();
  });

  it('turns a category off and on; account mail and visitors get errors as data', async () => {
    const off = (await member.gql(SET, { category: 'invites', subscribed: false })).result.data!.setEmailSubscription as { emailSubscriptions: { category: string; subscribed: boolean }[]; errors: unknown[] };
    expect(off.errors).toEqual([]);
    expect(off.emailSubscriptions.find((item) => item.category === 'invites')!.subscribed).toBe(false);
    const on = (await member.gql(SET, { category: 'invites', subscribed: true })).result.data!.setEmailSubscription as typeof off;
    expect(on.emailSubscriptions.find((item) => item.category === 'invites')!.subscribed).toBe(true);
    const account = (await member.gql(SET, { category: 'account', subscribed: false })).result.data!.setEmailSubscription as typeof off;
    expect(account).toMatchObject({ emailSubscriptions: null, errors: [{ code: 'INVALID_PARAMETER', field: 'category' }] });
    const visitor = (await testBrowser(server).gql(SET, { category: 'invites', subscribed: false })).result.data!.setEmailSubscription as typeof off;
    expect(visitor.errors).toMatchObject([{ code: 'UNAUTHENTICATED' }]);
  });

  it("unsubscribes with the mail link's token, without logging in; a wrong token is an error", async () => {
    const token = unsubscribeLinks(TEST_SECRET, '').token('mail_gql@example.com', 'invites');
    const visitor = testBrowser(server);
    const done = (await visitor.gql(UNSUBSCRIBE, { email: 'mail_gql@example.com', category: 'invites', token })).result.data!.unsubscribeEmail;
    expect(done).toEqual({ ok: true, errors: [] });
    const list = (await member.gql(LIST)).result.data!.viewer as { emailSubscriptions: { category: string; subscribed: boolean }[] };
    expect(list.emailSubscriptions.find((item) => item.category === 'invites')!.subscribed).toBe(false);
    const wrong = (await visitor.gql(UNSUBSCRIBE, { email: 'someone@example.com', category: 'invites', token })).result.data!.unsubscribeEmail;
    expect(wrong).toMatchObject({ ok: false, errors: [{ code: 'INVALID_PARAMETER', field: 'token' }] });
    // Then /email/user_survey asks why, with the same token.
    const answer = (reason: string) => visitor.gql(SURVEY, { email: 'mail_gql@example.com', category: 'invites', token, reason, comment: 'Too many' });
    expect((await answer('too_often')).result.data!.answerEmailSurvey).toEqual({ ok: true, errors: [] });
    expect((await answer('because')).result.data!.answerEmailSurvey).toMatchObject({ ok: false, errors: [{ code: 'INVALID_PARAMETER', field: 'reason' }] });
  });
});
