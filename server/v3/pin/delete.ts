/**
 * DELETE /v3/pins/{id}/ (platform §7 Delete PinResource; pin-card §8), with board_id?, only_saves?,
 * client_tracking_params? in the JSON body or the query:
 *   only_saves true — take the viewer's save of the pin out of board_id, or every one of the viewer's saves
 *     of it when board_id is absent; 404 when there was none. The pin itself stays. → {deleted: 'save', board_ids}
 *   otherwise — delete the pin (soft: deleted_at), which only its pinner may do: 403 forbidden for anyone
 *     else, 404 when the viewer may not see it or it is already deleted. → {deleted: 'pin', board_ids: []}
 * Gated writes (401 unauthenticated, 403 limited_login).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pins, saves } from '../../db/schema.ts';
import { bodyBoolean, bodyId, bodyOf, stringField, type Body } from '../account/validate.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import type { V3DeleteResult } from '../types.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { visiblePinOr404 } from './load.ts';

/** Body fields win over query fields of the same name. */
function argumentsOf(body: unknown, query: unknown): Body {
  const fromQuery = (query ?? {}) as Record<string, unknown>;
  const merged: Body = {};
  for (const name of ['board_id', 'only_saves', 'client_tracking_params']) {
    if (fromQuery[name] !== undefined) merged[name] = fromQuery[name];
  }
  return { ...merged, ...bodyOf(body) };
}

export function pinDeleteRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  app.delete('/pins/:id/', async (request) => {
    const viewer = viewerOf(request);
    const userId = writerId(viewer);
    const id = idParam((request.params as { id: string }).id);
    const args = argumentsOf(request.body, request.query);
    const boardId = bodyId(args, 'board_id', false);
    const onlySaves = bodyBoolean(args, 'only_saves');
    stringField(args, 'client_tracking_params');

    if (onlySaves) {
      const removed = await db
        .delete(saves)
        .where(and(eq(saves.pinId, id), eq(saves.userId, userId), boardId === undefined ? undefined : eq(saves.boardId, boardId)))
        .returning({ boardId: saves.boardId });
      if (removed.length === 0) {
        throw V3Error.notFound(boardId === undefined ? `pin ${id} is not saved` : `pin ${id} is not saved to board ${boardId}`);
      }
      const result: V3DeleteResult = { id: String(id), deleted: 'save', board_ids: removed.map((r) => String(r.boardId)) };
      return ok(result);
    }

    const pin = await visiblePinOr404(db, viewer, id);
    if (pin.pinnerId !== userId) throw new V3Error(403, 'forbidden', 'Only the person who created this Pin can delete it.');
    const deleted = await db
      .update(pins)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(pins.id, id), isNull(pins.deletedAt)))
      .returning({ id: pins.id });
    if (deleted.length === 0) throw V3Error.notFound(`pin ${id} not found`);
    const result: V3DeleteResult = { id: String(id), deleted: 'pin', board_ids: [] };
    return ok(result);
  });
}
