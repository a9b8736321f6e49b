/* eslint-disable relay/unused-fields -- the payload fields are read by the forms that commit these mutations. */
import { graphql } from 'react-relay';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import { adoptPayloadViewer, type UserErrorShape } from './viewerFields';

/**
 * What every account mutation (log in, sign up, reset/confirm password, log-in link, update profile)
 * selects on its AccountPayload: the user errors and the fresh viewer. Spread unmasked
 * (`...accountMutation_payload @relay(mask: false)`) so the response types keep `errors` and `viewer`.
 */
export const accountMutationPayloadFragment = graphql`
  fragment accountMutation_payload on AccountPayload {
    errors {
      field
      message
      code
    }
    viewer {
      ...viewerFields_viewer
    }
  }
`;

/**
 * The mutation `updater` that, when `rootField`'s payload has no errors, makes its viewer the root
 * viewer (see adoptPayloadViewer).
 */
export function adoptViewerOnSuccess<TField extends string>(
  rootField: TField,
): (store: RecordSourceSelectorProxy, data: { readonly [K in TField]: { readonly errors: ReadonlyArray<UserErrorShape> } } | null | undefined) => void {
  return (store, data) => {
    if (data?.[rootField].errors.length === 0) adoptPayloadViewer(store, rootField);
  };
}
