/**
 * Extra points, declinations and fixed stars of a tropical chart: POST /v1/western/points,
 * /v1/western/declinations and /v1/western/fixed-stars (issue 23). Values from the Swiss Ephemeris.
 */
import { z } from 'zod';
import { CoreError, shownName } from '../../core/errors.js';
import { westernHouses, type HouseSystem } from '../../core/western/houses.js';
import {
  DECLINATION_BODIES, declinations, EXTRA_POINTS, extraPoints, parallels,
} from '../../core/western/points.js';
import { WESTERN_BODIES } from '../../core/western/bodies.js';
import { westernPositions } from '../../core/western/positions.js';
import { CLASSICAL_STARS, starConjunctions, starPositions } from '../../core/western/stars.js';
import { houseSystemField, momentFields, oneZoneSource, prepareMoment, type PreparedMoment } from '../common.js';
import { NYC } from '../examples.js';
import { aspect, chartPoint, houseNumber, lonDeg, signIndex, signName, westernPosition } from '../responses/records.js';
import { definePost } from '../types.js';
import { withWarnings } from './common.js';

// ------------------------------------------------------------------ the `points` option of /v1/natal and /v1/western

export const pointsField = z
  .array(z.enum(EXTRA_POINTS))
  .max(EXTRA_POINTS.length)
  .default([])
  .describe(
    `Extra points added to the chart's planets (after the 13 bodies, in the order ${EXTRA_POINTS.join(', ')}, each ` +
    'once; Chiron is among the 13 already) and to its aspects (default none). Patterns and the houses\' ' +
    'planetsInHouse stay those of the 13 bodies; the SVG wheel of /v1/western draws the points too. See /v1/western/points.',
  );

const bodyOrPoint = z.enum([...WESTERN_BODIES, ...EXTRA_POINTS.filter((p) => p !== 'Chiron')]);

/** A chart's body record whose `planet` may also be an extra point. */
export const positionOrPoint = westernPosition.extend({
  planet: bodyOrPoint.describe('A western body, or an extra point asked for with `points` (identifier, English)'),
});

/** An aspect whose points may also be extra points. */
export const aspectOrPoint = aspect.extend({
  planet1: z.enum([...chartPoint.options, ...EXTRA_POINTS.filter((p) => p !== 'Chiron')]).describe('First point (earlier in body order; extra points after the 13 bodies)'),
  planet2: z.enum([...chartPoint.options, ...EXTRA_POINTS.filter((p) => p !== 'Chiron')]).describe('Second point'),
});

export const chartPlanetsWithPoints = z
  .array(positionOrPoint)
  .min(13)
  .max(13 + EXTRA_POINTS.length - 1)
  .describe('Sun … Pluto, Chiron, NorthNode, SouthNode, in that order, then the extra points asked for with `points`');

const declination = z.number().min(-90).max(90).describe('Declination in degrees, north positive (true equator of date)');

// ------------------------------------------------------------------ POST /v1/western/points

const pointRecord = z.strictObject({
  longitude: lonDeg('Tropical apparent geocentric longitude'),
  latitude: z.number().min(-90).max(90).describe('Ecliptic latitude in degrees (0 for the Vertex and East Point)'),
  speed: z.number().describe('Degrees per day along the ecliptic (the Vertex and East Point move with the Earth\'s turning)'),
  declination,
  sign: signIndex,
  signName,
  house: houseNumber.describe('House 1 to 12 in `houseSystem`'),
});

const pointsSchema = z.strictObject({ ...momentFields, houseSystem: houseSystemField }).superRefine(oneZoneSource);

interface ChartInput {
  moment: PreparedMoment;
  houseSystem: HouseSystem;
}

