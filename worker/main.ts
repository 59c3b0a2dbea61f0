/**
 * `npm run worker`: the worker role. A BullMQ consumer that hands each job ({kind, job|jobs}) to the
 * piscina pool and returns plain results. SIGTERM: stop taking jobs, finish the running ones, close
 * the pool. Workers keep retrying Redis (maxRetriesPerRequest null), unlike the fail-fast producer.
 */
import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { ConfigError, loadConfig } from '../shared/config.js';
import { ephemerisStatus } from '../shared/core/ephemeris.js';
import type { Task } from '../shared/dispatch/execute.js';
import { LocalPool } from '../shared/dispatch/pool.js';
import { INLINE_RESULT_MAX_BYTES, QUEUE_NAME, RESULT_TTL_SECONDS, resultKey } from '../shared/dispatch/queue.js';
import { createLogger } from '../shared/log.js';

export interface WorkerRole {
  close(): Promise<void>;
}

export function startWorker(opts: { redisUrl: string; prefix: string; threads: number; concurrency: number; logLevel: string }): WorkerRole {
  const log = createLogger(opts.logLevel, 'worker');
  const pool = new LocalPool(opts.threads);
  // Big results go by reference (see INLINE_RESULT_MAX_BYTES); this connection writes them.
  const results = new Redis(opts.redisUrl, { maxRetriesPerRequest: null });
  results.on('error', (err) => log.warn({ err }, 'result connection error'));
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      const task = job.data as Task;
      const kind = task.kind === 'many' ? `batch of ${task.jobs.length}` : task.job.endpoint;
      const start = performance.now();
      if (task.kind === 'many') {
        const outcome = await pool.runMany(task);
        log.debug({ jobId: job.id, kind, ms: performance.now() - start }, 'job done');
        // the items' JSON is stored as it is and read back as bytes: never escaped into another JSON
        if (outcome.json.length <= INLINE_RESULT_MAX_BYTES || !job.id) return outcome;
        const key = resultKey(opts.prefix, job.id);
        await results.set(key, outcome.json, 'EX', RESULT_TTL_SECONDS);
        return { statuses: outcome.statuses, jsonRef: key };
      }
      const result = await pool.run(task);
      log.debug({ jobId: job.id, kind, ms: performance.now() - start }, 'job done');
      const json = JSON.stringify(result);
      if (json.length <= INLINE_RESULT_MAX_BYTES || !job.id) return result;
      const key = resultKey(opts.prefix, job.id);
      await results.set(key, json, 'EX', RESULT_TTL_SECONDS);
      return { resultRef: key };
    },
    { connection: { url: opts.redisUrl, maxRetriesPerRequest: null }, prefix: opts.prefix, concurrency: opts.concurrency },
  );
  worker.on('error', (err) => log.error({ err }, 'worker error'));
  worker.on('failed', (job, err) => log.error({ jobId: job?.id, err }, 'job failed'));
  log.info({ prefix: opts.prefix, threads: opts.threads, concurrency: opts.concurrency }, 'worker role started');
  return {
    async close() {
      await worker.close();
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
  const role = startWorker({
    redisUrl: config.redisUrl, prefix: config.queuePrefix, threads: config.poolThreads,
    concurrency: config.workerConcurrency, logLevel: config.logLevel,
  });
  const stop = () => void role.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
