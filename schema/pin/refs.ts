import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { batchRead, isV3Id, MAX_BATCH } from '../v3/batch.ts';
import type { Pin } from '../v3/types.ts';

export const PinRef = builder.loadableNodeRef<Pin, string>('Pin', {
  id: { resolve: (pin) => pin.id },
  load: (ids, context: Context) =>
    batchRead<Pin>(context, '/v3/pins/', ids.filter(isV3Id)).then((found) => {
      const byId = new Map(found.flatMap((p) => (p ? [[p.id, p] as const] : [])));
      // Unknown or hidden pins resolve to null nodes rather than errors.
      return ids.map((id) => byId.get(id) ?? (null as unknown as Pin));
    }),
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

export const PinConnection = builder.connectionObject({ type: PinRef, name: 'PinConnection' });
