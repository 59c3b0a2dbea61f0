/**
 * The typed client (client/): its generated types match the registry (drift), its calls work against the
 * real app (POST, GET with a query, batch, usage, errors, retries, headers), the example program runs,
 * and what must not compile does not (client/typecheck/type-errors.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { inspect } from 'node:util';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Orrery, OrreryError, verifyWebhookSignature } from '../../client/src/index.js';
import { signatureHeader } from '../../shared/jobs/webhook.js';
import { main as exampleMain } from '../../client/examples/natal.js';
// @ts-expect-error -- a plain .mjs script without declarations
import { renderSchema, SCHEMA_FILE, SCHEMA_NOW_MS, SCHEMA_VERSION } from '../../scripts/generate-client.mjs';
import { buildOpenApi } from '../../shared/endpoints/openapi.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('client/src/schema.ts is generated from the current registry', () => {
  it('regenerating it in-process gives the committed file', async () => {
    const fresh: string = await renderSchema(buildOpenApi(SCHEMA_VERSION, SCHEMA_NOW_MS));
    const committed = readFileSync(SCHEMA_FILE, 'utf8');
    if (fresh !== committed) {
      const a = committed.split('\n');
      const b = fresh.split('\n');
      const i = a.findIndex((line, n) => line !== b[n]);
      const where = i < 0 ? `line ${a.length + 1}` : `line ${i + 1}: committed ${JSON.stringify(a[i])}, registry ${JSON.stringify(b[i])}`;
      expect.fail(`client/src/schema.ts is stale (first difference at ${where}): run npm run client:generate`);
    }
  });

  it('does not depend on the day it is generated', async () => {
    const other: string = await renderSchema(buildOpenApi('9.9.9', Date.UTC(2031, 6, 15, 12)));
    expect(other === readFileSync(SCHEMA_FILE, 'utf8')).toBe(true);
  });
});

describe('the client against the real app', () => {
  let srv: TestServer;
  let key: string;
  let orrery: Orrery;
  beforeAll(async () => {
    srv = await startTestServer();
    key = (await srv.newKey({ monthlyQuota: 1000 })).key;
    orrery = new Orrery({ apiKey: key, baseUrl: `${srv.url}/` });
  });
  afterAll(async () => {
    await srv?.close();
  });

  it('POST: typed data, and the whole answer with meta, request id and quota', async () => {
    const natal = await orrery.post('/v1/natal', NYC_BIRTH);
    expect(natal.planets).toHaveLength(13);
    expect(natal.planets[0]).toMatchObject({ planet: 'Sun', signName: 'Taurus' });
    expect(natal.houses.houses).toHaveLength(12);

    const res = await orrery.postWithResponse('/v1/planets', { ...NYC_BIRTH, ayanamsa: 'lahiri' });
    expect(res.status).toBe(200);
    expect(res.data.planets.map((p) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    expect(res.meta?.ayanamsa?.name).toBe('lahiri');
    expect(res.meta?.timezone).toBe('America/New_York');
    expect(res.requestId).toMatch(/\S/);
    expect(res.quota).toMatchObject({ limit: 1000 });
    expect(res.quota!.remaining).toBeLessThan(1000);
    expect(res.quota!.resetAt.getUTCDate()).toBe(1);
    expect(res.rateLimit).toBeUndefined(); // the test server runs without a rate limit
  });

  it('GET with a query (numbers sent as their text)', async () => {
    const p = await orrery.get('/v1/vedic/panchanga', { date: '2026-06-01', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' });
    const direct = await get(srv.url, '/v1/vedic/panchanga?date=2026-06-01&lat=19.076&lng=72.8777&timezone=Asia%2FKolkata', key);
    expect(direct.status).toBe(200);
    expect(p).toEqual(direct.body.data);
    expect(p.date).toBe('2026-06-01');
    expect(p.panchanga.tithi.number).toBeGreaterThanOrEqual(1);

    const cal = await orrery.get('/v1/moon-phase/calendar', { from: '2027-01-01', to: '2027-03-01' });
    expect(cal.from).toMatch(/^2027-01-01/);
  });

  it('batch: one typed result per item, a failing item does not fail the batch', async () => {
    const res = await orrery.batchWithResponse([
      { path: '/v1/natal', body: NYC_BIRTH },
      { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-03-01' } },
      { path: '/v1/planets', body: { date: '1990-05-15T14:30:00', lat: 95, lng: 0 } },
    ]);
    expect(res.quota).toBeDefined();
    const [natal, calendar, bad] = res.data;
    expect(natal.ok && natal.data.planets[0].signName).toBe('Taurus');
    expect(calendar.ok && calendar.status).toBe(200);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.status).toBe(400);
      expect(bad.error).toBeInstanceOf(OrreryError);
      expect(bad.error.code).toBe('VALIDATION_ERROR');
      expect(bad.error.details?.map((d) => d.path)).toContain('lat');
    }
  });

  it('usage: the account\'s counts', async () => {
    const u = await orrery.usage();
    expect(u.plan).toBe('paid');
    expect(u.isCurrentPeriod).toBe(true);
    expect(u.byEndpoint.map((e) => e.endpoint)).toContain('/v1/natal');
    expect(u.quota.used).toBeGreaterThanOrEqual(5);
    const past = await orrery.usage('2025-01');
    expect(past).toMatchObject({ period: '2025-01', isCurrentPeriod: false });
    await expect(orrery.usage('2025-13')).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('bulk jobs: createJob, waitForJob with results, cancelJob, the webhook secret and its signature check', async () => {
    const job = await orrery.createJob(
      [
        { path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 } },
        { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-02-01' } },
      ],
      { idempotencyKey: 'client-job-1' },
    );
    expect(job.id).toMatch(/^job_/);
    const again = await orrery.createJob(
      [
        { path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 } },
        { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-02-01' } },
      ],
      { idempotencyKey: 'client-job-1' },
    );
    expect(again.id).toBe(job.id);
    const done = await orrery.waitForJob(job.id, { intervalMs: 50, timeoutMs: 20_000 });
    expect(done.status).toBe('completed');
    expect(done.results.items.map((i) => i.status)).toEqual([200, 200]);
    expect((await orrery.cancelJob(job.id)).refunded).toBe(0);
    const secret = await orrery.webhookSecret();
    expect(secret).toMatch(/^whsec_/);
    const body = '{"event":"job.completed"}';
    const header = signatureHeader(secret, 1_800_000_000, body);
    expect(await verifyWebhookSignature(header, secret, body, 300, 1_800_000_000_000)).toBe(true);
    expect(await verifyWebhookSignature(header, secret, `${body} `, 300, 1_800_000_000_000)).toBe(false);
    expect(await verifyWebhookSignature(header, secret, body, 300, 1_800_001_000_000)).toBe(false);
    await expect(orrery.getJob('job_unknown')).rejects.toMatchObject({ status: 404, code: 'JOB_NOT_FOUND' });
  });

  it('a missing field is an OrreryError 400 VALIDATION_ERROR with details and the request id', async () => {
    const err = await orrery.post('/v1/natal', { date: '1990-05-15T14:30:00', lat: 40.7 } as never).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OrreryError);
    const e = err as OrreryError;
    expect(e).toMatchObject({ name: 'OrreryError', status: 400, code: 'VALIDATION_ERROR', retryAfterSeconds: undefined });
    expect(e.message).toMatch(/\S/);
    expect(e.details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'lng' })]));
    expect(e.requestId).toMatch(/\S/);
  });

  it('a bad key is an OrreryError 401, and the key is never exposed', async () => {
    const badKey = 'ak_' + 'x'.repeat(40);
    const bad = new Orrery({ apiKey: badKey, baseUrl: srv.url });
    const e = (await bad.post('/v1/natal', NYC_BIRTH).catch((x: unknown) => x)) as OrreryError;
    expect(e).toBeInstanceOf(OrreryError);
    expect(e).toMatchObject({ status: 401, code: 'INVALID_API_KEY' });
    expect(e.requestId).toMatch(/\S/);
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- String(bad) is one of the ways a key could show
    for (const shown of [inspect(bad, { showHidden: true, depth: 5 }), JSON.stringify(bad), String(bad), inspect(e, { showHidden: true }), JSON.stringify(e), e.stack ?? '']) {
      expect(shown).not.toContain(badKey);
    }
    const v = await orrery.post('/v1/natal', { ...NYC_BIRTH, lat: 'x' } as never).catch((x: unknown) => x);
    expect(inspect(v, { showHidden: true })).not.toContain(key);
  });

  it('the key is sent as X-API-Key, and caller headers cannot replace it', async () => {
    const seen: Headers[] = [];
    const spy: typeof fetch = async (input, init) => {
      seen.push(new Headers(init?.headers));
      return fetch(input, init);
    };
    const c = new Orrery({ apiKey: key, baseUrl: srv.url, fetch: spy, headers: { 'X-API-Key': 'ak_other', 'X-Trace': 't1' } });
    await c.post('/v1/sun-sign', NYC_BIRTH, { headers: { Authorization: 'Bearer ak_other' } });
    expect(seen[0].get('x-api-key')).toBe(key);
    expect(seen[0].get('authorization')).toBeNull();
    expect(seen[0].get('x-trace')).toBe('t1');
  });

  it('the example program prints the signs, the ascendant and today\'s tithi', async () => {
    const lines: string[] = [];
    const today = new Date().toISOString().slice(0, 10);
    const r = await exampleMain({ baseUrl: srv.url, apiKey: key, print: (l) => lines.push(l) });
    // NYC 1990-05-15 14:30 EDT: Sun 24°39′ Taurus, Moon 0°31′ Aquarius, ascendant 19°27′ Virgo.
    const direct = await post(srv.url, '/v1/natal', NYC_BIRTH, key);
    expect(r).toMatchObject({ sun: 'Taurus', moon: 'Aquarius', ascendant: 'Virgo' });
    expect(r.moon).toBe(direct.body.data.planets[1].signName);
    expect(r.ascendant).toBe(direct.body.data.houses.houses[0].signName);
    const p = await get(srv.url, `/v1/vedic/panchanga?date=${today}&lat=19.076&lng=72.8777&timezone=Asia%2FKolkata`, key);
    expect(r.tithi.name).toBe(p.body.data.panchanga.tithi.name);
    expect(r.quotaRemaining).toBeTypeOf('number');
    expect(lines.join('\n')).toContain('Sun        Taurus 24°39′');
    expect(lines.join('\n')).toContain(`Ascendant  ${r.ascendant}`);
    expect(lines.join('\n')).toContain(`tithi ${r.tithi.name}`);
  });
});

describe('rate limits and retries', () => {
  let srv: TestServer;
  let key: string;
  beforeAll(async () => {
    srv = await startTestServer({ env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '1' } });
    key = (await srv.newKey()).key;
  });
  afterAll(async () => {
    await srv?.close();
  });

  it('a 429 RATE_LIMITED carries Retry-After; with retries on, the client waits and succeeds', async () => {
    const noRetry = new Orrery({ apiKey: key, baseUrl: srv.url });
    const first = await noRetry.postWithResponse('/v1/sun-sign', NYC_BIRTH);
    expect(first.rateLimit).toMatchObject({ limit: 1, remaining: 0 });
    const e = (await noRetry.post('/v1/sun-sign', NYC_BIRTH).catch((x: unknown) => x)) as OrreryError;
    expect(e).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(e.retryAfterSeconds).toBeGreaterThanOrEqual(1);

    // The test server's clock stands still unless moved: keep it on real time, so the bucket refills while the client waits.
    const realTime: typeof fetch = (input, init) => {
      srv.now.ms = Date.now();
      return fetch(input, init);
    };
    const retrying = new Orrery({ apiKey: key, baseUrl: srv.url, fetch: realTime, retry: { maxRetries: 3, maxDelayMs: 5000 } });
    const t0 = Date.now();
    const ok = await retrying.post('/v1/sun-sign', NYC_BIRTH);
    expect(ok).toBeDefined();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(500);

    // A Retry-After longer than maxDelayMs is thrown at once.
    const impatient = new Orrery({ apiKey: key, baseUrl: srv.url, retry: { maxRetries: 3, maxDelayMs: 100 } });
    await expect(impatient.post('/v1/sun-sign', NYC_BIRTH)).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  });
});

describe('the client without a server (stubbed fetch)', () => {
  const envelope = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'x-request-id': 'req_1', ...headers } });
  const unavailable = () => envelope(503, { success: false, error: 'SERVICE_UNAVAILABLE', message: 'retry shortly' }, { 'retry-after': '0' });
  const okNatal = () => envelope(200, { success: true, data: { planets: [] } });

  it('503: thrown with retryAfterSeconds by default, retried when asked', async () => {
    let calls = 0;
    const flaky: typeof fetch = async () => (++calls === 1 ? unavailable() : okNatal());
    const plain = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: flaky });
    await expect(plain.post('/v1/natal', NYC_BIRTH)).rejects.toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 0, requestId: 'req_1' });
    calls = 0;
    const retrying = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: flaky, retry: { maxRetries: 1 } });
    expect(await retrying.post('/v1/natal', NYC_BIRTH)).toEqual({ planets: [] });
    expect(calls).toBe(2);
  });

  it('a used-up quota is never retried', async () => {
    let calls = 0;
    const quota: typeof fetch = async () => {
      calls++;
      return envelope(429, { success: false, error: 'QUOTA_EXCEEDED', message: 'used up' }, { 'retry-after': '0' });
    };
    const c = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: quota, retry: { maxRetries: 3 } });
    await expect(c.post('/v1/natal', NYC_BIRTH)).rejects.toMatchObject({ status: 429, code: 'QUOTA_EXCEEDED' });
    expect(calls).toBe(1);
  });

  it('timeouts, network failures and non-envelope answers are OrreryErrors with status 0 or the HTTP status', async () => {
    const hang: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const slow = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: hang, timeoutMs: 50 });
    await expect(slow.post('/v1/natal', NYC_BIRTH)).rejects.toMatchObject({ status: 0, code: 'CLIENT_TIMEOUT' });

    const down: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const offline = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: down });
    await expect(offline.post('/v1/natal', NYC_BIRTH)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });

    const proxy: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    const behindProxy = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: proxy });
    await expect(behindProxy.post('/v1/natal', NYC_BIRTH)).rejects.toMatchObject({ status: 502, code: 'BAD_RESPONSE' });

    const controller = new AbortController();
    const waiting = new Orrery({ apiKey: 'ak_test', baseUrl: 'http://orrery.invalid', fetch: hang });
    const pending = waiting.post('/v1/natal', NYC_BIRTH, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('refuses a missing key or base URL without echoing anything secret', () => {
    expect(() => new Orrery({ apiKey: '', baseUrl: 'http://x' })).toThrow(/apiKey is required/);
    expect(() => new Orrery({ apiKey: 'ak_secret', baseUrl: 'x' })).toThrow(/baseUrl/);
    expect(() => new Orrery({ apiKey: 'ak_secret', baseUrl: 'x' })).not.toThrow(/ak_secret/);
  });
});

describe('what must not compile does not (client/typecheck/type-errors.ts)', () => {
  // Two type checks of the client against its generated schema (~0.5 MB of types): ~10 s on a quiet machine,
  // over 60 s on a loaded one, so this test has its own bound.
  it('each @ts-expect-error line fails for its stated reason, and the file compiles with the directives', { timeout: 240_000 }, () => {
    const file = join(ROOT, 'client', 'typecheck', 'type-errors.ts');
    const original = readFileSync(file, 'utf8');
    const lines = original.split('\n');
    const marked = lines
      .map((line, i) => ({ line: i + 2, m: /\/\/ @ts-expect-error -- (.*?) \(expect: (.*)\)$/.exec(line.trim()) }))
      .filter((x): x is { line: number; m: RegExpExecArray } => x.m !== null)
      .map(({ line, m }) => ({ line, what: m[1], expect: m[2] }));
    expect(marked.length).toBeGreaterThanOrEqual(10);

    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: ['node'],
    };
    let previous: ts.Program | undefined; // the second check reuses the first's parsed files (all but this one)
    const compile = (text: string) => {
      const host = ts.createCompilerHost(options);
      const getSourceFile = host.getSourceFile.bind(host);
      host.getSourceFile = (name, lang, ...rest) =>
        name === file ? ts.createSourceFile(name, text, lang, true) : getSourceFile(name, lang, ...rest);
      const program = ts.createProgram([file], options, host, previous);
      previous = program;
      return ts.getPreEmitDiagnostics(program).map((d) => ({
        line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
        file: d.file?.fileName,
        text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
      }));
    };

    expect(compile(original).map((d) => `${d.file}:${d.line}: ${d.text}`)).toEqual([]);

    const stripped = original.replace(/\/\/ @ts-expect-error/g, '// (expected error)');
    const diags = compile(stripped);
    expect(diags.every((d) => d.file === file)).toBe(true);
    for (const m of marked) {
      const here = diags.filter((d) => d.line === m.line).map((d) => d.text);
      expect(here.join('\n'), `line ${m.line} (${m.what})`).toContain(m.expect);
    }
    const unexpected = diags.filter((d) => !marked.some((m) => m.line === d.line));
    expect(unexpected).toEqual([]);
  });
});
