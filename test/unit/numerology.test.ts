/**
 * Numerology core numbers. Expected values come from worked examples on published pages (address in each test)
 * or from hand calculations written out in the test. Letter values used by hand:
 *  Pythagorean A1 B2 C3 D4 E5 F6 G7 H8 I9 J1 K2 L3 M4 N5 O6 P7 Q8 R9 S1 T2 U3 V4 W5 X6 Y7 Z8
 *  Chaldean    A1 B2 C3 D4 E5 F8 G3 H5 I1 J1 K2 L3 M4 N5 O7 P8 Q1 R2 S3 T4 U6 V6 W6 X5 Y1 Z7
 */
import { describe, expect, it } from 'vitest';
import { CoreError } from '../../shared/core/errors.js';
import {
  CHALDEAN_VALUES,
  PYTHAGOREAN_VALUES,
  foldLatin,
  isVowelAt,
  nameLetters,
  nameWords,
} from '../../shared/core/numerology/letters.js';
import {
  birthdayNumber,
  businessNameNumber,
  coreNumbers as coreNumbersCore,
  destinyNumber,
  digitalRoot,
  karmicLessons,
  lifePathNumber,
  maturityNumber,
  nameBreakdown,
  numberCompatibility,
  personalYearNumber,
  personalityNumber,
  resolveNumerologyOptions,
  soulUrgeNumber,
  type NumerologyNumber,
} from '../../shared/core/numerology/numbers.js';
import { rendered } from '../helpers/text.js';

const coreNumbers = rendered(coreNumbersCore);

const vowelsOf = (name: string) => nameLetters(name, 'pythagorean').flat().filter((l) => l.vowel).map((l) => l.letter).join('');
const pick = (n: NumerologyNumber) => ({ value: n.value, compound: n.compound, karmicDebt: n.karmicDebt });

describe('letter tables', () => {
  it('Pythagorean is the alphabet position reduced: M (13th) is 4, Z (26th) is 8 (worldnumerology.com/numerology-expression/)', () => {
    expect(PYTHAGOREAN_VALUES.M).toBe(4);
    expect(PYTHAGOREAN_VALUES.Z).toBe(8);
    expect(PYTHAGOREAN_VALUES.I).toBe(9);
    expect(PYTHAGOREAN_VALUES.S).toBe(1);
  });

  it('Chaldean (Cheiro) uses 1–8 only, F and P are 8, O and Z are 7 (aboutnumerology.com/chaldean-number-values/)', () => {
    const values = Object.values(CHALDEAN_VALUES);
    expect(Object.keys(CHALDEAN_VALUES)).toHaveLength(26);
    expect(Math.max(...values)).toBe(8);
    expect(values).not.toContain(9);
    expect([CHALDEAN_VALUES.F, CHALDEAN_VALUES.P, CHALDEAN_VALUES.O, CHALDEAN_VALUES.Z]).toEqual([8, 8, 7, 7]);
    expect([CHALDEAN_VALUES.C, CHALDEAN_VALUES.H, CHALDEAN_VALUES.X]).toEqual([3, 5, 5]);
  });
});

