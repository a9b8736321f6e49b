import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';
import { snakeName } from './experiment.ts';

const EXPERIMENTS = `{ viewer { experiments { name group } } }`;
type Result = { viewer: { experiments: { name: string; group: string }[] } };
const groups = (data: unknown) => Object.fromEntries((data as Result).viewer.experiments.map((e) => [e.name, e.group]));

describe('snakeName', () => {
  it('undoes camelizing of experiment names', () => {
    expect(snakeName('webUnauthShoppingOneLine')).toBe('web_unauth_shopping_one_line');
    expect(snakeName('web_ad_label')).toBe('web_ad_label');
  });
});

describe.each(backends().slice(0, 1))('Viewer.experiments on $name', (backend) => {
  const env = useTestServer(backend);

  it('lists every experiment with snake_case names, relays the cb_visitor cookie, and stays stable with it', async () => {
    const browser = testBrowser(env().server);
    const first = await browser.gql(EXPERIMENTS);
    expect(first.result.errors).toBeUndefined();
    expect(Object.keys(groups(first.result.data)).sort()).toEqual(['web_ad_label', 'web_invite_lookup_graphql', 'web_pin_footer', 'web_reactions_disabled', 'web_unauth_red_save', 'web_unauth_shopping_one_line', 'web_vertical_nav']);
    expect(first.setCookies.some((c) => /^cb_visitor=.+HttpOnly; SameSite=Lax/.test(c))).toBe(true);
    const second = await browser.gql(EXPERIMENTS);
    expect(second.setCookies).toEqual([]);
    expect(groups(second.result.data)).toEqual(groups(first.result.data));
  });

  it('a forced group reaches GraphQL', async () => {
    const browser = testBrowser(env().server);
    const { result } = await browser.gql(EXPERIMENTS, {}, { cookie: 'forced_experiments=web_ad_label%3Asponsored%2Cweb_pin_footer%3Ahidden' });
    expect(groups(result.data)).toMatchObject({ web_ad_label: 'sponsored', web_pin_footer: 'hidden' });
  });

  it('a signed-in member gets groups by user id, the same in a new browser', async () => {
    const { browser } = await signedIn(env().server, 'exp_member');
    const mine = groups((await browser.gql(EXPERIMENTS)).result.data);
    const session = browser.cookie.split('; ').find((c) => c.startsWith('cb_session='))!;
    const elsewhere = groups((await testBrowser(env().server).gql(EXPERIMENTS, {}, { cookie: `${session}; cb_visitor=someotherbrowser123` })).result.data);
    expect(elsewhere).toEqual(mine);
  });
});
