/**
 * The words of one yoga family (shared/core/vedic/yogas/ids.ts, the families after the core rows): its English
 * sentences, which define its keys, their translation into every other language, and its yogas' display names.
 * A family keeps all of these in one module (./yogas/<family>.ts), so that adding a family touches no language
 * file; ./all.ts merges them into each language's catalogue and names. Typed: a missing key, a missing
 * language or a missing name does not compile; test/unit/i18n-text.test.ts checks placeholders and untranslated
 * values of the merged catalogues as of every other sentence.
 */
import type { Lang } from '../languages.js';
import type { Catalogue } from './template.js';

/** The languages that write yoga names in the English transliteration (the catalogue's English name): their row is not written out. */
export type LatinNameLang = 'es' | 'fr' | 'de' | 'it' | 'pt';

export interface YogaFamilyWords<E extends Readonly<Record<string, string>>, Id extends string> {
  /** The ids of the family, in order (ids.ts). */
  readonly ids: readonly Id[];
  /** English sentences: the keys (yogas.<entry>.description, .interpretation.N, yogas.cond.*, yogas.decision.*). */
  readonly en: E;
  /** Every other language: the same keys. */
  readonly text: { readonly [L in Exclude<Lang, 'en'>]: Catalogue<E> };
  /** Display names (kind yogaName) by id, in every language but English and the Latin-script ones (see names.ts). */
  readonly names: { readonly [L in Exclude<Lang, 'en' | LatinNameLang>]: { readonly [I in Id]: string } };
}
