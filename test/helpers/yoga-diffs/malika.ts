/** Differences from PyJHora 4.8.5 of the malika family (shared/core/vedic/yogas/malika.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

/*
 * None: no yoga of the family forms on the eight charts, for PyJHora (none of its 18 ids is among d1_present_ids) or for us
 * (convention jhora). Worked from the whole-sign houses of the seven planets Sun … Saturn (pyjhora.json):
 *   p01 houses 3, 6, 8, 10, 11, 12   p02 2, 6, 8, 9, 10, 12   p03 3, 6, 9, 11, 12   p04 2, 3, 6, 12
 *   p05 1, 2, 3, 8, 12              p06 4, 5, 6, 7, 9, 11, 12 (seven houses, not successive)   p07 2, 4, 5, 11   p08 1, 6, 10
 * - Malika (and Nav, Ishu): no chart has the seven in seven successive houses (or in houses 4–7 alone).
 * - Chatussagara: at most two kendras held (p06: 4 and 7; p08: 1 and 10; with Rahu and Ketu, PyJHora's reading, p08 adds the 4th,
 *   still not the 7th), so the decision sevenPlanets makes no difference here.
 * - Rajalakshana: Moon, Mercury, Jupiter, Venus never all in kendras (p08: Moon and Jupiter 10th, Mercury and Venus 6th).
 * - Srik: Jupiter and Venus, always benefics, are never both in kendras (p01 Venus 10th, Jupiter 6th; p08 Jupiter 10th, Venus 6th),
 *   and PyJHora's srik_yoga (its Mala, three kendras holding a benefic) finds none either.
 * - Marud: Jupiter 5th/9th from Venus, Moon 5th from Jupiter, Sun in a kendra from the Moon: p01 (9th, 3rd, 4th), p05 (9th, 8th,
 *   12th), p06 (8th, 5th, 4th), p08 (5th, 1st, 9th) each miss one condition.
 */
export const MALIKA_DIFFS: Diff[] = [
];
