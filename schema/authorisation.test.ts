/**
 * The GraphQL authorisation matrix: every kind of viewer × board privacy × every GraphQL path that
 * reaches a board or its pin, proving nothing leaks (server/v3/access.ts is the rule book).
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { boardCollaborators, outbox, pins, users, type UserRow } from '../server/db/schema.ts';
import { makeBoard, makePin, makeSave } from '../server/testing/fixtures.ts';
import { freshIp } from '../server/testing/members.ts';
import { startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { signedIn, testBrowser, type GraphQLResult } from './testing/browser.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BLOCK = `mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { user { blockedByMe } errors { code } } }`;
const WITH_LINK = `mutation($token: String!) { loginWithLink(token: $token) { viewer { isAuthenticated isLimitedLogin } errors { code } } }`;

type Kind = 'anonymous' | 'owner' | 'member' | 'collaborator' | 'blocked member' | 'blocking member' | 'limited-login owner' | 'bot';
type Privacy = 'public' | 'protected' | 'secret';
type Path =
  | 'node(board)'
  | 'nodes(board)'
  | 'node(pin)'
  | 'nodes(pin)'
  | 'pin(id:)'
  | 'board(id:)'
  | 'boardByPath'
  | 'user.boards'
  | 'user.savedPins'
  | 'homefeed'
  | 'Board.pins'
  | 'searchTypeahead';

const KINDS: Kind[] = ['anonymous', 'owner', 'member', 'collaborator', 'blocked member', 'blocking member', 'limited-login owner', 'bot'];
const PRIVACIES: Privacy[] = ['public', 'protected', 'secret'];
const PATHS: Path[] = [
  'node(board)',
  'nodes(board)',
  'node(pin)',
  'nodes(pin)',
  'pin(id:)',
  'board(id:)',
  'boardByPath',
  'user.boards',
  'user.savedPins',
  'homefeed',
  'Board.pins',
  'searchTypeahead',
];

const OWNERISH: Kind[] = ['owner', 'limited-login owner'];

/**
 * What access.ts says. Secret: owner and collaborators only (the limited-login owner reads like the
 * owner). Protected: readable by id and path by everyone, but listed (the profile's boards, saved
 * pins) only for the owner and collaborators, and never in the home feed. Public: everyone. Blocks
 * hide both ways: the owner blocked the 'blocked member', to whom the owner's boards, pins and profile
 * are unknown on every path; the 'blocking member' blocked the owner, and sees the owner's profile
 * (to unblock) but none of the owner's boards or pins on any path.
 */
function expected(kind: Kind, privacy: Privacy, path: Path): boolean {
  const trusted = OWNERISH.includes(kind) || kind === 'collaborator';
  if (kind === 'blocked member' || kind === 'blocking member') return false;
  if (privacy === 'secret') return trusted && path !== 'homefeed';
  if (privacy === 'protected') {
    if (path === 'homefeed') return false;
    if (path === 'user.boards' || path === 'user.savedPins' || path === 'searchTypeahead') return trusted;
    return true;
  }
  return true;
}

interface Fixture {
  boardId: string;
  boardGlobalId: string;
  pinId: string;
  pinGlobalId: string;
  slug: string;
  name: string;
}

type Ask = (query: string, variables?: Record<string, unknown>) => Promise<GraphQLResult>;

const edgesOf = (connection: unknown): string[] =>
  ((connection as { edges: { node: { id: string } }[] } | null)?.edges ?? []).map((e) => e.node.id);

