/**
 * English sentences of matching: the eight kutas of Ashtakoot, the nadi and bhakoot cancellations, the
 * verdict, Manglik (Kuja) dosha and Kaal Sarp. The Sanskrit terms of the tables are keys of their own so
 * each language writes them in its script.
 */
import type { Template } from '../template.js';

export const EN_MATCHING = {
  // --- the Sanskrit terms of the kuta tables
  'matching.varna.Brahmin': 'Brahmin',
  'matching.varna.Kshatriya': 'Kshatriya',
  'matching.varna.Vaishya': 'Vaishya',
  'matching.varna.Shudra': 'Shudra',
  'matching.vashya.Chatushpada': 'Chatushpada',
  'matching.vashya.Manava': 'Manava',
  'matching.vashya.Jalachara': 'Jalachara',
  'matching.vashya.Vanachara': 'Vanachara',
  'matching.vashya.Keeta': 'Keeta',
  'matching.yoni.Horse': 'Horse',
  'matching.yoni.Elephant': 'Elephant',
  'matching.yoni.Sheep': 'Sheep',
  'matching.yoni.Serpent': 'Serpent',
  'matching.yoni.Dog': 'Dog',
  'matching.yoni.Cat': 'Cat',
  'matching.yoni.Rat': 'Rat',
  'matching.yoni.Cow': 'Cow',
  'matching.yoni.Buffalo': 'Buffalo',
  'matching.yoni.Tiger': 'Tiger',
  'matching.yoni.Deer': 'Deer',
  'matching.yoni.Monkey': 'Monkey',
  'matching.yoni.Mongoose': 'Mongoose',
  'matching.yoni.Lion': 'Lion',
  'matching.sex.Male': 'male',
  'matching.sex.Female': 'female',
  'matching.gana.Deva': 'Deva',
  'matching.gana.Manushya': 'Manushya',
  'matching.gana.Rakshasa': 'Rakshasa',
  'matching.nadi.Adi': 'Adi',
  'matching.nadi.Madhya': 'Madhya',
  'matching.nadi.Antya': 'Antya',
  'matching.tara.Janma': 'Janma',
  'matching.tara.Sampat': 'Sampat',
  'matching.tara.Vipat': 'Vipat',
  'matching.tara.Kshema': 'Kshema',
  'matching.tara.Pratyak': 'Pratyak',
  'matching.tara.Sadhaka': 'Sadhaka',
  'matching.tara.Vadha': 'Vadha',
  'matching.tara.Mitra': 'Mitra',
  'matching.tara.ParamaMitra': 'Parama Mitra',
  'matching.relation.Friend': 'friend',
  'matching.relation.Neutral': 'neutral',
  'matching.relation.Enemy': 'enemy',
  'matching.relation.Same': 'the same',

  // --- the kutas. {boy}, {girl}: the partners' values of the kuta; {score}: the points given
  'matching.varna.reasonBoyHigher': "Boy {boy}, girl {girl}: the boy's varna is equal or higher: {score}/1",
  'matching.varna.reasonGirlHigher': "Boy {boy}, girl {girl}: the girl's varna is higher: {score}/1",
  // {boySign}, {girlSign}: the Moon signs
  'matching.vashya.reason': 'Boy {boy} ({boySign}), girl {girl} ({girlSign}): Maitreya vashya table, row girl {girl}, column boy {boy}: {score}/2',
  // {number}: tara 1–9; {tara}: its name (Janma … Parama Mitra)
  'matching.tara.fromGirl': "{nakshatra}: tara {number} {tara} from the girl's star",
  'matching.tara.fromGirlBad': "{nakshatra}: tara {number} {tara} (bad) from the girl's star",
  'matching.tara.fromBoy': "{nakshatra}: tara {number} {tara} from the boy's star",
  'matching.tara.fromBoyBad': "{nakshatra}: tara {number} {tara} (bad) from the boy's star",
  // {girlToBoy}, {boyToGirl}: inclusive nakshatra counts; {tBoy}, {tGirl}: the taras they give
  'matching.tara.reason': "Girl's star to boy's counts {girlToBoy} (tara {tBoy}), boy's to girl's {boyToGirl} (tara {tGirl}); 1½ for each tara other than 3, 5, 7: {score}/3",
  // {animal}: the yoni animal; {sex}: male or female
  'matching.yoni.value': '{animal} ({sex})',
  'matching.yoni.reason': 'Boy {boy}, girl {girl}: yoni table {girl}/{boy}: {score}/4',
  // {lord}: a planet, lord of the Moon sign {sign}
  'matching.maitri.value': '{lord} ({sign})',
  'matching.maitri.reasonSameLord': 'Moon-sign lords {boyLord} and {girlLord}: the same lord: {score}/5',
  // {boyToGirl}: how the boy's lord regards the girl's (friend, neutral, enemy), and the reverse
  'matching.maitri.reason': 'Moon-sign lords {boyLord} and {girlLord}: {boyLord} holds {girlLord} {boyToGirl}, {girlLord} holds {boyLord} {girlToBoy}: {score}/5',
  'matching.gana.reason': 'Boy {boy}, girl {girl}: gana table row boy {boy}, column girl {girl}: {score}/6',
  'matching.sign': '{sign}',
  // {girlToBoy}, {boyToGirl}: inclusive sign counts; {relation}: the pair as "6/8"
  'matching.bhakoot.reason': "The boy's sign is {girlToBoy} from the girl's and hers {boyToGirl} from his ({relation}): {score}/7",
  'matching.bhakoot.reasonDosha': "The boy's sign is {girlToBoy} from the girl's and hers {boyToGirl} from his ({relation}): 2/12, 5/9 and 6/8 are bhakoot dosha: {score}/7",
  'matching.nadi.reasonSame': 'Boy {boy}, girl {girl}: the same nadi (nadi dosha): {score}/8',
  'matching.nadi.reasonDifferent': 'Boy {boy}, girl {girl}: different nadis: {score}/8',

  // --- cancellations of nadi and bhakoot dosha. {rule}: one of the rules below
  'matching.cancel.sameSignOtherNakshatra': 'Same Moon sign, different nakshatras',
  'matching.cancel.sameNakshatraOtherSign': 'Same nakshatra, different Moon signs',
  'matching.cancel.otherPada': 'Same nakshatra and sign, different padas (only in necessity)',
  'matching.cancel.sameLord': 'Both Moon signs have the same lord',
  'matching.cancel.lordsFriends': 'The Moon-sign lords are natural friends of each other',
  'matching.cancelled.nadi': 'Nadi dosha cancelled: {rule}',
  'matching.cancelled.nadiInNecessity': 'Nadi dosha may be set aside in necessity: {rule}',
  'matching.cancelled.bhakoot': 'Bhakoot dosha cancelled: {rule}',
  'matching.cancelled.bhakootInNecessity': 'Bhakoot dosha may be set aside in necessity: {rule}',

  // --- verdict. {total}: points of 36
  'matching.verdict.notRecommended': '{total} — below 18 of 36: not recommended on points alone',
  'matching.verdict.average': '{total} — 18 to 24 of 36: average, acceptable',
  'matching.verdict.good': '{total} — 25 to 32 of 36: good',
  'matching.verdict.excellent': '{total} — 33 to 36 of 36: excellent',
  'matching.warning.nadiUncancelled': 'Nadi dosha without cancellation: judged inauspicious whatever the score',
  'matching.warning.bhakootUncancelled': 'Bhakoot dosha without cancellation',
  // {bands}: one of the verdict sentences above; {manglik}: one of the pair sentences below
  'matching.compatibility.verdict.notRecommended': '{total}/36 (not recommended). {bands}. {manglik}.',
  'matching.compatibility.verdict.average': '{total}/36 (average). {bands}. {manglik}.',
  'matching.compatibility.verdict.good': '{total}/36 (good). {bands}. {manglik}.',
  'matching.compatibility.verdict.excellent': '{total}/36 (excellent). {bands}. {manglik}.',

  // --- Manglik (Kuja) dosha. {house}: an ordinal ("7th"); {sign}: a sign
  'matching.manglik.exemptRule': 'Mars in the {house} in {sign}',
  'matching.manglik.cancel.ownSign': 'Mars in its own sign (Aries or Scorpio)',
  'matching.manglik.cancel.exalted': 'Mars exalted (Capricorn)',
  'matching.manglik.cancel.leoAquarius': 'Mars in Leo or Aquarius',
  'matching.manglik.cancel.conjunctJupiter': 'Mars conjunct Jupiter',
  'matching.manglik.cancel.aspectedByJupiter': 'Mars aspected by Jupiter (5th, 7th or 9th from Jupiter)',
  'matching.manglik.cancel.conjunctMoon': 'Mars conjunct the Moon',
  'matching.manglik.cancel.bothPartners': 'Both partners are manglik',
  'matching.manglik.cancel.houseSigns': 'Mars in the {house} in {sign1} or {sign2} (from any reference point)',
  'matching.manglik.fromLagna': '{house} from the lagna',
  'matching.manglik.fromLagnaExempt': '{house} from the lagna (exempt)',
  'matching.manglik.fromMoon': '{house} from the Moon',
  'matching.manglik.fromMoonExempt': '{house} from the Moon (exempt)',
  'matching.manglik.fromVenus': '{house} from Venus',
  'matching.manglik.fromVenusExempt': '{house} from Venus (exempt)',
  'matching.manglik.summary.none': 'Mars in {sign} is not in the 1st, 2nd, 4th, 7th, 8th or 12th from the lagna, the Moon or Venus: no Kuja dosha',
  // {where}: a list of the phrases "7th from the lagna" above; {rules}: a list of the cancellation rules that apply
  'matching.manglik.summary.cancelled': 'Mars in {sign}: {where}; cancelled ({rules})',
  'matching.manglik.summary.manglik': 'Mars in {sign}: {where}; manglik from the lagna',
  'matching.manglik.summary.partial': 'Mars in {sign}: {where}; from the Moon/Venus only: partial',
  'matching.manglik.pair.both': 'Both partners manglik: the dosha is cancelled between them',
  'matching.manglik.pair.onlyBoy': 'Only the boy is manglik: not cancelled by the partner',
  'matching.manglik.pair.onlyGirl': 'Only the girl is manglik: not cancelled by the partner',
  'matching.manglik.pair.neither': 'Neither partner has an uncancelled Kuja dosha',

  // --- Kaal Sarp. {type}: one of the twelve names below; {house}: Rahu's house as an ordinal
  'matching.kaalSarp.type.Anant': 'Anant',
  'matching.kaalSarp.type.Kulik': 'Kulik',
  'matching.kaalSarp.type.Vasuki': 'Vasuki',
  'matching.kaalSarp.type.Shankhpal': 'Shankhpal',
  'matching.kaalSarp.type.Padma': 'Padma',
  'matching.kaalSarp.type.Mahapadma': 'Mahapadma',
  'matching.kaalSarp.type.Takshak': 'Takshak',
  'matching.kaalSarp.type.Karkotak': 'Karkotak',
  'matching.kaalSarp.type.Shankhachur': 'Shankhachur',
  'matching.kaalSarp.type.Ghatak': 'Ghatak',
  'matching.kaalSarp.type.Vishdhar': 'Vishdhar',
  'matching.kaalSarp.type.Sheshnag': 'Sheshnag',
  'matching.kaalSarp.none': 'The seven planets are on both sides of the Rahu–Ketu axis: no Kaal Sarp',
  'matching.kaalSarp.fullRahuToKetu': '{type} Kaal Sarp (Rahu in the {house}): all seven planets from Rahu to Ketu in zodiacal order',
  'matching.kaalSarp.fullKetuToRahu': '{type} Kaal Sarp (Rahu in the {house}): all seven planets from Ketu to Rahu in zodiacal order',
  // {planets}: a list of the planets outside the arc (each in a node's sign)
  'matching.kaalSarp.partialRahuToKetu': "Partial {type} Kaal Sarp (Rahu in the {house}): planets from Rahu to Ketu except {planets} (in a node's sign)",
  'matching.kaalSarp.partialKetuToRahu': "Partial {type} Kaal Sarp (Rahu in the {house}): planets from Ketu to Rahu except {planets} (in a node's sign)",
} as const satisfies Record<string, Template>;
