/**
 * The almanac: GET /v1/vedic/panchanga and POST /v1/muhurat. Shapes: spec "Vedic endpoints"; the end
 * times and the other extras are described with each endpoint (the /docs guide).
 */
import { z } from 'zod';
import { ayanamsaDeg, sunriseSunset, utcMsFromJulianDay, type Ayanamsa, type SunriseMode } from '../../core/ephemeris.js';
import { CoreError } from '../../core/errors.js';
import { isoUtc } from '../../core/time.js';
import { CHOGHADIYA_NAMES, muhurtaPanel } from '../../core/vedic/muhurta.js';
import { KARANA_NAMES, NITYA_YOGA_NAMES, panchangaAt, TITHI_NAMES, VARA_WEEKDAYS } from '../../core/vedic/panchanga.js';
import { NAKSHATRAS } from '../../core/vedic/nakshatra.js';
import { ayanamsaField, langField, momentFields, oneZoneSource, prepareMoment, type PreparedMoment } from '../common.js';
import { shownName } from './common.js';
import { instant, pada, planetIndex, sentence } from '../responses/records.js';
import { defineEndpoint, definePost } from '../types.js';

const spanFields = { startTime: instant.describe('When it began'), endTime: instant.describe('When it ends') };
const birthQualityFlag = z.enum(['amavasya', 'krishna-chaturdashi', 'vishti-karana', 'vyatipata-yoga', 'vaidhriti-yoga', 'gandanta']);
export const birthQualityFlags = z.array(birthQualityFlag).describe('Birth-quality flags of the moment (traditionally needing remedial care)');
export const karanaType = z.enum(['movable', 'fixed']).describe('Movable (chara) or fixed (sthira) karana');
export const displayName = (what: string) => z.string().describe(`${what}, in \`lang\``);

/** The English `id` beside each panchanga element's display `name`: stable in every `lang`, to branch on. */
export const panchangaId = {
  tithi: z.enum(TITHI_NAMES).describe('The tithi (identifier, English; the same name in both pakshas, Purnima 15, Amavasya 30)'),
  vara: z.enum(VARA_WEEKDAYS).describe('The weekday (identifier, English)'),
  yoga: z.enum(NITYA_YOGA_NAMES).describe('The nitya yoga (identifier, English)'),
  karana: z.enum(KARANA_NAMES).describe('The karana (identifier, English)'),
  nakshatra: z.enum(NAKSHATRAS).describe('The nakshatra (identifier, English)'),
};

export const panchangaData = z.strictObject({
  date: z.string().describe('The `date` as given'),
  panchanga: z.strictObject({
    tithi: z.strictObject({
      number: z.number().int().min(1).max(30).describe('1–15 in the bright half, 16–30 in the dark half (30 = Amavasya)'),
      id: panchangaId.tithi,
      name: displayName('Tithi name'),
      paksha: displayName('Shukla (bright) or Krishna (dark) half'),
      isAuspicious: z.boolean().describe('Not a Rikta tithi, not Amavasya'),
      deity: z.string().describe('Presiding deity (Muhurta Chintamani; identifier, English)'),
      group: z.enum(['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna']).describe('Tithi group (Muhurta Chintamani; identifier, English)'),
      ...spanFields,
    }).describe('The lunar day'),
    vara: z.strictObject({
      id: panchangaId.vara,
      name: displayName('Weekday of the Vedic day (sunrise to sunrise)'),
      sanskritName: displayName('Its Sanskrit name'),
      lord: planetIndex,
      lordName: z.string().describe('The weekday lord\'s name'),
      sunrise: instant.describe('Sunrise that began the Vedic day'),
    }).describe('The weekday'),
    nakshatra: displayName('The Moon\'s nakshatra'),
    yoga: z
      .strictObject({ number: z.number().int().min(1).max(27).describe('1 = Vishkambha … 27 = Vaidhriti'), id: panchangaId.yoga, name: displayName('Nitya yoga'), isInauspicious: z.boolean().describe('One of the nine inauspicious yogas'), ...spanFields })
      .describe('The nitya yoga (Sun + Moon)'),
    karana: z.strictObject({
      number: z.number().int().min(1).max(60).describe('Half-tithi of the lunar month, 1 to 60'),
      id: panchangaId.karana,
      name: displayName('Karana'),
      isInauspicious: z.boolean().describe('Vishti (Bhadra)'),
      type: karanaType,
      ...spanFields,
    }).describe('The half-tithi'),
    birthQualityFlags,
    summary: sentence,
    nakshatraDetails: z.strictObject({
      number: z.number().int().min(1).max(27).describe('1 = Ashwini … 27 = Revati'),
      id: panchangaId.nakshatra,
      name: displayName('Nakshatra'),
      pada,
      lord: planetIndex.describe('Vimshottari lord'),
      lordName: displayName('The lord\'s name'),
      ...spanFields,
    }).describe('The Moon\'s nakshatra in full'),
    at: instant.describe('The moment the panchanga is for (sunrise when `date` is a date alone)'),
  }).describe('The five limbs of the day and their details'),
  muhurtaScore: z.number().min(0).max(100).describe('100 minus the deductions listed in warnings'),
  warnings: z.array(sentence).describe('Each deduction from the muhurta score'),
});

