/**
 * Who may check and log a pin's outbound link, and who manages the link-safety store (issue 18): for
 * each board privacy and each kind of person — the owner, an accepted collaborator, another member,
 * one the owner blocked, one who blocked the owner, nobody, the owner limited — GET and POST
 * /v3/offsite/ with the owner's pin answer where the pin may be read (the one visibility rule,
 * access.ts pinVisible) and 404 as for an unknown pin elsewhere; and for an employee, a limited-login
 * employee and each of those people, every /v3/link_safety/ route. Refusals change nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { blocks, boardCollaborators, linkSafety, users, type PinRow } from '../../db/schema.ts';
import { BOARD_PRIVACIES as PRIVACIES, limitedSessionToken, type BoardPrivacy as Privacy } from '../../testing/board-writes.ts';
import { makeBoard, makePin } from '../../testing/fixtures.ts';
import { v3Call, v3Error, type V3Answer } from '../../testing/harness.ts';
import { signUp } from '../../testing/members.ts';
import { counterValue, startTestServer, type TestServer } from '../../testing/server.ts';
import { backends } from '../../testing/storage.ts';

const PEOPLE = ['owner', 'collaborator', 'other', 'blocked', 'blocking', 'anonymous', 'limited owner', 'employee', 'limited employee'] as const;
type Person = (typeof PEOPLE)[number];
type Outcome = [number, string] | null;

/** access.ts pinVisible: secret boards for their owner and collaborators; never across a block, either way. */
function checkOutcome(person: Person, privacy: Privacy): Outcome {
  if (person === 'blocked' || person === 'blocking') return [404, 'not_found'];
  if (privacy !== 'secret') return null;
  return person === 'owner' || person === 'limited owner' || person === 'collaborator' ? null : [404, 'not_found'];
}

/** Employees only; visitors 401; a limited-login employee reads but does not write. */
function manageOutcome(person: Person, write: boolean): Outcome {
  if (person === 'anonymous') return [401, 'unauthenticated'];
  if (person === 'employee') return null;
  if (person === 'limited employee') return write ? [403, 'limited_login'] : null;
  if (person === 'limited owner' && write) return [403, 'limited_login'];
  return [403, 'forbidden'];
}

describe.each(backends())('v3 link check and link-safety matrix on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  const tokens = new Map<Person, string | undefined>();
  const pinsOf = new Map<Privacy, PinRow>();

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, person: Person, body?: unknown): Promise<V3Answer> =>
    v3Call(server, url, { method, cookie: tokens.get(person), body });
  const outcome = (answer: V3Answer): Outcome => (answer.status < 300 ? null : [answer.status, v3Error(answer)?.code ?? '']);

  beforeAll(async () => {
    storage = await backend.open();
    server = await startTestServer(storage);
    const owner = await signUp(server, storage, 'om_owner');
    const collaborator = await signUp(server, storage, 'om_collab');
    const other = await signUp(server, storage, 'om_other');
    const blocked = await signUp(server, storage, 'om_blocked');
    const blocking = await signUp(server, storage, 'om_blocking');
    const employee = await signUp(server, storage, 'om_employee');
    await storage.db.update(users).set({ isEmployee: true }).where(eq(users.id, employee.row.id));
    for (const [person, member] of [['owner', owner], ['collaborator', collaborator], ['other', other], ['blocked', blocked], ['blocking', blocking], ['employee', employee]] as const) {
      tokens.set(person, member.token);
    }
    tokens.set('anonymous', undefined);
    tokens.set('limited owner', await limitedSessionToken(storage.db, owner.row.id));
    tokens.set('limited employee', await limitedSessionToken(storage.db, employee.row.id));
    for (const privacy of PRIVACIES) {
      const board = await makeBoard(storage.db, owner.row, { name: `Links ${privacy}`, privacy, isCollaborative: true });
      await storage.db.insert(boardCollaborators).values({ boardId: board.id, userId: collaborator.row.id, status: 'accepted' });
      pinsOf.set(privacy, await makePin(storage.db, board, { link: 'https://www.example.com/recipe' }));
    }
    await storage.db.insert(blocks).values([
      { blockerId: owner.row.id, blockedId: blocked.row.id },
      { blockerId: blocking.row.id, blockedId: owner.row.id },
    ]);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  describe.each(PRIVACIES)('the owner’s pin on a %s board', (privacy) => {
    it.each(PEOPLE)('the %s checks and logs its link where they may see the pin, 404 elsewhere', async (person) => {
      const pin = pinsOf.get(privacy)!;
      const expected = checkOutcome(person, privacy);
      const query = new URLSearchParams({ check_only: 'true', pin_id: String(pin.id), url: pin.link! });
      expect(outcome(await send('GET', `/v3/offsite/?${query}`, person))).toEqual(expected);
      const before = await counterValue(server.metrics, 'corkboard_clickthroughs_total');
      expect(outcome(await send('POST', '/v3/offsite/', person, { check_only: false, pin_id: String(pin.id), url: pin.link }))).toEqual(expected);
      // A refused log counts no click.
      expect(await counterValue(server.metrics, 'corkboard_clickthroughs_total')).toBe(before + (expected === null ? 1 : 0));
    });
  });

  it.each(PEOPLE)('/v3/link_safety/ for the %s', async (person) => {
    const [row] = await storage.db
      .insert(linkSafety)
      .values({ kind: 'host', value: `${person.replace(/ /g, '-')}.matrix.example`, status: 'suspicious', message: 'm', source: 'seed' })
      .returning();
    const id = String(row!.id);
    const readOutcome = manageOutcome(person, false);
    const writeOutcome = manageOutcome(person, true);
    expect(outcome(await send('GET', '/v3/link_safety/', person))).toEqual(readOutcome);
    const added = `${person.replace(/ /g, '-')}.added.example`;
    expect(outcome(await send('POST', '/v3/link_safety/', person, { kind: 'host', value: added, status: 'blocked', message: 'x' }))).toEqual(writeOutcome);
    expect(outcome(await send('PUT', `/v3/link_safety/${id}/`, person, { status: 'porn' }))).toEqual(writeOutcome);
    const [edited] = await storage.db.select().from(linkSafety).where(eq(linkSafety.id, row!.id));
    expect(edited?.status).toBe(writeOutcome === null ? 'porn' : 'suspicious');
    expect(outcome(await send('DELETE', `/v3/link_safety/${id}/`, person))).toEqual(writeOutcome);
    expect(await storage.db.$count(linkSafety, eq(linkSafety.id, row!.id))).toBe(writeOutcome === null ? 0 : 1);
    expect(await storage.db.$count(linkSafety, eq(linkSafety.value, added))).toBe(writeOutcome === null ? 1 : 0);
  });
});
