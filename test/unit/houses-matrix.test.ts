/**
 * Case matrix for the 16 house systems (issue 3): dates across the ephemeris range 1800–2399 ×
 * latitudes −66…+66 (and ±70 for the polar fallback) × every system, checked for invariants that hold
 * by definition (Swiss Ephemeris documentation, swephprg §14 "House cusp calculation"):
 *  - 12 finite cusps in [0°, 360°), each one ahead of the previous in zodiacal order, the forward steps
 *    summing to exactly one circle;
 *  - cusp 1 = the Ascendant for the systems that start house 1 at the Ascendant, cusp 10 = the MC for the
 *    quadrant systems that put the MC on cusp 10 (both by construction of those systems);
 *  - equal-width systems have 30° houses; whole-sign cusps sit on sign boundaries, with the true ASC/MC
 *    reported as angles (not cusp 1/cusp 10);
 *  - opposite cusps (i, i+6) are 180° apart for every system but Sunshine and APC (not symmetric through the centre);
 *  - inside the polar circle Placidus and Koch fall back to Porphyry with a warning (Sunshine/alt., letter i,
 *    when the Sun is circumpolar that day), never outside it.
 * Issue 23 added Swiss Ephemeris' other 12-cusp letters (F, I, i, J, L, N, Q, Y): they run through the same
 * invariants; their cusps are checked against pyswisseph in test/unit/western-geo.test.ts.
 * Exceptions, each with a warning in the response instead of silent garbage: Swiss Ephemeris' horizontal
 * houses run along the azimuth, so their ecliptic longitudes need not be in zodiacal order (the
 * independent pyswisseph output for reference chart p01 runs backwards too); topocentric, regiomontanus
 * and campanus cusps can fall out of order close to and inside the polar circle, and so can Sunshine (both
 * variants), Savard-A, Pullen SD and APC from 60° on (Swiss Ephemeris' own cusps).
 */
import { describe, expect, it } from 'vitest';
import { norm360 } from '../../shared/core/angles.js';
import { houseCuspsFromArmc, julianDayUt } from '../../shared/core/ephemeris.js';
import { HOUSE_SYSTEM_NAMES, westernHouses as westernHousesCore, type HouseSystem } from '../../shared/core/western/houses.js';
import { rendered } from '../helpers/text.js';

const westernHouses = rendered(westernHousesCore);

const DATES = [
  Date.UTC(1800, 0, 2, 6), Date.UTC(1850, 6, 1, 18, 30), Date.UTC(1900, 2, 21, 0), Date.UTC(1969, 6, 20, 20, 17),
  Date.UTC(2000, 0, 1, 12), Date.UTC(2100, 8, 23, 3, 45), Date.UTC(2250, 11, 21, 23, 59), Date.UTC(2399, 11, 30, 12),
];
const LATITUDES = [-70, -66, -60, -45, -23.44, -10, 0, 10, 23.44, 45, 51.5, 60, 66, 70];
const LONGITUDES = [-122.4, 0, 77.2, 151.2];

