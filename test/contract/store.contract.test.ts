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
  make(): Promise<{ store: Store; cleanup(): Promise<void> }>;
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

    it('the result cache honours its TTL', async () => {
      await store.cacheSet('k1', '{"a":1}', 60, T0);
      expect(await store.cacheGet('k1', T0)).toBe('{"a":1}');
      expect(await store.cacheGet('k1', new Date(T0.getTime() + 61_000))).toBeNull();
      expect(await store.cacheGet('missing', T0)).toBeNull();
      expect(await store.ping()).toBe(true);
    });
  });
}
