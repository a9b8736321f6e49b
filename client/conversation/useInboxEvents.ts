/**
 * The viewer's live inbox events (issue 20) over the inboxEvents GraphQL subscription, as Server-Sent
 * Events. It subscribes after `after` (the inbox's lastEventId when the page loaded, so nothing
 * between the page's read and the subscription is missed), and after a dropped connection or the
 * server's periodic end subscribes again after the last cursor it saw, waiting a little longer each
 * failed time (1 s up to 30 s). `onEvent` runs for each event, in order.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from 'react-relay';
import { readSubscription } from './sse';
import type { useInboxEventsSubscription$data } from './__generated__/useInboxEventsSubscription.graphql';

export type InboxEvent = useInboxEventsSubscription$data['inboxEvents'];

const subscription = graphql`
  subscription useInboxEventsSubscription($after: String) {
    inboxEvents(after: $after) {
      cursor
      kind
      conversation {
        entityId
      }
    }
  }
`;

/** The first wait before subscribing again, and the longest. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

export function useInboxEvents(after: string | null, onEvent: (event: InboxEvent) => void): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  useEffect(() => {
    if (after === null) return;
    let cursor = after;
    let stopped = false;
    let wait = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const params = (subscription as unknown as { params: { id: string; name: string } }).params;
    const connect = async () => {
      controller = new AbortController();
      try {
        const response = await fetch('/graphql', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
          body: JSON.stringify({ documentId: params.id, operationName: params.name, variables: { after: cursor } }),
          signal: controller.signal,
        });
        await readSubscription(response, (payload) => {
          const event = (payload.data as useInboxEventsSubscription$data | undefined)?.inboxEvents;
          if (!event) return;
          cursor = event.cursor;
          wait = RETRY_FIRST_MS;
          handler.current(event);
        });
      } catch {
        // A dropped connection or a refusal: try again after a while.
        wait = Math.min(wait * 2, RETRY_MAX_MS);
      }
      if (!stopped) timer = setTimeout(() => void connect(), wait);
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
    };
  }, [after]);
}

/**
 * A live page's refresh: `fetchKey` goes up on each inbox event (and when `refresh` is called), and the
 * subscription starts after the first lastEventId a query reports through `onLastEventId`.
 */
export function useLiveRefresh(onEvent: () => void = () => {}): { fetchKey: number; refresh: () => void; onLastEventId: (id: string) => void } {
  const [fetchKey, setFetchKey] = useState(0);
  const [after, setAfter] = useState<string | null>(null);
  const told = useRef(onEvent);
  told.current = onEvent;
  const refresh = useCallback(() => {
    setFetchKey((key) => key + 1);
    told.current();
  }, []);
  const onLastEventId = useCallback((last: string) => setAfter((current) => current ?? last), []);
  useInboxEvents(after, refresh);
  return { fetchKey, refresh, onLastEventId };
}
