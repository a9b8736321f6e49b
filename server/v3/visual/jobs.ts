/**
 * Background jobs of this room (issue 17): compute_image_features, the back-fill of visual search's
 * image features for the pictures of live pins that have none — the seed's generative art (drawn
 * small, ART_FEATURE_SIZE px: the hash reads 32×32) and images stored before features were kept.
 * One job does a batch and enqueues the next while any are left; it is enqueued at start-up when
 * some are missing and none is queued or running. Running a batch twice is harmless (on conflict do
 * nothing). Uploads get their row when they are stored (server/images/process.ts).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { imageFeatures, jobs as jobRows, pins } from '../../db/schema.ts';
import { featuresFor, type FeatureDeps } from '../../images/feature-store.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { V3Deps } from '../deps.ts';

export const COMPUTE_IMAGE_FEATURES_JOB = 'compute_image_features';
/** Pictures one job computes. */
export const FEATURES_BATCH = 250;

/** Signatures (with a pin's image size) of live pins whose picture has no features yet, at most `limit`. */
export async function missingFeatures(db: FeatureDeps['db'], limit: number): Promise<{ signature: string; width: number; height: number }[]> {
  const rows = await db
    .selectDistinctOn([pins.imageSignature], { signature: pins.imageSignature, width: pins.imageWidth, height: pins.imageHeight })
    .from(pins)
    .leftJoin(imageFeatures, eq(imageFeatures.signature, pins.imageSignature))
    .where(and(isNull(pins.deletedAt), isNull(imageFeatures.signature)))
    .orderBy(pins.imageSignature)
    .limit(limit);
  return rows.map((r) => ({ signature: r.signature, width: Number(r.width), height: Number(r.height) }));
}

/** Computes one batch; answers how many were computed and whether more are missing. */
export async function computeFeaturesBatch(deps: FeatureDeps, limit = FEATURES_BATCH, signal?: AbortSignal): Promise<{ computed: number; more: boolean }> {
  const batch = await missingFeatures(deps.db, limit + 1);
  let computed = 0;
  for (const item of batch.slice(0, limit)) {
    if (signal?.aborted) break;
    // A stored image whose files are gone has nothing to hash: it stays without features.
    if (await featuresFor(deps, item.signature, item)) computed += 1;
  }
  return { computed, more: batch.length > limit };
}

/** Enqueues the back-fill when a live pin's picture lacks features and no back-fill is queued or running. */
export async function enqueueFeatureBackfill(deps: FeatureDeps & { jobs: JobQueue }): Promise<boolean> {
  const [pending] = await deps.db
    .select({ id: jobRows.id })
    .from(jobRows)
    .where(and(eq(jobRows.kind, COMPUTE_IMAGE_FEATURES_JOB), inArray(jobRows.status, ['queued', 'running'])))
    .limit(1);
  if (pending) return false;
  const missing = await missingFeatures(deps.db, 1);
  if (missing.length === 0) return false;
  await deps.jobs.enqueue(COMPUTE_IMAGE_FEATURES_JOB, {});
  return true;
}

export function registerVisualJobs(deps: V3Deps & { jobs: JobQueue }): void {
  deps.jobs.register(COMPUTE_IMAGE_FEATURES_JOB, async (_payload, job) => {
    const { more } = await computeFeaturesBatch(deps, FEATURES_BATCH, job.signal);
    if (more && !job.signal.aborted) await deps.jobs.enqueue(COMPUTE_IMAGE_FEATURES_JOB, {});
  });
  // At start-up: the seed (loaded before the app is built) has no features. A failure here (the
  // database going away as a test closes it) only means no back-fill this time.
  enqueueFeatureBackfill(deps).catch(() => undefined);
}

/** For the tests: how many live pins' pictures still lack features. */
export async function missingFeatureCount(db: FeatureDeps['db']): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${pins.imageSignature})::int` })
    .from(pins)
    .leftJoin(imageFeatures, eq(imageFeatures.signature, pins.imageSignature))
    .where(and(isNull(pins.deletedAt), isNull(imageFeatures.signature)));
  return Number(row?.n ?? 0);
}