const period = (what: string) => z.strictObject(spanFields).describe(what);

export const muhuratData = z.strictObject({
  sunrise: instant,
  sunset: instant,
  tomorrowSunrise: instant,
  currentHora: z.strictObject({
    planet: planetIndex,
    planetName: displayName('Lord of the hora'),
    ...spanFields,
    isAuspicious: z.boolean().describe('Hora of a natural benefic'),
  }).describe('The planetary hour of the moment'),
  currentChoghadiya: z
    .strictObject({
      id: z.enum(CHOGHADIYA_NAMES).describe('The choghadiya (identifier, English)'),
      name: displayName('Its name'),
      ...spanFields,
      isAuspicious: z.boolean().describe('Amrit, Shubh, Labh or Chal'),
    })
    .describe('The choghadiya of the moment'),
  exactRahuKala: period('Rahu Kala of the day'),
  exactYamaGandam: period('Yamaganda of the day'),
  exactGulikaKala: period('Gulika Kala of the day'),
  abhijitMuhurta: period('Abhijit muhurta: the 8th of 15 day muhurtas'),
  isCurrentlyRahuKala: z.boolean().describe('The moment falls in Rahu Kala'),
});

const sunriseModeField = z
  .enum(['upper-limb', 'centre'])
  .default('upper-limb')
  .describe('upper-limb: the almanac sunrise (upper limb, standard refraction); centre: the Hindu sunrise (disc centre, no refraction)');

function iso(jd: number): string {
  return isoUtc(utcMsFromJulianDay(jd));
}
function span(s: { startJdUt: number; endJdUt: number }) {
  return { startTime: iso(s.startJdUt), endTime: iso(s.endJdUt) };
}

/** A number in a query string: plain decimal notation only (no '', no 1e3, no 0x10). */
function queryNumber(min: number, max: number) {
  return z
    .string()
    .max(32)
    .regex(/^-?\d+(?:\.\d+)?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));
}

const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;

const panchangaSchema = z
  .strictObject({
    date: z.string().max(40).describe('A local date-time YYYY-MM-DDTHH:MM[:SS] (the panchanga at that moment) or a date YYYY-MM-DD (at that day\'s sunrise)'),
    lat: queryNumber(-90, 90).describe('Latitude, degrees north positive'),
    lng: queryNumber(-180, 180).describe('Longitude, degrees east positive'),
    timezone: momentFields.timezone,
    utcOffset: momentFields.utcOffset,
    lang: langField,
    ayanamsa: ayanamsaField,
    sunriseMode: sunriseModeField,
  })
  .superRefine(oneZoneSource);

interface PanchangaInput {
  date: string;
  moment: PreparedMoment;
  atSunrise: boolean;
  ayanamsa: Ayanamsa;
  sunriseMode: SunriseMode;
}

/**
 * `date` is a local date-time (the panchanga at that moment) or a date alone (the panchanga at that
 * day's local sunrise, as almanacs give the day's tithi, nakshatra, yoga and karana).
 */
