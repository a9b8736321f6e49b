import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobStoreFromConfig, isValidKey, localBlobStore, memoryBlobStore, s3BlobStore, type BlobStore } from './index.ts';

/**
 * A tiny S3 in this process: path-style PUT, GET and DELETE of objects, answering as S3 does (an
 * XML NoSuchKey error for an absent key, 204 for any delete). The real SDK talks to it over HTTP,
 * so its signing, path-style addressing and error parsing are exercised, not mocked away.
 */
interface FakeS3 {
  url: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  requests: { method: string; path: string; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function fakeS3(): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      requests.push({ method: request.method ?? '', path: pathname, authorization: request.headers.authorization });
      const body = await bodyOf(request);
      if (request.method === 'PUT') {
        objects.set(pathname, { body, contentType: request.headers['content-type'] });
        response.writeHead(200, { ETag: '"x"' }).end();
      } else if (request.method === 'GET') {
        const found = objects.get(pathname);
        if (!found) {
          response
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
          return;
        }
        response.writeHead(200, { 'Content-Type': found.contentType ?? 'application/octet-stream', 'Content-Length': found.body.length }).end(found.body);
      } else if (request.method === 'DELETE') {
        objects.delete(pathname);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function roundTrip(store: BlobStore) {
  const body = Buffer.from([0, 1, 2, 255, 254, 10, 13]);
  expect(await store.get('images/236x/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
  await store.put('images/236x/0123456789abcdef0123456789abcdef.jpg', body, 'image/jpeg');
  expect(await store.get('images/236x/0123456789abcdef0123456789abcdef.jpg')).toEqual(body);
  await store.put('images/236x/0123456789abcdef0123456789abcdef.jpg', Buffer.from('again'), 'image/jpeg');
  expect((await store.get('images/236x/0123456789abcdef0123456789abcdef.jpg'))?.toString()).toBe('again');
  await store.delete('images/236x/0123456789abcdef0123456789abcdef.jpg');
  expect(await store.get('images/236x/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
  await store.delete('images/236x/0123456789abcdef0123456789abcdef.jpg');
  const big = Buffer.alloc(3 * 1024 * 1024, 7);
  await store.put('uploads/abcdefghijklmnopqrstuvwxyz', big, 'application/octet-stream');
  expect((await store.get('uploads/abcdefghijklmnopqrstuvwxyz'))?.equals(big)).toBe(true);
}

const BAD_KEYS = ['', '../etc/passwd', 'images/../../x', 'a//b', '/abs', 'a/./b', 'a\\b', 'images/..', '.hidden', 'a/b/', 'x'.repeat(600), 'sp ace', 'nul\0'];

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'corkboard-blobs-'));
  dirs.push(dir);
  return dir;
};

describe('keys', () => {
  it('are relative paths of safe segments', () => {
    for (const key of ['uploads/01hzzzzzzzzzzzzzzzzzzzzzzz', 'images/60x60/0123456789abcdef0123456789abcdef.jpg', 'images/orig/0123456789abcdef0123456789abcdef.gif']) {
      expect(isValidKey(key), key).toBe(true);
    }
    for (const key of BAD_KEYS) expect(isValidKey(key), key).toBe(false);
  });
});

describe('localBlobStore', () => {
  it('round-trips, overwrites and deletes, absent reading null', async () => {
    await roundTrip(localBlobStore(await tempDir()));
  });

  it('writes files under its folder and leaves no temporary file behind', async () => {
    const dir = await tempDir();
    const store = localBlobStore(dir);
    await store.put('images/orig/0123456789abcdef0123456789abcdef.jpg', Buffer.from('x'), 'image/jpeg');
    expect(await readdir(path.join(dir, 'images', 'orig'))).toEqual(['0123456789abcdef0123456789abcdef.jpg']);
  });

  it('refuses keys that would leave its folder', async () => {
    const store = localBlobStore(await tempDir());
    for (const key of BAD_KEYS) {
      await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid blob key/);
      await expect(store.get(key), key).rejects.toThrow(/Invalid blob key/);
      await expect(store.delete(key), key).rejects.toThrow(/Invalid blob key/);
    }
  });
});

describe('memoryBlobStore', () => {
  it('round-trips and validates keys like the others', async () => {
    const store = memoryBlobStore();
    await roundTrip(store);
    await expect(store.put('../x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/Invalid blob key/);
  });
});

describe('s3BlobStore (against a fake S3 in this process)', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await fakeS3();
    return () => s3.close();
  });

  const store = (prefix?: string) =>
    s3BlobStore({ bucket: 'corkboard', region: 'eu-west-1', endpoint: s3.url, forcePathStyle: true, accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', prefix });

  it('round-trips, overwrites and deletes with signed path-style requests, absent reading null', async () => {
    await roundTrip(store());
    expect(s3.requests.length).toBeGreaterThan(0);
    for (const request of s3.requests) {
      expect(request.path.startsWith('/corkboard/')).toBe(true);
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request/);
    }
  });

  it('puts keys under the prefix with their content type', async () => {
    await store('site-a').put('images/60x60/0123456789abcdef0123456789abcdef.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const object = s3.objects.get('/corkboard/site-a/images/60x60/0123456789abcdef0123456789abcdef.jpg');
    expect(object?.body.toString()).toBe('jpeg');
    expect(object?.contentType).toBe('image/jpeg');
    expect(await store('site-b').get('images/60x60/0123456789abcdef0123456789abcdef.jpg')).toBeNull();
  });

  it('refuses bad keys before any request', async () => {
    const before = s3.requests.length;
    for (const key of BAD_KEYS) await expect(store().get(key), key).rejects.toThrow(/Invalid blob key/);
    expect(s3.requests.length).toBe(before);
  });
});

describe('blobStoreFromConfig', () => {
  it('is {dataDir}/blobs without S3 and the bucket with it', async () => {
    const dir = await tempDir();
    const local = blobStoreFromConfig({ dataDir: dir });
    expect(local.kind).toBe('local');
    await local.put('uploads/x', Buffer.from('y'), 'application/octet-stream');
    expect(await readdir(path.join(dir, 'blobs', 'uploads'))).toEqual(['x']);
    expect(blobStoreFromConfig({ dataDir: dir, s3: { bucket: 'b', endpoint: 'http://127.0.0.1:1', forcePathStyle: true } }).kind).toBe('s3');
  });
});
