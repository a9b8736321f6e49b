/**
 * Saving (pin-card §3, §4, §7; platform §3, §7): savePin, updateSavedPin, unsavePin and deletePin,
 * through the v3 repin and pin resources. Errors come back as data (UserError), so a client's
 * optimistic update rolls back on the same response. Each payload carries the pin as v3 now sees it
 * (savedInfo included), read fresh after the write.
 */
import { encodeGlobalID } from '@pothos/plugin-relay';
import { asUserErrors, UserError, type UserErrorShape } from '../account/errors.ts';
import { BoardRef, SectionRef } from '../board/board.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type * as V3 from '../../server/v3/types.ts';
import type { Board, DeleteResult, Pin, SaveResult, Section } from '../v3/types.ts';
import { saveBehavior } from '../viewer/quicksave.ts';
import { quickSavesBoard } from '../board/mutations.ts';
import { me } from '../viewer/me.ts';
import { organicPinId, PinRef, servedAdKey } from './refs.ts';

export interface SavePinPayloadShape {
  pin: Pin | null;
  originalPin: Pin | null;
  board: Board | null;
  section: Section | null;
  isQuickSave: boolean;
  created: boolean;
  errors: UserErrorShape[];
}

export const SavePinPayload = builder.objectRef<SavePinPayloadShape>('SavePinPayload').implement({
  description:
    'The saved pin (savedInfo set), the original pin when a different pin was tapped, the board and section it went into; or what went wrong.',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    originalPin: t.field({
      type: PinRef,
      nullable: true,
      description: 'The pin the person tapped, when its id differs from the saved pin (it is marked saved too).',
      resolve: (p) => p.originalPin,
    }),
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    section: t.field({ type: SectionRef, nullable: true, resolve: (p) => p.section }),
    isQuickSave: t.exposeBoolean('isQuickSave', {
      description: "Saved to the Quick Saves board (the profile): the saved overlay reads 'Profile' and goes to /me/.",
    }),
    created: t.exposeBoolean('created', { description: 'False when the pin was already in that board (nothing new was made).' }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const SavePinInput = builder.inputType('SavePinInput', {
  fields: (t) => ({
    pinId: t.globalID({ required: true, for: PinRef }),
    boardId: t.globalID({
      for: BoardRef,
      description:
        "Left out: a quick save per the viewer's save behaviour — the Quick Saves board (profile) for 0, else the board last saved to (the newest board if none was saved to yet; Quick Saves when they have no board).",
    }),
    sectionId: t.string({ description: 'The v3 id of a section of that board.' }),
    description: t.string({ description: 'At most 500 characters.' }),
    originalPinId: t.globalID({ for: PinRef, description: 'The pin the person tapped, when it is not the one saved.' }),
    clientTrackingParams: t.string(),
    eventContext: t.string({ description: 'JSON text, logged with the save event.' }),
    disableEventLogInfo: t.boolean({ description: 'True when the client logs the save event itself.' }),
  }),
});

const UpdateSavedPinInput = builder.inputType('UpdateSavedPinInput', {
  description: 'Edit a saved pin (the /pin/{id}/repin/?isEditingPin=true page): move it, pick a section, change its description.',
  fields: (t) => ({
    pinId: t.globalID({ required: true, for: PinRef }),
    boardId: t.globalID({ required: true, for: BoardRef, description: 'The board the pin is saved to now.' }),
    newBoardId: t.globalID({ for: BoardRef, description: 'Move the save to this board.' }),
    sectionId: t.string({ description: 'The v3 id of a section of the (new) board; an empty string clears it.' }),
    description: t.string({ description: 'At most 500 characters.' }),
  }),
});

const UnsavePinInput = builder.inputType('UnsavePinInput', {
  fields: (t) => ({
    pinId: t.globalID({ required: true, for: PinRef }),
    boardId: t.globalID({ for: BoardRef, description: "The board to take it out of; left out: every one of the viewer's saves of it." }),
    clientTrackingParams: t.string(),
  }),
});

const DeletePinInput = builder.inputType('DeletePinInput', {
  fields: (t) => ({ pinId: t.globalID({ required: true, for: PinRef }), clientTrackingParams: t.string() }),
});

const UnsavePinPayload = builder.objectRef<{ pin: Pin | null; removedFromBoardIds: string[]; errors: UserErrorShape[] }>('UnsavePinPayload').implement({
  description: 'The pin with its savedInfo after the save is gone (another save may remain); or what went wrong.',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    removedFromBoardIds: t.exposeStringList('removedFromBoardIds', { description: 'v3 ids of the boards it was taken out of.' }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const DeletePinPayload = builder.objectRef<{ deletedPinId: string | null; errors: UserErrorShape[] }>('DeletePinPayload').implement({
  description: "'Pin deleted!': the deleted pin's global id; or what went wrong.",
  fields: (t) => ({
    deletedPinId: t.id({ nullable: true, description: "The deleted Pin's global id (for @deleteRecord).", resolve: (p) => (p.deletedPinId === null ? null : encodeGlobalID('Pin', p.deletedPinId)) }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

/** The pin read again after a write (the request's loader may hold it from before). */
export async function freshPin(ctx: Context, id: string): Promise<Pin | null> {
  const loader = PinRef.getDataloader(ctx);
  loader.clear(id);
  return (await loader.load(id)) ?? null;
}

const notSignedIn = (): UserErrorShape => ({ message: 'You need to log in first.', field: null, code: 'UNAUTHENTICATED' });

/** The board a quick save goes to: Quick Saves for save behaviour 0, else the board last saved to. */
export async function quickSaveBoardId(ctx: Context): Promise<{ id: string | null; errors: UserErrorShape[] }> {
  if ((await saveBehavior(ctx)) !== 0) {
    const recent = await ctx.v3.get<V3.V3Board[]>('/v3/boards/writable/', { page_size: 1 });
    // The board last saved to (the newest board when none was saved to yet).
    const last = recent.data[0];
    if (last) return { id: last.id, errors: [] };
  }
  const { board, errors } = await quickSavesBoard(ctx);
  return { id: board?.id ?? null, errors };
}

async function payloadOf(ctx: Context, result: SaveResult | null, errors: UserErrorShape[], originalPinId?: string | null): Promise<SavePinPayloadShape> {
  if (!result) return { pin: null, originalPin: null, board: null, section: null, isQuickSave: false, created: false, errors };
  BoardRef.getDataloader(ctx).clear(result.board.id);
  const [pin, board, originalPin] = await Promise.all([
    freshPin(ctx, result.id),
    BoardRef.getDataloader(ctx).load(result.board.id),
    originalPinId && originalPinId !== result.id ? freshPin(ctx, originalPinId) : Promise.resolve(null),
  ]);
  return {
    pin,
    originalPin,
    board: board ?? null,
    section: result.section ?? null,
    isQuickSave: result.board.layout === 'quick_saves',
    created: result.created,
    errors,
  };
}

export interface SaveRequest {
  pinId: string;
  /** Left out: a quick save (see SavePinInput.boardId). */
  boardId?: string | null;
  sectionId?: string | null;
  description?: string | null;
  originalPinId?: string | null;
  clientTrackingParams?: string | null;
  eventContext?: string | null;
  disableEventLogInfo?: boolean | null;
}

/** POST /v3/pins/{id}/repin/ into a board already picked, errors as data. */
export function postRepin(ctx: Context, request: SaveRequest, boardId: string): Promise<{ value: SaveResult | null; errors: UserErrorShape[] }> {
  return asUserErrors(() =>
    ctx.v3.post<V3.V3SaveResult>(`/v3/pins/${request.pinId}/repin/`, {
      board_id: boardId,
      section: request.sectionId ?? undefined,
      description: request.description ?? undefined,
      client_tracking_params: request.clientTrackingParams ?? undefined,
      event_context: request.eventContext ?? undefined,
      disable_event_log_info: request.disableEventLogInfo ?? undefined,
    }),
  );
}

/** One save: the board asked for (or the quick-save board), then the repin; errors as data. */
export async function savePinNow(ctx: Context, request: SaveRequest): Promise<SavePinPayloadShape> {
  if (!(await me(ctx))) return payloadOf(ctx, null, [notSignedIn()]);
  let boardId = request.boardId ?? null;
  if (boardId === null) {
    const quick = await quickSaveBoardId(ctx);
    if (quick.id === null) return payloadOf(ctx, null, quick.errors);
    boardId = quick.id;
  }
  const { value, errors } = await postRepin(ctx, request, boardId);
  return payloadOf(ctx, value, errors, request.originalPinId);
}

builder.mutationFields((t) => ({
  savePin: t.field({
    type: SavePinPayload,
    args: { input: t.arg({ type: SavePinInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      savePinNow(ctx, {
        // A served ad's node id names its pin; the ad's own node is read again as originalPin.
        pinId: organicPinId(input.pinId.id),
        boardId: input.boardId?.id,
        sectionId: input.sectionId,
        description: input.description,
        originalPinId: input.originalPinId?.id ?? (servedAdKey(input.pinId.id) ? input.pinId.id : undefined),
        clientTrackingParams: input.clientTrackingParams,
        eventContext: input.eventContext,
        disableEventLogInfo: input.disableEventLogInfo,
      }),
  }),
  updateSavedPin: t.field({
    type: SavePinPayload,
    args: { input: t.arg({ type: UpdateSavedPinInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await asUserErrors(() =>
        ctx.v3.send<V3.V3SaveResult>('PUT', `/v3/pins/${organicPinId(input.pinId.id)}/repin/`, {
          board_id: input.boardId.id,
          new_board_id: input.newBoardId?.id ?? undefined,
          section: input.sectionId ?? undefined,
          description: input.description ?? undefined,
        }),
      );
      return payloadOf(ctx, value, errors);
    },
  }),
  unsavePin: t.field({
    type: UnsavePinPayload,
    args: { input: t.arg({ type: UnsavePinInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await asUserErrors<DeleteResult>(() =>
        ctx.v3.send<V3.V3DeleteResult>('DELETE', `/v3/pins/${organicPinId(input.pinId.id)}/`, {
          board_id: input.boardId?.id ?? undefined,
          only_saves: true,
          client_tracking_params: input.clientTrackingParams ?? undefined,
        }),
      );
      if (!value) return { pin: null, removedFromBoardIds: [], errors };
      return { pin: await freshPin(ctx, input.pinId.id), removedFromBoardIds: value.boardIds, errors };
    },
  }),
  deletePin: t.field({
    type: DeletePinPayload,
    description: "Delete a pin the viewer pinned (platform §7 Delete PinResource). Toasts: 'Pin deleted!' or 'Sorry! There was an error deleting your Pin.'",
    args: { input: t.arg({ type: DeletePinInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const { value, errors } = await asUserErrors<DeleteResult>(() =>
        ctx.v3.send<V3.V3DeleteResult>('DELETE', `/v3/pins/${organicPinId(input.pinId.id)}/`, {
          client_tracking_params: input.clientTrackingParams ?? undefined,
        }),
      );
      if (value) PinRef.getDataloader(ctx).clear(input.pinId.id);
      return { deletedPinId: value ? value.id : null, errors };
    },
  }),
}));
