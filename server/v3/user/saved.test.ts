import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { boardCollaborators, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, makeSave } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3CallOptions, type V3Envelope } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';

describe.each(backends())('v3 saved pins on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;

  const call = (url: string, options?: V3CallOptions) => v3Call(server, url, options);
  const ids = (r: { body: V3Envelope }) => (r.body.resource_response.data as { id: string }[]).map((p) => p.id);

  const signup = (username: string) => signUp(server, storage, username);

  let saver: Member;
  let pinner: Member;
  let other: Member;
  let collaborator: Member;
  let shelf: BoardRow;
  let hideout: BoardRow;
  let pinned: PinRow[];
  let secretSavePin: PinRow;

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    saver = await signup('sam_saver');
    pinner = await signup('pia_pinner');
    other = await signup('oli_other');
    collaborator = await signup('cody_collab');
    const source = await makeBoard(storage.db, pinner.row, { name: 'Source' });
    const secretSource = await makeBoard(storage.db, pinner.row, { name: 'Secret source', privacy: 'secret' });
    shelf = await makeBoard(storage.db, saver.row, { name: 'Shelf' });
    hideout = await makeBoard(storage.db, saver.row, { name: 'Hideout', privacy: 'secret' });
    await storage.db.insert(boardCollaborators).values({ boardId: hideout.id, userId: collaborator.row.id, status: 'accepted' });
    pinned = [];
    for (let i = 0; i < 5; i += 1) pinned.push(await makePin(storage.db, source, { title: `Saved ${i}` }));
    // Saved in order 0..4, so newest first is 4..0.
    for (const pin of pinned) await makeSave(storage.db, pin, shelf, saver.row);
    secretSavePin = await makePin(storage.db, source, { title: 'Saved secretly' });
    await makeSave(storage.db, secretSavePin, hideout, saver.row);
    // A pin on a secret board the saver cannot read any more: the pin itself is hidden from others.
    const hiddenPin = await makePin(storage.db, secretSource, { title: 'Hidden pin' });
    await makeSave(storage.db, hiddenPin, shelf, saver.row);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('lists saved pins newest save first and pages by bookmark', async () => {
    const expected = [...pinned].reverse().map((p) => String(p.id));
    const all = await call('/v3/users/sam_saver/saved/');
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual(expected);
    expect(all.body.resource_response.bookmark).toBe('-end-');

    const first = await call('/v3/users/SAM_SAVER/saved/?page_size=2');
    expect(ids(first)).toEqual(expected.slice(0, 2));
    const seen = [...ids(first)];
    let bookmark = first.body.resource_response.bookmark!;
    while (bookmark !== '-end-') {
      const next = await call(`/v3/users/sam_saver/saved/?page_size=2&bookmark=${encodeURIComponent(bookmark)}`);
      expect(next.status).toBe(200);
      seen.push(...ids(next));
      bookmark = next.body.resource_response.bookmark!;
    }
    expect(seen).toEqual(expected);
  });

  it('shows a save into a secret board only to its owner and collaborators', async () => {
    const secret = String(secretSavePin.id);
    expect(ids(await call('/v3/users/sam_saver/saved/'))).not.toContain(secret);
    expect(ids(await call('/v3/users/sam_saver/saved/', { cookie: other.token }))).not.toContain(secret);
    expect(ids(await call('/v3/users/sam_saver/saved/', { cookie: saver.token }))[0]).toBe(secret);
    expect(ids(await call('/v3/users/sam_saver/saved/', { cookie: collaborator.token }))[0]).toBe(secret);
  });

  it('leaves out saved pins whose own board the viewer may not read, even for the saver', async () => {
    const own = ids(await call('/v3/users/sam_saver/saved/', { cookie: saver.token }));
    expect(own).toHaveLength(6);
    expect(ids(await call('/v3/users/sam_saver/saved/', { cookie: pinner.token }))).toHaveLength(6);
  });

  it('shows a pin saved to two boards once, at its newest save the viewer may see', async () => {
    const twice = pinned[1]!;
    // Saved again, later, into the secret board: the saver sees it moved to the top, once; others
    // still see it once, at its older public save.
    await makeSave(storage.db, twice, hideout, saver.row);
    const own = ids(await call('/v3/users/sam_saver/saved/', { cookie: saver.token }));
    expect(own[0]).toBe(String(twice.id));
    expect(own.filter((id) => id === String(twice.id))).toHaveLength(1);
    expect(own).toHaveLength(6);
    const public_ = ids(await call('/v3/users/sam_saver/saved/'));
    expect(public_.filter((id) => id === String(twice.id))).toHaveLength(1);
    expect(public_).toEqual([...pinned].reverse().map((p) => String(p.id)));
  });

  it('rejects bad page sizes and bookmarks of another list, and answers 404 for unknown users', async () => {
    expect((await call('/v3/users/sam_saver/saved/?page_size=0')).status).toBe(400);
    expect((await call('/v3/users/sam_saver/saved/?page_size=101')).status).toBe(400);
    const boards = await call('/v3/users/sam_saver/boards/?page_size=1', { cookie: saver.token });
    const foreign = boards.body.resource_response.bookmark!;
    expect(foreign).not.toBe('-end-');
    expect((await call(`/v3/users/sam_saver/saved/?bookmark=${encodeURIComponent(foreign)}`)).status).toBe(400);
    expect((await call('/v3/users/nobody_here/saved/')).status).toBe(404);
  });

  it('answers 404 to a viewer the user blocked, and hides the blocked pinner from the blocker', async () => {
    const blocked = await call('/v3/blocks/', { method: 'POST', cookie: saver.token, body: { blocked_user_id: String(other.row.id) } });
    expect(blocked.status).toBe(200);
    expect((await call('/v3/users/sam_saver/saved/', { cookie: other.token })).status).toBe(404);
    expect((await call('/v3/users/sam_saver/saved/')).status).toBe(200);

    const blockPinner = await call('/v3/blocks/', { method: 'POST', cookie: collaborator.token, body: { blocked_user_id: String(pinner.row.id) } });
    expect(blockPinner.status).toBe(200);
    expect(ids(await call('/v3/users/sam_saver/saved/', { cookie: collaborator.token }))).toEqual([]);
  });
});
