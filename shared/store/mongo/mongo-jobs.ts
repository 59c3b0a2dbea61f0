/**
 * Bulk jobs, idempotency records and webhook secrets of the MongoDB store (MongoStore delegates here).
 * No transactions: every step is one atomic single-document update, safe with any number of processes.
 *
 * Closing a chunk (done or cancelled) takes two steps on two documents:
 *  1. The chunk document changes state, guarded on its current state (pending|running). This is the
 *     commit point of the chunk: it stores the results and their counts, and marks the chunk `unsettled`.
 *     Exactly one call wins it: that completion is `first: true` (a cancellation counts the items of the
 *     chunks it tagged as its own).
 *  2. "Settling": the job document adds the outcome of every unsettled chunk in ONE pipeline update that
 *     skips the indexes already in its `closedIdx` list, so applying a chunk twice is impossible whoever
 *     tries and however often (the step is idempotent). The update also writes which indexes it added
 *     (`lastApplied`) and finishes the job when `closedChunks` reaches `chunks`; reading that back from the
 *     update's own result, exactly one update ever moves `closedChunks` to `chunks`, and the call that ran
 *     it reports `finishedJob: true`. Afterwards the chunks' `unsettled` mark is removed.
 *
 * A crash between 1 and 2 leaves a closed chunk whose outcome is not on the job yet. It is not lost: every
 * later completeChunk and cancelJob of the job settles all unsettled chunks of the job (not just its own),
 * and a done-but-unsettled chunk still counts as open: openChunks lists it and claimChunk hands it out
 * again, so the redelivered or resumed chunk's completeChunk (`first: false`, the stored results stand)
 * settles it and, if it was the last, reports `finishedJob`. What such a crash does lose is what the dead
 * caller would have done with `first: true` (e.g. refunds of that chunk's failures), as with a crash right
 * after a commit in the embedded store.
 */
import { randomUUID } from 'node:crypto';
import { MongoServerError, type Collection, type Db, type Document } from 'mongodb';
import {
  PENDING_LEASE_SECONDS, checkNewJob, checkResults, chunkItems, chunkRange, countResults, idempotencyLive, idempotencyRecord, newWebhookSecret,
  pickResults,
} from '../jobs-common.js';
import type {
  BulkJob, BulkJobStatus, ChunkCompletion, ChunkState, ClaimedChunk, IdempotencyRecord, IdempotencyStore, ItemResult,
  JobStore, NewBulkJob, WebhookSecretStore, WebhookState,
} from '../jobs-ports.js';
import { newId } from '../keys.js';
import { StoreError } from '../ports.js';

interface JobDoc {
  _id: string; accountId: string; keyId: string; status: BulkJobStatus; total: number; chunkSize: number; chunks: number;
  succeeded: number; failed: number; cancelled: number;
  /** Indexes of the chunks whose outcome is counted here; `closedChunks` is its length. */
  closedIdx: number[];
  closedChunks: number;
  /** The indexes the latest settling update added (read back from that update's own result). */
  lastApplied: number[];
  callbackUrl: string | null; createdAt: Date; startedAt: Date | null; finishedAt: Date | null; expiresAt: Date;
  webhook: WebhookState | null;
}
/** _id is `${jobId}:${index}`. */
interface ChunkDoc {
  _id: string; jobId: string; index: number; state: ChunkState; attempt: number; items: number; input: string;
  results: ItemResult[] | null; succeeded: number; failed: number;
  /** Present from the chunk's close until its outcome is on the job document. */
  unsettled?: true;
  /** The cancelJob call that cancelled it (its items are that call's to refund). */
  closedBy: string | null;
  claimedAt: Date | null; closedAt: Date | null;
  /** The job's, so the TTL monitor and sweepJobs remove chunks with their job. */
  expiresAt: Date;
}
interface IdempotencyDoc {
  accountId: string; key: string; requestHash: string; state: 'pending' | 'done'; status: number | null; body: string | null;
  /** The answer's own headers as JSON (absent in records made before they were kept). */
  headers?: string | null; createdAt: Date; expiresAt: Date;
}
/** _id is the account id. */
interface SecretDoc { _id: string; secret: string; createdAt: Date; rotatedAt: Date | null }

