/** GET /v1/moon-phase/calendar: phase at `from`, the next principal phase, every principal phase in range. */
import { z } from 'zod';
import { julianDayUt } from '../core/ephemeris.js';
import { CoreError } from '../core/errors.js';
import { moonCalendar } from '../core/lunar/phases.js';
import { isoUtc, MAX_UTC_MS, MIN_UTC_MS } from '../core/time.js';
import { clockFields, clockMeta, langField, oneZoneSource } from './common.js';
import type { Meta } from './types.js';
import { angleDeg, instant, lonDeg } from './responses/records.js';
import { defineEndpoint } from './types.js';

const phaseEvent = z.strictObject({
  phase: z.string().describe('Phase name in `lang` (English: New Moon, First Quarter, Full Moon, Last Quarter)'),
  angle: z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)]).describe('Moon − Sun, degrees'),
  date: instant.describe('The exact moment'),
});

export const moonCalendarData = z.strictObject({
  from: instant,
  to: instant,
  phaseAtStart: z.strictObject({
    date: instant,
    phase: z.string().describe('One of 8 phase names by 45° octant, in `lang`'),
    phaseAngle: angleDeg('The elongation Moon − Sun in ecliptic longitude'),
    illumination: z.number().min(0).max(100).describe('Illuminated fraction of the disc, percent'),
    isWaxing: z.boolean().describe('Moon − Sun below 180°'),
    moonLongitude: lonDeg('Apparent tropical Moon'),
    sunLongitude: lonDeg('Apparent tropical Sun'),
  }).describe('The Moon at `from`'),
  nextPrincipalPhase: phaseEvent.describe('The first principal phase after `from`'),
  events: z.array(phaseEvent).describe('Every principal phase in the range, in order'),
});

const MAX_RANGE_DAYS = 400;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?Z$/;

const schema = z.strictObject({
  from: z.string().max(40).describe('Start: a UTC date YYYY-MM-DD (its 00:00Z) or a UTC instant YYYY-MM-DDTHH:MM[:SS]Z'),
  to: z.string().max(40).describe('End: a UTC date (to the end of that day) or instant; at most 400 days after from'),
  ...clockFields,
  lang: langField,
}).superRefine(oneZoneSource);

/**
 * `from`/`to` are UTC: a date `YYYY-MM-DD` (from = its 00:00Z; to = the end of that day) or an instant
 * `YYYY-MM-DDTHH:MM[:SS[.mmm]]Z`.
 */
export function parseBound(value: string, field: 'from' | 'to'): number {
  const d = DATE_RE.exec(value);
  const t = d ? null : INSTANT_RE.exec(value);
  const m = d ?? t;
  if (!m) throw new CoreError('VALIDATION_ERROR', `${field} must be a date YYYY-MM-DD or a UTC instant YYYY-MM-DDTHH:MM:SSZ`, field);
  const [y, mo, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [h, mi, s, ms] = t ? [Number(t[4]), Number(t[5]), Number(t[6] ?? 0), Number((t[7] ?? '0').padEnd(3, '0'))] : [0, 0, 0, 0];
  const v = Date.UTC(y, mo - 1, day, h, mi, s, ms);
  const back = new Date(v);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== day || h > 23 || mi > 59 || s > 59) {
    throw new CoreError('VALIDATION_ERROR', `${field} is not a real calendar date: ${value}`, field);
  }
  return d && field === 'to' ? v + 86_400_000 - 1 : v;
}

interface CalendarInput {
  fromMs: number;
  toMs: number;
  /** The clock of the `…Local` times. */
  clock: Meta;
}

export const moonPhaseCalendar = defineEndpoint({
  name: 'moon-phase-calendar',
  method: 'GET',
  path: '/v1/moon-phase/calendar',
  summary: 'Phase at `from`, the next principal phase, and every New Moon, quarter and Full Moon in range',
  description:
    'Moon − Sun apparent longitude 0/90/180/270°, root-found by Newton\'s method to under 1 ms; 8 phase names by ' +
    '45° octants; illumination from the Swiss Ephemeris (`swe_pheno_ut`). `from`/`to` are UTC dates (`to` ' +
    'inclusive to the end of its day) or UTC instants (`…Z`), at most 400 days apart. The `…Local` times are on the ' +
    'clock of `timezone` (an IANA zone, DST honoured) or `utcOffset` when given, else UTC.',
  response: moonCalendarData,
  examples: [
    { request: { from: '2027-01-01', to: '2027-03-31' } },
    { summary: 'Local times in New York, across the March DST change', request: { from: '2027-02-01', to: '2027-04-30', timezone: 'America/New_York' } },
  ],
  weight: 'heavy',
  batchable: true,
  cost: 1,
  cacheable: true,
  schema,
  prepare(raw): CalendarInput {
    const fromMs = parseBound(raw.from, 'from');
    const toMs = parseBound(raw.to, 'to');
    if (toMs < fromMs) throw new CoreError('VALIDATION_ERROR', 'to must not be before from', 'to');
    if (toMs - fromMs > MAX_RANGE_DAYS * 86_400_000) {
      throw new CoreError('VALIDATION_ERROR', `to must be at most ${MAX_RANGE_DAYS} days after from`, 'to');
    }
    if (fromMs < MIN_UTC_MS || toMs >= MAX_UTC_MS - 40 * 86_400_000) {
      throw new CoreError('DATE_OUT_OF_RANGE', 'from and to must lie within 1800-01-01 and 2399-11-20 (the ephemeris range)', 'from');
    }
    return { fromMs, toMs, clock: clockMeta(raw) };
  },
  run({ fromMs, toMs, clock }) {
    const cal = moonCalendar(julianDayUt(fromMs), julianDayUt(toMs));
    return {
      data: { from: isoUtc(fromMs), to: isoUtc(toMs), ...cal },
      meta: clock,
    };
  },
});
