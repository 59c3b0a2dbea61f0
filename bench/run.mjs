/**
 * `npm run bench` (= node bench/run.mjs): every benchmark of bench/README.md, one after the other,
 * against the built app in dist/ (build first: npx tsc -p tsconfig.json). Prints a table and writes
 * bench/results/latest.json. Child processes are always stopped, even on error or Ctrl-C.
 *
 * Options:
 *   --duration=10      seconds of each 50-connection throughput run
 *   --warmup=2         seconds of warm-up before every measured run (not recorded)
 *   --connections=50   connections of the throughput runs
 *   --calendar-requests=400  sequential requests of the moon-calendar runs
 *   --batch-requests=300     sequential requests of the batch runs
 *   --blocks=8         the sequential runs alternate between embedded and Redis mode in this many blocks
 *   --only=micro,throughput,heavy,ratelimit,lang   a subset
 *   --no-info          skip the LOG_LEVEL=info throughput run
 *   --no-redis         skip Redis mode (also skipped, with a message, when Redis does not answer)
 *   --prof             run the API children with --cpu-prof (profiles in bench/results/prof/)
 *   --no-snapshot      run dist/ in place (default: a private copy, bench/.dist-snapshot-<pid>/, taken at
 *                      the start, so a rebuild of dist/ during the run cannot mix two builds)
 *   --out=FILE         JSON output (default bench/results/latest.json)
 * Env: BENCH_REDIS_URL (default redis://127.0.0.1:6379; must be local).
 */
import { execFileSync, execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { Redis } from 'ioredis';
import {
  BENCH_DIR, KEY_RE, REDIS_URL, ROOT, cannon, dropRedisPrefix, redisAvailable, cpuMsOf, freePort, pool, logTail, makeTempDir, memOf, onInterrupt, removeLater, removeTempDirs, startChild, stopAll, stopChild,
  waitForHttp, waitForOutput,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'calendar-requests': { type: 'string', default: '400' },
    'batch-requests': { type: 'string', default: '300' },
    blocks: { type: 'string', default: '8' },
    only: { type: 'string' },
    'no-info': { type: 'boolean', default: false },
    'no-redis': { type: 'boolean', default: false },
    prof: { type: 'boolean', default: false },
    'no-snapshot': { type: 'boolean', default: false },
    out: { type: 'string', default: join(BENCH_DIR, 'results', 'latest.json') },
  },
});
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const CAL_N = Number(args['calendar-requests']);
const BATCH_N = Number(args['batch-requests']);
const BLOCKS = Math.max(1, Number(args.blocks));
const ONLY = args.only ? new Set(args.only.split(',')) : null;
const want = (part) => !ONLY || ONLY.has(part);
/** The build under test: dist/ or a snapshot of it (set in main()). */
let DIST = join(ROOT, 'dist');
const SNAPSHOT = join(BENCH_DIR, `.dist-snapshot-${process.pid}`);

const NATAL_BODY = JSON.stringify({ date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 });
/** The same birth with `lang: "ta"` (Tamil: names and sentences translated after the calculation). */
const NATAL_BODY_TA = JSON.stringify({ date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006, lang: 'ta' });
const CALENDAR_PATH = '/v1/moon-phase/calendar?from=2027-01-01&to=2028-02-04';
/** 50 natal items: dates 29 days apart over ~4 years, varied hours, places around New York. */
const BATCH_BODY = JSON.stringify({
  requests: Array.from({ length: 50 }, (_, i) => {
    const d = new Date(Date.UTC(1988, 0, 1) + i * 29 * 86_400_000 + (i % 24) * 3_600_000 + (i * 7 % 60) * 60_000);
    const date = d.toISOString().slice(0, 19);
    return { path: '/v1/natal', body: { date, lat: 40.7128 + (i % 5) * 0.1, lng: -74.006 - (i % 3) * 0.1 } };
  }),
});
/** Quotas that a load test cannot run into (the trial default is 5000 units). */
const BIG_QUOTA = { QUOTA_TRIAL: '1000000000', TRIAL_CAP: '1000000000' };

