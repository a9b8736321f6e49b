import { Badge, Box } from 'gestalt';
import { useEffect, useId, useReducer, useRef, useState, type ReactNode } from 'react';
import AspectImage from './AspectImage';
import {
  chooseVideoSource,
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
   * grid: muted, no controls, plays while the card is hovered or focused (`active`) — not on mere
   * visibility, so a feed full of videos downloads nothing until someone points at one.
   * closeup: native controls, loads its metadata at once, plays when the viewer asks.
   */
  readonly mode: 'grid' | 'closeup';
  readonly active?: boolean;
  readonly loading?: 'lazy' | 'eager';
  readonly fetchPriority?: 'high' | 'low' | 'auto';
  readonly coordinator?: VideoCoordinator;
  readonly children?: ReactNode;
}

/** What this browser can play. */
export function playbackSupport(): PlaybackSupport {
  if (typeof document === 'undefined') return { nativeHls: false, mediaSource: false };
  const probe = document.createElement('video');
  const nativeHls = typeof probe.canPlayType === 'function' && probe.canPlayType('application/vnd.apple.mpegurl') !== '';
  return { nativeHls, mediaSource: typeof window !== 'undefined' && 'MediaSource' in window };
}

/** Points `video` at `source`; hls.js is loaded only when a stream needs it. Returns the detach function. */
async function attach(video: HTMLVideoElement, source: VideoSource, fail: () => void): Promise<() => void> {
  if (source.kind === 'file') {
    video.src = source.url;
    return () => video.removeAttribute('src');
  }
  const { default: Hls } = await import('hls.js');
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
  // The grid attaches the stream on first hover; the closeup at once.
  const [wanted, setWanted] = useState(mode === 'closeup');
  const [source] = useState(() => chooseVideoSource(videos, playbackSupport()));
  const failed = playback.status === 'failed' || source === null;

  useEffect(() => {
    if (mode === 'grid' && active) setWanted(true);
  }, [mode, active]);

  useEffect(
    () => coordinator.register(id, { promoted, pause: () => videoRef.current?.pause() }),
    [coordinator, id, promoted],
  );

  useEffect(() => {
    const video = videoRef.current;
    if (!wanted || !video || !source) return undefined;
    let detach: (() => void) | null = null;
    let cancelled = false;
    attach(video, source, () => dispatch({ type: 'error' })).then(
      (done) => {
        if (cancelled) done();
        else detach = done;
      },
      () => dispatch({ type: 'error' }),
    );
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [wanted, source]);

  // Grid: play while hovered, pause when the pointer leaves.
  useEffect(() => {
    const video = videoRef.current;
    if (mode !== 'grid' || !video || !wanted || failed) return;
    if (active) {
      const started = video.play() as Promise<void> | undefined;
      // A failed or interrupted play() rejects; the error event already moved the state machine.
      started?.catch(() => {});
    } else if (!video.paused) {
      video.pause();
    }
  }, [mode, active, wanted, failed]);

  const on = (event: PlaybackEvent) => () => dispatch(event);
  const badge = durationBadge(durationMs);
  const hideVideo = mode === 'grid' && showsPoster(playback.status);
  // The closeup's own controls show the time while playing; the badge stays on the poster.
  const showBadge = badge !== null && (mode === 'grid' || failed || showsPoster(playback.status));

  const video = failed ? null : (
    <video
      ref={videoRef}
      data-test-id="pin-video"
      data-playback={playback.status}
      aria-label={alt}
      poster={mode === 'closeup' ? (poster?.url ?? undefined) : undefined}
      muted={mode === 'grid'}
      loop={mode === 'grid'}
      playsInline
      controls={mode === 'closeup'}
      preload={mode === 'closeup' ? 'metadata' : 'none'}
      onLoadStart={on({ type: 'loadstart' })}
      onLoadedMetadata={on({ type: 'loadedmetadata' })}
      onLoadedData={on({ type: 'loadeddata' })}
      onPlaying={() => {
        dispatch({ type: 'playing' });
        coordinator.started(id);
      }}
      onPause={(event) => dispatch({ type: 'pause', currentTime: event.currentTarget.currentTime })}
      onSeeking={on({ type: 'seeking' })}
      onSeeked={on({ type: 'seeked' })}
      onWaiting={on({ type: 'waiting' })}
      onStalled={on({ type: 'waiting' })}
      onError={on({ type: 'error' })}
      onEnded={on({ type: 'ended' })}
      style={{
        position: 'absolute',
        inset: 0,
        width: '100%',
        height: '100%',
        objectFit: mode === 'grid' ? 'cover' : 'contain',
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
      {showBadge ? (
        <Box position="absolute" top left margin={2} data-test-id="video-duration">
          <Badge type="darkWash" text={badge} />
        </Box>
      ) : null}
      {children}
    </AspectImage>
  );
}