describe('Pythagorean worked examples (Hans Decoz)', () => {
  it('Life Path October 12, 1936: 1 + 3 + 1 = 5 (decoz.com/do-your-own-numerology-report.htm)', () => {
    expect(pick(lifePathNumber({ year: 1936, month: 10, day: 12 }, 'pythagorean', 'reduce-components'))).toEqual({ value: 5, compound: 5, karmicDebt: null });
  });

  it('Life Path November 22, 1992 keeps the master month and day: 11 + 22 + 3 = 36 → 9 (same page)', () => {
    const lp = lifePathNumber({ year: 1992, month: 11, day: 22 }, 'pythagorean', 'reduce-components');
    expect(pick(lp)).toEqual({ value: 9, compound: 36, karmicDebt: null });
    expect(lp.isMaster).toBe(false);
  });

  it('Expression of Thomas Cruise Mapother is 31/4, Thomas alone being a master 22 (worldnumerology.com numerology-class-07-expression and blog/numerology-course-22-transits-continued)', () => {
    // THOMAS 2+8+6+4+1+1 = 22 (kept); CRUISE 3+9+3+9+1+5 = 30 → 3; MAPOTHER 4+1+7+6+2+8+5+9 = 42 → 6
    expect(nameBreakdown('Thomas Cruise Mapother', 'pythagorean').map((w) => w.total)).toEqual([22, 30, 42]);
    const d = destinyNumber('Thomas Cruise Mapother', 'pythagorean');
    expect(pick(d)).toEqual({ value: 4, compound: 31, karmicDebt: null });
    // Adding all letters at once would give 94 → 13 → 4 and a karmic debt Decoz does not show.
  });

  it("Heart's Desire of Thomas John Hancock: 7 + 6 + 7 = 20 → 2 (worldnumerology.com/Do-reading-numerology-02-HeartDes.html)", () => {
    expect(pick(soulUrgeNumber('Thomas John Hancock', 'pythagorean'))).toEqual({ value: 2, compound: 20, karmicDebt: null });
  });

  it('Karmic Lessons of Thomas John Hancock are 7 and 9 (worldnumerology.com/Do-reading-numerology-02-KarmicLes.html)', () => {
    expect(karmicLessons('Thomas John Hancock', 'pythagorean')).toEqual([7, 9]);
  });

  it('Personality and Expression of Thomas John Hancock, by hand with the per-name method', () => {
    // consonants: THMS 2+8+4+1 = 15 → 6; JHN 1+8+5 = 14 → 5; HNCCK 8+5+3+3+2 = 21 → 3; 6 + 5 + 3 = 14 → 5 (karmic 14)
    expect(pick(personalityNumber('Thomas John Hancock', 'pythagorean'))).toEqual({ value: 5, compound: 14, karmicDebt: 14 });
    // all letters: THOMAS 22 (master kept); JOHN 1+6+8+5 = 20 → 2; HANCOCK 8+1+5+3+6+3+2 = 28 → 10 → 1; 22 + 2 + 1 = 25 → 7
    expect(pick(destinyNumber('Thomas John Hancock', 'pythagorean'))).toEqual({ value: 7, compound: 25, karmicDebt: null });
  });

  it('Personal Year, born May 15, for 1992: 5 + 6 + 3 = 14 → 5 (numerology.findyourfate.com/online-numerology/personalfirst.asp)', () => {
    expect(pick(personalYearNumber({ month: 5, day: 15 }, 1992))).toEqual({ value: 5, compound: 14, karmicDebt: 14 });
  });

  it('Personal Year, born September 23, for 2023: 9 + 5 + 7 = 21 → 3 (judythsult.com/numerology-basic-how-to/)', () => {
    expect(personalYearNumber({ month: 9, day: 23 }, 2023).value).toBe(3);
  });

  it('Personal Year reduces an 11 (Decoz: masters are not recognized in personal cycles, worldnumerology.com/monthly-numerology-forecast.html)', () => {
    // born February 29, year 2023: 2 + (29 → 11 → 2) + (2023 → 7) = 11 → 2
    const py = personalYearNumber({ month: 2, day: 29 }, 2023);
    expect(pick(py)).toEqual({ value: 2, compound: 11, karmicDebt: null });
    expect(py.isMaster).toBe(false);
  });
});

