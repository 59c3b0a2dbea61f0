/** POST /v1/progressions/vedic: sidereal secondary progressions and solar arc directions. */
import { z } from 'zod';
import { norm360, signOf } from '../../core/angles.js';
import { ayanamsaDeg, utcMsFromJulianDay } from '../../core/ephemeris.js';
import { isoUtc } from '../../core/time.js';
import { aspectBetween, mergeOrbs, type Orbs } from '../../core/western/aspects.js';
import { westernPositions } from '../../core/western/positions.js';
import { progressions } from '../../core/western/progressions.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, orbsField, targetDateField } from '../common.js';
import { MUMBAI, TARGET } from '../examples.js';
import { instant, progressedBody } from '../responses/records.js';
import { definePost } from '../types.js';
import { prepareTiming, timingMeta, type TimingInput } from './timing.js';

export const vedicProgressionsData = z.strictObject({
  birthDate: z.string().describe('The birth `date` as given'),
  targetDate: instant,
  secondaryProgressions: z.array(progressedBody).length(13).describe('The 13 bodies a day for a year after birth, sidereal'),
  solarArcDirections: z.array(progressedBody).length(13).describe('The 13 natal bodies moved by the sidereal arc'),
  solarArc: z.number().describe('Sidereal arc, degrees'),
  progressedDate: instant,
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
