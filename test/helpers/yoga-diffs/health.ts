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
];
