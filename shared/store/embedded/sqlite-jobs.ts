/**
 * Bulk jobs, idempotency records and webhook secrets of the embedded store (SqliteStore delegates here).
 * Same rules as the rest of it: every write that reads before it writes runs in a BEGIN IMMEDIATE
 * transaction, so several processes on one file see each other's changes in a single order.
 *
 * A job row counts its closed chunks (done or cancelled): a chunk's state change, the counters and
 * `closed_chunks` move together in one transaction, guarded by the chunk's state, so a chunk counts once.
 * The job finishes in the transaction that closes its last chunk: `UPDATE … WHERE finished_at IS NULL AND
 * closed_chunks >= chunks` changes one row exactly once, and that call reports `finishedJob`.
 */
import type Database from 'better-sqlite3';
import {
  checkNewJob, checkResults, chunkItems, chunkRange, countResults, idempotencyLive, idempotencyRecord, newWebhookSecret, pickResults,
} from '../jobs-common.js';
import type {
  BulkJob, ChunkCompletion, ClaimedChunk, IdempotencyRecord, IdempotencyStore, ItemResult, JobStore, NewBulkJob,
  WebhookSecretStore, WebhookState,
} from '../jobs-ports.js';
import { newId } from '../keys.js';
import { StoreError } from '../ports.js';

export const JOBS_SCHEMA = `
CREATE TABLE IF NOT EXISTS bulk_jobs (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL, key_id TEXT NOT NULL, status TEXT NOT NULL,
  total INTEGER NOT NULL, chunk_size INTEGER NOT NULL, chunks INTEGER NOT NULL, closed_chunks INTEGER NOT NULL DEFAULT 0,
  succeeded INTEGER NOT NULL DEFAULT 0, failed INTEGER NOT NULL DEFAULT 0, cancelled INTEGER NOT NULL DEFAULT 0,
  callback_url TEXT, created_at INTEGER NOT NULL, started_at INTEGER, finished_at INTEGER, expires_at INTEGER NOT NULL,
  wh_attempts INTEGER, wh_last_status INTEGER, wh_last_error TEXT, wh_last_attempt_at INTEGER, wh_delivered_at INTEGER,
  wh_gave_up INTEGER
);
CREATE INDEX IF NOT EXISTS bulk_jobs_expires ON bulk_jobs(expires_at);
CREATE INDEX IF NOT EXISTS bulk_jobs_unfinished ON bulk_jobs(created_at) WHERE finished_at IS NULL;
CREATE TABLE IF NOT EXISTS bulk_chunks (
  job_id TEXT NOT NULL REFERENCES bulk_jobs(id) ON DELETE CASCADE, idx INTEGER NOT NULL, state TEXT NOT NULL,
  attempt INTEGER NOT NULL DEFAULT 0, items INTEGER NOT NULL, input TEXT NOT NULL, results TEXT,
  claimed_at INTEGER, closed_at INTEGER, PRIMARY KEY (job_id, idx)
);
CREATE TABLE IF NOT EXISTS idempotency (
  account_id TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, state TEXT NOT NULL,
  status INTEGER, body TEXT, headers TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (account_id, key)
);
CREATE INDEX IF NOT EXISTS idempotency_expires ON idempotency(expires_at);
CREATE TABLE IF NOT EXISTS webhook_secrets (
  account_id TEXT PRIMARY KEY, secret TEXT NOT NULL, created_at INTEGER NOT NULL, rotated_at INTEGER
);
`;

interface JobRow {
  id: string; account_id: string; key_id: string; status: string; total: number; chunk_size: number; chunks: number;
  closed_chunks: number; succeeded: number; failed: number; cancelled: number; callback_url: string | null;
  created_at: number; started_at: number | null; finished_at: number | null; expires_at: number;
  wh_attempts: number | null; wh_last_status: number | null; wh_last_error: string | null; wh_last_attempt_at: number | null;
  wh_delivered_at: number | null; wh_gave_up: number | null;
}
interface ChunkRow {
  job_id: string; idx: number; state: string; attempt: number; items: number; input: string; results: string | null;
  claimed_at: number | null; closed_at: number | null;
}
interface IdempotencyRow {
  account_id: string; key: string; request_hash: string; state: string; status: number | null; body: string | null;
  headers: string | null; created_at: number; expires_at: number;
}

const date = (ms: number | null): Date | null => (ms === null ? null : new Date(ms));
const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());

