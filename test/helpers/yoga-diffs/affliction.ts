/** Differences from PyJHora 4.8.5 of the affliction family (shared/core/vedic/yogas/affliction.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const AFFLICTION_DIFFS: Diff[] = [
  // Gulika (Mandi): not in the yoga chart, so its alternatives are not judged. Vanchana Chora Bheethi (Raman #11): PyJHora finds it
  // only through Gulika where the lagna lord is with none of Rahu, Saturn, Ketu. p01 Leo lagna, lagna lord Sun in Gemini with Mars;
  // PyJHora's Gulika 196.6° (Libra) with Saturn, the 7th lord. p03 Aquarius lagna, lagna lord Saturn alone in Cancer (PyJHora's
  // Rahu alone in Pisces); Gulika 15.2° (Aries) with Mars, the 10th lord. p05 Libra lagna, lagna lord Venus alone in Virgo; Saturn
  // is the malefic in the lagna.
  ['p01', 'vanchana_chora_bheethi_yoga', 'pyjhora', 'affliction.gulika'],
  ['p03', 'vanchana_chora_bheethi_yoga', 'pyjhora', 'affliction.gulika'],
  ['p05', 'vanchana_chora_bheethi_yoga', 'pyjhora', 'affliction.gulika'],
  // Jada: p05 Libra lagna, the 2nd lord Mars is in Sagittarius (the 3rd), PyJHora's Ketu in Taurus (the 8th), neither in the 10th;
  // PyJHora finds it by the Sun in Scorpio (the 2nd) with its Mandi there (its maandi_longitude as yoga.py calls it; the same Mandi
  // gives it Sarpaganda with Rahu in Scorpio).
  ['p05', 'jada_yoga', 'pyjhora', 'affliction.gulika'],
  // Vaiseshikamsa: PyJHora asks 13 of the sixteen vargas, which no 2nd lord reaches here; ours counts own or exaltation signs in the
  // dasavarga, two or more. p02 Capricorn lagna: Saturn (2nd lord) in Aquarius, his own sign (strong), in 3 of the ten, aspected
  // by Jupiter from Libra (5th aspect). p04 Sagittarius lagna: Saturn in Taurus (friendly), 2 of the ten, aspected by Jupiter in
  // Scorpio (7th). p06 Libra lagna: Mars in Leo (friendly), 2 of the ten, aspected by Venus in Aquarius (7th).
  ['p02', 'bhojana_soukhya_yoga', 'ours', 'affliction.vaiseshikamsa'],
  ['p04', 'bhojana_soukhya_yoga', 'ours', 'affliction.vaiseshikamsa'],
  ['p06', 'bhojana_soukhya_yoga', 'ours', 'affliction.vaiseshikamsa'],
  // Annadana p02 (Capricorn lagna, 2nd Aquarius): our 2nd lord Saturn (Aquarius, 3 of the ten) is aspected by Jupiter from Libra and
  // by Mercury from Leo; PyJHora's Aquarius lord is Rahu, in Libra with Jupiter, unreached by Mercury.
  ['p02', 'annadana_yoga', 'ours', 'lords'],
  // Annadana p08 (Scorpio lagna, 2nd Sagittarius): the 2nd lord is Jupiter himself (in Leo), who cannot join or aspect himself;
  // PyJHora counts him as his own companion (and Mercury in Aries reaches Leo only by rasi drishti).
  ['p08', 'annadana_yoga', 'pyjhora', 'affliction.otherPlanet'],
  // Vanchana Chora Bheethi p08 (Scorpio lagna): our lagna lord Mars is in Scorpio with Saturn; PyJHora's lagna lord is Ketu,
  // alone in Aquarius, and its Gulika (Gemini, 79.4°) is neither in a trikona nor with a lord of a kendra or trikona.
  ['p08', 'vanchana_chora_bheethi_yoga', 'ours', 'lords'],
  // Raman #148 p04 (Sagittarius lagna): the lagna lord Jupiter in Scorpio (the 12th) with the Sun, a natural malefic, and with
  // Mercury, the 7th lord (also aspected by Saturn, the 2nd lord, from Taurus); PyJHora's test passes over the Sun.
  ['p04', 'dharidhra_yoga_148', 'ours', 'affliction.sunMalefic'],
];
