/**
 * Hellenistic lots ("Arabic parts"). A lot "from A to B, cast from the Ascendant" is ASC + B − A,
 * normalised to [0, 360). Where the tradition reverses a lot at night, A and B swap.
 *
 * Sources for the formulas (day form; "rev." = reversed at night):
 *  - The seven Hermetic lots of Paulus Alexandrinus, Introductory Matters ch. 23, as set out in
 *    Chris Brennan, "The Theoretical Rationale Underlying the Seven Hermetic Lots" (Tradition journal 2,
 *    2009, rev. 2010; quoting the ARHAT translation of Paulus) and in Brennan, "Hellenistic Astrology:
 *    The Study of Fate and Fortune" (2017), ch. 16. The same formulas are tabulated, after Paulus, by
 *    Patrice Guinard on astrotheme.com ("The Arabian Parts"), and Fortune/Spirit by Robert Hand,
 *    "The Lot or Part of Fortune" (alt.astrology, 1996; astro.com).
 *      Fortune   ASC + Moon − Sun        rev.   (Sun to Moon)
 *      Spirit    ASC + Sun − Moon        rev.   (Moon to Sun)
 *      Eros      ASC + Venus − Spirit    rev.   (Spirit to Venus)
 *      Necessity ASC + Fortune − Mercury rev.   (Mercury to Fortune)
 *      Courage   ASC + Fortune − Mars    rev.   (Mars to Fortune)
 *      Victory   ASC + Jupiter − Spirit  rev.   (Spirit to Jupiter)
 *      Nemesis   ASC + Fortune − Saturn  rev.   (Saturn to Fortune)
 *    Eros, Necessity, Courage, Victory and Nemesis use this chart's Fortune and Spirit (already
 *    reversed if the chart is nocturnal).
 *  - Father    ASC + Saturn − Sun   rev.  (Sun to Saturn; Dorotheus, Carmen Astrologicum I, and Paulus,
 *    per astrotheme/Guinard). Dorotheus' substitute for a Saturn under the Sun's beams is not applied.
 *  - Mother    ASC + Moon − Venus   rev.  (Venus to Moon; same sources).
 *  - Children  ASC + Saturn − Jupiter, NOT reversed (Jupiter to Saturn, as Paulus gives it, per
 *    astrotheme/Guinard; some later authors reverse it at night).
 *  - Marriage  ASC + Venus − Saturn, NOT reversed: the lot of marriage *of men*, from Saturn to Venus
 *    (Dorotheus, Carmen Astrologicum II; Paulus, as tabulated by astrotheme/Guinard). The women's lot runs
 *    the other way (ASC + Saturn − Venus) and is not produced here, as the input carries no sex; Valens'
 *    variants (Sun to Venus for men, Moon to Mars for women) are not used; some authors (Firmicus, Mathesis
 *    VI.32, as secondary tables report) reverse the men's lot at night, and we do not.
 *
 * Sect (day or night chart): the Sun above the horizon is a day chart. Ecliptic test used here: the
 * horizon meets the ecliptic at the ASC and the DSC (= ASC + 180°); the half of the ecliptic running
 * forward (in zodiacal order) from the DSC through the MC to the ASC — houses 7 to 12 — is above it. So the
 * chart is diurnal iff norm360(sunLon − DSC) ≤ 180 (a Sun exactly on the ASC or DSC counts as day). As the
 * Sun's ecliptic latitude is under 2″ this is the test of the Sun's geometric centre being above the
 * geometric horizon. The classical test is the Sun's visible altitude; the two differ only when the Sun is
 * within about a degree of the horizon (refraction ≈ 34′ plus the semi-diameter ≈ 16′ in altitude, which
 * at high latitudes, where the ecliptic crosses the horizon obliquely, can span a few degrees of
 * longitude). A caller holding the real altitude can pass `sunAboveHorizon` to override the test.
 */
import { norm360, signOf } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import { houseIndexOf } from './houses.js';

type Operand = 'Sun' | 'Moon' | 'Mercury' | 'Venus' | 'Mars' | 'Jupiter' | 'Saturn' | 'Fortune' | 'Spirit';

export const LOT_NAMES = [
  'Fortune', 'Spirit', 'Eros', 'Necessity', 'Courage', 'Victory', 'Nemesis',
  'Father', 'Mother', 'Children', 'Marriage',
] as const;
export type LotName = (typeof LOT_NAMES)[number];

