/**
 * Pure rules of writing messages and reading live lists (issue 20), for the inbox's own chunk: the
 * header's ./rules.ts is in the first script, and what is added there is downloaded by every page.
 */
import { MESSAGE_TEXT_MAX } from './rules';

export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_TEXT_MAX} characters long.`;

/** A message's length as the server counts it: characters (code points), not UTF-16 units. */
export const messageLength = (text: string): number => [...text].length;

/** Whether `text` can be sent as a message: something besides spaces, and not too long. */
export const canSendText = (text: string): boolean => text.trim() !== '' && messageLength(text) <= MESSAGE_TEXT_MAX;

/**
 * How many rows a live page's read asks for: a page at first; after "Show more", as many as it shows
 * (at most `max`, the server's page limit), so a refresh keeps the rows loaded.
 */
export const readCount = (shown: number, page: number, max: number): number => Math.min(max, Math.max(page, shown));
