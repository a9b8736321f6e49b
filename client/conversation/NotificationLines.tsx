/**
 * The news hub's lines, a page at a time with "Show more": what happened, the latest people's
 * pictures and the Pin; a line about a Pin can be hidden (with the Pin, from the viewer's feeds) and
 * brought back with Undo.
 */
import { Box, Button, Flex, Link, Text } from 'gestalt';
import { useEffect, useState } from 'react';
import { graphql, useMutation, usePaginationFragment } from 'react-relay';
import ShowMore from '../shell/ShowMore';
import { useToast } from '../shell/toast/ToastProvider';
import UserAvatar from '../user/UserAvatar';
import { shortAgo } from './rules';
import type { NotificationLines_viewer$key } from './__generated__/NotificationLines_viewer.graphql';
import type { NotificationLinesHideMutation } from './__generated__/NotificationLinesHideMutation.graphql';
import type { NotificationLinesPaginationQuery } from './__generated__/NotificationLinesPaginationQuery.graphql';

const HIDE_FAILED = "Couldn't hide it. Try again.";
/** Lines per page (the first and each "Show more"). */
export const NOTIFICATIONS_PAGE = 30;
/** The most a read asks for (schema/notification NOTIFICATIONS_PAGE_MAX). */
export const NOTIFICATIONS_READ_MAX = 50;

interface Props {
  readonly viewer: NotificationLines_viewer$key;
  /** Told how many lines are shown (a refresh reads as many). */
  readonly onShown: (rows: number) => void;
}

export default function NotificationLines({ viewer, onShown }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<NotificationLinesPaginationQuery, NotificationLines_viewer$key>(
    graphql`
      fragment NotificationLines_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" })
      @refetchable(queryName: "NotificationLinesPaginationQuery") {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationLines_notifications") {
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
    `,
    viewer,
  );
  const toast = useToast();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [commitHide] = useMutation<NotificationLinesHideMutation>(graphql`
    mutation NotificationLinesHideMutation($pinId: String!, $context: String!, $hide: Boolean!) {
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

  const edges = data.notifications.edges;
  useEffect(() => onShown(edges.length), [edges.length, onShown]);
  const lines = edges.filter(({ node }) => !hidden.has(node.entityId));
  const now = Date.now();
  if (lines.length === 0 && !hasNext) {
    return (
      <Box padding={6} data-test-id="notifications-empty">
        <Text align="center" color="subtle">
          Nothing new yet. When someone follows you, saves or comments on your Pins, or invites you to a board, you'll see it here.
        </Text>
      </Box>
    );
  }
  return (
    <Flex direction="column" gap={2}>
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
      <ShowMore paging={{ hasNext, isLoadingNext, loadNext }} pageSize={NOTIFICATIONS_PAGE} what="updates" size="md" />
    </Flex>
  );
}
