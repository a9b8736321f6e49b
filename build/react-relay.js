// The parts of react-relay that the client and found-relay use, for the production build (see
// vite.config.ts). react-relay's index is CommonJS that requires every API it has (the legacy
// containers, QueryRenderer, entry points, subscriptions …), so a bundler keeps all of them; these
// are the same modules, one by one. A name missing here fails the build ("is not exported").
export { default as ReactRelayContext } from 'react-relay/lib/ReactRelayContext.js';
export { default as RelayEnvironmentProvider } from 'react-relay/lib/relay-hooks/RelayEnvironmentProvider.js';
export { default as useFragment } from 'react-relay/lib/relay-hooks/useFragment.js';
export { default as useLazyLoadQuery } from 'react-relay/lib/relay-hooks/useLazyLoadQuery.js';
export { default as useMutation } from 'react-relay/lib/relay-hooks/useMutation.js';
export { default as usePaginationFragment } from 'react-relay/lib/relay-hooks/usePaginationFragment.js';
export { default as useRefetchableFragment } from 'react-relay/lib/relay-hooks/useRefetchableFragment.js';
export { default as useRelayEnvironment } from 'react-relay/lib/relay-hooks/useRelayEnvironment.js';
export { commitMutation, fetchQuery, graphql } from 'relay-runtime';
