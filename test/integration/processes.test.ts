/**
 * The deployed shape, as real processes from dist/: `npm start` with WEB_CONCURRENCY=2 (node:cluster)
 * and REDIS_URL, plus `npm run worker`. Quota stays exact across the two web processes; a web process
 * killed with SIGKILL loses no counted usage; SIGTERM finishes in-flight requests before exiting.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { generateRawKey, hashKey } from '../../shared/store/keys.js';
import { periodOf } from '../../shared/store/ports.js';
import { freePort, startProcess, type Proc } from '../helpers/process.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { get, NYC_BIRTH, post } from '../helpers/server.js';

const haveRedis = await requireRedis('processes.test.ts');

async function accountWithKey(dataDir: string, monthlyQuota: number) {
  const store = new SqliteStore(join(dataDir, 'orrery.sqlite'));
  const acc = await store.createAccount({ name: 'p', plan: 'paid', monthlyQuota }, new Date());
  const key = generateRawKey();
  await store.createKey(acc.id, 'p', hashKey(key), new Date());
  await store.close();
  return { key, accountId: acc.id };
}

async function usageTotal(dataDir: string, accountId: string): Promise<number> {
  const store = new SqliteStore(join(dataDir, 'orrery.sqlite'));
  try {
    return (await store.usage(accountId, periodOf(new Date()))).total;
  } finally {
    await store.close();
  }
}

describe.runIf(haveRedis)('two web processes (cluster) + a worker process, Redis mode', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-proc-'));
  const prefix = randomPrefix();
  let web: Proc;
  let worker: Proc;
  let url = '';

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dir, REDIS_URL, QUEUE_PREFIX: prefix, PORT: String(port), RATE_LIMIT_PER_SECOND: '0', POOL_THREADS: '1', CACHE_TTL_SECONDS: '0' };
    worker = await startProcess('worker/main.js', env, /worker role started/);
    web = await startProcess('api/server.js', { ...env, WEB_CONCURRENCY: '2' }, /web role listening[\s\S]*web role listening/);
  });
  afterAll(async () => {
    await web?.stop();
    await worker?.stop();
    await dropPrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the first start printed a local trial key once, and it works', async () => {
    const m = /ak_[A-Za-z0-9]{40}/.exec(web.output());
    expect(m).not.toBeNull();
    expect(web.output().match(/ak_[A-Za-z0-9]{40}/g)).toHaveLength(2); // the key line and the curl line of one banner
    const r = await post(url, '/v1/natal', NYC_BIRTH, m?.[0]);
    expect(r.status).toBe(200);
    const h = await get(url, '/health');
    expect(h.body.data).toMatchObject({ ephemeris: { mode: 'swiss', swissFilesInUse: true }, store: { kind: 'embedded', ok: true }, queue: { mode: 'redis', ok: true } });
  });

  it('50 parallel requests with 10 units left across both processes: exactly 10 succeed', async () => {
    const { key, accountId } = await accountWithKey(dir, 10);
    const results = await Promise.all(Array.from({ length: 50 }, () => post(url, '/v1/natal', NYC_BIRTH, key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40);
    // both web processes served these requests (their request log lines carry their pids)
    const pids = new Set(
      web.output().split('\n').filter((l) => l.includes(accountId)).map((l) => (JSON.parse(l) as { pid: number }).pid),
    );
    expect(pids.size).toBe(2);
    expect(await usageTotal(dir, accountId)).toBe(10);
    // request ids on every request line; the key itself never reaches the logs
    expect(web.output().split('\n').filter((l) => l.includes(accountId)).every((l) => /"reqId":"[0-9a-f-]{36}"/.test(l))).toBe(true);
    expect(web.output()).not.toContain(key);
  });

  it('parallel batches reserve atomically across processes: 6 batches of 5 on 12 units → exactly 2 run', async () => {
    const { key, accountId } = await accountWithKey(dir, 12);
    const body = { requests: Array.from({ length: 5 }, () => ({ path: '/v1/natal', body: NYC_BIRTH })) };
    const results = await Promise.all(Array.from({ length: 6 }, () => post(url, '/v1/batch', body, key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(await usageTotal(dir, accountId)).toBe(10);
  });

  it('a heavy call goes through the worker process', async () => {
    const { key } = await accountWithKey(dir, 100);
    const r = await get(url, '/v1/moon-phase/calendar?from=2027-01-01&to=2027-03-01', key);
    expect(r.status).toBe(200);
    expect(r.body.data.events.length).toBeGreaterThan(6);
  });
});

describe('one web process, embedded mode', () => {
  it('SIGKILL loses no counted usage: every 200 the clients saw is in the store', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'orrery-crash-'));
    try {
      const { key, accountId } = await accountWithKey(dir, 10_000);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const web = await startProcess('api/server.js', { DATA_DIR: dir, PORT: String(port), RATE_LIMIT_PER_SECOND: '0', BOOTSTRAP_KEY: 'false' }, /web role listening/);
      let ok = 0;
      for (let i = 0; i < 20; i++) if ((await post(url, '/v1/natal', NYC_BIRTH, key)).status === 200) ok++;
      // and some in flight at the moment of the kill
      const inflight = Array.from({ length: 20 }, () => post(url, '/v1/natal', NYC_BIRTH, key).then((r) => r.status).catch(() => 0));
      await new Promise((r) => setTimeout(r, 5));
      await web.stop('SIGKILL');
      const late = await Promise.all(inflight);
      ok += late.filter((c) => c === 200).length;
      const counted = await usageTotal(dir, accountId);
      expect(ok).toBeGreaterThanOrEqual(20);
      expect(counted).toBeGreaterThanOrEqual(ok);
      expect(counted).toBeLessThanOrEqual(40);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('SIGTERM lets in-flight requests finish, then exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'orrery-term-'));
    try {
      const { key } = await accountWithKey(dir, 10_000);
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const web = await startProcess('api/server.js', { DATA_DIR: dir, PORT: String(port), RATE_LIMIT_PER_SECOND: '0', BOOTSTRAP_KEY: 'false', CACHE_TTL_SECONDS: '0' }, /web role listening/);
      // 4 batches of 50 year-long calendars: ~1 s of pool work, so they are surely in flight at SIGTERM.
      const batch = { requests: Array.from({ length: 50 }, (_, i) => ({ method: 'GET', path: '/v1/moon-phase/calendar', query: { from: `20${10 + i}-01-01`, to: `20${10 + i}-12-31` } })) };
      const inflight = Array.from({ length: 4 }, () => post(url, '/v1/batch', batch, key));
      // wait until the pool has work queued (the requests arrived), then ask the process to stop
      for (let i = 0; i < 200; i++) {
        const h = await get(url, '/health');
        if ((h.body.data?.queue?.detail?.pool?.queued ?? 0) > 0) break;
        await new Promise((r) => setTimeout(r, 5));
      }
      const code = await web.stop('SIGTERM');
      const results = await Promise.all(inflight);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(results.every((r) => r.body.data.every((item: { status: number }) => item.status === 200))).toBe(true);
      expect(code).toBe(0);
      expect(web.output()).toMatch(/shutdown complete/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
