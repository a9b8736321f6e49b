import { describe, expect, it } from 'vitest';
import { interests } from '../../server/db/schema.ts';
import { makeBoard, makePin } from '../../server/testing/fixtures.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { boardRow, cast, gid, payload, sharedBoard } from '../testing/boards.ts';

const BOARD_FIELDS = 'id name description url privacy layout archived hasCoverPin viewerRole topic { entityId name urlName }';
const UPDATE = `mutation($input: UpdateBoardInput!) { updateBoard(input: $input) { board { ${BOARD_FIELDS} } errors { field code message } } }`;
const ARCHIVE = `mutation($input: ArchiveBoardInput!) { archiveBoard(input: $input) { board { id archived } errors { field code } } }`;
const DELETE = `mutation($input: DeleteBoardInput!) { deleteBoard(input: $input) { deletedBoardId errors { field code } } }`;
const REORDER = `mutation($input: ReorderBoardsInput!) { reorderBoards(input: $input) { board { id name } errors { field code } } }`;
const READ = `query($id: String!) { board(id: $id) { ${BOARD_FIELDS} } }`;
const BOARDS = `query($u: String!, $filter: BoardListFilter, $sort: BoardSort) { user(username: $u) { boards(first: 25, filter: $filter, sort: $sort) { edges { node { name } } } } }`;

type Errors = { field: string | null; code: string; message?: string }[];

