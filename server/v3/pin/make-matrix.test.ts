/**
 * Who may make pins, edit them and use upload slots (issue 16, B2): for each board privacy and each kind of
 * person — the owner, an accepted collaborator, a collaborator the owner blocked after they joined, another
 * member, one the owner blocked, nobody, the owner limited — POST /v3/pins/ on the board, PUT /v3/pins/{id}/ of
 * the owner's pin and of the collaborator's own pin there, POST /v3/vips/, GET /v3/vips/ of the owner's slot
 * and a create from the owner's upload. Refusals change nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, images, pins, uploads, type BoardRow, type PinRow } from '../../db/schema.ts';
import { makeBoard, makePin, signature } from '../../testing/fixtures.ts';
import { signUp, type Member } from '../../testing/members.ts';
import { startTestServer, type TestServer } from '../../testing/server.ts';
import { v3Call, type V3Answer, v3Data, v3Error } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { BOARD_PRIVACIES as PRIVACIES, boardWriteRefusal, limitedSessionToken, type BoardPrivacy as Privacy } from '../../testing/board-writes.ts';
import type { V3CreatedUpload, V3UploadState } from '../upload/routes.ts';

const PEOPLE = ['owner', 'collaborator', 'blocked collaborator', 'other', 'blocked', 'anonymous', 'limited owner'] as const;
type Person = (typeof PEOPLE)[number];
type Refusal = [number, string] | null;

/** A board write on the contents (a save, a new pin): the rule of guard.ts; a blocked collaborator is a blocked person. */
function contentRefusal(person: Person, privacy: Privacy): Refusal {
  const refusal = boardWriteRefusal(person === 'blocked collaborator' ? 'blocked' : person, privacy, 'collaborator');
  return refusal ? [refusal[0], refusal[1]] : null;
}

/** Editing the owner's pin: the pinner only; 404 for whoever cannot see it. */
function ownerPinEditRefusal(person: Person, privacy: Privacy): Refusal {
  switch (person) {
    case 'owner':
      return null;
    case 'collaborator':
      return [403, 'forbidden'];
    case 'other':
      return privacy === 'secret' ? [404, 'not_found'] : [403, 'forbidden'];
    case 'blocked':
    case 'blocked collaborator':
      return [404, 'not_found'];
    case 'anonymous':
      return [401, 'unauthenticated'];
    case 'limited owner':
      return [403, 'limited_login'];
  }
}

/** Editing the collaborator's own pin on the board: its pinner, while they still see the board. */
function collaboratorPinEditRefusal(person: Person, privacy: Privacy): Refusal {
  if (person === 'collaborator') return null;
  if (person === 'owner') return [403, 'forbidden'];
  return ownerPinEditRefusal(person, privacy);
}

