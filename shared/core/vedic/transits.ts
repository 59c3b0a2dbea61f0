/**
 * Vedic transits (gochara) of the nine grahas at one instant, judged against a natal chart: the
 * `planets` records of POST /v1/transits.
 *
 * Positions: apparent sidereal longitudes (`bodyPosition` with the ayanamsa), Rahu the mean or true
 * node, Ketu opposite, as in /v1/planets (planets.ts). Retrograde = negative speed in longitude
 * (Ketu takes Rahu's speed; the mean node is always retrograde, the true node nearly always).
 *
 * Houses: whole signs, counted from the natal ascendant's sign and from the natal Moon's sign
 * (the sign itself is the 1st).
 *
 * Favourable houses from the Moon (the classical gochara rule). Phaladeepika ch. 26 v. 1 (V.
 * Subrahmanya Sastri's translation) makes the Moon's sign the reference for transits, and v. 2 gives
 * the good places counted from it: the Sun in the 3rd, 6th, 10th; the Moon in the 1st, 3rd, 6th,
 * 7th, 10th; Mars and Saturn in the 3rd, 6th; Mercury in the 2nd, 4th, 6th, 8th, 10th; Jupiter in
 * the 2nd, 5th, 7th, 9th; all planets in the 11th; Venus everywhere except the 6th, 7th and 10th;
 * Rahu and Ketu like the Sun. The short themes of each house are paraphrased from the same chapter's
 * house-by-house effects (G. S. Kapoor's translation, vv. 9–24: Sun, Moon, Mars, Mercury, Jupiter,
 * Venus, Saturn, Rahu; the text gives none for Ketu — the translator's note suggests Rahu's, which
 * we use, consistent with v. 2). Vedha (obstruction of a good place by another transiting planet,
 * ch. 26 vv. 3 ff.) is not applied.
 *
 * Ashtakavarga bindus: the bindus of the transit sign in the planet's own natal bhinnashtakavarga
 * (BPHS ch. 66; computed by ashtakavarga.ts and passed in). Rahu and Ketu have no ashtakavarga
 * (BPHS uses the seven planets and the Lagna), so their `ashtakavargaBindu` and `binduStrength`
 * are null; so are every planet's when no table is given.
 * Strength of the bindu count (0–8): 'weak' 0–3, 'moderate' 4, 'strong' 5–8. This is the common
 * reading that 4 of 8 is the average — the scale "4: good and bad equally, 5: …, 8: prosperity;
 * 3: discomfort … 0: calamity" in Shanker Adawal, Learn Vedic Astrology Online, Higher Level,
 * upload 16 (shankerstudy.com, 2011), and "a house will fare well if it has four or more bindus" in
 * E. S. Neelakantan, Ashtakavarga System of Prediction, part 4 — placing 4 itself in the middle.
 *
 * Predictions are short templates, not readings: the favourable/unfavourable verdict of v. 2 with
 * the house's theme, the bindu support, retrogression, and for Saturn the Sade Sati phase, Ashtama
 * (8th) or Kantaka (4th) Shani, as catalogue sentences (vedic.transit.*); nothing is inferred beyond these rules.
 */
import { norm360, signOf } from '../angles.js';
import { ordinal, planetTerm, signTerm, text, type Text } from '../text.js';
import { bodyPosition, type Ayanamsa } from '../ephemeris.js';
import { CoreError } from '../errors.js';
import type { NodeType } from '../western/bodies.js';
import { SIGN_NAMES } from '../zodiac.js';
import { ASHTAKAVARGA_PLANETS, type AshtakavargaPlanet } from './ashtakavarga.js';
import { VEDIC_PLANETS, type Graha } from './grahas.js';
import { houseFrom, saturnPhaseAt } from './saturn-cycles.js';

export type BinduStrength = 'weak' | 'moderate' | 'strong';

export interface VedicTransitRecord {
  planet: Graha;
  transitLongitude: number;
  transitSign: number;
  transitSignName: string;
  houseFromAscendant: number;
  houseFromMoon: number;
  isRetrograde: boolean;
  /** Bindus of the transit sign in the planet's natal bhinnashtakavarga; null for Rahu/Ketu or without a table. */
  ashtakavargaBindu: number | null;
  binduStrength: BinduStrength | null;
  prediction: Text[];
}

