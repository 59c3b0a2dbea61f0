/**
 * Core numerology numbers from a name and a birth date, in the Pythagorean (Decoz) and Chaldean (Cheiro) systems.
 *
 * Reduction. Digits are added until one digit is left. Pythagorean keeps the master numbers 11, 22, 33 wherever a
 * reduction meets one (Decoz, https://www.worldnumerology.com/Do-reading-numerology-02-HeartDes.html: "If at any time
 * you encounter a Master number, 11, 22 or 33, do not reduce it"). Chaldean keeps none: Cheiro reads the unreduced
 * "compound" total and its single digit, so a Chaldean name total of 33 gives 6
 * (RAHUL SHARMA, https://imageflipfree.com/how-chaldean-numerology-works: "Total = 17 + 16 = 33 → Compound 33 →
 * Single 6"). `compound` in every number object is the total at the last stage, before reduction (Decoz writes
 * "31/4").
 *
 * Karmic debt (13, 14, 16, 19; https://www.worldnumerology.com/numerology-karmic-debt-numbers/) is read on that
 * last-stage total and the chain that reduces it, plus the day of birth itself for the Birthday number: the sum of
 * the reduced month, day and year (March 23, 1985: 3 + 5 + 5 = 13 → "13/4", https://feliciabender.com/karmic-number-134/),
 * the sum of the reduced names, the Maturity sum. Sub-totals (one name, one date component) are not read.
 */
import { list, planetTerm, text, type Text } from '../text.js';
import { VEDIC_PLANETS, type Graha } from '../vedic/grahas.js';
import { CoreError } from '../errors.js';
import { letterValueRange, nameLetters, type NameLetter, type NumerologySystem } from './letters.js';

export type LifePathMethod = 'reduce-components' | 'sum-all';
export const LIFE_PATH_METHODS: readonly LifePathMethod[] = ['reduce-components', 'sum-all'];
export type NumerologyTradition = 'western' | 'vedic';
export const NUMEROLOGY_TRADITIONS: readonly NumerologyTradition[] = ['western', 'vedic'];

export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];
export const KARMIC_DEBT_NUMBERS: readonly number[] = [13, 14, 16, 19];

/**
 * Tradition presets (API-DECISIONS `system`, `tradition`): western = Pythagorean + reduce-components, vedic = Chaldean
 * + reduce-components. An explicit `system` or `lifePathMethod` wins over the preset.
 */
export const TRADITION_PRESETS: Readonly<Record<NumerologyTradition, { system: NumerologySystem; lifePathMethod: LifePathMethod }>> = {
  western: { system: 'pythagorean', lifePathMethod: 'reduce-components' },
  vedic: { system: 'chaldean', lifePathMethod: 'reduce-components' },
};

export function resolveNumerologyOptions(opts: { tradition?: NumerologyTradition; system?: NumerologySystem; lifePathMethod?: LifePathMethod }) {
  const tradition = opts.tradition ?? 'western';
  const preset = TRADITION_PRESETS[tradition];
  return { tradition, system: opts.system ?? preset.system, lifePathMethod: opts.lifePathMethod ?? preset.lifePathMethod };
}

/**
 * Ruling planet of a root digit, as Vedic numerology assigns them: 1 Sun, 2 Moon, 3 Jupiter, 4 Rahu, 5 Mercury,
 * 6 Venus, 7 Ketu, 8 Saturn, 9 Mars (http://www.blog.vedicfolks.com/vedic-numerology-introduction-from-vedic-folks/;
 * the same list at https://www.izodiaque.com/2017/05/09/opposites-attract-fact-myth/). Cheiro's western list puts
 * Uranus on 4 and Neptune on 7 (https://lipibanerjee.com/numbers-and-the-corresponding-planet/); the nodes take their
 * place here. A master number takes its root's planet (11 → Moon).
 */
const PLANET_OF_ROOT: readonly (Graha | null)[] = [null, 'Sun', 'Moon', 'Jupiter', 'Rahu', 'Mercury', 'Venus', 'Ketu', 'Saturn', 'Mars'];

/**
 * One neutral keyword per number: 2 cooperation, 3 expression, 4 foundation from "Meaning of the numbers",
 * http://numerology.findyourfate.com/; 1 leadership, 5 freedom, 6 family, 7 research, 8 material success,
 * 9 universal love, 11 inspiration from https://seekwisdomwords.com/loving-that-number; 22 master builder,
 * 33 master teacher from http://freetofindtruth.blogspot.com/2014/02/the-master-numbers-and-english-language.html.
 */
