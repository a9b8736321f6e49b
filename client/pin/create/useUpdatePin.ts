/** updatePin (issue 16): the pin's owner changes its title, description, link, alt text, board or section. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import type { UpdatePinInput, useUpdatePinMutation } from './__generated__/useUpdatePinMutation.graphql';

export type { UpdatePinInput };

export const UPDATE_FAILED = "Couldn't save your changes. Check your connection and try again.";

const mutation = graphql`
  mutation useUpdatePinMutation($input: UpdatePinInput!) {
    updatePin(input: $input) {
      pin {
        id
        seoUrl
        title
        description
        link
        altText
        board {
          id
          entityId
          name
          url
        }
        section {
          entityId
          title
        }
      }
      errors {
        code
        message
      }
    }
  }
`;

export function useUpdatePin(): { update: (input: UpdatePinInput, done: (result: { readonly url: string } | { readonly message: string }) => void) => void; inFlight: boolean } {
  const [commit, inFlight] = useMutation<useUpdatePinMutation>(mutation);
  const update = useCallback(
    (input: UpdatePinInput, done: (result: { readonly url: string } | { readonly message: string }) => void) => {
      commit({
        variables: { input },
        onCompleted: ({ updatePin }) => {
          if (!updatePin.pin || updatePin.errors.length > 0) done({ message: updatePin.errors[0]?.message ?? UPDATE_FAILED });
          else done({ url: updatePin.pin.seoUrl });
        },
        onError: () => done({ message: UPDATE_FAILED }),
      });
    },
    [commit],
  );
  return { update, inFlight };
}
