/**
 * Every language's sentence catalogue, its domains merged into one table (keys carry their domain).
 * Every code of `lang` has a catalogue with every key (typed, and test/unit/i18n-text.test.ts).
 */
import type { Lang } from '../languages.js';
import type { Template } from './template.js';
import { ENGLISH, type LangCatalogue } from './english.js';
import { AR } from './ar.js';
import { BN } from './bn.js';
import { DE } from './de.js';
import { ES } from './es.js';
import { FR } from './fr.js';
import { GU } from './gu.js';
import { HI } from './hi.js';
import { IT } from './it.js';
import { JA } from './ja.js';
import { KN } from './kn.js';
import { KO } from './ko.js';
import { ML } from './ml.js';
import { MR } from './mr.js';
import { NE } from './ne.js';
import { PA } from './pa.js';
import { PT } from './pt.js';
import { RU } from './ru.js';
import { TA } from './ta.js';
import { TE } from './te.js';
import { ZH } from './zh.js';

/** In the order of LANGUAGES. */
const BY_LANG: Record<Lang, LangCatalogue> = {
  en: ENGLISH,
  hi: HI,
  bn: BN,
  ta: TA,
  te: TE,
  mr: MR,
  gu: GU,
  kn: KN,
  ml: ML,
  pa: PA,
  ne: NE,
  es: ES,
  fr: FR,
  de: DE,
  it: IT,
  pt: PT,
  ru: RU,
  ja: JA,
  zh: ZH,
  ko: KO,
  ar: AR,
};

/** The languages whose sentences are translated (English included). */
export const SENTENCE_LANGUAGES = Object.keys(BY_LANG) as readonly Lang[];

function merged(c: LangCatalogue): Readonly<Record<string, Template>> {
  const out: Record<string, Template> = {};
  for (const domain of Object.values(c)) Object.assign(out, domain);
  return out;
}

export const TEXT: Readonly<Partial<Record<Lang, Readonly<Record<string, Template>>>>> = Object.fromEntries(
  Object.entries(BY_LANG).map(([lang, c]) => [lang, merged(c)]),
);
