import { graphql, useMutation } from 'react-relay';
import type { useUpdateProfileMutation as UpdateProfileMutation } from './__generated__/useUpdateProfileMutation.graphql';

export function useUpdateProfileMutation() {
  return useMutation<UpdateProfileMutation>(graphql`
    mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
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