interface LotDef {
  name: LotName;
  /** Day form: ASC + add − sub. */
  add: Operand;
  sub: Operand;
  reversesAtNight: boolean;
}

// Order matters: Fortune and Spirit come first because later lots are built from them.
const LOT_DEFS: readonly LotDef[] = [
  { name: 'Fortune', add: 'Moon', sub: 'Sun', reversesAtNight: true },
  { name: 'Spirit', add: 'Sun', sub: 'Moon', reversesAtNight: true },
  { name: 'Eros', add: 'Venus', sub: 'Spirit', reversesAtNight: true },
  { name: 'Necessity', add: 'Fortune', sub: 'Mercury', reversesAtNight: true },
  { name: 'Courage', add: 'Fortune', sub: 'Mars', reversesAtNight: true },
  { name: 'Victory', add: 'Jupiter', sub: 'Spirit', reversesAtNight: true },
  { name: 'Nemesis', add: 'Fortune', sub: 'Saturn', reversesAtNight: true },
  { name: 'Father', add: 'Saturn', sub: 'Sun', reversesAtNight: true },
  { name: 'Mother', add: 'Moon', sub: 'Venus', reversesAtNight: true },
  { name: 'Children', add: 'Saturn', sub: 'Jupiter', reversesAtNight: false },
  { name: 'Marriage', add: 'Venus', sub: 'Saturn', reversesAtNight: false },
];

export interface LotsInput {
  /** Ecliptic longitude of the Ascendant. */
  asc: number;
  sunLon: number;
  /** Day chart. When omitted it is decided by `isSunAboveHorizon(asc, sunLon)`. */
  sunAboveHorizon?: boolean;
  /** Body name → tropical longitude; needs Sun, Moon, Mercury, Venus, Mars, Jupiter, Saturn. */
  positions: Record<string, number>;
  /** The 12 house cusps (cusps[0] = house 1). */
  cusps: number[];
}

export interface Lot {
  name: LotName;
  /** The formula used for this chart. */
  formula: string;
  dayFormula: string;
  nightFormula: string;
  reversesAtNight: boolean;
  longitude: number;
  sign: number;
  signName: string;
  degreeInSign: number;
  /** 1–12, from the given cusps. */
  house: number;
}

export interface LotsResult {
  isDayChart: boolean;
  lots: Lot[];
}

/** Ecliptic sect test (see the header): the Sun on the arc from the DSC forward to the ASC, ends included. */
export function isSunAboveHorizon(ascDeg: number, sunLonDeg: number): boolean {
  return norm360(sunLonDeg - (ascDeg + 180)) <= 180;
}

const REQUIRED_BODIES = ['Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn'] as const;

const formulaText = (add: Operand, sub: Operand) => `ASC + ${add} − ${sub}`;

export function arabicLots(input: LotsInput): LotsResult {
  if (input.cusps.length !== 12) throw new RangeError(`arabicLots: 12 cusps needed, got ${input.cusps.length}`);
  const missing = REQUIRED_BODIES.filter((b) => !Number.isFinite(input.positions[b]));
  if (missing.length) throw new RangeError(`arabicLots: no longitude for ${missing.join(', ')}`);
  const isDayChart = input.sunAboveHorizon ?? isSunAboveHorizon(input.asc, input.sunLon);
  // Fortune and Spirit are filled in as they are computed (they come first in LOT_DEFS).
  const values = new Map<Operand, number>();
  const valueOf = (op: Operand): number => (op === 'Sun' ? input.sunLon : (values.get(op) ?? input.positions[op]));
  const lots: Lot[] = [];
  for (const def of LOT_DEFS) {
    const reverse = def.reversesAtNight && !isDayChart;
    const add = reverse ? def.sub : def.add;
    const sub = reverse ? def.add : def.sub;
    const longitude = norm360(input.asc + valueOf(add) - valueOf(sub));
    if (def.name === 'Fortune' || def.name === 'Spirit') values.set(def.name, longitude);
    const { sign, degreeInSign } = signOf(longitude);
    lots.push({
      name: def.name,
      formula: formulaText(add, sub),
      dayFormula: formulaText(def.add, def.sub),
      nightFormula: def.reversesAtNight ? formulaText(def.sub, def.add) : formulaText(def.add, def.sub),
      reversesAtNight: def.reversesAtNight,
      longitude,
      sign,
      signName: SIGN_NAMES[sign],
      degreeInSign,
      house: houseIndexOf(longitude, input.cusps.map(norm360)) + 1,
    });
  }
  return { isDayChart, lots };
}