/** A planet's bhinnashtakavarga: 12 bindus by sign (0 = Aries), or ashtakavarga.ts's record. */
export type BhinnaTable = readonly number[] | { readonly bindus: readonly number[] };
export type BhinnashtakavargaInput = Partial<Record<AshtakavargaPlanet, BhinnaTable>>;

export interface VedicTransitInput {
  /** Natal ascendant's sidereal sign, 0 = Aries … 11. */
  natalAscSign: number;
  /** Natal Moon's sidereal sign. */
  natalMoonSign: number;
  /** Instant of the transit (JD UT). */
  transitJd: number;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
  /** The natal bhinnashtakavarga of Sun … Saturn (e.g. `ashtakavarga(signs).bhinnashtakavarga`). */
  bhinnashtakavarga?: BhinnashtakavargaInput;
}

/** Good places from the Moon, Phaladeepika ch. 26 v. 2 (see the header). */
export const GOCHARA_FAVOURABLE_HOUSES: Readonly<Record<Graha, readonly number[]>> = {
  Sun: [3, 6, 10, 11],
  Moon: [1, 3, 6, 7, 10, 11],
  Mars: [3, 6, 11],
  Mercury: [2, 4, 6, 8, 10, 11],
  Jupiter: [2, 5, 7, 9, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9, 11, 12],
  Saturn: [3, 6, 11],
  Rahu: [3, 6, 10, 11],
  Ketu: [3, 6, 10, 11],
};

/**
 * The themes of the transit through houses 1 … 12 from the Moon are the catalogue's keys
 * vedic.gochara.<planet>.<house>, paraphrased from Phaladeepika ch. 26 (Kapoor's translation, vv. 9–24).
 * Ketu: not in the text; it takes Rahu's (see the header).
 */
function gocharaTheme(planet: Graha, houseFromMoon: number): Text {
  return text(`vedic.gochara.${planet === 'Ketu' ? 'Rahu' : planet}.${houseFromMoon}`);
}

/** 'weak' 0–3, 'moderate' 4, 'strong' 5–8 (see the header). */
export function binduStrength(bindus: number): BinduStrength {
  if (!Number.isInteger(bindus) || bindus < 0 || bindus > 8) {
    throw new CoreError('VALIDATION_ERROR', `a bindu count must be an integer 0–8, got ${bindus}`, 'bhinnashtakavarga');
  }
  return bindus <= 3 ? 'weak' : bindus === 4 ? 'moderate' : 'strong';
}


function checkSign(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0 || value > 11) {
    throw new CoreError('VALIDATION_ERROR', `${what} must be an integer 0–11, got ${value}`, what);
  }
}

/** Array.isArray for input that may not match its type, without narrowing the list to any[]. */
function isList(v: readonly number[]): v is readonly number[] {
  return Array.isArray(v);
}

function tableBindus(table: BhinnaTable, planet: string): readonly number[] {
  const bindus = Array.isArray(table) ? (table as readonly number[]) : (table as { readonly bindus: readonly number[] }).bindus;
  if (!isList(bindus) || bindus.length !== 12) {
    throw new CoreError('VALIDATION_ERROR', `bhinnashtakavarga.${planet} must hold 12 bindu counts (Aries … Pisces)`, `bhinnashtakavarga.${planet}`);
  }
  for (const b of bindus) binduStrength(b);
  return bindus;
}

