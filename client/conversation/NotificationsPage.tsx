/**
 * /notifications/ (issue 20; platform §2): the news hub. Each line says what happened ("Ana and 3
 * others saved your Pin") with the latest people's pictures and the Pin (NotificationLines, a page
 * at a time); opening the page marks them read. Live: a new notification appears without a reload.
 */
import { Box, Flex, Heading, Spinner } from 'gestalt';
import { Suspense, useEffect } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import QuietBoundary from '../shell/QuietBoundary';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import NotificationLines, { NOTIFICATIONS_PAGE, NOTIFICATIONS_READ_MAX } from './NotificationLines';
import { announceInboxChange } from './rules';
import { useLiveRefresh } from './useInboxEvents';
import { useLiveRead } from './useLiveRead';
import type { NotificationsPageQuery } from './__generated__/NotificationsPageQuery.graphql';
import type { NotificationsPageReadMutation } from './__generated__/NotificationsPageReadMutation.graphql';

const linesQuery = graphql`
  query NotificationsPageQuery($count: Int!) {
    viewer {
      inbox {
        unreadNotifications
        lastEventId
      }
      ...NotificationLines_viewer @arguments(count: $count)
    }
  }
`;

function Lines({ fetchKey, onLastEventId }: { readonly fetchKey: number; readonly onLastEventId: (id: string) => void }) {
  const { readKey, variables, onShown } = useLiveRead(fetchKey, linesQuery, (count) => ({ count }), { page: NOTIFICATIONS_PAGE, max: NOTIFICATIONS_READ_MAX });
  const data = useLazyLoadQuery<NotificationsPageQuery>(linesQuery, variables, { fetchKey: readKey, fetchPolicy: 'store-and-network' });
  const [commitRead] = useMutation<NotificationsPageReadMutation>(graphql`
    mutation NotificationsPageReadMutation {
      markNotificationsRead {
        unreadNotifications
      }
    }
  `);
  const inbox = data.viewer?.inbox ?? null;
  const unread = inbox?.unreadNotifications ?? 0;
  const lastEventId = inbox?.lastEventId ?? null;
  useEffect(() => {
    if (lastEventId !== null) onLastEventId(lastEventId);
  }, [lastEventId, onLastEventId]);
  useEffect(() => {
    // Seen: the header's count goes back to 0 (the lines keep their unread look until the next visit).
    if (unread > 0) commitRead({ variables: {}, onCompleted: announceInboxChange });
  }, [unread, commitRead]);
  return data.viewer ? <NotificationLines viewer={data.viewer} onShown={onShown} /> : null;
}

export default function NotificationsPage() {
  const { fetchKey, onLastEventId } = useLiveRefresh();
  useDocumentTitle('Updates | Corkboard');
  return (
    <Box padding={3} mdPadding={6} maxWidth={720} marginStart="auto" marginEnd="auto" data-test-id="notifications-page">
      <Flex direction="column" gap={4}>
        <Heading size="400" accessibilityLevel={1}>
          Updates
        </Heading>
        <QuietBoundary>
          <Suspense
            fallback={
              <Box padding={6} display="flex" justifyContent="center">
                <Spinner show accessibilityLabel="Loading" />
              </Box>
            }
          >
            <Lines fetchKey={fetchKey} onLastEventId={onLastEventId} />
          </Suspense>
        </QuietBoundary>
      </Flex>
    </Box>
  );
}
