/**
 * Outbound links (issue 18; pin-card §5, §7, §8; platform §7): GET and POST /v3/offsite/ (the link
 * check and the clickthrough log), the link-safety store's employee management under
 * /v3/link_safety/, and the client statistic POST /v3/stats/. The check's rules: ./check.ts; the
 * store: ./store.ts; the signed /offsite/ token: ./token.ts.
 *
 *   GET /v3/offsite/?url=…[&pin_id=…|&third_party_ad=…][&check_only=…][&client_tracking_params=…][&aux_data=…]
 *   POST /v3/offsite/ {the same} → {message, redirect_status, url}. check_only true (GET's default): the
 *     check; check_only false (POST's default): the clickthrough log — the same check, counted in
 *     corkboard_clickthroughs_total{status}. url is required (at most MAX_OFFSITE_URL characters);
 *     pin_id must be a pin the viewer may see (404 as for an unknown pin otherwise), third_party_ad (an
 *     ad's id) stands instead of it; client_tracking_params ≤ 2000 characters; aux_data JSON text ≤ 4000.
 *     Visitors may call both: logged-out clicks are checked and counted too.
 *   GET /v3/link_safety/?bookmark=&page_size= (≤ 100, newest first), POST /v3/link_safety/ {kind, value,
 *     status, message} (upsert on kind + value, source 'employee'), PUT and DELETE /v3/link_safety/{id}/:
 *     employees only (users.is_employee): others 403, visitors 401. Each write reloads this process's
 *     store at once; other replicas see it within 10 s.
 *   POST /v3/stats/ {name, tag} → {logged: true}: counted in corkboard_client_stats_total{name, tag};
 *     only the allow-list of ./stats.ts (others 400).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Counter } from 'prom-client';
import { linkSafety, users, type LinkSafetyRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { bodyOf, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { after, pageOf } from '../keyset.ts';
import { bookmarkParam, idParam, pageSize } from '../params.ts';
import { visiblePinOr404 } from '../pin/load.ts';
import { viewerOf, writerId } from '../viewer.ts';
import type { LinkVerdict } from './check.ts';
import { statProblem } from './stats.ts';
import { countClickthrough } from '../event/stats.ts';
import { nowOf } from '../clock.ts';
import { linkSafetyStore, validateEntry } from './store.ts';

export const MAX_OFFSITE_URL = 4096;
export const MAX_CLIENT_TRACKING_PARAMS = 2000;
export const MAX_OFFSITE_AUX_DATA = 4000;
const THIRD_PARTY_AD_ID = /^[A-Za-z0-9_-]{1,64}$/;
const LIST = 'link_safety';

export interface OffsiteRouteOptions {
  /** corkboard_clickthroughs_total; absent (some tests) clickthroughs are only answered. */
  clickthroughs?: Counter<'status'>;
  /** corkboard_client_stats_total; absent (some tests) statistics are only validated. */
  clientStats?: Counter<'name' | 'tag'>;
}

