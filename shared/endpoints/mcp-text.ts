/**
 * The text content of an MCP tool result (api/mcp.ts), beside its `structuredContent` (issue 26): two blocks.
 *
 *  1. A short rendering a model or a person can read without parsing JSON: the tool and its HTTP call, then a
 *     few lines naming the answer's main results. It is driven by the answer's keys, as the `lang` and the
 *     display siblings are (../i18n/localize.ts, ./responses/siblings.ts), so one summariser serves every
 *     endpoint: a display sibling stands for its raw field (`sunriseLocal` for `sunrise`, `degreeFormatted`
 *     for the longitude, `signName` for `sign`); a thing in a list is named by its name, its position and its
 *     span (a planet, a house, a period, a kuta); `summary` and `verdict` come first, then what runs `current`ly;
 *     long lists are named in part. Names are the answer's own, so already in the request's `lang`; a planet or
 *     dasha lord given only by its English identifier is named in `lang` here. The connecting words are English.
 *     For a chart, a first line gives the Sun, the Moon and the Ascendant.
 *  2. The serialized JSON, as the MCP specification (2025-06-18, "Structured Content") asks for backwards
 *     compatibility: whole when it is at most MCP_JSON_MAX_BYTES, else abridged as the docs' examples are
 *     (./openapi-compact.ts) after a sentence saying so and that the whole answer is in `structuredContent`.
 */
import { z } from 'zod';
import type { Lang } from '../i18n/languages.js';
import { localizer, type Localizer } from '../i18n/names.js';
import { abridgeAnswer } from './openapi-compact.js';
import { metaSchema } from './responses/records.js';

/** The JSON block is whole up to this many bytes (UTF-8): a natal chart (~15 KB) is, a dasha to depth 3 is not. */
export const MCP_JSON_MAX_BYTES = 32 * 1024;

const MAX_LINES = 16;
const MAX_LINE = 400;
const MAX_STRING = 200;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

// ------------------------------------------------------------------ values

const ISO = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d(?::\d\d)?)(?:\.\d+)?(Z|[+-]\d\d:\d\d)$/;

/** '2026-06-01T12:00:00.000+05:30' → '2026-06-01 12:00:00 +05:30'; a UTC instant ends in 'UTC'. */
function time(s: string): string {
  const m = ISO.exec(s);
  return m ? `${m[1]} ${m[2]} ${m[3] === 'Z' ? 'UTC' : m[3]}` : s;
}

function num(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Number(n.toFixed(4)));
}

function scalar(v: unknown, max = MAX_STRING): string | undefined {
  if (typeof v === 'string') return v.length > max ? `${v.slice(0, max)}…` : time(v);
  if (typeof v === 'number') return num(v);
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return undefined;
}

/** How a key is shown: a display sibling under its base name (`sunriseLocal` → sunrise, `signName` → sign). */
const shown = (k: string) => k.replace(/(?<=.)(Local|Formatted|Name)$/, '');

const ANGLE_KEY = /longitude|^degree|degree$|^cusp/i;

/** The entries worth showing: a raw field whose display sibling is there gives way to it, and nulls go. */
function visible(o: Obj): [string, unknown][] {
  return Object.entries(o).filter(([k, v]) => {
    if (v === null || v === undefined) return false;
    if (`${k}Local` in o || `${k}Formatted` in o || `${k}Name` in o) return false;
    if (k === 'id' && 'name' in o) return false;
    if (typeof v === 'number' && 'degreeFormatted' in o && ANGLE_KEY.test(k)) return false;
    return true;
  });
}

// ------------------------------------------------------------------ things and lists

/** A planet or dasha lord by its identifier, named in `lang` (a sign lord of a rashi dasha has its signName). */
const planetOf = (l: Localizer, v: unknown) => (typeof v === 'string' ? l.planet(v) : undefined);

