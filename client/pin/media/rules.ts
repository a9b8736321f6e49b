/**
 * Pure display rules for a pin's media area (pin-card spec §2–§5, §9; platform §4): image size and
 * crop, carousel steps and swipes, video source and playback states, GIF and collection chips.
 * Components feed these from their Relay fragments; each rule is unit-tested in rules.test.ts.
 */
import { formatDuration } from '../format';
export { placeholderColor } from './placeholder';

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

/** The image sizes a pin media area asks for (GraphQL ImageSize names). */
export type PreferredSize = 'W236' | 'W474' | 'W736';

/** Spec §9: image size preference 736x, with 474x or 236x if asked. */
export function preferredImageSize(asked?: PreferredSize | null): PreferredSize {
  return asked === 'W474' || asked === 'W236' ? asked : 'W736';
}

/** Grid column widths (spec §9: pin grid widths 236 and 270 px). Grid cards ask for 236x at 236 px columns. */
export const GRID_COLUMN_WIDTH = 236;

/** The size a grid card asks for: 236x up to 236 px columns, 474x up to 474, else the default 736x. */
export function gridImageSize(columnWidth: number = GRID_COLUMN_WIDTH): PreferredSize {
  if (columnWidth <= 236) return preferredImageSize('W236');
  if (columnWidth <= 474) return preferredImageSize('W474');
  return preferredImageSize();
}



/** Spec §9: default image size fallback 1x1 (no or unusable dimensions → a square box). */
export function aspectRatio(width: number | null | undefined, height: number | null | undefined): number {
  return width && height && width > 0 && height > 0 ? height / width : 1;
}

/** Spec §9: square pin image 136 (the 136x136 size). */
export const SQUARE_PIN_IMAGE_SIZE = 136;

export interface ImageCropInput {
  readonly minY?: number | null;
  readonly maxY?: number | null;
}

/** Spec §5: image crop is used only if minY and maxY are numbers and the pin is not square. */
export function shouldUseImageCrop(
  crop: ImageCropInput | null | undefined,
  width: number | null | undefined,
  height: number | null | undefined,
): crop is { minY: number; maxY: number } {
  if (!crop) return false;
  const { minY, maxY } = crop;
  if (typeof minY !== 'number' || typeof maxY !== 'number' || !Number.isFinite(minY) || !Number.isFinite(maxY)) return false;
  if (!(maxY > minY)) return false;
  // Without usable dimensions the image falls back to 1x1, which is square.
  return aspectRatio(width, height) !== 1;
}

export interface MediaLayout {
  /** Box height / width. */
  readonly ratio: number;
  /** The image's height as a percentage of the box (100 without crop). */
  readonly imageHeightPercent: number;
  /** The image's top offset as a percentage of the box height (0 without crop). */
  readonly imageTopPercent: number;
  readonly cropped: boolean;
}

/** The box aspect ratio and image placement; a crop shows only the band minY..maxY (fractions of the height). */
export function mediaLayout(
  width: number | null | undefined,
  height: number | null | undefined,
  crop: ImageCropInput | null | undefined,
): MediaLayout {
  const ratio = aspectRatio(width, height);
  if (!shouldUseImageCrop(crop, width, height)) return { ratio, imageHeightPercent: 100, imageTopPercent: 0, cropped: false };
  const minY = Math.min(Math.max(crop.minY, 0), 1);
  const maxY = Math.min(Math.max(crop.maxY, 0), 1);
  const band = maxY - minY;
  if (band <= 0) return { ratio, imageHeightPercent: 100, imageTopPercent: 0, cropped: false };
  return { ratio: ratio * band, imageHeightPercent: 100 / band, imageTopPercent: (-minY / band) * 100, cropped: true };
}




export type ImageState = 'loading' | 'loaded' | 'error';

/** Spec §4: an image load error sets the loaded state to false (undefined = still loading). */
export function imageState(loaded: boolean | undefined): ImageState {
  return loaded === undefined ? 'loading' : loaded ? 'loaded' : 'error';
}

// ---------------------------------------------------------------------------------------------
// Carousel
// ---------------------------------------------------------------------------------------------

/** Spec §9: carousel slide transition 0.25 s; indicator 4000 ms after an index change. */
export const CAROUSEL_TRANSITION = 'transform 0.25s ease';
export const CAROUSEL_INDICATOR_MS = 4000;
/** Spec §9: movement threshold 10 px (a smaller move is not a swipe). */
export const SWIPE_THRESHOLD_PX = 10;

/** Slides shift 100 % per index. */
export function slideTransform(index: number): string {
  return `translateX(-${index * 100}%)`;
}

