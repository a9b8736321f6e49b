/**
 * The authorisation matrix of GET /v3/search/{scope}/: for a visitor, a person and a board owner, in
 * every scope, exactly the pins, boards and people that viewer may find. Pins on a secret board, pins
 * of someone who blocked the viewer or whom the viewer blocked, and removed story pins never appear in
 * discovery scopes; a person's own secret pins appear in their my_pins and my_content only; a removed
 * story pin not even there. Each rule is shown from both sides: the same pins appear to whoever may see them.
 */
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, searchSuggestions, type BoardRow, type NewPin, type PinRow, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { searchCall, sessionFor } from './search-calls.ts';

type Kind = 'image' | 'product' | 'video' | 'storyVideo';
const KINDS: Record<Kind, Partial<NewPin>> = {
  image: {},
  product: { type: 'product', shoppingFlags: [1, 5], richSummary: { type_name: 'product', products: [{ offer_summary: { price: '$10.00' } }] } },
  video: { type: 'video' },
  storyVideo: { type: 'story', storyPinData: { is_deleted: false, total_video_duration: 3000, pages: [] } },
};
/** Where a pin is: who may see it follows from this. */
type Place = 'bobPublic' | 'bobProtected' | 'bobSecret' | 'bobRemoved' | 'carol' | 'dave' | 'adaSecret';
type Viewer = 'visitor' | 'ada' | 'bob';

const SCOPE_KINDS: Record<string, Kind[]> = {
  pins: ['image', 'product', 'video', 'storyVideo'],
  buyable_pins: ['product'],
  shop_tool: ['product'],
  videos: ['video', 'storyVideo'],
  idea_pins: ['storyVideo'],
  my_pins: ['image', 'product', 'video', 'storyVideo'],
  my_content: ['image', 'product', 'video', 'storyVideo'],
};
/** Discovery: public boards, no removed pin, no block either way (carol blocked ada; ada blocked dave). */
const DISCOVERABLE: Record<Viewer, Place[]> = { visitor: ['bobPublic', 'carol', 'dave'], ada: ['bobPublic'], bob: ['bobPublic', 'carol', 'dave'] };
/** The viewer's own content, whatever the board's privacy; never a removed story pin. */
const OWN: Record<Viewer, Place[]> = { visitor: [], ada: ['adaSecret'], bob: ['bobPublic', 'bobProtected', 'bobSecret'] };

describe.each(backends())('v3 search authorisation on $name', (backend) => {
  const pins: { place: Place; kind: Kind; row: PinRow }[] = [];
  const tokens: Partial<Record<Viewer, string>> = {};
  const env = useTestServer(backend, {
    seed: async (storage: Storage) => {
      const db = storage.db;
      const ada = await makeUser(db, { username: 'zebra_ada', firstName: 'Ada', lastName: 'Zebra' });
      const bob = await makeUser(db, { username: 'zebra_bob' });
      const carol = await makeUser(db, { username: 'zebra_carol' });
      const dave = await makeUser(db, { username: 'zebra_dave' });
      await db.insert(blocks).values([
        { blockerId: carol.id, blockedId: ada.id },
        { blockerId: ada.id, blockedId: dave.id },
      ]);
      // A lexicon that knows the word, so a typo is corrected (to results still under the rules).
      await db.insert(searchSuggestions).values({ term: 'zebra secret', weight: 1 });
      tokens.ada = await sessionFor(storage, ada);
      tokens.bob = await sessionFor(storage, bob);
      const boardOf = async (owner: UserRow, name: string, privacy: BoardRow['privacy']) => makeBoard(db, owner, { name, slug: name.toLowerCase().replace(/\W+/g, '-'), privacy });
      const places: Record<Place, BoardRow> = {
        bobPublic: await boardOf(bob, 'Zebra stripes', 'public'),
        bobProtected: await boardOf(bob, 'Zebra by link', 'protected'),
        bobSecret: await boardOf(bob, 'Zebra secret', 'secret'),
        bobRemoved: await boardOf(bob, 'Plain board', 'public'),
        carol: await boardOf(carol, 'Zebra of carol', 'public'),
        dave: await boardOf(dave, 'Zebra of dave', 'public'),
        adaSecret: await boardOf(ada, 'Zebra hideout', 'secret'),
      };
      for (const [place, board] of Object.entries(places) as [Place, BoardRow][]) {
        const kinds: Kind[] = place === 'bobRemoved' ? ['storyVideo'] : ['image', 'product', 'video', 'storyVideo'];
        for (const kind of kinds) {
          const removed = place === 'bobRemoved' ? { storyPinData: { is_deleted: true, total_video_duration: 3000, pages: [] } } : {};
          pins.push({ place, kind, row: await makePin(db, board, { title: `Zebra ${kind} in ${place}`, ...KINDS[kind], ...removed }) });
        }
      }
    },
  });

  const expected = (viewer: Viewer, scope: string): number[] => {
    const places = scope === 'my_pins' || scope === 'my_content' ? OWN[viewer] : DISCOVERABLE[viewer];
    return pins
      .filter((p) => places.includes(p.place) && SCOPE_KINDS[scope]!.includes(p.kind))
      .map((p) => p.row.id)
      .sort((a, b) => a - b);
  };

  it('shows each viewer exactly the pins they may find, in every pin scope', async () => {
    for (const viewer of ['visitor', 'ada', 'bob'] as Viewer[]) {
      for (const scope of Object.keys(SCOPE_KINDS)) {
        const answer = await searchCall(env().server, `/v3/search/${scope}/?q=zebra&page_size=50`, tokens[viewer]);
        if (viewer === 'visitor' && scope.startsWith('my_')) {
          expect(answer.status).toBe(401);
          continue;
        }
        expect(answer.ids.sort((a, b) => a - b), `${viewer} in ${scope}`).toEqual(expected(viewer, scope));
      }
    }
  });

  it('never lets a hidden pin in by a correction, an OR or a phrase', async () => {
    const hidden = pins.filter((p) => !DISCOVERABLE.ada.includes(p.place)).map((p) => p.row.id);
    for (const q of ['zebre', 'zebra%20or%20carol', '%22zebra%20image%22', 'secret', 'hideout']) {
      const answer = await searchCall(env().server, `/v3/search/pins/?q=${q}&page_size=50`, tokens.ada);
      expect(answer.ids.filter((id) => hidden.includes(id)), q).toEqual([]);
      if (q === 'zebre') expect([answer.corrected, answer.ids.length]).toEqual(['zebra', 4]);
    }
  });

  it('lists boards the viewer may list: no secret or protected board of another, nothing across a block', async () => {
    const boards = async (viewer: Viewer) => (await searchCall(env().server, '/v3/search/boards/?q=zebra', tokens[viewer])).names.sort();
    expect(await boards('visitor')).toEqual(['Zebra of carol', 'Zebra of dave', 'Zebra stripes']);
    expect(await boards('ada')).toEqual(['Zebra hideout', 'Zebra stripes']);
    expect(await boards('bob')).toEqual(['Zebra by link', 'Zebra of carol', 'Zebra of dave', 'Zebra secret', 'Zebra stripes']);
  });

  it('finds people under the rule for reading a person: not someone who blocked the viewer', async () => {
    const people = async (viewer: Viewer) => (await searchCall(env().server, '/v3/search/users/?q=zebra', tokens[viewer])).names.sort();
    expect(await people('visitor')).toEqual(['zebra_ada', 'zebra_bob', 'zebra_carol', 'zebra_dave']);
    expect(await people('ada')).toEqual(['zebra_ada', 'zebra_bob', 'zebra_dave']);
  });
});
