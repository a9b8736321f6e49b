import { describe, expect, it } from 'vitest';
import { useTestServer, v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { ANONYMOUS } from '../viewer.ts';
import { placeExperiences, type ExperienceDefinition } from './registry.ts';

const none = (placement_id: string) => ({ placement_id, experience_id: null, type: 0, display_data: null, triggerable_placed_exps: [] });
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe.each(backends())('GET /v3/experiences/ on $name', (backend) => {
  const env = useTestServer(backend);
  const get = (query: string, userAgent = CHROME) => v3Call(env().server, `/v3/experiences/?${query}`, { headers: { 'user-agent': userAgent } });

  it('answers type 0 ("none") for each placement asked, keyed by placement id', async () => {
    const r = await get(`placement_ids=${encodeURIComponent('1000:save,web_closeup-2')}&extra_context=${encodeURIComponent('{"pin_id":"5"}')}`);
    expect(r.status).toBe(200);
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

  it('takes extra_context of at most 4096 bytes of JSON text', async () => {
    const ofBytes = (bytes: number) => JSON.stringify({ t: 'x'.repeat(bytes - '{"t":""}'.length) });
    expect((await get(`placement_ids=a&extra_context=${encodeURIComponent(ofBytes(4096))}`)).status).toBe(200);
    const r = await get(`placement_ids=a&extra_context=${encodeURIComponent(ofBytes(4097))}`);
    expect(r.status).toBe(400);
    expect(v3Error(r)).toMatchObject({ param: 'extra_context', message: 'extra_context must be at most 4096 bytes of JSON.' });
  });

  it('refuses extra_context that is not JSON text', async () => {
    const r = await get(`placement_ids=a&extra_context=${encodeURIComponent('{oops')}`);
    expect(r.status).toBe(400);
    expect(v3Error(r)).toMatchObject({ param: 'extra_context', message: 'extra_context must be JSON text.' });
  });

  it('gives bots no experience placements', async () => {
    const r = await get('placement_ids=a,b', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(r.status).toBe(200);
    expect(v3Data(r)).toEqual({});
  });
});

describe('the experience registry', () => {
  const welcome: ExperienceDefinition = {
    placementId: 'after_save',
    experienceId: '77',
    type: 3,
    displayData: () => ({ anchor: 'save_button', hide_footer: true }),
    eligible: ({ viewer }) => viewer.userId !== null,
    triggerable: ['after_save:78'],
  };

  it('answers the first eligible registered experience for its placement, and none elsewhere', () => {
    const member = { viewer: { userId: 1 }, extraContext: null };
    expect(placeExperiences(['after_save', 'other'], member, [welcome])).toEqual({
      after_save: { placement_id: 'after_save', experience_id: '77', type: 3, display_data: { anchor: 'save_button', hide_footer: true }, triggerable_placed_exps: ['after_save:78'] },
      other: none('other'),
    });
  });

  it('answers none when the viewer is not eligible', () => {
    expect(placeExperiences(['after_save'], { viewer: ANONYMOUS, extraContext: null }, [welcome])).toEqual({ after_save: none('after_save') });
  });
});
