/** Differences from PyJHora 4.8.5 of the affliction family (shared/core/vedic/yogas/affliction.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const AFFLICTION_DIFFS: Diff[] = [
];
