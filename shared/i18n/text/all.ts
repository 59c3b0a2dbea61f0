/**
 * Every language's sentence catalogue, its domains merged into one table (keys carry their domain), and
 * its display names (../names.ts reads them). Every code of `lang` has a catalogue with every key
 * (typed, and test/unit/i18n-text.test.ts) and every language but English a row of names of every kind.
 */
import type { Lang } from '../languages.js';
import type { AnswerNames, LangNames } from '../names/keys.js';
import type { Template } from './template.js';
import { ENGLISH, type LangCatalogue } from './english.js';
import { AR, AR_ANSWER_NAMES, AR_NAMES } from './ar.js';
import { BN, BN_ANSWER_NAMES, BN_NAMES } from './bn.js';
import { DE, DE_ANSWER_NAMES, DE_NAMES } from './de.js';
import { ES, ES_ANSWER_NAMES, ES_NAMES } from './es.js';
import { FR, FR_ANSWER_NAMES, FR_NAMES } from './fr.js';
import { GU, GU_ANSWER_NAMES, GU_NAMES } from './gu.js';
import { HI, HI_ANSWER_NAMES, HI_NAMES } from './hi.js';
import { IT, IT_ANSWER_NAMES, IT_NAMES } from './it.js';
import { JA, JA_ANSWER_NAMES, JA_NAMES } from './ja.js';
import { KN, KN_ANSWER_NAMES, KN_NAMES } from './kn.js';
import { KO, KO_ANSWER_NAMES, KO_NAMES } from './ko.js';
import { ML, ML_ANSWER_NAMES, ML_NAMES } from './ml.js';
import { MR, MR_ANSWER_NAMES, MR_NAMES } from './mr.js';
import { NE, NE_ANSWER_NAMES, NE_NAMES } from './ne.js';
import { PA, PA_ANSWER_NAMES, PA_NAMES } from './pa.js';
import { PT, PT_ANSWER_NAMES, PT_NAMES } from './pt.js';
import { RU, RU_ANSWER_NAMES, RU_NAMES } from './ru.js';
import { TA, TA_ANSWER_NAMES, TA_NAMES } from './ta.js';
import { TE, TE_ANSWER_NAMES, TE_NAMES } from './te.js';
import { ZH, ZH_ANSWER_NAMES, ZH_NAMES } from './zh.js';
import { YOGA_CATALOGUE } from '../../core/vedic/yogas/index.js';
import type { LatinNameLang, YogaFamilyWords } from './yoga-family.js';
import { MALIKA_WORDS } from './yogas/malika.js';
import { ROYAL_WORDS } from './yogas/royal.js';
import { NAVAMSA_WORDS } from './yogas/navamsa.js';
import { WEALTH_WORDS } from './yogas/wealth.js';
import { AFFLICTION_WORDS } from './yogas/affliction.js';
import { PROGENY_WORDS } from './yogas/progeny.js';
import { HOME_WORDS } from './yogas/home.js';
import { MARRIAGE_WORDS } from './yogas/marriage.js';
import { HEALTH_WORDS } from './yogas/health.js';

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

/** The yoga families' words (./yoga-family.ts), in the order of their ids in YOGA_IDS. */
const YOGA_FAMILIES: readonly YogaFamilyWords<Readonly<Record<string, string>>, string>[] = [
  MALIKA_WORDS,
  ROYAL_WORDS,
  NAVAMSA_WORDS,
  WEALTH_WORDS,
  AFFLICTION_WORDS,
  PROGENY_WORDS,
  HOME_WORDS,
  MARRIAGE_WORDS,
  HEALTH_WORDS,
];

const LATIN_NAMES: ReadonlySet<Lang> = new Set<LatinNameLang>(['es', 'fr', 'de', 'it', 'pt']);
const ENGLISH_YOGA_NAME: ReadonlyMap<string, string> = new Map(YOGA_CATALOGUE.map((e) => [e.id, e.name]));

