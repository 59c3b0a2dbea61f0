/**
 * The shape shared by the planet dashas counted from the Moon's star (or from the tithi, yoga or karana
 * at birth): a fixed sequence of lords with their years; the element the Moon (or the Sun–Moon pair)
 * occupies at birth gives the lord running at birth; the part of that element already traversed gives
 * the part of the lord's period already elapsed, so the first mahadasha starts before birth; the sequence
 * then repeats for the system's cycles. Each system of ./moon-star-systems.ts is this shape plus data.
 *
 * Sub-periods divide the parent among all the lords in sequence order, starting from the parent's own
 * lord (or the next one), either in proportion to the lords' years (BPHS ch. 46, the Vimshottari rule) or
 * in equal parts (PyJHora 4.8.5 for the sama, yogini and most conditional dashas). Levels 3–5 repeat
 * the level-2 rule under their parent.
 */
import { norm360 } from '../../angles.js';
import { bodyPosition } from '../../ephemeris.js';
import type { Graha } from '../grahas.js';
import { NAKSHATRA_SPAN_DEG } from '../nakshatra.js';
import { proportional, sequence } from './engine.js';
import type { DashaBirth, DashaSystem, Period } from './types.js';

/** The lord running at birth (index into the system's lords) and the fraction of its period elapsed. */
export interface DashaSeed {
  lordIndex: number;
  /** 0 ≤ elapsed < 1. */
  elapsed: number;
}

export interface MoonStarDashaSpec {
  id: string;
  name: string;
  source: string;
  description: string;
  /** The lords in dasha order with their years. */
  lords: readonly (readonly [Graha, number])[];
  /** How many times the sequence runs (PyJHora's number of cycles). */
  cycles: number;
  seed: (birth: DashaBirth) => DashaSeed;
  /** Sub-period lengths: in proportion to the lords' years, or equal parts. */
  subLengths: 'proportional' | 'equal';
  /** The first sub-period's lord: the parent's own lord, or the one after it in the sequence. */
  subFrom: 'lord' | 'next';
}

const clampFraction = (f: number) => Math.min(Math.max(f, 0), 1 - 1e-12);

/** The Moon's sidereal longitude at birth. */
const moonLon = (birth: DashaBirth) => norm360(birth.chart.planets[1].longitude);

/**
 * One star per lord, in turn: star `seedStar` (1 = Ashwini … 27 = Revati) belongs to the first lord, the
 * next star (counted forward, or backward when `direction` is −1) to the second, and so on round the lords.
 * The elapsed part is the part of the Moon's star already traversed.
 */
export function starInTurn(seedStar: number, lordCount: number, direction: 1 | -1 = 1): (birth: DashaBirth) => DashaSeed {
  return (birth) => {
    const lon = moonLon(birth);
    const star = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
    const steps = (((star - (seedStar - 1)) * direction) % 27 + 27) % 27;
    return { lordIndex: steps % lordCount, elapsed: clampFraction(lon / NAKSHATRA_SPAN_DEG - star) };
  };
}

/**
 * Consecutive groups of stars, one group per lord in sequence order, the first group starting at star
 * `firstStar`. The elapsed part is counted over the whole group (`balance: 'group'`: the lord's years are
 * spread over its stars, BPHS ch. 46 on Ashtottari) or over the Moon's star alone (`'star'`).
 */
export function starGroups(firstStar: number, counts: readonly number[], balance: 'group' | 'star'): (birth: DashaBirth) => DashaSeed {
  return (birth) => {
    const lon = moonLon(birth);
    const fromFirst = norm360(lon - (firstStar - 1) * NAKSHATRA_SPAN_DEG) / NAKSHATRA_SPAN_DEG; // stars since the first group began
    let start = 0;
    for (let i = 0; i < counts.length; i++) {
      if (fromFirst < start + counts[i] || i === counts.length - 1) {
        const elapsed = balance === 'group' ? (fromFirst - start) / counts[i] : fromFirst - Math.floor(fromFirst);
        return { lordIndex: i, elapsed: clampFraction(elapsed) };
      }
      start += counts[i];
    }
    throw new Error('unreachable');
  };
}

/** Degrees of one tithi, karana and nitya yoga (Surya Siddhanta 2.64–69; ../panchanga.ts). */
const ELEMENT_SPAN_DEG = { tithi: 12, karana: 6, yoga: NAKSHATRA_SPAN_DEG } as const;

/**
 * The tithi (1–30: Moon − Sun in 12° steps), karana (1–60: 6° steps) or nitya yoga (1–27: Moon + Sun in
 * 13°20′ steps) at birth, from the apparent sidereal Sun and Moon as ../panchanga.ts takes them, gives the
 * lord through `lordIndexOf`; the elapsed part is the part of the element's arc already traversed, as a
 * star's balance is the part of the star the Moon has crossed.
 */
export function panchangaElement(element: 'tithi' | 'yoga' | 'karana', lordIndexOf: (n: number) => number): (birth: DashaBirth) => DashaSeed {
  return (birth) => {
    const sun = bodyPosition(birth.jdUt, 'Sun', birth.ayanamsa).lonDeg;
    const moon = bodyPosition(birth.jdUt, 'Moon', birth.ayanamsa).lonDeg;
    const steps = norm360(element === 'yoga' ? moon + sun : moon - sun) / ELEMENT_SPAN_DEG[element];
    const index = Math.floor(steps);
    return { lordIndex: lordIndexOf(index + 1), elapsed: clampFraction(steps - index) };
  };
}

/**
 * The star's number (1 = Ashwini) plus `add`, divided by the number of lords: remainder 1 is the first
 * lord, 0 the last (Yogini: BPHS ch. 46, "janma-rkṣa + 3, divided by 8, from Mangala").
 */
export function starNumberPlus(add: number, lordCount: number): (birth: DashaBirth) => DashaSeed {
  return (birth) => {
    const lon = moonLon(birth);
    const star = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
    return { lordIndex: (star + add) % lordCount, elapsed: clampFraction(lon / NAKSHATRA_SPAN_DEG - star) };
  };
}

/** Builds the dasha system of `spec`. */
export function moonStarDasha(spec: MoonStarDashaSpec): DashaSystem {
  const n = spec.lords.length;
  const indexOf = (lord: Period['lord']) => spec.lords.findIndex(([l]) => l === lord);
  return {
    id: spec.id,
    name: spec.name,
    kind: 'graha',
    source: spec.source,
    description: spec.description,
    options: [],
    mahadashas(birth, opts) {
      const { lordIndex, elapsed } = spec.seed(birth);
      const start = birth.jdUt - elapsed * spec.lords[lordIndex][1] * opts.yearDays;
      const items = Array.from({ length: n * spec.cycles }, (_, k) => {
        const [lord, years] = spec.lords[(lordIndex + k) % n];
        return { lord, years };
      });
      return sequence(start, opts.yearDays, items);
    },
    subPeriods(parent) {
      const first = indexOf(parent.lord) + (spec.subFrom === 'next' ? 1 : 0);
      return proportional(
        parent,
        Array.from({ length: n }, (_, k) => {
          const [lord, years] = spec.lords[(first + k) % n];
          return { lord, weight: spec.subLengths === 'equal' ? 1 : years };
        }),
      );
    },
  };
}
