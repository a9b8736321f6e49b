/**
 * Posting, replying to, editing and deleting comments (issue 20), each optimistic: the comment shows
 * (or changes, or goes) at once, and a refusal (an error as data: 429, a block, not yours) or a
 * network failure rolls it back (Relay drops the optimistic layer). Each write resolves with null
 * when it worked, or the message to show, so the caller can give the typed text back.
 */
import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import { failureMessage } from './rules';
import type { useCommentMutationsCreateMutation, useCommentMutationsCreateMutation$rawResponse } from './__generated__/useCommentMutationsCreateMutation.graphql';
import type { useCommentMutationsReplyMutation, useCommentMutationsReplyMutation$rawResponse } from './__generated__/useCommentMutationsReplyMutation.graphql';
import type { useCommentMutationsEditMutation } from './__generated__/useCommentMutationsEditMutation.graphql';
import type { useCommentMutationsDeleteMutation } from './__generated__/useCommentMutationsDeleteMutation.graphql';

/** The signed-in author an optimistic comment shows (the viewer's User record). */
export interface Author {
  readonly id: string;
  readonly username: string;
  readonly fullName: string;
  readonly imageMediumUrl: string;
}

/** The pin the comments are on: its global id, v3 id, and the count shown. */
export interface PinRef {
  readonly id: string;
  readonly entityId: string;
  readonly commentCount: number;
}

type Result = Promise<string | null>;

const createMutation = graphql`
  mutation useCommentMutationsCreateMutation($pinId: String!, $text: String!) @raw_response_type {
    createComment(pinId: $pinId, text: $text) {
      comment {
        id
        ...CommentThread_comment
      }
      pin {
        id
        commentCount
      }
      errors {
        code
        message
      }
    }
  }
`;

const replyMutation = graphql`
  mutation useCommentMutationsReplyMutation($pinId: String!, $text: String!, $parentId: String!) @raw_response_type {
    createComment(pinId: $pinId, text: $text, parentId: $parentId) {
      comment {
        id
        ...CommentItem_comment
        parent {
          id
          replyCount
        }
      }
      pin {
        id
        commentCount
      }
      errors {
        code
        message
      }
    }
  }
`;

const editMutation = graphql`
  mutation useCommentMutationsEditMutation($id: String!, $text: String!) {
    editComment(id: $id, text: $text) {
      comment {
        id
        ...CommentItem_comment
      }
      errors {
        code
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useCommentMutationsDeleteMutation($id: String!, $connections: [ID!]!) {
    deleteComment(id: $id) {
      deletedCommentId @deleteEdge(connections: $connections)
      deletedReplyCount
      errors {
        code
        message
      }
    }
  }
`;

let optimisticIds = 0;
const nextOptimisticId = () => `client:comment:optimistic:${++optimisticIds}`;

/** Whether a comment is one still being posted (its actions wait for the server's id). */
export const isOptimistic = (id: string): boolean => id.startsWith('client:comment:optimistic:');

type CommentRaw = NonNullable<useCommentMutationsReplyMutation$rawResponse['createComment']['comment']>;

function optimisticComment(id: string, text: string, author: Author): Omit<CommentRaw, 'parent'> {
  return {
    id,
    entityId: '',
    text,
    createdAt: new Date().toISOString(),
    isEdited: false,
    replyCount: 0,
    viewerCanEdit: false,
    viewerCanDelete: false,
    author: { id: author.id, username: author.username, fullName: author.fullName, imageMediumUrl: author.imageMediumUrl },
    mentions: [],
    links: [],
  };
}

/** Adds `by` to a number field of a record (a count), not below 0. */
function bump(store: RecordSourceSelectorProxy, id: string | null | undefined, field: string, by: number): void {
  const record = id ? store.get(id) : null;
  const value = record?.getValue(field);
  if (record && typeof value === 'number') record.setValue(Math.max(0, value + by), field);
}

/**
 * Puts the written comment into the list (`connection`: its __id), first or last; nothing when the
 * write failed (no comment). The same for the optimistic answer and the server's.
 */
function listed(connection: string, at: 'first' | 'last') {
  return (store: RecordSourceSelectorProxy) => {
    const comment = store.getRootField('createComment')?.getLinkedRecord('comment');
    const list = store.get(connection);
    if (!comment || !list) return;
    const edge = ConnectionHandler.createEdge(store, list, comment, 'CommentEdge');
    if (at === 'first') ConnectionHandler.insertEdgeBefore(list, edge);
    else ConnectionHandler.insertEdgeAfter(list, edge);
  };
}