describe('Life Path methods', () => {
  it('May 4, 1977: reduce-components 5 + 4 + 6 = 15 → 6, sum-all 33 (mysticsisterhood.forumotion.com/t611-numerology-calculator)', () => {
    const date = { year: 1977, month: 5, day: 4 };
    expect(lifePathNumber(date, 'pythagorean', 'reduce-components').value).toBe(6);
    const sumAll = lifePathNumber(date, 'pythagorean', 'sum-all');
    expect(sumAll.value).toBe(33);
    expect(sumAll.isMaster).toBe(true);
    expect(sumAll.root).toBe(6);
  });

  it('December 21, 1954: 3 + 3 + 1 = 7 (same page)', () => {
    expect(lifePathNumber({ year: 1954, month: 12, day: 21 }, 'pythagorean', 'reduce-components').value).toBe(7);
  });

  it('sum-all October 13, 1987: 1+0+1+3+1+9+8+7 = 30 → 3 (m.wishafriend.com/numerology/lifepathnumber/)', () => {
    expect(pick(lifePathNumber({ year: 1987, month: 10, day: 13 }, 'pythagorean', 'sum-all'))).toEqual({ value: 3, compound: 30, karmicDebt: null });
  });

  it('sum-all July 15, 1987: 0+7+1+5+1+9+8+7 = 38 → 11 (woobiz.net/numerology-calculator)', () => {
    expect(lifePathNumber({ year: 1987, month: 7, day: 15 }, 'pythagorean', 'sum-all').value).toBe(11);
  });

  it('a master at the final stage: 5 May 1990 → 5 + 5 + 1 = 11 (kalm.com/angel-numbers-numerology-reading/learn/how-to-calculate-your-life-path-number)', () => {
    const lp = lifePathNumber({ year: 1990, month: 5, day: 5 }, 'pythagorean', 'reduce-components');
    expect([lp.value, lp.root, lp.isMaster, lp.rulingPlanet, lp.planetName]).toEqual([11, 2, true, 1, 'Moon']);
    // same page: 14 June 1990 → 6 + 5 + 1 = 12 → 3
    expect(lifePathNumber({ year: 1990, month: 6, day: 14 }, 'pythagorean', 'reduce-components').value).toBe(3);
  });

  it('karmic debt in the life path total: March 23, 1985 → 3 + 5 + 5 = 13/4 (feliciabender.com/karmic-number-134/)', () => {
    expect(pick(lifePathNumber({ year: 1985, month: 3, day: 23 }, 'pythagorean', 'reduce-components'))).toEqual({ value: 4, compound: 13, karmicDebt: 13 });
  });

  it('a year reducing to a master is kept as a component (hand): July 28, 1984 → 7 + 1 + 22 = 30 → 3', () => {
    // 28 → 10 → 1; 1984 → 1+9+8+4 = 22 (kept); 7 + 1 + 22 = 30 → 3
    expect(pick(lifePathNumber({ year: 1984, month: 7, day: 28 }, 'pythagorean', 'reduce-components'))).toEqual({ value: 3, compound: 30, karmicDebt: null });
  });

  it('leap-day birth 29 February 2000 (hand)', () => {
    const date = { year: 2000, month: 2, day: 29 };
    // components: 2; 29 → 11 (kept); 2000 → 2; 2 + 11 + 2 = 15 → 6
    expect(pick(lifePathNumber(date, 'pythagorean', 'reduce-components'))).toEqual({ value: 6, compound: 15, karmicDebt: null });
    // sum-all: 2 + 2 + 9 + 2 = 15 → 6
    expect(lifePathNumber(date, 'pythagorean', 'sum-all').value).toBe(6);
    // Chaldean keeps no master: 2 + (29 → 11 → 2) + 2 = 6
    expect(pick(lifePathNumber(date, 'chaldean', 'reduce-components'))).toEqual({ value: 6, compound: 6, karmicDebt: null });
    // birthday 29 → 11 (Pythagorean), 2 (Chaldean)
    expect(pick(birthdayNumber(29, 'pythagorean'))).toEqual({ value: 11, compound: 29, karmicDebt: null });
    expect(birthdayNumber(29, 'chaldean').value).toBe(2);
  });

  it('29 February of a common year is rejected as a date', () => {
    expect(() => lifePathNumber({ year: 2001, month: 2, day: 29 }, 'pythagorean', 'reduce-components')).toThrow(CoreError);
  });
});

describe('Birthday and Maturity', () => {
  it('a day of 13, 14, 16 or 19 is its own karmic debt (worldnumerology.com/numerology-karmic-debt-numbers/: Birth Day is a core number)', () => {
    expect([13, 14, 16, 19].map((d) => birthdayNumber(d, 'pythagorean').karmicDebt)).toEqual([13, 14, 16, 19]);
    expect([13, 14, 16, 19].map((d) => birthdayNumber(d, 'pythagorean').value)).toEqual([4, 5, 7, 1]);
    expect(birthdayNumber(22, 'pythagorean').isMaster).toBe(true);
    expect(birthdayNumber(12, 'pythagorean').karmicDebt).toBeNull();
  });

  it('Maturity 11 + 5 = 16 → 7, karmic 16 (zodiac.fajirblogger.com/calculating-interpreting-your-maturity-number/)', () => {
    expect(pick(maturityNumber(11, 5, 'pythagorean'))).toEqual({ value: 7, compound: 16, karmicDebt: 16 });
  });

  it('Maturity can be a master (hand): 5 + 6 = 11; Chaldean reduces it: 2', () => {
    expect(maturityNumber(5, 6, 'pythagorean').value).toBe(11);
    expect(maturityNumber(5, 6, 'chaldean').value).toBe(2);
  });
});

