import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { isV3Id, MAX_BATCH, v3BatchLoad } from '../v3/batch.ts';
import { V3RequestError } from '../v3/client.ts';
import type { Pin, ServedPin } from '../v3/types.ts';

/** The separator of a served ad's node key: `{pinId}~ad{adServeId}` (issue 19). */
const SERVED = '~ad';

/**
 * A served ad's node key, split: the pin and the serving (GET /v3/ad_serves/{id}/); null for any
 * other key. A served ad is its own node (its Pin.id is the global id of this key; its entityId stays
 * the pin's), so Relay's store never merges it with the organic pin.
 */
export function servedAdKey(key: string): { pinId: string; serveId: string } | null {
  const at = key.indexOf(SERVED);
  if (at < 0) return null;
  const pinId = key.slice(0, at);
  const serveId = key.slice(at + SERVED.length);
  return isV3Id(pinId) && isV3Id(serveId) ? { pinId, serveId } : null;
}

/** The pin a node key names: the pin itself, or a served ad's pin (for writes on the pin: save, react, star). */
export const organicPinId = (key: string): string => servedAdKey(key)?.pinId ?? key;

/** A pin's node key: its id, or for a served ad `{pinId}~ad{adServeId}`. */
export const pinKey = (pin: Pin): string => {
  const serveId = (pin as ServedPin).adServeId;
  return serveId ? `${pin.id}${SERVED}${serveId}` : pin.id;
};

const loadPins = v3BatchLoad<Pin>('/v3/pins/');

/** Plain ids: one batched /v3/pins/ read. Served ads: GET /v3/ad_serves/{id}/ each (null unless served to this viewer, and of that pin). */
async function loadPinsAndAds(keys: readonly string[], ctx: Context): Promise<Pin[]> {
  const plain = keys.filter((key) => servedAdKey(key) === null);
  const [pins, ads] = await Promise.all([
    plain.length > 0 ? loadPins(plain, ctx) : Promise.resolve([] as Pin[]),
    Promise.all(
      keys.map(async (key) => {
        const served = servedAdKey(key);
        if (!served) return undefined;
        try {
          const pin = (await ctx.v3.get<ServedPin>(`/v3/ad_serves/${served.serveId}/`)).data as ServedPin;
          return pin.id === served.pinId && String(pin.adServeId ?? served.serveId) === served.serveId ? (pin as Pin) : null;
        } catch (error) {
          if (error instanceof V3RequestError && [401, 403, 404].includes(error.status)) return null;
          throw error;
        }
      }),
    ),
  ]);
  const byKey = new Map<string, Pin | null>();
  plain.forEach((key, i) => byKey.set(key, pins[i] ?? null));
  return keys.map((key, i) => (ads[i] === undefined ? byKey.get(key) : ads[i]) ?? (null as unknown as Pin));
}

export const PinRef = builder.loadableNodeRef<Pin, string>('Pin', {
  id: { resolve: pinKey },
  load: loadPinsAndAds,
  loaderOptions: { maxBatchSize: MAX_BATCH },
});

export const PinConnection = builder.connectionObject({ type: PinRef, name: 'PinConnection' });

/**
 * An id argument as v3 takes it: the global id of a `typename` node, or its v3 id; null for anything
 * else. A served ad's pin id (`{pinId}~ad{serveId}`) names its pin.
 */
export function v3IdOf(id: string, typename: string): string | null {
  if (isV3Id(id)) return id;
  try {
    const decoded = decodeGlobalID(id);
    if (decoded.typename !== typename) return null;
    const v3Id = typename === 'Pin' ? (servedAdKey(decoded.id)?.pinId ?? decoded.id) : decoded.id;
    return isV3Id(v3Id) ? v3Id : null;
  } catch {
    return null;
  }
}
