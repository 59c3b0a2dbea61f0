/** Differences from PyJHora 4.8.5 of the malika family (shared/core/vedic/yogas/malika.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const MALIKA_DIFFS: Diff[] = [
];
