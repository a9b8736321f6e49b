import { describe, expect, it } from 'vitest';
import { interests } from '../../server/db/schema.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { freshIp } from '../../server/testing/members.ts';
import { backends } from '../../server/testing/storage.ts';
import { testBrowser, type TestBrowser } from '../testing/browser.ts';

const SIGNUP = `mutation($input: SignupInput!) {
  signup(input: $input) { user { username fullName firstName lastName } viewer { onboardingStep } errors { field message code } }
}`;
const STEP = `mutation($input: CompleteSignupStepInput!) {
  completeSignupStep(input: $input) { viewer { onboardingStep gender useCase } errors { field message code } }
}`;
const SUGGEST = `query($name: String!) { usernameSuggestion(name: $name) }`;
const CHECK = `query($username: String!) { usernameCheck(username: $username) { username available message } }`;

describe.each(backends())('sign-up and its steps through GraphQL on $name', (backend) => {
  const env = useTestServer(backend, {
    seed: async (storage) => {
      await storage.db.insert(interests).values(['Baking', 'Cycling', 'Gardening', 'Knitting'].map((name) => ({ name, urlName: name.toLowerCase() })));
    },
  });
  let counter = 0;
  const signUp = async (input: Record<string, unknown>, browser: TestBrowser = testBrowser(env().server)) => {
    counter += 1;
    const { result } = await browser.gql(
      SIGNUP,
      { input: { email: `gql-step${counter}@example.com`, password: 'a good long password', age: 30, ...input } },
      { 'x-forwarded-for': freshIp() },
    );
    return { browser, payload: result.data!.signup as { user: Record<string, string> | null; viewer: { onboardingStep: string | null }; errors: unknown[] } };
  };
  const step = async (browser: TestBrowser, input: Record<string, unknown>) =>
    (await browser.gql(STEP, { input })).result.data!.completeSignupStep as { viewer: Record<string, unknown>; errors: { field: string | null; message: string; code: string }[] };

  it('signs up with a name: full name kept, username made from it, onboarding starts at GENDER', async () => {
    const { payload } = await signUp({ fullName: 'Katherine Johnson' });
    expect(payload).toEqual({
      user: { username: 'katherinejohnson', fullName: 'Katherine Johnson', firstName: 'Katherine', lastName: 'Johnson' },
      viewer: { onboardingStep: 'GENDER' },
      errors: [],
    });
    const tooLong = await signUp({ fullName: 'k'.repeat(31) });
    expect(tooLong.payload).toMatchObject({ user: null, errors: [{ field: 'fullName', message: 'Your name must be at most 30 characters.' }] });
  });

  it('suggests a free username and checks one', async () => {
    const b = testBrowser(env().server);
    const ip = { 'x-forwarded-for': freshIp() };
    expect((await b.gql(SUGGEST, { name: 'Dorothy Vaughan' }, ip)).result.data).toEqual({ usernameSuggestion: 'dorothyvaughan' });
    await signUp({ fullName: 'Dorothy Vaughan' });
    expect((await b.gql(SUGGEST, { name: 'Dorothy Vaughan' }, ip)).result.data!.usernameSuggestion).toMatch(/^dorothyvaughan\d{3}$/);
    expect((await b.gql(CHECK, { username: 'DorothyVaughan' }, ip)).result.data!.usernameCheck).toEqual({
      username: 'DorothyVaughan',
      available: false,
      message: 'That username is already taken.',
    });
    expect((await b.gql(CHECK, { username: 'dorothy_v' }, ip)).result.data!.usernameCheck).toEqual({ username: 'dorothy_v', available: true, message: null });
    expect((await b.gql(CHECK, { username: 'no way' }, ip)).result.data!.usernameCheck).toMatchObject({
      available: false,
      message: 'Usernames must be 3 to 30 characters: letters, numbers and underscores.',
    });
    expect((await b.gql(CHECK, { username: 'privacy' }, ip)).result.data!.usernameCheck).toMatchObject({ available: false, message: 'That username is not available.' });
  });

  it('moves through the steps in order, with errors as data beside the field', async () => {
    const { browser } = await signUp({ fullName: 'Mary Jackson' });
    const early = await step(browser, { step: 'USE_CASE', skip: true });
    expect(early.errors).toEqual([{ field: 'step', code: 'ONBOARDING_ORDER', message: 'Finish or skip the Gender step first.' }]);
    expect(early.viewer.onboardingStep).toBe('GENDER');
    expect((await step(browser, { step: 'GENDER' })).errors).toMatchObject([{ field: 'gender', message: 'Please choose one, or skip this step.' }]);
    expect(await step(browser, { step: 'GENDER', gender: 'female' })).toEqual({ viewer: { onboardingStep: 'INTERESTS', gender: 'female', useCase: null }, errors: [] });

    const few = await step(browser, { step: 'INTERESTS' });
    expect(few.errors).toMatchObject([{ field: 'interests', message: 'Pick at least 3 interests, or skip this step.' }]);
    const list = (await browser.gql('{ interests(first: 3) { edges { node { entityId } } } }')).result.data!.interests as { edges: { node: { entityId: string } }[] };
    for (const { node } of list.edges) {
      const followed = await browser.gql('mutation($id: String!) { followInterest(interestId: $id, follow: true) { following errors { message } } }', { id: node.entityId });
      expect(followed.result.data!.followInterest).toEqual({ following: true, errors: [] });
    }
    expect((await step(browser, { step: 'INTERESTS' })).viewer.onboardingStep).toBe('USE_CASE');
    expect(await step(browser, { step: 'USE_CASE', useCase: 'save_ideas' })).toEqual({ viewer: { onboardingStep: null, gender: 'female', useCase: 'save_ideas' }, errors: [] });
    expect((await browser.gql('{ viewer { onboardingStep } }')).result.data!.viewer).toEqual({ onboardingStep: null });
  });

  it('signed out: no step, and completing one is an error as data', async () => {
    const b = testBrowser(env().server);
    expect((await b.gql('{ viewer { onboardingStep } }')).result.data!.viewer).toEqual({ onboardingStep: null });
    const refused = await step(b, { step: 'GENDER', skip: true });
    expect(refused.errors).toMatchObject([{ code: 'UNAUTHENTICATED' }]);
  });
});
