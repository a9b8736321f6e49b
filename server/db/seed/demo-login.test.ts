import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStorage, type Storage } from '../client.ts';
import { users } from '../schema.ts';
import { verifyPassword } from '../../v3/account/password.ts';
import { makeBoard, makePin, makeUser } from '../../testing/fixtures.ts';
import { DEMO_PASSWORD, enableDemoLogin } from './demo-login.ts';

describe('the demo log-in of a freshly seeded site', () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await openStorage({});
    const quiet = await makeUser(storage.db, { username: 'quiet' });
    const busy = await makeUser(storage.db, { username: 'busy' });
    await makePin(storage.db, await makeBoard(storage.db, quiet));
    const board = await makeBoard(storage.db, busy);
    await makePin(storage.db, board);
    await makePin(storage.db, board);
  });
  afterAll(async () => storage?.close());

  const hashOf = async (username: string) => (await storage.db.select().from(users).where(eq(users.username, username)))[0]?.passwordHash;

  it('in production, nobody gets a known password', async () => {
    expect(await enableDemoLogin(storage.db, { NODE_ENV: 'production' })).toBeNull();
    expect(await hashOf('busy')).toBeNull();
  });

  it('otherwise the seeded person with the most pins can log in with the documented password', async () => {
    expect(await enableDemoLogin(storage.db, {})).toMatchObject({ username: 'busy', password: DEMO_PASSWORD });
    expect(await verifyPassword(DEMO_PASSWORD, await hashOf('busy'))).toBe(true);
    expect(await hashOf('quiet')).toBeNull();
  });
});
