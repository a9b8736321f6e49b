/** What keeps a pin from being published, and the guids of a draft's pins (issue 16). */
import { CAROUSEL_MAX, CAROUSEL_MIN } from './pinFields';
import type { UploadItem } from './useImageUploads';

export const NO_IMAGE = 'Add an image to publish your Pin.';
export const STILL_UPLOADING = 'Wait until your images have finished uploading and processing.';
export const FAILED_IMAGES = "Remove the images that couldn't be uploaded, or try another image.";
export const CAROUSEL_TOO_FEW = `A carousel needs at least ${CAROUSEL_MIN} images. Add another image, or turn Carousel off to publish a single Pin.`;
/** Too many images for one carousel: how many to remove. */
export const carouselTooMany = (count: number): string =>
  `A carousel holds at most ${CAROUSEL_MAX} images. Remove ${count - CAROUSEL_MAX === 1 ? '1 image' : `${count - CAROUSEL_MAX} images`}, or turn Carousel off to publish a Pin for each.`;

/** Why `count` images can't be one carousel (2–5), or null. */
export function carouselSizeProblem(count: number): string | null {
  if (count < CAROUSEL_MIN) return CAROUSEL_TOO_FEW;
  if (count > CAROUSEL_MAX) return carouselTooMany(count);
  return null;
}

/** What keeps the pin from being published now, or null. */
export function imagesProblem(items: ReadonlyArray<UploadItem>, carousel: boolean): string | null {
  if (items.length === 0) return NO_IMAGE;
  if (carousel) {
    const size = carouselSizeProblem(items.length);
    if (size) return size;
  }
  if (items.some((item) => item.status === 'uploading' || item.status === 'processing')) return STILL_UPLOADING;
  if (items.some((item) => item.status === 'failed')) return FAILED_IMAGES;
  return null;
}

/** The guid of one pin of a draft: the draft's guid and what it is made of, stable across retries. */
export const pinGuid = (draftGuid: string, part: string): string => `${draftGuid}:${part}`.slice(0, 64);
