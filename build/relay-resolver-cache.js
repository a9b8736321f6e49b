// The Relay store's resolver cache, for the production build (vite.config.ts aliases
// relay-runtime/lib/store/live-resolvers/LiveResolverCache.js to this file). Relay's own caches the
// values of Relay Resolvers and live resolvers; the client has neither (its schema is the server's,
// no client-side resolvers), and the store is all that creates one, so the store gets Relay's
// no-op cache with the few calls the store makes of it, and the real one (~25 kB) is not shipped.
// build/relay-resolver-cache.test.ts checks that the store calls nothing else and that no compiled
// artifact of the client reads a resolver field.
import { NoopResolverCache } from 'relay-runtime/lib/store/ResolverCache.js';

export class LiveResolverCache extends NoopResolverCache {
  getLiveResolverPromise() {
    return Promise.resolve();
  }

  batchLiveStateUpdates(callback) {
    callback();
  }

  batchLiveStateUpdatesWithoutNotify(callback) {
    callback();
    return false;
  }

  unsubscribeFromLiveResolverRecords() {}

  invalidateResolverRecords() {}
}
