/** Input pieces shared by endpoints: the birth/moment fields and the options of ../API-DECISIONS.md. */
import { text, type Text } from '../core/text.js';
import { z } from 'zod';
import { AYANAMSAS, julianDayUt, type Ayanamsa } from '../core/ephemeris.js';
import { CoreError, shownName } from '../core/errors.js';
import { formatOffset, isKnownZone, isoUtc, parseUtcOffset, resolveLocalMoment, type ResolvedMoment } from '../core/time.js';
import { ASPECT_TYPES } from '../core/western/aspects.js';
import { GAUQUELIN, HOUSE_SYSTEM_NAMES, parseHouseSystem } from '../core/western/houses.js';
import { LANGUAGES } from '../i18n/languages.js';
import type { Meta } from './types.js';

export const langField = z
  .enum(LANGUAGES)
  .optional()
  .describe('Language of display names and sentences (default en); identifiers such as `planet` stay English');

/** Fields of a birth or moment. `date` is checked in full by time.ts (calendar, range). */
export const momentFields = {
  date: z
    .string()
    .max(40)
    .describe('Local wall time at the place, YYYY-MM-DDTHH:MM[:SS], 1800-01-01 to 2399-12-31; a zone designator (Z, +05:30) is refused')
    .meta({ examples: ['1990-05-15T14:30:00'] }),
  lat: z.number().min(-90).max(90).describe('Latitude, degrees north positive'),
  lng: z.number().min(-180).max(180).describe('Longitude, degrees east positive'),
  timezone: z.string().min(1).max(64).optional().describe('IANA zone; default: the zone at lat/lng (tzdb history, DST gap moved forward, overlap takes the earlier offset)'),
  utcOffset: z.string().max(16).optional().describe('±HH:MM in force at the moment; overrides the zone; not together with timezone'),
  lang: langField,
};

export const nodeTypeField = z.enum(['mean', 'true']).default('mean').describe('Lunar node: mean or true (osculating)');
export const ayanamsaField = z
  .enum(AYANAMSAS as [Ayanamsa, ...Ayanamsa[]])
  .default('lahiri')
  .describe('Ayanamsa for sidereal positions (true, with nutation): any Swiss Ephemeris sidereal mode, by its id in GET /v1/ayanamsas');

/** G (either case) or the name "gauquelin": the 36 sectors, which a 12-house chart cannot take. */
function isGauquelin(v: string): boolean {
  const t = v.trim();
  return t.toUpperCase() === GAUQUELIN.letter || t.toLowerCase() === GAUQUELIN.id;
}

export const houseSystemField = z
  .string()
  .max(20)
  .default('placidus')
  .describe(
    `House system: ${HOUSE_SYSTEM_NAMES.join(', ')}, or a Swiss Ephemeris letter. Not G: Gauquelin's 36 sectors ` +
    'do not fit a chart\'s 12 houses; POST /v1/western/house-systems gives them',
  )
  .transform((v, ctx) => {
    const hs = parseHouseSystem(v);
    if (!hs && isGauquelin(v)) {
      ctx.addIssue({
        code: 'custom',
        message: 'houseSystem G (Gauquelin\'s 36 sectors) does not fit a chart\'s 12 houses; POST /v1/western/house-systems gives the 36 sectors',
      });
      return z.NEVER;
    }
    if (!hs) {
      ctx.addIssue({ code: 'custom', message: `houseSystem must be one of ${HOUSE_SYSTEM_NAMES.join(', ')} or a Swiss Ephemeris letter` });
      return z.NEVER;
    }
    return hs;
  });

export const orbsField = z
  .strictObject(Object.fromEntries(ASPECT_TYPES.map((t) => [t, z.number().min(0).max(15).optional().describe(`Orb of ${t} aspects, degrees`)])) as Record<
    (typeof ASPECT_TYPES)[number],
    z.ZodOptional<z.ZodNumber>
  >)
  .optional()
  .describe('Per-type orb limits in degrees (0–15), e.g. {"Square": 5}; defaults Conjunction/Opposition/Trine 8, Square 7, Sextile 6, Quincunx 3, others 2');

/**
 * A moment whose result does not depend on the place (aspects, patterns): `date` plus either the place
 * (lat and lng, for its time zone) or the zone itself (`timezone` or `utcOffset`).
 */
export const zoneMomentFields = {
  ...momentFields,
  lat: momentFields.lat.optional(),
  lng: momentFields.lng.optional(),
};

export function placeOrZone(
  v: { lat?: number; lng?: number; timezone?: string; utcOffset?: string },
  ctx: z.RefinementCtx,
): void {
  oneZoneSource(v, ctx);
  if ((v.lat === undefined) !== (v.lng === undefined)) {
    ctx.addIssue({ code: 'custom', path: [v.lat === undefined ? 'lat' : 'lng'], message: 'give lat and lng together' });
  } else if (v.lat === undefined && v.timezone === undefined && v.utcOffset === undefined) {
    ctx.addIssue({ code: 'custom', path: ['lat'], message: 'give lat and lng (the zone is looked up), or timezone, or utcOffset' });
  }
}

