/**
 * Yogas of poverty (Raman #144–148), of speech, food and sight, and of danger (Raman #155–176).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/affliction.ts). Ids: AFFLICTION_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/affliction.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const AFFLICTION_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of AFFLICTION_DEFS. */
export function afflictionYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
