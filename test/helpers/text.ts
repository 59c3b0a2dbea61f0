/**
 * Unit tests of the core read its sentences in English: the core returns `Text` values (catalogue keys
 * with parameters, shared/core/text.ts) and the edge renders them; `rendered(f)` is `f` followed by that
 * rendering (shared/i18n/localize.ts, the same function every endpoint uses), so a test asserts the
 * sentence a client of `lang: "en"` reads.
 */
import type { Text } from '../../shared/core/text.js';
import { localize } from '../../shared/i18n/localize.js';

/** A result type with every Text turned into the string it renders to. */
export type Rendered<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Rendered<U>[]
    : T extends object
      ? { [K in keyof T]: Rendered<T[K]> }
      : T;

export function en<T>(value: T): Rendered<T> {
  return localize(value, 'en') as Rendered<T>;
}

export function rendered<A extends unknown[], R>(f: (...args: A) => R): (...args: A) => Rendered<R> {
  return (...args) => en(f(...args));
}
