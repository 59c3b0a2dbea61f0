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
 *   --only=micro,throughput,heavy,ratelimit,lang,targets   a subset (`targets`: only what issue 20's
 *                      targets need, see partTargets; not part of the default run)
 *   --runs=N           repeat the `targets` part N times (fresh servers each time), one line per run
 *   --seed=N           seed of the random births (default 20): the same seed sends the same births
 *   --fixed-birth      send the one fixed birth of the older benches (1990-05-15T14:30, New York)
 *                      instead of a random birth per request
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
  BENCH_DIR, FIXED_BIRTH, KEY_RE, REDIS_URL, ROOT, births, cannon, latencyStats, natalBatch, subSeed, dropRedisPrefix, redisAvailable, cpuMsOf, freePort, pool, logTail, makeTempDir, memOf, onInterrupt, removeLater, removeTempDirs, startChild, stopAll, stopChild,
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
    runs: { type: 'string', default: '1' },
    seed: { type: 'string', default: '20' },
    'fixed-birth': { type: 'boolean', default: false },
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
/** The default run is every part but `targets` (which repeats what throughput and heavy measure). */
const want = (part) => (ONLY ? ONLY.has(part) : part !== 'targets');
const RUNS = Math.max(1, Number(args.runs));
const SEED = Number(args.seed) >>> 0;
const FIXED = args['fixed-birth'];
/** The build under test: dist/ or a snapshot of it (set in main()). */
let DIST = join(ROOT, 'dist');
const SNAPSHOT = join(BENCH_DIR, `.dist-snapshot-${process.pid}`);

/**
 * What a request posts. By default every request that posts a birth gets a new random one (a date and
 * time in 1900–2100, a place at lat −60..60, lng −180..180; lib.mjs randomBirth), from a seeded PRNG
 * (`--seed`), one stream per scenario and block: a fresh chart each request, as real users send, and the
 * same births again for the same seed. `--fixed-birth` sends the one fixed birth of the older benches.
 * The no-op gets the same bodies as natal, so the load generator does the same work for both.
 */
const CALENDAR_PATH = '/v1/moon-phase/calendar?from=2027-01-01&to=2028-02-04';
const BIRTH_KINDS = new Set(['noop', 'natal', 'western', 'shadbala', 'kundali-full', 'natal-ta', 'kundali', 'kundali-ta']);
/** A body generator for one scenario and block (`label`), or null for a GET. */
function bodyGen(kind, label) {
  if (kind === 'calendar') return null;
  const src = births({ fixed: FIXED, seed: subSeed(SEED, `${kind}:${label}`) });
  if (kind === 'batch') return () => JSON.stringify(natalBatch(src));
  if (!BIRTH_KINDS.has(kind)) throw new Error(kind);
  const lang = kind.endsWith('-ta') ? { lang: 'ta' } : {};
  return () => JSON.stringify({ ...src.next(), ...lang });
}
/**
 * The batch runs and the in-process baseline take their batches from one list, so each mode and the
 * baseline compute the very same items: block b of a mode sends batches [b × per, (b + 1) × per).
 */
function batchList(count) {
  const src = births({ fixed: FIXED, seed: subSeed(SEED, 'batch-list') });
  return Array.from({ length: count }, () => JSON.stringify(natalBatch(src)));
}
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

const PATHS = {
  noop: '/noop', natal: '/v1/natal', western: '/v1/western', shadbala: '/v1/shadbala', 'kundali-full': '/v1/kundali/full',
  'natal-ta': '/v1/natal', kundali: '/v1/kundali', 'kundali-ta': '/v1/kundali', batch: '/v1/batch', calendar: CALENDAR_PATH,
};

/**
 * autocannon options for one kind of request. `gen` (from bodyGen) writes a new body for every request
 * (autocannon's `setupRequest`); without it, the first body of a new generator is sent every time.
 */
function requestOpts(s, kind, gen = null) {
  const path = PATHS[kind];
  if (!path) throw new Error(kind);
  const headers = { ...(s.key && kind !== 'noop' ? { 'x-api-key': s.key } : {}) };
  if (kind === 'calendar') return { url: `${s.url}${path}`, method: 'GET', headers };
  headers['content-type'] = 'application/json';
  const body = (gen ?? bodyGen(kind, 'single'))();
  const o = { url: `${s.url}${path}`, method: 'POST', headers, body };
  if (gen) {
    o.requests = [{ method: 'POST', path, headers, body, setupRequest: (req) => ({ ...req, body: gen() }) }];
  }
  return o;
}

