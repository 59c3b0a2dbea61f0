/**
 * Every language's sentence catalogue, its domains merged into one table (keys carry their domain).
 * A language listed here has every key (test/unit/i18n-text.test.ts); a language not yet listed renders
 * its sentences in English (names are still translated), as the README's `lang` section says.
 */
import type { Lang } from '../languages.js';
import type { Template } from './catalogues.js';
import { ENGLISH, type LangCatalogue } from './english.js';
import { HI } from './hi.js';
import { TA } from './ta.js';

const BY_LANG: Partial<Record<Lang, LangCatalogue>> = {
  en: ENGLISH,
  hi: HI,
  ta: TA,
};

/** The languages whose sentences are translated (English included). */
export const SENTENCE_LANGUAGES = Object.keys(BY_LANG) as readonly Lang[];

function merged(c: LangCatalogue): Readonly<Record<string, Template>> {
  return Object.assign({}, ...Object.values(c));
}

export const TEXT: Readonly<Partial<Record<Lang, Readonly<Record<string, Template>>>>> = Object.fromEntries(
  Object.entries(BY_LANG).map(([lang, c]) => [lang, merged(c)]),
);
