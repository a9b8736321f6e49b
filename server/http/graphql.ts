/** Mounts the GraphQL layer (schema/) on Fastify at /graphql. */
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics.ts';
import { createGraphQL } from '../../schema/yoga.ts';

export function graphqlRoute(app: FastifyInstance, options: { v3ApiUrl: () => string; metrics: Metrics }): void {
  const { metrics } = options;
  const yoga = createGraphQL({
    v3ApiUrl: options.v3ApiUrl,
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
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, setCookies, clientIp: req.ip });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      // Sessions are v3's: relay its cookies (login, logout) to the browser.
      if (setCookies.length > 0) reply.header('set-cookie', setCookies);
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