const ASC_ON_CUSP_1 = new Set<HouseSystem>(['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'equal', 'alcabitius', 'topocentric', 'krusinski']);
const MC_ON_CUSP_10 = new Set<HouseSystem>(['placidus', 'koch', 'porphyry', 'regiomontanus', 'campanus', 'alcabitius', 'topocentric', 'equal-mc']);
const EQUAL_WIDTH = new Set<HouseSystem>(['equal', 'whole-sign', 'equal-mc', 'vehlow']);
const POLAR_FALLBACK = new Set<HouseSystem>(['placidus', 'koch']);
/**
 * Not symmetric through the centre, by construction: Sunshine divides the Sun's diurnal and nocturnal
 * arcs (Makransky), and APC's intermediate cusps are not opposite either (Swiss Ephemeris' cusps, which
 * test/unit/western-geo.test.ts checks against pyswisseph).
 */
const NOT_SYMMETRIC = ['sunshine', 'sunshine-alt', 'apc'];
/** Systems whose cusps Swiss Ephemeris may give out of zodiacal order from 60° of latitude on (with a warning). */
const OUT_OF_ORDER_FROM_60 = ['topocentric', 'regiomontanus', 'campanus', 'sunshine', 'sunshine-alt', 'savard-a', 'pullen-sd', 'apc'];

function close(a: number, b: number, eps = 1e-7): boolean {
  const d = Math.abs(norm360(a - b + 180) - 180);
  return d < eps;
}

describe('house systems: invariants over dates 1800–2399 × latitudes −70…+70 × 16 systems', () => {
  const cases: { utc: number; lat: number; lng: number }[] = [];
  DATES.forEach((utc, i) => LATITUDES.forEach((lat, j) => cases.push({ utc, lat, lng: LONGITUDES[(i + j) % LONGITUDES.length] })));

  for (const system of HOUSE_SYSTEM_NAMES) {
    it(`${system}: ${cases.length} charts`, () => {
      const problems: string[] = [];
      for (const c of cases) {
        const jd = julianDayUt(c.utc);
        const h = westernHouses(jd, c.lat, c.lng, system, []);
        const cusps = h.houses.houses.map((x) => x.cuspDegree);
        const label = `${new Date(c.utc).toISOString()} lat ${c.lat}`;
        if (cusps.length !== 12 || cusps.some((x) => !Number.isFinite(x) || x < 0 || x >= 360)) {
          problems.push(`${label}: bad cusps ${cusps.join(',')}`);
          continue;
        }
        const outOfOrder = h.warnings.some((w) => /not in zodiacal order/.test(w));
        if (system !== 'horizontal' && !outOfOrder) {
          let total = 0;
          for (let i = 0; i < 12; i++) {
            const step = norm360(cusps[(i + 1) % 12] - cusps[i]);
            if (!(step > 0 && step < 180)) problems.push(`${label}: cusp ${i + 2} not ahead of cusp ${i + 1} (step ${step})`);
            total += step;
          }
          if (Math.abs(total - 360) > 1e-6) problems.push(`${label}: steps sum to ${total}`);
        }
        // Out of order happens only near the poles, and only for the systems that are known to break down there.
        if (outOfOrder && !(Math.abs(c.lat) >= 60 && OUT_OF_ORDER_FROM_60.includes(system))) {
          problems.push(`${label}: unexpectedly out of order`);
        }
        for (let i = 0; i < 6 && !NOT_SYMMETRIC.includes(system); i++) {
          if (!close(cusps[i + 6], cusps[i] + 180, 1e-6)) problems.push(`${label}: cusps ${i + 1} and ${i + 7} not opposite`);
        }
        const { ascendant, midheaven } = h.houses;
        const polar = Math.abs(c.lat) > 66.56;
        const warned = h.warnings.some((w) => /used porphyry/.test(w));
        // Sunshine/alt. falls back inside the polar circle only when the Sun is circumpolar that day.
        const fellBack = polar && (POLAR_FALLBACK.has(system) || (system === 'sunshine-alt' && warned));
        if (fellBack !== warned) problems.push(`${label}: warnings ${JSON.stringify(h.warnings)}`);
        if ((ASC_ON_CUSP_1.has(system) || fellBack) && !close(cusps[0], ascendant)) problems.push(`${label}: cusp 1 ${cusps[0]} ≠ ASC ${ascendant}`);
        if ((MC_ON_CUSP_10.has(system) || fellBack) && !close(cusps[9], midheaven)) {
          // Above the polar circle the MC can lie below the horizon; Porphyry and co. still put it on cusp 10.
          problems.push(`${label}: cusp 10 ${cusps[9]} ≠ MC ${midheaven}`);
        }
        if (EQUAL_WIDTH.has(system)) {
          for (let i = 0; i < 12; i++) {
            if (!close(norm360(cusps[(i + 1) % 12] - cusps[i]), 30, 1e-6)) problems.push(`${label}: house ${i + 1} is not 30°`);
          }
        }
        if (system === 'whole-sign') {
          if (cusps.some((x) => !close(x, Math.round(x / 30) * 30))) problems.push(`${label}: whole-sign cusp off a sign boundary`);
          // the true angles: the ASC lies inside house 1's sign, not on its cusp (except by coincidence)
          if (Math.floor(ascendant / 30) * 30 !== Math.round(cusps[0])) problems.push(`${label}: house 1 is not the ASC's sign`);
        }
        if (system === 'equal') if (!close(cusps[0], ascendant)) problems.push(`${label}: equal cusp 1 ≠ ASC`);
        if (system === 'equal-mc' && !close(cusps[9], midheaven)) problems.push(`${label}: equal-mc cusp 10 ≠ MC`);
        if (system === 'vehlow' && !close(cusps[0], ascendant - 15)) problems.push(`${label}: vehlow cusp 1 ≠ ASC − 15°`);
      }
      expect(problems.slice(0, 12)).toEqual([]);
    });
  }

  it('whole-sign reports the true ASC and MC, which differ from its cusps 1 and 10', () => {
    // Whole-sign must report the same true angles as any quadrant system (Swiss Ephemeris' ascmc[0..1] do not
    // depend on the house system), and its cusp 1 is the start of the ASC's sign.
    const h = westernHouses(julianDayUt(Date.UTC(1990, 4, 15, 18, 30)), 40.7128, -74.006, 'whole-sign', []);
    const p = westernHouses(julianDayUt(Date.UTC(1990, 4, 15, 18, 30)), 40.7128, -74.006, 'placidus', []);
    expect(h.houses.ascendant).toBe(p.houses.ascendant);
    expect(h.houses.midheaven).toBe(p.houses.midheaven);
    expect(h.houses.houses[0].cuspDegree).toBe(Math.floor(p.houses.ascendant / 30) * 30);
    expect(h.houses.ascendant).not.toBe(h.houses.houses[0].cuspDegree);
  });
});

describe('Placidus cusps against a published table of houses', () => {
  // K. Ward, "Astrology: Calculating the House Cusps" (trans4mind.com/personal_development/astrology/
  // Calculations/calcHouses.htm) quotes a Placidus table of houses for sidereal times 1h16m and 1h20m at
  // latitudes 42° and 43° N, cusps 11, 12, 2, 3 as degree and minute within their signs, "accurate to an
  // arcminute". Tables of houses are computed for a fixed obliquity of about 23°27′ (23.45°), and for a
  // sidereal time, i.e. an RAMC of 15° per hour, so the cusps come from houseCuspsFromArmc directly.
  const TABLE: [number, number, [number, number][]][] = [
    // [LST hours, latitude, [[deg, min] of cusps 11, 12, 2, 3]]
    [1 + 16 / 60, 42, [[27, 31], [3, 56], [24, 52], [19, 24]]],
    [1 + 16 / 60, 43, [[27, 43], [4, 27], [25, 7], [19, 27]]],
    [1 + 20 / 60, 42, [[28, 34], [4, 49], [25, 43], [20, 22]]],
    [1 + 20 / 60, 43, [[28, 48], [5, 20], [25, 57], [20, 24]]],
  ];
  it('16 cusps within 1′ of the table (one within 3′, see below)', () => {
    const misses: string[] = [];
    for (const [lst, lat, cusps] of TABLE) {
      const r = houseCuspsFromArmc(lst * 15, lat, 23.45, 'P');
      [10, 11, 1, 2].forEach((i, k) => {
        const inSign = norm360(r.cusps[i]) % 30;
        const published = cusps[k][0] + cusps[k][1] / 60;
        const diffArcmin = Math.abs(inSign - published) * 60;
        // The 11th cusp at 1h16m, 43° reads 27°43′ in the page against 27°46′ computed; its neighbours in
        // the same row and column fit to 1′, so we allow 3′ for that one entry.
        const allowed = lst < 1.3 && lat === 43 && i === 10 ? 3.5 : 1.01;
        if (diffArcmin > allowed) misses.push(`LST ${lst.toFixed(3)} h, ${lat}°, cusp ${i + 1}: ${inSign.toFixed(4)} vs ${published.toFixed(4)}`);
      });
    }
    expect(misses).toEqual([]);
  });
  it('the page\'s worked chart (LST 1h16m13s, 42°37′ N, interpolated in the table) within 2′', () => {
    // The page interpolates its table to 11: 27°42′, 12: 4°17′, 2: 25°04′, 3: 19°29′ ("Values 2742 417 2504 1929").
    const r = houseCuspsFromArmc((1 + 16 / 60 + 13 / 3600) * 15, 42 + 37 / 60, 23.45, 'P');
    const expected = [[27, 42], [4, 17], [25, 4], [19, 29]];
    [10, 11, 1, 2].forEach((i, k) => {
      const inSign = norm360(r.cusps[i]) % 30;
      expect(Math.abs(inSign - (expected[k][0] + expected[k][1] / 60)) * 60, `cusp ${i + 1}`).toBeLessThan(2);
    });
  });
});
