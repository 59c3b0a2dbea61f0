/** Response schemas of matching and doshas (../vedic-compat.ts). */
import { z } from 'zod';
import { KAAL_SARP_TYPES } from '../../core/vedic/doshas.js';
import { gana, nadi, varna, yoni } from './vedic-basic.js';
import { degreeInSign, graha, houseNumber, lonDeg, pada, sentence, signIndex, signName } from './records.js';

const moonFacts = z
  .strictObject({
    longitude: lonDeg('Sidereal Moon'),
    sign: signIndex,
    signName,
    degreeInSign,
    nakshatra: z.number().int().min(0).max(26).describe('0 = Ashwini … 26 = Revati'),
    nakshatraName: z.string().describe('The nakshatra\'s display name in `lang`'),
    pada,
    signLord: graha.describe('Lord of the Moon\'s sign'),
    varna: varna.describe('Varna by the Moon\'s sign'),
    vashya: z.enum(['Chatushpada', 'Manava', 'Jalachara', 'Vanachara', 'Keeta']).describe('Vashya class (Sagittarius and Capricorn split at 15°)'),
    gana,
    yoni,
    nadi,
  })
  .meta({ id: 'MoonFacts', description: 'The Moon facts ashtakoot reads' });

const kutaName = z.enum(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']).describe('The kuta (identifier)');
const kutaScore = z.number().min(0).describe('Points given');
const kutaMax = z.number().int().describe('Points possible (1 … 8)');
const verdictLevel = z.enum(['not recommended', 'average', 'good', 'excellent']).describe('< 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent');

export const ashtakootData = z.strictObject({
  boy: moonFacts.describe('person1'),
  girl: moonFacts.describe('person2'),
  kutas: z
    .array(
      z.strictObject({
        kuta: kutaName,
        score: kutaScore,
        maxScore: kutaMax,
        boyValue: sentence.describe('The boy\'s value for this kuta'),
        girlValue: sentence.describe('The girl\'s value'),
        reason: sentence.describe('Why these points'),
      }),
    )
    .length(8)
    .describe('Varna, Vashya, Tara, Yoni, Graha Maitri, Gana, Bhakoot, Nadi'),
  total: z.number().min(0).max(36).describe('The raw score, as almanacs print it'),
  maxTotal: z.literal(36).describe('Always 36'),
  nadiDosha: z.boolean().describe('Nadi kuta scored 0'),
  bhakootDosha: z.boolean().describe('Bhakoot kuta scored 0'),
  cancellations: z.array(
    z.strictObject({
      dosha: z.enum(['Nadi', 'Bhakoot']).describe('The dosha the rule cancels'),
      doshaPresent: z.boolean().describe('That dosha is present in this pair'),
      rule: sentence,
      applies: z.boolean().describe('The rule holds and the dosha is present'),
      conditional: z.boolean().optional().describe('Only in necessity, as the source qualifies it'),
      source: z.string().describe('Where the rule comes from'),
    }),
  ).describe('Every cancellation rule checked'),
  cancellationSummary: z.array(sentence).describe('The cancellations that apply'),
  restoredTotal: z.number().min(0).max(36).describe('Information only: the total with each cancelled dosha\'s kuta counted in full'),
  verdict: z
    .strictObject({ level: verdictLevel, summary: sentence, warnings: z.array(sentence).describe('Doshas left uncancelled') })
    .describe('What the score means'),
});

const manglikStatus = z.enum(['none', 'partial', 'manglik', 'cancelled']).describe('Kuja dosha status');

export const manglikData = z
  .strictObject({
    marsSign: signIndex,
    marsSignName: signName,
    references: z
      .array(
        z.strictObject({
          reference: z.enum(['Lagna', 'Moon', 'Venus']).describe('The point Mars is counted from'),
          referenceSign: signIndex,
          marsHouse: houseNumber.describe('Mars\'s sign counted from the reference'),
          afflicted: z.boolean().describe('Mars in the 1st, 2nd, 4th, 7th, 8th or 12th'),
          exempt: z.boolean().describe('Afflicted, but exempt by Mars\'s sign'),
          exemptRule: sentence.optional(),
        }),
      )
      .length(3)
      .describe('Mars from the lagna, the Moon and Venus'),
    cancellations: z
      .array(
        z.strictObject({
          rule: sentence,
          scope: z.enum(['chart', 'reference', 'pair']).describe('What the rule cancels: the whole chart, one reference point, or the pair'),
          applies: z.boolean().describe('The rule holds in this chart'),
          source: z.string().describe('Where the rule comes from'),
        }),
      )
      .describe('Every cancellation rule checked'),
    status: manglikStatus.describe('partial: from the Moon or Venus only; manglik: from the lagna; cancelled: a cancellation applies or every afflicted point is exempt'),
    severity: z.number().int().min(0).max(3).describe('Afflicted, non-exempt reference points'),
    summary: sentence,
  })
  .meta({ id: 'Manglik', description: 'Kuja (Manglik) dosha' });

export const compatibilitySummaryData = z.strictObject({
  ashtakoot: z.strictObject({
    total: z.number().min(0).max(36).describe('The raw ashtakoot score'),
    maxTotal: z.literal(36).describe('Always 36'),
    level: verdictLevel,
    kutas: z.array(z.strictObject({ kuta: kutaName, score: kutaScore, maxScore: kutaMax })).length(8).describe('The eight kutas'),
  }).describe('Ashtakoot in short'),
  manglik: z.strictObject({
    person1: z.strictObject({ status: manglikStatus, summary: sentence }).describe('The boy\'s Kuja dosha'),
    person2: z.strictObject({ status: manglikStatus, summary: sentence }).describe('The girl\'s Kuja dosha'),
    bothManglik: z.boolean().describe('Both have an uncancelled dosha (which sets each other off)'),
    summary: sentence,
  }).describe('Both partners\' Manglik status'),
  doshas: z
    .strictObject({
      nadi: z.boolean().describe('Nadi dosha present'),
      bhakoot: z.boolean().describe('Bhakoot dosha present'),
      cancellations: z.array(sentence).describe('The cancellations that apply'),
    })
    .describe('The matching doshas'),
  warnings: z.array(sentence).describe('Doshas left uncancelled'),
  verdict: sentence,
});

export const kaalSarpData = z.strictObject({
  status: z.enum(['full', 'partial', 'none']).describe('full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a node\'s sign or sit on a node'),
  direction: z.enum(['rahu-to-ketu', 'ketu-to-rahu']).nullable().describe('Which arc holds the planets; null when none'),
  type: z.enum(KAAL_SARP_TYPES).nullable().describe('By Rahu\'s house (Anant … Sheshnag); null when none'),
  rahuHouse: houseNumber,
  ketuHouse: houseNumber,
  outside: z.array(z.strictObject({ planet: graha, why: z.enum(['conjunct-node', 'node-sign']).describe('On the nodal axis, or across it in a node\'s sign') })).describe('For partial: the planets outside the arc'),
  nodeSignPlanets: z.array(graha).describe('Planets sharing a sign with Rahu or Ketu'),
  summary: sentence,
});