const log = (msg) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${msg}\n`);
const results = { micro: null, throughput: {}, heavy: {}, rateLimit: {}, lang: {}, memory: {}, notes: [] };

// ---------------------------------------------------------------------------------------------------
// Servers

async function startNoop() {
  const port = await freePort();
  const dir = makeTempDir('noop');
  const c = startChild('noop-server', [join(BENCH_DIR, 'noop-server.mjs')], { PORT: String(port), HOST: '127.0.0.1' }, join(dir, 'out.log'));
  await waitForHttp(c, `http://127.0.0.1:${port}/ready`);
  return { proc: c, url: `http://127.0.0.1:${port}`, procs: [c] };
}

/** `node dist/api/server.js` (+ `node dist/worker/main.js` in Redis mode) on a fresh DATA_DIR. */
async function startApi({ label, logLevel = 'warn', redis = false, env = {} }) {
  const port = await freePort();
  const dir = makeTempDir(label);
  const common = {
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    LOG_LEVEL: logLevel,
    RATE_LIMIT_PER_SECOND: '0',
    WEB_CONCURRENCY: '1',
    ...BIG_QUOTA,
    ...env,
  };
  let forget = null;
  if (redis) {
    Object.assign(common, { REDIS_URL, QUEUE_PREFIX: `bench-${randomBytes(6).toString('hex')}` });
    forget = onInterrupt(() => dropRedisPrefix(common.QUEUE_PREFIX));
  }
  const nodeArgs = args.prof ? ['--cpu-prof', `--cpu-prof-dir=${join(BENCH_DIR, 'results', 'prof')}`, `--cpu-prof-name=${label}-web.cpuprofile`] : [];
  const procs = [];
  let worker = null;
  if (redis) {
    worker = startChild(`${label} worker`, [join(DIST, 'worker', 'main.js')], { ...common, PORT: '0' }, join(dir, 'worker.log'));
    procs.push(worker);
  }
  const web = startChild(`${label} web`, [...nodeArgs, join(DIST, 'api', 'server.js')], { ...common, PORT: String(port) }, join(dir, 'web.log'));
  procs.push(web);
  const key = (await waitForOutput(web, KEY_RE))[0];
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(web, `${url}/ready`);
  return { proc: web, worker, url, key, procs, prefix: common.QUEUE_PREFIX, env: common, forget };
}

async function stopServer(s) {
  if (!s) return;
  // Web first (it finishes in-flight requests), then the worker.
  for (const p of [...s.procs].reverse()) await stopChild(p);
  if (s.prefix) await dropRedisPrefix(s.prefix).catch((e) => log(`could not clean Redis keys ${s.prefix}:*: ${e.message}`));
  s.forget?.();
}

/** Redis used_memory (MiB) and the bytes held under one key prefix (MEMORY USAGE of each key). */
async function redisMemory(prefix) {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await r.connect();
    const info = await r.info('memory');
    const used = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? NaN);
    let bytes = 0;
    let keys = 0;
    if (prefix) {
      let cursor = '0';
      do {
        const [next, batch] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        for (const k of batch) {
          bytes += Number((await r.call('MEMORY', 'USAGE', k, 'SAMPLES', '0')) ?? 0);
          keys++;
        }
        cursor = next;
      } while (cursor !== '0');
    }
    const mib = (v) => Math.round((v / 2 ** 20) * 10) / 10;
    return { usedMemoryMiB: mib(used), ...(prefix ? { prefixKeys: keys, prefixMiB: mib(bytes) } : {}) };
  } finally {
    r.disconnect();
  }
}



// ---------------------------------------------------------------------------------------------------
// Requests

