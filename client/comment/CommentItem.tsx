/**
 * One comment or reply: the author's picture and name (a link to their profile), the text, how
 * long ago, and what the viewer may do: Reply (to a top-level comment), Edit (its author), Delete
 * (its author or the pin's creator; a comment's replies go with it). An edit shows at once; if the
 * server refuses it, the box opens again with the text and the reason.
 */
import { Box, Button, Flex, Link, Text } from 'gestalt';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useErrorToast } from '../shell/useErrorToast';
import UserAvatar from '../user/UserAvatar';
import Composer from './Composer';
import CommentText from './CommentText';
import { timeAgo } from './rules';
import { isOptimistic, type CommentMutations } from './useCommentMutations';
import type { CommentItem_comment$key } from './__generated__/CommentItem_comment.graphql';

interface Props {
  readonly comment: CommentItem_comment$key;
  readonly mutations: CommentMutations;
  /** The __id of the list the comment is in (a delete takes it out). */
  readonly connection: string;
  /** A reply's top-level comment (global id); null for a top-level comment. */
  readonly parentId: string | null;
  /** Opens the reply box (top-level comments, for members); absent: no Reply. */
  readonly onReply?: () => void;
}

interface Editing {
  readonly text: string;
  readonly error: string | null;
}

export default function CommentItem({ comment, mutations, connection, parentId, onReply }: Props) {
  const data = useFragment(
    graphql`
      fragment CommentItem_comment on Comment {
        id
        entityId
        text
        createdAt
        isEdited
        replyCount
        viewerCanEdit
        viewerCanDelete
        author {
          username
          fullName
          imageMediumUrl
        }
        ...CommentText_comment
      }
    `,
    comment,
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState(false);
  const toast = useErrorToast('comment-error-toast');
  const name = data.author.fullName || data.author.username;
  const profile = `/${encodeURIComponent(data.author.username)}/`;
  const posting = isOptimistic(data.id);

  const saveEdit = async (text: string): Promise<null> => {
    // Closed at once (the new text shows); opened again with the text if the server refuses it.
    setEditing(null);
    const failure = await mutations.edit(data, text);
    if (failure) setEditing({ text, error: failure });
    return null;
  };
  const remove = async () => {
    setConfirming(false);
    const failure = await mutations.remove(data, connection, parentId);
    if (failure) toast.show(failure);
  };

  return (
    <Flex gap={2} alignItems="start">
      <UserAvatar name={name} src={data.author.imageMediumUrl} size={parentId ? 'xs' : 'sm'} />
      <Flex.Item flex="grow" minWidth={0}>
        <Flex direction="column" gap={1}>
          <Text size="200">
            <Link href={profile} display="inline" underline="hover">
              <Text inline weight="bold" size="200">
                {name}
              </Text>
            </Link>
          </Text>
          {editing ? (
            <Composer
              id={`comment-edit-${data.entityId}`}
              label="Edit comment"
              placeholder="Edit your comment"
              submitText="Save"
              initialText={editing.text}
              initialError={editing.error}
              onSubmit={saveEdit}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <CommentText comment={data} />
          )}
          <Flex gap={2} alignItems="center" wrap>
            <Text size="100" color="subtle">
              {posting ? 'Posting…' : <time dateTime={data.createdAt} title={new Date(data.createdAt).toLocaleString()}>{timeAgo(data.createdAt)}</time>}
              {data.isEdited ? ' · Edited' : ''}
            </Text>
            {!posting && !editing && !confirming ? (
              <>
                {onReply ? <Button text="Reply" size="sm" color="transparent" onClick={onReply} /> : null}
                {data.viewerCanEdit ? <Button text="Edit" size="sm" color="transparent" onClick={() => setEditing({ text: data.text, error: null })} /> : null}
                {data.viewerCanDelete ? <Button text="Delete" size="sm" color="transparent" onClick={() => setConfirming(true)} /> : null}
              </>
            ) : null}
          </Flex>
          {confirming ? (
            <Box padding={2} rounding={4} color="secondary" role="group" aria-label="Delete comment">
              <Flex gap={2} alignItems="center" wrap>
                <Text size="100">{data.replyCount > 0 ? 'Delete this comment and its replies?' : 'Delete this comment?'}</Text>
                <Button text="Cancel" size="sm" onClick={() => setConfirming(false)} />
                <Button text="Delete" size="sm" color="red" onClick={() => void remove()} dataTestId="comment-delete-confirm" />
              </Flex>
            </Box>
          ) : null}
        </Flex>
      </Flex.Item>
    </Flex>
  );
}
