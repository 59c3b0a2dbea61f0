/**
 * fast-check arbitraries derived from the endpoints' zod request schemas (test/integration/fuzz.test.ts).
 *
 * VALID inputs: the schema is walked through zod 4's definitions (`schema._zod.def`: object, string, number,
 * enum, literal, union, optional, default, pipe …) and each field becomes an arbitrary of its type and
 * bounds. What the schema cannot say (that `date` is a real local date-time in range, that `timezone` is an
 * IANA zone …) comes from FIELD_OVERRIDES, a table by field NAME, shared by all endpoints; the cross-field
 * rules of the schemas' `.superRefine()`s and of `prepare` (never timezone and utcOffset together, `size`
 * only with format svg, lat with lng, targetDate not before the birth …) are OBJECT_RULES, also by field
 * name, applied at every object level (so inside person1/person2 too). A last `filter` through the schema
 * itself keeps only what zod accepts (rarely needed: the rules make it so).
 *
 * INVALID inputs: a valid input plus one mutation drawn from MUTATIONS of its fields (dropped required
 * field, wrong type, out of range, too long, unknown key, hostile strings, NaN-like strings, a date with a
 * zone designator or an impossible date, a broken refinement, a body that is not an object …). Each
 * mutation is built to be invalid whatever the rest of the input is.
 *
 * Semantic bounds of valid inputs (documented here, relied on by the fuzz test):
 *  - local dates from 1800-01-02 to 2399-12-30: a wall time a day inside the range stays inside the
 *    ephemeris range (1800-01-01 02:00 UT … 2400-01-01 UT) under any offset (±14 h, or an LMT); and, about
 *    one case in sixteen of those with a utcOffset (whose instant is then known), a moment in the first or
 *    last 12 hours of that documented range;
 *  - latitudes: ±65° on the endpoints that need a sunrise (SUNRISE_ENDPOINTS: panchanga, muhurat, shadbala,
 *    kundali, special lagnas, upagrahas, western planetary hours), since polar day starts at 90 − 23.44 − 0.83 (refraction and upper limb) ≈ 65.7°; elsewhere
 *    mostly ±66° with one case in ten anywhere in ±90° (the poles included);
 *  - numerology dates are calendar dates of years 0001–9999 (with or without a time, only the date counts);
 *  - fixed-stars `stars`: names from the catalogue (an unknown name is a 400 naming `stars`);
 *  - moon-phase calendar: instants from 1800-01-01 02:00 UT (dates from 1800-01-02), `to` before
 *    2399-11-22 UT and within 400 days after `from`.
 */
import fc from 'fast-check';
import { MAX_DASHA_ROWS } from '../../shared/core/vedic/dashas/engine.js';
import { HOUSE_SYSTEMS } from '../../shared/core/western/houses.js';
import { CLASSICAL_STARS } from '../../shared/core/western/stars.js';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';

// ------------------------------------------------------------------ zod 4 introspection

/* eslint-disable @typescript-eslint/no-explicit-any */
type ZodLike = { _zod: { def: any; optin?: string } };
const defOf = (s: unknown): any => (s as ZodLike)._zod.def;
/** A key the client may leave out: optional or defaulted (zod 4 marks it on the input side). */
const inputOptional = (s: unknown): boolean => (s as ZodLike)._zod.optin !== undefined;

/** What a field's input looks like, read from its schema. */
export type Kind =
  | { k: 'string'; minLength: number; maxLength: number; pattern?: RegExp }
  | { k: 'number'; min: number; max: number; minExcluded: boolean; maxExcluded: boolean; int: boolean }
  /** A decimal number in a string (GET query numbers: a string schema piped into a number schema). */
  | { k: 'numericString'; maxLength: number; pattern?: RegExp; num: Extract<Kind, { k: 'number' }> }
  | { k: 'enum'; values: readonly (string | number | boolean)[] }
  | { k: 'object'; fields: Field[] }
  | { k: 'array'; element: Kind; minLength: number; maxLength: number }
  | { k: 'unknown'; type: string };

export interface Field {
  name: string;
  /** From the root of the request. */
  path: string[];
  optional: boolean;
  kind: Kind;
}

function checksOf(d: any): any[] {
  return (d.checks ?? []).map((c: any) => c._zod?.def ?? c);
}

export function kindOf(schema: unknown, path: string[] = []): Kind {
  const d = defOf(schema);
  switch (d.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return kindOf(d.innerType, path);
    case 'string': {
      let minLength = 0;
      let maxLength = Infinity;
      let pattern: RegExp | undefined;
      for (const c of checksOf(d)) {
        if (c.check === 'min_length') minLength = Math.max(minLength, c.minimum);
        if (c.check === 'max_length') maxLength = Math.min(maxLength, c.maximum);
        if (c.check === 'length_equals') minLength = maxLength = c.length;
        if (c.check === 'string_format' && c.pattern instanceof RegExp) pattern = c.pattern;
      }
      return { k: 'string', minLength, maxLength, pattern };
    }
    case 'number': {
      const n = { k: 'number' as const, min: -Number.MAX_VALUE, max: Number.MAX_VALUE, minExcluded: false, maxExcluded: false, int: false };
      if (d.format === 'safeint' || d.format === 'int32' || d.format === 'uint32') n.int = true;
      for (const c of checksOf(d)) {
        if (c.check === 'greater_than' && c.value >= n.min) Object.assign(n, { min: c.value, minExcluded: !c.inclusive });
        if (c.check === 'less_than' && c.value <= n.max) Object.assign(n, { max: c.value, maxExcluded: !c.inclusive });
        if (c.check === 'number_format' && /int/.test(c.format)) n.int = true;
      }
      return n;
    }
    case 'enum':
      return { k: 'enum', values: Object.values<string | number>(d.entries) };
    case 'literal':
      return { k: 'enum', values: d.values as (string | number)[] };
    case 'boolean':
      return { k: 'enum', values: [true, false] };
    case 'union': {
      const kinds = (d.options as unknown[]).map((o) => kindOf(o, path));
      if (kinds.every((k) => k.k === 'enum')) return { k: 'enum', values: kinds.flatMap((k) => (k).values) };
      return { k: 'unknown', type: 'union' };
    }
    case 'pipe': {
      // Input generation follows the pipe's input side; a string piped into a number is a number in a string.
      const input = kindOf(d.in, path);
      const output = d.out && defOf(d.out).type !== 'transform' ? kindOf(d.out, path) : undefined;
      if (input.k === 'string' && output?.k === 'number') {
        return { k: 'numericString', maxLength: input.maxLength, pattern: input.pattern, num: output };
      }
      return input;
    }
    case 'object':
      return {
        k: 'object',
        fields: Object.entries(d.shape as Record<string, unknown>).map(([name, s]) => ({
          name,
          path: [...path, name],
          optional: inputOptional(s),
          kind: kindOf(s, [...path, name]),
        })),
      };
    case 'array': {
      let minLength = 0;
      let maxLength = 10;
      for (const c of checksOf(d)) {
        if (c.check === 'min_length') minLength = c.minimum;
        if (c.check === 'max_length') maxLength = Math.min(maxLength, c.maximum);
      }
      return { k: 'array', element: kindOf(d.element, path), minLength, maxLength };
    }
    default:
      return { k: 'unknown', type: d.type };
  }
}

