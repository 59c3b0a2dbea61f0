/**
 * Kendra yogas of B.V. Raman, "Three Hundred Important Combinations" (shared/core/vedic/yogas/kendra.ts):
 * Amsavatara (#50: Venus and Jupiter in kendras, a movable lagna, Saturn exalted in a kendra) and Sareera
 * Soukhya (#108: the lagna lord, Jupiter or Venus in a kendra). Constructed charts (only the signs matter;
 * not necessarily astronomically possible); houses are whole signs from the lagna, kendras the 1st, 4th,
 * 7th and 10th. Saturn is exalted in Libra, in his own sign in Capricorn and Aquarius.
 */
import { describe, expect, it } from 'vitest';
import { findYogas, YOGA_CATALOGUE, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';

const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Sun … Ketu at 10° of the given signs (Mercury at 15°), the nodes retrograde. */
function chart(lagna: number, signs: readonly number[]): YogaChart {
  return yogaChartFromLongitudes(lagna, signs.map((s, i) => s * 30 + (i === 3 ? 15 : 10)), [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05]);
}
const find = (c: YogaChart, id: string) => findYogas(c).find((y) => y.id === id);

describe('Amsavatara (Raman #50)', () => {
  // Cancer lagna (movable): Saturn in Libra (4th, exalted), Jupiter in Capricorn (7th), Venus in Aries (10th).
  // Sun Gemini, Moon Taurus, Mars Leo, Mercury Gemini, Rahu Virgo, Ketu Pisces.
  it('forms: Cancer rising, Saturn exalted in the 4th, Jupiter in the 7th, Venus in the 10th', () => {
    const y = find(chart(Cn, [Ge, Ta, Le, Ge, Cp, Ar, Li, Vi, Pi]), 'amsavatara')!;
    expect(y).toMatchObject({ pyjhoraId: 'amsaavatara_yoga', category: 'named', isBenefic: true, planetsInvolved: [4, 5, 6] });
    expect(y.conditions).toHaveLength(4);
  });
  it('does not form with Saturn in his own sign Capricorn (7th) instead of exalted (Jupiter in Libra, 4th)', () => {
    expect(find(chart(Cn, [Ge, Ta, Le, Ge, Li, Ar, Cp, Vi, Pi]), 'amsavatara')).toBeUndefined();
  });
  it('does not form when Venus moves to Taurus (the 11th)', () => {
    expect(find(chart(Cn, [Ge, Ta, Le, Ge, Cp, Ta, Li, Vi, Pi]), 'amsavatara')).toBeUndefined();
  });
  it('does not form with a fixed sign rising: Leo, where Saturn in Libra is the 3rd', () => {
    // Leo lagna: Jupiter in Scorpio (4th), Venus in Taurus (10th), Saturn in Libra (3rd).
    expect(find(chart(Le, [Ge, Ta, Le, Ge, Sc, Ta, Li, Vi, Pi]), 'amsavatara')).toBeUndefined();
  });
});

describe('Sareera Soukhya (Raman #108): the lagna lord, Jupiter or Venus in a kendra', () => {
  it('forms with the lagna lord alone: Leo rising, the Sun in Scorpio (4th), Jupiter in Sagittarius (5th), Venus in Virgo (2nd)', () => {
    const y = find(chart(Le, [Sc, Ta, Ge, Sc, Sg, Vi, Cp, Ar, Li]), 'sareera-soukhya')!;
    expect(y).toMatchObject({ pyjhoraId: 'sareera_soukhya_yoga', category: 'lagna', planetsInvolved: [0] });
    expect(y.conditions).toHaveLength(1);
  });
  it('forms with Venus alone (Aquarius, the 7th from Leo) and lists Jupiter and Venus when both are in kendras', () => {
    expect(find(chart(Le, [Vi, Ta, Ge, Vi, Sg, Aq, Cp, Ar, Li]), 'sareera-soukhya')!.planetsInvolved).toEqual([5]);
    // Jupiter in Taurus (10th), Venus in Leo (1st); the Sun in Virgo (2nd) is not.
    expect(find(chart(Le, [Vi, Ta, Ge, Vi, Ta, Le, Cp, Ar, Li]), 'sareera-soukhya')!.planetsInvolved).toEqual([4, 5]);
  });
  it('the lagna lord that is Jupiter is counted once: Sagittarius rising, Jupiter in Pisces (4th)', () => {
    const y = find(chart(Sg, [Ar, Ta, Ge, Ar, Pi, Ta, Cp, Ar, Li]), 'sareera-soukhya')!;
    expect(y.planetsInvolved).toEqual([4]);
    expect(y.conditions).toHaveLength(1);
  });
  it('does not form when none of the three is in a kendra: Leo rising, Sun in Virgo (2nd), Jupiter in Sagittarius (5th), Venus in Libra (3rd)', () => {
    expect(find(chart(Le, [Vi, Ta, Ge, Vi, Sg, Li, Cp, Ar, Li]), 'sareera-soukhya')).toBeUndefined();
  });
});

it('catalogue: Raman #50 and #108, PyJHora amsaavatara_yoga and sareera_soukhya_yoga', () => {
  const d = YOGA_CATALOGUE.filter((e) => e.id === 'amsavatara' || e.id === 'sareera-soukhya');
  expect(d.map((e) => [e.id, e.source.text, e.source.verse, e.pyjhoraId, e.decisions.length])).toEqual([
    ['amsavatara', 'Raman, Three Hundred Important Combinations', '#50', 'amsaavatara_yoga', 0],
    ['sareera-soukhya', 'Raman, Three Hundred Important Combinations', '#108', 'sareera_soukhya_yoga', 0],
  ]);
});
