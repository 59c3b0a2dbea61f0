/**
 * The size of a dasha answer (issue 21: "an answer stays well under 1 MB"; the lead's decision after the audit):
 * every dasha endpoint, on its first example, answers under 1,000,000 bytes of JSON at depth 5 with its default
 * window and at depth 3; a request with the defaults answers under 500 KB (the systems whose depth-3 answer
 * passes that default to depth 2, listed by GET /v1/dasha); a window too wide, or kaala to depth 3 (6,174
 * periods), is a 400 naming the field to change. Measured as the service serialises the answer
 * (shared/dispatch/execute.ts `answer`), `…Local` times included.
 */
import { describe, expect, it } from 'vitest';
import { MAX_DASHA_ROWS } from '../../shared/core/vedic/dashas/engine.js';
import { ENDPOINTS, endpointByName } from '../../shared/endpoints/registry.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { answer } from '../../shared/dispatch/execute.js';
import type { Lang } from '../../shared/i18n/languages.js';

const NOW = Date.UTC(2026, 5, 1);
const DASHAS = ENDPOINTS.filter((e) => e.path.startsWith('/v1/dasha/'));
/** The systems whose depth-3 answer on the example passes ~500 KB (two cycles of twelve signs; kaala). */
const DEPTH_TWO = ['kaala', 'narayana', 'lagna-kendradi', 'karaka-kendradi', 'drig', 'niryana-shoola', 'paryaya', 'moola-rashi', 'sudasa', 'lagnamsaka'];

function call(ep: AnyEndpoint, change: Record<string, unknown>, lang?: Lang) {
  const body: Record<string, unknown> = { ...ep.examples[0].request, ...change };
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
  const input = ep.prepare(ep.schema.parse(body), { nowMs: NOW });
  return answer({ endpoint: ep.name, input, ...(lang ? { lang } : {}) });
}
const bytes = (a: ReturnType<typeof answer>) => (a.ok ? Buffer.byteLength(a.body) : 0);

describe('dasha answers stay under 1 MB', () => {
  it('covers all 50 systems', () => expect(DASHAS).toHaveLength(50));

  it.each(DASHAS.map((e) => [e.name, e]))('%s: depth 5 (default window) and depth 3 under 1,000,000 bytes; the defaults under 500 KB', (_n, ep) => {
    const five = call(ep, { depth: 5 });
    expect(five.ok).toBe(true);
    expect(bytes(five)).toBeLessThan(1_000_000);
    const three = call(ep, { depth: 3 });
    if (ep.name === 'dasha-kaala') {
      // 18 + 324 + 5,832 periods: over the cap, refused naming depth
      expect(three).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', details: [{ path: 'depth' }] });
    } else {
      expect(three.ok).toBe(true);
      expect(bytes(three)).toBeLessThan(1_000_000);
    }
    const byDefault = call(ep, { depth: undefined });
    expect(byDefault.ok).toBe(true);
    expect(bytes(byDefault)).toBeLessThan(500_000);
    // the default depth is 2 exactly for the systems whose depth-3 answer passes 500 KB
    const big = DEPTH_TWO.includes(ep.name.slice('dasha-'.length));
    expect(JSON.parse((byDefault as { body: string }).body).data.mahadashas[0].antardashas[0].pratyantardashas === undefined).toBe(big);
    if (!big) expect(bytes(three)).toBeLessThan(500_000);
    else if (three.ok) expect(bytes(three)).toBeGreaterThan(500_000);
  });

  it('the largest depth-3 answers (two cycles of twelve signs) in the language with the longest sign names stay under 1 MB', () => {
    for (const name of ['dasha-paryaya', 'dasha-niryana-shoola', 'dasha-narayana']) {
      const ep = endpointByName(name) as AnyEndpoint;
      for (const lang of ['ta', 'ml', 'hi'] as Lang[]) expect(bytes(call(ep, { depth: 3 }, lang)), `${name} ${lang}`).toBeLessThan(1_000_000);
    }
  });

  it('a window too wide is a 400 naming `to`; GET /v1/dasha lists each system\'s default depth', () => {
    const vim = endpointByName('dasha-vimshottari') as AnyEndpoint;
    // the whole life at depth 4: 9 + 81 + 729 + 6,561 periods
    const wide = call(vim, { depth: 4, from: '1900-01-01', to: '2100-01-01' });
    expect(wide).toMatchObject({ ok: false, code: 'VALIDATION_ERROR', details: [{ path: 'to' }] });
    expect((wide as { message: string }).message).toContain(`more than ${MAX_DASHA_ROWS} periods`);
    // a window of a year is fine
    expect(call(vim, { depth: 5, from: '2026-01-01', to: '2026-12-31' }).ok).toBe(true);
    const list = endpointByName('dasha-systems') as AnyEndpoint;
    const systems = (list.run(null).data as { systems: { id: string; defaults: { depth: number } }[] }).systems;
    expect(systems.find((s) => s.id === 'vimshottari')?.defaults.depth).toBe(3);
    for (const s of systems) expect(s.defaults.depth, s.id).toBe(DEPTH_TWO.includes(s.id) ? 2 : 3);
  });

  it('kaala at depth 5 zooms into the running pratyantardasha: 18 + 324 + 18 + 18 + 324 periods', () => {
    const kaala = endpointByName('dasha-kaala') as AnyEndpoint;
    const a = call(kaala, { depth: 5 });
    const data = JSON.parse((a as { body: string }).body).data;
    let n = 0;
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') {
        if ('durationYears' in x) n++;
        Object.values(x).forEach(walk);
      }
    };
    walk(data.mahadashas);
    expect(n).toBe(18 + 324 + 18 + 18 + 324);
    expect(data.window).toEqual(expect.objectContaining({ from: data.current.pratyantardasha.start, to: data.current.pratyantardasha.end }));
  });
});
