/** Two-person charts: POST /v1/western/davison, /v1/western/synastry, /v1/western/composite. */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import type { Text } from '../../core/text.js';
import { isoUtc, zoneForPlace } from '../../core/time.js';
import { aspectGrid, mergeOrbs, type Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import { compositeHouses, compositePositions } from '../../core/western/composite.js';
import { davisonMidpoint } from '../../core/western/davison.js';
import { withHouses, type HouseSystem } from '../../core/western/houses.js';
import { findPatterns } from '../../core/western/patterns.js';
import { synastry } from '../../core/western/synastry.js';
import {
  about,
  houseSystemField,
  langField,
  nodeTypeField,
  orbsField,
  pairMeta,
  personField,
  prepareMoment,
  type PreparedMoment,
} from '../common.js';
import { DELHI, NYC } from '../examples.js';
import { angleDeg, aspect, houseNumber, instant, lonDeg, sentence, westernBody } from '../responses/records.js';
import { definePost } from '../types.js';
import { aspectGridSchema, aspectPoints, bodies13, chartAt, patternList, twelveHouses } from './common.js';

export const davisonData = z.strictObject({
  midpointDate: instant.describe('Mean of the two UTC instants'),
  midpointLatitude: z.number().min(-90).max(90).describe('Mean of the two latitudes'),
  midpointLongitude: z.number().min(-180).max(180).describe('Shorter-arc mean of the two longitudes'),
  positions: bodies13,
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: aspectGridSchema,
  patterns: patternList,
});

const overlay = z.strictObject({ planet: westernBody, longitude: lonDeg('The body'), house: houseNumber.describe('House of the other chart') });
const tally = z
  .strictObject({
    count: z.number().int().min(0).describe('Aspects in the group'),
    positive: z.number().describe('Their harmonious weight (with half the conjunctions\')'),
    negative: z.number().describe('Their tense weight'),
  })
  .describe('Aspects of one group and their weights');

export const synastryData = z.strictObject({
  aspects: z.array(aspect).describe('planet1 a body of person 1, planet2 a body of person 2'),
  houseOverlays: z
    .strictObject({
      person1InPerson2Houses: z.array(overlay).describe('Person 1\'s bodies in person 2\'s houses'),
      person2InPerson1Houses: z.array(overlay).describe('Person 2\'s bodies in person 1\'s houses'),
    })
    .describe('Each person\'s bodies placed in the other\'s houses'),
  compatibility: z.strictObject({
    score: z.number().int().min(0).max(100).describe('round(100 (P + 1) / (P + Q + 2)); 50 with no aspects'),
    harmonious: z.number().int().min(0).describe('Harmonious aspects'),
    challenging: z.number().int().min(0).describe('Tense aspects'),
    neutral: z.number().int().min(0).describe('Conjunctions'),
    breakdown: z.strictObject({
      harmoniousWeight: z.number().describe('Σ weights of the harmonious aspects'),
      challengingWeight: z.number().describe('Σ weights of the tense aspects'),
      neutralWeight: z.number().describe('Σ weights of the conjunctions'),
      positive: z.number().describe('P: harmonious weight plus half the conjunctions\''),
      negative: z.number().describe('Q: tense weight'),
      byGroup: z
        .strictObject({
          luminaries: tally.describe('Aspects involving the Sun or Moon'),
          venusMars: tally.describe('Else Venus or Mars'),
          other: tally.describe('The rest'),
        })
        .describe('The aspects by the bodies involved'),
    }).describe('How the score was reached'),
    summary: sentence,
  }).describe('A 0–100 score: each aspect weighs type × both bodies × tightness'),
});

export const compositeData = z.strictObject({
  positions: bodies13.describe('Each body at the shorter-arc midpoint of the two'),
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: aspectGridSchema,
  patterns: patternList,
  houseMethod: z.strictObject({
    method: z.literal('midpoint-of-MCs').describe('Houses from the midpoint of the two MCs'),
    ramc: angleDeg('RAMC (right ascension of the MC) of the composite MC'),
    obliquity: z.number().describe('True obliquity of the mean date, degrees'),
    latitude: z.number().describe('Mean latitude of the two births'),
  }).describe('How the composite houses were cast'),
});

// ------------------------------------------------------------------ two-person endpoints


const pairSchema = z
  .strictObject({
    person1: personField,
    person2: personField,
    houseSystem: houseSystemField,
    nodeType: nodeTypeField,
    orbs: orbsField,
    lang: langField,
  });

interface PairInput {
  p1: PreparedMoment;
  p2: PreparedMoment;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

function preparePair(raw: z.output<typeof pairSchema>): PairInput {
  return {
    p1: prepareMoment(raw.person1, 'person1.date'),
    p2: prepareMoment(raw.person2, 'person2.date'),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  };
}

function pairMetaOf(input: PairInput, warnings: Text[]) {
  return pairMeta(input.p1, input.p2, { houseSystem: input.houseSystem, nodeType: input.nodeType }, warnings);
}

/** How the two-person endpoints take their births (said once in each description). */
const PAIR_FIELDS =
  '`person1` and `person2` each take `date`, `lat`, `lng` and optionally `timezone` or `utcOffset`; ' +
  '`houseSystem`, `nodeType`, `orbs` and `lang` go at the top level. `meta.person1` and `meta.person2` give ' +
  'each birth\'s UTC instant, zone and offset.';

export const westernDavison = definePost({
  name: 'western-davison',
  path: '/v1/western/davison',
  schema: pairSchema,
  summary: 'The Davison chart: the midpoint in time and space of two births',
  description:
    'The chart of the mean of the two UTC instants at the mean latitude and the shorter-arc mean longitude (170° ' +
    'and −170° give 180°); `midpointDateLocal` is on the clock of that place (its zone, `meta.timezone`). ' +
    PAIR_FIELDS,
  response: davisonData,
  examples: [{ request: { person1: NYC, person2: DELHI } }],
  prepare(raw) {
    const input = preparePair(raw);
    const mid = davisonMidpoint(
      { jdUt: input.p1.jdUt, lat: input.p1.lat, lng: input.p1.lng },
      { jdUt: input.p2.jdUt, lat: input.p2.lat, lng: input.p2.lng },
    );
    // the clock of midpointDateLocal: the zone of the chart's place
    return { ...input, mid, midZone: zoneForPlace(mid.lat, mid.lng) };
  },
  run(input) {
    const { mid } = input;
    const chart = chartAt(mid.jdUt, mid.lat, mid.lng, input.houseSystem, input.nodeType, mergeOrbs(input.orbs));
    const patterns = findPatterns(chart.aspects, chart.planets.map((p) => ({ planet: p.planet, sign: p.sign })));
    return {
      data: {
        midpointDate: isoUtc(utcMsFromJulianDay(mid.jdUt)),
        midpointLatitude: mid.lat,
        midpointLongitude: mid.lng,
        positions: chart.planets,
        houses: chart.houses.houses,
        ascendant: chart.houses.ascendant,
        midheaven: chart.houses.midheaven,
        aspects: chart.aspects,
        patterns: patterns.allPatterns,
      },
      meta: { ...pairMetaOf(input, chart.warnings), timezone: input.midZone },
    };
  },
});

export const westernSynastry = definePost({
  name: 'western-synastry',
  path: '/v1/western/synastry',
  schema: pairSchema,
  summary: 'Cross-aspects, house overlays and a compatibility score for two births',
  description:
    'Aspects between every body of person 1 (`planet1`) and every body of person 2 (`planet2`), 169 pairs ' +
    'considered, applying from both speeds; each person\'s bodies in the other\'s houses; and a 0–100 score. Each ' +
    'aspect weighs its type (major 1, sextile 0.8, quincunx 0.5, other minor 0.3) × both bodies (Sun, Moon, Venus ' +
    '2; Mars 1.5; Mercury, Jupiter, Saturn 1; the outer planets, Chiron, North Node 0.5; South Node 0) × ' +
    'tightness; P = harmonious + half the conjunctions, Q = tense; score = round(100 (P + 1) / (P + Q + 2)), 50 ' +
    `with no aspects. ${PAIR_FIELDS}`,
  response: synastryData,
  examples: [{ request: { person1: NYC, person2: DELHI } }],
  prepare: preparePair,
  run(input) {
    const orbs = mergeOrbs(input.orbs);
    const a = chartAt(input.p1.jdUt, input.p1.lat, input.p1.lng, input.houseSystem, input.nodeType, orbs);
    const b = chartAt(input.p2.jdUt, input.p2.lat, input.p2.lng, input.houseSystem, input.nodeType, orbs);
    const r = synastry(a.planets, a.cusps, b.planets, b.cusps, orbs);
    return {
      data: { aspects: r.aspects, houseOverlays: r.houseOverlays, compatibility: r.compatibility },
      meta: pairMetaOf(input, [...about('person1', a.warnings), ...about('person2', b.warnings)]),
    };
  },
});

export const westernComposite = definePost({
  name: 'western-composite',
  path: '/v1/western/composite',
  schema: pairSchema,
  summary: 'The midpoint composite chart of two births',
  description:
    'Each body at the shorter-arc midpoint of the two (exactly opposite: 90° ahead of person 1\'s), with the mean ' +
    'latitude and speed; the South Node opposite the composite North Node. Houses from the midpoint of the two ' +
    'MCs: the composite MC gives a RAMC with the true obliquity of the mean date, then the chosen system\'s cusps ' +
    `at the mean latitude (\`houseMethod\` gives RAMC, obliquity and latitude). ${PAIR_FIELDS}`,
  response: compositeData,
  examples: [{ request: { person1: NYC, person2: DELHI } }],
  prepare: preparePair,
  run(input) {
    const orbs = mergeOrbs(input.orbs);
    const a = chartAt(input.p1.jdUt, input.p1.lat, input.p1.lng, input.houseSystem, input.nodeType, orbs);
    const b = chartAt(input.p2.jdUt, input.p2.lat, input.p2.lng, input.houseSystem, input.nodeType, orbs);
    const positions = compositePositions(a.planets, b.planets);
    const h = compositeHouses({
      mc1Deg: a.houses.midheaven, mc2Deg: b.houses.midheaven, lat1: input.p1.lat, lat2: input.p2.lat,
      jd1Ut: input.p1.jdUt, jd2Ut: input.p2.jdUt, system: input.houseSystem, bodies: positions,
    });
    const aspects = aspectGrid(aspectPoints(positions), orbs);
    const patterns = findPatterns(aspects, positions.map((p) => ({ planet: p.planet, sign: p.sign })));
    return {
      data: {
        positions: withHouses(positions, h.cusps),
        houses: h.houses.houses,
        ascendant: h.houses.ascendant,
        midheaven: h.houses.midheaven,
        aspects,
        patterns: patterns.allPatterns,
        houseMethod: { method: 'midpoint-of-MCs', ramc: h.ramcDeg, obliquity: h.obliquityDeg, latitude: h.latitude },
      },
      meta: pairMetaOf(input, h.warnings),
    };
  },
});
