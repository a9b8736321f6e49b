/**
 * A user's boards list (platform §3 boards-list options): sort, privacy_filter, include_archived,
 * group_by, page_size (default 25, at most 100), keyset-paged by bookmark, and (issue 14):
 *   filter                NONE (as without it), GROUP (collaborative boards), SECRET (secret boards), ARCHIVED
 *                         (archived boards only, whatever include_archived says);
 *   filter_stories        true leaves out boards whose pins are all story pins (type story);
 *   filter_all_pins       true leaves out the Quick Saves ("all pins") board;
 *   filter_shopping_list  true leaves out boards whose pins are all product pins (type product).
 * "Its pins" are the ones the board shows (pinned to it and not deleted, or saved into it from elsewhere); a board
 * without any is never "only" story or product pins. Archived boards are listed only to their owner and
 * collaborators (anyone who may read one can still open it by link). An empty Quick Saves board is left out
 * (issue 12: the profile's grid shows no empty Quick Saves tile); it is listed from its first Pin on.
 * The board picker reads /v3/boards/writable/, which still lists it.
 */
import { and, asc, desc, eq, isNull, ne, not, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boardColumns, boards, pins, saves, type BoardRow } from '../../db/schema.ts';
import { boardWritable, ownerBoardsListable } from '../access.ts';
import type { V3Deps } from '../deps.ts';
import { after, pageOf, type KeyColumn } from '../keyset.ts';
import type { Viewer } from '../viewer.ts';

export const BOARD_SORTS = ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'] as const;
export const PRIVACY_FILTERS = ['all', 'public', 'protected', 'secret'] as const;
export const GROUP_BYS = ['mix_public_private', 'visibility'] as const;
/** Profile board filters (pin-card §3). */
export const BOARD_FILTERS = ['NONE', 'GROUP', 'SECRET', 'ARCHIVED'] as const;
export const BOARDS_PAGE_SIZE = 25;

export interface BoardListOptions {
  sort: (typeof BOARD_SORTS)[number];
  privacyFilter: (typeof PRIVACY_FILTERS)[number];
  includeArchived: boolean;
  groupBy: (typeof GROUP_BYS)[number];
  filter: (typeof BOARD_FILTERS)[number];
  filterStories: boolean;
  filterAllPins: boolean;
  filterShoppingList: boolean;
  pageSize: number;
}

/** The list name a bookmark is bound to: the owner and every option. */
export const boardListName = (ownerId: number, o: BoardListOptions): string =>
  `users/${ownerId}/boards/${o.sort}/${o.privacyFilter}/${o.includeArchived}/${o.groupBy}/${o.filter}/${o.filterStories}/${o.filterAllPins}/${o.filterShoppingList}`;

