/**
 * Response records shared by several endpoints (spec "Resources and their fields"), as zod schemas.
 * Strict objects: a field a handler returns without declaring it fails the example tests; a field
 * declared here that a handler does not return fails to compile (EndpointDef.response).
 *
 * Identifiers (`planet`, aspect `type`, `dignity`, `element` …) are English enums in every language;
 * display names (`signName`, `nakshatra`, `planetName`, `dignityName`, `typeName` …) and sentences are
 * strings in the caller's `lang`. Records that appear in several places carry an `id`, so OpenAPI names them once.
 */
import { z } from 'zod';
import { ASPECT_TYPES } from '../../core/western/aspects.js';
import { PATTERN_TYPES } from '../../core/western/patterns.js';
import { WESTERN_BODIES } from '../../core/western/bodies.js';
import { VEDIC_PLANETS } from '../../core/vedic/grahas.js';
import { ELEMENTS, MODALITIES } from '../../core/zodiac.js';
import { formattedDegree, markLongitude } from './degree-format.js';
import { markInstant } from './local-time.js';

// ------------------------------------------------------------------ scalars

/** An ecliptic longitude: the answer carries a `…Formatted` sibling beside it (./degree-format.ts). */
const longitude = markLongitude(z.number().min(0).lt(360).meta({ id: 'Longitude', description: 'An ecliptic longitude in degrees, 0 to below 360' }));
export const lonDeg = (what: string) => longitude.describe(what);
/** An angle of 0 to below 360° that is not a position in the zodiac (an elongation, a right ascension): no sibling. */
export const angleDeg = (what: string) => z.number().min(0).lt(360).describe(`${what}, in degrees, 0 to below 360`);
export const signIndex = z.number().int().min(0).max(11).describe('Zodiac sign, 0 = Aries … 11 = Pisces');
export const signName = z.string().describe('The sign\'s display name in `lang` (English: Aries … Pisces)');
export const degreeInSign = z.number().min(0).lt(30).describe('Degrees within the sign, 0 to below 30');
/** The display string beside a longitude (./degree-format.ts fills it where a record does not declare it). */
export const degreeFormatted = formattedDegree;
export const speed = z.number().describe('Speed in degrees per day (negative when retrograde)');
export const isRetrograde = z.boolean().describe('True when the speed is negative');
export const instant = markInstant(z.string().describe('A computed instant: ISO 8601 UTC with milliseconds and Z'));
export const sentence = z.string().describe('A generated sentence in `lang`');
export const houseNumber = z.number().int().min(1).max(12).describe('House 1 to 12');
export const pada = z.number().int().min(1).max(4).describe('Quarter of the nakshatra, 1 to 4');
export const planetIndex = z.number().int().min(0).max(8).describe('Vedic planet index: 0 Sun, 1 Moon, 2 Mars, 3 Mercury, 4 Jupiter, 5 Venus, 6 Saturn, 7 Rahu, 8 Ketu');

export const westernBody = z.enum(WESTERN_BODIES).describe('A western body (identifier, English)');
export const chartPoint = z
  .enum([...WESTERN_BODIES, 'Ascendant', 'Midheaven'])
  .describe('A western body, or the Ascendant or Midheaven (identifier, English)');
export const graha = z.enum(VEDIC_PLANETS).describe('A Vedic planet (identifier, English)');
export const aspectType = z.enum(ASPECT_TYPES).describe('Aspect type (identifier, English)');
/** The display name beside an identifier (`dignityName` beside `dignity` …): localize puts it in `lang` by its key. */
export const displayName = (what: string) => z.string().describe(`${what}'s display name in \`lang\` (English: the identifier)`);

// ------------------------------------------------------------------ meta

const birthResolution = z.strictObject({
  utc: instant.describe('The birth as a UTC instant'),
  timezone: z.string().nullable().describe('IANA zone used, or null when only utcOffset was given'),
  utcOffset: z.string().describe('Offset in force at the birth, ±HH:MM'),
  julianDay: z.number().describe('Julian day (UT) of the birth'),
});

