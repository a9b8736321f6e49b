import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser, type TestBrowser } from '../testing/browser.ts';

const PLACEMENTS = `query($ids: [String!]!, $extra: String) {
  experiencePlacements(placementIds: $ids, extraContext: $extra) { placementId experienceId type displayData triggerablePlacedExps }
}`;
const TYPED = `query($ids: [String!]!) {
  experiencePlacements(placementIds: $ids) { id placementId experienceId placedExperienceId type display { anchor hideFooter title body buttonText href } triggerablePlacedExps }
}`;
const PAYLOAD = 'placedExperienceId status refreshHomeFeed placement { id experienceId placedExperienceId type } errors { field code message }';
const VIEWED = `mutation($p: String!, $extra: String) { markExperienceViewed(placedExperienceId: $p, extraContext: $extra) { ${PAYLOAD} } }`;
const COMPLETE = `mutation($p: String!, $without: Boolean) { completeExperience(placedExperienceId: $p, withoutHomefeed: $without) { ${PAYLOAD} } }`;
const DISMISS = `mutation($p: String!) { dismissExperience(placedExperienceId: $p) { ${PAYLOAD} } }`;
const TRIGGER = `mutation($p: String!) { triggerExperience(placedExperienceId: $p) { ${PAYLOAD} } }`;
const FIRST_SAVE = 'web_post_save:first_save_education';
const TUNE = 'web_home_banner:tune_home_feed';
const none = (placementId: string) => ({ placementId, experienceId: null, type: 0, displayData: null, triggerablePlacedExps: [] });

type Payload = { placedExperienceId: string; status: string | null; refreshHomeFeed: boolean; placement: { id: string; experienceId: string | null } | null; errors: { field: string | null; code: string; message: string }[] };

