/**
 * Property-based tests of every endpoint of the registry, generated from its zod request schema
 * (test/helpers/arbitraries.ts), against the live app:
 *  - a valid input always gets 200 and a body that matches successEnvelope(ep.response) (strict);
 *  - a mutated input always gets a 4xx whose body matches errorEnvelope, with the status of its code in
 *    the catalogue and no stack trace or source path in it;
 *  - never a 5xx.
 * Runs per endpoint and property: FUZZ_RUNS (default 1000 when CI=true, else 100). Seed: FUZZ_SEED
 * (default fixed, so CI runs the same cases every time); a failure says how to run it again, and
 * FUZZ_PATH (fast-check's `path` of the failure) replays the shrunk counterexample at once.
 *
 * Where a case goes: FUZZ_HTTP_SHARE of the cases (default 0.2, drawn with the case, so a seed always
 * sends the same ones) and every request that is not a JSON object text (broken JSON, a body over 1 MB,
 * odd query strings) go over HTTP to the test server: the whole path, key, quota, body reading. The
 * others go through the same app in-process, without a socket: the query parsed as Express parses it
 * (querystring) or the body as api/middleware/body.ts does (JSON.parse), then api/middleware/validate.ts (schema + prepare),
 * api/routes/endpoints.ts runCall (the result cache, the dispatcher: run, localize, serialise), and an error
 * serialised as api/respond.ts sendError does. HTTP costs about 0.6 ms of the main thread per request;
 * 96,000 of them would take a minute of a 3-minute budget on 2 cores.
 *
 * Speed (2 shared cores, 1,000 runs: see the report in the PR): one seed drives every endpoint, so the
 * endpoints see the same dates, places and zones (each its own 1,000), and the app's time zone tables,
 * built once per zone and year (~4 ms each, shared/core/time.ts), serve them all; the properties run a
 * few at a time (FUZZ_CONCURRENCY, default 8) and inline endpoints are handed to the pool threads when the
 * web thread is busy (the dispatcher's INLINE_SPILL), so both cores compute.
 */
import { Agent, request as httpRequest } from 'node:http';
import querystring from 'node:querystring';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../shared/config.js';
import { EmbeddedDispatcher } from '../../shared/dispatch/dispatcher.js';
import { LocalPool } from '../../shared/dispatch/pool.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { errorEnvelope, successEnvelope } from '../../shared/endpoints/responses/envelope.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { ApiError, ERROR_CATALOGUE, errorBody, toApiError } from '../../shared/errors.js';
import type { Ctx } from '../../api/context.js';
import { runCall } from '../../api/routes/endpoints.js';
import { validate } from '../../api/middleware/validate.js';
import { invalidRequest, mayRefuse, requestOf, validInput, type Request } from '../helpers/arbitraries.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI === 'true' ? 1000 : 100));
/**
 * The dasha systems (50 endpoints on one engine, shared/core/vedic/dashas/engine.ts) take FUZZ_DASHA_RUNS each
 * (default 100, never more than FUZZ_RUNS): a valid dasha case lists up to 3,800 periods (MAX_DASHA_ROWS), tens of ms of CPU, so 1,000 of each would cost half an hour; 50 × 100 cases still drive the shared
 * engine, its windows and its validation 5,000 times each way.
 */
const DASHA_RUNS = Math.min(RUNS, Number(process.env.FUZZ_DASHA_RUNS ?? 100));
const runsOf = (ep: AnyEndpoint) => (ep.path.startsWith('/v1/dasha/') ? DASHA_RUNS : RUNS);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_611);
const PATH = process.env.FUZZ_PATH;
const HTTP_SHARE = Number(process.env.FUZZ_HTTP_SHARE ?? 0.2);
/** Properties in flight at once: enough to keep the main thread and the two pool threads busy. */
vi.setConfig({ maxConcurrency: Number(process.env.FUZZ_CONCURRENCY ?? 8) });
/** A generous bound: 1,000 runs of the slowest endpoint take well under a minute. */
const TEST_TIMEOUT_MS = Math.max(120_000, RUNS * 600);

