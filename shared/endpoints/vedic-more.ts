/**
 * Vedic strength and timing endpoints: /v1/ashtakavarga (heavy), /v1/dasha/vimshottari.
 * Shapes are ours (the spec names them only) and documented in README "Vedic endpoints".
 */
import type { Text } from '../core/text.js';
import { z } from 'zod';
import { utcMsFromJulianDay } from '../core/ephemeris.js';
import { ashtakavarga, ASHTAKAVARGA_PLANETS, type AshtakavargaSigns, type Bhinnashtakavarga } from '../core/vedic/ashtakavarga.js';
import { DASHA_YEAR_DAYS, runningDasha, vimshottari, type DashaPeriod, type DashaYearName } from '../core/vedic/dasha.js';
import { NAKSHATRAS } from '../core/vedic/nakshatra.js';
import { findYogas, yogaChartFromLongitudes } from '../core/vedic/yogas.js';
import { shadbala, type PlanetShadbala } from '../core/vedic/shadbala.js';
import type { VedicChartCore } from '../core/vedic/planets.js';
import { isoUtc, parseLocalDateTime } from '../core/time.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, prepareTarget, targetDateField } from './common.js';
import { definePost } from './types.js';
import { prepareVedic, vedicChart, vedicMeta, vedicSchema, type VedicInput } from './vedic-basic.js';

// ------------------------------------------------------------------ POST /v1/ashtakavarga

export function ashtakavargaOf(chart: VedicChartCore) {
  const signs = Object.fromEntries(chart.planets.slice(0, 7).map((p) => [p.planet, p.sign])) as AshtakavargaSigns;
  signs.Lagna = chart.ascendantSign;
  const r = ashtakavarga(signs);
  const table = (b: Bhinnashtakavarga) => ({ bindus: b.bindus, total: b.total, contributions: b.byContributor });
  return {
    planets: ASHTAKAVARGA_PLANETS.map((planet) => ({ planet, ...table(r.bhinnashtakavarga[planet]) })),
    lagna: table(r.lagnaAshtakavarga),
    sarvashtakavarga: { bindus: r.sarvashtakavarga, total: r.sarvashtakavargaTotal },
  };
}

export const ashtakavargaEndpoint = definePost({
  name: 'ashtakavarga',
  path: '/v1/ashtakavarga',
  weight: 'heavy',
  cacheable: true,
  schema: vedicSchema,
  prepare: prepareVedic,
  run: (input: VedicInput) => ({ data: ashtakavargaOf(vedicChart(input)), meta: vedicMeta(input) }),
});

// ------------------------------------------------------------------ POST /v1/dasha/vimshottari

const dashaSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    targetDate: targetDateField,
    yearLength: z.enum(Object.keys(DASHA_YEAR_DAYS) as [DashaYearName, ...DashaYearName[]]).default('julian'),
    depth: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(3),
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

export const vimshottariEndpoint = definePost({
  name: 'dasha-vimshottari',
  path: '/v1/dasha/vimshottari',
  schema: dashaSchema,
  prepare: (raw, ctx): DashaInput => {
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
  },
  run(input) {
    const moon = vedicChart(input).planets[1];
    const d = vimshottari(moon.longitude, input.moment.jdUt, { year: input.yearLength, depth: input.depth, utcOffsetHours: input.utcOffsetHours });
    const running = runningDasha(d, input.target.jdUt);
    return {
      data: {
        moonNakshatra: NAKSHATRAS[d.nakshatraIndex],
        firstLord: d.firstLord,
        balance: { years: d.balance.years, ymd: d.balance.ymd },
        yearLength: { name: input.yearLength, days: d.yearDays },
        mahadashas: d.mahadashas.map((m) => ({
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
        current: {
          targetDate: isoUtc(input.target.utcMs),
          mahadasha: running ? period(running.mahadasha) : null,
          antardasha: running ? period(running.antardasha) : null,
          pratyantardasha: running ? period(running.pratyantardasha) : null,
        },
      },
      meta: { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] },
    };
  },
});

// ------------------------------------------------------------------ POST /v1/vedic/yogas, /v1/yogas

export function yogasOf(chart: VedicChartCore) {
  const yogas = findYogas(
    yogaChartFromLongitudes(chart.ascendantSign, chart.planets.map((p) => p.longitude), chart.planets.map((p) => p.speed)),
  );
  return { count: yogas.length, yogas };
}

function yogasEndpoint(name: string, path: string) {
  return definePost({
    name,
    path,
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: yogasOf(vedicChart(input)), meta: vedicMeta(input) }),
  });
}

/** The yoga catalogue (spec shape); /v1/yogas is the same call under its short path. */
export const vedicYogas = yogasEndpoint('vedic-yogas', '/v1/vedic/yogas');
export const yogasAlias = yogasEndpoint('yogas', '/v1/yogas');

// ------------------------------------------------------------------ POST /v1/shadbala, /v1/shadbala/full

function balaRecord(p: PlanetShadbala) {
  return {
    sthanaBala: p.sthana.total,
    digBala: p.dig,
    kalaBala: p.kala.total,
    chestaBala: p.chesta,
    naisargikaBala: p.naisargika,
    drikBala: p.drik,
    totalVirupas: p.totalVirupas,
    totalRupas: p.totalRupas,
    requiredRupas: p.requiredRupas,
    isStrong: p.isStrong,
  };
}

export function shadbalaOf(input: VedicInput, full: boolean) {
  const r = shadbala({ jdUt: input.moment.jdUt, lat: input.moment.lat, lng: input.moment.lng, ayanamsa: input.ayanamsa });
  return {
    shadbala: r.planets.map((p) => ({
      planet: p.planet,
      shadbala: balaRecord(p),
      ...(full
        ? {
            components: {
              sthana: { uchcha: p.sthana.uchcha, saptavargaja: p.sthana.saptavargaja, ojhayugma: p.sthana.ojhayugma, kendradi: p.sthana.kendradi, drekkana: p.sthana.drekkana },
              dig: p.dig,
              kala: {
                nathonnatha: p.kala.nathonnatha, paksha: p.kala.paksha, tribhaga: p.kala.tribhaga, abda: p.kala.abda, masa: p.kala.masa,
                vara: p.kala.vara, hora: p.kala.hora, ayana: p.kala.ayana, yuddha: p.kala.yuddha,
              },
              chesta: p.chesta,
              naisargika: p.naisargika,
              drik: p.drik,
            },
            ishtaPhala: p.ishta,
            kashtaPhala: p.kashta,
          }
        : {}),
    })),
    summary: r.summary,
    ...(full
      ? {
          context: {
            sunrise: isoUtc(utcMsFromJulianDay(r.context.sunriseJdUt)),
            sunset: isoUtc(utcMsFromJulianDay(r.context.sunsetJdUt)),
            nextSunrise: isoUtc(utcMsFromJulianDay(r.context.nextSunriseJdUt)),
            dayBirth: r.context.dayBirth,
            vedicWeekday: r.context.vedicWeekday,
            lords: r.context.lords,
            benefics: r.context.benefics,
            malefics: r.context.malefics,
          },
        }
      : {}),
  };
}

function shadbalaEndpoint(name: string, path: string, full: boolean) {
  return definePost({
    name,
    path,
    weight: 'heavy',
    cacheable: true,
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: shadbalaOf(input, full), meta: vedicMeta(input) }),
  });
}

export const shadbalaBasic = shadbalaEndpoint('shadbala', '/v1/shadbala', false);
export const shadbalaFull = shadbalaEndpoint('shadbala-full', '/v1/shadbala/full', true);
