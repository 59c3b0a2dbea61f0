/** Response schemas of the western endpoints beyond a single chart (../western-more.ts). */
import { z } from 'zod';
import { LOT_NAMES } from '../../core/western/lots.js';
import {
  aspect, aspectType, chartPoint, degreeInSign, houseNumber, instant, isRetrograde, lonDeg, pattern, progressedBody, sentence, signIndex,
  signName, westernBody, westernHouse, westernPosition,
} from './records.js';

const twelveHouses = z.array(westernHouse).length(12).describe('Houses 1 to 12');
const bodies13 = z.array(westernPosition).length(13).describe('Sun … Pluto, Chiron, NorthNode, SouthNode');
const aspectGrid = z.array(aspect).describe('Each pair once, planet1 earlier in body order');
const patternList = z.array(pattern).describe('The chart\'s patterns (see /v1/western/patterns)');

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

export const solarReturnData = z.strictObject({
  targetYear: z.number().int().describe('Year of the return'),
  exactDate: instant.describe('The moment the Sun returns to its natal longitude'),
  positions: bodies13,
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: aspectGrid,
  location: z.strictObject({ lat: z.number().describe('Latitude, degrees'), lng: z.number().describe('Longitude, degrees') }).describe('Where the return chart is cast'),
});

export const davisonData = z.strictObject({
  midpointDate: instant.describe('Mean of the two UTC instants'),
  midpointLatitude: z.number().min(-90).max(90).describe('Mean of the two latitudes'),
  midpointLongitude: z.number().min(-180).max(180).describe('Shorter-arc mean of the two longitudes'),
  positions: bodies13,
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: aspectGrid,
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
  aspects: aspectGrid,
  patterns: patternList,
  houseMethod: z.strictObject({
    method: z.literal('midpoint-of-MCs').describe('Houses from the midpoint of the two MCs'),
    ramc: lonDeg('RAMC of the composite MC'),
    obliquity: z.number().describe('True obliquity of the mean date, degrees'),
    latitude: z.number().describe('Mean latitude of the two births'),
  }).describe('How the composite houses were cast'),
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
