/**
 * /notifications/ (issue 20; platform §2): the news hub. Each line says what happened ("Ana and 3
 * others saved your Pin") with the latest people's pictures and the Pin; opening the page marks them
 * read; a line about a Pin can be hidden (with the Pin, from the viewer's feeds) and brought back with
 * Undo. Live: a new notification appears without a reload.
 */
import { Box, Button, Flex, Heading, Link, Spinner, Text } from 'gestalt';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import QuietBoundary from '../shell/QuietBoundary';
import { useToast } from '../shell/toast/ToastProvider';
import { useDocumentTitle } from '../shell/useDocumentTitle';
import UserAvatar from '../user/UserAvatar';
import { announceInboxChange, shortAgo } from './rules';
import { useLiveRefresh } from './useInboxEvents';
import type { NotificationsPageQuery } from './__generated__/NotificationsPageQuery.graphql';
import type { NotificationsPageReadMutation } from './__generated__/NotificationsPageReadMutation.graphql';
import type { NotificationsPageHideMutation } from './__generated__/NotificationsPageHideMutation.graphql';

const HIDE_FAILED = "Couldn't hide it. Try again.";

function Lines({ fetchKey, onLastEventId }: { readonly fetchKey: number; readonly onLastEventId: (id: string) => void }) {
  const data = useLazyLoadQuery<NotificationsPageQuery>(
    graphql`
      query NotificationsPageQuery {
        viewer {
          inbox {
            unreadNotifications
            lastEventId
          }
          notifications(first: 30) {
            edges {
              node {
                id
                entityId
                text
                unread
                createdAt
                commentText
                actors {
                  id
                  username
                  fullName
                  imageMediumUrl
                }
                pin {
                  entityId
                  image(size: W236) {
                    url
                  }
                }
                board {
                  url
                }
              }
            }
          }
        }
      }
    `,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  const toast = useToast();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [commitRead] = useMutation<NotificationsPageReadMutation>(graphql`
    mutation NotificationsPageReadMutation {
      markNotificationsRead {
        unreadNotifications
      }
    }
  `);
  const [commitHide] = useMutation<NotificationsPageHideMutation>(graphql`
    mutation NotificationsPageHideMutation($pinId: String!, $context: String!, $hide: Boolean!) {
      hidePin(pinId: $pinId, surface: NEWS_HUB, context: $context) @include(if: $hide) {
        errors {
          message
        }
      }
      unhidePin(pinId: $pinId, surface: NEWS_HUB, context: $context) @skip(if: $hide) {
        errors {
          message
        }
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

  const setLineHidden = (line: string, pinId: string, hide: boolean) => {
    setHidden((set) => {
      const next = new Set(set);
      if (hide) next.add(line);
      else next.delete(line);
      return next;
    });
    const rollBack = () => {
      setHidden((set) => {
        const next = new Set(set);
        if (hide) next.delete(line);
        else next.add(line);
        return next;
      });
      toast.show({ text: HIDE_FAILED, type: 'error' });
    };
    commitHide({
      variables: { pinId, context: line, hide },
      onCompleted: (answer) => {
        const errors = (hide ? answer.hidePin?.errors : answer.unhidePin?.errors) ?? [];
        if (errors.length > 0) rollBack();
        else if (hide) toast.show({ text: 'Hidden. You will see fewer Pins like this.', primaryAction: { label: 'Undo', onClick: () => setLineHidden(line, pinId, false) } });
      },
      onError: rollBack,
    });
  };

  const lines = (data.viewer?.notifications.edges ?? []).filter(({ node }) => !hidden.has(node.entityId));
  const now = Date.now();
  if (lines.length === 0) {
    return (
      <Box padding={6} data-test-id="notifications-empty">
        <Text align="center" color="subtle">
          Nothing new yet. When someone follows you, saves or comments on your Pins, or invites you to a board, you'll see it here.
        </Text>
      </Box>
    );
  }
  return (
    <ul style={{ padding: 0, margin: 0 }} data-test-id="notifications-list">
      {lines.map(({ node }) => {
        const first = node.actors[0];
        const href = node.pin ? `/pin/${node.pin.entityId}/` : (node.board?.url ?? (first ? `/${first.username}/` : '/'));
        return (
          <li key={node.id} style={{ listStyle: 'none' }} data-test-id="notification">
            <Box padding={2} rounding={4} color={node.unread ? 'secondary' : 'transparent'}>
              <Flex gap={3} alignItems="center">
                <UserAvatar name={first?.fullName || first?.username || '?'} src={first?.imageMediumUrl} size="md" />
                <Flex.Item flex="grow" minWidth={0}>
                  <Link href={href} underline="none">
                    <Text weight={node.unread ? 'bold' : 'normal'}>{node.text}</Text>
                  </Link>
                  {node.commentText ? (
                    <Text size="200" color="subtle" lineClamp={2}>
                      {`“${node.commentText}”`}
                    </Text>
                  ) : null}
                  <Text size="100" color="subtle">
                    {shortAgo(node.createdAt, now)}
                  </Text>
                </Flex.Item>
                {node.pin?.image ? <img src={node.pin.image.url} alt="" width={48} height={48} style={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 8 }} /> : null}
                {node.pin ? <Button size="sm" text="Hide" accessibilityLabel={`Hide: ${node.text}`} onClick={() => setLineHidden(node.entityId, node.pin!.entityId, true)} /> : null}
              </Flex>
            </Box>
          </li>
        );
      })}
    </ul>
  );
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
