/**
 * Dhana yogas of BPHS ch. 41 vv. 9–14 (shared/core/vedic/yogas/dhana.ts), R. Santhanam's translation:
 * the lagna lord in the lagna in its own sign, "conjunct or aspected by" the verse's planets. Constructed
 * charts (only the signs matter; not necessarily astronomically possible). Graha drishti (BPHS ch. 26):
 * every planet the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th.
 */
import { describe, expect, it } from 'vitest';
import { findYogas, YOGA_CATALOGUE, yogaChartFromLongitudes, type YogaChart } from '../../shared/core/vedic/yogas/index.js';

const [Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** Sun … Ketu at 10° of the given signs (Mercury at 15°), the nodes retrograde. */
function chart(lagna: number, signs: readonly number[]): YogaChart {
  return yogaChartFromLongitudes(lagna, signs.map((s, i) => s * 30 + (i === 3 ? 15 : 10)), [1, 13, 0.5, 1, 0.1, 1, 0.05, -0.05, -0.05]);
}
const ids = (c: YogaChart) => findYogas(c).filter((y) => y.id.startsWith('dhana-lagna-')).map((y) => y.id);

describe('v. 9: the Sun in Leo rising, conjoined with or aspected by Mars and Jupiter', () => {
  // Leo lagna, Sun in Leo; Mars in Aquarius aspects Leo (7th); Jupiter in Sagittarius aspects Leo (9th from it).
  // Moon Taurus, Mercury Virgo, Venus Cancer, Saturn Gemini, Rahu Aries, Ketu Libra (none of them a partner of v. 9).
  it('forms', () => {
    const y = findYogas(chart(Le, [Le, Ta, Aq, Vi, Sg, Cn, Ge, Ar, Li])).find((x) => x.id === 'dhana-lagna-sun')!;
    expect(y).toMatchObject({ pyjhoraId: 'dhana_yoga_123', category: 'dhana', isBenefic: true, planetsInvolved: [0, 2, 4] });
  });
  it('does not form when Jupiter moves to Capricorn (aspecting Taurus, Cancer, Virgo)', () => {
    expect(ids(chart(Le, [Le, Ta, Aq, Vi, Cp, Cn, Ge, Ar, Li]))).toEqual([]);
  });
  it('does not form with a Cancer lagna and the Sun in Leo (the 2nd), though Mars and Jupiter aspect Leo', () => {
    expect(ids(chart(Cn, [Le, Ta, Aq, Vi, Sg, Cn, Ge, Ar, Li]))).toEqual([]);
  });
});

describe('v. 10: the Moon in Cancer rising, with Mercury and Jupiter', () => {
  it('forms: Mercury in Cancer with the Moon, Jupiter in Scorpio aspecting Cancer (9th from it)', () => {
    expect(ids(chart(Cn, [Ge, Cn, Le, Cn, Sc, Ta, Ar, Pi, Vi]))).toEqual(['dhana-lagna-moon']);
  });
  it('does not form with Jupiter and Mars (PyJHora\'s dhana_yoga_124) but Mercury in Leo: the verse names Mercury', () => {
    // Jupiter in Scorpio and Mars in Capricorn (7th) aspect Cancer; Mercury in Leo does not.
    expect(ids(chart(Cn, [Ge, Cn, Cp, Le, Sc, Ta, Ar, Pi, Vi]))).toEqual([]);
  });
});

describe('v. 11: Mars rising in his own sign, with Mercury, Venus and Saturn', () => {
  it('forms: Aries lagna, Mercury and Venus in Libra (7th), Saturn in Aries', () => {
    expect(ids(chart(Ar, [Pi, Ta, Ar, Li, Cn, Li, Ar, Ge, Sg]))).toEqual(['dhana-lagna-mars']);
  });
  it('does not form when Saturn moves to Taurus (aspecting Cancer, Scorpio, Aquarius)', () => {
    expect(ids(chart(Ar, [Pi, Ta, Ar, Li, Cn, Li, Ta, Ge, Sg]))).toEqual([]);
  });
});

describe('vv. 12–14: Mercury, Jupiter, Venus rising in their own signs with the verse\'s two planets in the lagna', () => {
  it('v. 12 Mercury in Virgo with Jupiter and Saturn; v. 13 Jupiter in Pisces with Mercury and Mars; v. 14 Venus in Libra with Mercury and Saturn', () => {
    expect(ids(chart(Vi, [Ar, Ta, Ge, Vi, Vi, Cn, Vi, Sg, Ge]))).toEqual(['dhana-lagna-mercury']);
    expect(ids(chart(Pi, [Ar, Ta, Pi, Pi, Pi, Cn, Le, Sg, Ge]))).toEqual(['dhana-lagna-jupiter']);
    expect(ids(chart(Li, [Ar, Ta, Ge, Li, Cn, Li, Li, Sg, Ge]))).toEqual(['dhana-lagna-venus']);
  });
  it('none forms when one of the two is elsewhere and does not aspect the lagna', () => {
    expect(ids(chart(Vi, [Ar, Ta, Ge, Vi, Vi, Cn, Li, Sg, Ge]))).toEqual([]); // Saturn in Libra aspects Sagittarius, Aries, Cancer
    expect(ids(chart(Pi, [Ar, Ta, Ar, Pi, Pi, Cn, Le, Sg, Ge]))).toEqual([]); // Mars in Aries aspects Cancer, Libra, Scorpio
    expect(ids(chart(Li, [Ar, Ta, Ge, Sc, Cn, Li, Li, Sg, Ge]))).toEqual([]); // Mercury in Scorpio aspects Taurus
  });
});

it('catalogue: verses 9–14 of BPHS ch. 41, PyJHora dhana_yoga_123–128, a recorded decision where PyJHora names other planets', () => {
  const d = YOGA_CATALOGUE.filter((e) => e.id.startsWith('dhana-lagna-'));
  expect(d.map((e) => [e.id, e.source.chapter, e.source.verse, e.pyjhoraId, e.decisions.length])).toEqual([
    ['dhana-lagna-sun', '41', '9', 'dhana_yoga_123', 0],
    ['dhana-lagna-moon', '41', '10', 'dhana_yoga_124', 1],
    ['dhana-lagna-mars', '41', '11', 'dhana_yoga_125', 1],
    ['dhana-lagna-mercury', '41', '12', 'dhana_yoga_126', 1],
    ['dhana-lagna-jupiter', '41', '13', 'dhana_yoga_127', 0],
    ['dhana-lagna-venus', '41', '14', 'dhana_yoga_128', 0],
  ]);
});
