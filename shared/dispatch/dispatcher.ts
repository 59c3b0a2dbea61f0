/**
 * How a validated, prepared call runs (ARCHITECTURE "dispatch by the endpoint's weight"):
 *  - inline endpoints on the calling thread;
 *  - heavy endpoints and batches on the in-process pool (embedded mode) or through BullMQ to the
 *    worker role (Redis mode). A batch always travels as ONE task, never one job per item.
 */
import { endpointByName } from '../endpoints/registry.js';
import type { WireResult } from '../endpoints/types.js';
import { ApiError } from '../errors.js';
import { execute, toBatchItem, type BatchItem, type Job } from './execute.js';
import { LocalPool } from './pool.js';
import { QueueProducer } from './queue.js';

export interface DispatchStatus {
  mode: 'embedded' | 'redis';
  ok: boolean;
  detail: Record<string, unknown>;
}

export interface Dispatcher {
  readonly mode: 'embedded' | 'redis';
  /** One call: inline or heavy by the registry's weight. */
  run(job: Job): Promise<WireResult>;
  /** A batch's calls, results in order, each already serialised. */
  runMany(jobs: Job[]): Promise<BatchItem[]>;
  status(): DispatchStatus;
  close(): Promise<void>;
}

function isItemArray(r: WireResult | BatchItem[]): r is BatchItem[] {
  return Array.isArray(r);
}

/** Runs cheap batches inline: below this many inline items, a thread hop costs more than it saves. */
const INLINE_BATCH_LIMIT = 4;

export class EmbeddedDispatcher implements Dispatcher {
  readonly mode = 'embedded' as const;
  constructor(private readonly pool: LocalPool) {}

  async run(job: Job): Promise<WireResult> {
    const ep = endpointByName(job.endpoint);
    if (!ep || ep.weight === 'inline') return execute(job);
    const r = await this.pool.run({ kind: 'one', job });
    if (isItemArray(r)) throw new ApiError('INTERNAL_ERROR');
    return r;
  }

  async runMany(jobs: Job[]): Promise<BatchItem[]> {
    const allInline = jobs.every((j) => endpointByName(j.endpoint)?.weight === 'inline');
    if (allInline && jobs.length <= INLINE_BATCH_LIMIT) return jobs.map((j) => toBatchItem(execute(j)));
    return this.pool.runMany({ kind: 'many', jobs });
  }

  status(): DispatchStatus {
    return { mode: 'embedded', ok: true, detail: { pool: this.pool.stats } };
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}

export class RedisDispatcher implements Dispatcher {
  readonly mode = 'redis' as const;
  constructor(private readonly producer: QueueProducer) {}

  async run(job: Job): Promise<WireResult> {
    const ep = endpointByName(job.endpoint);
    if (!ep || ep.weight === 'inline') return execute(job);
    const r = await this.producer.run({ kind: 'one', job });
    if (isItemArray(r)) throw new ApiError('INTERNAL_ERROR');
    return r;
  }

  async runMany(jobs: Job[]): Promise<BatchItem[]> {
    const r = await this.producer.run({ kind: 'many', jobs });
    if (!isItemArray(r) || r.length !== jobs.length) throw new ApiError('INTERNAL_ERROR');
    return r;
  }

  status(): DispatchStatus {
    const s = this.producer.status();
    return { mode: 'redis', ok: s.ok, detail: { redis: s.redis, waiting: s.waiting, prefix: this.producer.prefix } };
  }

  async close(): Promise<void> {
    await this.producer.close();
  }
}

