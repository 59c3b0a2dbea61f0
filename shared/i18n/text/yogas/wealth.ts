/**
 * The words of the wealth yoga family (shared/core/vedic/yogas/wealth.ts): English sentences, their translations and the
 * yogas' names. Conventions of each language as its main catalogue (../<lang>.ts) states them.
 */
import { WEALTH_YOGA_IDS } from '../../../core/vedic/yogas/ids.js';
import type { YogaFamilyWords } from '../yoga-family.js';

const EN = {
  'yogas.dhanaFifth.description': '{planet} in the 5th house, which is its own sign, and {planets} in the 11th house (Raman #{n}, Dhana yoga).',
  'yogas.bahudravyarjana.description': 'The lagna lord in the 2nd house, the 2nd lord in the 11th and the 11th lord in the lagna (Raman #129).',
  'yogas.bahudravyarjana.interpretation.1': 'Traditionally great wealth, earned in many ways.',
  'yogas.swaveeryaddhana.description': 'Any of three: the lagna lord, the strongest planet, in a kendra with Jupiter and the 2nd lord in Vaiseshikamsa; the lord of the sign held by the lord of the lagna lord\'s navamsa strong and in a kendra or trikona from the 2nd lord, or in its own or exaltation sign; the 2nd lord in a kendra or trikona from the lagna lord, or a benefic 2nd lord exalted or joined with an exalted planet (Raman #130–132). The strongest planet is the one with the greatest sthana bala (BPHS ch. 27).',
  'yogas.swaveeryaddhana.interpretation.1': 'Traditionally wealth earned by one\'s own effort.',
  'yogas.madhyaVayasiDhana.description': 'The 2nd lord, with kala bala, joins the lagna lord and the 11th lord in a kendra or trikona and is aspected by a benefic (Raman #133). Kala bala as BPHS ch. 27 gives it by day and night: the Sun, Jupiter and Venus by day, the Moon, Mars and Saturn by night, Mercury always.',
  'yogas.madhyaVayasiDhana.interpretation.1': 'Traditionally wealth earned by one\'s own effort in the middle part of life.',
  'yogas.anthyaVayasiDhana.description': 'The lagna lord and the 2nd lord together with a natural benefic, and the lord of the sign they occupy strong in the lagna (Raman #134).',
  'yogas.anthyaVayasiDhana.interpretation.1': 'Traditionally wealth in the last part of life.',
  'yogas.bhratrumuladhana.description': 'The lagna lord and the 2nd lord in the 3rd house, aspected by a benefic; or the 3rd lord in the 2nd with Jupiter, joined or aspected by the lagna lord in Vaiseshikamsa (Raman #136–137).',
  'yogas.bhratrumuladhana.interpretation.1': 'Traditionally wealth through brothers.',
  'yogas.putramuladhana.description': 'The strong 2nd lord joins the 5th lord or Jupiter, and the lagna lord is in Vaiseshikamsa (Raman #139).',
  'yogas.putramuladhana.interpretation.1': 'Traditionally wealth through children.',
  'yogas.shatrumuladhana.description': 'The strong 2nd lord joins the 6th lord or Mars, and the strong lagna lord is in Vaiseshikamsa (Raman #140).',
  'yogas.shatrumuladhana.interpretation.1': 'Traditionally wealth through enemies.',
  'yogas.kalatramuladhana.description': 'The strong 2nd lord joined with or aspected by the 7th lord and by Venus, and the lagna lord strong (Raman #141).',
  'yogas.kalatramuladhana.interpretation.1': 'Traditionally wealth through the spouse.',
  'yogas.amarananthaDhana.description': 'Two or more planets in the 2nd house, and the givers of wealth, the 2nd lord and Jupiter, strong or in their own or exaltation signs (Raman #142).',
  'yogas.amarananthaDhana.interpretation.1': 'Traditionally lasting wealth throughout life.',
  'yogas.ayatnadhanalabha.description': 'The lagna lord and the 2nd lord exchange signs (Raman #143).',
  'yogas.ayatnadhanalabha.interpretation.1': 'Traditionally wealth gained with little effort.',
  'yogas.cond.wealth.strongest': '{planet} has the greatest sthana bala of the seven planets: {value} virupas',
  'yogas.cond.wealth.vaiseshikamsa': '{planet} in its own or exaltation sign in {count} of the ten vargas (Vaiseshikamsa): {vargas}',
  'yogas.cond.wealth.kalabalaDay': '{planet} is strong by day, and the birth is by day (kala bala)',
  'yogas.cond.wealth.kalabalaNight': '{planet} is strong by night, and the birth is by night (kala bala)',
  'yogas.cond.wealth.kalabalaAlways': '{planet} is strong by day and by night (kala bala)',
  'yogas.cond.wealth.houseFrom': '{planet} is {house} from {other}',
  'yogas.cond.wealth.beneficLord': '{planet} is a natural benefic',
  'yogas.cond.wealth.signLordStrong': 'the lord of {sign}, strong: {position}',
  'yogas.decision.wealth.swaveeryaddhana': 'PyJHora takes Mars and Venus, the lords of Aries and Taurus, as the lagna lord and the 2nd lord whatever the lagna; we take the lords of the lagna and of the 2nd house.',
  'yogas.decision.wealth.anthyaVayasi': 'PyJHora asks only that the 2nd lord be in a kendra or trikona from the lagna lord, a condition of Raman\'s #132 (Swaveeryaddhana); we follow Raman\'s #134.',
  'yogas.decision.wealth.strong': 'PyJHora counts a planet strong only in its own or exaltation sign; we take a planet exalted, in its own or a friendly sign and not combust as strong, as the whole catalogue does.',
} as const;

export const WEALTH_WORDS: YogaFamilyWords<typeof EN, (typeof WEALTH_YOGA_IDS)[number]> = {
  ids: WEALTH_YOGA_IDS,
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
