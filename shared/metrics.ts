/**
 * Prometheus metrics (prom-client), one registry per process, served by the web role at GET /metrics
 * behind METRICS_TOKEN. With WEB_CONCURRENCY > 1 the cluster's primary merges every web process's
 * registry (prom-client's AggregatorRegistry), so one scrape sees the whole host.
 *
 * Label values are bounded: endpoints are the registry's and the account routes' paths, the root page `/`
 * and the service's page families (`/docs`, `/openapi`, `/portal` …: api/middleware/request.ts
 * endpointLabel), anything else "other"; statuses are HTTP codes, error codes come from the catalogue.
 */
import { AggregatorRegistry, Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'orrery_' });
// In a cluster worker, the primary's aggregator reads this registry instead of prom-client's global one.
AggregatorRegistry.setRegistries([registry]);

const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const metrics = {
  requests: new Counter({
    name: 'orrery_http_requests_total',
    help: 'HTTP requests answered, by endpoint (the registry path), method and status',
    labelNames: ['endpoint', 'method', 'status'] as const,
    registers: [registry],
  }),
  latency: new Histogram({
    name: 'orrery_http_request_duration_seconds',
    help: 'Time from the request\'s arrival to its answer being written, by endpoint and method',
    labelNames: ['endpoint', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  mcpToolCalls: new Counter({
    name: 'orrery_mcp_tool_calls_total',
    help: 'MCP tool calls answered (POST /mcp), by the endpoint path they map to and the HTTP status of that call',
    labelNames: ['endpoint', 'status'] as const,
    registers: [registry],
  }),
  cache: new Counter({
    name: 'orrery_result_cache_total',
    help: 'Result cache lookups of heavy endpoints: hit or miss',
    labelNames: ['result'] as const,
    registers: [registry],
  }),
  rejections: new Counter({
    name: 'orrery_rejections_total',
    help: 'Calls refused for quota, trial or rate limit (QUOTA_EXCEEDED, TRIAL_EXPIRED, RATE_LIMITED, AUTH_FAILURES: too many wrong keys from one address)',
    labelNames: ['code'] as const,
    registers: [registry],
  }),
  queueJobs: new Histogram({
    name: 'orrery_queue_job_duration_seconds',
    help: 'Redis mode: from adding a heavy call or batch to the queue to having its result, by kind',
    labelNames: ['kind'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  }),
  queueFailures: new Counter({
    name: 'orrery_queue_failures_total',
    help: 'Redis mode: queued work that did not come back: unavailable (503), timeout (504) or failed',
    labelNames: ['reason'] as const,
    registers: [registry],
  }),
  bulkJobs: new Counter({
    name: 'orrery_bulk_jobs_total',
    help: 'Bulk jobs (POST /v1/jobs) by event: created, completed, cancelled',
    labelNames: ['event'] as const,
    registers: [registry],
  }),
  bulkItems: new Counter({
    name: 'orrery_bulk_items_total',
    help: 'Items of bulk jobs by outcome: succeeded, failed, cancelled',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  webhooks: new Counter({
    name: 'orrery_webhook_deliveries_total',
    help: 'Webhook delivery attempts by outcome: delivered, retry, gave_up',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
};

/** Hits over lookups of the result cache since the process started (NaN before the first lookup). */
new Gauge({
  name: 'orrery_result_cache_hit_ratio',
  help: 'Result cache hits / lookups since the process started',
  registers: [registry],
  async collect() {
    const values = (await metrics.cache.get()).values;
    const of = (r: string) => values.find((v) => v.labels.result === r)?.value ?? 0;
    const total = of('hit') + of('miss');
    this.set(total ? of('hit') / total : Number.NaN);
  },
});

/** Jobs by state in a BullMQ queue, read at scrape time. */
export function registerQueueDepth(queue: string, counts: () => Promise<Record<string, number>>): void {
  const name = `orrery_queue_${queue}_jobs`;
  if (registry.getSingleMetric(name)) registry.removeSingleMetric(name);
  new Gauge({
    name,
    help: `Redis mode: jobs of the ${queue} queue by state (waiting, active, delayed, failed), read at scrape time`,
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        for (const [state, n] of Object.entries(await counts())) this.set({ state }, n);
      } catch {
        // Redis unreachable: no sample rather than a failed scrape
      }
    },
  });
}
