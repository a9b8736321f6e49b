/**
 * GET /media/...: the demo media under {dataDir}/media/ (./library.ts), served by @fastify/static
 * with byte ranges (206 Partial Content, 416 beyond the end), ETag and Last-Modified. A request for
 * a demo item that is not made yet waits while it is made (once, shared by concurrent requests);
 * when it cannot be made the answer is 503. Paths that climb out of the folder, and dot-folders
 * (the library's scratch and marker folders), are not served.
 */
import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from '../v3/envelope.ts';
import { itemForPath } from './demo.ts';
import type { MediaLibrary } from './library.ts';

export interface MediaRoutesOptions {
  library: MediaLibrary;
}

const PREFIX = '/media/';

/** Playlists are small and may change when media is made again; the rest is kept longer. */
function cacheControl(file: string): string {
  return file.endsWith('.m3u8') ? 'public, max-age=60' : 'public, max-age=86400';
}

/** The path under /media/ that a request asks for, decoded; null when it cannot be decoded. */
function relativePath(url: string): string | null {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(PREFIX)) return null;
  try {
    return decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
}

export default async function mediaRoutes(app: FastifyInstance, opts: MediaRoutesOptions): Promise<void> {
  const { library } = opts;
  await mkdir(library.root, { recursive: true });
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      const wanted = relativePath(request.url);
      const item = wanted === null ? null : itemForPath(wanted);
      if (!item) return;
      try {
        await library.ensure(item);
      } catch (err) {
        request.log.warn({ err, path: wanted }, 'demo media could not be made');
        await reply
          .code(503)
          .header('Cache-Control', 'no-store')
          .header('Retry-After', '60')
          .send(failure(503, { message: 'This media is not available yet.', code: 'unavailable' }));
      }
    });
    await scope.register(fastifyStatic, {
      root: library.root,
      prefix: PREFIX,
      decorateReply: false,
      index: false,
      // The library's .work/ and .ready/ folders are not media.
      dotfiles: 'ignore',
      acceptRanges: true,
      cacheControl: false,
      setHeaders(reply, file) {
        reply.header('Cache-Control', cacheControl(file));
      },
    });
  });
}
