/**
 * shared/jobs/runner.ts: a chunk whose items cannot run at all (the pool refuses the task) still
 * completes: each item that was to run answers that error and is refunded, an item that failed
 * validation at submission keeps its own answer, and the last chunk finishes the job.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchEntry } from '../../shared/dispatch/execute.js';
import { ApiError } from '../../shared/errors.js';
import { runChunk, type JobRunnerDeps } from '../../shared/jobs/runner.js';
import { createLogger } from '../../shared/log.js';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import type { UsageLine } from '../../shared/store/ports.js';
import type { ItemResult } from '../../shared/store/jobs-ports.js';

const T0 = Date.parse('2026-11-10T12:00:00Z');
let dir: string;
let store: SqliteStore;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orrery-runner-'));
  store = new SqliteStore(join(dir, 'r.sqlite'));
  await store.init();
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('runChunk', () => {
  it('answers the pool\'s refusal for every item of a chunk that cannot run, refunds them, and finishes the job', async () => {
    const invalid = { status: 400, body: JSON.stringify({ success: false, error: 'VALIDATION_ERROR', message: 'bad item' }) };
    const chunk0: BatchEntry[] = [{ endpoint: 'natal', input: {} }, { fixed: invalid }];
    const chunk1: BatchEntry[] = [{ endpoint: 'natal', input: {} }];
    const job = await store.createJob(
      { accountId: 'acct_r', keyId: 'key_r', total: 3, chunkSize: 2, chunkInputs: [JSON.stringify(chunk0), JSON.stringify(chunk1)], callbackUrl: null, expiresAt: new Date('2199-01-01T00:00:00Z') },
      new Date(T0),
    );
    const released: UsageLine[][] = [];
    const finished: string[] = [];
    const deps: JobRunnerDeps = {
      // the refund travels with the chunk's completion (one store transaction)
      store: Object.assign(Object.create(store) as SqliteStore, {
        completeChunk: async (jobId: string, index: number, results: ItemResult[], now: Date, refund: UsageLine[] = []) => {
          const c = await store.completeChunk(jobId, index, results, now, refund);
          if (c.first) released.push(refund);
          return c;
        },
      }),
      exec: async () => {
        throw new ApiError('SERVICE_UNAVAILABLE', 'The calculation pool is overloaded; retry shortly', undefined, 1);
      },
      log: createLogger('silent', 'test'),
      clock: () => T0,
      onFinished: async (j) => void finished.push(j.id),
    };
    expect(await runChunk(deps, job.id, 0)).toBe('done');
    expect(await runChunk(deps, job.id, 1)).toBe('done');
    const rows = await store.jobResults(job.id, 0, 10);
    expect(rows.map((r) => r.result.status)).toEqual([503, 400, 503]);
    expect(JSON.parse(rows[0].result.body)).toMatchObject({ success: false, error: 'SERVICE_UNAVAILABLE' });
    expect(rows[1].result).toEqual(invalid);
    expect(released).toEqual([[{ endpoint: '/v1/jobs', units: 2 }], [{ endpoint: '/v1/jobs', units: 1 }]]);
    const after = await store.getJobById(job.id);
    expect(after).toMatchObject({ status: 'completed', succeeded: 0, failed: 3 });
    expect(finished).toEqual([]); // no callbackUrl: nothing to send
  });
});