/** The last index a step can reach: count − itemsPerPage, at least 0. */
export function lastIndex(count: number, itemsPerPage = 1): number {
  return Math.max(0, count - Math.max(1, itemsPerPage));
}

export function clampIndex(index: number, count: number, itemsPerPage = 1): number {
  return Math.min(Math.max(index, 0), lastIndex(count, itemsPerPage));
}

/** Platform §4: a step moves by itemsPerPage (default 1), clamped. */
export function stepIndex(index: number, direction: 'previous' | 'next', count: number, itemsPerPage = 1): number {
  const step = Math.max(1, itemsPerPage);
  return clampIndex(direction === 'next' ? index + step : index - step, count, itemsPerPage);
}

/** Platform §4: previous arrow disabled at index 0, next arrow disabled at the last slot. */
export function arrowsDisabled(index: number, count: number, itemsPerPage = 1): { previous: boolean; next: boolean } {
  return { previous: index <= 0, next: index >= lastIndex(count, itemsPerPage) };
}

/**
 * Spec §2/§4: swipe left advances if not last, swipe right goes back if not first. dx/dy are the
 * finger's movement (end − start); a move of 10 px or less, or a mostly vertical one, is no swipe.
 */
export function swipeIndex(index: number, count: number, dx: number, dy = 0, itemsPerPage = 1): number {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return index;
  return stepIndex(index, dx < 0 ? 'next' : 'previous', count, itemsPerPage);
}

// ---------------------------------------------------------------------------------------------
// Video
// ---------------------------------------------------------------------------------------------

export interface VideoVariantInput {
  readonly name: string;
  readonly url?: string | null;
}

export interface PlaybackSupport {
  /** video.canPlayType('video/mp4; codecs="avc1.4D401F"') is non-empty: the MP4 plays as a file. */
  readonly mp4: boolean;
  /** video.canPlayType('application/vnd.apple.mpegurl') is non-empty. */
  readonly nativeHls: boolean;
  /** window.MediaSource exists (hls.js can play). */
  readonly mediaSource: boolean;
}

export type VideoSource = { readonly kind: 'hls.js'; readonly url: string } | { readonly kind: 'file'; readonly url: string };

/**
 * The sources to try, best first; the player moves to the next when one fails. The V_720P MP4 when
 * the browser plays H.264 (a progressive file with range requests: no script to load); then the
 * V_HLSV4 stream, natively or through hls.js (loaded only then) where Media Source Extensions
 * exist; the MP4 last when the browser would not say whether it plays it.
 */
export function chooseVideoSources(videos: readonly VideoVariantInput[], support: PlaybackSupport): VideoSource[] {
  const url = (name: string) => {
    const found = videos.find((video) => video.name === name)?.url;
    return found ? found : null;
  };
  const hls = url('V_HLSV4');
  const mp4 = url('V_720P');
  const sources: VideoSource[] = [];
  if (mp4 && support.mp4) sources.push({ kind: 'file', url: mp4 });
  if (hls && support.nativeHls) sources.push({ kind: 'file', url: hls });
  else if (hls && support.mediaSource) sources.push({ kind: 'hls.js', url: hls });
  if (mp4 && !support.mp4) sources.push({ kind: 'file', url: mp4 });
  return sources;
}

export interface AutoplayInput {
  readonly isPromoted: boolean;
  readonly isDownstreamPromotion?: boolean | null;
  readonly hasVideo: boolean;
  readonly hasStoryPinData: boolean;
  /** The pin's board, and whether the viewer owns or collaborates on it. */
  readonly board?: { readonly isCollaborative: boolean; readonly viewerCollaborates: boolean } | null;
}

/**
 * Platform: a video can be auto-handled (played without being asked, in the grid) only if the pin is
 * not promoted, not downstream promoted, has a video or story pin data, and is not on a
 * collaborative board the viewer did not collaborate on.
 */
export function canAutoHandleVideo(pin: AutoplayInput): boolean {
  if (pin.isPromoted || pin.isDownstreamPromotion === true) return false;
  if (!pin.hasVideo && !pin.hasStoryPinData) return false;
  return !(pin.board?.isCollaborative === true && !pin.board.viewerCollaborates);
}

/** The grid plays an auto-handled video while it is on screen, unless the viewer asked for reduced motion. */
export function autoplays(autoHandled: boolean, visible: boolean, reducedMotion: boolean): boolean {
  return autoHandled && visible && !reducedMotion;
}

/** Platform §4 playback states. */
export type PlaybackStatus =
  | 'default'
  | 'loadStart'
  | 'loadedMetadata'
  | 'loadedData'
  | 'playing'
  | 'paused'
  | 'seeking'
  | 'stalling'
  | 'failed'
  | 'ended';

