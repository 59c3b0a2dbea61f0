/**
 * Two API processes of one fleet (separate `node dist/api/server.js`, one store, one Redis), as a
 * horizontally scaled web role runs them: what the portal does on one holds on the other within a
 * second (a rotated or revoked key is refused there), the per-key rate limit and the log-in throttle
 * are shared through Redis, and neither process logs a key or a password.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInbox, PortalClient } from '../helpers/portal.js';
import { freePort, startProcess, type Proc } from '../helpers/process.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { NYC_BIRTH, post } from '../helpers/server.js';

const haveRedis = await requireRedis('portal-fleet.test.ts');
const PASSWORD = 'fleet password 42';

/** Milliseconds until `probe` answers `status` (polled every 20 ms, up to `limitMs`), or null. */
async function msUntil(probe: () => Promise<number>, status: number, limitMs: number): Promise<number | null> {
  const t0 = Date.now();
  while (Date.now() - t0 <= limitMs) {
    if ((await probe()) === status) return Date.now() - t0;
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

describe.runIf(haveRedis)('two API processes sharing a store and Redis', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-fleet-'));
  const prefix = randomPrefix();
  let a: Proc;
  let b: Proc;
  let urlA = '';
  let urlB = '';
  const rawKeys: string[] = [];

  beforeAll(async () => {
    const [pa, pb] = [await freePort(), await freePort()];
    urlA = `http://127.0.0.1:${pa}`;
    urlB = `http://127.0.0.1:${pb}`;
    const env = {
      DATA_DIR: dir, REDIS_URL, QUEUE_PREFIX: prefix, BOOTSTRAP_KEY: 'false', POOL_THREADS: '1', CACHE_TTL_SECONDS: '0',
      RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '10', PORTAL_SCRYPT_LOG2N: '12',
    };
    a = await startProcess('api/server.js', { ...env, PORT: String(pa) }, /web role listening/);
    b = await startProcess('api/server.js', { ...env, PORT: String(pb) }, /web role listening/);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await dropPrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a key rotated in the portal on one process is refused by the other within a second; the new secret works there', async () => {
    // Sign-up is confirmed by mail; with no SMTP_URL the mail is in process A's log.
    const portal = new PortalClient(urlA, logInbox(() => a.output()));
    const signed = await portal.signup('fleet@example.com', PASSWORD);
    expect([signed.status, signed.location]).toEqual([303, '/portal/keys']);
    const { raw, keyId } = await portal.createKey('fleet');
    rawKeys.push(raw);
    expect((await post(urlB, '/v1/natal', NYC_BIRTH, raw)).status).toBe(200);
    const rotated = await portal.rotate(keyId);
    rawKeys.push(rotated.raw);
    const ms = await msUntil(async () => (await post(urlB, '/v1/natal', NYC_BIRTH, raw)).status, 401, 1000);
    expect(ms).not.toBeNull();
    expect(ms).toBeLessThan(1000);
    expect((await post(urlB, '/v1/natal', NYC_BIRTH, rotated.raw)).status).toBe(200);
    const revoked = await portal.revoke(keyId);
    expect(revoked.status).toBe(200);
    const ms2 = await msUntil(async () => (await post(urlB, '/v1/natal', NYC_BIRTH, rotated.raw)).status, 401, 1000);
    expect(ms2).not.toBeNull();
    expect(ms2).toBeLessThan(1000);
  });

  it('the per-key rate limit is one bucket across both processes (burst 10): 429 RATE_LIMITED with Retry-After and RateLimit-* headers', async () => {
    const portal = new PortalClient(urlA);
    await portal.login('fleet@example.com', PASSWORD);
    const { raw } = await portal.createKey('limited');
    rawKeys.push(raw);
    const t0 = Date.now();
    const results = [];
    for (let i = 0; i < 8; i++) results.push(await post(urlA, '/v1/natal', NYC_BIRTH, raw));
    for (let i = 0; i < 8; i++) results.push(await post(urlB, '/v1/natal', NYC_BIRTH, raw));
    const seconds = (Date.now() - t0) / 1000;
    const ok = results.filter((r) => r.status === 200).length;
    // One shared bucket: 10 at once plus at most one a second since; two buckets would pass all 16.
    expect(ok).toBeGreaterThanOrEqual(10);
    expect(ok).toBeLessThanOrEqual(10 + Math.ceil(seconds));
    const limited = results.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(16 - 10 - Math.ceil(seconds));
    expect(limited.length).toBeGreaterThan(0);
    for (const r of limited) {
      expect(r.body.error).toBe('RATE_LIMITED');
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(r.headers.get('ratelimit-limit')).toBe('10');
      expect(r.headers.get('ratelimit-remaining')).toBe('0');
      expect(Number(r.headers.get('ratelimit-reset'))).toBeGreaterThanOrEqual(1);
    }
    // Both processes refused some: the bucket they share was empty for each.
    expect(results.slice(8).some((r) => r.status === 429)).toBe(true);
    expect(results[0].headers.get('ratelimit-remaining')).toBe('9');
  });

  it('failed log-ins count across processes: five on one, the sixth on the other is 429', async () => {
    const onA = new PortalClient(urlA);
    for (let i = 0; i < 5; i++) expect((await onA.login('fleet@example.com', `wrong ${i} password`)).status).toBe(401);
    const onB = new PortalClient(urlB);
    expect((await onB.login('fleet@example.com', PASSWORD)).status).toBe(429);
  });

  it('a concurrent burst of 40 wrong log-ins split over both processes is judged at most 5 times (reserve, then judge, in Redis)', async () => {
    const portal = new PortalClient(urlB, logInbox(() => b.output()));
    expect((await portal.signup('fleet-burst@example.com', PASSWORD)).location).toBe('/portal/keys');
    const clients = await Promise.all(Array.from({ length: 40 }, async (_, i) => {
      const c = new PortalClient(i % 2 ? urlA : urlB);
      await c.get('/portal/login');
      return c;
    }));
    const statuses = (await Promise.all(clients.map((c, i) => c.post('/portal/login', { email: 'fleet-burst@example.com', password: `wrong guess ${i}` })))).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect((await new PortalClient(urlA).login('fleet-burst@example.com', PASSWORD)).status).toBe(429);
  });

  it('neither process logged a key or the password', () => {
    const logs = a.output() + b.output();
    expect(logs).toContain('portal key rotated');
    expect(rawKeys.length).toBe(3);
    for (const k of rawKeys) expect(logs).not.toContain(k);
    expect(logs).not.toContain(PASSWORD);
    expect(logs).not.toMatch(/ak_[A-Za-z0-9]{40}/);
  });
});
