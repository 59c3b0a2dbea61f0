/**
 * Bulk jobs in Redis mode (real Redis, random queue prefix): the web side puts one BullMQ job per chunk
 * on the `bulk` queue; two worker roles take chunks; results, refunds and the webhook are the same as
 * embedded; the webhook goes through the `webhook` queue with backoff.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisDispatcher } from '../../shared/dispatch/dispatcher.js';
import { QueueProducer } from '../../shared/dispatch/queue.js';
import { RedisJobs } from '../../shared/jobs/redis-backend.js';
import { periodOf } from '../../shared/store/ports.js';
import { startWorker, type WorkerRole } from '../../worker/main.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const haveRedis = await requireRedis('jobs-redis.test.ts');
const WEBHOOK = { attempts: 4, backoffMs: 50, timeoutMs: 2000, allowPrivate: true };

describe.runIf(haveRedis)('bulk jobs through BullMQ to two worker roles', () => {
  const prefix = randomPrefix();
  let workers: WorkerRole[] = [];
  let s: TestServer;
  let hook: Server;
  let hookUrl = '';
  const received: string[] = [];
  let failFirst = 1;

  beforeAll(async () => {
    hook = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(body);
        res.statusCode = failFirst-- > 0 ? 502 : 204;
        res.end();
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
    const a = hook.address();
    hookUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/hook`;
    const producer = new QueueProducer(REDIS_URL, prefix, 20_000);
    await producer.ready();
    const jobs = new RedisJobs(REDIS_URL, prefix, WEBHOOK);
    // its own connection: a submit before it is ready is a 503 (on Node 24 the setup can finish first)
    await jobs.ready();
    s = await startTestServer({ dispatcher: new RedisDispatcher(producer), jobs, env: { BULK_CHUNK_SIZE: '10', WEBHOOK_ALLOW_PRIVATE: 'true' } });
    workers = [1, 2].map(() =>
      startWorker({
        redisUrl: REDIS_URL, prefix, threads: 1, concurrency: 4, logLevel: 'silent',
        bulk: { store: s.store, concurrency: 2, lockMs: 5000, webhook: WEBHOOK },
      }),
    );
  });
  afterAll(async () => {
    await s?.close();
    await Promise.all(workers.map((w) => w.close()));
    await new Promise<void>((r) => hook?.close(() => r()));
    await dropPrefix(prefix);
  });

  it('runs 60 items as 6 chunks on the workers, refunds the failures, and delivers the webhook after a failed try', async () => {
    const { key, accountId } = await s.newKey({ monthlyQuota: 1000 });
    const requests = Array.from({ length: 60 }, (_, i) =>
      i === 7 ? { path: '/v1/natal', body: { ...NYC_BIRTH, date: '1700-01-01T00:00:00' } } : { path: '/v1/natal', body: { ...NYC_BIRTH, date: `1990-06-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00` } },
    );
    const r = await post(s.url, '/v1/jobs', { requests, callbackUrl: hookUrl }, key);
    expect(r.status).toBe(202);
    const id = r.body.data.id as string;
    let job = r.body;
    for (let i = 0; i < 400 && job.data.status !== 'completed'; i++) {
      await new Promise((res) => setTimeout(res, 50));
      job = (await get(s.url, `/v1/jobs/${id}`, key)).body;
    }
    expect(job.data.progress).toEqual({ succeeded: 59, failed: 1, cancelled: 0, pending: 0 });
    expect(job.data.results.items[7].body.error).toBe('DATE_OUT_OF_RANGE');
    const direct = await post(s.url, '/v1/natal', requests[3].body, key);
    expect(job.data.results.items[3]).toEqual({ index: 3, status: 200, body: direct.body });
    expect((await s.store.usage(accountId, periodOf(new Date(s.now.ms)))).byEndpoint['/v1/jobs']).toBe(59);
    for (let i = 0; i < 100 && received.length < 2; i++) await new Promise((res) => setTimeout(res, 50));
    expect(received).toHaveLength(2);
    expect(JSON.parse(received[1])).toMatchObject({ event: 'job.completed', job: { id, status: 'completed' } });
    const after = await get(s.url, `/v1/jobs/${id}`, key);
    expect(after.body.data.webhook).toMatchObject({ attempts: 2, lastStatus: 204, gaveUp: false });
  });
});