/** A thing's name in a phrase: a planet, an aspect, a kuta, a yoga, a period, a house; undefined if it has none. */
function label(o: Obj, l: Localizer): string | undefined {
  if ((typeof o.value === 'number' || typeof o.value === 'string') && !('planet' in o)) {
    // a number with its meaning (numerology), a value with its name
    const about = [str(o.keyword), str(o.planetName), str(o.name)].filter(Boolean);
    return `${scalar(o.value)}${about.length ? ` (${about.join(', ')})` : ''}`;
  }
  const p1 = planetOf(l, o.planet1 ?? o.transitPlanet);
  const p2 = planetOf(l, o.planet2 ?? o.natalPlanet);
  const who =
    p1 && p2 ? `${p1} ${str(o.typeName) ?? str(o.type) ?? '–'} ${'natalPlanet' in o ? 'natal ' : ''}${p2}`
    : typeof o.number === 'number' && ('signName' in o || 'degreeFormatted' in o) ? `${o.number}`
    : str(o.planetName) ?? planetOf(l, o.planet) ?? str(o.kutaName) ?? str(o.name) ?? str(o.typeName) ?? str(o.phase) ?? (typeof o.lord === 'string' ? str(o.signName) ?? str(o.lordName) ?? planetOf(l, o.lord) : undefined)
      ?? planetOf(l, o.ruler);
  const where = str(o.degreeFormatted) ?? (who === o.signName ? undefined : str(o.signName));
  const extras: string[] = [];
  if (typeof o.house === 'number') extras.push(`house ${o.house}`);
  if (o.isRetrograde === true) extras.push('retrograde');
  if (typeof o.nakshatraName === 'string' || (typeof o.nakshatra === 'string' && who !== o.nakshatra)) {
    extras.push(`${str(o.nakshatraName) ?? str(o.nakshatra)}${typeof o.nakshatraPada === 'number' ? ` pada ${o.nakshatraPada}` : ''}`);
  }
  if (typeof o.paksha === 'string') extras.push(o.paksha);
  if (typeof o.score === 'number' && typeof o.maxScore === 'number') extras.push(`${num(o.score)}/${num(o.maxScore)}`);
  if (typeof o.orb === 'number') extras.push(`orb ${o.orb.toFixed(2)}°`);
  if (Array.isArray(o.planets) && o.planets.length > 0 && o.planets.every((x) => typeof x === 'string')) extras.push(o.planets.map((x) => l.planet(x)).join(', '));
  const start = str(o.startLocal) ?? str(o.startTimeLocal) ?? str(o.start) ?? str(o.startTime);
  const end = str(o.endLocal) ?? str(o.endTimeLocal) ?? str(o.end) ?? str(o.endTime);
  for (const [k, v] of Object.entries(o)) {
    // other moments of the thing (a vara's sunrise, a phase's date), at the place where the answer has that
    if (typeof v !== 'string' || !ISO.test(v) || /^(start|end)(Time)?(Local)?$/.test(k) || `${k}Local` in o) continue;
    extras.push(`${shown(k)} ${time(v)}`);
  }
  const span = start && end ? `from ${time(start)} to ${time(end)}` : end ? `until ${time(end)}` : undefined;
  if (!who && !where && !span) return undefined;
  return [who, where, extras.length ? `(${extras.join(', ')})` : undefined, span].filter(Boolean).join(' ');
}

/** Items joined until the line is full, then how many there are (an item past the room is not rendered). */
function fill(items: readonly unknown[], part: (x: unknown) => string, sep: string, room: number): string {
  let out = '';
  let n = 0;
  for (const x of items) {
    const p = part(x);
    const next = out ? `${out}${sep}${p}` : p;
    if (next.length > room && n > 0) break;
    out = next;
    n++;
  }
  return n < items.length ? `${out}${sep}… (${items.length} in all)` : out;
}

/** A planet named by its identifier (`firstLord`, `dayRuler`…: `Jupiter`) is named in `lang`. */
const PLANET_KEY = /(^|[a-z])(lord|Lord|planet|Planet|ruler|Ruler)$/;

/** `key: value`, the key as shown and a planet's identifier named in `lang`. */
function pair(k: string, v: unknown, l: Localizer, depth: number): string {
  return `${shown(k)}: ${typeof v === 'string' && PLANET_KEY.test(k) ? l.planet(v) : inline(v, l, depth)}`;
}

/** A value on one line. */
function inline(v: unknown, l: Localizer, depth = 0): string {
  const s = scalar(v);
  if (s !== undefined) return s;
  if (Array.isArray(v)) {
    if (v.length === 0) return 'none';
    return fill(v, (x) => inline(x, l, depth + 1), isObj(v[0]) ? '; ' : ', ', MAX_LINE - 60); // room for the key and the count
  }
  if (isObj(v)) {
    const named = label(v, l);
    if (named) return named;
    if (depth >= 2) return '{…}';
    const inner = visible(v).map(([k, x]) => pair(k, x, l, depth + 1)).join(', ') || 'none';
    return depth === 0 ? inner : `{${inner}}`;
  }
  return String(v);
}

const cap = (line: string) => (line.length > MAX_LINE ? `${line.slice(0, MAX_LINE)}…` : line);

// ------------------------------------------------------------------ the rendering

/** First, in this order: the answer's own sentences, then what runs at the target date. */
const FIRST = ['summary', 'verdict', 'status', 'current'];

