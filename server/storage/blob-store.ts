/**
 * Blob storage behind one interface (issue 16): the raw files people upload and the images made
 * from them. Keys are slash-separated paths such as `uploads/{upload_id}`,
 * `images/{size}/{signature}.jpg` and `images/orig/{signature}.gif`.
 *
 * - localBlobStore(dir): files under a folder ({DATA_DIR}/blobs by default), written atomically.
 * - s3BlobStore(options): an S3-compatible bucket (AWS S3, MinIO, R2, …), shared by replicas.
 * - memoryBlobStore(): a Map, for tests and for an app built without a data directory.
 */
export interface BlobStore {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** null when absent. */
  get(key: string): Promise<Buffer | null>;
  /** Absent is fine. */
  delete(key: string): Promise<void>;
}

/** S3_* settings (server/config.ts). */
export interface S3Options {
  bucket: string;
  /** Default us-east-1 (most S3-compatible servers accept any region). */
  region?: string;
  /** An S3-compatible server's address (MinIO, R2, …); absent: AWS. */
  endpoint?: string;
  /** Absent: the AWS SDK's default credential chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Address the bucket in the path (http://host/bucket/key) rather than the host name; most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Put every key under this folder of the bucket (no leading or trailing slash). */
  prefix?: string;
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 512;

/** True for a key made of safe path segments: no '..', no '.', no empty segment, no leading slash or backslash. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '..' && !segment.endsWith('.'));
}

/** Throws for a key that is not a safe relative path (a store never leaves its folder or prefix). */
export function checkKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid blob key ${JSON.stringify(key.slice(0, 100))}: use segments of letters, digits, '.', '_' and '-' separated by '/'.`);
  return key;
}

/** Blobs in a Map (tests; an app without a data directory). Copies in and out, as a real store would. */
export function memoryBlobStore(): BlobStore & { keys(): string[] } {
  const blobs = new Map<string, Buffer>();
  return {
    kind: 'local',
    async put(key, body) {
      blobs.set(checkKey(key), Buffer.from(body));
    },
    async get(key) {
      const found = blobs.get(checkKey(key));
      return found ? Buffer.from(found) : null;
    },
    async delete(key) {
      blobs.delete(checkKey(key));
    },
    keys: () => [...blobs.keys()].sort(),
  };
}
