/** Response schemas of the almanac (../vedic-almanac.ts), Vedic timing (../vedic-timing.ts) and the kundali bundles (../kundali.ts). */
import { z } from 'zod';
import { CHOGHADIYA_NAMES } from '../../core/vedic/muhurta.js';
import { VEDIC_PLANETS } from '../../core/vedic/grahas.js';
import { VARGAS } from '../../core/vedic/vargas.js';
import { kaalSarpData, manglikData } from './vedic-compat.js';
import { ascendantData, navamsaData, vedicHousesData } from './vedic-basic.js';
import { ashtakavargaData, dashaBalance, shadbalaFullData, yogasData } from './vedic-more.js';
import { graha, houseNumber, instant, isRetrograde, lonDeg, planetIndex, progressedBody, sentence, signIndex, signName, vedicPlanet } from './records.js';

const span = { startTime: instant, endTime: instant };
const birthQualityFlag = z.enum(['amavasya', 'krishna-chaturdashi', 'vishti-karana', 'vyatipata-yoga', 'vaidhriti-yoga', 'gandanta']);
const displayName = (what: string) => z.string().describe(`${what}, in \`lang\``);

export const panchangaData = z.strictObject({
  date: z.string().describe('The `date` as given'),
  panchanga: z.strictObject({
    tithi: z.strictObject({
      number: z.number().int().min(1).max(30),
      name: displayName('Tithi name'),
      paksha: displayName('Shukla (bright) or Krishna (dark) half'),
      isAuspicious: z.boolean(),
      deity: z.string().describe('Presiding deity (Muhurta Chintamani)'),
      group: z.enum(['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna']),
      ...span,
    }),
    vara: z.strictObject({
      name: displayName('Weekday of the Vedic day (sunrise to sunrise)'),
      sanskritName: displayName('Its Sanskrit name'),
      lord: planetIndex,
      lordName: z.string().describe('The weekday lord\'s name'),
      sunrise: instant.describe('Sunrise that began the Vedic day'),
    }),
    nakshatra: displayName('The Moon\'s nakshatra'),
    yoga: z.strictObject({ number: z.number().int().min(1).max(27), name: displayName('Nitya yoga'), isInauspicious: z.boolean(), ...span }),
    karana: z.strictObject({
      number: z.number().int().min(1).max(60),
      name: displayName('Karana'),
      isInauspicious: z.boolean(),
      type: z.enum(['movable', 'fixed']),
      ...span,
    }),
    birthQualityFlags: z.array(birthQualityFlag),
    summary: sentence,
    nakshatraDetails: z.strictObject({
      number: z.number().int().min(1).max(27),
      name: displayName('Nakshatra'),
      pada: z.number().int().min(1).max(4),
      lord: planetIndex,
      lordName: z.string(),
      ...span,
    }),
    at: instant.describe('The moment the panchanga is for (sunrise when `date` is a date alone)'),
  }),
  muhurtaScore: z.number().min(0).max(100).describe('100 minus the deductions listed in warnings'),
  warnings: z.array(sentence),
});

const period = z.strictObject(span);

export const muhuratData = z.strictObject({
  sunrise: instant,
  sunset: instant,
  tomorrowSunrise: instant,
  currentHora: z.strictObject({
    planet: planetIndex,
    planetName: displayName('Lord of the hora'),
    ...span,
    isAuspicious: z.boolean(),
  }),
  currentChoghadiya: z.strictObject({ name: z.enum(CHOGHADIYA_NAMES), ...span, isAuspicious: z.boolean() }),
  exactRahuKala: period,
  exactYamaGandam: period,
  exactGulikaKala: period,
  abhijitMuhurta: period,
  isCurrentlyRahuKala: z.boolean(),
});

const stay = z.strictObject({
  start: instant.nullable().describe('Saturn\'s exact sidereal ingress; null before the ephemeris range'),
  end: instant.nullable().describe('Null after the ephemeris range'),
  saturnSign: signIndex,
  saturnSignName: signName,
});
const sadeSatiPhase = z.enum(['rising', 'peak', 'setting']);
const sadeSatiPeriod = z
  .strictObject({
    start: instant.nullable(),
    end: instant.nullable(),
    phases: z.array(z.strictObject({ phase: sadeSatiPhase, ...stay.shape })).describe('Stays in the 12th, 1st and 2nd sign from the Moon, in order'),
    gaps: z.array(stay).describe('Months Saturn spends back outside the three signs'),
  })
  .meta({ id: 'SadeSatiPeriod', description: 'Saturn in the 12th, 1st and 2nd sign from the natal Moon' });
