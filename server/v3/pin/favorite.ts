/**
 * Stars (issue 14): PUT /v3/pins/{id}/favorite/ stars a pin for the viewer, DELETE /v3/pins/{id}/favorite/
 * takes the star off; both idempotent, both → {pin_id, favorited}. One star per member and pin
 * (pin_favorites): it shows on every board of theirs holding the pin (favorited_by_me, the FAVORITED board
 * filters). Gated writes (401 signed out, 403 limited_login); a pin the viewer may not see is 404, as an
 * unknown or deleted one.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pinFavorites } from '../../db/schema.ts';
import type { V3Deps } from '../deps.ts';
import { ok } from '../envelope.ts';
import { idParam } from '../params.ts';
import type { V3FavoriteResult } from '../types.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { visiblePinOr404 } from './load.ts';

export function pinFavoriteRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  /** The viewer (signed in, full session) and the pin, which they may see. */
  const starring = async (request: FastifyRequest) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const pin = await visiblePinOr404(db, viewer, idParam((request.params as { id: string }).id));
    return { userId, pinId: pin.id };
  };
  const answer = (pinId: number, favorited: boolean) => ok<V3FavoriteResult>({ pin_id: String(pinId), favorited });

  app.put('/pins/:id/favorite/', async (request) => {
    const { userId, pinId } = await starring(request);
    await db.insert(pinFavorites).values({ userId, pinId }).onConflictDoNothing();
    return answer(pinId, true);
  });

  app.delete('/pins/:id/favorite/', async (request) => {
    const { userId, pinId } = await starring(request);
    await db.delete(pinFavorites).where(and(eq(pinFavorites.userId, userId), eq(pinFavorites.pinId, pinId)));
    return answer(pinId, false);
  });
}
