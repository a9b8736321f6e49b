/** Pin fields the media parts read (pin-card §3 collection itemData, §5 collection chips). */
import { builder } from '../builder.ts';
import { ImageRef, ImageSize, pickImage } from '../image/image.ts';
import type { Pin } from '../v3/types.ts';
import { PinRef } from './refs.ts';

type CollectionItemShape = Pin['collectionItems'][number];

const CollectionItem = builder.objectRef<CollectionItemShape>('CollectionItem').implement({
  description: 'One item of a collection pin: the pin it shows, its link and its image.',
  fields: (t) => ({
    pinId: t.exposeString('pinId', { nullable: true, description: 'The v3 id of the item pin.' }),
    link: t.exposeString('link', { nullable: true }),
    image: t.field({
      type: ImageRef,
      nullable: true,
      args: { size: t.arg({ type: ImageSize, defaultValue: 'W236' }) },
      resolve: (item, args) => pickImage(item.images, args.size ?? 'W236'),
    }),
  }),
});

builder.objectFields(PinRef, (t) => ({
  collectionItems: t.field({
    type: [CollectionItem],
    description: 'Items of a collection pin (empty for other pins).',
    // Older v3 servers do not send collection_items.
    resolve: (pin) => (pin.collectionItems as CollectionItemShape[] | undefined) ?? [],
  }),
}));
