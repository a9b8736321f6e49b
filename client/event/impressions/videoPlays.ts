/**
 * Videos that start playing (client/pin/media/PinVideo calls videoPlaying), passed to the impression
 * tracker once it is loaded: an ad video's held impression is released by its playing. Tiny on purpose:
 * the video player is in the app's first script, the tracker is not.
 */
type Listener = (video: Element) => void;

let listener: Listener | null = null;

export function videoPlaying(video: Element): void {
  listener?.(video);
}

export function onVideoPlaying(next: Listener): void {
  listener = next;
}
