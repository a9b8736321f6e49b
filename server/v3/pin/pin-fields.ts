/**
 * The text fields a person writes on a pin they make or edit (issue 16; pin-card §9), each checked with a
 * 400 naming the field: title at most MAX_PIN_TITLE characters, description at most MAX_SAVE_DESCRIPTION
 * (pin-card §9: 500), alt text at most MAX_ALT_TEXT, link an http(s) address. Titles and alt text are one
 * line; a description keeps its line breaks. Control characters are refused.
 */
import { checkName, type Body } from '../account/validate.ts';
import { V3Error } from '../envelope.ts';
import { MAX_SAVE_DESCRIPTION } from './repin.ts';

export const MAX_PIN_TITLE = 100;
export const MAX_PIN_DESCRIPTION = MAX_SAVE_DESCRIPTION;
export const MAX_ALT_TEXT = 500;
export const MAX_PIN_LINK = 2048;
/** Create PinResource's guid (platform §7): the client's idempotency key. */
export const MAX_GUID = 64;
const GUID_PATTERN = /^[\x21-\x7e]+$/;
const METHOD_PATTERN = /^[a-z_]{1,32}$/;

/** The string `body[key]`, undefined when absent (or null); else a 400 naming `param`. */
export function textField(body: Body, key: string, param = key): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw V3Error.badParam(param, `${param} must be a string.`);
  return value;
}

export const titleField = (body: Body, key = 'title', param = key): string | undefined => checkName(textField(body, key, param), param, 'A title', MAX_PIN_TITLE);

export const descriptionField = (body: Body, key = 'description', param = key): string | undefined =>
  checkName(textField(body, key, param), param, 'A description', MAX_PIN_DESCRIPTION, { multiline: true });

export const altTextField = (body: Body, key = 'alt_text', param = key): string | undefined => checkName(textField(body, key, param), param, 'Alt text', MAX_ALT_TEXT);

/** An http(s) address; '' (or only spaces) clears: null. Undefined when absent. */
export function linkField(body: Body, key = 'link', param = key): string | null | undefined {
  const raw = textField(body, key, param);
  if (raw === undefined) return undefined;
  const value = raw.trim();
  if (value === '') return null;
  let url: URL | null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || value.length > MAX_PIN_LINK || url.username !== '' || url.password !== '') {
    throw V3Error.badParam(param, 'Please enter a valid link starting with http:// or https://.');
  }
  return value;
}

export function guidField(body: Body): string | undefined {
  const value = textField(body, 'guid');
  if (value === undefined || value === '') return undefined;
  if (value.length > MAX_GUID || !GUID_PATTERN.test(value)) {
    throw V3Error.badParam('guid', `guid must be 1 to ${MAX_GUID} printable characters without spaces.`);
  }
  return value;
}

/** How the pin was made (platform §7 method: uploaded, scraped, button, …): checked, not stored. */
export function methodField(body: Body): string | undefined {
  const value = textField(body, 'method');
  if (value === undefined || value === '') return undefined;
  if (!METHOD_PATTERN.test(value)) throw V3Error.badParam('method', 'method must be a word such as uploaded or scraped.');
  return value;
}

