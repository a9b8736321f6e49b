import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { backends } from '../../testing/storage.ts';
import { COLOR_FAMILIES, colorFamily } from './color-family.ts';

const SAMPLES: Record<string, string> = {
  '#000000': 'black',
  '#2a2a2a': 'black',
  '#ffffff': 'white',
  '#f2f0ee': 'white',
  '#808080': 'gray',
  '#e60023': 'red',
  '#ff8c1a': 'orange',
  '#7a4a1c': 'brown',
  '#f5d100': 'yellow',
  '#2e8b57': 'green',
  '#1aa6a6': 'teal',
  '#1f5fd1': 'blue',
  '#7b3fc4': 'purple',
  '#e85aa8': 'pink',
};

describe.each(backends())('colour families on $name', (backend) => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await backend.open();
  });
  afterAll(async () => {
    await storage?.close();
  });

  it('names the family a person would, in SQL and in TypeScript alike', async () => {
    for (const [hex, family] of Object.entries(SAMPLES)) {
      expect(colorFamily(hex), hex).toBe(family);
      expect(await familyOf(storage, hex), hex).toBe(family);
    }
  });

  it('agrees with the database on a sweep of colours, every answer one of the families', async () => {
    const hexes: string[] = [];
    for (let r = 0; r < 256; r += 51) for (let g = 0; g < 256; g += 51) for (let b = 0; b < 256; b += 51) {
      hexes.push(`#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`);
    }
    const rows = await rowsOf(storage, sql`select h as hex, color_family(h) as family from unnest(string_to_array(${hexes.join(",")}, ${","})) as h`);
    expect(rows).toHaveLength(hexes.length);
    for (const row of rows) {
      expect(COLOR_FAMILIES).toContain(row.family);
      expect(colorFamily(row.hex), row.hex).toBe(row.family);
    }
  });
});

async function rowsOf(storage: Storage, query: ReturnType<typeof sql>): Promise<{ hex: string; family: string }[]> {
  // postgres.js answers the rows as an array, PGlite as { rows }.
  const result: unknown = await storage.db.execute(query);
  return (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? [])) as { hex: string; family: string }[];
}

async function familyOf(storage: Storage, hex: string): Promise<string | undefined> {
  return (await rowsOf(storage, sql`select ${hex} as hex, color_family(${hex}) as family`))[0]?.family;
}
