/**
 * The words of the navamsa yoga family (shared/core/vedic/yogas/navamsa.ts): English sentences, their translations and the
 * yogas' names. Conventions of each language as its main catalogue (../<lang>.ts) states them.
 */
import { NAVAMSA_YOGA_IDS } from '../../../core/vedic/yogas/ids.js';
import type { YogaFamilyWords } from '../yoga-family.js';

const EN = {
  'yogas.kalpadruma.description': "The lagna lord, the lord of the sign he occupies, and that planet's own dispositors in the rasi and in the navamsa all in kendras or trikonas from the lagna, or in their own or exaltation signs (BPHS ch. 36, Kalpadruma or Parijata yoga).",
  'yogas.kalpadruma.interpretation.1': 'Traditionally a ruler-like person: prosperous, principled, strong and kind, fond of battle.',
  'yogas.vishnu.description': "The 9th and 10th lords in the 2nd house, with the lord of the navamsa occupied by the 9th lord also there (Raman, Three Hundred Important Combinations).",
  'yogas.vishnu.interpretation.1': 'Traditionally fortunate, learned, long-lived, favoured by rulers and devoted to Vishnu.',
  'yogas.gauri.description': 'The lord of the navamsa occupied by the 10th lord exalted in the 10th house and joined by the lagna lord (Raman, Three Hundred Important Combinations).',
  'yogas.gauri.interpretation.1': 'Traditionally of a respected family, religious and virtuous, happy in family life.',
  'yogas.chandika.description': 'A fixed sign rising, aspected by the 6th lord, and the Sun joined by the lords of the navamsas occupied by the 6th and 9th lords (Raman, Three Hundred Important Combinations).',
  'yogas.chandika.interpretation.1': 'Traditionally bold, charitable, wealthy, famous and long-lived.',
  'yogas.bharati.description': 'The lord of the navamsa occupied by the 2nd, 5th or 11th lord exalted and joined with the 9th lord (Raman, Three Hundred Important Combinations).',
  'yogas.bharati.interpretation.1': 'Traditionally a great scholar: intelligent, religious, good-looking and famous.',
  'yogas.garuda.description': 'The lord of the navamsa occupied by the Moon exalted, the birth by day and the Moon waxing (Raman, Three Hundred Important Combinations).',
  'yogas.garuda.interpretation.1': 'Traditionally respected by the pious, eloquent and courageous, with danger from enemies or poison in the 34th year.',
  'yogas.mahabhagya.description': "For a man, a birth by day with the lagna, the Sun and the Moon in odd signs; for a woman, a birth by night with all three in even signs (Raman, Three Hundred Important Combinations). The chart does not give the native's sex, so the conditions say for whom the reading found holds.",
  'yogas.mahabhagya.interpretation.1': 'Traditionally very fortunate, wealthy, famous, long-lived and of noble character.',
  'yogas.teevrabuddhi.description': 'The 5th lord, a natural benefic, in the navamsa of the navamsa lagna, and the lord of the navamsa lagna a natural benefic or aspected by one (Raman #232).',
  'yogas.teevrabuddhi.interpretation.1': 'Traditionally a precocious, sharp intelligence.',
  'yogas.krisangaNavamsa.description': 'The navamsa lagna a sign of a dry planet (the Sun, Mars, Saturn) and natural malefics in the lagna (Raman #113).',
  'yogas.daridraNavamsa.description': 'The lords of the lagna and of the navamsa lagna both in the 6th, 8th or 12th house, each joined with or aspected by both the 2nd and the 7th lords (Raman #153).',
  'yogas.daridraNavamsa.interpretation.1': 'Traditionally poverty, financial straits and hardship.',
  'yogas.yuddhaPraveena.description': "The lord of the navamsa occupied by the lord of the 3rd lord's navamsa in his own or exaltation sign in at least two of the six vargas: rasi, hora, drekkana, navamsa, dwadasamsa, trimsamsa (Raman #183).",
  'yogas.yuddhaPraveena.interpretation.1': 'Traditionally a capable strategist, skilled in combat.',
  'yogas.yuddhatpurva.description': 'The 3rd lord exalted and joined by natural malefics in a movable sign or in a movable navamsa (Raman #184).',
  'yogas.yuddhatpurva.interpretation.1': 'Traditionally courageous and resolute before a fight begins.',
  'yogas.yuddhatpaschad.description': 'The 3rd lord in a fixed sign, a fixed navamsa and a cruel shashtiamsa (BPHS ch. 6), and the lord of the sign he occupies debilitated (Raman #185).',
  'yogas.yuddhatpaschad.interpretation.1': 'Traditionally hesitant at the start of a fight but firm once it has begun.',
  'yogas.grihanasaNavamsa.description': 'The lord of the navamsa occupied by the 4th lord in the 12th house (Raman #192).',
  'yogas.grihanasaNavamsa.interpretation.1': 'Traditionally the loss of house property.',
  'yogas.balyaDhana.description': 'The 2nd and 10th lords together in a kendra, aspected by the lord of the navamsa occupied by the lagna lord (Raman, Three Hundred Important Combinations).',
  'yogas.balyaDhana.interpretation.1': 'Traditionally riches early in life.',
  // {sign} a navamsa sign, {planet} the planet in it, {position} a 'yogas.cond.position' sentence of the sign's lord
  'yogas.cond.navamsa.navamsaLordOf': 'the lord of {sign}, the navamsa of {planet}: {position}',
  'yogas.cond.navamsa.signLordOf': 'the lord of {sign}, where {planet} stands: {position}',
  'yogas.cond.navamsa.navamsaLagna': 'navamsa lagna {sign}, whose lord is {lord}',
  'yogas.cond.navamsa.kalpadruma': 'each of the four in a kendra or trikona from the lagna, or in its own or exaltation sign',
  'yogas.cond.navamsa.fixedLagnaAspected': 'lagna {sign}, a fixed sign, aspected by the 6th lord {planet}',
  'yogas.cond.navamsa.dayBirth': 'born by day (the Sun above the horizon)',
  'yogas.cond.navamsa.waxingMoon': 'the Moon waxing (the bright half of the lunar month)',
  'yogas.cond.navamsa.mahabhagyaMan': 'born by day with the lagna, the Sun and the Moon in odd signs ({signs}): the reading for a man, which applies if the native is male',
  'yogas.cond.navamsa.mahabhagyaWoman': 'born by night with the lagna, the Sun and the Moon in even signs ({signs}): the reading for a woman, which applies if the native is female',
  'yogas.cond.navamsa.naturalBenefic': '{planet} is a natural benefic',
  'yogas.cond.navamsa.ownVargas': '{planet} in its own or exaltation sign in {vargas}',
  // {varga} a divisional chart's code (D1, D9 …), {sign} the planet's sign in it
  'yogas.cond.navamsa.vargaSign': '{sign} in {varga}',
  'yogas.cond.navamsa.maleficsMovableSign': '{planet} joined by the malefics {planets} in {sign}, a movable sign',
  'yogas.cond.navamsa.maleficsMovableNavamsa': '{planet} in the navamsa of {sign}, a movable sign, with the malefics {planets}',
  'yogas.cond.navamsa.fixedSignNavamsa': '{planet} in {sign} and in the navamsa of {navamsa}, both fixed signs',
  'yogas.cond.navamsa.cruelShashtiamsa': '{planet} in shashtiamsa {n} of 60, a cruel one',
  'yogas.decision.navamsa.kalpadrumaRasi': 'PyJHora also asks the four planets to be in a kendra or trikona from the navamsa lagna, or in their own or exaltation signs, in the navamsa chart; in the text the navamsa only names the fourth planet and the places are those of the rasi chart, which we follow.',
  'yogas.decision.navamsa.garuda': "PyJHora takes an own sign for exaltation and reports this yoga for a birth after sunset; the text asks for the lord of the Moon's navamsa exalted and a birth by day, which we follow.",
  'yogas.decision.navamsa.daridraBoth': 'PyJHora asks both the 2nd and 7th lords to aspect the lord, or both to join him; the text asks for the aspect or conjunction of each, so one may aspect and the other join, which we follow.',
  'yogas.decision.navamsa.mahabhagya': 'The chart carries no sex, so we report the yoga where either the reading for a man or that for a woman holds and say which. PyJHora 4.8.5 does not report it on a reference chart born by day with the lagna, the Sun and the Moon in odd signs, where the reading for a man holds; we follow the text.',
} as const;

export const NAVAMSA_WORDS: YogaFamilyWords<typeof EN, (typeof NAVAMSA_YOGA_IDS)[number]> = {
  ids: NAVAMSA_YOGA_IDS,
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