function requestOpts(s, kind) {
  const headers = s.key ? { 'x-api-key': s.key } : {};
  if (kind === 'noop') return { url: `${s.url}/noop`, method: 'POST', headers: { 'content-type': 'application/json' }, body: NATAL_BODY };
  if (kind === 'natal') return { url: `${s.url}/v1/natal`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY };
  if (kind === 'western') return { url: `${s.url}/v1/western`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY };
  if (kind === 'calendar') return { url: `${s.url}${CALENDAR_PATH}`, method: 'GET', headers };
  if (kind === 'shadbala') return { url: `${s.url}/v1/shadbala`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY };
  if (kind === 'kundali-full') return { url: `${s.url}/v1/kundali/full`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY };
  if (kind === 'natal-ta') return { url: `${s.url}/v1/natal`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY_TA };
  if (kind === 'kundali') return { url: `${s.url}/v1/kundali`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY };
  if (kind === 'kundali-ta') return { url: `${s.url}/v1/kundali`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: NATAL_BODY_TA };
  if (kind === 'batch') return { url: `${s.url}/v1/batch`, method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: BATCH_BODY };
  throw new Error(kind);
}

/** One real request, checked in full, before any load: a bench of error responses is worthless. */
async function sanity(s, kind) {
  const o = requestOpts(s, kind);
  const res = await fetch(o.url, { method: o.method, headers: o.headers, body: o.body, signal: AbortSignal.timeout(30_000) });
  const body = await res.json().catch(() => ({}));
  const fail = (why) => {
    throw new Error(`sanity check ${kind} at ${o.url}: ${why}: ${JSON.stringify(body).slice(0, 300)}\n${logTail(s.proc)}`);
  };
  if (res.status !== 200 || body.success !== true) fail(`HTTP ${res.status}`);
  if (kind.endsWith('-ta') && !/[\u0B80-\u0BFF]/.test(JSON.stringify(body.data))) fail('no Tamil in a lang "ta" answer');
  if ((kind === 'natal' || kind === 'natal-ta' || kind === 'western') && !(Array.isArray(body.data?.planets) && body.data.planets.length >= 10)) fail('no planets');
  if ((kind === 'calendar' || kind === 'shadbala' || kind === 'kundali-full') && !body.data) fail('no data');
  if (kind === 'batch') {
    if (!Array.isArray(body.data) || body.data.length !== 50) fail('not 50 items');
    const bad = body.data.filter((it) => it.status !== 200);
    if (bad.length) fail(`${bad.length} items failed`);
  }
  return res.headers.get('x-quota-remaining');
}

async function warmup(s, kind, connections) {
  await cannon({ ...requestOpts(s, kind), connections, duration: WARMUP });
}

function checkClean(r, what) {
  if (r.non2xx || r.errors || r.timeouts) {
    const msg = `${what}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts — figures are not valid`;
    results.notes.push(msg);
    log(`WARNING ${msg}`);
  }
}

async function throughputRun(s, kind, label) {
  await sanity(s, kind);
  log(`${label}: warm-up ${WARMUP} s`);
  await warmup(s, kind, CONNECTIONS);
  log(`${label}: ${CONNECTIONS} connections × ${DURATION} s`);
  const r = await cannon({ ...requestOpts(s, kind), connections: CONNECTIONS, duration: DURATION });
  checkClean(r, label);
  log(`${label}: ${r.reqPerSec} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms`);
  return r;
}

/**
 * Sequential requests (1 connection) of one kind against several servers, interleaved: each server
 * gets `BLOCKS` blocks of n/BLOCKS requests in turn (ABAB…, order flipped every round), so a drift of
 * the machine during the run weighs on every mode alike. Each server is checked and warmed up first.
 */
async function interleavedRuns(servers, kind, n, label) {
  for (const [mode, s] of servers) {
    await sanity(s, kind);
    log(`${label} (${mode}): warm-up ${WARMUP} s (1 connection)`);
    await warmup(s, kind, 1);
  }
  const per = Math.max(1, Math.ceil(n / BLOCKS));
  log(`${label}: ${per * BLOCKS} sequential requests per mode, ${BLOCKS} interleaved blocks of ${per}`);
  const runs = Object.fromEntries(servers.map(([mode]) => [mode, []]));
  for (let b = 0; b < BLOCKS; b++) {
    const order = b % 2 ? [...servers].reverse() : servers;
    for (const [mode, s] of order) runs[mode].push(await cannon({ ...requestOpts(s, kind), connections: 1, amount: per }));
  }
  const out = {};
  for (const [mode] of servers) {
    const r = pool(runs[mode]);
    checkClean(r, `${label} (${mode})`);
    log(`${label} (${mode}): p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms`);
    out[mode] = r;
  }
  return out;
}

