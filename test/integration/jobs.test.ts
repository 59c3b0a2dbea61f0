/**
 * Bulk jobs in embedded mode (chunks on the in-process pool): POST /v1/jobs answers 202 with the job,
 * GET /v1/jobs/:id gives progress and pages of results equal to direct calls, DELETE cancels and gives
 * back what did not run; quota is reserved up front and every item that does not answer 2xx is given
 * back once; the signed webhook arrives (retried with backoff after failures); Idempotency-Key replays
 * the first answer on jobs and batches.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCancelData, jobData, jobWithResultsData } from '../../shared/endpoints/account-responses.js';
import { successEnvelope } from '../../shared/endpoints/responses/envelope.js';
import { verifySignature } from '../../shared/jobs/webhook.js';
import { periodOf } from '../../shared/store/ports.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const ENV = { BULK_MAX_ITEMS: '300', BULK_CHUNK_SIZE: '20', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_BACKOFF_MS: '50', WEBHOOK_ATTEMPTS: '4' };

function items(n: number) {
  return Array.from({ length: n }, (_, i) =>
    i % 10 === 9
      ? { path: '/v1/natal', body: { date: '1990-05-15T14:30:00', lat: 123 } } // invalid: lat out of range, lng missing
      : { path: i % 2 ? '/v1/planets' : '/v1/natal', body: { ...NYC_BIRTH, date: `1990-05-${String(1 + (i % 28)).padStart(2, '0')}T14:30:00` } },
  );
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface Received { headers: IncomingMessage['headers']; body: string }

/** A webhook receiver on loopback that answers `statuses` in turn (then 200). */
async function receiver(statuses: number[] = []): Promise<{ url: string; got: Received[]; close(): Promise<void> }> {
  const got: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      got.push({ headers: req.headers, body });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/hooks/orrery`, got, close: () => new Promise<void>((r) => server.close(() => r())) };
}

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ env: ENV });
});
afterAll(async () => {
  await s.close();
});

describe('POST /v1/jobs, GET and DELETE /v1/jobs/:id', () => {
  it('runs 100 items in chunks: 202 with the job, progress, paged results equal to direct calls, units only for what succeeded', async () => {
    const { key, accountId } = await s.newKey({ monthlyQuota: 1000 });
    const requests = items(100);
    const r = await post(s.url, '/v1/jobs', { requests }, key);
    expect(r.status).toBe(202);
    const id = r.body.data.id as string;
    expect(id).toMatch(/^job_/);
    expect(r.headers.get('location')).toBe(`/v1/jobs/${id}`);
    expect(r.body.data).toMatchObject({ total: 100, status: expect.stringMatching(/queued|running|completed/) });
    // all 100 units reserved up front
    expect(Number(r.headers.get('x-quota-remaining'))).toBe(900);

    const done = await until(() => get(s.url, `/v1/jobs/${id}`, key), (x) => x.body.data.status === 'completed');
    expect(done.body.data.progress).toEqual({ succeeded: 90, failed: 10, cancelled: 0, pending: 0 });
    expect(done.body.data.finishedAt).toEqual(expect.any(String));

    expect(successEnvelope(jobData).safeParse(r.body).success).toBe(true);
    const page1 = await get(s.url, `/v1/jobs/${id}?offset=0&limit=50`, key);
    expect(successEnvelope(jobWithResultsData).safeParse(page1.body).error).toBeUndefined();
    const page2 = await get(s.url, `/v1/jobs/${id}?offset=50&limit=50`, key);
    expect(page1.body.data.results.nextOffset).toBe(50);
    expect(page2.body.data.results.nextOffset).toBeNull();
    const all = [...page1.body.data.results.items, ...page2.body.data.results.items];
    expect(all.map((x: { index: number }) => x.index)).toEqual(requests.map((_, i) => i));
    for (const i of [0, 1, 37, 99]) {
      const direct = await post(s.url, requests[i].path, requests[i].body, key);
      expect(all[i]).toEqual({ index: i, status: direct.status, body: direct.body });
    }
    expect(all[9].status).toBe(400);
    expect(all[9].body.error).toBe('VALIDATION_ERROR');
    // the 10 invalid items were given back: 90 units for the job (plus the 4 direct calls above)
    const usage = await s.store.usage(accountId, periodOf(new Date(s.now.ms)));
    expect(usage.byEndpoint['/v1/jobs']).toBe(90);
  });

  it('DELETE cancels: chunks not started never run and their units come back', async () => {
    const { key, accountId } = await s.newKey({ monthlyQuota: 1000 });
    const r = await post(s.url, '/v1/jobs', { requests: items(300).map((x) => (x.body.lat === 123 ? { path: '/v1/natal', body: NYC_BIRTH } : x)) }, key);
    expect(r.status).toBe(202);
    const id = r.body.data.id as string;
    const c = await post(s.url, `/v1/jobs/${id}`, undefined, key, {}).catch(() => null);
    expect(c?.status).toBe(405);
    const del = await fetch(`${s.url}/v1/jobs/${id}`, { method: 'DELETE', headers: { 'x-api-key': key } });
    expect(del.status).toBe(200);
    const cancelled = (await del.json()) as { data: { status: string; refunded: number } };
    expect(successEnvelope(jobCancelData).safeParse(cancelled).error).toBeUndefined();
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.refunded).toBeGreaterThan(0);
    const end = await until(() => get(s.url, `/v1/jobs/${id}`, key), (x) => x.body.data.finishedAt !== null);
    const p = end.body.data.progress;
    expect(p.pending).toBe(0);
    expect(p.succeeded + p.failed + p.cancelled).toBe(300);
    expect(p.cancelled).toBe(cancelled.data.refunded);
    // what ran is counted, what was cancelled is not
    const usage = await s.store.usage(accountId, periodOf(new Date(s.now.ms)));
    expect(usage.byEndpoint['/v1/jobs']).toBe(p.succeeded);
    // cancelling again changes nothing
    const again = await fetch(`${s.url}/v1/jobs/${id}`, { method: 'DELETE', headers: { 'x-api-key': key } });
    expect(((await again.json()) as { data: { refunded: number } }).data.refunded).toBe(0);
  });

  it('a job needs its units up front: too few left is 429 and nothing runs', async () => {
    const { key, accountId } = await s.newKey({ monthlyQuota: 50 });
    const r = await post(s.url, '/v1/jobs', { requests: items(60) }, key);
    expect(r.status).toBe(429);
    expect(r.body.error).toBe('QUOTA_EXCEEDED');
    expect((await s.store.usage(accountId, periodOf(new Date(s.now.ms)))).total).toBe(0);
  });

  it('refuses bad submissions and unknown jobs with clear errors', async () => {
    const { key } = await s.newKey({ monthlyQuota: 1000 });
    expect((await post(s.url, '/v1/jobs', { requests: items(301) }, key)).body.error).toBe('BATCH_TOO_LARGE');
    expect((await post(s.url, '/v1/jobs', { requests: [] }, key)).status).toBe(400);
    expect((await post(s.url, '/v1/jobs', { items: [] }, key)).status).toBe(400);
    expect((await post(s.url, '/v1/jobs', '{"requests":', key)).body.error).toBe('INVALID_JSON');
    expect((await post(s.url, '/v1/jobs', { requests: items(2), callbackUrl: 'ftp://example.com/x' }, key)).body.details[0].path).toBe('callbackUrl');
    expect((await get(s.url, '/v1/jobs/job_doesnotexist', key)).body.error).toBe('JOB_NOT_FOUND');
    expect((await get(s.url, '/v1/jobs/../../etc/passwd', key)).status).toBe(404);
    expect((await get(s.url, '/v1/jobs', key)).status).toBe(405);
    const ok = await post(s.url, '/v1/jobs', { requests: items(3) }, key);
    expect((await get(s.url, `/v1/jobs/${ok.body.data.id}?limit=5000`, key)).status).toBe(400);
    expect((await get(s.url, `/v1/jobs/${ok.body.data.id}?page=2`, key)).status).toBe(400);
    // a job item cannot be another job or a batch
    const nested = await post(s.url, '/v1/jobs', { requests: [{ path: '/v1/jobs', body: { requests: [] } }, { path: '/v1/batch', body: {} }] }, key);
    const done = await until(() => get(s.url, `/v1/jobs/${nested.body.data.id}`, key), (x) => x.body.data.status === 'completed');
    expect(done.body.data.results.items.map((x: { body: { error: string } }) => x.body.error)).toEqual(['NESTED_BATCH', 'NESTED_BATCH']);
  });

  it('one account cannot see or cancel another\'s job', async () => {
    const a = await s.newKey({ monthlyQuota: 100 });
    const b = await s.newKey({ monthlyQuota: 100 });
    const r = await post(s.url, '/v1/jobs', { requests: items(3) }, a.key);
    expect((await get(s.url, `/v1/jobs/${r.body.data.id}`, b.key)).status).toBe(404);
    const del = await fetch(`${s.url}/v1/jobs/${r.body.data.id}`, { method: 'DELETE', headers: { 'x-api-key': b.key } });
    expect(del.status).toBe(404);
    expect((await get(s.url, `/v1/jobs/${r.body.data.id}`, a.key)).status).toBe(200);
  });
});

describe('webhooks', () => {
  it('the completed job is POSTed to callbackUrl, signed with the account\'s secret', async () => {
    const hook = await receiver();
    try {
      const { key } = await s.newKey({ monthlyQuota: 1000 });
      const secret = (await get(s.url, '/v1/webhooks/secret', key)).body.data.secret as string;
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      const r = await post(s.url, '/v1/jobs', { requests: items(25), callbackUrl: hook.url }, key);
      await until(async () => hook.got.length, (n) => n >= 1);
      expect(hook.got).toHaveLength(1);
      const [d] = hook.got;
      expect(d.headers['orrery-event']).toBe('job.completed');
      expect(verifySignature(String(d.headers['orrery-signature']), secret, d.body, Math.floor(Date.now() / 1000))).toBe(true);
      expect(verifySignature(String(d.headers['orrery-signature']), secret, `${d.body} `, Math.floor(Date.now() / 1000))).toBe(false);
      expect(JSON.parse(d.body)).toMatchObject({ event: 'job.completed', job: { id: r.body.data.id, status: 'completed', total: 25 } });
      const after = await until(() => get(s.url, `/v1/jobs/${r.body.data.id}`, key), (x) => x.body.data.webhook?.deliveredAt != null);
      expect(after.body.data.webhook).toMatchObject({ attempts: 1, lastStatus: 200, gaveUp: false });
    } finally {
      await hook.close();
    }
  });

  it('a failing receiver is retried with backoff until it answers 2xx; a rotated secret signs the next job', async () => {
    const hook = await receiver([500, 503]);
    try {
      const { key } = await s.newKey({ monthlyQuota: 1000 });
      const old = (await get(s.url, '/v1/webhooks/secret', key)).body.data.secret as string;
      const rotated = (await post(s.url, '/v1/webhooks/secret/rotate', {}, key)).body.data.secret as string;
      expect(rotated).not.toBe(old);
      const r = await post(s.url, '/v1/jobs', { requests: items(5), callbackUrl: hook.url }, key);
      await until(async () => hook.got.length, (n) => n >= 3);
      expect(hook.got).toHaveLength(3);
      // backoff: the third attempt came at least base (50 ms) + 2 × base after the first
      const job = await until(() => get(s.url, `/v1/jobs/${r.body.data.id}`, key), (x) => x.body.data.webhook?.deliveredAt != null);
      expect(job.body.data.webhook).toMatchObject({ attempts: 3, lastStatus: 200 });
      expect(verifySignature(String(hook.got[2].headers['orrery-signature']), rotated, hook.got[2].body, Math.floor(Date.now() / 1000))).toBe(true);
    } finally {
      await hook.close();
    }
  });

  it('gives up after WEBHOOK_ATTEMPTS and says so on the job', async () => {
    const hook = await receiver([500, 500, 500, 500, 500]);
    try {
      const { key } = await s.newKey({ monthlyQuota: 1000 });
      const r = await post(s.url, '/v1/jobs', { requests: items(2), callbackUrl: hook.url }, key);
      const job = await until(() => get(s.url, `/v1/jobs/${r.body.data.id}`, key), (x) => x.body.data.webhook?.gaveUp === true);
      expect(job.body.data.webhook).toMatchObject({ attempts: 4, lastStatus: 500, lastError: 'could not be delivered: HTTP 5xx', gaveUp: true, deliveredAt: null });
      expect(hook.got).toHaveLength(4);
    } finally {
      await hook.close();
    }
  });

  it('refuses a private callback address unless WEBHOOK_ALLOW_PRIVATE', async () => {
    const strict = await startTestServer();
    try {
      const { key } = await strict.newKey({ monthlyQuota: 100 });
      for (const url of ['http://127.0.0.1:9/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://localhost/x', 'https://[::1]/x', 'https://u:p@example.com/x']) {
        const r = await post(strict.url, '/v1/jobs', { requests: items(1), callbackUrl: url }, key);
        expect(r.status, url).toBe(400);
      }
    } finally {
      await strict.close();
    }
  });
});

describe('limits', () => {
  it('a body over the 16 MB of /v1/jobs is 413 naming that limit', async () => {
    const { key } = await s.newKey({ monthlyQuota: 1000 });
    const r = await post(s.url, '/v1/jobs', JSON.stringify({ requests: [], pad: 'x'.repeat(17 * 1024 * 1024) }), key);
    expect([r.status, r.body.error, r.body.message]).toEqual([413, 'PAYLOAD_TOO_LARGE', 'The request body is larger than 16 MB']);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer of a job submission and charges once', async () => {
    const { key, accountId } = await s.newKey({ monthlyQuota: 1000 });
    const body = { requests: items(10) };
    const a = await post(s.url, '/v1/jobs', body, key, { 'idempotency-key': 'order-42' });
    const b = await post(s.url, '/v1/jobs', body, key, { 'idempotency-key': 'order-42' });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
    // the replay is the whole answer: the job's address too
    expect(a.headers.get('location')).toBe(`/v1/jobs/${a.body.data.id}`);
    expect(b.headers.get('location')).toBe(a.headers.get('location'));
    await until(() => get(s.url, `/v1/jobs/${a.body.data.id}`, key), (x) => x.body.data.status === 'completed');
    expect((await s.store.usage(accountId, periodOf(new Date(s.now.ms)))).byEndpoint['/v1/jobs']).toBe(9);
    const other = await post(s.url, '/v1/jobs', { requests: items(11) }, key, { 'idempotency-key': 'order-42' });
    expect(other.status).toBe(422);
    expect(other.body.error).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('replays a batch byte for byte, at no cost; keys are per account; bad keys are refused', async () => {
    const { key, accountId } = await s.newKey({ monthlyQuota: 1000 });
    const body = { requests: [{ path: '/v1/natal', body: NYC_BIRTH }, { path: '/v1/planets', body: NYC_BIRTH }] };
    const headers = { 'idempotency-key': 'batch-1' };
    const first = await fetch(`${s.url}/v1/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers }, body: JSON.stringify(body) });
    const second = await fetch(`${s.url}/v1/batch`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers }, body: JSON.stringify(body) });
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await s.store.usage(accountId, periodOf(new Date(s.now.ms)))).total).toBe(2);
    const other = await s.newKey({ monthlyQuota: 1000 });
    const third = await post(s.url, '/v1/batch', body, other.key, headers);
    expect(third.headers.get('idempotent-replayed')).toBeNull();
    expect((await post(s.url, '/v1/batch', body, key, { 'idempotency-key': 'x'.repeat(256) })).status).toBe(400);
  });

  it('an answer a retry could improve on (429) is not kept', async () => {
    const { key } = await s.newKey({ monthlyQuota: 1 });
    const body = { requests: [{ path: '/v1/natal', body: NYC_BIRTH }, { path: '/v1/natal', body: NYC_BIRTH }] };
    const a = await post(s.url, '/v1/batch', body, key, { 'idempotency-key': 'k' });
    expect(a.status).toBe(429);
    const b = await post(s.url, '/v1/batch', body, key, { 'idempotency-key': 'k' });
    expect(b.status).toBe(429);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
  });
});
