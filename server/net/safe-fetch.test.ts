import type dns from 'node:dns';
import http from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressRefusal, FetchRefused, parseAllowList, safeFetch, type SafeFetchOptions } from './safe-fetch.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const MAX = 1000;

/** A resolver stub: names in `table` answer their addresses, every other name is not found. */
function stubLookup(table: Record<string, string[] | (() => string[])>, calls: string[] = []): typeof dns.lookup {
  const lookup = (hostname: string, _options: unknown, callback: (error: NodeJS.ErrnoException | null, addresses: dns.LookupAddress[]) => void): void => {
    calls.push(hostname);
    const entry = table[hostname];
    const addresses = typeof entry === 'function' ? entry() : entry;
    if (!addresses) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      return;
    }
    queueMicrotask(() => callback(null, addresses.map((address) => ({ address, family: isIP(address) }))));
  };
  return lookup as unknown as typeof dns.lookup;
}

async function refusal(promise: Promise<unknown>): Promise<FetchRefused> {
  const error = await promise.then(
    () => new Error('fetched, but should have been refused'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FetchRefused)) throw error;
  return error;
}

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const portOf = (server: http.Server): number => (server.address() as AddressInfo).port;

let images: http.Server;
let canary: http.Server;
let port = 0;
let canaryPort = 0;
const canaryHits: string[] = [];
let arrived: (() => void) | null = null;
let held: http.ServerResponse | null = null;

beforeAll(async () => {
  images = await listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const hops = /^\/redirect\/(\d+)$/.exec(url.pathname);
    if (hops) {
      const left = Number(hops[1]);
      res.writeHead(302, { location: left <= 1 ? '/image.png' : `/redirect/${left - 1}` }).end();
    } else if (url.pathname === '/to') {
      res.writeHead(Number(url.searchParams.get('status') ?? 302), { location: url.searchParams.get('location') ?? '' }).end();
    } else if (url.pathname === '/image.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': PNG.length }).end(PNG);
    } else if (url.pathname === '/big') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': MAX + 1 }).end(Buffer.alloc(MAX + 1));
    } else if (url.pathname === '/big-chunked') {
      res.writeHead(200, { 'content-type': 'image/png' });
      for (let i = 0; i < 5; i += 1) res.write(Buffer.alloc(300));
      res.end();
    } else if (url.pathname === '/exact') {
      res.writeHead(200, { 'content-type': 'image/jpeg; charset=binary' }).end(Buffer.alloc(MAX));
    } else if (url.pathname === '/html') {
      res.writeHead(200, { 'content-type': 'text/html' }).end('<svg onload=alert(1)>');
    } else if (url.pathname === '/untyped') {
      res.writeHead(200).end(PNG);
    } else if (url.pathname === '/missing') {
      res.writeHead(404).end('no');
    } else if (url.pathname === '/hang') {
      held = res; // answered later (or never) by the test
      arrived?.();
    } else if (url.pathname === '/stall-body') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(PNG.subarray(0, 8), () => arrived?.());
    } else {
      res.writeHead(500).end();
    }
  });
  canary = await listen((req, res) => {
    canaryHits.push(req.url ?? '');
    res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
  });
  port = portOf(images);
  canaryPort = portOf(canary);
});

