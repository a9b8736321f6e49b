/**
 * Board invites and collaborators through GraphQL (issue 15), against the v3 invite and collaborator
 * resources, on PGlite and PostgreSQL: inviteToBoard (username, e-mail, idempotent, refusals),
 * Board.invites / collaborators, Viewer.boardInvites / boardInviteCount, the Invite node round trip,
 * accept, decline, remove an invite, remove a collaborator, leave, and updateBoard's
 * collaboratorsCanInvite with Board.viewerCanInvite. Refusals come back as data.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import { cast, gid, payload, sharedBoard, type Cast } from '../testing/boards.ts';

const INVITE_FIELDS = 'id entityId status createdAt board { id name } invitedUser { username } inviter { username }';
const INVITE = `mutation($input: InviteToBoardInput!) { inviteToBoard(input: $input) { invite { ${INVITE_FIELDS} } emailInvite { email } board { id } errors { field code message } } }`;
const ACCEPT = `mutation($input: AcceptBoardInviteInput!) { acceptBoardInvite(input: $input) { board { id viewerRole collaboratorCount } acceptedInviteId viewer { boardInviteCount } errors { field code } } }`;
const DECLINE = `mutation($input: DeclineBoardInviteInput!) { declineBoardInvite(input: $input) { declinedInviteId viewer { boardInviteCount } errors { field code } } }`;
const REMOVE_INVITE = `mutation($input: RemoveBoardInviteInput!) { removeBoardInvite(input: $input) { removedInviteId board { id } errors { field code } } }`;
const REMOVE = `mutation($input: RemoveBoardCollaboratorInput!) { removeBoardCollaborator(input: $input) { removedUserId board { id collaboratorCount } errors { field code } } }`;
const LEAVE = `mutation($input: LeaveBoardInput!) { leaveBoard(input: $input) { leftBoardId viewer { isAuthenticated } errors { field code } } }`;
const UPDATE = `mutation($input: UpdateBoardInput!) { updateBoard(input: $input) { board { collaboratorsCanInvite viewerCanInvite } errors { field code } } }`;
const BOARD = `query($id: String!) { board(id: $id) { collaboratorsCanInvite viewerCanInvite collaborators(first: 10) { edges { node { user { username } acceptedAt inviter { username } } } } invites(first: 10) { edges { node { id invitedUser { username } } } } } }`;
const RECEIVED = `{ viewer { boardInviteCount boardInvites(first: 10) { edges { node { id status board { name } inviter { username } } } } } }`;
const NODE = `query($id: ID!) { node(id: $id) { id ... on Invite { entityId status board { name } invitedUser { username } } } }`;

type Errors = { field: string | null; code: string; message?: string }[];
interface InviteAnswer {
  invite: { id: string; entityId: string; status: string; board: { id: string; name: string }; invitedUser: { username: string }; inviter: { username: string } | null } | null;
  emailInvite: { email: string } | null;
  board: { id: string } | null;
  errors: Errors;
}
interface BoardAnswer {
  collaboratorsCanInvite: boolean;
  viewerCanInvite: boolean;
  collaborators: { edges: { node: { user: { username: string }; acceptedAt: string | null; inviter: { username: string } | null } }[] };
  invites: { edges: { node: { id: string; invitedUser: { username: string } } }[] };
}
interface Received {
  boardInviteCount: number;
  boardInvites: { edges: { node: { id: string; status: string; board: { name: string }; inviter: { username: string } | null } }[] };
}

const inviteId = (boardId: number, userId: number) => encodeGlobalID('Invite', `${boardId}:${userId}`);

describe.each(backends())('board invites and collaborators through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  const setUp = async (prefix: string, privacy: 'public' | 'secret' = 'public') => {
    const people = await cast(env(), prefix);
    const board = await sharedBoard(env().storage.db, people, { name: 'Kitchen', slug: 'kitchen', privacy });
    const boardId = gid('Board', board.id);
    const invite = async (who: { username?: string; email?: string }, browser = people.owner.browser) =>
      payload<InviteAnswer>(await browser.gql(INVITE, { input: { boardId, ...who } }), 'inviteToBoard');
    const boardOf = async (browser = people.owner.browser) => payload<BoardAnswer | null>(await browser.gql(BOARD, { id: String(board.id) }), 'board');
    const received = async (browser = people.other.browser) => payload<Received>(await browser.gql(RECEIVED), 'viewer');
    return { people, board, boardId, invite, boardOf, received };
  };

  it('inviteToBoard invites a member by username (again: the same invite) and anyone by e-mail; refusals are data', async () => {
    const { people, board, boardId, invite } = await setUp('iv1');
    const made = await invite({ username: 'iv1_oth' });
    expect(made).toMatchObject({
      invite: { entityId: `${board.id}:${people.other.row.id}`, status: 'INVITED', board: { id: boardId, name: 'Kitchen' }, invitedUser: { username: 'iv1_oth' }, inviter: { username: 'iv1_own' } },
      emailInvite: null,
      board: { id: boardId },
      errors: [],
    });
    expect(made.invite!.id).toBe(inviteId(board.id, people.other.row.id));
    expect((await invite({ username: 'iv1_oth' })).invite!.id).toBe(made.invite!.id);
    // By e-mail: of nobody, a pending e-mail invite; of a member, their invite.
    expect(await invite({ email: 'newcomer@example.com' })).toMatchObject({ invite: null, emailInvite: { email: 'newcomer@example.com' }, errors: [] });

    expect(await invite({ username: 'iv1_nobody' })).toMatchObject({ invite: null, errors: [{ field: 'username', code: 'NOT_FOUND' }] });
    expect(await invite({ username: 'iv1_col' })).toMatchObject({ invite: null, errors: [{ code: 'ALREADY_COLLABORATOR' }] });
    expect((await invite({ username: 'iv1_own' })).errors).toHaveLength(1);
    expect((await invite({})).errors).toHaveLength(1);
    expect(await invite({ username: 'iv1_col' }, people.anonymous)).toMatchObject({ invite: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    // Someone who may not write to the board invites nobody.
    expect((await invite({ username: 'iv1_col' }, people.other.browser)).invite).toBeNull();
  });

  it('lists pending invites to the owner and collaborators, received invites and their count to the invitee; the Invite node round trips', async () => {
    const { people, board, invite, boardOf, received } = await setUp('iv2', 'secret');
    const made = (await invite({ username: 'iv2_oth' })).invite!;

    for (const browser of [people.owner.browser, people.collaborator.browser]) {
      expect((await boardOf(browser))!.invites.edges.map((e) => e.node)).toEqual([{ id: made.id, invitedUser: { username: 'iv2_oth' } }]);
    }
    expect((await boardOf())!.collaborators.edges.map((e) => e.node.user.username)).toEqual(['iv2_col']);
    // The invitee does not see the secret board yet, but does see their invite with its board and inviter.
    expect(await boardOf(people.other.browser)).toBeNull();
    expect(await received()).toEqual({
      boardInviteCount: 1,
      boardInvites: { edges: [{ node: { id: made.id, status: 'INVITED', board: { name: 'Kitchen' }, inviter: { username: 'iv2_own' } } }] },
    });
    expect(await received(people.owner.browser)).toEqual({ boardInviteCount: 0, boardInvites: { edges: [] } });
    expect(await received(people.anonymous)).toEqual({ boardInviteCount: 0, boardInvites: { edges: [] } });

    const expected = { id: made.id, entityId: `${board.id}:${people.other.row.id}`, status: 'INVITED', board: { name: 'Kitchen' }, invitedUser: { username: 'iv2_oth' } };
    for (const browser of [people.other.browser, people.owner.browser, people.collaborator.browser]) {
      expect(payload(await browser.gql(NODE, { id: made.id }), 'node')).toEqual(expected);
    }
    expect(payload(await people.anonymous.gql(NODE, { id: made.id }), 'node')).toBeNull();
    for (const id of [inviteId(board.id, people.collaborator.row.id + 1000), encodeGlobalID('Invite', 'x:1'), encodeGlobalID('Invite', `${board.id}`)]) {
      expect(payload(await people.owner.browser.gql(NODE, { id }), 'node')).toBeNull();
    }
  });

  it('the invitee accepts (then sees the secret board and is listed); another person cannot accept or decline it', async () => {
    const { people, boardId, invite, boardOf, received } = await setUp('iv3', 'secret');
    const made = (await invite({ username: 'iv3_oth' })).invite!;
    const accept = async (browser = people.other.browser, id = made.id) => payload<Record<string, unknown>>(await browser.gql(ACCEPT, { input: { inviteId: id } }), 'acceptBoardInvite');

    expect(await accept(people.collaborator.browser)).toMatchObject({ board: null, acceptedInviteId: null, errors: [{ field: 'inviteId', code: 'NOT_FOUND' }] });
    expect(payload(await people.collaborator.browser.gql(DECLINE, { input: { inviteId: made.id } }), 'declineBoardInvite')).toMatchObject({ declinedInviteId: null, errors: [{ field: 'inviteId', code: 'NOT_FOUND' }] });
    expect(await accept(people.anonymous)).toMatchObject({ board: null, errors: [{ field: 'inviteId', code: 'NOT_FOUND' }] });
    expect(await accept()).toEqual({ board: { id: boardId, viewerRole: 'COLLABORATOR', collaboratorCount: 2 }, acceptedInviteId: made.id, viewer: { boardInviteCount: 0 }, errors: [] });
    expect(await accept()).toMatchObject({ board: null, errors: [{ field: 'inviteId', code: 'NOT_FOUND' }] });

    const after = (await boardOf(people.other.browser))!;
    expect(after.collaborators.edges.map((e) => e.node.user.username).sort()).toEqual(['iv3_col', 'iv3_oth']);
    expect(after.collaborators.edges.find((e) => e.node.user.username === 'iv3_oth')!.node).toMatchObject({ inviter: { username: 'iv3_own' } });
    expect(after.collaborators.edges.find((e) => e.node.user.username === 'iv3_oth')!.node.acceptedAt).not.toBeNull();
    expect(after.invites.edges).toEqual([]);
    expect((await received()).boardInviteCount).toBe(0);
  });

  it('the invitee declines; the owner removes an invite, a member who did not send it may not', async () => {
    const { people, boardId, invite, boardOf, received } = await setUp('iv4');
    const first = (await invite({ username: 'iv4_oth' })).invite!;
    const decline = payload(await people.other.browser.gql(DECLINE, { input: { inviteId: first.id } }), 'declineBoardInvite');
    expect(decline).toEqual({ declinedInviteId: first.id, viewer: { boardInviteCount: 0 }, errors: [] });
    expect((await received()).boardInvites.edges).toEqual([]);

    const again = (await invite({ username: 'iv4_oth' })).invite!;
    const remove = async (browser: Cast['anonymous']) => payload(await browser.gql(REMOVE_INVITE, { input: { inviteId: again.id } }), 'removeBoardInvite');
    expect(await remove(people.other.browser)).toMatchObject({ removedInviteId: null, board: null });
    expect((await remove(people.other.browser) as { errors: Errors }).errors).toHaveLength(1);
    expect(await remove(people.owner.browser)).toEqual({ removedInviteId: again.id, board: { id: boardId }, errors: [] });
    expect((await boardOf())!.invites.edges).toEqual([]);
    expect(await remove(people.owner.browser)).toMatchObject({ removedInviteId: null, errors: [{ field: 'inviteId', code: 'NOT_FOUND' }] });
  });

  it('the owner removes a collaborator and a collaborator leaves; neither may remove the other way', async () => {
    const { people, boardId, invite, boardOf } = await setUp('iv5');
    const made = (await invite({ username: 'iv5_oth' })).invite!;
    payload(await people.other.browser.gql(ACCEPT, { input: { inviteId: made.id } }), 'acceptBoardInvite');
    const remove = async (browser: Cast['anonymous'], user: number) =>
      payload<{ removedUserId: string | null; board: { id: string; collaboratorCount: number } | null; errors: Errors }>(
        await browser.gql(REMOVE, { input: { boardId, userId: encodeGlobalID('User', String(user)) } }),
        'removeBoardCollaborator',
      );

    const refused = await remove(people.collaborator.browser, people.other.row.id);
    expect(refused).toMatchObject({ removedUserId: null, board: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(await remove(people.owner.browser, people.other.row.id)).toEqual({
      removedUserId: encodeGlobalID('User', String(people.other.row.id)),
      board: { id: boardId, collaboratorCount: 1 },
      errors: [],
    });
    expect((await remove(people.owner.browser, people.other.row.id)).errors).toHaveLength(1);

    const leave = async (browser: Cast['anonymous']) => payload(await browser.gql(LEAVE, { input: { boardId } }), 'leaveBoard');
    expect((await leave(people.owner.browser) as { leftBoardId: string | null }).leftBoardId).toBeNull();
    expect(await leave(people.collaborator.browser)).toEqual({ leftBoardId: boardId, viewer: { isAuthenticated: true }, errors: [] });
    expect((await boardOf())!.collaborators.edges).toEqual([]);
  });

  it('updateBoard collaboratorsCanInvite (the owner only) decides whether a collaborator may invite', async () => {
    const { people, boardId, invite, boardOf } = await setUp('iv6');
    expect(await boardOf(people.collaborator.browser)).toMatchObject({ collaboratorsCanInvite: true, viewerCanInvite: true });
    expect(await boardOf(people.other.browser)).toMatchObject({ collaboratorsCanInvite: true, viewerCanInvite: false });
    expect(await boardOf(people.anonymous)).toMatchObject({ viewerCanInvite: false });
    const update = async (browser: Cast['anonymous'], value: boolean) =>
      payload(await browser.gql(UPDATE, { input: { boardId, collaboratorsCanInvite: value } }), 'updateBoard');
    expect(await update(people.collaborator.browser, false)).toMatchObject({ board: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(await update(people.owner.browser, false)).toEqual({ board: { collaboratorsCanInvite: false, viewerCanInvite: true }, errors: [] });
    expect(await boardOf(people.collaborator.browser)).toMatchObject({ collaboratorsCanInvite: false, viewerCanInvite: false });
    expect(await invite({ username: 'iv6_oth' }, people.collaborator.browser)).toMatchObject({ invite: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(await update(people.owner.browser, true)).toEqual({ board: { collaboratorsCanInvite: true, viewerCanInvite: true }, errors: [] });
    expect(await invite({ username: 'iv6_oth' }, people.collaborator.browser)).toMatchObject({ invite: { inviter: { username: 'iv6_col' } }, errors: [] });
  });
});
