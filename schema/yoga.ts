/**
 * The GraphQL endpoint: Yoga with the Pothos schema, graphql-jit execution, Yoga's parse and
 * validation caches, the API's limits (schema/limits.ts), the cost rule and hourly budget,
 * an execution deadline, per-operation metrics, masked errors and a self-hosted GraphiQL.
 */
import { useGraphQlJit } from '@envelop/graphql-jit';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { createContext, type Context } from './context.ts';
import { costPoints, nodeCount } from './cost.ts';
import { getSchema } from './index.ts';
import { DEFAULT_LIMITS, LIMIT_CODES, limitError, shapeLimitsPlugin, type GraphQLLimits } from './limits.ts';
import { PERSISTED_CODES, PersistedOperations, persistedOperationsPlugin } from './persisted.ts';
import { bucketsOf, PointLimiter, rateLimitHeaders, type PointStore } from './rate-limit.ts';

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
  /** Answer introspection queries (default true: the API is public). */
  introspection?: boolean;
  /** The limits; what is left out keeps its default (DEFAULT_LIMITS). */
  limits?: Partial<GraphQLLimits>;
  /** Where the hourly cost-point budgets are counted; without one there is no budget. */
  pointStore?: PointStore;
  /** Milliseconds since the epoch, for the budget's windows (tests pin it). */
  clock?: () => number;
  /** Run only persisted operations (GRAPHQL_PERSISTED_ONLY); by default whole documents run too. */
  persistedOnly?: boolean;
  /** The persisted operations (default: schema/persisted-operations.json). */
  persisted?: PersistedOperations;
}

/** Error codes whose messages are written for clients; every other error is masked. */
const PUBLIC_CODES = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'UPSTREAM_ERROR',
  'UPSTREAM_TIMEOUT',
  'DEADLINE_EXCEEDED',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'INVALID_PARAMETER',
  // Access tokens (Authorization: Bearer): revoked or unknown, read-only for a write, or used to manage tokens.
  'INVALID_TOKEN',
  'INSUFFICIENT_SCOPE',
  'SESSION_REQUIRED',
  ...Object.values(LIMIT_CODES),
  ...Object.values(PERSISTED_CODES),
]);

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

/** What the answer needs beyond its body: headers (the budget's) and a status (429 when over it). */
export interface ResponseMeta {
  headers: Record<string, string>;
  status?: number;
}

/** What the HTTP server passes along with each request: where to put cookies v3 sets. */
export interface ServerContext {
  setCookies?: string[];
  /** The browser's IP as the HTTP server sees it, for v3's per-IP rate limits. */
  clientIp?: string;
  /** Filled while the request runs, for the HTTP server to apply to its answer. */
  response?: ResponseMeta;
  [key: string]: unknown;
}

type YogaContext = Context & ServerContext & { request: Request };

/**
 * Before an operation runs (variables known): the node limit, then the hourly budget. Either
 * refusal is the whole answer, and nothing is executed.
 */
function costPlugin(limits: GraphQLLimits, limiter: PointLimiter | undefined): Plugin<YogaContext> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      let nodes: number;
      try {
        nodes = nodeCount(args.schema, args.document, args.variableValues ?? undefined, args.operationName ?? undefined);
      } catch {
        return; // variables that do not fit: execution reports them
      }
      if (nodes > limits.maxNodes) {
        setResultAndStopExecution({
          errors: [
            limitError(
              LIMIT_CODES.nodes,
              `This operation could return up to ${nodes} nodes; the limit is ${limits.maxNodes}. Ask for smaller pages (first/last) or nest fewer connections.`,
              { nodes, maxNodes: limits.maxNodes },
            ),
          ],
        });
        return;
      }
      if (!limiter) return;
      const context = args.contextValue;
      const points = costPoints(nodes);
      const outcome = await limiter.chargeAll(bucketsOf(context.request.headers.get('authorization'), context.clientIp), points);
      const meta = context.response;
      if (meta) Object.assign(meta.headers, rateLimitHeaders(outcome.state), { 'x-ratelimit-cost': String(points) });
      if (!outcome.allowed) {
        if (meta) {
          meta.status = 429;
          meta.headers['retry-after'] = String(outcome.retryAfter);
        }
        setResultAndStopExecution({
          errors: [
            limitError(
              LIMIT_CODES.rateLimited,
              `This operation costs ${points} points and ${outcome.state.remaining} of the hourly ${limiter.limit} are left; try again in ${outcome.retryAfter} s.`,
              { cost: points, retryAfter: outcome.retryAfter },
            ),
          ],
        });
      }
    },
  };
}

/** Where a request's budget stands without spending, for answers that never reached execution. */
export async function budgetHeaders(limiter: PointLimiter, authorization: string | undefined, clientIp: string | undefined): Promise<Record<string, string>> {
  return rateLimitHeaders(await limiter.peek(bucketsOf(authorization, clientIp)));
}

export interface GraphQLEndpoint {
  yoga: YogaServerInstance<ServerContext, Context>;
  /** The hourly budget, when there is one. */
  limiter?: PointLimiter;
  limits: GraphQLLimits;
}

export function createGraphQL(options: GraphQLOptions): GraphQLEndpoint {
  const limits: GraphQLLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const limiter = options.pointStore ? new PointLimiter(options.pointStore, limits.rateLimitPoints, options.clock) : undefined;
  const yoga = createYoga<ServerContext, Context>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: options.graphiql === false ? false : { title: 'Corkboard GraphiQL', defaultQuery: DEFAULT_QUERY },
    // GraphiQL's page carries its whole editor (about 10 MB of script): loaded when first asked for,
    // so a server nobody opens it on does not hold it in memory.
    renderGraphiQL: async (graphiqlOptions) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(graphiqlOptions),
    landingPage: false,
    maskedErrors: { maskError: maskNonPublicErrors },
    logging: false,
    plugins: [
      persistedOperationsPlugin({ store: options.persisted ?? new PersistedOperations(), persistedOnly: options.persistedOnly === true }),
      shapeLimitsPlugin(limits),
      ...(options.introspection === false ? [useDisableIntrospection()] : []),
      costPlugin(limits, limiter) as Plugin,
      ...(options.jit === false ? [] : [useGraphQlJit()]),
      ...(options.onOperation ? [operationMetrics(options.onOperation)] : []),
    ],
    context: ({ request, setCookies, clientIp }) =>
      createContext({
        v3ApiUrl: options.v3ApiUrl(),
        headers: request.headers,
        clientIp,
        onUpstreamRequest: options.onUpstreamRequest,
        onSetCookie: (cookies) => setCookies?.push(...cookies),
        deadlineMs: limits.deadlineMs,
        v3TimeoutMs: limits.v3TimeoutMs,
      }),
  });
  return { yoga, limiter, limits };
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
