import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockMediaQuery } from '../../testing/matchMedia';
import PinVideo from './PinVideo';
import { createVideoCoordinator, type VideoCoordinator } from './videoCoordinator';

const VIDEOS = [
  { name: 'V_720P', url: '/media/videos/720p/a.mp4' },
  { name: 'V_HLSV4', url: '/media/videos/hls/a/master.m3u8' },
];
const POSTER = { url: '/images/236x/p.jpg', width: 236, height: 420 };

/** IntersectionObserver that the test drives: how much of each observed element is on screen. */
const observed = new Map<Element, IntersectionObserverCallback>();
class TestIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0, 0.5, 1];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
  takeRecords() {
    return [];
  }
}

function scrollTo(element: Element, ratio: number) {
  const callback = observed.get(element);
  if (!callback) throw new Error('not observed');
  const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
  act(() => callback([entry], {} as IntersectionObserver));
}

const mockReducedMotion = (reduced: boolean) => mockMediaQuery('(prefers-reduced-motion: reduce)', reduced);

/** Which videos were asked to play or pause, by their label. */
let played: string[];
let paused: string[];

beforeEach(() => {
  played = [];
  paused = [];
  observed.clear();
  vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this.getAttribute('aria-label') ?? '');
    Object.defineProperty(this, 'paused', { configurable: true, value: false });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    paused.push(this.getAttribute('aria-label') ?? '');
    Object.defineProperty(this, 'paused', { configurable: true, value: true });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function gridVideo(name: string, coordinator: VideoCoordinator, props: { autoHandled?: boolean; promoted?: boolean; active?: boolean } = {}) {
  return (
    <PinVideo
      key={name}
      videos={VIDEOS}
      durationMs={5000}
      poster={POSTER}
      alt={name}
      placeholderColor="#ffffff"
      promoted={props.promoted ?? false}
      autoHandled={props.autoHandled ?? true}
      active={props.active ?? false}
      mode="grid"
      coordinator={coordinator}
    />
  );
}

const videoOf = (name: string) => screen.getByLabelText(name) as HTMLVideoElement;

describe('grid video autoplay', () => {
  it('plays muted and looped once half of it is on screen, and pauses when it leaves', () => {
    mockReducedMotion(false);
    render(gridVideo('tart', createVideoCoordinator()));
    const video = videoOf('tart');
    expect(video.getAttribute('src')).toBeNull();
    scrollTo(video, 0.3);
    expect(played).toEqual([]);

    scrollTo(video, 0.6);
    expect(played).toEqual(['tart']);
    expect(video.getAttribute('src')).toBe('/media/videos/720p/a.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.playsInline).toBe(true);
    expect(video.controls).toBe(false);

    fireEvent.playing(video);
    scrollTo(video, 0);
    expect(paused).toEqual(['tart']);
  });

  it('plays nothing on its own for a viewer who prefers reduced motion; hovering still plays', () => {
    mockReducedMotion(true);
    const coordinator = createVideoCoordinator();
    const { rerender } = render(gridVideo('tart', coordinator));
    scrollTo(videoOf('tart'), 1);
    expect(played).toEqual([]);
    rerender(gridVideo('tart', coordinator, { active: true }));
    expect(played).toEqual(['tart']);
  });

  it('does not autoplay a video that may not be auto-handled (a promoted one)', () => {
    mockReducedMotion(false);
    render(gridVideo('ad', createVideoCoordinator(), { autoHandled: false, promoted: true }));
    // Not even watched for visibility.
    expect(observed.has(videoOf('ad'))).toBe(false);
    expect(played).toEqual([]);
  });

  it('plays one organic video at a time: the first on screen, then the next when it leaves', () => {
    mockReducedMotion(false);
    const coordinator = createVideoCoordinator();
    render(
      <>
        {gridVideo('first', coordinator)}
        {gridVideo('second', coordinator)}
      </>,
    );
    scrollTo(videoOf('second'), 1);
    scrollTo(videoOf('first'), 1);
    // The second came on screen first and got the turn; the first waits.
    expect(played).toEqual(['second']);
    fireEvent.playing(videoOf('second'));

    scrollTo(videoOf('second'), 0);
    expect(paused.at(-1)).toBe('second');
    fireEvent.pause(videoOf('second'));
    expect(played).toEqual(['second', 'first']);
  });
});

describe('video source fallback', () => {
  it('moves to the next source when one fails, and shows the poster when none is left', () => {
    // A browser with native HLS that does not report H.264 MP4: HLS first, the MP4 after it.
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type: string) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    render(
      <PinVideo videos={VIDEOS} durationMs={5000} poster={POSTER} alt="tart" placeholderColor="#ffffff" promoted={false} mode="closeup" coordinator={createVideoCoordinator()} />,
    );
    expect(videoOf('tart').getAttribute('src')).toBe('/media/videos/hls/a/master.m3u8');
    expect(videoOf('tart').getAttribute('poster')).toBe(POSTER.url);
    fireEvent.error(videoOf('tart'));
    expect(videoOf('tart').getAttribute('src')).toBe('/media/videos/720p/a.mp4');
    fireEvent.error(videoOf('tart'));
    expect(screen.queryByTestId('pin-video')).toBeNull();
    expect(screen.getByTestId('pin-video-state').getAttribute('data-playback')).toBe('failed');
    expect(screen.getByRole('img', { name: 'tart' })).toBeTruthy();
  });
});
