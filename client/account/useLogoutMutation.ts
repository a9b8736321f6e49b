import { graphql, useMutation } from 'react-relay';
import type { useLogoutMutation as LogoutMutation } from './__generated__/useLogoutMutation.graphql';

export function useLogoutMutation() {
  return useMutation<LogoutMutation>(graphql`
    mutation useLogoutMutation {
      logout {
        ok
        viewer {
          ...viewerFields_viewer
        }
      }
    }
  `);
}
