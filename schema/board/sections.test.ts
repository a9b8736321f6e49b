import { eq } from 'drizzle-orm';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { boardSections } from '../../server/db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { nodeCount } from '../cost.ts';
import { getSchema } from '../index.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { cast, gid, payload, sharedBoard } from '../testing/boards.ts';

const SECTION_FIELDS = 'id entityId title slug url pinCount';
const CREATE = `mutation($input: CreateBoardSectionInput!) { createBoardSection(input: $input) { section { ${SECTION_FIELDS} } board { id sectionCount } errors { field code message } } }`;
const RENAME = `mutation($input: UpdateBoardSectionInput!) { updateBoardSection(input: $input) { section { ${SECTION_FIELDS} } errors { field code } } }`;
const MOVE = `mutation($input: MoveBoardSectionInput!) { moveBoardSection(input: $input) { section { title } board { id } errors { field code } } }`;
const DELETE = `mutation($input: DeleteBoardSectionInput!) { deleteBoardSection(input: $input) { deletedSectionId board { id pinCount sectionCount } errors { field code } } }`;
const SECTIONS = `query($id: String!, $first: Int!, $after: String) { board(id: $id) { sections { title } sectionsConnection(first: $first, after: $after) { edges { node { title pinCount board { id } } } pageInfo { hasNextPage endCursor } } } }`;
const BY_PATH = `query($u: String!, $s: String!, $ss: String!) { sectionByPath(username: $u, slug: $s, sectionSlug: $ss) { id title pinCount coverImage { url } pins(first: 10) { edges { node { title } } } } }`;

type Errors = { field: string | null; code: string }[];
interface SectionAnswer {
  section: { id: string; entityId: string; title: string; slug: string; url: string; pinCount: number } | null;
  board?: { id: string; sectionCount: number } | null;
  errors: Errors;
}

