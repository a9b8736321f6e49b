import { graphql, useMutation } from 'react-relay';
import type { useRequestPasswordResetMutation as RequestPasswordResetMutation } from './__generated__/useRequestPasswordResetMutation.graphql';

export function useRequestPasswordResetMutation() {
  return useMutation<RequestPasswordResetMutation>(graphql`
    mutation useRequestPasswordResetMutation($email: String!) {
      requestPasswordReset(email: $email) {
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
