/** The link-safety store (issue 18): its 10 s cache, reload after this process's writes, and LINK_SAFETY_FILE. */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Storage } from '../../db/client.ts';
import { linkSafety } from '../../db/schema.ts';
import { backends } from '../../testing/storage.ts';
import type { V3Deps } from '../deps.ts';
import { checkLink, createLinkSafetyStore, linkSafetyStore, normaliseHostValue, parseLinkSafetyFile, REFRESH_MS, validateEntry, type StoreLog } from './store.ts';

const T0 = Date.UTC(2026, 10, 27, 12, 0, 0);

describe('validateEntry and the file format', () => {
  it('normalises host values as the URL parser does, keeping *. in front', () => {
    expect(normaliseHostValue('Bad.Example')).toBe('bad.example');
    expect(normaliseHostValue('*.Bücher.example')).toBe('*.xn--bcher-kva.example');
    expect(normaliseHostValue('example.com.')).toBe('example.com');
    expect(normaliseHostValue('2130706433')).toBe('127.0.0.1');
    for (const bad of ['', '*.', 'example.com/path', 'example.com:8080', 'user@example.com', 'exa mple.com', 'a*.example.com', 'http://x']) {
      expect(normaliseHostValue(bad)).toBeNull();
    }
  });

  it('names the field that is wrong', () => {
    const good = { kind: 'host', value: 'x.example', status: 'blocked', message: 'No.' };
    expect(validateEntry(good)).toEqual({ entry: good });
    expect(validateEntry({ ...good, kind: 'regex' })).toMatchObject({ param: 'kind' });
    expect(validateEntry({ ...good, status: 'safe' })).toMatchObject({ param: 'status' });
    expect(validateEntry({ ...good, message: ' ' })).toMatchObject({ param: 'message' });
    expect(validateEntry({ ...good, message: 'x'.repeat(500) })).toHaveProperty('entry');
    expect(validateEntry({ ...good, message: 'x'.repeat(501) })).toMatchObject({ param: 'message' });
    expect(validateEntry({ ...good, value: 'x/y' })).toMatchObject({ param: 'value' });
    expect(validateEntry({ ...good, kind: 'pattern', value: 'X.example/*' })).toEqual({ entry: { ...good, kind: 'pattern', value: 'x.example/*' } });
    expect(validateEntry({ ...good, kind: 'pattern', value: 'x'.repeat(2048) })).toHaveProperty('entry');
    expect(validateEntry({ ...good, kind: 'pattern', value: 'x'.repeat(2049) })).toMatchObject({ param: 'value' });
    expect(validateEntry(null)).toMatchObject({ param: 'kind' });
  });

  it('a file is a JSON list of entries; anything else is a problem', () => {
    expect(parseLinkSafetyFile('[]')).toEqual({ entries: [] });
    expect(parseLinkSafetyFile('{"kind":"host"}')).toHaveProperty('problem');
    expect(parseLinkSafetyFile('[{"kind":"host"')).toHaveProperty('problem');
    expect(parseLinkSafetyFile('[{"kind":"host","value":"a.example","status":"nope","message":"m"}]')).toMatchObject({ problem: expect.stringContaining('entry 0') });
  });
});

