/**
 * Nakshatras (27 × 13°20′ from 0° sidereal Aries), padas (4 × 3°20′) and KP lords.
 * KP (K.S. Krishnamurti, "KP Reader" vol. 1): each nakshatra is divided among the nine Vimshottari lords
 * in proportion to their dasha years (years/120 of 13°20′), starting from the nakshatra's own lord;
 * each sub is divided again the same way (sub-sub), starting from the sub lord.
 */
import { norm360 } from '../angles.js';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, type Graha } from './grahas.js';

export const NAKSHATRAS = [
  'Ashwini', 'Bharani', 'Krittika', 'Rohini', 'Mrigashira', 'Ardra', 'Punarvasu', 'Pushya', 'Ashlesha',
  'Magha', 'Purva Phalguni', 'Uttara Phalguni', 'Hasta', 'Chitra', 'Swati', 'Vishakha', 'Anuradha', 'Jyeshtha',
  'Mula', 'Purva Ashadha', 'Uttara Ashadha', 'Shravana', 'Dhanishta', 'Shatabhisha', 'Purva Bhadrapada',
  'Uttara Bhadrapada', 'Revati',
] as const;

export const NAKSHATRA_SPAN_DEG = 40 / 3;
export const PADA_SPAN_DEG = 10 / 3;

export interface NakshatraPosition {
  /** 0 = Ashwini … 26 = Revati. */
  index: number;
  name: string;
  pada: number;
  lord: Graha;
  subLord: Graha;
  subSubLord: Graha;
}

export interface VimshottariPart {
  lord: Graha;
  /** Offset of the part from the start of the divided arc, degrees. */
  partStart: number;
  partSpan: number;
}

/**
 * The nine parts of an arc of `span` degrees divided among the Vimshottari lords in proportion to their
 * years (years/120 of the span), in Vimshottari order from `start`: a nakshatra's subs from its lord, a
 * sub's sub-subs from the sub lord (KP Reader vol. 1).
 */
export function vimshottariParts(start: Graha, span: number): VimshottariPart[] {
  const first = VIMSHOTTARI_ORDER.indexOf(start);
  let acc = 0;
  return Array.from({ length: 9 }, (_, i) => {
    const lord = VIMSHOTTARI_ORDER[(first + i) % 9];
    const part = { lord, partStart: acc, partSpan: (span * VIMSHOTTARI_YEARS[lord]) / 120 };
    acc += part.partSpan;
    return part;
  });
}

/** The part of `vimshottariParts(start, span)` that holds `offset` (the last one past its end, for rounding). */
function divide(start: Graha, span: number, offset: number): VimshottariPart {
  const parts = vimshottariParts(start, span);
  return parts.find((p) => offset < p.partStart + p.partSpan) ?? parts[8];
}

export function nakshatraOf(siderealLonDeg: number): NakshatraPosition {
  const lon = norm360(siderealLonDeg);
  const index = Math.min(26, Math.floor(lon / NAKSHATRA_SPAN_DEG));
  const inNak = lon - index * NAKSHATRA_SPAN_DEG;
  const pada = Math.min(4, Math.floor(inNak / PADA_SPAN_DEG) + 1);
  const lord = VIMSHOTTARI_ORDER[index % 9];
  const sub = divide(lord, NAKSHATRA_SPAN_DEG, inNak);
  const subSub = divide(sub.lord, sub.partSpan, inNak - sub.partStart);
  return { index, name: NAKSHATRAS[index], pada, lord, subLord: sub.lord, subSubLord: subSub.lord };
}
