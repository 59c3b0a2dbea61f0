/**
 * The words of the progeny yoga family (shared/core/vedic/yogas/progeny.ts): English sentences, their translations and the
 * yogas' names. Conventions of each language as its main catalogue (../<lang>.ts) states them.
 */
import { PROGENY_YOGA_IDS } from '../../../core/vedic/yogas/ids.js';
import type { YogaFamilyWords } from '../yoga-family.js';

const EN = {
  'yogas.anapatya.description': 'Jupiter and the lords of the lagna, the 5th and the 7th all weak: each in a neutral, enemy or debilitation sign, combust, or in the 6th, 8th or 12th house (Raman #211, Anapatya yoga).',
  'yogas.anapatya.interpretation.1': 'Traditionally no children; read it with the other combinations of the 5th house.',
  'yogas.kujaSarpaShapa.description': 'Rahu in the 5th house, aspected by Mars, or the 5th house a sign of Mars (Aries or Scorpio) holding Rahu (Raman #212, Sarpa Shapa yoga).',
  'yogas.shaniSarpaShapa.description': 'The 5th lord joined with Rahu, and Saturn in the 5th house joined with or aspected by the Moon (Raman #213, Sarpa Shapa yoga).',
  'yogas.lagnaSarpaShapa.description': 'Jupiter, the karaka of children, associated with Mars, Rahu in the lagna and the 5th lord in the 6th, 8th or 12th house (Raman #214, Sarpa Shapa yoga).',
  'yogas.budhaSarpaShapa.description': 'The 5th house a sign of Mars (Aries or Scorpio) holding Rahu, and Mercury in it or aspecting it (Raman #215, Sarpa Shapa yoga).',
  'yogas.sarpaShapa.interpretation.1': 'Traditionally the loss of children through the curse of serpents, for which the texts prescribe remedies.',
  'yogas.pitruShapa.description': 'The Sun in the 5th house, debilitated or in a navamsa of Saturn (Capricorn or Aquarius), and hemmed in between malefics (Raman #216, Pitru Shapa Sutakshaya yoga).',
  'yogas.pitruShapa.interpretation.1': 'Traditionally the loss of children through the curse of the father.',
  'yogas.matruShapa.description': 'The 5th lord in the 8th house and the 8th lord in the 5th, with the Moon and the 4th lord in the 6th (Raman #217, Matru Shapa Sutakshaya yoga).',
  'yogas.matruShapa.interpretation.1': 'Traditionally the loss of children through the curse of the mother.',
  'yogas.bhratruShapa.description': 'The lords of the lagna and the 5th in the 8th house, and the 3rd lord with Mars and Rahu in the 5th (Raman #218, Bhratru Shapa Sutakshaya yoga).',
  'yogas.bhratruShapa.interpretation.1': 'Traditionally the loss of children through the curse of a brother.',
  'yogas.pretaShapa.description': 'The Sun and Saturn in the 5th house, a weak Moon in the 7th, Rahu in the lagna and Jupiter in the 12th (Raman #219, Preta Shapa yoga).',
  'yogas.pretaShapa.interpretation.1': 'Traditionally the loss of children through the curse of the departed.',
  'yogas.rahuBahuputra.description': 'Rahu in the 5th house, in a navamsa that is not Saturn\'s (not Capricorn or Aquarius) (Raman #220, Bahuputra yoga).',
  'yogas.saptameshaDattaputra.description': 'The 7th lord in the 11th house, the 5th lord joined with a natural benefic, and Mars or Saturn in the 5th house (Raman #223, Dattaputra yoga).',
  'yogas.kalanirdesatPutra.description': 'Jupiter in the 5th house and the 5th lord joined with Venus (Raman #227, Kalanirdesat Putra yoga).',
  'yogas.bhagyaKalanirdesatPutra.description': 'Jupiter in the 9th house and Venus in the 9th from Jupiter (the 5th house), joined with the lagna lord (Raman #228, Kalanirdesat Putra yoga).',
  'yogas.kalanirdesatPutra.interpretation.1': 'Traditionally a child born in the 32nd, 33rd or 40th year.',
  'yogas.rahuKalanirdesatPutranasa.description': 'Rahu in the 5th house, the 5th lord joined with a natural malefic and Jupiter debilitated (Raman #229, Kalanirdesat Putranasa yoga).',
  // {planets}: the planets judged weak
  'yogas.cond.progeny.weak': 'weak (in a neutral, enemy or debilitation sign, combust, or in the 6th, 8th or 12th house): {planets}',
  // {house}: an ordinal; {planet}: the sign's lord
  'yogas.cond.progeny.signOf': 'the {house} house is {sign}, a sign of {planet}',
  'yogas.decision.progeny.weak': 'Raman does not define "weak"; we read it as the opposite of strong (exalted, in its own or a friendly sign and not combust) or placed in the 6th, 8th or 12th house. PyJHora\'s test of weakness is wider and also finds planets weak that are strong and well placed by this reading.',
  'yogas.decision.progeny.companion': 'A planet is not its own companion: the lord of the 5th or of the lagna that is itself Venus, or itself a benefic or malefic, does not join one by its own presence. PyJHora counts it.',
  'yogas.decision.progeny.pitru': 'Raman\'s Sun is hemmed in between malefics as well as debilitated or in a navamsa of Saturn; PyJHora takes any one of the three.',
  'yogas.decision.progeny.pretaMoon': 'Raman asks for a weak Moon in the 7th; PyJHora does not test the Moon\'s weakness, which we do as for Anapatya yoga.',
} as const;

export const PROGENY_WORDS: YogaFamilyWords<typeof EN, (typeof PROGENY_YOGA_IDS)[number]> = {
  ids: PROGENY_YOGA_IDS,
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
