/**
 * Create PinResource (platform §7; issue 16): POST /v3/pins/ with
 *   board_id (required), section? (a section id of that board), method? ('uploaded' | 'scraped' | 'button' | …),
 *   title? (≤ 100), description? (≤ 500, pin-card §9), link? (http/https), alt_text? (≤ 500), guid? (≤ 64),
 *   and exactly one image source:
 *     upload_id        a succeeded VIPResource upload of the viewer
 *     image_signature  an `images` row
 *     image_base64     a data: URL (platform §5: anything but a string starting with 'data' is 'Invalid Image')
 *     image_url        fetched by the server (SSRF-safe, ../../net/safe-fetch.ts) and processed
 *     carousel_slots   2–5 × {upload_id | image_signature, title?, details?, link?}        → type 'carousel'
 *     story_pages      1–20 × {upload_id | image_signature, blocks?: [{type: 'heading' | 'paragraph', text}]}
 *                                                                                           → type 'story'
 * → the full pin as GET /v3/pins/{id}/ serves it: 201 when made; 200 with the first pin when the same pinner
 * sends a guid again (the unique index pins_pinner_guid_idx keeps concurrent creates to one pin).
 * The viewer must be able to write to the board (owner or accepted collaborator, not archived: 404 when
 * they cannot see it, 403 otherwise); signed out 401, limited login 403. PIN_CREATES_PER_HOUR per account.
 * The pin's image fields (signature, width, height, dominant colour) are the `images` row's; a carousel
 * or story pin shows its first slot's or page's image; an animated GIF makes a 'gif' pin whose embed plays
 * /images/orig/{signature}.gif. Carousel and story data take the seeded shapes
 * (server/db/seed/pin-kinds.ts) that the pin card renders.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { boards, pins, type NewPin } from '../../db/schema.ts';
import { bodyId, bodyOf, checkName, stringField, type Body } from '../account/validate.ts';
import { boardForSave } from '../board/writable.ts';
import type { V3Deps } from '../deps.ts';
import { ok, V3Error } from '../envelope.ts';
import type { FixedWindowLimiter } from '../session/rate-limit.ts';
import type { V3Pin } from '../types.ts';
import { viewerOf, writerId, type Viewer } from '../viewer.ts';
import { imageFromBase64, imageFromUrl, IMAGE_BODY_LIMIT, IMAGE_BODY_TOO_LARGE } from './import-image.ts';
import { imageRefOf, resolveImageRef, type ImageRef, type PinImage } from './image-source.ts';
import { loadPins } from './load.ts';
import { altTextField, descriptionField, guidField, linkField, methodField, textField, titleField } from './pin-fields.ts';
import { sectionOf } from './repin.ts';

export const MIN_CAROUSEL_SLOTS = 2;
export const MAX_CAROUSEL_SLOTS = 5;
export const MAX_STORY_PAGES = 20;
export const MAX_STORY_BLOCKS = 10;
export const MAX_STORY_HEADING = 100;
export const MAX_STORY_PARAGRAPH = 500;
export const STORY_BLOCK_TYPES = ['heading', 'paragraph'] as const;
export const IMAGE_SOURCES = ['upload_id', 'image_signature', 'image_base64', 'image_url', 'carousel_slots', 'story_pages'] as const;
type ImageSource = (typeof IMAGE_SOURCES)[number];

interface SlotInput {
  ref: ImageRef;
  title: string;
  details: string;
  link: string | null;
}

interface PageInput {
  ref: ImageRef;
  blocks: { type: (typeof STORY_BLOCK_TYPES)[number]; text: string }[];
}

type SourceInput =
  | { kind: 'ref'; ref: ImageRef }
  | { kind: 'base64'; value: unknown }
  | { kind: 'url'; url: string }
  | { kind: 'carousel'; slots: SlotInput[] }
  | { kind: 'story'; pages: PageInput[] };

export interface PinCreateInput {
  boardId: number;
  section: unknown;
  title: string;
  description: string;
  link: string | null;
  altText: string | null;
  guid: string | undefined;
  source: SourceInput;
}

const given = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

function objectsOf(value: unknown, param: string, min: number, max: number, what: string): Record<string, unknown>[] {
  if (!Array.isArray(value) || value.length < min || value.length > max) {
    throw V3Error.badParam(param, `${param} must be a list of ${min} to ${max} ${what}.`);
  }
  return value.map((item, i) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) throw V3Error.badParam(`${param}[${i}]`, `Each of ${param} must be an object.`);
    return item as Record<string, unknown>;
  });
}

function requiredRef(source: Record<string, unknown>, prefix: string): ImageRef {
  const ref = imageRefOf(source, prefix);
  if (!ref) throw V3Error.badParam(`${prefix}upload_id`, 'Each one needs an image: upload_id or image_signature.');
  return ref;
}

function carouselSlots(value: unknown): SlotInput[] {
  return objectsOf(value, 'carousel_slots', MIN_CAROUSEL_SLOTS, MAX_CAROUSEL_SLOTS, 'images').map((slot, i) => {
    const prefix = `carousel_slots[${i}].`;
    return {
      ref: requiredRef(slot, prefix),
      title: titleField(slot, 'title', `${prefix}title`) ?? '',
      details: descriptionField(slot, 'details', `${prefix}details`) ?? '',
      link: linkField(slot, 'link', `${prefix}link`) ?? null,
    };
  });
}

function storyPages(value: unknown): PageInput[] {
  return objectsOf(value, 'story_pages', 1, MAX_STORY_PAGES, 'pages').map((page, i) => {
    const prefix = `story_pages[${i}].`;
    const blocks = page.blocks === undefined || page.blocks === null ? [] : objectsOf(page.blocks, `${prefix}blocks`, 0, MAX_STORY_BLOCKS, 'text blocks');
    return {
      ref: requiredRef(page, prefix),
      blocks: blocks.map((block, j) => {
        const param = `${prefix}blocks[${j}]`;
        const type = block.type;
        if (type !== 'heading' && type !== 'paragraph') throw V3Error.badParam(`${param}.type`, 'A block is a heading or a paragraph.');
        const max = type === 'heading' ? MAX_STORY_HEADING : MAX_STORY_PARAGRAPH;
        const text = checkName(textField(block, 'text', `${param}.text`), `${param}.text`, type === 'heading' ? 'A heading' : 'A paragraph', max, { multiline: type === 'paragraph' }) ?? '';
        return { type, text };
      }),
    };
  });
}

function sourceOf(body: Body): SourceInput {
  const present = IMAGE_SOURCES.filter((name) => given(body[name]));
  if (present.length === 0) {
    throw V3Error.badParam('image', `A Pin needs an image: give one of ${IMAGE_SOURCES.join(', ')}.`);
  }
  if (present.length > 1) throw V3Error.badParam(present[1]!, `Give one image source, not ${present.join(' and ')}.`);
  const name: ImageSource = present[0]!;
  switch (name) {
    case 'upload_id':
    case 'image_signature':
      return { kind: 'ref', ref: imageRefOf(body, '')! };
    case 'image_base64':
      return { kind: 'base64', value: body.image_base64 };
    case 'image_url': {
      const url = stringField(body, 'image_url')!;
      return { kind: 'url', url };
    }
    case 'carousel_slots':
      return { kind: 'carousel', slots: carouselSlots(body.carousel_slots) };
    case 'story_pages':
      return { kind: 'story', pages: storyPages(body.story_pages) };
  }
}

/** Every field checked (400s naming the field) before anything is read or written. */
export function parseCreate(body: Body): PinCreateInput {
  const boardId = bodyId(body, 'board_id', true);
  methodField(body);
  stringField(body, 'client_tracking_params');
  const input: PinCreateInput = {
    boardId,
    section: body.section,
    title: titleField(body) ?? '',
    description: descriptionField(body) ?? '',
    link: linkField(body) ?? null,
    altText: altTextField(body) || null,
    guid: guidField(body),
    source: sourceOf(body),
  };
  return input;
}