const KEYWORD_NUMBERS = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33]);
/** The keyword of a number (catalogue keys numerology.keyword.1 … .33; .0 when there is nothing to count). */
function keywordOf(value: number, root: number): Text {
  return text(`numerology.keyword.${KEYWORD_NUMBERS.has(value) ? value : KEYWORD_NUMBERS.has(root) ? root : 0}`);
}

export interface NumerologyNumber {
  /** Reduced number, masters kept where the system keeps them; 0 only when there is nothing to count (no vowels, no consonants). */
  value: number;
  /** Single digit of `value` (11 → 2). */
  root: number;
  isMaster: boolean;
  karmicDebt: number | null;
  /** Index in VEDIC_PLANETS (0 Sun … 8 Ketu); null when value is 0. */
  rulingPlanet: number | null;
  planetName: string | null;
  keyword: Text;
  /** Last-stage total before reduction. */
  compound: number;
}

export function digitSum(n: number): number {
  let s = 0;
  for (let m = Math.abs(Math.trunc(n)); m > 0; m = Math.floor(m / 10)) s += m % 10;
  return s;
}

/** `n` and every step of its reduction, ending at one digit (or at a master number when `keepMasters`). */
export function reductionChain(n: number, keepMasters: boolean): number[] {
  const chain = [n];
  let cur = n;
  while (cur > 9 && !(keepMasters && MASTER_NUMBERS.includes(cur))) {
    cur = digitSum(cur);
    chain.push(cur);
  }
  return chain;
}

export function reduceNumber(n: number, keepMasters: boolean): number {
  const chain = reductionChain(n, keepMasters);
  return chain[chain.length - 1];
}

/** 1–9 for n > 0 (the digit sum repeated), 0 for 0. */
export function digitalRoot(n: number): number {
  return n === 0 ? 0 : 1 + ((n - 1) % 9);
}

const keepsMasters = (system: NumerologySystem) => system === 'pythagorean';

function numberFromChain(chain: number[]): NumerologyNumber {
  const value = chain[chain.length - 1];
  const root = digitalRoot(value);
  const planet = PLANET_OF_ROOT[root];
  return {
    value,
    root,
    isMaster: MASTER_NUMBERS.includes(value),
    karmicDebt: chain.find((n) => KARMIC_DEBT_NUMBERS.includes(n)) ?? null,
    rulingPlanet: planet === null ? null : VEDIC_PLANETS.indexOf(planet),
    planetName: planet,
    keyword: keywordOf(value, root),
    compound: chain[0],
  };
}

/** A number object for an already-formed total (e.g. a compatibility sum), reduced the way `system` reduces. */
export function numberFromTotal(total: number, system: NumerologySystem): NumerologyNumber {
  return numberFromChain(reductionChain(total, keepsMasters(system)));
}

export interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/** Proleptic Gregorian calendar, years 1–9999; 29 February only in leap years. */
export function assertBirthDate({ year, month, day }: BirthDate, path = 'date'): void {
  const ok = [year, month, day].every(Number.isInteger) && year >= 1 && year <= 9999 && month >= 1 && month <= 12;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (!ok || !(day >= 1 && day <= days)) {
    throw new CoreError('VALIDATION_ERROR', `not a calendar date: ${year}-${month}-${day}`, path);
  }
}

/**
 * Life Path. reduce-components (Decoz, https://www.decoz.com/do-your-own-numerology-report.htm): month, day and
 * year are each reduced "to a single-digit or a Master number", added, and the total reduced (November 22, 1992:
 * 11 + 22 + 3 = 36 → 9). sum-all: every digit of the date added at once and reduced (October 13, 1987:
 * 1+0+1+3+1+9+8+7 = 30 → 3, http://m.wishafriend.com/numerology/lifepathnumber/); it can give a master the
 * component method does not (May 4, 1977: 33 against 6,
 * https://mysticsisterhood.forumotion.com/t611-numerology-calculator).
 */
export function lifePathNumber(date: BirthDate, system: NumerologySystem, method: LifePathMethod): NumerologyNumber {
  assertBirthDate(date);
  const keep = keepsMasters(system);
  const { year, month, day } = date;
  const total =
    method === 'sum-all'
      ? digitSum(month) + digitSum(day) + digitSum(year)
      : reduceNumber(month, keep) + reduceNumber(day, keep) + reduceNumber(year, keep);
  return numberFromChain(reductionChain(total, keep));
}

/** Birthday: the day of birth reduced (29 → 11 kept in Pythagorean); a day of 13, 14, 16, 19 is itself a karmic debt. */
export function birthdayNumber(day: number, system: NumerologySystem): NumerologyNumber {
  if (!Number.isInteger(day) || day < 1 || day > 31) throw new CoreError('VALIDATION_ERROR', `not a day of the month: ${day}`, 'date');
  return numberFromChain(reductionChain(day, keepsMasters(system)));
}