/** Every field of an object kind, depth first (nested objects' fields after their parent). */
export function allFields(kind: Kind): Field[] {
  if (kind.k !== 'object') return [];
  return kind.fields.flatMap((f) => [f, ...allFields(f.kind)]);
}

// ------------------------------------------------------------------ endpoint profile (semantics by endpoint group)

/** Endpoints that need a sunrise and a sunset: polar day or night is their documented 422. */
export const SUNRISE_ENDPOINTS = new Set([
  'vedic-panchanga', 'muhurat', 'shadbala', 'shadbala-full', 'kundali', 'kundali-full', 'special-lagnas', 'upagrahas',
  // dashas counted from the parts of the day (kaala, chakra) or from the hora lagna (varnada)
  'dasha-kaala', 'dasha-chakra', 'dasha-varnada',
  // planetary hours: sunrise, sunset and the next sunrise of the civil date
  'western-planetary-hours',
]);
/**
 * Documented refusals of valid input, by endpoint: the status, code and message an answer may have instead of
 * 200. Tara dasha starts from a planet in a kendra (a chart with none has no Tara dasha); a dasha's answer
 * holds at most MAX_DASHA_ROWS (3,800) periods: kaala's 18-way splits pass it to depth 3, and near a part's edge even in a
 * window of hours.
 */
export function mayRefuse(name: string): { status: number; code: string; message: RegExp }[] {
  const out: { status: number; code: string; message: RegExp }[] = [];
  if (name === 'dasha-tara') out.push({ status: 422, code: 'UNPROCESSABLE', message: /planet in a kendra/ });
  if (name.startsWith('dasha-')) out.push({ status: 400, code: 'VALIDATION_ERROR', message: new RegExp(`would hold more than ${MAX_DASHA_ROWS} periods`) });
  // A return searched from a targetDate late in the range can fall after 2399-12-31 (Neptune's is 165 years away).
  if (name === 'western-lunar-return' || name === 'western-planet-return') {
    out.push({ status: 422, code: 'DATE_OUT_OF_RANGE', message: /falls after the ephemeris range/ });
  }
  return out;
}
/** KP endpoints: Placidus cusps (undefined from about ±66.5°) and the ruling planets' sunrise; their documented 422. */
export const KP_ENDPOINTS = new Set(['kp-cusps', 'kp-significators', 'kp-ruling-planets', 'kp-horary']);

export interface Profile {
  /** moment: a local date-time; almanac: also a date alone; numerology: a calendar date of years 1–9999. */
  dateKind: 'moment' | 'almanac' | 'numerology';
  /** Latitudes of valid places: |lat| ≤ this, or anywhere on the globe now and then (`polar`). */
  maxLat: number;
  polar: boolean;
  /** "Now" of the server, for `targetDate` left out (the birth must then be in the past). */
  nowMs: number;
  /** `from`/`to`: UTC bounds (moon calendar) or local wall times at the birth place (a dasha's window of levels 4–5). */
  window: 'utc' | 'local';
}

export function profileOf(ep: AnyEndpoint, nowMs = Date.now()): Profile {
  const sunrise = SUNRISE_ENDPOINTS.has(ep.name) || KP_ENDPOINTS.has(ep.name);
  return {
    dateKind: ep.path.startsWith('/v1/numerology/') ? 'numerology' : ep.path === '/v1/vedic/panchanga' ? 'almanac' : 'moment',
    maxLat: sunrise ? 65 : 66,
    polar: !sunrise,
    nowMs,
    window: ep.path.startsWith('/v1/dasha/') ? 'local' : 'utc',
  };
}

// ------------------------------------------------------------------ dates

const DAY = 86_400_000;
/** Valid local (wall) dates: a day inside 1800–2399 on both ends. */
export const MIN_WALL_MS = Date.UTC(1800, 0, 2);
export const MAX_WALL_MS = Date.UTC(2399, 11, 30, 23, 59, 59);
/** The documented range of instants (shared/core/time.ts MIN_UTC_MS, MAX_UTC_MS). */
const EDGE_MIN_UTC_MS = Date.UTC(1800, 0, 1, 2, 0, 0);
const EDGE_MAX_UTC_MS = Date.UTC(2400, 0, 1, 0, 0, 0);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
export function formatWall(ms: number, seconds: boolean): string {
  const d = new Date(ms);
  return `${formatDate(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}${seconds ? `:${pad(d.getUTCSeconds())}` : ''}`;
}
const WALL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/;
/** A generated wall time back to ms (as if UTC), with its form; null if it is not one. */
export function parseWall(s: unknown): { ms: number; seconds: boolean; dateOnly: boolean } | null {
  const m = typeof s === 'string' ? WALL_RE.exec(s) : null;
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0'].map(Number);
  const ms = new Date(0).setUTCFullYear(y, mo - 1, d) + ((h * 60 + mi) * 60 + sec) * 1000;
  return { ms: ms - (ms % 1000 === 0 ? 0 : ms % 1000), seconds: m[6] !== undefined, dateOnly: m[4] === undefined };
}

/** Whole seconds from a to b, uniformly (wall times of the moment fields). */
const msBetween = (min: number, max: number) => fc.integer({ min: Math.ceil(min / 1000), max: Math.floor(max / 1000) }).map((s) => s * 1000);

const localDateTime = (min = MIN_WALL_MS, max = MAX_WALL_MS) =>
  fc.tuple(msBetween(min, max), fc.boolean()).map(([ms, seconds]) => formatWall(seconds ? ms : ms - (ms % 60_000), seconds));
const dateOnly = (min = MIN_WALL_MS, max = MAX_WALL_MS) => msBetween(min, max).map(formatDate);
/** Numerology: any calendar date of years 1–9999, alone or with a time (the time is not read, any HH:MM form passes). */
const numerologyDate = fc
  .tuple(msBetween(new Date(0).setUTCFullYear(1, 0, 1), new Date(0).setUTCFullYear(9999, 11, 31)), fc.constantFrom('', 'T', 'TS'))
  .map(([ms, form]) => (form === '' ? formatDate(ms) : formatWall(ms, form === 'TS')));

// ------------------------------------------------------------------ names, zones, offsets

const TIME_ZONES: readonly string[] = [
  ...Intl.supportedValuesOf('timeZone'),
  'UTC', 'Etc/UTC', 'Etc/GMT', 'Etc/GMT+12', 'Etc/GMT-14', 'Etc/GMT+5', 'Etc/GMT-5', 'Europe/London', 'America/New_York',
];
const utcOffset = fc
  .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 14 }), fc.integer({ min: 0, max: 59 }))
  .map(([s, h, m]) => `${s}${pad(h)}:${pad(h === 14 ? 0 : m)}`);

const LATIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const EXTRA_LETTERS = 'éèêëáàâäãåçñóòôöõúùûüýÿíìîïßæœøðþłđİı';
const NON_LATIN = ['李', 'Ж', 'ع', 'ब', 'α', '😀', '١', '·'];
/** A full name: words of Latin (and accented Latin) letters with joiners, at least one plain A–Z letter. */
const personName = fc
  .array(
    fc.tuple(
      fc.constantFrom(...LATIN),
      fc.array(fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...LATIN) }, { weight: 2, arbitrary: fc.constantFrom(...EXTRA_LETTERS) }, { weight: 1, arbitrary: fc.constantFrom("'", '-', '.', '’', ...NON_LATIN) }), { maxLength: 14 }),
    ).map(([first, rest]) => first + rest.join('')),
    { minLength: 1, maxLength: 5 },
  )
  .chain((words) => fc.constantFrom(' ', '  ', ' - ', '\t').map((sep) => words.join(sep)))
  .map((s) => s.slice(0, 200));

const HOUSE_SYSTEM_VALUES = [
  ...Object.keys(HOUSE_SYSTEMS),
  ...Object.values(HOUSE_SYSTEMS),
  ...Object.values(HOUSE_SYSTEMS).map((l) => l.toLowerCase()),
];

// ------------------------------------------------------------------ field overrides (by field name)

export interface FieldCtx {
  ep: AnyEndpoint;
  field: Field;
  profile: Profile;
}

/** A field's valid values where its type alone does not say them. Keyed by field name; `undefined`: use the type. */
type Override = (ctx: FieldCtx) => fc.Arbitrary<unknown> | undefined;

/**
 * ±66°, and one case in ten anywhere in ±90° where polar places are valid; ±maxLat on the sunrise
 * endpoints. Drawn the same way on every endpoint, so one seed gives every endpoint the same places (and
 * the app's zone tables, built per zone and year, serve them all).
 */
const latitude = (ctx: FieldCtx) =>
  fc.tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.integer({ min: 0, max: 9 })).map(([u, k]) => {
    if (ctx.profile.polar) return u * (k === 0 ? 90 : 66);
    // the same draw folded into ±maxLat: the same places as elsewhere wherever they are valid here
    const lat = u * 66;
    const excess = Math.abs(lat) - ctx.profile.maxLat;
    return excess > 0 ? Math.sign(lat) * (ctx.profile.maxLat - excess) : lat;
  });
const longitude = () => fc.double({ min: -180, max: 180, noNaN: true });

/** A number as a query string writes it: plain decimal notation (what `queryNumber` accepts). */
export function decimalString(x: number, digits: number): string {
  const s = x.toFixed(digits);
  return s.includes('.') ? s.replace(/\.?0+$/, '') || '0' : s;
}
const asQuery = (ctx: FieldCtx, arb: fc.Arbitrary<number>) =>
  ctx.field.kind.k === 'numericString' ? fc.tuple(arb, fc.integer({ min: 0, max: 7 })).map(([x, d]) => decimalString(x, d)) : arb;

export const FIELD_OVERRIDES: Record<string, Override> = {
  date: (ctx) =>
    ctx.profile.dateKind === 'numerology'
      ? numerologyDate
      : ctx.profile.dateKind === 'almanac'
        ? fc.oneof(localDateTime(), dateOnly())
        : localDateTime(),
  targetDate: (ctx) => (ctx.profile.dateKind === 'numerology' ? numerologyDate : localDateTime()),
  timezone: () => fc.constantFrom(...TIME_ZONES),
  utcOffset: () => utcOffset,
  lat: (ctx) => asQuery(ctx, latitude(ctx)),
  lng: (ctx) => asQuery(ctx, longitude()),
  returnLat: (ctx) => latitude(ctx),
  returnLng: () => longitude(),
  houseSystem: () => fc.constantFrom(...HOUSE_SYSTEM_VALUES),
  // a solar return near 1 January of 1800 or 2399 can fall outside the ephemeris (a documented 422)
  targetYear: (ctx) => (ctx.profile.dateKind === 'numerology' ? undefined : fc.integer({ min: 1801, max: 2398 })),
  name: () => personName,
  businessName: () => personName,
  // moon calendar bounds: UTC dates or instants; the pair is made consistent by the `from`/`to` rule
  from: (ctx) => (ctx.profile.window === 'local' ? fc.oneof(localDateTime(), dateOnly()) : utcBound),
  to: (ctx) => (ctx.profile.window === 'local' ? fc.oneof(localDateTime(), dateOnly()) : utcBound),
  // fixed stars: names of the catalogue (a name it lacks is a documented 400 naming `stars`)
  stars: () => fc.array(fc.constantFrom(...CLASSICAL_STARS, 'Zosma', ',alLeo', 'Galactic Center'), { minLength: 1, maxLength: 6 }),
};

/** The moon calendar's range: instants from 1800-01-01 02:00 UT; `to` before 2399-11-22 UT (40 days before the end). */
const CALENDAR_MIN_MS = Date.UTC(1800, 0, 1, 2);
const CALENDAR_MAX_MS = Date.UTC(2399, 10, 21, 23, 59, 59, 999);
const utcBound = fc
  .tuple(msBetween(CALENDAR_MIN_MS, CALENDAR_MAX_MS - 999), fc.integer({ min: 0, max: 999 }), fc.constantFrom('date', 'minutes', 'seconds', 'millis'))
  // a date alone is its 00:00 UT: 1800-01-02 at the earliest
  .map(([ms, milli, form]) => formatUtc(form === 'date' && ms < Date.UTC(1800, 0, 2) ? ms + DAY : ms + milli, form));