function recordMem(name, s) {
  results.memory[name] = { web: memOf(s.proc.pid), ...(s.worker ? { worker: memOf(s.worker.pid) } : {}) };
  const m = results.memory[name];
  log(`${name}: web VmRSS ${m.web.rssMiB} MiB (peak ${m.web.peakRssMiB})${m.worker ? `, worker VmRSS ${m.worker.rssMiB} MiB` : ''}`);
}

// ---------------------------------------------------------------------------------------------------
// Parts

async function partMicro() {
  log('micro: pure handlers in a separate process');
  const out = await promisify(execFile)(process.execPath, [join(BENCH_DIR, 'micro.mjs'), '--json', `--dist=${DIST}`], { cwd: ROOT, timeout: 120_000 });
  results.micro = JSON.parse(out.stdout.trim().split('\n').pop());
}

/**
 * Throughput scenarios measured in interleaved blocks: every server is up, one is loaded at a time, and
 * the scenarios take turns (A B C D, D C B A, …) in `--blocks` blocks of duration/blocks seconds each.
 * Each scenario's req/s is its 2xx count over its own loaded seconds. This VM's speed drifts by tens of
 * percent over a minute; interleaving makes every scenario pay the same drift, so the ratios hold.
 */
async function interleavedThroughput(scenarios) {
  for (const [name, s, kind] of scenarios) {
    await sanity(s, kind);
    log(`${name}: warm-up ${WARMUP} s`);
    await warmup(s, kind, CONNECTIONS);
  }
  const per = Math.max(2, Math.round(DURATION / BLOCKS));
  log(`throughput: ${scenarios.length} scenarios × ${BLOCKS} interleaved blocks of ${per} s at ${CONNECTIONS} connections`);
  const runs = Object.fromEntries(scenarios.map(([name]) => [name, []]));
  // CPU time of the server process (all its threads) while each scenario was loaded: the server's own
  // cost per request, apart from the load generator that shares the machine.
  const cpuMs = Object.fromEntries(scenarios.map(([name]) => [name, 0]));
  for (let b = 0; b < BLOCKS; b++) {
    const order = b % 2 ? [...scenarios].reverse() : scenarios;
    for (const [name, s, kind] of order) {
      const cpu0 = cpuMsOf(s.proc.pid);
      runs[name].push(await cannon({ ...requestOpts(s, kind), connections: CONNECTIONS, duration: per }));
      const cpu1 = cpuMsOf(s.proc.pid);
      if (cpu0 !== null && cpu1 !== null) cpuMs[name] += cpu1 - cpu0;
    }
  }
  const out = {};
  for (const [name] of scenarios) {
    const r = pool(runs[name]);
    const seconds = runs[name].reduce((t, x) => t + x.durationS, 0);
    r.reqPerSec = Math.round((r.ok2xx / seconds) * 10) / 10;
    r.serverCpuUsPerReq = r.ok2xx ? Math.round((cpuMs[name] * 1000) / r.ok2xx) : null;
    r.perBlockReqPerSec = runs[name].map((x) => x.reqPerSec);
    checkClean(r, name);
    log(`${name}: ${r.reqPerSec} req/s (blocks ${r.perBlockReqPerSec.join(', ')}), p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, server CPU ${r.serverCpuUsPerReq} µs/request, ${r.bytesPerReq ?? '?'} B/response`);
    out[name] = r;
  }
  return out;
}

