/** A Server-Sent Events reader for integration tests: opens a stream over real HTTP and hands out its events in order. */
import { sseEvents, type SseEvent } from '../../schema/v3/sse.ts';

export type { SseEvent };

export interface SseStream {
  status: number;
  headers: Headers;
  /** The next event (of `event` type, skipping others), waiting for it to arrive. */
  next(event?: string): Promise<SseEvent>;
  close(): void;
}

/** Opens `url` as an event stream (GET, or POST with a JSON `body`, as a GraphQL subscription over SSE). */
export async function openSse(url: string, headers: Record<string, string> = {}, body?: unknown): Promise<SseStream> {
  const controller = new AbortController();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'text/event-stream', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: controller.signal,
  });
  const queue: SseEvent[] = [];
  const waiting: (() => void)[] = [];
  let ended = false;
  const wake = () => waiting.splice(0).forEach((resolve) => resolve());
  void (async () => {
    try {
      if (response.body) {
        for await (const event of sseEvents(response.body as unknown as AsyncIterable<Uint8Array>)) {
          queue.push(event);
          wake();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      wake();
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
