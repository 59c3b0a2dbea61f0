/** Differences from PyJHora 4.8.5 of the navamsa family (shared/core/vedic/yogas/navamsa.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const NAVAMSA_DIFFS: Diff[] = [
  // Garuda. Scorpio lagna: the Moon at Leo 1.8° is in the navamsa of Aries, whose lord Mars stands in Scorpio, his own sign, not his
  // exaltation (Capricorn); and the birth (18:57 local) is after the 17:35 sunset, by night. PyJHora reports the yoga.
  ['p08', 'garuda_yoga', 'pyjhora', 'navamsa.garuda'],
  // Mahabhagya. Aquarius lagna, the Sun in Sagittarius, the Moon in Aries (all odd signs), born 11:12 local, by day (sunrise 5:58,
  // sunset 20:05): the reading for a man holds, and we report it so; PyJHora does not.
  ['p03', 'mahabhagya_yoga', 'ours', 'navamsa.mahabhagya'],
  // Raman #113. Libra lagna holding Saturn (a malefic); the navamsa lagna (ascendant at Libra 4.6°, its 2nd navamsa: Scorpio) is a
  // sign of Mars, a dry planet; PyJHora gives Scorpio to Ketu.
  ['p05', 'krisanga_yoga_113', 'ours', 'lords'],
  // Raman #153. Sagittarius lagna: its lord Jupiter and Venus, the lord of the navamsa lagna Libra, both in Scorpio, the 12th; the
  // 7th lord Mercury joins them there, the 2nd lord Saturn in Taurus aspects Scorpio (7th). PyJHora asks both to join or both to aspect.
  ['p04', 'dharidhra_yoga_153', 'ours', 'navamsa.daridraBoth'],
  // Yuddha Praveena (Raman #183). Sagittarius lagna, 3rd Aquarius: our lord Saturn (navamsa Pisces) → Jupiter (navamsa Capricorn) →
  // Saturn at Taurus 9.8°, in Taurus, Cancer, Taurus, Pisces, Leo, Virgo in the six vargas: neither own nor exalted. PyJHora gives
  // Aquarius to Rahu (navamsa Taurus) → Venus (navamsa Pisces) → Jupiter at Scorpio 20.2°, exalted in Cancer in the drekkana and the
  // dwadasamsa.
  ['p04', 'yuddha_praveena_yoga', 'pyjhora', 'lords'],
  // Aries lagna, 3rd Gemini: Mercury (navamsa Scorpio) → Mars (navamsa Scorpio) → Mars at Leo 24.8°, in his own Aries (drekkana) and
  // Scorpio (navamsa). PyJHora gives the navamsa Scorpio to Ketu (navamsa Cancer) → the Moon, own or exalted in one varga only.
  ['p07', 'yuddha_praveena_yoga', 'ours', 'lords'],
];