async function partThroughput() {
  const servers = [];
  try {
    const noop = await startNoop();
    servers.push(noop);
    const api = await startApi({ label: 'natal-warn', logLevel: 'warn' });
    servers.push(api);
    // The same API with INLINE_SPILL=true (a busy web thread hands inline work to the pool), for comparison.
    const nospill = await startApi({ label: 'natal-spill', logLevel: 'warn', env: { INLINE_SPILL: 'true' } });
    servers.push(nospill);
    const r = await interleavedThroughput([
      ['noop', noop, 'noop'],
      ['natal_warn', api, 'natal'],
      ['western_warn', api, 'western'],
      ['natal_warn_spill', nospill, 'natal'],
    ]);
    Object.assign(results.throughput, r);
    recordMem('noop', noop);
    recordMem('natal_warn', api);
    recordMem('natal_warn_spill', nospill);
  } finally {
    for (const s of servers) await stopServer(s);
  }
  if (!args['no-info']) {
    const s = await startApi({ label: 'natal-info', logLevel: 'info' });
    try {
      results.throughput.natal_info = await throughputRun(s, 'natal', 'POST /v1/natal (LOG_LEVEL=info)');
      recordMem('natal_info', s);
    } finally {
      await stopServer(s);
    }
  }
}

/**
 * What the per-key rate limit costs on the natal hot path: the limit off (RATE_LIMIT_PER_SECOND=0) and
 * on with a bucket too large to ever refuse, in embedded mode (a Map in the process) and in Redis mode
 * (one Lua script per request, shared by the fleet). Four servers, loaded in interleaved blocks.
 */
async function partRateLimit() {
  if (args['no-redis'] || !(await redisAvailable())) {
    results.notes.push('rate-limit part skipped: needs Redis');
    return;
  }
  const on = { RATE_LIMIT_PER_SECOND: '1000000', RATE_LIMIT_BURST: '1000000' };
  const servers = [];
  try {
    servers.push(['rl_off_embedded', await startApi({ label: 'rl-off-embedded' })]);
    servers.push(['rl_on_embedded', await startApi({ label: 'rl-on-embedded', env: on })]);
    servers.push(['rl_off_redis', await startApi({ label: 'rl-off-redis', redis: true })]);
    servers.push(['rl_on_redis', await startApi({ label: 'rl-on-redis', redis: true, env: on })]);
    const r = await interleavedThroughput(servers.map(([name, s]) => [name, s, 'natal']));
    Object.assign(results.rateLimit, r);
  } finally {
    for (const [, s] of servers) await stopServer(s);
  }
}

/**
 * What `lang` costs: natal and kundali in English and in Tamil on one server (embedded mode, result cache
 * off so every kundali is computed and translated), the four scenarios loaded in interleaved blocks.
 */
async function partLang() {
  const s = await startApi({ label: 'lang', env: { CACHE_TTL_SECONDS: '0' } });
  try {
    const r = await interleavedThroughput([
      ['natal_en', s, 'natal'],
      ['natal_ta', s, 'natal-ta'],
      ['kundali_en', s, 'kundali'],
      ['kundali_ta', s, 'kundali-ta'],
    ]);
    Object.assign(results.lang, r);
  } finally {
    await stopServer(s);
  }
}

