/**
 * Fault tolerance of the deployed shape, with REAL processes from dist/ on one machine: two web processes
 * (`dist/api/server.js`, WEB_CONCURRENCY=1 each, own PORT) and two worker processes (`dist/worker/main.js`),
 * sharing one embedded store (DATA_DIR), one Redis and one random QUEUE_PREFIX.
 *
 *  1. a worker killed with SIGKILL mid-job: its bulk chunks and its heavy calls are taken again by the other
 *     worker once their locks lapse; everything completes and nothing is metered twice;
 *  2. Redis stops (a private redis-server, never the shared one): inline calls keep answering, heavy calls
 *     and bulk jobs are 503 SERVICE_UNAVAILABLE with Retry-After and not metered, /ready is 503; when Redis
 *     is back, everything recovers without restarting any process;
 *  3. a call past its deadline (JOB_TIMEOUT_MS) is 504 TIMEOUT with its units given back, and the workers
 *     stopped its work and live on: small heavy calls answer at once afterwards and no job stays active
 *     (this caught a worker process killed by SIGABRT when its pool thread was terminated inside a Swiss
 *     Ephemeris call, and a 500 instead of 504 when the worker's failure beat the web's own timer);
 *  4. SIGTERM on a web process under load: every request sent before it gets its complete 200, the process
 *     exits 0, the other web process keeps serving (this caught requests reset while still in the listen
 *     backlog: libuv accepts one connection per event-loop turn).
 *
 * Each fault gets its own fleet (a few seconds to start), so one fault's leftovers cannot hide another's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Queue, QueueEvents } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { generateRawKey, hashKey } from '../../shared/store/keys.js';
import { periodOf } from '../../shared/store/ports.js';
import { freePort, startProcess, type Proc } from '../helpers/process.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { get, NYC_BIRTH, post, type JsonBody } from '../helpers/server.js';

const haveRedis = await requireRedis('faults.test.ts');
const haveRedisServer = redisServerAvailable();

/** `redis-server` on PATH (for the private server of the Redis-outage test): loud skip, or fail under CI=true. */
function redisServerAvailable(): boolean {
  const r = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (!r.error && r.status === 0) return true;
  if (process.env.CI === 'true') throw new Error('faults.test.ts: redis-server is required under CI=true but is not on PATH');
  console.warn('\n!!! faults.test.ts (Redis outage): SKIPPED — no redis-server on PATH (apt-get install redis-server)\n');
  return false;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` every `everyMs` until it returns true; the elapsed ms, or null after `limitMs`. */
async function until(probe: () => Promise<boolean>, limitMs: number, everyMs = 50): Promise<number | null> {
  const t0 = Date.now();
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - t0;
    if (Date.now() - t0 > limitMs) return null;
    await sleep(everyMs);
  }
}

const alive = (p: Proc) => p.child.exitCode === null && p.child.signalCode === null;

/** Every process any test started: afterAll SIGKILLs whatever a failed test left running. */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const c of started) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
});

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
async function stopProc(p: Proc, graceMs = 5000): Promise<void> {
  if (!alive(p)) return;
  const exited = p.stop('SIGTERM');
  const t = setTimeout(() => p.child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(t);
}

/** Connections waiting in the listen backlog of a local port (Recv-Q of its LISTEN socket, from `ss`), or null. */
function listenBacklog(port: number): number | null {
  const r = spawnSync('ss', ['-Htln', `sport = :${port}`], { encoding: 'utf8' });
  const m = r.error || r.status !== 0 ? null : /^LISTEN\s+(\d+)/m.exec(r.stdout);
  return m ? Number(m[1]) : null;
}

const birth = (i: number) => ({ ...NYC_BIRTH, date: `${1950 + (i % 60)}-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:30:00` });

interface Fleet {
  dir: string;
  prefix: string;
  redisUrl: string;
  webs: Proc[];
  workers: Proc[];
  urls: string[];
  /** An account with one key, made in the shared store directly. */
  account(monthlyQuota?: number): Promise<{ key: string; accountId: string }>;
  /** Units of the account this month, by endpoint. */
  usage(accountId: string): Promise<{ total: number; byEndpoint: Record<string, number> }>;
  /** A BullMQ handle on one of the fleet's queues (closed with the fleet). */
  queue(name: 'heavy' | 'bulk'): Queue;
  /** Subscribes to a queue's events (closed with the fleet); resolves once listening. */
  events(name: 'heavy' | 'bulk'): Promise<QueueEvents>;
  close(): Promise<void>;
}

/**
 * Two web processes and two workers on one DATA_DIR, REDIS_URL and random QUEUE_PREFIX. `env` goes to all
 * four, `webEnv` / `workerEnv` to one role.
 */
async function startFleet(opts: { redisUrl?: string; env?: Record<string, string>; webEnv?: Record<string, string>; workerEnv?: Record<string, string> } = {}): Promise<Fleet> {
  const redisUrl = opts.redisUrl ?? REDIS_URL;
  const dir = mkdtempSync(join(tmpdir(), 'orrery-faults-'));
  const prefix = randomPrefix();
  const dbFile = join(dir, 'orrery.sqlite'); // shared/store/index.ts: the embedded store's file in DATA_DIR
  // the store's schema exists before four processes open it at once
  const init = new SqliteStore(dbFile);
  await init.init();
  await init.close();
  const env = {
    DATA_DIR: dir, REDIS_URL: redisUrl, QUEUE_PREFIX: prefix, BOOTSTRAP_KEY: 'false', POOL_THREADS: '1',
    RATE_LIMIT_PER_SECOND: '0', CACHE_TTL_SECONDS: '0', ...opts.env,
  };
  const ports = [await freePort(), await freePort()];
  const starting = [
    ...ports.map((port) => startProcess('api/server.js', { ...env, WEB_CONCURRENCY: '1', PORT: String(port), ...opts.webEnv }, /web role listening/)),
    ...[0, 1].map(() => startProcess('worker/main.js', { ...env, ...opts.workerEnv }, /worker role started/)),
  ];
  const settled = await Promise.allSettled(starting);
  const procs = settled.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  for (const p of procs) started.add(p.child);
  const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(procs.map((p) => p.stop('SIGKILL')));
    rmSync(dir, { recursive: true, force: true });
    throw failed.reason;
  }
  const queues: Queue[] = [];
  const subscriptions: QueueEvents[] = [];
  const connection = { url: redisUrl, maxRetriesPerRequest: null };
  const withStore = async <T>(fn: (s: SqliteStore) => Promise<T>): Promise<T> => {
    const store = new SqliteStore(dbFile);
    try {
      return await fn(store);
    } finally {
      await store.close();
    }
  };
  return {
    dir, prefix, redisUrl,
    webs: procs.slice(0, 2),
    workers: procs.slice(2),
    urls: ports.map((p) => `http://127.0.0.1:${p}`),
    account: (monthlyQuota = 100_000) =>
      withStore(async (store) => {
        const acc = await store.createAccount({ name: 'faults', plan: 'paid', monthlyQuota }, new Date());
        const key = generateRawKey();
        await store.createKey(acc.id, 'faults', hashKey(key), new Date());
        return { key, accountId: acc.id };
      }),
    usage: (accountId) =>
      withStore(async (store) => {
        const u = await store.usage(accountId, periodOf(new Date()));
        return { total: u.total, byEndpoint: { ...u.byEndpoint } };
      }),
    queue(name) {
      const q = new Queue(name, { connection, prefix });
      q.on('error', () => {});
      queues.push(q);
      return q;
    },
    async events(name) {
      const e = new QueueEvents(name, { connection, prefix });
      e.on('error', () => {});
      subscriptions.push(e);
      await e.waitUntilReady();
      return e;
    },
    async close() {
      const bounded = (p: Promise<unknown>) => Promise.race([p.catch(() => undefined), sleep(2000)]);
      await Promise.all([...queues, ...subscriptions].map((x) => bounded(x.close())));
      await Promise.all(procs.map((p) => stopProc(p)));
      if (redisUrl === REDIS_URL) await dropPrefix(prefix);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Reads a whole bulk job's results, page by page. */
async function allResults(url: string, id: string, key: string): Promise<{ index: number; status: number; body: JsonBody }[]> {
  const items: { index: number; status: number; body: JsonBody }[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const r = await get(url, `/v1/jobs/${id}?offset=${offset}&limit=1000`, key);
    expect(r.status).toBe(200);
    items.push(...(r.body.data.results.items as typeof items));
    offset = r.body.data.results.nextOffset as number | null;
  }
  return items;
}

/** Polls a bulk job until it is finished (or `limitMs` passed); its last view. */
async function waitForJob(url: string, id: string, key: string, limitMs: number): Promise<JsonBody> {
  let view: JsonBody = {};
  await until(async () => {
    view = (await get(url, `/v1/jobs/${id}`, key)).body.data;
    return view.status === 'completed' || view.status === 'cancelled';
  }, limitMs, 50);
  return view;
}

describe.runIf(haveRedis)('a worker killed with SIGKILL mid-job (shared Redis)', { timeout: 150_000 }, () => {
  it('bulk job: the dead worker\'s chunks are taken again by the other worker; every item is answered and each success is metered exactly once', async () => {
    const f = await startFleet({ env: { BULK_CHUNK_SIZE: '20', BULK_LOCK_MS: '1500', BULK_CONCURRENCY: '2' } });
    try {
      const { key, accountId } = await f.account();
      const bulk = f.queue('bulk');
      const events = await f.events('bulk');
      const stalled: string[] = [];
      events.on('stalled', ({ jobId }) => stalled.push(jobId));
      // 600 natal items in 30 chunks of 20; every 100th item (7, 107, …) is out of the ephemeris range: 6 failures
      const requests = Array.from({ length: 600 }, (_, i) => ({
        path: '/v1/natal',
        body: i % 100 === 7 ? { ...NYC_BIRTH, date: '1700-01-01T00:00:00' } : birth(i),
      }));
      const sub = await post(f.urls[0], '/v1/jobs', { requests }, key);
      expect(sub.status).toBe(202);
      const id = sub.body.data.id as string;

      // Kill once the job runs on BOTH workers: each takes at most BULK_CONCURRENCY=2 chunks, so 3 or more
      // active chunks means the victim holds at least one.
      let runningSeen = false;
      const bothBusy = await until(async () => {
        const active = await bulk.getActiveCount();
        if (active < 3) return false;
        const view = (await get(f.urls[1], `/v1/jobs/${id}`, key)).body.data;
        runningSeen = view.status === 'running';
        return true;
      }, 10_000, 2);
      expect(bothBusy).not.toBeNull();
      expect(runningSeen).toBe(true);
      const victim = f.workers[0];
      await victim.stop('SIGKILL');
      expect(victim.child.signalCode).toBe('SIGKILL');

      const view = await waitForJob(f.urls[1], id, key, 30_000);
      expect(view.status).toBe('completed');
      expect(view.progress).toEqual({ succeeded: 594, failed: 6, cancelled: 0, pending: 0 });
      // BullMQ saw the victim's chunk(s) stall (lock not renewed) and gave them to the survivor
      expect(stalled.length).toBeGreaterThanOrEqual(1);
      const db = new Database(join(f.dir, 'orrery.sqlite'), { readonly: true });
      try {
        const chunks = db.prepare('SELECT idx, state, attempt FROM bulk_chunks WHERE job_id = ? ORDER BY idx').all(id) as { idx: number; state: string; attempt: number }[];
        expect(chunks).toHaveLength(30);
        expect(chunks.every((c) => c.state === 'done')).toBe(true);
        for (const s of stalled) expect(chunks[Number(s.split('.').pop())].state).toBe('done');
        // a chunk that had been claimed by the victim was claimed again (unless it died between completing the
        // chunk in the store and telling BullMQ: then the retake is skipped, and the attempt stays 1)
        console.info(`faults: stalled bulk chunks ${stalled.join(', ')}; attempts ${chunks.filter((c) => c.attempt > 1).map((c) => `#${c.idx}×${c.attempt}`).join(' ') || 'none > 1'}`);
      } finally {
        db.close();
      }

      // every item has its answer, in order
      const items = await allResults(f.urls[0], id, key);
      expect(items.map((i) => i.index)).toEqual(requests.map((_, i) => i));
      for (const it of items) {
        if (it.index % 100 === 7) expect([it.status, it.body.error]).toEqual([422, 'DATE_OUT_OF_RANGE']);
        else expect([it.status, it.body.success, it.body.data.planets.length > 0]).toEqual([200, true, true]);
      }
      // reserved 600, the 6 failures given back once each: exactly the 594 successes stay metered
      const usage = await f.usage(accountId);
      expect(usage.byEndpoint['/v1/jobs']).toBe(594);
      expect(usage.total).toBe(594);
      expect(f.workers[1].output()).not.toMatch(/"level":(50|60)[^\n]*bulk chunk failed/);
    } finally {
      await f.close();
    }
  }, 90_000);

  it('interactive heavy calls: a worker killed with 30 calls in flight; the other retakes its jobs, all 30 answer 200, 30 units metered', async () => {
    // WORKER_CONCURRENCY=8: more than 8 active heavy jobs means both workers hold some
    const f = await startFleet({ env: { HEAVY_LOCK_MS: '1000', JOB_TIMEOUT_MS: '20000', WORKER_CONCURRENCY: '8' } });
    try {
      const { key, accountId } = await f.account();
      const heavy = f.queue('heavy');
      const events = await f.events('heavy');
      const stalled: string[] = [];
      events.on('stalled', ({ jobId }) => stalled.push(jobId));
      const calls = Array.from({ length: 30 }, (_, i) => post(f.urls[i % 2], '/v1/kundali/full', birth(i), key));
      const bothBusy = await until(async () => (await heavy.getActiveCount()) >= 9, 10_000, 2);
      expect(bothBusy).not.toBeNull();
      await f.workers[0].stop('SIGKILL');
      const t0 = Date.now();
      const results = await Promise.all(calls);
      const ms = Date.now() - t0;
      expect(results.map((r) => r.status)).toEqual(Array(30).fill(200));
      expect(results.every((r) => r.body.success === true && r.body.data.shadbala)).toBe(true);
      // the victim's jobs stalled (lock not renewed within HEAVY_LOCK_MS) and ran again on the survivor
      expect(stalled.length).toBeGreaterThanOrEqual(1);
      expect(ms).toBeLessThan(15_000);
      const usage = await f.usage(accountId);
      expect(usage.byEndpoint['/v1/kundali/full']).toBe(30);
      expect(usage.total).toBe(30);
      // a caller has its answer as soon as the worker publishes it (the reply channel), a moment before BullMQ
      // moves the job to completed: no job stays active after that
      expect(await until(async () => (await heavy.getActiveCount()) === 0, 5_000, 20)).not.toBeNull();
      console.info(`faults: ${stalled.length} heavy job(s) stalled on the killed worker and were retaken; the last call answered ${ms} ms after the kill`);
    } finally {
      await f.close();
    }
  }, 90_000);
});

describe.runIf(haveRedisServer)('Redis stops and comes back (a private redis-server)', { timeout: 150_000 }, () => {
  it('inline calls keep answering; heavy calls and bulk jobs are 503 with Retry-After and not metered; /ready is 503; all recovers without a restart', async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    const startRedis = async (): Promise<ChildProcess> => {
      const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'pipe'] });
      started.add(child);
      let out = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`redis-server not ready:\n${out}`)), 10_000);
        child.stdout?.on('data', (d: Buffer) => {
          out += d.toString();
          if (/Ready to accept connections/.test(out)) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${out}`)));
      });
      return child;
    };
    let redis = await startRedis();
    const f = await startFleet({ redisUrl, env: { JOB_TIMEOUT_MS: '10000', BULK_CHUNK_SIZE: '10' } });
    try {
      const pids = [...f.webs, ...f.workers].map((p) => p.child.pid);
      const { key, accountId } = await f.account();
      const natal = (url: string) => post(url, '/v1/natal', NYC_BIRTH, key);
      const shadbala = (url: string) => post(url, '/v1/shadbala', NYC_BIRTH, key);
      const ready = async (url: string) => (await get(url, '/ready')).status;
      for (const url of f.urls) {
        expect((await shadbala(url)).status).toBe(200);
        expect(await ready(url)).toBe(200);
      }
      const before = await f.usage(accountId);
      expect(before.byEndpoint['/v1/shadbala']).toBe(2);

      // ---- Redis dies
      redis.kill('SIGKILL');
      await new Promise((r) => redis.once('exit', r));
      const noticed = await until(async () => (await Promise.all(f.urls.map(ready))).every((s) => s === 503), 5000);
      expect(noticed).not.toBeNull();
      for (const url of f.urls) {
        const r = await natal(url);
        expect(r.status).toBe(200);
        expect(r.body.data.planets.length).toBeGreaterThan(0);
        const h = await shadbala(url);
        expect(h.status).toBe(503);
        expect(h.body.error).toBe('SERVICE_UNAVAILABLE');
        expect(Number(h.headers.get('retry-after'))).toBeGreaterThan(0);
        const j = await post(url, '/v1/jobs', { requests: [{ path: '/v1/natal', body: NYC_BIRTH }] }, key);
        expect(j.status).toBe(503);
        expect(j.body.error).toBe('SERVICE_UNAVAILABLE');
        expect((await get(url, '/ready')).body.error).toBe('SERVICE_UNAVAILABLE');
      }
      const during = await f.usage(accountId);
      expect(during.byEndpoint['/v1/natal']).toBe(2);
      expect(during.byEndpoint['/v1/shadbala']).toBe(2); // the 503s gave their unit back
      expect(during.byEndpoint['/v1/jobs'] ?? 0).toBe(0); // so did the refused bulk jobs
      // a few seconds of outage: the workers and every connection go through several reconnect attempts
      await sleep(2000);

      // ---- Redis is back (same port, empty: no persistence)
      redis = await startRedis();
      const recovered = await until(async () => {
        const [r0, r1] = await Promise.all(f.urls.map(ready));
        if (r0 !== 200 || r1 !== 200) return false;
        const [h0, h1] = await Promise.all(f.urls.map(shadbala));
        return h0.status === 200 && h1.status === 200;
      }, 20_000, 200);
      expect(recovered, 'heavy calls did not answer 200 on both web processes within 20 s of Redis coming back').not.toBeNull();
      // and stay served: a few more on each web process, and a bulk job through the workers
      for (const url of f.urls) {
        const rs = await Promise.all([0, 1, 2].map((i) => post(url, '/v1/shadbala', birth(i), key)));
        expect(rs.map((r) => r.status)).toEqual([200, 200, 200]);
      }
      const requests = Array.from({ length: 40 }, (_, i) => ({ path: '/v1/natal', body: birth(i) }));
      const sub = await post(f.urls[1], '/v1/jobs', { requests }, key);
      expect(sub.status).toBe(202);
      const view = await waitForJob(f.urls[0], sub.body.data.id as string, key, 15_000);
      expect(view.status).toBe('completed');
      expect(view.progress).toEqual({ succeeded: 40, failed: 0, cancelled: 0, pending: 0 });
      // no process was restarted
      expect([...f.webs, ...f.workers].every(alive)).toBe(true);
      expect([...f.webs, ...f.workers].map((p) => p.child.pid)).toEqual(pids);
      console.info(`faults: heavy calls answered again ${recovered} ms after redis-server restarted`);
    } finally {
      await f.close();
      if (redis.exitCode === null && redis.signalCode === null) {
        redis.kill('SIGKILL');
        await new Promise((r) => redis.once('exit', r));
      }
    }
  }, 90_000);
});

describe.runIf(haveRedis)('deadlines and graceful shutdown (shared Redis)', { timeout: 150_000 }, () => {
  it('a batch past JOB_TIMEOUT_MS is 504 TIMEOUT with its units given back; the workers stop it and live on: small heavy calls answer at once, no job stays active', async () => {
    // LOG_LEVEL=debug on the workers: each job they finish is logged ("job done"), so we see who served what
    const f = await startFleet({ webEnv: { JOB_TIMEOUT_MS: '150' }, workerEnv: { LOG_LEVEL: 'debug' } });
    try {
      const { key, accountId } = await f.account();
      const heavy = f.queue('heavy');
      // warm both workers' threads: a cold thread's first shadbala (JIT) can take longer than 150 ms
      const warmed = await until(async () => {
        const rs = await Promise.all(f.urls.flatMap((url) => [0, 1].map((i) => post(url, '/v1/shadbala', birth(i), key))));
        return rs.every((r) => r.status === 200);
      }, 10_000, 0);
      expect(warmed).not.toBeNull();
      const before = await f.usage(accountId);

      // 50 moon-phase calendars of 400 days: ~200 ms of one pool thread per batch (measured: 200–500 ms);
      // 4 batches per web process → about a second of work for each worker, against a 150 ms deadline
      const batch = { requests: Array.from({ length: 50 }, (_, i) => ({ method: 'GET', path: '/v1/moon-phase/calendar', query: { from: `${2000 + i}-01-01`, to: `${2001 + i}-02-03` } })) };
      const t0 = Date.now();
      const answers = await Promise.all(f.urls.flatMap((url) => [0, 1, 2, 3].map(() => post(url, '/v1/batch', batch, key))));
      const ms = Date.now() - t0;
      for (const a of answers) {
        expect(a.status).toBe(200); // a batch answers per item (README "Batch"): each item is the 504
        const items = a.body.data as { status: number; body: { error: string } }[];
        expect(items).toHaveLength(50);
        expect(items.map((x) => `${x.status} ${x.body.error}`)).toEqual(Array(50).fill('504 TIMEOUT'));
      }
      expect(ms).toBeLessThan(1000); // answered at the deadline, not when the work would have been done
      expect(await f.usage(accountId)).toEqual(before); // the 400 units reserved were all given back

      // Right after: small heavy calls on both web processes, each within the same 150 ms deadline. A worker
      // still computing the stopped batches (about a second each) would make them 504; a worker that died
      // stopping them (see shared/dispatch/pool.ts) would too.
      // Rounds of 6 (3 per web process), at least 4, until both workers have served some (BullMQ decides who
      // takes which job): every one answers 200.
      const mark = f.workers.map((w) => w.output().length);
      const servedBy = () => f.workers.map((w, i) => (w.output().slice(mark[i]).match(/"kind":"shadbala"[^\n]*"job done"/g) ?? []).length);
      const small: number[] = [];
      for (let round = 0; round < 4 || (round < 12 && servedBy().some((n) => n === 0)); round++) {
        const rs = await Promise.all(f.urls.flatMap((url) => [0, 1, 2].map((i) => post(url, '/v1/shadbala', birth(10 + round * 3 + i), key))));
        small.push(...rs.map((r) => r.status));
      }
      expect(small).toEqual(Array(small.length).fill(200));
      await until(async () => servedBy()[0] + servedBy()[1] === small.length, 2000, 20); // their logs come through pipes
      const served = servedBy();
      expect(served[0] + served[1]).toBe(small.length);
      expect(served.every((n) => n > 0)).toBe(true);
      expect([...f.workers, ...f.webs].every(alive)).toBe(true);

      // no job stays active, and the 8 batch jobs failed for good at their deadline (no retry)
      expect(await until(async () => (await heavy.getActiveCount()) === 0, 3000)).not.toBeNull();
      const batches = (await heavy.getFailed()).filter((j) => j.name === 'many');
      expect(batches).toHaveLength(8);
      expect(batches.every((j) => /deadline/.test(j.failedReason) && j.attemptsMade <= 1)).toBe(true);
      // heavy jobs wait as `prioritized` (fair queuing by account, shared/dispatch/queue.ts): both states
      expect(await heavy.getJobCountByTypes('waiting', 'prioritized')).toBe(0);
      for (const w of f.workers) expect(w.output()).not.toMatch(/FATAL ERROR/);
      console.info(`faults: 8 batches answered 504 within ${ms} ms; the next ${small.length} small calls answered 200, served ${served.join(' + ')} by the two workers`);
    } finally {
      await f.close();
    }
  }, 90_000);

  it('SIGTERM on a web process under load: all 200 in-flight requests get a complete 200, it exits 0, the other keeps serving', async () => {
    const f = await startFleet({ env: { JOB_TIMEOUT_MS: '20000' } });
    try {
      const { key, accountId } = await f.account();
      const [target, other] = f.urls;
      const victim = f.webs[0];
      await post(target, '/v1/shadbala', NYC_BIRTH, key); // warm
      type Outcome = { status: number; ok: boolean; at: number; error?: string };
      // node:http rather than fetch: we see when each request has been written out ('finish'), so SIGTERM
      // comes only once all 200 were sent (each on its own keep-alive connection)
      const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
      const { port } = new URL(target);
      let sent = 0;
      const requests = Array.from({ length: 200 }, (_, i) =>
        new Promise<Outcome>((resolve) => {
          const body = JSON.stringify(birth(i));
          const heavy = i % 2 === 1;
          const req = http.request(
            { host: '127.0.0.1', port: Number(port), method: 'POST', path: heavy ? '/v1/shadbala' : '/v1/natal', agent,
              headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': key } },
            (res) => {
              let text = '';
              res.setEncoding('utf8');
              res.on('data', (d: string) => (text += d));
              res.on('error', (err) => resolve({ status: res.statusCode ?? 0, ok: false, at: Date.now(), error: String(err) }));
              res.on('end', () => {
                let ok = false;
                try {
                  const j = JSON.parse(text) as { success: boolean; data: JsonBody };
                  ok = j.success === true && (heavy ? j.data.shadbala.length === 7 : j.data.planets.length > 0);
                } catch {
                  ok = false;
                }
                resolve({ status: res.statusCode ?? 0, ok, at: Date.now() });
              });
            },
          );
          req.on('finish', () => sent++);
          req.on('error', (err) => resolve({ status: 0, ok: false, at: Date.now(), error: String(err) }));
          req.end(body);
        }),
      );
      const allSent = await until(async () => sent === 200, 10_000, 2);
      expect(allSent).not.toBeNull();
      await sleep(30);
      const waiting = listenBacklog(Number(port)); // informative: how many the process had not even accepted yet
      const termAt = Date.now();
      const exited = victim.stop('SIGTERM');
      const outcomes = await Promise.all(requests);
      agent.destroy();
      const code = await exited;
      const bad = outcomes.filter((o) => o.status !== 200 || !o.ok);
      expect(bad, JSON.stringify(bad.slice(0, 5))).toEqual([]);
      const late = outcomes.filter((o) => o.at > termAt).length;
      expect(late).toBeGreaterThan(0); // requests were still in flight when SIGTERM arrived, and were finished
      expect(code).toBe(0);
      expect(victim.output()).toMatch(/shutdown complete/);
      // everything answered was metered: 1 warm-up + 200
      expect((await f.usage(accountId)).total).toBe(201);
      // the other web process keeps serving, inline and heavy
      expect((await post(other, '/v1/natal', NYC_BIRTH, key)).status).toBe(200);
      expect((await post(other, '/v1/shadbala', NYC_BIRTH, key)).status).toBe(200);
      console.info(`faults: SIGTERM with ${late} of 200 requests in flight (${waiting ?? '?'} still in the listen backlog); all answered 200; exit code ${code}`);
    } finally {
      await f.close();
    }
  }, 90_000);
});

describe('deadline in embedded mode (one web process, no Redis)', { timeout: 150_000 }, () => {
  it('a batch past JOB_TIMEOUT_MS is 504 TIMEOUT on the in-process pool too, and the process lives on: the next heavy call answers 200', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'orrery-faults-'));
    let web: Proc | undefined;
    try {
      const store = new SqliteStore(join(dir, 'orrery.sqlite'));
      await store.init();
      const acc = await store.createAccount({ name: 'faults', plan: 'paid', monthlyQuota: 100_000 }, new Date());
      const key = generateRawKey();
      await store.createKey(acc.id, 'faults', hashKey(key), new Date());
      await store.close();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      // 50 calendars of 398 days take about 170 ms on one thread here (3.4 ms each, bench/README): a batch
      // must not fit in the deadline (100 ms, the least JOB_TIMEOUT_MS) on a faster machine, while a shadbala (~1 ms) fits easily.
      web = await startProcess('api/server.js', {
        DATA_DIR: dir, PORT: String(port), BOOTSTRAP_KEY: 'false', POOL_THREADS: '1', RATE_LIMIT_PER_SECOND: '0', CACHE_TTL_SECONDS: '0', JOB_TIMEOUT_MS: '100',
      }, /web role listening/);
      started.add(web.child);
      expect(await until(async () => (await post(url, '/v1/shadbala', NYC_BIRTH, key)).status === 200, 10_000, 0)).not.toBeNull();
      const batch = { requests: Array.from({ length: 50 }, (_, i) => ({ method: 'GET', path: '/v1/moon-phase/calendar', query: { from: `${2000 + i}-01-01`, to: `${2001 + i}-02-03` } })) };
      const answers = await Promise.all([0, 1].map(() => post(url, '/v1/batch', batch, key)));
      for (const a of answers) expect((a.body.data as { status: number; body: { error: string } }[]).map((x) => `${x.status} ${x.body.error}`)).toEqual(Array(50).fill('504 TIMEOUT'));
      const rs = await Promise.all([0, 1, 2].map((i) => post(url, '/v1/shadbala', birth(i), key)));
      expect(rs.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(alive(web)).toBe(true);
      expect(web.output()).not.toMatch(/FATAL ERROR/);
    } finally {
      if (web) await stopProc(web);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
