/** Response schemas of the Vedic strength and timing endpoints (../vedic-more.ts). */
import { z } from 'zod';
import { ASHTAKAVARGA_CONTRIBUTORS, ASHTAKAVARGA_PLANETS } from '../../core/vedic/ashtakavarga.js';
import { graha, instant, planetIndex, sentence } from './records.js';

const v = (what: string) => z.number().describe(`${what}, virupas`);
const sapta = z.enum(ASHTAKAVARGA_PLANETS).describe('Sun … Saturn');
const twelve = (what: string) => z.array(z.number().int().min(0)).length(12).describe(`${what}, by sign (0 = Aries … 11 = Pisces)`);

const ashtakavargaTable = z.strictObject({
  bindus: twelve('Bindus (0–8)'),
  total: z.number().int().min(0).describe('Bindus in all twelve signs'),
  contributions: z
    .strictObject(Object.fromEntries(ASHTAKAVARGA_CONTRIBUTORS.map((c) => [c, twelve(`1 where ${c} gives a bindu`)])) as Record<(typeof ASHTAKAVARGA_CONTRIBUTORS)[number], z.ZodArray<z.ZodNumber>>)
    .describe('The prastara rows: which contributor gives a bindu to which sign'),
});

export const ashtakavargaData = z
  .strictObject({
    planets: z.array(z.strictObject({ planet: sapta, ...ashtakavargaTable.shape })).length(7).describe('Bhinnashtakavarga of Sun … Saturn (BPHS ch. 66)'),
    lagna: ashtakavargaTable.describe('The lagna\'s own table (not part of the sarvashtakavarga)'),
    sarvashtakavarga: z
      .strictObject({ bindus: twelve('Sum of the seven planets\' bindus'), total: z.number().int().describe('Always 337') })
      .describe('The sum of the seven planets\' tables'),
  })
  .meta({ id: 'Ashtakavarga', description: 'Bhinnashtakavarga and sarvashtakavarga' });

const period = z
  .strictObject({
    lord: graha.describe('Lord of the period'),
    start: instant,
    end: instant,
    durationYears: z.number().positive().describe('Length in dasha years (see yearLength)'),
  })
  .describe('A dasha period');
const antardasha = z.strictObject({ ...period.shape, pratyantardashas: z.array(period).length(9).optional().describe('With depth 3') });
const mahadasha = z.strictObject({ ...period.shape, antardashas: z.array(antardasha).length(9).optional().describe('With depth 2 or 3') });

export const dashaBalance = z
  .strictObject({
  years: z.number().min(0).describe('Years of the first dasha still to run at birth'),
  ymd: z
    .strictObject({
      years: z.number().int().min(0).describe('Whole years'),
      months: z.number().int().min(0).describe('Whole months (a twelfth of the year)'),
      days: z.number().int().min(0).describe('Days left over'),
    })
    .describe('The balance as Jagannatha Hora and PyJHora print it (civil days, years of 365.256364 days)'),
  })
  .describe('What is left of the first dasha at birth');

export const vimshottariData = z.strictObject({
  moonNakshatra: z.string().describe('The Moon\'s nakshatra, in `lang`'),
  firstLord: graha,
  balance: dashaBalance,
  yearLength: z
    .strictObject({ name: z.enum(['julian', 'gregorian', 'sidereal']).describe('The year used'), days: z.number().describe('Its length in days') })
    .describe('The dasha year'),
  mahadashas: z.array(mahadasha).length(9).describe('Nine mahadashas, the first starting before birth; 120 years'),
  current: z.strictObject({
    targetDate: instant,
    mahadasha: period.nullable().describe('The running mahadasha'),
    antardasha: period.nullable().describe('The running antardasha'),
    pratyantardasha: period.nullable().describe('The running pratyantardasha'),
  }).describe('The periods running at targetDate (null outside the 120 years)'),
});

