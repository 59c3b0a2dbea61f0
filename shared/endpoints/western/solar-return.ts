/** POST /v1/western/solar-return: the chart of the Sun's return to its natal longitude. */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import { isoUtc, MAX_YEAR, MIN_YEAR } from '../../core/time.js';
import { mergeOrbs, type Orbs } from '../../core/western/aspects.js';
import type { NodeType } from '../../core/western/bodies.js';
import type { HouseSystem } from '../../core/western/houses.js';
import { westernPositions } from '../../core/western/positions.js';
import { solarReturnJd } from '../../core/western/returns.js';
import { houseSystemField, momentFields, nodeTypeField, oneZoneSource, orbsField, prepareMoment, type PreparedMoment } from '../common.js';
import { NYC } from '../examples.js';
import { instant, lonDeg } from '../responses/records.js';
import { definePost } from '../types.js';
import { aspectGridSchema, bodies13, chartAt, twelveHouses, withWarnings } from './common.js';

/** The chart of a return (solar, lunar, planet): its bodies, houses, angles, aspects and place. */
export const returnChartFields = {
  positions: bodies13,
  houses: twelveHouses,
  ascendant: lonDeg('Ascendant'),
  midheaven: lonDeg('Midheaven'),
  aspects: aspectGridSchema,
  location: z.strictObject({ lat: z.number().describe('Latitude, degrees'), lng: z.number().describe('Longitude, degrees') }).describe('Where the return chart is cast'),
};

export const solarReturnData = z.strictObject({
  targetYear: z.number().int().describe('Year of the return'),
  exactDate: instant.describe('The moment the Sun returns to its natal longitude'),
  ...returnChartFields,
});

/** The chart of a return at `jd`, cast at lat/lng. */
export function returnChart(jd: number, lat: number, lng: number, houseSystem: HouseSystem, nodeType: NodeType, orbs?: Partial<Orbs>) {
  const chart = chartAt(jd, lat, lng, houseSystem, nodeType, mergeOrbs(orbs));
  return {
    data: {
      positions: chart.planets,
      houses: chart.houses.houses,
      ascendant: chart.houses.ascendant,
      midheaven: chart.houses.midheaven,
      aspects: chart.aspects,
      location: { lat, lng },
    },
    warnings: chart.warnings,
  };
}

/** Where a return is cast: returnLat/returnLng, given together (default the birth place). */
export const relocationFields = {
  returnLat: z.number().min(-90).max(90).optional().describe(
    'Latitude of a relocation: where the return chart is cast (its houses and angles), e.g. where the person ' +
    'lives at the return; default the birth place. `lat`/`lng` stay the birth place (they place the birth and ' +
    'its time zone, hence the natal longitude the planet returns to), so the relocation has its own fields. ' +
    'Give it with returnLng',
  ),
  returnLng: z.number().min(-180).max(180).optional().describe(
    'Longitude of a relocation (east positive), with returnLat; default the birth place `lng`',
  ),
};

export function relocationTogether(v: { returnLat?: number; returnLng?: number }, ctx: z.RefinementCtx): void {
  if ((v.returnLat === undefined) !== (v.returnLng === undefined)) {
    ctx.addIssue({ code: 'custom', path: [v.returnLat === undefined ? 'returnLat' : 'returnLng'], message: 'give returnLat and returnLng together' });
  }
}

// ------------------------------------------------------------------ POST /v1/western/solar-return

const solarReturnSchema = z
  .strictObject({
    ...momentFields,
    targetYear: z.number().int().min(MIN_YEAR).max(MAX_YEAR).optional().describe('Year of the return (default the current UTC year)'),
    ...relocationFields,
    houseSystem: houseSystemField,
    nodeType: nodeTypeField,
    orbs: orbsField,
  })
  .superRefine(oneZoneSource)
  .superRefine(relocationTogether);

interface SolarReturnInput {
  moment: PreparedMoment;
  targetYear: number;
  lat: number;
  lng: number;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export const westernSolarReturn = definePost({
  name: 'western-solar-return',
  path: '/v1/western/solar-return',
  schema: solarReturnSchema,
  summary: 'The exact return of the Sun in targetYear, and its chart',
  description:
    'The return nearest the birthday anniversary in `targetYear` (default the current UTC year), so a 1 January ' +
    'birth\'s 2024 return can fall on 31 December 2023; found by Newton\'s method on the apparent Sun to below 0.1 ' +
    'ms, cast at `returnLat`/`returnLng` (default the birth place).',
  response: solarReturnData,
  examples: [{ request: { ...NYC, targetYear: 2026 } }],
  prepare: (raw, ctx): SolarReturnInput => ({
    moment: prepareMoment(raw),
    targetYear: raw.targetYear ?? new Date(ctx.nowMs).getUTCFullYear(),
    lat: raw.returnLat ?? raw.lat,
    lng: raw.returnLng ?? raw.lng,
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  }),
  run(input) {
    const { moment, houseSystem, nodeType } = input;
    const natalSun = westernPositions(moment.jdUt, nodeType)[0].tropicalLongitude;
    const jd = solarReturnJd(natalSun, input.targetYear, moment.jdUt);
    const chart = returnChart(jd, input.lat, input.lng, houseSystem, nodeType, input.orbs);
    return {
      data: { targetYear: input.targetYear, exactDate: isoUtc(utcMsFromJulianDay(jd)), ...chart.data },
      meta: withWarnings(moment.meta, { houseSystem, nodeType }, chart.warnings),
    };
  },
});
