import type { PinRow } from '../../db/schema.ts';
import { imageSet, IMAGE_SIZES, type ImageSize } from '../../images/sizes.ts';
import type { V3CollectionItem } from '../types.ts';

interface StoredItem {
  pin_id?: unknown;
  link?: unknown;
  image_signature?: unknown;
  width?: unknown;
  height?: unknown;
  dominant_color?: unknown;
}

/**
 * Collection pin items (pin-card §3 collection itemData): stored by the seed in
 * rich_metadata.collection_items; served with every image size. Malformed entries are skipped.
 */
export function collectionItems(pin: PinRow, imageBaseUrl: string, sizes: readonly ImageSize[] = IMAGE_SIZES): V3CollectionItem[] {
  const stored = (pin.richMetadata as { collection_items?: unknown } | null)?.collection_items;
  if (!Array.isArray(stored)) return [];
  return (stored as StoredItem[]).flatMap((item) => {
    const { pin_id, link, image_signature, width, height, dominant_color } = item ?? {};
    if (typeof image_signature !== 'string' || typeof width !== 'number' || typeof height !== 'number') return [];
    return [
      {
        pin_id: typeof pin_id === 'string' || typeof pin_id === 'number' ? String(pin_id) : null,
        link: typeof link === 'string' ? link : null,
        images: imageSet(imageBaseUrl, image_signature, width, height, typeof dominant_color === 'string' ? dominant_color : '#efefef', sizes),
      },
    ];
  });
}
