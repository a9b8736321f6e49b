/**
 * The background half of a VIPResource upload (issue 16): the job `process_upload` {upload_id}, enqueued by
 * the receiver (./receive.ts) once the raw file is stored at uploads/{upload_id}. It runs processImage
 * (every size of pin-card §3 and the `images` row), sets the slot 'succeeded' with the signature and
 * deletes the raw file. An image the processing refuses fails the slot with its message, at once
 * (PermanentJobError); any other error is retried by the queue (UPLOAD_JOB_ATTEMPTS tries), and once the
 * queue gives up (onFailed) the slot is failed too, so that no slot stays 'processing' for ever. Running it
 * again is harmless (a slot no longer 'processing' is left alone; the images row is written on conflict do nothing).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import { ImageRefused, processImage } from '../../images/process.ts';
import { PermanentJobError, type JobQueue } from '../../jobs/queue.ts';
import type { BlobStore } from '../../storage/blob-store.ts';

export const PROCESS_UPLOAD_JOB = 'process_upload';
/** Tries of one upload's processing before the slot is failed. */
export const UPLOAD_JOB_ATTEMPTS = 3;
export const PROCESSING_FAILED_MESSAGE = "We couldn't process this image. Upload it again, or pick another one.";

export const uploadBlobKey = (uploadId: string): string => `uploads/${uploadId}`;

/** Fails the slot with why (whatever it was doing). */
export async function markFailed(db: Db, uploadId: string, code: string, message: string): Promise<void> {
  await db.update(uploads).set({ status: 'failed', errorCode: code, errorMessage: message, updatedAt: new Date() }).where(eq(uploads.id, uploadId));
}

export interface UploadJobDeps {
  db: Db;
  blobs: BlobStore;
  jobs: JobQueue;
}

export function registerUploadJobs({ db, blobs, jobs }: UploadJobDeps): void {
  jobs.register<{ upload_id?: unknown }>(PROCESS_UPLOAD_JOB, async (payload) => {
    const uploadId = typeof payload.upload_id === 'string' ? payload.upload_id : '';
    const [slot] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
    // Gone, or done already (a job run again after its worker died): nothing left to do.
    if (!slot || slot.status !== 'processing') return;
    const key = uploadBlobKey(uploadId);
    const file = await blobs.get(key);
    if (!file) {
      await markFailed(db, uploadId, 'missing_file', 'The uploaded file was lost before it was processed. Upload it again.');
      throw new PermanentJobError(`upload ${uploadId}: no file at ${key}`);
    }
    try {
      const image = await processImage({ db, blobs }, file, slot.ownerId);
      await db
        .update(uploads)
        .set({ status: 'succeeded', signature: image.signature, errorCode: null, errorMessage: null, updatedAt: new Date() })
        .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'processing')));
    } catch (error) {
      if (error instanceof ImageRefused) {
        await markFailed(db, uploadId, error.code, error.message);
        await blobs.delete(key);
        throw new PermanentJobError(error.message, { cause: error });
      }
      throw error;
    }
    await blobs.delete(key);
  }, {
    // Given up on (the last attempt failed, timed out, or its worker died): the slot must not stay 'processing'.
    onFailed: async (payload) => {
      const uploadId = typeof payload.upload_id === 'string' ? payload.upload_id : '';
      await db
        .update(uploads)
        .set({ status: 'failed', errorCode: 'processing_failed', errorMessage: PROCESSING_FAILED_MESSAGE, updatedAt: new Date() })
        .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'processing')));
      await blobs.delete(uploadBlobKey(uploadId));
    },
  });
}
