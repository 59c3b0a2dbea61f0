/** Differences from PyJHora 4.8.5 of the royal family (shared/core/vedic/yogas/royal.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const ROYAL_DIFFS: Diff[] = [
  // p06 (Libra lagna): the Sun exalted in Aries (14.57°, the 7th, a kendra) is in the navamsa of Leo, whose lord, the Sun,
  // stands exalted in that kendra; the lagna lord Venus in Aquarius (friendly, the 5th, not combust) is strong. PyJHora
  // asks the lagna lord to be in its own or exaltation sign (Venus in Aquarius is not), and a planet in its own or exaltation
  // sign in a trikona as well as one in a kendra (Libra, Aquarius and Gemini hold none of the seven in such a sign), and does not report the yoga.
  ['p06', 'mridanga_yoga', 'ours', 'royal.mridanga'],
  // Parijata (Raman): PyJHora reports it on none of the 8 charts. Ours, by the lagna lord L, its dispositor D, D's
  // dispositor R and D's navamsa lord N:
  // p02 (Capricorn lagna): L = Saturn in Aquarius (2nd, own sign), so D = R = Saturn, in its own sign.
  ['p02', 'parijatha_yoga', 'ours', 'royal.parijata'],
  // p03 (Aquarius lagna): L = Saturn in Cancer (6th); D = the Moon in Aries (3rd); R = Mars in Aries (19.37°), its own sign.
  ['p03', 'parijatha_yoga', 'ours', 'royal.parijata'],
  // p06 (Libra lagna): L = Venus in Aquarius (5th); D = Saturn in Gemini (71.81°, 9th); R = Mercury in Pisces (6th,
  // debilitated) fails; N: Saturn's navamsa is Capricorn (Gemini 10°–13°20′), its lord Saturn in the 9th, a trikona.
  ['p06', 'parijatha_yoga', 'ours', 'royal.parijata'],
  // p07 (Aries lagna): L = Mars in Leo (5th); D = R = the Sun in Leo (5th, own sign, a trikona). PyJHora's own reading
  // (D and R in kendras or trikonas) holds here as well.
  ['p07', 'parijatha_yoga', 'ours', 'royal.parijata'],
  // p08 (Scorpio lagna): L = Mars in Scorpio (1st, own sign), so D = R = Mars, in a kendra in its own sign.
  ['p08', 'parijatha_yoga', 'ours', 'royal.parijata'],
];
