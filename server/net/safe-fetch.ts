/**
 * SSRF-safe fetching of a URL a user gives (Create PinResource by image_url, issue 16).
 *
 * A user-supplied address must never make the server reach something only the server can reach:
 * its own loopback, the private network behind it, link-local and cloud metadata services.
 *
 * - Only http: and https:, never credentials in the URL (user:pass@), at most `maxRedirects` (3)
 *   redirects, each one checked exactly like the first address.
 * - The host name is resolved once per hop (options.lookup, default dns.lookup with every address);
 *   EVERY returned address must be public, and the socket connects to exactly those checked
 *   addresses (a pinned `lookup` handed to the request), so a DNS answer that changes between the
 *   check and the connect (rebinding) cannot slip through. IP literals — also the decimal, hex,
 *   octal and short IPv4 forms, which the WHATWG URL parser turns into dotted quads — are checked
 *   the same way.
 * - Public means ipaddr.js's 'unicast' range (it names loopback, private, link-local, CGNAT,
 *   unique-local, multicast, broadcast, unspecified 0.0.0.0/8 and the reserved and documentation
 *   ranges); IPv6 must also lie in the global unicast 2000::/3. IPv4 carried inside IPv6 —
 *   IPv4-mapped ::ffff:a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and 6to4
 *   2002::/16 — is judged as the IPv4 address it carries; local-use NAT64 64:ff9b:1::/48, Teredo
 *   and the deprecated IPv4-compatible ::/96 are refused outright.
 * - Ports: a public address is fetched on port 80 or 443 only (no port scanning or cross-protocol
 *   requests to other services through us). An address the operator allows may use any port
 *   (or, with an "IP:port" entry, that port only).
 * - `allow` (IMAGE_FETCH_ALLOW): IPs, CIDRs or IP:port entries fetched although private/loopback.
 * - Limits: one total deadline for every hop, the lookups and the body (`timeoutMs`); the body is
 *   read up to `maxBytes` (Content-Length checked first, then the stream is cut when it goes over).
 * - `accept` ("image/*", or a list of types) is sent as Accept and the answer's Content-Type must
 *   match it.
 *
 * Address classification: ipaddr.js (maintained, no dependencies, already in the tree through
 * Fastify's proxy-addr, names every special-purpose range). The request: Node's http/https.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export type FetchRefusedCode =
  | 'invalid_url'
  | 'forbidden_address'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'http_error'
  | 'not_an_image';

const STATUS: Readonly<Record<FetchRefusedCode, 400 | 413 | 422 | 502 | 504>> = {
  invalid_url: 400,
  forbidden_address: 400,
  too_many_redirects: 422,
  timeout: 504,
  too_large: 413,
  http_error: 502,
  not_an_image: 422,
};

/** Why a URL was not fetched; `message` is a sentence fit to show the person who gave the URL. */
export class FetchRefused extends Error {
  readonly status: 400 | 413 | 422 | 502 | 504;
  readonly code: FetchRefusedCode;
  constructor(code: FetchRefusedCode, message: string) {
    super(message);
    this.name = 'FetchRefused';
    this.code = code;
    this.status = STATUS[code];
  }
}

export interface SafeFetchOptions {
  maxBytes: number;
  timeoutMs: number;
  /** Redirects followed at most; default 3. */
  maxRedirects?: number;
  /** e.g. "image/*": sent as Accept, and the answer's Content-Type must match it. */
  accept?: string;
  /** tests and operators: addresses (IPs/CIDRs, or IP:port) allowed although private/loopback (IMAGE_FETCH_ALLOW env). */
  allow?: string[];
  lookup?: typeof import('node:dns').lookup;
}

export interface SafeFetchResult {
  body: Buffer;
  contentType: string | null;
  finalUrl: string;
}

export const DEFAULT_MAX_REDIRECTS = 3;
/** The ports a public address is fetched on. */
export const PUBLIC_PORTS: readonly number[] = [80, 443];
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Corkboard-ImageFetcher/1.0';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

interface AllowEntry {
  range: [Address, number];
  port: number | null;
}

/**
 * Parses allow entries: "10.0.0.0/8", "fd00::/8", "127.0.0.1", "::1", "127.0.0.1:8080",
 * "[::1]:8080". Throws an Error naming `source` and the bad entry.
 */
