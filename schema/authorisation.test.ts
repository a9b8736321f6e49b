/**
 * The GraphQL authorisation matrix: every kind of viewer × board privacy × every GraphQL path that
 * reaches a board or its pin, proving nothing leaks (server/v3/access.ts is the rule book).
 */
import { decodeGlobalID, encodeGlobalID } from '@pothos/plugin-relay';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../server/db/client.ts';
import { boardCollaborators, comments, interests, outbox, pinHides, pinReports, pins, users, type UserRow } from '../server/db/schema.ts';
import { makeBoard, makePin, makeSave } from '../server/testing/fixtures.ts';
import { freshIp } from '../server/testing/members.ts';
import { startTestServer, type TestServer } from '../server/testing/server.ts';
import { backends } from '../server/testing/storage.ts';
import { assembleToday, utcDay } from '../server/v3/today/assemble.ts';
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
  | 'searchTypeahead'
  | 'search(PINS)'
  | 'search(BOARDS)'
  | 'Topic.pins'
  | 'videoFeed'
  | 'shoppingFeed'
  | 'todayPins'
  | 'TodayArticle.pins'
  | 'offsiteCheck(pinId)'
  | 'node(comment)';

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
  'search(PINS)',
  'search(BOARDS)',
  'Topic.pins',
  'videoFeed',
  'shoppingFeed',
  'todayPins',
  'TodayArticle.pins',
  'offsiteCheck(pinId)',
  // A comment on the pin (issue 20): there exactly when its pin is (server/v3/comment/load.ts).
  'node(comment)',
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
  // Search for pins is a discovery feed: public boards' pins only, for everyone (their owner too).
  if (path === 'search(PINS)') return privacy === 'public';
  // So are a topic's pins and the videos and shopping landings (the fixture pin is a video product of a topic).
  if (path === 'Topic.pins' || path === 'videoFeed' || path === 'shoppingFeed') return privacy === 'public';
  // And /today's articles (assembled from the topic's saves; the pins checked again when read).
  if (path === 'todayPins' || path === 'TodayArticle.pins') return privacy === 'public';
  // The home feed never holds the viewer's own pins (issue 18: it is made of what they follow, then others' newest).
  if (path === 'homefeed' && OWNERISH.includes(kind)) return false;
  if (privacy === 'secret') return trusted && path !== 'homefeed';
  if (privacy === 'protected') {
    if (path === 'homefeed') return false;
    if (path === 'user.boards' || path === 'user.savedPins' || path === 'searchTypeahead' || path === 'search(BOARDS)') return trusted;
    return true;
  }
  return true;
}

