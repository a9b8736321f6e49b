/**
 * The profile picture upload. The file goes to v3 as it is (PUT /v3/users/me/avatar/ with the
 * image's bytes as the body): a same-origin fetch carries the session cookie and the browser's
 * Sec-Fetch-Site: same-origin, which is what v3's CSRF rule asks of every cookie write. Going
 * through GraphQL instead would mean base64 inside a JSON body, a third larger and over the
 * GraphQL endpoint's 1 MB body limit for ordinary photos. Afterwards the viewer's picture URLs are
 * read again through GraphQL, so every Relay reader of the User record (header, profile) updates.
 */
import { fetchQuery, graphql, type Environment } from 'relay-runtime';
import { NETWORK_ERROR_MESSAGE } from '../relay/useOptimisticRecordMutation';
import type { avatarUploadRefreshQuery } from './__generated__/avatarUploadRefreshQuery.graphql';

/** What v3 accepts (server/v3/user/avatar.ts); checked here first to say so without an upload. */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const AVATAR_URL = '/v3/users/me/avatar/';

export const AVATAR_WRONG_TYPE = 'Choose a JPEG, PNG, WebP or GIF picture.';
export const AVATAR_TOO_BIG = 'This picture is too big: choose one of at most 10 MB.';
export const AVATAR_FAILED = "Your picture couldn't be saved. Please try again.";

export type UploadResult = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Why the file can't be sent, or null when it may be. */
export function avatarFileProblem(file: Blob): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return AVATAR_WRONG_TYPE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_BIG;
  return null;
}

interface Envelope {
  readonly resource_response?: { readonly error?: { readonly message?: string } | null };
}

/** Sends the picture; the server's message when it refuses it. */
export async function putAvatar(file: Blob, doFetch: typeof fetch = fetch): Promise<UploadResult> {
  const problem = avatarFileProblem(file);
  if (problem) return { ok: false, message: problem };
  let response: Response;
  try {
    response = await doFetch(AVATAR_URL, {
      method: 'PUT',
      body: file,
      credentials: 'same-origin',
      headers: { 'content-type': file.type, accept: 'application/json' },
    });
  } catch {
    return { ok: false, message: NETWORK_ERROR_MESSAGE };
  }
  if (response.ok) return { ok: true };
  let message: string | undefined;
  try {
    message = ((await response.json()) as Envelope).resource_response?.error?.message;
  } catch {
    // Not a v3 envelope (a proxy's page): the general message below.
  }
  return { ok: false, message: message || AVATAR_FAILED };
}

/* eslint-disable relay/unused-fields -- read into the store for the header's and the profile's fragments. */
const refreshQuery = graphql`
  query avatarUploadRefreshQuery {
    viewer {
      user {
        id
        imageSmallUrl
        imageMediumUrl
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

/** Reads the viewer's picture URLs again, into the store (the header and profile follow). */
export async function refreshViewerAvatar(environment: Environment): Promise<void> {
  await fetchQuery<avatarUploadRefreshQuery>(environment, refreshQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
}
