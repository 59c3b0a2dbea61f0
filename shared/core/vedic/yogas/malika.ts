/**
 * Malika yogas (all seven planets in seven successive signs from a given house, Raman; Phaladeepika ch. 6) and the other yogas of
 * every planet or every benefic in given houses (Nav, Ishu, Srik, Chatussagara, Rajalakshana, Marud).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/malika.ts). Ids: MALIKA_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/malika.ts.
 */
import type { Ctx, Def, Yoga } from './context.js';

export const MALIKA_DEFS = {
} satisfies Record<string, Def>;

/** Appends the yogas of this family that the chart forms, in the order of MALIKA_DEFS. */
export function malikaYogas(c: Ctx, out: Yoga[]): void {
  void c;
  void out;
}