interface Fixture {
  boardId: string;
  boardGlobalId: string;
  pinId: string;
  pinGlobalId: string;
  /** The owner's comment on the pin. */
  commentGlobalId: string;
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
    case 'node(comment)':
      return (await run('query($id: ID!) { node(id: $id) { id } }', { id: f.commentGlobalId })).node !== null;
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
    case 'search(PINS)':
    case 'search(BOARDS)': {
      // The board's name: its words are in the board's search vector and in its pins' (board names weigh B).
      const data = await run('query($q: String!, $scope: SearchScope!) { search(query: $q, scope: $scope, first: 50) { edges { node { ... on Node { id } } } } }', {
        q: f.name,
        scope: path === 'search(PINS)' ? 'PINS' : 'BOARDS',
      });
      return edgesOf(data.search).includes(path === 'search(PINS)' ? f.pinGlobalId : f.boardGlobalId);
    }
    case 'Topic.pins':
      return edgesOf(((await run('{ topic(slug: "matrix-topic") { pins(first: 50) { edges { node { id } } } } }')).topic as { pins: unknown } | null)?.pins).includes(f.pinGlobalId);
    case 'videoFeed':
      return edgesOf((await run('{ videoFeed(first: 50) { edges { node { id } } } }')).videoFeed).includes(f.pinGlobalId);
    case 'shoppingFeed':
      return edgesOf((await run('{ shoppingFeed(first: 50) { edges { node { id } } } }')).shoppingFeed).includes(f.pinGlobalId);
    case 'todayPins':
      return edgesOf((await run('{ todayPins(first: 50) { edges { node { id } } } }')).todayPins).includes(f.pinGlobalId);
    case 'TodayArticle.pins': {
      const data = await run('query($s: String!) { todayArticle(slug: $s) { pins(first: 50) { edges { node { id } } } } }', { s: `matrix-topic-${utcDay(Date.now())}` });
      return edgesOf((data.todayArticle as { pins: unknown } | null)?.pins).includes(f.pinGlobalId);
    }
    case 'offsiteCheck(pinId)': {
      // The link check of a pin the viewer may not see is NOT_FOUND, as for an unknown pin (issue 18).
      const { data, errors } = await ask('query($p: String, $u: String!) { offsiteCheck(pinId: $p, url: $u) { redirectStatus } }', { p: f.pinId, u: 'https://www.example.com/' });
      if (errors) {
        expect(errors.map((e) => (e as { extensions?: { code?: string } }).extensions?.code)).toEqual(['NOT_FOUND']);
        return false;
      }
      return (data?.offsiteCheck as { redirectStatus: string } | null)?.redirectStatus === 'safe';
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
    const [topic] = await storage.db.insert(interests).values({ name: 'Matrix topic', urlName: 'matrix-topic' }).returning();
    for (const privacy of PRIVACIES) {
      const board = await makeBoard(storage.db, ownerRow, { name: `The ${privacy} board`, slug: `${privacy}-board`, privacy });
      const pin = await makePin(storage.db, board, {
        title: `A ${privacy} pin`,
        sourceInterestId: topic!.id,
        shoppingFlags: [5],
        videos: { video_list: { V_720P: { url: '/media/a.mp4', width: 720, height: 1280, duration: 5000 } } },
      });
      await makeSave(storage.db, pin, board, ownerRow);
      await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: collaboratorRow.id, status: 'accepted' });
      // Collaborating does not reach across a block.
      await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: blockingRow.id, status: 'accepted' });
      const ids = await owner.browser.gql('query($p: String!, $b: String!) { pin(id: $p) { id } board(id: $b) { id } }', {
        p: String(pin.id),
        b: String(board.id),
      });
      const data = ids.result.data as { pin: { id: string }; board: { id: string } };
      const [comment] = await storage.db.insert(comments).values({ pinId: pin.id, userId: ownerRow.id, text: `On the ${privacy} pin` }).returning();
      fixtures[privacy] = {
        boardId: String(board.id),
        boardGlobalId: data.board.id,
        pinId: String(pin.id),
        pinGlobalId: data.pin.id,
        commentGlobalId: encodeGlobalID('Comment', String(comment!.id)),
        slug: board.slug,
        name: board.name,
      };
    }
    // Today's articles, from the saves just made (server/v3/today/jobs.ts runs this daily).
    await assembleToday(storage.db, Date.now());

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

  /**
   * Hiding and reporting pins (issue 18): a signed-in person with a full session may hide or report
   * any pin they may see (pin(id:) above), and nothing else: a visitor (or a bot) is UNAUTHENTICATED,
   * the limited-login owner LIMITED_LOGIN, and a pin across a block or on a secret board of someone
   * else's is NOT_FOUND, as an unknown one. A refusal stores nothing. Run after the matrix: a hide
   * would take the pin out of that person's feeds.
   */
  describe('hiding and reporting pins', () => {
    const HIDE = `mutation($pinId: String!) { hidePin(pinId: $pinId) { hidden errors { code field } } }`;
    const REPORT = `mutation($pinId: String!) { reportPin(pinId: $pinId, reason: "spam") { hidden reported errors { code field } } }`;
    const UNREPORT = `mutation($pinId: String!) { unreportPin(pinId: $pinId) { hidden reported errors { code } } }`;
    const refusal = (kind: Kind, privacy: Privacy): string | null => {
      if (kind === 'anonymous' || kind === 'bot') return 'UNAUTHENTICATED';
      if (kind === 'limited-login owner') return 'LIMITED_LOGIN';
      return expected(kind, privacy, 'pin(id:)') ? null : 'NOT_FOUND';
    };
    const feedbackRows = async (pinId: string) =>
      [
        (await storage.db.select().from(pinHides).where(eq(pinHides.pinId, Number(pinId)))).length,
        (await storage.db.select().from(pinReports).where(eq(pinReports.pinId, Number(pinId)))).length,
      ] as const;

    it.each(KINDS.flatMap((kind) => PRIVACIES.map((privacy) => ({ kind, privacy, refused: refusal(kind, privacy) }))))(
      'hidePin and reportPin of the owner’s pin on the $privacy board by the $kind → refused: $refused',
      async ({ kind, privacy, refused }) => {
        const f = fixtures[privacy];
        const ask = viewers[kind];
        for (const [mutation, field] of [
          [HIDE, 'hidePin'],
          [REPORT, 'reportPin'],
        ] as const) {
          const { data, errors } = await ask(mutation, { pinId: f.pinGlobalId });
          expect(errors).toBeUndefined();
          const answer = data![field] as { errors: { code: string; field: string | null }[] };
          expect(answer.errors.map((e) => e.code)).toEqual(refused ? [refused] : []);
        }
        expect(await feedbackRows(f.pinId)).toEqual(refused ? [0, 0] : [1, 1]);
        const undone = await ask(UNREPORT, { pinId: f.pinGlobalId });
        expect((undone.data!.unreportPin as { errors: { code: string }[] }).errors.map((e) => e.code)).toEqual(refused ? [refused] : []);
        expect(await feedbackRows(f.pinId)).toEqual([0, 0]);
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
    const [comment] = await storage.db.insert(comments).values({ pinId: pin.id, userId: ownerRow.id, text: 'On the group pin' }).returning();
    const commentGlobalId = encodeGlobalID('Comment', String(comment!.id));
    fixture = { boardId: String(board.id), boardGlobalId: data.board.id, pinId: String(pin.id), pinGlobalId: data.pin.id, commentGlobalId, slug: board.slug, name: board.name };
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

/**
 * The ad model (issue 19): an ad account, its campaign, ad group and ad are their owner's alone. Another
 * member (a business account too) and a visitor read each of them as a null node, and every write on
 * them is NOT_FOUND (as for an unknown one) and changes nothing; the owner reads them all.
 */
describe.each(backends())('GraphQL authorisation of the ad model on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Ask;
  let member: Ask;
  let visitor: Ask;
  const ids = { account: '', campaign: '', adGroup: '', ad: '', pin: '' };
  const NODE = 'query($id: ID!) { node(id: $id) { id } }';
  const NODES = 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }';
  const CONVERT = 'mutation($n: String!) { convertToBusiness(input: {businessName: $n}) { adAccount { id } errors { code } } }';

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    const ask = (b: ReturnType<typeof testBrowser>): Ask => async (query, variables) => (await b.gql(query, variables)).result;
    const ownerIn = await signedIn(server, 'adz_owner');
    const memberIn = await signedIn(server, 'adz_member');
    owner = ask(ownerIn.browser);
    member = ask(memberIn.browser);
    visitor = ask(testBrowser(server));
    const [ownerRow] = await storage.db.select().from(users).where(eq(users.username, 'adz_owner'));
    const board = await makeBoard(storage.db, ownerRow!, { name: 'Ad board', slug: 'ad-board' });
    const pin = await makePin(storage.db, board, { title: 'An ad pin', link: 'https://www.example.com/ad-pin' });
    ids.pin = String(pin.id);

    const converted = await owner(CONVERT, { n: 'Owner Co' });
    ids.account = (converted.data!.convertToBusiness as { adAccount: { id: string } }).adAccount.id;
    expect((await member(CONVERT, { n: 'Member Co' })).data!.convertToBusiness).toMatchObject({ errors: [] });
    const promoted = await owner(
      `mutation($input: QuickPromoteInput!) { quickPromote(input: $input) { campaign { id } adGroup { id } ad { id } errors { field code message } } }`,
      { input: { adAccountId: ids.account, pinId: ids.pin, objective: 'AWARENESS', audience: { mode: 'CHOSEN' }, dailyBudgetMicros: '5000000', durationDays: 7 } },
    );
    const made = promoted.data!.quickPromote as { campaign: { id: string }; adGroup: { id: string }; ad: { id: string }; errors: unknown[] };
    expect(made.errors).toEqual([]);
    Object.assign(ids, { campaign: made.campaign.id, adGroup: made.adGroup.id, ad: made.ad.id });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  const levels = ['account', 'campaign', 'adGroup', 'ad'] as const;

  it.each(levels)("the owner reads their %s as a node; another member and a visitor read null", async (level) => {
    expect((await owner(NODE, { id: ids[level] })).data!.node).toEqual({ id: ids[level] });
    for (const other of [member, visitor]) {
      const answer = await other(NODE, { id: ids[level] });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.node).toBeNull();
    }
  });

  it('nodes(ids:) answers null for each of them to another member', async () => {
    const answer = await member(NODES, { ids: levels.map((level) => ids[level]) });
    expect(answer.data!.nodes).toEqual([null, null, null, null]);
    expect((await owner(NODES, { ids: levels.map((level) => ids[level]) })).data!.nodes).toEqual(levels.map((level) => ({ id: ids[level] })));
  });

  it("lists only the viewer's own ad accounts, and the owner's template holds their campaign", async () => {
    const list = async (ask: Ask) =>
      ((await ask('{ viewer { adAccounts { edges { node { id name } } } } }')).data!.viewer as { adAccounts: { edges: { node: { id: string; name: string } }[] } }).adAccounts.edges.map((e) => e.node.name);
    expect(await list(owner)).toEqual(['Owner Co']);
    expect(await list(member)).toEqual(['Member Co']);
    expect(await list(visitor)).toEqual([]);
    const template = await owner('query($id: ID!) { node(id: $id) { ... on AdAccount { bulkTemplateCsv } } }', { id: ids.account });
    const csv = (template.data!.node as { bulkTemplateCsv: string }).bulkTemplateCsv;
    expect(csv.split(/\r?\n/)[0]).toBe('level,id,parent_id,name,status,objective,daily_budget_micros,lifetime_budget_micros,bid_micros,targeting_json,pin_id,destination_url');
    expect(csv).toContain(`campaign,${decodeGlobalID(ids.campaign).id},`);
  });

  it.each([
    ['setCampaignStatus', 'mutation($id: ID!) { setCampaignStatus(input: {id: $id, status: PAUSED}) { campaign { id } errors { field code } } }', () => ({ id: ids.campaign }), 'id'],
    ['updateCampaign', 'mutation($id: ID!) { updateCampaign(input: {id: $id, name: "Taken"}) { campaign { id } errors { field code } } }', () => ({ id: ids.campaign }), 'id'],
    ['updateAdGroup', 'mutation($id: ID!) { updateAdGroup(input: {id: $id, bidMicros: "900000"}) { adGroup { id } errors { field code } } }', () => ({ id: ids.adGroup }), 'id'],
    ['updateAd', 'mutation($id: ID!) { updateAd(input: {id: $id, status: PAUSED}) { ad { id } errors { field code } } }', () => ({ id: ids.ad }), 'id'],
    ['createCampaign', 'mutation($id: ID!) { createCampaign(input: {adAccountId: $id, name: "x", objective: AWARENESS, dailyBudgetMicros: "1000000"}) { campaign { id } errors { field code } } }', () => ({ id: ids.account }), 'adAccountId'],
    ['createAdGroup', 'mutation($id: ID!) { createAdGroup(input: {campaignId: $id, name: "x", bidMicros: "200000"}) { adGroup { id } errors { field code } } }', () => ({ id: ids.campaign }), 'campaignId'],
    ['createAd', 'mutation($id: ID!, $pin: ID!) { createAd(input: {adGroupId: $id, pinId: $pin, destinationUrl: "https://www.example.com/"}) { ad { id } errors { field code } } }', () => ({ id: ids.adGroup, pin: ids.pin }), 'adGroupId'],
    ['uploadBulkCsv', 'mutation($id: ID!) { uploadBulkCsv(input: {adAccountId: $id, filename: "a.csv", csv: "level,id"}) { upload { status } errors { field code } } }', () => ({ id: ids.account }), 'adAccountId'],
  ] as const)("%s on the owner's object by another member is NOT_FOUND and changes nothing", async (field, mutation, variables, idField) => {
    const answer = await member(mutation, variables());
    expect(answer.errors).toBeUndefined();
    const payload = answer.data![field] as Record<string, unknown> & { errors: unknown[] };
    expect(payload.errors).toEqual([{ field: idField, code: 'NOT_FOUND' }]);
    const read = await owner(
      `query($c: ID!, $g: ID!, $acc: ID!) { c: node(id: $c) { ... on Campaign { name status adGroups { edges { node { id bidMicros } } } } }
        g: node(id: $g) { ... on AdGroup { ads { edges { node { id status } } } } } a: node(id: $acc) { ... on AdAccount { campaigns { edges { node { id } } } bulkUploads { edges { node { entityId } } } } } }`,
      { c: ids.campaign, g: ids.adGroup, acc: ids.account },
    );
    expect(read.data).toEqual({
      c: { name: expect.any(String) as string, status: 'ACTIVE', adGroups: { edges: [{ node: { id: ids.adGroup, bidMicros: '2000000' } }] } },
      g: { ads: { edges: [{ node: { id: ids.ad, status: 'ACTIVE' } }] } },
      a: { campaigns: { edges: [{ node: { id: ids.campaign } }] }, bulkUploads: { edges: [] } },
    });
    expect((read.data!.c as { name: string }).name).not.toBe('Taken');
  });

  it("estimates no reach on another member's account (NOT_FOUND), and does on the owner's", async () => {
    const REACH = 'query($id: ID!) { reachEstimate(adAccountId: $id, audience: {mode: CHOSEN}) { audienceSize } }';
    const refused = await member(REACH, { id: ids.account });
    expect((refused.errors as { extensions?: { code?: string } }[] | undefined)?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const allowed = await owner(REACH, { id: ids.account });
    expect(allowed.errors).toBeUndefined();
    expect((allowed.data!.reachEstimate as { audienceSize: number }).audienceSize).toBeGreaterThanOrEqual(0);
  });
});
