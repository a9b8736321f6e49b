/**
 * The outbound link check (issue 18; pin-card §5, §8; platform §5): is a pin's link safe to open?
 * Pure: the URL and the link-safety store's entries in, a verdict out (./store.ts supplies the entries).
 *
 * Rules, in order (the first that applies gives the rule's verdict):
 *  1. not a URL, or not http/https → blocked;
 *  2. credentials in the URL (user:pass@) → suspicious;
 *  3. an IP-literal host in any notation (dotted, decimal, octal, hex, short; IPv6, IPv4-mapped: the
 *     WHATWG URL parser turns every IPv4 notation into a dotted quad) → suspicious, with its own
 *     message when the address is loopback, private, link-local, CGNAT, unspecified or otherwise not
 *     public (server/net/safe-fetch.ts addressRefusal);
 *  4. internal names (localhost, *.localhost, *.local, *.internal, *.intranet, *.corp, *.lan,
 *     *.home.arpa, single-label hosts) → suspicious;
 *  5. a host label mixing scripts after punycode decoding (Latin with Cyrillic, Greek, …) → suspicious
 *     (the combinations Japanese, Chinese and Korean names use — Latin with Han and kana, Bopomofo or
 *     Hangul — are one script for this purpose, as in Unicode TS #39's highly restrictive level).
 * Then the store's entries: kind 'host' matches the host exactly or, written '*.example.com', the host
 * and every subdomain; kind 'pattern' is a case-insensitive glob ('*' any run of characters, every other
 * character literal) over host/path?query (as written, and percent-decoded), matched in linear time
without building a RegExp from it.
 * Of everything that matched, the most severe wins (blocked > porn > suspicious); a tie keeps the rule's
 * verdict, then the first entry's. Nothing matched → safe with message ''.
 */
import { domainToUnicode } from 'node:url';
import { isIP } from 'node:net';
import { addressRefusal } from '../../net/safe-fetch.ts';

export type RedirectStatus = 'safe' | 'blocked' | 'suspicious' | 'porn';
export type LinkSafetyStatus = Exclude<RedirectStatus, 'safe'>;
export type LinkSafetyKind = 'host' | 'pattern';

export const LINK_SAFETY_KINDS: readonly LinkSafetyKind[] = ['host', 'pattern'];
export const LINK_SAFETY_STATUSES: readonly LinkSafetyStatus[] = ['blocked', 'suspicious', 'porn'];
export const REDIRECT_STATUSES: readonly RedirectStatus[] = ['safe', 'blocked', 'suspicious', 'porn'];

export interface LinkSafetyEntry {
  readonly kind: LinkSafetyKind;
  /** host: a lower-case ASCII (punycode) host, '*.' in front for its subdomains too; pattern: a glob over host/path?query. */
  readonly value: string;
  readonly status: LinkSafetyStatus;
  readonly message: string;
}

export interface LinkVerdict {
  redirect_status: RedirectStatus;
  message: string;
  /** The URL as checked, normalised (lower-case punycode host, no default port); '' when unparsable or not http(s). */
  url: string;
}

/** The fixed message of each rule. */
export const RULE_MESSAGES = {
  notWeb: 'Only web links (http and https) can be opened.',
  credentials: 'This link contains a user name or password, a trick often used to disguise where a link really goes.',
  ipLiteral: 'This link goes to a bare IP address instead of a named website, so we cannot tell who runs it.',
  localAddress: 'This link points to a private, local or reserved network address, not a public website.',
  internalName: 'This link points to an internal or local network name, not a public website.',
  mixedScripts: 'The address of this link mixes letters from different alphabets, a trick used to imitate well-known websites.',
} as const;

const SEVERITY: Readonly<Record<RedirectStatus, number>> = { safe: 0, suspicious: 1, porn: 2, blocked: 3 };

/** Whether `a` is strictly more severe than `b` (blocked > porn > suspicious > safe). */
export const moreSevere = (a: RedirectStatus, b: RedirectStatus): boolean => SEVERITY[a] > SEVERITY[b];

const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'intranet', 'corp', 'lan', 'home.arpa'];

