/**
 * POST /v1/special-lagnas and POST /v1/upagrahas: the special lagnas and the upagrahas of a birth, each a
 * sidereal point `{ longitude, degreeFormatted, sign, signName, nakshatra, pada }`. Formulas and sources in
 * core/vedic/special-lagnas.ts and core/vedic/upagrahas.ts.
 */
import { z } from 'zod';
import { norm360 } from '../../core/angles.js';
import { ayanamsaDeg, bodyPosition, utcMsFromJulianDay, type SunriseMode } from '../../core/ephemeris.js';
import { isoUtc } from '../../core/time.js';
import { nakshatraOf } from '../../core/vedic/nakshatra.js';
import { SPECIAL_LAGNAS, specialLagnas, type SpecialLagna } from '../../core/vedic/special-lagnas.js';
import { LORDLESS_PARTS, PART_MOMENTS, UPAGRAHAS, upagrahasAt, type LordlessPart, type PartMoment, type Upagraha } from '../../core/vedic/upagrahas.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment } from '../common.js';
import { DELHI, MUMBAI } from '../examples.js';
import { graha, instant, lonDeg, pada, signIndex, signName } from '../responses/records.js';
import { definePost, type Meta } from '../types.js';
import { nakshatraName } from './chart.js';
import { vedicChart, vedicMeta, type VedicInput } from './common.js';

const sunriseModeField = z
  .enum(['centre', 'upper-limb'])
  .default('centre')
  .describe('centre (default): the Hindu sunrise (disc centre on the horizon, no refraction), as PyJHora and Jagannatha Hora; upper-limb: the almanac sunrise (upper limb, standard refraction)');

const point = z
  .strictObject({
    longitude: lonDeg('Sidereal point'),
    sign: signIndex,
    signName,
    nakshatra: nakshatraName,
    pada,
  })
  .describe('A sidereal point');

function pointOf(lon: number) {
  const longitude = norm360(lon);
  const sign = Math.floor(longitude / 30);
  const nak = nakshatraOf(longitude);
  return { longitude, sign, signName: SIGN_NAMES[sign], nakshatra: nak.name, pada: nak.pada };
}

function pointsOf<K extends string>(keys: readonly K[], lons: Record<K, number>) {
  return Object.fromEntries(keys.map((k) => [k, pointOf(lons[k])])) as Record<K, ReturnType<typeof pointOf>>;
}

const iso = (jd: number) => isoUtc(utcMsFromJulianDay(jd));

// ------------------------------------------------------------------ POST /v1/special-lagnas

const LAGNA_DESCRIPTIONS: Record<SpecialLagna, string> = {
  bhava: 'Bhava lagna: the Sun at sunrise + 30° per 2 hours since sunrise (BPHS ch. 5)',
  hora: 'Hora lagna: the Sun at sunrise + 30° per hour since sunrise (BPHS ch. 5)',
  ghati: 'Ghati lagna: the Sun at sunrise + 30° per ghati (24 minutes) since sunrise (BPHS ch. 5)',
  vighati: 'Vighati lagna: the Sun at sunrise + 15° per minute since sunrise (Jagannatha Hora, PyJHora)',
  sree: 'Sree lagna: the ascendant + 360° × the fraction of its nakshatra the Moon has passed',
  pranapada: 'Pranapada: the Sun + 5° per minute since sunrise, from the Sun itself, its 9th or its 5th sign as it is movable, fixed or dual (BPHS ch. 3)',
  indu: 'Indu lagna: from the kalas of the 9th lords from lagna and Moon, counted from the Moon; the Moon\'s degree in that sign',
  bhriguBindu: 'Bhrigu bindu: the midpoint from Rahu forward to the Moon',
  kunda: 'Kunda lagna: 81 × the ascendant',
  varnada: 'Varnada lagna (B.V. Raman\'s method), with the ascendant\'s degree in its sign',
};

export const specialLagnasData = z.strictObject({
  lagnas: z
    .strictObject(Object.fromEntries(SPECIAL_LAGNAS.map((k) => [k, point.describe(LAGNA_DESCRIPTIONS[k])])) as Record<SpecialLagna, typeof point>)
    .describe('The ten special lagnas'),
  sunrise: instant.describe('The sunrise the time since sunrise is counted from: the last one before the birth (the previous day\'s for a birth before sunrise)'),
  minutesSinceSunrise: z.number().min(0).describe('Minutes from that sunrise to the birth'),
});

const specialLagnasSchema = z
  .strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField, sunriseMode: sunriseModeField })
  .superRefine(oneZoneSource);

interface SpecialLagnasInput extends VedicInput {
  sunriseMode: SunriseMode;
}

