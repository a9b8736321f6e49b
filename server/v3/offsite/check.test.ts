/** The outbound link check's rules (issue 18), each from both sides. */
import { describe, expect, it } from 'vitest';
import { checkUrl, globMatches, hostEntryMatches, labelMixesScripts, RULE_MESSAGES, type LinkSafetyEntry } from './check.ts';

const verdict = (url: string, entries: readonly LinkSafetyEntry[] = []) => checkUrl(url, entries);
const status = (url: string, entries: readonly LinkSafetyEntry[] = []) => verdict(url, entries).redirect_status;

describe('checkUrl: web links only', () => {
  it.each(['https://example.com/recipe', 'http://example.com/', 'HTTPS://EXAMPLE.COM/A'])('%s is safe, message empty', (url) => {
    expect(verdict(url)).toMatchObject({ redirect_status: 'safe', message: '' });
  });

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://example.com/file', 'file:///etc/passwd', 'mailto:a@example.com', 'example.com', '//example.com/', '', 'http://', 'http://exa mple.com/', 'http://1.2.3.999/'])(
    '%j is blocked as not a web link, and no URL is echoed',
    (url) => {
      expect(verdict(url)).toEqual({ redirect_status: 'blocked', message: RULE_MESSAGES.notWeb, url: '' });
    },
  );

  it('answers the URL normalised: lower-case punycode host, no default port', () => {
    expect(verdict('HTTPS://Example.COM:443/Path?Q=1#frag').url).toBe('https://example.com/Path?Q=1#frag');
    expect(verdict('http://example.com:80').url).toBe('http://example.com/');
    expect(verdict('http://example.com:8080/').url).toBe('http://example.com:8080/');
    expect(verdict('https://bücher.example/').url).toBe('https://xn--bcher-kva.example/');
    expect(verdict('  https://example.com/  ').url).toBe('https://example.com/');
  });
});

describe('checkUrl: credentials', () => {
  it.each(['http://user:pass@example.com/', 'http://user@example.com/', 'https://:secret@example.com/', 'https://google.com@evil.example/'])('%s is suspicious', (url) => {
    expect(verdict(url)).toMatchObject({ redirect_status: 'suspicious', message: RULE_MESSAGES.credentials });
  });

  it('an @ in the path or query is not a credential', () => {
    expect(status('https://example.com/@someone?mail=a@b.example')).toBe('safe');
  });
});

describe('checkUrl: IP literals and local addresses', () => {
  it.each([
    ['dotted', 'http://127.0.0.1/'],
    ['decimal', 'http://2130706433/'],
    ['octal', 'http://0177.0.0.1/'],
    ['octal, one number', 'http://017700000001/'],
    ['hex', 'http://0x7f000001/'],
    ['hex dotted', 'http://0x7f.0x0.0x0.0x1/'],
    ['short', 'http://127.1/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped hex', 'http://[::ffff:7f00:1]/'],
    ['private 10/8', 'http://10.1.2.3/'],
    ['private 172.16/12', 'http://172.31.255.255/'],
    ['private 192.168/16', 'https://192.168.0.1:8443/admin'],
    ['link-local (cloud metadata)', 'http://169.254.169.254/latest/meta-data/'],
    ['CGNAT', 'http://100.64.0.1/'],
    ['unspecified', 'http://0.0.0.0/'],
    ['unique-local IPv6', 'http://[fd00::1]/'],
    ['link-local IPv6', 'http://[fe80::1]/'],
    ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
  ])('%s (%s) is suspicious as a local address', (_name, url) => {
    expect(verdict(url)).toMatchObject({ redirect_status: 'suspicious', message: RULE_MESSAGES.localAddress });
  });

  it.each([
    ['public dotted', 'http://8.8.8.8/'],
    ['public decimal', 'http://134744072/'],
    ['public hex', 'http://0x08080808/'],
    ['public IPv6', 'http://[2001:4860:4860::8888]/'],
    ['just outside 172.16/12', 'http://172.32.0.1/'],
    ['just outside CGNAT', 'http://100.128.0.1/'],
  ])('%s (%s) is suspicious as a bare IP address', (_name, url) => {
    expect(verdict(url)).toMatchObject({ redirect_status: 'suspicious', message: RULE_MESSAGES.ipLiteral });
  });

  it('a name made of digits and letters is not an IP literal', () => {
    expect(status('http://1password.com/')).toBe('safe');
    expect(status('http://127-0-0-1.example.com/')).toBe('safe');
  });
});

