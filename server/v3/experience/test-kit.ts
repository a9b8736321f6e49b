/** Test helpers for the experience tests: members with a session made directly (no sign-up round trip), and the calls. */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { NewUser, UserRow } from '../../db/schema.ts';
import { makeUser } from '../../testing/fixtures.ts';
import { v3Call, v3Data, type V3Answer } from '../../testing/harness.ts';
import type { TestServer } from '../../testing/server.ts';
import { createSession } from '../session/store.ts';
import type { V3Experience } from '../types.ts';

export interface TestMember {
  row: UserRow;
  token: string;
}

export const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A member (onboarding done unless `values` says otherwise) with a full session, or a limited one. */
export async function testMember(db: Db, values: Partial<NewUser> = {}, limited = false): Promise<TestMember> {
  const row = await makeUser(db, values);
  const request = { headers: {}, ip: '127.0.0.1' } as FastifyRequest;
  const { token } = await createSession(db, row.id, request, new Date(), { limited });
  return { row, token };
}

export function experienceCalls(server: () => TestServer) {
  const headers = { 'user-agent': CHROME };
  return {
    /** GET /v3/experiences/?placement_ids=… as `who` (null: logged out). */
    get: (who: TestMember | null, ids: string[], userAgent = CHROME): Promise<V3Answer> =>
      v3Call(server(), `/v3/experiences/?placement_ids=${encodeURIComponent(ids.join(','))}`, { headers: { 'user-agent': userAgent }, ...(who ? { cookie: who.token } : {}) }),
    /** What placement `id` shows `who` now. */
    shown: async (who: TestMember | null, id: string): Promise<V3Experience> => {
      const answer = await v3Call(server(), `/v3/experiences/?placement_ids=${id}`, { headers, ...(who ? { cookie: who.token } : {}) });
      if (answer.status !== 200) throw new Error(`GET placements answered ${answer.status}`);
      const experience = v3Data<Record<string, V3Experience>>(answer)[id];
      if (!experience) throw new Error(`no answer for placement ${id}`);
      return experience;
    },
    /** PUT /v3/experiences/{placed}/{action}/ (or DELETE /v3/experiences/{placed}/ for 'dismiss'). */
    write: (who: TestMember | null, placed: string, action: 'viewed' | 'completed' | 'completed_without_homefeed' | 'trigger' | 'dismiss', body?: Record<string, unknown>): Promise<V3Answer> =>
      v3Call(server(), action === 'dismiss' ? `/v3/experiences/${placed}/` : `/v3/experiences/${placed}/${action}/`, {
        method: action === 'dismiss' ? 'DELETE' : 'PUT',
        headers,
        ...(body ? { body } : {}),
        ...(who ? { cookie: who.token } : {}),
      }),
  };
}
