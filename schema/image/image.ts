import { builder } from '../builder.ts';
import type { Image } from '../v3/types.ts';

/** Image sizes of pin-card §3; GraphQL names cannot start with a digit, so each has a letter first. */
export const IMAGE_SIZE_KEYS = {
  S60X60: '60x60',
  S136X136: '136x136',
  W170: '170x',
  W236: '236x',
  W474: '474x',
  W564: '564x',
  W736: '736x',
  S600X315: '600x315',
  ORIG: 'orig',
} as const;
export type ImageSizeKey = keyof typeof IMAGE_SIZE_KEYS;

export const ImageSize = builder.enumType('ImageSize', {
  description: 'A pin image size: fixed width (W236 = "236x"), a cropped box (S60X60 = "60x60"), or the original.',
  values: Object.fromEntries(
    Object.entries(IMAGE_SIZE_KEYS).map(([key, size]) => [key, { value: key as ImageSizeKey, description: size }]),
  ) as Record<ImageSizeKey, { value: ImageSizeKey; description: string }>,
});

export interface SizedImage extends Image {
  size: ImageSizeKey;
}

export const ImageRef = builder.objectRef<SizedImage>('Image').implement({
  description: 'One size of an image, with its real dimensions.',
  fields: (t) => ({
    size: t.field({ type: ImageSize, resolve: (image) => image.size }),
    url: t.exposeString('url'),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    dominantColor: t.exposeString('dominantColor'),
  }),
});

export function pickImage(images: Record<string, Image> | null | undefined, size: ImageSizeKey): SizedImage | null {
  const image = images?.[IMAGE_SIZE_KEYS[size]];
  return image ? { ...image, size } : null;
}