describe('Chaldean worked examples', () => {
  it('RAHUL SHARMA: name 17 + 16 = 33 → 6, vowels 9, consonants 24 → 6 (imageflipfree.com/how-chaldean-numerology-works)', () => {
    expect(nameBreakdown('Rahul Sharma', 'chaldean').map((w) => w.total)).toEqual([17, 16]);
    const d = destinyNumber('Rahul Sharma', 'chaldean');
    expect(pick(d)).toEqual({ value: 6, compound: 33, karmicDebt: null });
    expect(d.isMaster).toBe(false);
    expect(soulUrgeNumber('Rahul Sharma', 'chaldean').value).toBe(9);
    expect(pick(personalityNumber('Rahul Sharma', 'chaldean'))).toEqual({ value: 6, compound: 24, karmicDebt: null });
  });

  it('GRACE ELIZABETH WARD: 14, 33, 13 → 5 + 6 + 4 = 15 → 6 (flapperpress.com/numerology-basics)', () => {
    expect(nameBreakdown('Grace Elizabeth Ward', 'chaldean').map((w) => w.total)).toEqual([14, 33, 13]);
    // whole name: 14 + 33 + 13 = 60 → 6
    expect(pick(destinyNumber('Grace Elizabeth Ward', 'chaldean'))).toEqual({ value: 6, compound: 60, karmicDebt: null });
  });

  it('JOHN ADAM SMITH names total 18, 10, 17 → 9, 1, 8 (L. B. Thompson, Chaldean Numerology for Beginners, ch. 2, trantor.is/content/Y8hWysDlsoFZSUjy/M624_ChaldeanNFB-2.html)', () => {
    expect(nameBreakdown('John Adam Smith', 'chaldean').map((w) => digitalRoot(w.total))).toEqual([9, 1, 8]);
    // whole name 18 + 10 + 17 = 45 → 9 (and 9 + 1 + 8 = 18 → 9)
    expect(destinyNumber('John Adam Smith', 'chaldean').value).toBe(9);
  });

  it('DONALD = 4+7+5+1+3+4 = 24 → 6 (numerologyscience.com/chaldean-numerology)', () => {
    expect(pick(destinyNumber('Donald', 'chaldean'))).toEqual({ value: 6, compound: 24, karmicDebt: null });
  });

  it('MAYA = 4+1+1+1 = 7 (chaldean-numerology-calculator.com/blog/understanding-chaldean-numerology)', () => {
    expect(destinyNumber('Maya', 'chaldean').value).toBe(7);
  });

  it('Chaldean karmic lessons look at 1–8 only (hand): RAHUL SHARMA has 1 2 3 4 5 6, lacks 7 and 8', () => {
    expect(karmicLessons('Rahul Sharma', 'chaldean')).toEqual([7, 8]);
  });
});

describe('the Y rule', () => {
  // seventhlifepath.com/hearts-desire-soul-urge-number/ and astrovera.com …/62-heart-desire-number.html
  it('Y is a vowel in Mary, Betty, Carolyn, Yvonne, Bryan, Wyatt', () => {
    expect(['Mary', 'Betty', 'Carolyn', 'Yvonne', 'Bryan', 'Wyatt'].map(vowelsOf)).toEqual(['AY', 'EY', 'AOY', 'YOE', 'YA', 'YA']);
  });

  it('Y is a consonant in Murray, Hayley, Maloney, Yolanda, Yoda, Toyota', () => {
    expect(['Murray', 'Hayley', 'Maloney', 'Yolanda', 'Yoda', 'Toyota'].map(vowelsOf)).toEqual(['UA', 'AE', 'AOE', 'OAA', 'OA', 'OOA']);
  });

  it('the rule moves Y between Soul Urge and Personality (hand)', () => {
    // MARY: vowels A1 + Y7 = 8, consonants M4 + R9 = 13 → 4
    expect(soulUrgeNumber('Mary', 'pythagorean').value).toBe(8);
    expect(pick(personalityNumber('Mary', 'pythagorean'))).toEqual({ value: 4, compound: 13, karmicDebt: 13 });
    // MURRAY: vowels U3 + A1 = 4, consonants M4 + R9 + R9 + Y7 = 29 → 11 (master)
    expect(soulUrgeNumber('Murray', 'pythagorean').value).toBe(4);
    expect(pick(personalityNumber('Murray', 'pythagorean'))).toEqual({ value: 11, compound: 29, karmicDebt: null });
  });

  it('isVowelAt reads the neighbours', () => {
    expect(isVowelAt('LYNN', 1)).toBe(true);
    expect(isVowelAt('YASMIN', 0)).toBe(false);
    expect(isVowelAt('RAY', 2)).toBe(false);
    expect(isVowelAt('Y', 0)).toBe(true);
  });
});

