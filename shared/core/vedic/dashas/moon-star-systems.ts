/**
 * The planet dashas counted from the Moon's star, or from the tithi, yoga or karana at birth, as data of
 * the shape of ./moon-star.ts. The lords, years and starting stars are BPHS ch. 46 (R. Santhanam's
 * translation) for the nakshatra systems; the tithi, yoga and karana variants are P.V.R. Narasimha Rao's
 * (Jagannatha Hora), as PyJHora 4.8.5 implements them. Sub-period rules and numbers of cycles are
 * PyJHora 4.8.5's (checked against its periods for the 8 reference charts, test/unit/dashas-moon-star.test.ts).
 */
import type { Graha } from '../grahas.js';
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS } from '../grahas.js';
import { moonStarDasha, panchangaElement, starGroups, starInTurn, starNumberPlus } from './moon-star.js';
import type { DashaSystem } from './types.js';

type Lords = readonly (readonly [Graha, number])[];

const VIMSHOTTARI_LORDS: Lords = VIMSHOTTARI_ORDER.map((l) => [l, VIMSHOTTARI_YEARS[l]] as const);

/** BPHS ch. 46: Ashtottari, 108 years. */
const ASHTOTTARI_LORDS: Lords = [['Sun', 6], ['Moon', 15], ['Mars', 8], ['Mercury', 17], ['Saturn', 10], ['Jupiter', 19], ['Rahu', 12], ['Venus', 21]];

/** BPHS ch. 46: the eight yoginis Mangala … Sankata and their planets, 1 … 8 years (36). */
const YOGINI_LORDS: Lords = [['Moon', 1], ['Sun', 2], ['Jupiter', 3], ['Mars', 4], ['Mercury', 5], ['Saturn', 6], ['Venus', 7], ['Rahu', 8]];

