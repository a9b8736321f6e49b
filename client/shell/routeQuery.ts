import type { Match } from 'found';
import { Resolver } from 'found-relay';
import type { GraphQLTaggedNode } from 'relay-runtime';

/**
 * A route's query whose compiled artifact loads with the route, not with the app: the app's first
 * script carried every page's query (a quarter of its own code), while a visit needs one.
 * RouteResolver loads it before found-relay reads the route's query.
 */
export interface LazyRouteQuery {
  /** The query, once loaded (RouteResolver waits for it before the route resolves). */
  readonly current: () => GraphQLTaggedNode | undefined;
  readonly load: () => Promise<void>;
}

export function lazyRouteQuery(load: () => Promise<{ readonly default: GraphQLTaggedNode }>): LazyRouteQuery {
  let query: GraphQLTaggedNode | undefined;
  let loading: Promise<void> | undefined;
  return {
    current: () => query,
    load: () =>
      (loading ??= load().then(
        (module) => {
          query = module.default;
        },
        (error: unknown) => {
          // A failed load (offline) is tried again on the next visit.
          loading = undefined;
          throw error;
        },
      )),
  };
}

/** What a route of ours may carry beside found-relay's own fields. */
interface RouteWithLazyQuery {
  readonly lazyQuery?: LazyRouteQuery;
}

/** found-relay's resolver, which first loads the lazy queries of the matched routes. */
export class RouteResolver extends Resolver {
  override resolveElements(match: Match) {
    const pending = (match.routes as RouteWithLazyQuery[]).flatMap((route) => (route.lazyQuery && !route.lazyQuery.current() ? [route.lazyQuery.load()] : []));
    if (pending.length === 0) return super.resolveElements(match);
    const resolveLoaded = () => super.resolveElements(match);
    return (async function* resolveAfterLoading() {
      await Promise.all(pending);
      yield* resolveLoaded();
    })();
  }
}
