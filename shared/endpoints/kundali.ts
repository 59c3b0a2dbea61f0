/**
 * The bundles: POST /v1/kundali and /v1/kundali/full. One call assembles what the single endpoints give
 * (same functions, same numbers); bundles are heavy and cannot run inside a batch (spec, Batch rule 3).
 * Shapes in README "Kundali".
 */
import type { Text } from '../core/text.js';
import { z } from 'zod';
import { utcMsFromJulianDay } from '../core/ephemeris.js';
import { doshaChartFromVedic, kaalSarp, manglik } from '../core/vedic/doshas.js';
import { panchangaAt } from '../core/vedic/panchanga.js';
import { VARGAS, vargaChart, vargaKey } from '../core/vedic/vargas.js';
import { isoUtc } from '../core/time.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareTarget, targetDateField } from './common.js';
import { definePost } from './types.js';
import { ascendant, navamsa, prepareVedic, vedicChart, vedicHouses, vedicMeta, type VedicInput } from './vedic-basic.js';
import { ashtakavargaOf, shadbalaOf, vimshottariEndpoint, yogasOf } from './vedic-more.js';

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

function kundali(input: KundaliInput, full: boolean) {
  const chart = vedicChart(input);
  const m = input.moment;
  const dasha = vimshottariEndpoint.run(vimshottariEndpoint.prepare({ ...input.raw, yearLength: 'julian', depth: 1 }, { nowMs: input.target.utcMs })).data as {
    firstLord: string; balance: unknown; mahadashas: unknown[]; current: unknown;
  };
  const p = panchangaAt(m.jdUt, m.lat, m.lng, { ayanamsa: input.ayanamsa, sunriseMode: 'centre' });
  const dc = doshaChartFromVedic(chart);
  const mg = manglik(dc);
  const ks = kaalSarp(dc);
  const base = {
    planets: chart.planets,
    ascendant: ascendant.run(input).data,
    houses: (vedicHouses.run(input).data as { houses: unknown }).houses,
    navamsa: navamsa.run(input).data,
    dasha: { system: 'vimshottari', firstLord: dasha.firstLord, balance: dasha.balance, current: dasha.current, mahadashas: dasha.mahadashas },
    panchanga: {
      tithi: { number: p.tithi.number, name: p.tithi.name, paksha: p.tithi.paksha, endTime: iso(p.tithi.endJdUt) },
      vara: { name: p.vara.name, sanskritName: p.vara.sanskritName, lord: p.vara.lord },
      nakshatra: p.nakshatra.name,
      yoga: { number: p.yoga.number, name: p.yoga.name, endTime: iso(p.yoga.endJdUt) },
      karana: { number: p.karana.number, name: p.karana.name, type: p.karana.type, endTime: iso(p.karana.endJdUt) },
      birthQualityFlags: p.birthQualityFlags,
    },
    doshas: {
      manglik: { status: mg.status, severity: mg.severity, summary: mg.summary },
      kaalSarp: { status: ks.status, type: ks.type, summary: ks.summary },
    },
  };
  if (!full) return base;
  const lons: Record<string, number> = { Ascendant: chart.ascendant };
  for (const pl of chart.planets) lons[pl.planet] = pl.longitude;
  const vargas = vargaChart(lons);
  return {
    ...base,
    shadbala: shadbalaOf(input, true),
    ashtakavarga: ashtakavargaOf(chart),
    yogas: yogasOf(chart),
    vargas: Object.fromEntries(VARGAS.map((d) => [vargaKey(d), vargas[vargaKey(d)]])),
  };
}

function kundaliEndpoint(name: string, path: string, full: boolean) {
  return definePost({
    name,
    path,
    weight: 'heavy',
    batchable: false,
    cacheable: true,
    schema: kundaliSchema,
    prepare: (raw, ctx): KundaliInput => ({ ...prepareVedic(raw), target: prepareTarget(raw, ctx.nowMs), raw }),
    run: (input: KundaliInput) => ({
      data: kundali(input, full),
      meta: { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] },
    }),
  });
}

export const kundaliBasic = kundaliEndpoint('kundali', '/v1/kundali', false);
export const kundaliFull = kundaliEndpoint('kundali-full', '/v1/kundali/full', true);
