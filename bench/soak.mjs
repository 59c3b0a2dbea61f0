/**
 * `node bench/soak.mjs [--duration=600] [--window=60] [--connections=50]`: the soak of bench/README.md.
 *
 * Starts the deployed shape from dist/ (a web process and a worker process, Redis mode, result cache on)
 * and sends mixed traffic for --duration seconds from --connections keep-alive connections, each sending
 * its next request as soon as the last is answered. Every request picks, at random:
 *   - one of the registry's endpoints (all of them, GET and POST), with its documented example whose dates
 *     are all moved by the same random number of days (so most calls are computed, not cached; one in
 *     five is the example itself and exercises the cache), in a random one of the 21 languages one time
 *     in three;
 *   - or, one time in 20, POST /v1/batch of 5 random batchable calls; one in 100, GET /v1/usage; one in
 *     200, POST /v1/jobs of 10 items, and one in 100 GET /v1/jobs/:id of a job made earlier.
 *
 * Each --window seconds it prints the window's requests, throughput, p50/p99 latency and the RSS of the
 * web and the worker process (the highest of its samples, one a second). Pass criteria (exit 1
 * otherwise): zero errors (every answer 2xx or one of DOCUMENTED_REFUSALS, no socket error), every window's p99 at most 2x the first
 * window's, and RSS flat: each process's peak RSS in the last window at most 25 % above its peak in the
 * first window (the first window warms the heap and the JIT).
 * --warmup=S runs the same traffic for S seconds before the first window (errors still count): a short
 * run needs it, as the worker's RSS grows for about its first minute before it settles (CI: 60).
 * Results go to --out (default bench/results/soak.json). Needs Redis at BENCH_REDIS_URL.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  BENCH_DIR, KEY_RE, REDIS_URL, ROOT, dropRedisPrefix, freePort, latencyStats, logTail, makeTempDir, memOf, onInterrupt, removeTempDirs, startChild, stopAll, stopChild,
  waitForHttp, waitForOutput,
} from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '0' },
    window: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    seed: { type: 'string' },
    out: { type: 'string', default: join(BENCH_DIR, 'results', 'soak.json') },
  },
});
const DURATION_S = Number(args.duration);
const WINDOW_S = Number(args.window);
const CONNECTIONS = Number(args.connections);
const WARMUP_S = Number(args.warmup);
if (!(DURATION_S > 0 && WINDOW_S > 0 && WINDOW_S <= DURATION_S && CONNECTIONS > 0 && WARMUP_S >= 0)) {
  process.stderr.write('usage: node bench/soak.mjs [--duration=S] [--window=S <= duration] [--warmup=S] [--connections=N] [--seed=N] [--out=FILE]\n');
  process.exit(2);
}
const DIST = join(ROOT, 'dist');
const log = (m) => process.stderr.write(`[soak ${new Date().toISOString().slice(11, 19)}] ${m}\n`);

// A small seeded generator (mulberry32): a failing mix can be replayed with --seed.
const SEED = args.seed === undefined ? randomBytes(4).readUInt32LE() : Number(args.seed) >>> 0;
let state = SEED;
function rand() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (xs) => xs[Math.floor(rand() * xs.length)];

const { ENDPOINTS } = await import(join(DIST, 'shared', 'endpoints', 'registry.js'));
const { LANGUAGES: LANGS } = await import(join(DIST, 'shared', 'i18n', 'languages.js'));

const DATE_RE = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(?::\d{2})?)?$/;
/** The example with every date moved by `days` (the same shift keeps ranges and orders valid). */
function shifted(value, days) {
  if (typeof value === 'string') {
    const m = DATE_RE.exec(value);
    if (!m) return value;
    const d = new Date(Date.parse(`${m[1]}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    return d + (m[2] ?? '');
  }
  if (Array.isArray(value)) return value.map((v) => shifted(v, days));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shifted(v, days)]));
  return value;
}

/**
 * Answers that are not errors although not 2xx: the documented refusal of a chart for which the calculation
 * does not exist (Tara dasha starts from a planet in a kendra; a chart with none has no Tara dasha). The
 * example's dates are shifted at random, so now and then such a chart comes up. Counted and reported apart.
 */
const DOCUMENTED_REFUSALS = { 'POST /v1/dasha/tara': /"error":"UNPROCESSABLE","message":"Tara dasha starts from a planet in a kendra/ };
const refusedByLabel = new Map();

function callOf(ep) {
  const example = ep.examples[0].request;
  let input = rand() < 0.2 ? example : shifted(example, Math.floor(rand() * 3650));
  if (rand() < 1 / 3) input = { ...input, lang: pick(LANGS) };
  return { method: ep.method, path: ep.path, input };
}

const BATCHABLE = ENDPOINTS.filter((e) => e.batchable);
const jobIds = [];

function nextRequest() {
  const r = rand();
  if (r < 0.05) {
    const items = Array.from({ length: 5 }, () => {
      const c = callOf(pick(BATCHABLE));
      return c.method === 'GET' ? { method: 'GET', path: c.path, query: c.input } : { path: c.path, body: c.input };
    });
    return { label: 'POST /v1/batch', method: 'POST', path: '/v1/batch', body: { requests: items } };
  }
  if (r < 0.06) return { label: 'GET /v1/usage', method: 'GET', path: '/v1/usage' };
  if (r < 0.065) {
    const items = Array.from({ length: 10 }, () => ({ path: '/v1/natal', body: callOf(ENDPOINTS[0]).input }));
    return { label: 'POST /v1/jobs', method: 'POST', path: '/v1/jobs', body: { requests: items }, job: true };
  }
  if (r < 0.075 && jobIds.length) return { label: 'GET /v1/jobs/:id', method: 'GET', path: `/v1/jobs/${pick(jobIds)}?limit=10` };
  const ep = pick(ENDPOINTS);
  const c = callOf(ep);
  if (c.method === 'GET') {
    const q = new URLSearchParams(Object.entries(c.input).map(([k, v]) => [k, String(v)]));
    return { label: `GET ${ep.path}`, method: 'GET', path: `${ep.path}?${q}` };
  }
  return { label: `POST ${ep.path}`, method: 'POST', path: ep.path, body: c.input };
}

// ------------------------------------------------------------------ processes

const BIG = { QUOTA_TRIAL: '1000000000', TRIAL_CAP: '1000000000', RATE_LIMIT_PER_SECOND: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' };


const dir = makeTempDir('soak');
const prefix = `soak-${randomBytes(6).toString('hex')}`;
const port = await freePort();
const METRICS_TOKEN = randomBytes(16).toString('hex');
const env = { ...BIG, DATA_DIR: dir, REDIS_URL, QUEUE_PREFIX: prefix, CACHE_TTL_SECONDS: '3600', METRICS_TOKEN };
const forget = onInterrupt(() => dropRedisPrefix(prefix));
let worker;
let web;
let exitCode = 1;
try {
  worker = startChild('worker', [join(DIST, 'worker', 'main.js')], { ...env, PORT: '0', LOG_LEVEL: 'info' }, join(dir, 'worker.log'));
  await waitForOutput(worker, /worker role started/);
  web = startChild('web', [join(DIST, 'api', 'server.js')], { ...env, PORT: String(port), WEB_CONCURRENCY: '1' }, join(dir, 'web.log'));
  const key = (await waitForOutput(web, KEY_RE))[0];
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(web, `${base}/ready`);
  log(`seed ${SEED}; web pid ${web.pid}, worker pid ${worker.pid}; ${CONNECTIONS} connections for ${DURATION_S} s, windows of ${WINDOW_S} s`);

  // ---------------------------------------------------------------- load
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const send = (req) => new Promise((resolve) => {
    const body = req.body === undefined ? undefined : JSON.stringify(req.body);
    const headers = { 'x-api-key': key, ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) };
    const t0 = performance.now();
    const r = request(`${base}${req.path}`, { method: req.method, agent, headers, timeout: 60_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0, text: Buffer.concat(chunks).toString() }));
      res.on('error', (e) => resolve({ status: 0, ms: performance.now() - t0, text: e.message }));
    });
    r.on('timeout', () => r.destroy(new Error('client timeout (60 s)')));
    r.on('error', (e) => resolve({ status: 0, ms: performance.now() - t0, text: e.message }));
    r.end(body);
  });

  const windows = [];
  let current = { samples: [], errors: 0, requests: 0 };
  const errorsByLabel = new Map();
  const firstErrors = [];
  const byLabel = new Map();
  // The same traffic runs through --warmup seconds first, unmeasured except for errors (which count).
  const started = Date.now() + WARMUP_S * 1000;
  const deadline = started + DURATION_S * 1000;
  let nextWindowAt = started + WINDOW_S * 1000;
  let warmupErrors = 0;
  if (WARMUP_S > 0) {
    setTimeout(() => {
      warmupErrors = current.errors;
      current = { samples: [], errors: 0, requests: 0 };
      log(`warm-up done (${WARMUP_S} s, ${warmupErrors} errors); measuring`);
    }, WARMUP_S * 1000);
  }

  /** The web process's V8 heap in use and its GC time so far (its /metrics). */
  async function webHeap() {
    try {
      const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
      const heap = Number(/^orrery_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]);
      const gc = [...text.matchAll(/^orrery_nodejs_gc_duration_seconds_sum\{[^}]*\} (\S+)$/gm)].reduce((s, m) => s + Number(m[1]), 0);
      return { heapUsedMiB: Math.round((heap / 2 ** 20) * 10) / 10, gcSeconds: Math.round(gc * 100) / 100 };
    } catch {
      return { heapUsedMiB: null, gcSeconds: null };
    }
  }

  // RSS is sampled every second; a window keeps each process's highest sample (a sawtooth's peaks are
  // compared, not wherever the teeth happened to be at the window's end).
  const peaks = { web: 0, worker: 0 };
  const sampler = setInterval(() => {
    peaks.web = Math.max(peaks.web, memOf(web.pid).rssMiB ?? 0);
    peaks.worker = Math.max(peaks.worker, memOf(worker.pid).rssMiB ?? 0);
  }, 1000);

  const ticker = setInterval(async () => {
    if (Date.now() < nextWindowAt) return;
    nextWindowAt += WINDOW_S * 1000;
    const done = current;
    current = { samples: [], errors: 0, requests: 0 };
    const lat = latencyStats(done.samples);
    const w = {
      window: windows.length + 1, endS: Math.round((Date.now() - started) / 1000), requests: done.requests, errors: done.errors,
      reqPerSec: Math.round((done.requests / WINDOW_S) * 10) / 10, p50: lat.p50, p99: lat.p99, max: lat.max,
      webRssMiB: Math.max(peaks.web, memOf(web.pid).rssMiB ?? 0), workerRssMiB: Math.max(peaks.worker, memOf(worker.pid).rssMiB ?? 0),
    };
    peaks.web = 0;
    peaks.worker = 0;
    windows.push(w);
    Object.assign(w, await webHeap());
    log(`window ${w.window}: ${w.requests} requests (${w.reqPerSec}/s), ${w.errors} errors, p50 ${w.p50} ms, p99 ${w.p99} ms, RSS web ${w.webRssMiB} MiB, worker ${w.workerRssMiB} MiB; web heap ${w.heapUsedMiB} MiB, GC so far ${w.gcSeconds} s`);
  }, 200);

  async function connection() {
    while (Date.now() < deadline) {
      const req = nextRequest();
      const res = await send(req);
      current.requests++;
      const s = byLabel.get(req.label) ?? { n: 0, ms: 0 };
      s.n++;
      s.ms += res.ms;
      byLabel.set(req.label, s);
      const ok = res.status >= 200 && res.status < 300;
      if (!ok && res.status === 422 && DOCUMENTED_REFUSALS[req.label]?.test(res.text)) {
        refusedByLabel.set(req.label, (refusedByLabel.get(req.label) ?? 0) + 1);
      } else if (ok) {
        current.samples.push(res.ms);
        if (req.job) {
          const id = /"id":"(job_[A-Za-z0-9]+)"/.exec(res.text)?.[1];
          if (id && jobIds.length < 200) jobIds.push(id);
        }
      } else {
        current.errors++;
        errorsByLabel.set(req.label, (errorsByLabel.get(req.label) ?? 0) + 1);
        if (firstErrors.length < 10) firstErrors.push({ label: req.label, status: res.status, body: res.text.slice(0, 300) });
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, connection));
  // The last, possibly partial, window is counted if it holds at least half a window of traffic.
  await new Promise((r) => setTimeout(r, 250));
  clearInterval(ticker);
  clearInterval(sampler);
  agent.destroy();

  // ---------------------------------------------------------------- verdict
  const first = windows[0];
  const last = windows.at(-1);
  const totalErrors = windows.reduce((s, w) => s + w.errors, 0) + current.errors + warmupErrors;
  const worstP99Ratio = Math.max(...windows.map((w) => w.p99 / first.p99));
  const rssGrowth = {
    web: Math.round(((last.webRssMiB - first.webRssMiB) / first.webRssMiB) * 1000) / 10,
    worker: Math.round(((last.workerRssMiB - first.workerRssMiB) / first.workerRssMiB) * 1000) / 10,
  };
  const checks = {
    zeroErrors: totalErrors === 0,
    p99Within2x: worstP99Ratio <= 2,
    rssFlat: rssGrowth.web <= 25 && rssGrowth.worker <= 25,
    everyEndpointCalled: ENDPOINTS.every((e) => byLabel.has(`${e.method} ${e.path}`)),
  };
  const result = {
    machine: { date: new Date().toISOString(), node: process.version, cpu: cpus()[0]?.model, cores: cpus().length, memGiB: Math.round(totalmem() / 2 ** 30) },
    setup: { durationS: DURATION_S, windowS: WINDOW_S, warmupS: WARMUP_S, connections: CONNECTIONS, seed: SEED, web: 'WEB_CONCURRENCY=1', worker: 'POOL_THREADS=cores', redis: true },
    totals: { requests: windows.reduce((s, w) => s + w.requests, 0) + current.requests, errors: totalErrors, worstP99Ratio: Math.round(worstP99Ratio * 100) / 100, rssGrowthPct: rssGrowth },
    checks,
    windows,
    meanMsByCall: Object.fromEntries([...byLabel].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, { n: v.n, meanMs: Math.round((v.ms / v.n) * 10) / 10 }])),
    errorsByCall: Object.fromEntries(errorsByLabel),
    documentedRefusals: Object.fromEntries(refusedByLabel),
    firstErrors,
  };
  mkdirSync(dirname(args.out), { recursive: true });
  writeFileSync(args.out, `${JSON.stringify(result, null, 2)}\n`);
  log(`total ${result.totals.requests} requests, ${totalErrors} errors; worst p99 / first p99 = ${result.totals.worstP99Ratio}; RSS growth web ${rssGrowth.web} %, worker ${rssGrowth.worker} %`);
  for (const [k, v] of Object.entries(checks)) log(`${v ? 'PASS' : 'FAIL'} ${k}`);
  if (refusedByLabel.size) log(`documented refusals (not errors): ${JSON.stringify(Object.fromEntries(refusedByLabel))}`);
  if (firstErrors.length) log(`first errors: ${JSON.stringify(firstErrors, null, 1)}`);
  log(`results in ${args.out}`);
  exitCode = Object.values(checks).every(Boolean) ? 0 : 1;
} catch (e) {
  log(`soak failed: ${e.stack ?? e}`);
  if (web) log(`web log tail:\n${logTail(web)}`);
  if (worker) log(`worker log tail:\n${logTail(worker)}`);
} finally {
  if (web) await stopChild(web);
  if (worker) await stopChild(worker);
  await stopAll();
  await dropRedisPrefix(prefix).catch(() => {});
  forget();
  removeTempDirs();
}
process.exit(exitCode);
