/**
 * The dasha systems over HTTP: GET /v1/dasha lists every system with a path that answers; every system's
 * endpoint answers the common request (depth, window, targetDate) with periods that nest and run; levels
 * 4–5 only inside the window; bad input is a 400 naming the field. Values per system are checked against
 * PyJHora in the unit tests (test/unit/dashas*.test.ts); here Vimshottari's pranas are checked against the
 * arithmetic of BPHS ch. 46 by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHA_SYSTEMS } from '../../shared/core/vedic/dashas/systems.js';
import { endpointByName } from '../../shared/endpoints/registry.js';
import { get, post, startTestServer, type JsonBody, type TestServer } from '../helpers/server.js';
import { charts } from '../helpers/reference.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 100_000 })).key;
  srv.now.ms = Date.UTC(2026, 0, 1);
});
afterAll(async () => {
  await srv.close();
});

const p01 = charts.find((c) => c.id === 'p01')!;
const BIRTH = { date: p01.local_datetime, lat: p01.latitude, lng: p01.longitude, timezone: p01.timezone };
const TARGET = '2026-06-01T12:00:00';

type P = { lord: string; start: string; end: string; durationYears: number } & Record<string, unknown>;
const ms = (s: string) => Date.parse(s);

function checkNested(list: P[], childKey: string | undefined, nextKeys: string[]) {
  list.forEach((p, i) => {
    expect(ms(p.end)).toBeGreaterThan(ms(p.start));
    if (i) expect(Math.abs(ms(p.start) - ms(list[i - 1].end))).toBeLessThanOrEqual(1);
    const kids = childKey ? (p[childKey] as P[] | undefined) : undefined;
    if (kids?.length) {
      expect(Math.abs(ms(kids[0].start) - ms(p.start))).toBeLessThanOrEqual(1);
      expect(Math.abs(ms(kids.at(-1)!.end) - ms(p.end))).toBeLessThanOrEqual(1);
      checkNested(kids, nextKeys[0], nextKeys.slice(1));
    }
  });
}

describe('GET /v1/dasha', () => {
  it('lists every system with its path, kind, source and defaults', async () => {
    const r = await get(srv.url, '/v1/dasha', key);
    expect(r.status).toBe(200);
    const systems = r.body.data.systems as JsonBody[];
    expect(systems.map((s) => s.id)).toEqual(DASHA_SYSTEMS.map((s) => s.id));
    for (const s of systems) {
      expect(s.path).toBe(`/v1/dasha/${s.id}`);
      expect(['graha', 'rashi']).toContain(s.kind);
      // depth 2 where the depth-3 answer passes ~500 KB (two cycles of twelve signs; kaala's 18-way splits)
      expect(s.defaults).toMatchObject({ yearLength: 'julian', depth: DASHA_SYSTEMS.find((x) => x.id === s.id)?.defaultDepth ?? 3 });
    }
    expect(systems.find((s) => s.id === 'vimshottari')?.defaults).toMatchObject({ depth: 3 });
    expect(systems.filter((s) => (s.defaults as JsonBody).depth === 2).map((s) => s.id).sort()).toEqual(
      ['drig', 'kaala', 'karaka-kendradi', 'lagna-kendradi', 'lagnamsaka', 'moola-rashi', 'narayana', 'niryana-shoola', 'paryaya', 'sudasa'],
    );
  });
});

describe.each(DASHA_SYSTEMS.map((s) => [s.id, s] as const))('POST /v1/dasha/%s', (id, sys) => {
  it('answers periods that nest and cover each other, and the running ones at targetDate', async () => {
    // kaala's 6,174 periods to depth 3 pass the cap (a 400 naming depth, test/unit/dashas-size.test.ts): depth 2
    const depth = id === 'kaala' ? 2 : 3;
    const r = await post(srv.url, `/v1/dasha/${id}`, { ...BIRTH, targetDate: TARGET, depth, yearLength: 'sidereal' }, key);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    const d = r.body.data;
    checkNested(d.mahadashas as P[], 'antardashas', depth === 3 ? ['pratyantardashas'] : []);
    for (const m of d.mahadashas as P[]) {
      if (sys.kind === 'rashi') expect(m.signName).toBe(m.lord);
      expect(m.antardashas).toBeDefined();
    }
    const t = Date.UTC(2026, 5, 1, 6, 30); // 12:00 in Asia/Kolkata
    for (const k of ['mahadasha', 'antardasha', 'pratyantardasha', 'sookshma', 'prana'] as const) {
      const p = d.current[k] as P | null;
      if (!p) continue;
      expect(ms(p.start)).toBeLessThanOrEqual(t);
      expect(ms(p.end)).toBeGreaterThan(t);
    }
    expect(d.window).toBeNull();
    expect(endpointByName(id === 'vimshottari' ? 'dasha-vimshottari' : `dasha-${id}`)!.response.safeParse(d).error).toBeUndefined();
  });

  it('refuses bad input with a 400 naming the field', async () => {
    for (const [bad, field] of [
      [{ depth: 6 }, 'depth'],
      [{ yearLength: 360 }, 'yearLength'],
      [{ depth: 5, from: '2030-01-01T00:00:00', to: '2029-01-01T00:00:00' }, 'to'],
      [{ depth: 5, from: 'soon' }, 'from'],
      [{ lat: 91 }, 'lat'],
      [{ color: 'red' }, ''],
    ] as const) {
      const r = await post(srv.url, `/v1/dasha/${id}`, { ...BIRTH, ...bad }, key);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
      if (field) expect(JSON.stringify(r.body), JSON.stringify(bad)).toContain(field);
    }
    for (const o of sys.options) {
      const r = await post(srv.url, `/v1/dasha/${id}`, { ...BIRTH, [o.name]: 'no-such-value' }, key);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body)).toContain(o.name);
    }
  });
});

describe('levels 4–5 (Vimshottari)', () => {
  it('zooms into the window, by default the running antardasha: pratyantardashas only under it, sookshmas and pranas inside it', async () => {
    const r = await post(srv.url, '/v1/dasha/vimshottari', { ...BIRTH, targetDate: TARGET, depth: 5 }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const antar = d.current.antardasha as P;
    expect(d.window).toMatchObject({ from: antar.start, to: antar.end }); // with fromLocal/toLocal beside
    let sookshmaParents = 0;
    let antarsWithPratyantars = 0;
    for (const m of d.mahadashas as P[]) {
      for (const a of m.antardashas as P[]) {
        if (!a.pratyantardashas) continue;
        antarsWithPratyantars++;
        expect(a.start).toBe(antar.start);
        for (const p of a.pratyantardashas as P[]) {
          const s = p.sookshmas as P[] | undefined;
          if (!s) continue;
          sookshmaParents++;
          expect(ms(p.start) < ms(antar.end) && ms(p.end) > ms(antar.start)).toBe(true);
          // BPHS ch. 46: nine sub-periods from the parent's own lord, each parent × lord years / 120
          expect(s).toHaveLength(9);
          expect(s[0].lord).toBe(p.lord);
          const years: Record<string, number> = { Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17 };
          for (const x of s) {
            expect(x.durationYears).toBeCloseTo((p.durationYears * years[x.lord]) / 120, 12);
            expect((x.pranas as P[])[0].lord).toBe(x.lord);
          }
          checkNested(s, 'pranas', []);
        }
      }
    }
    expect(sookshmaParents).toBe(9);
    expect(antarsWithPratyantars).toBe(1);
    expect((d.mahadashas as P[]).flatMap((m) => m.antardashas as P[])).toHaveLength(81);
    expect(d.current.prana).not.toBeNull();
    // the documented response schema (strict) holds at depth 5 too
    expect(endpointByName('dasha-vimshottari')!.response.safeParse(d).error).toBeUndefined();
  });

  it('takes an explicit window and keeps the answer under the row limit', async () => {
    const r = await post(srv.url, '/v1/dasha/vimshottari', { ...BIRTH, targetDate: TARGET, depth: 5, from: '2026-06-01T00:00:00', to: '2026-06-02T00:00:00' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.window).toEqual({ from: '2026-05-31T18:30:00.000Z', fromLocal: '2026-06-01T00:00:00.000+05:30', to: '2026-06-01T18:30:00.000Z', toLocal: '2026-06-02T00:00:00.000+05:30' });
    const wide = await post(srv.url, '/v1/dasha/vimshottari', { ...BIRTH, depth: 5, from: '1900-01-01T00:00:00', to: '2100-01-01T00:00:00' }, key);
    expect(wide.status).toBe(400);
    expect(wide.body.message).toMatch(/narrow from\/to/);
    expect(wide.body.details[0].field).toBe('to');
  });

  it('answers 404 for a system it does not have', async () => {
    const r = await post(srv.url, '/v1/dasha/no-such-system', BIRTH, key);
    expect(r.status).toBe(404);
  });
});

describe('the window by dates alone', () => {
  it('reads a date `from` as its local 00:00 and a date `to` to the end of that local day', async () => {
    const r = await post(srv.url, '/v1/dasha/vimshottari', { ...BIRTH, depth: 4, from: '2026-06-01', to: '2026-06-01' }, key);
    expect(r.status).toBe(200);
    // Asia/Kolkata is UTC+05:30 all year
    expect(r.body.data.window).toEqual({ from: '2026-05-31T18:30:00.000Z', fromLocal: '2026-06-01T00:00:00.000+05:30', to: '2026-06-01T18:30:00.000Z', toLocal: '2026-06-02T00:00:00.000+05:30' });
    const bad = await post(srv.url, '/v1/dasha/vimshottari', { ...BIRTH, depth: 4, to: '2026-02-30' }, key);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('to');
  });
});
