/** Differences from PyJHora 4.8.5 of the progeny family (shared/core/vedic/yogas/progeny.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const PROGENY_DIFFS: Diff[] = [
  // Anapatya (#211): Jupiter and the lords of the lagna, the 5th and the 7th all weak (progeny.ts: a neutral, enemy or
  // debilitation sign, combust, or the 6th, 8th or 12th house). PyJHora finds it on p02, p04, p05, p06 and p08; we on p04 only
  // (Sagittarius lagna: Jupiter in Scorpio in the 12th, Mars in Aquarius neutral, Mercury in Scorpio neutral in the 12th).
  // p02, Capricorn lagna: Jupiter in Libra (enemy), Venus (5th) debilitated in Virgo, the Moon (7th) in Sagittarius (neutral, 12th)
  // are weak, but the lagna lord Saturn is in his own Aquarius in the 2nd, not combust.
  ['p02', 'anapathya_yoga', 'pyjhora', 'progeny.weak'],
  // p05, Libra lagna: Jupiter in Taurus (enemy, 8th) and Venus debilitated in Virgo (12th) are weak, but Saturn (5th lord) is
  // exalted in Libra in the lagna and Mars (7th lord) is in friendly Sagittarius in the 3rd.
  ['p05', 'anapathya_yoga', 'pyjhora', 'progeny.weak'],
  // p06, Libra lagna: Jupiter in Virgo (enemy, 12th) is weak, but Venus is in friendly Aquarius in the 5th, Saturn in friendly
  // Gemini in the 9th and Mars in friendly Leo in the 11th, none combust.
  ['p06', 'anapathya_yoga', 'pyjhora', 'progeny.weak'],
  // p08, Scorpio lagna: Venus (7th lord) in Aries is combust in the 6th, but Jupiter (also 5th lord) is in friendly Leo in the 10th
  // and Mars in his own Scorpio in the lagna.
  ['p08', 'anapathya_yoga', 'pyjhora', 'progeny.weak'],
];
