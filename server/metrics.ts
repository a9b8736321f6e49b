/**
 * Prometheus metrics of one server process (a registry per app, so tests can build several):
 * HTTP requests and durations per route, GraphQL operations and durations per operation name, and
 * the GraphQL layer's upstream v3 requests, and client failures the browser reports by name.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  graphqlOperations: Counter<'operation' | 'type' | 'outcome'>;
  graphqlDuration: Histogram<'operation' | 'type'>;
  v3ClientRequests: Counter<'resource' | 'status'>;
  /** POST /v3/client_errors/: named client failures (e.g. error.unauth_profile_pin_merge). */
  clientErrors: Counter<'name'>;
  /** POST /v3/offsite/ with check_only false (issue 18): outbound clicks by the link check's redirect_status. */
  clickthroughs: Counter<'status'>;
  /** POST /v3/stats/: client statistics by name and tag, both from an allow-list (server/v3/offsite/stats.ts). */
  clientStats: Counter<'name' | 'tag'>;
}

export function createMetrics(options: { defaults?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.defaults) collectDefaultMetrics({ register: registry });
  const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by method, route pattern and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by method and route pattern',
      labelNames: ['method', 'route'],
      buckets,
      registers: [registry],
    }),
    graphqlOperations: new Counter({
      name: 'graphql_operations_total',
      help: 'GraphQL operations by operation name, type and outcome',
      labelNames: ['operation', 'type', 'outcome'],
      registers: [registry],
    }),
    graphqlDuration: new Histogram({
      name: 'graphql_operation_duration_seconds',
      help: 'GraphQL operation duration by operation name and type',
      labelNames: ['operation', 'type'],
      buckets,
      registers: [registry],
    }),
    v3ClientRequests: new Counter({
      name: 'v3_client_requests_total',
      help: "Upstream v3 REST requests made by the GraphQL layer, by resource and status",
      labelNames: ['resource', 'status'],
      registers: [registry],
    }),
    clientErrors: new Counter({
      name: 'corkboard_client_errors_total',
      help: 'Client failures reported to POST /v3/client_errors/, by name',
      labelNames: ['name'],
      registers: [registry],
    }),
    clickthroughs: new Counter({
      name: 'corkboard_clickthroughs_total',
      help: 'Outbound clicks logged at POST /v3/offsite/, by the link check result',
      labelNames: ['status'],
      registers: [registry],
    }),
    clientStats: new Counter({
      name: 'corkboard_client_stats_total',
      help: 'Client statistics posted to /v3/stats/, by name and tag',
      labelNames: ['name', 'tag'],
      registers: [registry],
    }),
  };
}
