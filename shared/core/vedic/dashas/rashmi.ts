/**
 * Rashmi dasha (PyJHora 4.8.5 `graha/rashmi.py`, method "BPHS highest ray"), from birth.
 *
 * The rays (rashmis) of each of Sun…Saturn (BPHS ch. 76 "Rashmis of grahas": the rays grow from nothing at the
 * deep debilitation point to the maximum at deep exaltation, in proportion to the distance): the arc from the
 * planet to its deep debilitation point (deep exaltation Sun 10°, Moon 33°, Mars 298°, Mercury 165°, Jupiter 95°,
 * Venus 357°, Saturn 200°; debilitation 180° away), over 180°, times the planet's maximum (PyJHora's table:
 * Sun 10, Moon 9, Mars 5, Mercury 5, Jupiter 7, Venus 16, Saturn 4), doubled in the exaltation sign, doubled again
 * when vargottama (same sign in D1 and D9), halved when combust (within PyJHora's limits of the Sun: Moon 12,
 * Mars 17, Mercury 14, Jupiter 10, Venus 11, Saturn 15 degrees; when retrograde Mars 8, Mercury 12, Jupiter 11,
 * Venus 8, Saturn 16). The distance to the Sun is the angular one, across 0° Aries too (combustion is nearness to
 * the Sun, BPHS ch. 3); PyJHora subtracts longitudes without wrapping, so a planet at 359° with the Sun at 1° is not
 * combust there. None of the reference charts is near that case.
 *
 * A planet's period lasts as many years as its rays; the planets run in descending order of rays, cycle after
 * cycle, until 120 years are reached (the period that crosses 120 is the last). Sub-periods divide the parent
 * in the same order (not turned to the parent's lord), in proportion to the rays, at every level.
 *
 * Positions. The rays magnify a longitude: Venus exalted and vargottama gains 64/180 of a ray per degree, so an
 * arcsecond moves each Venus period by 0.036 days, and the same error repeats in every cycle. PyJHora (and so the
 * reference values) reads Swiss Ephemeris *geometric* positions (SEFLG_TRUEPOS: no light-time, no aberration, the
 * Sun 20″ behind its apparent place, Mercury up to 55″); Orrery's charts are apparent positions. That, not a year
 * length nor rounding (PyJHora's period starts are unrounded), is why the periods drift from PyJHora's: up to 4.8
 * days by the last period on the reference charts. Option `positions`: `apparent` (default, the chart Orrery shows)
 * or `geometric` (PyJHora's convention; its period starts then agree to the second).
 */
import { norm360, separation, signOf } from '../../angles.js';
import { bodyPosition } from '../../ephemeris.js';
import { EXALTATION_SIGN, type Graha } from '../grahas.js';
import { navamsaSignOf } from '../planets.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaOption, DashaSystem } from './types.js';

const LIFE_YEARS = 120;
const MAX_CYCLES = 8;

type Seven = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn';
const SEVEN: readonly Seven[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const MAX_RAYS: Record<Seven, number> = { Sun: 10, Moon: 9, Mars: 5, Mercury: 5, Jupiter: 7, Venus: 16, Saturn: 4 };
const DEEP_EXALTATION_DEG: Record<Seven, number> = { Sun: 10, Moon: 33, Mars: 298, Mercury: 165, Jupiter: 95, Venus: 357, Saturn: 200 };
const COMBUST_DEG: Record<Exclude<Seven, 'Sun'>, [direct: number, retrograde: number]> = {
  Moon: [12, 12], Mars: [17, 8], Mercury: [14, 12], Jupiter: [10, 11], Venus: [11, 8], Saturn: [15, 16],
};

interface Place { longitude: number; sign: number; isRetrograde: boolean }

/** Sun…Saturn where the rays are read: the chart's apparent places, or the geometric ones (see above). */
function placesOf(birth: DashaBirth, positions: string): Record<Seven, Place> {
  const out = {} as Record<Seven, Place>;
  for (const g of SEVEN) {
    if (positions === 'geometric') {
      const b = bodyPosition(birth.jdUt, g, birth.ayanamsa, { geometric: true });
      const longitude = norm360(b.lonDeg);
      out[g] = { longitude, sign: signOf(longitude).sign, isRetrograde: b.speedDegPerDay < 0 };
    } else {
      const p = birth.chart.planets.find((x) => x.planet === g);
      if (!p) throw new Error(`rashmi: no planet ${g}`);
      out[g] = { longitude: p.longitude, sign: p.sign, isRetrograde: p.isRetrograde };
    }
  }
  return out;
}

/** Each planet's rays, in dasha order (most rays first). */
export function rashmiRays(birth: DashaBirth, positions = 'apparent'): { lord: Graha; rays: number }[] {
  const places = placesOf(birth, positions);
  const sunLon = places.Sun.longitude;
  const out = SEVEN.map((g) => {
    const p = places[g];
    let rays = (separation(p.longitude, DEEP_EXALTATION_DEG[g] + 180) / 180) * MAX_RAYS[g];
    if (EXALTATION_SIGN[g] === p.sign) rays *= 2;
    if (navamsaSignOf(p.longitude) === p.sign) rays *= 2;
    if (g !== 'Sun' && separation(p.longitude, sunLon) < COMBUST_DEG[g][p.isRetrograde ? 1 : 0]) rays *= 0.5;
    return { lord: g, rays };
  });
  return out.sort((a, b) => b.rays - a.rays);
}

const POSITIONS: DashaOption = {
  name: 'positions',
  values: ['apparent', 'geometric'],
  default: 'apparent',
  description:
    'Where the rays are read: `apparent` (the chart\'s positions) or `geometric` (Swiss Ephemeris true positions, no light-time or ' +
    'aberration, as PyJHora and its reference values; the rays magnify the difference, up to a few days by the last period).',
};

export const rashmiSystem: DashaSystem = {
  id: 'rashmi',
  name: 'Rashmi dasha',
  kind: 'graha',
  source: 'BPHS ch. 76 (rays); the dasha as Jagannatha Hora and PyJHora',
  description:
    'From birth, Sun…Saturn in descending order of their rays (from the distance to deep debilitation, doubled when ' +
    'exalted, doubled when vargottama, halved when combust; `positions` chooses apparent or geometric longitudes); each lasts its rays in years, cycle after cycle until 120 ' +
    'years are passed. Sub-periods: the same order, in proportion to the rays, at every level.',
  options: [POSITIONS],
  mahadashas(birth, opts) {
    const rays = rashmiRays(birth, opts.choices.positions).filter((x) => x.rays > 0);
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
  subPeriods(parent, _level, _path, birth, opts) {
    return proportional(parent, rashmiRays(birth, opts.choices.positions).map((x) => ({ lord: x.lord, weight: x.rays })));
  },
};
