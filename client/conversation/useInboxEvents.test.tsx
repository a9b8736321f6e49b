/** The live inbox hook: events in order, and after the stream ends it subscribes again after the last cursor (fake timers). */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_FIRST_MS, useInboxEvents, type InboxEvent } from './useInboxEvents';

function streamOf(...frames: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
const next = (cursor: string, id: string) => `event: next\ndata: ${JSON.stringify({ data: { inboxEvents: { cursor, kind: 'MESSAGE', conversation: { entityId: id } } } })}\n\n`;

function Probe({ after, onEvent }: { after: string | null; onEvent: (event: InboxEvent) => void }) {
  useInboxEvents(after, onEvent);
  return null;
}

describe('useInboxEvents', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const sentAfter = (call: number) => (JSON.parse(String(fetchMock.mock.calls[call]![1]!.body)) as { variables: { after: string } }).variables.after;

  it('does nothing without a starting cursor', () => {
    render(<Probe after={null} onEvent={() => {}} />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hands out events in order, then subscribes again after the last cursor once the stream ends', async () => {
    fetchMock.mockResolvedValueOnce(streamOf(next('5', '1'), next('6', '2'), 'event: complete\ndata:\n\n')).mockResolvedValue(streamOf());
    const seen: string[] = [];
    render(<Probe after="4" onEvent={(event) => seen.push(event.cursor)} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(seen).toEqual(['5', '6']);
    expect(sentAfter(0)).toBe('4');
    const [, init] = fetchMock.mock.calls[0]!;
    expect((init!.headers as Record<string, string>).Accept).toBe('text/event-stream');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RETRY_FIRST_MS - 1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentAfter(1)).toBe('6');
  });

  it('waits longer after each failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('network'));
    render(<Probe after="1" onEvent={() => {}} />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * RETRY_FIRST_MS - 1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
