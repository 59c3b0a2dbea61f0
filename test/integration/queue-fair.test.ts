/**
 * Fair queuing between accounts in Redis mode (issue 25, item 7; shared/dispatch/queue.ts AccountPriorities):
 * BullMQ's queue is no longer one FIFO in which another account's heavy call waits behind a flooder's whole
 * backlog. Real Redis (random prefix), web + worker roles as in queue.test.ts.
 */
import { spawn } from 'node:child_process';
import { PRIORITY_LIMIT, Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisDispatcher } from '../../shared/dispatch/dispatcher.js';
import { AccountPriorities, QUEUE_NAME, QueueProducer } from '../../shared/dispatch/queue.js';
import { RedisJobs } from '../../shared/jobs/redis-backend.js';
import { BULK_QUEUE } from '../../shared/jobs/backend.js';
import type { BulkJob } from '../../shared/store/ports.js';
import { startWorker, type WorkerRole } from '../../worker/main.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const haveRedis = await requireRedis('queue-fair.test.ts');
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The order a worker will take the waiting jobs: BullMQ's plain list (oldest first) before its prioritized set (lowest first, then oldest). */
const takeOrder = async (queue: Queue) => [...(await queue.getJobs(['wait'], 0, -1, true)), ...(await queue.getJobs(['prioritized'], 0, -1, true))];

describe('AccountPriorities: the priority a heavy job gets', () => {
  it('is 1 + the account\'s outstanding calls, never lower than its newest outstanding call\'s, and back to 1 when all are answered', () => {
    const p = new AccountPriorities();
    // a flooder with three calls outstanding: 1, 2, 3; a newcomer meanwhile: 1 (it goes before the flooder's 2 and 3)
    expect([p.take('a'), p.take('a'), p.take('a')]).toEqual([1, 2, 3]);
    expect(p.take('b')).toBe(1);
    // two of a's three answered: one outstanding, but its next call is not put before the one still waiting (3)
    p.release('a');
    p.release('a');
    expect(p.take('a')).toBe(3);
    expect(p.outstanding).toBe(3);
    // all answered: a starts again at 1
    p.release('a');
    p.release('a');
    p.release('b');
    expect(p.outstanding).toBe(0);
    expect(p.take('a')).toBe(1);
    // a release with nothing outstanding changes nothing
    p.release('zzz');
    expect(p.outstanding).toBe(1);
  });

  it('stays within BullMQ\'s limit (2^21 - 1)', () => {
    const p = new AccountPriorities();
    let last = 0;
    for (let i = 0; i < PRIORITY_LIMIT + 5; i++) last = p.take('a');
    expect(PRIORITY_LIMIT).toBe(2 ** 21 - 1);
    expect(last).toBe(PRIORITY_LIMIT);
  });
});

describe.runIf(haveRedis)('fair queuing in Redis: the order BullMQ will hand jobs to a worker', () => {
  const prefix = randomPrefix();
  afterAll(async () => dropPrefix(prefix));

  it('a newcomer\'s heavy job is taken right after the flooder\'s first; each account\'s own jobs keep their order', async () => {
    // no worker: the jobs stay in Redis, in the order a worker would take them
    const producer = new QueueProducer(REDIS_URL, prefix, 10_000);
    await producer.ready();
    const queue = new Queue(QUEUE_NAME, { connection: { url: REDIS_URL }, prefix });
    try {
      const calls: Promise<unknown>[] = [];
      const add = (account: string, i: number) => {
        calls.push(producer.run({ kind: 'one', call: { endpoint: 'shadbala', input: { i } } }, account).catch(() => undefined));
      };
      for (let i = 0; i < 6; i++) add('flooder', i);
      for (let t = 0; t < 100 && (await queue.getJobCountByTypes('waiting', 'prioritized')) < 6; t++) await sleep(20);
      add('newcomer', 0);
      add('newcomer', 1);
      for (let t = 0; t < 100 && (await queue.getJobCountByTypes('waiting', 'prioritized')) < 8; t++) await sleep(20);
      const order = (await takeOrder(queue)).map((j) => `${j.data.account}${(j.data.call.input as { i: number }).i}`);
      // flooder's priorities 1..6, newcomer's 1 and 2: FIFO under the old queue would be f0..f5 n0 n1
      expect(order).toEqual(['flooder0', 'newcomer0', 'flooder1', 'newcomer1', 'flooder2', 'flooder3', 'flooder4', 'flooder5']);
      // nothing waits in BullMQ's plain list (it is served before every prioritized job)
      expect(await queue.getWaitingCount()).toBe(0);
      // /metrics counts the prioritized jobs as waiting
      expect((await producer.counts()).waiting).toBe(8);
      expect(producer.priorities.outstanding).toBe(8);
      await producer.close();
      await Promise.all(calls);
      // every call settled (here: 503 at close), and the counts went with them
      expect(producer.priorities.outstanding).toBe(0);
    } finally {
      await producer.close();
      await queue.close();
    }
  });

  it('bulk jobs are served chunk by chunk in turn: a small job submitted behind a big one is not held back by it', async () => {
    const jobs = new RedisJobs(REDIS_URL, prefix, { attempts: 1, backoffMs: 10, timeoutMs: 1000, allowPrivate: false });
    await jobs.ready();
    const queue = new Queue(BULK_QUEUE, { connection: { url: REDIS_URL }, prefix });
    try {
      await jobs.submit({ id: 'big', chunks: 6 } as BulkJob);
      await jobs.submit({ id: 'small', chunks: 2 } as BulkJob);
      const order = (await takeOrder(queue)).map((j) => j.id);
      // FIFO would be big.0 .. big.5 small.0 small.1
      expect(order).toEqual(['big.0', 'small.0', 'big.1', 'small.1', 'big.2', 'big.3', 'big.4', 'big.5']);
    } finally {
      await queue.close();
      await jobs.close();
    }
  });
});