function formatUtc(ms: number, form: string): string {
  if (form === 'date') return formatDate(ms);
  const d = new Date(ms);
  const hm = `${formatDate(ms)}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  if (form === 'minutes') return `${hm}Z`;
  if (form === 'seconds') return `${hm}:${pad(d.getUTCSeconds())}Z`;
  return `${hm}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}Z`;
}
function parseUtc(s: string): { ms: number; form: string } {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{3}))?)?Z)?$/.exec(s)!;
  const [y, mo, d, h, mi, sec, ms] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0', m[7] ?? '0'].map(Number);
  return { ms: Date.UTC(y, mo - 1, d, h, mi, sec, ms), form: m[4] === undefined ? 'date' : m[7] !== undefined ? 'millis' : m[6] !== undefined ? 'seconds' : 'minutes' };
}

// ------------------------------------------------------------------ structural arbitraries (from the type alone)

function structural(kind: Kind): fc.Arbitrary<unknown> {
  switch (kind.k) {
    case 'string': {
      const max = Math.min(kind.maxLength, kind.minLength + 24);
      if (kind.pattern) return fc.stringMatching(kind.pattern).filter((s) => s.length >= kind.minLength && s.length <= kind.maxLength);
      return fc.string({ minLength: kind.minLength, maxLength: max });
    }
    case 'number':
      return numberIn(kind);
    case 'numericString':
      return fc.tuple(numberIn(kind.num), fc.integer({ min: 0, max: 6 })).map(([x, d]) => decimalString(x, kind.num.int ? 0 : d));
    case 'enum':
      return fc.constantFrom(...kind.values);
    case 'array':
      return fc.array(structural(kind.element), { minLength: kind.minLength, maxLength: kind.maxLength });
    default:
      throw new Error(`no arbitrary for a ${kind.k} field: add a field override`);
  }
}

function numberIn(n: Extract<Kind, { k: 'number' }>): fc.Arbitrary<number> {
  if (n.int) return fc.integer({ min: Math.ceil(n.min + (n.minExcluded ? 1 : 0)), max: Math.floor(n.max - (n.maxExcluded ? 1 : 0)) });
  return fc.double({ min: n.min, max: n.max, minExcluded: n.minExcluded, maxExcluded: n.maxExcluded, noNaN: true, noDefaultInfinity: true });
}

// ------------------------------------------------------------------ cross-field rules (by field names, at every object level)

type Obj = Record<string, unknown>;
/** Randomness for the rules: one natural number, read in slices. */
const bit = (coin: number, i: number) => ((coin >>> i) & 1) === 1;
/** A choice made from values already drawn (FNV-1a), where a fresh draw would make endpoints diverge. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * The refinements of the schemas and the cross-field checks of `prepare`, by field name. Each gets the
 * object as generated, the object's field names, and a random natural number; it returns it valid.
 */
const OBJECT_RULES: ((o: Obj, has: Set<string>, coin: number, profile: Profile) => void)[] = [
  // timezone or utcOffset, never both (oneZoneSource)
  (o) => {
    // whatever the fields hold (a mutation may have put anything there), their text only seeds a coin
    // eslint-disable-next-line @typescript-eslint/restrict-template-expressions, @typescript-eslint/no-base-to-string
    if (o.timezone !== undefined && o.utcOffset !== undefined) delete o[hash(`${o.date}${o.timezone}`) % 2 ? 'timezone' : 'utcOffset'];
  },
  // now and then, with a utcOffset (the UTC instant is then known), a moment in the first or last hours
  // of the documented range: local dates 1800-01-01 … 2399-12-31 whose instant is 1800-01-01 02:00 UT or
  // later and before 2400-01-01 UT (shared/core/time.ts); the hash keeps the choice the same on every endpoint
  (o, has, coin, profile) => {
    if (profile.dateKind === 'numerology' || typeof o.utcOffset !== 'string' || typeof o.date !== 'string') return;
    const d = parseWall(o.date);
    const h = hash(`${o.date}|${o.utcOffset}`);
    if (!d || d.dateOnly || h % 16 !== 0) return;
    const m = /^([+-])(\d{2}):(\d{2})$/.exec(o.utcOffset)!;
    const off = (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000;
    const within = ((h >>> 4) % (12 * 3600)) * 1000;
    const utc = (h >>> 20) % 2
      ? Math.max(EDGE_MIN_UTC_MS, Date.UTC(1800, 0, 1) - off) + within
      : Math.min(EDGE_MAX_UTC_MS - 1000, Date.UTC(2399, 11, 31, 23, 59, 59) - off) - within;
    o.date = formatWall(utc + off, true);
  },
  // size only with format svg
  (o, has, coin) => {
    if (has.has('size') && has.has('format') && o.size !== undefined && o.format !== 'svg') {
      if (bit(coin, 1)) o.format = 'svg';
      else delete o.size;
    }
  },
  // lat and lng together when they may be left out; then a place or a zone is needed (placeOrZone)
  (o, has, coin) => {
    for (const [a, b] of [['lat', 'lng'], ['returnLat', 'returnLng']]) {
      if (!has.has(a) || !has.has(b)) continue;
      if ((o[a] === undefined) !== (o[b] === undefined)) {
        if (bit(coin, 2)) {
          delete o[a];
          delete o[b];
        } else {
          o[a] ??= 0;
          o[b] ??= 0;
        }
      }
    }
    if (has.has('lat') && o.lat === undefined && o.timezone === undefined && o.utcOffset === undefined) o.timezone = 'UTC';
  },
  // numerology: targetDate or targetYear, not both
  (o, has, coin) => {
    if (o.targetDate !== undefined && o.targetYear !== undefined) delete o[bit(coin, 3) ? 'targetDate' : 'targetYear'];
  },
  // numerology business name: the owner number of `basis` needs its field
  (o, has) => {
    if (!has.has('basis')) return;
    const basis = o.basis ?? (o.date !== undefined ? 'lifePath' : 'destiny');
    if (basis === 'lifePath' && o.date === undefined) o.date = '1815-12-10';
    if (basis === 'destiny' && o.name === undefined) o.name = 'Ada Lovelace';
  },
  // moon calendar: to within [from, from + 400 days], both inside the ephemeris range (to before 2399-11-22)
  (o, has, coin, profile) => {
    if (profile.window !== 'utc' || !has.has('from') || !has.has('to') || typeof o.from !== 'string' || typeof o.to !== 'string') return;
    const from = parseUtc(o.from).ms;
    const form = parseUtc(o.to).form;
    const span = (coin % (399 * 24 + 1)) * 3_600_000;
    let to = Math.max(from, Math.min(from + span, CALENDAR_MAX_MS));
    // a date `to` runs to the end of its day: the day of (from + span) ends less than 400 days after from
    if (form === 'date') to -= to % DAY;
    // a shorter form drops seconds or milliseconds: the first form that is not before `from`
    const forms = form === 'date' ? ['date'] : [form, 'seconds', 'millis'];
    o.to = forms.map((f) => formatUtc(to, f)).find((t) => parseUtc(t).ms >= from || form === 'date');
  },
  // a dasha's window: `to` 3 hours to 3 days after `from` (local wall times; 3 hours clear of a DST gap; a system of
  // 18-way splits, kaala, holds thousands of pranas in a month: past MAX_DASHA_ROWS the answer is a documented 400)
  (o, _has, coin, profile) => {
    if (profile.window !== 'local') return;
    // one bound alone: the other is the running antardasha's, years away; both or neither keep the window short
    if ((typeof o.from === 'string') !== (typeof o.to === 'string')) {
      if (bit(coin, 4)) {
        delete o.from;
        delete o.to;
      } else {
        o.from ??= o.to;
        o.to ??= o.from;
      }
    }
    if (typeof o.from !== 'string' || typeof o.to !== 'string') return;
    const from = parseWall(o.from);
    if (!from) return;
    const to = from.ms + (3 + (coin % (3 * 24 - 2))) * 3_600_000;
    if (to > MAX_WALL_MS - DAY) delete o.to;
    else o.to = formatWall(to, true);
  },
  // a local-time targetDate is not before the birth (progressions refuse it), two days after it at least
  // whatever the two zones are; with no targetDate ("now") a birth in the future gets one. The birth date
  // itself is kept (the same dates on every endpoint) unless it is within days of the end of the range.
  (o, has, coin, profile) => {
    if (profile.dateKind === 'numerology' || !has.has('targetDate') || !has.has('date')) return;
    const d = parseWall(o.date);
    if (!d) return;
    const t = o.targetDate === undefined ? null : parseWall(o.targetDate);
    if (t === null && d.ms <= profile.nowMs - 3 * DAY) return;
    let dm = d.ms;
    let tm = t?.ms ?? dm + 2 * DAY + ((coin * 1000) % (60 * 365 * DAY));
    if (tm < dm + 2 * DAY) tm = dm + 2 * DAY + Math.abs(dm - tm);
    if (tm > MAX_WALL_MS) tm = MAX_WALL_MS;
    if (tm < dm + 2 * DAY) dm = tm - 3 * DAY;
    o.date = dm === d.ms ? o.date : formatWall(dm, d.seconds);
    o.targetDate = formatWall(tm, t?.seconds ?? true);
  },
];

// ------------------------------------------------------------------ valid inputs

function fieldArb(ep: AnyEndpoint, field: Field, profile: Profile): fc.Arbitrary<unknown> {
  const override = FIELD_OVERRIDES[field.name]?.({ ep, field, profile });
  if (override) return override;
  if (field.kind.k === 'object') return objectArb(ep, field.kind.fields, profile);
  return structural(field.kind);
}

function objectArb(ep: AnyEndpoint, fields: Field[], profile: Profile): fc.Arbitrary<Obj> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const f of fields) model[f.name] = fieldArb(ep, f, profile);
  const requiredKeys = fields.filter((f) => !f.optional).map((f) => f.name);
  const has = new Set(fields.map((f) => f.name));
  return fc.tuple(fc.record(model, { requiredKeys }), fc.nat()).map(([o, coin]) => {
    const out: Obj = { ...o };
    for (const rule of OBJECT_RULES) rule(out, has, coin, profile);
    return out;
  });
}

/** Valid requests of an endpoint (the POST body or the GET query, as an object). */
export function validInput(ep: AnyEndpoint, nowMs = Date.now()): fc.Arbitrary<Obj> {
  const kind = kindOf(ep.schema);
  if (kind.k !== 'object') throw new Error(`${ep.name}: the request schema is not an object`);
  return objectArb(ep, kind.fields, profileOf(ep, nowMs)).filter((o) => ep.schema.safeParse(o).success);
}

// ------------------------------------------------------------------ requests as sent

/** A JSON fragment written as is (numbers JSON cannot produce, such as 1e400). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a request body: own keys in order (a `__proto__` own key included), RawJson verbatim. */
export function toJson(v: unknown): string {
  if (v instanceof RawJson) return v.text;
  if (Array.isArray(v)) return `[${v.map((x) => (x === undefined ? 'null' : toJson(x))).join(',')}]`;
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .filter((k) => (v as Obj)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${toJson((v as Obj)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** Query string of a GET request: arrays repeat the key, objects use bracket keys, other values their string. */
export function toQuery(o: Obj): string {
  const q = new URLSearchParams();
  const add = (k: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) for (const x of v) add(k, x);
    else if (v && typeof v === 'object') for (const [kk, vv] of Object.entries(v)) add(`${k}[${kk}]`, vv);
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- arrays and objects are handled above: a primitive
    else q.append(k, String(v));
  };
  for (const k of Object.keys(o)) add(k, o[k]);
  return q.toString();
}

/** What is sent: a JSON body (POST) or a query string (GET). */
export interface Request {
  body?: string;
  query?: string;
}
export function requestOf(ep: AnyEndpoint, input: Obj): Request {
  return ep.method === 'GET' ? { query: toQuery(input) } : { body: toJson(input) };
}

// ------------------------------------------------------------------ mutations (invalid inputs)

/** Strings that are never a valid value of a formatted field (date, zone, offset, enum, house system …). */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\u0007\u001b[31m', '\r\n\r\nX-Injected: 1', '\t',
  "' OR '1'='1", "'; DROP TABLE accounts; --", '" OR ""="', '1; SELECT * FROM keys', "admin'--",
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)',
  '{{7*7}}', '${7*7}', '#{7*7}', '%s%s%s%n', '../../../../etc/passwd', '%2e%2e%2f', '%00', 'file:///etc/passwd',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'toLocaleString',
  'NaN', 'Infinity', '-Infinity', 'null', 'undefined', '[]', '{}', '0x10', '1e3', '-0',
  '\u202e', '\u200b', '\ufeff', '\ud800', '\udfff', '😀', '👨‍👩‍👧', 'Z̷̢̛a̸l̵g̶o̷', '١٢٣', '１２３', 'İ', 'ǅ', '\u0301', 'Ω≈ç√∫',
];

/** Strings with no letter that folds to A–Z: never a valid numerology name. */
const LETTERLESS_STRINGS = [
  ...HOSTILE_STRINGS.filter((s) => !/[A-Za-z]/.test(s.normalize('NFKD')) && !/[ßæœøðþłđıŋħŧĸ]/i.test(s)),
  '李小龍', 'Владимир', 'محمد', 'देवनागरी', '-', "'", '12345', '— ‘’ —', '!!!',
];

/** Invalid local date-times: zone designators, impossible calendar dates and times, wrong forms, out of range. */
const badLocalDateTime = (dateOnlyValid: boolean) =>
  fc.oneof(
    fc.tuple(localDateTime(), fc.constantFrom('Z', 'z', '+05:30', '-08:00', '+0530', '+00:00', 'UTC', ' ', '.000', '.5')).map(([d, z]) => d + z),
    fc.constantFrom(
      '2023-02-29T12:00:00', '1900-02-29T00:00', '2100-02-29T10:00:00', '2024-02-30T12:00', '2024-04-31T12:00', '2024-06-31T08:00:00',
      '2024-00-10T12:00', '2024-13-01T12:00', '2024-01-00T12:00', '2024-01-32T12:00', '2024-01-01T24:00', '2024-01-01T23:60',
      '2024-01-01T12:00:60', '2024-01-01T-1:00', '1990-5-15T14:30', '1990/05/15T14:30', '15-05-1990T14:30', '1990-05-15 14:30:00',
      '1990-05-15T14', '1990-05-15T1430', '19900515T143000', '+1990-05-15T14:30', '01990-05-15T14:30', 'T14:30', '1990-05-15T',
      '1990-05-15t14:30', '1990-05-15T14:30:00.000', '1990-W20-1T10:00', 'today', 'now', '0',
      ...(dateOnlyValid ? [] : ['1990-05-15', '2026-06-01']),
    ),
    // out of the supported range: DATE_OUT_OF_RANGE (422)
    fc.constantFrom('1799-12-31T23:59:59', '2400-01-01T00:00', '0000-01-01T00:00', '9999-12-31T23:59', '1066-10-14T09:00'),
  );
const badNumerologyDate = fc.constantFrom(
  '2023-02-29', '1900-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-01', '2024-01-00', '2024-01-32', '0000-01-01',
  '1815-12-10Z', '1815-12-10T12:00Z', '1815-12-10T12:00:00+01:00', '1815-12-10T12', '1815-12-10 12:00', '10-12-1815', '1815/12/10',
  '1815-12-1', '181-12-10', '+1815-12-10', '18151210', 'December 10, 1815', '1815-12-10T12:00:00.000',
);
const badOffsets = fc.constantFrom(
  '+14:01', '-14:30', '+15:00', '-23:59', '+05:60', '+99:99', '05:30', '+5:30', '+0530', '+05:3', 'Z', 'UTC', 'GMT', '+05:30:00', '\u221205:00',
  '+ 05:30', ' +05:30', '+05:30 ', '+５:30', '0', '-00:60', '+1:00',
);
const badZones = fc.constantFrom(
  'Mars/Olympus_Mons', 'America/Atlantis', 'Europe/Londn', 'Not/A_Zone', 'Asia/Kolkata ', ' UTC', 'Etc/GMT+15', 'Etc/GMT-15', 'Europe/',
  'America/New York', 'Africa//Cairo', 'UTC\u0000', 'Asia/Kolkata/Extra',
);
// E, I, i, N, Q, Y and F, J, L are Swiss Ephemeris letters the API accepts since issue 23 (houses.ts); G (36 sectors) and Z (SE's silent Placidus) are not.
const badHouseSystems = fc.constantFrom(
  'constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString',
  '__defineGetter__', '__lookupSetter__', 'Placidus', 'PLACIDUS', 'placidus ', ' koch', 'whole sign', 'wholesign', 'gauquelin',
  'G', 'g', 'Z', 'z', 'ii', 'Ii', '1', '?', 'PK', 'placidus\u0000',
);
const badUtcBounds = fc.constantFrom(
  '2027-01-01T00:00:00', '2027-01-01T00:00:00+00:00', '2027-02-30', '2027-13-01', '2027-01-01T24:00Z', '2027-01-01T12:60Z',
  '2027-01-01T12:00:60Z', '2027-01-01Z', '2027-1-1', '01/01/2027', '2027-01-01T12:00:00.0000Z', '1799-12-31', '2400-01-01', '0000-01-01',
);

/** Semantic invalid values of the overridden fields (by field name, like the overrides). */
const INVALID_VALUES: Record<string, (ctx: FieldCtx) => fc.Arbitrary<unknown> | undefined> = {
  date: (ctx) => (ctx.profile.dateKind === 'numerology' ? badNumerologyDate : badLocalDateTime(ctx.profile.dateKind === 'almanac')),
  targetDate: (ctx) => (ctx.profile.dateKind === 'numerology' ? badNumerologyDate : badLocalDateTime(false)),
  timezone: () => badZones,
  utcOffset: () => badOffsets,
  houseSystem: () => badHouseSystems,
  name: () => fc.constantFrom(...LETTERLESS_STRINGS),
  businessName: () => fc.constantFrom(...LETTERLESS_STRINGS),
  from: (ctx) => (ctx.profile.window === 'local' ? badLocalDateTime(true) : badUtcBounds),
  to: (ctx) => (ctx.profile.window === 'local' ? badLocalDateTime(true) : badUtcBounds),
};
/** Fields where every hostile string is invalid (names are not: "Robert'); DROP TABLE" is a valid name). */
const FORMATTED_FIELDS = new Set(['date', 'targetDate', 'timezone', 'utcOffset', 'houseSystem', 'from', 'to']);
const LETTER_FIELDS = new Set(['name', 'businessName']);
/** The `basis` value under which an owner field of the business name is read. */
const BASIS_OF: Record<string, string> = { name: 'destiny', date: 'lifePath' };

/** One way to make a valid input invalid: a name for the report and the request it makes. */
export interface Mutation {
  kind: string;
  apply(input: Obj): Request;
  /** Only the HTTP path can answer it (a body that is not JSON, a raw query string). */
  http?: boolean;
}

const clone = (o: Obj): Obj => structuredClone(o);
function setAt(o: Obj, path: string[], value: unknown): Obj {
  let cur = o;
  for (const k of path.slice(0, -1)) {
    if (cur[k] === undefined || cur[k] === null || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as Obj;
  }
  cur[path[path.length - 1]] = value;
  return o;
}
function deleteAt(o: Obj, path: string[]): Obj {
  let cur: Obj | undefined = o;
  for (const k of path.slice(0, -1)) cur = cur?.[k] as Obj | undefined;
  if (cur) delete cur[path[path.length - 1]];
  return o;
}
/** An own enumerable key, `__proto__` included (a plain assignment would set the prototype instead). */
function defineKey(o: Obj, path: string[], key: string, value: unknown): Obj {
  let cur = o;
  for (const k of path) {
    if (cur[k] === undefined || typeof cur[k] !== 'object') cur[k] = {};
    cur = cur[k] as Obj;
  }
  Object.defineProperty(cur, key, { value, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Values of another JSON type than the field's. */
function wrongTypes(kind: Kind): unknown[] {
  return wrongTypesOf(kind).filter((v) => kind.k !== 'enum' || !kind.values.includes(v as string | number | boolean));
}
function wrongTypesOf(kind: Kind): unknown[] {
  const others: unknown[] = [true, false, null, [], {}, { value: 1 }];
  switch (kind.k) {
    case 'string':
      return [...others, 0, -1, 1.5, 1990, ['1990-05-15T14:30:00'], { date: '1990-05-15T14:30:00' }];
    case 'number':
      // NaN-like strings and numbers written as strings
      return [...others, '1', '0', '', ' ', 'NaN', 'Infinity', '-Infinity', '1e3', '0x10', '12abc', '٣', [0], { valueOf: 1 }];
    case 'enum':
      return [...others, ...kind.values.map((v) => (typeof v === 'string' ? [v] : String(v))), 0, 1];
    case 'object':
      return [true, null, 0, 'x', '{}', [], [{}]];
    case 'array':
      // an empty array may be valid (argalaSigns: [] asks for none): not a wrong type
      return [true, false, null, {}, { value: 1 }, 0, 'x'];
    default:
      return others;
  }
}

/** Numbers out of a number field's bounds (or fractions where integers are required), JSON numbers included that JSON.parse turns into ±Infinity. */
function outOfRange(n: Extract<Kind, { k: 'number' }>): unknown[] {
  const v: unknown[] = [];
  if (n.min > -Number.MAX_VALUE) v.push(n.min - 1e-9 * Math.max(1, Math.abs(n.min)), n.min - 0.5, n.min - 1, n.min - 1000, -Number.MAX_VALUE, new RawJson('-1e400'));
  if (n.max < Number.MAX_VALUE) v.push(n.max + 1e-9 * Math.max(1, Math.abs(n.max)), n.max + 0.5, n.max + 1, n.max + 1000, Number.MAX_VALUE, new RawJson('1e400'));
  if (n.minExcluded) v.push(n.min);
  if (n.maxExcluded) v.push(n.max);
  if (n.int) {
    const mid = Math.floor((Math.max(n.min, -1e6) + Math.min(n.max, 1e6)) / 2);
    v.push(mid + 0.5, mid + 1e-7);
  }
  return v.filter((x) => x instanceof RawJson || Number.isFinite(x));
}

/** Decimal strings a query number refuses: other notations, or out of bounds. */
function badNumericStrings(n: Extract<Kind, { k: 'numericString' }>): string[] {
  const out = [
    '', ' ', '1e3', '1E2', '0x10', '0b1', '0o7', '+5', '.5', '5.', '--5', '- 5', '5 ', ' 5', '1,5', '1_000', 'NaN', 'Infinity', '-Infinity',
    '٣', '１２', '5\u0000', '5%20', 'null', 'true', '[]', '1'.repeat(n.maxLength + 1), `0.${'0'.repeat(n.maxLength)}1`,
  ];
  if (n.num.min > -Number.MAX_VALUE) out.push(decimalString(n.num.min - 0.001, 3), decimalString(n.num.min - 1, 0), '-99999999');
  if (n.num.max < Number.MAX_VALUE) out.push(decimalString(n.num.max + 0.001, 3), decimalString(n.num.max + 1, 0), '99999999');
  return out;
}

const UNKNOWN_KEYS = [
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__',
  '', ' ', 'extra', 'Date', 'LAT', 'date ', ' date', 'date\u0000', '\u0000', 'unknownField', '$where', '$gt', 'lat[0]', '😀', 'ключ',
];
const UNKNOWN_VALUES: unknown[] = [1, 'x', null, true, {}, [], { polluted: true }, { prototype: { polluted: true } }];

/**
 * The mutations of an endpoint: each is an arbitrary of Mutation. Every one is invalid whatever the
 * valid input it is applied to (required field gone, wrong type, out of range …).
 */
export function mutations(ep: AnyEndpoint, nowMs = Date.now()): fc.Arbitrary<Mutation>[] {
  const root = kindOf(ep.schema);
  if (root.k !== 'object') throw new Error(`${ep.name}: the request schema is not an object`);
  const profile = profileOf(ep, nowMs);
  const get = ep.method === 'GET';
  const out: fc.Arbitrary<Mutation>[] = [];
  const encode = (o: Obj): Request => (get ? { query: toQuery(o) } : { body: toJson(o) });
  const setting = (kind: string, path: string[], values: fc.Arbitrary<unknown>) =>
    values.map((value): Mutation => ({ kind: `${kind} ${path.join('.')}=${short(value)}`, apply: (i) => encode(setAt(clone(i), path, value)) }));

  const fields = allFields(root);
  // required fields under required parents can be dropped
  const requiredPaths = fields.filter((f) => !f.optional && f.path.every((_, i) => i === 0 || !fieldAt(root, f.path.slice(0, i))?.optional));
  for (const f of requiredPaths) out.push(fc.constant<Mutation>({ kind: `drop ${f.path.join('.')}`, apply: (i) => encode(deleteAt(clone(i), f.path)) }));

  for (const f of fields) {
    const ctx: FieldCtx = { ep, field: f, profile };
    const k = f.kind;
    if (get) {
      // a query has strings only: repeated keys (arrays), bracket keys (objects), strings out of format
      out.push(setting('repeat', f.path, fc.constantFrom<unknown>(['1', '2'], ['', ''], ['en', 'en'])));
      out.push(setting('bracket', f.path, fc.constantFrom<unknown>({ a: '1' }, { 0: '1' })));
    } else {
      out.push(setting('wrongType', f.path, fc.constantFrom(...wrongTypes(k))));
    }
    if (k.k === 'number') out.push(setting('outOfRange', f.path, fc.constantFrom(...outOfRange(k))));
    if (k.k === 'numericString') out.push(setting('badNumber', f.path, fc.constantFrom(...badNumericStrings(k))));
    if (k.k === 'enum') {
      const bad = [...HOSTILE_STRINGS, 'MEAN', 'Lahiri', 'EN', 'en ', 'svg ', '0', '1.0'].filter((s) => !k.values.includes(s));
      const numbers = k.values.filter((v): v is number => typeof v === 'number');
      const badNumbers = numbers.length ? [0, -1, Math.max(...numbers) + 1, numbers[0] + 0.5, 180].filter((x) => !numbers.includes(x)) : [];
      out.push(setting('notInEnum', f.path, fc.constantFrom<unknown>(...(get ? bad : [...bad, ...badNumbers]))));
    }
    if ((k.k === 'string' || k.k === 'numericString') && Number.isFinite(k.maxLength)) {
      out.push(
        setting(
          'tooLong',
          f.path,
          fc.oneof(
            { weight: 20, arbitrary: fc.integer({ min: k.maxLength + 1, max: k.maxLength + 200 }).map((n) => 'A'.repeat(n)) },
            { weight: 5, arbitrary: fc.integer({ min: k.maxLength + 1, max: 4 * k.maxLength + 10 }).map((n) => '\u0000😀'.repeat(n).slice(0, n * 2)) },
            // past the 1 MB body limit (413) in a POST body; a long query string
            { weight: 1, arbitrary: fc.constant(get ? '9'.repeat(8_000) : 'x'.repeat(1_100_000)) },
          ),
        ),
      );
    }
    const semantic = INVALID_VALUES[f.name]?.(ctx);
    // where a `basis` chooses which owner field is read (business name), choose this one: an unread name is not checked
    const chosen = BASIS_OF[f.name] && fieldAt(root, [...f.path.slice(0, -1), 'basis']) ? BASIS_OF[f.name] : undefined;
    const settingRead = (kind: string, values: fc.Arbitrary<unknown>) =>
      chosen
        ? values.map((value): Mutation => ({
            kind: `${kind} ${f.path.join('.')}=${short(value)} (basis ${chosen})`,
            apply: (i) => encode(setAt(setAt(clone(i), f.path, value), [...f.path.slice(0, -1), 'basis'], chosen)),
          }))
        : setting(kind, f.path, values);
    if (semantic) out.push(settingRead('semantic', semantic));
    if (FORMATTED_FIELDS.has(f.name)) out.push(setting('hostile', f.path, fc.constantFrom(...HOSTILE_STRINGS)));
    if (LETTER_FIELDS.has(f.name)) out.push(settingRead('letterless', fc.constantFrom(...LETTERLESS_STRINGS)));
    if (FORMATTED_FIELDS.has(f.name)) {
      // a valid value with a hostile tail or head
      out.push(
        fc.tuple(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length > 0)), fc.boolean()).map(([h, head]): Mutation => ({
          kind: `taint ${f.path.join('.')} ${head ? 'head' : 'tail'} ${short(h)}`,
          apply: (i) => {
            const o = clone(i);
            const cur = getAt(o, f.path);
            return encode(setAt(o, f.path, typeof cur === 'string' ? (head ? h + cur : cur + h) : h));
          },
        })),
      );
    }
  }

  // unknown keys at every object level (strict objects)
  const objectPaths: string[][] = [[], ...fields.filter((f) => f.kind.k === 'object').map((f) => f.path)];
  for (const p of objectPaths) {
    out.push(
      fc.tuple(fc.constantFrom(...UNKNOWN_KEYS), fc.constantFrom(...UNKNOWN_VALUES)).map(([key, value]): Mutation => ({
        kind: `unknownKey ${[...p, key].join('.')}=${short(value)}`,
        apply: (i) => encode(defineKey(clone(i), p, key, get ? String(JSON.stringify(value)) : value)),
      })),
    );
  }

  // refinements broken, by field names at each object level
  for (const p of objectPaths) {
    const names = new Set((p.length ? (fieldAt(root, p)!.kind as Extract<Kind, { k: 'object' }>).fields : root.fields).map((f) => f.name));
    const at = (name: string) => [...p, name];
    if (names.has('timezone') && names.has('utcOffset')) {
      out.push(
        fc.tuple(fc.constantFrom(...TIME_ZONES), utcOffset).map(([tz, off]): Mutation => ({
          kind: `refine ${p.join('.')} timezone+utcOffset`,
          apply: (i) => encode(setAt(setAt(clone(i), at('timezone'), tz), at('utcOffset'), off)),
        })),
      );
    }
    if (names.has('size') && names.has('format')) {
      out.push(
        fc.tuple(fc.integer({ min: 200, max: 2000 }), fc.constantFrom<unknown>('json', undefined)).map(([size, format]): Mutation => ({
          kind: `refine size without svg (format ${String(format)})`,
          apply: (i) => {
            const o = setAt(clone(i), at('size'), size);
            return encode(format === undefined ? deleteAt(o, at('format')) : setAt(o, at('format'), format));
          },
        })),
      );
    }
    for (const [a, b] of [['lat', 'lng'], ['returnLat', 'returnLng']]) {
      const fa = fieldAt(root, at(a));
      if (fa?.optional && names.has(b)) {
        out.push(
          fc.tuple(fc.boolean(), fc.double({ min: -60, max: 60, noNaN: true })).map(([first, x]): Mutation => ({
            kind: `refine ${first ? a : b} without ${first ? b : a}`,
            apply: (i) => {
              const o = clone(i);
              setAt(o, at(first ? a : b), x);
              return encode(deleteAt(o, at(first ? b : a)));
            },
          })),
        );
      }
      if (fa?.optional && a === 'lat' && names.has('timezone')) {
        out.push(
          fc.constant<Mutation>({
            kind: 'refine neither place nor zone',
            apply: (i) => {
              const o = clone(i);
              for (const k of ['lat', 'lng', 'timezone', 'utcOffset']) deleteAt(o, at(k));
              return encode(o);
            },
          }),
        );
      }
    }
    if (names.has('targetDate') && names.has('targetYear')) {
      out.push(
        fc.tuple(numerologyDate, fc.integer({ min: 1, max: 9999 })).map(([d, y]): Mutation => ({
          kind: 'refine targetDate+targetYear',
          apply: (i) => encode(setAt(setAt(clone(i), at('targetDate'), d), at('targetYear'), y)),
        })),
      );
    }
    if (names.has('basis')) {
      out.push(
        fc.constantFrom<[string, string]>(['lifePath', 'date'], ['destiny', 'name']).map(([basis, needs]): Mutation => ({
          kind: `refine basis ${basis} without ${needs}`,
          apply: (i) => encode(deleteAt(setAt(clone(i), at('basis'), basis), at(needs))),
        })),
      );
    }
    if (names.has('from') && names.has('to') && profile.window === 'local') {
      // a dasha's window: `to` before `from`
      out.push(
        fc.tuple(msBetween(Date.UTC(1800, 0, 2), Date.UTC(2398, 0, 1)), fc.integer({ min: 1, max: 2000 })).map(([ms, days]): Mutation => ({
          kind: 'refine to before from',
          apply: (i) => encode({ ...clone(i), from: formatDate(ms), to: formatDate(ms - days * DAY) }),
        })),
      );
    } else if (names.has('from') && names.has('to')) {
      out.push(
        fc.tuple(msBetween(Date.UTC(1800, 0, 2), Date.UTC(2398, 0, 1)), fc.integer({ min: 1, max: 2000 }), fc.boolean()).map(([ms, days, inverted]): Mutation => ({
          kind: inverted ? 'refine to before from' : 'refine range over 400 days',
          apply: (i) => {
            const a = formatDate(ms);
            const b = formatDate(inverted ? ms - days * DAY : ms + (400 + days) * DAY);
            return encode({ ...clone(i), from: a, to: b });
          },
        })),
      );
    }
    // a targetDate before the birth, where it is read as local time (progressions refuse it; others do not)
  }
  if (fieldNames(root).has('targetDate') && profile.dateKind !== 'numerology' && /progressions/.test(ep.name)) {
    out.push(
      fc.integer({ min: 3, max: 36_000 }).map((days): Mutation => ({
        kind: `refine targetDate ${days} days before date`,
        apply: (i) => {
          const o = clone(i);
          const d = parseWall(o.date)!;
          const t = Math.max(MIN_WALL_MS, d.ms - days * DAY);
          if (t > d.ms - 2 * DAY) o.date = formatWall(t + 3 * DAY, d.seconds);
          o.targetDate = formatWall(t, true);
          return encode(o);
        },
      })),
    );
  }

  // the whole request
  if (get) {
    out.push(
      // an empty query is invalid only where a field is required
      fc.constantFrom(...(requiredPaths.length ? [''] : []), '=', '%', '%zz=1', 'date=%E0%A4%A', '%00=1', '__proto__[x]=1', 'a=1&a[b]=2').map((extra): Mutation => ({
        kind: `query ${short(extra)}`,
        http: true,
        apply: (i) => {
          if (extra === '') return { query: '' };
          return { query: `${toQuery(i)}&${extra}` };
        },
      })),
    );
  } else {
    out.push(
      fc.constantFrom(
        '', ' ', 'null', '[]', '[{}]', '"x"', '0', 'true', '{', '}', '{"date":', "{'date': '1990-05-15T14:30'}", '{"a":1,}', '{"a":1}{"b":2}',
        'NaN', '\u0000', '\ufeff{}', '{"__proto__":{"polluted":true}}', '[1,2,3]', '{}', '{"":""}', 'undefined',
      ).map((text): Mutation => ({ kind: `body ${short(text)}`, http: true, apply: () => ({ body: text }) })),
    );
    out.push(
      fc.constantFrom<unknown>([], 'x', 1, null, true).map((wrapper): Mutation => ({
        kind: `body wrapped in ${short(wrapper)}`,
        apply: (i) => ({ body: Array.isArray(wrapper) ? `[${toJson(i)}]` : toJson(wrapper) }),
      })),
    );
  }
  return out;
}

function fieldNames(k: Kind): Set<string> {
  return new Set(k.k === 'object' ? k.fields.map((f) => f.name) : []);
}
function fieldAt(root: Kind, path: string[]): Field | undefined {
  let kind: Kind = root;
  let field: Field | undefined;
  for (const name of path) {
    if (kind.k !== 'object') return undefined;
    field = kind.fields.find((f) => f.name === name);
    if (!field) return undefined;
    kind = field.kind;
  }
  return field;
}
function getAt(o: Obj, path: string[]): unknown {
  let cur: unknown = o;
  for (const k of path) cur = cur && typeof cur === 'object' ? (cur as Obj)[k] : undefined;
  return cur;
}
function short(v: unknown): string {
  const s = v instanceof RawJson ? v.text : typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 37)}…(${s.length})` : s;
}

/** Invalid requests of an endpoint: a valid input and one mutation. */
export function invalidRequest(ep: AnyEndpoint, nowMs = Date.now()): fc.Arbitrary<{ kind: string; request: Request; http: boolean }> {
  return fc
    .tuple(validInput(ep, nowMs), fc.oneof(...mutations(ep, nowMs)))
    .map(([input, m]) => ({ kind: m.kind, request: m.apply(input), http: m.http ?? false }));
}
