/**
 * Issue 12, sign-up: the Name field (full_name), suggested usernames and the onboarding steps'
 * progress (POST /v3/users/me/onboarding/), each rule from both sides.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { interests, outbox, users } from '../../db/schema.ts';
import { makeUser } from '../../testing/fixtures.ts';
import { useTestServer, v3Call, v3Data, v3Error, type V3CallOptions } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { MIN_INTERESTS } from './onboarding.ts';
import { MAX_USERNAME_BASE, usernameBase, usernameCandidates } from './username.ts';

type Me = { id: string; username: string; first_name: string; last_name: string; full_name: string; gender: string | null; use_case: string | null; onboarding_step: string | null };

describe('usernameBase and usernameCandidates', () => {
  it('drops accents, keeps ASCII letters, digits and underscores, lower-cased, at most 24', () => {
    expect(usernameBase("Zoë O'Neil-Ünal")).toBe('zoeoneilunal');
    expect(usernameBase('Ada_Lovelace 1815')).toBe('ada_lovelace1815');
    expect(usernameBase('李小龙')).toBe('');
    expect(usernameBase('x'.repeat(40))).toHaveLength(MAX_USERNAME_BASE);
  });

  it('offers the base first, then the base with digits; short or reserved bases only with digits', () => {
    let n = 0;
    const counting = (min: number) => min + n++;
    expect(usernameCandidates('adalovelace', counting).slice(0, 3)).toEqual(['adalovelace', 'adalovelace100', 'adalovelace101']);
    n = 0;
    expect(usernameCandidates('settings', counting)[0]).toBe('settings100');
    n = 0;
    expect(usernameCandidates('al', counting)[0]).toBe('al100');
    n = 0;
    expect(usernameCandidates('', counting)[0]).toBe('user100');
    // Later tries have more digits, and every candidate fits 30 characters.
    n = 0;
    const long = usernameCandidates('x'.repeat(MAX_USERNAME_BASE), counting);
    expect(long.at(-1)).toBe(`${'x'.repeat(MAX_USERNAME_BASE)}1019`);
    expect(long.every((name) => name.length <= 30)).toBe(true);
  });
});

describe.each(backends())('sign-up name, username suggestions and onboarding on $name', (backend) => {
  const env = useTestServer(backend, {
    seed: async (storage) => {
      await storage.db.insert(interests).values(['Baking', 'Cycling', 'Gardening', 'Knitting', 'Travel'].map((name) => ({ name, urlName: name.toLowerCase() })));
    },
  });
  const call = (url: string, options: V3CallOptions = {}) => v3Call(env().server, url, options);
  let emailCounter = 0;
  const signup = (values: Record<string, unknown> = {}) => {
    emailCounter += 1;
    return call('/v3/register/', {
      method: 'POST',
      body: { email: `onboard${emailCounter}@example.com`, password: 'correct horse battery', birthday: '1990-05-04', ...values },
    });
  };
  const tokenOf = (r: { headers: Record<string, unknown> }) => /^cb_session=([^;]*)/.exec(String(r.headers['set-cookie']))![1]!;
  const member = async (values: Record<string, unknown> = {}) => {
    const r = await signup(values);
    expect(r.status).toBe(201);
    return { token: tokenOf(r), me: v3Data<Me>(r) };
  };
  const step = (token: string, body: Record<string, unknown>, options: V3CallOptions = {}) =>
    call('/v3/users/me/onboarding/', { method: 'POST', cookie: token, body, ...options });
  const me = async (token: string) => v3Data<Me>(await call('/v3/users/me/', { cookie: token }));
  const followInterests = async (token: string, count: number) => {
    const rows = await env().storage.db.select().from(interests).limit(count);
    for (const row of rows) expect((await call(`/v3/interests/${row.id}/follow/`, { method: 'PUT', cookie: token })).status).toBe(200);
  };

  describe('the Name field (full_name)', () => {
    it('stores the first word as first_name and the rest as last_name, so full_name reads as typed', async () => {
      const { me: created } = await member({ full_name: '  Ada   King Lovelace ' });
      expect(created).toMatchObject({ first_name: 'Ada', last_name: 'King Lovelace', full_name: 'Ada King Lovelace' });
      const { me: one } = await member({ full_name: 'Cher' });
      expect(one).toMatchObject({ first_name: 'Cher', last_name: '', full_name: 'Cher' });
    });

    it('accepts 1 and 30 characters (counted as characters, not bytes) and refuses 31', async () => {
      expect((await signup({ full_name: 'Q' })).status).toBe(201);
      expect((await signup({ full_name: 'é'.repeat(14) + ' ' + 'ü'.repeat(15) })).status).toBe(201);
      const long = await signup({ full_name: 'n'.repeat(31) });
      expect(long.status).toBe(400);
      expect(v3Error(long)).toMatchObject({ param: 'full_name', message: 'Your name must be at most 30 characters.' });
      expect(long.headers['set-cookie']).toBeUndefined();
    });

    it.each([
      ['', 'Please enter your name.'],
      ['   \t ', 'Please enter your name.'],
      ['Ada\u0000', "Your name can't contain control characters."],
      ['Ada \u202Eecalevol', "Your name can't contain control characters."],
    ])('refuses %j: %s', async (fullName, message) => {
      const r = await signup({ full_name: fullName });
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'full_name', message });
    });

    it('refuses the same characters in first_name at sign-up and in a profile edit, and lets About have line breaks', async () => {
      const legacy = await signup({ first_name: 'Ada \u202Eecalevol' });
      expect(v3Error(legacy)).toMatchObject({ param: 'first_name', message: "First name can't contain control characters." });
      const { token } = await member({ full_name: 'Ada Lovelace' });
      const edit = (body: Record<string, unknown>) => call('/v3/users/me/', { method: 'POST', cookie: token, body });
      expect(v3Error(await edit({ last_name: 'Love\u2066lace' }))).toMatchObject({ param: 'last_name', message: "Last name can't contain control characters." });
      expect(v3Error(await edit({ about: 'Numbers \u202Eand me' }))).toMatchObject({ param: 'about', message: "About can't contain control characters." });
      expect(v3Error(await edit({ about: 'Numbers\u0007' }))).toMatchObject({ param: 'about' });
      expect((await edit({ about: 'Numbers,\nengines\tand poetry' })).status).toBe(200);
      expect(await me(token)).toMatchObject({ last_name: 'Lovelace' });
    });

    it('takes full_name or first_name, not both; first_name alone still works', async () => {
      const both = await signup({ full_name: 'Ada Lovelace', first_name: 'Ada' });
      expect(v3Error(both)).toMatchObject({ param: 'full_name', message: 'Send full_name or first_name, not both.' });
      const { me: old } = await member({ first_name: 'Grace' });
      expect(old).toMatchObject({ first_name: 'Grace', last_name: '' });
    });
  });

  describe('suggested usernames', () => {
    const suggest = async (name: string) => {
      const r = await call(`/v3/register/username/suggest/?name=${encodeURIComponent(name)}`);
      expect(r.status).toBe(200);
      return v3Data<{ username: string }>(r).username;
    };

    it('makes one from the name, free and valid; digits when the plain one is taken or reserved', async () => {
      expect(await suggest('Marie Curie')).toBe('mariecurie');
      await makeUser(env().storage.db, { username: 'MarieCurie' });
      const taken = await suggest('Marie Curie');
      expect(taken).toMatch(/^mariecurie\d{3}$/);
      expect(await suggest('Settings')).toMatch(/^settings\d{3}$/);
      expect(await suggest('Al')).toMatch(/^al\d{3}$/);
      expect(await suggest('李小龙')).toMatch(/^user\d{3}$/);
      expect(await suggest('')).toMatch(/^user\d{3}$/);
    });

    it('a digit ending that is taken too is passed over', async () => {
      // Every 3-digit ending of this base is taken: a longer one comes back.
      const base = 'crowdedname';
      await env().storage.db.insert(users).values(Array.from({ length: 900 }, (_, i) => ({ username: `${base}${i + 100}` })));
      await makeUser(env().storage.db, { username: base });
      expect(await suggest('Crowded Name')).toMatch(/^crowdedname\d{4,6}$/);
    });

    it('refuses a name over 200 characters', async () => {
      const r = await call(`/v3/register/username/suggest/?name=${'a'.repeat(201)}`);
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'name', message: 'name must be at most 200 characters.' });
    });

    it('sign-up without a username takes one made from the name; with one, that one', async () => {
      const { me: fromName } = await member({ full_name: 'Rosalind Franklin' });
      expect(fromName.username).toBe('rosalindfranklin');
      const { me: again } = await member({ full_name: 'Rosalind Franklin' });
      expect(again.username).toMatch(/^rosalindfranklin\d{3}$/);
      const { me: chosen } = await member({ full_name: 'Rosalind Franklin', username: 'photo_51' });
      expect(chosen.username).toBe('photo_51');
      const clash = await signup({ full_name: 'Rosalind Franklin', username: 'Photo_51' });
      expect(clash.status).toBe(409);
      expect(v3Error(clash)).toMatchObject({ param: 'username', message: 'That username is already taken.' });
    });

    it('answers whether a username exists, case-insensitively; 400 for an invalid or reserved one', async () => {
      await makeUser(env().storage.db, { username: 'Existing_One' });
      expect(v3Data(await call('/v3/register/username/exists/?username=existing_one'))).toEqual({ exists: true });
      expect(v3Data(await call('/v3/register/username/exists/?username=nobody_here'))).toEqual({ exists: false });
      const invalid = await call('/v3/register/username/exists/?username=ab');
      expect(invalid.status).toBe(400);
      expect(v3Error(invalid)).toMatchObject({ param: 'username', message: 'Usernames must be 3 to 30 characters: letters, numbers and underscores.' });
      const reserved = await call('/v3/register/username/exists/?username=Terms');
      expect(v3Error(reserved)).toMatchObject({ param: 'username', message: 'That username is not available.' });
    });
  });

  describe('onboarding progress', () => {
    it('a new account starts at gender; people from before (and fixtures) have finished', async () => {
      const { token, me: created } = await member();
      expect(created.onboarding_step).toBe('gender');
      expect((await me(token)).onboarding_step).toBe('gender');
      const old = await makeUser(env().storage.db);
      expect(old.onboardingStep).toBeNull();
    });

    it('goes gender → interests → use_case → done, storing the answers', async () => {
      const { token } = await member();
      const gender = await step(token, { step: 'gender', gender: 'female' });
      expect(gender.status).toBe(200);
      expect(v3Data<Me>(gender)).toMatchObject({ gender: 'female', onboarding_step: 'interests' });
      await followInterests(token, MIN_INTERESTS);
      expect(v3Data<Me>(await step(token, { step: 'interests' })).onboarding_step).toBe('use_case');
      const last = await step(token, { step: 'use_case', use_case: 'shop' });
      expect(v3Data<Me>(last)).toMatchObject({ use_case: 'shop', onboarding_step: null });
      expect((await me(token)).onboarding_step).toBeNull();
    });

    it('skipping stores nothing and still moves on; skipping every step finishes', async () => {
      const { token } = await member();
      expect(v3Data<Me>(await step(token, { step: 'gender', skip: true }))).toMatchObject({ gender: null, onboarding_step: 'interests' });
      expect(v3Data<Me>(await step(token, { step: 'interests', skip: true })).onboarding_step).toBe('use_case');
      expect(v3Data<Me>(await step(token, { step: 'use_case', skip: true }))).toMatchObject({ use_case: null, onboarding_step: null });
    });

    it('resumes where it was after logging in again', async () => {
      const { token } = await member({ username: 'resumer' });
      await step(token, { step: 'gender', skip: true });
      await call('/v3/logout/', { method: 'POST', cookie: token });
      const login = await call('/v3/login/', { method: 'POST', body: { username_or_email: 'resumer', password: 'correct horse battery' } });
      expect(v3Data<Me>(login).onboarding_step).toBe('interests');
      expect((await me(tokenOf(login))).onboarding_step).toBe('interests');
    });

    it('refuses a later step than the current one, and names the step to do first', async () => {
      const { token } = await member();
      const ahead = await step(token, { step: 'use_case', skip: true });
      expect(ahead.status).toBe(409);
      expect(v3Error(ahead)).toMatchObject({ code: 'onboarding_order', param: 'step', message: 'Finish or skip the Gender step first.' });
      expect((await me(token)).onboarding_step).toBe('gender');
    });

    it('a step already done can be sent again: its answer is stored, progress never moves back', async () => {
      const { token } = await member();
      await step(token, { step: 'gender', skip: true });
      await step(token, { step: 'interests', skip: true });
      const again = await step(token, { step: 'gender', gender: 'male' });
      expect(again.status).toBe(200);
      expect(v3Data<Me>(again)).toMatchObject({ gender: 'male', onboarding_step: 'use_case' });
      await step(token, { step: 'use_case', skip: true });
      const afterDone = await step(token, { step: 'use_case', use_case: 'find_ideas' });
      expect(v3Data<Me>(afterDone)).toMatchObject({ use_case: 'find_ideas', onboarding_step: null });
    });

    it(`Next on the interests step needs ${MIN_INTERESTS} followed interests: ${MIN_INTERESTS - 1} is refused`, async () => {
      const { token } = await member();
      await step(token, { step: 'gender', skip: true });
      await followInterests(token, MIN_INTERESTS - 1);
      const few = await step(token, { step: 'interests' });
      expect(few.status).toBe(400);
      expect(v3Error(few)).toMatchObject({ param: 'interests', message: `Pick at least ${MIN_INTERESTS} interests, or skip this step.` });
      await followInterests(token, MIN_INTERESTS);
      expect(v3Data<Me>(await step(token, { step: 'interests' })).onboarding_step).toBe('use_case');
    });

    it.each([
      [{}, 'step', 'step is required: one of gender, interests, use_case.'],
      [{ step: 'avatar' }, 'step', 'step must be one of: gender, interests, use_case.'],
      [{ step: 'gender' }, 'gender', 'Please choose one, or skip this step.'],
      [{ step: 'gender', gender: 'robot' }, 'gender', 'gender must be one of: female, male, nonbinary, unspecified.'],
      [{ step: 'gender', use_case: 'shop' }, 'use_case', 'use_case is answered on the use_case step.'],
      [{ step: 'gender', skip: true, gender: 'female' }, 'gender', 'A skipped step sends no answer.'],
      [{ step: 'gender', skip: 'maybe' }, 'skip', 'skip must be true or false.'],
    ])('refuses %j naming %s', async (body, param, message) => {
      const { token } = await member();
      const r = await step(token, body);
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param, message });
      expect((await me(token)).onboarding_step).toBe('gender');
    });

    it('moves only your own progress; signed out is 401, a limited login 403, a cross-site write 403', async () => {
      const ada = await member({ username: 'own_ada' });
      const bob = await member({ username: 'own_bob' });
      await step(ada.token, { step: 'gender', gender: 'female' });
      expect(await me(bob.token)).toMatchObject({ onboarding_step: 'gender', gender: null });

      const anonymous = await call('/v3/users/me/onboarding/', { method: 'POST', body: { step: 'gender', skip: true } });
      expect(anonymous.status).toBe(401);
      expect(v3Error(anonymous)?.code).toBe('unauthenticated');

      const forged = await step(bob.token, { step: 'gender', skip: true }, { fetchMetadata: false, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(forged.status).toBe(403);

      const [bobRow] = await env().storage.db.select().from(users).where(eq(users.id, Number(bob.me.id)));
      await call('/v3/login/link/', { method: 'POST', body: { email: bobRow!.email } });
      const [mail] = (await env().storage.db.select().from(outbox).where(eq(outbox.recipient, bobRow!.email!))).filter((m) => m.kind === 'login_link');
      const link = /\/login\/link\/([A-Za-z0-9_-]{43})/.exec(mail!.body)![1];
      const limited = await call('/v3/login/link/confirm/', { method: 'POST', body: { token: link } });
      const refused = await step(tokenOf(limited), { step: 'gender', skip: true });
      expect(refused.status).toBe(403);
      expect(v3Error(refused)?.code).toBe('limited_login');
      expect(await me(bob.token)).toMatchObject({ onboarding_step: 'gender' });
    });

    it('the database refuses an unknown step', async () => {
      const row = await makeUser(env().storage.db);
      await expect(env().storage.db.update(users).set({ onboardingStep: 'avatar' }).where(eq(users.id, row.id))).rejects.toThrow();
      await env().storage.db.update(users).set({ onboardingStep: 'use_case' }).where(eq(users.id, row.id));
    });
  });
});