function toJob(r: JobRow): BulkJob {
  return {
    id: r.id, accountId: r.account_id, keyId: r.key_id, status: r.status as BulkJob['status'], total: r.total,
    chunkSize: r.chunk_size, chunks: r.chunks, succeeded: r.succeeded, failed: r.failed, cancelled: r.cancelled,
    callbackUrl: r.callback_url, createdAt: new Date(r.created_at), startedAt: date(r.started_at),
    finishedAt: date(r.finished_at), expiresAt: new Date(r.expires_at),
    webhook: r.wh_attempts === null ? null : {
      attempts: r.wh_attempts, lastStatus: r.wh_last_status, lastError: r.wh_last_error,
      lastAttemptAt: date(r.wh_last_attempt_at), deliveredAt: date(r.wh_delivered_at), gaveUp: r.wh_gave_up === 1,
    },
  };
}

const toRecord = (r: IdempotencyRow): IdempotencyRecord =>
  idempotencyRecord({ state: r.state, requestHash: r.request_hash, status: r.status, body: r.body, headers: r.headers });

const open = (state: string) => state === 'pending' || state === 'running';

function prepare(d: Database.Database) {
  return {
    insertJob: d.prepare(`INSERT INTO bulk_jobs (id,account_id,key_id,status,total,chunk_size,chunks,callback_url,created_at,expires_at)
      VALUES (@id,@account_id,@key_id,'queued',@total,@chunk_size,@chunks,@callback_url,@created_at,@expires_at)`),
    insertChunk: d.prepare(`INSERT INTO bulk_chunks (job_id,idx,state,items,input) VALUES (?,?,'pending',?,?)`),
    job: d.prepare<[string], JobRow>('SELECT * FROM bulk_jobs WHERE id = ?'),
    jobOf: d.prepare<[string, string, number], JobRow>('SELECT * FROM bulk_jobs WHERE id = ? AND account_id = ? AND expires_at > ?'),
    chunk: d.prepare<[string, number], ChunkRow>('SELECT * FROM bulk_chunks WHERE job_id = ? AND idx = ?'),
    claim: d.prepare(`UPDATE bulk_chunks SET state = 'running', attempt = attempt + 1, claimed_at = ? WHERE job_id = ? AND idx = ?`),
    startJob: d.prepare(`UPDATE bulk_jobs SET status = 'running', started_at = COALESCE(started_at, ?) WHERE id = ? AND status = 'queued'`),
    completeChunk: d.prepare(`UPDATE bulk_chunks SET state = 'done', results = ?, closed_at = ?
      WHERE job_id = ? AND idx = ? AND state IN ('pending','running')`),
    pendingOf: d.prepare<[string], { n: number; items: number | null }>(
      `SELECT COUNT(*) AS n, SUM(items) AS items FROM bulk_chunks WHERE job_id = ? AND state = 'pending'`),
    cancelPending: d.prepare(`UPDATE bulk_chunks SET state = 'cancelled', closed_at = ? WHERE job_id = ? AND state = 'pending'`),
    addCounts: d.prepare(`UPDATE bulk_jobs SET succeeded = succeeded + @s, failed = failed + @f, cancelled = cancelled + @c,
      closed_chunks = closed_chunks + @n WHERE id = @id`),
    markCancelled: d.prepare(`UPDATE bulk_jobs SET status = 'cancelled' WHERE id = ? AND finished_at IS NULL`),
    // Changes one row once per job: the call that runs it with effect is the one that finished the job.
    finish: d.prepare(`UPDATE bulk_jobs SET finished_at = @now,
      status = CASE WHEN status = 'cancelled' THEN 'cancelled' ELSE 'completed' END
      WHERE id = @id AND finished_at IS NULL AND closed_chunks >= chunks`),
    doneChunks: d.prepare<[string, number, number], { idx: number; results: string }>(
      `SELECT idx, results FROM bulk_chunks WHERE job_id = ? AND idx BETWEEN ? AND ? AND state = 'done' ORDER BY idx`),
    webhook: d.prepare(`UPDATE bulk_jobs SET wh_attempts = @attempts, wh_last_status = @lastStatus, wh_last_error = @lastError,
      wh_last_attempt_at = @lastAttemptAt, wh_delivered_at = @deliveredAt, wh_gave_up = @gaveUp WHERE id = @id`),
    unfinished: d.prepare<[], JobRow>('SELECT * FROM bulk_jobs WHERE finished_at IS NULL ORDER BY created_at, id'),
    openChunks: d.prepare<[string], { idx: number }>(
      `SELECT idx FROM bulk_chunks WHERE job_id = ? AND state IN ('pending','running') ORDER BY idx`),
    sweepChunks: d.prepare('DELETE FROM bulk_chunks WHERE job_id IN (SELECT id FROM bulk_jobs WHERE expires_at <= ?)'),
    sweepJobs: d.prepare('DELETE FROM bulk_jobs WHERE expires_at <= ?'),
    idem: d.prepare<[string, string], IdempotencyRow>('SELECT * FROM idempotency WHERE account_id = ? AND key = ?'),
    idemPut: d.prepare(`INSERT OR REPLACE INTO idempotency (account_id,key,request_hash,state,status,body,headers,created_at,expires_at)
      VALUES (?,?,?,'pending',NULL,NULL,NULL,?,?)`),
    idemFinish: d.prepare(`UPDATE idempotency SET state = 'done', status = ?, body = ?, headers = ? WHERE account_id = ? AND key = ? AND state = 'pending'`),
    idemAbort: d.prepare(`DELETE FROM idempotency WHERE account_id = ? AND key = ? AND state = 'pending'`),
    idemPurge: d.prepare('DELETE FROM idempotency WHERE expires_at <= ?'),
    secret: d.prepare<[string], { secret: string }>('SELECT secret FROM webhook_secrets WHERE account_id = ?'),
    secretCreate: d.prepare('INSERT INTO webhook_secrets (account_id,secret,created_at) VALUES (?,?,?) ON CONFLICT(account_id) DO NOTHING'),
    secretRotate: d.prepare(`INSERT INTO webhook_secrets (account_id,secret,created_at,rotated_at) VALUES (@a,@s,@t,@t)
      ON CONFLICT(account_id) DO UPDATE SET secret = excluded.secret, rotated_at = excluded.rotated_at`),
  };
}

