import { describe, expect, it } from 'vitest';
import {
  arrowsDisabled,
  aspectRatio,
  CAROUSEL_INDICATOR_MS,
  CAROUSEL_TRANSITION,
  autoplays,
  canAutoHandleVideo,
  chooseVideoSources,
  collectionChips,
  durationBadge,
  gifSource,
  gridImageSize,
  imageState,
  INITIAL_PLAYBACK,
  isOrganicVideo,
  mediaLayout,
  placeholderColor,
  playbackReducer,
  preferredImageSize,
  shouldUseImageCrop,
  STORY_PIN_PAGE_DURATION_MS,
  storyPinDurationMs,
  showsAnimatedGif,
  showsPoster,
  slideTransform,
  SQUARE_PIN_IMAGE_SIZE,
  stepIndex,
  swipeIndex,
  SWIPE_THRESHOLD_PX,
  type PlaybackEvent,
  type PlaybackState,
} from './rules';

describe('image size (spec §9: 736x, with 474x or 236x if asked)', () => {
  it('prefers 736x unless 474x or 236x is asked', () => {
    expect(preferredImageSize()).toBe('W736');
    expect(preferredImageSize(null)).toBe('W736');
    expect(preferredImageSize('W474')).toBe('W474');
    expect(preferredImageSize('W236')).toBe('W236');
    expect(preferredImageSize('W736')).toBe('W736');
  });

  it('asks for 236x at 236 px grid columns and larger sizes beyond', () => {
    expect(gridImageSize()).toBe('W236');
    expect(gridImageSize(236)).toBe('W236');
    expect(gridImageSize(237)).toBe('W474');
    expect(gridImageSize(474)).toBe('W474');
    expect(gridImageSize(475)).toBe('W736');
  });
});

describe('aspect ratio (spec §9: default image size fallback 1x1)', () => {
  it('uses height / width when both are positive', () => {
    expect(aspectRatio(236, 354)).toBe(1.5);
    expect(aspectRatio(1, 1)).toBe(1);
  });
  it('falls back to a square without usable dimensions', () => {
    expect(aspectRatio(null, 354)).toBe(1);
    expect(aspectRatio(236, undefined)).toBe(1);
    expect(aspectRatio(0, 354)).toBe(1);
    expect(aspectRatio(236, -1)).toBe(1);
  });
  it('exports the square pin image size 136', () => {
    expect(SQUARE_PIN_IMAGE_SIZE).toBe(136);
  });
});

describe('image crop (spec §5: only if minY and maxY are numbers and the pin is not square)', () => {
  it('uses a crop with numeric bounds on a non-square pin', () => {
    expect(shouldUseImageCrop({ minY: 0.1, maxY: 0.9 }, 236, 354)).toBe(true);
    expect(shouldUseImageCrop({ minY: 0, maxY: 1 }, 236, 237)).toBe(true);
  });
  it('ignores a crop on a square pin', () => {
    expect(shouldUseImageCrop({ minY: 0.1, maxY: 0.9 }, 236, 236)).toBe(false);
    // No dimensions: the 1x1 fallback is square too.
    expect(shouldUseImageCrop({ minY: 0.1, maxY: 0.9 }, null, null)).toBe(false);
  });
  it('ignores a crop whose bounds are not both numbers', () => {
    expect(shouldUseImageCrop(null, 236, 354)).toBe(false);
    expect(shouldUseImageCrop({ minY: null, maxY: 0.9 }, 236, 354)).toBe(false);
    expect(shouldUseImageCrop({ minY: 0.1 }, 236, 354)).toBe(false);
    expect(shouldUseImageCrop({ minY: Number.NaN, maxY: 0.9 }, 236, 354)).toBe(false);
    expect(shouldUseImageCrop({ minY: 0.9, maxY: 0.1 }, 236, 354)).toBe(false);
  });
  it('shows only the band minY..maxY: a shorter box, a taller image moved up', () => {
    const layout = mediaLayout(200, 400, { minY: 0.25, maxY: 0.75 });
    expect(layout.cropped).toBe(true);
    expect(layout.ratio).toBe(1); // 2 × 0.5
    expect(layout.imageHeightPercent).toBe(200);
    expect(layout.imageTopPercent).toBe(-50);
    expect(mediaLayout(200, 200, { minY: 0.25, maxY: 0.75 })).toEqual({ ratio: 1, imageHeightPercent: 100, imageTopPercent: 0, cropped: false });
  });
});

