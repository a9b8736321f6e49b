import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, type BoardRow } from '../../db/schema.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, type V3Envelope } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

interface BoardJson {
  id: string;
  name: string;
  url: string;
  privacy: string;
  description: string;
  pin_count: number;
  follower_count: number;
  followed_by_me: boolean;
  owner: { username: string };
}

describe.each(backends())('v3 board by path on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const board = (r: { body: V3Envelope }) => r.body.resource_response.data as BoardJson;

  const signup = (username: string) => signUp(server, storage, username);

  let owner: Member;
  let stranger: Member;
  let collaborator: Member;
  let blocker: Member;
  let blockedByOwner: Member;
  let kitchen: BoardRow;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signup('olga_owner');
    stranger = await signup('stan_stranger');
    collaborator = await signup('cora_collab');
    blocker = await signup('bea_blocker');
    blockedByOwner = await signup('bo_blocked');
    kitchen = await makeBoard(storage.db, owner.row, { name: 'Kitchen', slug: 'kitchen', description: 'Pots and pans' });
    for (let i = 0; i < 3; i += 1) await makePin(storage.db, kitchen, { title: `Pan ${i}` });
    await makeBoard(storage.db, owner.row, { name: 'Gifts', slug: 'gifts', privacy: 'protected' });
    const secret = await makeBoard(storage.db, owner.row, { name: 'Surprise', slug: 'surprise', privacy: 'secret' });
    await storage.db.insert(boardCollaborators).values({ boardId: secret.id, userId: collaborator.row.id, status: 'accepted' });
    expect((await call('/v3/blocks/', { method: 'POST', cookie: blocker.token, body: { blocked_user_id: String(owner.row.id) } })).status).toBe(200);
    expect((await call('/v3/blocks/', { method: 'POST', cookie: owner.token, body: { blocked_user_id: String(blockedByOwner.row.id) } })).status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('answers the same board JSON as /v3/boards/{id}/ for a public board, whatever the case of the username', async () => {
    const byPath = await call('/v3/users/OLGA_OWNER/boards/kitchen/');
    expect(byPath.status).toBe(200);
    const byId = await call(`/v3/boards/${kitchen.id}/`);
    expect(board(byPath)).toEqual(board(byId));
    expect(board(byPath)).toMatchObject({
      id: String(kitchen.id),
      name: 'Kitchen',
      description: 'Pots and pans',
      url: '/olga_owner/kitchen/',
      privacy: 'public',
      pin_count: 3,
      follower_count: 0,
      followed_by_me: false,
      owner: { username: 'olga_owner' },
    });
  });

  it("shows the viewer's follow and the follower count", async () => {
    expect((await call(`/v3/boards/${kitchen.id}/follow/`, { method: 'PUT', cookie: stranger.token })).status).toBe(200);
    expect(board(await call('/v3/users/olga_owner/boards/kitchen/', { cookie: stranger.token }))).toMatchObject({ followed_by_me: true, follower_count: 1 });
    expect(board(await call('/v3/users/olga_owner/boards/kitchen/'))).toMatchObject({ followed_by_me: false, follower_count: 1 });
  });

  it('reads a protected board by its link', async () => {
    expect(board(await call('/v3/users/olga_owner/boards/gifts/'))).toMatchObject({ name: 'Gifts', privacy: 'protected' });
  });

  it('shows a secret board only to its owner and collaborators, and the same 404 as an unknown board to others', async () => {
    expect(board(await call('/v3/users/olga_owner/boards/surprise/', { cookie: owner.token }))).toMatchObject({ name: 'Surprise', privacy: 'secret' });
    expect(board(await call('/v3/users/olga_owner/boards/surprise/', { cookie: collaborator.token }))).toMatchObject({ name: 'Surprise' });
    const anonymous = await call('/v3/users/olga_owner/boards/surprise/');
    const other = await call('/v3/users/olga_owner/boards/surprise/', { cookie: stranger.token });
    const unknown = await call('/v3/users/olga_owner/boards/no-such-board/');
    expect([anonymous.status, other.status, unknown.status]).toEqual([404, 404, 404]);
    expect(anonymous.body.resource_response.error?.message).toBe('board olga_owner/surprise not found');
    expect(other.body.resource_response.data).toBeNull();
  });

  it('answers 404 for a board of an unknown user, or of another user with that slug', async () => {
    expect((await call('/v3/users/nobody_at_all/boards/kitchen/')).status).toBe(404);
    expect((await call('/v3/users/stan_stranger/boards/kitchen/')).status).toBe(404);
  });

  it('hides boards across a block, both ways', async () => {
    expect((await call('/v3/users/olga_owner/boards/kitchen/', { cookie: blocker.token })).status).toBe(404);
    expect((await call('/v3/users/olga_owner/boards/kitchen/', { cookie: blockedByOwner.token })).status).toBe(404);
    expect((await call('/v3/users/olga_owner/boards/kitchen/', { cookie: stranger.token })).status).toBe(200);
  });

  it('rejects a malformed slug or username with a clear message', async () => {
    const badSlug = await call('/v3/users/olga_owner/boards/kit%20chen/');
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.resource_response.error).toMatchObject({ param: 'slug' });
    expect(badSlug.body.resource_response.error?.message).toContain('letters, digits');
    const badUser = await call('/v3/users/ol%20ga/boards/kitchen/');
    expect(badUser.status).toBe(400);
    expect(badUser.body.resource_response.error).toMatchObject({ param: 'username' });
  });
});
