/**
 * Manglik (Kuja) dosha and Kaal Sarp dosha from a sidereal chart. Houses are whole-sign (the convention of
 * planets.ts): the house of a sign counted from a reference sign, the reference sign being the 1st.
 *
 * MANGLIK
 *  Rule: Mars in the 1st, 2nd, 4th, 7th, 8th or 12th counted from the lagna, from the Moon and from Venus
 *  (horasarvam.blogspot.com/2022/02/exceptions-to-kuja-dosha.html: "Kuja is in 1,2,12,4,7,8 from either
 *  Lagna, Chandra Lagna or Sukra"). Each reference point is reported.
 *  Cancellations, each listed with whether it applies and its source:
 *   chart-wide —
 *   - Mars in its own sign, Aries or Scorpio: astromuhurat.com/2013/03/6-2-4-mangal-doshkujdosh.html,
 *     cancellation (5); tempora.ltd/findings/manglik-cancellation-rules ("Mars in own sign (Aries or
 *     Scorpio) or exalted in Capricorn").
 *   - Mars exalted, Capricorn (exaltation sign: BPHS ch. 3, `EXALTATION_SIGN`): tempora.ltd, same sentence.
 *     (The astromuhurat page names the exaltation sign as Cancer, which is Mars's debilitation; we follow BPHS.)
 *   - Mars in Leo or Aquarius, in any house: B.V. Raman's list as quoted at jyothishi-pandit.blogspot.com/
 *     2008/08/kuja-dosham-malefic-disposition-of-mars_17.html item 17(f); poorvapunya.com/kuja_dosha.php.
 *   - Mars conjunct Jupiter or conjunct the Moon (same sign): poorvapunya.com/kuja_dosha.php ("counteracted
 *     by the conjunction of Mars and Jupiter or Mars and the Moon"); astromuhurat.com item (3).
 *   - Mars aspected by Jupiter: astromuhurat.com item (2). Aspects are whole-sign graha drishti: Jupiter
 *     aspects the 7th sign from itself and, specially, the 5th and 9th (BPHS ch. 26).
 *   per reference point (Raman, same blog item 17(a)–(e); poorvapunya for (b)–(e)) —
 *   - Mars in the 2nd in Gemini or Virgo; in the 4th in Aries or Scorpio; in the 7th in Cancer or Capricorn;
 *     in the 8th in Sagittarius or Pisces; in the 12th in Taurus or Libra: that reference point is exempt.
 *   between partners — both partners manglik (horasarvam item 11: "when both male and female has equal
 *   dosha"): `manglikPair`.
 *  Status (our convention, documented):
 *   'none'      Mars is in none of the six houses from any of the three reference points.
 *   'cancelled' afflicted from at least one reference point, but a chart-wide cancellation applies, or every
 *               afflicted reference point is exempt by the house-and-sign rule.
 *   'manglik'   afflicted from the lagna (not exempt) and no chart-wide cancellation.
 *   'partial'   afflicted only from the Moon and/or Venus (not exempt) and no chart-wide cancellation:
 *               poorvapunya.com/kuja_dosha.php, "Kuja dosha is said to be powerful from Lagna (ascendant)
 *               and weak when considered from Moon and Venus".
 *  Severity: the number (0–3) of afflicted, non-exempt reference points. None of our sources gives a
 *  percentage, so none is reported.
 *
 * KAAL SARP
 *  Rule: all seven planets Sun … Saturn on one side of the Rahu–Ketu axis (sitaaronkiduniya.com/kaal-sarp:
 *  "formed when all the planets are present in between Rahu and Ketu"; shankerstudy.com/2016/04/what-is-
 *  kaalsarp-yoga.html: "Even if one planet is outside the Rahu-Ketu axis there is no Kaalsarp Yoga").
 *  Sides are judged by longitude: side "rahu-to-ketu" is the arc from Rahu forward in zodiacal order to Ketu
 *  (0° < lon − Rahu < 180°), "ketu-to-rahu" the other arc. kalsarpapooja.com/article/id/253: the dosha "is
 *  said to be severe when all planets are within the arc from Rahu to Ketu in their natural motion direction".
 *  Status:
 *   'full'    all seven strictly inside one arc.
 *   'partial' not full, but every planet outside that arc is in the same sign as Rahu or as Ketu: it is
 *             outside the axis only by degrees inside a node's sign, or exactly conjunct a node. The "anshik"
 *             (partial) category is named at bagulamukhijyotishtantra.com/dosha-solutions/kalsarpa-yoga.html
 *             ("Even if one planet is outside the Rahu Ketu Axis there is no or anshik Kaalsarp Yoga"); the
 *             same-sign limit is our rule. A planet in a node's sign but on the arc's side by longitude counts
 *             as inside (the classical wording "no planet should be in conjunction with Rahu or Ketu",
 *             astrocaree.blogspot.com/2014/10/sarp-kalasarpa-yoga-considered-to-be.html, is not applied to it;
 *             such planets are listed in `nodeSignPlanets`).
 *   'none'    otherwise.
 *  Type by Rahu's whole-sign house from the lagna, 1 … 12: Anant, Kulik, Vasuki, Shankhpal, Padma,
 *  Mahapadma, Takshak, Karkotak, Shankhachur, Ghatak, Vishdhar, Sheshnag (sitaaronkiduniya.com/kaal-sarp,
 *  table "Type of Yog / Rahu / Ketu"; gurgaonjyotish.blogspot.com/2010/01/astro-study-kala-sarpa-dosha-or-yoga.html
 *  has the first six in the same order). Variant spellings exist for 9–11 (kalsarpapooja.com: Shankhanaad,
 *  Patak, Vishakata); we keep sitaaronkiduniya's.
 */
