import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addUnauthSave, clearUnauthSaves, readUnauthSaves, UNAUTH_SAVES_KEY, UNAUTH_SAVES_MAX, useUnauthSave, type UnauthSave } from './unauthSaves';

const save = (n: number, savedAt = 1000 + n): UnauthSave => ({ pinId: `UGluOj${n}`, entityId: String(n), savedAt });
const stored = () => window.localStorage.getItem(UNAUTH_SAVES_KEY);

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  window.localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('unauthSaves storage', () => {
  it('keeps logged-out saves under cb_unauth_saved_pins, at most 2', () => {
    expect(UNAUTH_SAVES_KEY).toBe('cb_unauth_saved_pins');
    expect(UNAUTH_SAVES_MAX).toBe(2);
    expect(readUnauthSaves()).toEqual([]);
    expect(stored()).toBeNull();
  });

  it('allows a save while fewer than 2 are saved (0 and 1 saved)', () => {
    expect(addUnauthSave(save(1))).toBe(true);
    expect(readUnauthSaves()).toEqual([save(1)]);
    expect(addUnauthSave(save(2))).toBe(true);
    expect(readUnauthSaves()).toEqual([save(1), save(2)]);
    expect(JSON.parse(stored() ?? 'null')).toEqual([save(1), save(2)]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses a third pin when 2 are saved and stores nothing', () => {
    addUnauthSave(save(1));
    addUnauthSave(save(2));
    const before = stored();
    expect(addUnauthSave(save(3))).toBe(false);
    expect(stored()).toBe(before);
    expect(readUnauthSaves().map((s) => s.pinId)).toEqual([save(1).pinId, save(2).pinId]);
  });

  it('saving the same pin again replaces its entry, also when 2 are saved', () => {
    addUnauthSave(save(1));
    addUnauthSave(save(2));
    expect(addUnauthSave(save(1, 5000))).toBe(true);
    expect(readUnauthSaves()).toEqual([save(2), save(1, 5000)]);
    // With one saved, the same pin again is still one entry.
    clearUnauthSaves();
    addUnauthSave(save(7));
    expect(addUnauthSave(save(7, 9))).toBe(true);
    expect(readUnauthSaves()).toEqual([save(7, 9)]);
  });

  it('reads corrupt JSON as no saves, warns once and lets a new save replace it', () => {
    window.localStorage.setItem(UNAUTH_SAVES_KEY, '{not json');
    expect(readUnauthSaves()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockClear();
    expect(addUnauthSave(save(1))).toBe(true);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readUnauthSaves()).toEqual([save(1)]);
  });

  it('reads data that is not a list as no saves, and skips malformed entries', () => {
    window.localStorage.setItem(UNAUTH_SAVES_KEY, JSON.stringify({ pinId: 'x' }));
    expect(readUnauthSaves()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(UNAUTH_SAVES_KEY, JSON.stringify([{ pinId: 5 }, null, save(1), { pinId: 'a', entityId: '1' }]));
    expect(readUnauthSaves()).toEqual([save(1)]);
  });

  it('never reads more than 2 even if storage holds more', () => {
    window.localStorage.setItem(UNAUTH_SAVES_KEY, JSON.stringify([save(1), save(2), save(3)]));
    expect(readUnauthSaves()).toEqual([save(1), save(2)]);
    expect(addUnauthSave(save(4))).toBe(false);
  });

  it('a storage that throws reads as empty, refuses the save, warns once per call and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readUnauthSaves()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(addUnauthSave(save(1))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(() => clearUnauthSaves()).not.toThrow();
    expect(() => clearUnauthSaves([save(1).pinId])).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('a full storage (setItem throws) refuses the save and keeps the old list', () => {
    addUnauthSave(save(1));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(addUnauthSave(save(2))).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(readUnauthSaves()).toEqual([save(1)]);
  });

  it('clearUnauthSaves removes the list, or keeps only the given pins', () => {
    addUnauthSave(save(1));
    addUnauthSave(save(2));
    clearUnauthSaves([save(2).pinId, 'UGluOjk5']);
    expect(readUnauthSaves()).toEqual([save(2)]);
    clearUnauthSaves([]);
    expect(stored()).toBeNull();
    expect(readUnauthSaves()).toEqual([]);
  });
});

describe('useUnauthSave', () => {
  function setup() {
    const environment = createMockEnvironment();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <RelayEnvironmentProvider environment={environment as unknown as Environment}>{children}</RelayEnvironmentProvider>
    );
    const { result } = renderHook(() => useUnauthSave(), { wrapper });
    const mutations = () => environment.mock.getAllOperations().filter((o) => o.request.node.params.name === 'unauthSavesRememberMutation');
    return { environment, unauthSave: result.current, mutations };
  }

  it('records the pin with the time and asks the session to hold it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z'), toFake: ['Date'] });
    const { unauthSave, mutations } = setup();
    expect(unauthSave({ id: 'UGluOjE=', entityId: '1' })).toBe(true);
    expect(readUnauthSaves()).toEqual([{ pinId: 'UGluOjE=', entityId: '1', savedAt: Date.parse('2026-11-22T03:00:00Z') }]);
    expect(mutations()).toHaveLength(1);
    expect(mutations()[0]?.request.variables).toEqual({ pinId: 'UGluOjE=' });
    vi.useRealTimers();
  });

  it('ignores a failing session request: the local save stays', async () => {
    const { environment, unauthSave, mutations } = setup();
    unauthSave({ id: 'UGluOjE=', entityId: '1' });
    const operation = mutations()[0];
    if (!operation) throw new Error('no mutation');
    await act(async () => environment.mock.reject(operation, new Error('offline')));
    expect(readUnauthSaves().map((s) => s.pinId)).toEqual(['UGluOjE=']);
  });

  it('a third pin is refused: nothing stored, no session request; the same pin again is allowed', () => {
    const { unauthSave, mutations } = setup();
    expect(unauthSave({ id: 'UGluOjE=', entityId: '1' })).toBe(true);
    expect(unauthSave({ id: 'UGluOjI=', entityId: '2' })).toBe(true);
    expect(mutations()).toHaveLength(2);
    expect(unauthSave({ id: 'UGluOjM=', entityId: '3' })).toBe(false);
    expect(mutations()).toHaveLength(2);
    expect(readUnauthSaves().map((s) => s.pinId)).toEqual(['UGluOjE=', 'UGluOjI=']);
    expect(unauthSave({ id: 'UGluOjE=', entityId: '1' })).toBe(true);
    expect(mutations()).toHaveLength(3);
    expect(readUnauthSaves().map((s) => s.pinId)).toEqual(['UGluOjI=', 'UGluOjE=']);
  });
});