describe.each(backends())('board sections through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('the owner and a collaborator make sections; titles of 50 characters go, 51, blank and taken (any case) come back as UserErrors', async () => {
    const people = await cast(env(), 'se1');
    const board = await sharedBoard(env().storage.db, people, { name: 'Kitchen', slug: 'kitchen' });
    const boardId = gid('Board', board.id);
    const create = async (title: string, browser = people.owner.browser) => payload<SectionAnswer>(await browser.gql(CREATE, { input: { boardId, title } }), 'createBoardSection');

    const made = await create(' Spoons ');
    expect(made).toMatchObject({
      section: { title: 'Spoons', slug: 'spoons', url: '/se1_own/kitchen/spoons/', pinCount: 0 },
      board: { id: boardId, sectionCount: 1 },
      errors: [],
    });
    expect(made.section!.id).toBe(gid('BoardSection', made.section!.entityId));
    expect(await create('Forks', people.collaborator.browser)).toMatchObject({ section: { title: 'Forks' }, board: { sectionCount: 2 }, errors: [] });
    expect(await create('t'.repeat(50))).toMatchObject({ section: { title: 't'.repeat(50) }, errors: [] });
    expect(await create('t'.repeat(51))).toMatchObject({ section: null, errors: [{ field: 'title' }] });
    expect(await create('   ')).toMatchObject({ section: null, errors: [{ field: 'title' }] });
    expect(await create('SPOONS')).toMatchObject({ section: null, errors: [{ field: 'title', code: 'TAKEN' }] });
    expect(await create('Knives', people.other.browser)).toMatchObject({ section: null, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
    expect(await create('Knives', people.anonymous)).toMatchObject({ section: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    const rows = await env().storage.db.select().from(boardSections).where(eq(boardSections.boardId, board.id));
    expect(rows.map((r) => r.title).sort()).toEqual(['Forks', 'Spoons', 't'.repeat(50)]);
  });

  it('pages sections in board order with their pin counts; a section is a node and found by its path with its pins', async () => {
    const people = await cast(env(), 'se2');
    const board = await sharedBoard(env().storage.db, people, { name: 'Garden', slug: 'garden' });
    const boardId = gid('Board', board.id);
    const ids: string[] = [];
    for (const title of ['Herbs', 'Roses', 'Trees']) {
      ids.push(payload<SectionAnswer>(await people.owner.browser.gql(CREATE, { input: { boardId, title } }), 'createBoardSection').section!.entityId);
    }
    await makePin(env().storage.db, board, { title: 'basil', sectionId: Number(ids[0]) });
    const elsewhere = await makeBoard(env().storage.db, people.other.row, { name: 'Other', slug: 'other' });
    const saved = await makePin(env().storage.db, elsewhere, { title: 'mint' });
    // A save into the board, outside every section.
    await makeSave(env().storage.db, saved, board, people.owner.row);

    const first = payload<{ sections: { title: string }[]; sectionsConnection: { edges: { node: { title: string; pinCount: number; board: { id: string } } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
      await people.other.browser.gql(SECTIONS, { id: String(board.id), first: 2 }),
      'board',
    );
    expect(first.sections.map((s) => s.title)).toEqual(['Herbs', 'Roses', 'Trees']);
    expect(first.sectionsConnection.edges.map((e) => [e.node.title, e.node.pinCount, e.node.board.id])).toEqual([
      ['Herbs', 1, boardId],
      ['Roses', 0, boardId],
    ]);
    expect(first.sectionsConnection.pageInfo.hasNextPage).toBe(true);
    const rest = payload<typeof first>(await people.other.browser.gql(SECTIONS, { id: String(board.id), first: 2, after: first.sectionsConnection.pageInfo.endCursor }), 'board');
    expect(rest.sectionsConnection.edges.map((e) => e.node.title)).toEqual(['Trees']);
    expect(rest.sectionsConnection.pageInfo.hasNextPage).toBe(false);

    const node = await people.other.browser.gql(`query($id: ID!) { node(id: $id) { ... on BoardSection { title url } } }`, { id: gid('BoardSection', ids[1]!) });
    expect(payload(node, 'node')).toEqual({ title: 'Roses', url: '/se2_own/garden/roses/' });
    const byPath = payload<{ title: string; pinCount: number; coverImage: { url: string } | null; pins: { edges: { node: { title: string } }[] } }>(
      await people.anonymous.gql(BY_PATH, { u: 'se2_own', s: 'garden', ss: 'herbs' }),
      'sectionByPath',
    );
    expect(byPath).toMatchObject({ title: 'Herbs', pinCount: 1, pins: { edges: [{ node: { title: 'basil' } }] } });
    expect(byPath.coverImage).not.toBeNull();
    for (const variables of [{ u: 'se2_own', s: 'garden', ss: 'nothing' }, { u: 'se2_own', s: 'nope', ss: 'herbs' }, { u: 'se2_own', s: 'garden', ss: 'bad/..' }]) {
      expect(payload(await people.anonymous.gql(BY_PATH, variables), 'sectionByPath')).toBeNull();
    }
  });

  it('a secret board keeps its sections from others: sectionByPath and node are null for them', async () => {
    const people = await cast(env(), 'se3');
    const board = await sharedBoard(env().storage.db, people, { name: 'Plans', slug: 'plans', privacy: 'secret' });
    const made = payload<SectionAnswer>(await people.collaborator.browser.gql(CREATE, { input: { boardId: gid('Board', board.id), title: 'Gifts' } }), 'createBoardSection');
    expect(made.errors).toEqual([]);
    expect(payload(await people.other.browser.gql(BY_PATH, { u: 'se3_own', s: 'plans', ss: 'gifts' }), 'sectionByPath')).toBeNull();
    expect(payload(await people.other.browser.gql(`query($id: ID!) { node(id: $id) { id } }`, { id: made.section!.id }), 'node')).toBeNull();
    const rename = await people.other.browser.gql(RENAME, { input: { sectionId: made.section!.id, title: 'Mine' } });
    expect(payload(rename, 'updateBoardSection')).toMatchObject({ section: null, errors: [{ code: 'NOT_FOUND', field: 'sectionId' }] });
  });

  it('renames and reorders; a member who is not a collaborator may do neither', async () => {
    const people = await cast(env(), 'se4');
    const board = await sharedBoard(env().storage.db, people, { name: 'Desk', slug: 'desk' });
    const boardId = gid('Board', board.id);
    const made: string[] = [];
    for (const title of ['Pens', 'Paper', 'Lamps']) made.push(payload<SectionAnswer>(await people.owner.browser.gql(CREATE, { input: { boardId, title } }), 'createBoardSection').section!.id);
    const order = async () => payload<{ sections: { title: string }[] }>(await people.owner.browser.gql(SECTIONS, { id: String(board.id), first: 1 }), 'board').sections.map((s) => s.title);

    const renamed = await people.collaborator.browser.gql(RENAME, { input: { sectionId: made[0], title: 'Inks' } });
    expect(payload(renamed, 'updateBoardSection')).toMatchObject({ section: { id: made[0], title: 'Inks', slug: 'inks', url: '/se4_own/desk/inks/' }, errors: [] });
    expect(payload(await people.owner.browser.gql(RENAME, { input: { sectionId: made[0], title: 'i'.repeat(51) } }), 'updateBoardSection')).toMatchObject({ section: null, errors: [{ field: 'title' }] });
    expect(payload(await people.owner.browser.gql(RENAME, { input: { sectionId: made[0], title: 'paper' } }), 'updateBoardSection')).toMatchObject({ section: null, errors: [{ field: 'title', code: 'TAKEN' }] });
    expect(payload(await people.other.browser.gql(RENAME, { input: { sectionId: made[0], title: 'Mine' } }), 'updateBoardSection')).toMatchObject({ section: null, errors: [{ code: 'FORBIDDEN' }] });

    expect(payload(await people.collaborator.browser.gql(MOVE, { input: { sectionId: made[2], afterSectionId: null } }), 'moveBoardSection')).toMatchObject({ section: { title: 'Lamps' }, board: { id: boardId }, errors: [] });
    expect(await order()).toEqual(['Lamps', 'Inks', 'Paper']);
    expect(payload(await people.owner.browser.gql(MOVE, { input: { sectionId: made[0], afterSectionId: made[1] } }), 'moveBoardSection')).toMatchObject({ errors: [] });
    expect(await order()).toEqual(['Lamps', 'Paper', 'Inks']);
    expect(payload(await people.other.browser.gql(MOVE, { input: { sectionId: made[0], afterSectionId: null } }), 'moveBoardSection')).toMatchObject({ errors: [{ code: 'FORBIDDEN' }] });
    expect(await order()).toEqual(['Lamps', 'Paper', 'Inks']);
  });

  it('deletes a section keeping its pins on the board, or with them', async () => {
    const people = await cast(env(), 'se5');
    const board = await sharedBoard(env().storage.db, people, { name: 'Shed', slug: 'shed' });
    const boardId = gid('Board', board.id);
    const section = async (title: string) => payload<SectionAnswer>(await people.owner.browser.gql(CREATE, { input: { boardId, title } }), 'createBoardSection').section!;
    const keep = await section('Tools');
    const drop = await section('Junk');
    await makePin(env().storage.db, board, { sectionId: Number(keep.entityId) });
    await makePin(env().storage.db, board, { sectionId: Number(drop.entityId) });
    await makePin(env().storage.db, board);

    expect(payload(await people.other.browser.gql(DELETE, { input: { sectionId: keep.id } }), 'deleteBoardSection')).toMatchObject({ deletedSectionId: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(payload(await people.collaborator.browser.gql(DELETE, { input: { sectionId: keep.id } }), 'deleteBoardSection')).toEqual({
      deletedSectionId: keep.id,
      board: { id: boardId, pinCount: 3, sectionCount: 1 },
      errors: [],
    });
    expect(payload(await people.owner.browser.gql(DELETE, { input: { sectionId: drop.id, pins: 'DELETE' } }), 'deleteBoardSection')).toEqual({
      deletedSectionId: drop.id,
      board: { id: boardId, pinCount: 2, sectionCount: 0 },
      errors: [],
    });
    expect(payload(await people.owner.browser.gql(DELETE, { input: { sectionId: drop.id } }), 'deleteBoardSection')).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'sectionId' }] });
  });

  it('counts every section connection in the cost rule: sections(first: 100) × pins(first: 100) is refused, 99 × 100 runs', async () => {
    const people = await cast(env(), 'se6');
    await sharedBoard(env().storage.db, people, { name: 'Big', slug: 'big' });
    const query = (n: number, extra = '') =>
      `{ boardByPath(username: "se6_own", slug: "big") { ${extra} sectionsConnection(first: ${n}) { edges { node { pins(first: 100) { edges { node { id } } } } } } } }`;
    const schema = getSchema();
    expect(nodeCount(schema, parse(query(100)), {})).toBe(100 * 101);
    expect(nodeCount(schema, parse(query(99)), {})).toBe(99 * 101);
    const refused = await people.owner.browser.gql(query(100));
    expect(refused.result.errors?.map((e) => (e as { extensions?: { code?: string } }).extensions?.code)).toEqual(['QUERY_TOO_COSTLY']);
    expect(refused.result.data ?? null).toBeNull();
    const runs = await people.owner.browser.gql(query(99));
    expect(runs.result.errors).toBeUndefined();
    // The deprecated list counts its 100 possible sections for what each holds: 100 × 100 pins is the bound, one more page is over it.
    const list = (extra: string) => `{ boardByPath(username: "se6_own", slug: "big") { sections { title pins(first: 100) { edges { node { id } } } } ${extra} } }`;
    expect(nodeCount(schema, parse(list('')), {})).toBe(DEFAULT_LIMITS.maxNodes);
    expect(nodeCount(schema, parse(list('pins(first: 1) { edges { node { id } } }')), {})).toBe(DEFAULT_LIMITS.maxNodes + 1);
    expect(nodeCount(schema, parse(`{ boardByPath(username: "a", slug: "b") { sections { title slug } } }`), {})).toBe(0);
  });
});
