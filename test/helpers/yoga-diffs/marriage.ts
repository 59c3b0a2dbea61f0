/** Differences from PyJHora 4.8.5 of the marriage family (shared/core/vedic/yogas/marriage.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const MARRIAGE_DIFFS: Diff[] = [
];
