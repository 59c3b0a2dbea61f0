/**
 * `…Formatted` beside every ecliptic longitude (issue 24; shared/endpoints/responses/degree-format.ts): the
 * step adds the sibling to every response schema that has a longitude, and every answer carries it. Each
 * sibling is read back by hand arithmetic (test/helpers/degrees.ts: sign × 30° + d + m/60 + s/3600) and
 * must equal the longitude beside it to the half arcsecond of its rounding (or be 29°59′59″ of the same
 * sign, the cap), so a sibling computed from anything but its own field fails.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { degreesFormatted, formattedKey, markLongitude } from '../../shared/endpoints/responses/degree-format.js';
import { ENDPOINTS, endpointByName } from '../../shared/endpoints/registry.js';
import { localize } from '../../shared/i18n/localize.js';
import { readDegreeFormatted } from '../helpers/degrees.js';

const NOW = Date.UTC(2026, 10, 27);

function answer(name: string, lang = 'en'): unknown {
  const ep = endpointByName(name)!;
  const r = ep.run(ep.prepare(ep.schema.parse(ep.examples[0].request), { nowMs: NOW }));
  return localize(r.data, lang as never);
}

/** Every (longitude, formatted) pair of an answer: a number field with a `…Formatted` string beside it. */
function pairs(v: unknown, out: [string, number, string][] = [], path = ''): [string, number, string][] {
  if (Array.isArray(v)) v.forEach((x, i) => pairs(x, out, `${path}[${i}]`));
  else if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const [k, x] of Object.entries(o)) {
      const f = o[formattedKey(k)];
      if (typeof x === 'number' && typeof f === 'string' && k !== formattedKey(k)) out.push([`${path}.${k}`, x, f]);
      else pairs(x, out, `${path}.${k}`);
    }
  }
  return out;
}

/** The arc from a to b, −180 … 180. */
const arc = (a: number, b: number) => ((((b - a) % 360) + 540) % 360) - 180;

describe('the degree step on a schema', () => {
  const lon = markLongitude(z.number().min(0).lt(360));
  const schema = z.strictObject({
    longitude: lon,
    moon: z.strictObject({ moonLongitude: lon.describe('the Moon'), elongation: z.number() }),
    cusps: z.array(z.strictObject({ cuspDegree: lon, degreeFormatted: z.string() })),
    maybe: lon.nullable(),
  });
  const step = degreesFormatted(schema);

  it('adds the sibling right after each longitude (`longitude`, `cuspDegree` → degreeFormatted, else xFormatted), none beside other numbers, none where the record declares it', () => {
    const shape = (step.schema as z.ZodObject).shape as Record<string, z.ZodType>;
    expect(Object.keys(shape)).toEqual(['longitude', 'degreeFormatted', 'moon', 'cusps', 'maybe', 'maybeFormatted']);
    expect(Object.keys((shape.moon as z.ZodObject).shape)).toEqual(['moonLongitude', 'moonLongitudeFormatted', 'elongation']);
    expect(step.schema.safeParse({ longitude: 1, degreeFormatted: 'x', moon: { moonLongitude: 2, moonLongitudeFormatted: 'y', elongation: 3 }, cusps: [{ cuspDegree: 4, degreeFormatted: 'z' }], maybe: null, maybeFormatted: null }).success).toBe(true);
  });

  it('fills them: 54.7719° → 24°46′19″ Taurus (24.7719° = 24° 46.314′ = 24°46′18.84″), 359.99999° → 29°59′59″ Pisces (the cap), null stays null', () => {
    const out = step.fill({ longitude: 54.7719, moon: { moonLongitude: 359.99999, elongation: 3 }, cusps: [{ cuspDegree: 4, degreeFormatted: 'kept' }], maybe: null });
    expect(out).toEqual({
      longitude: 54.7719, degreeFormatted: '24°46′19″ Taurus',
      moon: { moonLongitude: 359.99999, moonLongitudeFormatted: '29°59′59″ Pisces', elongation: 3 },
      cusps: [{ cuspDegree: 4, degreeFormatted: 'kept' }],
      maybe: null, maybeFormatted: null,
    });
  });
});

describe('every endpoint: each longitude has its formatted sibling, equal to it', () => {
  const withLongitudes: string[] = [];
  for (const ep of ENDPOINTS) {
    const json = JSON.stringify(z.toJSONSchema(ep.response, { io: 'output', unrepresentable: 'any' }));
    if (!json.includes('ecliptic longitude in degrees')) continue;
    withLongitudes.push(ep.name);
    it(`${ep.name}: every …Formatted reads back to its longitude`, () => {
      const found = pairs(answer(ep.name));
      expect(found.length, 'the example answer shows at least one longitude').toBeGreaterThan(0);
      for (const [path, value, text] of found) {
        const { deg } = readDegreeFormatted(text);
        const capped = /29°59′59″/.test(text);
        expect(Math.abs(arc(value, deg)) * 3600, `${path} ${value} ${text}`).toBeLessThanOrEqual(capped ? 1 : 0.5 + 1e-6);
      }
    });
  }

  it('covers the endpoints the audit found without it: navamsa, harmonic, stations, lots, midpoints, nakshatra, transits, progressions, synastry, composite, davison, returns, matching, the moon calendar', () => {
    for (const name of ['navamsa', 'kundali', 'western-harmonic', 'western-stations', 'western-arabic-lots', 'western-midpoints', 'nakshatra', 'western-transits',
      'vedic-transits', 'western-progressions', 'progressions-vedic', 'western-synastry', 'western-composite', 'western-davison', 'western-solar-return',
      'western-lunar-return', 'compatibility-ashtakoot', 'moon-phase-calendar']) {
      expect(endpointByName(name), name).toBeDefined();
      expect(withLongitudes, name).toContain(name);
    }
  });

  it('angles that are not zodiac positions get none: the moon calendar\'s phaseAngle, the composite\'s RAMC', () => {
    const all = ENDPOINTS.map((ep) => JSON.stringify(z.toJSONSchema(ep.response, { io: 'output', unrepresentable: 'any' }))).join('\n');
    expect(all).toContain('"phaseAngle"');
    expect(all).not.toContain('phaseAngleFormatted');
    expect(all).not.toContain('ramcFormatted');
  });

  it('the sign is named in `lang`: the nakshatra endpoint\'s Moon in Hindi', () => {
    const en = answer('nakshatra') as Record<string, string>;
    const hi = answer('nakshatra', 'hi') as Record<string, string>;
    const sign = en.moonLongitudeFormatted.split(' ')[1];
    expect(sign).toMatch(/^[A-Z][a-z]+$/);
    expect(hi.moonLongitudeFormatted.split(' ')[0]).toBe(en.moonLongitudeFormatted.split(' ')[0]);
    expect(hi.moonLongitudeFormatted.split(' ')[1]).not.toBe(sign);
    expect(hi.moonLongitudeFormatted).toMatch(/[\u0900-\u097F]/);
  });
});
