/**
 * Parashari ashtakavarga (BPHS ch. 66, R. Santhanam's translation; the reductions of ch. 67 are not
 * applied here): each of the seven planets Sun … Saturn has its own table (bhinnashtakavarga) of the
 * signs in which it receives a benefic point (bindu) from each of eight contributors — the seven
 * planets and the Lagna. A contributor in sign c gives the bindu of "place h" to the sign h − 1 signs
 * after c (place 1 is the contributor's own sign).
 *
 * The benefic places below are the standard Parashari tables, Sun 48, Moon 49, Mars 39, Mercury 54,
 * Jupiter 56, Venus 52, Saturn 39 places (337 in all). Texts differ on a few places of the Moon's
 * table (e.g. Saravali ch. 53 v. 3 gives the Moon 1,3,6,7,10,11 from herself, 2,3,5,6,9,10,11 from
 * Mars and 1,4,7,8,10,11,12 from Jupiter; the totals stay 49). Where they differ we follow
 * Jagannatha Hora's convention as PyJHora 4.8.5 encodes it (`const.ashtaka_varga_dict`, keys "0" …
 * "6"), which reproduces the eight reference charts of test/fixtures/reference exactly.
 *
 * The Lagna's own ashtakavarga (PyJHora `ashtaka_varga_dict["7"]`, its `lagna_ashtakavarga`) is a
 * fixed eighth table of the same kind, 49 places in all:
 *   from the Sun 3,4,6,10,11,12; Moon 3,6,10,11,12; Mars 1,3,6,10,11; Mercury 1,2,4,6,8,10,11;
 *   Jupiter 1,2,4,5,6,7,9,10,11; Venus 1,2,3,4,5,8,9; Saturn 1,3,4,6,10,11; Lagna 3,6,10,11.
 * It is the "reciprocal" of the planets' rows from the Lagna: for the Sun, Mars, Mercury, Jupiter and
 * Saturn, the places counted from planet X in the Lagna's table are exactly the places counted from
 * the Lagna in X's table; the Moon's row adds the 12th, Venus's row lacks the 11th, and the Lagna's
 * own row (3,6,10,11) is that of the Moon's table from the Lagna. It is counted and placed exactly
 * like the planets' rows. It is NOT part of the sarvashtakavarga (which sums the seven planetary
 * rows only and always totals 337), as in PyJHora.
 *
 * Rahu and Ketu take no part (BPHS ch. 66 uses the seven planets and the Lagna only).
 */

export const ASHTAKAVARGA_PLANETS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export type AshtakavargaPlanet = (typeof ASHTAKAVARGA_PLANETS)[number];

/** The eight contributors: the seven planets and the Lagna (ascendant). */
export const ASHTAKAVARGA_CONTRIBUTORS = [...ASHTAKAVARGA_PLANETS, 'Lagna'] as const;
export type AshtakavargaContributor = (typeof ASHTAKAVARGA_CONTRIBUTORS)[number];

/** Sign (0 = Aries … 11 = Pisces) of each contributor. */
export type AshtakavargaSigns = Record<AshtakavargaContributor, number>;

/** Benefic places (1 = the contributor's own sign … 12) of one table, per contributor. */
export type BeneficPlaces = Readonly<Record<AshtakavargaContributor, readonly number[]>>;

/** The seven planetary tables (BPHS ch. 66; JH/PyJHora readings where texts differ, see above). */
export const BENEFIC_PLACES: Readonly<Record<AshtakavargaPlanet, BeneficPlaces>> = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11],
    Moon: [3, 6, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11],
    Venus: [6, 7, 12],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11],
    Moon: [1, 3, 6, 7, 9, 10, 11],
    Mars: [2, 3, 5, 6, 10, 11],
    Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11],
    Venus: [3, 4, 5, 7, 9, 10, 11],
    Saturn: [3, 5, 6, 11],
    Lagna: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11],
    Moon: [3, 6, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12],
    Saturn: [1, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12],
    Moon: [2, 4, 6, 8, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12],
    Venus: [1, 2, 3, 4, 5, 8, 9, 11],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Lagna: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    Moon: [2, 5, 7, 9, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    Venus: [2, 5, 6, 9, 10, 11],
    Saturn: [3, 5, 6, 12],
    Lagna: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12],
    Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    Mars: [3, 4, 6, 9, 11, 12],
    Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    Saturn: [3, 4, 5, 8, 9, 10, 11],
    Lagna: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11],
    Moon: [3, 6, 11],
    Mars: [3, 5, 6, 10, 11, 12],
    Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12],
    Venus: [6, 11, 12],
    Saturn: [3, 5, 6, 11],
    Lagna: [1, 3, 4, 6, 10, 11],
  },
};

