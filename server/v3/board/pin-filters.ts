/**
 * Board pin filters (issue 14; pin-card §3 Pin filters) on GET /v3/boards/{id}/pins/ and
 * GET /v3/board_sections/{id}/pins/:
 *   filter=COLORS&colors=red,blue          pins whose dominant colour is of one of those families (color_family(), ./color-family.ts)
 *   filter=CREATED_BY_ME                   pins the viewer pinned
 *   filter=FAVORITED                       pins the viewer starred (pin_favorites)
 *   filter=FAVORITED_AND_CREATED_BY_ME     both
 *   filter=INTERESTS&interest_ids=1,2      pins whose source interest is one of those
 * Absent or '': no filter. Anything else is a 400 naming filter; COLORS without families (or with an unknown
 * one) a 400 naming colors; INTERESTS without ids a 400 naming interest_ids. The viewer's filters need a
 * signed-in viewer (401 signed out). A filter is a condition on `pins`, which both halves of a page join.
 *
 * GET /v3/boards/{id}/pin_filters/ counts, over the pins the board shows the viewer, how many each chip would
 * list: {colors: [{family, count}], interests: [{id, name, url_name, count}], created_by_me, favorited}
 * (families and interests that match nothing are left out; created_by_me and favorited are 0 signed out).
 */
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { interests, pinFavorites, pins, saves } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { V3Error } from '../envelope.ts';
import { idsParam, stringParam } from '../params.ts';
import type { V3PinFilters } from '../types.ts';
import type { Viewer } from '../viewer.ts';
import { COLOR_FAMILIES, type ColorFamily } from './color-family.ts';
import { pinnedShown, savedShown } from './pins.ts';

export const PIN_FILTERS = ['COLORS', 'CREATED_BY_ME', 'FAVORITED', 'FAVORITED_AND_CREATED_BY_ME', 'INTERESTS'] as const;

export interface PinFilter {
  /** What the filter is, for the list name its bookmarks are bound to. */
  key: string;
  /** The condition on `pins`. */
  where: SQL;
}

const signedIn = (viewer: Viewer, filter: string): number => {
  if (viewer.userId === null) throw new V3Error(401, 'unauthenticated', `Log in to see your own pins (filter ${filter}).`, 'filter');
  return viewer.userId;
};

const favoritedBy = (me: number): SQL =>
  sql`exists (select 1 from ${pinFavorites} where ${pinFavorites.userId} = ${me} and ${pinFavorites.pinId} = ${pins.id})`;

function colorsParam(query: Record<string, unknown>): ColorFamily[] {
  const raw = stringParam(query, 'colors') ?? '';
  const given = raw.split(',').map((c) => c.trim().toLowerCase()).filter((c) => c !== '');
  const families = [...new Set(given)].sort();
  if (families.length === 0 || families.some((c) => !(COLOR_FAMILIES as readonly string[]).includes(c))) {
    throw V3Error.badParam('colors', `colors must be a comma-separated list of ${COLOR_FAMILIES.join(', ')}, got "${raw}"`);
  }
  return families as ColorFamily[];
}

/** The filter the query asks for, or null for none. */
export function pinFilterParam(query: Record<string, unknown>, viewer: Viewer): PinFilter | null {
  const filter = stringParam(query, 'filter');
  if (filter === undefined || filter === '') return null;
  switch (filter) {
    case 'COLORS': {
      const families = colorsParam(query);
      return { key: `COLORS:${families.join(',')}`, where: sql`color_family(${pins.dominantColor}) = any(${sql.param(families)}::text[])` };
    }
    case 'INTERESTS': {
      const ids = [...new Set(idsParam(query, 'interest_ids'))].sort((a, b) => a - b);
      return { key: `INTERESTS:${ids.join(',')}`, where: sql`${pins.sourceInterestId} = any(${sql.param(ids)}::bigint[])` };
    }
    case 'CREATED_BY_ME':
      return { key: filter, where: eq(pins.pinnerId, signedIn(viewer, filter)) };
    case 'FAVORITED':
      return { key: filter, where: favoritedBy(signedIn(viewer, filter)) };
    case 'FAVORITED_AND_CREATED_BY_ME': {
      const me = signedIn(viewer, filter);
      return { key: filter, where: and(eq(pins.pinnerId, me), favoritedBy(me)) as SQL };
    }
    default:
      throw V3Error.badParam('filter', `filter must be one of ${PIN_FILTERS.join(', ')}, got "${filter}"`);
  }
}

/** The bookmark list of a pin list (`base`) under a filter: one filter's bookmark is refused by another. */
export const filteredList = (base: string, filter: PinFilter | null): string => (filter ? `${base}?filter=${filter.key}` : base);

/** The chip counts of the board's shown pins (see above): one grouped read, and one for the interests' names. */
export async function pinFilterCounts(deps: V3Deps, viewer: Viewer, boardId: number): Promise<V3PinFilters> {
  const scope = { boardId };
  const columns = sql`${pins.id} as id, ${pins.dominantColor} as color, ${pins.sourceInterestId} as interest, ${pins.pinnerId} as pinner`;
  const shown = sql`select ${columns} from ${pins} where ${pinnedShown(viewer, scope)}
    union all select ${columns} from ${saves} inner join ${pins} on ${eq(pins.id, saves.pinId)} where ${savedShown(viewer, scope)}`;
  const me = viewer.userId ?? 0;
  const rows = await deps.db
    .select({
      family: sql<string>`color_family(shown.color)`,
      interest: sql<number | null>`shown.interest`.mapWith((v) => (v === null ? null : Number(v))),
      total: count().mapWith(Number),
      mine: sql<number>`count(*) filter (where shown.pinner = ${me})`.mapWith(Number),
      favorited: sql<number>`count(*) filter (where exists (select 1 from ${pinFavorites} where ${pinFavorites.userId} = ${me} and ${pinFavorites.pinId} = shown.id))`.mapWith(Number),
    })
    .from(sql`(${shown}) as shown`)
    .groupBy(sql`1, 2`);
  const colors = new Map<string, number>();
  const byInterest = new Map<number, number>();
  let mine = 0;
  let favorited = 0;
  for (const row of rows) {
    colors.set(row.family, (colors.get(row.family) ?? 0) + row.total);
    if (row.interest !== null) byInterest.set(row.interest, (byInterest.get(row.interest) ?? 0) + row.total);
    mine += row.mine;
    favorited += row.favorited;
  }
  const named = byInterest.size === 0 ? [] : await deps.db.select().from(interests).where(sql`${interests.id} = any(${sql.param([...byInterest.keys()])}::bigint[])`);
  return {
    colors: COLOR_FAMILIES.flatMap((family) => (colors.has(family) ? [{ family, count: colors.get(family)! }] : [])),
    interests: named
      .map((i) => ({ id: String(i.id), name: i.name, url_name: i.urlName, count: byInterest.get(i.id)! }))
      .sort((a, b) => b.count - a.count || Number(a.id) - Number(b.id)),
    created_by_me: mine,
    favorited,
  };
}
