/**
 * Local times beside UTC ones (issue 24; the guide's conventions, "Instants"): beside every computed
 * instant `x` of an answer (a field whose schema is `instant`, ./records.ts) there is `xLocal`, the same
 * instant as ISO 8601 local wall time with the offset in force at that instant, e.g.
 * `2026-11-27T06:45:12.345+05:30`. One mechanism for every endpoint, driven by its response schema:
 *  - `localTimes(schema).schema` is the schema with `xLocal` after each instant field `x` (the registry
 *    holds it, so the OpenAPI, the typed client, MCP and the example tests all see the siblings);
 *  - `localTimes(schema).fill(result)` puts the siblings into a result, on the answer's clock (`clockOf`).
 * The schema walk and the fill are ./siblings.ts's, shared with the degree siblings (./degree-format.ts).
 * types.ts's defineEndpoint applies both to every endpoint.
 */
import { z } from 'zod';
import { formatOffset, zoneFirstTransitionMs, zoneOffsetReader } from '../../core/time.js';
import { fillSiblings, type SiblingRule, walkSiblings } from './siblings.js';

/** What the step reads of a result (types.ts's Result and Meta). */
interface ClockMeta {
  utc?: string;
  timezone?: string | null;
  utcOffset?: string;
}
interface AnyResult {
  data: unknown;
  meta?: ClockMeta;
}

// ------------------------------------------------------------------ which schemas are instants

/** Instant schemas; a schema derived from one by .describe() or .meta() is one too (zod's parent link). */
const INSTANTS = z.registry<{ instant: true }>();

/** Marks a string schema as a computed instant (ISO 8601 UTC): its field gets an `…Local` sibling. */
export function markInstant<T extends z.ZodType>(schema: T): T {
  INSTANTS.add(schema, { instant: true });
  return schema;
}

function isInstant(schema: z.ZodType): boolean {
  return INSTANTS.get(schema)?.instant === true;
}

/** The suffix of the sibling field. */
export const LOCAL_SUFFIX = 'Local';

const LOCAL_TIME =
  'The instant of the field of the same name without `Local`, as local wall time with the UTC offset in force at that ' +
  'instant: ISO 8601 with milliseconds and ±HH:MM, e.g. 2026-11-27T06:45:12.345+05:30 (the conventions, "Instants")';

export const localTime = z.string().meta({ id: 'LocalTime', description: LOCAL_TIME });

// ------------------------------------------------------------------ the schema walk (./siblings.ts)

/** The sibling of an instant schema: LocalTime, under the same optional/nullable wrappers. */
function siblingOf(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional) return siblingOf(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodNullable) return siblingOf(schema.unwrap() as z.ZodType).nullable().describe(`${LOCAL_TIME}; null when it is null`);
  return localTime;
}

/** The instant under optional/nullable wrappers, if it is one. */
function instantField(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return instantField(schema.unwrap() as z.ZodType);
  return isInstant(schema);
}

const LOCAL_RULE: SiblingRule = {
  siblingOf: (key, field) => (instantField(field) ? { key: key + LOCAL_SUFFIX, schema: siblingOf(field) } : null),
};

// ------------------------------------------------------------------ the answer's clock

/** The offset in seconds in force at a UTC instant, on an answer's clock. */
export type Clock = (utcMs: number) => number;

const OFFSET_RE = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/;

function offsetSecondsOf(offset: string): number | null {
  const m = OFFSET_RE.exec(offset);
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 3600 + Number(m[3]) * 60 + Number(m[4] ?? 0));
}

const UTC_CLOCK: Clock = () => 0;

/**
 * The clock of an answer, from what its `meta` says was used to read the input:
 *  - an IANA `timezone`: that zone's offset at each instant (tzdb history, DST honoured); before the zone's
 *    first tzdb transition, where the input itself was read in local mean time (time.ts), that offset;
 *  - only a `utcOffset` (no zone): that fixed offset;
 *  - neither (an answer with no place, e.g. the moon-phase calendar without `timezone`): UTC, +00:00.
 */
export function clockOf(meta: ClockMeta | undefined): Clock {
  if (meta?.timezone) {
    const zone = zoneOffsetReader(meta.timezone);
    const first = zoneFirstTransitionMs(meta.timezone);
    const lmt = meta.utcOffset === undefined ? null : offsetSecondsOf(meta.utcOffset);
    const momentMs = meta.utc === undefined ? Number.NaN : Date.parse(meta.utc);
    if (first !== null && lmt !== null && momentMs < first) return (utcMs) => (utcMs < first ? lmt : zone(utcMs));
    return zone;
  }
  const fixed = meta?.utcOffset === undefined ? null : offsetSecondsOf(meta.utcOffset);
  return fixed === null ? UTC_CLOCK : () => fixed;
}