const shaniPeriods = z.strictObject({ isCurrentlyActive: z.boolean(), periods: z.array(stay) });

export const vedicTransitsData = z.strictObject({
  targetDate: instant,
  planets: z
    .array(
      z.strictObject({
        planet: graha,
        transitLongitude: lonDeg('Sidereal transit longitude'),
        transitSign: signIndex,
        transitSignName: signName,
        houseFromAscendant: houseNumber,
        houseFromMoon: houseNumber,
        isRetrograde,
        ashtakavargaBindu: z.number().int().min(0).max(8).nullable().describe('Bindus of the transit sign in the planet\'s natal bhinnashtakavarga; null for the nodes'),
        binduStrength: z.enum(['weak', 'moderate', 'strong']).nullable().describe('0–3 weak, 4 moderate, 5–8 strong'),
        prediction: z.array(sentence),
      }),
    )
    .length(9),
  sadeSati: z.strictObject({ isActive: z.boolean(), phase: sadeSatiPhase.nullable(), periods: z.array(sadeSatiPeriod) }),
  ashtamaShani: shaniPeriods,
});

export const sadeSatiData = z.strictObject({
  targetDate: instant,
  moonSign: signIndex,
  moonSignName: signName,
  saturnSign: signIndex,
  saturnSignName: signName,
  saturnHouseFromMoon: houseNumber,
  isActive: z.boolean(),
  currentPhase: sadeSatiPhase.nullable(),
  currentPeriod: sadeSatiPeriod.nullable(),
  periods: z.array(sadeSatiPeriod).describe('Every Sade Sati within 100 years of birth'),
  ashtamaShani: shaniPeriods.describe('Saturn in the 8th from the Moon'),
  kantakaShani: shaniPeriods.describe('Saturn in the 4th from the Moon'),
});

export const vedicProgressionsData = z.strictObject({
  birthDate: z.string(),
  targetDate: instant,
  secondaryProgressions: z.array(progressedBody).length(13),
  solarArcDirections: z.array(progressedBody).length(13),
  solarArc: z.number().describe('Sidereal arc, degrees'),
  progressedDate: instant,
});

const dashaPeriod = z.strictObject({ lord: graha, start: instant, end: instant, durationYears: z.number() });

export const kundaliData = z.strictObject({
  planets: z.array(vedicPlanet).length(9),
  ascendant: ascendantData,
  houses: vedicHousesData.shape.houses,
  navamsa: navamsaData,
  dasha: z.strictObject({
    system: z.literal('vimshottari'),
    firstLord: graha,
    balance: dashaBalance,
    current: z.strictObject({ targetDate: instant, mahadasha: dashaPeriod.nullable(), antardasha: dashaPeriod.nullable(), pratyantardasha: dashaPeriod.nullable() }),
    mahadashas: z.array(dashaPeriod).length(9),
  }),
  panchanga: z.strictObject({
    tithi: z.strictObject({ number: z.number().int(), name: displayName('Tithi'), paksha: displayName('Paksha'), endTime: instant }),
    vara: z.strictObject({ name: displayName('Weekday'), sanskritName: displayName('Sanskrit weekday'), lord: planetIndex }),
    nakshatra: displayName('The Moon\'s nakshatra'),
    yoga: z.strictObject({ number: z.number().int(), name: displayName('Yoga'), endTime: instant }),
    karana: z.strictObject({ number: z.number().int(), name: displayName('Karana'), type: z.enum(['movable', 'fixed']), endTime: instant }),
    birthQualityFlags: z.array(birthQualityFlag),
  }),
  doshas: z.strictObject({
    manglik: manglikData.pick({ status: true, severity: true, summary: true }),
    kaalSarp: kaalSarpData.pick({ status: true, type: true, summary: true }),
  }),
});

const vargaRow = z.strictObject(Object.fromEntries(['Ascendant', ...VEDIC_PLANETS].map((b) => [b, signIndex])) as Record<'Ascendant' | (typeof VEDIC_PLANETS)[number], typeof signIndex>);

export const kundaliFullData = z.strictObject({
  ...kundaliData.shape,
  shadbala: shadbalaFullData,
  ashtakavarga: ashtakavargaData,
  yogas: yogasData,
  vargas: z
    .strictObject(
      Object.fromEntries(
        VARGAS.map((d) => [`D${d}`, vargaRow.describe(`Sign (0–11) of the Ascendant and each planet in D${d}`)]),
      ) as Record<`D${(typeof VARGAS)[number]}`, typeof vargaRow>,
    )
    .describe('The 16 divisional charts of BPHS ch. 6'),
});
