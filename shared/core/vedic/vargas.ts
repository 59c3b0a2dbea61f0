/**
 * Divisional charts (vargas) of BPHS ch. 6, "The sixteen divisions of a rasi" (Parashari schemes, the
 * defaults of Jagannatha Hora; also PyJHora 4.8.5's `chart_method=1` "Traditional Parasara" for every
 * varga listed here, and the schemes PyJHora's saptavargaja bala uses).
 *
 * Verse numbers are those of the common English text of BPHS ch. 6 (as reproduced e.g. on
 * prof-rishabh-shastri.com "BPHS part two" and diamondtamil.com); where we have not checked the number
 * for a varga we cite the chapter only.
 *
 * Notation used below: the sign s = 0 (Aries) … 11 (Pisces), the degree inside it d ∈ [0, 30), and the
 * part p = floor(d / (30°/N)) = 0 … N−1 of an N-fold division. "Odd" signs are the 1st, 3rd … (Aries,
 * Gemini …, i.e. s even); movable = Aries, Cancer, Libra, Capricorn (s mod 3 = 0), fixed = s mod 3 = 1,
 * dual = s mod 3 = 2; fiery/earthy/airy/watery = s mod 4 = 0/1/2/3. Counting "from" a sign X means the
 * p-th part falls in sign X + p (mod 12). Every part is half-open: [start, end).
 *
 * Pure arithmetic, no allocation in `vargaSign` (it is called 7 × 7 times per chart by saptavargaja bala
 * and 16 × 10 times by kundali/full).
 */
import { norm360 } from '../angles.js';

/** The sixteen vargas (shodasavarga) of BPHS ch. 6, vv. 2–4, by their divisor N. */
export const VARGAS = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
export type Varga = (typeof VARGAS)[number];
/** Key used in JSON output: 'D1' … 'D60'. */
export type VargaKey = `D${Varga}`;

export const VARGA_NAMES: Record<Varga, string> = {
  1: 'Rasi', 2: 'Hora', 3: 'Drekkana', 4: 'Chaturthamsa', 7: 'Saptamsa', 9: 'Navamsa', 10: 'Dasamsa',
  12: 'Dwadasamsa', 16: 'Shodasamsa', 20: 'Vimsamsa', 24: 'Chaturvimsamsa', 27: 'Saptavimsamsa',
  30: 'Trimsamsa', 40: 'Khavedamsa', 45: 'Akshavedamsa', 60: 'Shashtyamsa',
};

export function vargaKey(d: Varga): VargaKey {
  return `D${d}`;
}

const ARIES = 0, CANCER = 3, LEO = 4, LIBRA = 6, SAGITTARIUS = 8, CAPRICORN = 9;
/** D27 start by element (s mod 4): fiery Aries, earthy Cancer, airy Libra, watery Capricorn. */
const D27_START = [ARIES, CANCER, LIBRA, CAPRICORN];

/**
 * D30 trimsamsa (BPHS ch. 6): unequal parts.
 *  - Odd signs: 0–5° Mars → Aries, 5–10° Saturn → Aquarius, 10–18° Jupiter → Sagittarius,
 *    18–25° Mercury → Gemini, 25–30° Venus → Libra.
 *  - Even signs reversed (5, 7, 8, 5, 5°): 0–5° Venus → Taurus, 5–12° Mercury → Virgo,
 *    12–20° Jupiter → Pisces, 20–25° Saturn → Capricorn, 25–30° Mars → Scorpio.
 * Each planet takes its odd sign in odd signs and its even sign in even signs (the Sun and Moon have none).
 * Boundaries are half-open like every other part: exactly 5° of an odd sign is Saturn's part. (PyJHora
 * tests `lo <= d <= hi` and so gives such an exact boundary to the earlier part; only exact boundaries differ.)
 */
const D30_ODD_ENDS = [5, 10, 18, 25, 30];
const D30_ODD_SIGNS = [0, 10, 8, 2, 6];
const D30_EVEN_ENDS = [5, 12, 20, 25, 30];
const D30_EVEN_SIGNS = [1, 5, 11, 9, 7];

function trimsamsa(sign: number, deg: number): number {
  const odd = sign % 2 === 0;
  const ends = odd ? D30_ODD_ENDS : D30_EVEN_ENDS;
  const signs = odd ? D30_ODD_SIGNS : D30_EVEN_SIGNS;
  for (let i = 0; i < 4; i++) if (deg < ends[i]) return signs[i];
  return signs[4];
}