describe.each(backends())('v3 pin making matrix (create, edit, upload slots) on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner: Member;
  const members = new Map<Person, Member>();
  const tokens = new Map<Person, string | undefined>();
  const boardsOf = new Map<Privacy, { board: BoardRow; ownerPin: PinRow; collaboratorPin: PinRow }>();
  const image = signature('matrix-image');
  const ownerUpload = 'qqqqqqqqqqqqqqqqqqqqqqqqqq';

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, person: Person, body?: unknown): Promise<V3Answer> =>
    v3Call(server, url, { method, cookie: tokens.get(person), body });
  const outcome = (answer: V3Answer): Refusal => (answer.status < 300 ? null : [answer.status, v3Error(answer)?.code ?? '']);
  const snapshot = async () => {
    const ids = [...boardsOf.values()].map((b) => b.board.id);
    return storage.db.select().from(pins).where(inArray(pins.boardId, ids)).orderBy(pins.id);
  };

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    owner = await signUp(server, storage, 'mm_owner');
    const collaborator = await signUp(server, storage, 'mm_collab');
    const blockedCollaborator = await signUp(server, storage, 'mm_bcollab');
    const other = await signUp(server, storage, 'mm_other');
    const blocked = await signUp(server, storage, 'mm_blocked');
    members.set('owner', owner).set('collaborator', collaborator).set('blocked collaborator', blockedCollaborator).set('other', other).set('blocked', blocked);
    for (const [person, member] of members) tokens.set(person, member.token);
    tokens.set('anonymous', undefined);
    tokens.set('limited owner', await limitedSessionToken(storage.db, owner.row.id));
    await storage.db.insert(images).values({ signature: image, width: 600, height: 900, dominantColor: '#112233', format: 'jpeg', bytes: 1234, ownerId: owner.row.id });
    await storage.db.insert(uploads).values({ id: ownerUpload, ownerId: owner.row.id, status: 'succeeded', signature: image, expiresAt: new Date(Date.now() + 3_600_000) });
    for (const privacy of PRIVACIES) {
      const board = await makeBoard(storage.db, owner.row, { name: `Matrix ${privacy}`, privacy, isCollaborative: true });
      for (const member of [collaborator, blockedCollaborator]) {
        await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: member.row.id, status: 'accepted' });
      }
      const ownerPin = await makePin(storage.db, board, { title: 'Owner pin' });
      const collaboratorPin = await makePin(storage.db, board, { title: 'Collaborator pin', pinnerId: collaborator.row.id });
      boardsOf.set(privacy, { board, ownerPin, collaboratorPin });
    }
    await storage.db.insert(blocks).values([
      { blockerId: owner.row.id, blockedId: blocked.row.id },
      { blockerId: owner.row.id, blockedId: blockedCollaborator.row.id },
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe.each(PRIVACIES)('a %s board', (privacy) => {
    it.each(PEOPLE.filter((p) => contentRefusal(p, privacy) !== null))('refuses the %s a new pin, by signature or by upload, and changes nothing', async (person) => {
      const { board } = boardsOf.get(privacy)!;
      const before = await snapshot();
      for (const source of [{ image_signature: image }, { upload_id: ownerUpload }]) {
        const answer = await send('POST', '/v3/pins/', person, { board_id: String(board.id), title: 'Intruder', ...source });
        expect(outcome(answer), JSON.stringify(source)).toEqual(contentRefusal(person, privacy));
      }
      expect(await snapshot()).toEqual(before);
    });

    it.each(PEOPLE)('edits of the owner’s pin and the collaborator’s pin by the %s', async (person) => {
      const { ownerPin, collaboratorPin } = boardsOf.get(privacy)!;
      for (const [pin, expected] of [
        [ownerPin, ownerPinEditRefusal(person, privacy)],
        [collaboratorPin, collaboratorPinEditRefusal(person, privacy)],
      ] as const) {
        const before = await storage.db.select().from(pins).where(eq(pins.id, pin.id));
        const answer = await send('PUT', `/v3/pins/${pin.id}/`, person, { description: `Edited by ${person}` });
        expect(outcome(answer), `${pin.title}: ${JSON.stringify(answer.body)}`).toEqual(expected);
        const after = await storage.db.select().from(pins).where(eq(pins.id, pin.id));
        if (expected === null) expect(after[0]?.description).toBe(`Edited by ${person}`);
        else expect(after).toEqual(before);
      }
    });

    it.each(PEOPLE.filter((p) => contentRefusal(p, privacy) === null))('lets the %s make a pin', async (person) => {
      const { board } = boardsOf.get(privacy)!;
      const answer = await send('POST', '/v3/pins/', person, { board_id: String(board.id), image_signature: image, title: `By ${person}` });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      // The owner's upload is the owner's alone.
      const byUpload = await send('POST', '/v3/pins/', person, { board_id: String(board.id), upload_id: ownerUpload });
      expect(outcome(byUpload)).toEqual(person === 'owner' ? null : [400, 'invalid_parameter']);
    });
  });

  it.each(PEOPLE)('upload slots for the %s: made with a full session only; the owner’s slot is unknown to everyone else', async (person) => {
    const made = await send('POST', '/v3/vips/', person, { type: 'pinimage' });
    const expected: Refusal = person === 'anonymous' ? [401, 'unauthenticated'] : person === 'limited owner' ? [403, 'limited_login'] : null;
    expect(outcome(made)).toEqual(expected);
    if (expected === null) expect(v3Data<V3CreatedUpload>(made).status).toBe('registered');
    const read = await send('GET', `/v3/vips/?upload_ids=${ownerUpload}`, person);
    if (person === 'anonymous') {
      expect(outcome(read)).toEqual([401, 'unauthenticated']);
      return;
    }
    const state = v3Data<Record<string, V3UploadState>>(read)[ownerUpload];
    expect(state?.status).toBe(person === 'owner' || person === 'limited owner' ? 'succeeded' : 'unknown');
  });
});
