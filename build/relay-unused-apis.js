// Relay APIs the client does not use, for the production build (vite.config.ts aliases the modules
// relay-runtime's own code requires them from to this file): updatable queries and fragments
// (`store.readUpdatableQuery`, with their proxies, ~12 kB), and the declarative mutation configs
// (`commitMutation({ configs })`: the client writes updaters and @appendEdge/@deleteRecord instead).
// A call fails loudly rather than doing nothing; build/relay-runtime.test.ts checks that the
// client's code never makes one.

const unavailable = (name) => new Error(`${name} is not in Corkboard's build of Relay (build/relay-unused-apis.js)`);

export function readUpdatableQuery() {
  throw unavailable('readUpdatableQuery');
}

export function readUpdatableFragment() {
  throw unavailable('readUpdatableFragment');
}

/** RelayDeclarativeMutationConfig.convert: without configs, the updaters as they are. */
export function convert(configs, _request, optimisticUpdater, updater) {
  if (configs.length > 0) throw unavailable('commitMutation({ configs })');
  return { optimisticUpdater, updater };
}
