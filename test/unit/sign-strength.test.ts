/**
 * The Jaimini strength rules (shared/core/vedic/sign-strength.ts): the classical order (P.V.R. Narasimha
 * Rao, "Vedic Astrology: An Integrated Approach", Narayana dasa chapter) and the PyJHora 4.8.5 reading,
 * on hand-constructed charts that part the two at each point where they differ, every step written out.
 * The checks against PyJHora's own values are in jaimini.test.ts (arudhas, classical) and the dasha tests
 * (dashas-jaimini.test.ts, dashas-rest.test.ts: `PYJHORA`; dashas-rashi-other.test.ts, dashas-graha.test.ts: classical).
 */
import { describe, expect, it } from 'vitest';
import { VEDIC_PLANETS, type Graha } from '../../shared/core/vedic/grahas.js';
import {
  CLASSICAL, isExaltedClassical, isExaltedPyJHora, lordOf, PYJHORA, signAspects, strongerCoLord, strongerPlanet, strongerSign, strongestSign,
  type StrengthChart,
} from '../../shared/core/vedic/sign-strength.js';

/** Signs (and degrees, 10° unless given) per planet, Sun … Ketu. */
function chart(where: Record<Graha, number>, degrees: Partial<Record<Graha, number>> = {}): StrengthChart {
  return { signs: VEDIC_PLANETS.map((p) => where[p]), degrees: VEDIC_PLANETS.map((p) => degrees[p] ?? 10) };
}

describe('rashi drishti (Jaimini 1.1.2–3)', () => {
  it('Cancer (movable) aspects Scorpio, Aquarius, Taurus, not Leo next to it; Libra is aspected by Taurus, not by Virgo (dual)', () => {
    expect([7, 10, 1].every((s) => signAspects(3, s))).toBe(true);
    expect(signAspects(3, 4)).toBe(false);
    expect(signAspects(1, 6)).toBe(true);
    expect(signAspects(5, 6)).toBe(false);
  });
});

describe('rule 2 of signs: the lord sitting in its own sign', () => {
  // Venus in Taurus, the Sun in Libra, Mercury in Cancer, the rest in Gemini (dual: it aspects only the
  // duals). Rule 1: one planet in each. Rule 2 (Jupiter, Mercury and the sign's lord Venus): Taurus: Venus
  // in it (1), Mercury in Cancer aspects it (movable → fixed, Leo excepted) (1) = 2; Libra: Venus in Taurus
  // aspects it (fixed → movable, Aries excepted) (1) = 1. Classical: Taurus. PyJHora leaves the lord in
  // Taurus out: 1 : 1; rule 3: no exalted planet in either (the Sun is debilitated in Libra); rule 4:
  // Taurus' lord Venus is in Taurus (even, even: no), Libra's lord Venus in Taurus (odd sign, lord in an
  // even one: yes): Libra.
  const c = chart({ Sun: 6, Moon: 2, Mars: 2, Mercury: 3, Jupiter: 2, Venus: 1, Saturn: 2, Rahu: 2, Ketu: 2 });
  it('classical (the default): Taurus; PyJHora: Libra', () => {
    expect(strongerSign(c, 1, 6)).toBe(1);
    expect(strongerSign(c, 1, 6, CLASSICAL)).toBe(1);
    expect(strongerSign(c, 1, 6, PYJHORA)).toBe(6);
  });
  it('the strongest of three by pairs: Taurus, Libra, then Gemini (6 planets) wins under both', () => {
    expect(strongestSign(c, [1, 6, 2])).toBe(2);
    expect(strongestSign(c, [1, 6, 2], PYJHORA)).toBe(2);
  });
});