/** Embedded and Redis mode side by side (both up, loaded one at a time), result cache off. */
async function partHeavy() {
  let useRedis = false;
  if (args['no-redis']) results.notes.push('Redis mode skipped (--no-redis)');
  else if (await redisAvailable()) useRedis = true;
  else {
    const msg = `Redis not reachable at ${REDIS_URL}: Redis-mode runs skipped`;
    results.notes.push(msg);
    log(msg);
  }
  const before = useRedis ? await redisMemory(null).catch(() => null) : null;
  const servers = [];
  try {
    servers.push(['embedded', await startApi({ label: 'heavy-embedded', env: { CACHE_TTL_SECONDS: '0' } })]);
    if (useRedis) servers.push(['redis', await startApi({ label: 'heavy-redis', redis: true, env: { CACHE_TTL_SECONDS: '0' } })]);
    const cal = await interleavedRuns(servers, 'calendar', CAL_N, 'moon calendar 400 d');
    const batch = await interleavedRuns(servers, 'batch', BATCH_N, 'batch 50 × natal');
    const sb = await interleavedRuns(servers, 'shadbala', CAL_N, 'shadbala');
    const kf = await interleavedRuns(servers, 'kundali-full', CAL_N, 'kundali/full');
    for (const [mode, s] of servers) {
      results.heavy[`calendar_${mode}`] = cal[mode];
      results.heavy[`batch_${mode}`] = batch[mode];
      results.heavy[`shadbala_${mode}`] = sb[mode];
      results.heavy[`kundaliFull_${mode}`] = kf[mode];
      recordMem(`heavy_${mode}`, s);
      if (mode === 'redis') {
        results.memory.redis = await redisMemory(s.prefix).catch((e) => ({ error: e.message }));
        if (before) results.memory.redis.usedMemoryBeforeMiB = before.usedMemoryMiB;
        log(`Redis after the runs: ${JSON.stringify(results.memory.redis)}`);
      }
    }
  } finally {
    for (const [, s] of servers) await stopServer(s);
  }
}

// ---------------------------------------------------------------------------------------------------
// Report

const f = (v, d = 2) => (v === null || v === undefined ? '—' : Number(v).toFixed(d));

function verdict(ok) {
  return ok ? 'met' : 'MISSED';
}

