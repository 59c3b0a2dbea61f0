/** POST /v1/shadbala and /v1/shadbala/full (heavy): the six balas; shapes described with the endpoints (the /docs guide). */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import { isoUtc } from '../../core/time.js';
import { shadbala, type PlanetShadbala } from '../../core/vedic/shadbala.js';
import { MUMBAI } from '../examples.js';
import { instant, sentence } from '../responses/records.js';
import { definePost, type Rendered } from '../types.js';
import { sapta } from './ashtakavarga.js';
import { prepareVedic, vedicMeta, vedicSchema, type VedicInput } from './common.js';

const v = (what: string) => z.number().describe(`${what}, virupas`);

const balaRecordSchema = z.strictObject({
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
  shadbala: z.array(z.strictObject({ planet: sapta, shadbala: balaRecordSchema.describe('The six balas and totals') })).length(7).describe('Sun … Saturn'),
  summary: sentence.describe('The strongest and weakest planets and those below their requirement'),
});

export const shadbalaFullData = z.strictObject({
  shadbala: z
    .array(
      z.strictObject({
        planet: sapta,
        shadbala: balaRecordSchema.describe('The six balas and totals'),
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

function shadbalaEndpoint<Data>(name: string, path: string, docs: { summary: string; description: string; response: z.ZodType<NoInfer<Rendered<Data>>> }, compute: (input: VedicInput) => Data) {
  return definePost({
    name,
    path,
    summary: docs.summary,
    description: docs.description,
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
  { summary: 'The six balas of Sun … Saturn, totals in virupas and rupas, required rupas', description: SHADBALA, response: shadbalaData },
  shadbalaBasicOf,
);
export const shadbalaFull = shadbalaEndpoint(
  'shadbala-full', '/v1/shadbala/full',
  {
    summary: 'Shadbala with every sub-component, ishta and kashta phala, and the day\'s context',
    description: 'The rules of `POST /v1/shadbala` (see there: BPHS ch. 27 with Jagannatha Hora\'s conventions), with every sub-component, ishta and kashta phala, and the day\'s `context`.',
    response: shadbalaFullData,
  },
  shadbalaFullOf,
);
