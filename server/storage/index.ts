/** The blob store (server/storage/): see ./blob-store.ts. */
import path from 'node:path';
import type { BlobStore, S3Options } from './blob-store.ts';
import { localBlobStore } from './local.ts';
import { s3BlobStore } from './s3.ts';

export { checkKey, isValidKey, memoryBlobStore, type BlobStore, type S3Options } from './blob-store.ts';
export { localBlobStore } from './local.ts';
export { s3BlobStore } from './s3.ts';

/** The S3 bucket when S3_BUCKET is set, else {DATA_DIR}/blobs. */
export function blobStoreFromConfig(config: { dataDir: string; s3?: S3Options | undefined }): BlobStore {
  return config.s3 ? s3BlobStore(config.s3) : localBlobStore(path.join(config.dataDir, 'blobs'));
}