/** The job, idempotency and webhook tables, and their migrations (inside the store's schema transaction). */
export function migrateJobTables(db: Database.Database): void {
  db.exec(JOBS_SCHEMA);
  // Files made before answers kept their headers (2026-11-25)
  if (!(db.prepare('PRAGMA table_info(idempotency)').all() as { name: string }[]).some((c) => c.name === 'headers')) {
    db.exec('ALTER TABLE idempotency ADD COLUMN headers TEXT');
  }
}

export class SqliteJobs implements JobStore, IdempotencyStore, WebhookSecretStore {
  private readonly q;

  /** The tables must exist (migrateJobTables, run by the store inside its schema transaction). */
  constructor(private readonly db: Database.Database) {
    this.q = prepare(db);
  }

  async createJob(job: NewBulkJob, now: Date): Promise<BulkJob> {
    checkNewJob(job);
    const id = newId('job');
    this.db.transaction(() => {
      this.q.insertJob.run({
        id, account_id: job.accountId, key_id: job.keyId, total: job.total, chunk_size: job.chunkSize,
        chunks: job.chunkInputs.length, callback_url: job.callbackUrl, created_at: now.getTime(), expires_at: job.expiresAt.getTime(),
      });
      job.chunkInputs.forEach((input, i) => this.q.insertChunk.run(id, i, chunkItems(job.total, job.chunkSize, i), input));
    }).immediate();
    return toJob(this.q.job.get(id) as JobRow);
  }

  async getJob(accountId: string, jobId: string, now: Date): Promise<BulkJob | null> {
    const r = this.q.jobOf.get(jobId, accountId, now.getTime());
    return r ? toJob(r) : null;
  }

  async getJobById(jobId: string): Promise<BulkJob | null> {
    const r = this.q.job.get(jobId);
    return r ? toJob(r) : null;
  }

  async claimChunk(jobId: string, index: number, now: Date): Promise<ClaimedChunk | null> {
    return this.db.transaction((): ClaimedChunk | null => {
      if (!this.q.job.get(jobId)) return null;
      const c = this.q.chunk.get(jobId, index);
      if (!c || !open(c.state)) return null;
      this.q.claim.run(now.getTime(), jobId, index);
      this.q.startJob.run(now.getTime(), jobId);
      return { jobId, index, input: c.input, attempt: c.attempt + 1 };
    }).immediate();
  }

  async completeChunk(jobId: string, index: number, results: ItemResult[], now: Date): Promise<ChunkCompletion> {
    return this.completeChunkSync(jobId, index, results, now);
  }

  /** completeChunk in one transaction (a savepoint when the caller's transaction is open). */
  completeChunkSync(jobId: string, index: number, results: ItemResult[], now: Date): ChunkCompletion {
    const body = JSON.stringify(results.map((r) => ({ status: r.status, body: r.body })));
    const { succeeded, failed } = countResults(results);
    return this.db.transaction((): ChunkCompletion => {
      const c = this.q.chunk.get(jobId, index);
      if (!c || !this.q.job.get(jobId)) throw new StoreError('NOT_FOUND', `no chunk ${index} of job ${jobId}`);
      checkResults(results, c.items, jobId, index);
      // The chunk's state is the guard: only the completion that moves it to done counts.
      const first = this.q.completeChunk.run(body, now.getTime(), jobId, index).changes === 1;
      let finishedJob = false;
      if (first) {
        this.q.addCounts.run({ s: succeeded, f: failed, c: 0, n: 1, id: jobId });
        finishedJob = this.q.finish.run({ now: now.getTime(), id: jobId }).changes === 1;
      }
      return { first, finishedJob, job: toJob(this.q.job.get(jobId) as JobRow) };
    }).immediate();
  }