// ------------------------------------------------------------------ filling an answer

/**
 * An answer can hold thousands of instants (a dasha to five levels): they are read and written by
 * integer arithmetic on the fixed form `YYYY-MM-DDTHH:MM:SS.sssZ` (the days ↔ civil date conversions of
 * H. Hinnant, "chrono-Compatible Low-Level Date Algorithms"), several times faster than Date.parse and
 * toISOString; any other form goes through Date.
 */
const DAY_MS = 86_400_000;
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}

const digit = (s: string, i: number) => s.charCodeAt(i) - 48;
const FIXED_FORM = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** UTC ms of an instant string. */
export function instantMs(iso: string): number {
  if (iso.length !== 24 || !FIXED_FORM.test(iso)) return Date.parse(iso);
  const days = daysFromCivil(digit(iso, 0) * 1000 + digit(iso, 1) * 100 + digit(iso, 2) * 10 + digit(iso, 3), digit(iso, 5) * 10 + digit(iso, 6), digit(iso, 8) * 10 + digit(iso, 9));
  const time = (((digit(iso, 11) * 10 + digit(iso, 12)) * 60 + digit(iso, 14) * 10 + digit(iso, 15)) * 60 + digit(iso, 17) * 10 + digit(iso, 18)) * 1000 + digit(iso, 20) * 100 + digit(iso, 21) * 10 + digit(iso, 22);
  return days * DAY_MS + time;
}

/** `YYYY-MM-DDTHH:MM:SS.sss` of a wall time given as ms (a UTC ms shifted by the offset). */
function wallText(wallMs: number): string {
  const days = Math.floor(wallMs / DAY_MS);
  let t = wallMs - days * DAY_MS;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year < 1000 || year > 9999) return new Date(wallMs).toISOString().slice(0, -1);
  const ms = t % 1000;
  t = (t - ms) / 1000;
  const sec = t % 60;
  t = (t - sec) / 60;
  const min = t % 60;
  const hour = (t - min) / 60;
  return `${year}-${TWO[month]}-${TWO[day]}T${TWO[hour]}:${TWO[min]}:${TWO[sec]}.${THREE[ms]}`;
}

const offsetText = new Map<number, string>();

/**
 * `iso` (UTC) as local wall time on the clock. An offset with seconds (local mean time) is rounded to the
 * minute, as ISO 8601 and RFC 3339 offsets are, and the wall time is read with the rounded offset, so the
 * string still names exactly the instant of `iso`.
 */
export function localIso(iso: string, clock: Clock): string {
  const ms = instantMs(iso);
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${iso}`);
  const offsetMin = Math.round(clock(ms) / 60);
  let text = offsetText.get(offsetMin);
  if (text === undefined) {
    text = formatOffset(offsetMin * 60);
    offsetText.set(offsetMin, text);
  }
  return wallText(Math.round(ms) + offsetMin * 60_000) + text;
}

/**
 * The local times of one answer, each instant converted once: in a list of periods each end is the next
 * one's start, and a period's first sub-period starts with it, so most instants come twice or more.
 */
class LocalTexts {
  private readonly done = new Map<string, string>();
  constructor(private readonly clock: Clock) {}
  of(iso: string): string {
    let t = this.done.get(iso);
    if (t === undefined) {
      t = localIso(iso, this.clock);
      this.done.set(iso, t);
    }
    return t;
  }
}

export interface LocalTimes {
  /** The response schema with the `…Local` siblings. */
  schema: z.ZodType;
  /** The result with the siblings filled in (the same result when the schema has no instants). */
  fill<R extends AnyResult>(result: R): R;
}

/** The local-time step of a response schema (memoised per schema: a shared record is rebuilt once). */
export function localTimes(schema: z.ZodType): LocalTimes {
  const { schema: withSiblings, plan } = walkSiblings(LOCAL_RULE, schema);
  return {
    schema: withSiblings,
    fill: (result) => {
      if (!plan) return result;
      const local = new LocalTexts(clockOf(result.meta));
      return { ...result, data: fillSiblings(plan, result.data, (x) => (typeof x === 'string' ? local.of(x) : undefined)) };
    },
  };
}
