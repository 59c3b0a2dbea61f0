/** Differences from PyJHora 4.8.5 of the royal family (shared/core/vedic/yogas/royal.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const ROYAL_DIFFS: Diff[] = [
];
