/**
 * The bundles: POST /v1/kundali and /v1/kundali/full. One call assembles what the single endpoints give
 * (same functions, same numbers); bundles are heavy and cannot run inside a batch (spec, Batch rule 3).
 * Shapes described with each endpoint (the /docs guide).
 */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../core/ephemeris.js';
import type { Text } from '../core/text.js';
import { isoUtc } from '../core/time.js';
import { doshaChartFromVedic, kaalSarp, manglik } from '../core/vedic/doshas.js';
import { VEDIC_PLANETS, type Graha } from '../core/vedic/grahas.js';
import { panchangaAt } from '../core/vedic/panchanga.js';
import { vargaChart, vargaKey, VARGAS, type VargaKey } from '../core/vedic/vargas.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareTarget, targetDateField } from './common.js';
import { MUMBAI, TARGET } from './examples.js';
import { graha, instant, planetIndex, signIndex, vedicPlanet } from './responses/records.js';
import { definePost, type Rendered } from './types.js';
import { birthQualityFlags, displayName, karanaType, panchangaId } from './vedic/almanac.js';
import { ashtakavargaData, ashtakavargaOf } from './vedic/ashtakavarga.js';
import { ascendantData, ascendantOf, navamsaData, navamsaOf, vedicHousesData, vedicHousesOf } from './vedic/chart.js';
import { prepareVedic, vedicChart, vedicMeta, type VedicInput } from './vedic/common.js';
import { dashaBalance, mahadashasOf, prepareDasha } from './vedic/dasha.js';
import { kaalSarpData, manglikData } from './vedic/doshas.js';
import { shadbalaFullData, shadbalaFullOf } from './vedic/shadbala.js';
import { saturnPartsOf, yogasData, yogasOf } from './vedic/yogas.js';

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
    tithi: z.strictObject({ number: z.number().int().describe('1 to 30'), id: panchangaId.tithi, name: displayName('Tithi'), paksha: displayName('Paksha'), endTime: instant }).describe('The tithi at birth'),
    vara: z.strictObject({ id: panchangaId.vara, name: displayName('Weekday'), sanskritName: displayName('Sanskrit weekday'), lord: planetIndex }).describe('The weekday (Hindu sunrise to sunrise)'),
    nakshatra: displayName('The Moon\'s nakshatra'),
    yoga: z.strictObject({ number: z.number().int().describe('1 to 27'), id: panchangaId.yoga, name: displayName('Yoga'), endTime: instant }).describe('The nitya yoga at birth'),
    karana: z.strictObject({ number: z.number().int().describe('1 to 60'), id: panchangaId.karana, name: displayName('Karana'), type: karanaType, endTime: instant }).describe('The karana at birth'),
    birthQualityFlags,
  }).describe('The panchanga of the birth moment'),
  doshas: z.strictObject({
    manglik: manglikData.pick({ status: true, severity: true, summary: true }).describe('As /v1/dosha/manglik, in short'),
    kaalSarp: kaalSarpData.pick({ status: true, type: true, typeName: true, summary: true }).describe('As /v1/dosha/kaal-sarp, in short'),
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

const kundaliSchema = z
  .strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField, targetDate: targetDateField })
  .superRefine(oneZoneSource);

interface KundaliInput extends VedicInput {
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  raw: z.output<typeof kundaliSchema>;
}

function iso(jd: number): string {
  return isoUtc(utcMsFromJulianDay(jd));
}