/** The prediction templates of one record (see the header). */
export function transitPrediction(
  planet: Graha, houseFromMoon: number, isRetrograde: boolean, bindus: number | null, signName: string, natalMoonSign: number, transitSign: number,
): Text[] {
  const good = GOCHARA_FAVOURABLE_HOUSES[planet].includes(houseFromMoon);
  const out = [
    text(good ? 'vedic.transit.favourable' : 'vedic.transit.unfavourable', {
      planet: planetTerm(planet), house: ordinal(houseFromMoon), themes: gocharaTheme(planet, houseFromMoon),
    }),
  ];
  if (bindus !== null) out.push(text(`vedic.transit.bindus.${binduStrength(bindus)}`, { bindus, sign: signTerm(signName) }));
  if (isRetrograde && planet !== 'Rahu' && planet !== 'Ketu') out.push(text('vedic.transit.retrograde', { planet: planetTerm(planet) }));
  if (planet === 'Saturn') {
    const phase = saturnPhaseAt(natalMoonSign, transitSign);
    if (phase) out.push(text(`vedic.transit.sadeSati.${phase}`));
    else if (houseFromMoon === 8) out.push(text('vedic.transit.ashtamaShani'));
    else if (houseFromMoon === 4) out.push(text('vedic.transit.kantakaShani'));
  }
  return out;
}

/**
 * One transit record from a planet's sidereal longitude and speed (no ephemeris call): houses,
 * retrogression, bindus of the transit sign in `bhinna` (the planet's own table; omit for Rahu/Ketu
 * or when unknown) and the prediction templates.
 */
export function transitRecord(
  planet: Graha, longitude: number, speed: number, natalAscSign: number, natalMoonSign: number, bhinna?: BhinnaTable,
): VedicTransitRecord {
  checkSign(natalAscSign, 'natalAscSign');
  checkSign(natalMoonSign, 'natalMoonSign');
  if (!Number.isFinite(longitude) || !Number.isFinite(speed)) {
    throw new CoreError('VALIDATION_ERROR', `${planet}: longitude and speed must be finite numbers`, planet);
  }
  const lon = norm360(longitude);
  const { sign } = signOf(lon);
  const houseFromMoon = houseFrom(natalMoonSign, sign);
  const isRetrograde = speed < 0;
  const bindus = bhinna !== undefined && planet !== 'Rahu' && planet !== 'Ketu' ? tableBindus(bhinna, planet)[sign] : null;
  return {
    planet,
    transitLongitude: lon,
    transitSign: sign,
    transitSignName: SIGN_NAMES[sign],
    houseFromAscendant: houseFrom(natalAscSign, sign),
    houseFromMoon,
    isRetrograde,
    ashtakavargaBindu: bindus,
    binduStrength: bindus === null ? null : binduStrength(bindus),
    prediction: transitPrediction(planet, houseFromMoon, isRetrograde, bindus, SIGN_NAMES[sign], natalMoonSign, sign),
  };
}

function isAshtakavargaPlanet(p: Graha): p is AshtakavargaPlanet {
  return (ASHTAKAVARGA_PLANETS as readonly string[]).includes(p);
}

/** The nine transit records (Sun … Ketu, spec order) at `transitJd` for a natal chart. */
export function vedicTransits(input: VedicTransitInput): VedicTransitRecord[] {
  const { natalAscSign, natalMoonSign, transitJd, ayanamsa, nodeType, bhinnashtakavarga } = input;
  checkSign(natalAscSign, 'natalAscSign');
  checkSign(natalMoonSign, 'natalMoonSign');
  if (!Number.isFinite(transitJd)) throw new CoreError('VALIDATION_ERROR', 'transitJd must be a finite Julian day', 'transitJd');
  const node = bodyPosition(transitJd, nodeType === 'true' ? 'TrueNode' : 'MeanNode', ayanamsa);
  return VEDIC_PLANETS.map((planet) => {
    let lon: number;
    let speed: number;
    if (planet === 'Rahu' || planet === 'Ketu') {
      lon = planet === 'Rahu' ? node.lonDeg : node.lonDeg + 180;
      speed = node.speedDegPerDay;
    } else {
      const p = bodyPosition(transitJd, planet, ayanamsa);
      lon = p.lonDeg;
      speed = p.speedDegPerDay;
    }
    const table = bhinnashtakavarga && isAshtakavargaPlanet(planet) ? bhinnashtakavarga[planet] : undefined;
    return transitRecord(planet, lon, speed, natalAscSign, natalMoonSign, table);
  });
}
