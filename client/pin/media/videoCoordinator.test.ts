import { describe, expect, it, vi } from 'vitest';
import { createVideoCoordinator } from './videoCoordinator';

function setup() {
  const coordinator = createVideoCoordinator();
  const organicA = vi.fn();
  const organicB = vi.fn();
  const promoted = vi.fn();
  coordinator.register('a', { promoted: false, pause: organicA });
  coordinator.register('b', { promoted: false, pause: organicB });
  coordinator.register('p', { promoted: true, pause: promoted });
  return { coordinator, organicA, organicB, promoted };
}

describe('video coordinator (platform §4)', () => {
  it('pauses the other organic video when an organic one starts, never the promoted one', () => {
    const { coordinator, organicA, organicB, promoted } = setup();
    coordinator.started('a');
    expect(organicA).not.toHaveBeenCalled();
    expect(organicB).toHaveBeenCalledTimes(1);
    expect(promoted).not.toHaveBeenCalled();

    coordinator.started('b');
    expect(organicA).toHaveBeenCalledTimes(1);
    expect(promoted).not.toHaveBeenCalled();
  });

  it('lets a promoted video start without pausing anyone', () => {
    const { coordinator, organicA, organicB, promoted } = setup();
    coordinator.started('p');
    expect(organicA).not.toHaveBeenCalled();
    expect(organicB).not.toHaveBeenCalled();
    expect(promoted).not.toHaveBeenCalled();
  });

  it('promoted videos do not block one another', () => {
    const coordinator = createVideoCoordinator();
    const first = vi.fn();
    const second = vi.fn();
    coordinator.register('p1', { promoted: true, pause: first });
    coordinator.register('p2', { promoted: true, pause: second });
    coordinator.started('p1');
    coordinator.started('p2');
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
  });

  it('forgets an unregistered video', () => {
    const coordinator = createVideoCoordinator();
    const gone = vi.fn();
    const unregister = coordinator.register('a', { promoted: false, pause: gone });
    coordinator.register('b', { promoted: false, pause: vi.fn() });
    unregister();
    coordinator.started('b');
    expect(gone).not.toHaveBeenCalled();
  });
});
