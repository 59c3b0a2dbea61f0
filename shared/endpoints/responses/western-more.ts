/** Response schemas of the western endpoints beyond a single chart (../western-more.ts). */
import { z } from 'zod';
import { LOT_NAMES } from '../../core/western/lots.js';
import {
  aspect, aspectType, chartPoint, degreeInSign, houseNumber, instant, isRetrograde, lonDeg, pattern, progressedBody, sentence, signIndex,
  signName, westernBody, westernHouse, westernPosition,
} from './records.js';

const twelveHouses = z.array(westernHouse).length(12);

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
        interpretation: z.array(sentence),
      }),
    )
    .length(13),
  mostSignificant: z
    .array(
      z.strictObject({
        transitPlanet: westernBody,
        natalPlanet: chartPoint,
        type: aspectType,
        orb: z.number().min(0),
        applying: z.boolean(),
        score: z.number().min(0).describe('Transiting weight × natal weight × aspect weight × tightness (× 1.2 applying)'),
        interpretation: sentence,
      }),
    )
    .max(10)
    .describe('The ten highest-scoring transit aspects'),
  interpretation: z.array(sentence).describe('One line for each of the top five'),
});

export const solarReturnData = z.strictObject({
  targetYear: z.number().int(),
  exactDate: instant.describe('The moment the Sun returns to its natal longitude'),
  positions: z.array(westernPosition).length(13),
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: z.array(aspect),
  location: z.strictObject({ lat: z.number(), lng: z.number() }).describe('Where the return chart is cast'),
});

export const davisonData = z.strictObject({
  midpointDate: instant.describe('Mean of the two UTC instants'),
  midpointLatitude: z.number().min(-90).max(90),
  midpointLongitude: z.number().min(-180).max(180).describe('Shorter-arc mean of the two longitudes'),
  positions: z.array(westernPosition).length(13),
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: z.array(aspect),
  patterns: z.array(pattern),
});

const overlay = z.strictObject({ planet: westernBody, longitude: lonDeg('The body'), house: houseNumber.describe('House of the other chart') });
const tally = z.strictObject({ count: z.number().int().min(0), positive: z.number(), negative: z.number() });

export const synastryData = z.strictObject({
  aspects: z.array(aspect).describe('planet1 a body of person 1, planet2 a body of person 2'),
  houseOverlays: z.strictObject({ person1InPerson2Houses: z.array(overlay), person2InPerson1Houses: z.array(overlay) }),
  compatibility: z.strictObject({
    score: z.number().int().min(0).max(100).describe('round(100 (P + 1) / (P + Q + 2)); 50 with no aspects'),
    harmonious: z.number().int().min(0).describe('Harmonious aspects'),
    challenging: z.number().int().min(0).describe('Tense aspects'),
    neutral: z.number().int().min(0).describe('Conjunctions'),
    breakdown: z.strictObject({
      harmoniousWeight: z.number(),
      challengingWeight: z.number(),
      neutralWeight: z.number(),
      positive: z.number().describe('P: harmonious weight plus half the conjunctions\''),
      negative: z.number().describe('Q: tense weight'),
      byGroup: z.strictObject({ luminaries: tally, venusMars: tally, other: tally }),
    }),
    summary: sentence,
  }),
});

export const compositeData = z.strictObject({
  positions: z.array(westernPosition).length(13),
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: z.array(aspect),
  patterns: z.array(pattern),
  houseMethod: z.strictObject({
    method: z.literal('midpoint-of-MCs'),
    ramc: lonDeg('RAMC of the composite MC'),
    obliquity: z.number().describe('True obliquity of the mean date, degrees'),
    latitude: z.number().describe('Mean latitude of the two births'),
  }),
});

export const arabicLotsData = z.strictObject({
  isDayChart: z.boolean().describe('The Sun above the horizon (houses 7–12)'),
  lots: z.array(
    z.strictObject({
      name: z.enum(LOT_NAMES),
      formula: z.string().describe('The formula used for this chart'),
      dayFormula: z.string(),
      nightFormula: z.string(),
      reversesAtNight: z.boolean(),
      longitude: lonDeg('The lot'),
      sign: signIndex,
      signName,
      degreeInSign,
      house: houseNumber,
    }),
  ),
});

export const progressionsData = z.strictObject({
  birthDate: z.string().describe('The birth `date` as given'),
  targetDate: instant,
  ageYears: z.number().describe('Tropical years from birth to the target'),
  progressedDate: instant.describe('The day of ephemeris that stands for the target (a day for a year)'),
  solarArc: z.number().describe('Progressed Sun − natal Sun, degrees'),
  secondaryProgressions: z.array(progressedBody).length(13),
  solarArcDirections: z.array(progressedBody).length(13),
  progressedAscendant: lonDeg('Progressed Ascendant'),
  progressedMidheaven: lonDeg('Progressed Midheaven (natal MC + arc)'),
  progressedMoon: z.strictObject({ sign: signIndex, signName, degreeInSign, natalHouse: houseNumber }),
});