const OPEN: ChunkState[] = ['pending', 'running'];
/** How often idempotencyBegin retries when the record changes under it (taken over, aborted). */
const BEGIN_ATTEMPTS = 5;

const chunkId = (jobId: string, index: number) => `${jobId}:${index}`;

/** E11000: a unique index refused the write. */
export function isDuplicateKey(e: unknown): boolean {
  return e instanceof MongoServerError && e.code === 11000;
}

function toJob(d: JobDoc): BulkJob {
  return {
    id: d._id, accountId: d.accountId, keyId: d.keyId, status: d.status, total: d.total, chunkSize: d.chunkSize,
    chunks: d.chunks, succeeded: d.succeeded, failed: d.failed, cancelled: d.cancelled, callbackUrl: d.callbackUrl ?? null,
    createdAt: d.createdAt, startedAt: d.startedAt ?? null, finishedAt: d.finishedAt ?? null, expiresAt: d.expiresAt,
    webhook: d.webhook
      ? {
        attempts: d.webhook.attempts, lastStatus: d.webhook.lastStatus ?? null, lastError: d.webhook.lastError ?? null,
        lastAttemptAt: d.webhook.lastAttemptAt ?? null, deliveredAt: d.webhook.deliveredAt ?? null, gaveUp: d.webhook.gaveUp,
      }
      : null,
  };
}

const toRecord = (d: IdempotencyDoc): IdempotencyRecord => idempotencyRecord({ ...d, headers: d.headers ?? null });

export class MongoJobs implements JobStore, IdempotencyStore, WebhookSecretStore {
  private readonly jobs: Collection<JobDoc>;
  private readonly chunks: Collection<ChunkDoc>;
  private readonly idem: Collection<IdempotencyDoc>;
  private readonly secrets: Collection<SecretDoc>;

  constructor(db: Db) {
    this.jobs = db.collection<JobDoc>('bulk_jobs');
    this.chunks = db.collection<ChunkDoc>('bulk_chunks');
    this.idem = db.collection<IdempotencyDoc>('idempotency');
    this.secrets = db.collection<SecretDoc>('webhook_secrets');
  }

  /** Index builds for MongoStore.init. */
  indexes(): Promise<string>[] {
    return [
      this.jobs.createIndex({ finishedAt: 1, createdAt: 1 }),
      // The TTL monitor removes expired jobs and their chunks (about once a minute); reads filter them out
      // meanwhile, and sweepJobs deletes them at once. Also serves sweepJobs' range delete.
      this.jobs.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      this.chunks.createIndex({ jobId: 1, index: 1 }, { unique: true }),
      // Only chunks caught between their close and its settling are in it (normally none).
      this.chunks.createIndex({ jobId: 1 }, { name: 'jobId_unsettled', partialFilterExpression: { unsettled: true } }),
      this.chunks.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      this.idem.createIndex({ accountId: 1, key: 1 }, { unique: true }),
      this.idem.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
    ];
  }

  /**
   * Chunks first, the job last: the job document is what makes the job exist (claimChunk and everything
   * else need it). A failure in between leaves chunks without a job, removed by sweepJobs / the TTL index.
   */
  async createJob(job: NewBulkJob, now: Date): Promise<BulkJob> {
    checkNewJob(job);
    const id = newId('job');
    const chunkDocs: ChunkDoc[] = job.chunkInputs.map((input, index) => ({
      _id: chunkId(id, index), jobId: id, index, state: 'pending', attempt: 0, items: chunkItems(job.total, job.chunkSize, index),
      input, results: null, succeeded: 0, failed: 0, closedBy: null, claimedAt: null, closedAt: null, expiresAt: job.expiresAt,
    }));
    const doc: JobDoc = {
      _id: id, accountId: job.accountId, keyId: job.keyId, status: 'queued', total: job.total, chunkSize: job.chunkSize,
      chunks: chunkDocs.length, succeeded: 0, failed: 0, cancelled: 0, closedIdx: [], closedChunks: 0, lastApplied: [],
      callbackUrl: job.callbackUrl, createdAt: now, startedAt: null, finishedAt: null, expiresAt: job.expiresAt, webhook: null,
    };
    try {
      await this.chunks.insertMany(chunkDocs, { ordered: true });
      await this.jobs.insertOne(doc);
    } catch (e) {
      // Unknown outcome of the job's insert (e.g. the connection dropped): undo only if it is not there.
      if ((await this.jobs.countDocuments({ _id: id }, { limit: 1 })) === 0) await this.chunks.deleteMany({ jobId: id });
      throw e;
    }
    return toJob(doc);
  }

