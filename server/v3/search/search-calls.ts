/** Test helpers of the search resource's tests (scoped.test.ts, scoped-matrix.test.ts): one call, read as a test reads it. */
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { v3Call, v3Data, v3Error } from '../../testing/harness.ts';
import { createSession } from '../session/store.ts';

export interface SearchAnswer {
  status: number;
  ids: number[];
  titles: string[];
  names: string[];
  corrected: string | null;
  related: string[];
  bookmark: string | null;
  message: string | undefined;
  param: string | undefined;
}

export async function searchCall(server: Parameters<typeof v3Call>[0], path: string, cookie?: string): Promise<SearchAnswer> {
  const answer = await v3Call(server, path, { cookie });
  const data = v3Data<{ results: { id: string; title?: string; name?: string; username?: string }[]; corrected_query: string | null; related_terms: string[] } | null>(answer);
  return {
    status: answer.status,
    ids: data?.results.map((r) => Number(r.id)) ?? [],
    titles: data?.results.map((r) => r.title ?? '') ?? [],
    names: data?.results.map((r) => r.name ?? r.username ?? '') ?? [],
    corrected: data?.corrected_query ?? null,
    related: data?.related_terms ?? [],
    bookmark: answer.body.resource_response.bookmark,
    message: v3Error(answer)?.message,
    param: v3Error(answer)?.param,
  };
}

export async function sessionFor(storage: Storage, user: UserRow): Promise<string> {
  return (await createSession(storage.db, user.id, { headers: {}, ip: '127.0.0.1' } as FastifyRequest, new Date())).token;
}