export interface CommentMutations {
  /** A top-level comment on the pin, at the top of the list (`connection`: the list's __id). */
  readonly post: (text: string, connection: string) => Result;
  /** A reply to a top-level comment (`parent`: its global and v3 ids, its reply count, its replies' __id). */
  readonly reply: (text: string, parent: { readonly id: string; readonly entityId: string; readonly replyCount: number; readonly connection: string }) => Result;
  readonly edit: (comment: { readonly id: string; readonly entityId: string }, text: string) => Result;
  /** Deletes a comment (and its replies): `connection` the list it is in, `parentId` a reply's top-level comment. */
  readonly remove: (comment: { readonly id: string; readonly entityId: string; readonly replyCount: number }, connection: string, parentId: string | null) => Result;
}

export function useCommentMutations(pin: PinRef, author: Author | null): CommentMutations {
  const [commitCreate] = useMutation<useCommentMutationsCreateMutation>(createMutation);
  const [commitReply] = useMutation<useCommentMutationsReplyMutation>(replyMutation);
  const [commitEdit] = useMutation<useCommentMutationsEditMutation>(editMutation);
  const [commitDelete] = useMutation<useCommentMutationsDeleteMutation>(deleteMutation);
  // The count as last rendered: an optimistic change starts from it.
  const count = useRef(pin.commentCount);
  count.current = pin.commentCount;

  const post = useCallback(
    (text: string, connection: string): Result =>
      new Promise((resolve) => {
        const optimistic: useCommentMutationsCreateMutation$rawResponse | undefined = author
          ? {
              createComment: {
                comment: { ...optimisticComment(nextOptimisticId(), text, author), replies: { edges: [], pageInfo: { endCursor: null, hasNextPage: false } } },
                pin: { id: pin.id, commentCount: count.current + 1 },
                errors: [],
              },
            }
          : undefined;
        commitCreate({
          variables: { pinId: pin.entityId, text },
          optimisticResponse: optimistic,
          optimisticUpdater: listed(connection, 'first'),
          updater: listed(connection, 'first'),
          onCompleted: ({ createComment }) => resolve(createComment.comment ? null : failureMessage(createComment.errors[0])),
          onError: () => resolve(failureMessage(null)),
        });
      }),
    [commitCreate, pin.id, pin.entityId, author],
  );

  const reply = useCallback<CommentMutations['reply']>(
    (text, parent) =>
      new Promise((resolve) => {
        const optimistic: useCommentMutationsReplyMutation$rawResponse | undefined = author
          ? {
              createComment: {
                comment: { ...optimisticComment(nextOptimisticId(), text, author), parent: { id: parent.id, replyCount: parent.replyCount + 1 } },
                pin: { id: pin.id, commentCount: count.current + 1 },
                errors: [],
              },
            }
          : undefined;
        commitReply({
          variables: { pinId: pin.entityId, text, parentId: parent.entityId },
          optimisticResponse: optimistic,
          optimisticUpdater: listed(parent.connection, 'last'),
          updater: listed(parent.connection, 'last'),
          onCompleted: ({ createComment }) => resolve(createComment.comment ? null : failureMessage(createComment.errors[0])),
          onError: () => resolve(failureMessage(null)),
        });
      }),
    [commitReply, pin.id, pin.entityId, author],
  );

  const edit = useCallback<CommentMutations['edit']>(
    (comment, text) =>
      new Promise((resolve) => {
        commitEdit({
          variables: { id: comment.entityId, text },
          // The new text at once, plain: its mentions and links come with the server's answer.
          optimisticUpdater: (store) => {
            const record = store.get(comment.id);
            if (!record) return;
            record.setValue(text, 'text');
            record.setValue(true, 'isEdited');
            record.setLinkedRecords([], 'mentions');
            record.setLinkedRecords([], 'links');
          },
          onCompleted: ({ editComment }) => resolve(editComment.comment ? null : failureMessage(editComment.errors[0])),
          onError: () => resolve(failureMessage(null)),
        });
      }),
    [commitEdit],
  );

  const remove = useCallback<CommentMutations['remove']>(
    (comment, connection, parentId) =>
      new Promise((resolve) => {
        const counts = (store: RecordSourceSelectorProxy, replies: number) => {
          bump(store, pin.id, 'commentCount', -(1 + replies));
          bump(store, parentId, 'replyCount', -1);
        };
        commitDelete({
          variables: { id: comment.entityId, connections: [connection] },
          optimisticResponse: { deleteComment: { deletedCommentId: comment.id, deletedReplyCount: comment.replyCount, errors: [] } },
          optimisticUpdater: (store) => counts(store, comment.replyCount),
          updater: (store, data) => {
            if (data?.deleteComment.deletedCommentId) counts(store, data.deleteComment.deletedReplyCount);
          },
          onCompleted: ({ deleteComment }) => resolve(deleteComment.deletedCommentId ? null : failureMessage(deleteComment.errors[0])),
          onError: () => resolve(failureMessage(null)),
        });
      }),
    [commitDelete, pin.id],
  );

  return { post, reply, edit, remove };
}
