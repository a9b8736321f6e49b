import { builder } from '../builder.ts';
import { MAX_BATCH, v3BatchLoad } from '../v3/batch.ts';
import type { Pin } from '../v3/types.ts';

export const PinRef = builder.loadableNodeRef<Pin, string>('Pin', {
  id: { resolve: (pin) => pin.id },
  load: v3BatchLoad<Pin>('/v3/pins/'),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

export const PinConnection = builder.connectionObject({ type: PinRef, name: 'PinConnection' });
