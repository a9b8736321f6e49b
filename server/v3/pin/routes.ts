/**
 * Pins: GET /v3/pins/{id}/ and the batched read GET /v3/pins/?ids=1,2,3 used by the GraphQL layer; saving
 * (POST and PUT /v3/pins/{id}/repin/, ./repin.ts), DELETE /v3/pins/{id}/ (./delete.ts) and the related
 * pins under a closeup, GET /v3/pins/{id}/related/ (./related.ts), stars, PUT and DELETE
 * /v3/pins/{id}/favorite/ (./favorite.ts), making a pin, POST /v3/pins/ (./create.ts), and editing one,
 * PUT /v3/pins/{id}/ (./edit.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam, idsParam } from '../params.ts';
import { viewerOf } from '../viewer.ts';
import { loadPins } from './load.ts';
import { pinCreateRoutes, type PinCreateOptions } from './create.ts';
import { pinDeleteRoutes } from './delete.ts';
import { pinEditRoutes } from './edit.ts';
import { pinFavoriteRoutes } from './favorite.ts';
import { pinReactionRoutes } from './reactions.ts';
import { relatedPinRoutes } from './related.ts';
import { repinRoutes } from './repin.ts';
import { pinFieldSetParam } from './field-sets.ts';

export function pinRoutes(app: FastifyInstance, deps: V3Deps, create: PinCreateOptions): void {
  pinCreateRoutes(app, deps, create);
  pinEditRoutes(app, deps);
  pinReactionRoutes(app, deps, create.now);
  repinRoutes(app, deps);
  pinDeleteRoutes(app, deps);
  pinFavoriteRoutes(app, deps);
  relatedPinRoutes(app, deps);
  app.get('/pins/:id/', async (request) => {
    const id = idParam((request.params as { id: string }).id);
    const pin = (await loadPins(deps, viewerOf(request), [id])).get(id);
    if (!pin) throw V3Error.notFound(`pin ${id} not found`);
    return ok(pin);
  });

  // Batched read: data is a list in the order of ids, null where a pin is unknown or not visible.
  app.get('/pins/', async (request) => {
    const query = request.query as Record<string, unknown>;
    const ids = idsParam(query);
    const byId = await loadPins(deps, viewerOf(request), ids, pinFieldSetParam(query));
    return ok(ids.map((id) => byId.get(id) ?? null));
  });
}