export const westernPoints = definePost({
  name: 'western-points',
  path: '/v1/western/points',
  schema: pointsSchema,
  summary: 'Ceres, Pallas, Juno, Vesta, Chiron, Pholus, Mean and True Lilith, Vertex and East Point',
  description:
    'Apparent tropical positions from the Swiss Ephemeris: the asteroids and centaurs from its file seas_18.se1, ' +
    'Mean Lilith (SE_MEAN_APOG) and True Lilith (SE_OSCU_APOG, the osculating lunar apogee) with the ecliptic ' +
    'latitude the apogee has on the Moon\'s orbit (up to ~5°), and the Vertex and East Point (equatorial ' +
    'ascendant), points of the ecliptic (latitude 0) whose speed is their motion with the Earth\'s turning. ' +
    'Declinations include the latitude. `house` is the house in `houseSystem` (default Placidus). The same points ' +
    'can be added to the chart of /v1/natal and /v1/western with `points`.',
  response: z.strictObject({
    points: z
      .strictObject(Object.fromEntries(EXTRA_POINTS.map((p) => [p, pointRecord.describe(p)])) as Record<(typeof EXTRA_POINTS)[number], typeof pointRecord>)
      .describe('The ten points by name'),
  }),
  examples: [{ request: NYC }],
  prepare: (raw): ChartInput => ({ moment: prepareMoment(raw), houseSystem: raw.houseSystem }),
  run({ moment, houseSystem }) {
    const planets = westernPositions(moment.jdUt, 'mean');
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, houseSystem, planets);
    return {
      data: { points: extraPoints(moment.jdUt, moment.lat, moment.lng, h.cusps) },
      meta: withWarnings(moment.meta, { houseSystem }, h.warnings),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/declinations

const orbField = (what: string) =>
  z.number().min(0).max(10).default(1).describe(`Largest ${what}, degrees (default 1)`);

const declinationsSchema = z
  .strictObject({ ...momentFields, orb: orbField('difference of the distances from the equator') })
  .superRefine(oneZoneSource);

const bodyName = z.enum(DECLINATION_BODIES).describe('A planet, Sun … Pluto (identifier, English)');

export const westernDeclinations = definePost({
  name: 'western-declinations',
  path: '/v1/western/declinations',
  schema: declinationsSchema,
  summary: 'Declinations of Sun … Pluto, their parallels and contraparallels',
  description:
    'Apparent declinations (true equator of date, the ecliptic latitude included). Each pair (a before b in the ' +
    'order Sun … Pluto) whose distances from the equator differ by at most `orb` (default 1°), ' +
    '||d_a| − |d_b|| ≤ orb: a parallel when both lie on the same side of the equator (0 counts as north), a ' +
    'contraparallel when on opposite sides; `orb` of an entry is that difference.',
  response: z.strictObject({
    declinations: z
      .strictObject(Object.fromEntries(DECLINATION_BODIES.map((b) => [b, declination.describe(`${b}: declination, degrees north positive`)])) as Record<(typeof DECLINATION_BODIES)[number], typeof declination>)
      .describe('Declination of each planet'),
    parallels: z
      .array(
        z.strictObject({
          a: bodyName,
          b: bodyName,
          kind: z.enum(['parallel', 'contraparallel']).describe('Same hemisphere: parallel; opposite: contraparallel'),
          orb: z.number().min(0).describe('||d_a| − |d_b||, degrees'),
        }),
      )
      .describe('Pairs within the orb, a before b in planet order'),
  }),
  examples: [{ request: NYC }],
  prepare: (raw) => ({ moment: prepareMoment(raw), orb: raw.orb }),
  run({ moment, orb }) {
    const decs = declinations(moment.jdUt);
    const list = DECLINATION_BODIES.map((name) => ({ name, decDeg: decs[name] }));
    return { data: { declinations: decs, parallels: parallels(list, orb) }, meta: moment.meta };
  },
});

// ------------------------------------------------------------------ POST /v1/western/fixed-stars

/** A catalogue name: letters, digits, spaces and the catalogue's punctuation; at least one letter (a bare number is SE's line index). */
const starName = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9 ,.'()+-]*[A-Za-z][A-Za-z0-9 ,.'()+-]*$/, 'a star name of the catalogue (letters, digits, spaces, , . \' ( ) + -)')
  .describe('A star of ephe/sefstars.txt: its traditional name ("Regulus", "Deneb Algedi") or ",Bayer" (",alLeo")');

const fixedStarsSchema = z
  .strictObject({
    ...momentFields,
    stars: z.array(starName).min(1).max(100).optional().describe(`Stars to compute (default the 20 classical ones: ${CLASSICAL_STARS.join(', ')})`),
    orb: orbField('distance in longitude of a conjunction'),
  })
  .superRefine(oneZoneSource);

const starRecord = z.strictObject({
  catalogueName: z.string().describe('The catalogue\'s name, "traditional,Bayer", e.g. "Regulus,alLeo"'),
  longitude: lonDeg('Tropical apparent geocentric longitude'),
  latitude: z.number().min(-90).max(90).describe('Ecliptic latitude in degrees'),
  magnitude: z.number().describe('Visual magnitude (catalogue)'),
});

interface StarsInput {
  moment: PreparedMoment;
  stars: readonly string[];
  orb: number;
}

export const westernFixedStars = definePost({
  name: 'western-fixed-stars',
  path: '/v1/western/fixed-stars',
  schema: fixedStarsSchema,
  summary: 'Fixed stars: positions and conjunctions with the planets and angles',
  description:
    'Apparent tropical positions (proper motion, precession, nutation, aberration and deflection) of the named ' +
    'stars from the Swiss Ephemeris catalogue sefstars.txt (`stars`, default the 20 classical ones), keyed by the ' +
    'name asked, and every conjunction in longitude (the star\'s latitude ignored) within `orb` (default 1°) with ' +
    'Sun … Pluto, the Ascendant and the Midheaven (Placidus angles). A name the catalogue lacks is a 400 naming ' +
    '`stars`.',
  response: z.strictObject({
    stars: z.record(z.string(), starRecord).describe('Each star asked, by the name asked'),
    conjunctions: z
      .array(
        z.strictObject({
          star: z.string().describe('The star, as asked'),
          point: z
            .enum([...DECLINATION_BODIES, 'Ascendant', 'Midheaven'])
            .describe('A planet or angle (identifier, English)'),
          orb: z.number().min(0).describe('Distance in longitude, degrees'),
        }),
      )
      .describe('Star × point pairs within the orb, stars in the order asked'),
  }),
  examples: [{ request: NYC }, { summary: 'Chosen stars, a wider orb', request: { ...NYC, stars: ['Regulus', 'Zosma', ',alLeo'], orb: 2 } }],
  prepare: (raw): StarsInput => ({ moment: prepareMoment(raw), stars: raw.stars ?? CLASSICAL_STARS, orb: raw.orb }),
  run({ moment, stars: names, orb }) {
    const { stars, unknown } = starPositions(moment.jdUt, names);
    if (unknown.length > 0) {
      throw new CoreError('VALIDATION_ERROR', `stars: not in the catalogue: ${unknown.map(shownName).join(', ')}`, 'stars');
    }
    const planets = westernPositions(moment.jdUt, 'mean').filter((p) => (DECLINATION_BODIES as readonly string[]).includes(p.planet));
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, 'placidus', planets);
    const points = [
      ...planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude })),
      { name: 'Ascendant', lonDeg: h.houses.ascendant },
      { name: 'Midheaven', lonDeg: h.houses.midheaven },
    ];
    const data = {
      stars: Object.fromEntries([...stars].map(([k, s]) => [k, { catalogueName: s.catalogueName, longitude: s.lonDeg, latitude: s.latDeg, magnitude: s.magnitude }])),
      conjunctions: starConjunctions(stars, points, orb),
    };
    return { data, meta: moment.meta };
  },
});
