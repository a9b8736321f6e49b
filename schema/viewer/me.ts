/** The signed-in user of this request, read once from v3 (GET /v3/users/me/) and replaced by sign-in and sign-out. */
import type { Context } from '../context.ts';
import { V3RequestError } from '../v3/client.ts';
import type { Me } from '../v3/types.ts';

const cache = new WeakMap<Context, Promise<Me | null>>();

export function me(context: Context): Promise<Me | null> {
  let pending = cache.get(context);
  if (!pending) {
    // No cookie and no token: nobody is signed in, and no round trip says so.
    if (!context.v3.hasCredentials) return Promise.resolve(null);
    pending = context.v3.get<Me>('/v3/users/me/').then(
      (page) => page.data as Me,
      (error: unknown) => {
        // Signed out. Any other 401 (a bad access token: invalid_token) stays an error, so a program
        // learns its token no longer works instead of reading as a logged-out visitor.
        if (error instanceof V3RequestError && error.status === 401 && error.v3Code === 'unauthenticated') return null;
        throw error;
      },
    );
    cache.set(context, pending);
  }
  return pending;
}

/** After a mutation changes who is signed in. */
export function setMe(context: Context, user: Me | null): void {
  cache.set(context, Promise.resolve(user));
}
