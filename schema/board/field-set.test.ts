/**
 * The board grid field set end to end: v3's grid board is the full board with its cover and
 * collage images cut to 236x; the GraphQL layer asks for it exactly when a boards list selects no
 * other image size; and the client's profile answers the same whichever shape v3 sent.
 */
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { seed } from '../../server/db/seed/index.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';
import { GRID_BOARD_IMAGE_SIZES } from '../../server/v3/board/field-sets.ts';
import { infoFor, operationText, withoutAlias } from '../testing/operations.ts';
import { boardFieldSetFor } from './field-set.ts';

type Json = Record<string, unknown>;

/** The profile operation with a cover in a size the grid does not carry, so v3 must send full boards. */
const FORCE_FULL = (text: string) => text.replace('fragment BoardCover_board on Board {\n', 'fragment BoardCover_board on Board {\n  forceFull: coverImage(size: W474) { url }\n');

describe('boardFieldSetFor', () => {
  const boards = (node: string, variables: Json = {}) =>
    boardFieldSetFor(infoFor(parse(`query($s: ImageSize) { user(username: "a") { boards(first: 5) { edges { cursor node { ${node} } } pageInfo { hasNextPage } } } }`), 'boards', variables));

  it("asks for grid boards for the profile's board tiles, first page and next ones", () => {
    expect(boardFieldSetFor(infoFor(parse(operationText('routes_ProfileQuery')), 'boards'))).toBe('grid');
    expect(boardFieldSetFor(infoFor(parse(operationText('ProfileBoardsPaginationQuery')), 'boards'))).toBe('grid');
  });

  it('asks for full boards once a cover or collage image in another size is selected', () => {
    expect(boards('name pinCount description owner { username }')).toBe('grid');
    expect(boards('coverImage { url } collageImages(size: W236) { url }')).toBe('grid');
    expect(boards('coverImage(size: W474) { url }')).toBe('full');
    expect(boards('... on Board { collageImages(size: ORIG) { url } }')).toBe('full');
    expect(boardFieldSetFor(infoFor(parse(FORCE_FULL(operationText('routes_ProfileQuery'))), 'boards'))).toBe('full');
  });

  it('reads sizes from variables each time', () => {
    expect(boards('coverImage(size: $s) { url }', { s: 'W236' })).toBe('grid');
    expect(boards('coverImage(size: $s) { url }', { s: 'W736' })).toBe('full');
  });
});

describe.each(backends())('the board grid field set on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let owner = '';

  const v3 = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, body: (await response.json()) as { resource_response: { data: Json[]; error: { param?: string } | null } } };
  };

  beforeAll(async () => {
    storage = await backend.open();
    await seed(storage.db, { pins: 300, users: 12, boards: 30 });
    server = await startTestServer(storage);
    // The owner of the newest public pin's board: someone with public boards.
    const [first] = (await v3('/v3/feeds/home/?page_size=1')).body.resource_response.data;
    owner = (first!.board as { url: string }).url.split('/')[1]!;
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('serves each grid board as the full board with its cover and collage images in 236x only', async () => {
    const full = (await v3(`/v3/users/${owner}/boards/`)).body.resource_response.data;
    const grid = await v3(`/v3/users/${owner}/boards/?field_set_key=grid`);
    expect(grid.status).toBe(200);
    const gridBoards = grid.body.resource_response.data;
    expect(gridBoards.map((b) => b.id)).toEqual(full.map((b) => b.id));
    expect(full.some((b) => (b.collage_images as unknown[]).length > 0)).toBe(true);
    const trim = (images: Json | null) => (images === null ? null : Object.fromEntries(GRID_BOARD_IMAGE_SIZES.map((s) => [s, images[s]])));
    gridBoards.forEach((board, i) => {
      const whole = full[i]!;
      expect(board).toEqual({ ...whole, cover_images: trim(whole.cover_images as Json | null), collage_images: (whole.collage_images as Json[]).map(trim) });
    });
  });

  it('refuses a board field set it does not know, and lists the sets in the OpenAPI document', async () => {
    const refused = await v3(`/v3/users/${owner}/boards/?field_set_key=everything`);
    expect(refused.status).toBe(400);
    expect(refused.body.resource_response.error?.param).toBe('field_set_key');
    const doc = (await (await fetch(`${server.url}/v3/docs/openapi.json`)).json()) as { paths: Record<string, { get: { parameters: { name: string; schema: { enum?: string[] } }[] } }> };
    expect(doc.paths['/v3/users/{username}/boards/']?.get.parameters.find((p) => p.name === 'field_set_key')?.schema.enum).toEqual(['full', 'grid']);
  });

  it("answers the client's profile the same from grid boards as from full ones", async () => {
    const gql = async (query: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ query, variables: { username: owner, saved: false } }),
      });
      return (await response.json()) as { data?: Json; errors?: unknown };
    };
    const text = operationText('routes_ProfileQuery');
    const grid = await gql(text);
    const full = await gql(FORCE_FULL(text));
    expect(grid.errors).toBeUndefined();
    expect(JSON.stringify(grid.data)).toContain('collageImages');
    expect(grid.data).toEqual(withoutAlias('forceFull')(full.data));
  });
});
