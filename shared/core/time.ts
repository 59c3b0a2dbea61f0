/**
 * Local wall time → UTC instant, exactly as ../API-DECISIONS.md says:
 *  - `utcOffset` (±HH:MM) overrides everything;
 *  - else the IANA `timezone`, else the zone found from lat/lng (geo-tz, full pre-1970 history);
 *  - the offset comes from the tz database history for that instant (luxon over the runtime's ICU data);
 *  - before a zone's first tzdb transition (its "LMT" line) we use local mean time of the birth
 *    longitude, lng/15 hours, instead of the mean time of the zone's reference city;
 *  - a wall time inside a DST gap moves forward by the gap; one in an overlap takes the earlier instant
 *    (the summer offset). Both add a warning. The choice is made explicitly here, never by luxon, whose
 *    overlap choice depends on today's date.
 * This is the only module that converts zones (ARCHITECTURE principle 4).
 */
import { text, type Text } from './text.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { find as findZones, setCache as setZoneCache } from 'geo-tz/all';
import { IANAZone } from 'luxon';
import { CoreError, shownName } from './errors.js';
import { FIRST_TRANSITIONS } from './tz-first-transitions.js';
import { SHORT_PERIODS } from './tz-short-periods.js';

export interface LocalMomentInput {
  date: string;
  lat: number;
  lng: number;
  timezone?: string;
  utcOffset?: string;
}

export interface ResolvedMoment {
  utcMs: number;
  /** Zone used, or null when `utcOffset` was given. */
  timezone: string | null;
  offsetSeconds: number;
  /** Local mean time of the birth longitude was used (date before the zone's first tzdb transition). */
  localMeanTime: boolean;
  warnings: Text[];
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const OFFSET_RE = /^([+-])(\d{2}):(\d{2})$/;

/** Earliest and latest supported local dates (the shipped ephemeris files). */
export const MIN_YEAR = 1800;
export const MAX_YEAR = 2399;
/** The Swiss files begin at about 1800-01-01 01:20 UT (Chiron's seas_18); keep a margin. */
export const MIN_UTC_MS = Date.UTC(1800, 0, 1, 2, 0, 0);
export const MAX_UTC_MS = Date.UTC(2400, 0, 1, 0, 0, 0);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Parses `YYYY-MM-DDTHH:MM[:SS]` into the wall time read as if it were UTC (ms). */
export function parseLocalDateTime(date: string, path = 'date'): number {
  const m = LOCAL_RE.exec(date);
  if (!m) {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(date) && date.includes('T');
    throw new CoreError(
      'VALIDATION_ERROR',
      zoned
        ? `${path} must be local wall time without a zone designator (YYYY-MM-DDTHH:MM:SS); give the zone in timezone or utcOffset`
        : `${path} must have the form YYYY-MM-DDTHH:MM:SS (local time)`,
      path,
    );
  }
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || s > 59) {
    throw new CoreError('VALIDATION_ERROR', `${path} is not a real calendar date and time: ${date}`, path);
  }
  if (y < MIN_YEAR || y > MAX_YEAR) {
    throw new CoreError('DATE_OUT_OF_RANGE', `${path} must be between ${MIN_YEAR}-01-01 and ${MAX_YEAR}-12-31`, path);
  }
  const ms = Date.UTC(y, mo - 1, d, h, mi, s);
  return ms;
}

export function parseUtcOffset(offset: string): number {
  const m = OFFSET_RE.exec(offset);
  if (!m) throw new CoreError('VALIDATION_ERROR', 'utcOffset must have the form ±HH:MM', 'utcOffset');
  const hours = Number(m[2]);
  const minutes = Number(m[3]);
  if (hours > 14 || minutes > 59 || (hours === 14 && minutes > 0)) {
    throw new CoreError('VALIDATION_ERROR', 'utcOffset must be between -14:00 and +14:00', 'utcOffset');
  }
  return (m[1] === '-' ? -1 : 1) * (hours * 3600 + minutes * 60);
}