/**
 * Sign (0 = Aries … 11 = Pisces) that a sidereal longitude occupies in varga D`d`.
 */
export function vargaSign(siderealLon: number, d: Varga): number {
  const lon = norm360(siderealLon);
  const s = Math.min(11, Math.floor(lon / 30));
  if (d === 1) return s; // D1 rasi: the sign itself.
  const deg = lon - s * 30;
  if (d === 30) return trimsamsa(s, deg);
  const p = Math.min(d - 1, Math.floor((deg * d) / 30));
  const odd = s % 2 === 0;
  const quality = s % 3; // 0 movable, 1 fixed, 2 dual
  let start: number;
  switch (d) {
    // D2 hora (vv. 5–6): first half of an odd sign is the Sun's hora (Leo), the second the Moon's
    // (Cancer); reversed in an even sign. Only Cancer and Leo occur.
    case 2:
      return odd === (p === 0) ? LEO : CANCER;
    // D3 drekkana (vv. 7–8): the 1st, 5th and 9th signs from the sign.
    case 3:
      return (s + 4 * p) % 12;
    // D4 chaturthamsa (v. 9): the four kendras from the sign: 1st, 4th, 7th, 10th.
    case 4:
      return (s + 3 * p) % 12;
    // D7 saptamsa (vv. 10–11): counted from the sign itself in an odd sign, from the 7th sign in an even one.
    case 7:
      start = odd ? s : s + 6;
      break;
    // D9 navamsa: movable signs from the sign itself, fixed from the 9th, dual from the 5th. (Equivalent
    // to floor(lon / 3°20′) mod 12, the form `navamsaSignOf` in planets.ts uses.)
    case 9:
      start = quality === 0 ? s : quality === 1 ? s + 8 : s + 4;
      break;
    // D10 dasamsa: odd signs from the sign itself, even signs from the 9th sign.
    case 10:
      start = odd ? s : s + 8;
      break;
    // D12 dwadasamsa: counted from the sign itself.
    case 12:
      start = s;
      break;
    // D16 shodasamsa (v. 16): movable signs from Aries, fixed from Leo, dual from Sagittarius.
    case 16:
      start = quality === 0 ? ARIES : quality === 1 ? LEO : SAGITTARIUS;
      break;
    // D20 vimsamsa (vv. 17–21): movable from Aries, fixed from Sagittarius, dual from Leo.
    case 20:
      start = quality === 0 ? ARIES : quality === 1 ? SAGITTARIUS : LEO;
      break;
    // D24 chaturvimsamsa / siddhamsa (vv. 22–23): odd signs from Leo, even signs from Cancer.
    case 24:
      start = odd ? LEO : CANCER;
      break;
    // D27 saptavimsamsa / bhamsa (vv. 24–26): fiery signs from Aries, earthy from Cancer, airy from Libra,
    // watery from Capricorn (equivalent to floor(lon / 1°06′40″) mod 12).
    case 27:
      start = D27_START[s % 4];
      break;
    // D40 khavedamsa: odd signs from Aries, even signs from Libra.
    case 40:
      start = odd ? ARIES : LIBRA;
      break;
    // D45 akshavedamsa: movable from Aries, fixed from Leo, dual from Sagittarius.
    case 45:
      start = quality === 0 ? ARIES : quality === 1 ? LEO : SAGITTARIUS;
      break;
    // D60 shashtyamsa: ignore the sign, double the degrees, take the remainder after dividing by 12, and
    // count that many + 1 from the sign itself: sign + floor(2·deg) mod 12 (JH "from sign").
    case 60:
      start = s;
      break;
    default: {
      const never: never = d;
      throw new Error(`unknown varga ${String(never)}`);
    }
  }
  return (start + p) % 12;
}

/** Every varga's sign for every body: `{ D1: { Sun: 4, … }, D2: { … }, … }`. */
export function vargaChart(lons: Record<string, number>): Record<VargaKey, Record<string, number>> {
  const out = {} as Record<VargaKey, Record<string, number>>;
  const bodies = Object.keys(lons);
  for (const d of VARGAS) {
    const row: Record<string, number> = {};
    for (const b of bodies) row[b] = vargaSign(lons[b], d);
    out[vargaKey(d)] = row;
  }
  return out;
}

/** Vargottama: the same sign in the rasi (D1) and the navamsa (D9). */
export function isVargottama(siderealLon: number): boolean {
  return vargaSign(siderealLon, 1) === vargaSign(siderealLon, 9);
}