/** A language's names with the families' yoga names appended to its core yogaName row (the order of YOGA_IDS). */
function withFamilyNames<N extends LangNames & AnswerNames>(lang: Exclude<Lang, 'en'>, names: N): Omit<N, 'yogaName'> & { yogaName: readonly string[] } {
  const family = YOGA_FAMILIES.flatMap((f) => f.ids.map((id) => {
    if (LATIN_NAMES.has(lang)) return ENGLISH_YOGA_NAME.get(id) ?? id;
    return (f.names as Readonly<Record<string, Readonly<Record<string, string>>>>)[lang][id];
  }));
  return { ...names, yogaName: [...names.yogaName, ...family] };
}

/** Display names, by language (English has none: its names are the keys); the answer kinds of issue 24 from their own block. */
export const NAMES: Readonly<Record<Exclude<Lang, 'en'>, Omit<LangNames & AnswerNames, 'yogaName'> & { yogaName: readonly string[] }>> = {
  hi: withFamilyNames('hi', { ...HI_NAMES, ...HI_ANSWER_NAMES }),
  bn: withFamilyNames('bn', { ...BN_NAMES, ...BN_ANSWER_NAMES }),
  ta: withFamilyNames('ta', { ...TA_NAMES, ...TA_ANSWER_NAMES }),
  te: withFamilyNames('te', { ...TE_NAMES, ...TE_ANSWER_NAMES }),
  mr: withFamilyNames('mr', { ...MR_NAMES, ...MR_ANSWER_NAMES }),
  gu: withFamilyNames('gu', { ...GU_NAMES, ...GU_ANSWER_NAMES }),
  kn: withFamilyNames('kn', { ...KN_NAMES, ...KN_ANSWER_NAMES }),
  ml: withFamilyNames('ml', { ...ML_NAMES, ...ML_ANSWER_NAMES }),
  pa: withFamilyNames('pa', { ...PA_NAMES, ...PA_ANSWER_NAMES }),
  ne: withFamilyNames('ne', { ...NE_NAMES, ...NE_ANSWER_NAMES }),
  es: withFamilyNames('es', { ...ES_NAMES, ...ES_ANSWER_NAMES }),
  fr: withFamilyNames('fr', { ...FR_NAMES, ...FR_ANSWER_NAMES }),
  de: withFamilyNames('de', { ...DE_NAMES, ...DE_ANSWER_NAMES }),
  it: withFamilyNames('it', { ...IT_NAMES, ...IT_ANSWER_NAMES }),
  pt: withFamilyNames('pt', { ...PT_NAMES, ...PT_ANSWER_NAMES }),
  ru: withFamilyNames('ru', { ...RU_NAMES, ...RU_ANSWER_NAMES }),
  ja: withFamilyNames('ja', { ...JA_NAMES, ...JA_ANSWER_NAMES }),
  zh: withFamilyNames('zh', { ...ZH_NAMES, ...ZH_ANSWER_NAMES }),
  ko: withFamilyNames('ko', { ...KO_NAMES, ...KO_ANSWER_NAMES }),
  ar: withFamilyNames('ar', { ...AR_NAMES, ...AR_ANSWER_NAMES }),
};

/** The languages whose sentences are translated (English included). */
export const SENTENCE_LANGUAGES = Object.keys(BY_LANG) as readonly Lang[];

function merged(lang: Lang, c: LangCatalogue): Readonly<Record<string, Template>> {
  const out: Record<string, Template> = {};
  for (const domain of Object.values(c)) Object.assign(out, domain);
  for (const f of YOGA_FAMILIES) {
    const words: Readonly<Record<string, Template>> = lang === 'en' ? f.en : f.text[lang];
    for (const key of Object.keys(words)) if (key in out) throw new Error(`yoga family words: ${key} is defined twice (${lang})`);
    Object.assign(out, words);
  }
  return out;
}

export const TEXT: Readonly<Partial<Record<Lang, Readonly<Record<string, Template>>>>> = Object.fromEntries(
  (Object.entries(BY_LANG) as [Lang, LangCatalogue][]).map(([lang, c]) => [lang, merged(lang, c)]),
);
