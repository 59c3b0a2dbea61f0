/**
 * Helpers for the benches (run.mjs, scale.mjs, soak.mjs): child processes that are always killed, free
 * ports, readiness polling, an autocannon wrapper that also keeps every 2xx latency sample (autocannon's
 * own histogram has 1 ms resolution, too coarse for sub-millisecond differences), percentiles, RSS from
 * /proc, and the local Redis (is it up, drop a bench's key prefix).
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';

export const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
export const ROOT = dirname(BENCH_DIR);
/** The Redis the benches use (only a local one: they delete keys under their own random prefix). */
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** The key a fresh API prints at start (embedded defaults: a trial key for the first account). */
export const KEY_RE = /ak_[A-Za-z0-9]{40}/;

// ---------------------------------------------------------------------------------------------------
// Child processes

const children = new Set();
const tempDirs = new Set();

/** A minimal, explicit environment: nothing from the caller's shell (REDIS_URL, MONGODB_URL…) leaks in. */
function baseEnv() {
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp' };
  for (const k of ['TMPDIR', 'LANG']) if (process.env[k]) env[k] = process.env[k];
  return env;
}

export function makeTempDir(label) {
  const dir = mkdtempSync(join(tmpdir(), `orrery-bench-${label}-`));
  tempDirs.add(dir);
  return dir;
}

/**
 * Starts `node <args>` with stdout+stderr going to `logFile` (a file, so a chatty LOG_LEVEL=info
 * server never blocks on a pipe and the bench process spends no CPU draining it). `ipc`: with a
 * message channel (child.send / process.send).
 */
export function startChild(name, args, env, logFile, { ipc = false } = {}) {
  const fd = openSync(logFile, 'w');
  let child;
  try {
    child = spawn(process.execPath, args, { cwd: ROOT, env: { ...baseEnv(), ...env }, stdio: ['ignore', fd, fd, ...(ipc ? ['ipc'] : [])] });
  } finally {
    closeSync(fd);
  }
  const info = { name, child, pid: child.pid, logFile, exited: false, exitCode: null, signal: null };
  info.exitPromise = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      info.exited = true;
      info.exitCode = code;
      info.signal = signal;
      children.delete(info);
      resolve();
    });
  });
  child.on('error', () => {});
  children.add(info);
  return info;
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stopChild(info, graceMs = 12_000) {
  if (!info || info.exited) return;
  try {
    info.child.kill('SIGTERM');
  } catch {
    /* already gone */
  }
  const timer = setTimeout(() => {
    try {
      info.child.kill('SIGKILL');
    } catch {
      /* already gone */
    }
  }, graceMs);
  await info.exitPromise;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stopChild(c, 5_000)));
}

/** A directory that goes with the temp dirs (at the end, on error and on Ctrl-C). */
export function removeLater(dir) {
  tempDirs.add(dir);
}

export function removeTempDirs() {
  for (const d of tempDirs) rmSync(d, { recursive: true, force: true });
  tempDirs.clear();
}

// Last line of defence: whatever happens, no child outlives the bench.
process.on('exit', () => {
  for (const c of children) {
    try {
      c.child.kill('SIGKILL');
    } catch {
      /* gone */
    }
  }
});
const cleanups = new Set();
/** An async clean-up to run if the bench is interrupted (e.g. removing its Redis keys). */
export function onInterrupt(fn) {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    process.stderr.write(`\nbench: ${sig}, stopping child processes…\n`);
    stopAll()
      .then(() => Promise.allSettled([...cleanups].map((fn) => fn())))
      .finally(() => {
        removeTempDirs();
        process.exit(130);
      });
  });
}

export function logTail(info, lines = 20) {
  try {
    return readFileSync(info.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// ---------------------------------------------------------------------------------------------------
// Ports, readiness

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function assertAlive(info) {
  if (info.exited) {
    throw new Error(`${info.name} exited early (code ${info.exitCode}, signal ${info.signal}). Log tail:\n${logTail(info)}`);
  }
}

/** Waits until `re` matches the child's output; returns the match. */
export async function waitForOutput(info, re, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    assertAlive(info);
    if (existsSync(info.logFile)) {
      const m = re.exec(readFileSync(info.logFile, 'utf8'));
      if (m) return m;
    }
    await sleep(50);
  }
  throw new Error(`${info.name}: ${re} not seen in its output within ${timeoutMs} ms. Log tail:\n${logTail(info)}`);
}

/** Polls GET url until 200. */
export async function waitForHttp(info, url, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    assertAlive(info);
    try {
      const r = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await r.arrayBuffer();
      if (r.status === 200) return;
      last = `HTTP ${r.status}`;
    } catch (e) {
      last = e.message;
    }
    await sleep(100);
  }
  throw new Error(`${info.name}: ${url} not ready within ${timeoutMs} ms (${last}). Log tail:\n${logTail(info)}`);
}

// ---------------------------------------------------------------------------------------------------
// Memory

/** VmRSS / VmHWM of a pid, in MiB (Linux /proc). */
/**
 * CPU time (user + system, all threads) a process has used so far, in ms, from /proc/<pid>/stat
 * (clock ticks of 10 ms: measure over seconds, not single requests). null where /proc is missing.
 */
export function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // fields after the command name (which may hold spaces) start at ") "; utime and stime are 14 and 15
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return null;
  }
}