/** Refuses timezone and utcOffset together (../API-DECISIONS.md). */
export function oneZoneSource<T extends { timezone?: string; utcOffset?: string }>(v: T, ctx: z.RefinementCtx): void {
  if (v.timezone !== undefined && v.utcOffset !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['utcOffset'], message: 'give timezone or utcOffset, not both' });
  }
}

export interface PreparedMoment {
  utcMs: number;
  jdUt: number;
  lat: number;
  lng: number;
  meta: Meta;
}

export function prepareMoment(
  raw: { date: string; lat: number; lng: number; timezone?: string; utcOffset?: string },
  path = 'date',
): PreparedMoment {
  const m: ResolvedMoment = resolveLocalMoment(raw, path);
  return toPrepared(m, raw.lat, raw.lng);
}

/** A moment that may have been given by its zone alone: no place in it. */
export type ZoneMoment = Omit<PreparedMoment, 'lat' | 'lng'>;

export function prepareZoneMoment(raw: { date: string; lat?: number; lng?: number; timezone?: string; utcOffset?: string }): ZoneMoment {
  // Without a longitude the zone's own tzdb LMT applies before its first transition (time.ts).
  const m = resolveLocalMoment({ ...raw, lat: raw.lat ?? Number.NaN, lng: raw.lng ?? Number.NaN });
  const { utcMs, jdUt, meta } = toPrepared(m, 0, 0);
  return { utcMs, jdUt, meta };
}

function toPrepared(m: ResolvedMoment, lat: number, lng: number): PreparedMoment {
  const jdUt = julianDayUt(m.utcMs);
  return {
    utcMs: m.utcMs,
    jdUt,
    lat,
    lng,
    meta: {
      utc: isoUtc(m.utcMs),
      timezone: m.timezone,
      utcOffset: formatOffset(m.offsetSeconds),
      julianDay: jdUt,
      warnings: m.warnings,
    },
  };
}

/**
 * The clock of the `…Local` times of an answer with no place (UTC ranges: the moon-phase calendar, the
 * stations): an IANA zone, or a fixed offset, or neither (UTC). ./responses/local-time.ts reads it from meta.
 */
export const clockFields = {
  timezone: z.string().min(1).max(64).optional().describe('IANA zone of the `…Local` times (tzdb history, DST honoured); default UTC'),
  utcOffset: z.string().max(16).optional().describe('±HH:MM: a fixed offset for the `…Local` times instead; not together with timezone'),
};

export function clockMeta(raw: { timezone?: string; utcOffset?: string }): Meta {
  if (raw.timezone !== undefined) {
    if (!isKnownZone(raw.timezone)) throw new CoreError('VALIDATION_ERROR', `Unknown IANA time zone: ${shownName(raw.timezone)}`, 'timezone');
    return { timezone: raw.timezone, warnings: [] };
  }
  if (raw.utcOffset !== undefined) return { timezone: null, utcOffset: formatOffset(parseUtcOffset(raw.utcOffset)), warnings: [] };
  return { warnings: [] };
}

export const targetDateField = z
  .string()
  .max(40)
  .optional()
  .describe('Target moment, local wall time at the birth place (same form as date); default now');

/**
 * `targetDate` is local wall time at the birth place (API-DECISIONS), read in the birth's `timezone` when
 * one is given, else in the zone of the birth place. A birth `utcOffset` is the offset in force at the
 * birth and is not carried to another date. Absent: now.
 */
export function prepareTarget(
  raw: { targetDate?: string; lat: number; lng: number; timezone?: string },
  nowMs: number,
): { utcMs: number; jdUt: number; warnings: Text[] } {
  if (raw.targetDate === undefined) return { utcMs: nowMs, jdUt: julianDayUt(nowMs), warnings: [] };
  const m = resolveLocalMoment({ date: raw.targetDate, lat: raw.lat, lng: raw.lng, timezone: raw.timezone }, 'targetDate');
  return { utcMs: m.utcMs, jdUt: julianDayUt(m.utcMs), warnings: m.warnings.map((w) => text('common.about.targetDate', { warning: w })) };
}


// ------------------------------------------------------------------ two-person input

const { lang: _lang, ...birthFields } = momentFields;
/** One birth inside `person1`/`person2` (spec: "each an object with the birth fields"); `lang` is top-level. */
export const personField = z
  .strictObject(birthFields)
  .superRefine(oneZoneSource)
  .describe('A birth: date (local wall time), lat, lng, and optionally timezone or utcOffset');

/** Warnings about one person of a pair, each marked with the person ("person1: …"). */
export function about(person: 'person1' | 'person2', warnings: readonly Text[]): Text[] {
  return warnings.map((w) => text(`common.about.${person}`, { warning: w }));
}

/** meta of a two-person result: each birth's resolution, its warnings prefixed, then `extra` and `warnings`. */
export function pairMeta(p1: PreparedMoment, p2: PreparedMoment, extra: Partial<Meta>, warnings: Text[] = []) {
  const person = (m: PreparedMoment) => ({ utc: m.meta.utc, timezone: m.meta.timezone, utcOffset: m.meta.utcOffset, julianDay: m.meta.julianDay });
  return {
    person1: person(p1),
    person2: person(p2),
    ...extra,
    warnings: [...about('person1', p1.meta.warnings), ...about('person2', p2.meta.warnings), ...warnings],
  };
}