  async getJob(accountId: string, jobId: string, now: Date): Promise<BulkJob | null> {
    const d = await this.jobs.findOne({ _id: jobId, accountId, expiresAt: { $gt: now } });
    return d ? toJob(d) : null;
  }

  async getJobById(jobId: string): Promise<BulkJob | null> {
    const d = await this.jobs.findOne({ _id: jobId });
    return d ? toJob(d) : null;
  }

  async claimChunk(jobId: string, index: number, now: Date): Promise<ClaimedChunk | null> {
    if ((await this.jobs.countDocuments({ _id: jobId }, { limit: 1 })) === 0) return null;
    const id = chunkId(jobId, index);
    const c = await this.chunks.findOneAndUpdate(
      { _id: id, state: { $in: OPEN } },
      { $set: { state: 'running', claimedAt: now }, $inc: { attempt: 1 } },
      { returnDocument: 'after', projection: { input: 1, attempt: 1 } },
    );
    if (c) {
      // Only the first claim moves the job out of `queued` (a cancelled job stays cancelled).
      await this.jobs.updateOne({ _id: jobId, status: 'queued' }, { $set: { status: 'running', startedAt: now } });
      return { jobId, index, input: c.input, attempt: c.attempt };
    }
    return this.reclaimUnsettled(jobId, index);
  }

  /**
   * A done chunk whose completion died before settling: handed out again unless the job already counts it,
   * so the retry's completeChunk settles it (see the top of this file).
   */
  private async reclaimUnsettled(jobId: string, index: number): Promise<ClaimedChunk | null> {
    const id = chunkId(jobId, index);
    if ((await this.chunks.countDocuments({ _id: id, state: 'done', unsettled: true }, { limit: 1 })) === 0) return null;
    const job = await this.jobs.findOne({ _id: jobId }, { projection: { closedIdx: 1 } });
    if (!job) return null;
    if (job.closedIdx.includes(index)) {
      await this.chunks.updateOne({ _id: id, unsettled: true }, { $unset: { unsettled: '' } });
      return null;
    }
    const c = await this.chunks.findOneAndUpdate(
      { _id: id, state: 'done', unsettled: true }, { $inc: { attempt: 1 } }, { returnDocument: 'after', projection: { input: 1, attempt: 1 } });
    return c ? { jobId, index, input: c.input, attempt: c.attempt } : null;
  }

  async completeChunk(jobId: string, index: number, results: ItemResult[], now: Date): Promise<ChunkCompletion> {
    const id = chunkId(jobId, index);
    const c = await this.chunks.findOne({ _id: id }, { projection: { items: 1 } });
    if (!c) throw new StoreError('NOT_FOUND', `no chunk ${index} of job ${jobId}`);
    checkResults(results, c.items, jobId, index);
    const { succeeded, failed } = countResults(results);
    // Step 1: the chunk's state is the guard; the one call that moves it to done is the first.
    const flip = await this.chunks.updateOne(
      { _id: id, state: { $in: OPEN } },
      {
        $set: {
          state: 'done', results: results.map((r) => ({ status: r.status, body: r.body })), succeeded, failed, unsettled: true,
          closedAt: now,
        },
      },
    );
    const first = flip.matchedCount === 1;
    // Step 2 (also after a retry: it repairs a settle that a crash interrupted).
    const { job, finishedJob } = await this.settle(jobId, now);
    if (!job) throw new StoreError('NOT_FOUND', `no job ${jobId}`);
    return { first, finishedJob, job: toJob(job) };
  }

