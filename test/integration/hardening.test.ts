/**
 * Hostile cases of issue 25 (items 2, 3, 5, 6, 7): each was answered wrong before its fix (a 500, a bare
 * status line, seconds of web-thread time, another account's latency), and is held here.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp as raw } from '../helpers/raw-http.js';
import { NYC_BIRTH, post, get, startTestServer, type TestServer } from '../helpers/server.js';

/** `[[[…1…]]]` nested `depth` deep. */
const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('no recursion on untrusted depth, no lookups by inherited names (issue 25, item 3)', () => {
  let s: TestServer;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer({ env: { BULK_MAX_ITEMS: '300', WEBHOOK_ALLOW_PRIVATE: 'true' } });
    ({ key } = await s.newKey({ monthlyQuota: 10_000 }));
  });
  afterAll(async () => s.close());

  it('a body nested 5,000 deep on /v1/batch and /v1/jobs with an Idempotency-Key is a 400 naming the depth, not a 500', async () => {
    const deep = nested(5000);
    for (const [path, body] of [
      ['/v1/batch', `{"requests":[{"path":"/v1/natal","body":{"x":${deep}}}]}`],
      ['/v1/jobs', `{"requests":[{"path":"/v1/natal","body":{"x":${deep}}}]}`],
      ['/v1/natal', `{"date":"1990-05-15T14:30:00","lat":1,"lng":2,"x":${deep}}`],
    ]) {
      const r = await post(s.url, path, body, key, { 'idempotency-key': `deep-${path}` });
      expect([r.status, r.body.error], path).toEqual([400, 'VALIDATION_ERROR']);
      expect(r.body.message, path).toMatch(/nested deeper than 64/);
    }
    // a deep body that is not even a valid job is refused the same way, before any walk over it
    const arr = await post(s.url, '/v1/jobs', nested(200_000), key, { 'idempotency-key': 'deep-array' });
    expect([arr.status, arr.body.error]).toEqual([400, 'VALIDATION_ERROR']);
    // the usual depth of a real call still passes
    expect((await post(s.url, '/v1/batch', { requests: [{ path: '/v1/natal', body: NYC_BIRTH }] }, key, { 'idempotency-key': 'shallow' })).status).toBe(200);
  });

  it('GET /docs/assets/<a built-in property name> is a 404, not a 500', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__', 'isPrototypeOf']) {
      const r = await fetch(`${s.url}/docs/assets/${name}`);
      expect(r.status, name).toBe(404);
      await r.text();
    }
    expect((await fetch(`${s.url}/docs/assets/docs.css`)).status).toBe(200);
  });
});

/** Median of a list of numbers. */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The latency of one natal call (ms). */
async function natalMs(url: string, key: string): Promise<number> {
  const t0 = performance.now();
  const r = await post(url, '/v1/natal', NYC_BIRTH, key);
  expect(r.status).toBe(200);
  return performance.now() - t0;
}

