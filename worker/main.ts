/**
 * `npm run worker`: the worker role. A BullMQ consumer that hands each job ({kind, job|jobs}) to the
 * piscina pool and returns plain results. SIGTERM: stop taking jobs, finish the running ones, close
 * the pool. Workers keep retrying Redis (maxRetriesPerRequest null), unlike the fail-fast producer.
 */
import { UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from '../shared/config.js';
import { ephemerisStatus } from '../shared/core/ephemeris.js';
import type { Task } from '../shared/dispatch/execute.js';
import { LocalPool } from '../shared/dispatch/pool.js';
import { INLINE_RESULT_MAX_BYTES, PAST_DEADLINE, QUEUE_NAME, RESULT_TTL_SECONDS, resultKey, type Reply } from '../shared/dispatch/queue.js';
import { createLogger } from '../shared/log.js';
import { ApiError } from '../shared/errors.js';
import type { WebhookSettings } from '../shared/jobs/backend.js';
import { startJobWorkers } from '../shared/jobs/redis-backend.js';
import { createStore } from '../shared/store/index.js';
import type { Store } from '../shared/store/ports.js';

export interface WorkerRole {
  close(): Promise<void>;
}

export interface WorkerOptions {
  redisUrl: string;
  prefix: string;
  threads: number;
  concurrency: number;
  logLevel: string;
  /** Lock of a heavy call's job without renewal: a dead worker's job is taken again after that (default 5 s). */
  heavyLockMs?: number;
  /** Bulk jobs and their webhooks (needs the store the web role uses); absent: this worker takes none. */
  bulk?: { store: Store; concurrency: number; lockMs: number; webhook: WebhookSettings };
}

/** A task stopped at its deadline fails for good (UnrecoverableError: BullMQ does not retry it). */
function stopped(err: unknown): never {
  if (err instanceof ApiError && err.code === 'TIMEOUT') throw new UnrecoverableError(PAST_DEADLINE.stopped);
  throw err;
}

export function startWorker(opts: WorkerOptions): WorkerRole {
  const log = createLogger(opts.logLevel, 'worker');
  const pool = new LocalPool(opts.threads);
  const heavyLockMs = opts.heavyLockMs ?? 5000;
  // Big results go by reference (see INLINE_RESULT_MAX_BYTES); this connection writes them.
  const results = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  results.on('error', (err) => log.warn({ err }, 'result connection error'));
  /**
   * The result goes to the waiting producer's reply channel at once (see shared/dispatch/queue.ts), then to
   * BullMQ as the job's return value (its completed event is the fallback). A failed publish changes nothing.
   */
  const reply = async (replyTo: string | undefined, jobId: string | undefined, value: unknown, valueJson?: string): Promise<unknown> => {
    if (replyTo && jobId) {
      // the value's JSON when we have it already (a single call's result), so it is not serialised twice
      const message = valueJson === undefined ? JSON.stringify({ jobId, value } satisfies Reply) : `{"jobId":${JSON.stringify(jobId)},"value":${valueJson}}`;
      await results.publish(replyTo, message).catch((err: unknown) => log.warn({ err, jobId }, 'reply not published'));
    }
    return value;
  };
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const task = job.data as Task & { deadline?: number; replyTo?: string; account?: string };
      // the producer's caller: this worker's pool shares its threads fairly between accounts (fair.ts)
      const account = typeof task.account === 'string' ? task.account : undefined;
      const kind = task.kind === 'one' ? task.call.endpoint : `batch of ${task.calls.length}`;
      const start = performance.now();
      // Past its deadline the caller has had its 504: the job is not started, or is stopped (its pool
      // thread gives it up before its next call: LocalPool.run), and not retried, so no worker stays busy with it.
      const left = task.deadline === undefined ? Infinity : task.deadline - Date.now();
      if (left <= 0) throw new UnrecoverableError(PAST_DEADLINE.notStarted);
      const signal = Number.isFinite(left) ? AbortSignal.timeout(left) : undefined;
      if (task.kind === 'many') {
        const outcome = await pool.runMany(task, signal, account).catch(stopped);
        log.debug({ jobId: job.id, kind, ms: performance.now() - start }, 'job done');
        // the items' JSON is stored as it is and read back as bytes: never escaped into another JSON
        if (outcome.json.length <= INLINE_RESULT_MAX_BYTES || !job.id) return reply(task.replyTo, job.id, outcome);
        const key = resultKey(opts.prefix, job.id);
        await results.set(key, outcome.json, 'EX', RESULT_TTL_SECONDS);
        return reply(task.replyTo, job.id, { statuses: outcome.statuses, jsonRef: key });
      }
      const result = await pool.run(task, signal, account).catch(stopped);
      log.debug({ jobId: job.id, kind, ms: performance.now() - start }, 'job done');
      const json = JSON.stringify(result);
      if (json.length <= INLINE_RESULT_MAX_BYTES || !job.id) return reply(task.replyTo, job.id, result, json);
      const key = resultKey(opts.prefix, job.id);
      await results.set(key, json, 'EX', RESULT_TTL_SECONDS);
      return reply(task.replyTo, job.id, { resultRef: key });
    },
    {
      connection: { url: opts.redisUrl, maxRetriesPerRequest: null }, prefix: opts.prefix, concurrency: opts.concurrency,
      // A worker killed mid-job stops renewing the lock; after heavyLockMs another worker takes the job
      // again, well within the caller's JOB_TIMEOUT_MS (the call is metered once, by the web role).
      lockDuration: heavyLockMs, stalledInterval: Math.max(500, Math.floor(heavyLockMs / 2)),
    },
  );
  worker.on('error', (err) => log.error({ err }, 'worker error'));
  worker.on('failed', (job, err) => log.error({ jobId: job?.id, err }, 'job failed'));
  const bulk = opts.bulk
    ? startJobWorkers({
        redisUrl: opts.redisUrl, prefix: opts.prefix, store: opts.bulk.store, pool, log, clock: Date.now,
        concurrency: opts.bulk.concurrency, lockMs: opts.bulk.lockMs, webhook: opts.bulk.webhook,
      })
    : null;
  log.info({ prefix: opts.prefix, threads: opts.threads, concurrency: opts.concurrency, bulk: !!bulk }, 'worker role started');
  return {
    async close() {
      await Promise.all([worker.close(), bulk?.close()]);
      await pool.close();
      results.disconnect();
      log.info('worker closed');
    },
  };
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (isMain) {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  if (!config.redisUrl) {
    process.stderr.write('Invalid configuration:\n  REDIS_URL: required for the worker role\n');
    process.exit(1);
  }
  if (!ephemerisStatus().swissFilesInUse) {
    process.stderr.write('Swiss Ephemeris files not usable\n');
    process.exit(1);
  }
  const store = createStore(config);
  await store.init();
  const role = startWorker({
    redisUrl: config.redisUrl, prefix: config.queuePrefix, threads: config.poolThreads,
    concurrency: config.workerConcurrency, logLevel: config.logLevel, heavyLockMs: config.heavyLockMs,
    bulk: { store, concurrency: config.bulk.concurrency, lockMs: config.bulk.lockMs, webhook: config.webhook },
  });
  const stop = () => void role.close().then(() => store.close()).then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
