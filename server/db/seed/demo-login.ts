/**
 * A seeded person anyone trying Corkboard can log in as: outside production only, right after the
 * demo data is seeded (never on a database that held data before). The person with the most pins
 * gets the known password DEMO_PASSWORD; seeded people otherwise have no password at all.
 */
import { count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { pins, users } from '../schema.ts';
import { hashPassword } from '../../v3/account/password.ts';

export const DEMO_PASSWORD = 'corkboard-demo';

export interface DemoLogin {
  username: string;
  email: string | null;
  password: string;
}

export async function enableDemoLogin(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<DemoLogin | null> {
  if (env.NODE_ENV === 'production') return null;
  const [busiest] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .innerJoin(pins, eq(pins.pinnerId, users.id))
    .where(isNull(pins.deletedAt))
    .groupBy(users.id, users.username, users.email)
    .orderBy(desc(count()), users.id)
    .limit(1);
  if (!busiest) return null;
  await db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, busiest.id));
  return { username: busiest.username, email: busiest.email, password: DEMO_PASSWORD };
}
