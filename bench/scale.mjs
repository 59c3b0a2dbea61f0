/**
 * `node bench/scale.mjs`: the scale-out figures of bench/README.md, against the built app in dist/.
 *
 *  - cache: POST /v1/shadbala answered from the result cache (X-Cache: HIT, the same birth again) and
 *    computed (MISS, a new birth each time), sequential requests on one connection, the two kinds
 *    interleaved in blocks; the target is a hit at least 10 times faster than a miss (p50).
 *  - bulk: a bulk job of --items natal items (dates spread over 20 years), from POST /v1/jobs to the last
 *    item answered (polled every 50 ms), in items/s: embedded mode (the web process's pool), and Redis
 *    mode with 1 and with 2 worker processes (each with POOL_THREADS threads). Each configuration runs
 *    --rounds times; the median round is reported.
 *
 * Options: --only=cache,bulk  --items=2000  --rounds=3  --cache-requests=400  --blocks=8  --out=FILE
 * Needs Redis at BENCH_REDIS_URL (default redis://127.0.0.1:6379) for the Redis-mode rows.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import {
  BENCH_DIR, KEY_RE, REDIS_URL, ROOT, dropRedisPrefix, redisAvailable, cpuMsOf, freePort, latencyStats, makeTempDir, onInterrupt, removeTempDirs, startChild, stopAll, stopChild,
  waitForHttp, waitForOutput,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string', default: 'cache,bulk' },
    items: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '3' },
    'cache-requests': { type: 'string', default: '400' },
    blocks: { type: 'string', default: '8' },
    out: { type: 'string', default: join(BENCH_DIR, 'results', 'scale.json') },
  },
});
const DIST = join(ROOT, 'dist');
const BIG = { QUOTA_TRIAL: '1000000000', TRIAL_CAP: '1000000000', RATE_LIMIT_PER_SECOND: '0', WEB_CONCURRENCY: '1', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
const log = (m) => process.stderr.write(`[scale ${new Date().toISOString().slice(11, 19)}] ${m}\n`);
const want = (p) => args.only.split(',').includes(p);
const results = { machine: { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model, cores: cpus().length, memGiB: Math.round(totalmem() / 2 ** 30) }, cache: null, caches: [], bulk: {}, notes: [] };

async function startRole({ label, redis = false, workers = 0, env = {} }) {
  const dir = makeTempDir(label);
  const port = await freePort();
  const common = { ...BIG, DATA_DIR: dir, ...env };
  let prefix = null;
  if (redis) {
    prefix = `bench-${randomBytes(6).toString('hex')}`;
    Object.assign(common, { REDIS_URL, QUEUE_PREFIX: prefix });
  }
  const procs = [];
  for (let i = 0; i < workers; i++) {
    // info level for its start line only; a worker logs nothing per job at info
    const w = startChild(`${label} worker ${i + 1}`, [join(DIST, 'worker', 'main.js')], { ...common, PORT: '0', LOG_LEVEL: 'info' }, join(dir, `worker${i}.log`));
    procs.push(w);
    await waitForOutput(w, /worker role started/);
  }
  const web = startChild(`${label} web`, [join(DIST, 'api', 'server.js')], { ...common, PORT: String(port) }, join(dir, 'web.log'));
  procs.push(web);
  const key = (await waitForOutput(web, KEY_RE))[0];
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(web, `${url}/ready`);
  const forget = prefix ? onInterrupt(() => dropRedisPrefix(prefix)) : () => {};
  return {
    url, key, web, procs, redis,
    async stop() {
      for (const p of [...procs].reverse()) await stopChild(p);
      if (prefix) await dropRedisPrefix(prefix);
      forget();
    },
  };
}



// ------------------------------------------------------------------ cache

const birth = (i) => ({ date: new Date(Date.UTC(1950, 0, 1) + i * 7_919_000_000 % (70 * 365 * 86_400_000)).toISOString().slice(0, 19), lat: 19.076 + (i % 50) / 100, lng: 72.8777, timezone: 'Asia/Kolkata' });

async function partCache() {
  for (const [mode, cfg] of [['embedded', {}], ['redis', { redis: true, workers: 1 }]]) {
    if (mode === 'redis' && !(await redisAvailable())) continue;
    const s = await startRole({ label: `cache-${mode}`, ...cfg, env: { CACHE_TTL_SECONDS: '86400' } });
    s.mode = mode;
    await cacheRun(s);
  }
}

async function cacheRun(s) {
  try {
    const headers = { 'x-api-key': s.key, 'content-type': 'application/json' };
    const call = async (body) => {
      const t0 = performance.now();
      const r = await fetch(`${s.url}/v1/shadbala`, { method: 'POST', headers, body: JSON.stringify(body) });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`shadbala ${r.status}`);
      const st = r.headers.get('server-timing') ?? '';
      const server = Number(/app;dur=([\d.]+)/.exec(st)?.[1]);
      const part = Number(/(?:cache;desc=hit|compute);dur=([\d.]+)/.exec(st)?.[1]);
      return { ms: performance.now() - t0, server, part, cache: r.headers.get('x-cache') };
    };
    const hot = birth(0);
    await call(hot);
    for (let i = 0; i < 50; i++) await call(birth(100_000 + i)); // warm-up: JIT and the pool threads
    const n = Number(args['cache-requests']);
    const blocks = Number(args.blocks);
    const per = Math.ceil(n / blocks);
    const hits = [];
    const misses = [];
    const hitServer = [];
    const missServer = [];
    const lookup = [];
    const compute = [];
    let fresh = 1;
    for (let b = 0; b < blocks; b++) {
      for (let i = 0; i < per; i++) {
        const h = await call(hot);
        if (h.cache !== 'HIT') throw new Error(`expected a HIT, got ${h.cache}`);
        hits.push(h.ms);
        hitServer.push(h.server);
        lookup.push(h.part);
      }
      for (let i = 0; i < per; i++) {
        const m = await call(birth(fresh++));
        if (m.cache !== 'MISS') throw new Error(`expected a MISS, got ${m.cache}`);
        misses.push(m.ms);
        missServer.push(m.server);
        compute.push(m.part);
      }
    }
    const hit = latencyStats(hits);
    const miss = latencyStats(misses);
    const hitS = latencyStats(hitServer);
    const missS = latencyStats(missServer);
    const ratio = (a, b) => Math.round((a / b) * 10) / 10;
    results.cache = {
      mode: s.mode, requests: hits.length + misses.length,
      client: { hitMs: hit, missMs: miss, ratioP50: ratio(miss.p50, hit.p50) },
      server: { hitMs: hitS, missMs: missS, ratioP50: ratio(missS.p50, hitS.p50) },
      answer: { cacheLookupMs: latencyStats(lookup), computeMs: latencyStats(compute), ratioP50: ratio(latencyStats(compute).p50, latencyStats(lookup).p50) },
    };
    results.caches.push(results.cache);
    log(`cache (${s.mode}): getting the answer: cache lookup p50 ${results.cache.answer.cacheLookupMs.p50} ms, computing p50 ${results.cache.answer.computeMs.p50} ms: ${results.cache.answer.ratioP50}×`);
    log(`cache (${s.mode}): server time (Server-Timing) hit p50 ${hitS.p50} ms, miss p50 ${missS.p50} ms: ${results.cache.server.ratioP50}×; client round trip hit ${hit.p50} ms, miss ${miss.p50} ms: ${results.cache.client.ratioP50}×`);
  } finally {
    await s.stop();
  }
}

// ------------------------------------------------------------------ bulk

function jobBody(n) {
  return JSON.stringify({
    requests: Array.from({ length: n }, (_, i) => ({
      path: '/v1/natal',
      body: { date: new Date(Date.UTC(2000, 0, 1) + i * 3.65 * 86_400_000).toISOString().slice(0, 19), lat: 40 + (i % 20) / 10, lng: -74 + (i % 7) / 10, timezone: 'UTC' },
    })),
  });
}

/** Redis's own CPU so far (INFO cpu: used_cpu_user + used_cpu_sys), in ms; null without Redis. */
async function redisCpuMs() {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  r.on('error', () => {});
  try {
    await r.connect();
    const info = await r.info('cpu');
    const f = (k) => Number(new RegExp(`^${k}:([0-9.]+)`, 'm').exec(info)?.[1] ?? 0);
    return (f('used_cpu_user') + f('used_cpu_sys')) * 1000;
  } catch {
    return null;
  } finally {
    r.disconnect();
  }
}

