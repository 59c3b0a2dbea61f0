/**
 * Handlers are pure: the same JSON inline, in piscina threads and (queue.test.ts) in a remote worker.
 * Swiss Ephemeris state is per thread; tropical and sidereal jobs interleaved on the pool must equal
 * the single-threaded results bit for bit (no sidereal mode or path leaking between tasks).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answer, execute, toBatchItem, type Call } from '../../shared/dispatch/execute.js';
import { EmbeddedDispatcher } from '../../shared/dispatch/dispatcher.js';
import { LocalPool } from '../../shared/dispatch/pool.js';
import { endpointByName } from '../../shared/endpoints/registry.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';

let pool: LocalPool;
beforeAll(() => {
  pool = new LocalPool(2);
});
afterAll(async () => {
  await pool.close();
});

function job(name: string, body: Record<string, unknown>): Call {
  const ep = endpointByName(name) as AnyEndpoint;
  return { endpoint: name, input: ep.prepare(ep.schema.parse(body), { nowMs: 0 }) };
}

function mixedJobs(n: number): Call[] {
  const ayanamsas = ['lahiri', 'raman', 'krishnamurti', 'fagan-bradley', 'true-chitra'];
  const jobs: Call[] = [];
  for (let i = 0; i < n; i++) {
    const date = `${1850 + ((i * 37) % 500)}-0${1 + (i % 9)}-1${i % 10}T0${i % 10}:1${i % 6}:00`;
    const place = { lat: -60 + ((i * 13) % 120), lng: -170 + ((i * 29) % 340), utcOffset: '+00:00' };
    jobs.push(
      i % 2 === 0
        ? job('natal', { date, ...place, houseSystem: ['placidus', 'koch', 'whole-sign', 'campanus'][i % 4] })
        : job('planets', { date, ...place, ayanamsa: ayanamsas[i % ayanamsas.length] }),
    );
  }
  return jobs;
}

describe('pool determinism', () => {
  it('200 interleaved tropical and sidereal jobs on 2 threads equal single-threaded results byte for byte', async () => {
    const jobs = mixedJobs(200);
    const inline = jobs.map((j) => JSON.stringify(answer(j)));
    const pooled = await Promise.all(jobs.map((j) => pool.run({ kind: 'one', call: j })));
    pooled.forEach((r, i) => expect(JSON.stringify(r)).toBe(inline[i]));
    // and carried as batch chunks (items come back serialised)
    const many = await pool.runMany({ kind: 'many', calls: jobs });
    const items = JSON.parse(`[${many.json.toString()}]`) as { status: number; body: unknown }[];
    expect(items.map((r) => JSON.stringify(r.body))).toEqual(jobs.map((j) => toBatchItem(execute(j)).body));
    // every job succeeded (a failure would compare equal too)
    expect(many.statuses.every((s) => s === 200)).toBe(true);
    expect(items.every((r) => r.status === 200)).toBe(true);
    expect(pooled.every((r) => !Array.isArray(r) && r.ok)).toBe(true);
  });
  it('the moon calendar (heavy) is the same inline and on the pool', async () => {
    const j = job('moon-phase-calendar', { from: '2031-03-01', to: '2032-04-01' });
    expect(JSON.stringify(await pool.run({ kind: 'one', call: j }))).toBe(JSON.stringify(answer(j)));
    // the answer is the success envelope, serialised where it was computed
    const a = answer(j);
    const r = execute(j);
    if (!a.ok || !r.ok) throw new Error('calendar failed');
    expect(JSON.parse(a.body)).toEqual({ success: true, data: r.data, meta: r.meta });
  });
  it('a busy web thread moves inline calls to the pool, with the same bytes as inline', async () => {
    const d = new EmbeddedDispatcher(pool, { spill: true });
    const jobs = mixedJobs(12);
    const calm = await Promise.all(jobs.map((j) => d.run(j)));
    expect(d.spilled).toBe(0);
    const busy = await Promise.all(jobs.map((j) => d.run(j, { busy: true })));
    // the pool takes at most one queued task per thread before the web thread runs the rest itself
    expect(d.spilled).toBeGreaterThan(0);
    expect(d.spilled).toBeLessThanOrEqual(jobs.length);
    expect(busy.map((r) => JSON.stringify(r))).toEqual(calm.map((r) => JSON.stringify(r)));
    expect(calm.every((r) => r.ok)).toBe(true);
  });
  it('without spill (the default) a busy web thread keeps inline calls', async () => {
    const d = new EmbeddedDispatcher(pool);
    await Promise.all(mixedJobs(6).map((j) => d.run(j, { busy: true })));
    expect(d.spilled).toBe(0);
  });
  it('an unknown endpoint name comes back as a plain failure, not a thrown error', async () => {
    expect(await pool.run({ kind: 'one', call: { endpoint: 'nope', input: {} } })).toEqual({ ok: false, code: 'NOT_FOUND', message: 'No endpoint named nope' });
  });
});
