/**
 * Daridra yogas (shared/core/vedic/yogas/daridra.ts): Raman, "Three Hundred Important Combinations"
 * #149–152 (Daridra yogas F–I). Constructed charts, lagna Aries throughout (house = sign + 1), only the
 * signs matter (not necessarily astronomically possible). Lords for Aries: 1 Mars, 2 Venus, 3 Mercury,
 * 4 Moon, 5 Sun, 6 Mercury, 7 Venus, 8 Mars, 9 Jupiter, 10 Saturn, 11 Saturn, 12 Jupiter. Graha drishti
 * (BPHS ch. 26): every planet the 7th sign, Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the
 * 3rd and 10th. Each yoga once formed and once with one condition broken, the test says which.
 * Agreement with PyJHora on the reference charts is in yogas-catalogue.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { YOGA_CATALOGUE } from '../../shared/core/vedic/yogas/index.js';
import { Ar, Ta, Ge, Cn, Le, Vi, Li, Sc, Sg, Cp, Aq, Pi, SUN, MARS, MERCURY, VENUS, chart, found } from '../helpers/yoga-charts.js';

describe('Daridra yoga F (#149): the lagna lord associated with a lord of the 6th, 8th or 12th and aspected by a malefic', () => {
  // Mars (lagna lord) and Mercury (6th lord) in Gemini; Saturn in Sagittarius aspects Gemini (its 7th).
  // Sun Leo, Moon Libra (waxing), Jupiter Pisces, Venus Taurus, Rahu Cancer, Ketu Capricorn.
  const signs = [Le, Li, Ge, Ge, Pi, Ta, Sg, Cn, Cp];
  it('forms: Mars with Mercury, Saturn aspecting', () => {
    const [y] = found(chart(signs), 'daridra-lagna-lord');
    expect(y).toMatchObject({ pyjhoraId: 'dharidhra_yoga_149', category: 'arishta', isBenefic: false, planetsInvolved: [MARS, MERCURY] });
  });
  it('does not form when Saturn moves to Capricorn (aspecting Pisces, Cancer, Libra): no malefic aspects Mars', () => {
    expect(found(chart([Le, Li, Ge, Ge, Pi, Ta, Cp, Cn, Cp]), 'daridra-lagna-lord')).toEqual([]);
  });
  it('the lagna lord that owns the 8th too (Mars for Aries) is not associated with himself: Mars alone in Gemini, Saturn aspecting', () => {
    expect(found(chart([Le, Li, Ge, Le, Pi, Ta, Sg, Cn, Cp]), 'daridra-lagna-lord')).toEqual([]);
  });
});

describe('Daridra yoga G (#150): the 5th lord joins a lord of the 6th, 8th or 12th, no benefic joining or aspecting', () => {
  // Sun (5th lord) and Mercury (6th lord) in Virgo; Jupiter in Aries aspects Leo, Libra, Sagittarius;
  // Venus Taurus aspects Scorpio; Moon Capricorn (120° ahead of the Sun: waxing) aspects Cancer.
  const signs = [Vi, Cp, Ge, Vi, Ar, Ta, Sg, Cn, Cp];
  it('forms: the Sun with Mercury in Virgo, untouched by benefics', () => {
    const [y] = found(chart(signs), 'daridra-fifth-lord');
    expect(y).toMatchObject({ pyjhoraId: 'dharidhra_yoga_150', planetsInvolved: [SUN, MERCURY] });
  });
  it('does not form when Jupiter moves to Taurus, aspecting Virgo (its 5th)', () => {
    expect(found(chart([Vi, Cp, Ge, Vi, Ta, Ta, Sg, Cn, Cp]), 'daridra-fifth-lord')).toEqual([]);
  });
  it('Gemini lagna: Venus owns the 5th (Libra) and the 12th (Taurus); alone in Libra he joins no other lord', () => {
    // Lords for Gemini: 6th Mars (Scorpio), 8th Saturn (Capricorn), 12th Venus. Mars Aries, Saturn Pisces;
    // no benefic joins or aspects Libra (Jupiter in Taurus aspects Virgo, Scorpio, Capricorn; the Moon in
    // Capricorn aspects Cancer), so only the second planet is missing.
    expect(found(chart([Sg, Cp, Ar, Sg, Ta, Li, Pi, Cn, Cp], Ge), 'daridra-fifth-lord')).toEqual([]);
  });
});

describe('Daridra yoga H (#151): the 5th lord in the 6th or 10th, aspected by a lord of the 2nd, 6th, 7th, 8th or 12th', () => {
  // Sun (5th lord) in Capricorn, the 10th; Mars (8th lord) in Cancer aspects Capricorn (its 7th).
  // Moon Taurus, Mercury Aquarius (aspects Leo), Jupiter Pisces (aspects Cancer, Virgo, Scorpio), Venus Taurus (aspects Scorpio).
  it('forms: Mars aspects the Sun in the 10th', () => {
    const [y] = found(chart([Cp, Ta, Cn, Aq, Pi, Ta, Sg, Cn, Cp]), 'daridra-fifth-lord-aspected');
    expect(y).toMatchObject({ pyjhoraId: 'dharidhra_yoga_151', planetsInvolved: [SUN, MARS] });
  });
  it('does not form when Mars moves to Leo (aspecting Scorpio, Aquarius, Pisces)', () => {
    expect(found(chart([Cp, Ta, Le, Aq, Pi, Ta, Sg, Cn, Cp]), 'daridra-fifth-lord-aspected')).toEqual([]);
  });
  it('does not form when the Sun is in the 11th (Aquarius) though Mars in Leo aspects it', () => {
    expect(found(chart([Aq, Ta, Le, Aq, Pi, Ta, Sg, Cn, Cp]), 'daridra-fifth-lord-aspected')).toEqual([]);
  });
});

describe('Daridra yoga I (#152): a malefic owning neither the 9th nor the 10th in the lagna, joined or aspected by the 2nd or 7th lord', () => {
  // Venus owns the 2nd and 7th; in Libra he aspects Aries. Moon Gemini, Mercury Taurus, Jupiter Pisces, Mars Leo.
  it('forms: the Sun in Aries aspected by Venus', () => {
    const [y] = found(chart([Ar, Ge, Le, Ta, Pi, Li, Sg, Cn, Cp]), 'daridra-malefic-lagna');
    expect(y).toMatchObject({ pyjhoraId: 'dharidhra_yoga_152', planetsInvolved: [SUN, VENUS] });
  });
  it('does not form with Saturn (lord of the 10th and 11th) in Aries instead of the Sun', () => {
    expect(found(chart([Ta, Ge, Le, Ta, Pi, Li, Ar, Cn, Cp]), 'daridra-malefic-lagna')).toEqual([]);
  });
  it('does not form when Venus moves to Scorpio (aspecting Taurus)', () => {
    expect(found(chart([Ar, Ge, Le, Ta, Pi, Sc, Sg, Cn, Cp]), 'daridra-malefic-lagna')).toEqual([]);
  });
});

it('catalogue: the four Daridra yogas cite Raman #149–152 and PyJHora\'s dharidhra ids', () => {
  const d = YOGA_CATALOGUE.filter((e) => e.id.startsWith('daridra-'));
  expect(d.map((e) => [e.id, e.source.verse, e.pyjhoraId, e.category, e.isBenefic])).toEqual([
    ['daridra-lagna-lord', '#149', 'dharidhra_yoga_149', 'arishta', false],
    ['daridra-fifth-lord', '#150', 'dharidhra_yoga_150', 'arishta', false],
    ['daridra-fifth-lord-aspected', '#151', 'dharidhra_yoga_151', 'arishta', false],
    ['daridra-malefic-lagna', '#152', 'dharidhra_yoga_152', 'arishta', false],
  ]);
});
