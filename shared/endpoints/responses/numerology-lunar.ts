/** Response schemas of numerology (../numerology.ts) and the moon phase calendar (../moon-calendar.ts). */
import { z } from 'zod';
import { instant, lonDeg, planetIndex, sentence } from './records.js';

export const numerologyNumber = z
  .strictObject({
    value: z.number().int().min(0).describe('The reduced number, master numbers 11, 22, 33 kept where the system keeps them; 0 when there is nothing to count'),
    root: z.number().int().min(0).max(9).describe('Single digit of value (11 → 2)'),
    isMaster: z.boolean().describe('value is 11, 22 or 33'),
    karmicDebt: z.union([z.literal(13), z.literal(14), z.literal(16), z.literal(19)]).nullable().describe('Karmic debt number the unreduced total passes through, or null'),
    rulingPlanet: planetIndex.nullable().describe('Vedic index of the ruling planet (0 Sun … 8 Ketu); numbers 1–9 are ruled by Sun, Moon, Jupiter, Rahu, Mercury, Venus, Ketu, Saturn, Mars; null for 0'),
    planetName: z.string().nullable().describe('The ruling planet\'s display name in `lang`'),
    keyword: sentence.describe('Keyword of the number, in `lang`'),
    compound: z.number().int().min(0).describe('The unreduced total of the last stage'),
  })
  .meta({ id: 'NumerologyNumber', description: 'A numerology number' });

const tradition = z.enum(['western', 'vedic']).describe('The preset: western (Pythagorean) or vedic (Chaldean)');
const system = z.enum(['pythagorean', 'chaldean']).describe('Letter values used');
const lifePathMethod = z.enum(['reduce-components', 'sum-all']).describe('reduce-components: month, day and year reduced apart, then added; sum-all: every digit at once');
const ymd = z.string().describe('The birth date, YYYY-MM-DD');

export const coreNumbersData = z.strictObject({
  tradition,
  lifePathMethod,
  system,
  name: z.string().describe('The name as given'),
  dateOfBirth: ymd,
  lifePath: numerologyNumber,
  birthday: numerologyNumber,
  destiny: numerologyNumber,
  soulUrge: numerologyNumber,
  personality: numerologyNumber,
  maturity: numerologyNumber,
  personalYear: numerologyNumber,
  karmicLessons: z.array(z.number().int().min(1).max(9)).describe('Letter values missing from the full name'),
  karmicDebts: z
    .array(
      z.strictObject({
        value: z.number().int().describe('13, 14, 16 or 19'),
        source: z.enum(['lifePath', 'birthday', 'destiny', 'soulUrge', 'personality', 'maturity', 'personalYear']).describe('The number it was found in'),
      }),
    )
    .describe('Each karmic debt and the number it came from'),
  masterNumbers: z.array(z.number().int()).describe('Distinct master values among the numbers, ascending'),
  summary: sentence,
  targetYear: z.number().int().describe('Year of the personal year'),
});

const nameNumber = <K extends string>(key: K) =>
  z.strictObject({ tradition, system, name: z.string().describe('The name as given'), ...({ [key]: numerologyNumber } as Record<K, typeof numerologyNumber>) });
export const destinyData = nameNumber('destiny');
export const soulUrgeData = nameNumber('soulUrge');
export const personalityData = nameNumber('personality');

export const lifePathData = z.strictObject({ tradition, system, lifePathMethod, dateOfBirth: ymd, lifePath: numerologyNumber });
export const personalYearData = z.strictObject({ targetYear: z.number().int().describe('The calendar year'), personalYear: numerologyNumber });
export const businessNameData = z.strictObject({
  tradition,
  system,
  businessName: z.string().describe('The name as given'),
  number: numerologyNumber.describe('The business name\'s number (the destiny method)'),
  owner: z
    .strictObject({
      basis: z.enum(['lifePath', 'destiny']).describe('The owner\'s number used'),
      value: z.number().int().describe('That number'),
      root: z.number().int().describe('Its single digit'),
    })
    .describe('The owner\'s number'),
  compatibility: z.strictObject({
    verdict: z.enum(['same', 'harmonious', 'neutral']).describe('Harmonious when the roots share one of Cheiro\'s series (1–4, 2–7, 3–6–9, 4–8) or one is 5'),
    compatible: z.boolean().describe('same or harmonious'),
  }).describe('How the two numbers go together'),
});

const phaseEvent = z.strictObject({
  phase: z.string().describe('Phase name in `lang` (English: New Moon, First Quarter, Full Moon, Last Quarter)'),
  angle: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).describe('Moon − Sun, degrees'),
  date: instant.describe('The exact moment'),
});

export const moonCalendarData = z.strictObject({
  from: instant,
  to: instant,
  phaseAtStart: z.strictObject({
    date: instant,
    phase: z.string().describe('One of 8 phase names by 45° octant, in `lang`'),
    phaseAngle: lonDeg('Moon − Sun'),
    illumination: z.number().min(0).max(100).describe('Illuminated fraction of the disc, percent'),
    isWaxing: z.boolean().describe('Moon − Sun below 180°'),
    moonLongitude: lonDeg('Apparent tropical Moon'),
    sunLongitude: lonDeg('Apparent tropical Sun'),
  }).describe('The Moon at `from`'),
  nextPrincipalPhase: phaseEvent.describe('The first principal phase after `from`'),
  events: z.array(phaseEvent).describe('Every principal phase in the range, in order'),
});
