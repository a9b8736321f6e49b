import { useCallback, useRef } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useErrorToast } from '../../shell/useErrorToast';
import type { useFavoritePinMutation } from './__generated__/useFavoritePinMutation.graphql';

export const FAVORITE_FAILED = "Couldn't update the star. Try again.";

const mutation = graphql`
  mutation useFavoritePinMutation($input: FavoritePinInput!) {
    favoritePin(input: $input) {
      pin {
        id
        favoritedByMe
      }
      errors {
        code
        message
      }
    }
  }
`;

/**
 * Stars a pin or takes its star off (favoritePin): the star changes at once (optimistic) and goes
 * back, with an error toast, when the server says no (as data or by failing). A second tap on the
 * same pin while one is in flight is ignored.
 */
export function useFavoritePin(): (pinId: string, favorited: boolean) => void {
  const [commit] = useMutation<useFavoritePinMutation>(mutation);
  const toast = useErrorToast('favorite-toast');
  const pending = useRef(new Set<string>());
  return useCallback(
    (pinId: string, favorited: boolean) => {
      if (pending.current.has(pinId)) return;
      pending.current.add(pinId);
      const fail = (message?: string) => {
        pending.current.delete(pinId);
        toast.show(message ?? FAVORITE_FAILED);
      };
      commit({
        variables: { input: { pinId, favorited } },
        optimisticResponse: { favoritePin: { pin: { id: pinId, favoritedByMe: favorited }, errors: [] } },
        onCompleted: ({ favoritePin }) => {
          if (favoritePin.errors.length > 0 || !favoritePin.pin) {
            fail(favoritePin.errors[0]?.message);
            return;
          }
          pending.current.delete(pinId);
        },
        onError: () => fail(),
      });
    },
    [commit, toast],
  );
}
