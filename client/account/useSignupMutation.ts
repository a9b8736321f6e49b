import { graphql, useMutation } from 'react-relay';
import type { useSignupMutation as SignupMutation } from './__generated__/useSignupMutation.graphql';

export function useSignupMutation() {
  return useMutation<SignupMutation>(graphql`
    mutation useSignupMutation($input: SignupInput!) {
      signup(input: $input) {
        ...accountMutation_payload @relay(mask: false)
        viewer {
          onboardingStep
        }
      }
    }
  `);
}