export interface PlaybackState {
  readonly status: PlaybackStatus;
  readonly paused: boolean;
  /** Seconds; recorded when pausing. */
  readonly currentTime: number;
}

export type PlaybackEvent =
  | { readonly type: 'loadstart' }
  | { readonly type: 'loadedmetadata' }
  | { readonly type: 'loadeddata' }
  | { readonly type: 'playing' }
  | { readonly type: 'pause'; readonly currentTime: number }
  | { readonly type: 'seeking' }
  | { readonly type: 'seeked' }
  | { readonly type: 'waiting' }
  | { readonly type: 'error' }
  | { readonly type: 'ended' }
  | { readonly type: 'reset' };

export const INITIAL_PLAYBACK: PlaybackState = { status: 'default', paused: true, currentTime: 0 };

/** The playback state machine; a failed video stays failed until reset. */
export function playbackReducer(state: PlaybackState, event: PlaybackEvent): PlaybackState {
  if (event.type === 'reset') return INITIAL_PLAYBACK;
  if (state.status === 'failed') return state;
  switch (event.type) {
    case 'loadstart':
      return { ...state, status: 'loadStart' };
    case 'loadedmetadata':
      return { ...state, status: 'loadedMetadata' };
    case 'loadeddata':
      return { ...state, status: 'loadedData' };
    case 'playing':
      return { ...state, status: 'playing', paused: false };
    case 'pause':
      // An "ended" video also fires pause: keep ended, but still record where it stopped.
      return { status: state.status === 'ended' ? 'ended' : 'paused', paused: true, currentTime: event.currentTime };
    case 'seeking':
      return { ...state, status: 'seeking' };
    case 'seeked':
      return { ...state, status: state.paused ? 'paused' : 'playing' };
    case 'waiting':
      return { ...state, status: 'stalling' };
    case 'error':
      return { ...state, status: 'failed', paused: true };
    case 'ended':
      return { ...state, status: 'ended', paused: true };
  }
}

/** The poster (pin image) shows until frames are playing, and again when the video failed. */
export function showsPoster(status: PlaybackStatus): boolean {
  return status === 'default' || status === 'loadStart' || status === 'loadedMetadata' || status === 'failed';
}

/** Duration badge text (m:ss) from milliseconds; none without a duration. */
export function durationBadge(ms: number | null | undefined): string | null {
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? formatDuration(ms) : null;
}

/**
 * How long a static (video-less) page of a story pin counts for. Platform §5 does not give the
 * value; 5 s a page is what a Pinterest-class product uses (its idea pins advance a static page after 5 s).
 */
export const STORY_PIN_PAGE_DURATION_MS = 5000;

const nonNegative = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Platform §5: a story pin's duration is its total video duration (ms, as v3's
 * story_pin_data.total_video_duration) plus its static pages times STORY_PIN_PAGE_DURATION_MS.
 * None (no badge) when a value is missing or negative, or the story has no length.
 */
export function storyPinDurationMs(totalVideoDurationMs: number | null | undefined, staticPageCount: number | null | undefined): number | null {
  if (!nonNegative(totalVideoDurationMs) || !nonNegative(staticPageCount)) return null;
  const ms = totalVideoDurationMs + Math.floor(staticPageCount) * STORY_PIN_PAGE_DURATION_MS;
  return ms > 0 ? ms : null;
}

/** Spec §5: downstream promoted pins count as not promoted for video handling. */
export function isOrganicVideo(pin: { readonly isPromoted: boolean; readonly isDownstreamPromotion?: boolean }): boolean {
  return !pin.isPromoted || pin.isDownstreamPromotion === true;
}

// ---------------------------------------------------------------------------------------------
// GIF and collection pins
// ---------------------------------------------------------------------------------------------

/** A GIF pin: embed type gif with a source. */
export function gifSource(embed: { readonly type?: string | null; readonly src?: string | null } | null | undefined): string | null {
  return embed?.type === 'gif' && embed.src ? embed.src : null;
}

/** The animated GIF plays while hovered (or tapped) unless it failed; then the still image stays. */
export function showsAnimatedGif(active: boolean, failed: boolean): boolean {
  return active && !failed;
}

/** Spec §5: collection chips — exactly the first 3 items, only when at least 3 exist. */
export const COLLECTION_CHIP_COUNT = 3;
export function collectionChips<T>(items: readonly T[] | null | undefined): readonly T[] {
  return items && items.length >= COLLECTION_CHIP_COUNT ? items.slice(0, COLLECTION_CHIP_COUNT) : [];
}
