/**
 * Western timing (issue 23): lunar and planet returns, stations, planetary hours and harmonic charts.
 *  - POST /v1/western/lunar-return, POST /v1/western/planet-return: core/western/crossings.ts, charts as
 *    the solar return's (solar-return.ts `returnChart`);
 *  - GET /v1/western/stations: core/western/crossings.ts `stations`;
 *  - POST /v1/western/planetary-hours: core/western/planetary-hours.ts;
 *  - POST /v1/western/harmonic: core/western/harmonic.ts with the aspect grid of aspects.ts.
 */
import { z } from 'zod';
import { julianDayUt, utcMsFromJulianDay } from '../../core/ephemeris.js';
import { CoreError } from '../../core/errors.js';
import { isoUtc, MAX_UTC_MS, MIN_UTC_MS, resolveLocalMoment } from '../../core/time.js';
import { mergeOrbs, type Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import { CROSSING_BODIES, returnCrossings, STATION_BODIES, stations, type CrossingBody } from '../../core/western/crossings.js';
import { harmonicChart, MAX_HARMONIC } from '../../core/western/harmonic.js';
import type { HouseSystem } from '../../core/western/houses.js';
import { CHALDEAN, hourAt, planetaryDay, WEEKDAYS, type PlanetaryHour } from '../../core/western/planetary-hours.js';
import { westernPositions } from '../../core/western/positions.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import {
  clockFields, clockMeta, houseSystemField, langField, momentFields, nodeTypeField, oneZoneSource, orbsField, prepareMoment, prepareTarget,
  targetDateField, type PreparedMoment,
} from '../common.js';
import { NYC, TARGET } from '../examples.js';
import { parseBound } from '../lunar.js';
import { instant, lonDeg, signIndex, signName, westernBody } from '../responses/records.js';
import { defineEndpoint, definePost, type Meta } from '../types.js';
import { aspectGridSchema, withWarnings } from './common.js';
import { relocationFields, relocationTogether, returnChart, returnChartFields } from './solar-return.js';

const MAX_JD = julianDayUt(MAX_UTC_MS);
const direction = z.enum(['direct', 'retrograde']);
const returnChartSchema = z.strictObject(returnChartFields).describe('The return chart, cast at returnLat/returnLng (default the birth place)');

function noReturn(what: string): CoreError {
  return new CoreError('DATE_OUT_OF_RANGE', `the ${what} after targetDate falls after the ephemeris range (2399-12-31 UTC)`, 'targetDate');
}

// ------------------------------------------------------------------ returns (lunar, planet)

const returnFields = {
  ...momentFields,
  targetDate: targetDateField.describe('The return searched is the first after this moment: local wall time at the birth place (same form as date); default now'),
  ...relocationFields,
  houseSystem: houseSystemField,
  nodeType: nodeTypeField,
  orbs: orbsField,
};

