/**
 * Divisional charts (vargas) of BPHS ch. 6, "The sixteen divisions of a rasi" (Parashari schemes, the
 * defaults of Jagannatha Hora; also PyJHora 4.8.5's `chart_method=1` "Traditional Parasara" for every
 * varga listed here except D2, where PyJHora's method 1 is the parivritti hora and the Sun/Moon hora used
 * here is its method 2, as in its saptavargaja bala). Other vargas and the schools' alternative methods:
 * `ALL_VARGAS`, `VARGA_INFO` and `vargaSign` below, and ./varga-schemes.ts.
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
import {
  countFrom, jagannathaDrekkana, kalachakraNavamsa, krishnaMishraNavamsa, parivrittiCyclic, parivrittiEvenReverse, somanatha,
} from './varga-schemes.js';

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

/** The Parashari sign of one of the sixteen vargas (the default of `vargaSign`). */
function parashariSign(siderealLon: number, d: Varga): number {
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

// ------------------------------------------------------------------ every varga and its schools

/**
 * Every varga `vargaSign` computes: the sixteen of BPHS ch. 6; D5, D6, D8 and D11 (not among those sixteen:
 * their rules are the ones PyJHora 4.8.5 calls "traditional Parasara", D11 after Sanjay Rath); and the
 * high vargas D81, D108, D144, D150 (PyJHora's defaults; no BPHS rule).
 */
export const ALL_VARGAS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144, 150] as const;
export type VargaFactor = (typeof ALL_VARGAS)[number];
export type VargaFactorKey = `D${VargaFactor}`;

/**
 * The schemes a varga can be cast with (which varga offers which: `VARGA_INFO`). `parivritti` is accepted
 * as another name of `cyclic` (the parivritti dvaya hora, parivritti traya drekkana …).
 */
export const VARGA_METHOD_IDS = [
  'parashara', 'cyclic', 'parivritti', 'parivritti-even-reverse', 'somanatha', 'jagannatha', 'kalachakra', 'krishna-mishra',
  'raman', 'even-backward', 'even-reverse', 'even-from-leo', 'from-sign', 'from-aries',
] as const;
export type VargaMethod = (typeof VARGA_METHOD_IDS)[number];

export interface VargaInfo {
  /** Sanskrit name. */
  name: string;
  /** The method used when none is asked for. */
  defaultMethod: VargaMethod;
  /** Every method offered, with its description. */
  methods: Partial<Record<VargaMethod, string>>;
}

const CYCLIC = 'Parivritti (cyclic): the parts of the zodiac take Aries, Taurus … in order, round and round';
const EVEN_REVERSE = 'Parivritti with even-sign reversal: the cyclic count, taken backward inside even signs';
const SOMANATHA = 'Somanatha (parivritti alternate): odd signs count forward from Aries, even signs backward from Pisces';
const GENERIC = { cyclic: CYCLIC, parivritti: CYCLIC, 'parivritti-even-reverse': EVEN_REVERSE, somanatha: SOMANATHA } as const;

/**
 * Names and methods. The default is PyJHora 4.8.5's `chart_method=1` for every varga except D2, where
 * BPHS ch. 6 vv. 5–6 give the Sun's and Moon's horas (Leo/Cancer, PyJHora's method 2) and PyJHora's
 * method 1 is the parivritti with even-sign reversal. Method texts name PyJHora's `chart_method` options.
 */
