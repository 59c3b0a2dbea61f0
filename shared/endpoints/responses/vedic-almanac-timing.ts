/** Response schemas of the almanac (../vedic-almanac.ts), Vedic timing (../vedic-timing.ts) and the kundali bundles (../kundali.ts). */
import { z } from 'zod';
import { CHOGHADIYA_NAMES } from '../../core/vedic/muhurta.js';
import { VEDIC_PLANETS } from '../../core/vedic/grahas.js';
import { VARGAS } from '../../core/vedic/vargas.js';
import { kaalSarpData, manglikData } from './vedic-compat.js';
import { ascendantData, navamsaData, vedicHousesData } from './vedic-basic.js';
import { ashtakavargaData, dashaBalance, shadbalaFullData, yogasData } from './vedic-more.js';
import { graha, houseNumber, instant, isRetrograde, lonDeg, pada, planetIndex, progressedBody, sentence, signIndex, signName, vedicPlanet } from './records.js';

const span = { startTime: instant.describe('When it began'), endTime: instant.describe('When it ends') };
const birthQualityFlag = z.enum(['amavasya', 'krishna-chaturdashi', 'vishti-karana', 'vyatipata-yoga', 'vaidhriti-yoga', 'gandanta']);
const birthQualityFlags = z.array(birthQualityFlag).describe('Birth-quality flags of the moment (traditionally needing remedial care)');
const karanaType = z.enum(['movable', 'fixed']).describe('Movable (chara) or fixed (sthira) karana');
const displayName = (what: string) => z.string().describe(`${what}, in \`lang\``);

export const panchangaData = z.strictObject({
  date: z.string().describe('The `date` as given'),
  panchanga: z.strictObject({
    tithi: z.strictObject({
      number: z.number().int().min(1).max(30).describe('1–15 in the bright half, 16–30 in the dark half (30 = Amavasya)'),
      name: displayName('Tithi name'),
      paksha: displayName('Shukla (bright) or Krishna (dark) half'),
      isAuspicious: z.boolean().describe('Not a Rikta tithi, not Amavasya'),
      deity: z.string().describe('Presiding deity (Muhurta Chintamani)'),
      group: z.enum(['Nanda', 'Bhadra', 'Jaya', 'Rikta', 'Purna']).describe('Tithi group (Muhurta Chintamani)'),
      ...span,
    }).describe('The lunar day'),
    vara: z.strictObject({
      name: displayName('Weekday of the Vedic day (sunrise to sunrise)'),
      sanskritName: displayName('Its Sanskrit name'),
      lord: planetIndex,
      lordName: z.string().describe('The weekday lord\'s name'),
      sunrise: instant.describe('Sunrise that began the Vedic day'),
    }).describe('The weekday'),
    nakshatra: displayName('The Moon\'s nakshatra'),
    yoga: z
      .strictObject({ number: z.number().int().min(1).max(27).describe('1 = Vishkambha … 27 = Vaidhriti'), name: displayName('Nitya yoga'), isInauspicious: z.boolean().describe('One of the nine inauspicious yogas'), ...span })
      .describe('The nitya yoga (Sun + Moon)'),
    karana: z.strictObject({
      number: z.number().int().min(1).max(60).describe('Half-tithi of the lunar month, 1 to 60'),
      name: displayName('Karana'),
      isInauspicious: z.boolean().describe('Vishti (Bhadra)'),
      type: karanaType,
      ...span,
    }).describe('The half-tithi'),
    birthQualityFlags,
    summary: sentence,
    nakshatraDetails: z.strictObject({
      number: z.number().int().min(1).max(27).describe('1 = Ashwini … 27 = Revati'),
      name: displayName('Nakshatra'),
      pada,
      lord: planetIndex.describe('Vimshottari lord'),
      lordName: displayName('The lord\'s name'),
      ...span,
    }).describe('The Moon\'s nakshatra in full'),
    at: instant.describe('The moment the panchanga is for (sunrise when `date` is a date alone)'),
  }).describe('The five limbs of the day and their details'),
  muhurtaScore: z.number().min(0).max(100).describe('100 minus the deductions listed in warnings'),
  warnings: z.array(sentence).describe('Each deduction from the muhurta score'),
});