describe('names: folding, separators, edge cases', () => {
  it('accented Latin letters fold (é → e, ß → ss, æ → ae, ø → o, þ → th, ł → l)', () => {
    expect(foldLatin('Renée Zoë')).toBe('RENEE ZOE');
    expect(foldLatin('Straße Æsa Øyvind Þór Łukasz')).toBe('STRASSE AESA OYVIND THOR LUKASZ');
    expect(destinyNumber('José Núñez', 'pythagorean')).toEqual(destinyNumber('Jose Nunez', 'pythagorean'));
    expect(nameWords('Ægir Straße')).toEqual(['AEGIR', 'STRASSE']);
  });

  it('hyphens and apostrophes are ignored and join a name: Jean-Luc O’Neil = JeanLuc ONeil', () => {
    expect(nameWords("Jean-Luc O’Neil")).toEqual(['JEANLUC', 'ONEIL']);
    for (const f of [destinyNumber, soulUrgeNumber, personalityNumber]) {
      expect(f("Jean-Luc O'Neil", 'pythagorean')).toEqual(f('JeanLuc ONeil', 'pythagorean'));
    }
  });

  it('one-letter name A (hand): destiny 1, soul urge 1, personality 0 (no consonants)', () => {
    expect(destinyNumber('A', 'pythagorean').value).toBe(1);
    expect(soulUrgeNumber('A', 'pythagorean').value).toBe(1);
    const p = personalityNumber('A', 'pythagorean');
    expect([p.value, p.root, p.isMaster, p.rulingPlanet, p.planetName]).toEqual([0, 0, false, null, null]);
    expect(karmicLessons('A', 'pythagorean')).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a one-word name shows its own total as the compound (hand): VEDA 4+5+4+1 = 14 → 5, karmic 14', () => {
    expect(pick(destinyNumber('Veda', 'pythagorean'))).toEqual({ value: 5, compound: 14, karmicDebt: 14 });
  });

  it('very long names (hand)', () => {
    // one name of 5000 A's: 5000 → 5
    expect(pick(destinyNumber('A'.repeat(5000), 'pythagorean'))).toEqual({ value: 5, compound: 5000, karmicDebt: null });
    // 1000 names ANN = 1+5+5 = 11, each kept as a master: 11 × 1000 = 11000 → 2
    expect(pick(destinyNumber(Array(1000).fill('Ann').join(' '), 'pythagorean'))).toEqual({ value: 2, compound: 11000, karmicDebt: null });
  });

  it('masters at the name stages (hand): ANN = 11; ANN ANN = 11 + 11 = 22; soul urge of ALIA = 1+9+1 = 11', () => {
    expect(destinyNumber('Ann', 'pythagorean').value).toBe(11);
    expect(destinyNumber('Ann Ann', 'pythagorean').value).toBe(22);
    expect(soulUrgeNumber('Alia', 'pythagorean').value).toBe(11);
    expect(destinyNumber('Ann', 'chaldean').value).toBe(2); // Chaldean A1 N5 N5 = 11 → 2
  });

  it('a name with no Latin letters is a VALIDATION_ERROR on name', () => {
    for (const bad of ['李小龙', 'Ωμέγα', '1234', ' - \' ', '']) {
      try {
        destinyNumber(bad, 'pythagorean');
        expect.unreachable(`${bad} should throw`);
      } catch (e) {
        expect(e).toBeInstanceOf(CoreError);
        expect((e as CoreError).code).toBe('VALIDATION_ERROR');
        expect((e as CoreError).path).toBe('name');
        expect((e as CoreError).message).toMatch(/Latin letters/);
      }
    }
  });

  it('non-Latin parts of a mixed name are not counted: "Anna 李" = "Anna"', () => {
    expect(destinyNumber('Anna 李', 'pythagorean')).toEqual(destinyNumber('Anna', 'pythagorean'));
  });
});

