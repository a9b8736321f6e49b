import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';
import type { UserErrorShape } from '../account/viewerFields';
import { useErrorToast } from '../shell/useErrorToast';
import type { useAccessTokenMutationsCreateMutation as CreateMutation } from './__generated__/useAccessTokenMutationsCreateMutation.graphql';
import type { useAccessTokenMutationsRevokeMutation as RevokeMutation } from './__generated__/useAccessTokenMutationsRevokeMutation.graphql';

export const REVOKE_FAILED = "Couldn't revoke the token. Please try again.";
export const CREATE_FAILED = "Couldn't create the token. Please try again.";

const createMutation = graphql`
  mutation useAccessTokenMutationsCreateMutation($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      token
      accessToken {
        id
        name
        scopes
        tokenHint
        createdAt
        lastUsedAt
      }
      errors {
        field
        code
        message
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation useAccessTokenMutationsRevokeMutation($input: RevokeAccessTokenInput!) {
    revokeAccessToken(input: $input) {
      revokedAccessTokenId
      errors {
        code
        message
      }
    }
  }
`;

/** Sets the viewer's accessTokens list (Viewer has no id: `viewerId` is its store record, the fragment's __id). */
function editTokens(store: RecordSourceSelectorProxy, viewerId: string, edit: (tokens: RecordProxy[]) => RecordProxy[]): void {
  const viewer = store.get(viewerId);
  const tokens = viewer?.getLinkedRecords('accessTokens');
  if (!viewer || !tokens) return;
  viewer.setLinkedRecords(edit(tokens.filter((token): token is RecordProxy => token != null)), 'accessTokens');
}

export interface CreateResult {
  /** The secret, to show once; null when the server refused. */
  readonly token: string | null;
  readonly errors: ReadonlyArray<UserErrorShape>;
}

/** createAccessToken: the new token goes first in the viewer's list; a network failure is a toast. */
export function useCreateAccessToken(viewerId: string) {
  const [commit, creating] = useMutation<CreateMutation>(createMutation);
  const toast = useErrorToast('api-access-toast');
  const create = useCallback(
    (name: string, scopes: ReadonlyArray<'read' | 'write'>, onDone: (result: CreateResult) => void) => {
      toast.dismiss();
      commit({
        variables: { input: { name, scopes } },
        updater: (store) => {
          const created = store.getRootField('createAccessToken')?.getLinkedRecord('accessToken');
          if (created) editTokens(store, viewerId, (tokens) => [created, ...tokens.filter((t) => t.getDataID() !== created.getDataID())]);
        },
        onCompleted: ({ createAccessToken }) => onDone({ token: createAccessToken.token ?? null, errors: createAccessToken.errors }),
        onError: () => toast.show(CREATE_FAILED),
      });
    },
    [commit, toast, viewerId],
  );
  return [create, creating] as const;
}

/** revokeAccessToken, optimistic: the token leaves the list at once and comes back, with a toast, if the server says no. */
export function useRevokeAccessToken(viewerId: string) {
  const [commit] = useMutation<RevokeMutation>(revokeMutation);
  const toast = useErrorToast('api-access-toast');
  return useCallback(
    (id: string) => {
      toast.dismiss();
      const unlist = (store: RecordSourceSelectorProxy) => editTokens(store, viewerId, (tokens) => tokens.filter((t) => t.getDataID() !== id));
      commit({
        variables: { input: { id } },
        optimisticUpdater: unlist,
        updater: (store, data) => {
          if (data?.revokeAccessToken.revokedAccessTokenId) unlist(store);
        },
        onCompleted: ({ revokeAccessToken }) => {
          if (revokeAccessToken.errors.length > 0) toast.show(revokeAccessToken.errors[0]?.message ?? REVOKE_FAILED);
        },
        onError: () => toast.show(REVOKE_FAILED),
      });
    },
    [commit, toast, viewerId],
  );
}