import { list, ordinal, planetTerm, signTerm, text, type Text } from '../text.js';
import { norm360, signOf } from '../angles.js';
import { SIGN_NAMES } from '../zodiac.js';
import type { VedicChartCore } from './planets.js';
import type { Graha } from './grahas.js';

export interface DoshaChart {
  /** Sidereal longitude of the ascendant. */
  ascendant: number;
  /** Sidereal longitudes. Manglik needs Mars, Moon, Venus, Jupiter; Kaal Sarp Sun … Saturn and Rahu (Ketu = Rahu + 180° if absent). */
  longitudes: Partial<Record<Graha, number>>;
}

/** The chart of /v1/planets (vedicPlanets) as a DoshaChart. */
export function doshaChartFromVedic(core: VedicChartCore): DoshaChart {
  const longitudes: Partial<Record<Graha, number>> = {};
  for (const p of core.planets) longitudes[p.planet] = p.longitude;
  return { ascendant: core.ascendant, longitudes };
}

/** Whole-sign house of `sign` counted from `fromSign` (same sign = 1). */
export function houseFrom(fromSign: number, sign: number): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

function need(chart: DoshaChart, planet: Graha): number {
  const v = chart.longitudes[planet];
  if (v === undefined || !Number.isFinite(v)) throw new RangeError(`missing longitude of ${planet}`);
  return v;
}

const sign = (lon: number) => signOf(lon).sign;

// ---------------------------------------------------------------------------------------------------------
// Manglik
// ---------------------------------------------------------------------------------------------------------

export const MANGLIK_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];
export type ManglikReference = 'Lagna' | 'Moon' | 'Venus';
export type ManglikStatus = 'none' | 'partial' | 'manglik' | 'cancelled';

export interface ManglikReferenceResult {
  reference: ManglikReference;
  referenceSign: number;
  marsHouse: number;
  afflicted: boolean;
  /** Afflicted, but exempt by the house-and-sign rule (then `exemptRule` says which). */
  exempt: boolean;
  exemptRule?: Text;
}

export interface ManglikCancellation {
  rule: Text;
  scope: 'chart' | 'reference' | 'pair';
  applies: boolean;
  source: string;
}

export interface ManglikResult {
  marsSign: number;
  marsSignName: string;
  references: ManglikReferenceResult[];
  cancellations: ManglikCancellation[];
  status: ManglikStatus;
  /** Afflicted, non-exempt reference points (0–3). */
  severity: number;
  summary: Text;
}