/** One real request, checked in full, before any load: a bench of error responses is worthless. */
async function sanity(s, kind) {
  const o = requestOpts(s, kind);
  const res = await fetch(o.url, { method: o.method, headers: o.headers, body: o.body, signal: AbortSignal.timeout(30_000) });
  const body = await res.json().catch(() => ({}));
  const fail = (why) => {
    throw new Error(`sanity check ${kind} at ${o.url} (${o.body ?? ''}): ${why}: ${JSON.stringify(body).slice(0, 300)}\n${logTail(s.proc)}`);
  };
  if (res.status !== 200 || body.success !== true) fail(`HTTP ${res.status}`);
  if (kind.endsWith('-ta') && !/[\u0B80-\u0BFF]/.test(JSON.stringify(body.data))) fail('no Tamil in a lang "ta" answer');
  if ((kind === 'natal' || kind === 'natal-ta' || kind === 'western') && !(Array.isArray(body.data?.planets) && body.data.planets.length >= 10)) fail('no planets');
  if ((kind === 'calendar' || kind === 'shadbala' || kind === 'kundali-full') && !body.data) fail('no data');
  if (kind === 'batch') {
    if (!Array.isArray(body.data) || body.data.length !== 50) fail('not 50 items');
    const bad = body.data.filter((it) => it.status !== 200);
    if (bad.length) fail(`${bad.length} items failed: ${JSON.stringify(bad[0]).slice(0, 300)}`);
  }
  return res.headers.get('x-quota-remaining');
}

async function warmup(s, kind, connections, label) {
  await cannon({ ...requestOpts(s, kind, bodyGen(kind, `warmup:${label}`)), connections, duration: WARMUP });
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
  await warmup(s, kind, CONNECTIONS, label);
  log(`${label}: ${CONNECTIONS} connections × ${DURATION} s`);
  const r = await cannon({ ...requestOpts(s, kind, bodyGen(kind, label)), connections: CONNECTIONS, duration: DURATION });
  checkClean(r, label);
  log(`${label}: ${r.reqPerSec} req/s, p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms`);
  return r;
}

/**
 * A mode of a sequential (1 connection) comparison: `check` and `warm` once, then `block(b, per)` runs
 * `per` requests and returns a cannon-like result (with `samples` in ms). httpMode is an API server;
 * the bare-BullMQ and in-process modes (below) time something without HTTP.
 */
function httpMode(s, kind, label, list = null) {
  return {
    check: () => sanity(s, kind),
    warm: () => warmup(s, kind, 1, label),
    block: (b, per) => {
      let i = b * per;
      const gen = list ? () => list[i++ % list.length] : bodyGen(kind, `${label}:${b}`);
      return cannon({ ...requestOpts(s, kind, gen), connections: 1, amount: per });
    },
  };
}

/** A cannon-like result of sequential timings (ms) made without HTTP. */
function timedResult(samples) {
  const r = { connections: 1, requests: samples.length, ok2xx: samples.length, bytes2xx: 0, non2xx: 0, errors: 0, timeouts: 0, reqPerSec: null, latencyMs: latencyStats(samples) };
  Object.defineProperty(r, 'samples', { value: samples, enumerable: false });
  return r;
}

/**
 * Sequential requests (1 connection) against several modes, interleaved: each mode gets `BLOCKS`
 * blocks of n/BLOCKS requests in turn (ABAB…, order flipped every round), so a drift of the machine
 * during the run weighs on every mode alike. Each mode is checked and warmed up first. `servers` are
 * [mode, server] pairs (HTTP, `kind`) or [mode, { check, warm, block }].
 */