const period = (what: string) => z.strictObject(span).describe(what);

export const muhuratData = z.strictObject({
  sunrise: instant,
  sunset: instant,
  tomorrowSunrise: instant,
  currentHora: z.strictObject({
    planet: planetIndex,
    planetName: displayName('Lord of the hora'),
    ...span,
    isAuspicious: z.boolean().describe('Hora of a natural benefic'),
  }).describe('The planetary hour of the moment'),
  currentChoghadiya: z
    .strictObject({ name: z.enum(CHOGHADIYA_NAMES).describe('Choghadiya name'), ...span, isAuspicious: z.boolean().describe('Amrit, Shubh, Labh or Chal') })
    .describe('The choghadiya of the moment'),
  exactRahuKala: period('Rahu Kala of the day'),
  exactYamaGandam: period('Yamaganda of the day'),
  exactGulikaKala: period('Gulika Kala of the day'),
  abhijitMuhurta: period('Abhijit muhurta: the 8th of 15 day muhurtas'),
  isCurrentlyRahuKala: z.boolean().describe('The moment falls in Rahu Kala'),
});

const stay = z.strictObject({
  start: instant.nullable().describe('Saturn\'s exact sidereal ingress; null before the ephemeris range'),
  end: instant.nullable().describe('Null after the ephemeris range'),
  saturnSign: signIndex,
  saturnSignName: signName,
});
const sadeSatiPhase = z.enum(['rising', 'peak', 'setting']).describe('Saturn in the 12th (rising), 1st (peak) or 2nd (setting) sign from the Moon');
const sadeSatiPeriod = z
  .strictObject({
    start: instant.nullable().describe('Saturn\'s first entry into the 12th sign; null before the ephemeris range'),
    end: instant.nullable().describe('Its final exit from the 2nd; null after the ephemeris range'),
    phases: z.array(z.strictObject({ phase: sadeSatiPhase, ...stay.shape })).describe('Stays in the 12th, 1st and 2nd sign from the Moon, in order'),
    gaps: z.array(stay).describe('Months Saturn spends back outside the three signs'),
  })
  .meta({ id: 'SadeSatiPeriod', description: 'Saturn in the 12th, 1st and 2nd sign from the natal Moon' });
const shaniPeriods = z.strictObject({
  isCurrentlyActive: z.boolean().describe('Running at targetDate'),
  periods: z.array(stay).describe('Every period within 100 years of birth'),
});

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
        prediction: z.array(sentence).describe('Gochara from the Moon, bindu support, retrogression, Saturn\'s cycles'),
      }),
    )
    .length(9)
    .describe('Sun … Ketu in transit'),
  sadeSati: z
    .strictObject({
      isActive: z.boolean().describe('Running at targetDate'),
      phase: sadeSatiPhase.nullable().describe('The phase running at targetDate, or null'),
      periods: z.array(sadeSatiPeriod).describe('Every Sade Sati within 100 years of birth'),
    })
    .describe('Saturn in the 12th, 1st and 2nd sign from the natal Moon'),
  ashtamaShani: shaniPeriods.describe('Saturn in the 8th from the Moon'),
});

export const sadeSatiData = z.strictObject({
  targetDate: instant,
  moonSign: signIndex,
  moonSignName: signName,
  saturnSign: signIndex,
  saturnSignName: signName,
  saturnHouseFromMoon: houseNumber,
  isActive: z.boolean().describe('A Sade Sati is running at targetDate'),
  currentPhase: sadeSatiPhase.nullable().describe('The phase running at targetDate, or null'),
  currentPeriod: sadeSatiPeriod.nullable().describe('The Sade Sati running at targetDate'),
  periods: z.array(sadeSatiPeriod).describe('Every Sade Sati within 100 years of birth'),
  ashtamaShani: shaniPeriods.describe('Saturn in the 8th from the Moon'),
  kantakaShani: shaniPeriods.describe('Saturn in the 4th from the Moon'),
});

