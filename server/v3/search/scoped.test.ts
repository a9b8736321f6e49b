/**
 * GET /v3/search/{scope}/: every scope by name and by code, the query and price parameters, the
 * websearch operators, unaccent, typo correction, ranking, paging and related terms — on PGlite and
 * PostgreSQL, over a small world seeded directly. The authorisation matrix is in scoped-matrix.test.ts.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { interests, searchSuggestions, type BoardRow, type PinRow, type UserRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave, makeUser } from '../../testing/fixtures.ts';
import { useTestServer } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { searchCall, sessionFor } from './search-calls.ts';

const product = (price: Record<string, string>) => ({ type_name: 'product', products: [{ name: 'x', offer_summary: { currency: 'USD', ...price } }] });
const DAY = 24 * 60 * 60 * 1000;

interface World {
  ada: UserRow;
  bob: UserRow;
  adaToken: string;
  pins: Record<string, PinRow>;
  boards: Record<string, BoardRow>;
}

async function seed(storage: Storage, world: World): Promise<void> {
  const db = storage.db;
  world.ada = await makeUser(db, { username: 'ada_cook', firstName: 'Ada', lastName: 'Lovelace' });
  world.bob = await makeUser(db, { username: 'bobbaker', firstName: 'Bob', lastName: 'Baker' });
  await makeUser(db, { username: 'roberta', firstName: 'Roberta', lastName: 'Flack' });
  world.adaToken = await sessionFor(storage, world.ada);
  const [italian] = await db.insert(interests).values({ name: 'Italian cooking', urlName: 'italian-cooking' }).returning();
  const misc = await makeBoard(db, world.bob, { name: 'Misc', slug: 'misc' });
  const weeknight = await makeBoard(db, world.bob, { name: 'Weeknight pasta', slug: 'weeknight-pasta', description: 'Quick dinners' });
  const shop = await makeBoard(db, world.bob, { name: 'Lighting', slug: 'lighting', description: 'Lamps and more' });
  const adaBoard = await makeBoard(db, world.ada, { name: 'Ada desserts', slug: 'ada-desserts' });
  const adaSecret = await makeBoard(db, world.ada, { name: 'Ada lamp secrets', slug: 'ada-secret', privacy: 'secret' });
  world.boards = { misc, weeknight, shop, adaBoard, adaSecret };
  await makeBoard(db, world.bob, { name: 'Lamp collection', slug: 'lamp-collection' });
  await makeBoard(db, world.bob, { name: 'Old lamps', slug: 'old-lamps', archived: true });
  const at = new Date(Date.now() - 2 * DAY);
  const p = async (key: string, board: BoardRow, values: Parameters<typeof makePin>[2] = {}) => {
    world.pins[key] = await makePin(db, board, { description: '', link: null, createdAt: at, ...values });
  };
  await p('primavera', weeknight, { title: 'Pasta primavera', sourceInterestId: italian!.id });
  await p('carbonara', weeknight, { title: 'Pasta carbonara', sourceInterestId: italian!.id });
  await p('brulee', misc, { title: 'Crème brûlée' });
  await p('titleMatch', misc, { title: 'Lasagna tonight' });
  await p('descriptionMatch', misc, { title: 'Family dinner', description: 'A big tray of lasagna' });
  await p('risottoSaved', misc, { title: 'Risotto alla milanese' });
  await p('risottoPlain', misc, { title: 'Risotto alla milanese' });
  await p('chocolateCake', misc, { title: 'Chocolate cake' });
  await p('carrotCake', misc, { title: 'Carrot cake with chocolate chips' });
  await p('brownie', misc, { title: 'Fudgy brownie' });
  await p('flan', misc, { title: 'Caramel flan' });
  await p('walnutLamp', shop, { title: 'Walnut lamp', type: 'product', shoppingFlags: [1, 5], richSummary: product({ price: '$40.00' }) });
  await p('brassLamp', shop, { title: 'Brass lamp', type: 'product', shoppingFlags: [1, 5], richSummary: product({ price: '$120.00', min_price: '$120.00', max_price: '$1,250.99' }) });
  await p('soldOutLamp', shop, { title: 'Ceramic lamp', type: 'product', shoppingFlags: [5], isOosProduct: true, richSummary: product({ price: '$30.00' }) });
  await p('lampMakeover', shop, { title: 'Lamp makeover' });
  await p('lampVideo', shop, { title: 'Lamp repair', type: 'video' });
  await p('lampStoryVideo', shop, { title: 'Lamp story', type: 'story', storyPinData: { is_deleted: false, total_video_duration: 4000, pages: [] } });
  await p('lampStory', shop, { title: 'Lamp collage', type: 'story', storyPinData: { is_deleted: false, total_video_duration: 0, pages: [] } });
  await p('promotedLamp', shop, { title: 'Lamp sale', promoterId: world.bob.id });
  await p('downstreamLamp', shop, { title: 'Lamp deal', promoterId: world.bob.id, isDownstreamPromotion: true });
  await p('adaTart', adaBoard, { title: 'Lemon tart' });
  await p('adaSecretLamp', adaSecret, { title: 'Lamp for the hall' });
  await p('bobOnAda', adaBoard, { title: 'Plum tart', pinnerId: world.bob.id });
  for (let i = 0; i < 7; i += 1) await p(`quilt${i}`, misc, { title: `Quilt pattern ${i}`, createdAt: new Date(at.getTime() - i * DAY) });
  // 1010 pins for one word, for the depth cap, in one statement.
  await db.execute(sql`
    insert into pins (pinner_id, board_id, title, image_signature, image_width, image_height, dominant_color, created_at)
    select ${world.bob.id}, ${misc.id}, 'Widget ' || n, md5('widget' || n), 100, 100, '#000000', ${at.toISOString()}::timestamptz - n * interval '1 minute'
    from generate_series(1, 1010) as n`);
  // Two saves of one of the two equal risottos.
  await makeSave(db, world.pins.risottoSaved!, adaBoard, world.ada);
  await makeSave(db, world.pins.risottoSaved!, misc, world.bob);
  // The hourly job's lexicon (./suggestions.ts), as it would read this world.
  await db.insert(searchSuggestions).values([
    { term: 'pasta primavera', weight: 1 },
    { term: 'pasta carbonara', weight: 1 },
    { term: 'weeknight pasta', weight: 2 },
    { term: 'risotto alla milanese', weight: 2 },
  ]);
}

describe.each(backends())('v3 search on $name', (backend) => {
  const world = { pins: {} } as World;
  const env = useTestServer(backend, { seed: (storage) => seed(storage, world) });
  const search = (path: string, cookie?: string) => searchCall(env().server, path, cookie);
  const ids = (...keys: string[]) => keys.map((k) => world.pins[k]!.id);

  it('takes every scope by name, and pins, buyable_pins, videos, boards and users by code', async () => {
    const pairs: [string, string][] = [
      ['pins', '0'],
      ['buyable_pins', '1'],
      ['videos', '2'],
      ['boards', '3'],
      ['users', '4'],
    ];
    for (const [name, code] of pairs) {
      const named = await search(`/v3/search/${name}/?q=lamp`);
      const coded = await search(`/v3/search/${code}/?q=lamp`);
      expect(named.status, name).toBe(200);
      expect(coded.ids, name).toEqual(named.ids);
    }
    expect((await search('/v3/search/pins/?q=lamp')).ids.sort()).toEqual(ids('walnutLamp', 'brassLamp', 'soldOutLamp', 'lampMakeover', 'lampVideo', 'lampStoryVideo', 'lampStory', 'downstreamLamp').sort());
    expect((await search('/v3/search/1/?q=lamp')).ids.sort()).toEqual(ids('walnutLamp', 'brassLamp', 'soldOutLamp').sort());
    expect((await search('/v3/search/shop_tool/?q=lamp')).ids.sort()).toEqual(ids('walnutLamp', 'brassLamp').sort());
    expect((await search('/v3/search/2/?q=lamp')).ids.sort()).toEqual(ids('lampVideo', 'lampStoryVideo').sort());
    expect((await search('/v3/search/idea_pins/?q=lamp')).ids.sort()).toEqual(ids('lampStoryVideo', 'lampStory').sort());
    expect((await search('/v3/search/3/?q=lamp')).names.sort()).toEqual(['Lamp collection', 'Lighting']);
    expect((await search('/v3/search/4/?q=bobbaker')).names).toEqual(['bobbaker']);
  });

  it('answers my_pins (the viewer pinned) and my_content (also pins on their boards) to the signed-in, 401 to visitors', async () => {
    for (const scope of ['my_pins', 'my_content']) {
      const visitor = await search(`/v3/search/${scope}/?q=tart`);
      expect(visitor.status).toBe(401);
      expect(visitor.message).toBe('You need to log in first.');
    }
    expect((await search('/v3/search/my_pins/?q=tart', world.adaToken)).ids).toEqual(ids('adaTart'));
    expect((await search('/v3/search/my_content/?q=tart', world.adaToken)).ids.sort()).toEqual(ids('adaTart', 'bobOnAda').sort());
    expect((await search('/v3/search/my_pins/?q=lamp', world.adaToken)).ids).toEqual(ids('adaSecretLamp'));
  });

  it('refuses an unknown scope, naming scope', async () => {
    for (const scope of ['5', 'pin', 'PINS', 'typeahead2']) {
      const answer = await search(`/v3/search/${scope}/?q=lamp`);
      expect(answer.status, scope).toBe(400);
      expect(answer.param).toBe('scope');
      expect(answer.message).toBe(`scope must be one of pins, buyable_pins, my_pins, videos, boards, users, idea_pins, my_content, shop_tool or a code 0 to 4, got "${scope}"`);
    }
  });

  it('takes q of 1 to 100 characters after trimming', async () => {
    expect((await search('/v3/search/pins/?q=%20a%20')).status).toBe(200);
    expect((await search(`/v3/search/pins/?q=${'a'.repeat(100)}`)).status).toBe(200);
    const long = await search(`/v3/search/pins/?q=${'a'.repeat(101)}`);
    expect([long.status, long.param, long.message]).toEqual([400, 'q', 'q may hold at most 100 characters']);
    for (const empty of ['', 'q=', 'q=%20%20']) {
      const answer = await search(`/v3/search/pins/?${empty}`);
      expect([answer.status, answer.param, answer.message]).toEqual([400, 'q', 'q must hold at least one character to search for']);
    }
    for (const scope of ['pins', 'boards', 'users', 'buyable_pins']) {
      const odd = await search(`/v3/search/${scope}/?q=${encodeURIComponent("o'brien \\' \"lamp%_")}`);
      expect(odd.status, scope).toBe(200);
    }
    expect((await search('/v3/search/pins/?q=lamp%00makeover')).ids).toEqual(ids('lampMakeover'));
    const big = await search('/v3/search/pins/?q=lamp&page_size=51');
    expect([big.status, big.message]).toEqual([400, 'page_size must be an integer from 1 to 50, got "51"']);
  });

  it('filters products by price (a range meets the filter when it overlaps it) and refuses bad prices', async () => {
    const lamps = (query: string) => search(`/v3/search/buyable_pins/?q=lamp&${query}`).then((a) => a.ids.sort());
    expect(await lamps('price_max=40')).toEqual(ids('walnutLamp', 'soldOutLamp').sort());
    expect(await lamps('price_max=39')).toEqual(ids('soldOutLamp'));
    expect(await lamps('price_min=41')).toEqual(ids('brassLamp'));
    expect(await lamps('price_min=1251')).toEqual([]);
    expect(await lamps('price_min=1250&price_max=1250')).toEqual(ids('brassLamp'));
    expect(await lamps('price_min=0&price_max=0')).toEqual([]);
    expect((await search('/v3/search/shop_tool/?q=lamp&price_max=40')).ids).toEqual(ids('walnutLamp'));
    for (const [query, param, message] of [
      ['price_min=-1', 'price_min', 'price_min must be a whole number of dollars from 0 to 1000000000, got "-1"'],
      ['price_max=9.5', 'price_max', 'price_max must be a whole number of dollars from 0 to 1000000000, got "9.5"'],
      ['price_min=50&price_max=49', 'price_min', 'price_min (50) must not be more than price_max (49)'],
    ]) {
      const answer = await search(`/v3/search/buyable_pins/?q=lamp&${query}`);
      expect([answer.status, answer.param, answer.message]).toEqual([400, param, message]);
    }
    expect((await search('/v3/search/buyable_pins/?q=lamp&price_min=50&price_max=50')).status).toBe(200);
    const elsewhere = await search('/v3/search/pins/?q=lamp&price_max=40');
    expect([elsewhere.status, elsewhere.param, elsewhere.message]).toEqual([400, 'price_max', 'price_max applies to the buyable_pins and shop_tool scopes only']);
  });

  it('reads quotes as a phrase, OR as either, and -word as without', async () => {
    expect((await search('/v3/search/pins/?q=chocolate%20cake')).ids.sort()).toEqual(ids('chocolateCake', 'carrotCake').sort());
    expect((await search('/v3/search/pins/?q=%22chocolate%20cake%22')).ids).toEqual(ids('chocolateCake'));
    expect((await search('/v3/search/pins/?q=brownie%20or%20flan')).ids.sort()).toEqual(ids('brownie', 'flan').sort());
    expect((await search('/v3/search/pins/?q=brownie%20flan')).ids).toEqual([]);
    expect((await search('/v3/search/pins/?q=cake%20-carrot')).ids).toEqual(ids('chocolateCake'));
  });

  it('finds words whatever their accents, and stems', async () => {
    expect((await search('/v3/search/pins/?q=creme%20brulee')).ids).toEqual(ids('brulee'));
    expect((await search('/v3/search/pins/?q=cr%C3%A8me')).ids).toEqual(ids('brulee'));
    expect((await search('/v3/search/pins/?q=lamps')).ids).toContain(world.pins.walnutLamp!.id);
  });

  it('answers a misspelt query for its correction, and says so', async () => {
    const typo = await search('/v3/search/pins/?q=pasat');
    expect(typo.corrected).toBe('pasta');
    expect(typo.ids.sort()).toEqual(ids('primavera', 'carbonara').sort());
    const partly = await search('/v3/search/0/?q=pasta%20carbonaro');
    expect([partly.corrected, partly.ids]).toEqual(['pasta carbonara', ids('carbonara')]);
    const right = await search('/v3/search/pins/?q=pasta');
    expect(right.corrected).toBeNull();
    const nothing = await search('/v3/search/pins/?q=xqzvwk');
    expect([nothing.corrected, nothing.ids, nothing.bookmark]).toEqual([null, [], '-end-']);
  });

  it('ranks a title match above a description match, and more saves above fewer at equal text', async () => {
    expect((await search('/v3/search/pins/?q=lasagna')).ids).toEqual(ids('titleMatch', 'descriptionMatch'));
    expect((await search('/v3/search/pins/?q=risotto')).ids).toEqual(ids('risottoSaved', 'risottoPlain'));
  });

  it('pages by bookmark: every result once, newest first at equal text, then the end marker', async () => {
    const first = await search('/v3/search/pins/?q=quilt&page_size=3');
    expect(first.ids).toEqual(ids('quilt0', 'quilt1', 'quilt2'));
    const second = await search(`/v3/search/pins/?q=quilt&page_size=3&bookmark=${first.bookmark}`);
    const third = await search(`/v3/search/pins/?q=quilt&page_size=3&bookmark=${second.bookmark}`);
    expect([...first.ids, ...second.ids, ...third.ids]).toEqual(ids('quilt0', 'quilt1', 'quilt2', 'quilt3', 'quilt4', 'quilt5', 'quilt6'));
    expect(third.bookmark).toBe('-end-');
    expect(second.related).toEqual([]);
    const other = await search(`/v3/search/pins/?q=lamp&page_size=3&bookmark=${first.bookmark}`);
    expect([other.status, other.param]).toEqual([400, 'bookmark']);
    const ended = await search('/v3/search/pins/?q=quilt&bookmark=-end-');
    expect([ended.status, ended.param]).toEqual([400, 'bookmark']);
  });

  it('serves the first 1000 results of a query and no more', async () => {
    const seen = new Set<number>();
    let bookmark: string | null = null;
    for (let page = 1; page <= 20; page += 1) {
      const answer = await search(`/v3/search/pins/?q=widget&page_size=50${bookmark ? `&bookmark=${bookmark}` : ''}`);
      answer.ids.forEach((id) => seen.add(id));
      bookmark = answer.bookmark;
      expect(answer.ids, `page ${page}`).toHaveLength(50);
      expect(bookmark === '-end-', `page ${page}`).toBe(page === 20);
    }
    expect(seen.size).toBe(1000);
  });

  it('keeps the correction on later pages', async () => {
    const first = await search('/v3/search/pins/?q=pasat&page_size=1');
    const second = await search(`/v3/search/pins/?q=pasat&page_size=1&bookmark=${first.bookmark}`);
    expect([second.corrected, second.bookmark]).toEqual(['pasta', '-end-']);
    expect([...first.ids, ...second.ids].sort()).toEqual(ids('primavera', 'carbonara').sort());
  });

  it("gives related terms from the results' topics and boards, without the query's words; none for boards and people", async () => {
    const pasta = await search('/v3/search/pins/?q=pasta');
    expect(pasta.related).toEqual(['italian cooking', 'weeknight']);
    const lamp = await search('/v3/search/pins/?q=lamp');
    expect(lamp.related).toEqual(['lighting']);
    expect((await search('/v3/search/boards/?q=lamp')).related).toEqual([]);
    expect((await search('/v3/search/users/?q=bob')).related).toEqual([]);
  });

  it('finds boards by name and description, not archived ones, and the own secret board only for its owner', async () => {
    expect((await search('/v3/search/boards/?q=dinners')).names).toEqual(['Weeknight pasta']);
    expect((await search('/v3/search/boards/?q=lamp')).names).not.toContain('Old lamps');
    expect((await search('/v3/search/boards/?q=lamp', world.adaToken)).names.sort()).toEqual(['Ada lamp secrets', 'Lamp collection', 'Lighting']);
  });

  it('finds people by username, by full name, by every word and despite a typo', async () => {
    expect((await search('/v3/search/users/?q=bob%20baker')).names[0]).toBe('bobbaker');
    expect((await search('/v3/search/users/?q=Lovelace')).names).toEqual(['ada_cook']);
    expect((await search('/v3/search/users/?q=lovelace%20ada')).names).toEqual(['ada_cook']);
    expect((await search('/v3/search/users/?q=bobbakr')).names).toEqual(['bobbaker']);
    expect((await search('/v3/search/users/?q=zzzz')).names).toEqual([]);
  });
});
