/**
 * Fills an empty database with a deterministic, realistic data set: the same options always give
 * the same rows (seeded randomness, timestamps counted back from BASE_TIME, explicit ids).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { boardCollaborators, boardSections, boards, blocks, follows, interests, pins, saves, users } from '../schema.ts';
import { refreshSearchSuggestions } from '../../v3/search/suggestions.ts';
import { planBoards } from './boards.ts';
import type { ProductVariant } from './pin-kinds.ts';
import { PinFactory, pinBatches, type PinType } from './pins.ts';
import { seedAds } from './ads.ts';
import { seedLinkSafety } from './link-safety.ts';
import { Random } from './random.ts';
import { planBlocks, planFollows, planSaves } from './social.ts';
import { advanceSequences, chunks, insertBatches, isEmpty, isSuperuser, refreshBoardActivity, refreshSearchColumns, verifyForeignKeys } from './store.ts';
import { TOPICS } from './topics.ts';
import { planUsers } from './users.ts';

export { isEmpty, truncateAll as resetDatabase } from './store.ts';
export { BASE_TIME } from './random.ts';

export interface SeedOptions {
  /** Default max(40, pins / 250). */
  users?: number;
  /** Default max(120, pins / 8). */
  boards?: number;
  /** Default 1,000. */
  pins?: number;
  /** Saves of others' pins. Default pins / 2 + users × 2. */
  saves?: number;
  log?: (message: string) => void;
}

export interface SeedSummary {
  users: number;
  boards: number;
  sections: number;
  collaborators: number;
  interests: number;
  pins: number;
  pinsByType: Record<PinType, number>;
  productVariants: Record<ProductVariant, number>;
  promoted: number;
  downstreamPromoted: number;
  sponsored: number;
  repins: number;
  deletedStories: number;
  saves: number;
  follows: number;
  blocks: number;
  /** Milliseconds per stage. */
  timings: Record<'users' | 'boards' | 'pins' | 'social' | 'finish' | 'total', number>;
}

const BATCH = 5000;
const PIN_BATCH = 2000;

function count(name: string, value: number | undefined, fallback: number): number {
  const n = value ?? fallback;
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`seed: ${name} must be a non-negative integer, got ${value}`);
  return n;
}

export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const pinCount = count('pins', options.pins, 1000);
  const userCount = count('users', options.users, Math.max(40, Math.round(pinCount / 250)));
  const boardCount = count('boards', options.boards, Math.max(120, Math.round(pinCount / 8)));
  const saveCount = count('saves', options.saves, Math.round(pinCount / 2) + userCount * 2);
  if (boardCount > 0 && userCount === 0) throw new RangeError('seed: boards need at least one user');
  if (pinCount > 0 && boardCount === 0) throw new RangeError('seed: pins need at least one board');
  if (!(await isEmpty(db))) throw new Error('seed: the database already holds data; reset it first');

  const started = performance.now();
  let mark = started;
  const lap = () => {
    const now = performance.now();
    const ms = Math.round(now - mark);
    mark = now;
    return ms;
  };

  // A superuser loads without per-row foreign-key triggers and checks every key once at the end.
  const trusted = await isSuperuser(db);
  const batch = { skipTriggers: trusted };
  log(`seeding ${userCount} users, ${boardCount} boards, ${pinCount} pins`);
  const interestRows = TOPICS.map((t, i) => ({ id: i + 1, name: t.name, urlName: t.urlName }));
  const plannedUsers = planUsers(new Random('corkboard:users'), userCount);
  await insertBatches(db, interests, [interestRows], batch);
  await insertBatches(db, users, chunks(plannedUsers.rows, BATCH), batch);
  const usersMs = lap();
  log(`users: ${userCount} in ${usersMs} ms`);

  const plannedBoards = planBoards(new Random('corkboard:boards'), plannedUsers.users, boardCount);
  await insertBatches(db, boards, chunks(plannedBoards.rows, BATCH), batch);
  await insertBatches(db, boardSections, chunks(plannedBoards.sections, BATCH), batch);
  await insertBatches(db, boardCollaborators, chunks(plannedBoards.collaborators, BATCH), batch);
  const boardsMs = lap();
  log(`boards: ${boardCount} (${plannedBoards.sections.length} sections, ${plannedBoards.collaborators.length} collaborators) in ${boardsMs} ms`);

  const factory = new PinFactory(new Random('corkboard:pins'), plannedUsers.users, plannedBoards.boards, pinCount);
  const progressEvery = Math.max(PIN_BATCH, Math.round(pinCount / 10 / PIN_BATCH) * PIN_BATCH);
  async function* withProgress() {
    let done = 0;
    for await (const batch of pinBatches(factory, pinCount, PIN_BATCH)) {
      yield batch;
      done += batch.length;
      if (done % progressEvery === 0 && done < pinCount) log(`pins: ${done} / ${pinCount} (${Math.round(performance.now() - mark)} ms)`);
    }
  }
  await insertBatches(db, pins, withProgress(), { ...batch, groupSize: 25 });
  const pinsMs = lap();
  log(`pins: ${pinCount} in ${pinsMs} ms`);
  // The demo link-safety entries, and a few pins whose links they flag (issue 18): links changed, nothing added.
  const demoLinks = await seedLinkSafety(db);
  log(`link safety: demo entries, pins ${demoLinks.map((p) => p.id).join(', ') || 'none'} link to flagged sites`);

  const saveRows = planSaves(new Random('corkboard:saves'), plannedUsers.users, plannedBoards.boards, factory, pinCount, saveCount);
  await insertBatches(db, saves, chunks(saveRows, BATCH), batch);
  const followRows = planFollows(new Random('corkboard:follows'), plannedUsers.users, plannedBoards.boards, interestRows.length);
  await insertBatches(db, follows, chunks(followRows, BATCH), batch);
  const blockRows = planBlocks(new Random('corkboard:blocks'), plannedUsers.users);
  await insertBatches(db, blocks, [blockRows], batch);
  const socialMs = lap();
  log(`saves: ${saveRows.length}, follows: ${followRows.length}, blocks: ${blockRows.length} in ${socialMs} ms`);

  // The promoted pins as real ads (issue 19): after the link-safety changes, so destinations are final.
  const seededAds = await seedAds(db);
  log(`ads: ${seededAds.ads} in ${seededAds.accounts} ad accounts`);

  if (trusted) await verifyForeignKeys(db);
  await refreshBoardActivity(db);
  await refreshSearchColumns(db);
  // The typeahead's suggested searches, as the hourly job makes them (issue 17): there at once.
  await refreshSearchSuggestions(db);
  await advanceSequences(db);
  await db.execute(sql`analyze`);
  const finishMs = lap();
  log(`${trusted ? 'foreign keys checked, ' : ''}board covers, sequences and statistics in ${finishMs} ms`);

  const stats = factory.stats;
  return {
    users: userCount,
    boards: boardCount,
    sections: plannedBoards.sections.length,
    collaborators: plannedBoards.collaborators.length,
    interests: interestRows.length,
    pins: pinCount,
    pinsByType: stats.byType,
    productVariants: stats.productVariants,
    promoted: stats.promoted,
    downstreamPromoted: stats.downstreamPromoted,
    sponsored: stats.sponsored,
    repins: stats.repins,
    deletedStories: stats.deletedStories,
    saves: saveRows.length,
    follows: followRows.length,
    blocks: blockRows.length,
    timings: { users: usersMs, boards: boardsMs, pins: pinsMs, social: socialMs, finish: finishMs, total: Math.round(performance.now() - started) },
  };
}
