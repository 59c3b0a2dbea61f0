/**
 * The types of the sentence catalogues, apart from the catalogues themselves (./catalogues.ts builds
 * them from ./all.ts), so a language's module can name its type without importing the table it is part of.
 */

/** A sentence, or its plural forms (Intl.PluralRules categories; `other` always present). */
export type Template = string | { readonly zero?: string; readonly one?: string; readonly two?: string; readonly few?: string; readonly many?: string; readonly other: string };

/** A language's module for a domain: exactly the English module's keys. */
export type Catalogue<E> = { readonly [K in keyof E]: Template };
