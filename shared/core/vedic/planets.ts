/**
 * The nine Vedic planet records of /v1/planets. Sidereal apparent positions (Swiss Ephemeris
 * SEFLG_SIDEREAL: apparent tropical longitude minus the true ayanamsa), Rahu the mean or true node,
 * Ketu opposite with latitude 0; houses whole-sign from the ascendant's sidereal sign.
 */
import { norm360, signOf } from '../angles.js';
import { bodyPosition, houseCusps, type Ayanamsa } from '../ephemeris.js';
import type { NodeType } from '../western/bodies.js';
import { formatDegree, SIGN_NAMES } from '../zodiac.js';
import { avasthaOf, type AvasthaRecord } from './avastha.js';
import { isCombust, vedicDignity, type VedicDignity } from './dignity.js';
import { VEDIC_PLANETS, type Graha } from './grahas.js';
import { nakshatraOf } from './nakshatra.js';

export type HouseClass = 'Kendra' | 'Trikona' | 'Upachaya' | 'Dusthana';

export interface VedicPlanet {
  planet: Graha;
  sign: number;
  signName: string;
  degreeInSign: number;
  longitude: number;
  /** The sidereal longitude as '24°46′19″ Taurus' (formatDegree) */
  degreeFormatted: string;
  eclipticLatitude: number;
  nakshatra: string;
  nakshatraPada: number;
  nakshatraLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
  house: number;
  houseClassifications: HouseClass[];
  speed: number;
  isRetrograde: boolean;
  isCombust: boolean;
  dignity: VedicDignity;
  /** The dignity's display name: the identifier here, put in `lang` by localize (shared/i18n/localize.ts). */
  dignityName: string;
  isVargottama: boolean;
  navamsaSign: number;
  navamsaSignName: string;
  avastha: AvasthaRecord;
}

/** Kendra 1,4,7,10; Trikona 1,5,9; Upachaya 3,6,10,11; Dusthana 6,8,12 (BPHS ch. 11 and common usage). */
export function houseClassifications(house: number): HouseClass[] {
  const out: HouseClass[] = [];
  if ([1, 4, 7, 10].includes(house)) out.push('Kendra');
  if ([1, 5, 9].includes(house)) out.push('Trikona');
  if ([3, 6, 10, 11].includes(house)) out.push('Upachaya');
  if ([6, 8, 12].includes(house)) out.push('Dusthana');
  return out;
}


/** Parashari navamsa (D9): floor(lon / 3°20′) mod 12 (BPHS ch. 6). */
export function navamsaSignOf(siderealLon: number): number {
  return Math.floor(norm360(siderealLon) / (10 / 3)) % 12;
}

export interface VedicChartCore {
  ascendant: number;
  ascendantSign: number;
  midheaven: number;
  planets: VedicPlanet[];
}

export function vedicPlanets(jdUt: number, latDeg: number, lngDeg: number, ayanamsa: Ayanamsa, nodeType: NodeType): VedicChartCore {
  const asc = houseCusps(jdUt, latDeg, lngDeg, 'W', ayanamsa);
  const ascLon = norm360(asc.ascDeg);
  const ascSign = signOf(ascLon).sign;
  const raw = VEDIC_PLANETS.map((planet) => {
    if (planet === 'Ketu') return null;
    const body = planet === 'Rahu' ? (nodeType === 'true' ? 'TrueNode' : 'MeanNode') : planet;
    return bodyPosition(jdUt, body, ayanamsa);
  });
  const rahu = raw[7];
  if (!rahu) throw new Error('Rahu missing');
  const sunLon = raw[0]?.lonDeg ?? 0;
  const planets = VEDIC_PLANETS.map((planet, i): VedicPlanet => {
    const p = raw[i];
    const lon = planet === 'Ketu' ? norm360(rahu.lonDeg + 180) : norm360(p?.lonDeg ?? 0);
    const lat = planet === 'Rahu' || planet === 'Ketu' ? 0 : (p?.latDeg ?? 0);
    const speed = planet === 'Ketu' ? rahu.speedDegPerDay : (p?.speedDegPerDay ?? 0);
    const { sign, degreeInSign } = signOf(lon);
    const nak = nakshatraOf(lon);
    const house = ((sign - ascSign + 12) % 12) + 1;
    const nav = navamsaSignOf(lon);
    const dignity = vedicDignity(planet, sign);
    const retro = speed < 0;
    return {
      planet,
      sign,
      signName: SIGN_NAMES[sign],
      degreeInSign,
      longitude: lon,
      degreeFormatted: formatDegree(lon),
      eclipticLatitude: lat,
      nakshatra: nak.name,
      nakshatraPada: nak.pada,
      nakshatraLord: nak.lord,
      subLord: nak.subLord,
      subSubLord: nak.subSubLord,
      house,
      houseClassifications: houseClassifications(house),
      speed,
      isRetrograde: retro,
      isCombust: isCombust(planet, lon, sunLon, retro),
      dignity,
      dignityName: dignity,
      isVargottama: nav === sign,
      navamsaSign: nav,
      navamsaSignName: SIGN_NAMES[nav],
      avastha: avasthaOf(sign, degreeInSign, dignity),
    };
  });
  return { ascendant: ascLon, ascendantSign: ascSign, midheaven: norm360(asc.mcDeg), planets };
}
