/**
 * The link-safety store (issue 18): the link_safety table's entries, cached in this process, plus
 * LINK_SAFETY_FILE synced into the table. One store per V3Deps (memoised), so every route and page of a
 * server shares one cache.
 *
 * - The entries are re-read from the table at most every REFRESH_MS (10 s), lazily, when a check comes
 *   after that: a change another replica made shows within 10 s; one this process made (the employee
 *   routes call reload()) at once.
 * - LINK_SAFETY_FILE, a JSON list `[{kind, value, status, message}]`, is synced into the table (source
 *   'file') on the first load and whenever its modification time changed, checked on the same tick:
 *   its entries are upserted on (kind, value) — the file wins over an entry of another source with the
 *   same kind and value — and file entries no longer in it are deleted. A file that cannot be read or
 *   is not a valid list is logged and ignored (the table keeps what it had), never fatal.
 * - A failed table read keeps serving the entries read before (logged); with none read yet it fails.
 */
import { stat, readFile } from 'node:fs/promises';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { linkSafety } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { checkUrl, LINK_SAFETY_KINDS, LINK_SAFETY_STATUSES, type LinkSafetyEntry, type LinkSafetyKind, type LinkSafetyStatus, type LinkVerdict } from './check.ts';

/** How old the cached entries may get before a check re-reads them (and looks at the file's mtime). */
export const REFRESH_MS = 10_000;
export const MAX_ENTRY_VALUE = 2048;
export const MAX_ENTRY_MESSAGE = 500;

export interface StoreLog {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface LinkSafetyStore {
  /** The link's verdict under the rules and the current entries. */
  check(url: string): Promise<LinkVerdict>;
  /** Re-reads the table (and the file, if it changed) now. */
  reload(): Promise<void>;
}

export interface StoreOptions {
  /** Where a bad LINK_SAFETY_FILE or a failed read is reported; default console.warn. */
  log?: StoreLog;
  /** Milliseconds since the epoch; default Date.now (fake timers move it in tests). */
  clock?: () => number;
}

const consoleLog: StoreLog = { warn: (fields, message) => console.warn(`[link-safety] ${message}`, fields) };

/** A valid entry, or what is wrong with it (the field and a sentence for the person who wrote it). */
export type EntryCheck = { entry: LinkSafetyEntry } | { param: 'kind' | 'value' | 'status' | 'message'; message: string };

/**
 * A host entry as the check compares it: what the URL parser makes of the host (lower-case, punycode,
 * IPv4 in dotted form), with '*.' kept in front; null when it is not a host.
 */
export function normaliseHostValue(raw: string): string | null {
  const wildcard = raw.startsWith('*.');
  const host = wildcard ? raw.slice(2) : raw;
  if (host === '' || /[\s/?#@\\*%]/.test(host)) return null;
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return null;
  }
  if (url.port !== '' || url.pathname !== '/') return null;
  const normal = url.hostname.replace(/\.$/, '');
  return normal === '' ? null : `${wildcard ? '*.' : ''}${normal}`;
}

/** Validates one entry as given (a file line or an employee's request body), normalising its value. */
export function validateEntry(input: unknown): EntryCheck {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const { kind, value, status, message } = fields;
  if (typeof kind !== 'string' || !(LINK_SAFETY_KINDS as readonly string[]).includes(kind)) {
    return { param: 'kind', message: `kind must be one of ${LINK_SAFETY_KINDS.join(', ')}.` };
  }
  if (typeof status !== 'string' || !(LINK_SAFETY_STATUSES as readonly string[]).includes(status)) {
    return { param: 'status', message: `status must be one of ${LINK_SAFETY_STATUSES.join(', ')}.` };
  }
  if (typeof message !== 'string' || message.trim() === '' || [...message].length > MAX_ENTRY_MESSAGE) {
    return { param: 'message', message: `message must be 1 to ${MAX_ENTRY_MESSAGE} characters.` };
  }
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (trimmed === '' || trimmed.length > MAX_ENTRY_VALUE || /\s/.test(trimmed)) {
    return { param: 'value', message: `value must be 1 to ${MAX_ENTRY_VALUE} characters without spaces.` };
  }
  const normal = kind === 'host' ? normaliseHostValue(trimmed) : trimmed.toLowerCase();
  if (normal === null) {
    return { param: 'value', message: "value must be a host name such as example.com, or *.example.com for it and its subdomains." };
  }
  return { entry: { kind: kind as LinkSafetyKind, value: normal, status: status as LinkSafetyStatus, message: message.trim() } };
}

/** The file's entries, or why it cannot be used. */
export function parseLinkSafetyFile(text: string): { entries: LinkSafetyEntry[] } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problem: `not JSON: ${(error as Error).message}` };
  }
  if (!Array.isArray(json)) return { problem: 'not a JSON list of {kind, value, status, message}' };
  const byKey = new Map<string, LinkSafetyEntry>();
  for (const [index, item] of json.entries()) {
    const result = validateEntry(item);
    if (!('entry' in result)) return { problem: `entry ${index}: ${result.message}` };
    // A repeated (kind, value): the later line wins, as it would in the table.
    byKey.set(`${result.entry.kind}\n${result.entry.value}`, result.entry);
  }
  return { entries: [...byKey.values()] };
}

