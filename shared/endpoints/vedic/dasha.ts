/** POST /v1/dasha/vimshottari: the Vimshottari dasha; its shape is described with the endpoint (the /docs guide). */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import type { Text } from '../../core/text.js';
import { isoUtc, parseLocalDateTime } from '../../core/time.js';
import { DASHA_YEAR_DAYS, runningDasha, vimshottari, type DashaPeriod, type DashaYearName } from '../../core/vedic/dasha.js';
import { NAKSHATRAS } from '../../core/vedic/nakshatra.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, prepareTarget, targetDateField } from '../common.js';
import { MUMBAI, TARGET } from '../examples.js';
import { graha, instant } from '../responses/records.js';
import { definePost } from '../types.js';
import { vedicChart, vedicMeta, type VedicInput } from './common.js';

const periodSchema = z
  .strictObject({
    lord: graha.describe('Lord of the period'),
    start: instant,
    end: instant,
    durationYears: z.number().positive().describe('Length in dasha years (see yearLength)'),
  })
  .describe('A dasha period');
const antardasha = z.strictObject({ ...periodSchema.shape, pratyantardashas: z.array(periodSchema).length(9).optional().describe('With depth 3') });
const mahadasha = z.strictObject({ ...periodSchema.shape, antardashas: z.array(antardasha).length(9).optional().describe('With depth 2 or 3') });

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
    mahadasha: periodSchema.nullable().describe('The running mahadasha'),
    antardasha: periodSchema.nullable().describe('The running antardasha'),
    pratyantardasha: periodSchema.nullable().describe('The running pratyantardasha'),
  }).describe('The periods running at targetDate (null outside the 120 years)'),
});

// ------------------------------------------------------------------ POST /v1/dasha/vimshottari

const dashaSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    targetDate: targetDateField,
    yearLength: z
      .enum(Object.keys(DASHA_YEAR_DAYS) as [DashaYearName, ...DashaYearName[]])
      .default('julian')
      .describe('Dasha year: julian 365.25 days, gregorian 365.2425, sidereal 365.256364'),
    depth: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3).describe('1 mahadashas, 2 with antardashas, 3 with pratyantardashas'),
  })
  .superRefine(oneZoneSource);

interface DashaInput extends VedicInput {
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  yearLength: DashaYearName;
  depth: 1 | 2 | 3;
  utcOffsetHours: number;
}

function period(p: DashaPeriod) {
  return { lord: p.lord, start: isoUtc(utcMsFromJulianDay(p.startJdUt)), end: isoUtc(utcMsFromJulianDay(p.endJdUt)), durationYears: p.durationYears };
}

export function prepareDasha(raw: z.output<typeof dashaSchema>, ctx: { nowMs: number }): DashaInput {
  const moment = prepareMoment(raw);
  return {
    moment,
    ayanamsa: raw.ayanamsa,
    nodeType: raw.nodeType,
    target: prepareTarget(raw, ctx.nowMs),
    yearLength: raw.yearLength,
    depth: raw.depth,
    // balance.ymd counts civil days at the birth place, as Jagannatha Hora/PyJHora print it
    utcOffsetHours: (parseLocalDateTime(raw.date) - moment.utcMs) / 3_600_000,
  };
}

/** Mahadashas only (the kundali's dasha). */
export function mahadashasOf(input: DashaInput) {
  const d = dashaOf(input);
  return { ...d.head, mahadashas: d.dasha.mahadashas.map(period) };
}

function dashaOf(input: DashaInput) {
  const moon = vedicChart(input).planets[1];
  const d = vimshottari(moon.longitude, input.moment.jdUt, { year: input.yearLength, depth: input.depth, utcOffsetHours: input.utcOffsetHours });
  const running = runningDasha(d, input.target.jdUt);
  return {
    dasha: d,
    head: {
      moonNakshatra: NAKSHATRAS[d.nakshatraIndex],
      firstLord: d.firstLord,
      balance: { years: d.balance.years, ymd: d.balance.ymd },
      yearLength: { name: input.yearLength, days: d.yearDays },
      current: {
        targetDate: isoUtc(input.target.utcMs),
        mahadasha: running ? period(running.mahadasha) : null,
        antardasha: running ? period(running.antardasha) : null,
        pratyantardasha: running ? period(running.pratyantardasha) : null,
      },
    },
  };
}

export const vimshottariEndpoint = definePost({
  name: 'dasha-vimshottari',
  path: '/v1/dasha/vimshottari',
  summary: 'Vimshottari dasha: balance at birth, 120 years of periods to three levels, the periods running at targetDate',
  description:
    'BPHS ch. 46: the Moon\'s nakshatra gives the first lord, the part of the nakshatra still to run its balance; ' +
    'sub-periods are proportional and start with their parent\'s lord. `yearLength` `julian` (365.25 days, ' +
    'default), `gregorian` (365.2425) or `sidereal` (365.256364); `depth` 1–3 (default 3); `targetDate` (default ' +
    'now) for `current`. `balance.ymd` is counted as Jagannatha Hora and PyJHora print it (civil days at the ' +
    'birth place, years of 365.256364 days, months of a twelfth of that).',
  response: vimshottariData,
  examples: [{ request: { ...MUMBAI, targetDate: TARGET } }, { summary: 'Mahadashas and antardashas only', request: { ...MUMBAI, targetDate: TARGET, depth: 2 } }],
  schema: dashaSchema,
  prepare: prepareDasha,
  run(input) {
    const { dasha, head } = dashaOf(input);
    const { current, ...rest } = head;
    return {
      data: {
        ...rest,
        mahadashas: dasha.mahadashas.map((m) => ({
          ...period(m),
          ...(input.depth >= 2
            ? {
                antardashas: m.antardashas.map((a) => ({
                  ...period(a),
                  ...(input.depth >= 3 ? { pratyantardashas: a.pratyantardashas.map(period) } : {}),
                })),
              }
            : {}),
        })),
        current,
      },
      meta: { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] },
    };
  },
});
