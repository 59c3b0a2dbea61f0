/** Derived points of a chart: POST /v1/western/midpoints and /v1/western/arabic-lots. */
import { z } from 'zod';
import { westernHouses } from '../../core/western/houses.js';
import { arabicLots, LOT_NAMES } from '../../core/western/lots.js';
import { midpoints } from '../../core/western/midpoints.js';
import { westernPositions } from '../../core/western/positions.js';
import { houseSystemField, momentFields, nodeTypeField, oneZoneSource, prepareMoment } from '../common.js';
import { NYC } from '../examples.js';
import { chartPoint, degreeInSign, houseNumber, lonDeg, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { withWarnings } from './common.js';

export const midpointsData = z.strictObject({
  dial: z.union([z.literal(360), z.literal(90), z.literal(45)]).describe('Dial the activations were measured on'),
  orb: z.number().describe('Orb used, degrees on the dial'),
  midpoints: z
    .array(
      z.strictObject({
        planet1: chartPoint,
        planet2: chartPoint,
        longitude: lonDeg('The near (shorter-arc) midpoint'),
        sign: signIndex,
        signName,
        degreeInSign,
        dialPosition: z.number().min(0).describe('`longitude` modulo the dial'),
      }),
    )
    .describe('Every pair of the 13 bodies, Ascendant and Midheaven (105 pairs)'),
  activations: z
    .array(
      z.strictObject({
        planet: chartPoint.describe('The activating point'),
        planet1: chartPoint,
        planet2: chartPoint,
        midpoint: lonDeg('The pair\'s near midpoint'),
        orb: z.number().min(0).describe('Distance on the dial, degrees'),
        notation: z.string().describe('Ebertin notation, e.g. "Mars = Sun/Moon"'),
      }),
    )
    .describe('Points within the orb of a pair\'s midpoint on the dial, sorted by orb'),
});

export const arabicLotsData = z.strictObject({
  isDayChart: z.boolean().describe('The Sun above the horizon (houses 7–12)'),
  lots: z.array(
    z.strictObject({
      name: z.enum(LOT_NAMES).describe('The lot (identifier)'),
      formula: z.string().describe('The formula used for this chart'),
      dayFormula: z.string().describe('Formula by day, e.g. ASC + Moon − Sun'),
      nightFormula: z.string().describe('Formula by night'),
      reversesAtNight: z.boolean().describe('The tradition reverses the formula in a night chart'),
      longitude: lonDeg('The lot'),
      sign: signIndex,
      signName,
      degreeInSign,
      house: houseNumber,
    }),
  ).describe('Fortune, Spirit, the five other Hermetic lots, Father, Mother, Children, Marriage'),
});

// ------------------------------------------------------------------ POST /v1/western/midpoints

const midpointsSchema = z
  .strictObject({
    ...momentFields,
    nodeType: nodeTypeField,
    orb: z.number().min(0).max(4).default(1.5).describe('Largest distance from a midpoint that activates it, degrees on the dial'),
    dial: z.union([z.literal(360), z.literal(90), z.literal(45)]).default(90).describe('Dial the activations are measured on (Ebertin\'s 90° dial by default)'),
  })
  .superRefine(oneZoneSource);

export const westernMidpoints = definePost({
  name: 'western-midpoints',
  path: '/v1/western/midpoints',
  schema: midpointsSchema,
  summary: 'The midpoint matrix and its activations on a 360°, 90° or 45° dial',
  description:
    'Near (shorter-arc) midpoints of every pair of the 13 bodies, Ascendant and Midheaven (105 pairs), and every ' +
    'activation: a point within `orb` (0–4°, default 1.5) of a pair\'s midpoint measured on the `dial` (360, 90 ' +
    '(default) or 45), not itself one of the pair, written Ebertin-style ("Mars = Sun/Moon") and sorted by orb. ' +
    'The North/South Node pair never activates; on the 90° and 45° dials the South Node sits on the North Node\'s ' +
    'point and is left out of activations.',
  response: midpointsData,
  examples: [{ request: NYC }],
  prepare: (raw) => ({ moment: prepareMoment(raw), nodeType: raw.nodeType, orb: raw.orb, dial: raw.dial }),
  run({ moment, nodeType, orb, dial }) {
    const planets = westernPositions(moment.jdUt, nodeType);
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, 'placidus', planets);
    const points = [
      ...planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude })),
      { name: 'Ascendant', lonDeg: h.houses.ascendant },
      { name: 'Midheaven', lonDeg: h.houses.midheaven },
    ];
    const r = midpoints(points, { orb, dial });
    return {
      data: { dial, orb, midpoints: r.matrix, activations: r.activations },
      meta: withWarnings(moment.meta, { nodeType }),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/arabic-lots

const lotsSchema = z.strictObject({ ...momentFields, houseSystem: houseSystemField }).superRefine(oneZoneSource);

export const westernArabicLots = definePost({
  name: 'western-arabic-lots',
  path: '/v1/western/arabic-lots',
  schema: lotsSchema,
  summary: 'Fortune, Spirit and the Hermetic lots, Father, Mother, Children, Marriage',
  description:
    'Lot = Ascendant + A − B, reversed at night where the tradition reverses it. A day chart has the Sun in ' +
    'houses 7–12 by the ecliptic horizon (the Sun\'s own altitude differs only within ~50′ of the horizon).\n' +
    '\n' +
    '| lot | by day | reversed at night |\n' +
    '|---|---|---|\n' +
    '| Fortune | ASC + Moon − Sun | yes |\n' +
    '| Spirit | ASC + Sun − Moon | yes |\n' +
    '| Eros | ASC + Venus − Spirit | yes |\n' +
    '| Necessity | ASC + Fortune − Mercury | yes |\n' +
    '| Courage | ASC + Fortune − Mars | yes |\n' +
    '| Victory | ASC + Jupiter − Spirit | yes |\n' +
    '| Nemesis | ASC + Fortune − Saturn | yes |\n' +
    '| Father | ASC + Saturn − Sun | yes |\n' +
    '| Mother | ASC + Moon − Venus | yes |\n' +
    '| Children | ASC + Saturn − Jupiter | no |\n' +
    '| Marriage | ASC + Venus − Saturn (Dorotheus, for men) | no |\n' +
    '\n' +
    'The seven Hermetic lots follow Paulus Alexandrinus, *Introductory Matters* ch. 23 (as tabulated in C. ' +
    'Brennan, *Hellenistic Astrology*, 2017, ch. 16).',
  response: arabicLotsData,
  examples: [{ request: NYC }],
  prepare: (raw) => ({ moment: prepareMoment(raw), houseSystem: raw.houseSystem }),
  run({ moment, houseSystem }) {
    const planets = westernPositions(moment.jdUt, 'mean');
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, houseSystem, planets);
    const positions = Object.fromEntries(planets.map((p) => [p.planet, p.tropicalLongitude]));
    const r = arabicLots({ asc: h.houses.ascendant, sunLon: positions.Sun, positions, cusps: h.cusps });
    return { data: { isDayChart: r.isDayChart, lots: r.lots }, meta: withWarnings(moment.meta, { houseSystem }, h.warnings) };
  },
});