/** One entry as v3 answers it. */
export interface V3LinkSafetyEntry {
  id: string;
  kind: string;
  value: string;
  status: string;
  message: string;
  source: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

const serializeEntry = (row: LinkSafetyRow): V3LinkSafetyEntry => ({
  id: String(row.id),
  kind: row.kind,
  value: row.value,
  status: row.status,
  message: row.message,
  source: row.source,
  created_by: row.createdBy === null ? null : String(row.createdBy),
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** A field given once, as text (a query string's repeat, or a JSON value that is not a string, is a 400). */
function textInput(input: Body, name: string): string | undefined {
  const value = input[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'number' && name === 'pin_id') return String(value);
  if (typeof value === 'boolean' && name === 'check_only') return String(value);
  if (typeof value !== 'string') throw V3Error.badParam(name, `${name} must be given once, as text.`);
  return value;
}

function flag(input: Body, name: string, fallback: boolean): boolean {
  const raw = textInput(input, name);
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw V3Error.badParam(name, `${name} must be true or false, got "${raw}"`);
}

interface OffsiteRequest {
  url: string;
  checkOnly: boolean;
}

/** Validates a /v3/offsite/ call's fields and the pin it is for. */
async function offsiteRequest(deps: V3Deps, request: FastifyRequest, input: Body, checkOnlyByDefault: boolean): Promise<OffsiteRequest> {
  const url = textInput(input, 'url');
  if (url === undefined || url.trim() === '') throw V3Error.badParam('url', 'url is required: the link to check.');
  if (url.length > MAX_OFFSITE_URL) throw V3Error.badParam('url', `url must be at most ${MAX_OFFSITE_URL} characters.`);
  const checkOnly = flag(input, 'check_only', checkOnlyByDefault);
  const tracking = textInput(input, 'client_tracking_params');
  if (tracking !== undefined && tracking.length > MAX_CLIENT_TRACKING_PARAMS) {
    throw V3Error.badParam('client_tracking_params', `client_tracking_params must be at most ${MAX_CLIENT_TRACKING_PARAMS} characters.`);
  }
  const aux = input.aux_data;
  if (aux !== undefined && aux !== null) {
    // JSON text; a JSON body may carry the object itself.
    const text = typeof aux === 'string' ? aux : typeof aux === 'object' && !Array.isArray(aux) ? JSON.stringify(aux) : null;
    if (text === null) throw V3Error.badParam('aux_data', 'aux_data must be JSON text.');
    if (text.length > MAX_OFFSITE_AUX_DATA) throw V3Error.badParam('aux_data', `aux_data must be at most ${MAX_OFFSITE_AUX_DATA} characters of JSON text.`);
    try {
      JSON.parse(text);
    } catch {
      throw V3Error.badParam('aux_data', 'aux_data must be JSON text.');
    }
  }
  const pinId = textInput(input, 'pin_id');
  const ad = textInput(input, 'third_party_ad');
  if (pinId !== undefined && pinId !== '' && ad !== undefined && ad !== '') {
    throw V3Error.badParam('third_party_ad', 'Give pin_id or third_party_ad, not both.');
  }
  if (ad !== undefined && ad !== '' && !THIRD_PARTY_AD_ID.test(ad)) {
    throw V3Error.badParam('third_party_ad', 'third_party_ad must be an ad id: up to 64 letters, digits, dashes and underscores.');
  }
  // The one visibility rule: a pin this viewer may not see answers exactly as an unknown one.
  if (pinId !== undefined && pinId !== '') await visiblePinOr404(deps.db, viewerOf(request), idParam(pinId, 'pin_id'));
  return { url, checkOnly };
}

/** The signed-in employee's id: 401 for visitors, 403 for everyone else. */
async function employeeId(deps: V3Deps, request: FastifyRequest): Promise<number> {
  const viewer = viewerOf(request);
  const id = request.method === 'GET' ? viewer.userId : writerId(viewer);
  if (id === null) throw new V3Error(401, 'unauthenticated', 'You need to log in first.');
  const [row] = await deps.db.select({ isEmployee: users.isEmployee }).from(users).where(eq(users.id, id)).limit(1);
  if (!row?.isEmployee) throw new V3Error(403, 'forbidden', 'Only employees manage the link-safety list.');
  return id;
}

function entryOrBadParam(input: unknown) {
  const result = validateEntry(input);
  if (!('entry' in result)) throw V3Error.badParam(result.param, result.message);
  return result.entry;
}

async function entryRowOr404(deps: V3Deps, id: number): Promise<LinkSafetyRow> {
  const [row] = await deps.db.select().from(linkSafety).where(eq(linkSafety.id, id)).limit(1);
  if (!row) throw V3Error.notFound(`link-safety entry ${id} not found`);
  return row;
}

export function offsiteRoutes(app: FastifyInstance, deps: V3Deps, options: OffsiteRouteOptions = {}): void {
  const store = linkSafetyStore(deps, { log: app.log });
  // LINK_SAFETY_FILE is synced when the server starts (and then on the store's 10 s tick); a failure is logged, never fatal.
  app.addHook('onReady', async () => {
    await store.reload().catch((error: unknown) => app.log.warn({ err: error }, 'link-safety store could not be loaded at start'));
  });

  const answer = async (request: FastifyRequest, input: Body, checkOnlyByDefault: boolean): Promise<LinkVerdict> => {
    const { url, checkOnly } = await offsiteRequest(deps, request, input, checkOnlyByDefault);
    const verdict = await store.check(url);
    if (!checkOnly) options.clickthroughs?.inc({ status: verdict.redirect_status });
    if (!checkOnly) await countClickthrough(deps, viewerOf(request), input, request.log, nowOf(deps));
    // The order the spec lists the answer's fields in.
    return { message: verdict.message, redirect_status: verdict.redirect_status, url: verdict.url };
  };

  app.get('/offsite/', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await answer(request, request.query as Body, true));
  });

  app.post('/offsite/', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await answer(request, bodyOf(request.body), false));
  });

