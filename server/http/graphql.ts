/** Mounts the GraphQL layer (schema/) on Fastify at /graphql. */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics.ts';
import { budgetHeaders, createGraphQL, type GraphQLOptions, type ResponseMeta } from '../../schema/yoga.ts';

export type GraphQLRouteOptions = Pick<GraphQLOptions, 'v3ApiUrl' | 'limits' | 'pointStore' | 'clock' | 'introspection' | 'graphiql' | 'persistedOnly'> & {
  metrics: Metrics;
};

export function graphqlRoute(app: FastifyInstance, options: GraphQLRouteOptions): void {
  const { metrics, ...settings } = options;
  const { yoga, limiter } = createGraphQL({
    ...settings,
    onUpstreamRequest: (resource, status) => metrics.v3ClientRequests.inc({ resource, status: String(status) }),
    onOperation: ({ name, type, ok, seconds }) => {
      metrics.graphqlOperations.inc({ operation: name, type, outcome: ok ? 'ok' : 'error' });
      metrics.graphqlDuration.observe({ operation: name, type }, seconds);
    },
  });
  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const setCookies: string[] = [];
      const meta: ResponseMeta = { headers: {} };
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, setCookies, clientIp: req.ip, response: meta });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      // Answers that never reached execution (refused by a limit, GraphiQL) still say where the budget stands.
      if (limiter && !('x-ratelimit-limit' in meta.headers) && req.method !== 'OPTIONS') {
        Object.assign(meta.headers, await budgetHeaders(limiter, req.headers.authorization, req.ip));
      }
      for (const [key, value] of Object.entries(meta.headers)) reply.header(key, value);
      // Sessions are v3's: relay its cookies (login, logout) to the browser.
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      reply.status(meta.status ?? response.status);
      // A single JSON answer goes out as one string with its length; anything else (event streams,
      // incremental delivery) as the stream it is.
      const type = response.headers.get('content-type') ?? '';
      reply.send(type.startsWith('application/json') || type.startsWith('application/graphql-response+json') ? await response.text() : response.body);
      return reply;
    },
  });
}
