import { graphql, useMutation } from 'react-relay';
import type { useResetPasswordMutation as ResetPasswordMutation } from './__generated__/useResetPasswordMutation.graphql';

export function useResetPasswordMutation() {
  return useMutation<ResetPasswordMutation>(graphql`
    mutation useResetPasswordMutation($input: ResetPasswordInput!) {
      resetPassword(input: $input) {
        ...accountMutation_payload @relay(mask: false)
      }
    }
  `);
}
