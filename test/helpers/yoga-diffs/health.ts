/** Differences from PyJHora 4.8.5 of the health family (shared/core/vedic/yogas/health.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const HEALTH_DIFFS: Diff[] = [
];
