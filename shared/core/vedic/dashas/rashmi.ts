/**
 * Rashmi dasha (PyJHora 4.8.5 `graha/rashmi.py`, method "BPHS highest ray"), from birth.
 *
 * The rays (rashmis) of each of Sun…Saturn (BPHS ch. 76 "Rashmis of grahas": the rays grow from nothing at the
 * deep debilitation point to the maximum at deep exaltation, in proportion to the distance): the arc from the
 * planet to its deep debilitation point (deep exaltation Sun 10°, Moon 33°, Mars 298°, Mercury 165°, Jupiter 95°,
 * Venus 357°, Saturn 200°; debilitation 180° away), over 180°, times the planet's maximum (PyJHora's table:
 * Sun 10, Moon 9, Mars 5, Mercury 5, Jupiter 7, Venus 16, Saturn 4), doubled in the exaltation sign, doubled again
 * when vargottama (same sign in D1 and D9), halved when combust (within PyJHora's limits of the Sun, counted
 * without wrapping at 0° Aries: Moon 12, Mars 17, Mercury 14, Jupiter 10, Venus 11, Saturn 15 degrees; when
 * retrograde Mars 8, Mercury 12, Jupiter 11, Venus 8, Saturn 16).
 *
 * A planet's period lasts as many years as its rays; the planets run in descending order of rays, cycle after
 * cycle, until 120 years are reached (the period that crosses 120 is the last). Sub-periods divide the parent
 * in the same order (not turned to the parent's lord), in proportion to the rays, at every level.
 *
 * Not yet in ./systems.ts: the rays magnify longitude differences, and PyJHora's longitudes differ from Orrery's
 * by up to 55″, so late periods drift up to 4.8 days from PyJHora's (test/unit/dashas-graha.test.ts).
 */
import { norm360 } from '../../angles.js';
import { EXALTATION_SIGN, type Graha } from '../grahas.js';
import { navamsaSignOf } from '../planets.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

const LIFE_YEARS = 120;
const MAX_CYCLES = 8;

type Seven = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
const SEVEN: readonly Seven[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const MAX_RAYS: Record<Seven, number> = { Sun: 10, Moon: 9, Mars: 5, Mercury: 5, Jupiter: 7, Venus: 16, Saturn: 4 };
const DEEP_EXALTATION_DEG: Record<Seven, number> = { Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200 };
const COMBUST_DEG: Record<Exclude<Seven, 'Sun'>, [direct: number, retrograde: number]> = {
  Moon: [12, 12], Mars: [17, 8], Mercury: [14, 12], Jupiter: [10, 11], Venus: [11, 8], Saturn: [15, 16],
};

/** Each planet's rays, in dasha order (most rays first). */
export function rashmiRays(birth: DashaBirth): { lord: Graha; rays: number }[] {
  const planets = birth.chart.planets;
  const sunLon = planets[0].longitude;
  const out = SEVEN.map((g) => {
    const p = planets.find((x) => x.planet === g);
    if (!p) throw new Error(`rashmi: no planet ${g}`);
    let dist = Math.abs(p.longitude - norm360(DEEP_EXALTATION_DEG[g] + 180));
    if (dist > 180) dist = 360 - dist;
    let rays = (dist / 180) * MAX_RAYS[g];
    if (EXALTATION_SIGN[g] === p.sign) rays *= 2;
    if (navamsaSignOf(p.longitude) === p.sign) rays *= 2;
    if (g !== 'Sun' && Math.abs(p.longitude - sunLon) < COMBUST_DEG[g][p.isRetrograde ? 1 : 0]) rays *= 0.5;
    return { lord: g, rays };
  });
  return out.sort((a, b) => b.rays - a.rays);
}

export const rashmiSystem: DashaSystem = {
  id: 'rashmi',
  name: 'Rashmi dasha',
  kind: 'graha',
  source: 'BPHS ch. 76 (rays); the dasha as Jagannatha Hora and PyJHora',
  description:
    'From birth, Sun…Saturn in descending order of their rays (from the distance to deep debilitation, doubled when ' +
    'exalted, doubled when vargottama, halved when combust); each lasts its rays in years, cycle after cycle until 120 ' +
    'years are passed. Sub-periods: the same order, in proportion to the rays, at every level.',
  options: [],
  mahadashas(birth, opts) {
    const rays = rashmiRays(birth).filter((x) => x.rays > 0);
    const items: { lord: Graha; years: number }[] = [];
    let total = 0;
    for (let c = 0; c < MAX_CYCLES && total < LIFE_YEARS && rays.length; c++) {
      for (const x of rays) {
        if (total >= LIFE_YEARS) break;
        items.push({ lord: x.lord, years: x.rays });
        total += x.rays;
      }
    }
    return sequence(birth.jdUt, opts.yearDays, items);
  },
  subPeriods(parent, _level, _path, birth) {
    return proportional(parent, rashmiRays(birth).map((x) => ({ lord: x.lord, weight: x.rays })));
  },
};
