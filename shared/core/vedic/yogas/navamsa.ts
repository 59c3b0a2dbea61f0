/**
 * Yogas that read the navamsa (D9) of a planet or of the ascendant, or whether the birth is by day (Kalpadruma,
 * Vishnu, Gauri, Chandika, Bharati, Garuda, Mahabhagya, Teevrabuddhi, Balya Dhana, Raman #113, #153, #182–184, #192).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/navamsa.ts). Ids: NAVAMSA_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/navamsa.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const NAVAMSA_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of NAVAMSA_DEFS. */
export function navamsaYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
