/**
 * A pin's comments: the heading with the count, the box to comment (members; a visitor gets a
 * "Log in to comment" link and reads), the newest comments first with their replies, and Show more.
 * `focus` (the /pin/{id}/comments/ address) brings the section into view with the box focused (the
 * heading for a visitor).
 */
import { Box, Flex, Heading, Link, Text } from 'gestalt';
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useGate, type ViewerKind } from '../account/gate';
import { HEADER_HEIGHT } from '../shell/layers';
import ShowMore from '../shell/ShowMore';
import Composer from './Composer';
import CommentThread from './CommentThread';
import { COMMENTS_PAGE, commentsHeading } from './rules';
import { useCommentMutations, type Author } from './useCommentMutations';
import type { CommentList_pin$key } from './__generated__/CommentList_pin.graphql';
import type { CommentListPaginationQuery } from './__generated__/CommentListPaginationQuery.graphql';

interface Props {
  readonly pin: CommentList_pin$key;
  readonly viewerKind: ViewerKind;
  /** The viewer as an optimistic comment's author; null signed out. */
  readonly author: Author | null;
  readonly focus: boolean;
}

export default function CommentList({ pin, viewerKind, author, focus }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CommentListPaginationQuery, CommentList_pin$key>(
    graphql`
      fragment CommentList_pin on Pin
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" })
      @refetchable(queryName: "CommentListPaginationQuery") {
        id
        entityId
        commentCount
        comments(first: $count, after: $cursor) @connection(key: "CommentList_comments") {
          __id
          edges {
            node {
              id
              ...CommentThread_comment
            }
          }
        }
      }
    `,
    pin,
  );
  const mutations = useCommentMutations({ id: data.id, entityId: data.entityId, commentCount: data.commentCount ?? 0 }, author);
  const { gate, modal } = useGate(viewerKind);
  const heading = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const anonymous = viewerKind === 'anonymous';
  const listId = data.comments?.__id ?? null;
  const edges = data.comments?.edges ?? [];
  const here = `/pin/${encodeURIComponent(data.entityId)}/comments/`;

  useEffect(() => {
    if (!focus) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    (box.current ?? heading.current)?.focus({ preventScroll: true });
  }, [focus]);

  const post = (text: string): Promise<string | null> => {
    if (!listId) return Promise.resolve("Comments can't be posted right now.");
    if (viewerKind !== 'member') {
      gate('default', here, () => undefined);
      return Promise.resolve('Confirm your password to comment.');
    }
    return mutations.post(text, listId);
  };

  return (
    <Flex direction="column" gap={4}>
      <div ref={heading} tabIndex={-1} style={{ outline: 'none', scrollMarginTop: HEADER_HEIGHT + 16 }} data-test-id="comments-heading">
        <Heading accessibilityLevel={2} size="400">
          {commentsHeading(data.commentCount)}
        </Heading>
      </div>
      {anonymous ? (
        <Text>
          <Link href={`/login?next=${encodeURIComponent(here)}`} display="inline" underline="always" dataTestId="comments-login">
            Log in to comment
          </Link>
        </Text>
      ) : (
        <Composer id="comment-new" label="Add a comment" placeholder="Add a comment" submitText="Post" onSubmit={post} inputRef={box} />
      )}
      {edges.length === 0 ? (
        <Text color="subtle">{anonymous ? 'No comments yet.' : 'No comments yet. Add one to start the conversation.'}</Text>
      ) : (
        <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 16 }} aria-label="Comments" data-test-id="comment-list">
          {edges.map(({ node }) => (
            <CommentThread key={node.id} comment={node} mutations={mutations} connection={listId ?? ''} canReply={!anonymous} />
          ))}
        </ul>
      )}
      <Box>
        <ShowMore paging={{ hasNext, isLoadingNext, loadNext }} pageSize={COMMENTS_PAGE} what="comments" size="md" />
      </Box>
      {modal}
    </Flex>
  );
}