describe('huge item arrays are refused cheaply, and big validation stays off the web thread (issue 25, item 2)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s.close());

  it('a ~12 MB {"requests":[0,0,…]} is refused (400 BATCH_TOO_LARGE) fast, and another account\'s natal holds while 6 are sent', async () => {
    const flooder = await s.newKey({ monthlyQuota: 100_000 });
    const other = await s.newKey({ monthlyQuota: 100_000 });
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push(await natalMs(s.url, other.key));
    // The six 12 MB bodies (6,000,001 items each) are sent by another process, as an attacker would: sent
    // from this one, the client's own work on them would hold this thread too.
    const script = `const huge = '{"requests":[' + '0,'.repeat(6000000) + '0]}'; const t0 = performance.now();
      Promise.all(Array.from({ length: 6 }, async () => {
        const r = await fetch(process.argv[1] + '/v1/jobs', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': process.argv[2] }, body: huge });
        const b = await r.json();
        return { status: r.status, error: b.error, ms: performance.now() - t0 };
      })).then((x) => console.log(JSON.stringify(x)));`;
    const child = spawn(process.execPath, ['-e', script, s.url, flooder.key], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    let done = false;
    const exited = new Promise((r) => child.on('exit', r)).finally(() => (done = true));
    const during: number[] = [];
    while (!done || during.length < 5) during.push(await natalMs(s.url, other.key));
    await exited;
    const refused = JSON.parse(out) as { status: number; error: string; ms: number }[];
    expect(refused).toHaveLength(6);
    for (const r of refused) expect([r.status, r.error]).toEqual([400, 'BATCH_TOO_LARGE']);
    // Before the fix each body was parsed and validated whole on the web thread (about 2 s each, seconds of
    // waiting for a call that came in meanwhile); now it is refused after its first 20 KB and the rest is
    // drained unread. Generous bounds: the machine is shared.
    console.log(`huge bodies refused in ${refused.map((r) => r.ms.toFixed(0)).join(', ')} ms; natal alone ${median(alone).toFixed(1)} ms, during ${median(during).toFixed(1)} ms median, max ${Math.max(...during).toFixed(0)} ms`);
    expect(Math.max(...during)).toBeLessThan(2_000);
    const one = await post(s.url, '/v1/batch', `{"requests":[${'{},'.repeat(50)}{}]}`, flooder.key);
    expect([one.status, one.body.error, one.body.message]).toEqual([400, 'BATCH_TOO_LARGE', 'A batch holds at most 50 requests; got more']);
  }, 60_000);

  it('a job of 10,000 items is validated in slices between other requests: another account\'s natal is not held up for its whole validation', async () => {
    const sender = await s.newKey({ monthlyQuota: 100_000 });
    const other = await s.newKey({ monthlyQuota: 100_000 });
    // items that fail validation (lat out of range): all the work is the validation, nothing runs on the pool
    const body = { requests: Array.from({ length: 10_000 }, (_, i) => ({ path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 100 + (i % 50), lng: 1 } })) };
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push(await natalMs(s.url, other.key));
    let done = false;
    const t0 = performance.now();
    let jobMs = 0;
    const job = post(s.url, '/v1/jobs', body, sender.key).finally(() => {
      done = true;
      jobMs = performance.now() - t0;
    });
    const during: number[] = [];
    while (!done) during.push(await natalMs(s.url, other.key));
    const r = await job;
    expect(r.status).toBe(202);
    console.log(`10,000-item job answered in ${jobMs.toFixed(0)} ms; natal alone ${median(alone).toFixed(1)} ms, during: ${during.map((x) => x.toFixed(0)).join(' ')} ms`);
    // Validated in one piece, the 10,000 items held the thread for nearly all of the job's answer time,
    // and a natal call sent meanwhile waited for all of it; in slices, calls are answered in between.
    expect(during.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...during)).toBeLessThan(jobMs / 2);
  }, 60_000);
});

