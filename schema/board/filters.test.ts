import { describe, expect, it } from 'vitest';
import { interests } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave, makeSection } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { cast, payload, sharedBoard } from '../testing/boards.ts';

const PINS = `query($id: String!, $filter: BoardPinFilter, $colors: [ColorFamily!], $interestIds: [String!]) {
  board(id: $id) { pins(first: 20, filter: $filter, colors: $colors, interestIds: $interestIds) { edges { node { title } } } }
}`;
const FILTERS = `query($id: String!) { board(id: $id) { pinFilters { colors { family count } interests { interest { entityId name } count } createdByMe favorited } } }`;
const SECTION_PINS = `query($u: String!, $s: String!, $ss: String!) { sectionByPath(username: $u, slug: $s, sectionSlug: $ss) { pins(first: 10, filter: COLORS, colors: [BLUE]) { edges { node { title } } } } }`;
const GROUP = `query($u: String!) { user(username: $u) { boards(first: 25, filter: GROUP) { edges { node { name } } } } }`;

describe.each(backends())("a board's pin filters through GraphQL on $name", (backend) => {
  const env = useTestServer(backend);

  it('filters by colour family, interest and who pinned, and offers the chips that match something', async () => {
    const people = await cast(env(), 'fi1');
    const db = env().storage.db;
    const [cats, dogs] = await db.insert(interests).values([{ name: 'Cats', urlName: 'fi-cats' }, { name: 'Dogs', urlName: 'fi-dogs' }]).returning();
    const board = await sharedBoard(db, people, { name: 'Mix', slug: 'mix' });
    const section = await makeSection(db, board, 'Blues');
    await makePin(db, board, { title: 'red cat', dominantColor: '#e01010', sourceInterestId: cats!.id });
    await makePin(db, board, { title: 'blue dog', dominantColor: '#1030e0', sourceInterestId: dogs!.id, sectionId: section.id });
    await makePin(db, board, { title: 'blue sky', dominantColor: '#1030e0', sectionId: section.id });
    const elsewhere = await makeBoard(db, people.collaborator.row, { name: 'Theirs', slug: 'theirs' });
    const saved = await makePin(db, elsewhere, { title: 'their cat', dominantColor: '#e01010', sourceInterestId: cats!.id });
    await makeSave(db, saved, board, people.collaborator.row);
    const titles = async (variables: Record<string, unknown>, browser = people.owner.browser) =>
      payload<{ pins: { edges: { node: { title: string } }[] } }>(await browser.gql(PINS, { id: String(board.id), ...variables }), 'board').pins.edges.map((e) => e.node.title).sort();

    expect(await titles({})).toEqual(['blue dog', 'blue sky', 'red cat', 'their cat']);
    expect(await titles({ filter: 'COLORS', colors: ['RED'] })).toEqual(['red cat', 'their cat']);
    expect(await titles({ filter: 'COLORS', colors: ['RED', 'BLUE'] })).toHaveLength(4);
    expect(await titles({ filter: 'INTERESTS', interestIds: [String(cats!.id)] })).toEqual(['red cat', 'their cat']);
    expect(await titles({ filter: 'CREATED_BY_ME' })).toEqual(['blue dog', 'blue sky', 'red cat']);
    expect(await titles({ filter: 'CREATED_BY_ME' }, people.collaborator.browser)).toEqual(['their cat']);

    const chips = payload<{ pinFilters: { colors: { family: string; count: number }[]; interests: { interest: { name: string }; count: number }[]; createdByMe: number; favorited: number } }>(
      await people.owner.browser.gql(FILTERS, { id: String(board.id) }),
      'board',
    ).pinFilters;
    expect([...chips.colors].sort((a, b) => a.family.localeCompare(b.family))).toEqual([{ family: 'BLUE', count: 2 }, { family: 'RED', count: 2 }]);
    expect(chips.interests.map((i) => [i.interest.name, i.count]).sort()).toEqual([['Cats', 2], ['Dogs', 1]]);
    expect(chips).toMatchObject({ createdByMe: 3, favorited: 0 });

    const inSection = payload<{ pins: { edges: { node: { title: string } }[] } }>(await people.anonymous.gql(SECTION_PINS, { u: 'fi1_own', s: 'mix', ss: 'blues' }), 'sectionByPath');
    expect(inSection.pins.edges.map((e) => e.node.title).sort()).toEqual(['blue dog', 'blue sky']);
  });

  it('a filter v3 refuses (COLORS without colours, CREATED_BY_ME signed out) is an error on the field, not a stack trace', async () => {
    const people = await cast(env(), 'fi2');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'Plain', slug: 'plain' });
    for (const [browser, filter] of [[people.owner.browser, 'COLORS'], [people.anonymous, 'CREATED_BY_ME']] as const) {
      const { result } = await browser.gql(PINS, { id: String(board.id), filter });
      expect(result.data).toEqual({ board: { pins: null } });
      expect(result.errors).toHaveLength(1);
      expect(JSON.stringify(result.errors)).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it("User.boards(filter: GROUP) lists the person's collaborative boards", async () => {
    const people = await cast(env(), 'fi3');
    await sharedBoard(env().storage.db, people, { name: 'Together', slug: 'together' });
    await makeBoard(env().storage.db, people.owner.row, { name: 'Alone', slug: 'alone' });
    const names = payload<{ boards: { edges: { node: { name: string } }[] } }>(await people.other.browser.gql(GROUP, { u: 'fi3_own' }), 'user').boards.edges.map((e) => e.node.name);
    expect(names).toEqual(['Together']);
  });
});