async function interleavedRuns(servers, kind, n, label) {
  const modes = servers.map(([mode, s]) => [mode, s.block ? s : httpMode(s, kind, `${label}:${mode}`)]);
  for (const [mode, m] of modes) {
    await m.check?.();
    log(`${label} (${mode}): warm-up ${WARMUP} s (1 connection)`);
    await m.warm?.();
  }
  const per = Math.max(1, Math.ceil(n / BLOCKS));
  log(`${label}: ${per * BLOCKS} sequential requests per mode, ${BLOCKS} interleaved blocks of ${per}`);
  const runs = Object.fromEntries(modes.map(([mode]) => [mode, []]));
  for (let b = 0; b < BLOCKS; b++) {
    const order = b % 2 ? [...modes].reverse() : modes;
    for (const [mode, m] of order) runs[mode].push(await m.block(b, per));
  }
  const out = {};
  for (const [mode] of modes) {
    const r = pool(runs[mode]);
    checkClean(r, `${label} (${mode})`);
    log(`${label} (${mode}): p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms`);
    out[mode] = r;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Baselines of the heavy-path targets

/**
 * The bare BullMQ round trip: a Queue and a QueueEvents in this process, a Worker with a trivial
 * processor in its own process (bench/bullmq-echo-worker.mjs), on the same Redis as the API, under a
 * random prefix of its own. One block = `per` sequential add → waitUntilFinished.
 */
async function startBareBullmq() {
  const { Queue, QueueEvents } = await import('bullmq');
  const prefix = `bench-bare-${randomBytes(6).toString('hex')}`;
  const forget = onInterrupt(() => dropRedisPrefix(prefix));
  const dir = makeTempDir('bare-bullmq');
  const env = { REDIS_URL, QUEUE_PREFIX: prefix };
  const proc = startChild('bare BullMQ worker', [join(BENCH_DIR, 'bullmq-echo-worker.mjs')], env, join(dir, 'out.log'));
  await waitForOutput(proc, /ready/);
  const connection = { url: REDIS_URL, maxRetriesPerRequest: null };
  const queue = new Queue('bare', { connection, prefix, defaultJobOptions: { attempts: 1, removeOnComplete: { age: 60, count: 100 }, removeOnFail: { age: 3600, count: 1000 } } });
  const events = new QueueEvents('bare', { connection, prefix });
  await events.waitUntilReady();
  const data = { kind: 'one', job: { endpoint: 'moon-phase-calendar', input: { from: '2027-01-01', to: '2028-02-04' } } };
  const roundTrip = async () => {
    const t0 = process.hrtime.bigint();
    const job = await queue.add('one', data);
    const v = await job.waitUntilFinished(events, 30_000);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (!v?.ok) throw new Error(`bare BullMQ: unexpected return value ${JSON.stringify(v)}`);
    return ms;
  };
  const mode = {
    proc,
    check: async () => {
      await roundTrip();
    },
    warm: async () => {
      const end = Date.now() + WARMUP * 1000;
      while (Date.now() < end) await roundTrip();
    },
    block: async (_b, per) => {
      const samples = [];
      for (let i = 0; i < per; i++) samples.push(await roundTrip());
      return timedResult(samples);
    },
    stop: async () => {
      await Promise.allSettled([queue.close(), events.close()]);
      await stopChild(proc);
      await dropRedisPrefix(prefix).catch((e) => log(`could not clean Redis keys ${prefix}:*: ${e.message}`));
      forget();
    },
  };
  return mode;
}

/**
 * The in-process baseline of a batch: the same batches as the servers, computed and serialised on one
 * thread by bench/inprocess-batch.mjs (a fresh child process per run, so its time zone tables start as
 * cold as the servers'). `parts()` keeps validation apart from compute + serialise.
 */
async function inProcessBatch(list) {
  const dir = makeTempDir('inprocess');
  const proc = startChild('in-process batch baseline', [join(BENCH_DIR, 'inprocess-batch.mjs')], {}, join(dir, 'out.log'), { ipc: true });
  await waitForOutput(proc, /ready/);
  const call = (msg) =>
    new Promise((resolve, reject) => {
      const onMsg = (m) => {
        proc.child.off('exit', onExit);
        if (m.type === 'error') reject(new Error(`in-process baseline: ${m.message}`));
        else resolve(m);
      };
      const onExit = () => reject(new Error(`in-process baseline exited. Log tail:\n${logTail(proc)}`));
      proc.child.once('message', onMsg);
      proc.child.once('exit', onExit);
      proc.child.send(msg);
    });
  const warmSrc = births({ fixed: FIXED, seed: subSeed(SEED, 'inproc-warm') });
  await call({ type: 'init', dist: DIST, list, warmList: Array.from({ length: 20 }, () => JSON.stringify(natalBatch(warmSrc))) });
  const prepUs = [];
  const runUs = [];
  return {
    proc,
    check: () => call({ type: 'check' }),
    warm: () => call({ type: 'warm', ms: WARMUP * 1000 }),
    block: async (b, per) => {
      const r = await call({ type: 'block', b, per });
      prepUs.push(...r.prepUs);
      runUs.push(...r.runUs);
      return timedResult(r.samples);
    },
    parts: () => ({ validateMs: latencyStats(prepUs.map((v) => v / 1e3)), computeAndSerialiseMs: latencyStats(runUs.map((v) => v / 1e3)) }),
    stop: () => stopChild(proc),
  };
}

function recordMem(name, s, into = results.memory) {
  into[name] = { web: memOf(s.proc.pid), ...(s.worker ? { worker: memOf(s.worker.pid) } : {}) };
  const m = into[name];
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
    await warmup(s, kind, CONNECTIONS, name);
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
      runs[name].push(await cannon({ ...requestOpts(s, kind, bodyGen(kind, `${name}:${b}`)), connections: CONNECTIONS, duration: per }));
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

async function useRedisOrSay() {
  if (args['no-redis']) {
    results.notes.push('Redis mode skipped (--no-redis)');
    return false;
  }
  if (await redisAvailable()) return true;
  const msg = `Redis not reachable at ${REDIS_URL}: Redis-mode runs skipped`;
  results.notes.push(msg);
  log(msg);
  return false;
}

/**
 * The heavy path and the batch: embedded and Redis mode side by side (both up, loaded one at a time),
 * result cache off. The calendar's modes take turns with the bare BullMQ round trip (the baseline of
 * target c), the batch's with the same batches computed in this process (the baseline of target d).
 * `full` adds shadbala and kundali/full.
 */
async function heavyRuns(out, mem, { full = true } = {}) {
  const useRedis = await useRedisOrSay();
  const before = useRedis ? await redisMemory(null).catch(() => null) : null;
  const servers = [];
  let bare = null;
  let inproc = null;
  try {
    servers.push(['embedded', await startApi({ label: 'heavy-embedded', env: { CACHE_TTL_SECONDS: '0' } })]);
    if (useRedis) {
      servers.push(['redis', await startApi({ label: 'heavy-redis', redis: true, env: { CACHE_TTL_SECONDS: '0' } })]);
      bare = await startBareBullmq();
    }
    const cal = await interleavedRuns([...servers, ...(bare ? [['bullmq_bare', bare]] : [])], 'calendar', CAL_N, 'moon calendar 400 d');
    const per = Math.max(1, Math.ceil(BATCH_N / BLOCKS));
    const list = batchList(per * BLOCKS);
    inproc = await inProcessBatch(list);
    const batchModes = [...servers.map(([mode, s]) => [mode, httpMode(s, 'batch', `batch:${mode}`, list)]), ['inprocess', inproc]];
    const batch = await interleavedRuns(batchModes, 'batch', BATCH_N, 'batch 50 × natal');
    batch.inprocess.parts = inproc.parts();
    if (bare) out.bullmq_bare = cal.bullmq_bare;
    out.batch_inprocess = batch.inprocess;
    const sb = full ? await interleavedRuns(servers, 'shadbala', CAL_N, 'shadbala') : null;
    const kf = full ? await interleavedRuns(servers, 'kundali-full', CAL_N, 'kundali/full') : null;
    for (const [mode, s] of servers) {
      out[`calendar_${mode}`] = cal[mode];
      out[`batch_${mode}`] = batch[mode];
      if (sb) out[`shadbala_${mode}`] = sb[mode];
      if (kf) out[`kundaliFull_${mode}`] = kf[mode];
      recordMem(`heavy_${mode}`, s, mem);
      if (mode === 'redis') {
        mem.redis = await redisMemory(s.prefix).catch((e) => ({ error: e.message }));
        if (before) mem.redis.usedMemoryBeforeMiB = before.usedMemoryMiB;
        log(`Redis after the runs: ${JSON.stringify(mem.redis)}`);
      }
    }
  } finally {
    for (const [, s] of servers) await stopServer(s);
    await bare?.stop();
    await inproc?.stop();
  }
}

async function partHeavy() {
  await heavyRuns(results.heavy, results.memory);
}

/**
 * Issue 20's targets only, `--runs` times over, each run on fresh servers: (a) natal against the no-op
 * (interleaved, as in partThroughput) and (b) the natal web process's RSS after that load; (c) the
 * calendar's queue overhead against the bare BullMQ round trip and (d) the batch against the same
 * batches in-process (as in partHeavy, without shadbala and kundali/full).
 */
async function partTargets() {
  results.targetRuns = [];
  for (let run = 1; run <= RUNS; run++) {
    log(`targets: run ${run} of ${RUNS}`);
    const set = { run, startedAt: new Date().toISOString(), loadAvgAtStart: loadavg().map((v) => Math.round(v * 100) / 100), throughput: {}, heavy: {}, memory: {} };
    const servers = [];
    try {
      const noop = await startNoop();
      servers.push(noop);
      const api = await startApi({ label: `targets-natal-${run}` });
      servers.push(api);
      Object.assign(set.throughput, await interleavedThroughput([
        ['noop', noop, 'noop'],
        ['natal_warn', api, 'natal'],
      ]));
      recordMem('noop', noop, set.memory);
      recordMem('natal_warn', api, set.memory);
    } finally {
      for (const s of servers) await stopServer(s);
    }
    await heavyRuns(set.heavy, set.memory, { full: false });
    set.targets = targetRatios(set);
    results.targetRuns.push(set);
    log(`targets run ${run}: ${targetLine(set.targets)}`);
  }
}

// ---------------------------------------------------------------------------------------------------
// Report

const f = (v, d = 2) => (v === null || v === undefined ? '—' : Number(v).toFixed(d));

function verdict(ok) {
  return ok ? 'met' : 'MISSED';
}

const rd = (v, d = 3) => (v === null || v === undefined || Number.isNaN(v) ? null : Math.round(v * 10 ** d) / 10 ** d);
/** The RSS target: 250 MB, read as MiB like every memory figure of this bench (250 MiB = 262 MB). */
const RSS_TARGET_MIB = 250;

/**
 * Issue 20's targets, as ratios of figures from the same run: (a) natal req/s ÷ no-op req/s ≥ 0.45;
 * (b) the natal web process's VmRSS after that load ≤ 250 MiB; (c) the calendar's queue overhead (Redis
 * mode p50 − embedded p50) ≤ 2 × the bare BullMQ round trip p50; (d) a 50-item natal batch's p50
 * ≤ 2 × the same batches computed and serialised in-process on one thread (p50), embedded and Redis.
 */
function targetRatios({ throughput: t = {}, heavy: h = {}, memory: m = {} }) {
  const out = {};
  if (t.natal_warn && t.noop) {
    const ratio = t.natal_warn.reqPerSec / t.noop.reqPerSec;
    out.a = { natalReqPerSec: t.natal_warn.reqPerSec, noopReqPerSec: t.noop.reqPerSec, ratio: rd(ratio), target: '>= 0.45', met: ratio >= 0.45 };
  }
  const rss = m.natal_warn?.web?.rssMiB;
  if (rss !== null && rss !== undefined) out.b = { rssMiB: rss, peakRssMiB: m.natal_warn.web.peakRssMiB, target: `<= ${RSS_TARGET_MIB} MiB`, met: rss <= RSS_TARGET_MIB };
  if (h.calendar_embedded && h.calendar_redis && h.bullmq_bare) {
    const overhead = h.calendar_redis.latencyMs.p50 - h.calendar_embedded.latencyMs.p50;
    const bare = h.bullmq_bare.latencyMs.p50;
    out.c = { overheadMs: rd(overhead), bareRoundTripMs: bare, ratio: rd(overhead / bare), target: '<= 2', met: overhead <= 2 * bare };
  }
  const base = h.batch_inprocess?.latencyMs.p50;
  for (const mode of ['embedded', 'redis']) {
    const b = h[`batch_${mode}`];
    if (b && base) out[`d_${mode}`] = { batchP50Ms: b.latencyMs.p50, inProcessP50Ms: base, ratio: rd(b.latencyMs.p50 / base), target: '<= 2', met: b.latencyMs.p50 <= 2 * base };
  }
  return out;
}

const pm = (ok) => (ok ? 'PASS' : 'MISS');
/** One line per run: each target's figures, ratio and PASS/MISS. */
function targetLine(tg) {
  const parts = [];
  if (tg.a) parts.push(`(a) natal ${f(tg.a.natalReqPerSec, 0)} / no-op ${f(tg.a.noopReqPerSec, 0)} req/s = ${f(tg.a.ratio)} (≥ 0.45 ${pm(tg.a.met)})`);
  if (tg.b) parts.push(`(b) web RSS ${f(tg.b.rssMiB, 1)} MiB (≤ ${RSS_TARGET_MIB} ${pm(tg.b.met)})`);
  if (tg.c) parts.push(`(c) queue adds ${f(tg.c.overheadMs)} ms / bare BullMQ ${f(tg.c.bareRoundTripMs)} ms = ${f(tg.c.ratio)}× (≤ 2× ${pm(tg.c.met)})`);
  for (const mode of ['embedded', 'redis']) {
    const d = tg[`d_${mode}`];
    if (d) parts.push(`(d ${mode}) batch ${f(d.batchP50Ms)} ms / in-process ${f(d.inProcessP50Ms)} ms = ${f(d.ratio)}× (≤ 2× ${pm(d.met)})`);
  }
  return parts.join(' · ');
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
  const tr = targetRatios({ throughput: t, heavy: h, memory: results.memory });
  row('GET calendar 400 d, embedded', ce);
  if (cr) {
    const d99 = ce ? cr.latencyMs.p99 - ce.latencyMs.p99 : null;
    row('GET calendar 400 d, Redis (BullMQ)', cr, tr.c ? `queue adds ${f(tr.c.overheadMs)} ms p50, ${f(d99)} ms p99: ${f(tr.c.ratio)}× the bare round trip (target ≤ 2×: ${verdict(tr.c.met)})` : '');
  }
  row('bare BullMQ add → completed (own Queue + Worker)', h.bullmq_bare, 'baseline of the queue overhead (no HTTP)');
  row('batch 50 × natal, in-process, one thread', h.batch_inprocess, 'baseline: parse, validate, compute, serialise');
  if (h.batch_embedded) row('POST /v1/batch 50 × natal, embedded', h.batch_embedded, tr.d_embedded ? `${f(tr.d_embedded.ratio)}× in-process (target ≤ 2×: ${verdict(tr.d_embedded.met)})` : '');
  if (h.batch_redis) row('POST /v1/batch 50 × natal, Redis', h.batch_redis, tr.d_redis ? `${f(tr.d_redis.ratio)}× in-process (target ≤ 2×: ${verdict(tr.d_redis.met)})` : '');
  Object.assign(targets, tr);
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
  if (Object.keys(tr).length) out.push('', `issue 20 targets (same run): ${targetLine(tr)}`);
  const runs = results.targetRuns ?? [];
  if (runs.length) {
    out.push('', `issue 20 targets, ${runs.length} run(s), ${FIXED ? 'the FIXED birth' : `random births (seed ${SEED})`}; ratios of figures from the same run:`);
    for (const r of runs) out.push(`  run ${r.run} (${r.startedAt.slice(11, 19)}, load ${r.loadAvgAtStart[0]}): ${targetLine(r.targets)}`);
    const keys = [...new Set(runs.flatMap((r) => Object.keys(r.targets)))];
    out.push(`  met: ${keys.map((k) => `${k} ${runs.filter((r) => r.targets[k]?.met).length}/${runs.length}`).join(', ')}`);
  }
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
    births: FIXED ? `fixed ${JSON.stringify(FIXED_BIRTH)}` : `random, seed ${SEED}`,
    settings: { runs: RUNS, duration: DURATION, warmup: WARMUP, connections: CONNECTIONS, calendarRequests: CAL_N, batchRequests: BATCH_N, blocks: BLOCKS },
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
  if (want('targets')) await partTargets();
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
