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

  it('gives the autoplay turn to one organic video at a time, in feed order, and passes it on', () => {
    const coordinator = createVideoCoordinator();
    const log: string[] = [];
    for (const id of ['a', 'b', 'c']) {
      coordinator.register(id, { promoted: false, pause: () => log.push(`pause ${id}`), play: () => log.push(`play ${id}`) });
    }
    coordinator.wantsAutoplay('b', true);
    coordinator.wantsAutoplay('a', true);
    expect(log).toEqual(['play b']);
    coordinator.started('b');
    log.length = 0;

    // b leaves the screen: it is paused and the turn goes to a (c does not want it).
    coordinator.wantsAutoplay('b', false);
    expect(log).toEqual(['pause b', 'play a']);
    coordinator.started('a');
    log.length = 0;

    // Hovering c starts it: a pauses; when c stops, a, still on screen, plays again.
    coordinator.started('c');
    expect(log).toEqual(['pause a', 'pause b']);
    log.length = 0;
    coordinator.stopped('c');
    expect(log).toEqual(['play a']);
  });

  it('starts a promoted video that wants to play at once, whoever is playing', () => {
    const coordinator = createVideoCoordinator();
    const organic = vi.fn();
    const ad = vi.fn();
    coordinator.register('a', { promoted: false, pause: vi.fn(), play: organic });
    coordinator.register('p', { promoted: true, pause: vi.fn(), play: ad });
    coordinator.wantsAutoplay('a', true);
    coordinator.started('a');
    coordinator.wantsAutoplay('p', true);
    expect(organic).toHaveBeenCalledTimes(1);
    expect(ad).toHaveBeenCalledTimes(1);
  });

  it('passes the turn on when the playing video goes away', () => {
    const coordinator = createVideoCoordinator();
    const second = vi.fn();
    const unregister = coordinator.register('a', { promoted: false, pause: vi.fn(), play: vi.fn() });
    coordinator.register('b', { promoted: false, pause: vi.fn(), play: second });
    coordinator.wantsAutoplay('a', true);
    coordinator.wantsAutoplay('b', true);
    expect(second).not.toHaveBeenCalled();
    unregister();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
