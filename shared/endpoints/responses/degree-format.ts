/**
 * Degrees for display beside every ecliptic longitude of an answer (issue 24: "`degreeFormatted` (e.g.
 * `24°46′19″ Aries`) beside each longitude"). A field whose schema is marked a longitude (./records.ts
 * `lonDeg`) gets a sibling, computed by shared/core/zodiac.ts formatDegree and given the sign's name in
 * `lang` by shared/i18n/localize.ts (every key ending in `Formatted`):
 *  - `longitude`, `tropicalLongitude`, `degree` and `cuspDegree` → `degreeFormatted` (the name the planet,
 *    cusp and point records have always used);
 *  - any other field `x` → `xFormatted` (`ascendantFormatted`, `moonLongitudeFormatted`, `midpointFormatted` …).
 * A record that declares the sibling itself keeps its own (the same string). Angles that are not zodiac
 * positions (an elongation, a right ascension) use `angleDeg`, which is not marked.
 */
import { z } from 'zod';
import { formatDegree } from '../../core/zodiac.js';
import { fillSiblings, type SiblingRule, walkSiblings } from './siblings.js';

const LONGITUDES = z.registry<{ longitude: true }>();

/** Marks a number schema as an ecliptic longitude in degrees: its field gets a `…Formatted` sibling. */
export function markLongitude<T extends z.ZodType>(schema: T): T {
  LONGITUDES.add(schema, { longitude: true });
  return schema;
}

function longitudeField(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return longitudeField(schema.unwrap() as z.ZodType);
  return LONGITUDES.get(schema)?.longitude === true;
}

const SAME_AS_DEGREE = new Set(['longitude', 'tropicalLongitude', 'degree', 'cuspDegree']);

/** The sibling's key for a longitude field. */
export function formattedKey(key: string): string {
  return SAME_AS_DEGREE.has(key) ? 'degreeFormatted' : `${key}Formatted`;
}

const DESCRIPTION =
  'The longitude of the field of the same name without `Formatted` (for `degreeFormatted`: of `longitude`, `tropicalLongitude`, `degree` or `cuspDegree`) ' +
  'for display: degrees within the sign, arcminutes, arcseconds and the sign\'s name in `lang`, ' +
  'e.g. `24°46′19″ Taurus` for 54.7719°; rounded to the nearest arcsecond but never past 29°59′59″, so the sign ' +
  'shown is the longitude\'s own';

export const formattedDegree = z.string().meta({ id: 'DegreeFormatted', description: DESCRIPTION });

function siblingSchema(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodOptional) return siblingSchema(field.unwrap() as z.ZodType).optional();
  if (field instanceof z.ZodNullable) return siblingSchema(field.unwrap() as z.ZodType).nullable().describe(`${DESCRIPTION}; null when it is null`);
  return formattedDegree;
}

const DEGREE_RULE: SiblingRule = {
  siblingOf(key, field, shapeKeys) {
    if (!longitudeField(field)) return null;
    const sibling = formattedKey(key);
    return shapeKeys.has(sibling) ? null : { key: sibling, schema: siblingSchema(field) };
  },
};

export interface DegreesFormatted {
  /** The response schema with the `…Formatted` siblings. */
  schema: z.ZodType;
  /** The data with the siblings filled in (the same data when the schema has no longitude without one). */
  fill(data: unknown): unknown;
}

const format = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? formatDegree(x) : undefined);

/** The degree step of a response schema (memoised per schema). */
export function degreesFormatted(schema: z.ZodType): DegreesFormatted {
  const { schema: withSiblings, plan } = walkSiblings(DEGREE_RULE, schema);
  return { schema: withSiblings, fill: (data) => (plan ? fillSiblings(plan, data, format) : data) };
}
