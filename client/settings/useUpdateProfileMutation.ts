import { graphql, useMutation } from 'react-relay';
import type { useUpdateProfileMutation as UpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql';

export function useUpdateProfileMutation() {
  return useMutation<UpdateProfileMutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        ...accountMutation_payload @relay(mask: false)
        viewer {
          # Settings reads these from the adopted payload viewer.
          # eslint-disable-next-line relay/unused-fields
          storedSaveBehavior
        }
      }
    }
  `);
}