export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const abs = Math.abs(Math.round(offsetSeconds));
  const h = Math.floor(abs / 3600);
  const m = Math.floor((abs % 3600) / 60);
  const s = abs % 60;
  const base = `${sign}${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  return s ? `${base}:${String(s).padStart(2, '0')}` : base;
}

const zoneCache = new Map<string, IANAZone>();
export function isKnownZone(name: string): boolean {
  return getZone(name) !== null;
}
function getZone(name: string): IANAZone | null {
  let z = zoneCache.get(name);
  if (!z) {
    if (!IANAZone.isValidZone(name)) return null;
    z = IANAZone.create(name);
    zoneCache.set(name, z);
  }
  return z;
}

/**
 * A zone's wall-clock formatter: numeric fields, 24-hour clock. `format` and a regular expression read it
 * in about half the time of luxon's `formatToParts` (IANAZone.offset), with the same answer.
 */
const dtfCache = new Map<string, Intl.DateTimeFormat>();
function wallFormat(name: string): Intl.DateTimeFormat {
  let f = dtfCache.get(name);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: name, hourCycle: 'h23', era: 'short',
      year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    dtfCache.set(name, f);
  }
  return f;
}
const WALL_RE = /^(\d+)\/(\d+)\/(\d+) (AD|BC),? (\d+):(\d+):(\d+)$/;

/**
 * Offset in whole seconds at a UTC instant, straight from the runtime's tz data (one Intl call, a few µs):
 * the zone's wall clock at the instant (to the second) read as if it were UTC, minus the instant. The
 * same value as luxon's `IANAZone.offset(utcMs) * 60` (test/unit/time.test.ts); null if the runtime
 * formats the wall clock in a way this does not read (then luxon answers, more slowly).
 */
export function wallClockOffsetSeconds(name: string, utcMs: number): number | null {
  const ms = Math.trunc(utcMs); // as a Date keeps it (TimeClip)
  const m = WALL_RE.exec(wallFormat(name).format(ms).replace(/\u200e/g, ''));
  if (!m) return null;
  let year = Number(m[3]);
  if (m[4] === 'BC') year = 1 - year;
  const hour = Number(m[5]);
  const wall = Date.UTC(year, Number(m[1]) - 1, Number(m[2]), hour === 24 ? 0 : hour, Number(m[6]), Number(m[7]));
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((wall - whole) / 1000);
}

function exactOffsetSeconds(zone: IANAZone, utcMs: number): number {
  return wallClockOffsetSeconds(zone.name, utcMs) ?? Math.round(zone.offset(utcMs) * 60);
}

/**
 * Offsets already looked up, per zone and UTC second: a repeated moment (the same birth asked again, a
 * client's fixed test chart) costs a map read; a new one three Intl calls (resolveInZone). Bounded.
 */
const offsetMemo = new Map<string, Map<number, number>>();
let memoSize = 0;
const MEMO_LIMIT = 20_000;

/** Offset in whole seconds at a UTC instant (tzdb history). */
function offsetSecondsAt(zone: IANAZone, utcMs: number): number {
  let byZone = offsetMemo.get(zone.name);
  if (!byZone) {
    byZone = new Map();
    offsetMemo.set(zone.name, byZone);
  }
  let off = byZone.get(utcMs);
  if (off === undefined) {
    off = exactOffsetSeconds(zone, utcMs);
    if (memoSize >= MEMO_LIMIT) {
      for (const m of offsetMemo.values()) m.clear();
      memoSize = 0;
    }
    byZone.set(utcMs, off);
    memoSize++;
  }
  return off;
}

/**
 * The scan below, done ahead for every zone of the runtime (tz-first-transitions.ts), is taken when the
 * runtime's tz data and ICU are the ones it was made with: the scan costs ~15 ms per zone (~7 s for all),
 * which a server would otherwise pay on the first request from each zone. Other runtimes scan.
 */
export const FIRST_TRANSITIONS_APPLY = FIRST_TRANSITIONS.tz === process.versions.tz && FIRST_TRANSITIONS.icu === process.versions.icu;
const firstTransitionCache = new Map<string, number | null>(FIRST_TRANSITIONS_APPLY ? Object.entries(FIRST_TRANSITIONS.ms) : []);

/** tz-first-transitions.ts for this runtime (every zone scanned, ~7 s); that file says how to run it. */
export function firstTransitionModuleSource(): string {
  const names = runtimeZoneNames();
  const rows: string[] = [];
  for (const name of names) {
    const zone = getZone(name);
    if (zone) rows.push(`    ${JSON.stringify(name)}: ${scanFirstTransition(zone)},`);
  }
  return `/**
 * Generated (do not edit): the first offset change after 1700 of every zone of the runtime, in UTC ms
 * (null: none), exactly as time.ts's firstTransitionMs scans for it, for the tz data and ICU named here.
 * time.ts takes these only on a runtime with the same two versions; elsewhere it scans each zone on its
 * first use (~15 ms). After a Node upgrade regenerate it:
 *   npx tsc -p tsconfig.json && node -e "import('./dist/shared/core/time.js').then((m) => process.stdout.write(m.firstTransitionModuleSource()))" > x.ts && mv x.ts shared/core/tz-first-transitions.ts
 * test/unit/time.test.ts compares it with the scan for a sample of zones.
 */
