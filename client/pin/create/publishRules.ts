/** What keeps a pin from being published, and the guids of a draft's pins (issue 16). */
import { CAROUSEL_MAX, CAROUSEL_MIN } from './pinFields';
import type { UploadItem } from './useImageUploads';

export const NO_IMAGE = 'Add an image to publish your Pin.';
export const STILL_UPLOADING = 'Wait until your images have finished uploading and processing.';
export const FAILED_IMAGES = "Remove the images that couldn't be uploaded, or try another image.";
export const CAROUSEL_SIZE = `A carousel holds ${CAROUSEL_MIN} to ${CAROUSEL_MAX} images.`;

/** What keeps the pin from being published now, or null. */
export function imagesProblem(items: ReadonlyArray<UploadItem>, carousel: boolean): string | null {
  if (items.length === 0) return NO_IMAGE;
  if (items.some((item) => item.status === 'uploading' || item.status === 'processing')) return STILL_UPLOADING;
  if (items.some((item) => item.status === 'failed')) return FAILED_IMAGES;
  if (carousel && (items.length < CAROUSEL_MIN || items.length > CAROUSEL_MAX)) return CAROUSEL_SIZE;
  return null;
}

/** The guid of one pin of a draft: the draft's guid and what it is made of, stable across retries. */
export const pinGuid = (draftGuid: string, part: string): string => `${draftGuid}:${part}`.slice(0, 64);
