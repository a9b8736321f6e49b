import { and, asc, count, countDistinct, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artSpec } from '../../images/art.ts';
import { AVATAR_ORIG_SIZE, dbImageLookup } from '../../images/lookup.ts';
import { itemForPath } from '../../media/demo.ts';
import { backends } from '../../testing/storage.ts';
import type { Db } from '../client.ts';
import { boardCollaborators, boardSections, boards, blocks, follows, interests, pins, saves, users } from '../schema.ts';
import { isEmpty, resetDatabase, seed } from './index.ts';
import { PIN_TYPES } from './pins.ts';
import { verifyForeignKeys } from './store.ts';

const SMALL = { users: 40, boards: 120, pins: 300 };

/** Every string under a "url" or "src" key, at any depth. */
function mediaUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(mediaUrls);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => ((key === 'url' || key === 'src') && typeof inner === 'string' ? [inner] : mediaUrls(inner)));
}

async function pinCount(db: Db, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pins).where(where);
  return row?.n ?? 0;
}

async function tableCount(db: Db, table: typeof users | typeof boards | typeof boardSections | typeof boardCollaborators | typeof interests | typeof saves | typeof follows | typeof blocks): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Everything a seeded database holds, in a stable order, for comparing two seeds. */
async function snapshot(db: Db) {
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    boards: await db.select().from(boards).orderBy(asc(boards.id)),
    pins: await db.select().from(pins).orderBy(asc(pins.id)),
    saves: await db.select().from(saves).orderBy(asc(saves.id)),
    follows: await db.select().from(follows).orderBy(asc(follows.followerId), asc(follows.targetType), asc(follows.targetId)),
  };
}

