/* eslint-disable relay/unused-fields -- this fragment exists to fill the store for other readers (header, settings). */
import { graphql } from 'react-relay';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * What the app reads about the viewer (header, dark mode, settings). Account mutations spread it
 * in their payload's viewer so the store holds fresh values, and `adoptPayloadViewer` points the
 * root `viewer` at that record (Viewer has no id, so Relay can't merge it by itself).
 */
export const viewerFieldsFragment = graphql`
  fragment viewerFields_viewer on Viewer {
    isAuthenticated
    isLimitedLogin
    isBot
    isPartner
    isEmployee
    darkMode
    email
    onboardingStep
    experiments {
      name
      group
    }
    user {
      id
      entityId
      username
      fullName
      firstName
      lastName
      about
      imageSmallUrl
    }
  }
`;

const userOf = (viewer: RecordProxy | null | undefined): string | null => viewer?.getLinkedRecord('user')?.getDataID() ?? null;

export function adoptPayloadViewer(store: RecordSourceSelectorProxy, rootField: string): void {
  const viewer = store.getRootField(rootField)?.getLinkedRecord('viewer');
  if (!viewer) return;
  const before = userOf(store.getRoot().getLinkedRecord('viewer'));
  store.getRoot().setLinkedRecord(viewer, 'viewer');
  // Someone else is looking now (log-in, sign-up, log-out): pages kept for Back (saved states,
  // boards, feeds) are stale and are asked again when revisited. The same person saving settings
  // or confirming a password keeps them.
  if (userOf(viewer) !== before) store.invalidateStore();
}

export interface UserErrorShape {
  readonly field: string | null | undefined;
  readonly message: string;
  readonly code: string;
}

/** Field errors by input field name, and the errors that name no field (form-level). */
export function splitErrors(errors: ReadonlyArray<UserErrorShape>): { fields: Record<string, string>; form: string | null } {
  const fields: Record<string, string> = {};
  let form: string | null = null;
  for (const error of errors) {
    if (error.field && !['INVALID_CREDENTIALS', 'RATE_LIMITED'].includes(error.code)) fields[error.field] ??= error.message;
    else form ??= error.message;
  }
  return { fields, form };
}

