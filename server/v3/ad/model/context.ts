/** What every advertising-model route shares: who may read, who may write (rate-limited), paging. */
import { and, asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { V3Deps } from '../../deps.ts';
import { ok, V3Error } from '../../envelope.ts';
import { after, pageOf, type KeyColumn } from '../../keyset.ts';
import { bookmarkParam, DEFAULT_PAGE_SIZE, idParam, pageSize } from '../../params.ts';
import type { FixedWindowLimiter } from '../../session/rate-limit.ts';
import { viewerOf, writerId } from '../../viewer.ts';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { invalidateServing } from '../snapshot.ts';
import { bodyValue, type Body } from './validate.ts';

export interface AdModelContext {
  deps: V3Deps;
  now: () => Date;
  /** Ad-model writes per account (AD_WRITES_PER_MINUTE); absent: not limited (tests that build routes alone). */
  writeLimiter?: FixedWindowLimiter;
}

/** The signed-in reader's id: 401 when logged out (every ad-model resource is its owner's only). */
export function readerId(request: FastifyRequest): number {
  const { userId } = viewerOf(request);
  if (userId === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  return userId;
}

/** A path id. */
export const pathId = (request: FastifyRequest, name = 'id'): number => idParam((request.params as Record<string, string>)[name], name);

/**
 * Runs a write for the signed-in writer (401 logged out, 403 limited login), within the write limit
 * (429 when used up; a write that succeeds counts).
 */
export async function asWriter<T>(context: AdModelContext, request: FastifyRequest, run: (userId: number, body: Body) => Promise<T>): Promise<T> {
  const userId = writerId(viewerOf(request));
  const key = String(userId);
  await context.writeLimiter?.check(key);
  const result = await run(userId, bodyValue(request.body));
  // Serving here sees the change on the next page (other replicas within ADS_SNAPSHOT_MS).
  invalidateServing(context.deps.db);
  await context.writeLimiter?.record(key);
  return result;
}

/** A 201 envelope. */
export function created<T>(reply: FastifyReply, data: T) {
  const answer = ok(data);
  answer.resource_response.http_status = 201;
  return reply.status(201).send(answer);
}

/**
 * One page of rows ordered by `id` (newest first unless `ascending`), continuing from the request's
 * bookmark of `list`; page_size 1 to MAX_PAGE_SIZE.
 */
export async function idPage<R extends { id: number }>(
  context: AdModelContext,
  request: FastifyRequest,
  list: string,
  id: AnyColumn,
  read: (position: SQL | undefined, order: SQL, limit: number) => Promise<R[]>,
  ascending = false,
): Promise<{ items: R[]; bookmark: string }> {
  const query = request.query as Record<string, unknown>;
  const size = pageSize(query, Math.min(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE), MAX_PAGE_SIZE);
  const position = context.deps.bookmarks.decode(list, bookmarkParam(query));
  const keys: KeyColumn[] = [{ column: id, dir: ascending ? 'asc' : 'desc' }];
  const rows = await read(position ? and(after(keys, position)) : undefined, ascending ? asc(id) : desc(id), size + 1);
  return pageOf(rows, size, context.deps.bookmarks, list, (row) => [row.id]);
}