let srv: TestServer;
let key: string;
/** What api/routes/endpoints.ts runCall reads of the app's context; busy, so inline work may go to the pool. */
let appCtx: Ctx;
let host: string;
let port: number;
const agent = new Agent({ keepAlive: true, maxSockets: 16 });

beforeAll(async () => {
  const config = loadConfig({ POOL_THREADS: '2', LOG_LEVEL: 'silent' });
  const dispatcher = new EmbeddedDispatcher(new LocalPool(config.poolThreads), { spill: true, timeoutMs: config.jobTimeoutMs });
  srv = await startTestServer({ dispatcher });
  key = (await srv.newKey({ monthlyQuota: 10_000_000 })).key;
  appCtx = {
    deps: { config: srv.config, store: srv.store, dispatcher: srv.dispatcher },
    clock: () => srv.now.ms,
    inFlight: 3,
  } as unknown as Ctx;
  const u = new URL(srv.url);
  host = u.hostname;
  port = Number(u.port);
});
afterAll(async () => {
  agent.destroy();
  await srv?.close();
});

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

/** One request over a kept-alive connection (lighter than fetch for 100,000 small calls). */
function send(ep: AnyEndpoint, req: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.from(req.body, 'utf8');
    const r = httpRequest(
      {
        host,
        port,
        agent,
        method: ep.method,
        path: ep.method === 'GET' ? `${ep.path}?${req.query ?? ''}` : ep.path,
        headers: {
          'x-api-key': key,
          ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

/**
 * The same request through the app without a socket: query or body parsed as the app does, then
 * validate (schema, prepare), runCall (cache, dispatcher: run, localize, serialise), and an error
 * serialised as sendError does. A body that is not JSON goes over HTTP (api/middleware/body.ts answers it).
 */
async function inProcess(ep: AnyEndpoint, req: Request): Promise<Answer> {
  let raw: unknown;
  if (ep.method === 'GET') raw = querystring.parse(req.query ?? '');
  else {
    const text = req.body ?? '';
    if (text.length > 64 * 1024) return send(ep, req);
    try {
      raw = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      return send(ep, req);
    }
  }
  try {
    const { input, lang } = validate(ep, raw, srv.now.ms);
    const r = await runCall(appCtx, ep, input, lang);
    if (!r.ok) throw new ApiError(r.code, r.message, r.details);
    return { status: 200, contentType: 'application/json; charset=utf-8', text: r.body };
  } catch (err) {
    const e = toApiError(err);
    return { status: e.status, contentType: 'application/json; charset=utf-8', text: JSON.stringify(errorBody(e)) };
  }
}

/** A case goes over HTTP when its draw (0–99) is below the share, or when it is not a plain request. */
const route = fc.integer({ min: 0, max: 99 });
function call(ep: AnyEndpoint, req: Request, draw: number, http = false): Promise<Answer> {
  return http || draw < HTTP_SHARE * 100 ? send(ep, req) : inProcess(ep, req);
}

function parseJson(a: Answer): unknown {
  try {
    return JSON.parse(a.text);
  } catch {
    throw new Error(`HTTP ${a.status}: the body is not JSON: ${a.text.slice(0, 200)}`);
  }
}

function issues(r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): string {
  return (r.error?.issues ?? []).slice(0, 5).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
}

/** A stack frame, a source or install path: never in an answer. */
const LEAK_RE = /\bat [\w$.<>]+ \(|\bat (?:file:\/\/)?\/[\w./-]+:\d+|node_modules|\.(?:ts|js|mjs):\d+:\d+|\/work\/|\/home\/|\/tmp\//;

async function checkValid(ep: AnyEndpoint, envelope: ReturnType<typeof successEnvelope>, input: Record<string, unknown>, draw: number) {
  const a = await call(ep, requestOf(ep, input), draw);
  const refusals = mayRefuse(ep.name).filter((r) => r.status === a.status);
  if (refusals.length) {
    const body = parseJson(a) as { error?: string; message?: string };
    if (refusals.some((r) => body.error === r.code && r.message.test(body.message ?? ''))) return;
  }
  if (a.status !== 200) throw new Error(`expected 200, got ${a.status}: ${a.text.slice(0, 400)}`);
  if (!a.contentType.startsWith('application/json')) throw new Error(`content-type ${a.contentType}`);
  const parsed = envelope.safeParse(parseJson(a));
  if (!parsed.success) throw new Error(`the answer does not match the response schema: ${issues(parsed)}`);
}

async function checkInvalid(ep: AnyEndpoint, req: Request, draw: number, http: boolean) {
  const a = await call(ep, req, draw, http);
  if (a.status < 400 || a.status > 499) throw new Error(`expected a 4xx, got ${a.status}: ${a.text.slice(0, 400)}`);
  const body = parseJson(a);
  const parsed = errorEnvelope.safeParse(body);
  if (!parsed.success) throw new Error(`HTTP ${a.status}: the answer does not match the error envelope: ${issues(parsed)}: ${a.text.slice(0, 200)}`);
  const code = parsed.data.error;
  if (ERROR_CATALOGUE[code].status !== a.status) throw new Error(`HTTP ${a.status} with code ${code}, whose status is ${ERROR_CATALOGUE[code].status}`);
  if (LEAK_RE.test(a.text)) throw new Error(`the answer leaks a stack or a path: ${a.text.slice(0, 400)}`);
}

/** fc.assert with the run's seed and size; a failure says how to run it again. */
async function property<T>(name: string, runs: number, arb: fc.Arbitrary<T>, check: (v: T) => Promise<void>) {
  try {
    await fc.assert(
      fc.asyncProperty(arb, check),
      { seed: SEED, numRuns: runs, includeErrorInReport: true, ...(PATH ? { path: PATH } : {}) },
    );
  } catch (err) {
    const how = `Reproduce: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} FUZZ_DASHA_RUNS=${DASHA_RUNS} npx vitest run test/integration/fuzz.test.ts -t '${name}'` +
      ' (add FUZZ_PATH=<the path above> to replay the counterexample directly)';
    const e = new Error(`${how}\n\n${err instanceof Error ? err.message : String(err)}\n\n${how}`);
    e.stack = e.message;
    throw e;
  }
}

describe.concurrent(`fuzz: every endpoint, ${RUNS} valid and ${RUNS} mutated inputs each (dasha systems ${DASHA_RUNS}; seed ${SEED})`, () => {
  for (const ep of ENDPOINTS) {
    const envelope = successEnvelope(ep.response);
    const valid = `${ep.method} ${ep.path} valid → 200`;
    it(valid, { timeout: TEST_TIMEOUT_MS }, async () => {
      await property(valid, runsOf(ep), fc.tuple(validInput(ep, srv.now.ms), route), ([input, draw]) => checkValid(ep, envelope, input, draw));
    });
    const invalid = `${ep.method} ${ep.path} mutated → 4xx`;
    it(invalid, { timeout: TEST_TIMEOUT_MS }, async () => {
      await property(invalid, runsOf(ep), fc.tuple(invalidRequest(ep, srv.now.ms), route), ([m, draw]) => checkInvalid(ep, m.request, draw, m.http));
    });
  }
});

describe('the arbitraries', () => {
  it('cover every endpoint of the registry and each of its fields', () => {
    for (const ep of ENDPOINTS) {
      const sample = fc.sample(validInput(ep, srv.now.ms), { seed: SEED, numRuns: 200 });
      const seen = new Set(sample.flatMap((s) => Object.keys(s)));
      const fields = Object.keys((ep.schema as unknown as { _zod: { def: { shape: object } } })._zod.def.shape);
      expect(fields.filter((f) => !seen.has(f)), ep.name).toEqual([]);
    }
  });
});
