import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { signedIn, testBrowser } from '../testing/browser.ts';

const PLACEMENTS = `query($ids: [String!]!, $extra: String) {
  experiencePlacements(placementIds: $ids, extraContext: $extra) { placementId experienceId type displayData triggerablePlacedExps }
}`;
const none = (placementId: string) => ({ placementId, experienceId: null, type: 0, displayData: null, triggerablePlacedExps: [] });

describe.each(backends())('experiencePlacements through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('answers type 0 ("none") for each placement asked, signed out and signed in', async () => {
    const ids = ['1000:save', 'web_closeup'];
    const signedOut = await testBrowser(env().server).gql(PLACEMENTS, { ids, extra: '{"pin_id":"1"}' });
    expect(signedOut.result).toEqual({ data: { experiencePlacements: ids.map(none) } });
    const member = await signedIn(env().server, 'exa');
    expect((await member.browser.gql(PLACEMENTS, { ids })).result).toEqual({ data: { experiencePlacements: ids.map(none) } });
  });

  it('gives a bot no placements', async () => {
    const { result } = await testBrowser(env().server).gql(PLACEMENTS, { ids: ['1000:save'] }, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    expect(result).toEqual({ data: { experiencePlacements: [] } });
  });

  it('passes on v3 refusing more than 10 placements', async () => {
    const { result } = await testBrowser(env().server).gql(PLACEMENTS, { ids: Array.from({ length: 11 }, (_, i) => `p${i}`) });
    expect(result.errors?.[0]?.message).toBe('placement_ids must list 1 to 10 placement ids, separated by commas.');
  });
});
