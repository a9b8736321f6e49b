/**
 * Making and editing pins (issue 16; platform §7 Create PinResource, pin-card §9): createPin through
 * POST /v3/pins/ and updatePin through PUT /v3/pins/{id}/. The image is an upload (uploadId, from
 * createUpload once Query.uploads says SUCCEEDED), an image already known (imageSignature), a data:
 * URL (imageBase64) or a web address v3 fetches itself (imageUrl); or 2–5 carousel slots, or 1–20
 * idea pin pages. Errors as data, as the board and invite mutations (issue 15): a v3 4xx becomes a
 * UserError naming the input field at fault with v3's own words ('Invalid Image', a title too long);
 * 5xx and timeouts stay errors. A guid makes a create idempotent: sent again, the same pin answers.
 */
import { UserError, type UserErrorShape } from '../account/errors.ts';
import { BoardRef, SectionRef } from '../board/board.ts';
import { freshBoard } from '../board/edit.ts';
import { BOARD_NOT_FOUND, boardWrite, PIN_NOT_FOUND } from '../board/write.ts';
import { builder } from '../builder.ts';
import type * as V3 from '../../server/v3/types.ts';
import { isV3Id } from '../v3/batch.ts';
import { camelKey } from '../v3/camelize.ts';
import type { Board, Pin } from '../v3/types.ts';
import { me } from '../viewer/me.ts';
import { PinRef } from './refs.ts';
import { freshPin } from './save.ts';

/** v3 params (camelized) that the GraphQL inputs name otherwise. */
const FIELDS: Record<string, string> = { section: 'sectionId', pin: 'pinId', id: 'pinId' };

/**
 * The input field a v3 param names: renamed where the input calls it otherwise, and camelCased in each
 * part of a nested one ('carousel_slots[1].link' → 'carouselSlots[1].link').
 */
export const inputField = (param: string): string => FIELDS[param] ?? param.replace(/[a-z][a-z0-9_]*/g, (part) => camelKey(part));

/**
 * A v3 pin write; a 4xx becomes UserErrors. A 404 that names no param (or the board or pin) is about
 * the thing the mutation names (`notFound`); one about another param (the section, an upload) keeps
 * v3's words on that field.
 */
export const pinWrite = <T>(run: () => Promise<T>, notFound: { field: string; message: string }) =>
  boardWrite(run, { fields: inputField, notFound, notFoundFields: [] });

builder.objectFields(PinRef, (t) => ({
  viewerCanEdit: t.boolean({
    description: 'Whether the viewer pinned this pin, and so may edit it (/pin/{id}/edit) and delete it.',
    resolve: async (pin, _a, ctx) => {
      if (pin.access.includes('write')) return true;
      const viewerId = ctx.v3.viewerId ?? (await me(ctx))?.id;
      return viewerId !== undefined && pin.pinner.id === viewerId;
    },
  }),
}));

export const PinCreateMethod = builder.enumType('PinCreateMethod', {
  description: 'How a pin was made (v3 `method`).',
  values: {
    UPLOADED: { value: 'uploaded', description: 'An image file uploaded in the pin builder.' },
    SCRAPED: { value: 'scraped', description: 'An image found on a web page (by URL).' },
    BUTTON: { value: 'button', description: 'The browser button on another site.' },
  } as const,
});

export const StoryBlockType = builder.enumType('StoryBlockType', {
  values: { HEADING: { value: 'heading' }, PARAGRAPH: { value: 'paragraph' } } as const,
});

const CarouselSlotInput = builder.inputType('CarouselSlotInput', {
  description: 'One image of a carousel pin: an upload or a known image signature, with its own title, details and link.',
  fields: (t) => ({
    uploadId: t.string(),
    imageSignature: t.string(),
    title: t.string(),
    details: t.string(),
    link: t.string({ description: 'http or https.' }),
  }),
});

const StoryBlockInput = builder.inputType('StoryBlockInput', {
  fields: (t) => ({ type: t.field({ type: StoryBlockType, required: true }), text: t.string({ required: true }) }),
});

const StoryPageInput = builder.inputType('StoryPageInput', {
  description: 'One page of an idea pin: an image (upload or signature) and text blocks.',
  fields: (t) => ({
    uploadId: t.string(),
    imageSignature: t.string(),
    blocks: t.field({ type: [StoryBlockInput] }),
  }),
});

const CreatePinInput = builder.inputType('CreatePinInput', {
  description:
    'A new pin on a board the viewer may add to (theirs, or one they collaborate on). Exactly one image source: uploadId, imageSignature, imageUrl, imageBase64, carouselSlots (2 to 5) or storyPages (1 to 20).',
  fields: (t) => ({
    boardId: t.globalID({ required: true, for: BoardRef }),
    sectionId: t.globalID({ for: SectionRef, description: 'A section of that board.' }),
    uploadId: t.string({ description: 'A SUCCEEDED upload of the viewer (createUpload, then Query.uploads).' }),
    imageSignature: t.string({ description: 'An image Corkboard already has.' }),
    imageUrl: t.string({ description: 'An image on the web (http or https): the server fetches it.' }),
    imageBase64: t.string({ description: "A data: URL of an image; anything else answers 'Invalid Image'." }),
    title: t.string({ description: 'At most 100 characters.' }),
    description: t.string({ description: 'At most 500 characters.' }),
    link: t.string({ description: 'Where the pin leads: http or https.' }),
    altText: t.string({ description: 'At most 500 characters.' }),
    guid: t.string({ description: 'A client-made id (at most 64 characters): the same guid again answers the same pin, never a second one.' }),
    method: t.field({ type: PinCreateMethod, description: 'UPLOADED when left out for an upload, SCRAPED for an imageUrl.' }),
    carouselSlots: t.field({ type: [CarouselSlotInput], description: '2 to 5 images: a carousel pin.' }),
    storyPages: t.field({ type: [StoryPageInput], description: '1 to 20 pages: an idea pin.' }),
  }),
});

