/**
 * A comment's text (issue 20): plain text, cleaned and checked before it is stored, and read for the
 * @mentions and web links the client turns into links. Nothing here is HTML: the client renders the
 * text as text and builds links only from the structured lists (mentions, links) the API answers.
 */
import { V3Error } from '../envelope.ts';

/** The most characters (code points) a comment may hold, after cleaning and trimming. */
export const COMMENT_TEXT_MAX = 500;
/** Mentions and links read from one comment: any beyond these stay plain text. */
export const MAX_MENTIONS = 20;
export const MAX_LINKS = 10;

/**
 * Control characters other than the line feed, and the bidirectional overrides and isolates that
 * can make text read differently from how it is stored ("Trojan source").
 */
const UNWANTED = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The text as stored: line breaks as \n, tabs as spaces, other control characters and bidi
 * overrides removed, trimmed. A 400 naming `text` when absent, not a string, empty, or too long.
 */
export function cleanCommentText(raw: unknown): string {
  if (raw === undefined || raw === null) throw V3Error.badParam('text', `text is required: 1 to ${COMMENT_TEXT_MAX} characters.`);
  if (typeof raw !== 'string') throw V3Error.badParam('text', 'text must be a string.');
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[^\S\n]*\n/g, '\n')
    .replace(UNWANTED, (c) => (c === '\n' ? c : ''))
    .trim();
  if (text === '') throw V3Error.badParam('text', `text must not be empty: 1 to ${COMMENT_TEXT_MAX} characters.`);
  const length = [...text].length;
  if (length > COMMENT_TEXT_MAX) throw V3Error.badParam('text', `text may hold at most ${COMMENT_TEXT_MAX} characters, got ${length}.`);
  return text;
}

/** Where a piece of the text is: UTF-16 offsets (JavaScript string indexes), end exclusive. */
export interface TextRange {
  start: number;
  end: number;
}

export interface FoundLink extends TextRange {
  /** The link as written (always http: or https:). */
  url: string;
}

export interface FoundMention extends TextRange {
  username: string;
}

/** http(s) links: up to white space or a character that cannot be in a bare URL. */
const LINK = /\bhttps?:\/\/[^\s<>"'`{}|\\^]+/gi;
/** Punctuation that ends a sentence rather than the link it follows. */
const TRAILING = /[.,;:!?)\]]+$/;

/** The web links in the text (at most MAX_LINKS), each one a URL that parses as http: or https:. */
export function findLinks(text: string): FoundLink[] {
  const links: FoundLink[] = [];
  for (const match of text.matchAll(LINK)) {
    if (links.length >= MAX_LINKS) break;
    let url = match[0];
    // Keep a closing bracket the link opened itself (https://en.wikipedia.org/wiki/Lamp_(light)).
    const trailing = TRAILING.exec(url)?.[0] ?? '';
    url = url.slice(0, url.length - trailing.length);
    const opened = (url.match(/\(/g) ?? []).length - (url.match(/\)/g) ?? []).length;
    if (opened > 0 && trailing.startsWith(')')) url += ')';
    if (!isHttpUrl(url)) continue;
    links.push({ url, start: match.index, end: match.index + url.length });
  }
  return links;
}

function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** `@username` (a username's characters, account/validate.ts USERNAME_PATTERN) not inside a word, an e-mail address or a link. */
const MENTION = /(?<![A-Za-z0-9_@])@([A-Za-z0-9_]{3,30})(?![A-Za-z0-9_])/g;

/** The @mentions in the text (at most MAX_MENTIONS), outside its links; whether they name anyone is the reader's to find. */
export function findMentions(text: string, links: readonly TextRange[] = findLinks(text)): FoundMention[] {
  const mentions: FoundMention[] = [];
  for (const match of text.matchAll(MENTION)) {
    if (mentions.length >= MAX_MENTIONS) break;
    const start = match.index;
    const end = start + match[0].length;
    if (links.some((link) => start < link.end && end > link.start)) continue;
    mentions.push({ username: match[1]!, start, end });
  }
  return mentions;
}