async function runJob(s, body, n) {
  const headers = { 'x-api-key': s.key, 'content-type': 'application/json' };
  const cpu0 = s.procs.map((p) => cpuMsOf(p.pid));
  const redis0 = s.redis ? await redisCpuMs() : null;
  const t0 = performance.now();
  const r = await fetch(`${s.url}/v1/jobs`, { method: 'POST', headers, body });
  const created = await r.json();
  if (r.status !== 202) throw new Error(`POST /v1/jobs ${r.status}: ${JSON.stringify(created).slice(0, 200)}`);
  const id = created.data.id;
  let job;
  for (;;) {
    await new Promise((res) => setTimeout(res, 50));
    job = await (await fetch(`${s.url}/v1/jobs/${id}?limit=1`, { headers })).json();
    if (job.data.finishedAt) break;
  }
  const seconds = (performance.now() - t0) / 1000;
  if (job.data.progress.succeeded !== n) throw new Error(`job ${id}: ${JSON.stringify(job.data.progress)}`);
  const used = s.procs.map((p, i) => (cpuMsOf(p.pid) ?? 0) - (cpu0[i] ?? 0));
  const cpuMs = used.reduce((t, v) => t + v, 0);
  const perItem = (ms) => Math.round((ms / n) * 1000) / 1000;
  const webMs = used[s.procs.indexOf(s.web)];
  const redisMs = redis0 === null ? null : (await redisCpuMs()) - redis0;
  return {
    seconds: Math.round(seconds * 1000) / 1000, itemsPerSec: Math.round(n / seconds), cpuMsPerItem: Math.round((cpuMs / n) * 100) / 100,
    // Where the CPU went, per item: the web process (submission, progress, results), the workers, Redis.
    byRole: { web: perItem(webMs), workers: perItem(cpuMs - webMs), redis: redisMs === null ? null : perItem(redisMs) },
  };
}

