/** Differences from PyJHora 4.8.5 of the wealth family (shared/core/vedic/yogas/wealth.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const WEALTH_DIFFS: Diff[] = [
  // Anthya Vayasi Dhana (Raman #134): the lagna lord and the 2nd lord together with a natural benefic, the lord of their
  // sign strong in the lagna. PyJHora tests only the 2nd lord in a kendra or trikona from the lagna lord (Raman #132).
  // p02 Capricorn rising: Saturn lords the 1st and the 2nd, in Aquarius with no benefic (the 1st from itself for PyJHora).
  ['p02', 'anthya_vayasi_dhana_yoga', 'pyjhora', 'wealth.anthyaVayasi'],
  // p04 Sagittarius: lagna lord Jupiter in Scorpio, 2nd lord Saturn in Taurus (the 7th from Jupiter): not together.
  ['p04', 'anthya_vayasi_dhana_yoga', 'pyjhora', 'wealth.anthyaVayasi'],
  // p05 Libra: lagna lord Venus in Virgo, 2nd lord Mars in Sagittarius (the 4th from Venus): not together.
  ['p05', 'anthya_vayasi_dhana_yoga', 'pyjhora', 'wealth.anthyaVayasi'],
  // p06 Libra: lagna lord Venus in Aquarius, 2nd lord Mars in Leo (the 7th from Venus): not together.
  ['p06', 'anthya_vayasi_dhana_yoga', 'pyjhora', 'wealth.anthyaVayasi'],
  // p08 Scorpio: lagna lord Mars in Scorpio, 2nd lord Jupiter in Leo (the 10th from Mars): not together.
  ['p08', 'anthya_vayasi_dhana_yoga', 'pyjhora', 'wealth.anthyaVayasi'],
  // Kalatramuladhana (Raman #141), p04 Sagittarius: 2nd lord Saturn in Taurus, a friend's sign (Venus), not combust: strong;
  // the 7th lord Mercury and Venus, both in Scorpio, aspect Taurus (7th); lagna lord Jupiter in Scorpio (Mars, a friend),
  // 13° from the Sun (combust within 11°): strong. PyJHora counts a planet strong only in its own or exaltation sign.
  ['p04', 'kalatramooladdhana_yoga', 'ours', 'wealth.strong'],
];
