/**
 * A top-level comment with its replies (oldest first, a few at first, then more on demand) and,
 * for a member who chose Reply, the box to answer it (threads are one level deep).
 */
import { Box, Button, Flex } from 'gestalt';
import { useEffect, useRef, useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import CommentItem from './CommentItem';
import Composer from './Composer';
import { REPLIES_MORE } from './rules';
import type { CommentMutations } from './useCommentMutations';
import type { CommentThread_comment$key } from './__generated__/CommentThread_comment.graphql';
import type { CommentThreadRepliesQuery } from './__generated__/CommentThreadRepliesQuery.graphql';

interface Props {
  readonly comment: CommentThread_comment$key;
  readonly mutations: CommentMutations;
  /** The __id of the pin's comment list. */
  readonly connection: string;
  /** Members reply; visitors read. */
  readonly canReply: boolean;
}

export default function CommentThread({ comment, mutations, connection, canReply }: Props) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<CommentThreadRepliesQuery, CommentThread_comment$key>(
    graphql`
      fragment CommentThread_comment on Comment
      @argumentDefinitions(count: { type: "Int", defaultValue: 1 }, cursor: { type: "String" })
      @refetchable(queryName: "CommentThreadRepliesQuery") {
        id
        entityId
        replyCount
        ...CommentItem_comment
        replies(first: $count, after: $cursor) @connection(key: "CommentThread_replies") {
          edges {
            node {
              id
              ...CommentItem_comment
            }
          }
        }
      }
    `,
    comment,
  );
  const [replying, setReplying] = useState(false);
  const replyBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (replying) replyBox.current?.focus();
  }, [replying]);
  const replies = data.replies?.edges ?? [];
  const repliesId = data.replies ? ConnectionHandler.getConnectionID(data.id, 'CommentThread_replies') : null;
  const more = Math.max(0, data.replyCount - replies.length);

  return (
    <li style={{ listStyle: 'none' }} data-test-id="comment" data-comment-id={data.entityId}>
      <CommentItem comment={data} mutations={mutations} connection={connection} parentId={null} onReply={canReply && repliesId && !replying ? () => setReplying(true) : undefined} />
      <Box marginStart={10} marginTop={2}>
        <Flex direction="column" gap={2}>
          {replies.length > 0 ? (
            <ul style={{ margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 }} aria-label="Replies">
              {replies.map(({ node }) => (
                <li key={node.id} style={{ listStyle: 'none' }} data-test-id="comment-reply">
                  <CommentItem comment={node} mutations={mutations} connection={repliesId ?? ''} parentId={data.id} />
                </li>
              ))}
            </ul>
          ) : null}
          {hasNext ? (
            <Box>
              <Button
                text={isLoadingNext ? 'Loading replies…' : more > 0 ? `Show ${more} more ${more === 1 ? 'reply' : 'replies'}` : 'Show more replies'}
                size="sm"
                color="transparent"
                disabled={isLoadingNext}
                onClick={() => loadNext(REPLIES_MORE)}
              />
            </Box>
          ) : null}
          {replying && repliesId ? (
            <Composer
              id={`comment-reply-${data.entityId}`}
              label="Reply"
              placeholder="Add a reply"
              submitText="Reply"
              inputRef={replyBox}
              onSubmit={(text) => mutations.reply(text, { id: data.id, entityId: data.entityId, replyCount: data.replyCount, connection: repliesId })}
              onCancel={() => setReplying(false)}
              onDone={() => setReplying(false)}
            />
          ) : null}
        </Flex>
      </Box>
    </li>
  );
}
