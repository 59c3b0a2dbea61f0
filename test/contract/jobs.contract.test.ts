/**
 * The contract of shared/store/jobs-ports.ts (bulk jobs, idempotency records, webhook secrets) for every
 * store adapter: the embedded SQLite store always; MongoDB when MONGODB_URL is set (see
 * store.contract.test.ts). Races are played by two store instances over the same data (two SQLite
 * connections on one file, two MongoDB clients on one database), as two processes of a fleet would.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { PENDING_LEASE_SECONDS } from '../../shared/store/jobs-common.js';
import type { ItemResult, NewBulkJob } from '../../shared/store/jobs-ports.js';
import { MongoStore } from '../../shared/store/mongo/mongo-store.js';
import type { Store } from '../../shared/store/ports.js';

interface Adapter {
  name: string;
  /** `store` and `twin` share their data (another process's view). */
  make(): Promise<{ store: Store; twin: Store; cleanup: () => Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'embedded (SQLite)',
    async make() {
      const dir = mkdtempSync(join(tmpdir(), 'orrery-jobs-'));
      const file = join(dir, 'j.sqlite');
      return { store: new SqliteStore(file), twin: new SqliteStore(file), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.MONGODB_URL) {
  const url = process.env.MONGODB_URL;
  adapters.push({
    name: 'mongodb',
    async make() {
      const db = `orrery_jobs_${randomBytes(4).toString('hex')}`;
      return {
        store: new MongoStore(url, db),
        twin: new MongoStore(url, db),
        cleanup: async () => {
          const { MongoClient } = await import('mongodb');
          const c = new MongoClient(url);
          await c.db(db).dropDatabase();
          await c.close();
        },
      };
    },
  });
} else {
  console.warn('\n!!! jobs.contract.test.ts: MongoDB adapter not run (set MONGODB_URL to run the same contract on it)\n');
}

const T0 = new Date('2026-11-10T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
/**
 * Jobs expire far ahead: MongoDB's TTL monitor deletes by the real clock, so a job expiring near T0 could
 * vanish mid-test. Expiry is tested with jobs expiring at FAR (or just after, for the sweep) by moving
 * `now` there; the other jobs expire at FOREVER, out of reach of those sweeps.
 */
const FAR = new Date('2099-01-01T00:00:00Z');
const FOREVER = new Date('2199-01-01T00:00:00Z');

/** A job of `total` items in chunks of `chunkSize`; chunk inputs name their items. */
function newJob(accountId: string, total: number, chunkSize: number, extra: Partial<NewBulkJob> = {}): NewBulkJob {
  const chunkInputs: string[] = [];
  for (let i = 0; i * chunkSize < total; i++) {
    const items = Array.from({ length: Math.min(chunkSize, total - i * chunkSize) }, (_, k) => `item-${i * chunkSize + k}`);
    chunkInputs.push(JSON.stringify(items));
  }
  return { accountId, keyId: `key_of_${accountId}`, total, chunkSize, chunkInputs, callbackUrl: null, expiresAt: FOREVER, ...extra };
}

/** Results for items [from, from + n); `fail` lists item indexes answered with an error. */
function results(from: number, n: number, fail: number[] = []): ItemResult[] {
  return Array.from({ length: n }, (_, k) => {
    const item = from + k;
    const status = fail.includes(item) ? (item % 2 ? 500 : 422) : item % 3 === 0 ? 201 : 200;
    return { status, body: JSON.stringify({ item, status }) };
  });
}

let accounts = 0;
const acc = () => `acc_test${++accounts}`;

for (const adapter of adapters) {
  describe(`jobs contract: ${adapter.name}`, () => {
    let store: Store;
    let twin: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, twin, cleanup } = await adapter.make());
      await store.init();
      await twin.init();
    });
    afterAll(async () => {
      await store.close();
      await twin.close();
      await cleanup();
    });

    it('createJob stores a queued job split into chunks; getJob is account-scoped and hides expired jobs', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 7, 3, { callbackUrl: 'https://example.com/hook', expiresAt: FAR }), T0);
      expect(job.id).toMatch(/^job_[0-9a-f]{20}$/);
      expect(job).toEqual({
        id: job.id, accountId: a, keyId: `key_of_${a}`, status: 'queued', total: 7, chunkSize: 3, chunks: 3,
        succeeded: 0, failed: 0, cancelled: 0, callbackUrl: 'https://example.com/hook', createdAt: T0, startedAt: null,
        finishedAt: null, expiresAt: FAR, webhook: null,
      });
      expect(await store.getJob(a, job.id, T0)).toEqual(job);
      expect(await twin.getJob(a, job.id, new Date(FAR.getTime() - 1))).toEqual(job);
      expect(await store.getJob(a, job.id, FAR)).toBeNull(); // expired at expiresAt
      expect(await store.getJobById(job.id)).toEqual(job); // workers still see it until it is swept
      expect(await store.getJob('acc_other', job.id, T0)).toBeNull();
      expect(await store.getJob(a, 'job_missing', T0)).toBeNull();
      expect(await store.getJobById(job.id)).toEqual(job);
      expect(await store.getJobById('job_missing')).toBeNull();
      expect(await store.openChunks(job.id)).toEqual([0, 1, 2]);
      const other = await store.createJob(newJob(a, 1, 50), T0);
      expect(other.id).not.toBe(job.id);
      expect(other.chunks).toBe(1);
    });

    it('createJob refuses chunk inputs that do not match total and chunkSize, and empty jobs', async () => {
      const a = acc();
      await expect(store.createJob({ ...newJob(a, 7, 3), chunkInputs: ['[]', '[]'] }, T0)).rejects.toBeInstanceOf(RangeError);
      await expect(store.createJob({ ...newJob(a, 1, 3), total: 0, chunkInputs: [] }, T0)).rejects.toBeInstanceOf(RangeError);
    });

    it('claimChunk: pending → running (attempt 1, the job starts once); a re-claim after a dead worker is attempt 2; done → null', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 5, 2), T0);
      const c1 = await store.claimChunk(job.id, 1, at(1));
      expect(c1).toEqual({ jobId: job.id, index: 1, input: JSON.stringify(['item-2', 'item-3']), attempt: 1 });
      expect(await store.getJob(a, job.id, at(1))).toMatchObject({ status: 'running', startedAt: at(1), finishedAt: null });
      expect(await twin.claimChunk(job.id, 0, at(2))).toMatchObject({ index: 0, attempt: 1 });
      expect((await store.getJobById(job.id))?.startedAt).toEqual(at(1)); // not moved by later claims
      // The worker of chunk 1 died: another process takes it again.
      expect(await twin.claimChunk(job.id, 1, at(30))).toEqual({ ...c1, attempt: 2 });
      expect(await store.claimChunk(job.id, 1, at(60))).toMatchObject({ attempt: 3 });
      await store.completeChunk(job.id, 1, results(2, 2), at(61));
      expect(await store.claimChunk(job.id, 1, at(62))).toBeNull();
      expect(await store.claimChunk(job.id, 9, at(62))).toBeNull();
      expect(await store.claimChunk('job_missing', 0, at(62))).toBeNull();
      expect(await store.openChunks(job.id)).toEqual([0, 2]);
    });

    it('completeChunk counts 2xx as succeeded and the rest as failed, once; the last chunk finishes the job once', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 5, 2), T0);
      for (const i of [0, 1, 2]) await store.claimChunk(job.id, i, at(1));
      const r0 = await store.completeChunk(job.id, 0, results(0, 2, [1]), at(2));
      expect(r0).toMatchObject({ first: true, finishedJob: false });
      expect(r0.job).toMatchObject({ status: 'running', succeeded: 1, failed: 1, cancelled: 0, finishedAt: null });
      // A retry of the same chunk changes nothing.
      const again = await twin.completeChunk(job.id, 0, results(0, 2), at(3));
      expect(again).toMatchObject({ first: false, finishedJob: false });
      expect(again.job).toMatchObject({ succeeded: 1, failed: 1 });
      expect(await store.completeChunk(job.id, 2, results(4, 1, [4]), at(4))).toMatchObject({ first: true, finishedJob: false });
      const last = await store.completeChunk(job.id, 1, results(2, 2), at(5));
      expect(last.first).toBe(true);
      expect(last.finishedJob).toBe(true);
      expect(last.job).toMatchObject({ status: 'completed', succeeded: 3, failed: 2, cancelled: 0, finishedAt: at(5), startedAt: at(1) });
      // Retries of any chunk after the end: not first, and the job does not finish again.
      for (const i of [0, 1]) {
        expect(await twin.completeChunk(job.id, i, results(i * 2, 2), at(6))).toMatchObject({ first: false, finishedJob: false });
      }
      expect(await store.getJob(a, job.id, at(7))).toEqual(last.job);
      expect(await store.openChunks(job.id)).toEqual([]);
      expect((await store.unfinishedJobs()).map((j) => j.id)).not.toContain(job.id);
      // Results are stored from the first completion only.
      expect((await store.jobResults(job.id, 0, 2)).map((r) => r.result.status)).toEqual([results(0, 2, [1])[0].status, 500]);
    });

    it('completeChunk gives the refund back with the first completion only, to the job\'s account and key', async () => {
      const account = await store.createAccount({ name: 'refund', plan: 'paid', monthlyQuota: 100 }, T0);
      const key = await store.createKey(account.id, 'k', `hash_${randomBytes(8).toString('hex')}`, T0);
      const job = await store.createJob({ ...newJob(account.id, 4, 2), keyId: key.id }, T0);
      // the job's 4 units, reserved at submission
      expect(await store.reserve(account.id, key.id, [{ endpoint: '/v1/jobs', units: 4 }], T0)).toMatchObject({ ok: true, remaining: 96 });
      await store.claimChunk(job.id, 0, at(1));
      const refund = [{ endpoint: '/v1/jobs', units: 1 }];
      expect(await store.completeChunk(job.id, 0, results(0, 2, [1]), at(2), refund)).toMatchObject({ first: true });
      // a retry (another worker, the same chunk) gives nothing back again
      expect(await twin.completeChunk(job.id, 0, results(0, 2, [1]), at(3), refund)).toMatchObject({ first: false });
      const usage = await store.usage(account.id, '2026-11');
      expect(usage.total).toBe(3);
      expect(usage.byEndpoint['/v1/jobs']).toBe(3);
    });

    it('completeChunk refuses results that do not match the chunk and unknown chunks', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 5, 2), T0);
      await expect(store.completeChunk(job.id, 0, results(0, 3), at(1))).rejects.toBeInstanceOf(RangeError);
      await expect(store.completeChunk(job.id, 2, results(4, 2), at(1))).rejects.toBeInstanceOf(RangeError);
      await expect(store.completeChunk(job.id, 7, results(0, 2), at(1))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(store.completeChunk('job_missing', 0, results(0, 2), at(1))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      expect(await store.getJobById(job.id)).toMatchObject({ succeeded: 0, failed: 0, status: 'queued' });
    });

    it('two processes completing the same chunk at once: one is first, the counts move once', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 6, 3), T0);
      await store.claimChunk(job.id, 0, at(1));
      await twin.claimChunk(job.id, 0, at(2)); // re-claimed: both workers think they own it
      const both = await Promise.all([
        store.completeChunk(job.id, 0, results(0, 3, [2]), at(3)),
        twin.completeChunk(job.id, 0, results(0, 3, [2]), at(3)),
      ]);
      expect(both.filter((r) => r.first)).toHaveLength(1);
      expect(both.filter((r) => r.finishedJob)).toHaveLength(0);
      expect(await store.getJobById(job.id)).toMatchObject({ succeeded: 2, failed: 1, status: 'running', finishedAt: null });
    });

    it('the last chunks completing at once in two processes finish the job exactly once', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 40, 4), T0);
      for (let i = 0; i < 10; i++) await store.claimChunk(job.id, i, at(1));
      // Every chunk completed twice, by both processes, all at once.
      const calls = [];
      for (let i = 0; i < 10; i++) {
        calls.push(store.completeChunk(job.id, i, results(i * 4, 4, [i * 4]), at(2)));
        calls.push(twin.completeChunk(job.id, i, results(i * 4, 4, [i * 4]), at(2)));
      }
      const all = await Promise.all(calls);
      expect(all.filter((r) => r.first)).toHaveLength(10);
      expect(all.filter((r) => r.finishedJob)).toHaveLength(1);
      expect(await store.getJobById(job.id)).toMatchObject({ status: 'completed', succeeded: 30, failed: 10, cancelled: 0, finishedAt: at(2) });
    });

    it('cancel while a chunk runs: pending chunks are cancelled (items to refund); the running one still counts and ends the job once', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 7, 3), T0);
      await store.claimChunk(job.id, 0, at(1));
      const c = await store.cancelJob(a, job.id, at(2));
      expect(c).not.toBeNull();
      expect(c?.cancelledItems).toBe(4); // chunks 1 (3 items) and 2 (1 item)
      expect(c?.finishedJob).toBe(false);
      expect(c?.job).toMatchObject({ status: 'cancelled', cancelled: 4, succeeded: 0, failed: 0, finishedAt: null });
      expect(await store.claimChunk(job.id, 1, at(3))).toBeNull();
      expect(await store.claimChunk(job.id, 2, at(3))).toBeNull();
      expect(await store.openChunks(job.id)).toEqual([0]);
      expect((await store.unfinishedJobs()).map((j) => j.id)).toContain(job.id);
      // Cancelling again: nothing more to cancel, and the job is not finished by it.
      expect(await twin.cancelJob(a, job.id, at(4))).toMatchObject({ cancelledItems: 0, finishedJob: false });
      // A worker that died while running chunk 0 can still be replaced.
      expect(await twin.claimChunk(job.id, 0, at(5))).toMatchObject({ attempt: 2 });
      const done = await twin.completeChunk(job.id, 0, results(0, 3, [1]), at(6));
      expect(done).toMatchObject({ first: true, finishedJob: true });
      expect(done.job).toMatchObject({ status: 'cancelled', succeeded: 2, failed: 1, cancelled: 4, finishedAt: at(6) });
      expect(await store.completeChunk(job.id, 0, results(0, 3), at(7))).toMatchObject({ first: false, finishedJob: false });
      expect(await store.cancelJob(a, job.id, at(8))).toMatchObject({ cancelledItems: 0, finishedJob: false, job: { status: 'cancelled', finishedAt: at(6) } });
      expect((await store.unfinishedJobs()).map((j) => j.id)).not.toContain(job.id);
      expect((await store.jobResults(job.id, 0, 10)).map((r) => r.index)).toEqual([0, 1, 2]);
    });

    it('cancel with nothing running finishes the job at once; a finished job cannot be cancelled; other accounts get null', async () => {
      const a = acc();
      const queued = await store.createJob(newJob(a, 5, 2), T0);
      expect(await store.cancelJob('acc_other', queued.id, at(1))).toBeNull();
      expect(await store.cancelJob(a, 'job_missing', at(1))).toBeNull();
      const c = await store.cancelJob(a, queued.id, at(1));
      expect(c).toMatchObject({ cancelledItems: 5, finishedJob: true });
      expect(c?.job).toMatchObject({ status: 'cancelled', cancelled: 5, startedAt: null, finishedAt: at(1) });
      expect(await store.cancelJob(a, queued.id, at(2))).toMatchObject({ cancelledItems: 0, finishedJob: false });
      expect(await store.openChunks(queued.id)).toEqual([]);

      const finished = await store.createJob(newJob(a, 2, 2), T0);
      await store.claimChunk(finished.id, 0, at(1));
      expect((await store.completeChunk(finished.id, 0, results(0, 2), at(2))).finishedJob).toBe(true);
      const late = await store.cancelJob(a, finished.id, at(3));
      expect(late).toMatchObject({ cancelledItems: 0, finishedJob: false, job: { status: 'completed', succeeded: 2, cancelled: 0, finishedAt: at(2) } });
      // Part done, rest pending, nothing running: the cancellation closes the last chunk.
      const part = await store.createJob(newJob(a, 6, 2), T0);
      await store.claimChunk(part.id, 1, at(1));
      await store.completeChunk(part.id, 1, results(2, 2), at(2));
      expect(await twin.cancelJob(a, part.id, at(3))).toMatchObject({
        cancelledItems: 4, finishedJob: true, job: { status: 'cancelled', succeeded: 2, cancelled: 4, finishedAt: at(3) },
      });
      // An expired job is unknown to its account too.
      const gone = await store.createJob(newJob(a, 2, 2, { expiresAt: FAR }), T0);
      expect(await store.cancelJob(a, gone.id, FAR)).toBeNull();
      expect(await store.getJobById(gone.id)).toMatchObject({ status: 'queued', cancelled: 0 });
    });

    it('two processes cancelling at once: the pending items are counted once, the job finishes once', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 20, 2), T0);
      const both = await Promise.all([store.cancelJob(a, job.id, at(1)), twin.cancelJob(a, job.id, at(1))]);
      expect(both.reduce((s, r) => s + (r?.cancelledItems ?? 0), 0)).toBe(20);
      expect(both.filter((r) => r?.finishedJob)).toHaveLength(1);
      expect(await store.getJobById(job.id)).toMatchObject({ status: 'cancelled', cancelled: 20, finishedAt: at(1) });
    });

    it('a cancellation racing the last running chunk: the job ends cancelled, finished exactly once', async () => {
      const a = acc();
      for (let round = 0; round < 4; round++) {
        const job = await store.createJob(newJob(a, 6, 2), T0);
        await store.claimChunk(job.id, 0, at(1));
        await store.claimChunk(job.id, 1, at(1));
        await store.completeChunk(job.id, 1, results(2, 2), at(2));
        // Either may go first (the embedded store runs a call's transaction when it is made).
        const [cancel, complete] = round % 2
          ? await Promise.all([store.cancelJob(a, job.id, at(3)), twin.completeChunk(job.id, 0, results(0, 2), at(3))])
          : await Promise.all([store.completeChunk(job.id, 0, results(0, 2), at(3)), twin.cancelJob(a, job.id, at(3))])
            .then(([done, c]) => [c, done] as const);
        expect(complete.first).toBe(true);
        expect([cancel?.finishedJob, complete.finishedJob].filter(Boolean)).toHaveLength(1);
        expect(cancel?.cancelledItems).toBe(2);
        expect(await store.getJobById(job.id)).toMatchObject({ status: 'cancelled', succeeded: 4, failed: 0, cancelled: 2 });
        expect((await store.getJobById(job.id))?.finishedAt).not.toBeNull();
      }
    });

    it('jobResults pages through items in order across chunk boundaries, from done chunks only', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 7, 3), T0); // chunks of 3, 3 and 1 items
      expect(await store.jobResults(job.id, 0, 100)).toEqual([]);
      await store.claimChunk(job.id, 2, at(1));
      await store.completeChunk(job.id, 2, results(6, 1, [6]), at(2));
      await store.claimChunk(job.id, 0, at(1));
      await store.completeChunk(job.id, 0, results(0, 3), at(3));
      await store.claimChunk(job.id, 1, at(1)); // running: no results yet
      expect((await store.jobResults(job.id, 0, 100)).map((r) => r.index)).toEqual([0, 1, 2, 6]);
      await store.completeChunk(job.id, 1, results(3, 3, [4]), at(4));
      const all = await store.jobResults(job.id, 0, 100);
      expect(all.map((r) => r.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
      expect(all.map((r) => r.result)).toEqual([...results(0, 3), ...results(3, 3, [4]), ...results(6, 1, [6])]);
      expect((await twin.jobResults(job.id, 2, 3)).map((r) => r.index)).toEqual([2, 3, 4]);
      expect(await twin.jobResults(job.id, 2, 3)).toEqual(all.slice(2, 5));
      expect((await store.jobResults(job.id, 5, 10)).map((r) => r.index)).toEqual([5, 6]);
      expect((await store.jobResults(job.id, 6, 1)).map((r) => r.index)).toEqual([6]);
      expect((await store.jobResults(job.id, 3, 3)).map((r) => r.index)).toEqual([3, 4, 5]);
      expect(await store.jobResults(job.id, 7, 5)).toEqual([]);
      expect(await store.jobResults(job.id, 0, 0)).toEqual([]);
      expect(await store.jobResults('job_missing', 0, 10)).toEqual([]);
      // A body round-trips exactly.
      expect(JSON.parse(all[4].result.body)).toEqual({ item: 4, status: 422 });
      expect(all[4].result.status).toBe(422);
    });

    it('unfinishedJobs and openChunks show what is left to run after a restart', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 9, 3), T0);
      const idle = await store.createJob(newJob(a, 3, 3), T0);
      await store.claimChunk(idle.id, 0, at(1));
      await store.completeChunk(idle.id, 0, results(0, 3), at(2));
      await store.claimChunk(job.id, 0, at(1));
      await store.claimChunk(job.id, 1, at(1));
      await store.completeChunk(job.id, 1, results(3, 3), at(2));
      const unfinished = (await twin.unfinishedJobs()).map((j) => j.id);
      expect(unfinished).toContain(job.id);
      expect(unfinished).not.toContain(idle.id);
      expect((await twin.unfinishedJobs()).find((j) => j.id === job.id)).toMatchObject({ status: 'running', succeeded: 3 });
      expect(await twin.openChunks(job.id)).toEqual([0, 2]);
      expect(await twin.openChunks(idle.id)).toEqual([]);
      expect(await twin.openChunks('job_missing')).toEqual([]);
    });

    it('recordWebhook keeps the latest attempt on the job', async () => {
      const a = acc();
      const job = await store.createJob(newJob(a, 1, 1, { callbackUrl: 'https://example.com/h' }), T0);
      const failed = { attempts: 1, lastStatus: 503, lastError: 'HTTP 503', lastAttemptAt: at(10), deliveredAt: null, gaveUp: false };
      await store.recordWebhook(job.id, failed);
      expect((await twin.getJob(a, job.id, at(11)))?.webhook).toEqual(failed);
      const noAnswer = { attempts: 2, lastStatus: null, lastError: 'ECONNREFUSED', lastAttemptAt: at(20), deliveredAt: null, gaveUp: true };
      await twin.recordWebhook(job.id, noAnswer);
      expect((await store.getJobById(job.id))?.webhook).toEqual(noAnswer);
      const delivered = { attempts: 3, lastStatus: 204, lastError: null, lastAttemptAt: at(30), deliveredAt: at(30), gaveUp: false };
      await store.recordWebhook(job.id, delivered);
      expect((await store.getJobById(job.id))?.webhook).toEqual(delivered);
      await store.recordWebhook('job_missing', delivered); // harmless
    });

    it('sweepJobs deletes expired jobs with their chunks and results, and nothing else', async () => {
      const a = acc();
      const soon = new Date(FAR.getTime() + 1000);
      const later = new Date(FAR.getTime() + 2000);
      const old = await store.createJob(newJob(a, 4, 2, { expiresAt: soon }), T0);
      const kept = await store.createJob(newJob(a, 4, 2, { expiresAt: later }), T0);
      await store.claimChunk(old.id, 0, at(1));
      await store.completeChunk(old.id, 0, results(0, 2), at(2));
      await store.sweepJobs(new Date(soon.getTime() - 1)); // jobs of the other tests that expire at FAR
      expect(await store.getJob(a, kept.id, new Date(soon.getTime() - 1))).not.toBeNull();
      expect(await store.getJob(a, old.id, new Date(soon.getTime() - 1))).not.toBeNull();
      expect(await store.getJob(a, old.id, soon)).toBeNull(); // hidden at once, before any sweep
      expect(await twin.sweepJobs(soon)).toBe(1);
      expect(await store.getJobById(old.id)).toBeNull();
      expect(await store.jobResults(old.id, 0, 10)).toEqual([]);
      expect(await store.openChunks(old.id)).toEqual([]);
      expect(await store.claimChunk(old.id, 1, at(3))).toBeNull();
      expect((await store.unfinishedJobs()).map((j) => j.id)).not.toContain(old.id);
      expect(await store.getJob(a, kept.id, soon)).toMatchObject({ id: kept.id });
      expect(await store.openChunks(kept.id)).toEqual([0, 1]);
      expect(await store.sweepJobs(soon)).toBe(0);
      expect(await store.sweepJobs(later)).toBe(1);
      expect(await store.getJobById(kept.id)).toBeNull();
    });

    describe('idempotency', () => {
      // Ahead of the real clock: MongoDB's TTL monitor deletes by the server's clock.
      const now = new Date(Date.now() + 86_400_000);
      const later = (s: number) => new Date(now.getTime() + s * 1000);

      it('begin records a pending request; finish stores the answer to replay; the TTL forgets it', async () => {
        const a = acc();
        expect(await store.idempotencyBegin(a, 'k1', 'hash-1', 3600, now)).toEqual({ state: 'new' });
        expect(await twin.idempotencyBegin(a, 'k1', 'hash-2', 3600, later(1))).toEqual({ state: 'pending', requestHash: 'hash-1' });
        await store.idempotencyFinish(a, 'k1', 202, '{"id":"job_1"}', { Location: '/v1/jobs/job_1' }, later(2));
        const done = { state: 'done', requestHash: 'hash-1', status: 202, body: '{"id":"job_1"}', headers: { Location: '/v1/jobs/job_1' } };
        expect(await twin.idempotencyBegin(a, 'k1', 'hash-1', 3600, later(3))).toEqual(done);
        expect(await store.idempotencyBegin(a, 'k1', 'hash-1', 3600, later(3600))).toEqual(done); // not older than the TTL yet
        // A finished answer is not aborted (abort forgets pending requests only).
        await store.idempotencyAbort(a, 'k1');
        expect(await store.idempotencyBegin(a, 'k1', 'hash-1', 3600, later(10))).toEqual(done);
        // Older than the TTL: forgotten, the key starts over.
        expect(await store.idempotencyBegin(a, 'k1', 'hash-3', 3600, later(3601))).toEqual({ state: 'new' });
        expect(await store.idempotencyBegin(a, 'k1', 'hash-4', 3600, later(3602))).toEqual({ state: 'pending', requestHash: 'hash-3' });
      });

      it('abort forgets a pending request so the same key can be retried; keys are per account', async () => {
        const a = acc();
        const b = acc();
        expect(await store.idempotencyBegin(a, 'k', 'h-a', 60, now)).toEqual({ state: 'new' });
        expect(await store.idempotencyBegin(b, 'k', 'h-b', 60, now)).toEqual({ state: 'new' });
        await twin.idempotencyAbort(a, 'k');
        expect(await store.idempotencyBegin(b, 'k', 'h-b', 60, later(1))).toEqual({ state: 'pending', requestHash: 'h-b' });
        expect(await store.idempotencyBegin(a, 'k', 'h-a2', 60, later(1))).toEqual({ state: 'new' });
        await store.idempotencyAbort(a, 'never-begun'); // harmless
        // A stale pending record (its request died) is replaced after the TTL.
        expect(await store.idempotencyBegin(b, 'k', 'h-b2', 60, later(62))).toEqual({ state: 'new' });
        await store.idempotencyFinish(b, 'k', 200, 'ok', {}, later(63));
        expect(await twin.idempotencyBegin(b, 'k', 'h-b2', 60, later(64))).toEqual({ state: 'done', requestHash: 'h-b2', status: 200, body: 'ok', headers: {} });
      });

      it('a pending record whose request died is taken over after PENDING_LEASE_SECONDS, well within the TTL', async () => {
        const a = acc();
        const day = 86_400;
        expect(await store.idempotencyBegin(a, 'lease', 'h1', day, now)).toEqual({ state: 'new' });
        expect(await twin.idempotencyBegin(a, 'lease', 'h1', day, later(PENDING_LEASE_SECONDS))).toEqual({ state: 'pending', requestHash: 'h1' });
        expect(await twin.idempotencyBegin(a, 'lease', 'h1', day, later(PENDING_LEASE_SECONDS + 1))).toEqual({ state: 'new' });
        // the new holder finishes, and its answer is the one replayed
        await twin.idempotencyFinish(a, 'lease', 200, 'second', {}, later(PENDING_LEASE_SECONDS + 2));
        expect(await store.idempotencyBegin(a, 'lease', 'h1', day, later(PENDING_LEASE_SECONDS + 3))).toMatchObject({ state: 'done', body: 'second' });
        // a finished answer is kept for the whole TTL, past the lease
        expect(await store.idempotencyBegin(a, 'lease', 'h1', day, later(3 * PENDING_LEASE_SECONDS))).toMatchObject({ state: 'done', body: 'second' });
      });

      it('concurrent begins of one key in two processes: exactly one is new', async () => {
        const a = acc();
        const calls = [];
        for (let i = 0; i < 6; i++) calls.push((i % 2 ? twin : store).idempotencyBegin(a, 'race', `h${i}`, 600, now));
        const all = await Promise.all(calls);
        expect(all.filter((r) => r.state === 'new')).toHaveLength(1);
        const winner = `h${all.findIndex((r) => r.state === 'new')}`;
        for (const r of all) if (r.state !== 'new') expect(r).toEqual({ state: 'pending', requestHash: winner });
        // Same after the TTL: one of the racers takes the stale record over.
        const again = await Promise.all([store.idempotencyBegin(a, 'race', 'x1', 600, later(601)), twin.idempotencyBegin(a, 'race', 'x2', 600, later(601))]);
        expect(again.filter((r) => r.state === 'new')).toHaveLength(1);
      });
    });

    describe('webhook secrets', () => {
      it('created once per account, stable across calls and processes; rotate replaces it', async () => {
        const a = acc();
        const s1 = await store.webhookSecret(a, T0);
        expect(s1).toMatch(/^whsec_[0-9a-f]{64}$/);
        expect(await store.webhookSecret(a, at(1))).toBe(s1);
        expect(await twin.webhookSecret(a, at(2))).toBe(s1);
        const b = acc();
        expect(await store.webhookSecret(b, T0)).not.toBe(s1);
        const s2 = await twin.rotateWebhookSecret(a, at(3));
        expect(s2).toMatch(/^whsec_[0-9a-f]{64}$/);
        expect(s2).not.toBe(s1);
        expect(await store.webhookSecret(a, at(4))).toBe(s2);
        expect(await twin.webhookSecret(a, at(4))).toBe(s2);
        // Rotating an account without a secret yet creates it.
        const c = acc();
        const s3 = await store.rotateWebhookSecret(c, T0);
        expect(await twin.webhookSecret(c, at(1))).toBe(s3);
      });

      it('two processes asking for a new account\'s secret at once get the same one', async () => {
        for (let i = 0; i < 5; i++) {
          const a = acc();
          const all = await Promise.all([store.webhookSecret(a, T0), twin.webhookSecret(a, T0), store.webhookSecret(a, T0), twin.webhookSecret(a, T0)]);
          expect(new Set(all).size).toBe(1);
          expect(await store.webhookSecret(a, at(1))).toBe(all[0]);
        }
      });
    });
  });
}
