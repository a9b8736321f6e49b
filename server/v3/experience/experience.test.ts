/** The experience reads (GET /v3/experiences/ and /platform/): parameters, bots, and the pure placement rules of ./registry.ts. */
import { describe, expect, it } from 'vitest';
import { useTestServer, v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { ANONYMOUS } from '../viewer.ts';
import type { V3Experience } from '../types.ts';
import { PLACEMENTS, signupToSave } from './catalog.ts';
import { nextStatus, placeExperiences, stateOpen, VIEWED_OPEN_DAYS, type ExperienceContext, type ExperienceDefinition, type MemberFacts } from './registry.ts';
import { CHROME, experienceCalls, GOOGLEBOT, testMember } from './test-kit.ts';

const none = (placement_id: string) => ({ placement_id, experience_id: null, type: 0, display_data: null, triggerable_placed_exps: [] });

describe.each(backends())('GET /v3/experiences/ on $name', (backend) => {
  const env = useTestServer(backend);
  const calls = experienceCalls(() => env().server);
  const get = (query: string, userAgent = CHROME) => v3Call(env().server, `/v3/experiences/?${query}`, { headers: { 'user-agent': userAgent } });

  it('answers type 0 ("none") for each placement with nothing registered, keyed by placement id', async () => {
    const r = await get(`placement_ids=${encodeURIComponent('1000:save,web_closeup-2')}&extra_context=${encodeURIComponent('{"pin_id":"5"}')}`);
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(v3Data(r)).toEqual({ '1000:save': none('1000:save'), 'web_closeup-2': none('web_closeup-2') });
  });

  it('takes 1 to 10 placement ids', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => `p${i}`);
    expect(Object.keys(v3Data<object>(await get(`placement_ids=${ten.join(',')}`)))).toEqual(ten);
    for (const query of [`placement_ids=${[...ten, 'p10'].join(',')}`, 'placement_ids=', '']) {
      const r = await get(query);
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'placement_ids', message: 'placement_ids must list 1 to 10 placement ids, separated by commas.' });
    }
  });

  it('takes placement ids of 1 to 64 letters, digits, underscores, colons or dashes', async () => {
    expect((await get(`placement_ids=${'a'.repeat(64)}`)).status).toBe(200);
    for (const bad of ['a'.repeat(65), 'a,,b', 'a.b', 'a%20b']) {
      const r = await get(`placement_ids=${bad}`);
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: 'placement_ids' });
    }
  });

  it('takes extra_context and targeting of at most 4096 bytes of JSON text', async () => {
    const ofBytes = (bytes: number) => JSON.stringify({ t: 'x'.repeat(bytes - '{"t":""}'.length) });
    for (const name of ['extra_context', 'targeting']) {
      expect((await get(`placement_ids=a&${name}=${encodeURIComponent(ofBytes(4096))}`)).status).toBe(200);
      const r = await get(`placement_ids=a&${name}=${encodeURIComponent(ofBytes(4097))}`);
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: name, message: `${name} must be at most 4096 bytes of JSON.` });
    }
  });

  it('refuses extra_context or targeting that is not JSON text', async () => {
    for (const name of ['extra_context', 'targeting']) {
      const r = await get(`placement_ids=a&${name}=${encodeURIComponent('{oops')}`);
      expect(r.status).toBe(400);
      expect(v3Error(r)).toMatchObject({ param: name, message: `${name} must be JSON text.` });
    }
  });

  it('gives bots no experience placements, logged out or signed in', async () => {
    const member = await testMember(env().storage.db);
    for (const who of [null, member]) {
      const r = await calls.get(who, [PLACEMENTS.PIN_CARD_UPSELL, PLACEMENTS.HOME_BANNER], GOOGLEBOT);
      expect(r.status).toBe(200);
      expect(v3Data(r)).toEqual({});
    }
  });
});

describe.each(backends())('GET /v3/experiences/platform/ on $name', (backend) => {
  const env = useTestServer(backend);
  const platform = (query = '', cookie?: string, userAgent = CHROME) =>
    v3Call(env().server, `/v3/experiences/platform/${query}`, { headers: { 'user-agent': userAgent }, ...(cookie ? { cookie } : {}) });
  const upsell: V3Experience = {
    placement_id: PLACEMENTS.PIN_CARD_UPSELL,
    experience_id: 'signup_to_save',
    type: 3,
    display_data: { ...signupToSave.displayData({} as ExperienceContext) },
    triggerable_placed_exps: [],
  };

  it('answers every placement of the platform in one map: a visitor sees the sign-up upsell only', async () => {
    const r = await platform(`?extra_context=${encodeURIComponent('{"page":"home"}')}&targeting=${encodeURIComponent('{}')}`);
    expect(r.status).toBe(200);
    expect(v3Data(r)).toEqual({ web_post_save: none('web_post_save'), web_home_banner: none('web_home_banner'), web_pin_card_upsell: upsell });
  });

  it('with multi_experience_platform, lists every experience each placement would show', async () => {
    const member = await testMember(env().storage.db);
    const r = await platform('?multi_experience_platform=true', member.token);
    expect(v3Data(r)).toEqual({ web_post_save: [], web_home_banner: [], web_pin_card_upsell: [] });
    expect(v3Data(await platform('?multi_experience_platform=true'))).toEqual({ web_post_save: [], web_home_banner: [], web_pin_card_upsell: [upsell] });
  });

  it('gives bots an empty map and refuses bad parameters', async () => {
    expect(v3Data(await platform('', undefined, GOOGLEBOT))).toEqual({});
    expect(v3Error(await platform('?multi_experience_platform=maybe'))).toMatchObject({ param: 'multi_experience_platform' });
    expect(v3Error(await platform(`?extra_context=${encodeURIComponent('[1,')}`))).toMatchObject({ param: 'extra_context', message: 'extra_context must be JSON text.' });
  });
});

