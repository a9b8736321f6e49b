/** A Server-Sent Events reader for integration tests: opens a stream over real HTTP and hands out its events in order. */

export interface SseEvent {
  event: string;
  id: string | null;
  data: string;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (of `event` type, skipping others), waiting for it to arrive. */
  next(event?: string): Promise<SseEvent>;
  close(): void;
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

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  const queue: SseEvent[] = [];
  const waiting: (() => void)[] = [];
  let ended = false;
  let buffer = '';
  void (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const parsed = parseSseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (parsed) queue.push(parsed);
        }
        waiting.splice(0).forEach((wake) => wake());
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      waiting.splice(0).forEach((wake) => wake());
    }
  })();
  return {
    status: response.status,
    headers: response.headers,
    async next(event?: string) {
      for (;;) {
        const index = queue.findIndex((e) => event === undefined || e.event === event);
        if (index !== -1) return queue.splice(0, index + 1).pop()!;
        if (ended) throw new Error(`the stream ended before a${event ? ` "${event}"` : 'n'} event`);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    },
    close: () => controller.abort(),
  };
}