export const metaSchema = z
  .strictObject({
    utc: instant.describe('The input moment as a UTC instant').optional(),
    timezone: z.string().nullable().describe('IANA zone used to read the local time, or null when only utcOffset was given').optional(),
    utcOffset: z.string().describe('Offset in force at that moment, ±HH:MM').optional(),
    julianDay: z.number().describe('Julian day (UT) of the moment').optional(),
    ayanamsa: z
      .strictObject({ name: z.string().describe('Ayanamsa used'), value: z.number().describe('Its value at the moment, degrees (true, with nutation)') })
      .optional()
      .describe('The ayanamsa of sidereal results'),
    houseSystem: z.string().describe('House system used').optional(),
    nodeType: z.enum(['mean', 'true']).describe('Lunar node used').optional(),
    person1: birthResolution.optional().describe('How person 1\'s birth time was read (two-person endpoints)'),
    person2: birthResolution.optional().describe('How person 2\'s birth time was read (two-person endpoints)'),
    warnings: z.array(sentence).describe('How the input was read: DST gap or overlap, local mean time, polar house fallback …'),
  })
  .meta({ id: 'Meta', description: 'What was used to compute the result' });

// ------------------------------------------------------------------ western records

export const westernPosition = z
  .strictObject({
    planet: westernBody,
    tropicalLongitude: lonDeg('Tropical apparent geocentric longitude'),
    latitude: z.number().describe('Ecliptic latitude in degrees; 0 for the nodes'),
    speed,
    isRetrograde,
    sign: signIndex,
    signName,
    degreeInSign,
    degreeFormatted,
    element: z.enum(ELEMENTS).describe('Element of the sign (identifier, English)'),
    elementName: displayName('The element'),
    modality: z.enum(MODALITIES).describe('Modality of the sign (identifier, English)'),
    modalityName: displayName('The modality'),
    dignity: z.enum(['Domicile', 'Exaltation', 'Detriment', 'Fall', 'Peregrine']).describe('Essential dignity (Ptolemy; modern rulers for the outer planets; identifier, English)'),
    dignityName: displayName('The dignity'),
    house: houseNumber.describe(
      'House 1 to 12 in the chart\'s `houseSystem` (meta.houseSystem): the house whose cusp range holds the longitude ' +
      '(cusp n ≤ longitude < cusp n+1, wrapping at 360°), the same house whose `planetsInHouse` lists the body',
    ),
  })
  .meta({ id: 'WesternPosition', description: 'A body of the tropical chart, placed in the chart\'s houses' });

export const westernHouse = z
  .strictObject({
    number: houseNumber,
    sign: signIndex.describe('Sign of the cusp'),
    signName,
    cuspDegree: lonDeg('The cusp'),
    degreeFormatted,
    planetsInHouse: z.array(westernBody).describe('Bodies in the house'),
    rulerPlanet: westernBody.describe('Ruler of the cusp sign (modern rulers)'),
  })
  .meta({ id: 'WesternHouse', description: 'A house of the tropical chart' });

export const westernHouses = z
  .strictObject({
    houses: z.array(westernHouse).length(12).describe('Houses 1 to 12'),
    ascendant: lonDeg('Ascendant'),
    ascendantFormatted: degreeFormatted,
    midheaven: lonDeg('Midheaven (MC)'),
    midheavenFormatted: degreeFormatted,
  })
  .meta({ id: 'WesternHouses', description: 'The 12 houses and the angles' });

export const aspect = z
  .strictObject({
    planet1: chartPoint.describe('First body (earlier in body order; the transiting or person 1 body in cross-aspects)'),
    planet2: chartPoint.describe('Second body'),
    type: aspectType,
    typeName: displayName('The aspect type'),
    angle: z.number().min(0).max(180).describe('Separation in degrees, 0 to 180'),
    orb: z.number().min(0).describe('Distance of the angle from the exact aspect, degrees'),
    applying: z.boolean().describe('True when the orb is shrinking'),
    nature: z.enum(['neutral', 'harmonic', 'tense']).describe('Conjunction neutral; trine, sextile, quintile, bi-quintile, semi-sextile harmonic; the rest tense'),
    isMajor: z.boolean().describe('Conjunction, opposition, trine, square or sextile'),
  })
  .meta({ id: 'Aspect', description: 'An aspect between two points' });

