/**
 * Letters of a name for numerology: folding to A–Z, the two letter-value tables, and vowel/consonant
 * classification (the Y rule). Pure; knows nothing about HTTP.
 *
 * Folding. NFKD (Unicode Standard Annex #15) splits accented letters into base letter + combining marks,
 * which are dropped (é → e, ñ → n, ﬁ → fi). Letters with no decomposition are mapped by `SPECIAL_LETTERS`:
 * ß/ẞ → ss (Unicode CaseFolding.txt, full folding of U+00DF and U+1E9E is "0073 0073"); the others follow
 * the Text::Unidecode tables (Sean M. Burke; npm `unidecode` 1.1.0 data/x00.js, x01.js): Æ → AE, Œ → OE,
 * Ø → O, Ð/Đ → D, Þ → TH, Ł → L, Ħ → H, ı → I, Ŋ → NG, Ŧ → T, ĸ → K.
 * Hyphens and apostrophes are removed inside a name ("Jean-Luc", "O'Neil" are one name each); any other
 * character that is not A–Z after folding (space, digit, punctuation, a non-Latin script) separates names
 * and is not counted.
 */
import { CoreError } from '../errors.js';

export type NumerologySystem = 'pythagorean' | 'chaldean';
export const NUMEROLOGY_SYSTEMS: readonly NumerologySystem[] = ['pythagorean', 'chaldean'];

/**
 * Pythagorean values: a letter's place in the alphabet reduced to one digit (A=1 … I=9, J=1 … R=9, S=1 … Z=8),
 * as Hans Decoz sets it out in "The Expression" (https://www.worldnumerology.com/numerology-expression/:
 * "M, the thirteenth letter … becomes a 4").
 */
export const PYTHAGOREAN_VALUES: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((ch, i) => [ch, (i % 9) + 1])),
);

/**
 * Chaldean values after Cheiro ("Cheiro's Book of Numbers", 1926): 1 A I J Q Y, 2 B K R, 3 C G L S,
 * 4 D M T, 5 E H N X, 6 U V W, 7 O Z, 8 F P; no letter is 9. The same table is printed at
 * http://aboutnumerology.com/chaldean-number-values/ and https://chaldean-numerology-calculator.com/methodology;
 * Cheiro's C = 3, H = 5, X = 5 are noted at https://bostjanlovrat.com/2024/09/page/2 ("Modern Classics").
 * Indian variants that put C on 2 or H on 8 are not used.
 */
export const CHALDEAN_VALUES: Readonly<Record<string, number>> = Object.freeze(
  Object.fromEntries(
    (
      [
        [1, 'AIJQY'],
        [2, 'BKR'],
        [3, 'CGLS'],
        [4, 'DMT'],
        [5, 'EHNX'],
        [6, 'UVW'],
        [7, 'OZ'],
        [8, 'FP'],
      ] as const
    ).flatMap(([value, letters]) => [...letters].map((ch) => [ch, value])),
  ),
);

/** The letter values a system can produce: 1–9 for Pythagorean, 1–8 for Chaldean (no letter is 9). */
export function letterValueRange(system: NumerologySystem): number[] {
  return system === 'chaldean' ? [1, 2, 3, 4, 5, 6, 7, 8] : [1, 2, 3, 4, 5, 6, 7, 8, 9];
}

export function letterValue(letter: string, system: NumerologySystem): number {
  const table = system === 'chaldean' ? CHALDEAN_VALUES : PYTHAGOREAN_VALUES;
  const value = table[letter];
  if (value === undefined) throw new RangeError(`not a letter A–Z: ${letter}`);
  return value;
}

const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss', ẞ: 'SS', Æ: 'AE', æ: 'ae', Œ: 'OE', œ: 'oe', Ø: 'O', ø: 'o', Ð: 'D', ð: 'd', Đ: 'D', đ: 'd',
  Þ: 'TH', þ: 'th', Ł: 'L', ł: 'l', Ħ: 'H', ħ: 'h', ı: 'i', Ŋ: 'NG', ŋ: 'ng', Ŧ: 'T', ŧ: 't', ĸ: 'k',
};

/** Hyphen and apostrophe look-alikes: removed, so they join the parts of one name. */
const JOINERS = /['\u2018\u2019\u02BC`\u00B4\-\u2010\u2011]/g; // removed before folding

/** Fold to upper-case A–Z where possible; characters that cannot be folded are kept as they are. */
export function foldLatin(input: string): string {
  const stripped = input.normalize('NFKD').replace(/\p{M}/gu, '');
  let out = '';
  for (const ch of stripped) out += SPECIAL_LETTERS[ch] ?? ch;
  return out.toUpperCase();
}

/** The names (words) of `input` as strings of A–Z, hyphens and apostrophes dropped. Possibly empty. */
export function nameWords(input: string): string[] {
  return foldLatin(input.replace(JOINERS, ''))
    .split(/[^A-Z]+/)
    .filter((w) => w.length > 0);
}

const PLAIN_VOWELS = new Set(['A', 'E', 'I', 'O', 'U']);

/**
 * Whether the letter at `index` of `word` (A–Z only) counts as a vowel.
 * A, E, I, O, U always do. Decoz: Y is a vowel "when it is the only vowel sound of a syllable" and otherwise a
 * consonant, "depending on the adjacent letters" (https://www.worldnumerology.com/Do-reading-numerology-02-Personality.html).
 * Concrete approximation on spelling alone, matched against the examples published at
 * https://seventhlifepath.com/hearts-desire-soul-urge-number/ and
 * http://www.astrovera.com/articles/35-numerology/62-heart-desire-number.html:
 *  - Y right after A/E/I/O/U is a consonant (Murray, Hayley, Maloney, Toyota);
 *  - Y opening a name and followed by A/E/I/O/U is a consonant, the J-like sound (Yolanda, Yoda, Yamaha);
 *  - every other Y is a vowel (Mary, Betty, Carolyn, Katelyn, Yvonne, and Bryan, Wyatt where Y precedes a vowel
 *    after a consonant).
 * It cannot hear pronunciation: Kenya (consonant Y sound) counts Y as a vowel.
 */
export function isVowelAt(word: string, index: number): boolean {
  const ch = word[index];
  if (PLAIN_VOWELS.has(ch)) return true;
  if (ch !== 'Y') return false;
  if (index > 0 && PLAIN_VOWELS.has(word[index - 1])) return false;
  if (index === 0 && index + 1 < word.length && PLAIN_VOWELS.has(word[index + 1])) return false;
  return true;
}

export interface NameLetter {
  letter: string;
  value: number;
  vowel: boolean;
}

/** Each name of `input` as its letters with value and vowel flag. Throws a 400-class error when nothing is countable. */
export function nameLetters(input: string, system: NumerologySystem): NameLetter[][] {
  const words = nameWords(input);
  if (words.length === 0) {
    throw new CoreError(
      'VALIDATION_ERROR',
      'name has no Latin letters to count: numerology uses the letters A–Z (accented Latin letters are folded, e.g. é → e); other scripts must be transliterated first',
      'name',
    );
  }
  return words.map((word) =>
    [...word].map((letter, i) => ({ letter, value: letterValue(letter, system), vowel: isVowelAt(word, i) })),
  );
}
