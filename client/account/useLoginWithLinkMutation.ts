import { graphql, useMutation } from 'react-relay';
import type { useLoginWithLinkMutation as LoginWithLinkMutation } from './__generated__/useLoginWithLinkMutation.graphql';

export function useLoginWithLinkMutation() {
  return useMutation<LoginWithLinkMutation>(graphql`
    mutation useLoginWithLinkMutation($token: String!) {
      loginWithLink(token: $token) {
        errors {
          field
          message
          code
        }
        viewer {
          ...viewerFields_viewer
        }
      }
    }
  `);
}
