/**
 * Matching and doshas: /v1/compatibility/ashtakoot, /v1/compatibility/summary, /v1/dosha/manglik,
 * /v1/dosha/kaal-sarp. Two-person calls take `person1` (the boy / groom) and `person2` (the girl / bride):
 * ashtakoot is not symmetric (varna, vashya, tara, gana read from one side). Shapes in README.
 */
import { z } from 'zod';
import { text } from '../core/text.js';
import { type Ayanamsa } from '../core/ephemeris.js';
import { doshaChartFromVedic, kaalSarp, manglik, manglikPair } from '../core/vedic/doshas.js';
import { ashtakoot } from '../core/vedic/matching.js';
import { vedicPlanets } from '../core/vedic/planets.js';
import type { NodeType } from '../core/western/bodies.js';
import { ayanamsaField, langField, nodeTypeField, pairMeta, personField, prepareMoment, type PreparedMoment } from './common.js';
import { DELHI, MUMBAI, NYC } from './examples.js';
import { ashtakootData, compatibilitySummaryData, kaalSarpData, manglikData } from './responses/vedic-compat.js';
import { definePost } from './types.js';

const PAIR = '`person1` is the boy (groom), `person2` the girl (bride): ashtakoot is not symmetric.';
import { prepareVedic, vedicChart, vedicMeta, vedicSchema, type VedicInput } from './vedic-basic.js';

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
    return { data: ashtakoot(boy.longitude, girl.longitude), meta: pairMeta(input.p1, input.p2, { nodeType: input.nodeType }) };
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
        ashtakoot: { total: k.total, maxTotal: k.maxTotal, level: k.verdict.level, kutas: k.kutas.map((x) => ({ kuta: x.kuta, score: x.score, maxScore: x.maxScore })) },
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

export const manglikEndpoint = definePost({
  name: 'dosha-manglik',
  path: '/v1/dosha/manglik',
  summary: 'Kuja (Manglik) dosha: Mars from the lagna, the Moon and Venus, with the cancellations that apply',
  description:
    'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th sign from a reference (the lagna, the Moon, Venus) afflicts it; ' +
    'status `none`, `partial` (from the Moon or Venus only), `manglik` (from the lagna) or `cancelled` (a ' +
    'cancellation applies, or every afflicted point is exempt by Mars\'s sign); `severity` 0–3 counts the ' +
    'afflicted, non-exempt references. Each cancellation names its source.',
  response: manglikData,
  examples: [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  schema: vedicSchema,
  prepare: prepareVedic,
  run: (input: VedicInput) => ({ data: manglik(doshaChartFromVedic(vedicChart(input))), meta: vedicMeta(input) }),
});

export const kaalSarpEndpoint = definePost({
  name: 'dosha-kaal-sarp',
  path: '/v1/dosha/kaal-sarp',
  summary: 'Kaal Sarp: all seven planets hemmed between Rahu and Ketu (full, partial or none) and its type',
  description:
    'Full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a ' +
    'node\'s sign or sit exactly on a node. The type (Anant … Sheshnag) follows Rahu\'s house.',
  response: kaalSarpData,
  examples: [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  schema: vedicSchema,
  prepare: prepareVedic,
  run: (input: VedicInput) => ({ data: kaalSarp(doshaChartFromVedic(vedicChart(input))), meta: vedicMeta(input) }),
});
