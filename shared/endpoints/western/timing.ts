/** Western timing: POST /v1/western/transits and /v1/western/progressions (secondary progressions, solar arc). */
import { z } from 'zod';
import { norm360 } from '../../core/angles.js';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import type { Text } from '../../core/text.js';
import { isoUtc } from '../../core/time.js';
import { mergeOrbs, type Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import { westernHouses, type HouseSystem } from '../../core/western/houses.js';
import { westernPositions } from '../../core/western/positions.js';
import { progressions } from '../../core/western/progressions.js';
import { transits } from '../../core/western/transits.js';
import {
  houseSystemField,
  momentFields,
  nodeTypeField,
  oneZoneSource,
  orbsField,
  prepareMoment,
  prepareTarget,
  targetDateField,
  type PreparedMoment,
} from '../common.js';
import { NYC, TARGET } from '../examples.js';
import {
  aspect,
  aspectType,
  chartPoint,
  degreeInSign,
  houseNumber,
  instant,
  isRetrograde,
  lonDeg,
  progressedBody,
  sentence,
  signIndex,
  signName,
  westernBody,
} from '../responses/records.js';
import { definePost } from '../types.js';
import { withWarnings } from './common.js';

export const transitsData = z.strictObject({
  targetDate: instant.describe('The transit moment'),
  transits: z
    .array(
      z.strictObject({
        planet: westernBody,
        transitLongitude: lonDeg('Transiting body'),
        sign: signIndex,
        signName,
        degreeInSign,
        isRetrograde,
        aspectsToNatal: z.array(aspect).describe('planet1 the transiting body, planet2 a natal body, Ascendant or Midheaven'),
        interpretation: z.array(sentence).describe('A line for each aspect to a natal point'),
      }),
    )
    .length(13)
    .describe('The 13 transiting bodies'),
  mostSignificant: z
    .array(
      z.strictObject({
        transitPlanet: westernBody,
        natalPlanet: chartPoint,
        type: aspectType,
        orb: z.number().min(0).describe('Degrees from exact'),
        applying: z.boolean().describe('The transit is still closing in'),
        score: z.number().min(0).describe('Transiting weight × natal weight × aspect weight × tightness (× 1.2 applying)'),
        interpretation: sentence,
      }),
    )
    .max(10)
    .describe('The ten highest-scoring transit aspects'),
  interpretation: z.array(sentence).describe('One line for each of the top five'),
});

export const progressionsData = z.strictObject({
  birthDate: z.string().describe('The birth `date` as given'),
  targetDate: instant,
  ageYears: z.number().describe('Tropical years from birth to the target'),
  progressedDate: instant.describe('The day of ephemeris that stands for the target (a day for a year)'),
  solarArc: z.number().describe('Progressed Sun − natal Sun, degrees'),
  secondaryProgressions: z.array(progressedBody).length(13).describe('The 13 bodies a day for a year after birth'),
  solarArcDirections: z.array(progressedBody).length(13).describe('The 13 natal bodies moved by the solar arc'),
  progressedAscendant: lonDeg('Progressed Ascendant'),
  progressedMidheaven: lonDeg('Progressed Midheaven (natal MC + arc)'),
  progressedMoon: z
    .strictObject({ sign: signIndex, signName, degreeInSign, natalHouse: houseNumber.describe('Natal house the progressed Moon is in') })
    .describe('The progressed Moon'),
});

// ------------------------------------------------------------------ POST /v1/western/transits

const transitsSchema = z
  .strictObject({ ...momentFields, targetDate: targetDateField, nodeType: nodeTypeField, orbs: orbsField })
  .superRefine(oneZoneSource);

interface TransitsInput {
  moment: PreparedMoment;
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export const westernTransits = definePost({
  name: 'western-transits',
  path: '/v1/western/transits',
  schema: transitsSchema,
  summary: 'The 13 transiting bodies at targetDate with their aspects to the natal chart, ranked',
  description:
    'Transits at `targetDate` (local wall time at the birth place; default now) with aspects to the natal bodies, ' +
    'Ascendant and Midheaven: the transiting body is `planet1`, the natal point `planet2`, and natal points count ' +
    'as fixed for `applying`. `mostSignificant` ranks the top 10: score = weight of the transiting body (Pluto, ' +
    'Neptune, Uranus 10; Saturn 8; Jupiter 6; Chiron 5; North Node 4; Mars 3; Sun 2.5; Venus 2; Mercury 1.5; Moon ' +
    '1) × weight of the natal point (Sun, Moon, Ascendant, Midheaven 3; Mercury, Venus, Mars 2; others 1) × ' +
    'aspect weight (major 1, minor 0.5) × tightness (1 − orb/orb limit) × 1.2 when applying; ties by orb, then ' +
    'body order. The South Node only mirrors the North Node and is not ranked. `interpretation`: one line for ' +
    'each of the top 5.',
  response: transitsData,
  examples: [{ request: { ...NYC, targetDate: TARGET } }],
  prepare: (raw, ctx): TransitsInput => ({
    moment: prepareMoment(raw),
    target: prepareTarget(raw, ctx.nowMs),
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  }),
  run({ moment, target, nodeType, orbs }) {
    const natal = westernPositions(moment.jdUt, nodeType);
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, 'placidus', natal);
    const natalPoints = [
      ...natal.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude })),
      { name: 'Ascendant', lonDeg: h.houses.ascendant },
      { name: 'Midheaven', lonDeg: h.houses.midheaven },
    ];
    const r = transits(natalPoints, westernPositions(target.jdUt, nodeType), mergeOrbs(orbs));
    return {
      data: { targetDate: isoUtc(target.utcMs), transits: r.transits, mostSignificant: r.mostSignificant, interpretation: r.interpretation },
      meta: withWarnings(moment.meta, { nodeType }, target.warnings),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/progressions

const progressionsSchema = z
  .strictObject({ ...momentFields, targetDate: targetDateField, houseSystem: houseSystemField, nodeType: nodeTypeField, orbs: orbsField })
  .superRefine(oneZoneSource);

interface ProgressionsEndpointInput {
  moment: PreparedMoment;
  birthDate: string;
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export const westernProgressions = definePost({
  name: 'western-progressions',
  path: '/v1/western/progressions',
  schema: progressionsSchema,
  summary: 'Secondary progressions and solar arc directions to targetDate',
  description:
    'A day of ephemeris for each year of life, a year being 365.24219 days (the tropical year: one day of ' +
    'ephemeris per return of the Sun); solar arc = progressed Sun − natal Sun, added to every body; progressed MC ' +
    '= natal MC + arc, the progressed Ascendant from that MC\'s RAMC at the birth latitude. Each progressed body ' +
    'carries its aspects to the natal chart. `targetDate` default now; a target before birth is a 400.',
  response: progressionsData,
  examples: [{ request: { ...NYC, targetDate: TARGET } }],
  prepare: (raw, ctx): ProgressionsEndpointInput => ({
    moment: prepareMoment(raw),
    birthDate: raw.date,
    target: prepareTarget(raw, ctx.nowMs),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  }),
  run({ moment, birthDate, target, houseSystem, nodeType, orbs }) {
    const r = progressions({
      birthJdUt: moment.jdUt, targetJdUt: target.jdUt, lat: moment.lat, lng: moment.lng, nodeType, houseSystem, orbs,
    });
    return {
      data: {
        birthDate,
        targetDate: isoUtc(target.utcMs),
        ageYears: r.ageYears,
        progressedDate: isoUtc(utcMsFromJulianDay(r.progressedJdUt)),
        solarArc: r.solarArcDeg,
        secondaryProgressions: r.secondary,
        solarArcDirections: r.solarArc,
        progressedAscendant: norm360(r.progressedAscendant),
        progressedMidheaven: norm360(r.progressedMidheaven),
        progressedMoon: r.progressedMoon,
      },
      meta: withWarnings(moment.meta, { houseSystem, nodeType }, [...target.warnings, ...r.warnings]),
    };
  },
});
