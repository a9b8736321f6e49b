/**
 * Invite links through GraphQL (issue 15), against the v3 invite code resources, on PGlite and
 * PostgreSQL: createBoardInviteCode, Board.inviteCodes, revokeBoardInviteCode, redeemBoardInviteCode
 * and v3GetInviteCodeQuery (the same sender as REST GET /v3/invite_codes/{code}/; null for a code
 * that is unknown, revoked or not a code). Refusals come back as data.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boardCollaborators, boards } from '../../server/db/schema.ts';
import { useTestServer } from '../../server/testing/harness.ts';
import { backends } from '../../server/testing/storage.ts';
import type { V3InviteCodeMetadata } from '../../server/v3/types.ts';
import { cast, gid, payload, sharedBoard } from '../testing/boards.ts';

const CREATE = `mutation($input: CreateBoardInviteCodeInput!) { createBoardInviteCode(input: $input) { inviteCode { code url channel expiresAt inviter { username } } board { id } errors { field code message } } }`;
const REVOKE = `mutation($input: RevokeBoardInviteCodeInput!) { revokeBoardInviteCode(input: $input) { revokedCode board { id } errors { field code } } }`;
const REDEEM = `mutation($input: RedeemBoardInviteCodeInput!) { redeemBoardInviteCode(input: $input) { board { id viewerRole collaboratedByMe } errors { field code message } } }`;
const CODES = `query($id: String!) { board(id: $id) { inviteCodes { code channel inviter { username } } } }`;
const LOOKUP = `query($code: String!) { v3GetInviteCodeQuery(inviteCode: $code) { inviteCode inviteChannel sender { entityId username firstName imageMediumUrl isDefaultImage shouldShowMessaging } board { entityId name url } } }`;

interface CodeAnswer {
  inviteCode: { code: string; url: string; channel: number; expiresAt: string; inviter: { username: string } } | null;
  board: { id: string } | null;
  errors: { field: string | null; code: string; message: string }[];
}

describe.each(backends())('invite links through GraphQL on $name', (backend) => {
  const env = useTestServer(backend);

  it('the owner and a collaborator make links (channel 1 by default); others are refused as data and nothing is made', async () => {
    const people = await cast(env(), 'ic1');
    const board = await sharedBoard(env().storage.db, people, { name: 'Trip', slug: 'trip', privacy: 'secret' });
    const boardId = gid('Board', board.id);
    const create = async (browser = people.owner.browser, channel?: number) =>
      payload<CodeAnswer>(await browser.gql(CREATE, { input: { boardId, ...(channel === undefined ? {} : { channel }) } }), 'createBoardInviteCode');

    const made = await create();
    expect(made).toMatchObject({ inviteCode: { channel: 1, inviter: { username: 'ic1_own' } }, board: { id: boardId }, errors: [] });
    expect(made.inviteCode!.url).toBe(`/ic1_own/trip/?invite_code=${made.inviteCode!.code}`);
    expect((await create()).inviteCode!.code).toBe(made.inviteCode!.code);
    expect(await create(people.owner.browser, 99)).toMatchObject({ inviteCode: { channel: 99 }, errors: [] });
    expect(await create(people.owner.browser, 100)).toMatchObject({ inviteCode: null, errors: [{ field: 'channel', code: 'INVALID_PARAMETER' }] });
    expect(await create(people.collaborator.browser)).toMatchObject({ inviteCode: { inviter: { username: 'ic1_col' } }, errors: [] });
    // A secret board is unknown to a stranger; signed out is asked to sign in.
    expect(await create(people.other.browser)).toMatchObject({ inviteCode: null, board: null, errors: [{ field: 'boardId', code: 'NOT_FOUND' }] });
    expect(await create(people.anonymous)).toMatchObject({ inviteCode: null, errors: [{ code: 'UNAUTHENTICATED' }] });

    await env().storage.db.update(boards).set({ collaboratorsCanInvite: false }).where(eq(boards.id, board.id));
    expect(await create(people.collaborator.browser, 3)).toMatchObject({ inviteCode: null, errors: [{ field: 'boardId', code: 'FORBIDDEN' }] });

    const codes = async (browser = people.owner.browser) =>
      payload<{ inviteCodes: { code: string; channel: number }[] } | null>(await browser.gql(CODES, { id: String(board.id) }), 'board');
    expect((await codes())!.inviteCodes.map((c) => c.channel).sort()).toEqual([1, 1, 99]);
    // The collaborator may no longer invite: no links listed to them; a stranger does not see the board.
    expect(await codes(people.collaborator.browser)).toEqual({ inviteCodes: [] });
    expect(await codes(people.other.browser)).toBeNull();
  });

  it('v3GetInviteCodeQuery answers the same sender, channel and board as REST GET /v3/invite_codes/{code}/, signed in or out', async () => {
    const people = await cast(env(), 'ic2');
    const board = await sharedBoard(env().storage.db, people, { name: 'Garden', slug: 'garden' });
    const made = payload<CodeAnswer>(await people.owner.browser.gql(CREATE, { input: { boardId: gid('Board', board.id), channel: 7 } }), 'createBoardInviteCode');
    const code = made.inviteCode!.code;

    const rest = await fetch(`${env().server.url}/v3/invite_codes/${code}/`);
    expect(rest.status).toBe(200);
    const metadata = ((await rest.json()) as { resource_response: { data: V3InviteCodeMetadata } }).resource_response.data;
    const expected = {
      inviteCode: metadata.invite_code,
      inviteChannel: metadata.invite_channel,
      sender: {
        entityId: metadata.sender.id,
        username: metadata.sender.username,
        firstName: metadata.sender.first_name,
        imageMediumUrl: metadata.sender.image_medium_url,
        isDefaultImage: metadata.sender.is_default_image,
        shouldShowMessaging: metadata.sender.should_show_messaging,
      },
      board: { entityId: metadata.board.id, name: metadata.board.name, url: metadata.board.url },
    };
    expect(expected).toMatchObject({ inviteCode: code, inviteChannel: 7, sender: { entityId: String(people.owner.row.id), username: 'ic2_own' }, board: { name: 'Garden' } });
    for (const browser of [people.anonymous, people.other.browser, people.owner.browser]) {
      expect(payload(await browser.gql(LOOKUP, { code }), 'v3GetInviteCodeQuery')).toEqual(expected);
    }

    // Unknown, not a code at all, and revoked: null, as v3's one 404 says nothing more.
    for (const other of ['A'.repeat(22), '../boards/1', '']) {
      expect(payload(await people.anonymous.gql(LOOKUP, { code: other }), 'v3GetInviteCodeQuery')).toBeNull();
    }
    const revoke = async (browser = people.owner.browser, value = code) =>
      payload<{ revokedCode: string | null; board: { id: string } | null; errors: { field: string | null; code: string }[] }>(
        await browser.gql(REVOKE, { input: { boardId: gid('Board', board.id), code: value } }),
        'revokeBoardInviteCode',
      );
    expect(await revoke(people.other.browser)).toMatchObject({ revokedCode: null, errors: [{ code: 'FORBIDDEN' }] });
    expect(payload(await people.anonymous.gql(LOOKUP, { code }), 'v3GetInviteCodeQuery')).not.toBeNull();
    expect(await revoke()).toEqual({ revokedCode: code, board: { id: gid('Board', board.id) }, errors: [] });
    expect(payload(await people.anonymous.gql(LOOKUP, { code }), 'v3GetInviteCodeQuery')).toBeNull();
    expect(await revoke()).toMatchObject({ revokedCode: null, errors: [{ field: 'code', code: 'NOT_FOUND' }] });
    expect(await revoke(people.owner.browser, 'no/such')).toMatchObject({ revokedCode: null, errors: [{ field: 'code', code: 'NOT_FOUND' }] });
  });

  it('redeeming a link makes the viewer a collaborator once; the owner, unknown codes, signed out and a second time after leaving are refused as data', async () => {
    const people = await cast(env(), 'ic3');
    const board = await sharedBoard(env().storage.db, people, { name: 'Plans', slug: 'plans', privacy: 'secret' });
    const boardId = gid('Board', board.id);
    const code = payload<CodeAnswer>(await people.owner.browser.gql(CREATE, { input: { boardId } }), 'createBoardInviteCode').inviteCode!.code;
    const redeem = async (browser = people.other.browser, inviteCode = code) =>
      payload<{ board: { id: string; viewerRole: string; collaboratedByMe: boolean } | null; errors: { field: string | null; code: string }[] }>(
        await browser.gql(REDEEM, { input: { inviteCode } }),
        'redeemBoardInviteCode',
      );

    expect(await redeem(people.anonymous)).toMatchObject({ board: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    expect(await redeem(people.other.browser, 'B'.repeat(22))).toMatchObject({ board: null, errors: [{ field: 'inviteCode', code: 'NOT_FOUND' }] });
    expect(await redeem(people.other.browser, 'not a code')).toMatchObject({ board: null, errors: [{ field: 'inviteCode', code: 'NOT_FOUND' }] });
    expect((await redeem(people.owner.browser)).board).toBeNull();
    expect(await redeem()).toEqual({ board: { id: boardId, viewerRole: 'COLLABORATOR', collaboratedByMe: true }, errors: [] });
    // Already a collaborator: the same answer.
    expect(await redeem()).toEqual({ board: { id: boardId, viewerRole: 'COLLABORATOR', collaboratedByMe: true }, errors: [] });
    // Gone from the board (removed): the link does not bring them back.
    await env()
      .storage.db.delete(boardCollaborators)
      .where(and(eq(boardCollaborators.boardId, board.id), eq(boardCollaborators.userId, people.other.row.id)));
    expect(await redeem()).toMatchObject({ board: null, errors: [{ code: 'INVITE_USED' }] });
  });
});
