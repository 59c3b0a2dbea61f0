/**
 * Vedic timing: POST /v1/transits (gochara with ashtakavarga bindus, Sade Sati, Ashtama Shani) and
 * POST /v1/sade-sati, and the timing request they share with /v1/progressions/vedic. Shapes: spec where
 * shown, otherwise described with each endpoint (the /docs guide).
 */
import { z } from 'zod';
import { utcMsFromJulianDay } from '../../core/ephemeris.js';
import type { Text } from '../../core/text.js';
import { isoUtc } from '../../core/time.js';
import { ashtakavarga, type AshtakavargaSigns } from '../../core/vedic/ashtakavarga.js';
import { saturnCycles, type SadeSatiPeriod, type SaturnSignPeriod, type SaturnSignStay } from '../../core/vedic/saturn-cycles.js';
import { vedicTransits } from '../../core/vedic/transits.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareTarget, targetDateField } from '../common.js';
import { MUMBAI, NYC, TARGET } from '../examples.js';
import { graha, houseNumber, instant, isRetrograde, lonDeg, sentence, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { prepareVedic, vedicChart, vedicMeta, type VedicInput } from './common.js';

const staySchema = z.strictObject({
  start: instant.nullable().describe('Saturn\'s exact sidereal ingress; null before the ephemeris range'),
  end: instant.nullable().describe('Null after the ephemeris range'),
  saturnSign: signIndex,
  saturnSignName: signName,
});
const sadeSatiPhase = z.enum(['rising', 'peak', 'setting']).describe('Saturn in the 12th (rising), 1st (peak) or 2nd (setting) sign from the Moon');
const sadeSatiPeriod = z
  .strictObject({
    start: instant.nullable().describe('Saturn\'s first entry into the 12th sign; null before the ephemeris range'),
    end: instant.nullable().describe('Its final exit from the 2nd; null after the ephemeris range'),
    phases: z.array(z.strictObject({ phase: sadeSatiPhase, ...staySchema.shape })).describe('Stays in the 12th, 1st and 2nd sign from the Moon, in order'),
    gaps: z.array(staySchema).describe('Months Saturn spends back outside the three signs'),
  })
  .meta({ id: 'SadeSatiPeriod', description: 'Saturn in the 12th, 1st and 2nd sign from the natal Moon' });
const shaniPeriods = z.strictObject({
  isCurrentlyActive: z.boolean().describe('Running at targetDate'),
  periods: z.array(staySchema).describe('Every period within 100 years of birth'),
});

export const vedicTransitsData = z.strictObject({
  targetDate: instant,
  planets: z
    .array(
      z.strictObject({
        planet: graha,
        transitLongitude: lonDeg('Sidereal transit longitude'),
        transitSign: signIndex,
        transitSignName: signName,
        houseFromAscendant: houseNumber,
        houseFromMoon: houseNumber,
        isRetrograde,
        ashtakavargaBindu: z.number().int().min(0).max(8).nullable().describe('Bindus of the transit sign in the planet\'s natal bhinnashtakavarga; null for the nodes'),
        binduStrength: z.enum(['weak', 'moderate', 'strong']).nullable().describe('0–3 weak, 4 moderate, 5–8 strong'),
        prediction: z.array(sentence).describe('Gochara from the Moon, bindu support, retrogression, Saturn\'s cycles'),
      }),
    )
    .length(9)
    .describe('Sun … Ketu in transit'),
  sadeSati: z
    .strictObject({
      isActive: z.boolean().describe('Running at targetDate'),
      phase: sadeSatiPhase.nullable().describe('The phase running at targetDate, or null'),
      periods: z.array(sadeSatiPeriod).describe('Every Sade Sati within 100 years of birth'),
    })
    .describe('Saturn in the 12th, 1st and 2nd sign from the natal Moon'),
  ashtamaShani: shaniPeriods.describe('Saturn in the 8th from the Moon'),
});

export const sadeSatiData = z.strictObject({
  targetDate: instant,
  moonSign: signIndex,
  moonSignName: signName,
  saturnSign: signIndex,
  saturnSignName: signName,
  saturnHouseFromMoon: houseNumber,
  isActive: z.boolean().describe('A Sade Sati is running at targetDate'),
  currentPhase: sadeSatiPhase.nullable().describe('The phase running at targetDate, or null'),
  currentPeriod: sadeSatiPeriod.nullable().describe('The Sade Sati running at targetDate'),
  periods: z.array(sadeSatiPeriod).describe('Every Sade Sati within 100 years of birth'),
  ashtamaShani: shaniPeriods.describe('Saturn in the 8th from the Moon'),
  kantakaShani: shaniPeriods.describe('Saturn in the 4th from the Moon'),
});

const timingSchema = z
  .strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField, targetDate: targetDateField })
  .superRefine(oneZoneSource);

export interface TimingInput extends VedicInput {
  target: { utcMs: number; jdUt: number; warnings: Text[] };
}

export function prepareTiming(raw: z.output<typeof timingSchema>, ctx: { nowMs: number }): TimingInput {
  return { ...prepareVedic(raw), target: prepareTarget(raw, ctx.nowMs) };
}

export function timingMeta(input: TimingInput) {
  return { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] };
}