describe('placeholder and load state', () => {
  it('accepts only a plain hex dominant colour', () => {
    expect(placeholderColor('#a1b2c3')).toBe('#a1b2c3');
    expect(placeholderColor('#abc')).toBe('#abc');
    expect(placeholderColor('red; background: url(x)')).toBeNull();
    expect(placeholderColor(null)).toBeNull();
  });
  it('maps loaded undefined / true / false to loading / loaded / error', () => {
    expect(imageState(undefined)).toBe('loading');
    expect(imageState(true)).toBe('loaded');
    expect(imageState(false)).toBe('error');
  });
});

describe('carousel', () => {
  it('shifts 100 % per index with a 0.25 s transition and a 4000 ms indicator', () => {
    expect(slideTransform(0)).toBe('translateX(-0%)');
    expect(slideTransform(2)).toBe('translateX(-200%)');
    expect(CAROUSEL_TRANSITION).toContain('0.25s');
    expect(CAROUSEL_INDICATOR_MS).toBe(4000);
  });

  it('swipe left advances unless last; swipe right goes back unless first', () => {
    expect(swipeIndex(0, 3, -50)).toBe(1);
    expect(swipeIndex(2, 3, -50)).toBe(2);
    expect(swipeIndex(1, 3, 50)).toBe(0);
    expect(swipeIndex(0, 3, 50)).toBe(0);
  });

  it('needs a move of more than 10 px, mostly horizontal', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(10);
    expect(swipeIndex(0, 3, -10)).toBe(0);
    expect(swipeIndex(0, 3, -11)).toBe(1);
    expect(swipeIndex(1, 3, 10)).toBe(1);
    expect(swipeIndex(1, 3, 11)).toBe(0);
    expect(swipeIndex(0, 3, -30, 40)).toBe(0);
  });

  it('steps by itemsPerPage (default 1), clamped', () => {
    expect(stepIndex(0, 'next', 5)).toBe(1);
    expect(stepIndex(4, 'next', 5)).toBe(4);
    expect(stepIndex(0, 'previous', 5)).toBe(0);
    expect(stepIndex(0, 'next', 5, 2)).toBe(2);
    expect(stepIndex(2, 'next', 5, 2)).toBe(3);
    expect(stepIndex(1, 'previous', 5, 2)).toBe(0);
  });

  it('disables previous at index 0 and next at the last slot', () => {
    expect(arrowsDisabled(0, 3)).toEqual({ previous: true, next: false });
    expect(arrowsDisabled(1, 3)).toEqual({ previous: false, next: false });
    expect(arrowsDisabled(2, 3)).toEqual({ previous: false, next: true });
    expect(arrowsDisabled(3, 5, 2)).toEqual({ previous: false, next: true });
    expect(arrowsDisabled(2, 5, 2)).toEqual({ previous: false, next: false });
  });
});

describe('video source', () => {
  const videos = [
    { name: 'V_720P', url: '/media/videos/720p/a.mp4' },
    { name: 'V_HLSV4', url: '/media/videos/hls/a/master.m3u8' },
  ];
  const mp4 = { kind: 'file', url: '/media/videos/720p/a.mp4' } as const;
  const nativeHls = { kind: 'file', url: '/media/videos/hls/a/master.m3u8' } as const;
  const hlsJs = { kind: 'hls.js', url: '/media/videos/hls/a/master.m3u8' } as const;
  const browser = (mp4: boolean, nativeHls: boolean, mediaSource: boolean) => ({ mp4, nativeHls, mediaSource });

  it('plays the MP4 file first where H.264 plays (Chromium, Firefox, Safari): no script to load', () => {
    expect(chooseVideoSources(videos, browser(true, true, true))).toEqual([mp4, nativeHls]);
    expect(chooseVideoSources(videos, browser(true, false, true))).toEqual([mp4, hlsJs]);
  });
  it('plays HLS natively, else through hls.js, where the MP4 does not play; the MP4 is tried last', () => {
    expect(chooseVideoSources(videos, browser(false, true, true))).toEqual([nativeHls, mp4]);
    expect(chooseVideoSources(videos, browser(false, false, true))).toEqual([hlsJs, mp4]);
    expect(chooseVideoSources(videos, browser(false, false, false))).toEqual([mp4]);
  });
  it('offers nothing without a playable source', () => {
    const hlsOnly = [{ name: 'V_HLSV4', url: '/media/videos/hls/a/master.m3u8' }];
    expect(chooseVideoSources(hlsOnly, browser(true, false, false))).toEqual([]);
    expect(chooseVideoSources([{ name: 'V_720P', url: null }], browser(true, true, true))).toEqual([]);
  });
});

