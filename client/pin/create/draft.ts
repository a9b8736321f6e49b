/**
 * The pin builder's draft in localStorage (issue 16): the fields, the board, the uploaded images
 * (upload ids and signatures; the files themselves are not kept) and the guid that makes a retried
 * publish answer the same pin. Survives a reload; cleared after publishing. Storage failures are
 * ignored (platform §8: local storage failures are logged and ignored).
 */
import type { BoardChoice } from '../save/BoardPicker';
import type { CarouselSlotFields, PinFields } from './pinFields';

export const DRAFT_VERSION = 1;

export type ImageStatus = 'uploading' | 'processing' | 'succeeded' | 'failed';

/** An image of the draft once its upload slot exists (what a reload can pick up again). */
export interface DraftImage {
  readonly key: string;
  readonly fileName: string;
  readonly uploadId: string;
  readonly status: Exclude<ImageStatus, 'uploading'>;
  readonly signature: string | null;
  readonly imageUrl: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly error: string | null;
}

export interface PinDraft {
  readonly version: typeof DRAFT_VERSION;
  /** Made once per draft (crypto.randomUUID); each pin of the draft sends a guid derived from it. */
  readonly guid: string;
  readonly fields: PinFields;
  readonly board: BoardChoice | null;
  readonly carousel: boolean;
  readonly images: ReadonlyArray<DraftImage>;
  /** An idea pin's text blocks, by the key of the page's image. */
  readonly blocks?: Readonly<Record<string, ReadonlyArray<DraftBlock>>>;
  /** A carousel's cards (title, details, link), by the key of the card's image; their order is the images'. */
  readonly slots?: Readonly<Record<string, CarouselSlotFields>>;
}

export interface DraftBlock {
  readonly type: 'HEADING' | 'PARAGRAPH';
  readonly text: string;
}

function readBlocks(value: unknown): Record<string, DraftBlock[]> {
  if (!value || typeof value !== 'object') return {};
  const blocks: Record<string, DraftBlock[]> = {};
  for (const [key, list] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(list)) continue;
    blocks[key] = list.flatMap((block: unknown) => {
      const { type, text } = (block ?? {}) as Record<string, unknown>;
      return (type === 'HEADING' || type === 'PARAGRAPH') && isString(text) ? [{ type, text }] : [];
    });
  }
  return blocks;
}

function readSlots(value: unknown): Record<string, CarouselSlotFields> {
  if (!value || typeof value !== 'object') return {};
  const slots: Record<string, CarouselSlotFields> = {};
  for (const [key, slot] of Object.entries(value as Record<string, unknown>)) {
    if (!slot || typeof slot !== 'object') continue;
    const { title, details, link } = slot as Record<string, unknown>;
    slots[key] = { title: isString(title) ? title : '', details: isString(details) ? details : '', link: isString(link) ? link : '' };
  }
  return slots;
}

export const draftKey = (userId: string | null, kind: 'pin' | 'idea' = 'pin'): string => `corkboard:${kind}-draft:${userId ?? 'visitor'}`;

export const newGuid = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}-${Math.random().toString(16).slice(2)}`;

export const emptyDraft = (): PinDraft => ({
  version: DRAFT_VERSION,
  guid: newGuid(),
  fields: { title: '', description: '', link: '', altText: '' },
  board: null,
  carousel: false,
  images: [],
});

const isString = (value: unknown): value is string => typeof value === 'string';
const stringOrNull = (value: unknown): string | null => (isString(value) ? value : null);
const numberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readImage(value: unknown): DraftImage | null {
  if (!value || typeof value !== 'object') return null;
  const image = value as Record<string, unknown>;
  if (!isString(image.key) || !isString(image.uploadId)) return null;
  const status = image.status === 'succeeded' || image.status === 'failed' ? image.status : 'processing';
  return {
    key: image.key,
    fileName: isString(image.fileName) ? image.fileName : 'image',
    uploadId: image.uploadId,
    status,
    signature: stringOrNull(image.signature),
    imageUrl: stringOrNull(image.imageUrl),
    width: numberOrNull(image.width),
    height: numberOrNull(image.height),
    error: stringOrNull(image.error),
  };
}

function readBoard(value: unknown): BoardChoice | null {
  if (!value || typeof value !== 'object') return null;
  const board = value as Record<string, unknown>;
  if (!isString(board.boardId) || !isString(board.boardEntityId) || !isString(board.boardName)) return null;
  return { boardId: board.boardId, boardEntityId: board.boardEntityId, boardName: board.boardName, sectionId: stringOrNull(board.sectionId), sectionTitle: stringOrNull(board.sectionTitle) };
}

/** The stored draft, or null when there is none (or it can't be read). */
export function loadDraft(key: string): PinDraft | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch (error) {
    console.warn('pin draft: localStorage unavailable', error);
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    if (value.version !== DRAFT_VERSION || !isString(value.guid)) return null;
    const fields = (value.fields ?? {}) as Record<string, unknown>;
    return {
      version: DRAFT_VERSION,
      guid: value.guid,
      fields: {
        title: isString(fields.title) ? fields.title : '',
        description: isString(fields.description) ? fields.description : '',
        link: isString(fields.link) ? fields.link : '',
        altText: isString(fields.altText) ? fields.altText : '',
      },
      board: readBoard(value.board),
      carousel: value.carousel === true,
      images: Array.isArray(value.images) ? value.images.map(readImage).filter((image): image is DraftImage => image !== null) : [],
      ...(value.blocks ? { blocks: readBlocks(value.blocks) } : {}),
      ...(value.slots ? { slots: readSlots(value.slots) } : {}),
    };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: PinDraft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('pin draft: not saved', error);
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.warn('pin draft: not cleared', error);
  }
}

/** Whether the draft holds anything worth keeping (an empty one is not stored). */
export function isEmptyDraft(draft: PinDraft): boolean {
  const { title, description, link, altText } = draft.fields;
  const slotText = Object.values(draft.slots ?? {})
    .map((slot) => `${slot.title}${slot.details}${slot.link}`)
    .join('');
  return draft.images.length === 0 && !draft.board && !draft.carousel && `${title}${description}${link}${altText}${slotText}`.trim() === '';
}