const SEVEN_12: Lords = (['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const).map((l) => [l, 12] as const);

const lordIndex = (lords: Lords, lord: Graha) => lords.findIndex(([l]) => l === lord);

/**
 * The lord of tithi 1–30 (P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. on the
 * panchanga; PyJHora's tithi dashas): in each paksha the 1st–8th tithis belong to the Sun, Moon, Mars,
 * Mercury, Jupiter, Venus, Saturn and Rahu, the 9th–14th again to the Sun … Venus; Purnima to Saturn,
 * Amavasya to Rahu.
 */
export function tithiLord(tithi: number): Graha {
  const SEQ: readonly Graha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'];
  if (tithi === 15) return 'Saturn';
  if (tithi === 30) return 'Rahu';
  return SEQ[((tithi - 1) % 15) % 8];
}

/**
 * The lord of nitya yoga 1–27: the Vimshottari lords in order with Ketu at the 3rd yoga (Ayushman), so
 * Vishkumbha has Saturn and Priti Mercury (Narasimha Rao, as above; Jagannatha Hora's yoga lords).
 */
export const yogaLordIndex = (yoga: number) => (((yoga - 3) % 9) + 9) % 9;

/**
 * The lord of karana 1–60 in Karana Chaturashiti-sama dasha: the seven lords Sun … Saturn in turn from
 * Bava (karana 2) through the month, so Bava … Vishti have the Sun … Saturn and the fixed karanas continue
 * the count (Shakuni Sun, Chatushpada Moon, Naga Mars, Kimstughna Mercury): Jagannatha Hora's scheme,
 * which gives this dasha no Rahu or Ketu (PyJHora's const.karana_lords, 4.8.5).
 */
export const karanaLordIndex = (karana: number) => ((karana - 2 + 60) % 60) % 7;

const subEqual = { subLengths: 'equal', subFrom: 'lord' } as const;
const subProportional = { subLengths: 'proportional', subFrom: 'lord' } as const;
const EQUAL_SUBS = 'Sub-periods: the maha lord first, then the sequence, in equal parts (as PyJHora 4.8.5); levels 3–5 repeat this rule.';
const PROPORTIONAL_SUBS = 'Sub-periods: the maha lord first, then the sequence, each in proportion to its years; levels 3–5 repeat this rule.';

export const yogaVimshottariSystem = moonStarDasha({
  id: 'yoga-vimshottari',
  name: 'Yoga Vimshottari dasha',
  source: 'P.V.R. Narasimha Rao (Jagannatha Hora); PyJHora 4.8.5 yoga_vimsottari',
  description:
    'Vimshottari\'s lords and years (120) from the nitya yoga at birth instead of the Moon\'s star: yoga lords run in Vimshottari order ' +
    'with Ketu at Ayushman (3rd), so Vishkumbha is Saturn\'s; the balance is the part of the yoga\'s arc (Moon + Sun) still to run. ' + PROPORTIONAL_SUBS,
  lords: VIMSHOTTARI_LORDS,
  cycles: 1,
  seed: panchangaElement('yoga', yogaLordIndex),
  ...subProportional,
});

export const ashtottariSystem = moonStarDasha({
  id: 'ashtottari',
  name: 'Ashtottari dasha',
  source: 'BPHS ch. 46 (Ashtottari)',
  description:
    'Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21 years (108; no Ketu). From Ardra the stars go in ' +
    'groups to the lords in that order: 4 Sun (Ardra–Ashlesha), 3 Moon, 4 Mars, 3 Mercury, 3 Saturn (P. Ashadha–Shravana; Abhijit ' +
    'lies inside them), 3 Jupiter, 4 Rahu (U. Bhadrapada–Bharani), 3 Venus. The lord\'s years spread over its group, so the elapsed ' +
    'part is the Moon\'s traversal of the whole group (Rahu\'s group runs across 0° Aries: PyJHora 4.8.5 gets it wrong there and ' +
    'misses or misplaces the first period). Classically used when Rahu, outside the ascendant\'s sign, occupies a kendra or trikona counted from the sign holding the ascendant\'s ruler. ' +
    PROPORTIONAL_SUBS,
  lords: ASHTOTTARI_LORDS,
  cycles: 1,
  seed: starGroups(6, [4, 3, 4, 3, 3, 3, 4, 3], 'group'),
  ...subProportional,
});

export const tithiAshtottariSystem = moonStarDasha({
  id: 'tithi-ashtottari',
  name: 'Tithi Ashtottari dasha',
  source: 'P.V.R. Narasimha Rao (Jagannatha Hora; the Vedavyasa tithi Ashtottari tutorial); PyJHora 4.8.5 tithi_ashtottari',
  description:
    'Ashtottari\'s lords and years (108) from the tithi at birth: its lord (tithis 1–8 of a paksha Sun, Moon, Mars, Mercury, Jupiter, ' +
    'Venus, Saturn, Rahu, 9–14 Sun … Venus, Purnima Saturn, Amavasya Rahu) runs first; the balance is the part of the tithi\'s arc ' +
    '(Moon − Sun) still to run. Sub-periods start from the lord after the parent\'s, each in proportion to its years; levels 3–5 repeat this rule.',
  lords: ASHTOTTARI_LORDS,
  cycles: 1,
  seed: panchangaElement('tithi', (t) => lordIndex(ASHTOTTARI_LORDS, tithiLord(t))),
  subLengths: 'proportional',
  subFrom: 'next',
});

export const yoginiSystem = moonStarDasha({
  id: 'yogini',
  name: 'Yogini dasha',
  source: 'BPHS ch. 46 (Yogini dasha)',
  description:
    'The eight yoginis Mangala (Moon) 1, Pingala (Sun) 2, Dhanya (Jupiter) 3, Bhramari (Mars) 4, Bhadrika (Mercury) 5, Ulka (Saturn) 6, ' +
    'Siddha (Venus) 7, Sankata (Rahu) 8 years (36): the birth star\'s number + 3, divided by 8, gives the first (remainder 1 Mangala); ' +
    'its balance is the part of the star still to run (no wrap at Revati: Bharani gives Bhadrika). Three cycles (108 years). ' + EQUAL_SUBS,
  lords: YOGINI_LORDS,
  cycles: 3,
  seed: starNumberPlus(3, 8),
  ...subEqual,
});

export const tithiYoginiSystem = moonStarDasha({
  id: 'tithi-yogini',
  name: 'Tithi Yogini dasha',
  source: 'P.V.R. Narasimha Rao (Jagannatha Hora); PyJHora 4.8.5 tithi_yogini',
  description:
    'Yogini\'s lords and years (36) from the tithi at birth: its lord (tithis 1–8 of a paksha Sun, Moon, Mars, Mercury, Jupiter, Venus, ' +
    'Saturn, Rahu, 9–14 Sun … Venus, Purnima Saturn, Amavasya Rahu) runs first; the balance is the part of the tithi\'s arc (Moon − Sun) still ' +
    'to run. Three cycles (108 years). ' + EQUAL_SUBS,
  lords: YOGINI_LORDS,
  cycles: 3,
  seed: panchangaElement('tithi', (t) => lordIndex(YOGINI_LORDS, tithiLord(t))),
  ...subEqual,
});

export const shodashottariSystem = moonStarDasha({
  id: 'shodashottari',
  name: 'Shodashottari dasha',
  source: 'BPHS ch. 46 (Shodashottari)',
  description:
    'Sun 11, Mars 12, Jupiter 13, Saturn 14, Ketu 15, Moon 16, Mercury 17, Venus 18 years (116; no Rahu), the stars in turn from ' +
    'Pushya (the Sun\'s); the balance is the part of the Moon\'s star still to run. Classically used when the lagna is in the Sun\'s ' +
    'hora in Shukla paksha or in the Moon\'s hora in Krishna paksha. ' + EQUAL_SUBS,
  lords: [['Sun', 11], ['Mars', 12], ['Jupiter', 13], ['Saturn', 14], ['Ketu', 15], ['Moon', 16], ['Mercury', 17], ['Venus', 18]],
  cycles: 1,
  seed: starInTurn(8, 8),
  ...subEqual,
});

export const dwadashottariSystem = moonStarDasha({
  id: 'dwadashottari',
  name: 'Dwadashottari dasha',
  source: 'BPHS ch. 46 (Dwadashottari)',
  description:
    'Sun 7, Jupiter 9, Ketu 11, Mercury 13, Rahu 15, Mars 17, Saturn 19, Moon 21 years (112; no Venus), counted from the birth star ' +
    'to Revati: Revati is the Sun\'s, the stars before it the next lords\' in turn; the balance is the part of the Moon\'s star still ' +
    'to run. Classically used when the lagna is in a navamsa of Venus. ' + EQUAL_SUBS,
  lords: [['Sun', 7], ['Jupiter', 9], ['Ketu', 11], ['Mercury', 13], ['Rahu', 15], ['Mars', 17], ['Saturn', 19], ['Moon', 21]],
  cycles: 1,
  seed: starInTurn(27, 8, -1),
  ...subEqual,
});

export const dwisaptatiSamaSystem = moonStarDasha({
  id: 'dwisaptati-sama',
  name: 'Dwisaptati-sama dasha',
  source: 'BPHS ch. 46 (Dwisaptati-sama)',
  description:
    'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, 9 years each (72), the stars in turn from Mula (the Sun\'s); the balance ' +
    'is the part of the Moon\'s star still to run. Two cycles (144 years), as PyJHora 4.8.5. Classically used when the ascendant\'s ruler is ' +
    'in the 7th house or the 7th house\'s ruler in the 1st. ' + EQUAL_SUBS,
  lords: (['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu'] as const).map((l) => [l, 9] as const),
  cycles: 2,
  seed: starInTurn(19, 8),
  ...subEqual,
});

export const panchottariSystem = moonStarDasha({
  id: 'panchottari',
  name: 'Panchottari dasha',
  source: 'BPHS ch. 46 (Panchottari)',
  description:
    'Sun 12, Mercury 13, Saturn 14, Mars 15, Venus 16, Moon 17, Jupiter 18 years (105), the stars in turn from Anuradha (the Sun\'s); ' +
    'the balance is the part of the Moon\'s star still to run. Classically used when the lagna is in Cancer in the dwadashamsa. ' + EQUAL_SUBS,
  lords: [['Sun', 12], ['Mercury', 13], ['Saturn', 14], ['Mars', 15], ['Venus', 16], ['Moon', 17], ['Jupiter', 18]],
  cycles: 1,
  seed: starInTurn(17, 7),
  ...subEqual,
});

export const shatabdikaSystem = moonStarDasha({
  id: 'shatabdika',
  name: 'Shatabdika dasha',
  source: 'BPHS ch. 46 (Shatabdika)',
  description:
    'Sun 5, Moon 5, Venus 10, Mercury 10, Jupiter 20, Mars 20, Saturn 30 years (100), the stars in turn from Revati (the Sun\'s); the ' +
    'balance is the part of the Moon\'s star still to run. Classically used when the lagna is vargottama. ' + EQUAL_SUBS,
  lords: [['Sun', 5], ['Moon', 5], ['Venus', 10], ['Mercury', 10], ['Jupiter', 20], ['Mars', 20], ['Saturn', 30]],
  cycles: 1,
  seed: starInTurn(27, 7),
  ...subEqual,
});

export const chaturashitiSamaSystem = moonStarDasha({
  id: 'chaturashiti-sama',
  name: 'Chaturashiti-sama dasha',
  source: 'BPHS ch. 46 (Chaturashiti-sama)',
  description:
    'Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, 12 years each (84), the stars in turn from Swati (the Sun\'s); the balance is ' +
    'the part of the Moon\'s star still to run. Classically used when the 10th house\'s ruler is in the 10th house. ' + EQUAL_SUBS,
  lords: SEVEN_12,
  cycles: 1,
  seed: starInTurn(15, 7),
  ...subEqual,
});

export const karanaChaturashitiSamaSystem = moonStarDasha({
  id: 'karana-chaturashiti-sama',
  name: 'Karana Chaturashiti-sama dasha',
  source: 'P.V.R. Narasimha Rao (Jagannatha Hora); PyJHora 4.8.5 karana_chathuraaseethi_sama',
  description:
    'Chaturashiti-sama\'s lords (Sun … Saturn, 12 years each, 84) from the karana at birth: Bava … Vishti have the Sun … Saturn and the ' +
    'count runs on through the month (Shakuni Sun, Chatushpada Moon, Naga Mars, Kimstughna Mercury); the balance is the part of the ' +
    'karana\'s arc (Moon − Sun) still to run. ' + EQUAL_SUBS,
  lords: SEVEN_12,
  cycles: 1,
  seed: panchangaElement('karana', karanaLordIndex),
  ...subEqual,
});

export const shashtihayaniSystem = moonStarDasha({
  id: 'shashtihayani',
  name: 'Shashtihayani (Shashti-sama) dasha',
  source: 'BPHS ch. 46 (Shashtihayani)',
  description:
    'Jupiter, Sun, Mars 10 years each, Moon, Mercury, Venus, Saturn, Rahu 6 each (60), the stars from Ashwini in groups of 3 and 4 ' +
    'in turn (Jupiter Ashwini–Krittika, Sun Rohini–Punarvasu, … Saturn Shravana–Shatabhisha, Rahu P. Bhadrapada–Revati). As PyJHora ' +
    '4.8.5, the balance is the part of the Moon\'s own star still to run, times the lord\'s years. Two cycles (120 years). Classically ' +
    'used when the Sun is in the lagna. ' + EQUAL_SUBS,
  lords: [['Jupiter', 10], ['Sun', 10], ['Mars', 10], ['Moon', 6], ['Mercury', 6], ['Venus', 6], ['Saturn', 6], ['Rahu', 6]],
  cycles: 2,
  seed: starGroups(1, [3, 4, 3, 4, 3, 4, 3, 3], 'star'),
  ...subEqual,
});

export const shattrimshaSamaSystem = moonStarDasha({
  id: 'shattrimsha-sama',
  name: 'Shattrimsha-sama dasha',
  source: 'BPHS ch. 46 (Shattrimsha-sama)',
  description:
    'Moon 1, Sun 2, Jupiter 3, Mars 4, Mercury 5, Saturn 6, Venus 7, Rahu 8 years (36), the stars in turn from Shravana (the Moon\'s); ' +
    'the balance is the part of the Moon\'s star still to run. Three cycles (108 years). Classically used for a day birth with the ' +
    'lagna in the Sun\'s hora or a night birth with the lagna in the Moon\'s hora. ' + EQUAL_SUBS,
  lords: YOGINI_LORDS,
  cycles: 3,
  seed: starInTurn(22, 8),
  ...subEqual,
});

/** In the order of the list. */
export const MOON_STAR_DASHA_SYSTEMS: readonly DashaSystem[] = [
  yogaVimshottariSystem,
  ashtottariSystem,
  tithiAshtottariSystem,
  yoginiSystem,
  tithiYoginiSystem,
  shodashottariSystem,
  dwadashottariSystem,
  dwisaptatiSamaSystem,
  panchottariSystem,
  shatabdikaSystem,
  chaturashitiSamaSystem,
  karanaChaturashitiSamaSystem,
  shashtihayaniSystem,
  shattrimshaSamaSystem,
];
