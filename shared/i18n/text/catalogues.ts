/**
 * The sentence catalogues: for each language, one module per domain under ./<lang>/, each an object
 * from key to template. English (./en/) defines the keys; every other language's module is typed
 * `Catalogue<typeof ENGLISH_DOMAIN>`, so a missing or extra key does not compile, and the tests check
 * placeholders and untranslated values (test/unit/i18n-text.test.ts).
 */
import { LANGUAGES, type Lang } from '../languages.js';
import { TEXT } from './all.js';

/** A sentence, or its plural forms (Intl.PluralRules categories; `other` always present). */
export type Template = string | { readonly zero?: string; readonly one?: string; readonly two?: string; readonly few?: string; readonly many?: string; readonly other: string };

/** A language's module for a domain: exactly the English module's keys. */
export type Catalogue<E> = { readonly [K in keyof E]: Template };

export const CATALOGUES: ReadonlyMap<Lang, ReadonlyMap<string, Template>> = new Map(
  LANGUAGES.map((lang) => [lang, new Map(Object.entries(TEXT[lang] ?? {}))] as const),
);
