import { graphql, useMutation } from 'react-relay';
import type { useRequestLoginLinkMutation as RequestLoginLinkMutation } from './__generated__/useRequestLoginLinkMutation.graphql';

export function useRequestLoginLinkMutation() {
  return useMutation<RequestLoginLinkMutation>(graphql`
    mutation useRequestLoginLinkMutation($email: String!) {
      requestLoginLink(email: $email) {
        ok
        errors {
          field
          message
          code
        }
      }
    }
  `);
}
