/**
 * Redis mode with the real Redis (random queue prefix per test): heavy jobs and batches go through
 * BullMQ to the worker role, which runs them on its piscina pool; results are byte-identical to inline;
 * a batch is ONE job; an unreachable queue is 503, a job that does not finish in time is 504.
 */
import { Queue, Worker } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execute } from '../../shared/dispatch/execute.js';
import { RedisDispatcher } from '../../shared/dispatch/dispatcher.js';
import { QUEUE_NAME, QueueProducer } from '../../shared/dispatch/queue.js';
import { endpointByName } from '../../shared/endpoints/registry.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { periodOf } from '../../shared/store/ports.js';
import { startWorker, type WorkerRole } from '../../worker/main.js';
import { registerQueueDepth, registry } from '../../shared/metrics.js';
import { Redis } from 'ioredis';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const haveRedis = await requireRedis('queue.test.ts');

describe.runIf(haveRedis)('Redis mode: web → BullMQ → worker → pool', () => {
  const prefix = randomPrefix();
  let worker: WorkerRole;
  let s: TestServer;

  beforeAll(async () => {
    worker = startWorker({ redisUrl: REDIS_URL, prefix, threads: 2, concurrency: 8, logLevel: 'silent' });
    const producer = new QueueProducer(REDIS_URL, prefix, 20_000);
    await producer.ready();
    registerQueueDepth('heavy', () => producer.counts());
    s = await startTestServer({ dispatcher: new RedisDispatcher(producer), env: { CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => {
    await s?.close();
    await worker?.close();
    await dropPrefix(prefix);
  });

  it('a heavy call runs on the remote worker and gives the same bytes as inline', async () => {
    const { key } = await s.newKey();
    const r = await get(s.url, '/v1/moon-phase/calendar?from=2027-01-01&to=2027-12-31', key);
    expect(r.status).toBe(200);
    const ep = endpointByName('moon-phase-calendar') as AnyEndpoint;
    const input = ep.prepare(ep.schema.parse({ from: '2027-01-01', to: '2027-12-31' }), { nowMs: 0 });
    const inline = execute({ endpoint: ep.name, input });
    expect(inline.ok).toBe(true);
    if (inline.ok) expect(JSON.stringify(r.body)).toBe(JSON.stringify({ success: true, data: inline.data, meta: inline.meta }));
  });

  it('sentences are rendered on the worker exactly as inline: kundali/full in Hindi, yogas in Tamil in a batch', async () => {
    const { key } = await s.newKey();
    const body = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata', targetDate: '2026-06-01T12:00:00' };
    const r = await post(s.url, '/v1/kundali/full', { ...body, lang: 'hi' }, key);
    expect(r.status).toBe(200);
    const ep = endpointByName('kundali-full') as AnyEndpoint;
    const inline = execute({ endpoint: ep.name, input: ep.prepare(ep.schema.parse(body), { nowMs: 0 }), lang: 'hi' });
    expect(inline.ok).toBe(true);
    if (inline.ok) expect(JSON.stringify(r.body)).toBe(JSON.stringify({ success: true, data: inline.data, meta: inline.meta }));
    // the sentences really are Hindi (Devanagari) and not English
    expect(r.body.data.shadbala.summary).toMatch(/[\u0900-\u097F]/);
    expect(r.body.data.shadbala.summary).not.toMatch(/[A-Za-z]{3,}/);
    const { targetDate: _t, ...birth } = body;
    const b = await post(s.url, '/v1/batch', { requests: [{ path: '/v1/vedic/yogas', body: { ...birth, lang: 'ta' } }] }, key);
    const direct = await post(s.url, '/v1/vedic/yogas', { ...birth, lang: 'ta' }, key);
    expect(b.body.data[0]).toEqual({ status: 200, body: direct.body });
    expect(direct.body.data.yogas[0].description).toMatch(/[\u0B80-\u0BFF]/);
    expect(direct.body.data.yogas[0].description).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('a dasha to depth 3 (heavy by its input, heavyWhen) is a job on the worker, to depth 2 it is not; same bytes as inline', async () => {
    const { key } = await s.newKey();
    const queue = new Queue(QUEUE_NAME, { connection: { url: REDIS_URL }, prefix });
    const jobs = async () => (await queue.getJobCounts('completed', 'active', 'waiting')) as Record<string, number>;
    const total = async () => Object.values(await jobs()).reduce((a, b) => a + b, 0);
    const body = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata', targetDate: '2026-06-01T12:00:00' };
    const ep = endpointByName('dasha-yogini') as AnyEndpoint;
    for (const [depth, heavy] of [[2, false], [3, true]] as const) {
      const before = await total();
      const r = await post(s.url, '/v1/dasha/yogini', { ...body, depth }, key);
      expect(r.status).toBe(200);
      let after = await total();
      for (const t0 = Date.now(); heavy && after === before && Date.now() - t0 < 5_000; after = await total()) await new Promise((res) => setTimeout(res, 20));
      expect(after - before, `depth ${depth}`).toBe(heavy ? 1 : 0);
      const inline = execute({ endpoint: ep.name, input: ep.prepare(ep.schema.parse({ ...body, depth }), { nowMs: 0 }) });
      expect(inline.ok).toBe(true);
      if (inline.ok) expect(JSON.stringify(r.body)).toBe(JSON.stringify({ success: true, data: inline.data, meta: inline.meta }));
    }
    await queue.close();
  });

  it('a 20-item batch travels as one job and every item matches the inline result', async () => {
    const { key } = await s.newKey();
    const queue = new Queue(QUEUE_NAME, { connection: { url: REDIS_URL }, prefix });
    const before = (await queue.getJobCounts('completed')).completed;
    const requests = Array.from({ length: 20 }, (_, i) => ({ path: i % 2 ? '/v1/planets' : '/v1/natal', body: { ...NYC_BIRTH, date: `1990-05-${10 + i}T14:30:00` } }));
    const r = await post(s.url, '/v1/batch', { requests }, key);
    expect(r.status).toBe(200);
    // the answer comes by the reply channel a moment before BullMQ moves the job to completed: wait for it
    let completed = 0;
    for (const t0 = Date.now(); Date.now() - t0 < 5_000; await new Promise((res) => setTimeout(res, 20))) {
      completed = (await queue.getJobCounts('completed')).completed - before;
      if (completed >= 1) break;
    }
    expect(completed).toBe(1);
    // The ~200 KB of items went by reference, as their raw JSON: the finished job holds only the
    // statuses and the key, and the key itself was taken (GETDEL) by the producer, so Redis keeps
    // nothing of the result.
    const [done] = await queue.getJobs(['completed'], 0, 0);
    expect(done.returnvalue).toEqual({ statuses: requests.map(() => 200), jsonRef: expect.stringContaining(':result:') });
    const redis = new Redis(REDIS_URL);
    expect(await redis.exists(done.returnvalue.jsonRef)).toBe(0);
    expect(await redis.keys(`${prefix}:*:result:*`)).toEqual([]);
    redis.disconnect();
    await queue.close();
    for (let i = 0; i < requests.length; i++) {
      const direct = await post(s.url, requests[i].path, requests[i].body, key);
      expect(r.body.data[i]).toEqual({ status: 200, body: direct.body });
    }
  });

  it('queued work is timed from add to result, and the queue\'s jobs are counted by state at scrape time', async () => {
    const text = await registry.metrics();
    // the calls of the suite above went through the queue: one heavy call, several batches
    const count = (kind: string) => Number(text.match(new RegExp(`orrery_queue_job_duration_seconds_count\\{kind="${kind}"\\} (\\d+)`))?.[1] ?? 0);
    expect(count('one')).toBeGreaterThan(0);
    expect(count('many')).toBeGreaterThan(0);
    expect(text).toMatch(/orrery_queue_heavy_jobs\{state="waiting"\} \d+/);
  });
});

describe.runIf(haveRedis)('Redis mode failures', () => {
  it('an unreachable queue answers 503 SERVICE_UNAVAILABLE with Retry-After, and the unit is not counted', async () => {
    const producer = new QueueProducer('redis://127.0.0.1:1', randomPrefix(), 1000);
    const s = await startTestServer({ dispatcher: new RedisDispatcher(producer), env: { CACHE_TTL_SECONDS: '0' } });
    try {
      const k = await s.newKey();
      const r = await get(s.url, '/v1/moon-phase/calendar?from=2027-01-01&to=2027-02-01', k.key);
      expect([r.status, r.body.error]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect(r.headers.get('retry-after')).toBe('5');
      expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(0);
      // inline endpoints still work without the queue
      expect((await post(s.url, '/v1/natal', NYC_BIRTH, k.key)).status).toBe(200);
      expect((await get(s.url, '/ready')).status).toBe(503);
    } finally {
      await s.close();
    }
  });
  it('a job nobody picks up answers 504 TIMEOUT, and the unit is not counted', async () => {
    const prefix = randomPrefix();
    const producer = new QueueProducer(REDIS_URL, prefix, 300);
    await producer.ready();
    const s = await startTestServer({ dispatcher: new RedisDispatcher(producer), env: { CACHE_TTL_SECONDS: '0' } });
    try {
      const k = await s.newKey();
      const r = await get(s.url, '/v1/moon-phase/calendar?from=2027-01-01&to=2027-02-01', k.key);
      expect([r.status, r.body.error]).toEqual([504, 'TIMEOUT']);
      expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(0);
    } finally {
      await s.close();
      await dropPrefix(prefix);
    }
  });
});

describe.runIf(haveRedis)('a deadline that passes while the add still waits on Redis', () => {
  it('is a 504 TIMEOUT for its caller, never an unhandled rejection (which would end the web process)', async () => {
    const prefix = randomPrefix();
    const producer = new QueueProducer(REDIS_URL, prefix, 20);
    await producer.ready();
    // A loaded host: the add answers after the 20 ms deadline has passed.
    const queue = (producer as unknown as { queue: { add: (...a: unknown[]) => Promise<unknown> } }).queue;
    const add = queue.add.bind(queue);
    queue.add = async (...a: unknown[]) => {
      await new Promise((r) => setTimeout(r, 80));
      return add(...a);
    };
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(producer.run({ kind: 'one', call: { endpoint: 'shadbala', input: {} } })).rejects.toMatchObject({ code: 'TIMEOUT' });
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await producer.close();
      await dropPrefix(prefix);
    }
  });
});

describe.runIf(haveRedis)('the result comes back by the reply channel, or by the events stream without one', () => {
  const answer = { ok: true as const, data: { n: 1 }, meta: { warnings: [] } };

  it('a worker that publishes to replyTo settles the caller before BullMQ completes the job', async () => {
    const prefix = randomPrefix();
    const producer = new QueueProducer(REDIS_URL, prefix, 5_000);
    await producer.ready();
    const pub = new Redis(REDIS_URL);
    // a worker of this release: it publishes the reply, and completes the job in BullMQ only 3 s later
    const w = new Worker(QUEUE_NAME, async (job) => {
      const data = job.data as { replyTo: string };
      await pub.publish(data.replyTo, JSON.stringify({ jobId: job.id, value: answer }));
      await new Promise((r) => setTimeout(r, 3_000));
      return answer;
    }, { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix });
    try {
      const t0 = Date.now();
      await expect(producer.run({ kind: 'one', call: { endpoint: 'shadbala', input: {} } })).resolves.toEqual(answer);
      expect(Date.now() - t0).toBeLessThan(2_000);
    } finally {
      await w.close(true);
      pub.disconnect();
      await producer.close();
      await dropPrefix(prefix);
    }
  });

  it('a worker that does not reply (an older release, a lost message) still settles it through the completed event', async () => {
    const prefix = randomPrefix();
    const producer = new QueueProducer(REDIS_URL, prefix, 5_000);
    await producer.ready();
    const w = new Worker(QUEUE_NAME, () => Promise.resolve(answer), { connection: { url: REDIS_URL, maxRetriesPerRequest: null }, prefix });
    try {
      await expect(producer.run({ kind: 'one', call: { endpoint: 'shadbala', input: {} } })).resolves.toEqual(answer);
    } finally {
      await w.close();
      await producer.close();
      await dropPrefix(prefix);
    }
  });
});
