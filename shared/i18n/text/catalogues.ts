/**
 * The sentence catalogues: for each language, one module per domain under ./<lang>/, each an object
 * from key to template. English (./en/) defines the keys; every other language's module is typed
 * `Catalogue<typeof ENGLISH_DOMAIN>` (./template.ts), so a missing or extra key does not compile, and the
 * tests check placeholders and untranslated values (test/unit/i18n-text.test.ts).
 */
import { LANGUAGES, type Lang } from '../languages.js';
import { TEXT } from './all.js';
import type { Template } from './template.js';

export const CATALOGUES: ReadonlyMap<Lang, ReadonlyMap<string, Template>> = new Map(
  LANGUAGES.map((lang) => [lang, new Map(Object.entries(TEXT[lang] ?? {}))] as const),
);
