import { norm360, signOf } from '../angles.js';
import { bodyPosition } from '../ephemeris.js';
import { elementOf, formatDegree, modalityOf, SIGN_NAMES } from '../zodiac.js';
import { WESTERN_BODIES, type NodeType, type WesternBody } from './bodies.js';
import { westernDignity, type WesternDignity } from './dignity.js';

export interface WesternPosition {
  planet: WesternBody;
  tropicalLongitude: number;
  latitude: number;
  speed: number;
  isRetrograde: boolean;
  sign: number;
  signName: string;
  degreeInSign: number;
  /** '24°46′19″ Taurus' (formatDegree) */
  degreeFormatted: string;
  element: string;
  modality: string;
  /** Display names of the element, modality and dignity: the identifiers here, put in `lang` by localize (shared/i18n/localize.ts). */
  elementName: string;
  modalityName: string;
  dignityName: string;
  dignity: WesternDignity;
}

export function westernRecord(planet: WesternBody, lonDeg: number, latDeg: number, speed: number): WesternPosition {
  const lon = norm360(lonDeg);
  const { sign, degreeInSign } = signOf(lon);
  const element = elementOf(sign);
  const modality = modalityOf(sign);
  const dignity = westernDignity(planet, sign);
  return {
    planet,
    tropicalLongitude: lon,
    latitude: latDeg,
    speed,
    isRetrograde: speed < 0,
    sign,
    signName: SIGN_NAMES[sign],
    degreeInSign,
    degreeFormatted: formatDegree(lon),
    element,
    elementName: element,
    modality,
    modalityName: modality,
    dignity,
    dignityName: dignity,
  };
}

/** The 13 western bodies at a moment, tropical and apparent; the South Node is the North Node + 180°. */
export function westernPositions(jdUt: number, nodeType: NodeType): WesternPosition[] {
  const out: WesternPosition[] = [];
  for (const planet of WESTERN_BODIES) {
    if (planet === 'SouthNode') continue;
    const body = planet === 'NorthNode' ? (nodeType === 'true' ? 'TrueNode' : 'MeanNode') : planet;
    const p = bodyPosition(jdUt, body);
    out.push(westernRecord(planet, p.lonDeg, planet === 'NorthNode' ? 0 : p.latDeg, p.speedDegPerDay));
  }
  const nn = out[out.length - 1];
  out.push(westernRecord('SouthNode', nn.tropicalLongitude + 180, 0, nn.speed));
  return out;
}
