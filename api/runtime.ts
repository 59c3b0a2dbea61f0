/**
 * Composes one web process: config → store → dispatcher (embedded pool, or BullMQ producer) → app →
 * HTTP server, and takes it down gracefully: stop accepting, finish in-flight requests, then close the
 * dispatcher (pool or queue) and the store.
 */
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import type { Config } from '../shared/config.js';
import { ephemerisStatus } from '../shared/core/ephemeris.js';
import { EmbeddedDispatcher, RedisDispatcher, type Dispatcher } from '../shared/dispatch/dispatcher.js';
import { LocalPool } from '../shared/dispatch/pool.js';
import { registerQueueDepth } from '../shared/metrics.js';
import { LocalJobs, type JobBackend } from '../shared/jobs/backend.js';
import type { Logger } from '../shared/log.js';
import { createStore } from '../shared/store/index.js';
import type { Store } from '../shared/store/ports.js';
import { codeVersion, readVersion } from '../shared/version.js';
import { createApp } from './app.js';
import { localLimits, redisLimits, type Limits } from './limits.js';
import { hardenServer } from './http-server.js';

export interface WebRuntime {
  server: Server;
  store: Store;
  dispatcher: Dispatcher;
  port: number;
  shutdown(reason: string): Promise<void>;
}

/** `p`, or an error after `seconds` (the timer does not keep the process alive). */
async function withinSeconds(p: Promise<unknown>, seconds: number, message: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), seconds * 1000);
    timer.unref();
  });
  try {
    await Promise.race([p, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Redis mode's modules (BullMQ, ioredis) are imported only in Redis mode: an embedded web process does not
 * carry them (about 20 MiB of its memory).
 */
export async function createDispatcher(config: Config): Promise<Dispatcher> {
  if (config.redisUrl) {
    const { QueueProducer } = await import('../shared/dispatch/queue.js');
    const producer = new QueueProducer(config.redisUrl, config.queuePrefix, config.jobTimeoutMs);
    await withinSeconds(producer.ready(), 10, `Redis at ${config.redisUrl} not reachable`);
    registerQueueDepth('heavy', () => producer.counts());
    return new RedisDispatcher(producer);
  }
  // one warm thread; the others start when heavy work queues (pool.ts, PoolOptions)
  return new EmbeddedDispatcher(new LocalPool(config.poolThreads, { minThreads: 1 }), { spill: config.inlineSpill, timeoutMs: config.jobTimeoutMs });
}

/**
 * Bulk jobs: on the web process's pool (embedded), or on the worker fleet through BullMQ (Redis), offered
 * once their queue answers (a POST /v1/jobs right after start would be a 503).
 */
export async function createJobs(config: Config, store: Store, dispatcher: Dispatcher, log: Logger, clock: () => number): Promise<JobBackend> {
  const webhook = { ...config.webhook };
  if (config.redisUrl) {
    const { RedisJobs } = await import('../shared/jobs/redis-backend.js');
    const jobs = new RedisJobs(config.redisUrl, config.queuePrefix, webhook);
    await withinSeconds(jobs.ready(), 10, `Redis at ${config.redisUrl} not reachable`);
    return jobs;
  }
  if (!(dispatcher instanceof EmbeddedDispatcher)) throw new Error('embedded bulk jobs need the embedded dispatcher');
  return new LocalJobs({ store, pool: dispatcher.pool, log, clock, webhook, concurrency: config.bulk.concurrency });
}

/** Redis mode: one rate-limit window per key for the whole fleet. A limit check never waits for a reconnect. */
export async function createLimits(config: Config, log: Logger): Promise<Limits> {
  if (!config.redisUrl) return localLimits(config.rateLimit);
  const { Redis } = await import('ioredis');
  // Auto-pipelining sends the decisions of one event-loop turn to Redis in one write (measured in bench/).
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 2000, enableAutoPipelining: true });
  redis.on('error', () => undefined); // reported by redisLimits when a decision falls back
  return redisLimits(redis, config.queuePrefix, config.rateLimit, log);
}

/**
 * Waits until the listen backlog is empty: two turns of the event loop in a row that accepted no connection
 * (or `maxMs`). libuv accepts one connection per turn (libuv#3696), so when a SIGTERM reaches a busy process,
 * connections whose clients already sent their requests can still wait in the backlog, and requests on
 * connections accepted in the last turn are not read yet. server.close() would reset the former (the
 * listener closes) and destroy the latter (no request parsed yet: "idle"); once the backlog is drained,
 * they are being served like every other in-flight request.
 */
async function drainBacklog(accepted: () => number, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  let seen = accepted();
  for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
    await new Promise<void>((resolve) => setImmediate(resolve));
    quiet = accepted() === seen ? quiet + 1 : 0;
    seen = accepted();
  }
}

export async function startWeb(config: Config, log: Logger, opts: { clock?: () => number } = {}): Promise<WebRuntime> {
  const ephe = ephemerisStatus();
  if (!ephe.swissFilesInUse) throw new Error(`Swiss Ephemeris files not usable at ${ephe.path}`);
  const store = createStore(config);
  await store.init();
  const dispatcher = await createDispatcher(config);
  const limits = await createLimits(config, log);
  const version = readVersion();
  codeVersion(); // the result cache's key digest: read the code once here, not inside the first cached call
  const clock = opts.clock ?? Date.now;
  const jobs = await createJobs(config, store, dispatcher, log, clock);
  if (jobs instanceof LocalJobs && (!cluster.isWorker || cluster.worker?.id === 1)) {
    // jobs a stopped process left unfinished run again (one web process of a cluster does it)
    const resumed = await jobs.resume();
    if (resumed) log.info({ jobs: resumed }, 'resumed unfinished bulk jobs');
  }
  const app = createApp({
    config, store, dispatcher, logger: log, version, clock: opts.clock, limits, jobs,
    health: async () => ({
      status: 'ok',
      ephemeris: { mode: ephe.mode, library: ephe.library, files: ephe.files, swissFilesInUse: ephe.swissFilesInUse },
      store: { kind: store.kind, ok: await store.ping() },
      queue: dispatcher.status(),
      jobs: jobs.status(),
    }),
  });
  // hardened in the same turn as listen(): Node reads the connection check's interval when listening starts
  const server = await new Promise<Server>((resolve, reject) => {
    const s = hardenServer(app.listen(config.port, config.host, (err?: Error) => (err ? reject(err) : resolve(s))));
  });
  let accepted = 0;
  server.on('connection', () => void accepted++);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let closing: Promise<void> | null = null;
  const shutdown = (reason: string) => {
    closing ??= (async () => {
      log.info({ reason }, 'shutting down: no new connections, finishing in-flight requests');
      await drainBacklog(() => accepted, Math.min(5000, config.shutdownTimeoutMs / 2));
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive sockets go idle as their in-flight requests finish: close them as they do.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 50);
      const forced = setTimeout(() => server.closeAllConnections(), config.shutdownTimeoutMs);
      await closed;
      clearInterval(sweep);
      clearTimeout(forced);
      await jobs.close().catch((err: unknown) => log.error({ err }, 'bulk jobs close failed'));
      await dispatcher.close().catch((err: unknown) => log.error({ err }, 'dispatcher close failed'));
      await limits.close();
      await store.close().catch((err: unknown) => log.error({ err }, 'store close failed'));
      log.info('shutdown complete');
    })();
    return closing;
  };
  log.info({ port, store: store.kind, dispatch: dispatcher.mode, version }, 'web role listening');
  return { server, store, dispatcher, port, shutdown };
}
