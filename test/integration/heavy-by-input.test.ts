/**
 * An inline endpoint whose calls are heavy by their input (EndpointDef.heavyWhen; the dashas: depth ≥ 3, or ≥ 2 for the largest, issue 21
 * audit) runs those calls on the pool like a heavy endpoint's, the others on the calling thread, with the same bytes
 * either way; a batch holding such a call goes to the pool; the OpenAPI document and the error list say so. The
 * Redis path (the same calls as jobs on the worker, or not): queue.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EmbeddedDispatcher, runsInline } from '../../shared/dispatch/dispatcher.js';
import { answer, runEntries, type Call } from '../../shared/dispatch/execute.js';
import { LocalPool } from '../../shared/dispatch/pool.js';
import { buildOpenApi } from '../../shared/endpoints/openapi.js';
import { ENDPOINTS, endpointByName, errorCodesOf } from '../../shared/endpoints/registry.js';
import { defineEndpoint, runsHeavy, type AnyEndpoint } from '../../shared/endpoints/types.js';

let pool: LocalPool;
let dispatcher: EmbeddedDispatcher;
beforeAll(() => {
  pool = new LocalPool(2);
  dispatcher = new EmbeddedDispatcher(pool);
});
afterAll(async () => {
  await pool.close();
});

const BIRTH = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata', targetDate: '2026-06-01T12:00:00' };
function call(name: string, depth: number): Call {
  const ep = endpointByName(name) as AnyEndpoint;
  return { endpoint: name, input: ep.prepare(ep.schema.parse({ ...BIRTH, depth }), { nowMs: 0 }) };
}
/** Tasks the pool has finished, read once the last one's count has settled (piscina counts it after it answers). */
const completed = async () => {
  await new Promise((res) => setTimeout(res, 50));
  return pool.stats.completed;
};

describe('heavy by input (embedded pool)', () => {
  it('every dasha endpoint is inline with heavyWhen depth ≥ 3, or ≥ 2 for the largest (kaala, the two-cycle sign systems, chakra); nothing else declares it', () => {
    const dashas = ENDPOINTS.filter((e) => e.path.startsWith('/v1/dasha/'));
    expect(dashas).toHaveLength(50);
    for (const ep of ENDPOINTS) expect(!!ep.heavyWhen, ep.name).toBe(ep.path.startsWith('/v1/dasha/'));
    const fromTwo = ['kaala', 'narayana', 'lagna-kendradi', 'karaka-kendradi', 'drig', 'niryana-shoola', 'paryaya', 'moola-rashi', 'sudasa', 'lagnamsaka', 'chakra'];
    expect(dashas.filter((ep) => ep.heavyWhen?.when === 'depth ≥ 2').map((ep) => ep.path.slice('/v1/dasha/'.length)).sort()).toEqual([...fromTwo].sort());
    for (const ep of dashas) {
      expect(ep.weight).toBe('inline');
      const from = fromTwo.includes(ep.path.slice('/v1/dasha/'.length)) ? 2 : 3;
      expect(ep.heavyWhen?.when).toBe(`depth ≥ ${from}`);
      for (const depth of [1, 2, 3, 4, 5]) expect(runsHeavy(ep, { depth })).toBe(depth >= from);
      // it may answer what heavy work answers
      expect(errorCodesOf(ep)).toEqual(expect.arrayContaining(['SERVICE_UNAVAILABLE', 'TIMEOUT']));
    }
    expect(runsHeavy(endpointByName('natal') as AnyEndpoint, {})).toBe(false);
    expect(runsHeavy(endpointByName('moon-phase-calendar') as AnyEndpoint, {})).toBe(true);
    expect(() =>
      defineEndpoint({
        name: 'x', summary: '', description: '', method: 'GET', path: '/x', weight: 'heavy', batchable: true, cost: 1, cacheable: false,
        heavyWhen: { when: 'always', test: () => true }, schema: z.object({}), prepare: () => null, run: () => ({ data: {} }), response: z.object({}), examples: [{ request: {} }],
      }),
    ).toThrow(/heavyWhen is for inline endpoints/);
  });

  it('a light call runs inline, a heavy-by-input one on the pool, the same bytes as inline either way', async () => {
    for (const [name, lightDepth] of [['dasha-vimshottari', 2], ['dasha-narayana', 1]] as const) {
      const light = call(name, lightDepth);
      let before = await completed();
      const a = await dispatcher.run(light);
      expect(await completed(), `${name} depth ${lightDepth}`).toBe(before);
      expect(a).toEqual(answer(light));
      const heavy = call(name, lightDepth + 1);
      before = await completed();
      const b = await dispatcher.run(heavy);
      expect(await completed(), `${name} depth ${lightDepth + 1}`).toBe(before + 1);
      expect(b.ok).toBe(true);
      expect(b).toEqual(answer(heavy));
      // a zoomed depth 5 too
      before = await completed();
      const c = await dispatcher.run(call(name, 5));
      expect(await completed()).toBe(before + 1);
      expect(c).toEqual(answer(call(name, 5)));
    }
  });

  it('a small batch of light calls runs inline; one heavy-by-input item sends it to the pool; same bytes', async () => {
    const light = [call('dasha-yogini', 1), call('dasha-chara', 2)];
    expect(light.every(runsInline)).toBe(true);
    let before = await completed();
    const a = await dispatcher.runMany(light);
    expect(await completed()).toBe(before);
    expect(a).toEqual(runEntries(light));
    const mixed = [call('dasha-yogini', 1), call('dasha-chara', 3)];
    expect(runsInline(mixed[1])).toBe(false);
    before = await completed();
    const b = await dispatcher.runMany(mixed);
    // on the pool, in one chunk per thread (2 threads, 2 items)
    expect(await completed()).toBe(before + 2);
    expect({ statuses: b.statuses, json: b.json.toString() }).toEqual(runEntries(mixed));
  });

  it('the OpenAPI document says it: x-orrery-heavy-when, and the 5XX answer of heavy work (500, 503, 504)', () => {
    const doc = buildOpenApi('test', 0) as { paths: Record<string, Record<string, Record<string, unknown>>>; components: { responses: Record<string, { description: string }> } };
    const op = doc.paths['/v1/dasha/kaala'].post;
    expect(op['x-orrery-heavy-when']).toBe('depth ≥ 2');
    expect(doc.paths['/v1/dasha/vimshottari'].post['x-orrery-heavy-when']).toBe('depth ≥ 3');
    expect(op['x-orrery-weight']).toBeUndefined();
    expect(Object.keys(op.responses as object).sort()).toEqual(['200', '4XX', '5XX']);
    expect(doc.components.responses.E5XX.description).toMatch(/SERVICE_UNAVAILABLE.*TIMEOUT/);
    expect(Object.keys(doc.paths['/v1/natal'].post.responses as object).sort()).toEqual(['200', '4XX', '500']);
    expect(doc.paths['/v1/natal'].post['x-orrery-heavy-when']).toBeUndefined();
  });
});
