/**
 * /v1/ashtakavarga and /v1/dasha/vimshottari over HTTP against PyJHora's values for the 8 reference
 * charts (test/fixtures/reference/pyjhora.json). Ashtakavarga: exact (discrete). Dasha: PyJHora's
 * mahadasha starts with the same year length, within 1 day (reference README tolerance; our Moon is the
 * apparent one, PyJHora's geometric, which moves the dates by a fraction of a day at most).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts, pyjhora } from '../helpers/reference.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

interface RefDasha { lord: string; start_utc_iso: string; duration_years: number }
interface RefExtra {
  ashtakavarga: { bhinnashtakavarga: Record<string, number[]>; lagna_ashtakavarga: number[]; sarvashtakavarga: number[] };
  vimshottari: Record<string, { year_length_days: number; mahadashas: RefDasha[] }> & { first_lord: string };
}

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
  srv.now.ms = Date.UTC(2026, 0, 1);
});
afterAll(async () => {
  await srv.close();
});

const cases = charts.map((c) => ({
  id: c.id,
  body: { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset },
  ref: pyjhora.find((p) => p.id === c.id) as unknown as RefExtra,
}));

describe('POST /v1/ashtakavarga (heavy)', () => {
  it('bhinnashtakavarga of the 7 planets, the lagna table and the sarvashtakavarga equal PyJHora in all 8 charts', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/ashtakavarga', c.body, key);
      expect(r.status, c.id).toBe(200);
      const d = r.body.data;
      for (const p of d.planets) expect(p.bindus, `${c.id} ${p.planet}`).toEqual(c.ref.ashtakavarga.bhinnashtakavarga[p.planet]);
      expect(d.lagna.bindus, c.id).toEqual(c.ref.ashtakavarga.lagna_ashtakavarga);
      expect(d.sarvashtakavarga.bindus, c.id).toEqual(c.ref.ashtakavarga.sarvashtakavarga);
      expect(d.sarvashtakavarga.total).toBe(337);
      // each planet's bindus are the sum of its 8 contributors' rows
      for (const p of d.planets) {
        const sum = Array.from({ length: 12 }, (_, s) => Object.values(p.contributions as Record<string, number[]>).reduce((t, row) => t + row[s], 0));
        expect(sum).toEqual(p.bindus);
      }
    }
  });
});

describe('POST /v1/dasha/vimshottari', () => {
  it('first lord, order and mahadasha starts agree with PyJHora (365.2425 and 365.256364 day years)', async () => {
    for (const c of cases) {
      for (const [yearLength, block] of [['gregorian', 'gregorian_year_365.2425'], ['sidereal', 'mean_sidereal_year_365.256364']] as const) {
        const r = await post(srv.url, '/v1/dasha/vimshottari', { ...c.body, yearLength, depth: 1 }, key);
        expect(r.status, c.id).toBe(200);
        const d = r.body.data;
        const ref = c.ref.vimshottari[block];
        expect(d.firstLord, c.id).toBe(c.ref.vimshottari.first_lord);
        expect(d.mahadashas.map((m: { lord: string }) => m.lord)).toEqual(ref.mahadashas.map((m) => m.lord));
        d.mahadashas.forEach((m: { start: string; durationYears: number }, i: number) => {
          expect(Math.abs(Date.parse(m.start) - Date.parse(ref.mahadashas[i].start_utc_iso)), `${c.id} ${yearLength} ${i}`).toBeLessThan(86_400_000);
          expect(m.durationYears).toBe(ref.mahadashas[i].duration_years);
        });
        expect(d.mahadashas[0].antardashas).toBeUndefined();
      }
    }
  });

  it('default 365.25-day years; antardashas and pratyantardashas nest and tile their parents; the current periods', async () => {
    const r = await post(srv.url, '/v1/dasha/vimshottari', { ...NYC_BIRTH, targetDate: '2026-01-01T12:00:00' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.yearLength).toEqual({ name: 'julian', days: 365.25 });
    const total = d.mahadashas.reduce((s: number, m: { durationYears: number }) => s + m.durationYears, 0);
    expect(total).toBe(120);
    // 120 years of 365.25 days from the first start to the last end
    const span = Date.parse(d.mahadashas[8].end) - Date.parse(d.mahadashas[0].start);
    expect(Math.abs(span - 120 * 365.25 * 86_400_000)).toBeLessThanOrEqual(9);
    for (const m of d.mahadashas) {
      expect(m.antardashas).toHaveLength(9);
      expect(m.antardashas[0].lord).toBe(m.lord);
      expect(m.antardashas[0].start).toBe(m.start);
      expect(m.antardashas[8].end).toBe(m.end);
      for (const a of m.antardashas) {
        expect(a.pratyantardashas[0].lord).toBe(a.lord);
        expect(a.pratyantardashas[8].end).toBe(a.end);
      }
    }
    const t = Date.parse('2026-01-01T17:00:00Z');
    for (const k of ['mahadasha', 'antardasha', 'pratyantardasha']) {
      expect(Date.parse(d.current[k].start)).toBeLessThanOrEqual(t);
      expect(Date.parse(d.current[k].end)).toBeGreaterThan(t);
    }
    expect(d.current.targetDate).toBe('2026-01-01T17:00:00.000Z');
  });

  it('refuses unknown year lengths and depths', async () => {
    for (const bad of [{ yearLength: '360' }, { yearLength: 365 }, { depth: 6 }, { depth: 0 }, { depth: '2' }, { depth: 5, from: '2030-01-01T00:00:00', to: '2029-01-01T00:00:00' }, { depth: 5, from: 'soon' }]) {
      const r = await post(srv.url, '/v1/dasha/vimshottari', { ...NYC_BIRTH, ...bad }, key);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('POST /v1/vedic/yogas and /v1/yogas', () => {
  it('the spec fields; yogas PyJHora finds with the same definition are found in the same charts', async () => {
    // Yogas whose definitions agree with PyJHora's (test/unit/yogas.test.ts lists them and the rest):
    const SAME: Record<string, string> = {
      ruchaka_yoga: 'Ruchaka Yoga', maalavya_yoga: 'Malavya Yoga', sasa_yoga: 'Sasa Yoga', gaja_kesari_yoga: 'Gajakesari Yoga',
      chandra_mangala_yoga: 'Chandra-Mangala Yoga', chaamara_yoga: 'Chamara Yoga', vasumathi_yoga: 'Vasumathi Yoga',
    };
    for (const c of cases) {
      const r = await post(srv.url, '/v1/vedic/yogas', c.body, key);
      expect(r.status, c.id).toBe(200);
      const d = r.body.data;
      expect(d.count).toBe(d.yogas.length);
      for (const y of d.yogas) {
        expect(Object.keys(y)).toEqual(['id', 'name', 'pyjhoraId', 'category', 'description', 'isBenefic', 'planetsInvolved', 'strength', 'strengthLevel', 'conditions', 'interpretation']);
        expect(Number.isInteger(y.strength) && y.strength >= 0 && y.strength <= 100).toBe(true);
        expect(y.conditions.length).toBeGreaterThan(0);
      }
      const ids = new Set((c.ref as unknown as { yogas_d1: { id: string }[] }).yogas_d1.map((y) => y.id));
      const names = new Set(d.yogas.map((y: { name: string }) => y.name));
      for (const [id, name] of Object.entries(SAME)) expect(names.has(name), `${c.id} ${name}`).toBe(ids.has(id));
    }
    const alias = await post(srv.url, '/v1/yogas', cases[0].body, key);
    const main = await post(srv.url, '/v1/vedic/yogas', cases[0].body, key);
    expect(alias.body.data).toEqual(main.body.data);
  });
});

describe('POST /v1/shadbala and /v1/shadbala/full (heavy)', () => {
  interface RefBala {
    sthana_components: Record<string, number>;
    kaala_components: Record<string, number>;
    naisargika: number;
    dig_classical_folded: number;
    required_rupas: number;
  }
  it('spec shape; components we share with PyJHora agree (reference README tolerances)', async () => {
    for (const c of cases) {
      const [b, f] = await Promise.all([post(srv.url, '/v1/shadbala', c.body, key), post(srv.url, '/v1/shadbala/full', c.body, key)]);
      expect(b.status, c.id).toBe(200);
      expect(b.body.data.shadbala.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn']);
      expect(typeof b.body.data.summary).toBe('string');
      const ref = (c.ref as unknown as { shadbala: Record<string, RefBala> }).shadbala;
      for (const [i, p] of b.body.data.shadbala.entries()) {
        const s = p.shadbala;
        expect(Object.keys(s)).toEqual(['sthanaBala', 'digBala', 'kalaBala', 'chestaBala', 'naisargikaBala', 'drikBala', 'totalVirupas', 'totalRupas', 'requiredRupas', 'isStrong']);
        expect(s.totalRupas).toBeCloseTo(s.totalVirupas / 60, 9);
        expect(s.isStrong).toBe(s.totalRupas >= s.requiredRupas);
        const r = ref[p.planet];
        expect(s.requiredRupas).toBe(r.required_rupas);
        expect(s.naisargikaBala).toBeCloseTo(r.naisargika, 1);
        expect(Math.abs(s.digBala - r.dig_classical_folded), `${c.id} ${p.planet} dig`).toBeLessThan(0.5);
        const full = f.body.data.shadbala[i];
        // fixed-value components: exact (to PyJHora's 0.01 rounding)
        for (const k of ['saptavargaja', 'kendradi', 'drekkana']) expect(full.components.sthana[k], `${c.id} ${p.planet} ${k}`).toBeCloseTo(r.sthana_components[k], 1);
        expect(full.components.sthana.ojhayugma).toBeCloseTo(r.sthana_components.ojayugma, 1);
        for (const k of ['tribhaga', 'abda', 'masa', 'vara']) expect(full.components.kala[k], `${c.id} ${p.planet} ${k}`).toBeCloseTo(r.kaala_components[k], 1);
        expect(Math.abs(full.components.sthana.uchcha - r.sthana_components.uchcha), `${c.id} ${p.planet} uchcha`).toBeLessThan(0.5);
        // the parts add up
        const sth = full.components.sthana;
        expect(s.sthanaBala).toBeCloseTo(sth.uchcha + sth.saptavargaja + sth.ojhayugma + sth.kendradi + sth.drekkana, 9);
        expect(full.ishtaPhala).toBeCloseTo(Math.sqrt(sth.uchcha * full.components.chesta), 9);
      }
    }
  });

  it('a birth where the Sun does not rise is a clear 422', async () => {
    const r = await post(srv.url, '/v1/shadbala', { date: '2020-12-21T12:00:00', lat: 80, lng: 15 }, key);
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('UNPROCESSABLE');
  });
});
