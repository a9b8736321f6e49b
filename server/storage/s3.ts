/**
 * Blobs in an S3-compatible bucket (AWS SDK v3), so every replica sees the same images. The SDK is
 * loaded on first use: a server keeping its blobs on disk never loads it.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, type BlobStore, type S3Options } from './blob-store.ts';

type Sdk = typeof import('@aws-sdk/client-s3');

export function s3BlobStore(options: S3Options & { client?: S3Client }): BlobStore {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const load = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client:
        options.client ??
        new sdk.S3Client({
          region: options.region || 'us-east-1',
          endpoint: options.endpoint || undefined,
          forcePathStyle: options.forcePathStyle ?? false,
          credentials:
            options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
          // Checksums only where S3 requires them: several S3-compatible servers refuse the newer
          // flexible-checksum headers and trailers.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
        }),
    })));
  const prefix = options.prefix ? `${checkKey(options.prefix)}/` : '';
  const Bucket = options.bucket;
  const Key = (key: string) => prefix + checkKey(key);
  return {
    kind: 's3',
    async put(key, body, contentType) {
      const object = { Bucket, Key: Key(key), Body: body, ContentType: contentType, ContentLength: body.length };
      const { sdk, client } = await load();
      await client.send(new sdk.PutObjectCommand(object));
    },
    async get(key) {
      const object = { Bucket, Key: Key(key) };
      const { sdk, client } = await load();
      try {
        const answer = await client.send(new sdk.GetObjectCommand(object));
        if (!answer.Body) return Buffer.alloc(0);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      const object = { Bucket, Key: Key(key) };
      const { sdk, client } = await load();
      await client.send(new sdk.DeleteObjectCommand(object));
    },
  };
}
