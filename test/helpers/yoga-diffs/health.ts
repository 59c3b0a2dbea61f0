/** Differences from PyJHora 4.8.5 of the health family (shared/core/vedic/yogas/health.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const HEALTH_DIFFS: Diff[] = [
  // Khalwata (Raman #295): the lagna a sign of a natural malefic (Sun, Mars, Saturn), or Sagittarius or Taurus, aspected by a natural
  // malefic (graha drishti). p02 Capricorn lagna (Saturn's sign): Mars in Gemini (the 6th) aspects Capricorn by his 8th aspect; ours.
  // p04 Sagittarius lagna: Sun, Mercury, Jupiter, Venus in Scorpio (aspect Taurus), Moon and Rahu in Capricorn, Mars in Aquarius
  // (4th Taurus, 7th Leo, 8th Virgo), Saturn in Taurus (3rd Cancer, 7th Scorpio, 10th Aquarius): no malefic aspects Sagittarius.
  // p07 Aries lagna: Sun, Mars, Mercury, Saturn in Leo (Sun and Mercury aspect Aquarius, Mars Scorpio, Aquarius, Pisces, Saturn
  // Libra, Aquarius, Taurus), waxing Moon in Aquarius, Venus and Rahu in Cancer, Ketu in Capricorn: none aspects Aries.
  // p08 Scorpio lagna: Mars and Saturn occupy Scorpio (no aspect of their own sign; Saturn aspects Capricorn, Taurus, Leo), Sun in
  // Aries aspects Libra; Mercury in Aries is benefic (with the Sun and Venus, Venus the nearer), the Moon in Leo waxing. PyJHora finds
  // Khalwata on p04, p07 and p08 and not on p02.
  ['p02', 'khalwata_yoga', 'ours', 'health.khalwata'],
  ['p04', 'khalwata_yoga', 'pyjhora', 'health.khalwata'],
  ['p07', 'khalwata_yoga', 'pyjhora', 'health.khalwata'],
  ['p08', 'khalwata_yoga', 'pyjhora', 'health.khalwata'],
  // Galakarna (Raman #264): Rahu and Mandi in the 3rd, or Mars in the 3rd in a cruel shashtiamsa (BPHS ch. 6, navamsa.ts; Raman's
  // "Preta Puriha" is not among the sixty names, so any cruel one, as his remark reads it). p04 Sagittarius lagna: Mars at 315.99°
  // in Aquarius (the 3rd), 15.99° of an odd sign, counted forward the 32nd shashtiamsa, a cruel one. p05 Libra lagna: Mars at
  // 245.79° in Sagittarius (the 3rd), 5.79° of an odd sign, the 12th, cruel. Rahu is in the 3rd on neither (p04 Capricorn,
  // p05 Scorpio). PyJHora finds Galakarna on no chart.
  ['p04', 'galakarna_yoga', 'ours', 'health.shashtiamsa'],
  ['p05', 'galakarna_yoga', 'ours', 'health.shashtiamsa'],
  // Yuddha Marana (Raman #275): Mars, lord of the 6th or 8th, with the 3rd lord and with Rahu or Saturn in a cruel shashtiamsa.
  // p08 Scorpio lagna: Mars (lord of the 6th, Aries) at 220.54° and Saturn (lord of the 3rd, Capricorn) at 230.48° share Scorpio;
  // Saturn at 20.48° of the even sign Scorpio is counted backward in the 20th shashtiamsa, not a cruel one (counted forward it
  // would be the 41st, a cruel one). Rahu is in Leo, Mandi in Aquarius (320.05°), neither with Mars; the Sun
  // (59th, cruel) is in Aries. So no planet with Mars occupies a cruel shashtiamsa; PyJHora finds the yoga.
  ['p08', 'yuddha_marana_yoga', 'pyjhora', 'health.shashtiamsa'],
  // Mathibhramana, Raman's example chart (PyJHora's mathibhramana_yoga_variation): we ask for its four afflictions together, and
  // the first, Rahu in the 6th, holds on none of the eight (Rahu in houses 9, 10, 2, 2, 2, 11, 4, 10). PyJHora reports the yoga
  // when any one holds: p03 Aquarius lagna, the 6th lord Moon with Mars in Aries; p07 Aries lagna, the 6th lord Mercury with
  // Mars (and the Sun) in Leo; p08 Scorpio lagna, the 6th lord is Mars himself, counted as joined by Mars.
  ['p03', 'mathibhramana_yoga_variation', 'pyjhora', 'health.ramanExample'],
  ['p07', 'mathibhramana_yoga_variation', 'pyjhora', 'health.ramanExample'],
  ['p08', 'mathibhramana_yoga_variation', 'pyjhora', 'health.ramanExample'],
];