/** Whether `path` shows the fixture's board (board paths) or pin (pin paths) to the viewer. */
async function sees(ask: Ask, owner: string, f: Fixture, path: Path): Promise<boolean> {
  const run = async (query: string, variables: Record<string, unknown> = {}) => {
    const { data, errors } = await ask(query, variables);
    expect(errors).toBeUndefined();
    return data!;
  };
  switch (path) {
    case 'node(board)':
      return (await run('query($id: ID!) { node(id: $id) { id } }', { id: f.boardGlobalId })).node !== null;
    case 'nodes(board)':
      return ((await run('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [f.boardGlobalId] })).nodes as unknown[])[0] !== null;
    case 'node(pin)':
      return (await run('query($id: ID!) { node(id: $id) { id } }', { id: f.pinGlobalId })).node !== null;
    case 'nodes(pin)':
      return ((await run('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [f.pinGlobalId] })).nodes as unknown[])[0] !== null;
    case 'pin(id:)':
      return (await run('query($id: String!) { pin(id: $id) { id } }', { id: f.pinId })).pin !== null;
    case 'board(id:)':
      return (await run('query($id: String!) { board(id: $id) { id } }', { id: f.boardId })).board !== null;
    case 'boardByPath':
      return (await run('query($u: String!, $s: String!) { boardByPath(username: $u, slug: $s) { id } }', { u: owner, s: f.slug })).boardByPath !== null;
    case 'user.boards': {
      const data = await run('query($u: String!) { user(username: $u) { boards(first: 25) { edges { node { id } } } } }', { u: owner });
      return edgesOf((data.user as { boards: unknown } | null)?.boards).includes(f.boardGlobalId);
    }
    case 'user.savedPins': {
      const data = await run('query($u: String!) { user(username: $u) { savedPins(first: 50) { edges { node { id } } } } }', { u: owner });
      return edgesOf((data.user as { savedPins: unknown } | null)?.savedPins).includes(f.pinGlobalId);
    }
    case 'homefeed':
      return edgesOf((await run('{ homefeed(first: 100) { edges { node { id } } } }')).homefeed).includes(f.pinGlobalId);
    case 'searchTypeahead': {
      const data = await run('query($q: String!) { searchTypeahead(query: $q, first: 10) { boards { id } } }', { q: f.name });
      return ((data.searchTypeahead as { boards: { id: string }[] } | null)?.boards ?? []).some((board) => board.id === f.boardGlobalId);
    }
    case 'Board.pins': {
      const data = await run('query($id: String!) { board(id: $id) { pins(first: 25) { edges { node { id } } } } }', { id: f.boardId });
      return edgesOf((data.board as { pins: unknown } | null)?.pins).includes(f.pinGlobalId);
    }
  }
}

const cells = KINDS.flatMap((kind) =>
  PRIVACIES.flatMap((privacy) => PATHS.map((path) => ({ kind, privacy, path, visible: expected(kind, privacy, path) }))),
);

describe.each(backends())('GraphQL authorisation matrix on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const viewers = {} as Record<Kind, Ask>;
  const fixtures = {} as Record<Privacy, Fixture>;
  let ownerName: string;
  let limited: ReturnType<typeof testBrowser>;
  let memberId: string;
  let ownerBrowser: ReturnType<typeof testBrowser>;

  const rowOf = async (username: string): Promise<UserRow> => {
    const [row] = await storage.db.select().from(users).where(eq(users.username, username));
    return row!;
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    const owner = await signedIn(server, 'az_owner');
    ownerName = 'az_owner';
    ownerBrowser = owner.browser;
    const member = await signedIn(server, 'az_member');
    memberId = member.id;
    const collaborator = await signedIn(server, 'az_collab');
    const blocked = await signedIn(server, 'az_blocked');
    const block = await owner.browser.gql(BLOCK, { id: blocked.id });
    expect(block.result.data!.blockUser).toEqual({ user: { blockedByMe: true }, errors: [] });
    const blocking = await signedIn(server, 'az_blocking');
    const blockOwner = await blocking.browser.gql(BLOCK, { id: owner.id });
    expect(blockOwner.result.data!.blockUser).toEqual({ user: { blockedByMe: true }, errors: [] });

    const ownerRow = await rowOf('az_owner');
    const collaboratorRow = await rowOf('az_collab');
    const blockingRow = await rowOf('az_blocking');
    for (const privacy of PRIVACIES) {
      const board = await makeBoard(storage.db, ownerRow, { name: `The ${privacy} board`, slug: `${privacy}-board`, privacy });
      const pin = await makePin(storage.db, board, { title: `A ${privacy} pin` });
      await makeSave(storage.db, pin, board, ownerRow);
      await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: collaboratorRow.id, status: 'accepted' });
      // Collaborating does not reach across a block.
      await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: blockingRow.id, status: 'accepted' });
      const ids = await owner.browser.gql('query($p: String!, $b: String!) { pin(id: $p) { id } board(id: $b) { id } }', {
        p: String(pin.id),
        b: String(board.id),
      });
      const data = ids.result.data as { pin: { id: string }; board: { id: string } };
      fixtures[privacy] = { boardId: String(board.id), boardGlobalId: data.board.id, pinId: String(pin.id), pinGlobalId: data.pin.id, slug: board.slug, name: board.name };
    }

    // A limited-login session of the owner: a log-in link asked for through v3, opened through GraphQL.
    const asked = await server.app.inject({ method: 'POST', url: '/v3/login/link/', remoteAddress: freshIp(), payload: { email: 'az_owner@example.com' } });
    expect(asked.statusCode).toBe(200);
    const mails = await storage.db.select().from(outbox).where(eq(outbox.recipient, 'az_owner@example.com'));
    const token = /\/login\/link\/([A-Za-z0-9_-]+)/.exec(mails.filter((m) => m.kind === 'login_link').at(-1)!.body)![1]!;
    limited = testBrowser(server);
    const opened = await limited.gql(WITH_LINK, { token });
    expect(opened.result.data!.loginWithLink).toEqual({ viewer: { isAuthenticated: true, isLimitedLogin: true }, errors: [] });

    const anonymous = testBrowser(server);
    const bot = testBrowser(server);
    const ask = (b: ReturnType<typeof testBrowser>, headers: Record<string, string> = {}): Ask =>
      async (query, variables) => (await b.gql(query, variables, headers)).result;
    Object.assign(viewers, {
      anonymous: ask(anonymous),
      owner: ask(owner.browser),
      member: ask(member.browser),
      collaborator: ask(collaborator.browser),
      'blocked member': ask(blocked.browser),
      'blocking member': ask(blocking.browser),
      'limited-login owner': ask(limited),
      bot: ask(bot, { 'user-agent': GOOGLEBOT }),
    } satisfies Record<Kind, Ask>);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it.each(cells)('$kind × $privacy board × $path → visible: $visible', async ({ kind, privacy, path, visible }) => {
    expect(await sees(viewers[kind], ownerName, fixtures[privacy], path)).toBe(visible);
  });

  it('the blocking member still sees the owner, marked blocked (to unblock), with no boards', async () => {
    const { data, errors } = await viewers['blocking member']('query($u: String!) { user(username: $u) { username blockedByMe boards(first: 25) { edges { node { id } } } } }', { u: ownerName });
    expect(errors).toBeUndefined();
    expect(data!.user).toEqual({ username: ownerName, blockedByMe: true, boards: { edges: [] } });
  });

  describe('the limited-login owner', () => {
    it.each([
      ['followUser', `mutation($id: ID!) { followUser(userId: $id) { user { id } errors { code } } }`, () => ({ id: memberId })],
      ['createBoard', `mutation { createBoard(input: { name: "Limited" }) { board { id } errors { code } } }`, () => ({})],
      ['updateProfile', `mutation { updateProfile(input: { firstName: "Limited" }) { user { firstName } errors { code } } }`, () => ({})],
    ] as const)('%s answers LIMITED_LOGIN and changes nothing', async (field, mutation, variables) => {
      const { result } = await limited.gql(mutation, variables());
      expect(result.errors).toBeUndefined();
      expect(result.data![field]).toMatchObject({ errors: [{ code: 'LIMITED_LOGIN' }] });
      const owner = await rowOf(ownerName);
      expect(owner.firstName).not.toBe('Limited');
    });

    it('while the full session of the same owner may make the change (the other side of the gate)', async () => {
      const { result } = await ownerBrowser.gql(`mutation { createBoard(input: { name: "Full" }) { board { name } errors { code } } }`);
      expect(result.data!.createBoard).toEqual({ board: { name: 'Full' }, errors: [] });
    });
  });

  /**
   * Making pins (issue 16): a pin goes onto a board only for those who may add to it (its owner and
   * accepted collaborators, not across a block, not a limited login); a pin is edited by its pinner
   * alone, and Pin.viewerCanEdit says so to them only. Run after the matrix: the pins made here would
   * otherwise show in its lists.
   */
  describe('making and editing pins', () => {
    const MAY_PIN: Kind[] = ['owner', 'collaborator'];
    const CREATE_PIN = `mutation($input: CreatePinInput!) { createPin(input: $input) { pin { title pinner { username } } errors { code } } }`;
    const UPDATE_PIN = `mutation($input: UpdatePinInput!) { updatePin(input: $input) { pin { title } errors { code } } }`;
    const CAN_EDIT = `query($id: String!) { pin(id: $id) { viewerCanEdit } }`;
    let image = '';
    const pinRows = async (boardId: string) => storage.db.select().from(pins).where(eq(pins.boardId, Number(boardId)));

    beforeAll(async () => {
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#d35400' } }).png().toBuffer();
      image = `data:image/png;base64,${png.toString('base64')}`;
    });

    it.each(KINDS.flatMap((kind) => PRIVACIES.map((privacy) => ({ kind, privacy, allowed: MAY_PIN.includes(kind) }))))(
      'createPin by the $kind on the $privacy board → allowed: $allowed',
      async ({ kind, privacy, allowed }) => {
        const f = fixtures[privacy];
        const before = (await pinRows(f.boardId)).length;
        const title = `By the ${kind}`;
        const { data, errors } = await viewers[kind](CREATE_PIN, { input: { boardId: f.boardGlobalId, imageBase64: image, title } });
        expect(errors).toBeUndefined();
        const made = data!.createPin as { pin: { title: string } | null; errors: { code: string }[] };
        if (allowed) {
          expect(made).toMatchObject({ pin: { title }, errors: [] });
          expect(await pinRows(f.boardId)).toHaveLength(before + 1);
        } else {
          expect(made.pin).toBeNull();
          expect(made.errors).toHaveLength(1);
          if (kind === 'limited-login owner') expect(made.errors[0]!.code).toBe('LIMITED_LOGIN');
          expect(await pinRows(f.boardId)).toHaveLength(before);
        }
      },
    );

    it.each(KINDS.flatMap((kind) => PRIVACIES.map((privacy) => ({ kind, privacy, pinner: kind === 'owner' }))))(
      'updatePin and viewerCanEdit of the owner’s pin on the $privacy board for the $kind → the pinner: $pinner',
      async ({ kind, privacy, pinner }) => {
        const f = fixtures[privacy];
        const title = `Edited by the ${kind}`;
        const { data, errors } = await viewers[kind](UPDATE_PIN, { input: { pinId: f.pinGlobalId, title } });
        expect(errors).toBeUndefined();
        const edited = data!.updatePin as { pin: { title: string } | null; errors: { code: string }[] };
        const [row] = await storage.db.select().from(pins).where(eq(pins.id, Number(f.pinId)));
        if (pinner) {
          expect(edited).toEqual({ pin: { title }, errors: [] });
          expect(row!.title).toBe(title);
        } else {
          expect(edited.pin).toBeNull();
          expect(edited.errors).toHaveLength(1);
          expect(row!.title).not.toBe(title);
        }
        const read = await viewers[kind](CAN_EDIT, { id: f.pinId });
        const pin = read.data!.pin as { viewerCanEdit: boolean } | null;
        const ownerish = OWNERISH.includes(kind);
        if (expected(kind, privacy, 'pin(id:)')) expect(pin).toEqual({ viewerCanEdit: ownerish });
        else expect(pin).toBeNull();
      },
    );
  });
});

/**
 * Group boards (issue 15): a secret board as each stage of an invite leaves a person. Invited (not yet
 * accepted): nothing of the board on any path, only the invite itself (naming the board and the
 * inviter) among their received invites. Accepted: what a collaborator sees. Removed, or declined:
 * nothing again, at once.
 */
describe.each(backends())('GraphQL authorisation of invited, accepted and removed collaborators on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let fixture: Fixture;
  const INVITE = `mutation($input: InviteToBoardInput!) { inviteToBoard(input: $input) { invite { id } errors { code } } }`;
  const RECEIVED = `{ viewer { boardInvites(first: 10) { edges { node { id board { name } inviter { username } } } } } }`;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signedIn(server, 'azg_owner');
    const ownerRow = (await storage.db.select().from(users).where(eq(users.username, 'azg_owner')))[0]!;
    const board = await makeBoard(storage.db, ownerRow, { name: 'The group secret', slug: 'group-secret', privacy: 'secret' });
    const pin = await makePin(storage.db, board, { title: 'A group pin' });
    await makeSave(storage.db, pin, board, ownerRow);
    const ids = await owner.browser.gql('query($p: String!, $b: String!) { pin(id: $p) { id } board(id: $b) { id } }', { p: String(pin.id), b: String(board.id) });
    const data = ids.result.data as { pin: { id: string }; board: { id: string } };
    fixture = { boardId: String(board.id), boardGlobalId: data.board.id, pinId: String(pin.id), pinGlobalId: data.pin.id, slug: board.slug, name: board.name };
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const invited = async (username: string) => {
    const person = await signedIn(server, username);
    const answer = await owner.browser.gql(INVITE, { input: { boardId: fixture.boardGlobalId, username } });
    const made = answer.result.data!.inviteToBoard as { invite: { id: string } | null; errors: unknown[] };
    expect(made.errors).toEqual([]);
    const ask: Ask = async (query, variables) => (await person.browser.gql(query, variables)).result;
    return { person, inviteId: made.invite!.id, ask };
  };
  const seenPaths = async (ask: Ask) => {
    const seen: Path[] = [];
    for (const path of PATHS) if (await sees(ask, 'azg_owner', fixture, path)) seen.push(path);
    return seen;
  };
  const collaboratorPaths = PATHS.filter((path) => expected('collaborator', 'secret', path));

  it('invited: nothing of the board, but the invite names it; accepted: a collaborator’s view; removed: nothing at once', async () => {
    const { person, inviteId, ask } = await invited('azg_invited');
    expect(await seenPaths(ask)).toEqual([]);
    expect((await ask(RECEIVED)).data).toEqual({
      viewer: { boardInvites: { edges: [{ node: { id: inviteId, board: { name: 'The group secret' }, inviter: { username: 'azg_owner' } } }] } },
    });

    const accepted = await ask(`mutation($id: ID!) { acceptBoardInvite(input: { inviteId: $id }) { board { viewerRole } errors { code } } }`, { id: inviteId });
    expect(accepted.data!.acceptBoardInvite).toEqual({ board: { viewerRole: 'COLLABORATOR' }, errors: [] });
    expect(await seenPaths(ask)).toEqual(collaboratorPaths);
    expect(collaboratorPaths).toContain('Board.pins');

    const removed = await owner.browser.gql(`mutation($b: ID!, $u: ID!) { removeBoardCollaborator(input: { boardId: $b, userId: $u }) { removedUserId errors { code } } }`, {
      b: fixture.boardGlobalId,
      u: person.id,
    });
    expect(removed.result.data!.removeBoardCollaborator).toEqual({ removedUserId: person.id, errors: [] });
    expect(await seenPaths(ask)).toEqual([]);
    expect((await ask(RECEIVED)).data).toEqual({ viewer: { boardInvites: { edges: [] } } });
  });

  it('declined: nothing of the board, and the invite is gone', async () => {
    const { inviteId, ask } = await invited('azg_declined');
    const declined = await ask(`mutation($id: ID!) { declineBoardInvite(input: { inviteId: $id }) { declinedInviteId errors { code } } }`, { id: inviteId });
    expect(declined.data!.declineBoardInvite).toEqual({ declinedInviteId: inviteId, errors: [] });
    expect(await seenPaths(ask)).toEqual([]);
    expect((await ask(RECEIVED)).data).toEqual({ viewer: { boardInvites: { edges: [] } } });
    expect((await ask(`query($id: ID!) { node(id: $id) { id } }`, { id: inviteId })).data).toEqual({ node: null });
  });
});