  app.post('/stats/', async (request) => {
    const body = bodyOf(request.body);
    const problem = statProblem(body.name, body.tag);
    if (problem) throw V3Error.badParam(problem.param, problem.message);
    options.clientStats?.inc({ name: body.name as string, tag: body.tag as string });
    return ok({ logged: true });
  });

  app.get('/link_safety/', async (request, reply) => {
    await employeeId(deps, request);
    reply.header('cache-control', 'no-store');
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const position = deps.bookmarks.decode(LIST, bookmarkParam(query));
    const rows = await deps.db
      .select()
      .from(linkSafety)
      .where(position ? after([{ column: linkSafety.id, dir: 'desc' }], position) : undefined)
      .orderBy(desc(linkSafety.id))
      .limit(size + 1);
    const page = pageOf(rows, size, deps.bookmarks, LIST, (row) => [row.id]);
    return ok(page.items.map(serializeEntry), page.bookmark);
  });

  app.post('/link_safety/', async (request) => {
    const me = await employeeId(deps, request);
    const entry = entryOrBadParam(bodyOf(request.body));
    const [row] = await deps.db
      .insert(linkSafety)
      .values({ ...entry, source: 'employee', createdBy: me })
      .onConflictDoUpdate({
        target: [linkSafety.kind, linkSafety.value],
        set: { status: entry.status, message: entry.message, source: 'employee', createdBy: me, updatedAt: new Date() },
      })
      .returning();
    await store.reload();
    return ok(serializeEntry(row!));
  });

  app.put<{ Params: { id: string } }>('/link_safety/:id/', async (request) => {
    const me = await employeeId(deps, request);
    const id = idParam(request.params.id);
    const current = await entryRowOr404(deps, id);
    const body = bodyOf(request.body);
    // Fields left out keep their value.
    const entry = entryOrBadParam({ kind: current.kind, value: current.value, status: current.status, message: current.message, ...body });
    let row: LinkSafetyRow | undefined;
    try {
      [row] = await deps.db
        .update(linkSafety)
        .set({ ...entry, source: 'employee', createdBy: me, updatedAt: new Date() })
        .where(eq(linkSafety.id, id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw new V3Error(409, 'conflict', 'Another entry already has this kind and value.', 'value');
      throw error;
    }
    if (!row) throw V3Error.notFound(`link-safety entry ${id} not found`);
    await store.reload();
    return ok(serializeEntry(row));
  });

  app.delete<{ Params: { id: string } }>('/link_safety/:id/', async (request) => {
    await employeeId(deps, request);
    const id = idParam(request.params.id);
    const [row] = await deps.db.delete(linkSafety).where(eq(linkSafety.id, id)).returning({ id: linkSafety.id });
    if (!row) throw V3Error.notFound(`link-safety entry ${id} not found`);
    await store.reload();
    return ok({ id: String(id), deleted: true });
  });
}