export const panchangaEndpoint = defineEndpoint({
  name: 'vedic-panchanga',
  method: 'GET',
  path: '/v1/vedic/panchanga',
  summary: 'Tithi, vara, nakshatra, yoga and karana with exact start and end times, a muhurta score and warnings',
  description:
    'Query `date` (a local date-time, or a date alone for the panchanga at that day\'s sunrise), `lat`, `lng`, ' +
    'optional `timezone`/`utcOffset`, `lang`, `ayanamsa`, `sunriseMode` (`upper-limb`, the almanac sunrise, ' +
    'default; or `centre`, the Hindu disc-centre sunrise). Apparent sidereal positions (Lahiri by default); each ' +
    'start and end is the exact crossing, root-found to under a second. The vara is the weekday of the Vedic day, ' +
    'sunrise to sunrise. Tithi deities and the Nanda/Bhadra/Jaya/Rikta/Purna groups follow Muhurta Chintamani. ' +
    '`muhurtaScore` = 100 minus: Amavasya 25, a Rikta tithi (4, 9, 14) 20, tithis 6, 8, 12 and Purnima 10, Vishti ' +
    'karana 25, Vyatipata or Vaidhriti 25, Atiganda, Shula or Ganda 20, the other four inauspicious yogas 10, a ' +
    'Tuesday 10, the Moon in Bharani or Krittika 10 (floor 0); each deduction is a `warnings` line. ' +
    '`birthQualityFlags`: amavasya, krishna-chaturdashi, vishti-karana, vyatipata-yoga, vaidhriti-yoga, gandanta.',
  response: panchangaData,
  examples: [
    { request: { date: '2026-06-01', lat: '19.076', lng: '72.8777', timezone: 'Asia/Kolkata' } },
    { summary: 'At a given moment, zone from the place', request: { date: '2026-06-04', lat: '51.5074', lng: '-0.1278' } },
  ],
  weight: 'inline',
  batchable: true,
  cost: 1,
  cacheable: false,
  schema: panchangaSchema,
  prepare(raw): PanchangaInput {
    const atSunrise = DATE_ONLY_RE.test(raw.date);
    const moment = prepareMoment({ ...raw, date: atSunrise ? `${raw.date}T00:00:00` : raw.date });
    return { date: raw.date, moment, atSunrise, ayanamsa: raw.ayanamsa, sunriseMode: raw.sunriseMode };
  },
  run(input) {
    const { moment } = input;
    let jd = moment.jdUt;
    if (input.atSunrise) {
      const rise = sunriseSunset(jd, moment.lat, moment.lng, input.sunriseMode).riseJdUt;
      // The first sunrise from local midnight on. Where the zone's clock is far from the longitude's
      // solar time a civil date can hold no sunrise at all (one at 23:59:50 the day before, the next at
      // 00:00:20 the day after): then it is the one just after. More than an hour past is polar.
      if (rise === null || rise - jd > 1 + 1 / 24) {
        throw new CoreError('UNPROCESSABLE', `The Sun does not rise at latitude ${moment.lat} on ${input.date} (polar day or night); give a date and time`, 'date');
      }
      jd = rise;
    }
    const p = panchangaAt(jd, moment.lat, moment.lng, { ayanamsa: input.ayanamsa, sunriseMode: input.sunriseMode, atSunrise: input.atSunrise });
    return {
      data: {
        date: input.date,
        panchanga: {
          tithi: { number: p.tithi.number, id: p.tithi.name, name: p.tithi.name, paksha: p.tithi.paksha, isAuspicious: p.tithi.isAuspicious, deity: p.tithi.deity, group: p.tithi.group, ...span(p.tithi) },
          vara: { id: p.vara.name, name: p.vara.name, sanskritName: p.vara.sanskritName, lord: p.vara.lord, lordName: p.vara.lordName, sunrise: iso(p.vara.sunriseJdUt) },
          nakshatra: p.nakshatra.name,
          yoga: { number: p.yoga.number, id: p.yoga.name, name: p.yoga.name, isInauspicious: p.yoga.isInauspicious, ...span(p.yoga) },
          karana: { number: p.karana.number, id: p.karana.name, name: p.karana.name, isInauspicious: p.karana.isInauspicious, type: p.karana.type, ...span(p.karana) },
          birthQualityFlags: p.birthQualityFlags,
          summary: p.summary,
          nakshatraDetails: { number: p.nakshatra.number, id: p.nakshatra.name, name: p.nakshatra.name, pada: p.nakshatra.pada, lord: p.nakshatra.lord, lordName: p.nakshatra.lordName, ...span(p.nakshatra) },
          at: iso(jd),
        },
        muhurtaScore: p.muhurtaScore,
        warnings: p.warnings,
      },
      meta: { ...moment.meta, ayanamsa: { name: input.ayanamsa, value: ayanamsaDeg(jd, input.ayanamsa) } },
    };
  },
});

const muhuratSchema = z.strictObject({ ...momentFields, sunriseMode: sunriseModeField }).superRefine(oneZoneSource);

export const muhuratEndpoint = definePost({
  name: 'muhurat',
  path: '/v1/muhurat',
  summary: 'Sunrise, sunset, the current hora and choghadiya, Rahu Kala, Yamaganda, Gulika Kala and Abhijit',
  description:
    'The Vedic day of the moment (sunrise to next sunrise): horas are 12 equal parts of day and of night in Chaldean ' +
    'order from the weekday lord; choghadiyas 8 parts from the weekday\'s tables; Rahu Kala, Yamaganda and Gulika ' +
    'eighth parts of the daytime by weekday; Abhijit the 8th of 15 day muhurtas. `sunriseMode` as the panchanga. ' +
    'Polar day or night is a 422.',
  response: muhuratData,
  examples: [{ request: { date: '2026-06-01T10:00:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' } }],
  schema: muhuratSchema,
  prepare: (raw) => ({ moment: prepareMoment(raw), sunriseMode: raw.sunriseMode }),
  run({ moment, sunriseMode }) {
    const m = muhurtaPanel(moment.jdUt, moment.lat, moment.lng, { sunriseMode });
    return {
      data: {
        sunrise: iso(m.sunrise),
        sunset: iso(m.sunset),
        tomorrowSunrise: iso(m.tomorrowSunrise),
        currentHora: { planet: m.currentHora.planet, planetName: m.currentHora.planetName, startTime: iso(m.currentHora.startJdUt), endTime: iso(m.currentHora.endJdUt), isAuspicious: m.currentHora.isAuspicious },
        currentChoghadiya: { id: m.currentChoghadiya.name, name: shownName(m.currentChoghadiya.name), ...span(m.currentChoghadiya), isAuspicious: m.currentChoghadiya.isAuspicious },
        exactRahuKala: span(m.rahuKala),
        exactYamaGandam: span(m.yamaGandam),
        exactGulikaKala: span(m.gulikaKala),
        abhijitMuhurta: span(m.abhijitMuhurta),
        isCurrentlyRahuKala: m.isCurrentlyRahuKala,
      },
      meta: moment.meta,
    };
  },
});
