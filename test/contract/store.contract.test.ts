/**
 * One contract suite for every store adapter: the embedded SQLite store always; MongoDB through the
 * official driver when MONGODB_URL is set (e.g. `docker compose up -d mongo` then
 * `MONGODB_URL=mongodb://127.0.0.1:27017 npm run test:mongo`). Each run uses a fresh database.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { hashKey } from '../../shared/store/keys.js';
import { MongoStore } from '../../shared/store/mongo/mongo-store.js';
import { StoreError, type Store } from '../../shared/store/ports.js';

interface Adapter {
  name: string;
  make(): Promise<{ store: Store; cleanup: () => Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'embedded (SQLite)',
    async make() {
      const dir = mkdtempSync(join(tmpdir(), 'orrery-contract-'));
      const store = new SqliteStore(join(dir, 'c.sqlite'));
      return { store, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];
if (process.env.MONGODB_URL) {
  const url = process.env.MONGODB_URL;
  adapters.push({
    name: 'mongodb',
    async make() {
      const db = `orrery_contract_${randomBytes(4).toString('hex')}`;
      const store = new MongoStore(url, db);
      return {
        store,
        cleanup: async () => {
          const { MongoClient } = await import('mongodb');
          const c = new MongoClient(url);
          await c.db(db).dropDatabase();
          await c.close();
        },
      };
    },
  });
} else {
  console.warn('\n!!! store.contract.test.ts: MongoDB adapter not run (set MONGODB_URL to run the same contract on it)\n');
}

const T0 = new Date('2026-11-10T12:00:00Z');
const h = (s: string) => hashKey(`ak_${s.padEnd(40, 'x')}`);
/** Session ids are stored as digests, like keys. */
const sid = (s: string) => hashKey(`session:${s}`);
/**
 * Stored sessions expire far ahead: MongoDB's TTL monitor deletes by the real clock (which is past T0),
 * so a session expiring near T0 could vanish mid-test. Expiry is tested by moving `now` instead.
 */
const FAR = new Date('2099-01-01T00:00:00Z');
const TRIAL = { name: 'portal', plan: 'trial', monthlyQuota: 5000, trialDays: 14, trialCap: 5000 } as const;