describe('business name', () => {
  it('VEDA is 5 (astroask.net/learn/numerology/business-numerology); 5 is friendly with every number (fanantes.org/Numerology_2.html)', () => {
    const b = businessNameNumber('Veda', 'pythagorean', { basis: 'lifePath', value: 3 });
    expect(b.number.value).toBe(5);
    expect(b.compatibility).toEqual({ verdict: 'harmonious', compatible: true });
    expect(businessNameNumber('Veda', 'pythagorean', { basis: 'destiny', value: 14 }).compatibility.verdict).toBe('same');
  });

  it('RELIANCE is 25 → 7 in Chaldean (namealigned.com/blog/name-numerology-business.html); 7 pairs with 2, not with 3', () => {
    const withTwo = businessNameNumber('Reliance', 'chaldean', { basis: 'lifePath', value: 11 });
    expect(pick(withTwo.number)).toEqual({ value: 7, compound: 25, karmicDebt: null });
    expect(withTwo.owner).toEqual({ basis: 'lifePath', value: 11, root: 2 });
    expect(withTwo.compatibility.verdict).toBe('harmonious');
    expect(businessNameNumber('Reliance', 'chaldean', { basis: 'lifePath', value: 3 }).compatibility).toEqual({ verdict: 'neutral', compatible: false });
  });

  it('the Cheiro series: 1–4, 2–7, 3–6–9, 4–8 attract; 1–8 and 3–4 do not', () => {
    expect([numberCompatibility(1, 4), numberCompatibility(7, 2), numberCompatibility(9, 3), numberCompatibility(8, 4)]).toEqual(Array(4).fill('harmonious'));
    expect([numberCompatibility(1, 8), numberCompatibility(3, 4)]).toEqual(['neutral', 'neutral']);
    expect(numberCompatibility(22, 4)).toBe('same');
  });
});

describe('core numbers', () => {
  it('Thomas John Hancock born 1990-05-15, personal year 2026 (hand, Pythagorean)', () => {
    const r = coreNumbers({ name: 'Thomas John Hancock', year: 1990, month: 5, day: 15, system: 'pythagorean', lifePathMethod: 'reduce-components', targetYear: 2026 });
    expect(r.dateOfBirth).toBe('1990-05-15');
    // life path 5 + (15 → 6) + (1990 → 19 → 10 → 1) = 12 → 3
    expect(pick(r.lifePath)).toEqual({ value: 3, compound: 12, karmicDebt: null });
    expect(r.birthday.value).toBe(6);
    expect(r.destiny.value).toBe(7);
    expect(r.soulUrge.value).toBe(2);
    expect(r.personality.value).toBe(5);
    // maturity 3 + 7 = 10 → 1; personal year 5 + 6 + (2026 → 10 → 1) = 12 → 3
    expect(r.maturity.value).toBe(1);
    expect(r.personalYear.value).toBe(3);
    expect(r.karmicLessons).toEqual([7, 9]);
    expect(r.karmicDebts).toEqual([{ value: 14, source: 'personality' }]);
    expect(r.masterNumbers).toEqual([]);
    expect(r.lifePath.planetName).toBe('Jupiter');
    expect(r.lifePath.rulingPlanet).toBe(4);
    expect(r.summary).toContain('Personality 14/5');
    expect(r.summary).toContain('Karmic lessons: 7 and 9');
  });

  it('the spec field set and order, the lead adding tradition and name', () => {
    const r = coreNumbers({ name: 'Rahul Sharma', year: 1988, month: 3, day: 15, system: 'chaldean', lifePathMethod: 'reduce-components', targetYear: 2025 });
    expect(Object.keys(r)).toEqual([
      'lifePathMethod', 'system', 'dateOfBirth', 'lifePath', 'birthday', 'destiny', 'soulUrge', 'personality', 'maturity',
      'personalYear', 'karmicLessons', 'karmicDebts', 'masterNumbers', 'summary',
    ]);
    expect(Object.keys(r.lifePath)).toEqual(['value', 'root', 'isMaster', 'karmicDebt', 'rulingPlanet', 'planetName', 'keyword', 'compound']);
    expect(r.destiny.value).toBe(6);
    expect(r.masterNumbers).toEqual([]);
  });

  it('masters and karmic debts are collected (hand): Ann, born 1990-05-05', () => {
    const r = coreNumbers({ name: 'Ann', year: 1990, month: 5, day: 5, system: 'pythagorean', lifePathMethod: 'reduce-components', targetYear: 2024 });
    // life path 11 (kalm.com example); destiny ANN 11; maturity 11 + 11 = 22
    expect([r.lifePath.value, r.destiny.value, r.maturity.value]).toEqual([11, 11, 22]);
    expect(r.masterNumbers).toEqual([11, 22]);
    // personal year 5 + 5 + (2024 → 8) = 18 → 9
    expect(r.personalYear.value).toBe(9);
  });

  it('presets: western → pythagorean, vedic → chaldean, both reduce-components; explicit options win', () => {
    expect(resolveNumerologyOptions({})).toEqual({ tradition: 'western', system: 'pythagorean', lifePathMethod: 'reduce-components' });
    expect(resolveNumerologyOptions({ tradition: 'vedic' })).toEqual({ tradition: 'vedic', system: 'chaldean', lifePathMethod: 'reduce-components' });
    expect(resolveNumerologyOptions({ tradition: 'vedic', system: 'pythagorean', lifePathMethod: 'sum-all' })).toEqual({ tradition: 'vedic', system: 'pythagorean', lifePathMethod: 'sum-all' });
  });
});

