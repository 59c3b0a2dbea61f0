/** POST /v1/dasha/vimshottari: the Vimshottari dasha; its shape is described with the endpoint (the /docs guide). */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import { isoUtc } from '../../core/time.js';
import { DASHA_YEAR_DAYS, vimshottari } from '../../core/vedic/dasha.js';
import { buildDashaTree, runningPeriods } from '../../core/vedic/dashas/engine.js';
import type { DashaBirth, DashaOptions } from '../../core/vedic/dashas/types.js';
import { vimshottariSystem } from '../../core/vedic/dashas/vimshottari.js';
import { NAKSHATRAS } from '../../core/vedic/nakshatra.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, targetDateField } from '../common.js';
import { MUMBAI, TARGET } from '../examples.js';
import { graha } from '../responses/records.js';
import { definePost } from '../types.js';
import { vedicChart, vedicMeta, type VedicInput } from './common.js';
import {
  currentOut, currentSchema, depthField, HEAVY_FROM_DEPTH_3, mahadashaSchema, nodeOut, periodOut, prepareDashaRequest, windowFields, windowOf, windowSchema,
  yearLengthField, type DashaWindowInput,
} from './dashas.js';

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
  mahadashas: z.array(mahadashaSchema).length(9).describe('Nine mahadashas, the first starting before birth; 120 years'),
  current: currentSchema,
  window: windowSchema,
});

// ------------------------------------------------------------------ POST /v1/dasha/vimshottari

const dashaSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    targetDate: targetDateField,
    yearLength: yearLengthField,
    depth: depthField,
    ...windowFields,
  })
  .superRefine(oneZoneSource);

type DashaInput = VedicInput & DashaWindowInput;

export function prepareDasha(raw: z.output<typeof dashaSchema>, ctx: { nowMs: number }): DashaInput {
  const moment = prepareMoment(raw);
  return { moment, ayanamsa: raw.ayanamsa, nodeType: raw.nodeType, ...prepareDashaRequest(raw, ctx.nowMs, moment.utcMs) };
}

/** Mahadashas only, and the three running levels (the kundali's dasha). */
export function mahadashasOf(input: DashaInput) {
  const { head, mahas, running } = dashaOf(input);
  const { targetDate, mahadasha, antardasha, pratyantardasha } = currentOut(input.target.utcMs, running);
  return { ...head, current: { targetDate, mahadasha, antardasha, pratyantardasha }, mahadashas: mahas.map(periodOut) };
}

function dashaOf(input: DashaInput) {
  const chart = vedicChart(input);
  const birth: DashaBirth = {
    jdUt: input.moment.jdUt, lat: input.moment.lat, lng: input.moment.lng, utcOffsetHours: input.utcOffsetHours,
    ayanamsa: input.ayanamsa, nodeType: input.nodeType, chart,
  };
  const opts: DashaOptions = { yearDays: DASHA_YEAR_DAYS[input.yearLength], choices: {} };
  const d = vimshottari(chart.planets[1].longitude, input.moment.jdUt, { year: input.yearLength, depth: 1, utcOffsetHours: input.utcOffsetHours });
  const mahas = vimshottariSystem.mahadashas(birth, opts);
  const running = runningPeriods(vimshottariSystem, birth, opts, input.target.jdUt, 5, mahas);
  return {
    birth,
    opts,
    mahas,
    running,
    head: {
      moonNakshatra: NAKSHATRAS[d.nakshatraIndex],
      firstLord: d.firstLord,
      balance: { years: d.balance.years, ymd: d.balance.ymd },
      yearLength: { name: input.yearLength, days: d.yearDays },
    },
  };
}

export const vimshottariEndpoint = definePost({
  name: 'dasha-vimshottari',
  path: '/v1/dasha/vimshottari',
  summary: 'Vimshottari dasha: balance at birth, 120 years of periods to five levels, the periods running at targetDate',
  description:
    'BPHS ch. 46: the Moon\'s nakshatra gives the first lord, the part of the nakshatra still to run its balance; ' +
    'sub-periods are proportional and start with their parent\'s lord. `yearLength` `julian` (365.25 days, ' +
    'default), `gregorian` (365.2425) or `sidereal` (365.256364); `depth` 1–5 (default 3; at 4–5 zoomed into ' +
    '`from`/`to`, default the antardasha running at `targetDate`); `targetDate` (default ' +
    'now) for `current`. `balance.ymd` is counted as Jagannatha Hora and PyJHora print it (civil days at the ' +
    'birth place, years of 365.256364 days, months of a twelfth of that). The other systems: `GET /v1/dasha`.',
  response: vimshottariData,
  heavyWhen: HEAVY_FROM_DEPTH_3,
  examples: [
    { summary: 'Mahadashas, and the periods running at targetDate', request: { ...MUMBAI, targetDate: TARGET, depth: 1 } },
    { summary: 'Mahadashas and antardashas', request: { ...MUMBAI, targetDate: TARGET, depth: 2 } },
  ],
  schema: dashaSchema,
  prepare: prepareDasha,
  run(input) {
    const { head, birth, opts, running } = dashaOf(input);
    const window = windowOf(input, running);
    const tree = buildDashaTree(vimshottariSystem, birth, opts, { depth: input.depth, window });
    return {
      data: {
        ...head,
        mahadashas: tree.mahadashas.map((m) => nodeOut(m, 1, input.depth)),
        current: currentOut(input.target.utcMs, running),
        window: window ? { from: isoUtc(utcMsFromJulianDay(window.fromJdUt)), to: isoUtc(utcMsFromJulianDay(window.toJdUt)) } : null,
      },
      meta: { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] },
    };
  },
});