describe.runIf(haveRedis)('fair queuing in Redis: latency under a flood (issue 25, item 7)', () => {
  const prefix = randomPrefix();
  let worker: WorkerRole;
  let s: TestServer;
  let queue: Queue;

  beforeAll(async () => {
    // the worker as deployed by default (WORKER_CONCURRENCY 16) on 2 threads: 16 jobs active, the rest wait in Redis
    worker = startWorker({ redisUrl: REDIS_URL, prefix, threads: 2, concurrency: 16, logLevel: 'silent' });
    const producer = new QueueProducer(REDIS_URL, prefix, 60_000);
    await producer.ready();
    // results not cached, so every flooding call computes
    s = await startTestServer({ dispatcher: new RedisDispatcher(producer), env: { CACHE_TTL_SECONDS: '0' } });
    queue = new Queue(QUEUE_NAME, { connection: { url: REDIS_URL }, prefix });
  });
  afterAll(async () => {
    await queue?.close();
    await s?.close();
    await worker?.close();
    await dropPrefix(prefix);
  });

  it('one account with ~40 /v1/kundali/full jobs waiting in Redis: another account\'s shadbala is a fraction of the flooder\'s latency', async () => {
    const flooder = await s.newKey({ monthlyQuota: 1_000_000 });
    const other = await s.newKey({ monthlyQuota: 1_000_000 });
    // 60 connections from another process; each answer's latency is printed with its end time
    const script = `const [url, key] = process.argv.slice(1);
      for (let c = 0; c < 60; c++) (async () => {
        for (let i = 0; ; i++) {
          const t0 = Date.now();
          const r = await fetch(url + '/v1/kundali/full', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key },
            body: JSON.stringify({ date: '19' + (30 + (c % 60)) + '-0' + (1 + (i % 9)) + '-1' + (i % 10) + 'T12:00:00', lat: 28.6, lng: 77.2 }) });
          await r.arrayBuffer();
          if (r.status !== 200) { console.log('status ' + r.status); process.exit(1); }
          console.log('done ' + Date.now() + ' ' + (Date.now() - t0));
        }
      })();`;
    const child = spawn(process.execPath, ['-e', script, s.url, flooder.key], { stdio: ['ignore', 'pipe', 'inherit'] });
    const floods: { end: number; ms: number }[] = [];
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const lines = out.split('\n');
      out = lines.pop() ?? '';
      for (const l of lines) {
        const m = /^done (\d+) (\d+)$/.exec(l);
        if (m) floods.push({ end: Number(m[1]), ms: Number(m[2]) });
        else if (l) console.log(`flooder: ${l}`);
      }
    });
    const during: number[] = [];
    let backlog = 0;
    let from = 0;
    try {
      // the flood under way: the flooder's jobs wait in Redis (beyond the worker's 16 active)
      for (let t = 0; t < 300 && backlog < 30; t++) {
        backlog = await queue.getJobCountByTypes('waiting', 'prioritized');
        if (backlog < 30) await sleep(100);
      }
      expect(backlog).toBeGreaterThanOrEqual(30);
      from = Date.now();
      for (let i = 0; i < 8; i++) {
        const t0 = performance.now();
        const r = await post(s.url, '/v1/shadbala', { ...NYC_BIRTH, date: `1991-0${1 + (i % 9)}-15T10:00:00` }, other.key);
        expect(r.status).toBe(200);
        during.push(performance.now() - t0);
      }
      // the flooder's calls answered in the same moments (at least a few, however slow the machine)
      for (let t = 0; t < 600 && floods.filter((f) => f.end >= from).length < 5; t++) await sleep(100);
    } finally {
      child.kill();
    }
    const theirs = floods.filter((f) => f.end >= from).map((f) => f.ms);
    console.log(`queue-fair: ${backlog} jobs waiting in Redis; shadbala during the flood ${median(during).toFixed(0)} ms median (${during.map((x) => x.toFixed(0)).join(' ')}); the flooder's kundali/full ${median(theirs)} ms median over ${theirs.length} answers`);
    // FIFO: the shadbala waited behind the whole backlog, as long as the flooder's own calls. Fair: it is
    // taken as soon as a worker slot frees, ahead of the backlog (measured in the same moments: a slow
    // machine slows both).
    expect(theirs.length).toBeGreaterThanOrEqual(5);
    expect(median(during)).toBeLessThan(median(theirs) / 4);
  }, 120_000);
});
