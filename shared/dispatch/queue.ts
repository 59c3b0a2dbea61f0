/**
 * BullMQ producer for heavy work. Waiting requests are kept in one map of job id → resolver (instead of
 * one listener per waitUntilFinished, which scales badly and trips MaxListenersExceededWarning). Job ids
 * are ours (UUIDs) and registered before the add, so a result can never arrive before its waiter. The
 * producer fails fast when Redis is down (503); BullMQ's guide: producers fail fast, workers retry forever.
 *
 * A result comes back two ways, whichever is first (the waiter is settled once):
 *  - the reply: each producer subscribes to a channel of its own (`replyTo` in the job's data) and the
 *    worker PUBLISHes the result there as soon as it has it, before BullMQ moves the job to completed;
 *    this takes BullMQ's completion (a Lua script) and its events stream (XADD, then the producer's
 *    XREAD) off the caller's path: one round trip instead of three (bench/README.md, queue overhead);
 *  - the `completed` event of BullMQ's events stream, as before: it still arrives when a reply is lost
 *    (the subscription was reconnecting, a worker of an older release that does not reply).
 * Failures come from the events stream only (`failed`).
 *
 * Fair queuing between accounts (issue 25, item 7): see `AccountPriorities`.
 */
import { randomUUID } from 'node:crypto';
import { PRIORITY_LIMIT, Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { ApiError } from '../errors.js';
import { metrics } from '../metrics.js';
import type { Answer, BatchOutcome, Task } from './execute.js';

export const QUEUE_NAME = 'heavy';

/**
 * Results larger than this travel by reference: the worker stores the JSON under its own key (with a
 * TTL for results nobody picks up) and returns only the key; the producer takes it with GETDEL. So the
 * events stream and the finished jobs hold a few bytes per job instead of up to ~0.5 MB per batch,
 * and Redis holds a big result only until its waiter reads it.
 */
export const INLINE_RESULT_MAX_BYTES = 8 * 1024;
export const RESULT_TTL_SECONDS = 120;

/**
 * What a worker returns for a big result: a single call's answer stored as JSON, or a batch's items
 * stored as their raw JSON text (read back as bytes and written out as they are, never parsed here).
 */
export type ResultRef = { resultRef: string } | { statuses: number[]; jsonRef: string };

/**
 * Why a worker fails a job whose deadline passed (it is not retried). The producer answers those 504 TIMEOUT,
 * like its own timer: the worker's failure can reach it first (a busy web event loop runs its timer late).
 */
export const PAST_DEADLINE = { notStarted: 'past its deadline before it started', stopped: 'stopped at its deadline' } as const;
const pastDeadline = new Set<string>(Object.values(PAST_DEADLINE));

/** What a worker publishes on the job's `replyTo` channel: the job's id and what it returns to BullMQ. */
export interface Reply {
  jobId: string;
  value: unknown;
}

export function resultKey(prefix: string, jobId: string): string {
  return `${prefix}:${QUEUE_NAME}:result:${jobId}`;
}

function isRef(v: unknown): v is { resultRef: string } {
  return typeof v === 'object' && v !== null && typeof (v as { resultRef?: unknown }).resultRef === 'string';
}

function isJsonRef(v: unknown): v is { statuses: number[]; jsonRef: string } {
  return typeof v === 'object' && v !== null && typeof (v as { jsonRef?: unknown }).jsonRef === 'string';
}

/**
 * Fair queuing between accounts in Redis (issue 25, item 7). BullMQ's waiting list is one FIFO: with
 * account A's hundreds of heavy calls waiting, account B's call waits behind all of them before the
 * worker's FairGate (fair.ts) ever sees it. So every heavy job is added with a BullMQ `priority`: the
 * worker takes the lowest number first and, within one number, the oldest first (BullMQ keeps prioritized
 * jobs in a sorted set scored by priority then an insertion counter). The number is how many calls the
 * account already has outstanding from this process, plus one, never below the number its newest
 * outstanding call got, and at most BullMQ's PRIORITY_LIMIT:
 *  - an account with nothing waiting gets 1 and overtakes a flooder's backlog (which got 2, 3, ... 30);
 *    two accounts with the same backlog share by arrival order;
 *  - an account's own jobs keep their order: its numbers never go down while it has calls outstanding, and
 *    go back to 1 once they are all answered (each job's number is fixed when it is added);
 *  - it is "the smaller backlog first", not round-robin: while accounts with small backlogs keep every
 *    worker busy, a flooder's jobs wait (at worst until JOB_TIMEOUT_MS: the worker then drops them unstarted).
 * Trade-offs:
 *  - the count is per web process, not global: a flooder spread over N web processes is seen as N
 *    smaller backlogs, still each above a newcomer's 1. Numbers of different processes compare (a backlog
 *    size, not a clock). A global count (INCR/DECR per account in Redis) would cost a round trip before
 *    each add and leak counts when a web process dies with calls outstanding;
 *  - a prioritized job costs a little more than a plain one: ZADD into a sorted set (O(log n)) and an INCR
 *    of BullMQ's counter instead of an LPUSH, and the worker's fetch reads the sorted set after the empty
 *    list. Jobs added WITHOUT a priority (an older web release during a rolling deploy) are taken before
 *    all prioritized ones.
 * The counts are held from add to settle (answer, failure, timeout, close).
 */
export class AccountPriorities {
  private readonly accounts = new Map<string, { outstanding: number; last: number }>();

  /** The priority of a new job of `account`, counted as outstanding until `release(account)`. */
  take(account: string): number {
    const a = this.accounts.get(account) ?? { outstanding: 0, last: 0 };
    a.last = Math.min(PRIORITY_LIMIT, Math.max(a.outstanding + 1, a.last));
    a.outstanding++;
    this.accounts.set(account, a);
    return a.last;
  }

  release(account: string): void {
    const a = this.accounts.get(account);
    if (!a) return;
    if (--a.outstanding <= 0) this.accounts.delete(account);
  }

  /** Calls outstanding, all accounts (tests). */
  get outstanding(): number {
    let n = 0;
    for (const a of this.accounts.values()) n += a.outstanding;
    return n;
  }
}

interface Waiter {
  resolve: (r: Answer | BatchOutcome) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
  /** Its result is stored by reference and being read (GETDEL): a second notice of it is ignored. */
  fetching?: boolean;
}

export class QueueProducer {
  private readonly connection: Redis;
  private readonly queue: Queue;
  private readonly events: QueueEvents;
  private readonly replies: Redis;
  private readonly subscribed: Promise<unknown>;
  /** This producer's reply channel (unique per process). */
  readonly replyTo: string;
  private readonly waiters = new Map<string, Waiter>();
  /** Each account's priority in Redis (exposed for tests). */
  readonly priorities = new AccountPriorities();

  constructor(redisUrl: string, readonly prefix: string, private readonly timeoutMs: number) {
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.connection.on('error', () => {}); // surfaced through status() and failed adds
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.connection,
      prefix,
      // Results reach the waiter through the events stream, so finished jobs need not stay long. Big
      // results travel by reference (INLINE_RESULT_MAX_BYTES), so both hold only small values.
      defaultJobOptions: { attempts: 1, removeOnComplete: { age: 60, count: 100 }, removeOnFail: { age: 3600, count: 1000 } },
      streams: { events: { maxLen: 1000 } },
    });
    this.queue.on('error', () => {});
    this.events = new QueueEvents(QUEUE_NAME, { connection: { url: redisUrl, maxRetriesPerRequest: null }, prefix });
    this.events.on('error', () => {});
    this.events.on('completed', ({ jobId, returnvalue }) => this.complete(jobId, returnvalue as unknown));
    this.replyTo = `${prefix}:${QUEUE_NAME}:reply:${randomUUID()}`;
    this.replies = new Redis(redisUrl, { maxRetriesPerRequest: null });
    this.replies.on('error', () => {});
    this.replies.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
      let reply: Reply;
      try {
        reply = JSON.parse(message.toString('utf8')) as Reply;
      } catch {
        return; // not ours to judge: the completed event still comes
      }
      if (typeof reply.jobId === 'string') this.complete(reply.jobId, reply.value);
    });
    this.subscribed = this.replies.subscribe(this.replyTo).catch(() => undefined);
    this.events.on('failed', ({ jobId, failedReason }) =>
      this.settle(jobId, (w) =>
        w.reject(
          pastDeadline.has(failedReason)
            ? new ApiError('TIMEOUT', `The job did not finish within ${this.timeoutMs} ms`)
            : new Error(`job failed: ${failedReason}`),
        ),
      ),
    );
  }

  /** A result for `jobId` (a reply or the completed event): the value itself, or a reference to it. */
  private complete(jobId: string, value: unknown): void {
    const w = this.waiters.get(jobId);
    // the second of reply and event, or a reference already being fetched: nothing to do
    if (!w || w.fetching) return;
    if (isJsonRef(value)) {
      w.fetching = true;
      this.connection.getdelBuffer(value.jsonRef).then(
        (json) =>
          this.settle(jobId, (x) =>
            json === null ? x.reject(new Error(`result ${value.jsonRef} is gone`)) : x.resolve({ statuses: value.statuses, json }),
          ),
        (err: Error) => this.settle(jobId, (x) => x.reject(err)),
      );
      return;
    }
    if (!isRef(value)) {
      this.settle(jobId, (x) => x.resolve(value as Answer | BatchOutcome));
      return;
    }
    w.fetching = true;
    this.connection.getdel(value.resultRef).then(
      (json) =>
        this.settle(jobId, (x) =>
          json === null ? x.reject(new Error(`result ${value.resultRef} is gone`)) : x.resolve(JSON.parse(json) as Answer),
        ),
      (err: Error) => this.settle(jobId, (x) => x.reject(err)),
    );
  }

  async ready(): Promise<void> {
    await this.events.waitUntilReady();
    await this.queue.waitUntilReady();
    await this.subscribed;
  }

  private settle(jobId: string, fn: (w: Waiter) => void): void {
    const w = this.waiters.get(jobId);
    if (!w) return;
    this.waiters.delete(jobId);
    clearTimeout(w.timer);
    fn(w);
  }

  /** Adds the task as one job (with the caller's account) and waits for its result; 503 when Redis is unreachable, 504 on timeout. */
  async run(task: Task, account?: string): Promise<Answer | BatchOutcome> {
    if (this.connection.status !== 'ready') {
      metrics.queueFailures.inc({ reason: 'unavailable' });
      throw new ApiError('SERVICE_UNAVAILABLE', 'The job queue is unreachable', undefined, 5);
    }
    const jobId = randomUUID();
    const stopTimer = metrics.queueJobs.startTimer({ kind: task.kind });
    const done = new Promise<Answer | BatchOutcome>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(jobId);
        metrics.queueFailures.inc({ reason: 'timeout' });
        reject(new ApiError('TIMEOUT', `The job did not finish within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      this.waiters.set(jobId, {
        resolve: (r) => {
          stopTimer();
          resolve(r);
        },
        reject: (e) => {
          // a job the worker stopped at its deadline is a timeout (504), a shutdown is unavailability (503)
          const code = e instanceof ApiError ? e.code : '';
          metrics.queueFailures.inc({ reason: code === 'TIMEOUT' ? 'timeout' : code === 'SERVICE_UNAVAILABLE' ? 'unavailable' : 'failed' });
          reject(e);
        },
        timer,
      });
    });
    // The deadline can pass while the add is still waiting on Redis (a loaded host): `done` then rejects
    // before anything awaits it, and an unhandled rejection would end the process. It is awaited below.
    done.catch(() => undefined);
    // the account's place in Redis (AccountPriorities), held until the call is settled one way or another
    const holder = account ?? '';
    const priority = this.priorities.take(holder);
    let held = true;
    const release = () => {
      if (held) this.priorities.release(holder);
      held = false;
    };
    done.then(release, release);
    try {
      // the deadline travels with the job: a worker does not start it late, and stops it when it passes
      // the account travels too: the worker's pool shares its threads fairly between accounts (fair.ts)
      await this.queue.add(task.kind, { ...task, deadline: Date.now() + this.timeoutMs, replyTo: this.replyTo, account }, { jobId, priority });
    } catch {
      release();
      // never added: its waiter goes without a result (nor a latency sample)
      const w = this.waiters.get(jobId);
      if (w) clearTimeout(w.timer);
      this.waiters.delete(jobId);
      metrics.queueFailures.inc({ reason: 'unavailable' });
      throw new ApiError('SERVICE_UNAVAILABLE', 'The job queue is unreachable', undefined, 5);
    }
    return done;
  }

  /**
   * Jobs of the queue by state (for GET /metrics). Heavy jobs wait as BullMQ's `prioritized` (see
   * AccountPriorities), so `waiting` counts both its states of a job that waits for a worker.
   */
  async counts(): Promise<Record<string, number>> {
    const { waiting = 0, prioritized = 0, ...rest } = await this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed');
    return { waiting: waiting + prioritized, ...rest };
  }

  status(): { ok: boolean; redis: string; waiting: number } {
    return { ok: this.connection.status === 'ready', redis: this.connection.status, waiting: this.waiters.size };
  }

  async close(): Promise<void> {
    for (const [id, w] of this.waiters) {
      clearTimeout(w.timer);
      w.reject(new ApiError('SERVICE_UNAVAILABLE', 'Shutting down', undefined, 1));
      this.waiters.delete(id);
    }
    // BullMQ's close() waits for a connection that may never come (Redis down): bound it.
    const closing = Promise.allSettled([this.events.close(), this.queue.close()]);
    await Promise.race([closing, new Promise((r) => setTimeout(r, 1500).unref())]);
    this.connection.disconnect();
    this.replies.disconnect();
  }
}
