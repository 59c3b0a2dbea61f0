/** Differences from PyJHora 4.8.5 of the wealth family (shared/core/vedic/yogas/wealth.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const WEALTH_DIFFS: Diff[] = [
];