function summarize() {
  const t = results.throughput;
  const h = results.heavy;
  const rows = [];
  const targets = {};
  const row = (scenario, r, extra = '') =>
    r && rows.push([scenario, String(r.connections), String(r.ok2xx), f(r.reqPerSec, 0), f(r.latencyMs.p50), f(r.latencyMs.p99), String(r.non2xx + r.errors), extra]);

  row('POST /noop (Express no-op)', t.noop);
  for (const level of ['warn', 'info']) {
    const r = t[`natal_${level}`];
    if (!r || !t.noop) continue;
    const ratio = r.reqPerSec / t.noop.reqPerSec;
    targets[`natal_${level}_vs_noop`] = { ratio: Math.round(ratio * 1000) / 10, target: '>= 45 %', met: ratio >= 0.45 };
    row(`POST /v1/natal (LOG_LEVEL=${level})`, r, `${f(ratio * 100, 1)} % of no-op (target ≥ 45 %: ${verdict(ratio >= 0.45)})`);
  }
  if (t.natal_warn_spill && t.noop) {
    const ratio = t.natal_warn_spill.reqPerSec / t.noop.reqPerSec;
    row('POST /v1/natal (warn, INLINE_SPILL=true)', t.natal_warn_spill, `${f(ratio * 100, 1)} % of no-op (busy web thread hands inline work to the pool)`);
  }
  if (t.western_warn && t.noop) {
    const ratio = t.western_warn.reqPerSec / t.noop.reqPerSec;
    targets.western_warn_vs_noop = { ratio: Math.round(ratio * 1000) / 10, target: '>= 40 %', met: ratio >= 0.4 };
    row('POST /v1/western (LOG_LEVEL=warn)', t.western_warn, `${f(ratio * 100, 1)} % of no-op (target ≥ 40 %: ${verdict(ratio >= 0.4)})`);
  }
  for (const [k, label] of [['shadbala', 'POST /v1/shadbala'], ['kundaliFull', 'POST /v1/kundali/full']]) {
    const e = h[`${k}_embedded`];
    const q = h[`${k}_redis`];
    row(`${label}, embedded (pool)`, e);
    if (q) row(`${label}, Redis (BullMQ → worker)`, q, e ? `queue adds ${f(q.latencyMs.p50 - e.latencyMs.p50)} ms p50` : '');
  }
  const ce = h.calendar_embedded;
  const cr = h.calendar_redis;
  row('GET calendar 400 d, embedded', ce);
  if (cr) {
    const d50 = ce ? cr.latencyMs.p50 - ce.latencyMs.p50 : null;
    const d99 = ce ? cr.latencyMs.p99 - ce.latencyMs.p99 : null;
    if (d50 !== null) targets.queue_added_p50_ms = { value: Math.round(d50 * 1000) / 1000, p99DiffMs: Math.round(d99 * 1000) / 1000, target: '<= 1.5 ms', met: d50 <= 1.5 };
    row('GET calendar 400 d, Redis (BullMQ)', cr, d50 === null ? '' : `queue adds ${f(d50)} ms p50, ${f(d99)} ms p99 (target ≤ 1.5 ms p50: ${verdict(d50 <= 1.5)})`);
  }
  const be = h.batch_embedded;
  const br = h.batch_redis;
  if (be) {
    targets.batch_embedded_p50_ms = { value: be.latencyMs.p50, target: '<= 10 ms', met: be.latencyMs.p50 <= 10 };
    row('POST /v1/batch 50 × natal, embedded', be, `target p50 ≤ 10 ms: ${verdict(be.latencyMs.p50 <= 10)}`);
  }
  if (br) {
    targets.batch_redis_p50_ms = { value: br.latencyMs.p50, target: '<= 15 ms', met: br.latencyMs.p50 <= 15 };
    row('POST /v1/batch 50 × natal, Redis', br, `target p50 ≤ 15 ms: ${verdict(br.latencyMs.p50 <= 15)}`);
  }
  const rl = results.rateLimit;
  for (const mode of ['embedded', 'redis']) {
    const off = rl[`rl_off_${mode}`];
    const on = rl[`rl_on_${mode}`];
    row(`POST /v1/natal, ${mode}, rate limit off`, off);
    if (on) row(`POST /v1/natal, ${mode}, rate limit on`, on, off ? `${f((on.reqPerSec / off.reqPerSec) * 100, 1)} % of limit off` : '');
  }
  const lg = results.lang;
  for (const [k, label] of [['natal', 'POST /v1/natal'], ['kundali', 'POST /v1/kundali']]) {
    const en = lg[`${k}_en`];
    const ta = lg[`${k}_ta`];
    row(`${label}, lang en`, en, en?.serverCpuUsPerReq ? `server CPU ${en.serverCpuUsPerReq} µs/request` : '');
    if (ta && en) {
      // The target is on the server's CPU per request (what translating costs the service); the req/s
      // ratio also carries the load generator's work on the larger UTF-8 answer, on the same 2 cores.
      const cpuExtra = (ta.serverCpuUsPerReq / en.serverCpuUsPerReq - 1) * 100;
      const rpsExtra = (en.reqPerSec / ta.reqPerSec - 1) * 100;
      targets[`lang_ta_${k}_extra_server_cpu_pct`] = { value: Math.round(cpuExtra * 10) / 10, target: '< 5 %', met: cpuExtra < 5 };
      row(`${label}, lang ta`, ta,
        `server CPU ${ta.serverCpuUsPerReq} µs/request: ${f(cpuExtra, 1)} % more than en (target < 5 %: ${verdict(cpuExtra < 5)}); req/s ${f(-rpsExtra / (1 + rpsExtra / 100), 1)} %`);
    }
  }
  results.targets = targets;

  const head = ['scenario', 'conns', '2xx', 'req/s', 'p50 ms', 'p99 ms', 'err', 'note'];
  const widths = head.map((hd, i) => Math.max(hd.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const out = [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];

  const mem = Object.entries(results.memory).filter(([k]) => k !== 'redis').map(([k, m]) =>
    `| ${k} | ${f(m.web.rssMiB, 1)} | ${f(m.web.peakRssMiB, 1)} | ${m.worker ? f(m.worker.rssMiB, 1) : '—'} |`);
  if (mem.length) out.push('', '| process after its load | web VmRSS MiB | web VmHWM MiB | worker VmRSS MiB |', '|---|---|---|---|', ...mem);
  const rm = results.memory.redis;
  if (rm && !rm.error) out.push('', `Redis after the Redis-mode runs (before cleanup): used_memory ${rm.usedMemoryMiB} MiB (${rm.usedMemoryBeforeMiB ?? '?'} MiB before); bench queue prefix holds ${rm.prefixKeys} keys, ${rm.prefixMiB} MiB`);

  if (results.micro) {
    out.push('', '| micro (in-process, dist/) | run µs/call | parse+prepare µs | JSON.stringify µs | response bytes |', '|---|---|---|---|---|');
    for (const [k, v] of Object.entries(results.micro)) {
      out.push(`| ${k} | ${f(v.run.usPerCall, 1)} | ${v.parseAndPrepare ? f(v.parseAndPrepare.usPerCall, 1) : '—'} | ${v.stringify ? f(v.stringify.usPerCall, 1) : '—'} | ${v.responseBytes} |`);
    }
  }
  return out.join('\n');
}

/** Newest mtime under dist/: if it moves during the run, someone rebuilt and the figures are mixed. */
function distStamp(dist = join(ROOT, 'dist')) {
  let newest = 0;
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.js')) newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  walk(dist);
  return newest;
}

function git(...a) {
  try {
    return execFileSync('git', a, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

function machine() {
  const commit = git('rev-parse', '--short', 'HEAD');
  // Uncommitted changes outside bench/ mean dist/ may not be that commit.
  const dirty = git('status', '--porcelain', '--', '.', ':(exclude)bench');
  return {
    date: new Date().toISOString(),
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memGiB: Math.round(totalmem() / 2 ** 30),
    loadAvgAtStart: loadavg().map((v) => Math.round(v * 100) / 100),
    commit: commit && dirty ? `${commit} + uncommitted changes` : commit,
    distBuiltAt: new Date(distStamp()).toISOString(),
    command: `node bench/run.mjs ${process.argv.slice(2).join(' ')}`.trim(),
    settings: { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, calendarRequests: CAL_N, batchRequests: BATCH_N, blocks: BLOCKS },
  };
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(join(ROOT, 'dist', 'api', 'server.js')) || !existsSync(join(ROOT, 'dist', 'worker', 'main.js'))) {
    throw new Error('dist/ not built: run `npx tsc -p tsconfig.json` first');
  }
  const stamp0 = distStamp();
  results.machine = machine();
  if (!args['no-snapshot']) {
    removeLater(SNAPSHOT);
    cpSync(join(ROOT, 'dist'), SNAPSHOT, { recursive: true });
    DIST = SNAPSHOT;
    results.machine.build = 'snapshot of dist/ taken at the start';
  } else results.machine.build = 'dist/ in place';
  if (distStamp() !== stamp0) throw new Error('dist/ is being rebuilt right now: try again in a moment');
  if (args.prof) mkdirSync(join(BENCH_DIR, 'results', 'prof'), { recursive: true });
  if (want('micro')) await partMicro();
  if (want('throughput')) await partThroughput();
  if (want('heavy')) await partHeavy();
  if (want('ratelimit')) await partRateLimit();
  if (want('lang')) await partLang();
  if (args['no-snapshot'] && distStamp() !== stamp0) {
    const msg = 'dist/ was rebuilt during the run: the figures mix two builds — run again';
    results.notes.push(msg);
    log(`WARNING ${msg}`);
  }
  const table = summarize();
  mkdirSync(join(args.out, '..'), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(results, null, 2)}\n`);
  process.stdout.write(`\n${results.machine.date} · ${results.machine.cores} × ${results.machine.cpu} · Node ${results.machine.node}\n\n${table}\n`);
  if (results.notes.length) process.stdout.write(`\nnotes:\n${results.notes.map((n) => `  - ${n}`).join('\n')}\n`);
  process.stdout.write(`\nwritten: ${args.out}\n`);
}

let code = 0;
try {
  await main();
} catch (err) {
  log(`FAILED: ${err.stack ?? err}`);
  code = 1;
} finally {
  await stopAll();
  removeTempDirs();
}
process.exit(code);
