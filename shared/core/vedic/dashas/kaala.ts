/**
 * Kaala dasha (BPHS ch. 46, "Kala dasa"; the parts of the day and the arithmetic as Jagannatha Hora and
 * PyJHora 4.8.5 `graha/kaala.py`), from birth.
 *
 *  - The civil day of birth at the place is cut at its (Hindu, disc-centre) sunrise and sunset into dawn
 *    (sunrise ± a sixth of the span between the previous sunset and sunrise, as PyJHora counts it), day, dusk
 *    (from that same distance before sunset to a sixth of the coming night after it) and night. The fraction f
 *    of its part elapsed at birth is the dasha's measure.
 *  - PyJHora's arithmetic is kept as it is, so the periods agree with it (8 charts, test/unit/dashas-graha.test.ts).
 *    Two of its choices are not the plain reading of the rule and are open questions: the dawn's half-width is a
 *    sixth of |sunrise − the previous sunset's clock time| (about a sixth of the day, not of the night); and a
 *    birth after midnight, before dawn, measures its night from −(previous sunset + that half-width) hours, i.e.
 *    from the previous morning, not from the previous dusk (chart p05: f = 0.975; counted from the previous dusk
 *    with a sixth of the night as the sandhya, that birth would fall in the dawn).
 *  - Two cycles of the nine grahas Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu: the n-th
 *    (n = 1…9) lasts n × 120 f / 45 years in the first cycle and n × 120 (1 − f) / 45 in the second (240 years).
 *  - Sub-periods: the parent's length D is split the same way, nine parts n × f D / 45, then nine parts
 *    n × (1 − f) D / 45, Sun … Ketu twice; the same rule at every level.
 *
 * Why its answers are the largest of all the systems (audited for issue 21): 18 periods under every parent, so
 * 18 + 324 + 5,832 = 6,174 periods to depth 3 (≈ 1.3 MB of JSON), where Vimshottari has 9 + 81 + 729. That is the
 * rule as its source has it, not a defect: BPHS ch. 46 sl. 44–49 gives only the nine mahadasha lengths (one
 * cycle, no rule for sub-periods); the second cycle and the two-phase split (f, then 1 − f) of every sub-period are
 * Jagannatha Hora's and PyJHora's, and PyJHora 4.8.5 applies the split at every depth (`get_dhasa_antardhasa`,
 * "apply Kaala rule at every depth", 18 children per parent). Orrery agrees with PyJHora's antardashas for the 8
 * charts, so it keeps the rule; the size is met instead by kaala's defaults (depth 2, and the window of levels
 * 4–5 the running pratyantardasha: an antardasha holds 5,832 pranas) and the cap on periods (engine.ts).
 */
import { CoreError } from '../../errors.js';
import { sunriseSunset } from '../../ephemeris.js';
import { VEDIC_PLANETS } from '../grahas.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem } from './types.js';

const LIFE_YEARS = 120;

export type KaalaPart = 'dawn' | 'day' | 'dusk' | 'night';

function noSun(lat: number, what: string): never {
  throw new CoreError('UNPROCESSABLE', `The Sun does not ${what} at latitude ${lat} around the birth (polar day or night), so the parts of the day that kaala dasha counts are undefined`, 'lat');
}

/** Sunrise and sunset of the civil date `dayOffset` days from the birth's, in hours after the birth date's local midnight. */
function riseSetHours(birth: DashaBirth, midnightUt: number, dayOffset: number): { rise: number; set: number } {
  const from = midnightUt + dayOffset;
  const r = sunriseSunset(from, birth.lat, birth.lng, 'centre');
  if (r.riseJdUt === null) noSun(birth.lat, 'rise');
  if (r.setJdUt === null) noSun(birth.lat, 'set');
  return { rise: (r.riseJdUt - midnightUt) * 24, set: (r.setJdUt - midnightUt) * 24 };
}

const fractionOf = new WeakMap<DashaBirth, { part: KaalaPart; fraction: number }>();

