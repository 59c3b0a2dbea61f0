/**
 * Running bulk jobs (POST /v1/jobs), the same on every process of the fleet: a chunk is claimed in the
 * store, its entries run (on the pool), and its results are stored with `completeChunk`, whose first
 * completion alone counts. Items that answered with an error are refunded then, once (items that failed
 * validation at submission ride in their chunk as fixed answers and are refunded with it). A chunk that
 * cannot run at all answers that error for each of its items. The call that finishes the job (the last chunk,
 * or a cancellation) hands it to the webhook sender, once.
 *
 * Webhook delivery is also here: the signed POST, and what is recorded of each attempt.
 */
import { toBatchItem, type BatchEntry, type BatchItem } from '../dispatch/execute.js';
import { toWire } from '../errors.js';
import { JOBS_PATH } from '../endpoints/account-routes.js';
import type { Logger } from '../log.js';
import { metrics } from '../metrics.js';
import type { BulkJob, ItemResult, Store, UsageLine, WebhookState } from '../store/ports.js';
import { deliver, deliveryError } from './webhook.js';

/** Runs a chunk's entries and answers each. */
export type ChunkExecutor = (entries: BatchEntry[]) => Promise<BatchItem[]>;

export interface JobRunnerDeps {
  store: Store;
  exec: ChunkExecutor;
  log: Logger;
  clock: () => number;
  /** Called once per job, by whichever process finishes it. */
  onFinished(job: BulkJob): Promise<void>;
}

/**
 * Units of a chunk's items that did not answer 2xx (an error when run, or a validation error carried
 * from the submission): given back under the job's endpoint, as they were reserved.
 */
function refundLines(results: ItemResult[]): UsageLine[] {
  const failed = results.filter((r) => r.status >= 300).length;
  return failed ? [{ endpoint: JOBS_PATH, units: failed }] : [];
}

/** Runs one chunk if it is still to run: 'done' (counted now), 'repeat' (it had completed), 'skipped'. */
export async function runChunk(deps: JobRunnerDeps, jobId: string, index: number): Promise<'done' | 'repeat' | 'skipped'> {
  const { store } = deps;
  const claim = await store.claimChunk(jobId, index, new Date(deps.clock()));
  if (!claim) return 'skipped';
  const entries = JSON.parse(claim.input) as BatchEntry[];
  let items: BatchItem[];
  try {
    items = await deps.exec(entries);
  } catch (err) {
    // The chunk could not run (the pool overloaded or closing, a deadline): every item that was to run
    // answers that error, as in a batch, and is refunded below; the job goes on instead of staying open.
    deps.log.warn({ err, jobId, chunk: index }, 'bulk chunk could not run; its items answer the error');
    const e = toBatchItem(toWire(err));
    items = entries.map((x) => ('fixed' in x ? x.fixed : e));
  }
  const results: ItemResult[] = items.map((i) => ({ status: i.status, body: i.body }));
  // The failed items' units go back with the chunk's first completion, in one store transaction.
  const completion = await store.completeChunk(jobId, index, results, new Date(deps.clock()), refundLines(results));
  if (!completion.first) return 'repeat';
  const job = completion.job;
  const ok = results.filter((r) => r.status < 300).length;
  metrics.bulkItems.inc({ outcome: 'succeeded' }, ok);
  metrics.bulkItems.inc({ outcome: 'failed' }, results.length - ok);
  if (completion.finishedJob) await finished(deps, job);
  return 'done';
}

export async function finished(deps: Pick<JobRunnerDeps, 'onFinished' | 'log'>, job: BulkJob): Promise<void> {
  metrics.bulkJobs.inc({ event: job.status === 'cancelled' ? 'cancelled' : 'completed' });
  deps.log.info({ jobId: job.id, status: job.status, succeeded: job.succeeded, failed: job.failed, cancelled: job.cancelled }, 'bulk job finished');
  if (job.callbackUrl) await deps.onFinished(job);
}

// ------------------------------------------------------------------ the job as the API shows it

export interface JobView {
  id: string;
  status: BulkJob['status'];
  total: number;
  progress: { succeeded: number; failed: number; cancelled: number; pending: number };
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  expiresAt: string;
  callbackUrl: string | null;
  webhook: null | {
    attempts: number; lastStatus: number | null; lastError: string | null; lastAttemptAt: string | null;
    deliveredAt: string | null; gaveUp: boolean;
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function jobView(job: BulkJob): JobView {
  const w = job.webhook;
  return {
    id: job.id,
    status: job.status,
    total: job.total,
    progress: {
      succeeded: job.succeeded,
      failed: job.failed,
      cancelled: job.cancelled,
      pending: job.total - job.succeeded - job.failed - job.cancelled,
    },
    createdAt: job.createdAt.toISOString(),
    startedAt: iso(job.startedAt),
    finishedAt: iso(job.finishedAt),
    expiresAt: job.expiresAt.toISOString(),
    callbackUrl: job.callbackUrl,
    webhook: w && {
      attempts: w.attempts, lastStatus: w.lastStatus, lastError: w.lastError, lastAttemptAt: iso(w.lastAttemptAt),
      deliveredAt: iso(w.deliveredAt), gaveUp: w.gaveUp,
    },
  };
}

// ------------------------------------------------------------------ webhook delivery

export interface WebhookOptions {
  attempts: number;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The event's body: the job as GET /v1/jobs/:id shows it, without results. */
export function webhookEvent(job: BulkJob): { event: string; body: string } {
  const event = job.status === 'cancelled' ? 'job.cancelled' : 'job.completed';
  return { event, body: JSON.stringify({ event, job: jobView(job) }) };
}

/**
 * One delivery attempt (`attempt` counts from 1), recorded on the job. Resolves to whether to try again:
 * not after a 2xx, nor after the last attempt (then `gaveUp` is recorded).
 */
export async function attemptWebhook(store: Store, jobId: string, attempt: number, opts: WebhookOptions, nowMs: number): Promise<boolean> {
  const job = await store.getJobById(jobId);
  if (!job?.callbackUrl) return false;
  const secret = await store.webhookSecret(job.accountId, new Date(nowMs));
  const { event, body } = webhookEvent(job);
  const r = await deliver({ url: job.callbackUrl, event, body, secret, nowMs, timeoutMs: opts.timeoutMs, allowPrivate: opts.allowPrivate });
  const last = attempt >= opts.attempts;
  const state: WebhookState = {
    attempts: attempt,
    lastStatus: r.status,
    lastError: deliveryError(r),
    lastAttemptAt: new Date(nowMs),
    deliveredAt: r.ok ? new Date(nowMs) : null,
    gaveUp: !r.ok && last,
  };
  await store.recordWebhook(jobId, state);
  metrics.webhooks.inc({ outcome: r.ok ? 'delivered' : last ? 'gave_up' : 'retry' });
  return !r.ok && !last;
}
