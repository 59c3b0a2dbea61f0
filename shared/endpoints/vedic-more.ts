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
import { MUMBAI, NYC, DELHI, TARGET } from './examples.js';
import { ashtakavargaData, shadbalaData, shadbalaFullData, vimshottariData, yogasData } from './responses/vedic-more.js';
import { definePost, type Example, type Rendered } from './types.js';
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
  summary: 'Bhinnashtakavarga of the seven planets and the lagna, and the sarvashtakavarga (337)',
  description:
    'Parashari tables (BPHS ch. 66) as Jagannatha Hora and PyJHora use them (the Moon\'s row differs in Saravali; ' +
    'that reading does not match Jagannatha Hora); bindus per sign (0 = Aries) with the prastara rows. The ' +
    'lagna\'s own table is an extra and is not in the sarvashtakavarga (always 337; the planets\' totals 48, 49, ' +
    '39, 54, 56, 52, 39).',
  response: ashtakavargaData,
  examples: [{ request: MUMBAI }],
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

// ------------------------------------------------------------------ POST /v1/vedic/yogas, /v1/yogas

export function yogasOf(chart: VedicChartCore) {
  const yogas = findYogas(
    yogaChartFromLongitudes(chart.ascendantSign, chart.planets.map((p) => p.longitude), chart.planets.map((p) => p.speed)),
  );
  return { count: yogas.length, yogas };
}

function yogasEndpoint(name: string, path: string, examples: readonly [Example, ...Example[]]) {
  return definePost({
    name,
    path,
    summary: 'The yogas present in the chart, each with its condition, strength and source',
    description:
      'The catalogue: the five Pancha Mahapurusha yogas, Gajakesari, Budhaditya, Chandra-Mangala, Adhi, Sunapha, ' +
      'Anapha, Durudhura, Kemadruma (or Kemadruma Bhanga with the cancellations that apply), Vesi, Vasi, ' +
      'Ubhayachari, Amala, Parvata, Kahala, Chamara, Shankha, Shubha/Ashubha, Shubha/Papa Kartari, Lakshmi, ' +
      'Kalanidhi, Saraswati, Vasumathi, Shakata, Harsha, Sarala, Vimala, Neecha Bhanga Raja, the three Parivartana ' +
      'yogas, Raja yogas (kendra and trikona lords conjoined, in mutual aspect or exchanged) and Dhana yogas (lords ' +
      'of 2, 5, 9, 11 the same). Each `description` names its source (BPHS, Phaladeepika, Saravali; B.V. Raman\'s ' +
      '*Three Hundred Important Combinations* number). Strength: each planet involved scores by dignity (exalted ' +
      '90, own 80, friendly 65, neutral 50, enemy 35, debilitated 15), +10 in a kendra or trikona, −10 in a ' +
      'dusthana, −15 when combust; the yoga takes the mean. Levels: weak < 25 ≤ moderate < 50 ≤ strong < 75 ≤ very ' +
      'strong < 90 ≤ exceptional. Traditional sign lords only (no Rahu/Ketu co-lordship, which is where most ' +
      'differences from Jagannatha Hora\'s Kahala and Shankha come from); Gaja yoga is not offered (no definition ' +
      'distinct from Gajakesari was found). `/v1/yogas` and `/v1/vedic/yogas` are the same.',
    response: yogasData,
    examples,
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: yogasOf(vedicChart(input)), meta: vedicMeta(input) }),
  });
}

/** The yoga catalogue (spec shape); /v1/yogas is the same call under its short path. */
export const vedicYogas = yogasEndpoint('vedic-yogas', '/v1/vedic/yogas', [{ request: MUMBAI }, { request: NYC }, { request: DELHI }]);
export const yogasAlias = yogasEndpoint('yogas', '/v1/yogas', [{ request: MUMBAI }]);

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

function shadbalaResult(input: VedicInput) {
  return shadbala({ jdUt: input.moment.jdUt, lat: input.moment.lat, lng: input.moment.lng, ayanamsa: input.ayanamsa });
}

/** /v1/shadbala: the spec's shape. */
export function shadbalaBasicOf(input: VedicInput) {
  const r = shadbalaResult(input);
  return { shadbala: r.planets.map((p) => ({ planet: p.planet, shadbala: balaRecord(p) })), summary: r.summary };
}

/** /v1/shadbala/full: every sub-component, ishta/kashta phala and the day's context. */
export function shadbalaFullOf(input: VedicInput) {
  const r = shadbalaResult(input);
  return {
    shadbala: r.planets.map((p) => ({
      planet: p.planet,
      shadbala: balaRecord(p),
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
    })),
    summary: r.summary,
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
  };
}

const SHADBALA =
                 'BPHS ch. 27 with Jagannatha Hora\'s conventions, each with its source in `shared/core/vedic/shadbala.ts`: ' +
                 'saptavargaja over D1, D2, D3, D7, D9, D12, D30 with compound relations and Raman\'s points (45 … 1.875); dig ' +
                 'bala folded to ≤ 180°; the Sun\'s ayana and the Moon\'s paksha bala not doubled; cheshta of the Sun = its ' +
                 'ayana bala, of the Moon its paksha bala; hora by the 24 planetary hours from the weekday lord; yuddha only ' +
                 'between Mars … Saturn within 1°; abda/masa/vara lords from the Surya Siddhanta ahargana; the Hindu ' +
                 '(disc-centre) sunrise. Where this differs from PyJHora (which follows B.V. Raman\'s book examples, not ' +
                 'Jagannatha Hora) the tests state the relationship. `/v1/shadbala/full` adds every sub-component (sthana: ' +
                 'uchcha, saptavargaja, ojhayugma, kendradi, drekkana; kala: nathonnatha, paksha, tribhaga, abda, masa, vara, ' +
                 'hora, ayana, yuddha), ishta and kashta phala per planet, and the `context` (the Vedic day\'s sunrise, sunset ' +
                 'and next sunrise, day or night birth, weekday, year/month/day/hour lords, benefics and malefics). A place ' +
                 'where the Sun does not rise or set that day is a 422.';

function shadbalaEndpoint<Data>(name: string, path: string, docs: { summary: string; response: z.ZodType<NoInfer<Rendered<Data>>> }, compute: (input: VedicInput) => Data) {
  return definePost({
    name,
    path,
    summary: docs.summary,
    description: SHADBALA,
    response: docs.response,
    examples: [{ request: MUMBAI }],
    weight: 'heavy',
    cacheable: true,
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: compute(input), meta: vedicMeta(input) }),
  });
}

export const shadbalaBasic = shadbalaEndpoint(
  'shadbala', '/v1/shadbala',
  { summary: 'The six balas of Sun … Saturn, totals in virupas and rupas, required rupas', response: shadbalaData },
  shadbalaBasicOf,
);
export const shadbalaFull = shadbalaEndpoint(
  'shadbala-full', '/v1/shadbala/full',
  { summary: 'Shadbala with every sub-component, ishta and kashta phala, and the day\'s context', response: shadbalaFullData },
  shadbalaFullOf,
);
