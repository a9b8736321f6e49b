import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { unauthSavesRememberMutation } from './__generated__/unauthSavesRememberMutation.graphql';

/**
 * Logged-out saves (platform §3, §5, §8, §9; pin-card §4). The browser keeps at most
 * UNAUTH_SAVES_MAX pins in local storage; the session holds the last one too (rememberUnauthSave,
 * read back as Viewer.unauthSavePinId). After login MergeUnauthSaves saves them and clears the list.
 */

/** platform §9: unauthenticated saved pins max 2. */
export const UNAUTH_SAVES_MAX = 2;
export const UNAUTH_SAVES_KEY = 'cb_unauth_saved_pins';

export interface UnauthSave {
  /** The pin's global id. */
  readonly pinId: string;
  /** The pin's v3 id. */
  readonly entityId: string;
  /** When it was saved (ms since the epoch). */
  readonly savedAt: number;
}

/** platform §8: storage failures are logged and ignored. */
function warn(what: string, error: unknown): void {
  console.warn(`Logged-out saves: could not ${what} local storage`, error);
}

function isUnauthSave(value: unknown): value is UnauthSave {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.pinId === 'string' && entry.pinId !== '' && typeof entry.entityId === 'string' && typeof entry.savedAt === 'number';
}

type ReadResult = { readonly ok: true; readonly saves: UnauthSave[] } | { readonly ok: false; readonly error: unknown };

function load(): ReadResult {
  try {
    const text = window.localStorage.getItem(UNAUTH_SAVES_KEY);
    if (text === null) return { ok: true, saves: [] };
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return { ok: false, error: new TypeError(`${UNAUTH_SAVES_KEY} is not a list`) };
    const saves = parsed.filter(isUnauthSave).map(({ pinId, entityId, savedAt }) => ({ pinId, entityId, savedAt }));
    return { ok: true, saves: saves.slice(0, UNAUTH_SAVES_MAX) };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Writes the list (removes the key when empty); the error if storage refused, else null. */
function store(saves: readonly UnauthSave[]): unknown {
  try {
    if (saves.length === 0) window.localStorage.removeItem(UNAUTH_SAVES_KEY);
    else window.localStorage.setItem(UNAUTH_SAVES_KEY, JSON.stringify(saves));
    return null;
  } catch (error) {
    return error ?? new Error('storage refused');
  }
}

/** The stored logged-out saves, oldest first; corrupt data or unavailable storage reads as none. */
export function readUnauthSaves(): UnauthSave[] {
  const result = load();
  if (!result.ok) {
    warn('read', result.error);
    return [];
  }
  return result.saves;
}

/**
 * Records a logged-out save (platform §5): allowed while fewer than UNAUTH_SAVES_MAX pins are saved;
 * the same pin again replaces its entry (allowed even when full). False when refused (full, or
 * storage unavailable): nothing is stored then. Never throws.
 */
export function addUnauthSave(save: UnauthSave): boolean {
  // Corrupt data reads as none and is replaced; storage that cannot be used refuses the write.
  const result = load();
  const saves = result.ok ? result.saves : [];
  const others = saves.filter((s) => s.pinId !== save.pinId);
  if (others.length === saves.length && saves.length >= UNAUTH_SAVES_MAX) return false;
  const entry: UnauthSave = { pinId: save.pinId, entityId: save.entityId, savedAt: save.savedAt };
  const error = store([...others, entry]);
  // One warning per call (platform §8: logged and ignored).
  if (error !== null) warn('write', error);
  else if (!result.ok) warn('read', result.error);
  return error === null;
}

/** Clears the stored list, keeping the entries whose global pin id is in `keep`. Never throws. */
export function clearUnauthSaves(keep: readonly string[] = []): void {
  const result = keep.length === 0 ? ({ ok: true, saves: [] } as const) : load();
  const kept = result.ok ? result.saves.filter((s) => keep.includes(s.pinId)) : [];
  const error = store(kept);
  if (error !== null) warn('write', error);
  else if (!result.ok) warn('read', result.error);
}

const rememberMutation = graphql`
  mutation unauthSavesRememberMutation($pinId: ID) {
    rememberUnauthSave(pinId: $pinId)
  }
`;

/**
 * For a logged-out save tap: records the pin in local storage (if allowed, platform §5) and asks the
 * session to hold it too (errors ignored). It opens nothing: the caller's gate shows the log-in
 * upsell. Returns whether the pin was recorded.
 */
export function useUnauthSave(): (pin: { readonly id: string; readonly entityId: string }) => boolean {
  const environment = useRelayEnvironment();
  return useCallback(
    (pin) => {
      const added = addUnauthSave({ pinId: pin.id, entityId: pin.entityId, savedAt: Date.now() });
      if (!added) return false;
      try {
        commitMutation<unauthSavesRememberMutation>(environment, {
          mutation: rememberMutation,
          variables: { pinId: pin.id },
          onError: () => {
            // The local list still has it; the session copy is a convenience.
          },
        });
      } catch {
        // Same: never let the session copy break the tap.
      }
      return true;
    },
    [environment],
  );
}