describe('rule 2 of planets: a planet does not join itself (classical); PyJHora counts it', () => {
  // Jupiter alone in Sagittarius, Venus alone in Libra, Mercury in Taurus, the other six in Aries.
  // Rule 1: one each. Rule 2, classical: Jupiter (its dispositor is Jupiter, itself): only Mercury, in
  // Taurus (fixed → movable): no aspect on Sagittarius (dual) = 0; Venus (dispositor Venus, itself):
  // Jupiter in Sagittarius (dual → duals) no, Mercury in Taurus aspects Libra (1) = 1: Venus.
  // PyJHora: Jupiter counts as Jupiter in its sign (1), its lordship in it not counted = 1; Venus: Mercury
  // 1, the lord (Venus) in its own sign not counted = 1; rule 3: neither exalted (Jupiter in Cancer, Venus
  // in Pisces); rule 4: Sagittarius (dual) over Libra (movable): Jupiter.
  const c = chart({ Sun: 0, Moon: 0, Mars: 0, Mercury: 1, Jupiter: 8, Venus: 6, Saturn: 0, Rahu: 0, Ketu: 0 });
  it('classical: Venus; PyJHora: Jupiter', () => {
    expect(strongerPlanet(c, 'Jupiter', 'Venus')).toBe('Venus');
    expect(strongerPlanet(c, 'Jupiter', 'Venus', PYJHORA)).toBe('Jupiter');
  });
});

describe('rule 3: the nodes\' exaltation', () => {
  it('tables: Rahu in Taurus (both), Gemini (PyJHora only); Ketu in Scorpio (both), Sagittarius (PyJHora only); Mercury in Virgo (classical only)', () => {
    expect([isExaltedClassical('Rahu', 1), isExaltedClassical('Rahu', 2), isExaltedPyJHora('Rahu', 1), isExaltedPyJHora('Rahu', 2)]).toEqual([true, false, true, true]);
    expect([isExaltedClassical('Ketu', 7), isExaltedClassical('Ketu', 8), isExaltedPyJHora('Ketu', 7), isExaltedPyJHora('Ketu', 8)]).toEqual([true, false, true, true]);
    expect([isExaltedClassical('Mercury', 5), isExaltedPyJHora('Mercury', 5)]).toEqual([true, false]);
  });
  // Aquarius' lords: Saturn alone in Virgo at 20°, Rahu alone in Gemini at 10°, Ketu in Sagittarius, the
  // rest in Taurus. Rule 0: neither in Aquarius. Rule 1: one each. Rule 2: both signs are Mercury's;
  // Jupiter and Mercury in Taurus (fixed) aspect only movable signs: 0 : 0. Rule 3: PyJHora has Rahu
  // exalted in Gemini: Rahu. Classical: neither; rule 4: both dual; rule 5: Saturn 20° over Rahu 10°.
  const c = chart({ Sun: 1, Moon: 1, Mars: 1, Mercury: 1, Jupiter: 1, Venus: 1, Saturn: 5, Rahu: 2, Ketu: 8 }, { Saturn: 20 });
  it('the stronger lord of Aquarius: classical Saturn, PyJHora Rahu', () => {
    expect(strongerCoLord(c, 10)).toBe('Saturn');
    expect(lordOf(c, 10)).toBe('Saturn');
    expect(strongerCoLord(c, 10, PYJHORA)).toBe('Rahu');
    expect(lordOf(c, 10, PYJHORA)).toBe('Rahu');
  });
});

describe('rule 0 and the last rule', () => {
  it('a co-lord in the sign yields to the other: Saturn in Aquarius, Rahu elsewhere → Rahu (both readings)', () => {
    const c = chart({ Sun: 0, Moon: 0, Mars: 0, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 10, Rahu: 4, Ketu: 10 });
    expect(strongerCoLord(c, 10)).toBe('Rahu');
    expect(strongerCoLord(c, 10, PYJHORA)).toBe('Rahu');
  });
  it('equal in everything, Mars and Ketu together in Gemini at 10°: classical keeps the first (Mars), PyJHora the second (Ketu)', () => {
    const c = chart({ Sun: 0, Moon: 0, Mars: 2, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 8, Ketu: 2 });
    expect(strongerCoLord(c, 7)).toBe('Mars');
    expect(strongerCoLord(c, 7, PYJHORA)).toBe('Ketu');
  });
  it('rule 5a (for dashas): a tie-break number decides before the degrees', () => {
    const c = chart({ Sun: 0, Moon: 0, Mars: 2, Mercury: 0, Jupiter: 0, Venus: 0, Saturn: 0, Rahu: 8, Ketu: 2 });
    expect(strongerCoLord(c, 7, CLASSICAL, (p) => (p === 'Ketu' ? 9 : 3))).toBe('Ketu');
  });
});