const SRC_ASTROMUHURAT = 'astromuhurat.com/2013/03/6-2-4-mangal-doshkujdosh.html';
const SRC_TEMPORA = 'tempora.ltd/findings/manglik-cancellation-rules';
const SRC_RAMAN = 'B.V. Raman, as quoted at jyothishi-pandit.blogspot.com/2008/08/kuja-dosham-malefic-disposition-of-mars_17.html, item 17';
const SRC_POORVAPUNYA = 'poorvapunya.com/kuja_dosha.php';
const SRC_HORASARVAM = 'horasarvam.blogspot.com/2022/02/exceptions-to-kuja-dosha.html, item 11';

/** House-and-sign exemptions (Raman 17(a)–(e)): house → the signs of Mars that exempt it. */
const HOUSE_SIGN_EXEMPTIONS: Readonly<Record<number, readonly number[]>> = {
  2: [2, 5], // Gemini, Virgo
  4: [0, 7], // Aries, Scorpio
  7: [3, 9], // Cancer, Capricorn
  8: [8, 11], // Sagittarius, Pisces
  12: [1, 6], // Taurus, Libra
};

/**
 * Whether a planet in `fromSign` casts a full graha drishti on `toSign`, whole-sign: every planet the 7th;
 * Jupiter also the 5th and 9th, Mars the 4th and 8th, Saturn the 3rd and 10th (BPHS ch. 26).
 */
export function aspectsSign(planet: Graha, fromSign: number, toSign: number): boolean {
  const h = houseFrom(fromSign, toSign);
  if (h === 7) return true;
  if (planet === 'Jupiter') return h === 5 || h === 9;
  if (planet === 'Mars') return h === 4 || h === 8;
  if (planet === 'Saturn') return h === 3 || h === 10;
  return false;
}

