/**
 * Constructed charts for the yoga tests (test/unit/yogas-*.test.ts): only the signs matter, so each planet
 * stands at 10° of its sign (Mercury at 15°, so that it is never exactly on a navamsa boundary with the Sun),
 * the nodes retrograde; not necessarily astronomically possible. Each test file says which positions form
 * its yoga and which condition a counter-example breaks.
 */
import { findYogas, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';

/** Signs by index, 0 = Aries … 11 = Pisces. */
export const Ar = 0, Ta = 1, Ge = 2, Cn = 3, Le = 4, Vi = 5, Li = 6, Sc = 7, Sg = 8, Cp = 9, Aq = 10, Pi = 11;
/** Planets by index, as the yoga chart orders them (Sun … Ketu). */
export const SUN = 0, MOON = 1, MARS = 2, MERCURY = 3, JUPITER = 4, VENUS = 5, SATURN = 6, RAHU = 7, KETU = 8;

/**
 * Sun … Ketu at 10° of the given signs (Mercury at 15°), lagna `lagna`; the nodes retrograde. The ascendant at
 * `ascendant` (a longitude inside the lagna sign; the navamsa lagna and a day birth are read from it), else the
 * middle of the lagna sign.
 */
export function chart(signs: readonly number[], lagna = Ar, ascendant?: number): YogaChart {
  const lons = signs.map((s, i) => s * 30 + (i === MERCURY ? 15 : 10));
  return yogaChartFromLongitudes(lagna, lons, [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05], ascendant);
}

/** Sun … Ketu at the given longitudes (degrees), lagna `lagna`, ascendant `ascendant` (else mid-sign); the nodes retrograde. */
export function chartAt(lons: readonly number[], lagna: number, ascendant?: number): YogaChart {
  return yogaChartFromLongitudes(lagna, lons, [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05], ascendant);
}

/** The yogas of catalogue id `id` found in the chart. */
export const found = (c: YogaChart, id: string) => findYogas(c).filter((y) => y.id === id);