async function partBulk() {
  const n = Number(args.items);
  const rounds = Number(args.rounds);
  const body = jobBody(n);
  const configs = [['embedded', { label: 'bulk-embedded' }]];
  if (await redisAvailable()) {
    configs.push(['redis_1_worker', { label: 'bulk-redis-1', redis: true, workers: 1 }]);
    configs.push(['redis_2_workers', { label: 'bulk-redis-2', redis: true, workers: 2 }]);
  } else results.notes.push(`Redis not reachable at ${REDIS_URL}: Redis-mode bulk rows skipped`);
  for (const [name, cfg] of configs) {
    const s = await startRole({ ...cfg, env: { CACHE_TTL_SECONDS: '0' } });
    try {
      await runJob(s, jobBody(200), 200); // warm-up
      const runs = [];
      for (let i = 0; i < rounds; i++) runs.push(await runJob(s, body, n));
      runs.sort((a, b) => a.itemsPerSec - b.itemsPerSec);
      results.bulk[name] = { items: n, rounds: runs, median: runs[Math.floor(runs.length / 2)] };
      log(`bulk ${name}: ${runs.map((r) => r.itemsPerSec).join(", ")} items/s (median ${results.bulk[name].median.itemsPerSec}), ${results.bulk[name].median.cpuMsPerItem} ms CPU per item (${JSON.stringify(results.bulk[name].median.byRole)})`);
    } finally {
      await s.stop();
    }
  }
}

try {
  if (want('cache')) await partCache();
  if (want('bulk')) await partBulk();
  mkdirSync(join(args.out, '..'), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
  log(`written: ${args.out}`);
} catch (err) {
  log(`FAILED: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  removeTempDirs();
}