const UpdatePinInput = builder.inputType('UpdatePinInput', {
  description: 'Edit a pin the viewer pinned. Fields left out stay as they are.',
  fields: (t) => ({
    pinId: t.globalID({ required: true, for: PinRef }),
    title: t.string({ description: 'At most 100 characters.' }),
    description: t.string({ description: 'At most 500 characters.' }),
    link: t.string({ description: 'Where the pin leads: http or https.' }),
    altText: t.string({ description: 'At most 500 characters.' }),
    boardId: t.globalID({ for: BoardRef, description: 'Move the pin to this board (the viewer must be able to add to it).' }),
    sectionId: t.globalID({ for: SectionRef, description: 'A section of the (new) board; null takes the pin out of its section.' }),
  }),
});

interface PinPayloadShape {
  pin: Pin | null;
  board: Board | null;
  errors: UserErrorShape[];
}

const CreatePinPayload = builder.objectRef<PinPayloadShape>('CreatePinPayload').implement({
  description: 'The new pin (or, for a guid sent before, the pin it made) and its board with the new count; or what went wrong.',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

const UpdatePinPayload = builder.objectRef<PinPayloadShape>('UpdatePinPayload').implement({
  description: 'The pin as it is now (and the board it is on); or what went wrong.',
  fields: (t) => ({
    pin: t.field({ type: PinRef, nullable: true, resolve: (p) => p.pin }),
    board: t.field({ type: BoardRef, nullable: true, resolve: (p) => p.board }),
    errors: t.field({ type: [UserError], resolve: (p) => p.errors }),
  }),
});

/** Only what the input says: left-out fields are not sent; an explicit null is (it clears). */
function defined(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

const slotBody = (slot: { uploadId?: string | null; imageSignature?: string | null; title?: string | null; details?: string | null; link?: string | null }) =>
  defined({ upload_id: slot.uploadId ?? undefined, image_signature: slot.imageSignature ?? undefined, title: slot.title ?? undefined, details: slot.details ?? undefined, link: slot.link ?? undefined });

builder.mutationFields((t) => ({
  createPin: t.field({
    type: CreatePinPayload,
    description: 'Make a pin (platform §7 Create PinResource): signed in, on a board the viewer may add to; rate limited per account.',
    args: { input: t.arg({ type: CreatePinInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const boardId = input.boardId.id;
      const method = input.method ?? (input.imageUrl != null ? 'scraped' : input.uploadId != null || input.imageBase64 != null ? 'uploaded' : undefined);
      const body = defined({
        board_id: boardId,
        section: input.sectionId?.id ?? undefined,
        method,
        title: input.title ?? undefined,
        description: input.description ?? undefined,
        link: input.link ?? undefined,
        alt_text: input.altText ?? undefined,
        guid: input.guid ?? undefined,
        upload_id: input.uploadId ?? undefined,
        image_signature: input.imageSignature ?? undefined,
        image_url: input.imageUrl ?? undefined,
        image_base64: input.imageBase64 ?? undefined,
        carousel_slots: input.carouselSlots?.map(slotBody),
        story_pages: input.storyPages?.map((page) => ({
          ...slotBody(page),
          blocks: (page.blocks ?? []).map((block) => ({ type: block.type, text: block.text })),
        })),
      });
      const { value, errors } = await pinWrite(() => ctx.v3.post<V3.V3Pin>('/v3/pins/', body), BOARD_NOT_FOUND);
      if (!value) return { pin: null, board: null, errors };
      const [pin, board] = await Promise.all([freshPin(ctx, value.id), freshBoard(ctx, value.board?.id ?? boardId)]);
      return { pin: pin ?? value, board, errors };
    },
  }),
  updatePin: t.field({
    type: UpdatePinPayload,
    description: 'Edit a pin (its pinner only): title, description, link, alt text, board and section.',
    args: { input: t.arg({ type: UpdatePinInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const id = input.pinId.id;
      if (!isV3Id(id)) return { pin: null, board: null, errors: [{ ...PIN_NOT_FOUND, code: 'NOT_FOUND' }] };
      const body = defined({
        title: input.title ?? undefined,
        description: input.description ?? undefined,
        link: input.link ?? undefined,
        alt_text: input.altText ?? undefined,
        board_id: input.boardId?.id ?? undefined,
        // null takes the pin out of its section; left out keeps it.
        section: input.sectionId === null ? null : (input.sectionId?.id ?? undefined),
      });
      const { value, errors } = await pinWrite(() => ctx.v3.send<V3.V3Pin>('PUT', `/v3/pins/${id}/`, body), PIN_NOT_FOUND);
      if (!value) return { pin: null, board: null, errors };
      const pin = (await freshPin(ctx, id)) ?? value;
      return { pin, board: await freshBoard(ctx, pin.board.id), errors };
    },
  }),
}));
