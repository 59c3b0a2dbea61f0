/** Differences from PyJHora 4.8.5 of the home family (shared/core/vedic/yogas/home.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const HOME_DIFFS: Diff[] = [
  // Grihanasa (Raman #191), the 4th lord in the 12th aspected by a malefic. p03 Aquarius lagna: the 4th lord Venus in Capricorn
  // (the 12th), Saturn in Cancer aspecting it (7th). p04 Sagittarius lagna: the 4th lord Jupiter in Scorpio (the 12th), Saturn in
  // Taurus aspecting it (7th). PyJHora 4.8.5 reports the id on no chart, though on p04 Rahu in Capricorn also reaches Scorpio by
  // its rasi drishti; the id is one of PyJHora's later message file.
  ['p03', 'grihanasa_yoga_191', 'ours', 'home.unreported'],
  ['p04', 'grihanasa_yoga_191', 'ours', 'home.unreported'],
  // Bandhubhisthyaktha (#195). p01 (the Sun with Mars, 4th lord, in Gemini), p02 (Mars, 4th lord, in Gemini, Mercury's sign, an
  // enemy's), p04 (the Sun with Jupiter, 4th lord, in Scorpio) and p08 (Mars with Saturn, 4th lord, in Scorpio) agree.
  // p03 Aquarius lagna: Venus (4th lord) alone at 2°43′ Capricorn, a friend's sign; Saturn's aspect from Cancer only. The evil
  // shashtiamsa is not judged (navamsa.ts's unverified table puts 2°43′ of an even sign in the 55th, Kroora).
  ['p03', 'bandhubhisthyaktha_yoga', 'pyjhora', 'home.shashtiamsa'],
  // p07 Aries lagna: the Moon (4th lord) alone in Aquarius (the Moon has no enemy), aspected by the Sun, Mars and Saturn from Leo:
  // an aspect, not an association.
  ['p07', 'bandhubhisthyaktha_yoga', 'pyjhora', 'home.association'],
  // p05 Libra lagna: Saturn (4th lord) exalted at 10°59′ Libra, alone; no malefic aspects Libra (Mars in Sagittarius reaches Pisces,
  // Gemini, Cancer; the Sun in Scorpio Taurus); the shashtiamsa is the 22nd (Brahma), no cruel one in any list. No condition holds.
  ['p05', 'bandhubhisthyaktha_yoga', 'pyjhora', 'home.bandhubhisthyaktha'],
];
