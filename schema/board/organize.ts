/**
 * Organize a board's pins (issue 14, v3 server/v3/board/organize.ts): move, copy and delete many at
 * once, by id or every pin of the board (or section) but some. The owner and accepted collaborators
 * may (on both boards for a move). Payloads carry what Relay needs: the pins that left the list
 * (global ids, for @deleteEdge; empty for selectAll, whose ids are never loaded: refetch the list),
 * the boards with their new counts.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { PinRef } from '../pin/refs.ts';
import type { Board, BulkDeleted, BulkMoved, Section } from '../v3/types.ts';
import { BoardRef, SectionRef } from './board.ts';
import { freshBoard } from './edit.ts';
import { BOARD_NOT_FOUND, boardWrite } from './write.ts';

/** The most pins one call names (v3's limit on pin_ids). */
export const MAX_PIN_IDS = 250;

const pinIdsField = (description: string) => ({ for: PinRef, description });

const DeletePinsInput = builder.inputType('DeletePinsInput', {
  description: `Take pins off a board (or one of its sections): pinIds (1 to ${MAX_PIN_IDS}), or selectAll with exceptPinIds. A save goes; a pin pinned there is deleted.`,
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    sectionId: t.globalID({ for: SectionRef, description: 'Only pins in this section of the board.' }),
    pinIds: t.globalIDList(pinIdsField('Every one must be on the board (and section).')),
    selectAll: t.boolean({ description: 'Every pin of the board (or section) but exceptPinIds.' }),
    exceptPinIds: t.globalIDList(pinIdsField('With selectAll: pins to leave.')),
  }),
});

const MovePinsInput = builder.inputType('MovePinsInput', {
  description: `Move (or copy) pins from a board (or section) to another board (or section of it, or of the same board): pinIds (1 to ${MAX_PIN_IDS}), or selectAll with exceptPinIds.`,
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    sectionId: t.globalID({ for: SectionRef }),
    pinIds: t.globalIDList(pinIdsField('Every one must be on the board (and section).')),
    selectAll: t.boolean(),
    exceptPinIds: t.globalIDList(pinIdsField('With selectAll: pins to leave.')),
    toBoardId: t.globalID({ required: true, for: BoardRef }),
    toSectionId: t.globalID({ for: SectionRef, description: 'A section of the target board; left out: the board itself.' }),
    copy: t.boolean({ description: 'Save a copy into the target and leave the pins where they are (false when left out).' }),
  }),
});

interface DeletePinsShape {
  count: number;
  deletedPinIds: string[];
  board: Board | null;
  errors: UserErrorShape[];
}

interface MovePinsShape {
  count: number;
  movedPinIds: string[];
  board: Board | null;
  toBoard: Board | null;
  toSection: Section | null;
  errors: UserErrorShape[];
}

const globalPinIds = (ids: string[]) => ids.map((id) => encodeGlobalID('Pin', id));

const DeletePinsPayload = builder.objectRef<DeletePinsShape>('DeletePinsPayload').implement({
  description: 'How many pins went, which (for @deleteEdge) and the board after; or what went wrong (nothing changed then).',
  fields: (t) => ({
    count: t.exposeInt('count'),
    deletedPinIds: t.idList({
      description: 'Global ids of the pins named by pinIds that went; empty for selectAll (refetch the list).',
      resolve: (p) => globalPinIds(p.deletedPinIds),
    }),
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const MovePinsPayload = builder.objectRef<MovePinsShape>('MovePinsPayload').implement({
  description: 'How many pins moved (or were copied), which left the source list, both boards after; or what went wrong (nothing changed then).',
  fields: (t) => ({
    count: t.exposeInt('count'),
    movedPinIds: t.idList({
      description: 'Global ids of the pins named by pinIds that left the source board (or section); empty for a copy or selectAll.',
      resolve: (p) => globalPinIds(p.movedPinIds),
    }),
    board: t.field({ type: BoardRef, nullable: true, description: 'The board the pins came from.', resolve: (p) => p.board }),
    toBoard: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.toBoard }),
    toSection: t.field({ type: SectionRef, nullable: true, resolve: (p) => p.toSection }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

interface Selection {
  boardId: { id: string };
  sectionId?: { id: string } | null;
  pinIds?: { id: string }[] | null;
  selectAll?: boolean | null;
  exceptPinIds?: { id: string }[] | null;
}

/** The v3 body naming which pins (board, section, ids or all but some). */
function selectionBody(input: Selection): Record<string, unknown> {
  return {
    board_id: input.boardId.id,
    section_id: input.sectionId?.id ?? undefined,
    ...(input.selectAll
      ? { select_all: true, except_pin_ids: input.exceptPinIds?.map((p) => p.id) ?? [] }
      : { pin_ids: input.pinIds?.map((p) => p.id) ?? [] }),
  };
}

/** Pins read earlier in the request are stale after a bulk write (their board, section or saved info changed). */
function forgetPins(ctx: Context, ids: string[]): void {
  const loader = PinRef.getDataloader(ctx);
  for (const id of ids) loader.clear(id);
}

builder.mutationFields((t) => ({
  deletePins: t.field({
    type: DeletePinsPayload,
    description: 'Take many pins off a board or section at once (its owner or a collaborator). All or nothing.',
    args: { input: t.arg({ type: DeletePinsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const body = selectionBody(input);
      const path = input.selectAll ? '/v3/bulk_edit/select_all/' : '/v3/bulk_edit/';
      const { value, errors } = await boardWrite(() => ctx.v3.send<BulkDeleted>('DELETE', path, body), { notFound: BOARD_NOT_FOUND });
      if (!value) return { count: 0, deletedPinIds: [], board: null, errors };
      const named = input.selectAll ? [] : (input.pinIds ?? []).map((p) => p.id);
      forgetPins(ctx, named);
      return { count: value.deleted, deletedPinIds: named, board: await freshBoard(ctx, input.boardId.id), errors };
    },
  }),
  movePins: t.field({
    type: MovePinsPayload,
    description: 'Move or copy many pins at once into a board or section (a collaborator or the owner of both boards). All or nothing.',
    args: { input: t.arg({ type: MovePinsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const body = {
        ...selectionBody(input),
        to_board_id: input.toBoardId.id,
        to_section_id: input.toSectionId?.id ?? undefined,
        copy: input.copy ?? false,
      };
      const { value, errors } = await boardWrite(() => ctx.v3.post<BulkMoved>('/v3/bulk_edit/move/', body), { notFound: BOARD_NOT_FOUND });
      if (!value) return { count: 0, movedPinIds: [], board: null, toBoard: null, toSection: null, errors };
      const named = input.selectAll ? [] : (input.pinIds ?? []).map((p) => p.id);
      forgetPins(ctx, named);
      const fromId = input.boardId.id;
      const toId = value.toBoardId;
      const toSectionId = value.toSectionId;
      const sections = SectionRef.getDataloader(ctx);
      if (toSectionId !== null) sections.clear(toSectionId);
      if (input.sectionId) sections.clear(input.sectionId.id);
      const [board, toBoard, toSection] = await Promise.all([
        freshBoard(ctx, fromId),
        fromId === toId ? null : freshBoard(ctx, toId),
        toSectionId === null ? null : sections.load(toSectionId),
      ]);
      return {
        count: 'moved' in value ? value.moved : value.copied,
        movedPinIds: input.copy ? [] : named,
        board,
        toBoard: fromId === toId ? board : toBoard,
        toSection: toSection ?? null,
        errors,
      };
    },
  }),
}));
