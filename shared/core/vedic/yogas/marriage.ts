/**
 * Yogas of marriage, spouse and conduct (B.V. Raman, "Three Hundred Important Combinations" #236 onwards).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/marriage.ts). Ids: MARRIAGE_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/marriage.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const MARRIAGE_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of MARRIAGE_DEFS. */
export function marriageYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