export const FIRST_TRANSITIONS: { tz: string | undefined; icu: string | undefined; ms: Record<string, number | null> } = {
  tz: ${JSON.stringify(process.versions.tz)},
  icu: ${JSON.stringify(process.versions.icu)},
  ms: {
${rows.join('\n')}
  },
};
`;
}

/**
 * UTC ms of the zone's first offset change after 1700 (the end of its LMT line), or null for a zone
 * that never changes (Etc/*). Found once per zone by a 30-day scan and bisection to the second.
 */
export function firstTransitionMs(name: string, zone: IANAZone, opts: { scan?: boolean } = {}): number | null {
  if (!opts.scan && firstTransitionCache.has(name)) return firstTransitionCache.get(name) ?? null;
  const found = scanFirstTransition(zone);
  if (!opts.scan) firstTransitionCache.set(name, found);
  return found;
}

function scanFirstTransition(zone: IANAZone): number | null {
  const start = Date.UTC(1700, 0, 1);
  const stop = Date.UTC(2100, 0, 1);
  const base = exactOffsetSeconds(zone, start);
  const step = 30 * 86_400_000;
  let found: number | null = null;
  for (let t = start + step; t <= stop; t += step) {
    if (exactOffsetSeconds(zone, t) !== base) {
      let lo = t - step;
      let hi = t;
      while (hi - lo > 1000) {
        const mid = Math.floor((lo + hi) / 2);
        if (exactOffsetSeconds(zone, mid) === base) lo = mid;
        else hi = mid;
      }
      found = hi;
      break;
    }
  }
  return found;
}

/**
 * geo-tz decodes the map tile of each place it is asked about and keeps it, unbounded by default: a
 * server answering births from all over the world would in time hold every tile (1.4 GB decoded). The
 * most recently used 32 are kept instead. Measured with 20,000 uniformly random places (the bench's
 * births): 601 distinct tiles, 62 MiB of heap unbounded; 128 kept: ~20 MiB, 14–16 µs a lookup instead of 13.
 * Random places rarely meet a kept tile either way: 32 kept hold 7.5 MiB less of the web thread's live heap
 * (less to mark at each full GC) for no measurable lookup cost (25,000 random places, 16/32/128 kept,
 * alternating: the same µs a lookup within the machine's noise).
 */
const ZONE_TILES_KEPT = 32;
class RecentTiles<V> {
  private readonly map = new Map<string, V>();
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    this.map.set(key, value);
    if (this.map.size > ZONE_TILES_KEPT) this.map.delete(this.map.keys().next().value as string);
  }
}
setZoneCache({ store: new RecentTiles() });

/** IANA zone for a place: geo-tz; at the poles, where every zone meets, the nautical zone of the longitude. */
export function zoneForPlace(lat: number, lng: number): string {
  const zones = findZones(lat, lng);
  const geographic = zones.filter((z) => !z.startsWith('Etc/'));
  if (geographic.length === 1) return geographic[0];
  if (zones.length === 1) return zones[0];
  const hours = Math.round(lng / 15);
  return hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** Resolves a local wall time at a place to a UTC instant with the offset actually used. */
export function resolveLocalMoment(input: LocalMomentInput, path = 'date'): ResolvedMoment {
  const wallMs = parseLocalDateTime(input.date, path);
  const warnings: Text[] = [];
  let result: ResolvedMoment;
  if (input.utcOffset !== undefined) {
    const off = parseUtcOffset(input.utcOffset);
    result = { utcMs: wallMs - off * 1000, timezone: null, offsetSeconds: off, localMeanTime: false, warnings };
  } else {
    const name = input.timezone ?? zoneForPlace(input.lat, input.lng);
    const zone = getZone(name);
    if (!zone) throw new CoreError('VALIDATION_ERROR', `Unknown IANA time zone: ${shownName(name)}`, 'timezone');
    result = resolveInZone(wallMs, name, zone, input.lng, warnings);
  }
  if (result.utcMs < MIN_UTC_MS || result.utcMs >= MAX_UTC_MS) {
    throw new CoreError(
      'DATE_OUT_OF_RANGE',
      `${path} falls outside the ephemeris range (1800-01-01 02:00 UT to 2399-12-31 24:00 UT)`,
      path,
    );
  }
  return result;
}

function resolveInZone(wallMs: number, name: string, zone: IANAZone, lng: number, warnings: Text[]): ResolvedMoment {
  // Candidate offsets: those in force a day either side of the wall time cover any single transition.
  // Most of the time they agree and one more lookup confirms it (each lookup is an Intl call, ~5 µs).
  const day = 86_400_000;
  const before = offsetSecondsAt(zone, wallMs - day);
  const after = offsetSecondsAt(zone, wallMs + day);
  const candidates = before === after ? [before] : [before, after];
  const valid = candidates.filter((off) => offsetSecondsAt(zone, wallMs - off * 1000) === off);
  let offset: number;
  if (valid.length === 1) {
    offset = valid[0];
  } else if (valid.length > 1) {
    // Overlap (clocks set back): the earlier instant, i.e. the larger (summer) offset.
    offset = Math.max(...valid);
    warnings.push(text('common.time.ambiguous', { zone: name, offset: formatOffset(offset) }));
  } else {
    // Gap (clocks set forward): read the wall time with the offset before the gap, which moves it forward.
    offset = before;
    const newOffset = offsetSecondsAt(zone, wallMs - offset * 1000);
    warnings.push(
      text('common.time.nonexistent', { zone: name, minutes: Math.round((newOffset - offset) / 60), offset: formatOffset(newOffset) }),
    );
    return { utcMs: wallMs - offset * 1000, timezone: name, offsetSeconds: newOffset, localMeanTime: false, warnings };
  }
  const utcMs = wallMs - offset * 1000;
  const first = firstTransitionMs(name, zone);
  if (first !== null && utcMs < first && Number.isFinite(lng)) {
    // tzdb has only the zone city's LMT here: use the mean time of the birth longitude (4 min per degree).
    // Without a longitude (a zone-only moment), tzdb's LMT of the zone's own city stands.
    const lmt = Math.round(lng * 240);
    warnings.push(text('common.time.localMeanTime', { zone: name, lng, offset: formatOffset(lmt) }));
    return { utcMs: wallMs - lmt * 1000, timezone: name, offsetSeconds: lmt, localMeanTime: true, warnings };
  }
  return { utcMs, timezone: name, offsetSeconds: offset, localMeanTime: false, warnings };
}

/** ISO 8601 UTC with milliseconds and Z (spec: computed instants). */
export function isoUtc(utcMs: number): string {
  return new Date(Math.round(utcMs)).toISOString();
}

// ------------------------------------------------------------------ many instants in one zone

/**
 * An answer can list thousands of instants (a dasha to five levels), nearly all in stretches of time where
 * the offset does not change. The time line is cut into 28-day spans (aligned to the epoch); a zone's offset
 * is read once at each span end it meets and kept. A span whose two ends agree has that offset throughout,
 * unless the zone changes its offset and back inside it: then some offset period lies wholly inside the
 * span, so it is shorter than 28 days. tz-short-periods.ts lists every offset period shorter than
 * SHORT_PERIOD_MAX_MS of every zone, 1800–2400, found by scripts/scan-short-offset-periods.mjs (a scan every
 * SHORT_PERIOD_STEP_MS, each change bisected to the second); a span that meets one, or whose ends differ (a
 * transition inside), reads each instant on its own. That makes the reader exact but for one residual
 * assumption: no zone has an offset period shorter than the scan step (1 day) that the scan stepped over.
 * The list is trusted only with the tz data and ICU it was made with (as tz-first-transitions.ts); on any
 * other runtime every instant is read on its own (exact, ~3 µs each). test/unit/local-times.test.ts checks
 * the reader against Intl inside and around every listed period and re-scans the listed zones. Bounded,
 * as offsetMemo.
 */
const SPAN_MS = 28 * 86_400_000;
/** The scan's step, and the periods it lists: shorter than a span plus two days of margin. */
export const SHORT_PERIOD_STEP_MS = 24 * 3_600_000;
export const SHORT_PERIOD_MAX_MS = SPAN_MS + 2 * 86_400_000;
export const SHORT_PERIODS_APPLY = SHORT_PERIODS.tz === process.versions.tz && SHORT_PERIODS.icu === process.versions.icu;
const spanEnds = new Map<string, Map<number, number>>();
let spanEndsSize = 0;
const SPAN_ENDS_LIMIT = 200_000;

function offsetAtSpanStart(name: string, zone: IANAZone, index: number): number {
  let byZone = spanEnds.get(name);
  if (!byZone) {
    byZone = new Map();
    spanEnds.set(name, byZone);
  }
  let off = byZone.get(index);
  if (off === undefined) {
    off = exactOffsetSeconds(zone, index * SPAN_MS);
    if (spanEndsSize >= SPAN_ENDS_LIMIT) {
      for (const m of spanEnds.values()) m.clear();
      spanEndsSize = 0;
    }
    byZone.set(index, off);
    spanEndsSize++;
  }
  return off;
}

/** The runtime's name for a zone (Asia/Kolkata → Asia/Calcutta, any letter case): tz-short-periods.ts's keys. */
export function canonicalZoneName(name: string): string {
  return wallFormat(name).resolvedOptions().timeZone;
}

/** Indices of the spans that meet a listed short period of the zone, per zone name as given (built on first use). */
const unsteadySpans = new Map<string, ReadonlySet<number>>();
function unsteadySpansOf(name: string): ReadonlySet<number> {
  let spans = unsteadySpans.get(name);
  if (!spans) {
    const set = new Set<number>();
    for (const [start, end] of SHORT_PERIODS.periods[canonicalZoneName(name)] ?? []) {
      for (let i = Math.floor(start / SPAN_MS); i <= Math.floor((end - 1) / SPAN_MS); i++) set.add(i);
    }
    spans = set;
    unsteadySpans.set(name, spans);
  }
  return spans;
}

/**
 * The offsets of the zone `name` (tzdb history) for many instants at little cost: a reader, in whole
 * seconds at a UTC instant, that keeps the span it last read (an answer's instants come mostly in order).
 */
export function zoneOffsetReader(name: string): (utcMs: number) => number {
  const zone = getZone(name);
  if (!zone) throw new CoreError('VALIDATION_ERROR', `Unknown IANA time zone: ${shownName(name)}`, 'timezone');
  if (!SHORT_PERIODS_APPLY) return (utcMs) => exactOffsetSeconds(zone, utcMs);
  const unsteady = unsteadySpansOf(name);
  let index = Number.NaN;
  let steady: number | null = null;
  return (utcMs) => {
    const i = Math.floor(utcMs / SPAN_MS);
    if (i !== index) {
      index = i;
      const start = offsetAtSpanStart(name, zone, i);
      steady = start === offsetAtSpanStart(name, zone, i + 1) && !unsteady.has(i) ? start : null;
    }
    return steady ?? exactOffsetSeconds(zone, utcMs);
  };
}

/**
 * Every offset period of the zone shorter than `maxMs` that lies between `fromMs` and `toMs`, as
 * [first UTC ms, end UTC ms) pairs: the offset is read every `stepMs` (whole seconds apart) and each change
 * found is bisected to the second. Used by scripts/scan-short-offset-periods.mjs and its test.
 */
export function scanShortOffsetPeriods(
  name: string, fromMs: number, toMs: number, stepMs = SHORT_PERIOD_STEP_MS, maxMs = SHORT_PERIOD_MAX_MS,
): [number, number][] {
  const zone = getZone(name);
  if (!zone) throw new CoreError('VALIDATION_ERROR', `Unknown IANA time zone: ${shownName(name)}`, 'timezone');
  const periods: [number, number][] = [];
  let lastChange: number | null = null;
  let prevT = fromMs;
  let prev = exactOffsetSeconds(zone, prevT);
  for (let t = fromMs + stepMs; t < toMs + stepMs; t += stepMs) {
    const off = exactOffsetSeconds(zone, t);
    if (off === prev) {
      prevT = t;
      continue;
    }
    let lo = prevT;
    let hi = t;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
      if (exactOffsetSeconds(zone, mid) === prev) lo = mid;
      else hi = mid;
    }
    if (lastChange !== null && hi - lastChange < maxMs) periods.push([lastChange, hi]);
    lastChange = hi;
    prev = off;
    prevT = t;
  }
  return periods;
}

/** Every zone name the project accepts from the runtime and geo-tz, and the nautical zones zoneForPlace gives. */
export function runtimeZoneNames(): string[] {
  // The runtime's zone names (CLDR spellings: Asia/Calcutta), geo-tz's (IANA: Asia/Kolkata), zoneForPlace's.
  const geoTz = createRequire(import.meta.url).resolve('geo-tz/all');
  const index = JSON.parse(readFileSync(join(dirname(geoTz), '..', 'data', 'timezones.geojson.index.json'), 'utf8')) as { timezones: string[] };
  const nautical = Array.from({ length: 27 }, (_, i) => (i === 14 ? 'Etc/GMT' : `Etc/GMT${i < 14 ? '-' : '+'}${Math.abs(14 - i)}`));
  return [...new Set([...Intl.supportedValuesOf('timeZone'), ...index.timezones, ...nautical, 'UTC', 'Etc/UTC'])].sort();
}

/** UTC ms of the zone's first tzdb transition after 1700 (the end of its LMT line), null for none or an unknown zone. */
export function zoneFirstTransitionMs(name: string): number | null {
  const zone = getZone(name);
  return zone ? firstTransitionMs(name, zone) : null;
}