/** Sun, Moon and Ascendant of a chart answer, where it has them (a planet list with positions, an ascendant). */
function bigThree(data: Obj, l: Localizer): string | undefined {
  const planets = [data.planets, data.positions].find(Array.isArray) as unknown[] | undefined;
  const at = (name: string) => {
    const p = planets?.find((x): x is Obj => isObj(x) && x.planet === name);
    const where = p && (str(p.degreeFormatted) ?? str(p.signName));
    return where ? `${str(p.planetName) ?? l.planet(name)} ${where}` : undefined;
  };
  const houses = isObj(data.houses) ? data.houses : undefined;
  const asc = str(data.ascendantFormatted) ?? str(houses?.ascendantFormatted) ?? (isObj(data.ascendant) ? str(data.ascendant.degreeFormatted) : undefined);
  const parts = [at('Sun'), at('Moon'), asc && `Ascendant ${asc}`].filter(Boolean);
  return parts.length >= 2 ? parts.join(', ') : undefined;
}

/** The lines naming an answer's main results. */
export function renderLines(data: unknown, lang: Lang | undefined): string[] {
  const l = localizer(lang ?? 'en');
  if (Array.isArray(data) && data.length > 0 && data.every((x) => isObj(x) && typeof x.status === 'number' && isObj(x.body))) return batchLines(data as Obj[], lang);
  if (!isObj(data)) return [cap(inline(data, l))];
  const lines: string[] = [];
  const three = bigThree(data, l);
  if (three) lines.push(three);
  const entries = visible(data);
  const order = [...FIRST.flatMap((k) => entries.filter(([e]) => shown(e) === k)), ...entries.filter(([e]) => !FIRST.includes(shown(e)))];
  for (const [k, v] of order) {
    if (lines.length >= MAX_LINES) {
      lines.push(`… and ${order.length - order.findIndex(([e]) => e === k)} more fields in the JSON.`);
      break;
    }
    const one = typeof v === 'string' && !PLANET_KEY.test(k) ? (scalar(v, MAX_LINE) as string) : pair(k, v, l, 0).slice(shown(k).length + 2);
    const records = isObj(v) ? visible(v).filter(([, x]) => typeof x === 'object').length : 0;
    if (isObj(v) && !label(v, l) && (one.length > MAX_LINE / 2 || records >= 2)) {
      // a record of things (the current periods, a panchanga's limbs, a kundali's parts): one line each
      lines.push(`${shown(k)}:`);
      for (const [k2, v2] of visible(v)) lines.push(cap(`  ${pair(k2, v2, l, 1)}`));
    } else lines.push(cap(`${shown(k)}: ${one}`));
  }
  return lines.slice(0, MAX_LINES * 2);
}

/** A batch's answers (batch_calls): each item's status, then the first lines of its answer or its error. */
function batchLines(items: readonly Obj[], lang: Lang | undefined): string[] {
  const shownItems = items.slice(0, 10).flatMap((x, i) => {
    const body = x.body as Obj;
    const head = `${i + 1}. ${String(x.status)}`;
    if (body.success !== true) return [cap(`${head} ${String(body.error)}: ${String(body.message)}`)];
    return [head, ...renderLines(body.data, lang).slice(0, 3).map((line) => `   ${line}`)];
  });
  return items.length > 10 ? [...shownItems, `… ${items.length} answers in all, in the JSON.`] : shownItems;
}

// ------------------------------------------------------------------ the JSON block

/** Lists cut to `n` items, everywhere (for an answer that the docs' abridging leaves too large). */
function cutLists(v: unknown, n: number): unknown {
  if (Array.isArray(v)) return v.slice(0, n).map((x) => cutLists(x, n));
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cutLists(x, n)]));
  return v;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * The serialized `{ data, meta }`: whole up to MCP_JSON_MAX_BYTES; else abridged (lists cut to their first
 * 3 items where the schema allows it and long strings to 300 characters, as in the docs; every list to 1 item
 * if that is still too large) after a
 * sentence that says so; the whole answer is always in `structuredContent`.
 */
export function jsonText(envelope: { data: unknown; meta?: unknown }, dataSchema: z.ZodType | undefined): string {
  const whole = JSON.stringify(envelope);
  const size = bytes(whole);
  if (size <= MCP_JSON_MAX_BYTES) return whole;
  const schema = z.object({ data: dataSchema ?? z.unknown(), meta: metaSchema.optional() });
  const note = (how: string) =>
    `The answer is ${Math.round(size / 1024)} KB, over the ${MCP_JSON_MAX_BYTES / 1024} KB of this block: abridged here (${how}). ` +
    'The whole answer is in structuredContent.\n';
  const first = abridgeAnswer(envelope, schema);
  if (first.cut) {
    const text = note('lists cut to their first 3 items but where the schema fixes their length, long strings to 300 characters') + JSON.stringify(first.value);
    if (bytes(text) <= MCP_JSON_MAX_BYTES) return text;
  }
  const one = note('every list cut to its first item') + JSON.stringify(cutLists(envelope, 1));
  if (bytes(one) <= MCP_JSON_MAX_BYTES) return one;
  return `The answer is ${Math.round(size / 1024)} KB, too large for this block even abridged: it is in structuredContent.`;
}