/**
 * The part of the day of the birth and the fraction of it elapsed (PyJHora's boundaries). Kept per birth:
 * every period's sub-periods need it, and it costs six sunrise searches.
 */
export function kaalaFraction(birth: DashaBirth): { part: KaalaPart; fraction: number } {
  let f = fractionOf.get(birth);
  if (!f) {
    f = computeKaalaFraction(birth);
    fractionOf.set(birth, f);
  }
  return f;
}

function computeKaalaFraction(birth: DashaBirth): { part: KaalaPart; fraction: number } {
  const jdLocal = birth.jdUt + birth.utcOffsetHours / 24;
  const midnightLocal = Math.floor(jdLocal + 0.5) - 0.5;
  const midnightUt = midnightLocal - birth.utcOffsetHours / 24;
  const t = (jdLocal - midnightLocal) * 24;
  // The civil day's parts hold the birth, unless the clock is far from the Sun's time at the place (a zone
  // hours from lng/15, as western China's): then the day before's or after's parts hold it.
  for (const shift of [0, 1, -1]) {
    const found = partOf(birth, midnightUt + shift, t - 24 * shift);
    if (found) return found;
  }
  throw new CoreError('UNPROCESSABLE', 'kaala dasha: the birth falls in no part of the days around it', 'date');
}

/** The part holding clock hour `t` of the civil day that starts at `midnightUt` (PyJHora's boundaries), if any. */
function partOf(birth: DashaBirth, midnightUt: number, t: number): { part: KaalaPart; fraction: number } | null {
  const today = riseSetHours(birth, midnightUt, 0);
  const yesterdaySet = riseSetHours(birth, midnightUt, -1).set + 24; // PyJHora takes it as that day's clock time
  const tomorrowRise = riseSetHours(birth, midnightUt, 1).rise;
  const nf1 = Math.abs(today.rise - yesterdaySet) / 6;
  const nf2 = Math.abs(tomorrowRise - today.set) / 6;
  const parts: [KaalaPart, number, number][] = [
    ['dawn', today.rise - nf1, today.rise + nf1],
    ['dusk', today.set - nf1, today.set + nf2],
    ['day', today.rise + nf1, today.set - nf1],
    ['night', -(yesterdaySet + nf1), today.rise - nf1],
    ['night', today.set + nf2, tomorrowRise - nf2],
  ];
  for (const [part, a, b] of parts) if (t >= a && t < b) return { part, fraction: (t - a) / (b - a) };
  return null;
}

function splitShares(f: number) {
  return [f, 1 - f].flatMap((k) => VEDIC_PLANETS.map((lord, n) => ({ lord, weight: (n + 1) * k })));
}

export const kaalaSystem: DashaSystem = {
  id: 'kaala',
  defaultDepth: 2, // 18 sub-periods a parent: 6,174 periods to depth 3, over the cap (engine.ts)
  windowLevel: 3, // the running antardasha holds 5,832 pranas
  name: 'Kaala dasha',
  kind: 'graha',
  source: 'BPHS ch. 46; the parts of the day as Jagannatha Hora and PyJHora',
  description:
    'From birth. The fraction f elapsed of the part of the day of birth (dawn, day, dusk or night, cut at the Hindu ' +
    'sunrise and sunset) gives two cycles Sun…Ketu: the n-th lasts n × 120f/45 years, then n × 120(1 − f)/45. ' +
    'Sub-periods split the parent the same way (nine parts in f, nine in 1 − f), at every level.',
  options: [],
  mahadashas(birth, opts) {
    const { fraction } = kaalaFraction(birth);
    return sequence(birth.jdUt, opts.yearDays, splitShares(fraction).map((s) => ({ lord: s.lord, years: (s.weight * LIFE_YEARS) / 45 })));
  },
  subPeriods(parent, _level, _path, birth) {
    return proportional(parent, splitShares(kaalaFraction(birth).fraction));
  },
};