afterAll(async () => {
  for (const server of [images, canary]) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

afterEach(() => {
  vi.useRealTimers();
  arrived = null;
  held = null;
});

/** The test image server is reachable as images.test, allowed on its own port only. */
function local(extra: Partial<SafeFetchOptions> = {}, calls?: string[]): SafeFetchOptions {
  return {
    maxBytes: MAX,
    timeoutMs: 5000,
    accept: 'image/*',
    allow: [`127.0.0.1:${port}`],
    lookup: stubLookup(
      {
        'images.test': ['127.0.0.1'],
        localhost: ['127.0.0.1', '::1'],
        'loopback.test': ['127.0.0.1'],
        'private.test': ['10.1.2.3'],
        'metadata.test': ['169.254.169.254'],
        'v6-loopback.test': ['::1'],
        'v6-metadata.test': ['fd00:ec2::254'],
        'mapped.test': ['::ffff:127.0.0.1'],
        'mixed.test': ['93.184.215.14', '10.0.0.1'],
        'mixed-v6.test': ['2606:4700::6810:84e5', 'fe80::1'],
        'public.test': ['93.184.215.14'],
      },
      calls,
    ),
    ...extra,
  };
}

describe('safeFetch refuses SSRF-shaped targets before connecting', () => {
  const cases: [string, string, FetchRefused['code']][] = [
    ['loopback', 'http://127.0.0.1/', 'forbidden_address'],
    ['short loopback form', 'http://127.1/', 'forbidden_address'],
    ['decimal loopback', 'http://2130706433/', 'forbidden_address'],
    ['hex loopback', 'http://0x7f000001/', 'forbidden_address'],
    ['octal loopback', 'http://0177.0.0.1/', 'forbidden_address'],
    ['mixed hex/short loopback', 'http://0x7f.1/', 'forbidden_address'],
    ['loopback with a trailing dot', 'http://127.0.0.1./', 'forbidden_address'],
    ['loopback in full-width digits (IDNA)', 'http://\uff11\uff12\uff17.\uff10.\uff10.\uff11/', 'forbidden_address'],
    ['loopback elsewhere in 127/8', 'http://127.255.255.254/', 'forbidden_address'],
    ['IPv6 loopback', 'http://[::1]/', 'forbidden_address'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/', 'forbidden_address'],
    ['IPv4-mapped loopback in hex', 'http://[::ffff:7f00:1]/', 'forbidden_address'],
    ['IPv4-mapped metadata', 'http://[::ffff:169.254.169.254]/', 'forbidden_address'],
    ['IPv4-compatible loopback', 'http://[::7f00:1]/', 'forbidden_address'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/', 'forbidden_address'],
    ['NAT64 of metadata', 'http://[64:ff9b::a9fe:a9fe]/', 'forbidden_address'],
    ['local-use NAT64', 'http://[64:ff9b:1::808:808]/', 'forbidden_address'],
    ['6to4 of loopback', 'http://[2002:7f00:1::]/', 'forbidden_address'],
    ['Teredo', 'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'forbidden_address'],
    ['unspecified', 'http://0.0.0.0/', 'forbidden_address'],
    ['unspecified as 0', 'http://0/', 'forbidden_address'],
    ['0.0.0.0/8', 'http://0.1.2.3/', 'forbidden_address'],
    ['IPv6 unspecified', 'http://[::]/', 'forbidden_address'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', 'forbidden_address'],
    ['decimal cloud metadata', 'http://2852039166/', 'forbidden_address'],
    ['AWS IPv6 metadata', 'http://[fd00:ec2::254]/', 'forbidden_address'],
    ['private 10/8', 'http://10.0.0.1/', 'forbidden_address'],
    ['private 172.16/12', 'http://172.16.0.1/', 'forbidden_address'],
    ['private 192.168/16', 'http://192.168.1.1/', 'forbidden_address'],
    ['carrier-grade NAT', 'http://100.64.0.1/', 'forbidden_address'],
    ['unique-local', 'http://[fc00::1]/', 'forbidden_address'],
    ['link-local IPv6', 'http://[fe80::1]/', 'forbidden_address'],
    ['site-local IPv6', 'http://[fec0::1]/', 'forbidden_address'],
    ['multicast', 'http://224.0.0.1/', 'forbidden_address'],
    ['IPv6 multicast', 'http://[ff02::1]/', 'forbidden_address'],
    ['broadcast', 'http://255.255.255.255/', 'forbidden_address'],
    ['reserved 240/4', 'http://240.0.0.1/', 'forbidden_address'],
    ['benchmarking 198.18/15', 'http://198.18.0.1/', 'forbidden_address'],
    ['IETF protocol assignments 192.0.0/24', 'http://192.0.0.170/', 'forbidden_address'],
    ['documentation IPv6', 'http://[2001:db8::1]/', 'forbidden_address'],
    ['name resolving to loopback', 'http://loopback.test/a.png', 'forbidden_address'],
    ['name resolving to private', 'https://private.test/a.png', 'forbidden_address'],
    ['name resolving to metadata', 'http://metadata.test/', 'forbidden_address'],
    ['name resolving to IPv6 loopback', 'http://v6-loopback.test/', 'forbidden_address'],
    ['name resolving to IPv6 metadata', 'http://v6-metadata.test/', 'forbidden_address'],
    ['name resolving to mapped loopback', 'http://mapped.test/', 'forbidden_address'],
    ['name resolving to one public and one private address', 'http://mixed.test/', 'forbidden_address'],
    ['name resolving to public and link-local IPv6', 'http://mixed-v6.test/', 'forbidden_address'],
    ['public name on a non-web port', 'http://public.test:6379/', 'forbidden_address'],
    ['public name on port 22 over https', 'https://public.test:22/', 'forbidden_address'],
    ['allowed test server address on another port', 'http://127.0.0.1:1/', 'forbidden_address'],
    ['file:', 'file:///etc/passwd', 'invalid_url'],
    ['ftp:', 'ftp://example.com/a.png', 'invalid_url'],
    ['gopher:', 'gopher://127.0.0.1:6379/_INFO', 'invalid_url'],
    ['data:', 'data:image/png;base64,iVBORw0KGgo=', 'invalid_url'],
    ['javascript:', 'javascript:alert(1)', 'invalid_url'],
    ['ws:', 'ws://example.com/', 'invalid_url'],
    ['user and password', 'http://user:pass@example.com/a.png', 'invalid_url'],
    ['user name only', 'http://user@example.com/a.png', 'invalid_url'],
    ['credentials hiding a loopback host', 'http://example.com@127.0.0.1/', 'invalid_url'],
    ['not a URL', 'not a url', 'invalid_url'],
    ['empty', '', 'invalid_url'],
  ];

  it('has at least 30 targets', () => expect(cases.length).toBeGreaterThanOrEqual(30));

  it.each(cases)('%s: %s', async (_name, url, code) => {
    const calls: string[] = [];
    const error = await refusal(safeFetch(url, local({}, calls)));
    expect(error.code).toBe(code);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/address|port/);
    // An IP literal is never looked up; a name is looked up exactly once.
    expect(calls.length).toBeLessThanOrEqual(1);
  });

  it('refuses localhost through the real resolver (no network: the hosts file)', async () => {
    const error = await refusal(safeFetch('http://localhost/', { maxBytes: MAX, timeoutMs: 5000 }));
    expect(error).toMatchObject({ code: 'forbidden_address', status: 400 });
    expect(error.message).toBe('The image address localhost points to this server itself (loopback); Corkboard only fetches images from public addresses.');
  });

  it('says plainly why, without naming the address a name resolved to', async () => {
    const error = await refusal(safeFetch('http://private.test/a.png', local()));
    expect(error.message).toBe('The image address private.test points to a private network; Corkboard only fetches images from public addresses.');
    expect(error.message).not.toContain('10.1.2.3');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('FetchRefused');
  });

  it('tells an unknown host apart (502)', async () => {
    expect(await refusal(safeFetch('http://nowhere.test/', local()))).toMatchObject({ code: 'http_error', status: 502 });
  });
});

describe('safeFetch checks every redirect like the first address', () => {
  const to = (location: string, status = 302): string =>
    `http://images.test:${port}/to?status=${status}&location=${encodeURIComponent(location)}`;

  const redirects: [string, () => string, FetchRefused['code']][] = [
    ['127.0.0.1 on another port (a second local server)', () => `http://127.0.0.1:${canaryPort}/secret`, 'forbidden_address'],
    ['localhost on another port', () => `http://localhost:${canaryPort}/secret`, 'forbidden_address'],
    ['cloud metadata', () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/', 'forbidden_address'],
    ['IPv6 loopback', () => `http://[::1]:${canaryPort}/`, 'forbidden_address'],
    ['a name resolving to private', () => 'http://private.test/a.png', 'forbidden_address'],
    ['file:', () => 'file:///etc/passwd', 'invalid_url'],
    ['gopher:', () => 'gopher://127.0.0.1:6379/_FLUSHALL', 'invalid_url'],
    ['credentials', () => `http://user:pass@images.test:${port}/image.png`, 'invalid_url'],
  ];

  it.each(redirects)('refuses a redirect to %s', async (_name, target, code) => {
    for (const status of [301, 302, 303, 307, 308]) {
      expect(await refusal(safeFetch(to(target(), status), local()))).toMatchObject({ code });
    }
    expect(canaryHits).toEqual([]);
  });

  it('refuses a relative redirect that leaves the allowed port', async () => {
    const error = await refusal(safeFetch(to(`//127.0.0.1:${canaryPort}/secret`), local()));
    expect(error.code).toBe('forbidden_address');
    expect(canaryHits).toEqual([]);
  });

  it('follows 3 redirects and refuses a 4th (too_many_redirects, 422)', async () => {
    const ok = await safeFetch(`http://images.test:${port}/redirect/3`, local());
    expect(ok.body.equals(PNG)).toBe(true);
    const error = await refusal(safeFetch(`http://images.test:${port}/redirect/4`, local()));
    expect(error).toMatchObject({ code: 'too_many_redirects', status: 422, message: 'The image address redirected more than 3 times.' });
    expect(await refusal(safeFetch(`http://images.test:${port}/redirect/1`, local({ maxRedirects: 0 })))).toMatchObject({ code: 'too_many_redirects' });
  });

  it('answers 502 for a redirect that does not say where to', async () => {
    expect(await refusal(safeFetch(to(''), local()))).toMatchObject({ code: 'http_error', status: 502 });
  });
});

describe('safeFetch fetches from an allowed address', () => {
  it('returns the bytes, the content type and the final URL', async () => {
    const result = await safeFetch(`http://images.test:${port}/image.png`, local());
    expect(result.body.equals(PNG)).toBe(true);
    expect(result.contentType).toBe('image/png');
    expect(result.finalUrl).toBe(`http://images.test:${port}/image.png`);
  });

  it('through 3 allowed redirects, reporting where it ended', async () => {
    const result = await safeFetch(`http://images.test:${port}/redirect/3`, local());
    expect(result.body.equals(PNG)).toBe(true);
    expect(result.finalUrl).toBe(`http://images.test:${port}/image.png`);
  });

  it('by IP literal, with a CIDR or an IPv4-mapped allow entry', async () => {
    for (const allow of [['127.0.0.0/8'], ['127.0.0.1'], ['::ffff:127.0.0.1'], [`127.0.0.1:${port}`]]) {
      const result = await safeFetch(`http://127.0.0.1:${port}/image.png`, { maxBytes: MAX, timeoutMs: 5000, allow });
      expect(result.body.equals(PNG)).toBe(true);
    }
  });

  it('resolves a name once and connects to the address it checked (no DNS rebinding)', async () => {
    const calls: string[] = [];
    let answers = 0;
    const lookup = stubLookup({ 'rebind.test': () => (answers++ === 0 ? ['127.0.0.1'] : ['169.254.169.254']) }, calls);
    const result = await safeFetch(`http://rebind.test:${port}/image.png`, { ...local(), lookup });
    expect(result.body.equals(PNG)).toBe(true);
    expect(calls).toEqual(['rebind.test']);
  });

  it('accepts a body of exactly maxBytes and a content type with parameters', async () => {
    const result = await safeFetch(`http://images.test:${port}/exact`, local());
    expect(result.body.length).toBe(MAX);
    expect(result.contentType).toBe('image/jpeg; charset=binary');
  });

  it('without accept, takes any content type', async () => {
    const { accept: _accept, ...options } = local();
    expect((await safeFetch(`http://images.test:${port}/html`, options)).contentType).toBe('text/html');
  });
});

describe('safeFetch limits', () => {
  it('refuses a body over maxBytes by its Content-Length (413)', async () => {
    const error = await refusal(safeFetch(`http://images.test:${port}/big`, local()));
    expect(error).toMatchObject({ code: 'too_large', status: 413, message: `The image is larger than ${MAX} bytes.` });
  });

  it('cuts a body over maxBytes without a Content-Length', async () => {
    expect(await refusal(safeFetch(`http://images.test:${port}/big-chunked`, local()))).toMatchObject({ code: 'too_large', status: 413 });
  });

  it('refuses what is not an image when images are asked for (422)', async () => {
    const error = await refusal(safeFetch(`http://images.test:${port}/html`, local()));
    expect(error).toMatchObject({ code: 'not_an_image', status: 422, message: 'The address is not an image (its content type is text/html).' });
    expect(await refusal(safeFetch(`http://images.test:${port}/untyped`, local()))).toMatchObject({ code: 'not_an_image' });
    expect(await refusal(safeFetch(`http://images.test:${port}/image.png`, local({ accept: 'image/jpeg, image/webp' })))).toMatchObject({
      code: 'not_an_image',
    });
  });

  it('answers 502 for an error status', async () => {
    const error = await refusal(safeFetch(`http://images.test:${port}/missing`, local()));
    expect(error).toMatchObject({ code: 'http_error', status: 502, message: 'The image address answered 404 Not Found.' });
  });

  it('gives up at the deadline on a server that never answers (504), not a millisecond before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reached = new Promise<void>((done) => (arrived = done));
    let settled = false;
    const pending = safeFetch(`http://images.test:${port}/hang`, local({ timeoutMs: 1000 })).finally(() => (settled = true));
    await reached;
    vi.advanceTimersByTime(999);
    await new Promise((done) => setImmediate(done));
    expect(settled).toBe(false);
    vi.advanceTimersByTime(1);
    const error = await refusal(pending);
    expect(error).toMatchObject({ code: 'timeout', status: 504, message: 'The image address did not answer within 1000 ms.' });
  });

  it('takes an answer that comes just before the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reached = new Promise<void>((done) => (arrived = done));
    const pending = safeFetch(`http://images.test:${port}/hang`, local({ timeoutMs: 1000 }));
    await reached;
    vi.advanceTimersByTime(999);
    held?.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    expect((await pending).body.equals(PNG)).toBe(true);
  });

  it('counts the body against the same deadline (a stalled body is cut)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const reached = new Promise<void>((done) => (arrived = done));
    const pending = safeFetch(`http://images.test:${port}/stall-body`, local({ timeoutMs: 1000 }));
    await reached;
    vi.advanceTimersByTime(1000);
    expect(await refusal(pending)).toMatchObject({ code: 'timeout' });
  });

  it('counts a name lookup that never answers against the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const never = ((): void => undefined) as unknown as typeof dns.lookup;
    const pending = safeFetch('http://slow-dns.test/a.png', { maxBytes: MAX, timeoutMs: 1000, lookup: never });
    vi.advanceTimersByTime(1000);
    expect(await refusal(pending)).toMatchObject({ code: 'timeout', status: 504 });
  });
});

describe('addressRefusal', () => {
  it('passes public IPv4 and global IPv6, and NAT64 or 6to4 of a public IPv4', () => {
    for (const ip of ['93.184.215.14', '8.8.8.8', '1.1.1.1', '2606:4700::6810:84e5', '2a00:1450:4001:82a::200e', '64:ff9b::808:808', '2002:808:808::1']) {
      expect([ip, addressRefusal(ip)]).toEqual([ip, null]);
    }
  });

  it('names the range of what it refuses', () => {
    expect(addressRefusal('127.0.0.1')).toBe('loopback');
    expect(addressRefusal('::ffff:10.0.0.1')).toBe('private');
    expect(addressRefusal('64:ff9b::a00:1')).toBe('private');
    expect(addressRefusal('::ffff:0:a9fe:a9fe')).toBe('linkLocal');
    expect(addressRefusal('169.254.169.254')).toBe('linkLocal');
    expect(addressRefusal('fd00:ec2::254')).toBe('uniqueLocal');
    expect(addressRefusal('100.127.255.255')).toBe('carrierGradeNat');
    expect(addressRefusal('4000::1')).toBe('reserved');
    expect(addressRefusal('example.com')).toBe('invalid');
  });
});

describe('parseAllowList', () => {
  it('takes IPs, CIDRs and IP:port, IPv4 and IPv6', () => {
    expect(parseAllowList(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', '127.0.0.1:8080', '[::1]:8080', ' 192.168.0.0/16 '])).toHaveLength(7);
  });

  it('refuses malformed entries, naming the source', () => {
    expect(() => parseAllowList(['localhost'], 'IMAGE_FETCH_ALLOW')).toThrow('IMAGE_FETCH_ALLOW: "localhost" is not an IP address, a CIDR or IP:port');
    expect(() => parseAllowList(['10.0.0.0/33'])).toThrow('allow: "10.0.0.0/33" has a bad prefix length');
    expect(() => parseAllowList(['10.0.0.0/x'])).toThrow(/bad prefix length/);
    expect(() => parseAllowList(['127.0.0.1:0'])).toThrow(/port outside/);
    expect(() => parseAllowList(['127.0.0.1:99999'])).toThrow(/port outside/);
    expect(() => parseAllowList(['0x7f000001'])).toThrow(/not an IP address/);
  });
});
