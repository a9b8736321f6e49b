import { charCount } from '../format';

/** Create PinResource limits (issue 16; pin-card §9: board pin description max 500). */
export const PIN_TITLE_MAX = 100;
export const PIN_DESCRIPTION_MAX = 500;
export const PIN_ALT_TEXT_MAX = 500;
/** Carousel pins hold 2 to 5 images; idea pins 1 to 20 pages. */
export const CAROUSEL_MIN = 2;
export const CAROUSEL_MAX = 5;
export const STORY_PAGES_MAX = 20;
export const PIN_LINK_MAX = 2048;

export const TITLE_TOO_LONG = `Titles can be at most ${PIN_TITLE_MAX} characters.`;
export const DESCRIPTION_TOO_LONG = `Descriptions can be at most ${PIN_DESCRIPTION_MAX} characters.`;
export const ALT_TEXT_TOO_LONG = `Alt text can be at most ${PIN_ALT_TEXT_MAX} characters.`;
export const LINK_INVALID = 'Enter a link that starts with http:// or https://, like https://example.com/recipe.';
export const BOARD_REQUIRED = 'Choose a board for your Pin.';
/** A carousel card's details: v3 checks carousel_slots[].details like a description (server/v3/pin/pin-fields.ts, 500). */
export const SLOT_DETAILS_MAX = PIN_DESCRIPTION_MAX;
export const DETAILS_TOO_LONG = `Details can be at most ${SLOT_DETAILS_MAX} characters.`;

export interface PinFields {
  readonly title: string;
  readonly description: string;
  readonly link: string;
  readonly altText: string;
}

export type PinFieldErrors = Partial<Record<keyof PinFields, string>>;

/** Whether `link` is an http(s) address (empty is fine: a pin needs no link). */
export function linkError(link: string): string | null {
  const trimmed = link.trim();
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return LINK_INVALID;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.username !== '' || url.password !== '' || trimmed.length > PIN_LINK_MAX) return LINK_INVALID;
  return null;
}

/** The fields' problems (empty when the pin may be sent). */
export function pinFieldErrors(fields: PinFields): PinFieldErrors {
  const errors: { -readonly [K in keyof PinFields]?: string } = {};
  if (charCount(fields.title.trim()) > PIN_TITLE_MAX) errors.title = TITLE_TOO_LONG;
  if (charCount(fields.description) > PIN_DESCRIPTION_MAX) errors.description = DESCRIPTION_TOO_LONG;
  const link = linkError(fields.link);
  if (link) errors.link = link;
  if (charCount(fields.altText) > PIN_ALT_TEXT_MAX) errors.altText = ALT_TEXT_TOO_LONG;
  return errors;
}

/** One card of a carousel pin: its own title, details and link (createPin's carouselSlots). */
export interface CarouselSlotFields {
  readonly title: string;
  readonly details: string;
  readonly link: string;
}

export type CarouselSlotErrors = Partial<Record<keyof CarouselSlotFields, string>>;

export const emptySlot = (): CarouselSlotFields => ({ title: '', details: '', link: '' });

/** A carousel card's problems, checked as v3 checks carousel_slots (title 100, details 500, link http/https). */
export function slotFieldErrors(slot: CarouselSlotFields): CarouselSlotErrors {
  const errors: { -readonly [K in keyof CarouselSlotFields]?: string } = {};
  if (charCount(slot.title.trim()) > PIN_TITLE_MAX) errors.title = TITLE_TOO_LONG;
  if (charCount(slot.details) > SLOT_DETAILS_MAX) errors.details = DETAILS_TOO_LONG;
  const link = linkError(slot.link);
  if (link) errors.link = link;
  return errors;
}

export const hasErrors = (errors: PinFieldErrors | CarouselSlotErrors): boolean => Object.values(errors).some(Boolean);

/** The counter shown under a limited field: "12/100". */
export const counter = (value: string, max: number): string => `${charCount(value)}/${max}`;

/** A section's global id from its v3 id, as createPin and updatePin take it (the server's ids are base64 of `Type:id`). */
export const sectionNodeId = (entityId: string | null): string | null => (entityId ? btoa(`BoardSection:${entityId}`) : null);