/** The Lagna's own table (PyJHora `lagna_ashtakavarga`; see the header for the rule). */
export const LAGNA_BENEFIC_PLACES: BeneficPlaces = {
  Sun: [3, 4, 6, 10, 11, 12],
  Moon: [3, 6, 10, 11, 12],
  Mars: [1, 3, 6, 10, 11],
  Mercury: [1, 2, 4, 6, 8, 10, 11],
  Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  Venus: [1, 2, 3, 4, 5, 8, 9],
  Saturn: [1, 3, 4, 6, 10, 11],
  Lagna: [3, 6, 10, 11],
};

/** Bindus of each planet's table whatever the chart (= its number of benefic places). */
export const BHINNASHTAKAVARGA_TOTALS: Readonly<Record<AshtakavargaPlanet, number>> = {
  Sun: 48, Moon: 49, Mars: 39, Mercury: 54, Jupiter: 56, Venus: 52, Saturn: 39,
};
export const SARVASHTAKAVARGA_TOTAL = 337;
export const LAGNA_ASHTAKAVARGA_TOTAL = 49;

export interface Bhinnashtakavarga {
  /** Bindus per sign, 0 = Aries … 11 = Pisces (0 … 8 each). */
  bindus: number[];
  total: number;
  /** Per contributor, 1 where it gives a bindu to that sign, else 0 (the prastara rows). */
  byContributor: Record<AshtakavargaContributor, number[]>;
}

export interface AshtakavargaResult {
  bhinnashtakavarga: Record<AshtakavargaPlanet, Bhinnashtakavarga>;
  /** The Lagna's own table; not included in the sarvashtakavarga. */
  lagnaAshtakavarga: Bhinnashtakavarga;
  /** Sum of the seven planetary rows per sign. */
  sarvashtakavarga: number[];
  /** Always 337. */
  sarvashtakavargaTotal: number;
}

function checkSigns(signs: AshtakavargaSigns): void {
  for (const c of ASHTAKAVARGA_CONTRIBUTORS) {
    const s = signs[c];
    if (!Number.isInteger(s) || s < 0 || s > 11) throw new RangeError(`ashtakavarga: sign of ${c} must be an integer 0–11, got ${s}`);
  }
}

function tableOf(places: BeneficPlaces, signs: AshtakavargaSigns): Bhinnashtakavarga {
  const bindus = new Array<number>(12).fill(0);
  const byContributor = {} as Record<AshtakavargaContributor, number[]>;
  let total = 0;
  for (const c of ASHTAKAVARGA_CONTRIBUTORS) {
    const row = new Array<number>(12).fill(0);
    const from = signs[c];
    for (const h of places[c]) {
      const sign = (from + h - 1) % 12;
      row[sign] = 1;
      bindus[sign]++;
      total++;
    }
    byContributor[c] = row;
  }
  return { bindus, total, byContributor };
}

/** One table (a planet's, the Lagna's, or any `BeneficPlaces`) for the given signs. */
export function bhinnashtakavarga(places: BeneficPlaces, signs: AshtakavargaSigns): Bhinnashtakavarga {
  checkSigns(signs);
  return tableOf(places, signs);
}

/** All seven planetary tables, the Lagna's table and the sarvashtakavarga. */
export function ashtakavarga(signs: AshtakavargaSigns): AshtakavargaResult {
  checkSigns(signs);
  const bhinna = {} as Record<AshtakavargaPlanet, Bhinnashtakavarga>;
  const sarva = new Array<number>(12).fill(0);
  let sarvaTotal = 0;
  for (const p of ASHTAKAVARGA_PLANETS) {
    const t = tableOf(BENEFIC_PLACES[p], signs);
    bhinna[p] = t;
    for (let s = 0; s < 12; s++) sarva[s] += t.bindus[s];
    sarvaTotal += t.total;
  }
  return {
    bhinnashtakavarga: bhinna,
    lagnaAshtakavarga: tableOf(LAGNA_BENEFIC_PLACES, signs),
    sarvashtakavarga: sarva,
    sarvashtakavargaTotal: sarvaTotal,
  };
}
