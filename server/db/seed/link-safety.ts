/**
 * The demo link-safety entries (issue 18), source 'seed', and a few seeded pins whose links hit them,
 * so the blocked-link warning can be seen on a fresh install. The pins are existing ones whose link is
 * pointed elsewhere (nothing is added, so every count of the seed stays as it was): the newest plain
 * image pins on public boards with an ordinary title, below the first few of the feed, without rich
 * metadata. No random draws.
 * The hosts are under the reserved .example names, so none of them is a real site.
 */
import { and, desc, eq, isNotNull, isNull, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { boards, linkSafety, pins } from '../schema.ts';
import type { LinkSafetyEntry } from '../../v3/offsite/check.ts';

export const DEMO_LINK_SAFETY: readonly LinkSafetyEntry[] = [
  {
    kind: 'host',
    value: 'malware-demo.example',
    status: 'blocked',
    message: 'This site has been reported for spreading malware, so Corkboard has blocked the link to keep you safe.',
  },
  {
    kind: 'host',
    value: '*.adult-demo.example',
    status: 'porn',
    message: "This link leads to adult content, which isn't allowed on Corkboard.",
  },
  {
    kind: 'pattern',
    value: '*/free-gift-card*',
    status: 'suspicious',
    message: 'This page looks like a gift-card scam that asks for personal or payment details.',
  },
];

/** The links the demo pins get, one per entry above, in that order. */
export const DEMO_LINKS: readonly string[] = [
  'https://malware-demo.example/free-printable-planner',
  'https://www.adult-demo.example/gallery',
  'https://deals.example.net/free-gift-card?claim=now',
];

/** How many of the newest pins are left alone (the top of the feed). */
const SKIP_NEWEST = 5;

export interface DemoLinkPin {
  id: number;
  link: string;
}

/** Adds the demo entries and points the demo pins' links at them; the pins changed, newest first. */
export async function seedLinkSafety(db: Db): Promise<DemoLinkPin[]> {
  await db
    .insert(linkSafety)
    .values(DEMO_LINK_SAFETY.map((entry) => ({ ...entry, source: 'seed' })))
    .onConflictDoNothing();
  const [top] = await db.select({ id: max(pins.id) }).from(pins);
  if (!top?.id) return [];
  const candidates = await db
    .select({ id: pins.id })
    .from(pins)
    .innerJoin(boards, eq(boards.id, pins.boardId))
    .where(
      and(
        lte(pins.id, Number(top.id) - SKIP_NEWEST),
        eq(pins.type, 'image'),
        eq(boards.privacy, 'public'),
        eq(boards.archived, false),
        eq(pins.isRepin, false),
        eq(pins.isSensitive, false),
        isNull(pins.promoterId),
        isNull(pins.sponsorship),
        isNull(pins.richSummary),
        isNull(pins.deletedAt),
        isNotNull(pins.link),
        // A title of ordinary length, so the demo pin is easy to name and find.
        sql`char_length(${pins.title}) between 1 and 60`,
      ),
    )
    .orderBy(desc(pins.id))
    .limit(DEMO_LINKS.length);
  const changed: DemoLinkPin[] = [];
  for (const [i, { id }] of candidates.entries()) {
    const link = DEMO_LINKS[i]!;
    await db
      .update(pins)
      .set({ link, mobileLink: null, domain: new URL(link).host.replace(/^www\./, '') })
      .where(eq(pins.id, id));
    changed.push({ id: Number(id), link });
  }
  return changed;
}
