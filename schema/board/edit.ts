/**
 * Board edit, archive, delete and custom order (issue 14, v3 server/v3/board/edit.ts): owner-only
 * writes. Each payload carries the board as v3 answers it after the write, so a Relay client's store
 * takes the new name, url, privacy, cover or topic from the same response; deleteBoard answers the
 * deleted board's global id for @deleteRecord.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { PinRef } from '../pin/refs.ts';
import type { Board, BoardDeleted } from '../v3/types.ts';
import { BoardLayout, BoardPrivacy, BoardRef } from './board.ts';
import { BOARD_NOT_FOUND, boardWrite } from './write.ts';

export interface BoardPayloadShape {
  board: Board | null;
  errors: UserErrorShape[];
}

export const BoardWritePayload = builder.objectRef<BoardPayloadShape>('BoardWritePayload').implement({
  description: 'The board after the change; or what went wrong.',
  fields: (t) => ({
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const UpdateBoardInput = builder.inputType('UpdateBoardInput', {
  description: "Change a board's details (its owner only). Leave out what stays; at least one field.",
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    name: t.string({ description: '1 to 50 characters after trimming; not the name of another of the owner’s boards (any case). A new name gives a new url.' }),
    description: t.string({ description: 'At most 500 characters after trimming.' }),
    privacy: t.field({ type: BoardPrivacy }),
    coverPinId: t.globalID({ for: PinRef, description: 'A pin shown on the board; null goes back to the collage cover.' }),
    topicId: t.string({ description: 'The v3 id of an interest the board is about; null clears it.' }),
    layout: t.field({ type: BoardLayout, description: 'default or custom (a Quick Saves board stays quick_saves).' }),
    collaboratorsCanInvite: t.boolean({ description: 'Whether accepted collaborators may invite others and make invite links (issue 15).' }),
  }),
});

const ArchiveBoardInput = builder.inputType('ArchiveBoardInput', {
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    archived: t.boolean({ required: true, description: 'true archives (read-only, off the profile for others), false unarchives.' }),
  }),
});

const DeleteBoardInput = builder.inputType('DeleteBoardInput', {
  fields: (t) => ({ boardId: t.globalID({ required: true, for: BoardRef }) }),
});

const ReorderBoardsInput = builder.inputType('ReorderBoardsInput', {
  description: "Move a board in its owner's custom order (the 'custom' sort of User.boards).",
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    afterBoardId: t.globalID({ for: BoardRef, description: 'Another board of the same owner to put it after; null puts it first.' }),
  }),
});

const DeleteBoardPayload = builder.objectRef<{ deletedBoardId: string | null; errors: UserErrorShape[] }>('DeleteBoardPayload').implement({
  description: "The deleted board's global id (for @deleteRecord); or what went wrong.",
  fields: (t) => ({
    deletedBoardId: t.id({
      nullable: true,
      resolve: (p) => (p.deletedBoardId === null ? null : encodeGlobalID('Board', p.deletedBoardId)),
    }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

/** The board as v3 answered a write: it replaces what the request's loader held. */
export function primeBoard(ctx: Context, board: Board): Board {
  BoardRef.getDataloader(ctx).clear(board.id).prime(board.id, board);
  return board;
}

/** The board read again after a write that changed what it counts (the request's loader may hold it from before). */
export async function freshBoard(ctx: Context, id: string): Promise<Board | null> {
  const loader = BoardRef.getDataloader(ctx);
  loader.clear(id);
  return (await loader.load(id)) ?? null;
}

/** A write answered by the board (PUT /v3/boards/{id}/, archive); errors as data. */
async function boardAnswer(ctx: Context, write: () => Promise<Board>, fields?: Record<string, string>): Promise<BoardPayloadShape> {
  const { value, errors } = await boardWrite(write, { notFound: BOARD_NOT_FOUND, fields });
  return { board: value ? primeBoard(ctx, value) : null, errors };
}

/** A v3 answer that is a board (it has a name and a url), else null. */
const asBoard = (value: unknown): Board | null =>
  value && typeof value === 'object' && 'name' in value && 'url' in value && 'id' in value ? (value as Board) : null;

builder.mutationFields((t) => ({
  updateBoard: t.field({
    type: BoardWritePayload,
    description: "Edit a board's name, description, privacy, cover, topic, layout or whether collaborators may invite (its owner only).",
    args: { input: t.arg({ type: UpdateBoardInput, required: true }) },
    resolve: (_r, { input }, ctx) => {
      const body: Record<string, unknown> = {};
      if (input.name != null) body.name = input.name;
      if (input.description != null) body.description = input.description;
      if (input.privacy != null) body.privacy = input.privacy;
      if (input.layout != null) body.layout = input.layout;
      if (input.collaboratorsCanInvite != null) body.collaborators_can_invite = input.collaboratorsCanInvite;
      // null clears; left out stays.
      if (input.coverPinId !== undefined) body.cover_pin_id = input.coverPinId?.id ?? null;
      if (input.topicId !== undefined) body.interest_id = input.topicId === '' ? null : input.topicId;
      return boardAnswer(ctx, () => ctx.v3.send<Board>('PUT', `/v3/boards/${input.boardId.id}/`, body), { interestId: 'topicId' });
    },
  }),
  archiveBoard: t.field({
    type: BoardWritePayload,
    description: 'Archive or unarchive a board (its owner only; not the Quick Saves board).',
    args: { input: t.arg({ type: ArchiveBoardInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      boardAnswer(ctx, () => ctx.v3.send<Board>(input.archived ? 'POST' : 'DELETE', `/v3/boards/${input.boardId.id}/archive/`)),
  }),
  deleteBoard: t.field({
    type: DeleteBoardPayload,
    description: 'Delete a board with its sections, the pins pinned to it and the saves into it (its owner only).',
    args: { input: t.arg({ type: DeleteBoardInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await boardWrite(() => ctx.v3.send<BoardDeleted>('DELETE', `/v3/boards/${input.boardId.id}/`), {
        notFound: BOARD_NOT_FOUND,
      });
      if (value) BoardRef.getDataloader(ctx).clear(input.boardId.id);
      return { deletedBoardId: value ? value.id : null, errors };
    },
  }),
  reorderBoards: t.field({
    type: BoardWritePayload,
    description: "Put a board after another in its owner's custom order (its owner only).",
    args: { input: t.arg({ type: ReorderBoardsInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = input.boardId.id;
      const { value, errors } = await boardWrite(
        () => ctx.v3.send<unknown>('PUT', `/v3/boards/${id}/position/`, { after_board_id: input.afterBoardId?.id ?? null }),
        { notFound: BOARD_NOT_FOUND },
      );
      if (errors.length > 0) return { board: null, errors };
      const board = asBoard(value);
      return { board: board ? primeBoard(ctx, board) : await freshBoard(ctx, id), errors };
    },
  }),
}));
