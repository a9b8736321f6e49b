/**
 * The GraphQL endpoint: Yoga with the Pothos schema, graphql-jit execution, Yoga's parse and
 * validation caches, per-operation metrics, masked errors and a self-hosted GraphiQL.
 */
import { useGraphQlJit } from '@envelop/graphql-jit';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type Context } from './context.ts';
import { getSchema } from './index.ts';

export interface OperationObserver {
  /** Called when an operation finishes, with its name ('anonymous' if none), type and outcome. */
  (operation: { name: string; type: string; ok: boolean; seconds: number }): void;
}

export interface GraphQLOptions {
  /** Where the v3 REST API answers; read per request so it can be set after the server listens. */
  v3ApiUrl: () => string;
  onUpstreamRequest?: (resource: string, status: number) => void;
  onOperation?: OperationObserver;
  /** Show GraphiQL on GET from a browser. */
  graphiql?: boolean;
  /** Execute with graphql-jit (default true). */
  jit?: boolean;
}

/** Error codes whose messages are written for clients; every other error is masked. */
const PUBLIC_CODES = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'UPSTREAM_ERROR', 'FORBIDDEN', 'UNAUTHENTICATED', 'INVALID_PARAMETER']);

/**
 * Decides by error code rather than by class: under some loaders two copies of graphql-js exist and
 * `instanceof GraphQLError` is unreliable.
 */
function maskNonPublicErrors(error: unknown, message: string, isDev?: boolean): Error {
  const original = (error as { originalError?: unknown }).originalError ?? error;
  const code = (original as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  if (typeof code === 'string' && PUBLIC_CODES.has(code)) return error as Error;
  return maskError(error, message, isDev);
}

function operationMetrics(observe: OperationObserver): Plugin<Context> {
  return {
    onExecute({ args }) {
      const started = performance.now();
      const definition = args.document.definitions.find((d: { kind: string }) => d.kind === 'OperationDefinition');
      const name = args.operationName ?? (definition && 'name' in definition ? definition.name?.value : undefined) ?? 'anonymous';
      const type = definition && 'operation' in definition ? definition.operation : 'unknown';
      return {
        onExecuteDone({ result }) {
          const ok = !('errors' in result && Array.isArray(result.errors) && result.errors.length > 0);
          observe({ name, type, ok, seconds: (performance.now() - started) / 1000 });
        },
      };
    },
  };
}

/** What the HTTP server passes along with each request: where to put cookies v3 sets. */
export interface ServerContext {
  setCookies?: string[];
  /** The browser's IP as the HTTP server sees it, for v3's per-IP rate limits. */
  clientIp?: string;
  [key: string]: unknown;
}

export function createGraphQL(options: GraphQLOptions): YogaServerInstance<ServerContext, Context> {
  return createYoga<ServerContext, Context>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql === false ? false : { title: 'Corkboard GraphiQL', defaultQuery: DEFAULT_QUERY },
    renderGraphiQL,
    landingPage: false,
    maskedErrors: { maskError: maskNonPublicErrors },
    logging: false,
    plugins: [...(options.jit === false ? [] : [useGraphQlJit()]), ...(options.onOperation ? [operationMetrics(options.onOperation)] : [])],
    context: ({ request, setCookies, clientIp }) =>
      createContext({
        v3ApiUrl: options.v3ApiUrl(),
        headers: request.headers,
        clientIp,
        onUpstreamRequest: options.onUpstreamRequest,
        onSetCookie: (cookies) => setCookies?.push(...cookies),
      }),
  });
}

const DEFAULT_QUERY = `# Corkboard's public GraphQL API. Try:
query HomeFeed {
  homefeed(first: 10) {
    edges {
      node {
        id
        entityId
        title
        image(size: W236) { url width height dominantColor }
        pinner { username fullName }
        board { name url }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}
`;