describe.each(backends())('board edit, archive, delete and order through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it("updateBoard changes the owner's board, and answers it with the new url, cover and topic", async () => {
    const people = await cast(env(), 'ed1');
    const board = await sharedBoard(env().storage.db, people, { name: 'Trips', slug: 'trips' });
    const pin = await makePin(env().storage.db, board);
    const [topic] = await env().storage.db.insert(interests).values({ name: 'Travel', urlName: 'travel' }).returning();
    const id = gid('Board', board.id);
    const changed = await people.owner.browser.gql(UPDATE, {
      input: { boardId: id, name: ' Far trips ', description: 'Away', privacy: 'secret', layout: 'custom', coverPinId: gid('Pin', pin.id), topicId: String(topic!.id) },
    });
    expect(payload(changed, 'updateBoard')).toEqual({
      board: {
        id,
        name: 'Far trips',
        description: 'Away',
        url: '/ed1_own/far-trips/',
        privacy: 'secret',
        layout: 'custom',
        archived: false,
        hasCoverPin: true,
        viewerRole: 'OWNER',
        topic: { entityId: String(topic!.id), name: 'Travel', urlName: 'travel' },
      },
      errors: [],
    });
    // null clears the cover and the topic; what is left out stays.
    const cleared = await people.owner.browser.gql(UPDATE, { input: { boardId: id, coverPinId: null, topicId: null } });
    expect(payload(cleared, 'updateBoard')).toMatchObject({ board: { name: 'Far trips', privacy: 'secret', hasCoverPin: false, topic: null }, errors: [] });
    const read = await people.collaborator.browser.gql(READ, { id: String(board.id) });
    expect(payload(read, 'board')).toMatchObject({ name: 'Far trips', viewerRole: 'COLLABORATOR' });
  });

  it('takes a name of 50 characters and refuses 51, a blank one and one in use (any case) as UserErrors, changing nothing', async () => {
    const people = await cast(env(), 'ed2');
    const board = await makeBoard(env().storage.db, people.owner.row, { name: 'First', slug: 'first' });
    await makeBoard(env().storage.db, people.owner.row, { name: 'Taken', slug: 'taken' });
    const id = gid('Board', board.id);
    const update = async (input: Record<string, unknown>) => payload<{ board: unknown; errors: Errors }>(await people.owner.browser.gql(UPDATE, { input: { boardId: id, ...input } }), 'updateBoard');

    expect(await update({ name: 'n'.repeat(50) })).toMatchObject({ board: { name: 'n'.repeat(50) }, errors: [] });
    for (const name of ['n'.repeat(51), '   ']) {
      const refused = await update({ name });
      expect(refused.board).toBeNull();
      expect(refused.errors).toMatchObject([{ field: 'name' }]);
    }
    expect(await update({ name: 'TAKEN' })).toMatchObject({ board: null, errors: [{ field: 'name', code: 'TAKEN' }] });
    expect(await update({ description: 'd'.repeat(500) })).toMatchObject({ errors: [] });
    expect(await update({ description: 'd'.repeat(501) })).toMatchObject({ board: null, errors: [{ field: 'description' }] });
    expect(await update({ topicId: '999999' })).toMatchObject({ board: null, errors: [{ field: 'topicId' }] });
    expect(await boardRow(env().storage.db, board.id)).toMatchObject({ name: 'n'.repeat(50), description: 'd'.repeat(500) });
  });

  it('refuses everyone but the owner as data: the collaborator and a member FORBIDDEN, a secret board NOT_FOUND, a visitor UNAUTHENTICATED', async () => {
    const people = await cast(env(), 'ed3');
    const board = await sharedBoard(env().storage.db, people, { name: 'Mine', slug: 'mine' });
    const secret = await sharedBoard(env().storage.db, people, { name: 'Hidden', slug: 'hidden', privacy: 'secret' });
    const rename = (browser: typeof people.anonymous, boardId: number) =>
      browser.gql(UPDATE, { input: { boardId: gid('Board', boardId), name: 'Stolen' } }).then((a) => payload<{ board: unknown; errors: Errors }>(a, 'updateBoard'));

    expect(await rename(people.collaborator.browser, board.id)).toMatchObject({ board: null, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
    expect(await rename(people.other.browser, board.id)).toMatchObject({ board: null, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
    expect(await rename(people.other.browser, secret.id)).toEqual({ board: null, errors: [{ code: 'NOT_FOUND', field: 'boardId', message: 'That board does not exist.' }] });
    expect(await rename(people.anonymous, board.id)).toMatchObject({ board: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    for (const who of [people.collaborator.browser, people.other.browser, people.anonymous]) {
      expect(payload<{ errors: Errors }>(await who.gql(ARCHIVE, { input: { boardId: gid('Board', board.id), archived: true } }), 'archiveBoard').errors).toHaveLength(1);
      expect(payload<{ errors: Errors }>(await who.gql(DELETE, { input: { boardId: gid('Board', board.id) } }), 'deleteBoard').errors).toHaveLength(1);
    }
    expect(await boardRow(env().storage.db, board.id)).toMatchObject({ name: 'Mine', archived: false });
    expect(await boardRow(env().storage.db, secret.id)).toMatchObject({ name: 'Hidden' });
    // Who may do what, as the board says it.
    const roles = await Promise.all(
      [people.owner.browser, people.collaborator.browser, people.other.browser, people.anonymous].map(async (b) => (payload<{ viewerRole: string }>(await b.gql(READ, { id: String(board.id) }), 'board')).viewerRole),
    );
    expect(roles).toEqual(['OWNER', 'COLLABORATOR', 'NONE', 'NONE']);
  });

  it('archives (then the board is read-only) and unarchives; the Quick Saves board cannot be archived', async () => {
    const people = await cast(env(), 'ed4');
    const board = await sharedBoard(env().storage.db, people, { name: 'Old', slug: 'old' });
    const quick = await makeBoard(env().storage.db, people.owner.row, { name: 'Quick Saves', slug: 'quick-saves', layout: 'quick_saves' });
    const id = gid('Board', board.id);
    const archive = async (archived: boolean, boardId = id) => payload(await people.owner.browser.gql(ARCHIVE, { input: { boardId, archived } }), 'archiveBoard');

    expect(await archive(true)).toEqual({ board: { id, archived: true }, errors: [] });
    const edit = await people.owner.browser.gql(UPDATE, { input: { boardId: id, name: 'New' } });
    expect(payload(edit, 'updateBoard')).toMatchObject({ board: null, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
    // Archived boards are listed to their owner (ARCHIVED) and collaborators, not to others.
    const listed = async (browser: typeof people.anonymous, filter?: string) =>
      ((payload<{ boards: { edges: { node: { name: string } }[] } }>(await browser.gql(BOARDS, { u: 'ed4_own', filter }), 'user')).boards.edges.map((e) => e.node.name));
    expect(await listed(people.owner.browser, 'ARCHIVED')).toEqual(['Old']);
    expect(await listed(people.collaborator.browser, 'ARCHIVED')).toEqual(['Old']);
    expect(await listed(people.other.browser, 'ARCHIVED')).toEqual([]);
    expect(await listed(people.other.browser)).not.toContain('Old');

    expect(await archive(false)).toEqual({ board: { id, archived: false }, errors: [] });
    expect(await archive(true, gid('Board', quick.id))).toMatchObject({ board: null, errors: [{ field: 'boardId' }] });
    expect(await boardRow(env().storage.db, quick.id)).toMatchObject({ archived: false });
  });

  it("deleteBoard answers the board's global id and the board is gone; the collaborator may not", async () => {
    const people = await cast(env(), 'ed5');
    const board = await sharedBoard(env().storage.db, people, { name: 'Bye', slug: 'bye' });
    await makePin(env().storage.db, board);
    const id = gid('Board', board.id);
    const refused = await people.collaborator.browser.gql(DELETE, { input: { boardId: id } });
    expect(payload(refused, 'deleteBoard')).toMatchObject({ deletedBoardId: null, errors: [{ code: 'FORBIDDEN', field: 'boardId' }] });
    expect(await boardRow(env().storage.db, board.id)).toBeDefined();

    expect(payload(await people.owner.browser.gql(DELETE, { input: { boardId: id } }), 'deleteBoard')).toEqual({ deletedBoardId: id, errors: [] });
    expect(await boardRow(env().storage.db, board.id)).toBeUndefined();
    expect(payload(await people.owner.browser.gql(READ, { id: String(board.id) }), 'board')).toBeNull();
    expect(payload(await people.owner.browser.gql(DELETE, { input: { boardId: id } }), 'deleteBoard')).toMatchObject({ errors: [{ code: 'NOT_FOUND', field: 'boardId' }] });
  });

  it("reorderBoards sets the owner's custom order; another owner's board is no place to put it", async () => {
    const people = await cast(env(), 'ed6');
    const made = [];
    for (const name of ['A', 'B', 'C']) made.push(await sharedBoard(env().storage.db, people, { name, slug: name.toLowerCase() }));
    const foreign = await makeBoard(env().storage.db, people.other.row, { name: 'Theirs', slug: 'theirs' });
    const order = async () =>
      (payload<{ boards: { edges: { node: { name: string } }[] } }>(await people.owner.browser.gql(BOARDS, { u: 'ed6_own', sort: 'custom' }), 'user')).boards.edges.map((e) => e.node.name);
    const move = async (board: number, after: number | null, browser = people.owner.browser) =>
      payload<{ board: { name: string } | null; errors: Errors }>(
        await browser.gql(REORDER, { input: { boardId: gid('Board', board), afterBoardId: after === null ? null : gid('Board', after) } }),
        'reorderBoards',
      );

    expect(await move(made[2]!.id, null)).toMatchObject({ board: { name: 'C' }, errors: [] });
    expect(await order()).toEqual(['C', 'A', 'B']);
    expect(await move(made[0]!.id, made[1]!.id)).toMatchObject({ board: { name: 'A' }, errors: [] });
    expect(await order()).toEqual(['C', 'B', 'A']);
    expect(await move(made[0]!.id, foreign.id)).toMatchObject({ board: null, errors: [{ field: 'afterBoardId' }] });
    expect(await move(made[0]!.id, null, people.collaborator.browser)).toMatchObject({ board: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(await order()).toEqual(['C', 'B', 'A']);
  });
});
