/**
 * Reads a GraphQL subscription served as Server-Sent Events (Yoga: `event: next` with data
 * {data, errors}, then `event: complete`). Resolves when the stream ends; throws when it breaks.
 */
export async function readSubscription(response: Response, onNext: (payload: { data?: unknown; errors?: unknown[] }) => void): Promise<void> {
  if (!response.ok || !response.body) throw new Error(`subscription: HTTP ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer = (buffer + value).replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((m) => m[1]).join('\n');
      if (event === 'complete') return;
      if (event === 'next' && data) onNext(JSON.parse(data) as { data?: unknown; errors?: unknown[] });
    }
  }
}