export function parseAllowList(entries: readonly string[], source = 'allow'): AllowEntry[] {
  return entries.map((raw) => {
    const entry = raw.trim();
    let host = entry;
    let port: number | null = null;
    const bracketed = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry);
    const v4WithPort = /^(\d+\.\d+\.\d+\.\d+):(\d{1,5})$/.exec(entry);
    const withPort = bracketed ?? v4WithPort;
    if (withPort) {
      host = withPort[1]!;
      port = Number(withPort[2]);
      if (port < 1 || port > 65535) throw new Error(`${source}: "${raw}" has a port outside 1–65535`);
    }
    const [address = '', bits] = host.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`${source}: "${raw}" is not an IP address, a CIDR or IP:port`);
    const max = family === 6 ? 128 : 32;
    let prefix = max;
    if (bits !== undefined) {
      prefix = Number(bits);
      if (!/^\d{1,3}$/.test(bits) || prefix > max) throw new Error(`${source}: "${raw}" has a bad prefix length`);
    }
    const parsed = ipaddr.parse(address);
    const normalised = normalise(parsed);
    // ::ffff:10.0.0.0/104 is 10.0.0.0/8: a mapped entry is kept as the IPv4 range it carries.
    if (normalised !== parsed) prefix = Math.max(0, prefix - 96);
    return { range: [normalised, prefix], port };
  });
}

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is the IPv4 address it carries. */
function normalise(address: Address): Address {
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) return (address as ipaddr.IPv6).toIPv4Address();
  return address;
}

function embeddedV4(parts: number[], high: number): ipaddr.IPv4 {
  const a = parts[high] ?? 0;
  const b = parts[high + 1] ?? 0;
  return new ipaddr.IPv4([a >> 8, a & 0xff, b >> 8, b & 0xff]);
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const IPV4_COMPATIBLE = ipaddr.parseCIDR('::/96');

/**
 * Why an address must not be fetched from ('loopback', 'private', 'linkLocal', …), or null when it
 * is public. Addresses that are not IPs at all are refused ('invalid').
 */
export function addressRefusal(ip: string): string | null {
  if (isIP(ip) === 0) return 'invalid';
  const address = normalise(ipaddr.parse(ip));
  if (address.kind() === 'ipv4') {
    const range = (address as ipaddr.IPv4).range();
    return range === 'unicast' ? null : range;
  }
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  // IPv4 carried inside IPv6 is judged as that IPv4 address (NAT64 of 10.0.0.1 is 10.0.0.1).
  if (range === 'rfc6145') return addressRefusal(embeddedV4(v6.parts, 6).toString());
  if (range === 'rfc6052') {
    // The well-known NAT64 prefix reaches the IPv4 address it carries; local-use NAT64 (64:ff9b:1::/48) is not for us.
    if (!v6.match(NAT64_WELL_KNOWN)) return 'rfc6052';
    return addressRefusal(embeddedV4(v6.parts, 6).toString());
  }
  if (range === '6to4') return addressRefusal(embeddedV4(v6.parts, 1).toString());
  if (range !== 'unicast') return range;
  if (v6.match(IPV4_COMPATIBLE)) return 'ipv4Compatible';
  if (!v6.match(GLOBAL_UNICAST_V6)) return 'reserved';
  return null;
}

function allowed(list: readonly AllowEntry[], ip: string, port: number): boolean {
  const address = normalise(ipaddr.parse(ip));
  return list.some(
    (entry) => entry.range[0].kind() === address.kind() && address.match(entry.range) && (entry.port === null || entry.port === port),
  );
}

const RANGE_WORDS: Readonly<Record<string, string>> = {
  loopback: 'this server itself (loopback)',
  private: 'a private network',
  linkLocal: 'a link-local network (where cloud metadata services live)',
  uniqueLocal: 'a private (unique-local) network',
  carrierGradeNat: 'a carrier-grade NAT network',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/** Throws unless every address may be fetched on this port. */
function checkAddresses(addresses: readonly string[], port: number, allow: readonly AllowEntry[], shown: string): void {
  for (const ip of addresses) {
    if (isIP(ip) === 0) throw new FetchRefused('forbidden_address', `The address of ${shown} is not an IP address.`);
    if (allowed(allow, ip, port)) continue;
    const refusal = addressRefusal(ip);
    if (refusal !== null) {
      const where = RANGE_WORDS[refusal] ?? 'a reserved or special-purpose address';
      throw new FetchRefused('forbidden_address', `${shown} points to ${where}; Corkboard only fetches images from public addresses.`);
    }
    if (!PUBLIC_PORTS.includes(port)) {
      throw new FetchRefused('forbidden_address', `${shown} uses port ${port}; Corkboard only fetches images on ports 80 and 443.`);
    }
  }
}

/** Parses and checks the form of one URL (first or redirected to); the address is checked later. */
function checkUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw new FetchRefused('invalid_url', 'That is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const what = base ? 'The image address redirects to' : 'The image address must start with http:// or https://, not';
    throw new FetchRefused('invalid_url', `${what} a ${url.protocol} address; only http and https are fetched.`);
  }
  if (url.username !== '' || url.password !== '') {
    throw new FetchRefused('invalid_url', 'The image address must not contain a user name or password.');
  }
  if (url.hostname === '') throw new FetchRefused('invalid_url', 'The image address has no host.');
  return url;
}

function portOf(url: URL): number {
  if (url.port !== '') return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/** Where a pinned request connects: the checked addresses, in the order the resolver gave them. */
type Resolved = { address: string; family: 4 | 6 }[];

function resolve(lookup: typeof dns.lookup, hostname: string, signal: AbortSignal): Promise<Resolved> {
  return new Promise<Resolved>((done, fail) => {
    const onAbort = (): void => fail(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    lookup(hostname, { all: true }, (error, addresses) => {
      signal.removeEventListener('abort', onAbort);
      if (error || !Array.isArray(addresses) || addresses.length === 0) {
        fail(new FetchRefused('http_error', `The host ${hostname} could not be found.`));
        return;
      }
      done(addresses.map((entry) => ({ address: entry.address, family: isIP(entry.address) === 6 ? 6 : 4 })));
    });
  });
}

/** A lookup that answers only the already-checked addresses: the socket cannot connect anywhere else. */
function pinnedLookup(resolved: Resolved): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as unknown as (error: null, addresses: Resolved) => void)(null, resolved);
      return;
    }
    const first = resolved[0]!;
    callback(null, first.address, first.family);
  };
}

