import { useReducedMotion } from 'gestalt';
import { useEffect, useId, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import AspectImage from './AspectImage';
import DurationBadge from './DurationBadge';
import {
  autoplays,
  chooseVideoSources,
  durationBadge,
  INITIAL_PLAYBACK,
  playbackReducer,
  showsPoster,
  type ImageCropInput,
  type PlaybackEvent,
  type PlaybackSupport,
  type VideoSource,
  type VideoVariantInput,
} from './rules';
import { videoCoordinator, type VideoCoordinator } from './videoCoordinator';
import { videoPlaying } from '../../event/impressions/videoPlays';

interface Props {
  readonly videos: readonly VideoVariantInput[];
  readonly durationMs: number | null | undefined;
  /** The pin image: the poster, shown until frames play and again if the video fails. */
  readonly poster: { readonly url: string; readonly width: number; readonly height: number } | null | undefined;
  readonly alt: string;
  readonly placeholderColor: string | null | undefined;
  readonly crop?: ImageCropInput | null;
  /** Promoted videos are neither paused by nor pause other videos. */
  readonly promoted: boolean;
  /**
   * The pin's video may be auto-handled (rules.canAutoHandleVideo): in the grid it then plays on its
   * own while at least half of it is on screen, muted and looped, one organic video at a time, unless
   * the viewer prefers reduced motion.
   */
  readonly autoHandled?: boolean;
  /**
   * grid: muted, looped, no controls; plays on its own when auto-handled (above), and while the card
   * is hovered or focused (`active`). Nothing is downloaded before it first plays.
   * closeup: native controls, the poster, loads its metadata at once, plays when the viewer asks.
   */
  readonly mode: 'grid' | 'closeup';
  readonly active?: boolean;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly coordinator?: VideoCoordinator;
  readonly children?: ReactNode;
}

/** Whether at least half of the element is on screen (false while not `enabled`). */
function useHalfOnScreen(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) setVisible(entry.isIntersecting && entry.intersectionRatio >= 0.5);
      },
      { threshold: [0, 0.5, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return enabled && visible;
}

/** What this browser can play. */
export function playbackSupport(): PlaybackSupport {
  if (typeof document === 'undefined') return { mp4: false, nativeHls: false, mediaSource: false };
  const probe = document.createElement('video');
  const can = (type: string) => typeof probe.canPlayType === 'function' && probe.canPlayType(type) !== '';
  return {
    mp4: can('video/mp4; codecs="avc1.4D401F"'),
    nativeHls: can('application/vnd.apple.mpegurl'),
    mediaSource: typeof window !== 'undefined' && 'MediaSource' in window,
  };
}

/** Points `video` at `source`; hls.js is loaded only when a stream needs it. Returns the detach function. */
async function attach(video: HTMLVideoElement, source: VideoSource, fail: () => void): Promise<() => void> {
  if (source.kind === 'file') {
    video.src = source.url;
    return () => video.removeAttribute('src');
  }
  // The light build (no subtitles, alternate audio or DRM, none of which the demo streams use): ~375 kB
  // instead of ~600 kB, in its own chunk, loaded only here.
  const { default: Hls } = await import('hls.js/light');
  if (!Hls.isSupported()) {
    fail();
    return () => {};
  }
  const hls = new Hls({ enableWorker: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    hls.destroy();
    fail();
  });
  hls.loadSource(source.url);
  hls.attachMedia(video);
  return () => hls.destroy();
}

/** A video pin (platform §4): poster = pin image, duration badge (m:ss), the §4 playback states. */
export default function PinVideo({
  videos,
  durationMs,
  poster,
  alt,
  placeholderColor,
  crop,
  promoted,
  autoHandled = false,
  mode,
  active = false,
  loading = 'lazy',
  fetchPriority,
  coordinator = videoCoordinator,
  children,
}: Props) {
  const id = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playback, dispatch] = useReducer(playbackReducer, INITIAL_PLAYBACK);
  // The sources to try in order; a source that fails gives way to the next.
  const [sources] = useState(() => chooseVideoSources(videos, playbackSupport()));
  const [sourceIndex, setSourceIndex] = useState(0);
  const source = sources[sourceIndex] ?? null;
  const failed = playback.status === 'failed' || source === null;
  // The coordinator gave this (auto-handled) video its turn to play.
  const [turn, setTurn] = useState(false);
  const reducedMotion = useReducedMotion();
  const grid = mode === 'grid';
  const onScreen = useHalfOnScreen(videoRef, grid && autoHandled && !failed);
  const wantsAutoplay = grid && !failed && autoplays(autoHandled, onScreen, reducedMotion);
  const shouldPlay = grid && !failed && (active || (turn && wantsAutoplay));
  // The grid attaches the stream the first time it plays; the closeup at once.
  const [attached, setAttached] = useState(mode === 'closeup');
  if (shouldPlay && !attached) setAttached(true);

  const fail = () => {
    if (sourceIndex + 1 < sources.length) {
      setSourceIndex(sourceIndex + 1);
      dispatch({ type: 'reset' });
    } else {
      dispatch({ type: 'error' });
    }
  };
  const failRef = useRef(fail);
  useEffect(() => {
    failRef.current = fail;
  });

  useEffect(
    () =>
      coordinator.register(id, {
        promoted,
        pause: () => {
          setTurn(false);
          videoRef.current?.pause();
        },
        play: () => setTurn(true),
      }),
    [coordinator, id, promoted],
  );

  useEffect(() => {
    coordinator.wantsAutoplay(id, wantsAutoplay);
  }, [coordinator, id, wantsAutoplay]);

  useEffect(() => {
    const video = videoRef.current;
    if (!attached || !video || !source) return undefined;
    let detach: (() => void) | null = null;
    let cancelled = false;
    attach(video, source, () => failRef.current()).then(
      (done) => {
        if (cancelled) done();
        else detach = done;
      },
      () => failRef.current(),
    );
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [attached, source]);

  // Grid: play while hovered or given the autoplay turn; pause otherwise.
  useEffect(() => {
    const video = videoRef.current;
    if (!grid || !video || !attached || failed) return;
    if (shouldPlay) {
      const started = video.play() as Promise<void> | undefined;
      // A failed or interrupted play() rejects; the error event already moved the state machine.
      started?.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [grid, shouldPlay, attached, failed, source]);

  const on = (event: PlaybackEvent) => () => dispatch(event);
  const stopped = (event: PlaybackEvent) => () => {
    dispatch(event);
    coordinator.stopped(id);
  };
  const badge = durationBadge(durationMs);
  const hideVideo = grid && showsPoster(playback.status);
  // The closeup's own controls show the time once it plays; until then the badge stays on the poster.
  const notStarted = showsPoster(playback.status) || playback.status === 'loadedData';
  const showBadge = badge !== null && (grid || failed || notStarted);

  const video = failed ? null : (
    <video
      ref={videoRef}
      data-test-id="pin-video"
      data-playback={playback.status}
      data-autoplay={grid && autoHandled ? 'true' : undefined}
      aria-label={alt}
      poster={mode === 'closeup' ? (poster?.url ?? undefined) : undefined}
      muted={grid}
      loop={grid}
      playsInline
      controls={mode === 'closeup'}
      preload={mode === 'closeup' ? 'metadata' : 'none'}
      onLoadStart={on({ type: 'loadstart' })}
      onLoadedMetadata={on({ type: 'loadedmetadata' })}
      onLoadedData={on({ type: 'loadeddata' })}
      onPlaying={(event) => {
        dispatch({ type: 'playing' });
        coordinator.started(id);
        // An ad video's held impression is logged as viewable once it plays (platform §4).
        videoPlaying(event.currentTarget);
      }}
      onPause={(event) => {
        dispatch({ type: 'pause', currentTime: event.currentTarget.currentTime });
        coordinator.stopped(id);
      }}
      onSeeking={on({ type: 'seeking' })}
      onSeeked={on({ type: 'seeked' })}
      onWaiting={on({ type: 'waiting' })}
      onStalled={on({ type: 'waiting' })}
      onError={() => {
        coordinator.stopped(id);
        fail();
      }}
      onEnded={stopped({ type: 'ended' })}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: grid ? 'cover' : 'contain',
        background: mode === 'closeup' ? 'black' : undefined,
        opacity: hideVideo ? 0 : 1,
        display: 'block',
      }}
    />
  );

  return (
    <AspectImage
      src={poster?.url}
      alt={alt}
      width={poster?.width}
      height={poster?.height}
      placeholderColor={placeholderColor}
      crop={crop}
      loading={loading}
      fetchPriority={fetchPriority}
      cover={video}
    >
      <span data-test-id="pin-video-state" data-playback={failed ? 'failed' : playback.status} hidden />
      {showBadge ? <DurationBadge text={badge} testId="video-duration" /> : null}
      {children}
    </AspectImage>
  );
}