describe.each(backends())('experiencePlacements through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);
  const db = () => env().storage.db;
  const mutate = async (browser: TestBrowser, mutation: string, variables: Record<string, unknown>): Promise<Payload> => {
    const { result } = await browser.gql(mutation, variables);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data ?? {})[0] as Payload;
  };
  const shown = async (browser: TestBrowser, id: string) => {
    const { result } = await browser.gql(TYPED, { ids: [id] });
    return (result.data?.experiencePlacements as { experienceId: string | null; id: string }[])[0];
  };
  /** A member signed up through GraphQL, sign-up steps done, with a board and `saves` saves into it. */
  const member = async (name: string, saves = 1) => {
    const who = await signedIn(env().server, name);
    await db().update(users).set({ onboardingStep: null }).where(eq(users.id, who.userId));
    const source = await makeBoard(db(), await makeUser(db()));
    const [row] = await db().select().from(users).where(eq(users.id, who.userId));
    const into = await makeBoard(db(), row!);
    for (let i = 0; i < saves; i += 1) await makeSave(db(), await makePin(db(), source), into, row!);
    return who;
  };

  it('answers type 0 ("none") for placements with nothing registered, signed out and signed in', async () => {
    const ids = ['1000:save', 'web_closeup'];
    const signedOut = await testBrowser(env().server).gql(PLACEMENTS, { ids, extra: '{"pin_id":"1"}' });
    expect(signedOut.result).toEqual({ data: { experiencePlacements: ids.map(none) } });
    const { browser } = await signedIn(env().server, 'exa');
    expect((await browser.gql(PLACEMENTS, { ids })).result).toEqual({ data: { experiencePlacements: ids.map(none) } });
  });

  it('shows a visitor the sign-up upsell with its display data typed, and the raw JSON camelized', async () => {
    const browser = testBrowser(env().server);
    const { result } = await browser.gql(TYPED, { ids: ['web_pin_card_upsell'] });
    expect(result.data?.experiencePlacements).toEqual([
      {
        id: expect.any(String),
        placementId: 'web_pin_card_upsell',
        experienceId: 'signup_to_save',
        placedExperienceId: 'web_pin_card_upsell:signup_to_save',
        type: 3,
        display: { anchor: 'save_button', hideFooter: true, title: 'Sign up to save', body: expect.stringContaining('free account'), buttonText: 'Sign up', href: '/signup' },
        triggerablePlacedExps: [],
      },
    ]);
    const raw = await browser.gql(PLACEMENTS, { ids: ['web_pin_card_upsell'] });
    expect((raw.result.data?.experiencePlacements as { displayData: unknown }[])[0]?.displayData).toMatchObject({ anchor: 'save_button', hideFooter: true, buttonText: 'Sign up' });
  });

  it('gives a bot no placements', async () => {
    const { result } = await testBrowser(env().server).gql(PLACEMENTS, { ids: ['web_pin_card_upsell'] }, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    expect(result).toEqual({ data: { experiencePlacements: [] } });
  });

  it('passes on v3 refusing more than 10 placements', async () => {
    const { result } = await testBrowser(env().server).gql(PLACEMENTS, { ids: Array.from({ length: 11 }, (_, i) => `p${i}`) });
    expect(result.errors?.[0]?.message).toBe('placement_ids must list 1 to 10 placement ids, separated by commas.');
  });

  it('markExperienceViewed keeps the experience; completeExperience closes it and answers the placement with the same id', async () => {
    const { browser } = await member('exv');
    const before = await shown(browser, 'web_post_save');
    expect(before).toMatchObject({ experienceId: 'first_save_education' });
    const viewed = await mutate(browser, VIEWED, { p: FIRST_SAVE, extra: '{"board":"Kitchen"}' });
    expect(viewed).toMatchObject({ placedExperienceId: FIRST_SAVE, status: 'VIEWED', refreshHomeFeed: false, placement: { id: before!.id, experienceId: 'first_save_education' }, errors: [] });
    const done = await mutate(browser, COMPLETE, { p: FIRST_SAVE });
    expect(done).toMatchObject({ status: 'COMPLETED', placement: { id: before!.id, experienceId: null, placedExperienceId: null, type: 0 }, errors: [] });
    expect((await shown(browser, 'web_post_save'))?.experienceId).toBeNull();
  });

  it('dismissExperience closes it; the re-fetch shows none', async () => {
    const { browser } = await member('exd');
    expect(await mutate(browser, DISMISS, { p: FIRST_SAVE })).toMatchObject({ status: 'DISMISSED', placement: { experienceId: null }, errors: [] });
    expect((await shown(browser, 'web_post_save'))?.experienceId).toBeNull();
  });

  it('triggerExperience opens a triggerable experience; completeExperience(withoutHomefeed) closes it without a home feed reload', async () => {
    const { browser } = await member('ext', 0);
    expect((await shown(browser, 'web_home_banner'))?.experienceId).toBe('invite_education');
    await mutate(browser, DISMISS, { p: 'web_home_banner:invite_education' });
    expect(await shown(browser, 'web_home_banner')).toMatchObject({ experienceId: null, triggerablePlacedExps: [TUNE] });
    expect(await mutate(browser, TRIGGER, { p: TUNE })).toMatchObject({ status: 'TRIGGERED', placement: { experienceId: 'tune_home_feed' } });
    expect(await mutate(browser, COMPLETE, { p: TUNE, without: true })).toMatchObject({ status: 'COMPLETED_WITHOUT_HOMEFEED', refreshHomeFeed: false, placement: { experienceId: null } });
    const other = await member('ext2', 0);
    await mutate(other.browser, TRIGGER, { p: TUNE });
    expect(await mutate(other.browser, COMPLETE, { p: TUNE })).toMatchObject({ status: 'COMPLETED', refreshHomeFeed: true });
  });

  it('answers what the person can fix as UserErrors', async () => {
    const visitor = testBrowser(env().server);
    expect(await mutate(visitor, DISMISS, { p: 'web_pin_card_upsell:signup_to_save' })).toMatchObject({ status: null, placement: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    const { browser, userId } = await member('exe', 0);
    expect((await mutate(browser, COMPLETE, { p: 'web_post_save:nothing' })).errors).toEqual([{ field: 'placedExperienceId', code: 'NOT_FOUND', message: 'Placement "web_post_save" has no experience "nothing".' }]);
    expect((await mutate(browser, COMPLETE, { p: 'no-colon' })).errors).toMatchObject([{ field: 'placedExperienceId', code: 'INVALID_PARAMETER' }]);
    expect((await mutate(browser, VIEWED, { p: FIRST_SAVE, extra: '{oops' })).errors).toEqual([{ field: 'extraContext', code: 'INVALID_PARAMETER', message: 'extra_context must be JSON text.' }]);
    expect((await mutate(browser, VIEWED, { p: FIRST_SAVE })).errors).toMatchObject([{ code: 'NOT_SHOWN' }]);
    expect((await mutate(browser, TRIGGER, { p: 'web_home_banner:invite_education' })).errors).toMatchObject([{ code: 'NOT_TRIGGERABLE' }]);
    await db().update(sessions).set({ limited: true }).where(eq(sessions.userId, userId));
    expect((await mutate(browser, DISMISS, { p: FIRST_SAVE })).errors).toMatchObject([{ code: 'LIMITED_LOGIN' }]);
  });
});
