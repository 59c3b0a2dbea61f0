/**
 * The key portal over HTTP (the browser suite in test/browser/portal.test.ts drives the same pages in
 * Chromium): sign-up starts a trial, keys are shown once, rotate and revoke take effect at once, the
 * five-key cap, CSRF and origin checks, log-in throttling, sessions, and one account never reaching
 * another's keys or usage.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { PortalClient } from '../helpers/portal.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const PASSWORD = 'correct horse battery';
let srv: TestServer;
let n = 0;
const email = () => `user${++n}-${Date.now()}@example.com`;

async function signedUp(): Promise<{ c: PortalClient; email: string }> {
  const c = new PortalClient(srv.url, srv.inbox);
  const e = email();
  const r = await c.signup(e, PASSWORD);
  expect(r.status).toBe(303);
  return { c, email: e };
}

beforeAll(async () => {
  srv = await startTestServer({ env: { PORTAL_SCRYPT_LOG2N: '12', PORTAL_SIGNUPS_PER_HOUR: '1000' } });
});
afterAll(async () => srv.close());

describe('sign up, log in, log out', () => {
  it('sign-up mails a confirmation link; confirming creates a 14-day trial capped at 5,000 requests and logs in with an httpOnly SameSite cookie', async () => {
    const c = new PortalClient(srv.url, srv.inbox);
    const e = email();
    const page = await c.get('/portal/signup');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Create your account');
    const asked = await c.post('/portal/signup', { email: `  ${e.toUpperCase()} `, password: PASSWORD });
    expect(asked.status).toBe(303);
    expect(asked.location).toBe('/portal/signup/sent');
    expect((await c.get('/portal/signup/sent')).html).toContain('Check your mail');
    expect(await srv.store.userByEmail(e)).toBeNull(); // nothing made before the link is opened
    const mail = srv.mail.last(e);
    expect(mail?.subject).toBe('Confirm your Orrery account');
    const link = /http:\/\/127\.0\.0\.1:\d+(\/portal\/signup\/confirm\/[A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    const opened = await c.get(link);
    expect(opened.status).toBe(200); // opening the link changes nothing (mail scanners open links)
    expect(await srv.store.userByEmail(e)).toBeNull();
    const r = await c.post(link, {});
    expect(r.status).toBe(303);
    expect(r.location).toBe('/portal/keys');
    expect((await new PortalClient(srv.url).get(link)).status).toBe(410); // single use
    const cookie = r.headers.getSetCookie().find((s) => s.startsWith('orrery_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const user = await srv.store.userByEmail(e);
    expect(user?.email).toBe(e); // trimmed and lower-cased
    expect(user?.passwordHash).toMatch(/^scrypt\$12\$8\$1\$/);
    expect(user?.passwordHash).not.toContain(PASSWORD);
    const account = await srv.store.getAccount(user?.accountId ?? '');
    expect(account).toMatchObject({ plan: 'trial', trialCap: 5000, monthlyQuota: 5000 });
    expect((account?.trialEndsAt?.getTime() ?? 0) - (account?.createdAt.getTime() ?? 0)).toBe(14 * 86_400_000);
    const keys = await c.get('/portal/keys');
    expect(keys.status).toBe(200);
    expect(keys.html).toContain('No keys yet');
  });

  it('the password is in no column of the database file, only its scrypt digest', async () => {
    const { email: e } = await signedUp();
    const file = join(srv.config.dataDir, 'test.sqlite');
    const bytes = Buffer.concat([readFileSync(file), readFileSync(`${file}-wal`)]);
    expect(bytes.includes(Buffer.from(e))).toBe(true);
    expect(bytes.includes(Buffer.from(PASSWORD))).toBe(false);
  });

  it('a taken email gets the same answer as a new one, a "someone tried" mail and no second account; bad email and short password are 400', async () => {
    const { email: e } = await signedUp();
    const before = await srv.store.countAccounts();
    const c = new PortalClient(srv.url); // no inbox: the answer to the form itself
    const again = await c.signup(e, PASSWORD);
    const fresh = await new PortalClient(srv.url).signup(email(), PASSWORD);
    expect([again.status, again.location]).toEqual([303, '/portal/signup/sent']);
    expect([fresh.status, fresh.location]).toEqual([again.status, again.location]);
    expect(srv.mail.last(e)?.subject).toBe('Someone tried to sign up to Orrery with your address');
    expect(srv.mail.last(e)?.text).not.toContain('/portal/signup/confirm/');
    expect(await srv.store.countAccounts()).toBe(before);
    expect((await new PortalClient(srv.url, srv.inbox).signup('not-an-email', PASSWORD)).status).toBe(400);
    const short = await new PortalClient(srv.url, srv.inbox).signup(email(), 'short');
    expect(short.status).toBe(400);
    expect(short.html).toContain('10 to 200 characters');
  });

  it('log in with the right password; a wrong one is 401 with one message for both unknown email and wrong password', async () => {
    const { email: e } = await signedUp();
    const c = new PortalClient(srv.url, srv.inbox);
    const wrong = await c.login(e, 'wrong password!');
    expect(wrong.status).toBe(401);
    const unknown = await c.login(email(), 'wrong password!');
    expect(unknown.status).toBe(401);
    expect(wrong.html).toContain('The email or the password is wrong.');
    expect(unknown.html).toContain('The email or the password is wrong.');
    const ok = await c.login(e, PASSWORD);
    expect(ok.status).toBe(303);
    expect((await c.get('/portal/usage')).status).toBe(200);
  });

  it('sign-ups from one address are limited per hour (429 with Retry-After)', async () => {
    const strict = await startTestServer({ env: { PORTAL_SCRYPT_LOG2N: '12', PORTAL_SIGNUPS_PER_HOUR: '2' } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await new PortalClient(strict.url, strict.inbox).signup(email(), PASSWORD)).status);
      expect(statuses).toEqual([303, 303, 429]);
    } finally {
      await strict.close();
    }
  });

  it('the sixth failed log-in for an email within 15 minutes is refused with 429 and Retry-After, even with the right password', async () => {
    const { email: e } = await signedUp();
    const c = new PortalClient(srv.url, srv.inbox);
    for (let i = 0; i < 5; i++) expect((await c.login(e, `wrong password ${i}`)).status).toBe(401);
    const locked = await c.login(e, PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(locked.html).toContain('Too many failed log-ins');
  });

  it('log out ends the session on the server: the old cookie no longer opens the portal', async () => {
    const { c } = await signedUp();
    const stolen = c.jar.get('orrery_session') ?? '';
    await c.get('/portal/keys');
    expect((await c.post('/portal/logout', {})).status).toBe(303);
    const replay = await fetch(`${srv.url}/portal/keys`, { redirect: 'manual', headers: { cookie: `orrery_session=${stolen}` } });
    expect(replay.status).toBe(303);
    expect(replay.headers.get('location')).toBe('/portal/login');
  });

  it('pages need a session: the keys, usage and account pages send others to the log-in page', async () => {
    for (const p of ['/portal/keys', '/portal/usage', '/portal/account']) {
      const r = await new PortalClient(srv.url, srv.inbox).get(p);
      expect(r.status).toBe(303);
      expect(r.location).toBe('/portal/login');
    }
  });

  it('changing the password logs out other sessions and keeps this one', async () => {
    const { c, email: e } = await signedUp();
    const other = new PortalClient(srv.url, srv.inbox);
    expect((await other.login(e, PASSWORD)).status).toBe(303);
    await c.get('/portal/account');
    const { posted, page: changed } = await c.postAndFollow('/portal/account/password', { current: PASSWORD, next: 'a new long password' });
    expect([posted.status, posted.location]).toEqual([303, '/portal/account']);
    expect(changed.html).toContain('Password changed');
    expect(changed.html).toContain('Other sessions have been logged out');
    expect((await c.get('/portal/account')).html).not.toContain('Other sessions have been logged out'); // shown once
    expect((await c.get('/portal/keys')).status).toBe(200);
    expect((await other.get('/portal/keys')).status).toBe(303);
    expect((await new PortalClient(srv.url, srv.inbox).login(e, PASSWORD)).status).toBe(401);
    expect((await new PortalClient(srv.url, srv.inbox).login(e, 'a new long password')).status).toBe(303);
  });
});

describe('keys', () => {
  it('a new key is shown once with a copy button and a warning, then never again; it works on the API', async () => {
    const { c } = await signedUp();
    const { raw, keyId, page, posted } = await c.createKey('production');
    expect([posted.status, posted.location]).toEqual([303, '/portal/keys']); // post/redirect/get
    expect(posted.html).not.toContain(raw);
    expect(page.status).toBe(200);
    expect(page.html).toContain('you will not see this again');
    expect(page.html).toContain('data-copy="new-key"');
    const later = await c.get('/portal/keys');
    expect(later.html).not.toContain(raw);
    expect(later.html).toContain(`${raw.slice(0, 8)}…`); // the first characters identify it
    expect(later.html).toContain(keyId);
    expect(later.html).toContain('production');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, raw)).status).toBe(200);
  });

  it('rotate keeps the id and label, gives a new secret once, and the old secret is refused at once', async () => {
    const { c } = await signedUp();
    const { raw: oldRaw, keyId } = await c.createKey('rotating');
    const confirm = await c.get(`/portal/keys/${keyId}/rotate`);
    expect(confirm.html).toContain('Keep the old secret working for');
    expect((await c.post(`/portal/keys/${keyId}/rotate`, { grace: 'none' })).status).toBe(400); // no confirmation: nothing happens
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, oldRaw)).status).toBe(200);
    const { raw: newRaw, page, posted } = await c.rotate(keyId);
    expect([posted.status, posted.location]).toEqual([303, '/portal/keys']);
    expect(page.status).toBe(200);
    expect(page.html).toContain('The old secret has stopped working');
    expect(newRaw).not.toBe(oldRaw);
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, oldRaw)).body.error).toBe('INVALID_API_KEY');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, newRaw)).status).toBe(200);
    const rec = await srv.store.getKey(keyId);
    expect(rec).toMatchObject({ id: keyId, label: 'rotating', status: 'active', prefix: newRaw.slice(0, 8) });
  });

  it('revoke asks first, is permanent, and the key gets 401 at once', async () => {
    const { c } = await signedUp();
    const { raw, keyId } = await c.createKey('doomed');
    const confirm = await c.get(`/portal/keys/${keyId}/revoke`);
    expect(confirm.html).toContain('This cannot be undone');
    expect((await c.post(`/portal/keys/${keyId}/revoke`, {})).status).toBe(400); // no confirmation: nothing happens
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, raw)).status).toBe(200);
    const { posted, page: done } = await c.postAndFollow(`/portal/keys/${keyId}/revoke`, { confirm: 'yes' });
    expect(posted.status).toBe(303);
    expect(done.status).toBe(200);
    expect(done.html).toContain('is revoked');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, raw)).body.error).toBe('INVALID_API_KEY');
    expect((await c.rotate(keyId).catch(() => null))).toBeNull(); // a revoked key cannot be rotated back to life
    expect((await srv.store.getKey(keyId))?.status).toBe('revoked');
  });

  it('the sixth active key is refused with a clear message; revoking one frees a slot', async () => {
    const { c } = await signedUp();
    const ids: string[] = [];
    for (let i = 1; i <= 5; i++) ids.push((await c.createKey(`k${i}`)).keyId);
    const sixth = await c.post('/portal/keys', { label: 'k6' });
    expect(sixth.status).toBe(409);
    expect(sixth.html).toContain('already has 5 active keys');
    await c.revoke(ids[0]);
    expect((await c.createKey('k6')).posted.status).toBe(303);
  });

  it('extra trial keys keep the account\'s original deadline: past it every key gets 402', async () => {
    const { c, email: e } = await signedUp();
    const first = await c.createKey('day0');
    const deadline = (await srv.store.getAccount((await srv.store.userByEmail(e))?.accountId ?? ''))?.trialEndsAt;
    srv.now.ms += 10 * 86_400_000;
    try {
      expect((await c.get('/portal/keys')).status).toBe(303); // sessions last 7 days
      expect((await c.login(e, PASSWORD)).status).toBe(303);
      const second = await c.createKey('day10');
      const acc = await srv.store.getAccount((await srv.store.getKey(second.keyId))?.accountId ?? '');
      expect(acc?.trialEndsAt?.getTime()).toBe(deadline?.getTime());
      expect((await post(srv.url, '/v1/natal', NYC_BIRTH, second.raw)).status).toBe(200);
      srv.now.ms += 5 * 86_400_000; // day 15
      expect((await post(srv.url, '/v1/natal', NYC_BIRTH, first.raw)).body.error).toBe('TRIAL_EXPIRED');
      expect((await post(srv.url, '/v1/natal', NYC_BIRTH, second.raw)).body.error).toBe('TRIAL_EXPIRED');
    } finally {
      srv.now.ms -= 15 * 86_400_000;
    }
  });

  it('labels are escaped (no markup from a label) and checked (1–60 characters)', async () => {
    const { c } = await signedUp();
    const { page } = await c.createKey('<script>alert(1)</script>');
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await c.post('/portal/keys', { label: 'x'.repeat(61) })).status).toBe(400);
    expect((await c.post('/portal/keys', { label: '   ' })).status).toBe(400);
  });
});

describe('CSRF and origin', () => {
  it('a form without its CSRF token, with another session\'s token, or from another origin is refused with 403', async () => {
    const { c } = await signedUp();
    const { c: other } = await signedUp();
    await other.get('/portal/keys');
    await c.get('/portal/keys');
    expect((await c.post('/portal/keys', { label: 'a', _csrf: '' })).status).toBe(403);
    expect((await c.post('/portal/keys', { label: 'a', _csrf: other.csrf })).status).toBe(403);
    expect((await c.post('/portal/keys', { label: 'a' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await c.post('/portal/keys', { label: 'a' }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await c.post('/portal/keys', { label: 'a' }, { origin: srv.url })).status).toBe(303);
  });

  it('log-in and sign-up forms need the double-submit token of their own cookie', async () => {
    const c = new PortalClient(srv.url, srv.inbox);
    await c.get('/portal/login');
    expect((await c.post('/portal/login', { email: 'a@example.com', password: PASSWORD, _csrf: 'x'.repeat(43) })).status).toBe(403);
    const bare = await fetch(`${srv.url}/portal/signup`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: email(), password: PASSWORD }),
    });
    expect(bare.status).toBe(403);
  });

  it('every portal page is no-store, unframeable, and under a script-src self Content-Security-Policy', async () => {
    const { c } = await signedUp();
    for (const p of ['/portal/keys', '/portal/usage', '/portal/account', '/portal/login']) {
      const r = await c.get(p);
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.headers.get('x-frame-options')).toBe('DENY');
      expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(r.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
  });
});

describe('security log', () => {
  it('key creation, rotation, revocation, a webhook-secret rotation over the API and a password change are logged with who and from where', async () => {
    const { c, email: e } = await signedUp();
    const user = await srv.store.userByEmail(e);
    const { raw, keyId } = await c.createKey('audited');
    await c.rotate(keyId);
    const { raw: second, keyId: secondId } = await c.createKey('api-side');
    expect((await post(srv.url, '/v1/webhooks/secret/rotate', {}, second)).status).toBe(200);
    await c.revoke(keyId);
    expect((await c.post('/portal/account/password', { current: PASSWORD, next: 'another long password' })).status).toBe(303);
    const log = await srv.store.auditLog(user?.accountId ?? '', 50);
    expect(log.map((x) => [x.action, x.keyId])).toEqual([
      ['password.changed', null], ['key.revoked', keyId], ['webhook_secret.rotated', null],
      ['key.created', secondId], ['key.rotated', keyId], ['key.created', keyId],
    ]);
    expect(log[0].actor).toBe(`portal:${user?.id}`);
    expect(log[2].actor).toBe(`api:${secondId}`);
    for (const x of log) expect(x.ip).toMatch(/^(?:::ffff:)?127\.0\.0\.1$|^::1$/);
    const page = (await c.get('/portal/account')).html;
    expect(page).toContain('Security log');
    expect(page.indexOf('Password changed')).toBeLessThan(page.indexOf('Key revoked'));
    expect(page).toContain('Webhook secret rotated');
    expect(page).toContain(`The API, with key ${secondId}`);
    expect(page).toContain('You, in the portal');
    expect(page).not.toContain(raw); // never a secret
    expect(page).not.toContain(second);
  });

  it('another account\'s security log is never shown, and a refused action leaves no entry', async () => {
    const { c: alice, email: ae } = await signedUp();
    const { c: mallory } = await signedUp();
    const { keyId } = await alice.createKey('alice-only');
    await mallory.get('/portal/keys');
    expect((await mallory.post(`/portal/keys/${keyId}/rotate`, {})).status).toBe(404);
    const aliceUser = await srv.store.userByEmail(ae);
    expect((await srv.store.auditLog(aliceUser?.accountId ?? '', 10)).map((x) => x.action)).toEqual(['key.created']);
    expect((await mallory.get('/portal/account')).html).not.toContain(keyId);
  });
});

describe('one account never reaches another\'s keys or usage', () => {
  it('rotating, revoking or opening another account\'s key id is a 404 and leaves it working', async () => {
    const { c: alice } = await signedUp();
    const { c: mallory } = await signedUp();
    const { raw, keyId } = await alice.createKey('alice-prod');
    await mallory.get('/portal/keys');
    expect((await mallory.post(`/portal/keys/${keyId}/rotate`, {})).status).toBe(404);
    expect((await mallory.get(`/portal/keys/${keyId}/revoke`)).status).toBe(404);
    expect((await mallory.post(`/portal/keys/${keyId}/revoke`, { confirm: 'yes' })).status).toBe(404);
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, raw)).status).toBe(200);
    const malloryPages = (await mallory.get('/portal/keys')).html + (await mallory.get('/portal/usage')).html;
    expect(malloryPages).not.toContain(keyId);
    expect(malloryPages).not.toContain('alice-prod');
  });

  it('GET /v1/usage answers for the calling key\'s account only', async () => {
    const { c: alice } = await signedUp();
    const { c: bob } = await signedUp();
    const a = await alice.createKey('a');
    const b = await bob.createKey('b');
    await post(srv.url, '/v1/natal', NYC_BIRTH, a.raw);
    const ub = await get(srv.url, '/v1/usage', b.raw);
    expect(ub.body.data.quota.used).toBe(0);
    expect(JSON.stringify(ub.body)).not.toContain(a.keyId);
  });
});

describe('usage', () => {
  it('GET /v1/usage: totals, per-key and per-endpoint figures, the day\'s count and the trial left, at no cost', async () => {
    const { c } = await signedUp();
    const k1 = await c.createKey('one');
    const k2 = await c.createKey('two');
    for (let i = 0; i < 3; i++) expect((await post(srv.url, '/v1/natal', NYC_BIRTH, k1.raw)).status).toBe(200);
    expect((await post(srv.url, '/v1/planets', NYC_BIRTH, k2.raw)).status).toBe(200);
    expect((await post(srv.url, '/v1/natal', { date: 'nope' }, k2.raw)).status).toBe(400); // bad input is not metered
    const u1 = await get(srv.url, '/v1/usage', k1.raw);
    const u2 = await get(srv.url, '/v1/usage', k2.raw);
    expect(u1.status).toBe(200);
    expect(u1.headers.get('x-quota-remaining')).toBeNull(); // not metered
    const d = u2.body.data;
    expect(d).toMatchObject({
      plan: 'trial',
      period: new Date(srv.now.ms).toISOString().slice(0, 7),
      quota: { limit: 5000, used: 4, remaining: 4996 },
      trial: { cap: 5000, used: 4, requestsLeft: 4996, daysLeft: 14, expired: false },
      byEndpoint: [{ endpoint: '/v1/natal', units: 3 }, { endpoint: '/v1/planets', units: 1 }],
    });
    expect(d.byKey).toEqual([
      { keyId: k1.keyId, label: 'one', prefix: k1.raw.slice(0, 8), status: 'active', units: 3, byEndpoint: [{ endpoint: '/v1/natal', units: 3 }] },
      { keyId: k2.keyId, label: 'two', prefix: k2.raw.slice(0, 8), status: 'active', units: 1, byEndpoint: [{ endpoint: '/v1/planets', units: 1 }] },
    ]);
    const today = new Date(srv.now.ms).toISOString().slice(0, 10);
    expect(d.daily.at(-1)).toEqual({ date: today, units: 4 });
    expect(d.daily).toHaveLength(Number(today.slice(8)));
    expect(d.daily.reduce((s: number, x: { units: number }) => s + x.units, 0)).toBe(4);
  });

  it('GET /v1/usage refuses a missing key (401), a bad or future period and unknown parameters (400), and POST (405)', async () => {
    const { c } = await signedUp();
    const { raw } = await c.createKey('u');
    expect((await get(srv.url, '/v1/usage')).body.error).toBe('MISSING_API_KEY');
    expect((await get(srv.url, '/v1/usage', 'ak_' + 'x'.repeat(40))).body.error).toBe('INVALID_API_KEY');
    for (const q of ['period=2026-13', 'period=<script>', 'period=2999-01', 'period=2026-1', 'foo=1']) {
      const r = await get(srv.url, `/v1/usage?${q}`, raw);
      expect(r.status, q).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
    }
    const p = await post(srv.url, '/v1/usage', {}, raw);
    expect(p.status).toBe(405);
    expect(p.headers.get('allow')).toBe('GET');
    const past = await get(srv.url, '/v1/usage?period=2020-02', raw);
    expect(past.status).toBe(200);
    expect(past.body.data.daily).toHaveLength(29); // 2020 is a leap year
  });

  it('the usage page shows the month\'s total, the keys, the endpoints and one bar per day so far', async () => {
    const { c } = await signedUp();
    const k = await c.createKey('charted');
    for (let i = 0; i < 2; i++) await post(srv.url, '/v1/natal', NYC_BIRTH, k.raw);
    const page = await c.get('/portal/usage');
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<div class="big" id="usage-total">2<\/div>/);
    expect(page.html).toContain('/v1/natal');
    expect(page.html).toContain('charted');
    const today = new Date(srv.now.ms).toISOString().slice(0, 10);
    expect(page.html).toContain(`data-date="${today}" data-units="2"`);
    expect(page.html.match(/class="bar"/g)).toHaveLength(Number(today.slice(8)));
    expect(page.html).toContain('days left');
  });
});

describe('hostile and malformed input never gives a 500', () => {
  it('oversized forms, odd media types, bad cookies, odd key ids and unknown pages get clear 4xx pages', async () => {
    const { c } = await signedUp();
    await c.get('/portal/keys');
    const big = await c.post('/portal/keys', { label: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    const json = await fetch(`${srv.url}/portal/login`, {
      method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json', cookie: `orrery_csrf=${'a'.repeat(43)}` },
      body: JSON.stringify({ _csrf: 'a'.repeat(43), email: 'x@example.com', password: PASSWORD }),
    });
    expect(json.status).toBe(403); // only forms are read: the token is not found
    for (const cookie of ['orrery_session=', 'orrery_session=%00%ff', `orrery_session=${'a'.repeat(5000)}`, 'garbage', 'orrery_session="x"; orrery_csrf=;;']) {
      const r = await fetch(`${srv.url}/portal/keys`, { redirect: 'manual', headers: { cookie } });
      expect(r.status, cookie).toBe(303);
    }
    for (const id of ['..%2F..%2Fetc', 'key_', `key_${'a'.repeat(65)}`, '%3Cscript%3E', 'acc_123']) {
      expect((await c.post(`/portal/keys/${id}/rotate`, {})).status, id).toBe(404);
      expect((await c.get(`/portal/keys/${id}/revoke`)).status, id).toBe(404);
    }
    const missing = await c.get('/portal/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('sign-up and log-in fields with control characters, huge values or wrong types are refused with 4xx', async () => {
    const c = new PortalClient(srv.url, srv.inbox);
    await c.get('/portal/signup');
    for (const fields of [
      { email: 'a\u0000b@example.com', password: PASSWORD },
      { email: `${'a'.repeat(300)}@example.com`, password: PASSWORD },
      { email: '<script>@example.com', password: PASSWORD },
      { email: email(), password: 'x'.repeat(201) },
      { email: email() },
      {},
    ]) {
      const r = await c.post('/portal/signup', fields as Record<string, string>);
      expect(r.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(r.html).not.toContain('<script>@');
    }
    await c.get('/portal/login');
    expect((await c.post('/portal/login', { email: 'x'.repeat(5_000), password: 'y'.repeat(5_000) })).status).toBe(401);
    expect((await c.post('/portal/login', { email: 'x'.repeat(10_000), password: 'y'.repeat(10_000) })).status).toBe(413); // forms stop at 16 KB
  });
});

describe('the store keeps working for the admin CLI and old data', () => {
  it('a store file made before key prefixes existed opens, keeps its keys (no prefix shown) and takes new ones', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'orrery-old-')), 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE accounts (id TEXT PRIMARY KEY, name TEXT NOT NULL, plan TEXT NOT NULL, external_id TEXT UNIQUE,
      created_at INTEGER NOT NULL, trial_ends_at INTEGER, trial_cap INTEGER, monthly_quota INTEGER NOT NULL,
      total_used INTEGER NOT NULL DEFAULT 0, period TEXT, period_used INTEGER NOT NULL DEFAULT 0, active_keys INTEGER NOT NULL DEFAULT 0);
    CREATE TABLE api_keys (id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id), hash TEXT NOT NULL UNIQUE,
      label TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER, rotated_at INTEGER, revoked_at INTEGER);
    INSERT INTO accounts (id, name, plan, created_at, monthly_quota, active_keys) VALUES ('acc_old', 'old', 'paid', 0, 10, 1);
    INSERT INTO api_keys (id, account_id, hash, label, status, created_at) VALUES ('key_old', 'acc_old', '${'f'.repeat(64)}', 'old', 'active', 0);`);
    old.close();
    const s = new SqliteStore(file);
    expect(await s.getKey('key_old')).toMatchObject({ label: 'old', prefix: null, status: 'active' });
    expect((await s.createKey('acc_old', 'new', 'e'.repeat(64), new Date(), 'ak_abcde')).prefix).toBe('ak_abcde');
    await s.close();
  });
});