const digits = (count: number): string => Array.from({ length: count }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join('');

/** What the pin row holds of its image(s), from the source. */
async function contentOf(
  deps: V3Deps,
  viewer: Viewer & { userId: number },
  input: PinCreateInput,
  now: Date,
): Promise<Pick<NewPin, 'type' | 'imageSignature' | 'imageWidth' | 'imageHeight' | 'dominantColor' | 'carouselData' | 'storyPinData' | 'embed'>> {
  const me = viewer.userId;
  const main = (image: PinImage) => ({
    imageSignature: image.signature,
    imageWidth: image.width,
    imageHeight: image.height,
    dominantColor: image.dominantColor,
  });
  const { source } = input;
  switch (source.kind) {
    case 'ref':
    case 'base64':
    case 'url': {
      const image =
        source.kind === 'ref'
          ? await resolveImageRef(deps.db, me, source.ref, now)
          : source.kind === 'base64'
            ? await imageFromBase64(deps, source.value, me)
            : await imageFromUrl(deps, source.url, me);
      if (!image.animated) return { type: 'image', ...main(image) };
      // An animated GIF plays from its kept original; its still is the pin's image (as seeded GIF pins).
      return {
        type: 'gif',
        ...main(image),
        embed: { type: 'gif', src: `${deps.imageBaseUrl}/images/orig/${image.signature}.gif`, width: image.width, height: image.height },
      };
    }
    case 'carousel': {
      const images: PinImage[] = [];
      for (const slot of source.slots) images.push(await resolveImageRef(deps.db, me, slot.ref, now));
      const slots = source.slots.map((slot, i) => ({
        slot_id: digits(15),
        title: slot.title,
        details: slot.details,
        link: slot.link,
        image_signature: images[i]!.signature,
        width: images[i]!.width,
        height: images[i]!.height,
        dominant_color: images[i]!.dominantColor,
      }));
      return { type: 'carousel', ...main(images[0]!), carouselData: { index: 0, carousel_slots: slots } };
    }
    case 'story': {
      const images: PinImage[] = [];
      for (const page of source.pages) images.push(await resolveImageRef(deps.db, me, page.ref, now));
      const pages = source.pages.map((page, i) => {
        const image = images[i]!;
        return {
          id: digits(12),
          layout: 0,
          style: { background_color: image.dominantColor },
          blocks: [
            { block_type: 'image', image_signature: image.signature, width: image.width, height: image.height, dominant_color: image.dominantColor },
            ...page.blocks.map((block) => ({ block_type: 'text', text_style: block.type, text: block.text })),
          ],
        };
      });
      return {
        type: 'story',
        ...main(images[0]!),
        storyPinData: {
          is_deleted: false,
          has_product_pins: false,
          static_page_count: pages.length,
          total_video_duration: 0,
          metadata: { pin_title: input.title, pin_image_signature: images[0]!.signature },
          pages,
        },
      };
    }
  }
}

/** The pinner's pin made with `guid`, if any (deleted ones included). */
async function pinByGuid(db: Db, pinnerId: number, guid: string): Promise<{ id: number; deletedAt: Date | null } | undefined> {
  const [row] = await db
    .select({ id: pins.id, deletedAt: pins.deletedAt })
    .from(pins)
    .where(and(eq(pins.pinnerId, pinnerId), eq(pins.guid, guid)));
  return row ? { id: Number(row.id), deletedAt: row.deletedAt } : undefined;
}

/** The full pin as the viewer reads it. */
async function pinAnswer(deps: V3Deps, viewer: Viewer, id: number): Promise<V3Pin> {
  const pin = (await loadPins(deps, viewer, [id])).get(id);
  if (!pin) throw V3Error.notFound(`pin ${id} not found`);
  return pin;
}

/** The answer to a guid sent again: the first pin (200), or 409 when it was deleted since. */
async function existingAnswer(deps: V3Deps, viewer: Viewer, found: { id: number; deletedAt: Date | null }) {
  if (found.deletedAt !== null) throw new V3Error(409, 'guid_used', 'The Pin made with this guid was deleted. Send a new guid to make another.', 'guid');
  return ok(await pinAnswer(deps, viewer, found.id));
}

export interface PinCreateOptions {
  /** Pins made per account and window (AccountLimits.pinCreatePerAccount). */
  limiter: FixedWindowLimiter;
  now: () => Date;
}

export function pinCreateRoutes(app: FastifyInstance, deps: V3Deps, options: PinCreateOptions): void {
  const { db } = deps;
  app.post('/pins/', { bodyLimit: IMAGE_BODY_LIMIT, config: { tooLargeMessage: IMAGE_BODY_TOO_LARGE } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const me = writerId(viewer);
    const writer = { ...viewer, userId: me };
    const input = parseCreate(bodyOf(request.body));
    if (input.guid !== undefined) {
      const found = await pinByGuid(db, me, input.guid);
      if (found) return existingAnswer(deps, viewer, found);
    }
    const { board } = await boardForSave(deps, viewer, input.boardId);
    const section = await sectionOf(db, board.id, input.section);
    await options.limiter.hit(String(me));
    const content = await contentOf(deps, writer, input, options.now());
    const values: NewPin = {
      pinnerId: me,
      boardId: board.id,
      sectionId: section?.id ?? null,
      title: input.title,
      description: input.description,
      link: input.link,
      altText: input.altText,
      guid: input.guid ?? null,
      ...content,
    };
    const [inserted] = await db
      .insert(pins)
      .values(values)
      .onConflictDoNothing({ target: [pins.pinnerId, pins.guid], where: sql`${pins.guid} is not null` })
      .returning({ id: pins.id });
    if (!inserted) {
      // A concurrent create with the same guid made it first.
      const found = await pinByGuid(db, me, input.guid!);
      if (!found) throw new V3Error(409, 'conflict', 'The Pin changed while it was being made. Please try again.');
      return existingAnswer(deps, viewer, found);
    }
    const id = Number(inserted.id);
    await db.update(boards).set({ lastPinnedAt: sql`now()` }).where(eq(boards.id, board.id));
    const answer = ok(await pinAnswer(deps, viewer, id));
    answer.resource_response.http_status = 201;
    return reply.status(201).send(answer);
  });
}