export const pattern = z
  .strictObject({
    type: z.enum(PATTERN_TYPES).describe('Pattern kind (identifier, English)'),
    typeName: displayName('The pattern kind'),
    description: sentence,
    planets: z.array(westernBody).describe('Bodies of the pattern, sorted alphabetically'),
  })
  .meta({ id: 'Pattern', description: 'A chart pattern' });

/** Progressed or directed body with its aspects to the natal chart (western and Vedic progressions). */
export const progressedBody = z
  .strictObject({
    planet: westernBody,
    progressedLongitude: lonDeg('Progressed (or directed) longitude'),
    sign: signIndex,
    signName,
    degreeInSign,
    isRetrograde,
    aspectsToNatal: z.array(aspect).describe('Aspects from this progressed body (planet1) to natal points (planet2)'),
  })
  .meta({ id: 'ProgressedBody', description: 'A progressed or directed body' });

// ------------------------------------------------------------------ Vedic records

export const avasthaRecord = z
  .strictObject({
    baladi: z.enum(['Bala', 'Kumara', 'Yuva', 'Vriddha', 'Mrita']).describe('Baladi avastha (age state, BPHS ch. 45; identifier, English)'),
    jagradadi: z.enum(['Jagrat', 'Swapna', 'Sushupti']).describe('Jagradadi avastha (alertness state, BPHS ch. 45; identifier, English)'),
    baladiName: z.string().describe('The baladi avastha\'s display name in `lang`'),
    jagradadiName: z.string().describe('The jagradadi avastha\'s display name in `lang`'),
    strengthModifier: z.number().min(0).max(1).describe('Baladi factor (¼, ½, 1, 0.1, 0) × jagradadi factor (1, ½, 0)'),
    description: sentence,
  })
  .meta({ id: 'Avastha', description: 'A planet\'s avasthas' });

export const houseClass = z.enum(['Kendra', 'Trikona', 'Upachaya', 'Dusthana']);
export const vedicDignity = z
  .enum(['Exalted', 'Debilitated', 'Own Sign', 'Friendly Sign', 'Neutral Sign', 'Enemy Sign'])
  .describe('Exaltation or debilitation sign, own sign, else the natural relationship to the sign\'s lord (BPHS ch. 3; identifier, English)');

export const vedicPlanet = z
  .strictObject({
    planet: graha,
    sign: signIndex,
    signName,
    degreeInSign,
    longitude: lonDeg('Sidereal longitude'),
    degreeFormatted,
    eclipticLatitude: z.number().describe('Ecliptic latitude in degrees; 0 for Rahu and Ketu'),
    nakshatra: z.string().describe('Nakshatra\'s display name in `lang`'),
    nakshatraPada: z.number().int().min(1).max(4).describe('Quarter of the nakshatra, 1 to 4'),
    nakshatraLord: graha.describe('Vimshottari lord of the nakshatra'),
    subLord: graha.describe('KP sub lord'),
    subSubLord: graha.describe('KP sub-sub lord'),
    house: houseNumber.describe('Whole-sign house from the ascendant'),
    houseClassifications: z.array(houseClass).describe('Kendra 1, 4, 7, 10; Trikona 1, 5, 9; Upachaya 3, 6, 10, 11; Dusthana 6, 8, 12'),
    speed,
    isRetrograde,
    isCombust: z.boolean().describe('Within the combustion limit of the Sun'),
    dignity: vedicDignity,
    dignityName: displayName('The dignity'),
    isVargottama: z.boolean().describe('Same sign in D1 and D9'),
    navamsaSign: signIndex.describe('Sign in the navamsa (D9)'),
    navamsaSignName: signName,
    avastha: avasthaRecord,
  })
  .meta({ id: 'VedicPlanet', description: 'A Vedic planet record (sidereal)' });
