import {
  Environment,
  Network,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type RequestParameters,
  type Variables,
} from 'relay-runtime';

export const GRAPHQL_ENDPOINT = '/graphql';

interface GraphQLErrorShape {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: Record<string, unknown>;
}

/** A request that came back with GraphQL errors and no data (or a non-GraphQL HTTP failure). */
export class GraphQLRequestError extends Error {
  readonly status: number;
  readonly errors: ReadonlyArray<GraphQLErrorShape>;
  constructor(message: string, status: number, errors: ReadonlyArray<GraphQLErrorShape> = []) {
    super(message);
    this.name = 'GraphQLRequestError';
    this.status = status;
    this.errors = errors;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * POSTs `{ documentId, operationName, variables }` to /graphql: relay-compiler persists every
 * operation (schema/persisted-operations.json) and the server looks the id up, so no query text is
 * sent or bundled (the name is there for logs and tools). An operation without an id (none today)
 * would go as `{ query, operationName, variables }`.
 * Throws when the answer has errors but no data, so Relay fails the request and the
 * route's error boundary sees it; partial data with errors is handed to Relay as is.
 */
export const fetchGraphQL = async (
  params: RequestParameters,
  variables: Variables,
  fetchImpl: typeof fetch = fetch,
): Promise<GraphQLResponse> => {
  const response = await fetchImpl(GRAPHQL_ENDPOINT, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify(
      params.id ? { documentId: params.id, operationName: params.name, variables } : { query: params.text, operationName: params.name, variables },
    ),
  });

  let body: unknown;
  try {
    body = await response.json();
  } catch (_error) {
    throw new GraphQLRequestError(`${params.name}: HTTP ${response.status} (not JSON)`, response.status);
  }
  if (!isRecord(body)) {
    throw new GraphQLRequestError(`${params.name}: HTTP ${response.status} (unexpected body)`, response.status);
  }

  const errors = Array.isArray(body.errors) ? (body.errors as GraphQLErrorShape[]) : [];
  if (body.data == null) {
    const message = errors.map((error) => error.message).join('; ') || `HTTP ${response.status}`;
    throw new GraphQLRequestError(`${params.name}: ${message}`, response.status, errors);
  }
  return body as unknown as GraphQLResponse;
};

type RecordMap = NonNullable<ConstructorParameters<typeof RecordSource>[0]>;

export interface EnvironmentOptions {
  /** Records to start from (a server-rendered page's, client/ssr/). */
  readonly records?: RecordMap;
  /** Rendering on the server (client/ssr/entry-server.tsx). */
  readonly isServer?: boolean;
}

export function createEnvironment(
  fetchFn: FetchFunction = (params, variables) => fetchGraphQL(params, variables),
  { records, isServer = false }: EnvironmentOptions = {},
): Environment {
  return new Environment({
    network: Network.create(fetchFn),
    // Records unreferenced by any retained query are collected (gc runs on release);
    // keep the last few released queries around so Back/Forward can render from the store.
    store: new Store(new RecordSource(records), { gcReleaseBufferSize: 10, queryCacheExpirationTime: 5 * 60 * 1000 }),
    isServer,
  });
}
