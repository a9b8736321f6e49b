/**
 * Platform §4: only one organic video plays at a time; promoted videos do not block one another.
 * When an organic video starts, every other organic video is paused. Promoted videos are never
 * paused by the coordinator (neither by organic nor by other promoted ones) and pause nobody.
 */
export interface CoordinatedVideo {
  readonly promoted: boolean;
  readonly pause: () => void;
}

export interface VideoCoordinator {
  /** Registers a video; returns the function that unregisters it. */
  register(id: string, video: CoordinatedVideo): () => void;
  /** Call when video `id` starts playing. */
  started(id: string): void;
}

export function createVideoCoordinator(): VideoCoordinator {
  const videos = new Map<string, CoordinatedVideo>();
  return {
    register(id, video) {
      videos.set(id, video);
      return () => {
        if (videos.get(id) === video) videos.delete(id);
      };
    },
    started(id) {
      const starting = videos.get(id);
      if (!starting || starting.promoted) return;
      for (const [otherId, other] of videos) {
        if (otherId !== id && !other.promoted) other.pause();
      }
    },
  };
}

/** The page's coordinator, shared by every PinVideo. */
export const videoCoordinator = createVideoCoordinator();
