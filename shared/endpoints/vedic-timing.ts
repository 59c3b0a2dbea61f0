/**
 * Vedic timing: POST /v1/transits (gochara with ashtakavarga bindus, Sade Sati, Ashtama Shani),
 * POST /v1/sade-sati, POST /v1/progressions/vedic. Shapes: spec where shown; README "Vedic timing".
 */
import type { Text } from '../core/text.js';
import { z } from 'zod';
import { norm360, signOf } from '../core/angles.js';
import { ayanamsaDeg, utcMsFromJulianDay } from '../core/ephemeris.js';
import { ashtakavarga, type AshtakavargaSigns } from '../core/vedic/ashtakavarga.js';
import { saturnCycles, type SadeSatiPeriod, type SaturnSignPeriod, type SaturnSignStay } from '../core/vedic/saturn-cycles.js';
import { vedicTransits } from '../core/vedic/transits.js';
import { aspectBetween, mergeOrbs, type Orbs } from '../core/western/aspects.js';
import { progressions } from '../core/western/progressions.js';
import { westernPositions } from '../core/western/positions.js';
import { isoUtc } from '../core/time.js';
import { SIGN_NAMES } from '../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, orbsField, prepareTarget, targetDateField } from './common.js';
import { MUMBAI, NYC, TARGET } from './examples.js';
import { sadeSatiData, vedicProgressionsData, vedicTransitsData } from './responses/vedic-almanac-timing.js';
import { definePost } from './types.js';
import { prepareVedic, vedicChart, vedicMeta, type VedicInput } from './vedic-basic.js';

const timingSchema = z
  .strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField, targetDate: targetDateField })
  .superRefine(oneZoneSource);

interface TimingInput extends VedicInput {
  target: { utcMs: number; jdUt: number; warnings: Text[] };
}

function prepareTiming(raw: z.output<typeof timingSchema>, ctx: { nowMs: number }): TimingInput {
  return { ...prepareVedic(raw), target: prepareTarget(raw, ctx.nowMs) };
}

function timingMeta(input: TimingInput) {
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

// ------------------------------------------------------------------ POST /v1/progressions/vedic

const progressionsSchema = z
  .strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField, targetDate: targetDateField, orbs: orbsField })
  .superRefine(oneZoneSource);

interface VedicProgressionsInput extends TimingInput {
  birthDate: string;
  orbs?: Partial<Orbs>;
}

/**
 * Sidereal secondary progressions and solar arc directions: the tropical method of /v1/western/progressions
 * (a day for a tropical year; arc = progressed Sun − natal Sun), with every longitude taken sidereal by
 * subtracting the ayanamsa of its own date (progressed bodies: the progressed date's; natal and directed
 * bodies: the birth's). Aspects are recomputed between the sidereal positions.
 */
export const vedicProgressions = definePost({
  name: 'progressions-vedic',
  path: '/v1/progressions/vedic',
  summary: 'Sidereal secondary progressions and solar arc directions to targetDate',
  description:
    'The method of /v1/western/progressions with sidereal longitudes: each tropical longitude minus the ayanamsa of ' +
    'its own date; aspects recomputed between the sidereal positions.',
  response: vedicProgressionsData,
  examples: [{ request: { ...MUMBAI, targetDate: TARGET } }],
  schema: progressionsSchema,
  prepare: (raw, ctx): VedicProgressionsInput => ({ ...prepareTiming(raw, ctx), birthDate: raw.date, orbs: raw.orbs }),
  run(input: VedicProgressionsInput) {
    const { moment, ayanamsa, nodeType } = input;
    const orbs = mergeOrbs(input.orbs);
    const r = progressions({ birthJdUt: moment.jdUt, targetJdUt: input.target.jdUt, lat: moment.lat, lng: moment.lng, nodeType, orbs: input.orbs });
    const ayBirth = ayanamsaDeg(moment.jdUt, ayanamsa);
    const ayProg = ayanamsaDeg(r.progressedJdUt, ayanamsa);
    const natal = westernPositions(moment.jdUt, nodeType).map((p) => ({ name: p.planet, lonDeg: norm360(p.tropicalLongitude - ayBirth), speedDegPerDay: 0 }));
    const record = (planet: string, lon: number, speed: number, isRetrograde: boolean) => {
      const { sign, degreeInSign } = signOf(lon);
      const self = { name: planet, lonDeg: lon, speedDegPerDay: speed };
      const aspectsToNatal = natal.map((n) => aspectBetween(self, n, orbs)).filter((a) => a !== null);
      return { planet, progressedLongitude: lon, sign, signName: SIGN_NAMES[sign], degreeInSign, isRetrograde, aspectsToNatal };
    };
    // sidereal arc = (progressed Sun − its ayanamsa) − (natal Sun − the birth's) = tropical arc − ayanamsa drift
    const siderealArc = r.solarArcDeg - (ayProg - ayBirth);
    const progSpeeds = westernPositions(r.progressedJdUt, nodeType).map((p) => p.speed);
    return {
      data: {
        birthDate: input.birthDate,
        targetDate: isoUtc(input.target.utcMs),
        secondaryProgressions: r.secondary.map((p, i) => record(p.planet, norm360(p.progressedLongitude - ayProg), progSpeeds[i], p.isRetrograde)),
        solarArcDirections: r.solarArc.map((p, i) => record(p.planet, norm360(natal[i].lonDeg + siderealArc), progSpeeds[0], p.isRetrograde)),
        solarArc: siderealArc,
        progressedDate: isoUtc(utcMsFromJulianDay(r.progressedJdUt)),
      },
      meta: timingMeta(input),
    };
  },
});
