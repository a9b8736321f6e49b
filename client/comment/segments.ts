/**
 * A comment's text cut into what it shows: plain text, @mentions (links to the person's profile)
 * and web links (anchors to the signed /offsite/ page the API gave, never to the address itself).
 * Built only from the API's structured ranges: the text is never read as HTML.
 */

export interface MentionRange {
  readonly username: string;
  readonly start: number;
  readonly end: number;
}

export interface LinkRange {
  readonly url: string;
  readonly offsiteUrl: string | null | undefined;
  readonly start: number;
  readonly end: number;
}

export type Segment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'mention'; readonly text: string; readonly href: string }
  | { readonly kind: 'link'; readonly text: string; readonly href: string };

/** Only the site's own outbound page is a link's address (anything else stays text). */
export function safeOffsiteHref(href: string | null | undefined): string | null {
  return typeof href === 'string' && href.startsWith('/offsite/?') ? href : null;
}

export function commentSegments(text: string, mentions: readonly MentionRange[], links: readonly LinkRange[]): Segment[] {
  type Range = { start: number; end: number; segment: Segment };
  const ranges: Range[] = [];
  for (const m of mentions) ranges.push({ start: m.start, end: m.end, segment: { kind: 'mention', text: text.slice(m.start, m.end), href: `/${encodeURIComponent(m.username)}/` } });
  for (const l of links) {
    const href = safeOffsiteHref(l.offsiteUrl);
    if (href) ranges.push({ start: l.start, end: l.end, segment: { kind: 'link', text: text.slice(l.start, l.end), href } });
  }
  ranges.sort((a, b) => a.start - b.start);
  const segments: Segment[] = [];
  let at = 0;
  for (const range of ranges) {
    // Ranges out of the text or overlapping one already taken stay plain text.
    if (range.start < at || range.end > text.length || range.end <= range.start) continue;
    if (range.start > at) segments.push({ kind: 'text', text: text.slice(at, range.start) });
    segments.push(range.segment);
    at = range.end;
  }
  if (at < text.length) segments.push({ kind: 'text', text: text.slice(at) });
  return segments;
}