describe.each(backends())('the link-safety store on $name', (backend) => {
  let storage: Storage;
  let dir: string;
  let file: string;
  const warnings: string[] = [];
  const log: StoreLog = { warn: (_fields, message) => void warnings.push(message) };

  beforeAll(async () => {
    storage = await backend.open();
    dir = mkdtempSync(path.join(tmpdir(), 'link-safety-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await storage?.close();
  });
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
    warnings.length = 0;
    await storage.db.delete(linkSafety);
    file = path.join(dir, `entries-${Math.random().toString(36).slice(2)}.json`);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const insert = (value: string, status: 'blocked' | 'porn' | 'suspicious', source: 'employee' | 'seed' | 'file' = 'employee') =>
    storage.db.insert(linkSafety).values({ kind: 'host', value, status, message: `${status} ${value}`, source });
  const writeFile = (entries: unknown, mtimeSeconds: number) => {
    writeFileSync(file, typeof entries === 'string' ? entries : JSON.stringify(entries));
    utimesSync(file, mtimeSeconds, mtimeSeconds);
  };
  const rows = () =>
    storage.db.select({ value: linkSafety.value, status: linkSafety.status, source: linkSafety.source, message: linkSafety.message }).from(linkSafety).orderBy(asc(linkSafety.value));

  it("another replica's change shows after 10 s, not before; reload() shows this process's own at once", async () => {
    await insert('old.example', 'blocked');
    const store = createLinkSafetyStore(storage.db, undefined, { log });
    expect((await store.check('https://old.example/')).redirect_status).toBe('blocked');
    await insert('new.example', 'porn');
    vi.advanceTimersByTime(REFRESH_MS - 1);
    expect((await store.check('https://new.example/')).redirect_status).toBe('safe');
    vi.advanceTimersByTime(1);
    expect((await store.check('https://new.example/')).redirect_status).toBe('porn');

    await storage.db.delete(linkSafety).where(eq(linkSafety.value, 'old.example'));
    expect((await store.check('https://old.example/')).redirect_status).toBe('blocked');
    await store.reload();
    expect((await store.check('https://old.example/')).redirect_status).toBe('safe');
  });

  it('syncs LINK_SAFETY_FILE at start as source file, and again only when its mtime changes', async () => {
    await insert('employee.example', 'suspicious');
    await insert('clash.example', 'suspicious', 'seed');
    writeFile(
      [
        { kind: 'host', value: 'File.Example', status: 'blocked', message: 'From the file.' },
        { kind: 'host', value: 'clash.example', status: 'porn', message: 'The file wins.' },
        { kind: 'pattern', value: '*/phish*', status: 'suspicious', message: 'Phishing.' },
      ],
      1000,
    );
    const store = createLinkSafetyStore(storage.db, file, { log });
    expect(await store.check('https://file.example/')).toMatchObject({ redirect_status: 'blocked', message: 'From the file.' });
    expect((await store.check('https://x.example/phishing')).redirect_status).toBe('suspicious');
    expect(await rows()).toEqual([
      { value: '*/phish*', status: 'suspicious', source: 'file', message: 'Phishing.' },
      { value: 'clash.example', status: 'porn', source: 'file', message: 'The file wins.' },
      { value: 'employee.example', status: 'suspicious', source: 'employee', message: 'suspicious employee.example' },
      { value: 'file.example', status: 'blocked', source: 'file', message: 'From the file.' },
    ]);

    // The same mtime: the file is not read again (an edit that kept its mtime is not seen).
    writeFile([{ kind: 'host', value: 'other.example', status: 'blocked', message: 'x' }], 1000);
    vi.advanceTimersByTime(REFRESH_MS);
    expect((await store.check('https://other.example/')).redirect_status).toBe('safe');

    // A new mtime: synced on the next tick; the entries no longer in the file go, others stay.
    writeFile([{ kind: 'host', value: 'other.example', status: 'blocked', message: 'x' }], 2000);
    vi.advanceTimersByTime(REFRESH_MS - 1);
    expect((await store.check('https://other.example/')).redirect_status).toBe('safe');
    vi.advanceTimersByTime(1);
    expect((await store.check('https://other.example/')).redirect_status).toBe('blocked');
    expect((await store.check('https://file.example/')).redirect_status).toBe('safe');
    expect(await rows()).toEqual([
      { value: 'employee.example', status: 'suspicious', source: 'employee', message: 'suspicious employee.example' },
      { value: 'other.example', status: 'blocked', source: 'file', message: 'x' },
    ]);
    expect(warnings).toEqual([]);
  });

  it('a bad file is logged once and ignored: the table keeps its entries and checks go on', async () => {
    await insert('kept.example', 'blocked', 'file');
    writeFile('[{"kind":"host","value":"a.example","status":"nope","message":"m"}]', 1000);
    const store = createLinkSafetyStore(storage.db, file, { log });
    expect((await store.check('https://kept.example/')).redirect_status).toBe('blocked');
    expect(warnings).toEqual(['LINK_SAFETY_FILE ignored: it is not a valid list of link-safety entries']);
    vi.advanceTimersByTime(REFRESH_MS);
    await store.check('https://kept.example/');
    expect(warnings).toHaveLength(1);

    writeFile('not json', 2000);
    vi.advanceTimersByTime(REFRESH_MS);
    expect((await store.check('https://kept.example/')).redirect_status).toBe('blocked');
    expect(warnings).toHaveLength(2);

    writeFile([], 3000);
    vi.advanceTimersByTime(REFRESH_MS);
    expect((await store.check('https://kept.example/')).redirect_status).toBe('safe');
    expect(warnings).toHaveLength(2);
  });

  it('a missing file is logged once, never fatal', async () => {
    await insert('db.example', 'porn');
    const store = createLinkSafetyStore(storage.db, path.join(dir, 'absent.json'), { log });
    expect((await store.check('https://db.example/')).redirect_status).toBe('porn');
    vi.advanceTimersByTime(REFRESH_MS);
    await store.check('https://db.example/');
    expect(warnings).toEqual(['LINK_SAFETY_FILE cannot be read; its entries are left as they were']);
  });

  it('checks arriving together share one read', async () => {
    await insert('together.example', 'blocked');
    const store = createLinkSafetyStore(storage.db, undefined, { log });
    const select = vi.spyOn(storage.db, 'select');
    const answers = await Promise.all([1, 2, 3, 4].map(() => store.check('https://together.example/')));
    expect(answers.map((a) => a.redirect_status)).toEqual(['blocked', 'blocked', 'blocked', 'blocked']);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
  });

  it('one store per deps: checkLink sees what that store was reloaded with', async () => {
    const deps = { db: storage.db } as V3Deps;
    const other = { db: storage.db } as V3Deps;
    expect(linkSafetyStore(deps)).toBe(linkSafetyStore(deps));
    expect(linkSafetyStore(deps)).not.toBe(linkSafetyStore(other));
    expect((await checkLink(deps, 'https://late.example/')).redirect_status).toBe('safe');
    await insert('late.example', 'suspicious');
    await linkSafetyStore(deps).reload();
    expect((await checkLink(deps, 'https://late.example/')).redirect_status).toBe('suspicious');
    expect((await checkLink(deps, 'javascript:alert(1)')).redirect_status).toBe('blocked');
  });
});
