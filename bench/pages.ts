/**
 * The pages the throughput benchmark measures, each three ways: the bare handler's main queries
 * (bench/bare.ts), the v3 requests the GraphQL layer makes for the page, and the client's own
 * persisted operation for the page (its id from the Relay artifact, as the browser sends it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server.ts';

export type PageName = 'home' | 'closeup' | 'board' | 'profile';
export const PAGE_NAMES: readonly PageName[] = ['home', 'closeup', 'board', 'profile'];

export interface Page {
  name: PageName;
  /** Path on the bare server: one request per page. */
  bare: string;
  /** The v3 requests the GraphQL layer makes for the page, in order; one page is all of them. */
  v3: string[];
  /** The body the client POSTs to /graphql. */
  graphql: { documentId: string; operationName: string; variables: Record<string, unknown> };
}

/** The persisted id relay-compiler gave an operation (client/__generated__/<name>.graphql.ts). */
export function persistedId(operationName: string): string {
  const file = path.join(ROOT, 'client', '__generated__', `${operationName}.graphql.ts`);
  const id = /"id": "([0-9a-f]{64})"/.exec(readFileSync(file, 'utf8'))?.[1];
  if (!id) throw new Error(`${operationName}: no persisted id in ${file} (run npm run relay)`);
  return id;
}

const operation = (operationName: string, variables: Record<string, unknown>): Page['graphql'] => ({
  documentId: persistedId(operationName),
  operationName,
  variables,
});

/** What each page reads: found in the seeded data by the benchmark (the newest pin, a full board …). */
export interface PageData {
  pinId: string;
  boardOwner: string;
  boardSlug: string;
  boardId: string;
  profile: string;
  /** The signed-in viewer's username, or null when logged out. */
  viewer: string | null;
}

/** The grid's shape of v3 pins and the board tiles' shape of v3 boards (platform §7 field_set_key). */
const GRID = 'field_set_key=grid';

export function pages(data: PageData): Page[] {
  return [
    {
      name: 'home',
      bare: '/home',
      v3: [`/v3/feeds/home/?page_size=25&${GRID}`],
      graphql: operation('routes_HomeQuery', { count: 25 }),
    },
    {
      name: 'closeup',
      bare: `/closeup/${data.pinId}`,
      // Signed in, a batched GET /v3/boards/?ids= of the boards shown as saved to is added (bench/throughput.ts savedBoardIds).
      v3: [`/v3/pins/?ids=${data.pinId}`, `/v3/pins/${data.pinId}/related/?page_size=25&${GRID}`],
      graphql: operation('routes_PinQuery', { pinId: data.pinId }),
    },
    {
      name: 'board',
      bare: `/board/${data.boardOwner}/${data.boardSlug}`,
      v3: [`/v3/users/${data.boardOwner}/boards/${data.boardSlug}/`, `/v3/boards/${data.boardId}/sections/`, `/v3/boards/${data.boardId}/pins/?page_size=25&${GRID}`],
      graphql: operation('routes_BoardQuery', { username: data.boardOwner, slug: data.boardSlug }),
    },
    {
      name: 'profile',
      bare: `/profile/${data.profile}`,
      v3: [`/v3/users/${data.profile}/`, `/v3/users/${data.profile}/boards/?sort=last_pinned_to&page_size=25&${GRID}`],
      graphql: operation('routes_ProfileQuery', { username: data.profile, saved: false }),
    },
  ];
}