const lastPinned = sql<string>`to_char(coalesce(${boards.lastPinnedAt}, ${boards.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const lowerName = sql<string>`lower(${boards.name})`;
const visibilityRank = sql<number>`(case ${boards.privacy} when 'public' then 0 when 'protected' then 1 else 2 end)`;
const collaborativeRank = sql<number>`(case when ${boards.isCollaborative} then 0 else 1 end)`;

/**
 * Not a Quick Saves board without Pins: its pin_count (./load.ts) counts the Pins pinned to it and the
 * saves into it of Pins from other boards, so "empty" is neither.
 */
const notEmptyQuickSaves = sql`(${boards.layout} <> 'quick_saves'
  or exists (select 1 from ${pins} where ${pins.boardId} = ${boards.id} and ${pins.deletedAt} is null)
  or exists (select 1 from ${saves} inner join ${pins} on ${pins.id} = ${saves.pinId} where ${saves.boardId} = ${boards.id} and ${pins.boardId} <> ${saves.boardId}))`;

/** The board shows a live pin meeting `condition`: pinned to it, or saved into it from another board. */
const showsPinWhere = (condition: SQL) => sql`(exists (select 1 from ${pins} where ${pins.boardId} = ${boards.id} and ${pins.deletedAt} is null and ${condition})
  or exists (select 1 from ${saves} inner join ${pins} on ${pins.id} = ${saves.pinId} where ${saves.boardId} = ${boards.id} and ${pins.boardId} <> ${saves.boardId} and ${isNull(pins.deletedAt)} and ${condition}))`;

/** Not a board whose shown pins are all of `type` (a board showing none is kept). */
const notOnlyPinsOf = (type: 'story' | 'product'): SQL => or(not(showsPinWhere(sql`true`)), showsPinWhere(ne(pins.type, type))) as SQL;

function filterCondition(viewer: Viewer, options: BoardListOptions): SQL | undefined {
  const kind: Record<BoardListOptions['filter'], SQL | undefined> = {
    NONE: undefined,
    GROUP: eq(boards.isCollaborative, true),
    SECRET: eq(boards.privacy, 'secret'),
    ARCHIVED: eq(boards.archived, true),
  };
  // Archived boards, when listed, only to their owner and collaborators.
  const archived = options.includeArchived || options.filter === 'ARCHIVED' ? or(eq(boards.archived, false), boardWritable(viewer)) : eq(boards.archived, false);
  return and(kind[options.filter], archived);
}

interface SortKey extends KeyColumn {
  /** How the key is read from a row for the bookmark. */
  value: SQL | AnyColumn;
}

function sortKeys(options: BoardListOptions): SortKey[] {
  const id = (dir: 'asc' | 'desc'): SortKey => ({ column: boards.id, dir, value: boards.id });
  const bySort: Record<BoardListOptions['sort'], SortKey[]> = {
    alphabetical: [{ column: lowerName, dir: 'asc', value: lowerName }, id('asc')],
    last_pinned_to: [{ column: lastPinned, dir: 'desc', value: lastPinned }, id('desc')],
    oldest: [id('asc')],
    newest: [id('desc')],
    group_boards_at_top: [
      { column: collaborativeRank, dir: 'asc', value: collaborativeRank },
      { column: lastPinned, dir: 'desc', value: lastPinned },
      id('desc'),
    ],
    custom: [{ column: boards.customOrder, dir: 'asc', value: boards.customOrder }, id('asc')],
  };
  const keys = bySort[options.sort];
  return options.groupBy === 'visibility' ? [{ column: visibilityRank, dir: 'asc', value: visibilityRank }, ...keys] : keys;
}

export async function boardListPage(
  deps: V3Deps,
  viewer: Viewer,
  ownerId: number,
  options: BoardListOptions,
  position: readonly (string | number | null)[] | null,
  list: string,
): Promise<{ rows: BoardRow[]; bookmark: string }> {
  const keys = sortKeys(options);
  const selection: Record<string, SQL | AnyColumn> = {};
  keys.forEach((key, i) => (selection[`k${i}`] = key.value));
  const rows = await deps.db
    .select({ board: boardColumns, ...selection })
    .from(boards)
    .where(
      and(
        ownerBoardsListable(viewer, ownerId),
        notEmptyQuickSaves,
        options.privacyFilter === 'all' ? undefined : eq(boards.privacy, options.privacyFilter),
        filterCondition(viewer, options),
        options.filterStories ? notOnlyPinsOf('story') : undefined,
        options.filterAllPins ? ne(boards.layout, 'quick_saves') : undefined,
        options.filterShoppingList ? notOnlyPinsOf('product') : undefined,
        position ? after(keys, position) : undefined,
      ),
    )
    .orderBy(...keys.map((k) => (k.dir === 'asc' ? asc(k.column) : desc(k.column))))
    .limit(options.pageSize + 1);
  const page = pageOf(rows, options.pageSize, deps.bookmarks, list, (row) =>
    keys.map((_, i) => (row as Record<string, unknown>)[`k${i}`] as string | number),
  );
  return { rows: page.items.map((r) => r.board), bookmark: page.bookmark };
}
