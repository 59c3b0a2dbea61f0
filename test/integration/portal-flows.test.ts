/**
 * The portal flows of issue 24 and item 4 of issue 25, over HTTP: the root page; post/redirect/get (a
 * reload repeats nothing, a new secret is shown once); rotation with a confirmation and a grace period
 * (the old secret works until it ends, by the service's clock); password reset by a mailed single-use
 * 30-minute link, and the admin CLI's reset-password; weak and common passwords refused everywhere a
 * password is chosen; the request log (the account's calls, searchable by request id, no other
 * account's); the first call shown with a new key; links to the docs on every page.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/portal/passwords.js';
import { digest } from '../../api/portal/session.js';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { PortalClient } from '../helpers/portal.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

const PASSWORD = 'violet canyon metronome';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let srv: TestServer;
let n = 0;
const email = () => `flow${++n}-${Date.now()}@example.com`;

async function signedUp(): Promise<{ c: PortalClient; email: string }> {
  const c = new PortalClient(srv.url, srv.inbox);
  const e = email();
  const r = await c.signup(e, PASSWORD);
  expect(r.location).toBe('/portal/keys');
  return { c, email: e };
}

beforeAll(async () => {
  srv = await startTestServer({ env: { PORTAL_SCRYPT_LOG2N: '12', PORTAL_SIGNUPS_PER_HOUR: '1000' } });
});
afterAll(async () => srv.close());

describe('root page and links', () => {
  it('GET / says what Orrery is and links to the docs and the portal, under the portal\'s CSP', async () => {
    const r = await fetch(`${srv.url}/`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toContain('text/html');
    expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await r.text();
    expect(html).toContain('astrology calculations');
    expect(html).toContain('href="/docs"');
    expect(html).toContain('href="/portal"');
  });

  it('every portal page links to the docs', async () => {
    const { c } = await signedUp();
    for (const p of ['/portal/keys', '/portal/usage', '/portal/requests', '/portal/account']) {
      expect((await c.get(p)).html).toContain('href="/docs"');
    }
    const anon = new PortalClient(srv.url);
    for (const p of ['/portal/login', '/portal/signup', '/portal/password-reset']) expect((await anon.get(p)).html).toContain('href="/docs"');
  });
});

describe('post/redirect/get', () => {
  it('creating a key answers 303; the next GET shows the secret once with a first call in curl, JavaScript and Python; reloads show and create nothing more', async () => {
    const { c } = await signedUp();
    await c.get('/portal/keys');
    const posted = await c.post('/portal/keys', { label: 'prg' });
    expect([posted.status, posted.location]).toEqual([303, '/portal/keys']);
    const shown = await c.get('/portal/keys');
    const raw = /<code id="new-key">(ak_[A-Za-z0-9]{40})<\/code>/.exec(shown.html)?.[1] ?? '';
    expect(raw).toMatch(/^ak_/);
    // The first call with the new key, ready to paste (HTML-escaped quotes in the page)
    expect(shown.html).toContain(`curl -s ${srv.url}/v1/natal`);
    expect(shown.html).toContain(`-H &quot;X-API-Key: ${raw}&quot;`);
    expect(shown.html).toContain(`fetch(&quot;${srv.url}/v1/natal&quot;`);
    expect(shown.html).toContain('import requests');
    expect(shown.html).toContain(`headers={&quot;X-API-Key&quot;: &quot;${raw}&quot;}`);
    for (let i = 0; i < 2; i++) {
      const reload = await c.get('/portal/keys');
      expect(reload.html).not.toContain(raw);
      expect(reload.html).toContain('process.env.ORRERY_API_KEY'); // the first call, key from the environment
    }
    const accountId = (await srv.store.getKey(/data-key-id="(key_[A-Za-z0-9]+)"/.exec(shown.html)?.[1] ?? ''))?.accountId ?? '';
    expect((await srv.store.listKeys(accountId)).length).toBe(1);
    // The call the snippets make works with the key.
    const res = await fetch(`${srv.url}/v1/natal`, { method: 'POST', headers: { 'X-API-Key': raw, 'Content-Type': 'application/json' }, body: JSON.stringify({ date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 }) });
    expect(res.status).toBe(200);
  });
});

describe('rotate with confirmation and a grace period', () => {
  it('GET /portal/keys/:id/rotate asks first and offers none, 1 h, 24 h and 7 days; an unknown choice is 400 and changes nothing', async () => {
    const { c } = await signedUp();
    const { raw, keyId } = await c.createKey('confirm');
    const page = await c.get(`/portal/keys/${keyId}/rotate`);
    expect(page.status).toBe(200);
    for (const v of ['none', '1h', '24h', '7d']) expect(page.html).toContain(`value="${v}"`);
    expect((await c.post(`/portal/keys/${keyId}/rotate`, { confirm: 'yes', grace: '30d' })).status).toBe(400);
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, raw)).status).toBe(200);
    expect((await srv.store.getKey(keyId))?.rotatedAt).toBeNull();
  });

  it('with 1 hour of grace both secrets work until the hour ends (service clock), then only the new one', async () => {
    const { c } = await signedUp();
    const { raw: oldRaw, keyId } = await c.createKey('graceful');
    const { raw: newRaw, page } = await c.rotate(keyId, '1h');
    expect(page.html).toContain('The old secret keeps working until');
    expect((await c.get('/portal/keys')).html).toContain('previous secret works until');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, oldRaw)).status).toBe(200);
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, newRaw)).status).toBe(200);
    const t0 = srv.now.ms;
    try {
      srv.now.ms = t0 + 3_600_000 - 1000;
      expect((await post(srv.url, '/v1/natal', NYC_BIRTH, oldRaw)).status).toBe(200);
      srv.now.ms = t0 + 3_600_000 + 1000;
      expect((await post(srv.url, '/v1/natal', NYC_BIRTH, oldRaw)).body.error).toBe('INVALID_API_KEY');
      expect((await post(srv.url, '/v1/natal', NYC_BIRTH, newRaw)).status).toBe(200);
      expect((await c.get('/portal/keys')).html).not.toContain('previous secret works until');
    } finally {
      srv.now.ms = t0;
    }
  });

  it('revoking a key in its grace period ends the old secret too', async () => {
    const { c } = await signedUp();
    const { raw: oldRaw, keyId } = await c.createKey('grace-then-revoke');
    const { raw: newRaw } = await c.rotate(keyId, '7d');
    await c.revoke(keyId);
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, oldRaw)).body.error).toBe('INVALID_API_KEY');
    expect((await post(srv.url, '/v1/natal', NYC_BIRTH, newRaw)).body.error).toBe('INVALID_API_KEY');
  });
});

describe('weak and common passwords (issue 25, item 4)', () => {
  const weak = ['password12', '1234567890', ' '.repeat(10), 'qwertyuiop', 'aaaaaaaaaaaa'];

  it('sign-up refuses each with 400 and a sentence saying why; nothing is mailed', async () => {
    for (const p of weak) {
      const e = email();
      const r = await new PortalClient(srv.url, srv.inbox).signup(e, p);
      expect(r.status, JSON.stringify(p)).toBe(400);
      expect(r.html).toMatch(/too weak|only spaces/);
      expect(srv.mail.last(e)).toBeUndefined();
    }
    const r = await new PortalClient(srv.url).signup(email(), 'password12');
    expect(r.html).toContain('This password is too weak: it is a commonly used password.');
  });

  it('a password made of the email is refused; a long passphrase passes', async () => {
    const e = email();
    expect((await new PortalClient(srv.url).signup(e, `${e.split('@')[0]}1`)).status).toBe(400);
    expect((await new PortalClient(srv.url).signup(email(), 'tangerine opera bicycle')).status).toBe(303);
  });

  it('changing the password refuses a weak new one', async () => {
    const { c } = await signedUp();
    await c.get('/portal/account');
    const r = await c.post('/portal/account/password', { current: PASSWORD, next: '1234567890' });
    expect(r.status).toBe(400);
    expect(r.html).toContain('too weak');
  });
});

describe('password reset', () => {
  it('the request answers the same for a known and an unknown address; only the known one gets a mail', async () => {
    const { email: known } = await signedUp();
    const unknown = email();
    const answers = [];
    for (const e of [known, unknown]) {
      const c = new PortalClient(srv.url);
      await c.get('/portal/password-reset');
      const r = await c.post('/portal/password-reset', { email: e });
      answers.push([r.status, r.location]);
    }
    expect(answers[0]).toEqual([303, '/portal/password-reset/sent']);
    expect(answers[1]).toEqual(answers[0]);
    expect(srv.mail.last(known)?.subject).toBe('Reset your Orrery password');
    expect(srv.mail.last(unknown)).toBeUndefined();
  });

  it('the link sets a new password once, ends every session, and the old password stops working', async () => {
    const { c: session, email: e } = await signedUp();
    const c = new PortalClient(srv.url, srv.inbox);
    const link = await c.resetLink(e);
    const token = link.split('/').pop() ?? '';
    // Only the digest is stored
    expect(await srv.store.peekPortalToken(digest(token), 'reset', new Date(srv.now.ms))).toMatchObject({ email: e });
    const form = await c.get(link);
    expect(form.status).toBe(200);
    // same-origin: the token never goes to another site in a Referer (no-referrer would make Chromium post `Origin: null`)
    expect(form.headers.get('referrer-policy')).toBe('same-origin');
    expect((await c.post(link, { next: 'password12' })).status).toBe(400); // weak: the link stays usable
    const done = await c.post(link, { next: 'emerald lighthouse sonata' });
    expect([done.status, done.location]).toEqual([303, '/portal/login?done=reset']);
    expect((await c.get('/portal/login?done=reset')).html).toContain('Your password is changed');
    expect((await session.get('/portal/keys')).status).toBe(303); // the old session is over
    expect((await new PortalClient(srv.url).login(e, PASSWORD)).status).toBe(401);
    expect((await new PortalClient(srv.url).login(e, 'emerald lighthouse sonata')).status).toBe(303);
    expect((await new PortalClient(srv.url).get(link)).status).toBe(410); // single use
    const user = await srv.store.userByEmail(e);
    expect((await srv.store.auditLog(user?.accountId ?? '', 5))[0]).toMatchObject({ action: 'password.reset', actor: `portal:${user?.id}` });
  });

  it('a link expires after 30 minutes, and a newer link replaces an older one', async () => {
    const { email: e } = await signedUp();
    const c = new PortalClient(srv.url, srv.inbox);
    const first = await c.resetLink(e);
    const second = await c.resetLink(e);
    expect(second).not.toBe(first);
    expect((await c.get(first)).status).toBe(410);
    const t0 = srv.now.ms;
    try {
      srv.now.ms = t0 + 29 * 60_000;
      expect((await c.get(second)).status).toBe(200);
      srv.now.ms = t0 + 31 * 60_000;
      expect((await c.get(second)).status).toBe(410);
      expect((await c.post(second, { next: 'emerald lighthouse sonata' })).status).toBe(410);
    } finally {
      srv.now.ms = t0;
    }
    expect((await c.get('/portal/password-reset/not-a-token')).status).toBe(410);
  });

  it('the admin CLI\'s reset-password prints a one-time link that works in the portal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'orrery-reset-'));
    const store = new SqliteStore(join(dir, 'orrery.sqlite'));
    const own = await startTestServer({ store, env: { PORTAL_SCRYPT_LOG2N: '12' } });
    try {
      await store.createUser('admin-reset@example.com', await hashPassword(PASSWORD, 12), { name: 'x', plan: 'trial', monthlyQuota: 10, trialDays: 14, trialCap: 10 }, new Date());
      const run = (...args: string[]) => spawnSync(process.execPath, [join(ROOT, 'dist/api/admin.js'), ...args], {
        cwd: ROOT, encoding: 'utf8', env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', MONGODB_URL: '', PUBLIC_URL: own.url },
      });
      const r = run('reset-password', '--email', 'Admin-Reset@example.com');
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const out = JSON.parse(r.stdout) as { email: string; link: string; expiresAt: string };
      expect(out.email).toBe('admin-reset@example.com');
      expect(out.link.startsWith(`${own.url}/portal/password-reset/`)).toBe(true);
      const c = new PortalClient(own.url);
      const path = out.link.slice(own.url.length);
      await c.get(path);
      expect((await c.post(path, { next: 'emerald lighthouse sonata' })).status).toBe(303);
      expect((await new PortalClient(own.url).login('admin-reset@example.com', 'emerald lighthouse sonata')).status).toBe(303);
      const missing = run('reset-password', '--email', 'nobody@example.com');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('no portal user');
      expect(run('reset-password').status).toBe(2);
    } finally {
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('request log', () => {
  async function waitFor<T>(probe: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
    let v = await probe();
    for (let i = 0; i < 40 && !ok(v); i++) {
      await new Promise((r) => setTimeout(r, 50));
      v = await probe();
    }
    return v;
  }

  it('lists the account\'s calls (time, key, endpoint, status, request id, duration), searchable by request id and key; no other account\'s', async () => {
    const { c } = await signedUp();
    const { raw: a, keyId: aId } = await c.createKey('alpha');
    const { raw: b } = await c.createKey('beta');
    const okCall = await post(srv.url, '/v1/natal', NYC_BIRTH, a, { 'X-Request-Id': 'find-me-123' });
    expect(okCall.status).toBe(200);
    expect((await post(srv.url, '/v1/natal', { lat: 1 }, b)).status).toBe(400);
    const { c: other } = await signedUp();
    const { raw: o } = await other.createKey('other');
    await post(srv.url, '/v1/natal', NYC_BIRTH, o, { 'X-Request-Id': 'not-yours-456' });
    const page = await waitFor(() => c.get('/portal/requests'), (p) => p.html.includes('find-me-123') && (p.html.match(/data-request-id=/g) ?? []).length >= 2);
    expect(page.status).toBe(200);
    expect(page.html).toContain('POST /v1/natal');
    expect(page.html).toMatch(/s2xx">200</);
    expect(page.html).toMatch(/s4xx">400</);
    expect(page.html).toContain('alpha');
    expect(page.html).toMatch(/\d+(\.\d)? ms/);
    expect(page.html).not.toContain('not-yours-456');
    const found = await c.get('/portal/requests?requestId=find-me-123');
    expect((found.html.match(/data-request-id=/g) ?? []).length).toBe(1);
    expect(found.html).toContain('find-me-123');
    expect((await c.get('/portal/requests?requestId=not-yours-456')).html).toContain('No request matches');
    const byKey = await c.get(`/portal/requests?key=${aId}`);
    expect((byKey.html.match(/data-request-id=/g) ?? []).length).toBe(1);
    expect((await c.get('/portal/requests?requestId=%3Cscript%3E')).status).toBe(400);
    // other's own page shows its call
    const mine = await waitFor(() => other.get('/portal/requests'), (p) => p.html.includes('not-yours-456'));
    expect(mine.html).toContain('not-yours-456');
  });
});
