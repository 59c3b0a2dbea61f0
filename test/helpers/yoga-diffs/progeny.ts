/** Differences from PyJHora 4.8.5 of the progeny family (shared/core/vedic/yogas/progeny.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const PROGENY_DIFFS: Diff[] = [
];
