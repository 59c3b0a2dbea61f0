/** Differences from PyJHora 4.8.5 of the affliction family (shared/core/vedic/yogas/affliction.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const AFFLICTION_DIFFS: Diff[] = [
  // Gulika and Mandi: the chart's (night counted from sunset). Vanchana Chora Bheethi (Raman #11) now agrees on p01 (day: Gulika
  // 196.6°, Libra, with Saturn, the 7th lord) and p03 (day: Gulika 15.2°, Aries, with Mars, the 10th lord). p05 is a night birth
  // (Beijing, 04:53 local, before the 07:06 sunrise; the vaara is Friday's): our Gulika 126.0° and Mandi 136.6° (Leo, the 11th), no
  // planet there, no malefic in the lagna needing a trikona Gulika; the lagna lord Venus alone in Virgo; the Sun in Scorpio (the 2nd)
  // without Gulika; Rahu in Scorpio without Mandi. PyJHora's published Gulika/Mandi for p05 (night counted from sunrise) are 279.5°/
  // 291.6° (Capricorn); its yoga code finds Mandi with the Sun and Rahu in Scorpio, which is where a Saturday-sunrise Mandi stands
  // (the ascendant at sunrise, about the Sun's 210.9°), as if it read this night birth as the next day's (yoga.py passes the local
  // date and hour of jd_to_local to drik.maandi_longitude; not traced further). So Vanchana Chora Bheethi (its
  // Gulika with Mercury, the 9th lord, in Scorpio), Jada (the Sun with Gulika in the 2nd) and Sarpaganda (Rahu with Mandi in the 2nd)
  // are PyJHora's only.
  ['p05', 'vanchana_chora_bheethi_yoga', 'pyjhora', 'affliction.gulika'],
  ['p05', 'jada_yoga', 'pyjhora', 'affliction.gulika'],
  ['p05', 'sarpaganda_yoga', 'pyjhora', 'affliction.gulika'],
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
  // alone in Aquarius, and its Gulika (Gemini, 79.4°) is neither in a trikona nor with a lord of a kendra or trikona. p08 is a night
  // birth: our Gulika (310.1°, Aquarius, the 4th, with Ketu) adds nothing; the yoga forms by the lagna lord with Saturn alone.
  ['p08', 'vanchana_chora_bheethi_yoga', 'ours', 'lords'],
  // Raman #148 p04 (Sagittarius lagna): the lagna lord Jupiter in Scorpio (the 12th) with the Sun, a natural malefic, and with
  // Mercury, the 7th lord (also aspected by Saturn, the 2nd lord, from Taurus); PyJHora's test passes over the Sun.
  ['p04', 'dharidhra_yoga_148', 'ours', 'affliction.sunMalefic'],
];