/** Makes the table's file entries exactly `entries`. */
async function syncFileEntries(db: Db, entries: readonly LinkSafetyEntry[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const entry of entries) {
      await tx
        .insert(linkSafety)
        .values({ ...entry, source: 'file', createdBy: null })
        .onConflictDoUpdate({
          target: [linkSafety.kind, linkSafety.value],
          set: { status: entry.status, message: entry.message, source: 'file', createdBy: null, updatedAt: sql`now()` },
        });
    }
    const kept = entries.map((entry) => `${entry.kind}\n${entry.value}`);
    const stale = eq(linkSafety.source, 'file');
    await tx
      .delete(linkSafety)
      .where(kept.length === 0 ? stale : and(stale, notInArray(sql`${linkSafety.kind} || E'\\n' || ${linkSafety.value}`, kept)));
  });
}

async function readEntries(db: Db): Promise<LinkSafetyEntry[]> {
  const rows = await db
    .select({ kind: linkSafety.kind, value: linkSafety.value, status: linkSafety.status, message: linkSafety.message })
    .from(linkSafety)
    .orderBy(asc(linkSafety.id));
  return rows as LinkSafetyEntry[];
}

export function createLinkSafetyStore(db: Db, file: string | undefined, options: StoreOptions = {}): LinkSafetyStore {
  const log = options.log ?? consoleLog;
  const clock = options.clock ?? Date.now;
  let entries: LinkSafetyEntry[] | null = null;
  let readAt = -Infinity;
  /** The file's mtime last looked at (synced, or found bad): a file that has not changed is not read again. */
  let fileSeen: number | null = null;
  let fileMissingLogged = false;
  let loading: Promise<void> | null = null;

  const syncFile = async (): Promise<void> => {
    if (!file) return;
    let mtime: number;
    try {
      mtime = (await stat(file)).mtimeMs;
    } catch (error) {
      if (!fileMissingLogged) log.warn({ file, err: error }, 'LINK_SAFETY_FILE cannot be read; its entries are left as they were');
      fileMissingLogged = true;
      fileSeen = null;
      return;
    }
    fileMissingLogged = false;
    if (mtime === fileSeen) return;
    fileSeen = mtime;
    let parsed: ReturnType<typeof parseLinkSafetyFile>;
    try {
      parsed = parseLinkSafetyFile(await readFile(file, 'utf8'));
    } catch (error) {
      parsed = { problem: (error as Error).message };
    }
    if ('problem' in parsed) {
      log.warn({ file, problem: parsed.problem }, 'LINK_SAFETY_FILE ignored: it is not a valid list of link-safety entries');
      return;
    }
    try {
      await syncFileEntries(db, parsed.entries);
    } catch (error) {
      fileSeen = null; // try again on the next tick
      log.warn({ file, err: error }, 'LINK_SAFETY_FILE could not be written to the link_safety table');
    }
  };

  const load = (): Promise<void> => {
    loading ??= (async () => {
      const started = clock();
      try {
        await syncFile();
        entries = await readEntries(db);
        readAt = started;
      } catch (error) {
        if (entries === null) throw error;
        readAt = started; // keep the old entries for another interval rather than hammering a failing database
        log.warn({ err: error }, 'link_safety could not be re-read; the entries read before stay in use');
      }
    })().finally(() => {
      loading = null;
    });
    return loading;
  };

  return {
    async check(url) {
      if (entries === null || clock() - readAt >= REFRESH_MS) await load();
      return checkUrl(url, entries ?? []);
    },
    async reload() {
      // A load already running may have read the table before this process's write: wait for it, then read again.
      if (loading) await loading.catch(() => undefined);
      await load();
    },
  };
}

const stores = new WeakMap<V3Deps, LinkSafetyStore>();

/** The store of these deps (one per server; `options` count only for the first call). */
export function linkSafetyStore(deps: V3Deps, options: StoreOptions = {}): LinkSafetyStore {
  let store = stores.get(deps);
  if (!store) {
    store = createLinkSafetyStore(deps.db, deps.linkSafetyFile, options);
    stores.set(deps, store);
  }
  return store;
}

/** The link's verdict with these deps' store: for the /offsite/ page and anyone else who needs it. */
export function checkLink(deps: V3Deps, url: string): Promise<LinkVerdict> {
  return linkSafetyStore(deps).check(url);
}
