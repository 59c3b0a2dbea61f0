/**
 * Secrets never reach the logs. A web process and a worker process (Redis mode, LOG_LEVEL=trace, so every
 * line any code writes is captured) go through everything that handles a secret: portal sign-up, failed
 * log-in and password change, the sign-up confirmation and password-reset links (mailed through a real SMTP
 * dialogue to a sink), keys created, used (both headers), wrong, rotated and revoked, the webhook
 * secret read, rotated and used to sign a delivery, the metrics token right and wrong, the marketplace
 * proxy secret, and failures carrying keys in odd places. Then every secret is searched for in the output.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashKey } from '../../shared/store/keys.js';
import { linkIn, PortalClient, startSmtpSink } from '../helpers/portal.js';
import { freePort, startProcess, type Proc } from '../helpers/process.js';
import { dropPrefix, randomPrefix, REDIS_URL, requireRedis } from '../helpers/redis.js';
import { get, NYC_BIRTH, post } from '../helpers/server.js';

const haveRedis = await requireRedis('secrets-in-logs.test.ts');

const PASSWORD = 'first secret passphrase';
const NEW_PASSWORD = 'second secret passphrase';
const WRONG_PASSWORD = 'guessed wrong passphrase';
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';
const PROXY_SECRET = 'proxy-secret-0123456789abcdef';

describe.runIf(haveRedis)('no secret in any log line of the web or worker process', () => {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-secrets-'));
  const prefix = randomPrefix();
  let web: Proc;
  let worker: Proc;
  let hook: Server;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let url = '';
  let hookUrl = '';
  const delivered: string[] = [];
  const secrets: Record<string, string> = {
    password: PASSWORD, 'new password': NEW_PASSWORD, 'wrong password': WRONG_PASSWORD,
    'metrics token': METRICS_TOKEN, 'proxy secret': PROXY_SECRET,
  };

  beforeAll(async () => {
    hook = createServer((req, res) => {
      let b = '';
      req.on('data', (d) => (b += d));
      req.on('end', () => {
        delivered.push(b);
        res.end('ok');
      });
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
    const a = hook.address();
    hookUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/hook`;
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    smtp = await startSmtpSink();
    const env = {
      DATA_DIR: dir, REDIS_URL, QUEUE_PREFIX: prefix, PORT: String(port), LOG_LEVEL: 'trace', POOL_THREADS: '1',
      BOOTSTRAP_KEY: 'false', METRICS_TOKEN, MARKETPLACE_PROXY_SECRET: PROXY_SECRET, PORTAL_SCRYPT_LOG2N: '12',
      WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_BACKOFF_MS: '50', SMTP_URL: smtp.url, PUBLIC_URL: url, MAIL_FROM: 'Orrery <no-reply@example.com>',
    };
    worker = await startProcess('worker/main.js', env, /worker role started/);
    web = await startProcess('api/server.js', env, /web role listening/);
  }, 60_000);

  afterAll(async () => {
    await web?.stop();
    await worker?.stop();
    await new Promise((r) => hook?.close(r));
    await smtp?.close();
    await dropPrefix(prefix);
    rmSync(dir, { recursive: true, force: true });
  });

  it('drives every secret-handling path, then finds none of the secrets in the output', async () => {
    const c = new PortalClient(url, smtp.inbox);
    const email = `secrets-${Date.now()}@example.com`;
    expect((await c.signup(email, PASSWORD)).location).toBe('/portal/keys');
    secrets['sign-up link token'] = linkIn(smtp.mails.find((m) => m.to === email)?.text, '/portal/signup/confirm/').split('/').pop() ?? '';
    await c.post('/portal/logout', {});
    expect((await c.login(email, WRONG_PASSWORD)).status).toBe(401);
    expect((await c.login(email, PASSWORD)).status).toBe(303);
    for (const [name, value] of c.jar) secrets[`cookie ${name}`] = value;
    secrets['csrf token'] = c.csrf;

    const first = await c.createKey('one');
    const second = await c.createKey('two');
    secrets['first key'] = first.raw;
    secrets['second key'] = second.raw;
    expect((await post(url, '/v1/natal', NYC_BIRTH, first.raw)).status).toBe(200);
    const bearer = await fetch(`${url}/v1/natal`, { method: 'POST', headers: { Authorization: `Bearer ${second.raw}`, 'Content-Type': 'application/json' }, body: JSON.stringify(NYC_BIRTH) });
    expect(bearer.status).toBe(200);
    // A key sent where it does not belong: in the body, the query string, a bad header
    await post(url, '/v1/natal', { ...NYC_BIRTH, apiKey: first.raw }, first.raw);
    await get(url, `/v1/vedic/panchanga?date=2024-01-01&lat=1&lng=2&key=${first.raw}`, first.raw);
    await fetch(`${url}/v1/natal`, { method: 'POST', headers: { 'X-API-Key': `${first.raw}x`, 'Content-Type': 'application/json' }, body: '{' });
    const rotated = await c.rotate(first.keyId);
    secrets['rotated key'] = rotated.raw;
    expect((await post(url, '/v1/natal', NYC_BIRTH, first.raw)).body.error).toBe('INVALID_API_KEY'); // the old secret, now wrong

    const ws = await get(url, '/v1/webhooks/secret', second.raw);
    secrets['webhook secret'] = ws.body.data.secret;
    const wr = await post(url, '/v1/webhooks/secret/rotate', {}, second.raw);
    secrets['rotated webhook secret'] = wr.body.data.secret;
    const job = await post(url, '/v1/jobs', { requests: [{ path: '/v1/sun-sign', body: NYC_BIRTH }], callbackUrl: hookUrl }, second.raw);
    expect(job.status).toBe(202);
    for (let i = 0; i < 200 && delivered.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(delivered).toHaveLength(1); // the delivery was signed with the secret: the signing path ran

    expect((await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    expect((await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(401);
    const proxied = await fetch(`${url}/v1/natal`, {
      method: 'POST', headers: { 'X-Marketplace-Proxy-Secret': PROXY_SECRET, 'X-Marketplace-User': 'mkt-user-1', 'Content-Type': 'application/json' }, body: JSON.stringify(NYC_BIRTH),
    });
    expect(proxied.status).toBe(200);
    await fetch(`${url}/v1/natal`, { method: 'POST', headers: { 'X-Marketplace-Proxy-Secret': `${PROXY_SECRET}x`, 'X-Marketplace-User': 'u' } });

    expect((await c.post('/portal/account/password', { current: PASSWORD, next: NEW_PASSWORD })).status).toBe(303);
    // A password reset by mailed link (the token travels only in the mail)
    const resetPath = await new PortalClient(url, smtp.inbox).resetLink(email);
    secrets['reset link token'] = resetPath.split('/').pop() ?? '';
    const r = new PortalClient(url);
    await r.get(resetPath);
    expect((await r.post(resetPath, { next: `${NEW_PASSWORD} again` })).status).toBe(303);
    await c.revoke(second.keyId);
    // Let the last lines (request logs, the worker's job lines) be written.
    await new Promise((r) => setTimeout(r, 300));

    const output = web.output() + worker.output();
    expect(output).toContain('"msg":"request"'); // the logs were captured at all
    expect(output).toContain(first.keyId); // key ids are fine: they identify, they do not authenticate
    for (const [name, value] of Object.entries(secrets)) {
      expect(value.length, name).toBeGreaterThanOrEqual(8);
      expect(output.includes(value), `${name} is in the logs`).toBe(false);
    }
    // Nor the keys' digests (what the store keys on)
    for (const k of [first.raw, second.raw, rotated.raw]) expect(output.includes(hashKey(k))).toBe(false);
  }, 60_000);
});