  async cancelJob(accountId: string, jobId: string, now: Date): Promise<{ job: BulkJob; cancelledItems: number; finishedJob: boolean } | null> {
    return this.db.transaction(() => {
      const j = this.q.jobOf.get(jobId, accountId, now.getTime());
      if (!j) return null;
      if (j.finished_at !== null) return { job: toJob(j), cancelledItems: 0, finishedJob: false };
      const pending = this.q.pendingOf.get(jobId) as { n: number; items: number | null };
      const items = pending.items ?? 0;
      this.q.cancelPending.run(now.getTime(), jobId);
      this.q.addCounts.run({ s: 0, f: 0, c: items, n: pending.n, id: jobId });
      this.q.markCancelled.run(jobId);
      const finishedJob = this.q.finish.run({ now: now.getTime(), id: jobId }).changes === 1;
      return { job: toJob(this.q.job.get(jobId) as JobRow), cancelledItems: items, finishedJob };
    }).immediate();
  }

  async jobResults(jobId: string, offset: number, limit: number): Promise<{ index: number; result: ItemResult }[]> {
    const j = this.q.job.get(jobId);
    const range = j ? chunkRange(j.chunk_size, j.chunks, offset, limit) : null;
    if (!j || !range) return [];
    const chunks = this.q.doneChunks.all(jobId, range.from, range.to)
      .map((c) => ({ index: c.idx, results: JSON.parse(c.results) as ItemResult[] }));
    return pickResults(j.chunk_size, offset, limit, chunks);
  }

  async recordWebhook(jobId: string, s: WebhookState): Promise<void> {
    this.q.webhook.run({
      id: jobId, attempts: s.attempts, lastStatus: s.lastStatus, lastError: s.lastError, lastAttemptAt: ms(s.lastAttemptAt),
      deliveredAt: ms(s.deliveredAt), gaveUp: s.gaveUp ? 1 : 0,
    });
  }

  /** Here "finished_at IS NULL" is the same as "a chunk is pending or running": both change in one transaction. */
  async unfinishedJobs(): Promise<BulkJob[]> {
    return this.q.unfinished.all().map(toJob);
  }

  async openChunks(jobId: string): Promise<number[]> {
    return this.q.openChunks.all(jobId).map((r) => r.idx);
  }

  async sweepJobs(now: Date): Promise<number> {
    return this.db.transaction(() => {
      this.q.sweepChunks.run(now.getTime());
      return this.q.sweepJobs.run(now.getTime()).changes;
    }).immediate();
  }

  async idempotencyBegin(accountId: string, key: string, requestHash: string, ttlSeconds: number, now: Date): Promise<IdempotencyRecord> {
    const t = now.getTime();
    return this.db.transaction((): IdempotencyRecord => {
      const r = this.q.idem.get(accountId, key);
      // Kept while live (jobs-common.ts); an older record (finished, or abandoned by a dead process) is replaced as new.
      if (r && idempotencyLive(r.state, r.created_at, t, ttlSeconds)) return toRecord(r);
      this.q.idemPut.run(accountId, key, requestHash, t, t + ttlSeconds * 1000);
      // Expired records are purged now and then.
      if (Math.random() < 0.01) this.q.idemPurge.run(t);
      return { state: 'new' };
    }).immediate();
  }

  async idempotencyFinish(accountId: string, key: string, status: number, body: string, headers: Record<string, string>, _now: Date): Promise<void> {
    this.q.idemFinish.run(status, body, JSON.stringify(headers), accountId, key);
  }

  async idempotencyAbort(accountId: string, key: string): Promise<void> {
    this.q.idemAbort.run(accountId, key);
  }

  async webhookSecret(accountId: string, now: Date): Promise<string> {
    const found = this.q.secret.get(accountId);
    if (found) return found.secret;
    // The primary key decides a race: the first insert wins, every caller reads the winner.
    this.q.secretCreate.run(accountId, newWebhookSecret(), now.getTime());
    return (this.q.secret.get(accountId) as { secret: string }).secret;
  }

  async rotateWebhookSecret(accountId: string, now: Date): Promise<string> {
    const secret = newWebhookSecret();
    this.q.secretRotate.run({ a: accountId, s: secret, t: now.getTime() });
    return secret;
  }
}