/** A host name only a local network resolves: localhost and the internal suffixes, or one label. */
export function isInternalName(host: string): boolean {
  if (!host.includes('.')) return true;
  return INTERNAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** Scripts a host label's letters are told apart by; a letter of none of them counts as a script of its own ('Other'). */
const SCRIPTS: readonly [string, RegExp][] = [
  'Latin', 'Cyrillic', 'Greek', 'Armenian', 'Georgian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari', 'Bengali',
  'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala', 'Thai', 'Lao', 'Tibetan', 'Myanmar',
  'Khmer', 'Mongolian', 'Ethiopic', 'Cherokee', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Bopomofo',
].map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')]);
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** Script sets a single label may use (UTS #39 highly restrictive): Latin with the CJK scripts of one language. */
const ALLOWED_MIXES: readonly ReadonlySet<string>[] = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function scriptOf(char: string): string | null {
  if (NEUTRAL.test(char)) return null;
  for (const [name, pattern] of SCRIPTS) if (pattern.test(char)) return name;
  return 'Other';
}

/** Whether one (Unicode) label mixes scripts beyond what one language writes. */
export function labelMixesScripts(label: string): boolean {
  const scripts = new Set<string>();
  for (const char of label) {
    const script = scriptOf(char);
    if (script !== null) scripts.add(script);
  }
  if (scripts.size <= 1) return false;
  return !ALLOWED_MIXES.some((allowed) => [...scripts].every((script) => allowed.has(script)));
}

/**
 * Whether a punycode host has a label mixing scripts once decoded; a label that does not decode
 * (a broken xn-- label) counts as mixed: nobody can tell what it shows.
 */
export function hostMixesScripts(asciiHost: string): boolean {
  if (!asciiHost.split('.').some((label) => label.startsWith('xn--'))) return false;
  const unicode = domainToUnicode(asciiHost);
  if (unicode === '') return true;
  return unicode.split('.').some(labelMixesScripts);
}

/** Longest-proper-prefix-suffix table of one glob segment (Knuth–Morris–Pratt). */
function failureTable(segment: string): Int32Array {
  const table = new Int32Array(segment.length);
  let k = 0;
  for (let i = 1; i < segment.length; i++) {
    while (k > 0 && segment[i] !== segment[k]) k = table[k - 1]!;
    if (segment[i] === segment[k]) k++;
    table[i] = k;
  }
  return table;
}

/** The first index ≥ from where `segment` lies wholly before `end` in `text`, or -1; O(end - from + segment). */
function findFrom(text: string, segment: string, from: number, end: number): number {
  if (segment === '') return from;
  const table = failureTable(segment);
  let k = 0;
  for (let i = from; i < end; i++) {
    while (k > 0 && text[i] !== segment[k]) k = table[k - 1]!;
    if (text[i] === segment[k]) k++;
    if (k === segment.length) return i - segment.length + 1;
  }
  return -1;
}

/**
 * Whether `glob` ('*' = any run of characters, everything else literal) matches the whole of `text`.
 * The segments between stars are found left to right, each at its earliest place after the one
 * before (the earliest place leaves the most room, so it is always right); with KMP each segment
 * costs O(its length + the text it scans), and the scans do not overlap: linear time overall.
 */
export function globMatches(glob: string, text: string): boolean {
  const segments = glob.split('*');
  if (segments.length === 1) return glob === text;
  const first = segments[0]!;
  const last = segments[segments.length - 1]!;
  if (first.length + last.length > text.length || !text.startsWith(first) || !text.endsWith(last)) return false;
  let at = first.length;
  const end = text.length - last.length;
  for (let i = 1; i < segments.length - 1; i++) {
    const segment = segments[i]!;
    const found = findFrom(text, segment, at, end);
    if (found === -1) return false;
    at = found + segment.length;
  }
  return true;
}

/** Whether a host entry ('example.com', or '*.example.com' for it and its subdomains) covers `host`. */
export function hostEntryMatches(value: string, host: string): boolean {
  const entry = value.toLowerCase();
  if (entry.startsWith('*.')) {
    const base = entry.slice(2);
    return host === base || host.endsWith(`.${base}`);
  }
  return host === entry;
}

/**
 * What a pattern is matched against: host/path?query lower-cased, as written and with its
 * percent-escapes decoded (the site reads /free%2Dgift as /free-gift, so an escape must not slip a
 * link past a pattern). A pattern matching either form matches.
 */
function patternSubjects(host: string, url: URL): string[] {
  const written = `${host}${url.pathname}${url.search}`.toLowerCase();
  let decoded: string;
  try {
    decoded = decodeURIComponent(written);
  } catch {
    return [written];
  }
  return decoded === written ? [written] : [written, decoded.toLowerCase()];
}

interface Finding {
  status: LinkSafetyStatus;
  message: string;
}

function ruleFinding(url: URL, host: string): Finding | null {
  if (url.username !== '' || url.password !== '') return { status: 'suspicious', message: RULE_MESSAGES.credentials };
  const bare = host.startsWith('[') ? host.slice(1, -1) : host;
  if (isIP(bare) !== 0) {
    return { status: 'suspicious', message: addressRefusal(bare) === null ? RULE_MESSAGES.ipLiteral : RULE_MESSAGES.localAddress };
  }
  if (isInternalName(host)) return { status: 'suspicious', message: RULE_MESSAGES.internalName };
  if (hostMixesScripts(host)) return { status: 'suspicious', message: RULE_MESSAGES.mixedScripts };
  return null;
}

/** The link's verdict under the rules and the store's `entries` (see the module comment). */
export function checkUrl(raw: string, entries: readonly LinkSafetyEntry[]): LinkVerdict {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { redirect_status: 'blocked', message: RULE_MESSAGES.notWeb, url: '' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    // No javascript:, data: or file: URL is echoed back for anyone to put in an href.
    return { redirect_status: 'blocked', message: RULE_MESSAGES.notWeb, url: '' };
  }
  // 'example.com.' is example.com: the trailing dot of a fully qualified name changes nothing.
  const host = url.hostname.replace(/\.$/, '');
  let worst = ruleFinding(url, host);
  const subjects = patternSubjects(host, url);
  for (const entry of entries) {
    const matches = entry.kind === 'host' ? hostEntryMatches(entry.value, host) : subjects.some((subject) => globMatches(entry.value.toLowerCase(), subject));
    if (matches && (worst === null || moreSevere(entry.status, worst.status))) worst = { status: entry.status, message: entry.message };
  }
  return worst === null ? { redirect_status: 'safe', message: '', url: url.href } : { redirect_status: worst.status, message: worst.message, url: url.href };
}