export function memOf(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => {
      const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(s);
      return m ? Number(m[1]) : null;
    };
    const mib = (v) => (v === null ? null : Math.round((v / 1024) * 10) / 10);
    return { rssMiB: mib(kb('VmRSS')), peakRssMiB: mib(kb('VmHWM')) };
  } catch {
    return { rssMiB: null, peakRssMiB: null };
  }
}

// ---------------------------------------------------------------------------------------------------
// Load

export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

const r3 = (v) => (v === null || v === undefined ? null : Math.round(v * 1000) / 1000);

/** Latency summary of 2xx samples (ms). */
export function latencyStats(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const n = sorted.length;
  return {
    mean: r3(n ? sorted.reduce((s, v) => s + v, 0) / n : null),
    p50: r3(percentile(sorted, 50)),
    p90: r3(percentile(sorted, 90)),
    p99: r3(percentile(sorted, 99)),
    max: r3(sorted[n - 1] ?? null),
  };
}

/**
 * One autocannon run. Returns req/s and latency percentiles computed from every 2xx sample (exact,
 * µs resolution), plus autocannon's own figures for cross-checking, and the samples themselves.
 */
export function cannon(opts) {
  return new Promise((resolve, reject) => {
    const samples = [];
    let bytes2xx = 0;
    const started = process.hrtime.bigint();
    const inst = autocannon({ timeout: 30, ...opts }, (err, res) => {
      if (err) return reject(err);
      const wallS = Number(process.hrtime.bigint() - started) / 1e9;
      const result = {
        connections: opts.connections,
        durationS: r3(wallS),
        requests: res.requests.total,
        ok2xx: samples.length,
        bytes2xx,
        non2xx: res.non2xx,
        errors: res.errors,
        timeouts: res.timeouts,
        // A fixed-amount run ends on autocannon's 1 s tick, so its wall time says nothing: no rate then.
        reqPerSec: opts.amount ? null : Math.round(res.requests.average * 10) / 10,
        latencyMs: latencyStats(samples),
        autocannon: { reqPerSecAvg: res.requests.average, p50: res.latency.p50, p99: res.latency.p99 },
      };
      Object.defineProperty(result, 'samples', { value: samples, enumerable: false });
      resolve(result);
    });
    inst.on('response', (_client, status, bytes, ms) => {
      if (status >= 200 && status < 300) {
        samples.push(ms);
        bytes2xx += bytes;
      }
    });
  });
}

/** Several fixed-amount runs of one scenario, pooled into one result. */
export function pool(runs) {
  const samples = runs.flatMap((r) => r.samples);
  const sum = (k) => runs.reduce((s, r) => s + r[k], 0);
  return {
    connections: runs[0].connections,
    blocks: runs.length,
    requests: sum('requests'),
    ok2xx: samples.length,
    bytesPerReq: samples.length ? Math.round(sum('bytes2xx') / samples.length) : null,
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    reqPerSec: null,
    latencyMs: latencyStats(samples),
  };
}

// ---------------------------------------------------------------------------------------------------
// Redis

/** Whether the local Redis answers; throws when BENCH_REDIS_URL names another host. */
export async function redisAvailable() {
  const host = new URL(REDIS_URL).hostname;
  if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(host)) throw new Error(`BENCH_REDIS_URL must be local, got ${host}`);
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1500, retryStrategy: () => null });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Removes the keys of a bench's queue prefix (only its own: the prefix is random). */
export async function dropRedisPrefix(prefix) {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await r.connect();
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await r.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------------
// Births: random (seeded, reproducible) or the one fixed birth of the older benches

/** The fixed birth every bench sent before issue 20 (kept for `--fixed-birth`). */
export const FIXED_BIRTH = Object.freeze({ date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 });

/** mulberry32: a small seeded PRNG, uniform in [0, 1). The same seed gives the same sequence. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seed derived from a base seed and a label (e.g. a scenario and block), so each stream is its own. */
export function subSeed(seed, label) {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const BIRTH_FROM = Date.UTC(1900, 0, 1);
const BIRTH_TO = Date.UTC(2101, 0, 1); // exclusive: any moment of 1900–2100
const r4 = (v) => Math.round(v * 1e4) / 1e4;

/**
 * A random birth as users send it: a local date and time anywhere in 1900–2100 (to the second), a place
 * at latitude −60..60 and longitude −180..180 (4 decimals). The API resolves the place's time zone.
 */
export function randomBirth(rnd) {
  const d = new Date(BIRTH_FROM + Math.floor(rnd() * (BIRTH_TO - BIRTH_FROM) / 1000) * 1000);
  return { date: d.toISOString().slice(0, 19), lat: r4(rnd() * 120 - 60), lng: r4(rnd() * 360 - 180) };
}

/**
 * A birth source: `next()` returns the next birth, random from `seed` (each call a new one), or always
 * the fixed birth when `fixed` is set.
 */
export function births({ fixed = false, seed = 20 } = {}) {
  if (fixed) return { fixed: true, next: () => ({ ...FIXED_BIRTH }) };
  const rnd = prng(seed);
  return { fixed: false, next: () => randomBirth(rnd) };
}

/** A batch body of `n` natal items, each from the birth source. */
export function natalBatch(source, n = 50) {
  return { requests: Array.from({ length: n }, () => ({ path: '/v1/natal', body: source.next() })) };
}
