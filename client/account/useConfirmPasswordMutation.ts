import { graphql, useMutation } from 'react-relay';
import type { useConfirmPasswordMutation as ConfirmPasswordMutation } from './__generated__/useConfirmPasswordMutation.graphql';

export function useConfirmPasswordMutation() {
  return useMutation<ConfirmPasswordMutation>(graphql`
    mutation useConfirmPasswordMutation($password: String!) {
      confirmPassword(password: $password) {
        ...accountMutation_payload @relay(mask: false)
      }
    }
  `);
}