type LetterGroup = 'all' | 'vowels' | 'consonants';
const inGroup = (l: NameLetter, group: LetterGroup) => group === 'all' || (group === 'vowels') === l.vowel;

/**
 * A name number over one letter group. Pythagorean (Decoz, https://www.worldnumerology.com/numerology-expression/):
 * each name is added and reduced on its own, masters kept, then the reduced names are added and reduced
 * (Thomas Cruise Mapother: Thomas 22, Cruise 30 → 3, Mapother 42 → 6; 22 + 3 + 6 = 31 → 4). A name with no letter
 * of the group adds nothing; when only one name has letters of the group, its unreduced total is the compound (there
 * is nothing to add, so a one-word name totalling 14 shows 14/5). Chaldean (Cheiro): all the letters of the group in
 * the whole name are added into one compound and reduced.
 */
function nameNumber(name: string, system: NumerologySystem, group: LetterGroup): NumerologyNumber {
  const words = nameLetters(name, system);
  const wordTotals = words.map((w) => w.filter((l) => inGroup(l, group)).reduce((s, l) => s + l.value, 0));
  const keep = keepsMasters(system);
  const contributing = wordTotals.filter((t) => t > 0);
  const total =
    system === 'pythagorean' && contributing.length > 1
      ? contributing.reduce((s, t) => s + reduceNumber(t, keep), 0)
      : contributing.reduce((s, t) => s + t, 0);
  return numberFromChain(reductionChain(total, keep));
}

/** Destiny (Expression): every letter of the full name. */
export const destinyNumber = (name: string, system: NumerologySystem) => nameNumber(name, system, 'all');
/** Soul Urge (Heart's Desire): the vowels, Y by the rule in letters.ts. */
export const soulUrgeNumber = (name: string, system: NumerologySystem) => nameNumber(name, system, 'vowels');
/** Personality: the consonants. */
export const personalityNumber = (name: string, system: NumerologySystem) => nameNumber(name, system, 'consonants');

/** Per-name letter totals (before any reduction), to show the working. */
export function nameBreakdown(name: string, system: NumerologySystem) {
  return nameLetters(name, system).map((w) => ({
    word: w.map((l) => l.letter).join(''),
    total: w.reduce((s, l) => s + l.value, 0),
    vowels: w.filter((l) => l.vowel).reduce((s, l) => s + l.value, 0),
    consonants: w.filter((l) => !l.vowel).reduce((s, l) => s + l.value, 0),
  }));
}

/**
 * Maturity: Life Path + Destiny values, reduced (http://zodiac.fajirblogger.com/calculating-interpreting-your-maturity-number/:
 * Life Path 11 + Expression 5 = 16 → 7, 16 being karmic).
 */
export function maturityNumber(lifePathValue: number, destinyValue: number, system: NumerologySystem): NumerologyNumber {
  return numberFromChain(reductionChain(lifePathValue + destinyValue, keepsMasters(system)));
}

/**
 * Personal Year (Decoz, https://www.worldnumerology.com/monthly-numerology-forecast.html): birth month + birth day +
 * the calendar year in question, never the birth year; masters are "not recognized as such for Personal Year, Month,
 * and Day cycles", so everything reduces to one digit. Each part is reduced first (May 15, year 1992: 5 + 6 + 3 = 14
 * → 5, http://numerology.findyourfate.com/online-numerology/personalfirst.asp). The year is the calendar year
 * (January–December), not birthday to birthday. Same in both systems.
 */
export function personalYearNumber(birth: { month: number; day: number }, targetYear: number): NumerologyNumber {
  if (!Number.isInteger(targetYear) || targetYear < 1 || targetYear > 9999) {
    throw new CoreError('VALIDATION_ERROR', `target year must be 1–9999, got ${targetYear}`, 'targetYear');
  }
  const total = digitalRoot(birth.month) + digitalRoot(birth.day) + digitalRoot(targetYear);
  return numberFromChain(reductionChain(total, false));
}

/**
 * Karmic Lessons: the letter values missing from the full name (Thomas John Hancock lacks 7 and 9,
 * https://www.worldnumerology.com/Do-reading-numerology-02-KarmicLes.html). Chaldean looks at 1–8, as no letter is 9.
 */
export function karmicLessons(name: string, system: NumerologySystem): number[] {
  const present = new Set(nameLetters(name, system).flat().map((l) => l.value));
  return letterValueRange(system).filter((v) => !present.has(v));
}

export type CompatibilityVerdict = 'same' | 'harmonious' | 'neutral';