describe('the HTTP layer (issue 25, item 6)', () => {
  let s: TestServer;
  let key: string;
  beforeAll(async () => {
    s = await startTestServer();
    ({ key } = await s.newKey({ monthlyQuota: 1000 }));
  });
  afterAll(async () => s.close());

  const envelope = (body: string) => JSON.parse(body) as { success: boolean; error: string; message: string };

  it('a slow client gets its 408 within a second of the headers timeout (Node checks every 30 s by default: 20 s became ~36 s)', async () => {
    const { createServer } = await import('node:http');
    const { hardenServer } = await import('../../api/http-server.js');
    const server = createServer((_req, res) => res.end('ok'));
    // as api/runtime.ts does: hardened in the same turn as listen(), before it is listening
    hardenServer(server.listen(0, '127.0.0.1'), { headersTimeoutMs: 2_000 });
    await new Promise((r) => server.once('listening', r));
    const address = server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const t0 = performance.now();
      const r = await raw(url, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n', 15_000);
      const ms = performance.now() - t0;
      expect([r.status, envelope(r.body).error]).toEqual([408, 'REQUEST_TIMEOUT']);
      expect(ms).toBeGreaterThanOrEqual(1_900);
      expect(ms).toBeLessThan(2_000 + 2_500);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  }, 20_000);

  it('HTTP/0.9-style and HTTP/2.0 request lines are refused in the JSON envelope, and the connection closed', async () => {
    for (const bytes of ['GET /health\r\n\r\n', 'GET /health HTTP/2.0\r\nHost: x\r\n\r\n', 'GET /health HTTP/0.9\r\nHost: x\r\n\r\n']) {
      const r = await raw(s.url, bytes);
      expect(r.status, JSON.stringify(bytes)).toBeGreaterThanOrEqual(400);
      expect(r.head).toContain('connection: close');
      expect(r.head).toContain('content-type: application/json');
      const b = envelope(r.body);
      expect([b.success, b.error], JSON.stringify(bytes)).toEqual([false, r.status === 505 ? 'HTTP_VERSION_NOT_SUPPORTED' : 'MALFORMED_REQUEST']);
    }
    // HTTP/1.0 without Host is still HTTP
    expect((await raw(s.url, 'GET /health HTTP/1.0\r\n\r\n')).status).toBe(200);
  });

  it('a missing Host header (HTTP/1.1) is 400 and an unknown Expect is 417, both in the JSON envelope', async () => {
    const noHost = await raw(s.url, 'GET /health HTTP/1.1\r\n\r\n');
    expect([noHost.status, envelope(noHost.body).error]).toEqual([400, 'MALFORMED_REQUEST']);
    expect(envelope(noHost.body).message).toMatch(/Host/);
    expect(noHost.head).toContain('connection: close');
    const expect417 = await raw(s.url, `POST /v1/natal HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nContent-Length: 2\r\nExpect: the-unexpected\r\n\r\n{}`);
    expect([expect417.status, envelope(expect417.body).error]).toEqual([417, 'EXPECTATION_FAILED']);
    expect(expect417.head).toContain('content-type: application/json');
    // Expect: 100-continue still works
    const cont = await raw(s.url, `POST /v1/natal HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: ${JSON.stringify(NYC_BIRTH).length}\r\nExpect: 100-continue\r\n\r\n${JSON.stringify(NYC_BIRTH)}`);
    expect(cont.head).toContain('100 continue');
    expect(cont.body).toContain('HTTP/1.1 200 OK');
  });

  it('an error answer stays small: a long path is cut to 200 characters, 80,000 unknown keys are named up to 10 "and N more"', async () => {
    const long = `/v1/${'a'.repeat(8_000)}`;
    for (const r of [await get(s.url, long, key), await post(s.url, long, {}, key), await get(s.url, `/${'b'.repeat(8_000)}`)]) {
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body).length).toBeLessThan(400);
    }
    const many: Record<string, number> = { ...NYC_BIRTH };
    for (let i = 0; i < 80_000; i++) many[`k${i}`] = 1;
    const direct = await post(s.url, '/v1/natal', many, key);
    expect([direct.status, direct.body.error]).toEqual([400, 'VALIDATION_ERROR']);
    expect(JSON.stringify(direct.body).length).toBeLessThan(2_000);
    expect(direct.body.details[0].message).toBe('unknown field(s): k0, k1, k2, k3, k4, k5, k6, k7, k8, k9 and 79990 more');
    // inside a batch item and a job's envelope too (zod's own message would list every key)
    const item: Record<string, unknown> = { path: '/v1/natal', body: NYC_BIRTH };
    for (let i = 0; i < 50_000; i++) item[`k${i}`] = 1;
    const inBatch = await post(s.url, '/v1/batch', { requests: [item] }, key);
    expect(inBatch.status).toBe(200);
    expect(JSON.stringify(inBatch.body).length).toBeLessThan(2_000);
    const envelopeKeys: Record<string, unknown> = { requests: [] };
    for (let i = 0; i < 50_000; i++) envelopeKeys[`k${i}`] = 1;
    const job = await post(s.url, '/v1/jobs', envelopeKeys, key);
    expect(job.status).toBe(400);
    expect(JSON.stringify(job.body).length).toBeLessThan(2_000);
  });

  it('with TRUST_PROXY the rightmost X-Forwarded-Proto (the one our proxy added) is the scheme, not the leftmost', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
    try {
      const hsts = async (proto: string) => (await get(proxied.url, '/health', undefined, { 'x-forwarded-proto': proto })).headers.get('strict-transport-security');
      expect(await hsts('https')).not.toBeNull();
      expect(await hsts('http')).toBeNull();
      expect(await hsts('https, http')).toBeNull(); // the client wrote "https", the proxy saw http
      expect(await hsts('http,https')).not.toBeNull();
      expect(await hsts('https, gopher')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});

describe('fairness between accounts on the pool (issue 25, item 7)', () => {
  let s: TestServer;
  beforeAll(async () => {
    // results not cached, so every flooding call computes; 2 threads, so an account's share is 1 while others wait
    s = await startTestServer({ env: { POOL_THREADS: '2', CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => s.close());

  async function shadbalaMs(key: string, i: number): Promise<number> {
    const t0 = performance.now();
    const r = await post(s.url, '/v1/shadbala', { ...NYC_BIRTH, date: `1991-0${1 + (i % 9)}-15T10:00:00` }, key);
    expect(r.status).toBe(200);
    return performance.now() - t0;
  }

  it('one account flooding /v1/kundali/full on 30 connections leaves another account\'s shadbala a fraction of the flooder\'s latency, near its own idle time', async () => {
    const flooder = await s.newKey({ monthlyQuota: 1_000_000 });
    const other = await s.newKey({ monthlyQuota: 1_000_000 });
    const alone: number[] = [];
    for (let i = 0; i < 8; i++) alone.push(await shadbalaMs(other.key, i));
    // the flood comes from another process (its client work would otherwise load this thread too), until stopped
    const script = `const [url, key] = process.argv.slice(1);
      for (let c = 0; c < 30; c++) (async () => {
        for (let i = 0; ; i++) {
          const r = await fetch(url + '/v1/kundali/full', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key },
            body: JSON.stringify({ date: '19' + (50 + (c % 40)) + '-0' + (1 + (i % 9)) + '-1' + (i % 10) + 'T12:00:00', lat: 28.6, lng: 77.2 }) });
          await r.arrayBuffer();
          if (r.status !== 200) { console.log('status ' + r.status); process.exit(1); }
        }
      })();`;
    const child = spawn(process.execPath, ['-e', script, s.url, flooder.key], { stdio: ['ignore', 'inherit', 'inherit'] });
    const during: number[] = [];
    const floods: number[] = [];
    try {
      // the flood under way: the pool's queue holds the flooder's calls
      for (let t = 0; t < 100; t++) {
        const p = s.dispatcher.status().detail.pool as { queued: number; fair?: { waiting: number } };
        if (p.queued + (p.fair?.waiting ?? 0) >= 20) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      for (let i = 0; i < 12; i++) {
        during.push(await shadbalaMs(other.key, i));
        // a flooder's call at the same moment, for comparison
        const t0 = performance.now();
        await post(s.url, '/v1/kundali/full', { ...NYC_BIRTH, date: `1999-0${1 + (i % 9)}-15T10:00:00` }, flooder.key);
        floods.push(performance.now() - t0);
      }
    } finally {
      child.kill();
    }
    console.log(`shadbala alone ${median(alone).toFixed(1)} ms; during the flood ${median(during).toFixed(1)} ms median (${during.map((x) => x.toFixed(0)).join(' ')}); the flooder's own kundali/full ${median(floods).toFixed(0)} ms median`);
    // Before: the other account's call queued behind the flooder's 30, as slow as the flooder's own calls
    // (25 ms -> 1.1 s). Fair: it waits for at most the one flooder task already running on a thread, so it
    // is a fraction of the flooder's own latency (measured in the same moments, so a slow machine slows
    // both), and it stays near its idle time (a loose bound: the running kundali/full it may wait for
    // takes several times a shadbala on its own; CI once saw 4.2x).
    expect(median(during)).toBeLessThan(median(floods) / 3);
    expect(median(during)).toBeLessThan(10 * Math.max(median(alone), 10));
  }, 60_000);
});
