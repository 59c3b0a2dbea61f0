/**
 * /v1/sun-sign, /v1/moon-sign, /v1/ascendant, /v1/houses/vedic, /v1/navamsa, /v1/vedic/avastha over
 * HTTP, against PyJHora's values for the 8 reference charts (test/fixtures/reference/pyjhora.json:
 * Lahiri, mean node, whole-sign houses; discrete values compared exactly, as its README says) and the
 * spec's shapes. Inputs are each chart's local time with its utc_offset (reference README, "Time inputs").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arcsecDiff, charts, pyjhora, swiss } from '../helpers/reference.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'];
const cases = charts.map((c) => ({
  id: c.id,
  body: { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset },
  pyj: pyjhora.find((p) => p.id === c.id)!,
  sw: swiss.find((s) => s.id === c.id)!,
}));

describe('Vedic basics against PyJHora (8 charts)', () => {
  it('ascendant: sign, nakshatra and pada exact; degree = Swiss sidereal ascendant within 1″', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/ascendant', c.body, key);
      expect(r.status, c.id).toBe(200);
      const d = r.body.data;
      for (const k of ['degree', 'sign', 'signName', 'nakshatra', 'nakshatraPada', 'midheaven']) expect(d, `${c.id} ${k}`).toHaveProperty(k);
      const asc = c.pyj.positions.Ascendant;
      expect(d.sign, c.id).toBe(asc.sign_index);
      expect(d.nakshatra, c.id).toBe(asc.nakshatra);
      expect(d.nakshatraPada, c.id).toBe(asc.pada);
      expect(arcsecDiff(d.degree, c.sw.ascendant_sidereal_lahiri), c.id).toBeLessThan(1);
    }
  });

  it('sun-sign and moon-sign: the Sun and Moon records, signs and nakshatras exact', async () => {
    for (const c of cases) {
      const [s, m] = await Promise.all([post(srv.url, '/v1/sun-sign', c.body, key), post(srv.url, '/v1/moon-sign', c.body, key)]);
      expect(s.body.data.planet).toBe('Sun');
      expect(s.body.data.sign, c.id).toBe(c.pyj.positions.Sun.sign_index);
      expect(m.body.data.planet).toBe('Moon');
      expect(m.body.data.sign, c.id).toBe(c.pyj.positions.Moon.sign_index);
      expect(m.body.data.nakshatra, c.id).toBe(c.pyj.positions.Moon.nakshatra);
      expect(m.body.data.nakshatraPada, c.id).toBe(c.pyj.positions.Moon.pada);
    }
  });

  it('houses/vedic: 12 whole-sign houses from the ascendant sign; each planet in its PyJHora house', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/houses/vedic', c.body, key);
      const hs = r.body.data.houses;
      expect(hs).toHaveLength(12);
      expect(hs[0].sign).toBe(c.pyj.positions.Ascendant.sign_index);
      hs.forEach((h: { number: number; sign: number; cuspStart: number; cuspEnd: number; lord: string }, i: number) => {
        expect(h.number).toBe(i + 1);
        expect(h.cuspStart).toBe(h.sign * 30);
        expect(h.cuspEnd).toBe(h.sign === 11 ? 0 : h.sign * 30 + 30);
      });
      for (const p of PLANETS) {
        const house = hs.find((h: { planets: string[] }) => h.planets.includes(p));
        expect(house?.number, `${c.id} ${p}`).toBe(c.pyj.positions[p].whole_sign_house);
      }
      // sign lords (traditional): Aries Mars … Pisces Jupiter
      const LORDS = ['Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter'];
      for (const h of hs) expect(h.lord).toBe(LORDS[h.sign]);
    }
  });

  it('navamsa: every planet and the ascendant in its PyJHora navamsa sign; houses from the navamsa lagna', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/navamsa', c.body, key);
      const d = r.body.data;
      expect(d.ascendantNavamsa.sign, c.id).toBe(c.pyj.positions.Ascendant.navamsa_sign_index);
      for (const p of d.planets) {
        expect(p.navamsaSign, `${c.id} ${p.planet}`).toBe(c.pyj.positions[p.planet].navamsa_sign_index);
        expect(p.navamsaHouse).toBe(((p.navamsaSign - d.ascendantNavamsa.sign + 12) % 12) + 1);
        // navamsa longitude: 9 × the D1 longitude; its sign is the navamsa sign
        expect(Math.floor(p.longitude / 30)).toBe(p.navamsaSign);
      }
    }
  });
});

describe('/v1/planets/relationships and /v1/nakshatra', () => {
  it('natural, temporary and compound relations equal PyJHora for all 9 × 8 pairs in the 8 charts', async () => {
    const norm = (v: string) => v.split('_').map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
    for (const c of cases) {
      const r = await post(srv.url, '/v1/planets/relationships', c.body, key);
      expect(r.status, c.id).toBe(200);
      const ref = (c.pyj as unknown as { friendships: Record<string, { natural: Record<string, string>; temporary_friends: string[]; compound: Record<string, string> }> }).friendships;
      for (const p of r.body.data.planets) {
        expect(p.relationships).toHaveLength(8);
        for (const q of p.relationships) {
          const f = ref[p.planet];
          expect(q.natural, `${c.id} ${p.planet}→${q.planet}`).toBe(norm(f.natural[q.planet]));
          expect(q.temporary, `${c.id} ${p.planet}→${q.planet}`).toBe(f.temporary_friends.includes(q.planet) ? 'Friend' : 'Enemy');
          expect(q.compound, `${c.id} ${p.planet}→${q.planet}`).toBe(norm(f.compound[q.planet]));
        }
      }
    }
  });

  it('nakshatra: the Moon\'s nakshatra, pada and KP lords equal PyJHora; attributes from the cited tables', async () => {
    for (const c of cases) {
      const r = await post(srv.url, '/v1/nakshatra', c.body, key);
      const d = r.body.data;
      const moon = c.pyj.positions.Moon;
      expect(d.nakshatra, c.id).toBe(moon.nakshatra);
      expect(d.number, c.id).toBe(moon.nakshatra_index);
      expect(d.pada, c.id).toBe(moon.pada);
      expect(d.subLord, c.id).toBe(moon.kp.sub_lord);
      expect(d.subSubLord, c.id).toBe(moon.kp.sub_sub_lord);
      expect(['Deva', 'Manushya', 'Rakshasa']).toContain(d.gana);
      expect(['Adi', 'Madhya', 'Antya']).toContain(d.nadi);
      expect(d.startLongitude).toBeCloseTo((moon.nakshatra_index - 1) * (40 / 3), 9);
      expect(d.moonLongitude).toBeGreaterThanOrEqual(d.startLongitude);
    }
  });
});

describe('POST /v1/chart/north-indian', () => {
  it('JSON: house 1 is the ascendant sign, every planet in the house PyJHora puts it in (8 charts)', async () => {
    for (const c of cases) {
      for (const style of ['north', 'south']) {
        const r = await post(srv.url, '/v1/chart/north-indian', { ...c.body, style }, key);
        expect(r.status, c.id).toBe(200);
        const d = r.body.data;
        expect(d.style).toBe(style);
        expect(d.houses[0].sign, c.id).toBe(c.pyj.positions.Ascendant.sign_index);
        for (const h of d.houses) for (const p of h.planets) expect(h.house, `${c.id} ${p.planet}`).toBe(c.pyj.positions[p.planet].whole_sign_house);
        expect(d.houses.reduce((n: number, h: { planets: unknown[] }) => n + h.planets.length, 0)).toBe(9);
      }
    }
  });

  it('SVG in the envelope, North (default) and South layouts, size checked', async () => {
    const north = await post(srv.url, '/v1/chart/north-indian', { ...NYC_BIRTH, format: 'svg', size: 400 }, key);
    expect(north.body.data).toMatchObject({ format: 'svg', style: 'north', width: 400, height: 400 });
    expect(north.body.data.svg).toMatch(/^<svg[^>]*data-orrery="north-indian"/);
    const south = await post(srv.url, '/v1/chart/north-indian', { ...NYC_BIRTH, format: 'svg', style: 'south' }, key);
    expect(south.body.data.svg).toMatch(/data-orrery="south-indian"/);
    expect(south.body.data.width).toBe(500);
    for (const bad of [{ size: 400 }, { format: 'svg', size: 100 }, { style: 'east' }]) {
      const r = await post(srv.url, '/v1/chart/north-indian', { ...NYC_BIRTH, ...bad }, key);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('/v1/vedic/avastha', () => {
  it('the spec fields, planet as index, baladi by the 6° parts (BPHS ch. 45) worked by hand', async () => {
    const r = await post(srv.url, '/v1/vedic/avastha', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.planets.map((p: { planet: number }) => p.planet)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(typeof d.ashtottariApplicable).toBe('boolean');
    const planets = (await post(srv.url, '/v1/planets', NYC_BIRTH, key)).body.data.planets;
    d.planets.forEach((p: { baladiAvastha: { name: string; modifier: number }; avastha: { baladi: string } }, i: number) => {
      const { sign, degreeInSign } = planets[i];
      // odd signs (Aries = index 0) run Bala, Kumara, Yuva, Vriddha, Mrita in 6° parts; even signs reversed
      const order = ['Bala', 'Kumara', 'Yuva', 'Vriddha', 'Mrita'];
      const part = Math.min(4, Math.floor(degreeInSign / 6));
      expect(p.baladiAvastha.name).toBe(sign % 2 === 0 ? order[part] : order[4 - part]);
      expect(p.baladiAvastha.modifier).toBe({ Bala: 0.25, Kumara: 0.5, Yuva: 1, Vriddha: 0.1, Mrita: 0 }[p.baladiAvastha.name]);
    });
    const rahuHouse = planets[7].house;
    expect(d.ashtottariApplicable).toBe([1, 4, 7, 10].includes(rahuHouse));
  });

  it('bad input on every Vedic basic endpoint is a 400', async () => {
    for (const path of ['/v1/sun-sign', '/v1/moon-sign', '/v1/ascendant', '/v1/houses/vedic', '/v1/navamsa', '/v1/vedic/avastha']) {
      for (const body of [{}, { ...NYC_BIRTH, ayanamsa: 'lahari' }, { ...NYC_BIRTH, lng: 181 }, { ...NYC_BIRTH, date: '1990-13-01T00:00:00' }]) {
        const r = await post(srv.url, path, body, key);
        expect(r.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      }
    }
  });
});
