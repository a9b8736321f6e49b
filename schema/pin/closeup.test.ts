import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../server/db/client.ts';
import { makePin, smallWorld } from '../../server/testing/fixtures.ts';
import { startTestServer, type TestServer } from '../../server/testing/server.ts';
import { backends } from '../../server/testing/storage.ts';

const QUERY = `query ($id: String!) {
  pin(id: $id) {
    pinJoin { visualAnnotation shoppingKlpUrls }
    reactionCountsData { reactionType reactionCount }
    hasThirtyDayRealtimeStats
  }
}`;

describe.each(backends())('closeup pin fields on $name', (backend) => {
  let storage: Storage;
  let server: TestServer;
  let world: Awaited<ReturnType<typeof smallWorld>>;

  const pinFields = async (id: number) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query: QUERY, variables: { id: String(id) } }),
    });
    const result = (await response.json()) as { data?: { pin: Record<string, unknown> | null }; errors?: unknown[] };
    expect(result.errors).toBeUndefined();
    return result.data!.pin;
  };

  beforeAll(async () => {
    storage = await backend.open();
    world = await smallWorld(storage.db);
    server = await startTestServer(storage);
  });
  afterAll(async () => {
    await server?.close();
    await storage?.close();
  });

  it('derives shopping landing paths and annotations from a product pin', async () => {
    const pin = await makePin(storage.db, world.bobs, {
      type: 'product',
      category: 'home_decor',
      richSummary: { type_name: 'product', products: [{ name: 'Linen Throw' }, { name: 'Oak side table!' }] },
    });
    const v3 = (await (await fetch(`${server.url}/v3/pins/${pin.id}/`)).json()) as { resource_response: { data: Record<string, unknown> } };
    expect(v3.resource_response.data.pin_join).toEqual({
      visual_annotation: ['Home decor', 'Linen Throw', 'Oak side table!'],
      shopping_klp_urls: ['/shopping/linen-throw/', '/shopping/oak-side-table/'],
    });
    expect(await pinFields(pin.id)).toEqual({
      pinJoin: { visualAnnotation: ['Home decor', 'Linen Throw', 'Oak side table!'], shoppingKlpUrls: ['/shopping/linen-throw/', '/shopping/oak-side-table/'] },
      reactionCountsData: [],
      hasThirtyDayRealtimeStats: false,
    });
  });

  it('uses recipe ingredients as annotations and has no shopping paths without products', async () => {
    const pin = await makePin(storage.db, world.bobs, {
      type: 'recipe',
      richMetadata: { recipe: { categorized_ingredients: [{ ingredients: [{ name: 'lemons, zested' }, { name: 'butter' }, { name: 'Lemons' }] }] } },
    });
    expect(await pinFields(pin.id)).toMatchObject({ pinJoin: { visualAnnotation: ['Lemons', 'Butter'], shoppingKlpUrls: [] } });
  });
});