/**
 * Number series that attract one another, after Cheiro as summarised at http://www.fanantes.org/Numerology_2.html:
 * "'1 and 4', '2 and 7', '3, 6 and 9', '4 and 8' are series of numbers which are mutually attractive and 5 being ruled
 * by the mercury is considered to be friendly with all the other numbers". Compared on roots (11 → 2).
 * Verdict: same root → same; one of them 5, or both in one series → harmonious; otherwise neutral (the source names
 * no discordant pairs, so none are claimed).
 */
const SERIES: readonly (readonly number[])[] = [[1, 4], [2, 7], [3, 6, 9], [4, 8]];

export function numberCompatibility(a: number, b: number): CompatibilityVerdict {
  const ra = digitalRoot(a);
  const rb = digitalRoot(b);
  if (ra === rb) return 'same';
  if (ra === 5 || rb === 5 || SERIES.some((s) => s.includes(ra) && s.includes(rb))) return 'harmonious';
  return 'neutral';
}

/** Business name number (the Destiny method applied to the trading name) and its fit with the owner's number. */
export function businessNameNumber(
  businessName: string,
  system: NumerologySystem,
  owner: { basis: 'lifePath' | 'destiny'; value: number },
) {
  const number = destinyNumber(businessName, system);
  const verdict = numberCompatibility(number.value, owner.value);
  return {
    number,
    owner: { basis: owner.basis, value: owner.value, root: digitalRoot(owner.value) },
    compatibility: { verdict, compatible: verdict !== 'neutral' },
  };
}

export interface CoreNumbersInput extends BirthDate {
  name: string;
  system: NumerologySystem;
  lifePathMethod: LifePathMethod;
  targetYear: number;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const CORE_KEYS = ['lifePath', 'birthday', 'destiny', 'soulUrge', 'personality', 'maturity', 'personalYear'] as const;
type CoreKey = (typeof CORE_KEYS)[number];

/**
 * The data of POST /v1/numerology/core-numbers except the `tradition` and `name` echo.
 * `karmicDebts` lists each number object's karmic debt with the object it came from; `masterNumbers` the distinct
 * master values among the number objects, ascending.
 */
export function coreNumbers(input: CoreNumbersInput) {
  const { name, year, month, day, system, lifePathMethod, targetYear } = input;
  assertBirthDate({ year, month, day });
  const lifePath = lifePathNumber({ year, month, day }, system, lifePathMethod);
  const destiny = destinyNumber(name, system);
  const numbers: Record<CoreKey, NumerologyNumber> = {
    lifePath,
    birthday: birthdayNumber(day, system),
    destiny,
    soulUrge: soulUrgeNumber(name, system),
    personality: personalityNumber(name, system),
    maturity: maturityNumber(lifePath.value, destiny.value, system),
    personalYear: personalYearNumber({ month, day }, targetYear),
  };
  const lessons = karmicLessons(name, system);
  const karmicDebts = CORE_KEYS.flatMap((k) => (numbers[k].karmicDebt === null ? [] : [{ value: numbers[k].karmicDebt, source: k }]));
  const masterNumbers = [...new Set(CORE_KEYS.map((k) => numbers[k].value).filter((v) => MASTER_NUMBERS.includes(v)))].sort((a, b) => a - b);
  return {
    lifePathMethod,
    system,
    dateOfBirth: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`,
    ...numbers,
    karmicLessons: lessons,
    karmicDebts,
    masterNumbers,
    summary: summarize(numbers, lessons, karmicDebts, targetYear),
  };
}

function summarize(
  numbers: Record<CoreKey, NumerologyNumber>,
  lessons: number[],
  debts: { value: number; source: CoreKey }[],
  targetYear: number,
): Text {
  const label = (k: CoreKey) => (k === 'personalYear' ? text('numerology.label.personalYear', { year: targetYear }) : text(`numerology.label.${k}`));
  const parts = CORE_KEYS.map((k) => {
    const n = numbers[k];
    const shown = n.compound !== n.value ? `${n.compound}/${n.value}` : String(n.value);
    return n.planetName === null
      ? text('numerology.summary.part', { label: label(k), number: shown, keyword: n.keyword })
      : text('numerology.summary.partWithPlanet', { label: label(k), number: shown, keyword: n.keyword, planet: planetTerm(n.planetName) });
  });
  const none = text('numerology.summary.none');
  const debtList = debts.length ? list(debts.map((d) => text('numerology.summary.debt', { number: d.value, label: label(d.source) }))) : none;
  const lessonList = lessons.length ? list(lessons) : none;
  return text('numerology.summary', { parts: list(parts), debts: debtList, lessons: lessonList });
}
