/** Differences from PyJHora 4.8.5 of the marriage family (shared/core/vedic/yogas/marriage.ts) on the 8 reference charts; see ./diff.ts. */
import type { Diff } from './diff.js';

export const MARRIAGE_DIFFS: Diff[] = [
  // Bhaga Chumbana (#240): the 7th lord in the 4th with Venus, or the lagna lord debilitated in the rasi or the navamsa. We agree on
  // p04 (Sagittarius lagna: Jupiter in the navamsa of Capricorn) and p05 (Libra lagna: Venus in Virgo).
  // p03, Aquarius lagna: the 7th lord Sun is in Sagittarius (11th); the lagna lord Saturn is in Cancer, navamsa Scorpio, debilitated
  // in neither (Aries). PyJHora's co-lord of Aquarius, Rahu (Pisces, navamsa Scorpio, his debilitation sign in Jagannatha Hora's
  // table), is the only lord that is; we infer that PyJHora took Rahu as the lagna lord.
  ['p03', 'bhaga_chumbana_yoga', 'pyjhora', 'lords'],
  // p07, Aries lagna: the 7th lord is Venus herself, in Cancer (4th) with Rahu only; the lagna lord Mars is in Leo, navamsa Scorpio
  // (his own), not debilitated. PyJHora counts Venus as in conjunction with herself.
  ['p07', 'bhaga_chumbana_yoga', 'pyjhora', 'marriage.companion'],
  // p08, Scorpio lagna: the 7th lord Venus is in Aries (6th); the lagna lord Mars is in his own Scorpio, navamsa Libra. PyJHora's
  // co-lord of Scorpio, Ketu (Aquarius, navamsa Taurus, his debilitation sign in Jagannatha Hora's table), is; we infer that PyJHora
  // took Ketu as the lagna lord.
  ['p08', 'bhaga_chumbana_yoga', 'pyjhora', 'lords'],
  // Bharyasahavyabhichara (#282): Venus, Saturn and Mars with the Moon in the 7th house. p04, Sagittarius lagna: the 7th house
  // (Gemini) is empty; the Moon is in Capricorn (2nd), Venus in Scorpio (12th), Saturn in Taurus (6th), Mars in Aquarius (3rd).
  ['p04', 'bharyasahavyabhichara_yoga', 'pyjhora', 'marriage.together'],
  // Rajabhrashta (#297): the lords of the arudha lagna and of the arudha of the 12th, two planets, in one sign; the arudhas by
  // Raman's count (no exception for the house itself or its 7th), the traditional lords. PyJHora reports it on p04, p06 and p08,
  // we on none.
  // p04, Sagittarius lagna: Jupiter in Scorpio, 12th from the lagna, so the arudha lagna is Libra (Venus); the 12th is Scorpio, its
  // lord Mars in Aquarius (4th from it), so its arudha is Taurus (Venus again): one planet, no conjunction. PyJHora's reading
  // (Taurus is the 7th from Scorpio) moves it to Aquarius, or with Ketu (in Cancer) as Scorpio's lord to Pisces, whose lord
  // Jupiter joins Venus in Scorpio.
  ['p04', 'rajabhrashta_yoga', 'pyjhora', 'marriage.arudha'],
  // p06, Libra lagna: Venus in Aquarius, so the arudha lagna is Gemini; the 12th is Virgo, its lord Mercury in Pisces, so its arudha
  // is Virgo itself (PyJHora: the 10th from it, Gemini). Both are Mercury's: one planet, which PyJHora counts as in conjunction.
  ['p06', 'rajabhrashta_yoga', 'pyjhora', 'marriage.arudha'],
  // p08, Scorpio lagna: Mars in Scorpio, so the arudha lagna is Scorpio (Mars); the 12th is Libra, Venus in Aries, its arudha Libra
  // (Venus): Mars in Scorpio, Venus in Aries. PyJHora takes Ketu (in Aquarius) as Scorpio's lord, arudha Taurus moved to Aquarius,
  // and Rahu as Aquarius's lord; the 12th's arudha Libra moved to Cancer (the Moon); Rahu and the Moon share Leo.
  ['p08', 'rajabhrashta_yoga', 'pyjhora', 'marriage.arudha'],
];