const ignore = (): void => undefined;

/** The media type of a Content-Type header, lower case, without parameters. */
function essence(contentType: string | null | undefined): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function acceptable(accept: string, type: string | null): boolean {
  if (type === null) return false;
  return accept
    .split(',')
    .map((part) => essence(part))
    .some((wanted) => wanted !== null && (wanted === '*/*' || wanted === type || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1)))));
}

function request(url: URL, resolved: Resolved | null, options: SafeFetchOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((done, fail) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      signal,
      ...(resolved ? { lookup: pinnedLookup(resolved) } : {}),
      headers: { 'user-agent': USER_AGENT, accept: options.accept ?? '*/*', 'accept-encoding': 'identity' },
    });
    req.once('response', (response) => {
      // Errors after the promise settled (an abort at the deadline while the body is read) reach
      // the body's reader; these listeners only keep them from being unhandled.
      response.on('error', ignore);
      done(response);
    });
    req.on('error', fail);
    req.end();
  });
}

async function readBody(response: http.IncomingMessage, maxBytes: number, tooLarge: () => FetchRefused): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, total);
}

/**
 * Fetches `url` with GET, following at most `maxRedirects` redirects, every hop checked.
 * Throws FetchRefused (never a raw network error) when anything is refused or fails.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const allow = parseAllowList(options.allow ?? []);
  const lookup = options.lookup ?? dns.lookup;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new FetchRefused('timeout', `The image address did not answer within ${options.timeoutMs} ms.`)), options.timeoutMs);
  let current = checkUrl(url);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const response = await hop(current, options, allow, lookup, deadline.signal);
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.destroy();
        if (!location) throw new FetchRefused('http_error', `The image address answered ${response.statusCode} without saying where to.`);
        if (redirects >= maxRedirects) {
          throw new FetchRefused('too_many_redirects', `The image address redirected more than ${maxRedirects} times.`);
        }
        current = checkUrl(location, current);
        continue;
      }
      const status = response.statusCode ?? 0;
      if (status < 200 || status > 299) {
        response.destroy();
        throw new FetchRefused('http_error', `The image address answered ${status} ${response.statusMessage ?? ''}`.trim() + '.');
      }
      const contentType = response.headers['content-type'] ?? null;
      const type = essence(contentType);
      if (options.accept !== undefined && !acceptable(options.accept, type)) {
        response.destroy();
        throw new FetchRefused('not_an_image', `The address is not an image (its content type is ${type ?? 'missing'}).`);
      }
      const tooLarge = (): FetchRefused => new FetchRefused('too_large', `The image is larger than ${options.maxBytes} bytes.`);
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        response.destroy();
        throw tooLarge();
      }
      const body = await readBody(response, options.maxBytes, tooLarge);
      return { body, contentType, finalUrl: current.href };
    }
  } catch (error) {
    if (deadline.signal.aborted && deadline.signal.reason instanceof FetchRefused) throw deadline.signal.reason;
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused('http_error', `The image address could not be fetched (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`);
  } finally {
    clearTimeout(timer);
  }
}

/** One request: resolve, check every address, connect only to them. */
async function hop(
  url: URL,
  options: SafeFetchOptions,
  allow: readonly AllowEntry[],
  lookup: typeof dns.lookup,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const port = portOf(url);
  const literal = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(literal) !== 0) {
    checkAddresses([literal], port, allow, `The image address ${url.host}`);
    return request(url, null, options, signal);
  }
  const resolved = await resolve(lookup, url.hostname, signal);
  checkAddresses(
    resolved.map((entry) => entry.address),
    port,
    allow,
    `The image address ${url.host}`,
  );
  return request(url, resolved, options, signal);
}
