/**
 * createPin (issue 16, platform §7 Create PinResource): one pin from an upload, a carousel of 2–5
 * uploads, or an idea pin of pages. The `guid` makes a retried create answer the same pin.
 */
import { useCallback } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay';
import type { CreatePinInput, useCreatePinMutation } from './__generated__/useCreatePinMutation.graphql';

export type { CreatePinInput };

export const PUBLISH_FAILED = "Couldn't publish your Pin. Check your connection and try again.";

export interface CreatedPin {
  readonly id: string;
  readonly entityId: string;
  readonly url: string;
  readonly boardName: string;
  readonly boardUrl: string;
}

const mutation = graphql`
  mutation useCreatePinMutation($input: CreatePinInput!) {
    createPin(input: $input) {
      pin {
        id
        entityId
        seoUrl
        board {
          name
          url
        }
      }
      errors {
        code
        message
      }
    }
  }
`;

export class PublishFailed extends Error {}

export function useCreatePin(): (input: CreatePinInput) => Promise<CreatedPin> {
  const environment = useRelayEnvironment();
  return useCallback(
    (input: CreatePinInput) =>
      new Promise<CreatedPin>((resolve, reject) => {
        commitMutation<useCreatePinMutation>(environment, {
          mutation,
          variables: { input },
          onCompleted: ({ createPin }) => {
            const pin = createPin?.pin;
            if (!pin || (createPin.errors.length > 0 && !pin)) {
              reject(new PublishFailed(createPin?.errors[0]?.message ?? PUBLISH_FAILED));
              return;
            }
            resolve({ id: pin.id, entityId: pin.entityId, url: pin.seoUrl, boardName: pin.board.name, boardUrl: pin.board.url });
          },
          onError: () => reject(new PublishFailed(PUBLISH_FAILED)),
        });
      }),
    [environment],
  );
}
