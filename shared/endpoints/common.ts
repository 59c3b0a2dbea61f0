/** Input pieces shared by endpoints: the birth/moment fields and the options of ../API-DECISIONS.md. */
import { z } from 'zod';
import { AYANAMSAS, julianDayUt, type Ayanamsa } from '../core/ephemeris.js';
import { formatOffset, isoUtc, resolveLocalMoment, type ResolvedMoment } from '../core/time.js';
import { ASPECT_TYPES } from '../core/western/aspects.js';
import { HOUSE_SYSTEM_NAMES, parseHouseSystem } from '../core/western/houses.js';
import { LANGUAGES } from '../i18n/languages.js';
import type { Meta } from './types.js';

export const langField = z.enum(LANGUAGES).optional();

/** Fields of a birth or moment. `date` is checked in full by time.ts (calendar, range). */
export const momentFields = {
  date: z.string().max(40),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timezone: z.string().min(1).max(64).optional(),
  utcOffset: z.string().max(16).optional(),
  lang: langField,
};

export const nodeTypeField = z.enum(['mean', 'true']).default('mean');
export const ayanamsaField = z.enum(AYANAMSAS as [Ayanamsa, ...Ayanamsa[]]).default('lahiri');

export const houseSystemField = z
  .string()
  .max(20)
  .default('placidus')
  .transform((v, ctx) => {
    const hs = parseHouseSystem(v);
    if (!hs) {
      ctx.addIssue({ code: 'custom', message: `houseSystem must be one of ${HOUSE_SYSTEM_NAMES.join(', ')} or a Swiss Ephemeris letter` });
      return z.NEVER;
    }
    return hs;
  });

export const orbsField = z
  .strictObject(Object.fromEntries(ASPECT_TYPES.map((t) => [t, z.number().min(0).max(15).optional()])) as Record<
    (typeof ASPECT_TYPES)[number],
    z.ZodOptional<z.ZodNumber>
  >)
  .optional();

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
  const jdUt = julianDayUt(m.utcMs);
  return {
    utcMs: m.utcMs,
    jdUt,
    lat: raw.lat,
    lng: raw.lng,
    meta: {
      utc: isoUtc(m.utcMs),
      timezone: m.timezone,
      utcOffset: formatOffset(m.offsetSeconds),
      julianDay: jdUt,
      warnings: m.warnings,
    },
  };
}
