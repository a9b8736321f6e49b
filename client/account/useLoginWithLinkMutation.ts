import { graphql, useMutation } from 'react-relay';
import type { useLoginWithLinkMutation as LoginWithLinkMutation } from './__generated__/useLoginWithLinkMutation.graphql';

export function useLoginWithLinkMutation() {
  return useMutation<LoginWithLinkMutation>(graphql`
    mutation useLoginWithLinkMutation($token: String!) {
      loginWithLink(token: $token) {
        ...accountMutation_payload @relay(mask: false)
      }
    }
  `);
}