export const specialLagnasEndpoint = definePost({
  name: 'special-lagnas',
  path: '/v1/special-lagnas',
  summary: 'Special lagnas: bhava, hora, ghati, vighati, sree, pranapada, indu, bhrigu bindu, kunda, varnada',
  description:
    'Bhava, hora and ghati lagna: the Sun\'s longitude at sunrise plus the time since sunrise at 1 sign per 5, ' +
    '2½ and 1 ghati (BPHS ch. 5 vv. 2–8); vighati lagna at 15° a minute; pranapada per BPHS ch. 3 vv. 71–74. ' +
    'The time is counted from the Vedic day\'s sunrise, so a birth before sunrise counts from the previous ' +
    'day\'s (PyJHora 4.8.5 counts negative time from the same civil day\'s sunrise). `sunriseMode` `centre` ' +
    '(default, the Hindu sunrise of PyJHora and Jagannatha Hora) or `upper-limb`. Sree lagna, indu lagna, ' +
    'bhrigu bindu, kunda lagna and varnada lagna (B.V. Raman\'s method, PyJHora\'s varnada_method 1) as ' +
    'Jagannatha Hora and PyJHora compute them; the formulas and sources are in ' +
    '`shared/core/vedic/special-lagnas.ts`. `nodeType` matters for the bhrigu bindu only. Where the Sun does ' +
    'not rise or set that day (polar day or night) the answer is 422. Sidereal (Lahiri by default).',
  response: specialLagnasData,
  examples: [
    { summary: 'A birth before sunrise (06:15 in Mumbai in March): counted from the previous sunrise', request: MUMBAI },
    { summary: 'A night birth, the almanac sunrise', request: { ...DELHI, sunriseMode: 'upper-limb' } },
  ],
  schema: specialLagnasSchema,
  prepare: (raw): SpecialLagnasInput => ({ moment: prepareMoment(raw), ayanamsa: raw.ayanamsa, nodeType: raw.nodeType, sunriseMode: raw.sunriseMode }),
  run(input) {
    const { moment } = input;
    const chart = vedicChart(input);
    const r = specialLagnas(
      moment.jdUt,
      moment.lat,
      moment.lng,
      { ascendant: chart.ascendant, sun: chart.planets[0].longitude, moon: chart.planets[1].longitude, rahu: chart.planets[7].longitude },
      { ayanamsa: input.ayanamsa, sunriseMode: input.sunriseMode },
    );
    return {
      data: { lagnas: pointsOf(SPECIAL_LAGNAS, r.lagnas), sunrise: iso(r.sunriseJdUt), minutesSinceSunrise: r.minutesSinceSunrise },
      meta: vedicMeta(input),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/upagrahas

const UPAGRAHA_DESCRIPTIONS: Record<Upagraha, string> = {
  dhuma: 'Dhuma: the Sun + 133°20′ (BPHS ch. 3 vv. 61–64)',
  vyatipata: 'Vyatipata: 360° − dhuma',
  parivesha: 'Parivesha: vyatipata + 180°',
  indrachapa: 'Indrachapa: 360° − parivesha',
  upaketu: 'Upaketu: indrachapa + 16°40′ (the Sun − 30°)',
  kaala: 'Kaala: the ascendant at the middle of the Sun\'s part',
  mrityu: 'Mrityu: the ascendant at the middle of Mars\' part',
  arthaPrahara: 'Artha prahara: the ascendant at the middle of Mercury\'s part',
  yamaGhantaka: 'Yama ghantaka: the ascendant at the middle of Jupiter\'s part',
  gulika: 'Gulika: the ascendant at the start of Saturn\'s part (BPHS ch. 3 v. 70), or as `gulikaAt`',
  mandi: 'Mandi: the ascendant at the middle of Saturn\'s part (Jagannatha Hora, PyJHora), or as `mandiAt`',
};

const partMomentField = (what: string, dflt: PartMoment, source: string) =>
  z.enum(PART_MOMENTS as [PartMoment, ...PartMoment[]]).default(dflt).describe(`${what}: the ascendant at the start or the middle of Saturn's part (default ${dflt}, ${source})`);

export const upagrahasData = z.strictObject({
  upagrahas: z
    .strictObject(Object.fromEntries(UPAGRAHAS.map((k) => [k, point.describe(UPAGRAHA_DESCRIPTIONS[k])])) as Record<Upagraha, typeof point>)
    .describe('The eleven upagrahas'),
  segment: z.enum(['day', 'night']).describe('The birth fell in the daytime (sunrise → sunset) or the night (sunset → next sunrise)'),
  segmentStart: instant.describe('Start of that day or night'),
  segmentEnd: instant.describe('Its end'),
  firstPartLord: graha.describe('Lord of its first eighth: the weekday lord by day, the lord of the 5th weekday from it by night'),
  conventions: z
    .strictObject({
      gulikaAt: z.enum(PART_MOMENTS as [PartMoment, ...PartMoment[]]).describe('The moment gulika was taken at'),
      mandiAt: z.enum(PART_MOMENTS as [PartMoment, ...PartMoment[]]).describe('The moment mandi was taken at'),
      lordlessPart: z.enum(LORDLESS_PARTS as [LordlessPart, ...LordlessPart[]]).describe('Where the lordless eighth was put'),
    })
    .describe('The conventions used (the request\'s, with the defaults filled in)'),
});

const upagrahasSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    sunriseMode: sunriseModeField,
    gulikaAt: partMomentField('Gulika', 'start', 'BPHS ch. 3 v. 70'),
    mandiAt: partMomentField('Mandi', 'middle', 'Jagannatha Hora and PyJHora'),
    lordlessPart: z
      .enum(LORDLESS_PARTS as [LordlessPart, ...LordlessPart[]])
      .default('eighth')
      .describe('eighth (default): the 8th part is lordless (BPHS ch. 3 vv. 66–69, Phaladeepika ch. 25); after-saturn: the part right after Saturn\'s is (P.V.R. Narasimha Rao, Jagannatha Hora, PyJHora)'),
  })
  .superRefine(oneZoneSource);

type UpagrahasInput = Omit<VedicInput, 'nodeType'> & { sunriseMode: SunriseMode; gulikaAt: PartMoment; mandiAt: PartMoment; lordlessPart: LordlessPart };

function upagrahaMeta(input: UpagrahasInput): Meta {
  return { ...input.moment.meta, ayanamsa: { name: input.ayanamsa, value: ayanamsaDeg(input.moment.jdUt, input.ayanamsa) } };
}

export const upagrahasEndpoint = definePost({
  name: 'upagrahas',
  path: '/v1/upagrahas',
  summary: 'Upagrahas: dhuma … upaketu from the Sun; kaala, mrityu, artha prahara, yama ghantaka, gulika, mandi',
  description:
    'Dhuma, vyatipata, parivesha, indrachapa and upaketu from the Sun at birth (BPHS ch. 3 vv. 61–64). The others ' +
    'are the ascendant rising in their lord\'s eighth of the day (sunrise → sunset) or of the night (sunset → the ' +
    'next sunrise; a birth before sunrise falls in the night begun at the previous sunset), the first eighth ' +
    'ruled by the weekday lord by day and by the lord of the 5th weekday by night (BPHS ch. 3 vv. 66–69). ' +
    'PyJHora 4.8.5 counts the night\'s parts from sunrise, which puts night births in the daytime. Kaala, mrityu, ' +
    'artha prahara and yama ghantaka at the middle of the part; gulika at its start (BPHS ch. 3 v. 70) and mandi at ' +
    'its middle (Jagannatha Hora, PyJHora) by default, either changed by `gulikaAt` and `mandiAt`. ' +
    '`lordlessPart`: `eighth` (default, BPHS) or `after-saturn` (P.V.R. Narasimha Rao, Jagannatha Hora, PyJHora), ' +
    'which moves the parts of the lords after Saturn one later. `sunriseMode` `centre` (default) or `upper-limb`. ' +
    'Formulas and sources in `shared/core/vedic/upagrahas.ts`. Where the Sun does not rise or set that day the ' +
    'answer is 422. Sidereal (Lahiri by default).',
  response: upagrahasData,
  examples: [
    { summary: 'A birth before sunrise: the night from the previous sunset', request: MUMBAI },
    { summary: 'A night birth, gulika at the middle of Saturn\'s part, the lordless part after Saturn (Jagannatha Hora)', request: { ...DELHI, gulikaAt: 'middle', lordlessPart: 'after-saturn' } },
  ],
  schema: upagrahasSchema,
  prepare: (raw): UpagrahasInput => ({
    moment: prepareMoment(raw),
    ayanamsa: raw.ayanamsa,
    sunriseMode: raw.sunriseMode,
    gulikaAt: raw.gulikaAt,
    mandiAt: raw.mandiAt,
    lordlessPart: raw.lordlessPart,
  }),
  run(input) {
    const { moment } = input;
    const sun = norm360(bodyPosition(moment.jdUt, 'Sun', input.ayanamsa).lonDeg);
    const r = upagrahasAt(moment.jdUt, moment.lat, moment.lng, sun, {
      ayanamsa: input.ayanamsa,
      sunriseMode: input.sunriseMode,
      gulikaAt: input.gulikaAt,
      mandiAt: input.mandiAt,
      lordlessPart: input.lordlessPart,
    });
    return {
      data: {
        upagrahas: pointsOf(UPAGRAHAS, r.upagrahas),
        segment: r.segment,
        segmentStart: iso(r.segmentStartJdUt),
        segmentEnd: iso(r.segmentEndJdUt),
        firstPartLord: r.firstPartLord,
        conventions: { gulikaAt: input.gulikaAt, mandiAt: input.mandiAt, lordlessPart: input.lordlessPart },
      },
      meta: upagrahaMeta(input),
    };
  },
});
