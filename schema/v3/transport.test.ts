import { createServer, type Server } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { undiciTransport } from './transport.ts';

/** The same envelope as plain, gzip or br, as a v3 behind a compressing proxy may send it. */
const BODY = JSON.stringify({ resource_response: { data: { id: '1', title: 'Soup' }, bookmark: null, error: null, http_status: 200 } });

describe('undiciTransport', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      const encoding = new URL(request.url ?? '/', 'http://x').searchParams.get('encoding');
      response.setHeader('content-type', 'application/json');
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      if (encoding === 'gzip') response.setHeader('content-encoding', 'gzip').end(gzipSync(BODY));
      else if (encoding === 'br') response.setHeader('content-encoding', 'br').end(brotliCompressSync(BODY));
      else response.writeHead(encoding === 'missing' ? 404 : 200).end(BODY);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = (encoding: string) =>
    undiciTransport(new URL(`${base}/v3/pins/1/?encoding=${encoding}`), { method: 'GET', headers: {}, body: undefined, signal: AbortSignal.timeout(5000) });

  it.each(['identity', 'gzip', 'br'])('reads a %s body as the same text, with every Set-Cookie', async (encoding) => {
    const response = await call(encoding);
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.setCookies).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.text()).toBe(BODY);
  });

  it('passes a 404 on as not ok, with its body', async () => {
    const response = await call('missing');
    expect([response.status, response.ok]).toEqual([404, false]);
    expect(JSON.parse(await response.text())).toMatchObject({ resource_response: { http_status: 200 } });
  });

  it('fails when the call is aborted', async () => {
    await expect(
      undiciTransport(new URL(`${base}/v3/pins/1/`), { method: 'GET', headers: {}, body: undefined, signal: AbortSignal.abort() }),
    ).rejects.toThrow();
  });
});