describe('autoplay (platform: when a video can be auto-handled)', () => {
  const organic = { isPromoted: false, isDownstreamPromotion: false, hasVideo: true, hasStoryPinData: false, board: { isCollaborative: false, viewerCollaborates: false } };
  it('auto-handles an organic video pin, or a story pin', () => {
    expect(canAutoHandleVideo(organic)).toBe(true);
    expect(canAutoHandleVideo({ ...organic, hasVideo: false, hasStoryPinData: true })).toBe(true);
    expect(canAutoHandleVideo({ ...organic, hasVideo: false })).toBe(false);
  });
  it('never a promoted or downstream promoted pin', () => {
    expect(canAutoHandleVideo({ ...organic, isPromoted: true })).toBe(false);
    expect(canAutoHandleVideo({ ...organic, isDownstreamPromotion: true })).toBe(false);
  });
  it('on a collaborative board only for its collaborators', () => {
    expect(canAutoHandleVideo({ ...organic, board: { isCollaborative: true, viewerCollaborates: false } })).toBe(false);
    expect(canAutoHandleVideo({ ...organic, board: { isCollaborative: true, viewerCollaborates: true } })).toBe(true);
  });
  it('plays on its own only while on screen, and never for a viewer who prefers reduced motion', () => {
    expect(autoplays(true, true, false)).toBe(true);
    expect(autoplays(true, false, false)).toBe(false);
    expect(autoplays(true, true, true)).toBe(false);
    expect(autoplays(false, true, false)).toBe(false);
  });
});