export const yoga = z
  .strictObject({
    name: z.string().describe('Yoga name (identifier, English); the same name may appear more than once'),
    description: sentence.describe('What the yoga is, with its source'),
    isBenefic: z.boolean().describe('A good yoga (false for Kemadruma, Shakata, Papa Kartari …)'),
    planetsInvolved: z.array(planetIndex).describe('Planets that form it, as indexes'),
    strength: z.number().min(0).max(100).describe('Mean of the planets\' scores by dignity and house'),
    strengthLevel: z.enum(['weak', 'moderate', 'strong', 'very strong', 'exceptional']).describe('weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very strong < 90 ≤ exceptional'),
    conditions: z.array(sentence).describe('The chart facts that make it'),
    interpretation: z.array(sentence).describe('What the texts say it gives'),
  })
  .meta({ id: 'Yoga', description: 'A yoga present in the chart' });

export const yogasData = z.strictObject({
  count: z.number().int().min(0).describe('Number of yogas found'),
  yogas: z.array(yoga).describe('The yogas present, in catalogue order'),
});

const balaRecord = z.strictObject({
  // the spec's record; `totalRupas` = `totalVirupas` / 60
  sthanaBala: z.number().describe('Positional strength, virupas'),
  digBala: z.number().describe('Directional strength, virupas'),
  kalaBala: z.number().describe('Temporal strength, virupas'),
  chestaBala: z.number().describe('Motional strength, virupas'),
  naisargikaBala: z.number().describe('Natural strength, virupas'),
  drikBala: z.number().describe('Aspectual strength, virupas (can be negative)'),
  totalVirupas: z.number().describe('Sum of the six balas, virupas'),
  totalRupas: z.number().describe('totalVirupas / 60'),
  requiredRupas: z.number().describe('The minimum the planet needs (BPHS ch. 27)'),
  isStrong: z.boolean().describe('totalRupas ≥ requiredRupas'),
});

export const shadbalaData = z.strictObject({
  shadbala: z.array(z.strictObject({ planet: sapta, shadbala: balaRecord.describe('The six balas and totals') })).length(7).describe('Sun … Saturn'),
  summary: sentence.describe('The strongest and weakest planets and those below their requirement'),
});

export const shadbalaFullData = z.strictObject({
  shadbala: z
    .array(
      z.strictObject({
        planet: sapta,
        shadbala: balaRecord.describe('The six balas and totals'),
        components: z.strictObject({
          sthana: z
            .strictObject({
              uchcha: v('Exaltation strength'),
              saptavargaja: v('Strength in the seven vargas'),
              ojhayugma: v('Odd/even sign and navamsa strength'),
              kendradi: v('Kendra, panapara or apoklima strength'),
              drekkana: v('Drekkana strength'),
            })
            .describe('Sthana bala and its parts'),
          dig: v('Dig bala'),
          kala: z
            .strictObject({
              nathonnatha: v('Day/night strength'), paksha: v('Lunar fortnight strength'), tribhaga: v('Third of day or night strength'),
              abda: v('Year lord strength'), masa: v('Month lord strength'), vara: v('Weekday lord strength'), hora: v('Hour lord strength'),
              ayana: v('Declination strength'), yuddha: v('Planetary war adjustment'),
            })
            .describe('Kala bala and its parts'),
          chesta: v('Chesta bala'),
          naisargika: v('Naisargika bala'),
          drik: v('Drik bala'),
        }).describe('Every sub-component, virupas'),
        ishtaPhala: z.number().describe('Ishta phala (0–60)'),
        kashtaPhala: z.number().describe('Kashta phala (0–60)'),
      }),
    )
    .length(7)
    .describe('Sun … Saturn'),
  summary: sentence,
  context: z.strictObject({
    sunrise: instant.describe('Hindu sunrise (disc centre, no refraction) that begins the Vedic day of birth'),
    sunset: instant,
    nextSunrise: instant,
    dayBirth: z.boolean().describe('Born between sunrise and sunset'),
    vedicWeekday: z.number().int().min(0).max(6).describe('0 = Sunday'),
    lords: z.strictObject({ abda: sapta, masa: sapta, vara: sapta, hora: sapta }).describe('Year, month, day and hour lords'),
    benefics: z.array(sapta).describe('Benefics of this chart (the Moon by its phase, Mercury by its company)'),
    malefics: z.array(sapta).describe('Malefics of this chart'),
  }).describe('The Vedic day of birth and what depends on it'),
});
