/**
 * /v1/kp/cusps, /v1/kp/significators, /v1/kp/ruling-planets and /v1/kp/horary over HTTP.
 *  - Cusps: PyJHora 4.8.5's Placidus cusps and lords for the 8 reference charts with the Krishnamurti
 *    ayanamsa (the default) and with `ayanamsa: "lahiri"` (test/fixtures/reference/kp.json): lords exact,
 *    longitudes within 0.01°. Planets' lords with Lahiri: PyJHora's `positions.*.kp` (pyjhora.json).
 *  - Ruling planets: p05 (Beijing, 04:53, 2 h before sunrise) has the Vedic weekday Friday though the civil
 *    date is a Saturday (reference README), so its day lord is Venus; the ascendant's and the Moon's lords
 *    with Lahiri are PyJHora's.
 *  - Horary: number 1 puts 0°00′ Aries on cusp 1 (Mars, Ketu, Ketu, Ketu) and 0° Libra on cusp 7.
 * Inputs are each chart's local time with its utc_offset.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDegreeFormatted } from '../helpers/degrees.js';
import { charts, pyjhora } from '../helpers/reference.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

interface RefCusp { longitude: number; sign_lord: string; star_lord: string; sub_lord: string; sub_sub_lord: string }
const ref = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'kp.json'), 'utf8')) as {
  charts: { id: string; KP: { cusps: RefCusp[] }; LAHIRI: { cusps: RefCusp[] } }[];
};
interface Lords { longitude: number; signLord: string; starLord: string; subLord: string; subSubLord: string }
const lords = (x: Lords) => [x.signLord, x.starLord, x.subLord, x.subSubLord];
const wrapDiff = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
const cases = charts.map((c) => ({
  id: c.id,
  body: { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset },
  pyj: pyjhora.find((p) => p.id === c.id)!,
  kp: ref.charts.find((r) => r.id === c.id)!,
}));

describe('/v1/kp/cusps against PyJHora (8 charts)', () => {
  it('Krishnamurti ayanamsa by default; Lahiri on request: every cusp\'s lords exact, longitude within 0.01°', async () => {
    for (const c of cases) {
      for (const [variant, extra] of [['KP', {}], ['LAHIRI', { ayanamsa: 'lahiri' }]] as const) {
        const r = await post(srv.url, '/v1/kp/cusps', { ...c.body, ...extra }, key);
        expect(r.status, c.id).toBe(200);
        expect(r.body.meta.ayanamsa.name).toBe(variant === 'KP' ? 'krishnamurti' : 'lahiri');
        expect(r.body.meta.houseSystem).toBe('placidus');
        c.kp[variant].cusps.forEach((w, i) => {
          const g = r.body.data.cusps[i] as Lords & { cusp: number };
          expect(g.cusp).toBe(i + 1);
          expect(wrapDiff(g.longitude, w.longitude), `${c.id} ${variant} ${i + 1}`).toBeLessThan(0.01);
          expect(lords(g), `${c.id} ${variant} ${i + 1}`).toEqual([w.sign_lord, w.star_lord, w.sub_lord, w.sub_sub_lord]);
        });
      }
    }
  });

  it('planets\' lords with Lahiri are PyJHora\'s; each planet sits between its cusp and the next', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/kp/cusps', { ...c.body, ayanamsa: 'lahiri' }, key);
      const cusps = r.body.data.cusps.map((x: Lords) => x.longitude);
      for (const p of r.body.data.planets as (Lords & { planet: string; house: number })[]) {
        const k = c.pyj.positions[p.planet].kp;
        expect(lords(p), `${c.id} ${p.planet}`).toEqual([k.sign_lord, k.star_lord, k.sub_lord, k.sub_sub_lord]);
        const from = cusps[p.house - 1];
        const to = cusps[p.house % 12];
        expect((p.longitude - from + 360) % 360, `${c.id} ${p.planet}`).toBeLessThan((to - from + 360) % 360);
      }
    }
  });
});

describe('degreeFormatted beside each longitude (issue 24)', () => {
  it('cusps (8 charts, Krishnamurti ayanamsa) read back within 0.01° of PyJHora\'s cusp; planets and the ruling points to their own longitude (1″)', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/kp/cusps', c.body, key);
      c.kp.KP.cusps.forEach((w, i) => {
        const g = r.body.data.cusps[i] as Lords & { degreeFormatted: string; signName: string };
        const read = readDegreeFormatted(g.degreeFormatted);
        expect(read.signName).toBe(g.signName);
        expect(wrapDiff(read.deg, w.longitude), `${c.id} cusp ${i + 1}`).toBeLessThan(0.01);
      });
      for (const p of r.body.data.planets as (Lords & { degreeFormatted: string })[]) {
        expect(wrapDiff(readDegreeFormatted(p.degreeFormatted).deg, p.longitude) * 3600).toBeLessThanOrEqual(0.5 + 1e-6);
      }
    }
    const rp = await post(srv.url, '/v1/kp/ruling-planets', cases[4].body, key);
    for (const p of [rp.body.data.ascendant, rp.body.data.moon] as (Lords & { degreeFormatted: string })[]) {
      expect(wrapDiff(readDegreeFormatted(p.degreeFormatted).deg, p.longitude) * 3600).toBeLessThanOrEqual(0.5 + 1e-6);
    }
    // horary number 1: cusp 1 at exactly 0° Aries
    const h = await post(srv.url, '/v1/kp/horary', { number: 1, date: '2026-01-01T10:00:00', lat: 19.076, lng: 72.8777 }, key);
    expect(h.body.data.cusps[0].degreeFormatted).toBe('0°00′00″ Aries');
  });
});

describe('/v1/kp/significators', () => {
  it('each house\'s owner is its cusp\'s sign lord and signifies it at level 4; occupants are at level 2', async () => {
    const c = cases[0];
    const [sig, cu] = await Promise.all([post(srv.url, '/v1/kp/significators', c.body, key), post(srv.url, '/v1/kp/cusps', c.body, key)]);
    expect(sig.status).toBe(200);
    const houses = sig.body.data.houses as { house: number; owner: string; levels: Record<string, string[]> }[];
    houses.forEach((h, i) => {
      expect(h.owner).toBe(cu.body.data.cusps[i].signLord);
      expect(h.levels.level4).toContain(h.owner);
    });
    for (const p of cu.body.data.planets as { planet: string; house: number }[]) {
      expect(houses[p.house - 1].levels.level2, p.planet).toContain(p.planet);
    }
  });
});

describe('/v1/kp/ruling-planets', () => {
  it('p05: Vedic Friday before sunrise → day lord Venus; ascendant and Moon lords (Lahiri) are PyJHora\'s', async () => {
    const c = cases.find((x) => x.id === 'p05')!;
    const r = await post(srv.url, '/v1/kp/ruling-planets', { ...c.body, ayanamsa: 'lahiri' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.weekday).toBe(5);
    expect(d.dayLord).toBe('Venus');
    for (const [point, name] of [[d.ascendant, 'Ascendant'], [d.moon, 'Moon']] as const) {
      const k = c.pyj.positions[name].kp;
      expect(lords(point), name).toEqual([k.sign_lord, k.star_lord, k.sub_lord, k.sub_sub_lord]);
    }
    const role = (x: string) => d.rulers.find((q: { role: string }) => q.role === x).planet;
    expect(role('dayLord')).toBe('Venus');
    expect(role('ascendantStarLord')).toBe(d.ascendant.starLord);
    expect(role('moonSubLord')).toBe(d.moon.subLord);
    expect(d.planets).toEqual([...new Set([...d.rulers.map((q: { planet: string }) => q.planet), ...d.nodes.map((n: { node: string }) => n.node)])]);
  });
});

describe('/v1/kp/horary', () => {
  it('number 1: cusp 1 at 0° Aries (Mars, Ketu, Ketu, Ketu), cusp 7 at 0° Libra; planets of the moment', async () => {
    const body = { date: '2026-06-01T12:00:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
    const r = await post(srv.url, '/v1/kp/horary', { ...body, number: 1 }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.sub).toMatchObject({ start: 0, sign: 0, starLord: 'Ketu', subLord: 'Ketu' });
    expect(d.sub.end * 3600).toBeCloseTo(46 * 60 + 40, 6);
    expect(d.cusps[0]).toMatchObject({ longitude: 0, signLord: 'Mars', starLord: 'Ketu', subLord: 'Ketu', subSubLord: 'Ketu' });
    expect(d.cusps[6]).toMatchObject({ longitude: 180, sign: 6, signLord: 'Venus', starLord: 'Mars' });
    const now = await post(srv.url, '/v1/kp/cusps', body, key);
    expect(d.planets.map((p: Lords) => p.longitude)).toEqual(now.body.data.planets.map((p: Lords) => p.longitude));
    expect(d.significators.houses).toHaveLength(12);
  });

  it('a bad number, ayanamsa or place is a 400 naming the field', async () => {
    const body = { date: '2026-06-01T12:00:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
    for (const [bad, field] of [[{ number: 0 }, 'number'], [{ number: 250 }, 'number'], [{ number: 1.5 }, 'number'], [{}, 'number'],
      [{ number: 5, ayanamsa: 'kp' }, 'ayanamsa'], [{ number: 5, lat: 91 }, 'lat']] as const) {
      const r = await post(srv.url, '/v1/kp/horary', { ...body, ...bad }, key);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.error).toBe('VALIDATION_ERROR');
      expect(r.body.details.map((x: { path: string }) => x.path), JSON.stringify(bad)).toContain(field);
    }
    for (const path of ['/v1/kp/cusps', '/v1/kp/significators', '/v1/kp/ruling-planets']) {
      const r = await post(srv.url, path, { ...body, ayanamsa: 'lahari' }, key);
      expect(r.status, path).toBe(400);
      expect(r.body.details.map((x: { path: string }) => x.path)).toContain('ayanamsa');
    }
  });

  it('Placidus undefined (lat 80°, midsummer) is a 422 naming lat', async () => {
    const r = await post(srv.url, '/v1/kp/cusps', { date: '2024-06-21T12:00:00', lat: 80, lng: 15, utcOffset: '+01:00' }, key);
    expect(r.status).toBe(422);
    expect(JSON.stringify(r.body)).toMatch(/Placidus/);
  });
});
