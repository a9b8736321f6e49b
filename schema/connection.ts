/**
 * GraphQL connections over v3 bookmark paging. The last edge's cursor is the v3 bookmark of the next
 * page, so paging by endCursor costs one upstream request. Every other edge's cursor names the page
 * it came from and its place in it, so paging after any edge loses nothing.
 */
import { GraphQLError } from 'graphql';
import { END_BOOKMARK, type V3Page } from './v3/client.ts';

export const MAX_FIRST = 100;
const OFFSET_PREFIX = 'o:';

export interface PageRequest {
  /** The v3 bookmark to read from (undefined: the first page). */
  bookmark: string | undefined;
  /** Items to drop from the start of that page. */
  skip: number;
  /** v3 page_size to ask for. */
  pageSize: number;
  first: number;
}

/**
 * Checks `first` (1 to `max`) and `after`, and says which v3 page to read. `max` is the resource's
 * page_size cap (platform §9): no request asks v3 for more than that.
 */
export function pageRequest(first: number, after: string | null | undefined, max: number = MAX_FIRST): PageRequest {
  if (!Number.isInteger(first) || first < 1 || first > max) {
    throw new GraphQLError(`first must be an integer from 1 to ${max}, got ${first}`, {
      extensions: { code: 'BAD_USER_INPUT', argumentName: 'first' },
    });
  }
  if (!after) return { bookmark: undefined, skip: 0, pageSize: first, first };
  if (after.startsWith(OFFSET_PREFIX)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(after.slice(OFFSET_PREFIX.length), 'base64url').toString('utf8'));
    } catch {
      parsed = null;
    }
    const [bookmark, index] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
    if ((bookmark !== null && typeof bookmark !== 'string') || !Number.isInteger(index) || (index as number) < 0 || (index as number) >= max) {
      throw new GraphQLError('after is not a cursor of this connection', { extensions: { code: 'BAD_USER_INPUT', argumentName: 'after' } });
    }
    const skip = (index as number) + 1;
    return { bookmark: bookmark ?? undefined, skip, pageSize: Math.min(max, skip + first), first };
  }
  return { bookmark: after, skip: 0, pageSize: first, first };
}

export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function toConnection<T>(request: PageRequest, page: V3Page<T[]>): Connection<T> {
  const items = page.data.slice(request.skip, request.skip + request.first);
  const consumedAll = request.skip + items.length >= page.data.length;
  const hasNextPage = !consumedAll || (page.bookmark !== null && page.bookmark !== END_BOOKMARK);
  const offsetCursor = (i: number) =>
    OFFSET_PREFIX + Buffer.from(JSON.stringify([request.bookmark ?? null, request.skip + i])).toString('base64url');
  const edges = items.map((node, i) => {
    const last = i === items.length - 1 && consumedAll && page.bookmark !== null;
    return { node, cursor: last ? (page.bookmark as string) : offsetCursor(i) };
  });
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A connection with no edges (signed out, or paged past the end). */
export function emptyConnection<T>(): Connection<T> {
  return { edges: [], pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
}

type V3List<T> = (query: Record<string, string | number | undefined>) => Promise<V3Page<T[]>>;

/** Reads the page a checked PageRequest names from a v3 list resource. */
export async function readConnection<T>(get: V3List<T>, request: PageRequest, query: Record<string, string | number | undefined> = {}): Promise<Connection<T>> {
  if (request.bookmark === END_BOOKMARK) return emptyConnection();
  const page = await get({ ...query, page_size: request.pageSize, bookmark: request.bookmark });
  return toConnection(request, page);
}

/** Reads one connection page from a v3 list resource; `first` may be at most `max` (see pageRequest). */
export function v3Connection<T>(
  get: V3List<T>,
  first: number,
  after: string | null | undefined,
  query: Record<string, string | number | undefined> = {},
  max: number = MAX_FIRST,
): Promise<Connection<T>> {
  return readConnection(get, pageRequest(first, after, max), query);
}
