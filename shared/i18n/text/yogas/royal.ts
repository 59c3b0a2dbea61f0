/**
 * The words of the royal yoga family (shared/core/vedic/yogas/royal.ts): English sentences, their translations and the
 * yogas' names. Conventions of each language as its main catalogue (../<lang>.ts) states them.
 */
import { ROYAL_YOGA_IDS } from '../../../core/vedic/yogas/ids.js';
import type { YogaFamilyWords } from '../yoga-family.js';

const EN = {
  'yogas.mridanga.description': 'A planet exalted in the rasi chart whose navamsa lord stands in a kendra or trikona from the lagna in its own or exaltation sign, with a strong lagna lord (Raman, Three Hundred Important Combinations, after Jataka Parijata).',
  'yogas.mridanga.interpretation.1': 'Traditionally a life like a king\'s, honour and happiness.',
  'yogas.matsya.description': 'Benefics in the lagna and the 9th, both benefics and malefics in the 5th, and malefics in the 4th and the 8th (BPHS ch. 36).',
  'yogas.matsya.interpretation.1': 'Traditionally a seer or astrologer: kind, learned, of good character and austere.',
  'yogas.koorma.description': 'Benefics in the 5th, 6th and 7th houses in their exaltation, own or friendly signs, and malefics in the 1st, 3rd and 11th in their own or exaltation signs, each of these houses so occupied (BPHS ch. 36).',
  'yogas.koorma.interpretation.1': 'Traditionally a ruler: virtuous, happy, helpful and famous.',
  'yogas.kusuma.description': 'A fixed sign rising, Venus in a kendra, the Moon in a trikona joined by a benefic, and Saturn in the 10th house (BPHS ch. 36).',
  'yogas.kusuma.interpretation.1': 'Traditionally a leader like a king: generous, learned and happy.',
  'yogas.lagnadhi.description': 'Benefics in both the 7th and the 8th from the lagna, with no malefic in these houses or aspecting them (BPHS ch. 36).',
  'yogas.lagnadhi.interpretation.1': 'Traditionally a great and learned person, happy and respected.',
  'yogas.sharada.description': 'The 10th lord in the 5th house, Mercury in a kendra, the Sun strong in Leo, Mercury or Jupiter in a trine from the Moon, and Mars in the 11th (BPHS ch. 36).',
  'yogas.sharada.interpretation.1': 'Traditionally learning, wealth, a family and the favour of rulers.',
  'yogas.kulavardhana.description': 'Each of the seven planets in the 5th from the lagna, from the Moon or from the Sun (BPHS ch. 36).',
  'yogas.kulavardhana.interpretation.1': 'Traditionally a long and prosperous line of descendants, wealth and health.',
  'yogas.go.description': 'Jupiter strong in his moolatrikona (Sagittarius 0°–10°, not combust), joined by the 2nd lord, another planet, and the lagna lord exalted (BPHS ch. 36).',
  'yogas.go.interpretation.1': 'Traditionally birth in a good family, wealth and the respect of all.',
  'yogas.vidyut.description': 'The 11th lord in deep exaltation (within 1° of its exaltation point), joined by Venus, the two in a kendra from the lagna lord (BPHS ch. 36).',
  'yogas.vidyut.interpretation.1': 'Traditionally a life like a king\'s, wealth, pleasures and generosity.',
  'yogas.chapaLords.description': 'The 4th and 10th lords, two planets, each in the other\'s house, and the lagna lord exalted (BPHS ch. 36). Not the Nabhasa yoga Chapa (the seven planets in the seven signs from the 10th).',
  'yogas.chapaLords.interpretation.1': 'Traditionally service of a ruler and command of wealth.',
  'yogas.pushkala.description': 'The lagna lord with the Moon; the Moon\'s dispositor in a kendra or in the sign of an intimate friend, aspecting the lagna; and a strong planet in the lagna (BPHS ch. 36).',
  'yogas.pushkala.interpretation.1': 'Traditionally eloquence, wealth, fame and honour from rulers.',
  'yogas.jaya.description': 'The 10th lord in deep exaltation (within 1° of its exaltation point) and the 6th lord debilitated (BPHS ch. 36).',
  'yogas.jaya.interpretation.1': 'Traditionally victory over enemies, success, happiness and long life.',
  'yogas.parijata.description': 'The lord of the sign occupied by the dispositor of the lagna lord, or the lord of the navamsa that dispositor occupies, in a kendra or trikona from the lagna or in its own or exaltation sign (Raman, Three Hundred Important Combinations).',
  'yogas.parijata.interpretation.1': 'Traditionally happiness and honour from rulers in the middle and later parts of life.',
  // {planet}: a planet; {degree}: degrees within {sign}, the sign of its exaltation
  'yogas.cond.royal.deepExaltation': '{planet} within 1° of its deep exaltation point, {degree}° {sign}',
  'yogas.cond.royal.noMaleficTouch': 'no malefic occupies or aspects the 7th or the 8th house',
  'yogas.cond.royal.fifthFromLagna': '{planet} in {sign}, the 5th from the lagna',
  'yogas.cond.royal.fifthFrom': '{planet} in {sign}, the 5th from {from}',
  'yogas.cond.royal.jupiterMoolatrikona': 'Jupiter in his moolatrikona (Sagittarius 0°–10°) and not combust',
  // {planets}: the planets counted; {house}: the ordinal of the house counted from {planet}
  'yogas.cond.royal.fromPlanet': '{planets} in the {house} from {planet} (a kendra)',
  'yogas.cond.royal.intimateFriend': '{planet} in a sign of {lord}, its intimate friend (a natural and a temporal friend)',
  'yogas.decision.royal.mridanga': 'PyJHora reads the yoga as any planet in its own or exaltation sign in a kendra or trikona with the lagna lord in its own or exaltation sign; Raman has the navamsa lord of an exalted planet in a kendra or trikona in its own or exaltation sign and a strong lagna lord (own, exalted or friendly, not combust), which we follow.',
  'yogas.decision.royal.koorma': 'PyJHora accepts any planets in these houses in a friendly sign or better, malefics in the 1st, 3rd and 11th included, without asking each house to be occupied; BPHS asks for benefics in the 5th, 6th and 7th in friendly, own or exaltation signs and malefics in the 1st, 3rd and 11th in own or exaltation signs, which we follow.',
  'yogas.decision.royal.kusuma': 'PyJHora reads "the Moon in a trikona with a benefic" as the Moon in a trine from a natural benefic; the text has the Moon in a trikona from the lagna joined by a benefic, which we follow.',
  'yogas.decision.royal.lagnadhi': 'PyJHora asks every natural benefic to stand in the 7th or the 8th; the text asks for benefics in both houses, none of them joined or aspected by a malefic (graha drishti, BPHS ch. 26), which we follow.',
  'yogas.decision.royal.pushkala': 'PyJHora accepts any planet in the lagna; the text asks for a strong planet there (own, exalted or friendly, not combust), which we follow.',
  'yogas.decision.royal.parijata': 'PyJHora 4.8.5 reports this yoga on none of the 8 reference charts, not even where its own reading (the lagna lord\'s dispositor and that planet\'s dispositor in kendras or trikonas) holds, as on p07 (Mars, the Sun and the Sun\'s sign all in Leo, the 5th). We follow Raman.',
} as const;

export const ROYAL_WORDS: YogaFamilyWords<typeof EN, (typeof ROYAL_YOGA_IDS)[number]> = {
  ids: ROYAL_YOGA_IDS,
  en: EN,
  text: {
    hi: {
    },
    bn: {
    },
    ta: {
    },
    te: {
    },
    mr: {
    },
    gu: {
    },
    kn: {
    },
    ml: {
    },
    pa: {
    },
    ne: {
    },
    es: {
    },
    fr: {
    },
    de: {
    },
    it: {
    },
    pt: {
    },
    ru: {
    },
    ja: {
    },
    zh: {
    },
    ko: {
    },
    ar: {
    },
  },
  names: {
    hi: {
    },
    bn: {
    },
    ta: {
    },
    te: {
    },
    mr: {
    },
    gu: {
    },
    kn: {
    },
    ml: {
    },
    pa: {
    },
    ne: {
    },
    ru: {
    },
    ja: {
    },
    zh: {
    },
    ko: {
    },
    ar: {
    },
  },
};
