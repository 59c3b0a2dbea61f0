/**
 * Yogas of disease, injury, death and the fall from rank (B.V. Raman, "Three Hundred Important Combinations", the later numbers).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/health.ts). Ids: HEALTH_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/health.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const HEALTH_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of HEALTH_DEFS. */
export function healthYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
