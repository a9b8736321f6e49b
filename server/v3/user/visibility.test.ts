/**
 * The block rule over every path that reads a person (access.ts `userVisible`): with B blocking A,
 * no path shows B to A, and the same paths show B to C, who is not blocked. The last tests keep the
 * table complete: a new v3 route under /v3/users/ or a new GraphQL root or connection of people
 * fails them until it is added here.
 */
import { getNamedType, getNullableType, isListType, isObjectType, type GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../../schema/index.ts';
import { signedIn, testBrowser, type TestBrowser } from '../../../schema/testing/browser.ts';
import type { Storage } from '../../db/client.ts';
import { eq } from 'drizzle-orm';
import { comments, conversationMembers, conversationMessages, conversations, notifications } from '../../db/schema.ts';
import { makeBoard, makePin, makeSection } from '../../testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

interface Person {
  browser: TestBrowser;
  /** Global (GraphQL) id. */
  id: string;
  /** v3 id. */
  userId: number;
  name: string;
}

interface World {
  server: TestServer;
  /** C: follows B and is followed by B, so B is in C's followers and following. */
  c: Person;
  b: Person;
  boardSlug: string;
  /** A section of that board. */
  sectionSlug: string;
  /** A pin of C's on which B commented (issue 20). */
  commentedPinId: number;
}

type Path = (world: World, viewer: TestBrowser) => Promise<boolean>;

async function v3(world: World, viewer: TestBrowser, path: string): Promise<{ status: number; data: unknown }> {
  const response = await fetch(`${world.server.url}${path}`, { headers: viewer.cookie ? { cookie: viewer.cookie } : {} });
  const body = (await response.json()) as { resource_response: { data: unknown } };
  return { status: response.status, data: body.resource_response.data };
}

const names = (list: unknown): string[] => (Array.isArray(list) ? list.map((u: { username: string } | null) => u?.username ?? '') : []);
const edgeNames = (connection: unknown): string[] =>
  ((connection as { edges: { node: { username: string } }[] } | null)?.edges ?? []).map((edge) => edge.node.username);

async function gql(viewer: TestBrowser, query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { result } = await viewer.gql(query, variables);
  expect(result.errors).toBeUndefined();
  return result.data ?? {};
}

const CONVERSATIONS = '{ viewer { conversations(first: 10) { edges { node { participants { username } otherParticipants { username } } } } } }';
const conversationNames = (data: Record<string, unknown>, field: 'participants' | 'otherParticipants'): string[] =>
  (data.viewer as { conversations: { edges: { node: Record<typeof field, { username: string }[]> }[] } }).conversations.edges.flatMap((edge) => names(edge.node[field]));

/** Every read path of a person; each answers whether it showed B. Keys name the v3 route or GraphQL field. */
const PATHS: Record<string, Path> = {
  'GET /v3/users/:username/': async (w, v) => (await v3(w, v, `/v3/users/${w.b.name}/`)).status === 200,
  'GET /v3/users/?ids=': async (w, v) => names((await v3(w, v, `/v3/users/?ids=${w.c.userId},${w.b.userId}`)).data).includes(w.b.name),
  'GET /v3/users/:username/boards/': async (w, v) => (await v3(w, v, `/v3/users/${w.b.name}/boards/`)).status === 200,
  'GET /v3/users/:username/boards/:slug/': async (w, v) => (await v3(w, v, `/v3/users/${w.b.name}/boards/${w.boardSlug}/`)).status === 200,
  'GET /v3/users/:username/boards/:slug/sections/:section_slug/': async (w, v) =>
    (await v3(w, v, `/v3/users/${w.b.name}/boards/${w.boardSlug}/sections/${w.sectionSlug}/`)).status === 200,
  'GET /v3/users/:username/saved/': async (w, v) => (await v3(w, v, `/v3/users/${w.b.name}/saved/`)).status === 200,
  'GET /v3/users/:username/followers/ (of B)': async (w, v) => (await v3(w, v, `/v3/users/${w.b.name}/followers/`)).status === 200,
  'GET /v3/users/:username/following/ (of B)': async (w, v) => (await v3(w, v, `/v3/users/${w.b.name}/following/`)).status === 200,
  'GET /v3/users/:username/followers/ (B in the list)': async (w, v) => names((await v3(w, v, `/v3/users/${w.c.name}/followers/`)).data).includes(w.b.name),
  'GET /v3/users/:username/following/ (B in the list)': async (w, v) => names((await v3(w, v, `/v3/users/${w.c.name}/following/`)).data).includes(w.b.name),
  'GET /v3/search/typeahead/': async (w, v) => names(((await v3(w, v, `/v3/search/typeahead/?q=${w.b.name}`)).data as { users: unknown }).users).includes(w.b.name),
  'GET /v3/search/:scope/': async (w, v) => names(((await v3(w, v, `/v3/search/users/?q=${w.b.name}`)).data as { results: unknown }).results).includes(w.b.name),
  'SearchTypeahead.users': async (w, v) =>
    names(((await gql(v, 'query($q: String!) { searchTypeahead(query: $q, first: 5) { users { username } } }', { q: w.b.name })).searchTypeahead as { users: unknown }).users).includes(w.b.name),
  'Query.user': async (w, v) => (await gql(v, 'query($u: String!) { user(username: $u) { id } }', { u: w.b.name })).user !== null,
  'Query.node': async (w, v) => (await gql(v, 'query($id: ID!) { node(id: $id) { id } }', { id: w.b.id })).node !== null,
  'Query.nodes': async (w, v) => ((await gql(v, 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [w.c.id, w.b.id] })).nodes as unknown[]).filter(Boolean).length === 2,
  // Comments (issue 20): B's comment on C's pin is left out for A, as B is.
  'GET /v3/pins/:id/comments/ (B the author)': async (w, v) =>
    ((await v3(w, v, `/v3/pins/${w.commentedPinId}/comments/`)).data as { comments: { author: { username: string } }[] }).comments.some((c) => c.author.username === w.b.name),
  // Conversations (issue 20): a group conversation of A, B and C; A, whom B blocked, does not see B in it.
  'Conversation.participants': async (w, v) => conversationNames(await gql(v, CONVERSATIONS, {}), 'participants').includes(w.b.name),
  'Conversation.otherParticipants': async (w, v) => conversationNames(await gql(v, CONVERSATIONS, {}), 'otherParticipants').includes(w.b.name),
  // Notifications (issue 20): B followed A and C before B's block of A; A's news hub leaves B out.
  'NotificationGroup.actors': async (w, v) =>
    ((await gql(v, '{ viewer { notifications(first: 10) { edges { node { actors { username } } } } } }', {})).viewer as {
      notifications: { edges: { node: { actors: { username: string }[] } }[] };
    }).notifications.edges.some((edge) => names(edge.node.actors).includes(w.b.name)),
  'Pin.comments (B the author)': async (w, v) =>
    ((await gql(v, 'query($id: String!) { pin(id: $id) { comments(first: 25) { edges { node { author { username } } } } } }', { id: String(w.commentedPinId) })).pin as {
      comments: { edges: { node: { author: { username: string } } }[] };
    }).comments.edges.some((edge) => edge.node.author.username === w.b.name),
  'User.followers': async (w, v) =>
    edgeNames(((await gql(v, 'query($u: String!) { user(username: $u) { followers(first: 25) { edges { node { username } } } } }', { u: w.c.name })).user as { followers: unknown }).followers).includes(w.b.name),
  'User.following': async (w, v) =>
    edgeNames(((await gql(v, 'query($u: String!) { user(username: $u) { following(first: 25) { edges { node { username } } } } }', { u: w.c.name })).user as { following: unknown }).following).includes(w.b.name),
};

