/**
 * Server-Sent Events from v3 (its live event streams, server/v3/inbox/routes.ts): the block parser,
 * and a reader that turns a response body into events, ending when the body ends.
 */

export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

/** Parses one SSE block (the lines between blank lines); null for a comment-only block. */
export function parseSseBlock(block: string): SseEvent | null {
  let event = 'message';
  let id: string | null = null;
  const data: string[] = [];
  let any = false;
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    any = true;
    if (field === 'event') event = value;
    else if (field === 'id') id = value;
    else if (field === 'data') data.push(value);
  }
  return any ? { event, id, data: data.join('\n') } : null;
}

/**
 * The events of a stream's chunks, in order. `onChunk` is called for every chunk (comments
 * included), so a watchdog can tell a live but quiet stream from a stalled one.
 */
export async function* sseEvents(chunks: AsyncIterable<Uint8Array | string>, onChunk: () => void = () => {}): AsyncGenerator<SseEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    onChunk();
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    buffer = buffer.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const parsed = parseSseBlock(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      if (parsed) yield parsed;
    }
  }
}