export const VARGA_INFO: Record<VargaFactor, VargaInfo> = {
  1: { name: 'Rasi', defaultMethod: 'parashara', methods: { parashara: 'The sign itself' } },
  2: { name: 'Hora', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara hora (BPHS ch. 6 vv. 5–6): odd signs the Sun\'s hora (Leo) then the Moon\'s (Cancer), even signs reversed',
    'parivritti-even-reverse': `${EVEN_REVERSE} (PyJHora's default, its "Parasara hora with parivritti and even reversal")`,
    cyclic: 'Parivritti dvaya hora (cyclic)', parivritti: 'Parivritti dvaya hora (cyclic)', somanatha: SOMANATHA } },
  3: { name: 'Drekkana', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara drekkana (BPHS ch. 6 vv. 7–8): the 1st, 5th and 9th signs from the sign',
    jagannatha: 'Jagannatha drekkana: the movable sign of the sign\'s element, then the 5th and 9th from it',
    cyclic: 'Parivritti traya drekkana (cyclic)', parivritti: 'Parivritti traya drekkana (cyclic)',
    'parivritti-even-reverse': EVEN_REVERSE, somanatha: SOMANATHA } },
  4: { name: 'Chaturthamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara chaturthamsa (BPHS ch. 6 v. 9): the 1st, 4th, 7th and 10th signs from the sign', ...GENERIC } },
  5: { name: 'Panchamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Panchamsa: odd signs Aries, Aquarius, Sagittarius, Gemini, Libra; even signs Taurus, Virgo, Pisces, Capricorn, Scorpio',
    ...GENERIC } },
  6: { name: 'Shashthamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Shashthamsa: odd signs counted from Aries, even signs from Libra', ...GENERIC } },
  7: { name: 'Saptamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara saptamsa (BPHS ch. 6 vv. 10–11): odd signs from the sign, even signs from the 7th, forward',
    'even-backward': 'Even signs from the 7th sign, counted backward', 'even-reverse': 'Even signs counted backward from the sign, ending in the 7th',
    ...GENERIC } },
  8: { name: 'Ashtamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Ashtamsa: movable signs from Aries, fixed from Sagittarius, dual from Leo', ...GENERIC } },
  9: { name: 'Navamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara navamsa (BPHS ch. 6): movable signs from the sign, fixed from the 9th, dual from the 5th (the same as cyclic)',
    'parivritti-even-reverse': `${EVEN_REVERSE} (uniform Krishna Mishra navamsa)`,
    kalachakra: 'Kalachakra navamsa: the sign of the nakshatra pada in the Kalachakra order',
    'krishna-mishra': 'Krishna Mishra navamsa: fiery from Aries and airy from Libra forward, watery from Cancer and earthy from Capricorn backward',
    somanatha: SOMANATHA } },
  10: { name: 'Dasamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara dasamsa (BPHS ch. 6): odd signs from the sign, even signs from the 9th, forward',
    'even-backward': 'Even signs from the 9th sign, counted backward', 'even-reverse': 'Even signs from the 5th sign, counted backward',
    ...GENERIC } },
  11: { name: 'Rudramsa', defaultMethod: 'parashara', methods: {
    parashara: 'Rudramsa as Sanjay Rath gives it: counted forward from the sign as far before Aries as the sign is after it',
    raman: 'B.V. Raman\'s ekadasamsa (anti-zodiacal)', ...GENERIC } },
  12: { name: 'Dwadasamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara dwadasamsa (BPHS ch. 6): counted from the sign', 'even-reverse': 'Even signs counted backward from the sign',
    ...GENERIC } },
  16: { name: 'Shodasamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara shodasamsa (BPHS ch. 6 v. 16): movable signs from Aries, fixed from Leo, dual from Sagittarius', ...GENERIC } },
  20: { name: 'Vimsamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara vimsamsa (BPHS ch. 6 vv. 17–21): movable signs from Aries, fixed from Sagittarius, dual from Leo', ...GENERIC } },
  24: { name: 'Chaturvimsamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara siddhamsa (BPHS ch. 6 vv. 22–23): odd signs from Leo, even signs from Cancer, forward',
    'even-reverse': 'Even signs from Cancer, counted backward', 'even-from-leo': 'Even signs also from Leo, forward' } },
  27: { name: 'Saptavimsamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara bhamsa (BPHS ch. 6 vv. 24–26): fiery signs from Aries, earthy from Cancer, airy from Libra, watery from Capricorn',
    'parivritti-even-reverse': EVEN_REVERSE, somanatha: SOMANATHA } },
  30: { name: 'Trimsamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara trimsamsa (BPHS ch. 6): odd signs 5, 5, 8, 7, 5° of Mars, Saturn, Jupiter, Mercury, Venus (Aries, Aquarius, ' +
      'Sagittarius, Gemini, Libra); even signs 5, 7, 8, 5, 5° of Venus, Mercury, Jupiter, Saturn, Mars (Taurus, Virgo, Pisces, Capricorn, Scorpio)',
    'from-sign': 'Thirty parts of 1° counted from the sign (like the shashtyamsa)', ...GENERIC } },
  40: { name: 'Khavedamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara khavedamsa (BPHS ch. 6): odd signs from Aries, even signs from Libra', ...GENERIC } },
  45: { name: 'Akshavedamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara akshavedamsa (BPHS ch. 6): movable signs from Aries, fixed from Leo, dual from Sagittarius', ...GENERIC } },
  60: { name: 'Shashtyamsa', defaultMethod: 'parashara', methods: {
    parashara: 'Parashara shashtyamsa (BPHS ch. 6): counted from the sign', 'from-aries': 'Counted from Aries (the same as cyclic)',
    somanatha: `${SOMANATHA} (even-sign reversal from Aries)`, 'even-reverse': 'Even signs counted backward from the sign' } },
  81: { name: 'Nava-navamsa', defaultMethod: 'cyclic', methods: {
    cyclic: `${CYCLIC}; the same as the navamsa of the navamsa`, parivritti: CYCLIC, 'parivritti-even-reverse': EVEN_REVERSE, somanatha: SOMANATHA } },
  108: { name: 'Ashtottaramsa', defaultMethod: 'parashara', methods: {
    parashara: 'The dwadasamsa of the Parashara navamsa (D9, then D12 of the navamsa position)', ...GENERIC } },
  144: { name: 'Dwadas-dwadasamsa', defaultMethod: 'parashara', methods: {
    parashara: 'The dwadasamsa of the Parashara dwadasamsa (D12, then D12 of that position)', ...GENERIC } },
  150: { name: 'Nadiamsa', defaultMethod: 'cyclic', methods: {
    cyclic: `Nadiamsa of 150 equal parts of 12′: ${CYCLIC}`, parivritti: CYCLIC,
    'from-sign': 'Nadiamsa of 150 equal parts of 12′ counted from the sign' } },
};