for (const adapter of adapters) {
  describe(`store contract: ${adapter.name}`, () => {
    let store: Store;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      ({ store, cleanup } = await adapter.make());
      await store.init();
    });
    afterAll(async () => {
      await store.close();
      await cleanup();
    });

    it('creates accounts; a trial gets signup + 14 days and the cap', async () => {
      const a = await store.createAccount({ name: 'a', plan: 'trial', monthlyQuota: 5000, trialDays: 14, trialCap: 5000 }, T0);
      expect(a).toMatchObject({ name: 'a', plan: 'trial', trialCap: 5000, monthlyQuota: 5000, totalUsed: 0, activeKeys: 0, externalId: null });
      expect(a.trialEndsAt?.toISOString()).toBe('2026-11-24T12:00:00.000Z');
      expect(await store.getAccount(a.id)).toEqual(a);
      expect(await store.getAccount('acc_missing')).toBeNull();
      const p = await store.createAccount({ name: 'p', plan: 'paid', monthlyQuota: 10 }, T0);
      expect(p.trialEndsAt).toBeNull();
      expect((await store.listAccounts()).map((x) => x.id)).toEqual(expect.arrayContaining([a.id, p.id]));
      expect(await store.countAccounts()).toBeGreaterThanOrEqual(2);
    });

    it('keys: digests are unique; at most 5 active; rotate keeps id and label; revoke is final', async () => {
      const a = await store.createAccount({ name: 'k', plan: 'paid', monthlyQuota: 10 }, T0);
      const k1 = await store.createKey(a.id, 'one', h('k1'), T0);
      expect(k1).toMatchObject({ accountId: a.id, label: 'one', status: 'active', lastUsedAt: null });
      await expect(store.createKey(a.id, 'dup', h('k1'), T0)).rejects.toMatchObject({ code: 'CONFLICT' });
      for (let i = 2; i <= 5; i++) await store.createKey(a.id, `k${i}`, h(`k${i}`), T0);
      await expect(store.createKey(a.id, 'six', h('k6'), T0)).rejects.toBeInstanceOf(StoreError);
      await expect(store.createKey(a.id, 'six', h('k6'), T0)).rejects.toMatchObject({ code: 'KEY_LIMIT' });
      expect((await store.authenticate(h('k1')))?.key.id).toBe(k1.id);
      const rotated = await store.rotateKey(k1.id, h('k1-new'), T0);
      expect(rotated).toMatchObject({ id: k1.id, label: 'one', status: 'active' });
      expect(await store.authenticate(h('k1'))).toBeNull();
      expect((await store.authenticate(h('k1-new')))?.account.id).toBe(a.id);
      const revoked = await store.revokeKey(k1.id, T0);
      expect(revoked.status).toBe('revoked');
      expect(await store.authenticate(h('k1-new'))).toBeNull();
      await expect(store.revokeKey(k1.id, T0)).rejects.toMatchObject({ code: 'REVOKED' });
      await expect(store.rotateKey('key_missing', h('zz'), T0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // a slot is free again
      await store.createKey(a.id, 'six', h('k6'), T0);
      expect((await store.listKeys(a.id)).filter((k) => k.status === 'active')).toHaveLength(5);
      expect((await store.getAccount(a.id))?.activeKeys).toBe(5);
      await expect(store.createKey('acc_missing', 'x', h('nobody'), T0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('reserve counts per account, key and endpoint; refuses past the monthly quota; release gives back', async () => {
      const a = await store.createAccount({ name: 'q', plan: 'paid', monthlyQuota: 5 }, T0);
      const k = await store.createKey(a.id, 'q', h('q1'), T0);
      const r1 = await store.reserve(a.id, k.id, [{ endpoint: '/v1/natal', units: 2 }, { endpoint: '/v1/planets', units: 1 }], T0);
      expect(r1).toEqual({ ok: true, limit: 5, remaining: 2, resetAt: new Date('2026-12-01T00:00:00Z') });
      const r2 = await store.reserve(a.id, k.id, [{ endpoint: '/v1/natal', units: 3 }], T0);
      expect(r2).toMatchObject({ ok: false, code: 'QUOTA_EXCEEDED', remaining: 2 });
      await store.release(a.id, k.id, [{ endpoint: '/v1/natal', units: 1 }], T0);
      const u = await store.usage(a.id, '2026-11');
      expect(u.total).toBe(2);
      expect(u.byKey).toEqual([{ keyId: k.id, total: 2, byEndpoint: { '/v1/natal': 1, '/v1/planets': 1 } }]);
      expect((await store.getKey(k.id))?.lastUsedAt?.toISOString()).toBe(T0.toISOString());
      // a new month starts from zero
      const dec = new Date('2026-12-02T00:00:00Z');
      expect(await store.reserve(a.id, k.id, [{ endpoint: '/v1/natal', units: 5 }], dec)).toMatchObject({ ok: true, remaining: 0 });
      expect((await store.usage(a.id, '2026-12')).total).toBe(5);
    });

    it('trial: the cap and the deadline give TRIAL_EXPIRED', async () => {
      const a = await store.createAccount({ name: 't', plan: 'trial', monthlyQuota: 100, trialDays: 14, trialCap: 3 }, T0);
      const k = await store.createKey(a.id, 't', h('t1'), T0);
      expect(await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 4 }], T0)).toMatchObject({ ok: false, code: 'QUOTA_EXCEEDED', remaining: 3 });
      expect((await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 3 }], T0)).ok).toBe(true);
      expect(await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 1 }], T0)).toMatchObject({ ok: false, code: 'TRIAL_EXPIRED' });
      const b = await store.createAccount({ name: 't2', plan: 'trial', monthlyQuota: 100, trialDays: 14, trialCap: 5000 }, T0);
      const late = new Date(T0.getTime() + 14 * 86_400_000);
      expect(await store.reserve(b.id, 'key_x', [{ endpoint: 'x', units: 1 }], new Date(late.getTime() - 1))).toMatchObject({ ok: true });
      expect(await store.reserve(b.id, 'key_x', [{ endpoint: 'x', units: 1 }], late)).toMatchObject({ ok: false, code: 'TRIAL_EXPIRED' });
    });

    it('concurrent reservations never exceed the quota (100 racing 1-unit reservations on 10 units)', async () => {
      const a = await store.createAccount({ name: 'c', plan: 'paid', monthlyQuota: 10 }, T0);
      const results = await Promise.all(Array.from({ length: 100 }, () => store.reserve(a.id, 'key_c', [{ endpoint: 'x', units: 1 }], T0)));
      expect(results.filter((r) => r.ok)).toHaveLength(10);
      expect((await store.getAccount(a.id))?.totalUsed).toBe(10);
    });

    it('reservations made together are decided in call order, each on its own account; a missing account fails only its call', async () => {
      const a = await store.createAccount({ name: 'g1', plan: 'paid', monthlyQuota: 3 }, T0);
      const b = await store.createAccount({ name: 'g2', plan: 'paid', monthlyQuota: 2 }, T0);
      const calls = [
        store.reserve(a.id, 'key_a', [{ endpoint: 'x', units: 2 }], T0), // a: 3 → 1
        store.reserve(b.id, 'key_b', [{ endpoint: 'x', units: 2 }], T0), // b: 2 → 0
        store.reserve('acc_missing', 'key_m', [{ endpoint: 'x', units: 1 }], T0),
        store.reserve(a.id, 'key_a', [{ endpoint: 'x', units: 2 }], T0), // a: only 1 left → refused
        store.reserve(a.id, 'key_a', [{ endpoint: 'x', units: 1 }], T0), // a: 1 → 0
        store.reserve(b.id, 'key_b', [{ endpoint: 'x', units: 1 }], T0), // b: none left
      ];
      const settled = await Promise.allSettled(calls);
      const view = settled.map((s) => (s.status === 'fulfilled' ? (s.value.ok ? `ok:${s.value.remaining}` : s.value.code) : (s.reason as StoreError).code));
      expect(view[2]).toBe('NOT_FOUND');
      expect(view.filter((v) => v.startsWith('ok'))).toHaveLength(3);
      // The embedded store group-commits calls of one event-loop turn in call order; MongoDB runs them concurrently.
      if (adapter.name.startsWith('embedded')) expect(view).toEqual(['ok:1', 'ok:0', 'NOT_FOUND', 'QUOTA_EXCEEDED', 'ok:0', 'QUOTA_EXCEEDED']);
      expect((await store.getAccount(a.id))?.totalUsed).toBe(3);
      expect((await store.getAccount(b.id))?.totalUsed).toBeLessThanOrEqual(2);
    });

    it('marketplace accounts are created once per external user', async () => {
      const [m1, m2] = await Promise.all([store.marketplaceAccount('u-1', 100, T0), store.marketplaceAccount('u-1', 100, T0)]);
      expect(m1.id).toBe(m2.id);
      expect(m1).toMatchObject({ plan: 'marketplace', externalId: 'u-1', monthlyQuota: 100 });
    });

    it('keys keep their prefix: given on create, replaced on rotate, null when not given', async () => {
      const a = await store.createAccount({ name: 'px', plan: 'paid', monthlyQuota: 10 }, T0);
      const k = await store.createKey(a.id, 'with', h('px1'), T0, 'ak_px1AA');
      expect(k.prefix).toBe('ak_px1AA');
      expect((await store.getKey(k.id))?.prefix).toBe('ak_px1AA');
      expect((await store.authenticate(h('px1')))?.key.prefix).toBe('ak_px1AA');
      const rotated = await store.rotateKey(k.id, h('px2'), T0, 'ak_px2BB');
      expect(rotated.prefix).toBe('ak_px2BB');
      expect((await store.listKeys(a.id)).map((x) => x.prefix)).toEqual(['ak_px2BB']);
      // A rotation without a prefix does not keep the old secret's prefix.
      expect((await store.rotateKey(k.id, h('px3'), T0)).prefix).toBeNull();
      expect((await store.getKey(k.id))?.prefix).toBeNull();
      const bare = await store.createKey(a.id, 'without', h('px4'), T0);
      expect(bare.prefix).toBeNull();
      expect((await store.getKey(bare.id))?.prefix).toBeNull();
    });

    it('dailyUsage counts reserved units per UTC day, summed over keys, a batch by its total', async () => {
      const a = await store.createAccount({ name: 'd1', plan: 'paid', monthlyQuota: 1000 }, T0);
      const k1 = await store.createKey(a.id, 'd1', h('d1a'), T0);
      const k2 = await store.createKey(a.id, 'd2', h('d1b'), T0);
      // A batch reserves one line per item endpoint: the day counts its total.
      await store.reserve(a.id, k1.id, [{ endpoint: '/v1/natal', units: 2 }, { endpoint: '/v1/planets', units: 3 }, { endpoint: '/v1/natal', units: 1 }],
        new Date('2026-11-10T00:00:00.000Z'));
      await store.reserve(a.id, k2.id, [{ endpoint: '/v1/natal', units: 1 }], new Date('2026-11-10T23:59:59.999Z'));
      await store.reserve(a.id, k1.id, [{ endpoint: '/v1/natal', units: 4 }], new Date('2026-11-11T00:00:00.000Z'));
      await store.reserve(a.id, k2.id, [{ endpoint: '/v1/planets', units: 2 }], new Date('2026-11-11T18:00:00.000Z'));
      expect(await store.dailyUsage(a.id, '2026-11-01', '2026-11-30')).toEqual([
        { day: '2026-11-10', units: 7 },
        { day: '2026-11-11', units: 6 },
      ]);
    });

    it('dailyUsage leaves out refused reservations', async () => {
      const a = await store.createAccount({ name: 'd2', plan: 'paid', monthlyQuota: 3 }, T0);
      const k = await store.createKey(a.id, 'd2', h('d2a'), T0);
      expect(await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 2 }], T0)).toMatchObject({ ok: true });
      expect(await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 2 }], T0)).toMatchObject({ ok: false, code: 'QUOTA_EXCEEDED' });
      expect(await store.dailyUsage(a.id, '2026-11-10', '2026-11-10')).toEqual([{ day: '2026-11-10', units: 2 }]);
    });

    it('dailyUsage: a release subtracts from the day of its own now; a fully released day is left out', async () => {
      const a = await store.createAccount({ name: 'd3', plan: 'paid', monthlyQuota: 1000 }, T0);
      const k = await store.createKey(a.id, 'd3', h('d3a'), T0);
      const day1 = new Date('2026-11-10T08:00:00Z');
      const day2 = new Date('2026-11-11T08:00:00Z');
      const day3 = new Date('2026-11-12T08:00:00Z');
      await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 4 }], day1);
      await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 3 }], day2);
      // Released on day 2 (e.g. a request that spanned midnight): day 2 gives the units back, day 1 keeps them.
      await store.release(a.id, k.id, [{ endpoint: 'x', units: 1 }], day2);
      await store.reserve(a.id, k.id, [{ endpoint: 'x', units: 2 }, { endpoint: 'y', units: 3 }], day3);
      await store.release(a.id, k.id, [{ endpoint: 'x', units: 2 }, { endpoint: 'y', units: 3 }], day3);
      expect(await store.dailyUsage(a.id, '2026-11-01', '2026-11-30')).toEqual([
        { day: '2026-11-10', units: 4 },
        { day: '2026-11-11', units: 2 },
      ]);
    });

    it('dailyUsage includes both range bounds and nothing outside them', async () => {
      const a = await store.createAccount({ name: 'd4', plan: 'paid', monthlyQuota: 1000 }, T0);
      const k = await store.createKey(a.id, 'd4', h('d4a'), T0);
      for (const [day, units] of [['2026-11-09', 1], ['2026-11-10', 2], ['2026-11-11', 3], ['2026-11-12', 4]] as const) {
        await store.reserve(a.id, k.id, [{ endpoint: 'x', units }], new Date(`${day}T12:00:00Z`));
      }
      expect(await store.dailyUsage(a.id, '2026-11-10', '2026-11-11')).toEqual([
        { day: '2026-11-10', units: 2 },
        { day: '2026-11-11', units: 3 },
      ]);
      expect(await store.dailyUsage(a.id, '2026-11-12', '2026-11-12')).toEqual([{ day: '2026-11-12', units: 4 }]);
      expect(await store.dailyUsage(a.id, '2026-11-13', '2026-11-30')).toEqual([]);
      expect(await store.dailyUsage(a.id, '2026-10-01', '2026-11-08')).toEqual([]);
    });

    it('dailyUsage does not mix in other accounts', async () => {
      const a = await store.createAccount({ name: 'd5', plan: 'paid', monthlyQuota: 1000 }, T0);
      const b = await store.createAccount({ name: 'd6', plan: 'paid', monthlyQuota: 1000 }, T0);
      const ka = await store.createKey(a.id, 'd5', h('d5a'), T0);
      const kb = await store.createKey(b.id, 'd6', h('d6a'), T0);
      await store.reserve(a.id, ka.id, [{ endpoint: 'x', units: 3 }], T0);
      await store.reserve(b.id, kb.id, [{ endpoint: 'x', units: 10 }], T0);
      await store.reserve(b.id, kb.id, [{ endpoint: 'x', units: 5 }], new Date('2026-11-11T12:00:00Z'));
      expect(await store.dailyUsage(a.id, '2026-11-01', '2026-11-30')).toEqual([{ day: '2026-11-10', units: 3 }]);
      expect(await store.dailyUsage(b.id, '2026-11-01', '2026-11-30')).toEqual([
        { day: '2026-11-10', units: 10 },
        { day: '2026-11-11', units: 5 },
      ]);
      expect(await store.dailyUsage('acc_missing', '2026-11-01', '2026-11-30')).toEqual([]);
    });

    it('createUser creates the login and its trial account (deadline = now + trialDays)', async () => {
      const { user, account } = await store.createUser('ann@example.com', 'scrypt$ann-1',
        { name: 'Ann', plan: 'trial', monthlyQuota: 5000, trialDays: 7, trialCap: 300 }, T0);
      expect(user.id).toMatch(/^usr_/);
      expect(user).toEqual({
        id: user.id, email: 'ann@example.com', accountId: account.id, passwordHash: 'scrypt$ann-1', createdAt: T0, passwordChangedAt: T0,
      });
      expect(account).toMatchObject({ name: 'Ann', plan: 'trial', trialCap: 300, monthlyQuota: 5000, totalUsed: 0, activeKeys: 0, externalId: null });
      expect(account.trialEndsAt?.toISOString()).toBe('2026-11-17T12:00:00.000Z');
      expect(await store.getAccount(account.id)).toEqual(account);
    });

    it('createUser with a taken email is CONFLICT and leaves no account behind', async () => {
      const first = await store.createUser('taken@example.com', 'scrypt$first', { ...TRIAL, name: 'first' }, T0);
      const before = await store.countAccounts();
      const second = store.createUser('taken@example.com', 'scrypt$second', { ...TRIAL, name: 'second' }, T0);
      await expect(second).rejects.toBeInstanceOf(StoreError);
      await expect(second).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await store.countAccounts()).toBe(before);
      expect((await store.listAccounts()).filter((x) => x.name === 'second')).toEqual([]);
      // The first login is untouched.
      expect(await store.userByEmail('taken@example.com')).toEqual(first.user);
    });

    it('userByEmail and getUser find the stored user; unknown ones are null', async () => {
      const { user } = await store.createUser('bob@example.com', 'scrypt$bob', { ...TRIAL, name: 'bob' }, T0);
      expect(await store.userByEmail('bob@example.com')).toEqual(user);
      expect(await store.getUser(user.id)).toEqual(user);
      expect(await store.userByEmail('nobody@example.com')).toBeNull();
      expect(await store.getUser('usr_missing')).toBeNull();
    });

    it("setPassword replaces the digest and ends that user's sessions, not another user's", async () => {
      const { user: u1 } = await store.createUser('carol@example.com', 'scrypt$old', { ...TRIAL, name: 'carol' }, T0);
      const { user: u2 } = await store.createUser('dave@example.com', 'scrypt$dave', { ...TRIAL, name: 'dave' }, T0);
      const session = (id: string, u: typeof u1) =>
        ({ idHash: sid(id), userId: u.id, accountId: u.accountId, csrfToken: `csrf-${id}`, createdAt: T0, expiresAt: FAR });
      await store.createSession(session('carol-1', u1));
      await store.createSession(session('carol-2', u1));
      await store.createSession(session('dave-1', u2));
      const later = new Date(T0.getTime() + 3_600_000);
      await store.setPassword(u1.id, 'scrypt$new', later);
      expect(await store.getUser(u1.id)).toEqual({ ...u1, passwordHash: 'scrypt$new', passwordChangedAt: later });
      expect(await store.userByEmail('carol@example.com')).toMatchObject({ passwordHash: 'scrypt$new' });
      expect(await store.getSession(sid('carol-1'), later)).toBeNull();
      expect(await store.getSession(sid('carol-2'), later)).toBeNull();
      expect(await store.getSession(sid('dave-1'), later)).toEqual(session('dave-1', u2));
      expect(await store.getUser(u2.id)).toEqual(u2);
      await expect(store.setPassword('usr_missing', 'scrypt$x', later)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });

    it('a session round-trips with its csrfToken until expiresAt (expired when expiresAt <= now)', async () => {
      const { user } = await store.createUser('erin@example.com', 'scrypt$erin', { ...TRIAL, name: 'erin' }, T0);
      const s = { idHash: sid('erin-1'), userId: user.id, accountId: user.accountId, csrfToken: 'tok-erin-1', createdAt: T0, expiresAt: FAR };
      await store.createSession(s);
      expect(await store.getSession(s.idHash, T0)).toEqual(s);
      expect((await store.getSession(s.idHash, T0))?.csrfToken).toBe('tok-erin-1');
      expect(await store.getSession(s.idHash, new Date(FAR.getTime() - 1))).toEqual(s);
      expect(await store.getSession(s.idHash, FAR)).toBeNull();
      expect(await store.getSession(s.idHash, new Date(FAR.getTime() + 1))).toBeNull();
      expect(await store.getSession(sid('unknown'), T0)).toBeNull();
    });

    it('deleteSession ends that session only', async () => {
      const { user } = await store.createUser('finn@example.com', 'scrypt$finn', { ...TRIAL, name: 'finn' }, T0);
      const base = { userId: user.id, accountId: user.accountId, createdAt: T0, expiresAt: FAR };
      await store.createSession({ ...base, idHash: sid('finn-1'), csrfToken: 'tok-1' });
      await store.createSession({ ...base, idHash: sid('finn-2'), csrfToken: 'tok-2' });
      await store.deleteSession(sid('finn-1'));
      expect(await store.getSession(sid('finn-1'), T0)).toBeNull();
      expect((await store.getSession(sid('finn-2'), T0))?.csrfToken).toBe('tok-2');
      await store.deleteSession(sid('finn-1')); // deleting twice is harmless
    });

    it('the result cache honours its TTL', async () => {
      // A day ahead of the real clock: MongoDB's TTL monitor deletes by the server's own clock, so an
      // entry "expiring" at a past T0 could vanish between set and get.
      const t = new Date(Date.now() + 86_400_000);
      await store.cacheSet('k1', '{"a":1}', 60, t);
      expect(await store.cacheGet('k1', t)).toBe('{"a":1}');
      expect(await store.cacheGet('k1', new Date(t.getTime() + 61_000))).toBeNull();
      expect(await store.cacheGet('missing', t)).toBeNull();
      expect(await store.ping()).toBe(true);
    });

    it('the security log keeps each account\'s entries, newest first, and no other account\'s', async () => {
      const a = await store.createAccount(TRIAL, T0);
      const b = await store.createAccount(TRIAL, T0);
      const at = (s: number) => new Date(T0.getTime() + s * 1000);
      await store.audit({ accountId: a.id, action: 'key.created', keyId: 'key_1', actor: 'portal:usr_1', ip: '203.0.113.9', at: at(1) });
      await store.audit({ accountId: b.id, action: 'key.created', keyId: 'key_9', actor: 'admin-cli', ip: null, at: at(2) });
      await store.audit({ accountId: a.id, action: 'key.rotated', keyId: 'key_1', actor: 'portal:usr_1', ip: '203.0.113.9', at: at(3) });
      await store.audit({ accountId: a.id, action: 'key.revoked', keyId: 'key_1', actor: 'admin-cli', ip: null, at: at(3) });
      await store.audit({ accountId: a.id, action: 'password.changed', keyId: null, actor: 'portal:usr_1', ip: '::1', at: at(4) });
      const log = await store.auditLog(a.id, 10);
      expect(log.map((e) => e.action)).toEqual(['password.changed', 'key.revoked', 'key.rotated', 'key.created']);
      expect(log[3]).toEqual({ accountId: a.id, action: 'key.created', keyId: 'key_1', actor: 'portal:usr_1', ip: '203.0.113.9', at: at(1) });
      expect((await store.auditLog(a.id, 2)).map((e) => e.action)).toEqual(['password.changed', 'key.revoked']);
      expect((await store.auditLog(b.id, 10)).map((e) => e.keyId)).toEqual(['key_9']);
    });

    it('rotate with a grace period: the old secret works until graceUntil (exclusive), the new one at once; revoke ends both', async () => {
      const a = await store.createAccount({ name: 'g', plan: 'paid', monthlyQuota: 10 }, T0);
      const k = await store.createKey(a.id, 'grace', h('g1'), T0);
      expect(k.previousExpiresAt).toBeNull();
      const until = new Date(T0.getTime() + 3_600_000);
      const rolled = await store.rotateKey(k.id, h('g2'), T0, 'ak_g2', until);
      expect(rolled.previousExpiresAt?.toISOString()).toBe(until.toISOString());
      expect((await store.getKey(k.id))?.previousExpiresAt?.toISOString()).toBe(until.toISOString());
      const justBefore = new Date(until.getTime() - 1);
      expect((await store.authenticate(h('g1'), T0))?.key.id).toBe(k.id);
      expect((await store.authenticate(h('g1'), justBefore))?.account.id).toBe(a.id);
      expect(await store.authenticate(h('g1'), until)).toBeNull();
      expect((await store.authenticate(h('g2'), until))?.key.id).toBe(k.id);
      // A second rotation keeps only the secret it replaces: the first one stops at once.
      const later = new Date(T0.getTime() + 60_000);
      await store.rotateKey(k.id, h('g3'), later, 'ak_g3', new Date(later.getTime() + 86_400_000));
      expect(await store.authenticate(h('g1'), later)).toBeNull();
      expect((await store.authenticate(h('g2'), later))?.key.id).toBe(k.id);
      expect((await store.authenticate(h('g3'), later))?.key.id).toBe(k.id);
      // Without a grace period the replaced secret stops at once (and no earlier one survives).
      await store.rotateKey(k.id, h('g4'), later, 'ak_g4', null);
      expect(await store.authenticate(h('g3'), later)).toBeNull();
      expect((await store.getKey(k.id))?.previousExpiresAt).toBeNull();
      await store.rotateKey(k.id, h('g5'), later, 'ak_g5', new Date(later.getTime() + 86_400_000));
      await store.revokeKey(k.id, later);
      expect(await store.authenticate(h('g4'), later)).toBeNull();
      expect(await store.authenticate(h('g5'), later)).toBeNull();
    });

    it('portal tokens: peek leaves, take removes once (concurrent takes: one wins), expiry and purpose count, drop by email', async () => {
      const tok = (s: string, purpose: 'signup' | 'reset', email: string, expiresAt = FAR) => ({
        tokenHash: hashKey(`token:${s}`), purpose, email, userId: purpose === 'reset' ? 'usr_1' : null,
        passwordHash: purpose === 'signup' ? 'scrypt$12$8$1$salt$digest' : null, createdAt: T0, expiresAt,
      });
      const t1 = tok('t1', 'reset', 'a@example.com');
      await store.createPortalToken(t1);
      expect(await store.peekPortalToken(t1.tokenHash, 'reset', T0)).toEqual(t1);
      expect(await store.peekPortalToken(t1.tokenHash, 'signup', T0)).toBeNull();
      expect(await store.peekPortalToken(t1.tokenHash, 'reset', FAR)).toBeNull();
      const takes = await Promise.all(Array.from({ length: 10 }, () => store.takePortalToken(t1.tokenHash, 'reset', T0)));
      expect(takes.filter((t) => t !== null)).toEqual([t1]);
      expect(await store.peekPortalToken(t1.tokenHash, 'reset', T0)).toBeNull();
      const s1 = tok('s1', 'signup', 'b@example.com');
      await store.createPortalToken(s1);
      expect(await store.takePortalToken(s1.tokenHash, 'signup', FAR)).toBeNull(); // expired at FAR
      expect(await store.takePortalToken(s1.tokenHash, 'signup', T0)).toEqual(s1);
      const r1 = tok('r1', 'reset', 'c@example.com');
      const r2 = tok('r2', 'reset', 'c@example.com');
      const other = tok('r3', 'signup', 'c@example.com');
      for (const t of [r1, r2, other]) await store.createPortalToken(t);
      await store.dropPortalTokens('c@example.com', 'reset');
      expect(await store.peekPortalToken(r1.tokenHash, 'reset', T0)).toBeNull();
      expect(await store.peekPortalToken(r2.tokenHash, 'reset', T0)).toBeNull();
      expect(await store.peekPortalToken(other.tokenHash, 'signup', T0)).toEqual(other);
    });

    it('the request log keeps the newest 1,000 entries per account, newest first, filtered by key and request id', async () => {
      const a = await store.createAccount(TRIAL, T0);
      const b = await store.createAccount(TRIAL, T0);
      const entry = (accountId: string, i: number, keyId = 'key_a') => ({
        accountId, keyId, at: new Date(T0.getTime() + i * 1000), method: 'POST', endpoint: '/v1/natal', status: i % 7 === 0 ? 400 : 200,
        requestId: `req-${accountId}-${i}`, durationMs: 1.5 + i,
      });
      // 1,030 entries for a in three batches (one with b's entries mixed in), 3 for b
      const all = Array.from({ length: 1030 }, (_, i) => entry(a.id, i, i % 2 ? 'key_a' : 'key_b'));
      await store.appendRequests(all.slice(0, 500));
      await store.appendRequests([...all.slice(500, 1000), entry(b.id, 1), entry(b.id, 2)]);
      await store.appendRequests([...all.slice(1000), entry(b.id, 3)]);
      await store.appendRequests([]);
      const newest = await store.requestLog(a.id, { limit: 5000 });
      expect(newest).toHaveLength(1000);
      expect(newest[0]).toEqual(all[1029]);
      expect(newest[999]).toEqual(all[30]);
      expect((await store.requestLog(a.id, { limit: 3 })).map((e) => e.requestId)).toEqual([1029, 1028, 1027].map((i) => `req-${a.id}-${i}`));
      const keyA = await store.requestLog(a.id, { keyId: 'key_a', limit: 1000 });
      expect(keyA).toHaveLength(500);
      expect(keyA.every((e) => e.keyId === 'key_a')).toBe(true);
      expect(await store.requestLog(a.id, { requestId: `req-${a.id}-700`, limit: 10 })).toEqual([all[700]]);
      expect(await store.requestLog(a.id, { requestId: `req-${a.id}-5`, limit: 10 })).toEqual([]); // dropped (older than the newest 1,000)
      expect(await store.requestLog(a.id, { requestId: `req-${b.id}-1`, limit: 10 })).toEqual([]); // another account's
      expect((await store.requestLog(b.id, { limit: 10 })).map((e) => e.requestId)).toEqual([3, 2, 1].map((i) => `req-${b.id}-${i}`));
    });

    it('a session keeps one flash for its next page: take returns it once (concurrent takes: one gets it), null clears it', async () => {
      const made = await store.createUser(`flash-${Date.now()}@example.com`, 'scrypt$12$8$1$salt$digest', TRIAL, T0);
      const other = await store.createUser(`flash2-${Date.now()}@example.com`, 'scrypt$12$8$1$salt$digest', TRIAL, T0);
      const session = (id: string, userId: string, accountId: string) => ({ idHash: sid(id), userId, accountId, csrfToken: `csrf-${id}`, createdAt: T0, expiresAt: FAR });
      await store.createSession(session('f1', made.user.id, made.account.id));
      await store.createSession(session('f2', other.user.id, other.account.id));
      expect(await store.takeSessionFlash(sid('f1'))).toBeNull();
      await store.setSessionFlash(sid('f1'), 'sealed-1');
      const takes = await Promise.all(Array.from({ length: 5 }, () => store.takeSessionFlash(sid('f1'))));
      expect(takes.filter((t) => t !== null)).toEqual(['sealed-1']);
      expect(await store.takeSessionFlash(sid('f2'))).toBeNull();
      await store.setSessionFlash(sid('f1'), 'sealed-2');
      await store.setSessionFlash(sid('f1'), null);
      expect(await store.takeSessionFlash(sid('f1'))).toBeNull();
      expect((await store.getSession(sid('f1'), T0))?.csrfToken).toBe('csrf-f1');
    });
  });
}
