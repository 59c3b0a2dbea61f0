/**
 * Matching: /v1/compatibility/ashtakoot and /v1/compatibility/summary. They take `person1` (the boy /
 * groom) and `person2` (the girl / bride): ashtakoot is not symmetric (varna, vashya, tara, gana read from
 * one side). Shapes described with each endpoint (the /docs guide).
 */
import { z } from 'zod';
import type { Ayanamsa } from '../../core/ephemeris.js';
import { text } from '../../core/text.js';
import { doshaChartFromVedic, manglik, manglikPair } from '../../core/vedic/doshas.js';
import { ashtakoot } from '../../core/vedic/matching.js';
import { vedicPlanets } from '../../core/vedic/planets.js';
import type { NodeType } from '../../core/western/bodies.js';
import { ayanamsaField, langField, nodeTypeField, pairMeta, personField, prepareMoment, type PreparedMoment } from '../common.js';
import { DELHI, MUMBAI, NYC } from '../examples.js';
import { degreeInSign, graha, lonDeg, pada, sentence, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { shownName } from './common.js';
import { manglikStatus } from './doshas.js';
import { gana, nadi, varna, yoni } from './nakshatra.js';

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

const kutaName = z.enum(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']).describe('The kuta (identifier, English)');
const kutaDisplayName = z.string().describe('The kuta\'s display name in `lang`');

/** Each kuta with its display name beside the identifier (localize puts `kutaName` in `lang`). */
function namedKuta<K extends { kuta: string }>(k: K): K & { kutaName: string } {
  return { ...k, kutaName: shownName(k.kuta) };
}
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
        kutaName: kutaDisplayName,
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
      dosha: z.enum(['Nadi', 'Bhakoot']).describe('The dosha the rule cancels (identifier, English: the kuta it belongs to)'),
      doshaName: z.string().describe('Its kuta\'s display name in `lang`'),
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

export const compatibilitySummaryData = z.strictObject({
  ashtakoot: z.strictObject({
    total: z.number().min(0).max(36).describe('The raw ashtakoot score'),
    maxTotal: z.literal(36).describe('Always 36'),
    level: verdictLevel,
    kutas: z.array(z.strictObject({ kuta: kutaName, kutaName: kutaDisplayName, score: kutaScore, maxScore: kutaMax })).length(8).describe('The eight kutas'),
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

const PAIR = '`person1` is the boy (groom), `person2` the girl (bride): ashtakoot is not symmetric.';

const pairSchema = z.strictObject({ person1: personField, person2: personField, ayanamsa: ayanamsaField, nodeType: nodeTypeField, lang: langField });

interface PairInput {
  p1: PreparedMoment;
  p2: PreparedMoment;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
}

function preparePair(raw: z.output<typeof pairSchema>): PairInput {
  return {
    p1: prepareMoment(raw.person1, 'person1.date'),
    p2: prepareMoment(raw.person2, 'person2.date'),
    ayanamsa: raw.ayanamsa,
    nodeType: raw.nodeType,
  };
}

function chartOf(m: PreparedMoment, input: PairInput) {
  return vedicPlanets(m.jdUt, m.lat, m.lng, input.ayanamsa, input.nodeType);
}

export const ashtakootEndpoint = definePost({
  name: 'compatibility-ashtakoot',
  path: '/v1/compatibility/ashtakoot',
  summary: 'The eight kutas (36 points) between two Moons, with reasons, doshas and their cancellations',
  description:
    `${PAIR} \`total\` is the raw score as almanacs print it; \`restoredTotal\` counts cancelled doshas' kutas in ` +
    `full (information only). Vashya of Sagittarius and Capricorn splits at 15°; the yoni table is the symmetric ` +
    `one; gana is read boy-by-row; these tables and each choice where sources disagree are cited in ` +
    `\`shared/core/vedic/matching.ts\`. Verdict: < 18 not recommended, 18–24 average, 25–32 good, 33–36 excellent.`,
  response: ashtakootData,
  examples: [{ request: { person1: MUMBAI, person2: DELHI } }, { request: { person1: NYC, person2: DELHI } }],
  schema: pairSchema,
  prepare: preparePair,
  run(input) {
    const boy = chartOf(input.p1, input).planets[1];
    const girl = chartOf(input.p2, input).planets[1];
    const k = ashtakoot(boy.longitude, girl.longitude);
    const data = { ...k, kutas: k.kutas.map(namedKuta), cancellations: k.cancellations.map((c) => ({ ...c, doshaName: shownName(c.dosha) })) };
    return { data, meta: pairMeta(input.p1, input.p2, { nodeType: input.nodeType }) };
  },
});

export const compatibilitySummary = definePost({
  name: 'compatibility-summary',
  path: '/v1/compatibility/summary',
  summary: 'Ashtakoot total, both partners\' Manglik status, and a verdict',
  description: `${PAIR} The ashtakoot kutas in short, each partner's Kuja dosha (mutually cancelled when both have it), the doshas and a verdict.`,
  response: compatibilitySummaryData,
  examples: [{ request: { person1: MUMBAI, person2: DELHI } }, { request: { person1: NYC, person2: MUMBAI } }],
  schema: pairSchema,
  prepare: preparePair,
  run(input) {
    const a = chartOf(input.p1, input);
    const b = chartOf(input.p2, input);
    const k = ashtakoot(a.planets[1].longitude, b.planets[1].longitude);
    const pair = manglikPair(manglik(doshaChartFromVedic(a)), manglik(doshaChartFromVedic(b)));
    const verdict = text(`matching.compatibility.verdict.${k.verdict.level === 'not recommended' ? 'notRecommended' : k.verdict.level}`, { total: k.total, bands: k.verdict.summary, manglik: pair.summary });
    return {
      data: {
        ashtakoot: { total: k.total, maxTotal: k.maxTotal, level: k.verdict.level, kutas: k.kutas.map((x) => namedKuta({ kuta: x.kuta, score: x.score, maxScore: x.maxScore })) },
        manglik: {
          person1: { status: pair.boy.status, summary: pair.boy.summary },
          person2: { status: pair.girl.status, summary: pair.girl.summary },
          bothManglik: pair.bothManglik,
          summary: pair.summary,
        },
        doshas: { nadi: k.nadiDosha, bhakoot: k.bhakootDosha, cancellations: k.cancellationSummary },
        warnings: k.verdict.warnings,
        verdict,
      },
      meta: pairMeta(input.p1, input.p2, { nodeType: input.nodeType }),
    };
  },
});