for (const backend of backends()) {
  describe(`seed on ${backend.name}`, () => {
    it('seeds a deterministic data set with every kind of pin', async () => {
      const a = await backend.open();
      const b = await backend.open();
      try {
        const db = a.db;
        expect(await isEmpty(db)).toBe(true);
        const summary = await seed(db, SMALL);

        // Counts match the summary.
        expect(summary).toMatchObject({ users: 40, boards: 120, pins: 300, interests: 20 });
        expect(await tableCount(db, users)).toBe(40);
        expect(await tableCount(db, boards)).toBe(120);
        expect(await pinCount(db)).toBe(300);
        expect(await tableCount(db, interests)).toBe(20);
        expect(await tableCount(db, boardSections)).toBe(summary.sections);
        expect(await tableCount(db, boardCollaborators)).toBe(summary.collaborators);
        expect(await tableCount(db, saves)).toBe(summary.saves);
        expect(await tableCount(db, follows)).toBe(summary.follows);
        expect(await tableCount(db, blocks)).toBe(summary.blocks);
        expect(summary.sections).toBeGreaterThan(0);
        expect(summary.collaborators).toBeGreaterThan(0);
        expect(summary.saves).toBeGreaterThan(100);
        expect(summary.follows).toBeGreaterThan(100);
        expect(summary.blocks).toBeGreaterThanOrEqual(3);

        // Every type, interleaved: the newest page already mixes them.
        const types = await db.select({ type: pins.type, n: count() }).from(pins).groupBy(pins.type);
        expect(types.map((t) => t.type).sort()).toEqual([...PIN_TYPES].sort());
        const firstPage = await db.select({ type: pins.type }).from(pins).orderBy(sql`${pins.id} desc`).limit(25);
        expect(new Set(firstPage.map((p) => p.type)).size).toBe(PIN_TYPES.length);

        // Exactly one deleted story pin.
        expect(await pinCount(db, sql`(${pins.storyPinData} ->> 'is_deleted')::boolean`)).toBe(1);
        expect(await pinCount(db, and(eq(pins.type, 'story'), sql`${pins.storyPinData} is null`))).toBe(0);

        // Promoted and downstream-promoted pins; sponsorships.
        expect(await pinCount(db, and(isNotNull(pins.promoterId), eq(pins.isDownstreamPromotion, false), isNotNull(pins.adDestinationUrl), isNotNull(pins.campaignId)))).toBeGreaterThan(0);
        expect(await pinCount(db, and(isNotNull(pins.promoterId), eq(pins.isDownstreamPromotion, true)))).toBeGreaterThan(0);
        expect(await pinCount(db, sql`${pins.sponsorship} @> '{"status": 1}'`)).toBeGreaterThan(0);

        // Product price variants.
        const offer = sql`${pins.richSummary} -> 'products' -> 0 -> 'offer_summary'`;
        const product = eq(pins.type, 'product');
        expect(await pinCount(db, and(product, sql`${offer} ? 'min_price' and ${offer} ? 'max_price'`))).toBeGreaterThan(0);
        expect(await pinCount(db, and(product, sql`${offer} ? 'standard_price' and ${offer} ->> 'standard_price' <> ${offer} ->> 'price'`))).toBeGreaterThan(0);
        expect(await pinCount(db, and(product, sql`not (${offer} ? 'min_price') and not (${offer} ? 'standard_price')`))).toBeGreaterThan(0);
        expect(await pinCount(db, and(product, eq(pins.isOosProduct, true)))).toBeGreaterThan(0);
        expect(await pinCount(db, and(product, eq(pins.isStaleProduct, true)))).toBeGreaterThan(0);
        expect(await pinCount(db, and(product, sql`${offer} ->> 'price' ~ '^\\$[0-9,]+\\.[0-9]{2}$'`))).toBe(await pinCount(db, product));
        expect(await pinCount(db, and(product, sql`${pins.shoppingFlags} = '{1,5}'`))).toBeGreaterThan(0);
        expect(await pinCount(db, and(product, sql`${pins.shoppingFlags} = '{6}'`))).toBeGreaterThan(0);

        // Recipes, videos, gifs, carousels carry their data.
        expect(await pinCount(db, and(eq(pins.type, 'recipe'), sql`${pins.richSummary} ->> 'type_name' = 'recipe' and ${pins.richSummary} ? 'display_cook_time' and ${pins.richMetadata} ? 'recipe'`))).toBe(await pinCount(db, eq(pins.type, 'recipe')));
        expect(await pinCount(db, sql`(${pins.richSummary} -> 'aggregate_rating' ->> 'best_rating')::int = 5`)).toBeGreaterThan(0);
        expect(await pinCount(db, and(eq(pins.type, 'video'), sql`${pins.videos} -> 'video_list' ? 'V_720P' and ${pins.videos} -> 'video_list' ? 'V_HLSV4' and (${pins.videos} -> 'video_list' -> 'V_720P' ->> 'duration')::int > 0`))).toBe(await pinCount(db, eq(pins.type, 'video')));
        expect(await pinCount(db, and(eq(pins.type, 'gif'), sql`${pins.embed} ->> 'type' = 'gif'`))).toBe(await pinCount(db, eq(pins.type, 'gif')));
        expect(await pinCount(db, and(eq(pins.type, 'carousel'), sql`jsonb_array_length(${pins.carouselData} -> 'carousel_slots') between 2 and 5`))).toBe(await pinCount(db, eq(pins.type, 'carousel')));

        // Videos and GIFs are the demo media this install makes itself: every URL is a same-origin
        // path under /media/ naming a demo item, and the pin shows that item's picture (the poster).
        const media = await db
          .select({ videos: pins.videos, embed: pins.embed, signature: pins.imageSignature })
          .from(pins)
          .where(sql`${pins.videos} is not null or ${pins.embed} is not null`);
        expect(media.length).toBeGreaterThan(0);
        for (const row of media) {
          const urls = mediaUrls([row.videos, row.embed]);
          expect(urls.length).toBeGreaterThan(0);
          for (const url of urls) {
            expect(url).toMatch(/^\/media\/[a-z0-9/.-]+$/);
            expect(new URL(url, 'http://corkboard.test').host).toBe('corkboard.test');
            const item = itemForPath(url.slice('/media/'.length));
            expect(item, url).not.toBeNull();
            expect(row.signature).toBe(item?.kind === 'clip' ? item.clip.signature : item?.gif.signature);
          }
        }

        // Text edge cases for truncation rules.
        expect(await pinCount(db, sql`char_length(${pins.description}) > 496`)).toBeGreaterThan(0);
        expect(await pinCount(db, sql`${pins.description} = ''`)).toBeGreaterThan(0);
        expect(await pinCount(db, sql`char_length(${pins.description}) between 1 and 3`)).toBeGreaterThan(0);
        expect(await pinCount(db, sql`char_length(${pins.title}) > 200`)).toBeGreaterThan(0);

        // Images: signatures, sizes, dominant colours from the art; domains are hosts without www.
        const images = await db
          .select({ signature: pins.imageSignature, width: pins.imageWidth, height: pins.imageHeight, color: pins.dominantColor, link: pins.link, domain: pins.domain })
          .from(pins);
        for (const p of images) {
          expect(p.signature).toMatch(/^[0-9a-f]{32}$/);
          expect(p.color).toBe(artSpec(p.signature).dominantColor);
          expect(p.width).toBeGreaterThanOrEqual(736);
          expect(p.height / p.width).toBeGreaterThanOrEqual(0.5);
          expect(p.height / p.width).toBeLessThanOrEqual(2.21);
          if (p.link) expect(p.domain).toBe(new URL(p.link).host.replace(/^www\./, ''));
        }

        // Users and boards.
        const behaviours = await db.selectDistinct({ b: users.saveBehavior }).from(users);
        expect(behaviours.map((r) => r.b).sort()).toEqual([0, 1]);
        expect(await db.$count(users, eq(users.isVerifiedMerchant, true))).toBeGreaterThanOrEqual(3);
        expect(await db.$count(users, eq(users.isPartner, true))).toBeGreaterThan(0);
        expect(await db.$count(users, eq(users.isEmployee, true))).toBeGreaterThan(0);
        const privacy = await db.selectDistinct({ p: boards.privacy }).from(boards);
        expect(privacy.map((r) => r.p).sort()).toEqual(['protected', 'public', 'secret']);
        const [collab] = await db.select({ n: countDistinct(boardCollaborators.boardId) }).from(boardCollaborators);
        expect(await db.$count(boards, eq(boards.isCollaborative, true))).toBe(collab?.n);
        // Seeded collaborators are invites from the owner, accepted (issue 15).
        const notAccepted = sql`${boardCollaborators.status} <> 'accepted' or ${boardCollaborators.acceptedAt} is null or ${boardCollaborators.inviterId} is distinct from (select b.owner_id from boards b where b.id = ${boardCollaborators.boardId})`;
        expect(await db.$count(boardCollaborators, notAccepted)).toBe(0);
        expect(await db.$count(boards, sql`char_length(${boards.name}) > 50`)).toBe(0);
        // Covers and activity follow the pins.
        const [stale] = await db
          .select({ n: count() })
          .from(boards)
          .where(sql`${boards.coverPinId} is distinct from (select max(id) from pins where pins.board_id = ${boards.id})`);
        expect(stale?.n).toBe(0);
        expect(await db.$count(boards, sql`${boards.lastPinnedAt} is null and exists (select 1 from pins where pins.board_id = ${boards.id})`)).toBe(0);

        // Saves are of other people's pins, into the saver's own boards.
        const [own] = await db.select({ n: count() }).from(saves).innerJoin(pins, eq(pins.id, saves.pinId)).where(eq(pins.pinnerId, saves.userId));
        expect(own?.n).toBe(0);
        const [foreign] = await db.select({ n: count() }).from(saves).innerJoin(boards, eq(boards.id, saves.boardId)).where(sql`${boards.ownerId} <> ${saves.userId}`);
        expect(foreign?.n).toBe(0);

        // Identity sequences were advanced past the explicit ids.
        const [added] = await db.insert(users).values({ username: 'after_seed' }).returning({ id: users.id });
        expect(added?.id).toBe(41);
        await db.delete(users).where(eq(users.id, 41));

        // The image lookup finds pin images, avatars and carousel slots.
        const lookup = dbImageLookup(db);
        const first = images[0];
        if (!first) throw new Error('no pins');
        expect(await lookup(first.signature)).toEqual({ width: first.width, height: first.height });
        const [avatar] = await db.select({ s: users.imageSignature }).from(users).where(isNotNull(users.imageSignature)).limit(1);
        expect(await lookup(avatar?.s ?? '')).toEqual({ width: AVATAR_ORIG_SIZE, height: AVATAR_ORIG_SIZE });
        const [carousel] = await db.select({ data: pins.carouselData }).from(pins).where(eq(pins.type, 'carousel')).limit(1);
        const slot = (carousel?.data as { carousel_slots: { image_signature: string; width: number; height: number }[] }).carousel_slots[1];
        expect(await lookup(slot?.image_signature ?? '')).toEqual({ width: slot?.width, height: slot?.height });
        expect(await lookup('0'.repeat(32))).toBeNull();

        // Loaded without per-row triggers, the keys are checked once; a dangling key is caught.
        await verifyForeignKeys(db);
        await db.transaction(async (tx) => {
          await tx.execute(sql`set local session_replication_role = replica`);
          await tx.insert(saves).values({ pinId: 999_999, boardId: 1, userId: 1 });
        });
        await expect(verifyForeignKeys(db)).rejects.toThrow(/saves\.pin_id/);
        await db.delete(saves).where(eq(saves.pinId, 999_999));

        // A second seed of a fresh database is identical.
        await seed(b.db, SMALL);
        expect(await snapshot(b.db)).toEqual(await snapshot(db));

        // A seeded database is not empty and is not seeded twice; reset empties it.
        expect(await isEmpty(db)).toBe(false);
        await expect(seed(db, SMALL)).rejects.toThrow(/already holds data/);
        await resetDatabase(db);
        expect(await isEmpty(db)).toBe(true);
      } finally {
        await a.close();
        await b.close();
      }
    }, 180_000);
  });
}

describe('seed defaults (PGlite)', () => {
  it('seeds at least 40 users, 120 boards and 1,000 pins', async () => {
    const [pglite] = backends({});
    if (!pglite) throw new Error('no PGlite backend');
    const storage = await pglite.open();
    try {
      const summary = await seed(storage.db);
      expect(summary.pins).toBe(1000);
      expect(summary.users).toBeGreaterThanOrEqual(40);
      expect(summary.boards).toBeGreaterThanOrEqual(120);
      expect(await pinCount(storage.db)).toBe(1000);
      expect(await tableCount(storage.db, users)).toBe(summary.users);
      expect(await tableCount(storage.db, boards)).toBe(summary.boards);
      expect(summary.deletedStories).toBe(1);
      for (const type of PIN_TYPES) expect(summary.pinsByType[type], type).toBeGreaterThan(0);
    } finally {
      await storage.close();
    }
  }, 180_000);
});
