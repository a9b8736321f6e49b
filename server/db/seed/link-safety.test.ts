/** The demo link-safety entries and the seeded pins whose links they flag (issue 18). */
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer, v3Call, v3Data } from '../../testing/harness.ts';
import { backends } from '../../testing/storage.ts';
import { linkSafety, pins } from '../schema.ts';
import { seed } from './index.ts';
import { DEMO_LINK_SAFETY, DEMO_LINKS } from './link-safety.ts';

const SMALL = { users: 40, boards: 120, pins: 300 };

describe.each(backends())('the demo link-safety seed on $name', (backend) => {
  const env = useTestServer(backend, { seed: async (storage) => void (await seed(storage.db, SMALL)) });

  it('seeds a blocked host, a porn host and a suspicious pattern, as source seed', async () => {
    const rows = await env().storage.db.select().from(linkSafety).where(eq(linkSafety.source, 'seed'));
    expect(rows.map(({ kind, value, status, message }) => ({ kind, value, status, message }))).toEqual(DEMO_LINK_SAFETY);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['blocked', 'porn', 'suspicious']));
  });

  it('three seeded pins a visitor sees link to flagged sites, one for each status; the seed adds no pin', async () => {
    const demo = await env().storage.db.select().from(pins).where(inArray(pins.link, [...DEMO_LINKS]));
    expect(demo).toHaveLength(DEMO_LINKS.length);
    expect(await env().storage.db.$count(pins)).toBe(SMALL.pins);
    const statuses: string[] = [];
    for (const pin of demo) {
      expect(pin.domain).toBe(new URL(pin.link!).host.replace(/^www\./, ''));
      const answer = await v3Call(env().server, `/v3/offsite/?${new URLSearchParams({ check_only: 'true', pin_id: String(pin.id), url: pin.link! })}`);
      expect(answer.status).toBe(200);
      statuses.push((v3Data(answer) as { redirect_status: string }).redirect_status);
      // The pin is an ordinary one a visitor can open.
      expect((await v3Call(env().server, `/v3/pins/${pin.id}/`)).status).toBe(200);
    }
    expect(statuses.sort()).toEqual(['blocked', 'porn', 'suspicious']);
  });
});
