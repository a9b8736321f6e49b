/**
 * Boards: GET /v3/boards/{id}/, GET /v3/boards/?ids=, GET /v3/boards/{id}/pins/ (filters: ./pin-filters.ts),
 * GET /v3/boards/{id}/pin_filters/, GET /v3/users/{username}/boards/{slug}/ (the board page's lookup by path), and
 * GET /v3/boards/writable/ (./writable.ts). Sections: ./sections.ts. Invite codes: ./invite-codes.ts. Invites:
 * ./invites.ts; collaborators: ./collaborators.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { bookmarkParam, idParam, idsParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { loadPinList } from '../pin/load.ts';
import { viewerOf } from '../viewer.ts';
import { boardCreateRoutes, boardJson } from './create.ts';
import { findVisibleUserRow } from '../user/load.ts';
import { username } from '../user/routes.ts';
import { loadBoards, readableBoardBySlug, readableBoardRows } from './load.ts';
import { filteredList, pinFilterCounts, pinFilterParam } from './pin-filters.ts';
import { boardPinPage } from './pins.ts';
import { writableBoardRoutes } from './writable.ts';
import { boardEditRoutes } from './edit.ts';
import { organizeRoutes } from './organize.ts';
import { sectionRoutes } from './sections.ts';
import { inviteCodeRoutes } from './invite-codes.ts';
import { inviteRoutes } from './invites.ts';
import { collaboratorRoutes } from './collaborators.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';

/** Board slugs: letters, digits, dots, dashes and underscores (the URL segment after the owner's name). */
export const BOARD_SLUG = /^[\p{L}\p{N}_.-]{1,200}$/u;

export function boardSlug(raw: unknown): string {
  if (typeof raw !== 'string' || !BOARD_SLUG.test(raw)) {
    throw V3Error.badParam('slug', 'a board slug may contain only letters, digits, dots, dashes and underscores');
  }
  return raw;
}

/** `inviteLimiter`: board invites per account (AccountLimits.boardInvitePerAccount). */
export function boardRoutes(app: FastifyInstance, deps: V3Deps, now: () => Date, inviteLimiter: FixedWindowLimiter): void {
  inviteCodeRoutes(app, deps, now);
  inviteRoutes(app, deps, now, inviteLimiter);
  collaboratorRoutes(app, deps);
  boardCreateRoutes(app, deps);
  writableBoardRoutes(app, deps);
  boardEditRoutes(app, deps);
  sectionRoutes(app, deps);
  organizeRoutes(app, deps);
  const readable = async (request: Parameters<typeof viewerOf>[0]) => {
    const id = idParam((request.params as { id: string }).id);
    const [row] = await readableBoardRows(deps, viewerOf(request), [id]);
    if (!row) throw V3Error.notFound(`board ${id} not found`);
    return row;
  };

  app.get('/boards/:id/', async (request) => {
    // The row just read is readable: its details need no second read of it.
    return ok(await boardJson(deps, viewerOf(request), await readable(request)));
  });

  // Unknown, secret-to-this-viewer and across-a-block boards all answer the same 404.
  app.get('/users/:username/boards/:slug/', async (request) => {
    const params = request.params as { username: string; slug: string };
    const name = username(params.username);
    const slug = boardSlug(params.slug);
    const viewer = viewerOf(request);
    const owner = await findVisibleUserRow(deps, viewer, name);
    const row = owner ? await readableBoardBySlug(deps, viewer, owner.id, slug) : undefined;
    if (!row) throw V3Error.notFound(`board ${name}/${slug} not found`);
    return ok(await boardJson(deps, viewer, row));
  });

  app.get('/boards/', async (request) => {
    const ids = idsParam(request.query as Record<string, unknown>);
    const byId = await loadBoards(deps, viewerOf(request), ids);
    return ok(ids.map((id) => byId.get(id) ?? null));
  });

  app.get('/boards/:id/pins/', async (request) => {
    const row = await readable(request);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const fieldSet = pinFieldSetParam(query);
    const filter = pinFilterParam(query, viewerOf(request));
    const list = filteredList(`boards/${row.id}/pins`, filter);
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const page = await boardPinPage(deps, viewerOf(request), row.id, size, position, list, { filter: filter?.where });
    return ok(await loadPinList(deps, viewerOf(request), page.pinIds, fieldSet), page.bookmark);
  });

  app.get('/boards/:id/pin_filters/', async (request) => {
    const row = await readable(request);
    return ok(await pinFilterCounts(deps, viewerOf(request), row.id));
  });
}