describe('checkUrl: internal names', () => {
  it.each(['http://localhost/', 'http://LOCALHOST:3000/', 'http://localhost./', 'http://app.localhost/', 'http://printer.local/', 'http://db.internal/', 'http://wiki.intranet/', 'http://mail.corp/', 'http://nas.lan/', 'http://router.home.arpa/', 'http://intranet/', 'http://metadata/'])(
    '%s is suspicious',
    (url) => {
      expect(verdict(url)).toMatchObject({ redirect_status: 'suspicious', message: RULE_MESSAGES.internalName });
    },
  );

  it.each(['http://localhost.example.com/', 'http://local.example/', 'http://internal.example.org/', 'http://corp.example.com/', 'http://lan.example/', 'http://home.arpa.example/', 'http://example.com./'])(
    '%s is not internal',
    (url) => {
      expect(status(url)).toBe('safe');
    },
  );
});

describe('checkUrl: mixed-script (homograph) hosts', () => {
  it.each([
    ['Cyrillic а in apple', 'http://аpple.com/'],
    ['the same, in punycode', 'http://xn--pple-43d.com/'],
    ['Greek ο in google', 'https://gοogle.com/'],
    ['Cyrillic in a subdomain label', 'https://pаypal.login.example.com/'],
  ])('%s is suspicious', (_name, url) => {
    expect(verdict(url)).toMatchObject({ redirect_status: 'suspicious', message: RULE_MESSAGES.mixedScripts });
  });

  it.each([
    ['all Cyrillic', 'http://пример.рф/'],
    ['all Greek', 'http://παράδειγμα.δοκιμή/'],
    ['Latin with accents', 'https://bücher.example/'],
    ['Japanese: Han, kana and Latin', 'http://日本語とカタカナabc.jp/'],
    ['Korean with Latin', 'http://한국abc.kr/'],
    ['each label one script', 'http://пример.example.com/'],
    ['digits and hyphens with Cyrillic', 'http://пример-123.рф/'],
  ])('%s is not mixed', (_name, url) => {
    expect(status(url)).toBe('safe');
  });

  it('a label mixes when two scripts outside the allowed combinations meet', () => {
    expect(labelMixesScripts('paypal')).toBe(false);
    expect(labelMixesScripts('pаypal')).toBe(true);
    expect(labelMixesScripts('漢字abc')).toBe(false);
    expect(labelMixesScripts('漢字пример')).toBe(true);
    expect(labelMixesScripts('한국カタ')).toBe(true);
  });
});

const entry = (kind: 'host' | 'pattern', value: string, status: LinkSafetyEntry['status'], message = `${status} ${value}`): LinkSafetyEntry => ({ kind, value, status, message });

