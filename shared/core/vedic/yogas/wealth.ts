/**
 * Yogas of wealth: Raman's Dhana yogas #118–122 and the yogas of the source and the age of wealth (#129–143).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/wealth.ts). Ids: WEALTH_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/wealth.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const WEALTH_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of WEALTH_DEFS. */
export function wealthYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
