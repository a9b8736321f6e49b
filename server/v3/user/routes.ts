/**
 * Users: GET /v3/users/{username}/, GET /v3/users/?ids=, GET /v3/users/{username}/boards/,
 * GET /v3/users/{username}/saved/.
 */
import type { FastifyInstance } from 'fastify';
import {
  BOARD_FILTERS,
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  boardListName,
  boardListPage,
  GROUP_BYS,
  PRIVACY_FILTERS,
  type BoardListOptions,
} from '../board/list.ts';
import { boardDetails } from '../board/load.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { booleanParam, bookmarkParam, enumParam, idsParam, pageSize } from '../params.ts';
import { pinFieldSetParam } from '../pin/field-sets.ts';
import { boardFieldSetParam } from '../board/field-sets.ts';
import { viewerOf } from '../viewer.ts';
import { findVisibleUserRow, loadUserByUsername, loadUsers } from './load.ts';
import { savedPinPage } from './saved.ts';

export const USERNAME = /^[A-Za-z0-9_.-]{1,100}$/;

export function username(raw: unknown): string {
  if (typeof raw !== 'string' || !USERNAME.test(raw)) {
    throw V3Error.badParam('username', 'username may contain only letters, digits, dots, dashes and underscores');
  }
  return raw;
}

export function userRoutes(app: FastifyInstance, deps: V3Deps): void {
  app.get('/users/', async (request) => {
    const ids = idsParam(request.query as Record<string, unknown>);
    const byId = await loadUsers(deps, viewerOf(request), ids);
    return ok(ids.map((id) => byId.get(id) ?? null));
  });

  app.get('/users/:username/', async (request) => {
    const name = username((request.params as { username: string }).username);
    const user = await loadUserByUsername(deps, viewerOf(request), name);
    if (!user) throw V3Error.notFound(`user ${name} not found`);
    return ok(user);
  });

  app.get('/users/:username/boards/', async (request) => {
    const name = username((request.params as { username: string }).username);
    const query = request.query as Record<string, unknown>;
    const options: BoardListOptions = {
      sort: enumParam(query, 'sort', BOARD_SORTS, 'last_pinned_to'),
      privacyFilter: enumParam(query, 'privacy_filter', PRIVACY_FILTERS, 'all'),
      includeArchived: booleanParam(query, 'include_archived', true),
      groupBy: enumParam(query, 'group_by', GROUP_BYS, 'mix_public_private'),
      filter: enumParam(query, 'filter', BOARD_FILTERS, 'NONE'),
      filterStories: booleanParam(query, 'filter_stories', false),
      filterAllPins: booleanParam(query, 'filter_all_pins', false),
      filterShoppingList: booleanParam(query, 'filter_shopping_list', false),
      pageSize: pageSize(query, BOARDS_PAGE_SIZE),
    };
    const fieldSet = boardFieldSetParam(query);
    const viewer = viewerOf(request);
    const owner = await findVisibleUserRow(deps, viewer, name);
    if (!owner) throw V3Error.notFound(`user ${name} not found`);
    // The list name binds the bookmark to this user and these options.
    const list = boardListName(owner.id, options);
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const page = await boardListPage(deps, viewer, owner.id, options, position, list);
    const details = await boardDetails(deps, viewer, page.rows, fieldSet);
    return ok(page.rows.flatMap((row) => details.get(row.id) ?? []), page.bookmark);
  });

  app.get('/users/:username/saved/', async (request) => {
    const name = username((request.params as { username: string }).username);
    const query = request.query as Record<string, unknown>;
    const size = pageSize(query);
    const viewer = viewerOf(request);
    const owner = await findVisibleUserRow(deps, viewer, name);
    if (!owner) throw V3Error.notFound(`user ${name} not found`);
    const fieldSet = pinFieldSetParam(query);
    const list = `users/${owner.id}/saved`;
    const position = deps.bookmarks.decode(list, bookmarkParam(query));
    const page = await savedPinPage(deps, viewer, owner.id, size, position, list, fieldSet);
    return ok(page.pins, page.bookmark);
  });
}