describe('checkUrl: the store entries', () => {
  it('a host entry matches that host exactly, not its subdomains or look-alikes', () => {
    const entries = [entry('host', 'bad.example', 'blocked', 'Known for malware.')];
    expect(verdict('https://bad.example/x', entries)).toMatchObject({ redirect_status: 'blocked', message: 'Known for malware.' });
    expect(status('https://BAD.example./', entries)).toBe('blocked');
    expect(status('https://www.bad.example/', entries)).toBe('safe');
    expect(status('https://notbad.example/', entries)).toBe('safe');
    expect(status('https://bad.example.com/', entries)).toBe('safe');
  });

  it('a *. host entry matches the host and every subdomain, not a name that merely ends the same', () => {
    const entries = [entry('host', '*.bad.example', 'porn')];
    expect(status('https://bad.example/', entries)).toBe('porn');
    expect(status('https://a.b.bad.example/', entries)).toBe('porn');
    expect(status('https://notbad.example/', entries)).toBe('safe');
  });

  it('a pattern is a case-insensitive glob over host/path?query; * is the only wildcard', () => {
    const entries = [entry('pattern', '*/free-money*', 'suspicious')];
    expect(status('https://shop.example/FREE-MONEY/now', entries)).toBe('suspicious');
    expect(status('https://shop.example/free-mone', entries)).toBe('safe');
    expect(status('https://free-money.example/', entries)).toBe('safe');
    const query = [entry('pattern', 'example.com/go?to=*', 'blocked')];
    expect(status('https://example.com/go?to=x', query)).toBe('blocked');
    expect(status('https://example.com/goa?to=x', query)).toBe('safe');
    expect(status('https://example.com/go?tox', query)).toBe('safe');
  });

  it('a pattern sees through percent-escapes in the path and query', () => {
    const entries = [entry('pattern', '*/free-gift*', 'suspicious')];
    expect(status('https://x.example/free%2Dgift', entries)).toBe('suspicious');
    expect(status('https://x.example/%66ree-gift', entries)).toBe('suspicious');
    expect(status('https://x.example/?next=%2Ffree-gift', entries)).toBe('suspicious');
    expect(status('https://x.example/free%2Dgif', entries)).toBe('safe');
    // A broken escape is matched as written.
    expect(status('https://x.example/free-gift%E0%A4%A', entries)).toBe('suspicious');
    expect(status('https://x.example/%E0%A4%A', entries)).toBe('safe');
  });

  it('a pattern does not see the scheme, port or fragment', () => {
    expect(status('https://example.com:8080/a#secret', [entry('pattern', 'example.com/a', 'blocked')])).toBe('blocked');
    expect(status('https://example.com/a#secret', [entry('pattern', '*secret*', 'blocked')])).toBe('safe');
    expect(status('https://example.com/a', [entry('pattern', 'https*', 'blocked')])).toBe('safe');
  });

  it('of several matches the most severe wins: blocked > porn > suspicious', () => {
    const url = 'https://x.bad.example/casino';
    const suspicious = entry('pattern', '*casino*', 'suspicious');
    const porn = entry('host', '*.bad.example', 'porn');
    const blocked = entry('host', 'x.bad.example', 'blocked');
    expect(status(url, [suspicious])).toBe('suspicious');
    expect(status(url, [suspicious, porn])).toBe('porn');
    expect(status(url, [porn, suspicious])).toBe('porn');
    expect(verdict(url, [suspicious, blocked, porn])).toMatchObject({ redirect_status: 'blocked', message: blocked.message });
  });

  it('an entry more severe than a rule wins over it; one as severe does not take its message', () => {
    expect(verdict('http://u:p@bad.example/', [entry('host', 'bad.example', 'blocked', 'Blocked.')])).toMatchObject({ redirect_status: 'blocked', message: 'Blocked.' });
    expect(verdict('http://u:p@bad.example/', [entry('host', 'bad.example', 'suspicious', 'Other.')])).toMatchObject({ redirect_status: 'suspicious', message: RULE_MESSAGES.credentials });
  });

  it('every status reaches the answer with its own message', () => {
    for (const s of ['blocked', 'porn', 'suspicious'] as const) {
      expect(verdict('https://x.example/', [entry('host', 'x.example', s, `m-${s}`)])).toEqual({ redirect_status: s, message: `m-${s}`, url: 'https://x.example/' });
    }
  });
});

describe('globMatches and hostEntryMatches', () => {
  it.each([
    ['abc', 'abc', true],
    ['abc', 'abcd', false],
    ['a*', 'a', true],
    ['*c', 'abc', true],
    ['a*b*c', 'axxbyyc', true],
    ['a*b*c', 'axxcyyb', false],
    ['a*a', 'a', false],
    ['*', '', true],
    ['**', 'x', true],
    ['a?b', 'a?b', true],
    ['a?b', 'axb', false],
    ['a.b', 'axb', false],
    ['*ab*ab*', 'aabab', true],
    ['*aab*', 'aaab', true],
  ] as const)('%j against %j → %s', (glob, text, expected) => {
    expect(globMatches(glob, text)).toBe(expected);
  });

  it('takes linear time on inputs that make backtracking matchers explode', () => {
    const text = 'a'.repeat(200_000);
    const started = performance.now();
    expect(globMatches(`${'*a'.repeat(500)}*b`, text)).toBe(false);
    expect(globMatches(`*${'a'.repeat(1000)}b*`, text)).toBe(false);
    expect(globMatches(`*${'a'.repeat(1000)}*${'a'.repeat(1000)}*c`, `${text}c`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('host entries: exact or *. suffix', () => {
    expect(hostEntryMatches('*.example.com', 'example.com')).toBe(true);
    expect(hostEntryMatches('*.example.com', 'a.example.com')).toBe(true);
    expect(hostEntryMatches('*.example.com', 'aexample.com')).toBe(false);
    expect(hostEntryMatches('example.com', 'a.example.com')).toBe(false);
  });
});
