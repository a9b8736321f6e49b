import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { testBrowser } from '../testing/browser.ts';

const SIGNUP = `mutation($input: SignupInput!) { signup(input: $input) { user { username firstName } viewer { isAuthenticated } errors { field message code } } }`;
const browser = testBrowser;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { user { username } viewer { isAuthenticated user { username } } errors { field message code } } }`;
const VIEWER = `{ viewer { isAuthenticated isBot isPartner isEmployee email saveBehavior user { username } } }`;

describe.each(backends())('accounts through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('signs up, is signed in on the next request, logs out and is signed out', async () => {
    const b = browser(env().server);
    const { result, setCookies } = await b.gql(SIGNUP, {
      input: { email: 'grace@example.com', password: 'correct horse battery', username: 'grace', firstName: 'Grace', birthday: '1990-12-09' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data!.signup).toEqual({ user: { username: 'grace', firstName: 'Grace' }, viewer: { isAuthenticated: true }, errors: [] });
    expect(setCookies.join('\n')).toMatch(/HttpOnly/i);
    expect(setCookies.join('\n')).toMatch(/SameSite=Lax/i);

    const viewer = await b.gql(VIEWER);
    expect(viewer.result.data!.viewer).toMatchObject({ isAuthenticated: true, email: 'grace@example.com', user: { username: 'grace' }, isBot: false });

    const out = await b.gql('mutation { logout { ok viewer { isAuthenticated } errors { message } } }');
    expect(out.result.data!.logout).toEqual({ ok: true, viewer: { isAuthenticated: false }, errors: [] });
    expect((await b.gql(VIEWER)).result.data!.viewer).toMatchObject({ isAuthenticated: false, user: null, email: null, saveBehavior: null });
  });

  it('returns what is wrong with a sign-up as data, beside the field', async () => {
    const b = browser(env().server);
    const bad = await b.gql(SIGNUP, { input: { email: 'not-an-email', password: 'correct horse battery', age: 30 } });
    expect(bad.result.errors).toBeUndefined();
    expect(bad.result.data!.signup).toMatchObject({ user: null, viewer: { isAuthenticated: false }, errors: [{ field: 'email' }] });
    const weak = await b.gql(SIGNUP, { input: { email: 'weak@example.com', password: 'short', age: 30 } });
    expect(weak.result.data!.signup).toMatchObject({ errors: [{ field: 'password' }] });
    await b.gql(SIGNUP, { input: { email: 'taken@example.com', password: 'correct horse battery', age: 30 } });
    const taken = await browser(env().server).gql(SIGNUP, { input: { email: 'taken@example.com', password: 'correct horse battery', age: 30 } });
    expect(taken.result.data!.signup).toMatchObject({ user: null, errors: [{ field: 'email', code: 'TAKEN' }] });
  });

  it('logs in with the right password and refuses the wrong one with the same message for unknown accounts', async () => {
    await browser(env().server).gql(SIGNUP, { input: { email: 'lin@example.com', password: 'a good long password', username: 'lin', age: 40 } });
    const wrong = await browser(env().server).gql(LOGIN, { input: { usernameOrEmail: 'lin', password: 'nope nope nope' } });
    const unknown = await browser(env().server).gql(LOGIN, { input: { usernameOrEmail: 'nobody-here', password: 'nope nope nope' } });
    const wrongError = (wrong.result.data!.login as { errors: { message: string; code: string }[] }).errors[0]!;
    expect(wrongError.code).toBe('INVALID_CREDENTIALS');
    expect((unknown.result.data!.login as { errors: { message: string }[] }).errors[0]!.message).toBe(wrongError.message);
    const b = browser(env().server);
    const right = await b.gql(LOGIN, { input: { usernameOrEmail: 'lin@example.com', password: 'a good long password' } });
    expect(right.result.data!.login).toMatchObject({ user: { username: 'lin' }, viewer: { isAuthenticated: true, user: { username: 'lin' } }, errors: [] });
    expect((await b.gql(VIEWER)).result.data!.viewer).toMatchObject({ isAuthenticated: true });
  });

  it('updates the profile, keeping the first name to at most 30 characters', async () => {
    const b = browser(env().server);
    await b.gql(SIGNUP, { input: { email: 'pat@example.com', password: 'a good long password', username: 'pat', age: 25 } });
    const update = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { user { firstName } errors { field code } } }`;
    const ok = await b.gql(update, { input: { firstName: 'x'.repeat(30) } });
    expect(ok.result.data!.updateProfile).toEqual({ user: { firstName: 'x'.repeat(30) }, errors: [] });
    const tooLong = await b.gql(update, { input: { firstName: 'x'.repeat(31) } });
    expect(tooLong.result.data!.updateProfile).toMatchObject({ user: null, errors: [{ field: 'firstName' }] });
    const signedOut = await browser(env().server).gql(update, { input: { firstName: 'Pat' } });
    expect(signedOut.result.data!.updateProfile).toMatchObject({ user: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('refuses a cross-site write even with the session cookie', async () => {
    const b = browser(env().server);
    await b.gql(SIGNUP, { input: { email: 'csrf@example.com', password: 'a good long password', username: 'csrfvictim', age: 25 } });
    const update = `mutation { updateProfile(input: { firstName: "Hacked" }) { user { firstName } errors { code } } }`;
    const attack = await b.gql(update, {}, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(attack.result.data!.updateProfile).toMatchObject({ user: null, errors: [{ code: 'CSRF' }] });
    expect((await b.gql('{ viewer { user { firstName } } }')).result.data!.viewer).toEqual({ user: { firstName: '' } });
  });

  it('accepts a write from a browser without Fetch Metadata when its Origin is this site', async () => {
    const b = browser(env().server);
    await b.gql(SIGNUP, { input: { email: 'oldbrowser@example.com', password: 'a good long password', username: 'oldbrowser', age: 25 } });
    const update = `mutation { updateProfile(input: { firstName: "Old" }) { user { firstName } errors { code } } }`;
    const sameSite = await b.gql(update, {}, { 'sec-fetch-site': '', origin: env().server.url });
    expect(sameSite.result.data!.updateProfile).toEqual({ user: { firstName: 'Old' }, errors: [] });
    const otherSite = await b.gql(update, {}, { 'sec-fetch-site': '', origin: 'https://evil.example' });
    expect(otherSite.result.data!.updateProfile).toMatchObject({ user: null, errors: [{ code: 'CSRF' }] });
  });

  it("limits log-in attempts per visitor's IP, not per GraphQL server", async () => {
    const attempt = (ip: string, n: number) =>
      browser(env().server).gql(LOGIN, { input: { usernameOrEmail: `someone${n}`, password: 'wrong password' } }, { 'x-forwarded-for': ip });
    const codes: string[] = [];
    for (let n = 0; n < 21; n += 1) {
      const { result } = await attempt('203.0.113.7', n);
      codes.push((result.data!.login as { errors: { code: string }[] }).errors[0]!.code);
    }
    expect(codes.slice(0, 20).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes[20]).toBe('RATE_LIMITED');
    const other = await attempt('203.0.113.8', 99);
    expect((other.result.data!.login as { errors: { code: string }[] }).errors[0]!.code).toBe('INVALID_CREDENTIALS');
  });

  it('knows a crawler', async () => {
    const { result } = await browser(env().server).gql('{ viewer { isBot isSocialBot } }', {}, { 'user-agent': 'Twitterbot/1.0' });
    expect(result.data!.viewer).toEqual({ isBot: true, isSocialBot: true });
  });
});
