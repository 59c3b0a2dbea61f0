/**
 * Batch rules (spec "Batch", ../API-DECISIONS.md) and quota under concurrency in embedded mode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '../../shared/store/ports.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const natalItem = (i: number) => ({ path: '/v1/natal', body: { ...NYC_BIRTH, date: `1990-05-${String(1 + (i % 28)).padStart(2, '0')}T14:30:00` } });

describe('batch', () => {
  it('runs items in order; failing items never fail the batch; nested batch and kundali are refused per item', async () => {
    const k = await s.newKey();
    const r = await post(s.url, '/v1/batch', {
      requests: [
        natalItem(0),
        { path: '/v1/batch', body: {} },
        { path: '/v1/kundali', body: NYC_BIRTH },
        { path: '/v1/kundali/full', body: NYC_BIRTH },
        { method: 'GET', path: '/v1/moon-phase/calendar', query: { from: '2027-01-01', to: '2027-01-31' } },
        { path: '/v1/planets', body: { ...NYC_BIRTH, lat: 95 } },
        { path: '/v1/nope', body: {} },
        { method: 'GET', path: '/v1/natal' },
        'not an item',
        { path: '/v1/planets', body: NYC_BIRTH },
      ],
    }, k.key);
    expect(r.status).toBe(200);
    const items = r.body.data as { status: number; body: { success: boolean; error?: string; data?: unknown } }[];
    expect(items.map((i) => [i.status, i.body.error ?? 'ok'])).toEqual([
      [200, 'ok'], [400, 'NESTED_BATCH'], [400, 'NOT_BATCHABLE'], [400, 'NOT_BATCHABLE'], [200, 'ok'],
      [400, 'VALIDATION_ERROR'], [404, 'NOT_FOUND'], [405, 'METHOD_NOT_ALLOWED'], [400, 'VALIDATION_ERROR'], [200, 'ok'],
    ]);
    // Each item body is a full envelope, identical to the direct call's.
    const direct = await post(s.url, '/v1/natal', natalItem(0).body, k.key);
    expect(items[0].body).toEqual(direct.body);
    // 10 reserved, 7 non-2xx refunded; plus the direct call
    const u = await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)));
    expect(u.total).toBe(4);
    expect(u.byEndpoint).toEqual({ '/v1/natal': 2, '/v1/moon-phase/calendar': 1, '/v1/planets': 1 });
  });
  it('with fewer units left than items, the whole batch is 429 and nothing runs or is counted', async () => {
    const k = await s.newKey({ monthlyQuota: 5 });
    const r = await post(s.url, '/v1/batch', { requests: Array.from({ length: 6 }, (_, i) => natalItem(i)) }, k.key);
    expect([r.status, r.body.error]).toEqual([429, 'QUOTA_EXCEEDED']);
    expect(r.body.message).toMatch(/needs 6 units and 5 remain/);
    expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(0);
  });
  it('a 50-item batch runs; 51 is BATCH_TOO_LARGE; an empty or malformed batch is 400', async () => {
    const k = await s.newKey();
    const ok = await post(s.url, '/v1/batch', { requests: Array.from({ length: 50 }, (_, i) => natalItem(i)) }, k.key);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toHaveLength(50);
    expect(ok.body.data.every((i: { status: number }) => i.status === 200)).toBe(true);
    expect(ok.headers.get('x-quota-remaining')).toBe('950');
    expect((await post(s.url, '/v1/batch', { requests: [] }, k.key)).body.error).toBe('VALIDATION_ERROR');
    expect((await post(s.url, '/v1/batch', { items: [] }, k.key)).body.error).toBe('VALIDATION_ERROR');
    expect((await post(s.url, '/v1/batch', { requests: Array.from({ length: 51 }, (_, i) => natalItem(i)) }, k.key)).body.error).toBe('BATCH_TOO_LARGE');
  });
});

describe('quota under concurrency (embedded store)', () => {
  it('50 parallel requests with 10 units left: exactly 10 succeed, 40 get 429', async () => {
    const k = await s.newKey({ monthlyQuota: 10 });
    const results = await Promise.all(Array.from({ length: 50 }, () => post(s.url, '/v1/natal', NYC_BIRTH, k.key)));
    const codes = results.map((r) => r.status);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(40);
    expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(10);
  });
  it('parallel batches reserve atomically: 5 batches of 4 on 10 units → exactly 2 run', async () => {
    const k = await s.newKey({ monthlyQuota: 10 });
    const body = { requests: Array.from({ length: 4 }, (_, i) => natalItem(i)) };
    const results = await Promise.all(Array.from({ length: 5 }, () => post(s.url, '/v1/batch', body, k.key)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expect((await s.store.usage(k.accountId, periodOf(new Date(s.now.ms)))).total).toBe(8);
  });
});
