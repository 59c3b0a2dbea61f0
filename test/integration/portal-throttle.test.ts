/**
 * Issue 25, item 1: the log-in and password-change throttles reserve the attempt BEFORE the password
 * hash (reserve, then judge). A burst of 40 concurrent log-ins for one email is judged at most 5 times
 * (counted as scrypt derivations in this process and as 401s against 429s); the right password sent
 * in the burst after the 5 slots are taken is refused; and one email's burst hashes one attempt at a
 * time, so another user's log-in does not queue behind it. (The fleet suite checks the Redis store.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, scryptCount } from '../../api/portal/passwords.js';
import { PortalClient } from '../helpers/portal.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const PASSWORD = 'quiet harbour lantern';
const LOG2N = 14;
let srv: TestServer;

async function user(email: string): Promise<void> {
  await srv.store.createUser(email, await hashPassword(PASSWORD, LOG2N), { name: email, plan: 'trial', monthlyQuota: 10, trialDays: 14, trialCap: 10 }, new Date());
}

/** A log-in form post with a fresh anonymous CSRF pair (each its own browser). */
async function loginPost(email: string, password: string): Promise<number> {
  const c = new PortalClient(srv.url);
  await c.get('/portal/login');
  return (await c.post('/portal/login', { email, password })).status;
}

beforeAll(async () => {
  srv = await startTestServer({ env: { PORTAL_SCRYPT_LOG2N: String(LOG2N) } });
});
afterAll(async () => srv.close());

describe('log-in throttle under a concurrent burst (reserve, then judge)', () => {
  it('40 concurrent wrong log-ins for one email: at most 5 are judged (5 scrypt runs, 401s), the rest 429; the right password in the burst is refused', async () => {
    const email = 'burst@example.com';
    await user(email);
    // The anonymous CSRF cookies first (so the burst itself is only the posts).
    const clients = await Promise.all(Array.from({ length: 40 }, async () => {
      const c = new PortalClient(srv.url);
      await c.get('/portal/login');
      return c;
    }));
    const before = scryptCount();
    const wrong = clients.slice(0, 39).map((c, i) => c.post('/portal/login', { email, password: `wrong guess number ${i}` }));
    // The right password arrives within the burst, after the wrong ones have taken their slots.
    await new Promise((r) => setTimeout(r, 50));
    const right = clients[39].post('/portal/login', { email, password: PASSWORD });
    const statuses = (await Promise.all([...wrong, right])).map((r) => r.status);
    const judged = scryptCount() - before;
    expect(judged).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses[39]).toBe(429);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    // And after the burst the right password is still refused for the window.
    expect(await loginPost(email, PASSWORD)).toBe(429);
  });

  it('one email\'s burst hashes one attempt at a time: another user logs in while it runs, within a few hash times', async () => {
    const victim = 'victim@example.com';
    const other = 'other@example.com';
    await Promise.all([user(victim), user(other)]);
    let t = Date.now();
    await hashPassword('time one hash', LOG2N);
    const oneHash = Math.max(5, Date.now() - t);
    const burst = Promise.all(Array.from({ length: 5 }, (_, i) => loginPost(victim, `wrong guess ${i}`)));
    await new Promise((r) => setTimeout(r, 10));
    t = Date.now();
    expect(await loginPost(other, PASSWORD)).toBe(303);
    const took = Date.now() - t;
    expect(await burst).toEqual([401, 401, 401, 401, 401]);
    // Unserialised, the five victim hashes would fill libuv's 4 threads ahead of it (>= 2 hash times of
    // waiting); serialised, one thread is the victim's and the other log-in starts at once.
    expect(took).toBeLessThan(oneHash * 4 + 300);
  });

  it('the password-change throttle reserves first too: 20 concurrent wrong current passwords, at most 5 judged', async () => {
    const email = 'change@example.com';
    await user(email);
    const c = new PortalClient(srv.url);
    await c.get('/portal/login');
    expect((await c.post('/portal/login', { email, password: PASSWORD })).status).toBe(303);
    await c.get('/portal/account');
    const before = scryptCount();
    const statuses = (await Promise.all(Array.from({ length: 20 }, (_, i) => c.post('/portal/account/password', { current: `not it ${i}`, next: 'a brand new harbour lamp' })))).map((r) => r.status);
    expect(scryptCount() - before).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect((await c.post('/portal/account/password', { current: PASSWORD, next: 'a brand new harbour lamp' })).status).toBe(429);
  });
});
