/**
 * Platform §4: only one organic video plays at a time; promoted videos do not block one another.
 * When an organic video starts, every other organic video is paused. Promoted videos are never
 * paused by the coordinator (neither by organic nor by other promoted ones) and pause nobody.
 *
 * Autoplay: videos that want to play on their own (auto-handled and on screen) say so; the
 * coordinator gives the one organic turn to the first of them (in the order they were registered,
 * which is the feed's order) whenever no organic video is playing, and passes it on when that video
 * stops or leaves the screen. A promoted video that wants to play is started at once.
 */
export interface CoordinatedVideo {
  readonly promoted: boolean;
  readonly pause: () => void;
  /** Starts the video: its turn to autoplay. */
  readonly play?: () => void;
}

export interface VideoCoordinator {
  /** Registers a video; returns the function that unregisters it. */
  register(id: string, video: CoordinatedVideo): () => void;
  /** Call when video `id` starts playing. */
  started(id: string): void;
  /** Call when video `id` stops playing (paused, ended or failed). */
  stopped(id: string): void;
  /** Whether video `id` wants to play on its own now. */
  wantsAutoplay(id: string, wants: boolean): void;
}

export function createVideoCoordinator(): VideoCoordinator {
  const videos = new Map<string, CoordinatedVideo>();
  const wanting = new Set<string>();
  /** The organic video that is playing or was given its turn. */
  let current: string | null = null;

  /** Gives the organic turn to the first organic video that wants it (other than `except`). */
  function next(except?: string): void {
    if (current !== null) return;
    for (const [id, video] of videos) {
      if (id === except || video.promoted || !wanting.has(id) || !video.play) continue;
      current = id;
      video.play();
      return;
    }
  }

  return {
    register(id, video) {
      videos.set(id, video);
      return () => {
        if (videos.get(id) !== video) return;
        videos.delete(id);
        wanting.delete(id);
        if (current === id) {
          current = null;
          next();
        }
      };
    },
    started(id) {
      const starting = videos.get(id);
      if (!starting || starting.promoted) return;
      current = id;
      for (const [otherId, other] of videos) {
        if (otherId !== id && !other.promoted) other.pause();
      }
    },
    stopped(id) {
      if (current !== id) return;
      current = null;
      next(id);
    },
    wantsAutoplay(id, wants) {
      const video = videos.get(id);
      if (!video) return;
      if (!wants) {
        wanting.delete(id);
        if (current === id) {
          current = null;
          video.pause();
          next(id);
        }
        return;
      }
      if (wanting.has(id)) return;
      wanting.add(id);
      if (video.promoted) video.play?.();
      else next();
    },
  };
}

/** The page's coordinator, shared by every PinVideo. */
export const videoCoordinator = createVideoCoordinator();