function kundaliBase(input: KundaliInput) {
  const chart = vedicChart(input);
  const m = input.moment;
  const dasha = mahadashasOf(prepareDasha({ ...input.raw, yearLength: 'julian', depth: 1 }, { nowMs: input.target.utcMs }));
  const p = panchangaAt(m.jdUt, m.lat, m.lng, { ayanamsa: input.ayanamsa, sunriseMode: 'centre' });
  const dc = doshaChartFromVedic(chart);
  const mg = manglik(dc);
  const ks = kaalSarp(dc);
  const base = {
    planets: chart.planets,
    ascendant: ascendantOf(chart),
    houses: vedicHousesOf(chart).houses,
    navamsa: navamsaOf(chart),
    dasha: { system: 'vimshottari' as const, firstLord: dasha.firstLord, balance: dasha.balance, current: dasha.current, mahadashas: dasha.mahadashas },
    panchanga: {
      tithi: { number: p.tithi.number, id: p.tithi.name, name: p.tithi.name, paksha: p.tithi.paksha, endTime: iso(p.tithi.endJdUt) },
      vara: { id: p.vara.name, name: p.vara.name, sanskritName: p.vara.sanskritName, lord: p.vara.lord },
      nakshatra: p.nakshatra.name,
      yoga: { number: p.yoga.number, id: p.yoga.name, name: p.yoga.name, endTime: iso(p.yoga.endJdUt) },
      karana: { number: p.karana.number, id: p.karana.name, name: p.karana.name, type: p.karana.type, endTime: iso(p.karana.endJdUt) },
      birthQualityFlags: p.birthQualityFlags,
    },
    doshas: {
      manglik: { status: mg.status, severity: mg.severity, summary: mg.summary },
      kaalSarp: { status: ks.status, type: ks.type, typeName: ks.typeName, summary: ks.summary },
    },
  };
  return base;
}

function kundaliFullOf(input: KundaliInput) {
  const chart = vedicChart(input);
  const lons: Record<string, number> = { Ascendant: chart.ascendant };
  for (const pl of chart.planets) lons[pl.planet] = pl.longitude;
  const vargas = vargaChart(lons);
  return {
    ...kundaliBase(input),
    shadbala: shadbalaFullOf(input),
    ashtakavarga: ashtakavargaOf(chart),
    yogas: yogasOf(chart, 'classical', false, saturnPartsOf(input)),
    vargas: Object.fromEntries(VARGAS.map((d) => [vargaKey(d), vargas[vargaKey(d)]])) as Record<VargaKey, Record<'Ascendant' | Graha, number>>,
  };
}

const KUNDALI =
  'Each part is exactly what its own endpoint answers (the panchanga uses the Hindu sunrise for the vara). Heavy; ' +
  'cannot be batched (batch the pieces instead). `targetDate` (default now) for the running dasha.';

function kundaliEndpoint<Data>(
  name: string,
  path: string,
  docs: { summary: string; description: string; response: z.ZodType<NoInfer<Rendered<Data>>> },
  build: (input: KundaliInput) => Data,
) {
  return definePost({
    name,
    path,
    ...docs,
    examples: [{ request: { ...MUMBAI, targetDate: TARGET } }],
    weight: 'heavy',
    batchable: false,
    cacheable: true,
    schema: kundaliSchema,
    prepare: (raw, ctx): KundaliInput => ({ ...prepareVedic(raw), target: prepareTarget(raw, ctx.nowMs), raw }),
    run: (input: KundaliInput) => ({
      data: build(input),
      meta: { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] },
    }),
  });
}

export const kundaliBasic = kundaliEndpoint('kundali', '/v1/kundali', {
  summary: 'The birth chart bundle: planets, ascendant, houses, navamsa, dasha, panchanga and doshas',
  description: KUNDALI,
  response: kundaliData,
}, kundaliBase);
export const kundaliFull = kundaliEndpoint('kundali-full', '/v1/kundali/full', {
  summary: 'The kundali plus full shadbala, ashtakavarga, yogas and the 16 divisional charts',
  description:
    `${KUNDALI} Adds \`shadbala\` (as /v1/shadbala/full), \`ashtakavarga\`, \`yogas\` and \`vargas\`: the sign (0–11) of ` +
    `the ascendant and each planet in D1, D2, D3, D4, D7, D9, D10, D12, D16, D20, D24, D27, D30, D40, D45 and D60 ` +
    `(Parashari schemes of BPHS ch. 6, as Jagannatha Hora's defaults).`,
  response: kundaliFullData,
}, kundaliFullOf);