describe('invariants', () => {
  const names = ['Thomas John Hancock', 'Mary-Jane O’Connor', 'Ægir Þórsson', 'Bryan Wyatt', 'Yolanda Ng', 'Zoë', 'Q', 'Brr Tsk'];
  const allowed = new Set([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
  const check = (n: NumerologyNumber) => {
    expect(allowed.has(n.value)).toBe(true);
    expect(n.root).toBe(digitalRoot(n.value));
    expect(n.root).toBe(digitalRoot(n.compound));
    expect(n.isMaster).toBe([11, 22, 33].includes(n.value));
    if (n.karmicDebt !== null) {
      expect([13, 14, 16, 19]).toContain(n.karmicDebt);
      expect(digitalRoot(n.karmicDebt)).toBe(n.root);
    }
    if (n.value === 0) expect(n.rulingPlanet).toBeNull();
    else expect(n.rulingPlanet).toBe([null, 0, 1, 4, 7, 3, 5, 8, 6, 2][n.root]);
  };

  it('every number object of every system and method, over a sweep of dates and names', () => {
    let count = 0;
    for (let year = 1900; year <= 2100; year += 7) {
      for (let month = 1; month <= 12; month += 1) {
        const day = ((year + month * 5) % 28) + 1;
        for (const system of ['pythagorean', 'chaldean'] as const) {
          for (const lifePathMethod of ['reduce-components', 'sum-all'] as const) {
            const r = coreNumbers({ name: names[(year + month) % names.length], year, month, day, system, lifePathMethod, targetYear: year + 30 });
            for (const k of ['lifePath', 'birthday', 'destiny', 'soulUrge', 'personality', 'maturity', 'personalYear'] as const) {
              check(r[k]);
              if (system === 'chaldean' || k === 'personalYear') expect(r[k].isMaster).toBe(false);
              count++;
            }
            // the digital root of a date does not depend on the method
            expect(r.lifePath.root).toBe(digitalRoot(month + day + year));
          }
        }
      }
    }
    expect(count).toBeGreaterThan(2000);
  });

  it('Brr Tsk has no vowels: soul urge 0, and its karmic lessons are the values it lacks', () => {
    expect(soulUrgeNumber('Brr Tsk', 'pythagorean').value).toBe(0);
    // B2 R9 R9 T2 S1 K2 → present 1, 2, 9
    expect(karmicLessons('Brr Tsk', 'pythagorean')).toEqual([3, 4, 5, 6, 7, 8]);
  });
});
