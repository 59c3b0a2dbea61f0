/**
 * Yogas of children (Raman #211–230): childlessness, the curses that deny children, adoption and the years they come.
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/progeny.ts). Ids: PROGENY_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/progeny.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const PROGENY_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of PROGENY_DEFS. */
export function progenyYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