function iso(jd: number | null): string | null {
  return jd === null ? null : isoUtc(utcMsFromJulianDay(jd));
}
function stay(s: SaturnSignStay) {
  return { start: iso(s.start), end: iso(s.end), saturnSign: s.saturnSign, saturnSignName: s.saturnSignName };
}
function sadeSatiRecord(p: SadeSatiPeriod) {
  return {
    start: iso(p.start),
    end: iso(p.end),
    phases: p.phases.map((ph) => ({ phase: ph.phase, ...stay(ph) })),
    gaps: p.gaps.map(stay),
  };
}
function signPeriod(p: SaturnSignPeriod) {
  return { start: iso(p.start), end: iso(p.end), saturnSign: p.saturnSign, saturnSignName: SIGN_NAMES[p.saturnSign] };
}

/** Saturn's cycles over 100 years from birth (clipped to the ephemeris range). */
function cyclesOf(input: TimingInput, moonSign: number) {
  return saturnCycles(moonSign, input.moment.jdUt, input.target.jdUt, input.ayanamsa);
}

export const vedicTransitsEndpoint = definePost({
  name: 'vedic-transits',
  path: '/v1/transits',
  summary: 'The nine planets in transit at targetDate: houses from lagna and Moon, ashtakavarga bindus, predictions; Sade Sati and Ashtama Shani',
  description:
    'Gochara from the Moon\'s sign (Phaladeepika ch. 26: favourable houses per planet; Rahu and Ketu like the Sun; ' +
    'vedha not applied). `ashtakavargaBindu` is the transit sign\'s bindus in the planet\'s natal bhinnashtakavarga ' +
    '(null for the nodes); `binduStrength`: 0–3 weak, 4 moderate, 5–8 strong. Sade Sati and Ashtama Shani periods ' +
    'from Saturn\'s exact sidereal ingresses, as /v1/sade-sati gives them. `targetDate` default now.',
  response: vedicTransitsData,
  examples: [{ request: { ...MUMBAI, targetDate: TARGET } }, { request: { ...NYC, targetDate: TARGET } }],
  weight: 'heavy',
  cacheable: true,
  schema: timingSchema,
  prepare: prepareTiming,
  run(input: TimingInput) {
    const natal = vedicChart(input);
    const signs = Object.fromEntries(natal.planets.slice(0, 7).map((p) => [p.planet, p.sign])) as AshtakavargaSigns;
    signs.Lagna = natal.ascendantSign;
    const bav = ashtakavarga(signs).bhinnashtakavarga;
    const moonSign = natal.planets[1].sign;
    const planets = vedicTransits({
      natalAscSign: natal.ascendantSign, natalMoonSign: moonSign, transitJd: input.target.jdUt,
      ayanamsa: input.ayanamsa, nodeType: input.nodeType, bhinnashtakavarga: bav,
    });
    const c = cyclesOf(input, moonSign);
    return {
      data: {
        targetDate: isoUtc(input.target.utcMs),
        planets,
        sadeSati: { isActive: c.sadeSati.isActive, phase: c.sadeSati.phase, periods: c.sadeSati.periods.map(sadeSatiRecord) },
        ashtamaShani: { isCurrentlyActive: c.ashtamaShani.isCurrentlyActive, periods: c.ashtamaShani.periods.map(signPeriod) },
      },
      meta: timingMeta(input),
    };
  },
});

export const sadeSatiEndpoint = definePost({
  name: 'sade-sati',
  path: '/v1/sade-sati',
  summary: 'Every Sade Sati of the native\'s life with its phases, the current phase; Ashtama and Kantaka Shani',
  description:
    'A Sade Sati runs from Saturn\'s first entry into the 12th sign from the natal Moon to its final exit from the ' +
    '2nd; stays less than a year apart (retrograde re-entries) are merged, the months Saturn spends back outside ' +
    'the three signs are listed as `gaps`, and phases (rising, peak, setting) repeat when Saturn re-enters a ' +
    'sign. Start and end are Saturn\'s exact sidereal ingresses (root-found to under a second); a period already ' +
    'running at birth is given whole. Periods cover 100 years from birth within the ephemeris range (a bound ' +
    'outside it is `null`). Ashtama (8th from the Moon) and Kantaka (4th) Shani periods are listed beside them. ' +
    '`targetDate` default now.',
  response: sadeSatiData,
  examples: [{ request: { ...MUMBAI, targetDate: TARGET } }],
  weight: 'heavy',
  cacheable: true,
  schema: timingSchema,
  prepare: prepareTiming,
  run(input: TimingInput) {
    const moon = vedicChart(input).planets[1];
    const c = cyclesOf(input, moon.sign);
    const current = c.sadeSati.periods.find((p) => (p.start ?? -Infinity) <= input.target.jdUt && input.target.jdUt < (p.end ?? Infinity));
    return {
      data: {
        targetDate: isoUtc(input.target.utcMs),
        moonSign: moon.sign,
        moonSignName: moon.signName,
        saturnSign: c.saturnSign,
        saturnSignName: c.saturnSignName,
        saturnHouseFromMoon: c.saturnHouseFromMoon,
        isActive: c.sadeSati.isActive,
        currentPhase: c.sadeSati.phase,
        currentPeriod: current ? sadeSatiRecord(current) : null,
        periods: c.sadeSati.periods.map(sadeSatiRecord),
        ashtamaShani: { isCurrentlyActive: c.ashtamaShani.isCurrentlyActive, periods: c.ashtamaShani.periods.map(signPeriod) },
        kantakaShani: { isCurrentlyActive: c.kantakaShani.isCurrentlyActive, periods: c.kantakaShani.periods.map(signPeriod) },
      },
      meta: timingMeta(input),
    };
  },
});