export const vedicProgressionsData = z.strictObject({
  birthDate: z.string().describe('The birth `date` as given'),
  targetDate: instant,
  secondaryProgressions: z.array(progressedBody).length(13).describe('The 13 bodies a day for a year after birth, sidereal'),
  solarArcDirections: z.array(progressedBody).length(13).describe('The 13 natal bodies moved by the sidereal arc'),
  solarArc: z.number().describe('Sidereal arc, degrees'),
  progressedDate: instant,
});

const dashaPeriod = z
  .strictObject({ lord: graha.describe('Lord of the period'), start: instant, end: instant, durationYears: z.number().describe('Length in years of 365.25 days') })
  .describe('A dasha period');

export const kundaliData = z.strictObject({
  planets: z.array(vedicPlanet).length(9).describe('As /v1/planets'),
  ascendant: ascendantData.describe('As /v1/ascendant'),
  houses: vedicHousesData.shape.houses.describe('As /v1/houses/vedic'),
  navamsa: navamsaData.describe('As /v1/navamsa'),
  dasha: z.strictObject({
    system: z.literal('vimshottari').describe('The dasha system'),
    firstLord: graha,
    balance: dashaBalance,
    current: z
      .strictObject({
        targetDate: instant,
        mahadasha: dashaPeriod.nullable().describe('The running mahadasha'),
        antardasha: dashaPeriod.nullable().describe('The running antardasha'),
        pratyantardasha: dashaPeriod.nullable().describe('The running pratyantardasha'),
      })
      .describe('The periods running at targetDate'),
    mahadashas: z.array(dashaPeriod).length(9).describe('The nine mahadashas'),
  }).describe('Vimshottari dasha (as /v1/dasha/vimshottari, mahadashas only)'),
  panchanga: z.strictObject({
    tithi: z.strictObject({ number: z.number().int().describe('1 to 30'), name: displayName('Tithi'), paksha: displayName('Paksha'), endTime: instant }).describe('The tithi at birth'),
    vara: z.strictObject({ name: displayName('Weekday'), sanskritName: displayName('Sanskrit weekday'), lord: planetIndex }).describe('The weekday (Hindu sunrise to sunrise)'),
    nakshatra: displayName('The Moon\'s nakshatra'),
    yoga: z.strictObject({ number: z.number().int().describe('1 to 27'), name: displayName('Yoga'), endTime: instant }).describe('The nitya yoga at birth'),
    karana: z.strictObject({ number: z.number().int().describe('1 to 60'), name: displayName('Karana'), type: karanaType, endTime: instant }).describe('The karana at birth'),
    birthQualityFlags,
  }).describe('The panchanga of the birth moment'),
  doshas: z.strictObject({
    manglik: manglikData.pick({ status: true, severity: true, summary: true }).describe('As /v1/dosha/manglik, in short'),
    kaalSarp: kaalSarpData.pick({ status: true, type: true, summary: true }).describe('As /v1/dosha/kaal-sarp, in short'),
  }).describe('Manglik and Kaal Sarp'),
});

const vargaRow = z.strictObject(Object.fromEntries(['Ascendant', ...VEDIC_PLANETS].map((b) => [b, signIndex])) as Record<'Ascendant' | (typeof VEDIC_PLANETS)[number], typeof signIndex>);

export const kundaliFullData = z.strictObject({
  ...kundaliData.shape,
  shadbala: shadbalaFullData.describe('As /v1/shadbala/full'),
  ashtakavarga: ashtakavargaData.describe('As /v1/ashtakavarga'),
  yogas: yogasData.describe('As /v1/vedic/yogas'),
  vargas: z
    .strictObject(
      Object.fromEntries(
        VARGAS.map((d) => [`D${d}`, vargaRow.describe(`Sign (0–11) of the Ascendant and each planet in D${d}`)]),
      ) as Record<`D${(typeof VARGAS)[number]}`, typeof vargaRow>,
    )
    .describe('The 16 divisional charts of BPHS ch. 6'),
});