interface ReturnInput {
  moment: PreparedMoment;
  targetJd: number;
  targetWarnings: Meta['warnings'];
  lat: number;
  lng: number;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

function prepareReturn(
  raw: { date: string; lat: number; lng: number; timezone?: string; utcOffset?: string; targetDate?: string; returnLat?: number; returnLng?: number; houseSystem: HouseSystem; nodeType: NodeType; orbs?: Partial<Orbs> },
  nowMs: number,
): ReturnInput {
  const target = prepareTarget(raw, nowMs);
  return {
    moment: prepareMoment(raw),
    targetJd: target.jdUt,
    targetWarnings: target.warnings,
    lat: raw.returnLat ?? raw.lat,
    lng: raw.returnLng ?? raw.lng,
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  };
}

function natalLongitude(jdUt: number, body: CrossingBody): number {
  return westernPositions(jdUt, 'mean').find((p) => p.planet === body)?.tropicalLongitude ?? Number.NaN;
}

export const lunarReturnData = z.strictObject({
  natalLongitude: lonDeg('The natal Moon, apparent tropical'),
  instant: instant.describe('The first moment after targetDate when the Moon is back at its natal longitude'),
  chart: returnChartSchema,
});

const lunarReturnSchema = z.strictObject(returnFields).superRefine(oneZoneSource).superRefine(relocationTogether);

export const westernLunarReturn = definePost({
  name: 'western-lunar-return',
  path: '/v1/western/lunar-return',
  schema: lunarReturnSchema,
  summary: 'The first return of the Moon to its natal longitude after targetDate, and its chart',
  description:
    'The apparent tropical Moon\'s first return to its natal longitude after `targetDate` (default now), root-found ' +
    'to 0.1 ms (core/western/crossings.ts), and the chart at that instant cast at `returnLat`/`returnLng` (default ' +
    'the birth place). Checked against the Swiss Ephemeris returns of 8 charts (within 2 s).',
  response: lunarReturnData,
  examples: [{ request: { ...NYC, targetDate: TARGET } }],
  prepare: (raw, ctx) => prepareReturn(raw, ctx.nowMs),
  run(input) {
    const { moment, houseSystem, nodeType } = input;
    const natal = natalLongitude(moment.jdUt, 'Moon');
    const [first] = returnCrossings('Moon', natal, input.targetJd, MAX_JD);
    if (!first) throw noReturn('lunar return');
    const chart = returnChart(first.jdUt, input.lat, input.lng, houseSystem, nodeType, input.orbs);
    return {
      data: { natalLongitude: natal, instant: isoUtc(utcMsFromJulianDay(first.jdUt)), chart: chart.data },
      meta: withWarnings(moment.meta, { houseSystem, nodeType }, [...input.targetWarnings, ...chart.warnings]),
    };
  },
});

export const planetReturnData = z.strictObject({
  planet: z.enum(CROSSING_BODIES).describe('The returning body (identifier, English)'),
  natalLongitude: lonDeg('The natal body, apparent tropical'),
  crossings: z
    .array(z.strictObject({ instant, direction: direction.describe('The body\'s motion at the crossing') }))
    .min(1)
    .max(9)
    .describe('Every exact crossing of the natal longitude in the first return after targetDate, directions alternating: 1, or 3 when a retrograde loop takes the body back over it, up to 5 or 7 for Neptune and Pluto whose yearly loops overlap (fewer when targetDate falls inside the loops)'),
  chart: returnChartSchema.describe('The chart of the first crossing, cast at returnLat/returnLng (default the birth place)'),
});

const planetReturnSchema = z
  .strictObject({ ...returnFields, planet: z.enum(CROSSING_BODIES).describe('The body: Sun, Moon, Mercury … Pluto') })
  .superRefine(oneZoneSource)
  .superRefine(relocationTogether);

export const westernPlanetReturn = definePost({
  name: 'western-planet-return',
  path: '/v1/western/planet-return',
  schema: planetReturnSchema,
  summary: 'The first return of a body to its natal longitude after targetDate, each of its crossings, and the chart of the first',
  description:
    'Every exact crossing of the natal apparent tropical longitude in the first return after `targetDate` (default ' +
    'now): the first crossing, then each next crossing that comes before the body\'s second station after the ' +
    'previous one in the opposite direction (its retrograde loop), so 1 or 3 crossings, 5 or 7 for Neptune and ' +
    'Pluto whose loops overlap (fewer if `targetDate` is inside the loops). Roots to 0.1 ms; ' +
    'the chart of the first crossing cast at `returnLat`/`returnLng` (default the birth place). A Saturn or Jupiter ' +
    'return searched from half a period after birth matches the Swiss Ephemeris reference (within 2 s).',
  response: planetReturnData,
  examples: [{ request: { ...NYC, planet: 'Saturn', targetDate: TARGET } }],
  // Neptune and Pluto searches cost 2–5 ms of CPU (a return can be 165 or 248 years away): to the pool.
  weight: 'heavy',
  cacheable: true,
  prepare: (raw, ctx) => ({ ...prepareReturn(raw, ctx.nowMs), planet: raw.planet }),
  run(input) {
    const { moment, houseSystem, nodeType, planet } = input;
    const natal = natalLongitude(moment.jdUt, planet);
    const crossings = returnCrossings(planet, natal, input.targetJd, MAX_JD);
    if (crossings.length === 0) throw noReturn(`${planet} return`);
    const chart = returnChart(crossings[0].jdUt, input.lat, input.lng, houseSystem, nodeType, input.orbs);
    return {
      data: {
        planet,
        natalLongitude: natal,
        crossings: crossings.map((c) => ({ instant: isoUtc(utcMsFromJulianDay(c.jdUt)), direction: c.direction })),
        chart: chart.data,
      },
      meta: withWarnings(moment.meta, { houseSystem, nodeType }, [...input.targetWarnings, ...chart.warnings]),
    };
  },
});

// ------------------------------------------------------------------ GET /v1/western/stations

/**
 * The range is capped, as the moon-phase calendar's, so the answer stays small (Mercury: 6 or 7 stations) and
 * a call light (Mercury's year about 1 ms of CPU).
 */
export const MAX_STATION_RANGE_DAYS = 400;

export const stationsData = z.strictObject({
  planet: z.enum(STATION_BODIES).describe('The planet (identifier, English)'),
  from: instant,
  to: instant,
  stations: z
    .array(z.strictObject({
      kind: direction.describe('retrograde: the speed turns negative; direct: it turns positive'),
      instant: instant.describe('The moment the apparent longitude speed is 0'),
      longitude: lonDeg('The planet at the station, apparent tropical'),
      sign: signIndex,
      signName,
    }))
    .describe('Every station in the range, in order'),
});

const stationsSchema = z.strictObject({
  planet: z.enum(STATION_BODIES).describe('Mercury, Venus, Mars, Jupiter, Saturn, Uranus, Neptune or Pluto'),
  from: z.string().max(40).describe('Start: a UTC date YYYY-MM-DD (its 00:00Z) or a UTC instant YYYY-MM-DDTHH:MM[:SS]Z'),
  to: z.string().max(40).describe(`End: a UTC date (to the end of that day) or instant; at most ${MAX_STATION_RANGE_DAYS} days after from`),
  ...clockFields,
  lang: langField,
}).superRefine(oneZoneSource);

export const westernStations = defineEndpoint({
  name: 'western-stations',
  method: 'GET',
  path: '/v1/western/stations',
  summary: 'Every station retrograde and direct of a planet in a range',
  description:
    'The moments the apparent tropical longitude speed of `planet` is 0 (Swiss Ephemeris speed), bisected to ' +
    '1 ms: `retrograde` where it turns negative, `direct` where it turns positive. `from`/`to` are UTC dates ' +
    `(\`to\` inclusive to the end of its day) or instants, at most ${MAX_STATION_RANGE_DAYS} days apart ` +
    'to keep the answer small. A station\'s instant is ill-conditioned (the speed passes 0 slowly): other ' +
    'ephemerides or speed definitions move it by seconds to minutes; its longitude is stable. The `…Local` times are on ' +
    'the clock of `timezone` or `utcOffset` when given, else UTC.',
  response: stationsData,
  examples: [{ request: { planet: 'Mercury', from: '2027-01-01', to: '2027-12-31' } }],
  weight: 'inline',
  batchable: true,
  cost: 1,
  cacheable: false,
  schema: stationsSchema,
  prepare(raw) {
    const fromMs = parseBound(raw.from, 'from');
    const toMs = parseBound(raw.to, 'to');
    if (toMs < fromMs) throw new CoreError('VALIDATION_ERROR', 'to must not be before from', 'to');
    if (toMs - fromMs > MAX_STATION_RANGE_DAYS * 86_400_000) {
      throw new CoreError('VALIDATION_ERROR', `to must be at most ${MAX_STATION_RANGE_DAYS} days after from`, 'to');
    }
    if (fromMs < MIN_UTC_MS || toMs >= MAX_UTC_MS) {
      throw new CoreError('DATE_OUT_OF_RANGE', 'from and to must lie within 1800-01-01 02:00 and 2399-12-31 UTC (the ephemeris range)', 'from');
    }
    return { planet: raw.planet, fromMs, toMs, clock: clockMeta(raw) };
  },
  run({ planet, fromMs, toMs, clock }) {
    const list = stations(planet, julianDayUt(fromMs), julianDayUt(toMs)).map((s) => {
      const sign = Math.floor(s.lonDeg / 30) % 12;
      return { kind: s.kind, instant: isoUtc(utcMsFromJulianDay(s.jdUt)), longitude: s.lonDeg, sign, signName: SIGN_NAMES[sign] };
    });
    return { data: { planet, from: isoUtc(fromMs), to: isoUtc(toMs), stations: list }, meta: clock };
  },
});

// ------------------------------------------------------------------ POST /v1/western/planetary-hours

const chaldean = z.enum(CHALDEAN).describe('The ruling planet (identifier, English)');
const hourRecord = z.strictObject({
  ruler: chaldean,
  start: instant.describe('Start of the hour'),
  end: instant.describe('End of the hour (the next one\'s start)'),
  part: z.enum(['day', 'night']).describe('day: sunrise to sunset; night: sunset to the next sunrise'),
  number: z.number().int().min(1).max(12).describe('The hour\'s number within its part, 1–12'),
});

export const planetaryHoursData = z.strictObject({
  date: z.string().describe('The civil date of `date` at the place, YYYY-MM-DD'),
  weekday: z.enum(WEEKDAYS).describe('Its weekday (identifier, English)'),
  dayRuler: chaldean.describe('The weekday\'s ruler, which rules the first hour'),
  sunrise: instant.describe('The first sunrise after the local midnight starting the date (upper limb, refraction at 1013.25 hPa, 15 °C)'),
  sunset: instant.describe('The next sunset'),
  nextSunrise: instant.describe('The sunrise after it (end of the night)'),
  hours: z.array(hourRecord).length(24).describe('The 12 day hours then the 12 night hours, rulers in Chaldean order from the day ruler'),
  birthHour: hourRecord
    .extend({
      date: z.string().describe('The civil date of the planetary day holding the moment (the day before when it is before sunrise)'),
      dayRuler: chaldean.describe('That planetary day\'s ruler'),
    })
    .describe('The hour holding `date` itself'),
});

const hoursSchema = z.strictObject(momentFields).superRefine(oneZoneSource);
const toHour = (h: PlanetaryHour) => ({
  ruler: h.ruler, start: isoUtc(utcMsFromJulianDay(h.startJd)), end: isoUtc(utcMsFromJulianDay(h.endJd)), part: h.part, number: h.number,
});

export const westernPlanetaryHours = definePost({
  name: 'western-planetary-hours',
  path: '/v1/western/planetary-hours',
  schema: hoursSchema,
  summary: 'The 24 planetary hours of the civil date at the place, and the hour holding the given time',
  description:
    'Day (sunrise to sunset) and night (sunset to the next sunrise) each cut into 12 equal hours, ruled in the ' +
    'Chaldean order (Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon) from the weekday\'s ruler. Sunrise and ' +
    'sunset are the almanac ones (Swiss Ephemeris `swe_rise_trans` defaults: upper limb, standard refraction at ' +
    '1013.25 hPa and 15 °C, geocentric, elevation 0), the first sunrise after the local midnight of the civil ' +
    'date. A time before that sunrise belongs to the previous date\'s night (`birthHour.date`). Where the Sun ' +
    'does not rise or set (polar day or night) the answer is 422.',
  response: planetaryHoursData,
  examples: [{ request: NYC }],
  prepare(raw) {
    const moment = prepareMoment(raw);
    const { offsetSeconds } = resolveLocalMoment(raw);
    const local = new Date(moment.utcMs + offsetSeconds * 1000);
    return { moment, offsetSeconds, y: local.getUTCFullYear(), m: local.getUTCMonth() + 1, d: local.getUTCDate() };
  },
  run({ moment, offsetSeconds, y, m, d }) {
    const day = planetaryDay(y, m, d, offsetSeconds, moment.lat, moment.lng);
    const at = hourAt(moment.jdUt, y, m, d, offsetSeconds, moment.lat, moment.lng, day);
    const iso = (jd: number) => isoUtc(utcMsFromJulianDay(jd));
    return {
      data: {
        date: day.date,
        weekday: day.weekday,
        dayRuler: day.dayRuler,
        sunrise: iso(day.sunriseJd),
        sunset: iso(day.sunsetJd),
        nextSunrise: iso(day.nextSunriseJd),
        hours: day.hours.map(toHour),
        birthHour: { ...toHour(at.hour), date: at.day.date, dayRuler: at.day.dayRuler },
      },
      meta: moment.meta,
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/harmonic

export const harmonicData = z.strictObject({
  harmonic: z.number().int().min(1).max(MAX_HARMONIC).describe('The harmonic number n'),
  planets: z
    .array(z.strictObject({
      planet: westernBody,
      longitude: lonDeg('Natal longitude × n, mod 360'),
      sign: signIndex,
      signName,
    }))
    .length(13)
    .describe('Sun … Pluto, Chiron, NorthNode, SouthNode in the harmonic chart'),
  aspects: aspectGridSchema.describe('The aspects between the harmonic positions, each pair once'),
});

const harmonicSchema = z
  .strictObject({
    ...momentFields,
    harmonic: z.number().int().min(1).max(MAX_HARMONIC).describe(`The harmonic number, 1–${MAX_HARMONIC} (1 is the natal chart)`),
    nodeType: nodeTypeField,
    orbs: orbsField,
  })
  .superRefine(oneZoneSource);

export const westernHarmonic = definePost({
  name: 'western-harmonic',
  path: '/v1/western/harmonic',
  schema: harmonicSchema,
  summary: 'The n-th harmonic chart (longitudes × n mod 360) and its aspects',
  description:
    'John Addey\'s harmonic chart: each body\'s apparent tropical longitude multiplied by `harmonic` and reduced mod ' +
    '360°, its speed by `harmonic` (for applying/separating), and the ordinary aspect grid between these positions ' +
    '(`orbs` as everywhere).',
  response: harmonicData,
  examples: [{ request: { ...NYC, harmonic: 5 } }],
  prepare: (raw) => ({ moment: prepareMoment(raw), harmonic: raw.harmonic, nodeType: raw.nodeType, orbs: raw.orbs }),
  run({ moment, harmonic, nodeType, orbs }) {
    const chart = harmonicChart(westernPositions(moment.jdUt, nodeType), harmonic, mergeOrbs(orbs));
    return {
      data: {
        harmonic,
        planets: chart.planets.map((p) => ({ planet: p.planet, longitude: p.tropicalLongitude, sign: p.sign, signName: p.signName })),
        aspects: chart.aspects,
      },
      meta: withWarnings(moment.meta, { nodeType }),
    };
  },
});
