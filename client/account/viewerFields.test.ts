import { describe, expect, it, vi } from 'vitest';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import { adoptPayloadViewer } from './viewerFields';

/** Just enough of a Relay store proxy: records with linked records and ids. */
function record(id: string, links: Record<string, RecordProxy | null> = {}): RecordProxy {
  const linked = { ...links };
  return {
    getDataID: () => id,
    getLinkedRecord: (name: string) => linked[name] ?? null,
    setLinkedRecord(value: RecordProxy, name: string) {
      linked[name] = value;
      return this;
    },
  } as unknown as RecordProxy;
}

function storeWith(current: RecordProxy | null, payloadViewer: RecordProxy) {
  const root = record('client:root', { viewer: current });
  const invalidateStore = vi.fn();
  const store = {
    getRoot: () => root,
    getRootField: (name: string) => (name === 'login' ? record('client:login', { viewer: payloadViewer }) : null),
    invalidateStore,
  } as unknown as RecordSourceSelectorProxy;
  return { store, root, invalidateStore };
}

const viewerOf = (user: string | null, id = `client:viewer:${user}`) => record(id, { user: user === null ? null : record(user) });

describe('adoptPayloadViewer', () => {
  it('points the root viewer at the payload and keeps the pages kept for Back when the same person is looking', () => {
    const next = viewerOf('VXNlcjox', 'client:payload');
    const { store, root, invalidateStore } = storeWith(viewerOf('VXNlcjox'), next);
    adoptPayloadViewer(store, 'login');
    expect(root.getLinkedRecord('viewer')).toBe(next);
    expect(invalidateStore).not.toHaveBeenCalled();
  });

  it('marks the whole store stale when someone else is looking (log-in, switch, log-out)', () => {
    for (const [before, after] of [
      [null, 'VXNlcjox'],
      ['VXNlcjox', 'VXNlcjoy'],
      ['VXNlcjox', null],
    ] as const) {
      const { store, invalidateStore } = storeWith(viewerOf(before), viewerOf(after, 'client:payload'));
      adoptPayloadViewer(store, 'login');
      expect(invalidateStore).toHaveBeenCalledTimes(1);
    }
  });
});