  async cancelJob(accountId: string, jobId: string, now: Date): Promise<{ job: BulkJob; cancelledItems: number; finishedJob: boolean } | null> {
    const j = await this.jobs.findOne({ _id: jobId, accountId, expiresAt: { $gt: now } });
    if (!j) return null;
    if (j.finishedAt) return { job: toJob(j), cancelledItems: 0, finishedJob: false };
    // The status first: whichever settle closes the last chunk from now on leaves the job cancelled.
    await this.jobs.updateOne({ _id: jobId, finishedAt: null }, { $set: { status: 'cancelled' } });
    // Step 1 for every pending chunk, tagged so this call knows which ones it cancelled (concurrent cancels split them).
    const tag = randomUUID();
    await this.chunks.updateMany(
      { jobId, state: 'pending' }, { $set: { state: 'cancelled', closedBy: tag, unsettled: true, closedAt: now } });
    const mine = await this.chunks.find({ jobId, closedBy: tag }, { projection: { items: 1 } }).toArray();
    const cancelledItems = mine.reduce((s, c) => s + c.items, 0);
    const { job, finishedJob } = await this.settle(jobId, now);
    return { job: toJob(job ?? j), cancelledItems, finishedJob };
  }

  /**
   * Step 2: adds the outcome of every unsettled chunk of the job to the job document, skipping those it
   * already counts, in one atomic update. `finishedJob` is true for the one update that closes the last chunk.
   */
  private async settle(jobId: string, now: Date): Promise<{ job: JobDoc | null; finishedJob: boolean }> {
    const open = await this.chunks
      .find({ jobId, unsettled: true }, { projection: { index: 1, state: 1, items: 1, succeeded: 1, failed: 1 } })
      .toArray();
    if (open.length === 0) return { job: await this.jobs.findOne({ _id: jobId }), finishedJob: false };
    const closing = open.map((c) => ({
      i: c.index,
      s: c.state === 'done' ? c.succeeded : 0,
      f: c.state === 'done' ? c.failed : 0,
      c: c.state === 'cancelled' ? c.items : 0,
    }));
    const idx = closing.map((c) => c.i);
    const closed: Document = { $gte: ['$closedChunks', '$chunks'] };
    const after = await this.jobs.findOneAndUpdate(
      // Skipped at once when the job already counts them all.
      { _id: jobId, $expr: { $not: [{ $setIsSubset: [{ $literal: idx }, '$closedIdx'] }] } },
      [
        { $set: { lastApplied: { $filter: { input: { $literal: closing }, as: 'x', cond: { $not: [{ $in: ['$$x.i', '$closedIdx'] }] } } } } },
        {
          $set: {
            closedIdx: { $concatArrays: ['$closedIdx', '$lastApplied.i'] },
            closedChunks: { $add: ['$closedChunks', { $size: '$lastApplied' }] },
            succeeded: { $add: ['$succeeded', { $sum: '$lastApplied.s' }] },
            failed: { $add: ['$failed', { $sum: '$lastApplied.f' }] },
            cancelled: { $add: ['$cancelled', { $sum: '$lastApplied.c' }] },
          },
        },
        {
          $set: {
            lastApplied: '$lastApplied.i',
            finishedAt: { $cond: [closed, { $ifNull: ['$finishedAt', { $literal: now }] }, '$finishedAt'] },
            status: { $cond: [closed, { $cond: [{ $eq: ['$status', 'cancelled'] }, 'cancelled', 'completed'] }, '$status'] },
          },
        },
      ],
      { returnDocument: 'after' },
    );
    const job = after ?? (await this.jobs.findOne({ _id: jobId }));
    if (!job) return { job: null, finishedJob: false };
    // Every index of `idx` is on the job now (added here or before): the marks can go.
    await this.chunks.updateMany({ jobId, index: { $in: idx }, unsettled: true }, { $unset: { unsettled: '' } });
    const added = after ? after.lastApplied.length : 0;
    const finishedJob = added > 0 && job.closedChunks >= job.chunks && job.closedChunks - added < job.chunks;
    return { job, finishedJob };
  }

  async jobResults(jobId: string, offset: number, limit: number): Promise<{ index: number; result: ItemResult }[]> {
    const j = await this.jobs.findOne({ _id: jobId }, { projection: { chunkSize: 1, chunks: 1 } });
    const range = j ? chunkRange(j.chunkSize, j.chunks, offset, limit) : null;
    if (!j || !range) return [];
    const chunks = await this.chunks
      .find({ jobId, index: { $gte: range.from, $lte: range.to }, state: 'done' }, { projection: { index: 1, results: 1 } })
      .sort({ index: 1 })
      .toArray();
    return pickResults(j.chunkSize, offset, limit, chunks.map((c) => ({ index: c.index, results: c.results ?? [] })));
  }

