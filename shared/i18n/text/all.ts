/**
 * Every language's sentence catalogue, its domains merged into one table (keys carry their domain), and
 * its display names (../names.ts reads them). Every code of `lang` has a catalogue with every key
 * (typed, and test/unit/i18n-text.test.ts) and every language but English a row of names of every kind.
 */
import type { Lang } from '../languages.js';
import type { LangNames } from '../names/keys.js';
import type { Template } from './template.js';
import { ENGLISH, type LangCatalogue } from './english.js';
import { AR, AR_NAMES } from './ar.js';
import { BN, BN_NAMES } from './bn.js';
import { DE, DE_NAMES } from './de.js';
import { ES, ES_NAMES } from './es.js';
import { FR, FR_NAMES } from './fr.js';
import { GU, GU_NAMES } from './gu.js';
import { HI, HI_NAMES } from './hi.js';
import { IT, IT_NAMES } from './it.js';
import { JA, JA_NAMES } from './ja.js';
import { KN, KN_NAMES } from './kn.js';
import { KO, KO_NAMES } from './ko.js';
import { ML, ML_NAMES } from './ml.js';
import { MR, MR_NAMES } from './mr.js';
import { NE, NE_NAMES } from './ne.js';
import { PA, PA_NAMES } from './pa.js';
import { PT, PT_NAMES } from './pt.js';
import { RU, RU_NAMES } from './ru.js';
import { TA, TA_NAMES } from './ta.js';
import { TE, TE_NAMES } from './te.js';
import { ZH, ZH_NAMES } from './zh.js';

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

/** Display names, by language (English has none: its names are the keys). */
export const NAMES: Readonly<Record<Exclude<Lang, 'en'>, LangNames>> = {
  hi: HI_NAMES,
  bn: BN_NAMES,
  ta: TA_NAMES,
  te: TE_NAMES,
  mr: MR_NAMES,
  gu: GU_NAMES,
  kn: KN_NAMES,
  ml: ML_NAMES,
  pa: PA_NAMES,
  ne: NE_NAMES,
  es: ES_NAMES,
  fr: FR_NAMES,
  de: DE_NAMES,
  it: IT_NAMES,
  pt: PT_NAMES,
  ru: RU_NAMES,
  ja: JA_NAMES,
  zh: ZH_NAMES,
  ko: KO_NAMES,
  ar: AR_NAMES,
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
