import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const PASSWORD = 'a good long password';
const REQUEST = `mutation($email: String!) { requestLoginLink(email: $email) { ok errors { field message code } } }`;
const WITH_LINK = `mutation($token: String!) { loginWithLink(token: $token) { user { username } viewer { isAuthenticated isLimitedLogin } errors { field message code } } }`;
const CONFIRM = `mutation($password: String!) { confirmPassword(password: $password) { user { username } viewer { isAuthenticated isLimitedLogin } errors { field message code } } }`;
const FOLLOW = `mutation($id: ID!) { followUser(userId: $id) { user { username } errors { message code } } }`;
const UPDATE = `mutation { updateProfile(input: { firstName: "Lima" }) { user { firstName } errors { message code } } }`;

describe.each(backends())('log-in links and confirmPassword through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  const tokenFor = async (email: string) => {
    const rows = await env().storage.db.select().from(outbox).where(eq(outbox.recipient, email));
    return /\/login\/link\/([A-Za-z0-9_-]{43})/.exec(rows.filter((r) => r.kind === 'login_link').at(-1)!.body)![1]!;
  };

  it('requests a link (same answer for unknown emails), opens a limited session, refuses gated mutations with LIMITED_LOGIN until the password is confirmed', async () => {
    await signedIn(env().server, 'lima');
    const other = await signedIn(env().server, 'oscar');
    const b = testBrowser(env().server);

    const known = await b.gql(REQUEST, { email: 'lima@example.com' });
    const unknown = await b.gql(REQUEST, { email: 'nobody-at-all@example.com' });
    expect(known.result.data!.requestLoginLink).toEqual({ ok: true, errors: [] });
    expect(unknown.result).toEqual(known.result);
    const bad = await b.gql(REQUEST, { email: 'nope' });
    expect(bad.result.data!.requestLoginLink).toMatchObject({ ok: false, errors: [{ field: 'email', code: 'INVALID_PARAMETER' }] });

    const token = await tokenFor('lima@example.com');
    const opened = await b.gql(WITH_LINK, { token });
    expect(opened.result.errors).toBeUndefined();
    expect(opened.result.data!.loginWithLink).toEqual({
      user: { username: 'lima' },
      viewer: { isAuthenticated: true, isLimitedLogin: true },
      errors: [],
    });
    expect((await b.gql('{ viewer { isAuthenticated isLimitedLogin user { username } } }')).result.data!.viewer).toEqual({
      isAuthenticated: true,
      isLimitedLogin: true,
      user: { username: 'lima' },
    });

    const follow = await b.gql(FOLLOW, { id: other.id });
    expect(follow.result.data!.followUser).toEqual({ user: null, errors: [{ message: 'Confirm your password to continue.', code: 'LIMITED_LOGIN' }] });
    expect((await b.gql(UPDATE)).result.data!.updateProfile).toMatchObject({ user: null, errors: [{ code: 'LIMITED_LOGIN' }] });

    const wrong = await b.gql(CONFIRM, { password: 'not the password' });
    expect(wrong.result.data!.confirmPassword).toEqual({
      user: null,
      viewer: { isAuthenticated: true, isLimitedLogin: true },
      errors: [{ field: 'password', message: 'The password you entered is incorrect.', code: 'INVALID_CREDENTIALS' }],
    });

    const right = await b.gql(CONFIRM, { password: PASSWORD });
    expect(right.result.data!.confirmPassword).toEqual({
      user: { username: 'lima' },
      viewer: { isAuthenticated: true, isLimitedLogin: false },
      errors: [],
    });
    expect((await b.gql(FOLLOW, { id: other.id })).result.data!.followUser).toEqual({ user: { username: 'oscar' }, errors: [] });
    expect((await b.gql(UPDATE)).result.data!.updateProfile).toEqual({ user: { firstName: 'Lima' }, errors: [] });

    // The link worked once.
    const again = await testBrowser(env().server).gql(WITH_LINK, { token });
    expect(again.result.data!.loginWithLink).toEqual({
      user: null,
      viewer: { isAuthenticated: false, isLimitedLogin: false },
      errors: [{ field: 'token', message: 'This log-in link is invalid or has expired. Please request a new one.', code: 'INVALID_PARAMETER' }],
    });
  });

  it('shows a full session as not limited', async () => {
    const { browser } = await signedIn(env().server, 'fullmember');
    expect((await browser.gql('{ viewer { isAuthenticated isLimitedLogin } }')).result.data!.viewer).toEqual({ isAuthenticated: true, isLimitedLogin: false });
  });
});