/** The sign and the part p = 0 … n−1 of an n-fold division of it, with the position inside the part
 * stretched to a whole sign (0–30°): the "varga longitude" the composite vargas divide again. */
function division(lon: number, n: number): { s: number; p: number; inner: number } {
  const l = norm360(lon);
  const s = Math.min(11, Math.floor(l / 30));
  const scaled = (l - s * 30) * n;
  const p = Math.min(n - 1, Math.floor(scaled / 30));
  return { s, p, inner: scaled - p * 30 };
}

/** PyJHora's "traditional Parasara" rules of D5, D6, D8 and D11 (`charts.py` chart_method 1). */
const D5_ODD = [0, 10, 8, 2, 6];
const D5_EVEN = [1, 5, 11, 9, 7];
function minorParashara(d: 5 | 6 | 8 | 11, s: number, p: number): number {
  const odd = s % 2 === 0;
  switch (d) {
    case 5: return odd ? D5_ODD[p] : D5_EVEN[p];
    case 6: return (odd ? p : p + 6) % 12;
    case 8: return (p + [0, 8, 4][s % 3]) % 12;
    case 11: return countFrom(12 - s, p);
  }
}

/** The parashara scheme of any varga: BPHS ch. 6 for the sixteen, the rules above, and the composites. */
function parashara(lon: number, d: VargaFactor): number {
  switch (d) {
    case 5: case 6: case 8: case 11: {
      const { s, p } = division(lon, d);
      return minorParashara(d, s, p);
    }
    // D108 = D12 of the D9 position, D144 = D12 of the D12 position (PyJHora `mixed_chart`): the inner
    // position of the first division, stretched to a sign, is divided again from the first varga's sign.
    case 108: case 144: {
      const first = d === 108 ? 9 : 12;
      const a = division(lon, first);
      return (parashariSign(lon, first) + Math.min(11, Math.floor(a.inner / 2.5))) % 12;
    }
    case 81: case 150: return vargaSign(lon, d, 'cyclic');
    default: return parashariSign(lon, d);
  }
}

/** The methods varga D`d` offers. */
export function vargaMethods(d: VargaFactor): VargaMethod[] {
  return Object.keys(VARGA_INFO[d].methods) as VargaMethod[];
}

/**
 * Sign (0 = Aries … 11 = Pisces) that a sidereal longitude occupies in varga D`d`, by `method` (default:
 * `VARGA_INFO[d].defaultMethod`, the Parashari rule of BPHS ch. 6 for the sixteen vargas). Throws on a
 * method the varga does not offer (see `vargaMethods`).
 */
export function vargaSign(siderealLon: number, d: VargaFactor, method?: VargaMethod): number {
  const m = method ?? VARGA_INFO[d].defaultMethod;
  if (!(m in VARGA_INFO[d].methods)) throw new Error(`D${d} has no method ${m}`);
  if (m === 'parashara') return parashara(siderealLon, d);
  if (m === 'kalachakra') return kalachakraNavamsa(norm360(siderealLon));
  const { s, p } = division(siderealLon, d);
  const odd = s % 2 === 0;
  switch (m) {
    case 'cyclic': case 'parivritti': return parivrittiCyclic(s, p, d);
    case 'parivritti-even-reverse': return parivrittiEvenReverse(s, p, d);
    case 'somanatha': return somanatha(s, p, d);
    case 'jagannatha': return jagannathaDrekkana(s, p);
    case 'krishna-mishra': return krishnaMishraNavamsa(s, p);
    // D11 (PyJHora method 2): the mirror of the Sanjay Rath count.
    case 'raman': return countFrom(11, minorParashara(11, s, p), -1);
    // D7 from the 7th (s + 6), D10 from the 9th (s + 8), backward in even signs (PyJHora method 2).
    case 'even-backward': return odd ? countFrom(s, p) : countFrom(s + (d === 7 ? 6 : 8), p, -1);
    // Backward from the sign in even signs: D12 and D60 method 2/4; D7 method 3 (ends in the 7th); D10
    // method 3 starts from the 5th (the 9th counted backward); D24 method 2 from Cancer.
    case 'even-reverse': {
      if (d === 24) return odd ? countFrom(4, p) : countFrom(3, p, -1);
      if (odd) return countFrom(s, p);
      return countFrom(d === 10 ? s + 4 : s, p, -1);
    }
    case 'even-from-leo': return countFrom(4, p); // D24 method 3: every sign from Leo
    case 'from-sign': return countFrom(s, p);
    case 'from-aries': return p % 12;
    default: {
      const never: never = m;
      throw new Error(`unknown varga method ${String(never)}`);
    }
  }
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