export function manglik(chart: DoshaChart): ManglikResult {
  const ascSign = sign(chart.ascendant);
  const mars = sign(need(chart, 'Mars'));
  const moon = sign(need(chart, 'Moon'));
  const venus = sign(need(chart, 'Venus'));
  const jupiter = sign(need(chart, 'Jupiter'));

  const refs: [ManglikReference, number][] = [['Lagna', ascSign], ['Moon', moon], ['Venus', venus]];
  const references = refs.map(([reference, referenceSign]): ManglikReferenceResult => {
    const marsHouse = houseFrom(referenceSign, mars);
    const afflicted = MANGLIK_HOUSES.includes(marsHouse);
    const exemptSigns = HOUSE_SIGN_EXEMPTIONS[marsHouse];
    const exempt = afflicted && exemptSigns !== undefined && exemptSigns.includes(mars);
    return {
      reference, referenceSign, marsHouse, afflicted, exempt,
      ...(exempt ? { exemptRule: text('matching.manglik.exemptRule', { house: ordinal(marsHouse), sign: signTerm(SIGN_NAMES[mars]) }) } : {}),
    };
  });

  const chartWide: ManglikCancellation[] = [
    { rule: text('matching.manglik.cancel.ownSign'), scope: 'chart', applies: mars === 0 || mars === 7, source: `${SRC_ASTROMUHURAT} (5); ${SRC_TEMPORA}` },
    { rule: text('matching.manglik.cancel.exalted'), scope: 'chart', applies: mars === 9, source: `${SRC_TEMPORA}; exaltation sign BPHS ch. 3` },
    { rule: text('matching.manglik.cancel.leoAquarius'), scope: 'chart', applies: mars === 4 || mars === 10, source: `${SRC_RAMAN}(f); ${SRC_POORVAPUNYA}` },
    { rule: text('matching.manglik.cancel.conjunctJupiter'), scope: 'chart', applies: mars === jupiter, source: `${SRC_POORVAPUNYA}; ${SRC_ASTROMUHURAT} (3)` },
    {
      rule: text('matching.manglik.cancel.aspectedByJupiter'), scope: 'chart',
      applies: mars !== jupiter && aspectsSign('Jupiter', jupiter, mars), source: `${SRC_ASTROMUHURAT} (2); aspects BPHS ch. 26`,
    },
    { rule: text('matching.manglik.cancel.conjunctMoon'), scope: 'chart', applies: mars === moon, source: `${SRC_POORVAPUNYA}; ${SRC_ASTROMUHURAT} (3)` },
  ];
  const exemptionRules: readonly (readonly [number, string, string, string])[] = [
    [2, 'Gemini', 'Virgo', '(a)'],
    [4, 'Aries', 'Scorpio', '(b)'],
    [7, 'Cancer', 'Capricorn', '(c)'],
    [8, 'Sagittarius', 'Pisces', '(d)'],
    [12, 'Taurus', 'Libra', '(e)'],
  ];
  const perReference = exemptionRules.map(([house, sign1, sign2, item]): ManglikCancellation => ({
    rule: text('matching.manglik.cancel.houseSigns', { house: ordinal(house), sign1: signTerm(sign1), sign2: signTerm(sign2) }),
    scope: 'reference',
    applies: references.some((r) => r.exempt && r.marsHouse === house),
    source: `${SRC_RAMAN}${item}; ${SRC_POORVAPUNYA}`,
  }));
  const cancellations = [...chartWide, ...perReference];

  const afflicted = references.filter((r) => r.afflicted);
  const live = afflicted.filter((r) => !r.exempt);
  const chartCancelled = chartWide.some((c) => c.applies);
  let status: ManglikStatus;
  if (afflicted.length === 0) status = 'none';
  else if (chartCancelled || live.length === 0) status = 'cancelled';
  else if (live.some((r) => r.reference === 'Lagna')) status = 'manglik';
  else status = 'partial';
  const severity = status === 'cancelled' || status === 'none' ? 0 : live.length;

  const where = list(afflicted.map((r) =>
    text(`matching.manglik.from${r.reference}${r.exempt ? 'Exempt' : ''}`, { house: ordinal(r.marsHouse) })));
  const applied = list(cancellations.filter((c) => c.applies).map((c) => c.rule));
  const marsSign = signTerm(SIGN_NAMES[mars]);
  const summary = status === 'none'
    ? text('matching.manglik.summary.none', { sign: marsSign })
    : status === 'cancelled'
      ? text('matching.manglik.summary.cancelled', { sign: marsSign, where, rules: applied })
      : status === 'manglik'
        ? text('matching.manglik.summary.manglik', { sign: marsSign, where })
        : text('matching.manglik.summary.partial', { sign: marsSign, where });
  return { marsSign: mars, marsSignName: SIGN_NAMES[mars], references, cancellations, status, severity, summary };
}

export interface ManglikPair {
  boy: ManglikResult;
  girl: ManglikResult;
  /** Both partners have an uncancelled dosha ('manglik' or 'partial'). */
  bothManglik: boolean;
  mutualCancellation: ManglikCancellation;
  summary: Text;
}

/** Kuja dosha of both partners; the dosha of each is set off by the other's (horasarvam item 11). */
export function manglikPair(boy: ManglikResult, girl: ManglikResult): ManglikPair {
  const has = (r: ManglikResult) => r.status === 'manglik' || r.status === 'partial';
  const bothManglik = has(boy) && has(girl);
  const mutualCancellation: ManglikCancellation = { rule: text('matching.manglik.cancel.bothPartners'), scope: 'pair', applies: bothManglik, source: SRC_HORASARVAM };
  const summary = text(bothManglik
    ? 'matching.manglik.pair.both'
    : has(boy) ? 'matching.manglik.pair.onlyBoy' : has(girl) ? 'matching.manglik.pair.onlyGirl' : 'matching.manglik.pair.neither');
  return { boy, girl, bothManglik, mutualCancellation, summary };
}

// ---------------------------------------------------------------------------------------------------------
// Kaal Sarp
// ---------------------------------------------------------------------------------------------------------

export const KAAL_SARP_TYPES = [
  'Anant', 'Kulik', 'Vasuki', 'Shankhpal', 'Padma', 'Mahapadma', 'Takshak', 'Karkotak', 'Shankhachur', 'Ghatak',
  'Vishdhar', 'Sheshnag',
] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];
export type KaalSarpStatus = 'full' | 'partial' | 'none';
export type KaalSarpDirection = 'rahu-to-ketu' | 'ketu-to-rahu';

