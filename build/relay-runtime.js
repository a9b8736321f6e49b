// The parts of relay-runtime that the client, react-relay's hooks (build/react-relay.js) and
// found-relay use, for the production build (see vite.config.ts). relay-runtime's index is CommonJS
// that requires every API it has (subscriptions, live resolvers' experimental observers, the
// deprecated fetchQuery, the response cache …), so a bundler keeps all of them; these are the same
// modules, one by one. react-relay reads relay-runtime as one object (`require('relay-runtime').x`),
// which no build step checks: build/relay-runtime.test.ts finds every name the bundled code reads
// and fails when one is missing here or is not relay-runtime's own.
import GraphQLTag from 'relay-runtime/lib/query/GraphQLTag.js';
import fetchQueryInternal from 'relay-runtime/lib/query/fetchQueryInternal.js';
import RelayModernOperationDescriptor from 'relay-runtime/lib/store/RelayModernOperationDescriptor.js';
import RelayModernSelector from 'relay-runtime/lib/store/RelayModernSelector.js';
import RelayStoreUtils from 'relay-runtime/lib/store/RelayStoreUtils.js';
import createRelayContext from 'relay-runtime/lib/store/createRelayContext.js';
import createRelayLoggingContext from 'relay-runtime/lib/store/createRelayLoggingContext.js';
import snapshotErrors from 'relay-runtime/lib/util/handlePotentialSnapshotErrors.js';

export { default as ConnectionHandler } from 'relay-runtime/lib/handlers/connection/ConnectionHandler.js';
export { default as ConnectionInterface } from 'relay-runtime/lib/handlers/connection/ConnectionInterface.js';
export { default as commitLocalUpdate } from 'relay-runtime/lib/mutations/commitLocalUpdate.js';
export { default as commitMutation } from 'relay-runtime/lib/mutations/commitMutation.js';
export { default as Network } from 'relay-runtime/lib/network/RelayNetwork.js';
export { default as Observable } from 'relay-runtime/lib/network/RelayObservable.js';
export { default as fetchQuery } from 'relay-runtime/lib/query/fetchQuery.js';
export { default as PreloadableQueryRegistry } from 'relay-runtime/lib/query/PreloadableQueryRegistry.js';
export { default as Environment } from 'relay-runtime/lib/store/RelayModernEnvironment.js';
export { default as Record } from 'relay-runtime/lib/store/RelayModernRecord.js';
export { default as Store } from 'relay-runtime/lib/store/RelayModernStore.js';
export { default as RecordSource } from 'relay-runtime/lib/store/RelayRecordSource.js';
export { default as getFragmentIdentifier } from 'relay-runtime/lib/util/getFragmentIdentifier.js';
export { default as getPaginationMetadata } from 'relay-runtime/lib/util/getPaginationMetadata.js';
export { default as getPaginationVariables } from 'relay-runtime/lib/util/getPaginationVariables.js';
export { default as getPendingOperationsForFragment } from 'relay-runtime/lib/util/getPendingOperationsForFragment.js';
export { default as getRefetchMetadata } from 'relay-runtime/lib/util/getRefetchMetadata.js';
export { default as getRequestIdentifier } from 'relay-runtime/lib/util/getRequestIdentifier.js';
export { default as getValueAtPath } from 'relay-runtime/lib/util/getValueAtPath.js';
export { default as isPromise } from 'relay-runtime/lib/util/isPromise.js';
export { default as recycleNodesInto } from 'relay-runtime/lib/util/recycleNodesInto.js';
export { default as RelayFeatureFlags } from 'relay-runtime/lib/util/RelayFeatureFlags.js';
export { default as ReplaySubject } from 'relay-runtime/lib/util/RelayReplaySubject.js';

export const { getFragment, getRequest, graphql } = GraphQLTag;
export const { areEqualSelectors, getSelector, getVariablesFromFragment } = RelayModernSelector;
export const { createOperationDescriptor } = RelayModernOperationDescriptor;
export const { ID_KEY } = RelayStoreUtils;
export const { handlePotentialSnapshotErrors } = snapshotErrors;

export const __internal = {
  createRelayContext,
  createRelayLoggingContext,
  fetchQuery: fetchQueryInternal.fetchQuery,
  fetchQueryDeduped: fetchQueryInternal.fetchQueryDeduped,
  getObservableForActiveRequest: fetchQueryInternal.getObservableForActiveRequest,
  getPromiseForActiveRequest: fetchQueryInternal.getPromiseForActiveRequest,
};
