/** Differences from PyJHora 4.8.5 of the home family (shared/core/vedic/yogas/home.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

// None: on the 8 reference charts PyJHora 4.8.5 reports none of this family's ids (d1_present_ids) and neither do we
// (yogas-home.test.ts checks both).
export const HOME_DIFFS: Diff[] = [
];