describe('playback states (platform §4)', () => {
  const run = (events: PlaybackEvent[], from: PlaybackState = INITIAL_PLAYBACK) => events.reduce(playbackReducer, from);

  it('starts in default and walks load start → metadata → data → playing', () => {
    expect(INITIAL_PLAYBACK.status).toBe('default');
    expect(run([{ type: 'loadstart' }]).status).toBe('loadStart');
    expect(run([{ type: 'loadstart' }, { type: 'loadedmetadata' }]).status).toBe('loadedMetadata');
    expect(run([{ type: 'loadstart' }, { type: 'loadedmetadata' }, { type: 'loadeddata' }]).status).toBe('loadedData');
    expect(run([{ type: 'loadeddata' }, { type: 'playing' }])).toEqual({ status: 'playing', paused: false, currentTime: 0 });
  });

  it('records the paused flag and the current time when pausing', () => {
    expect(run([{ type: 'playing' }, { type: 'pause', currentTime: 12.5 }])).toEqual({ status: 'paused', paused: true, currentTime: 12.5 });
  });

  it('seeks, stalls and resumes to where it was', () => {
    expect(run([{ type: 'playing' }, { type: 'seeking' }]).status).toBe('seeking');
    expect(run([{ type: 'playing' }, { type: 'seeking' }, { type: 'seeked' }]).status).toBe('playing');
    expect(run([{ type: 'pause', currentTime: 3 }, { type: 'seeking' }, { type: 'seeked' }]).status).toBe('paused');
    expect(run([{ type: 'playing' }, { type: 'waiting' }]).status).toBe('stalling');
    expect(run([{ type: 'playing' }, { type: 'waiting' }, { type: 'playing' }]).status).toBe('playing');
  });

  it('ends, and stays ended through the pause that follows', () => {
    expect(run([{ type: 'playing' }, { type: 'ended' }]).status).toBe('ended');
    expect(run([{ type: 'playing' }, { type: 'ended' }, { type: 'pause', currentTime: 30 }])).toEqual({ status: 'ended', paused: true, currentTime: 30 });
  });

  it('fails, stays failed until reset', () => {
    const failed = run([{ type: 'loadstart' }, { type: 'error' }]);
    expect(failed.status).toBe('failed');
    expect(run([{ type: 'playing' }, { type: 'loadeddata' }], failed).status).toBe('failed');
    expect(run([{ type: 'reset' }], failed)).toEqual(INITIAL_PLAYBACK);
  });

  it('shows the poster until frames play, and again when failed', () => {
    expect(showsPoster('default')).toBe(true);
    expect(showsPoster('loadStart')).toBe(true);
    expect(showsPoster('loadedMetadata')).toBe(true);
    expect(showsPoster('failed')).toBe(true);
    expect(showsPoster('loadedData')).toBe(false);
    expect(showsPoster('playing')).toBe(false);
    expect(showsPoster('paused')).toBe(false);
  });

  it('formats the duration badge as m:ss, none without a duration', () => {
    expect(durationBadge(75_400)).toBe('1:15');
    expect(durationBadge(9_000)).toBe('0:09');
    expect(durationBadge(null)).toBeNull();
    expect(durationBadge(Number.NaN)).toBeNull();
  });

  it('times a story pin as its video plus 5 s a static page (platform §5)', () => {
    expect(STORY_PIN_PAGE_DURATION_MS).toBe(5000);
    expect(storyPinDurationMs(0, 1)).toBe(5000);
    expect(storyPinDurationMs(0, 3)).toBe(15_000);
    expect(storyPinDurationMs(12_000, 3)).toBe(27_000);
    expect(durationBadge(storyPinDurationMs(12_000, 3))).toBe('0:27');
    // Only video pages: the videos' length.
    expect(storyPinDurationMs(7_500, 0)).toBe(7_500);
    expect(storyPinDurationMs(60_000, 12)).toBe(120_000);
  });

  it('gives a story pin no duration when it has no length or a value is missing or negative', () => {
    expect(storyPinDurationMs(0, 0)).toBeNull();
    expect(storyPinDurationMs(null, 2)).toBeNull();
    expect(storyPinDurationMs(4_000, undefined)).toBeNull();
    expect(storyPinDurationMs(null, null)).toBeNull();
    expect(storyPinDurationMs(-1, 2)).toBeNull();
    expect(storyPinDurationMs(4_000, -1)).toBeNull();
    expect(storyPinDurationMs(Number.NaN, 2)).toBeNull();
    expect(storyPinDurationMs(Number.POSITIVE_INFINITY, 2)).toBeNull();
    expect(durationBadge(storyPinDurationMs(0, 0))).toBeNull();
  });

  it('treats promoted videos as not organic, downstream promotions as organic', () => {
    expect(isOrganicVideo({ isPromoted: false })).toBe(true);
    expect(isOrganicVideo({ isPromoted: true })).toBe(false);
    expect(isOrganicVideo({ isPromoted: true, isDownstreamPromotion: true })).toBe(true);
  });
});

describe('GIF', () => {
  it('is a gif embed with a source', () => {
    expect(gifSource({ type: 'gif', src: 'https://g.example/a.gif' })).toBe('https://g.example/a.gif');
    expect(gifSource({ type: 'video', src: 'https://g.example/a.gif' })).toBeNull();
    expect(gifSource({ type: 'gif', src: '' })).toBeNull();
    expect(gifSource(null)).toBeNull();
  });
  it('animates while active unless it failed', () => {
    expect(showsAnimatedGif(true, false)).toBe(true);
    expect(showsAnimatedGif(false, false)).toBe(false);
    expect(showsAnimatedGif(true, true)).toBe(false);
  });
});

describe('collection chips (spec §5: exactly the first 3 items, only when at least 3 exist)', () => {
  it('shows none for 2 items, 3 for 3, the first 3 of 4', () => {
    expect(collectionChips(['a', 'b'])).toEqual([]);
    expect(collectionChips(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(collectionChips(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(collectionChips(null)).toEqual([]);
  });
});