const SEVEN: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];

export interface KaalSarpOutside {
  planet: Graha;
  /** 'conjunct-node': exactly on the axis; 'node-sign': across the axis, but in Rahu's or Ketu's sign. */
  why: 'conjunct-node' | 'node-sign';
}

export interface KaalSarpResult {
  status: KaalSarpStatus;
  /** Arc holding the planets (for 'partial', the arc of the planets inside). Null when 'none'. */
  direction: KaalSarpDirection | null;
  /** Null when 'none'. */
  type: KaalSarpType | null;
  /** The type's display name (rendered in `lang`); null when 'none'. */
  typeName: Text | null;
  rahuHouse: number;
  ketuHouse: number;
  /** Planets of the seven not strictly inside the arc (only for 'partial'). */
  outside: KaalSarpOutside[];
  /** Planets of the seven that share a sign with Rahu or Ketu (information). */
  nodeSignPlanets: Graha[];
  summary: Text;
}

const EPS = 1e-9;

export function kaalSarp(chart: DoshaChart): KaalSarpResult {
  const rahu = norm360(need(chart, 'Rahu'));
  const ketu = norm360(chart.longitudes.Ketu ?? rahu + 180);
  const ascSign = sign(chart.ascendant);
  const rahuSign = sign(rahu), ketuSign = sign(ketu);
  const rahuHouse = houseFrom(ascSign, rahuSign);
  const ketuHouse = houseFrom(ascSign, ketuSign);

  const pos = SEVEN.map((planet) => {
    const lon = norm360(need(chart, planet));
    const d = norm360(lon - rahu);
    const onAxis = d < EPS || Math.abs(d - 180) < EPS || 360 - d < EPS;
    const side: KaalSarpDirection | null = onAxis ? null : d < 180 ? 'rahu-to-ketu' : 'ketu-to-rahu';
    const s = sign(lon);
    return { planet, side, inNodeSign: s === rahuSign || s === ketuSign };
  });
  const nodeSignPlanets = pos.filter((p) => p.inNodeSign).map((p) => p.planet);
  const count = (dir: KaalSarpDirection) => pos.filter((p) => p.side === dir).length;

  const sides: KaalSarpDirection[] = count('ketu-to-rahu') > count('rahu-to-ketu') ? ['ketu-to-rahu', 'rahu-to-ketu'] : ['rahu-to-ketu', 'ketu-to-rahu'];
  let status: KaalSarpStatus = 'none';
  let direction: KaalSarpDirection | null = null;
  let outside: KaalSarpOutside[] = [];
  for (const dir of sides) {
    const out = pos.filter((p) => p.side !== dir);
    if (out.length === 0) {
      status = 'full';
      direction = dir;
      break;
    }
    if (count(dir) > 0 && out.every((p) => p.inNodeSign)) {
      status = 'partial';
      direction = dir;
      outside = out.map((p) => ({ planet: p.planet, why: p.side === null ? 'conjunct-node' : 'node-sign' }));
      break;
    }
  }
  const type = status === 'none' ? null : KAAL_SARP_TYPES[rahuHouse - 1];
  const arc = direction === 'rahu-to-ketu' ? 'RahuToKetu' : 'KetuToRahu';
  const summary = status === 'none' || type === null
    ? text('matching.kaalSarp.none')
    : status === 'full'
      ? text(`matching.kaalSarp.full${arc}`, { type: text(`matching.kaalSarp.type.${type}`), house: ordinal(rahuHouse) })
      : text(`matching.kaalSarp.partial${arc}`, {
        type: text(`matching.kaalSarp.type.${type}`), house: ordinal(rahuHouse), planets: list(outside.map((o) => planetTerm(o.planet))),
      });
  const typeName = type === null ? null : text(`matching.kaalSarp.type.${type}`);
  return { status, direction, type, typeName, rahuHouse, ketuHouse, outside, nodeSignPlanets, summary };
}