/**
 * Routes under /v3/users/ that read only the viewer's own account (the board invites one received leave out boards
 * across a block: server/v3/board/collaborators.test.ts).
 */
const OWN_ACCOUNT_ROUTES = [
  '/v3/users/me',
  '/v3/users/me/tokens',
  '/v3/users/me/board_invites',
  '/v3/users/me/board_invites/count',
  // What the viewer follows (/edit): boards across a block are left out (server/v3/social/following.test.ts).
  '/v3/users/me/following/boards',
  '/v3/users/me/following/interests',
  // The pins the viewer hid (/edit): pins across a block are left out (server/v3/feedback/feedback.test.ts).
  '/v3/users/me/hidden_pins',
  // Which mail the viewer gets (issue 20): categories only, no other person in it (server/v3/mail/delivery.test.ts).
  '/v3/users/me/email_subscriptions',
  // The viewer's inbox counts and live events (issue 20): people in them go through userVisible (server/v3/conversation/serialize.ts; server/v3/conversation/conversation.test.ts, blocks).
  '/v3/users/me/inbox',
  '/v3/users/me/inbox_events',
  // The viewer's notifications (issue 20): actors across a block are left out (server/v3/notification/notification.test.ts).
  '/v3/users/me/notifications',
];

/** GET routes, from Fastify's route tree (one segment per line, indented four characters a level). */
function getRoutes(server: TestServer): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of server.app.printRoutes({ method: 'GET', commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    routes.push(stack.join(''));
  }
  return routes;
}

