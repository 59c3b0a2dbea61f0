/** Response schemas of matching and doshas (../vedic-compat.ts). */
import { z } from 'zod';
import { KAAL_SARP_TYPES } from '../../core/vedic/doshas.js';
import { YONI_ANIMALS } from '../../core/vedic/nakshatra-attributes.js';
import { degreeInSign, graha, houseNumber, lonDeg, sentence, signIndex, signName } from './records.js';

const moonFacts = z
  .strictObject({
    longitude: lonDeg('Sidereal Moon'),
    sign: signIndex,
    signName,
    degreeInSign,
    nakshatra: z.number().int().min(0).max(26).describe('0 = Ashwini … 26 = Revati'),
    nakshatraName: z.string().describe('The nakshatra\'s display name in `lang`'),
    pada: z.number().int().min(1).max(4),
    signLord: graha,
    varna: z.enum(['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra']),
    vashya: z.enum(['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta']),
    gana: z.enum(['Deva', 'Manushya', 'Rakshasa']),
    yoni: z.strictObject({ animal: z.enum(YONI_ANIMALS), sex: z.enum(['Male', 'Female']) }),
    nadi: z.enum(['Adi', 'Madhya', 'Antya']),
  })
  .meta({ id: 'MoonFacts', description: 'The Moon facts ashtakoot reads' });

const kutaName = z.enum(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
const verdictLevel = z.enum(['not recommended', 'average', 'good', 'excellent']).describe('< 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent');

export const ashtakootData = z.strictObject({
  boy: moonFacts.describe('person1'),
  girl: moonFacts.describe('person2'),
  kutas: z
    .array(
      z.strictObject({
        kuta: kutaName,
        score: z.number().min(0),
        maxScore: z.number().int(),
        boyValue: sentence,
        girlValue: sentence,
        reason: sentence,
      }),
    )
    .length(8),
  total: z.number().min(0).max(36).describe('The raw score, as almanacs print it'),
  maxTotal: z.literal(36),
  nadiDosha: z.boolean(),
  bhakootDosha: z.boolean(),
  cancellations: z.array(
    z.strictObject({
      dosha: z.enum(['Nadi', 'Bhakoot']),
      doshaPresent: z.boolean(),
      rule: sentence,
      applies: z.boolean().describe('The rule holds and the dosha is present'),
      conditional: z.boolean().optional().describe('Only in necessity, as the source qualifies it'),
      source: z.string().describe('Where the rule comes from'),
    }),
  ),
  cancellationSummary: z.array(sentence),
  restoredTotal: z.number().min(0).max(36).describe('Information only: the total with each cancelled dosha\'s kuta counted in full'),
  verdict: z.strictObject({ level: verdictLevel, summary: sentence, warnings: z.array(sentence) }),
});

const manglikStatus = z.enum(['none', 'partial', 'manglik', 'cancelled']);

export const manglikData = z
  .strictObject({
    marsSign: signIndex,
    marsSignName: signName,
    references: z
      .array(
        z.strictObject({
          reference: z.enum(['Lagna', 'Moon', 'Venus']),
          referenceSign: signIndex,
          marsHouse: houseNumber.describe('Mars\'s sign counted from the reference'),
          afflicted: z.boolean().describe('Mars in the 1st, 2nd, 4th, 7th, 8th or 12th'),
          exempt: z.boolean().describe('Afflicted, but exempt by Mars\'s sign'),
          exemptRule: sentence.optional(),
        }),
      )
      .length(3),
    cancellations: z.array(z.strictObject({ rule: sentence, scope: z.enum(['chart', 'reference', 'pair']), applies: z.boolean(), source: z.string() })),
    status: manglikStatus.describe('partial: from the Moon or Venus only; manglik: from the lagna; cancelled: a cancellation applies or every afflicted point is exempt'),
    severity: z.number().int().min(0).max(3).describe('Afflicted, non-exempt reference points'),
    summary: sentence,
  })
  .meta({ id: 'Manglik', description: 'Kuja (Manglik) dosha' });

export const compatibilitySummaryData = z.strictObject({
  ashtakoot: z.strictObject({
    total: z.number().min(0).max(36),
    maxTotal: z.literal(36),
    level: verdictLevel,
    kutas: z.array(z.strictObject({ kuta: kutaName, score: z.number().min(0), maxScore: z.number().int() })).length(8),
  }),
  manglik: z.strictObject({
    person1: z.strictObject({ status: manglikStatus, summary: sentence }),
    person2: z.strictObject({ status: manglikStatus, summary: sentence }),
    bothManglik: z.boolean().describe('Both have an uncancelled dosha (which sets each other off)'),
    summary: sentence,
  }),
  doshas: z.strictObject({ nadi: z.boolean(), bhakoot: z.boolean(), cancellations: z.array(sentence) }),
  warnings: z.array(sentence),
  verdict: sentence,
});

export const kaalSarpData = z.strictObject({
  status: z.enum(['full', 'partial', 'none']).describe('full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a node\'s sign or sit on a node'),
  direction: z.enum(['rahu-to-ketu', 'ketu-to-rahu']).nullable(),
  type: z.enum(KAAL_SARP_TYPES).nullable().describe('By Rahu\'s house (Anant … Sheshnag); null when none'),
  rahuHouse: houseNumber,
  ketuHouse: houseNumber,
  outside: z.array(z.strictObject({ planet: graha, why: z.enum(['conjunct-node', 'node-sign']) })).describe('For partial: the planets outside the arc'),
  nodeSignPlanets: z.array(graha).describe('Planets sharing a sign with Rahu or Ketu'),
  summary: sentence,
});