describe('the placement rules (./registry.ts)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const facts: MemberFacts = { saves: 0, onboardingDone: true, follows: 0, firstBoardId: null, hasCollaborators: false, invited: false };
  const context = (over: Partial<ExperienceContext> = {}): ExperienceContext => ({ viewer: { userId: 1 }, extraContext: null, facts, states: new Map(), now, ...over });
  const display = { anchor: 'a', hide_footer: false, title: 't', body: 'b', button_text: 'ok', href: null };
  const first: ExperienceDefinition = { placementId: 'p', experienceId: 'one', type: 1, audience: 'member', displayData: () => display, eligible: (c) => c.extraContext === 'one' };
  const second: ExperienceDefinition = { placementId: 'p', experienceId: 'two', type: 2, audience: 'member', displayData: () => display, eligible: (_c, state) => state !== undefined, trigger: () => null };
  const always: ExperienceDefinition = { ...second, eligible: () => true };
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

  it('answers the first eligible experience of a placement, lists the others the member may trigger, and none elsewhere', () => {
    expect(placeExperiences(['p', 'q'], context({ extraContext: 'one' }), [first, second])).toEqual({
      p: { placement_id: 'p', experience_id: 'one', type: 1, display_data: display, triggerable_placed_exps: ['p:two'] },
      q: none('q'),
    });
    expect(placeExperiences(['p'], context(), [first, second]).p).toEqual({ ...none('p'), triggerable_placed_exps: ['p:two'] });
    const triggered = new Map([['p:two', { status: 'triggered' as const, updatedAt: now }]]);
    expect(placeExperiences(['p'], context({ states: triggered }), [first, second]).p).toMatchObject({ experience_id: 'two', triggerable_placed_exps: [] });
    expect(placeExperiences(['p'], context({ states: triggered, facts: null, viewer: ANONYMOUS }), [first, second]).p).toEqual(none('p'));
  });

  it('shows member experiences to members only, and visitor ones to visitors only', () => {
    expect(placeExperiences(['p'], context({ viewer: ANONYMOUS, facts: null }), [always]).p).toEqual(none('p'));
    expect(placeExperiences(['p'], context(), [always]).p).toMatchObject({ experience_id: 'two' });
    const visitorOnly = { ...always, audience: 'visitor' as const };
    expect(placeExperiences(['p'], context(), [visitorOnly]).p).toEqual(none('p'));
    expect(placeExperiences(['p'], context({ viewer: ANONYMOUS, facts: null }), [visitorOnly]).p).toMatchObject({ experience_id: 'two', triggerable_placed_exps: [] });
  });

  it('keeps an experience open while triggered or viewed less than VIEWED_OPEN_DAYS ago, and closes it when completed or dismissed', () => {
    expect(stateOpen(undefined, now)).toBe(true);
    expect(stateOpen({ status: 'triggered', updatedAt: daysAgo(100) }, now)).toBe(true);
    expect(stateOpen({ status: 'viewed', updatedAt: daysAgo(VIEWED_OPEN_DAYS - 0.01) }, now)).toBe(true);
    expect(stateOpen({ status: 'viewed', updatedAt: daysAgo(VIEWED_OPEN_DAYS) }, now)).toBe(false);
    for (const status of ['completed', 'dismissed', 'completed_without_homefeed'] as const) expect(stateOpen({ status, updatedAt: now }, now)).toBe(false);
  });

  it('moves statuses: the first close stands, viewed follows triggered, a trigger only starts', () => {
    expect(nextStatus(undefined, 'viewed')).toBe('viewed');
    expect(nextStatus('triggered', 'viewed')).toBe('viewed');
    expect(nextStatus(undefined, 'triggered')).toBe('triggered');
    expect(nextStatus('viewed', 'triggered')).toBe('viewed');
    expect(nextStatus('viewed', 'dismissed')).toBe('dismissed');
    expect(nextStatus('completed', 'dismissed')).toBe('completed');
    expect(nextStatus('dismissed', 'viewed')).toBe('dismissed');
    expect(nextStatus('completed_without_homefeed', 'completed')).toBe('completed_without_homefeed');
  });
});