  async recordWebhook(jobId: string, state: WebhookState): Promise<void> {
    await this.jobs.updateOne({ _id: jobId }, { $set: { webhook: { ...state } } });
  }

  /** Jobs not finished yet (a crash between a chunk's close and its settling can leave one with only an unsettled chunk open). */
  async unfinishedJobs(): Promise<BulkJob[]> {
    return (await this.jobs.find({ finishedAt: null }).sort({ createdAt: 1, _id: 1 }).toArray()).map(toJob);
  }

  /** Pending and running chunks, and done ones not settled yet (claimChunk hands those out again). */
  async openChunks(jobId: string): Promise<number[]> {
    const docs = await this.chunks
      .find({ jobId, $or: [{ state: { $in: OPEN } }, { state: 'done', unsettled: true }] }, { projection: { index: 1 } })
      .sort({ index: 1 })
      .toArray();
    return docs.map((d) => d.index);
  }

  async sweepJobs(now: Date): Promise<number> {
    const r = await this.jobs.deleteMany({ expiresAt: { $lte: now } });
    // Chunks carry their job's expiry (this also removes chunks left by a createJob that failed half-way).
    await this.chunks.deleteMany({ expiresAt: { $lte: now } });
    return r.deletedCount;
  }

  /**
   * One conditional upsert: it takes over a record older than the TTL, or inserts one when there is none;
   * when a live record holds the key, the unique (accountId, key) index refuses the insert (E11000, which
   * the server does not retry here since the filter is not the index's equality alone) and that record is
   * returned. Concurrent first calls: exactly one gets `new`.
   */
  async idempotencyBegin(accountId: string, key: string, requestHash: string, ttlSeconds: number, now: Date): Promise<IdempotencyRecord> {
    const staleBefore = new Date(now.getTime() - ttlSeconds * 1000);
    const leaseBefore = new Date(now.getTime() - PENDING_LEASE_SECONDS * 1000);
    for (let attempt = 0; attempt < BEGIN_ATTEMPTS; attempt++) {
      try {
        await this.idem.updateOne(
          // not live (jobs-common.ts idempotencyLive): older than the TTL, or pending past its lease
          { accountId, key, $or: [{ createdAt: { $lt: staleBefore } }, { state: 'pending', createdAt: { $lt: leaseBefore } }] },
          {
            $set: {
              requestHash, state: 'pending', status: null, body: null, headers: null, createdAt: now,
              expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
            },
          },
          { upsert: true },
        );
        return { state: 'new' };
      } catch (e) {
        if (!isDuplicateKey(e)) throw e;
      }
      const d = await this.idem.findOne({ accountId, key });
      if (d && idempotencyLive(d.state, d.createdAt.getTime(), now.getTime(), ttlSeconds)) return toRecord(d);
      // Aborted or stale meanwhile: try again.
    }
    throw new Error(`idempotency key of account ${accountId} kept changing; giving up`);
  }

  async idempotencyFinish(accountId: string, key: string, status: number, body: string, headers: Record<string, string>, _now: Date): Promise<void> {
    await this.idem.updateOne({ accountId, key, state: 'pending' }, { $set: { state: 'done', status, body, headers: JSON.stringify(headers) } });
  }

  async idempotencyAbort(accountId: string, key: string): Promise<void> {
    await this.idem.deleteOne({ accountId, key, state: 'pending' });
  }

  async webhookSecret(accountId: string, now: Date): Promise<string> {
    const found = await this.secrets.findOne({ _id: accountId });
    if (found) return found.secret;
    try {
      // $setOnInsert: a concurrent first call that loses the insert changes nothing; both read the winner.
      await this.secrets.updateOne(
        { _id: accountId }, { $setOnInsert: { secret: newWebhookSecret(), createdAt: now, rotatedAt: null } }, { upsert: true });
    } catch (e) {
      if (!isDuplicateKey(e)) throw e;
    }
    const d = await this.secrets.findOne({ _id: accountId });
    if (!d) throw new Error(`webhook secret of account ${accountId} vanished`);
    return d.secret;
  }

  async rotateWebhookSecret(accountId: string, now: Date): Promise<string> {
    const secret = newWebhookSecret();
    await this.secrets.updateOne({ _id: accountId }, { $set: { secret, rotatedAt: now }, $setOnInsert: { createdAt: now } }, { upsert: true });
    return secret;
  }
}
