/** Differences from PyJHora 4.8.5 of the navamsa family (shared/core/vedic/yogas/navamsa.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const NAVAMSA_DIFFS: Diff[] = [
];
