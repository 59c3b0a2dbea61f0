/** Differences from PyJHora 4.8.5 of the home family (shared/core/vedic/yogas/home.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const HOME_DIFFS: Diff[] = [
];
