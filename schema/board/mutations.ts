/**
 * Board create (platform §3, §7): createBoard and createQuickSavesBoard, through POST /v3/boards/.
 * What the person can fix (a name too long, no name) comes back as UserError data naming the field.
 */
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type * as V3 from '../../server/v3/types.ts';
import type { Board } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import { forgetQuicksave } from '../viewer/quicksave.ts';
import { BoardPrivacy, BoardRef } from './board.ts';

export const QUICK_SAVES_NAME = 'Quick Saves';

export interface CreateBoardPayloadShape {
  board: Board | null;
  errors: UserErrorShape[];
}

const CreateBoardPayload = builder.objectRef<CreateBoardPayloadShape>('CreateBoardPayload').implement({
  description: 'The new (or, for Quick Saves, the existing) board; or what went wrong.',
  fields: (t) => ({
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const CreateBoardInput = builder.inputType('CreateBoardInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: '1 to 50 characters after trimming.' }),
    description: t.string(),
    privacy: t.field({ type: BoardPrivacy, description: 'public when left out.' }),
  }),
});

async function create(ctx: Context, body: Record<string, unknown>): Promise<CreateBoardPayloadShape> {
  const { value, errors } = await asUserErrors(() => ctx.v3.post<V3.V3Board>('/v3/boards/', body));
  if (!value) return { board: null, errors };
  const board = value as Board;
  BoardRef.getDataloader(ctx).prime(board.id, board);
  return { board, errors };
}

/**
 * The viewer's Quick Saves board (POST /v3/boards/ with return_existing): created once, answered again
 * after that. Forgets the cached save behaviour (the profile board now exists) and primes the board loader.
 */
export async function quickSavesBoard(ctx: Context): Promise<CreateBoardPayloadShape> {
  const viewer = await me(ctx);
  const payload = await create(ctx, {
    name: QUICK_SAVES_NAME,
    layout: 'quick_saves',
    protected: false,
    return_existing: true,
    ...(viewer ? { user_id: viewer.id } : {}),
  });
  if (payload.board) forgetQuicksave(ctx);
  return payload;
}

builder.mutationFields((t) => ({
  createBoard: t.field({
    type: CreateBoardPayload,
    args: { input: t.arg({ type: CreateBoardInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      create(ctx, {
        name: input.name,
        ...(input.description == null ? {} : { description: input.description }),
        ...(input.privacy == null ? {} : { privacy: input.privacy }),
      }),
  }),
  createQuickSavesBoard: t.field({
    type: CreateBoardPayload,
    description: "The viewer's Quick Saves board: created once, answered again after that.",
    resolve: (_r, _a, ctx) => quickSavesBoard(ctx),
  }),
}));