/** Query fields, and fields anywhere, whose type is a person, a node or a list or connection of them. */
function graphqlPeoplePaths(schema: GraphQLSchema): string[] {
  const paths: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      const named = getNamedType(field.type).name;
      const rootRead = type.name === 'Query' && ['User', 'Node'].includes(named);
      const listOfPeople = named === 'User' && isListType(getNullableType(field.type));
      if (rootRead || listOfPeople || named === 'UserConnection') paths.push(`${type.name}.${field.name}`);
    }
  }
  return paths.sort();
}

describe.each(backends())('the block rule over every read path of a person on $name', (backend) => {
  let storage: Storage;
  const world = {} as World;
  let a: Person;

  beforeAll(async () => {
    storage = await backend.open();
    world.server = await startTestServer(storage);
    const person = async (name: string): Promise<Person> => ({ ...(await signedIn(world.server, name)), name });
    a = await person('vis_a');
    world.b = await person('vis_b');
    world.c = await person('vis_c');
    const follow = 'mutation($id: ID!) { followUser(userId: $id) { errors { message } } }';
    for (const [who, whom] of [
      [world.b, world.c],
      [world.c, world.b],
      [a, world.c],
    ] as const) {
      expect((await who.browser.gql(follow, { id: whom.id })).result.errors).toBeUndefined();
    }
    const block = await world.b.browser.gql('mutation($id: ID!) { blockUser(userId: $id, blockSource: "profile") { errors { message } } }', { id: a.id });
    expect(block.result.data).toEqual({ blockUser: { errors: [] } });
    const [bRow] = await storage.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, world.b.userId) });
    const board = await makeBoard(storage.db, bRow!, { name: 'Open board', slug: 'open-board', privacy: 'public' });
    world.boardSlug = board.slug;
    world.sectionSlug = (await makeSection(storage.db, board, 'Open section')).slug;
    const [cRow] = await storage.db.query.users.findMany({ where: (users, { eq }) => eq(users.id, world.c.userId) });
    const commented = await makePin(storage.db, await makeBoard(storage.db, cRow!, { name: 'C board', slug: 'c-board' }));
    world.commentedPinId = commented.id;
    await storage.db.insert(comments).values({ pinId: commented.id, userId: world.b.userId, text: 'B was here' });
    // B's follows of A and C, as notifications written before the block (a block stops new ones).
    await storage.db.insert(notifications).values([a.userId, world.c.userId].map((userId) => ({ userId, kind: 'follow', actorId: world.b.userId, groupKey: 'follow' })));
    // A group conversation of A, B and C (written directly: B's block of A would refuse sending now).
    const everyone = [a.userId, world.b.userId, world.c.userId];
    const [conversation] = await storage.db.insert(conversations).values({ participantsKey: [...everyone].sort((x, y) => x - y).join(',') }).returning();
    await storage.db.insert(conversationMembers).values(everyone.map((userId) => ({ conversationId: conversation!.id, userId })));
    const [message] = await storage.db.insert(conversationMessages).values({ conversationId: conversation!.id, senderId: world.c.userId, text: 'Hi all' }).returning();
    await storage.db.update(conversations).set({ lastMessageId: message!.id }).where(eq(conversations.id, conversation!.id));
  });
  afterAll(async () => {
    await world.server?.close();
    await storage?.close();
  });

  it.each(Object.keys(PATHS))('%s: A, whom B blocked, does not see B', async (path) => {
    expect(await PATHS[path]!(world, a.browser)).toBe(false);
  });

  it.each(Object.keys(PATHS))('%s: C, not blocked, sees B', async (path) => {
    expect(await PATHS[path]!(world, world.c.browser)).toBe(true);
  });

  it('a signed-out visitor sees B on the profile and id paths (blocks need a viewer)', async () => {
    const visitor = testBrowser(world.server);
    expect(await PATHS['GET /v3/users/?ids=']!(world, visitor)).toBe(true);
    expect(await PATHS['Query.node']!(world, visitor)).toBe(true);
  });

  it('covers every v3 GET route under /v3/users/ and /v3/search/ (add a new one to PATHS)', () => {
    const covered = new Set(Object.keys(PATHS).map((key) => /^GET (\S+)/.exec(key)?.[1]?.split('?')[0]?.replace(/\/$/, '')));
    const uncovered = getRoutes(world.server).filter((route) => (route.startsWith('/v3/users') || route.startsWith('/v3/search')) && !OWN_ACCOUNT_ROUTES.includes(route) && !covered.has(route));
    expect(uncovered).toEqual([]);
    expect(getRoutes(world.server)).toContain('/v3/users/:username/followers');
  });

  it('covers every GraphQL root field and connection of people (add a new one to PATHS)', () => {
    expect(graphqlPeoplePaths(getSchema()).filter((path) => !(path in PATHS))).toEqual([]);
  });
});
