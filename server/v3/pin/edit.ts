/**
 * Pin edit (issue 16; platform §2 /pin/{id}/edit): PUT /v3/pins/{id}/ with any of
 *   title (≤ 100), description (≤ 500, pin-card §9), link (http/https; '' clears), alt_text (≤ 500; '' clears),
 *   board_id (move the pin), section (a section id of the pin's (new) board; null or '' clears)
 * → the full pin as GET /v3/pins/{id}/ serves it. Only its pinner edits a pin: 403 forbidden for anyone
 * else who sees it, 404 when the viewer may not see it (or it is deleted). Moving needs write access to
 * the target board (owner or accepted collaborator, not archived: 404 unseen, 403 otherwise); a pin on
 * an archived board is read-only (403). Moving without a section takes the pin out of its old section.
 * Signed out 401, limited login 403.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { boards, pins, type NewPin } from '../../db/schema.ts';
import { bodyId, bodyOf } from '../account/validate.ts';
import { boardForSave } from '../board/writable.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import { idParam } from '../params.ts';
import { viewerOf, writerId } from '../viewer.ts';
import { loadPins, visiblePinOr404 } from './load.ts';
import { altTextField, descriptionField, linkField, titleField } from './pin-fields.ts';
import { sectionOf } from './repin.ts';

export function pinEditRoutes(app: FastifyInstance, deps: V3Deps): void {
  const { db } = deps;
  app.put('/pins/:id/', async (request) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const id = idParam((request.params as { id: string }).id);
    const body = bodyOf(request.body);
    const changes: Partial<NewPin> = {};
    const title = titleField(body);
    if (title !== undefined) {
      changes.title = title;
      // A story pin's title is also its story's (story_pin_data.metadata.pin_title).
      changes.storyPinData = sql`case when ${pins.storyPinData} is null then null else jsonb_set(${pins.storyPinData}, '{metadata,pin_title}', to_jsonb(${title}::text)) end`;
    }
    const description = descriptionField(body);
    if (description !== undefined) changes.description = description;
    const link = linkField(body);
    if (link !== undefined) changes.link = link;
    const altText = altTextField(body);
    if (altText !== undefined) changes.altText = altText === '' ? null : altText;
    const targetId = bodyId(body, 'board_id', false);

    const pin = await visiblePinOr404(db, viewer, id);
    if (pin.pinnerId !== me) throw new V3Error(403, 'forbidden', 'Only the person who created this Pin can edit it.');
    const [current] = await db.select({ archived: boards.archived }).from(boards).where(eq(boards.id, pin.boardId));
    if (current?.archived) throw new V3Error(403, 'forbidden', "This Pin's board is archived. Unarchive it to change the Pin.", 'board_id');
    const boardId = targetId ?? pin.boardId;
    if (boardId !== pin.boardId) {
      await boardForSave(deps, viewer, boardId);
      changes.boardId = boardId;
      changes.sectionId = null;
    }
    if (body.section !== undefined) changes.sectionId = (await sectionOf(db, boardId, body.section))?.id ?? null;

    if (Object.keys(changes).length > 0) {
      const [updated] = await db
        .update(pins)
        .set(changes)
        .where(sql`${pins.id} = ${id} and ${pins.deletedAt} is null`)
        .returning({ id: pins.id });
      if (!updated) throw V3Error.notFound(`pin ${id} not found`);
      if (changes.boardId !== undefined) await db.update(boards).set({ lastPinnedAt: sql`now()` }).where(eq(boards.id, boardId));
    }
    const answer = (await loadPins(deps, viewer, [id])).get(id);
    if (!answer) throw V3Error.notFound(`pin ${id} not found`);
    return ok(answer);
  });
}
