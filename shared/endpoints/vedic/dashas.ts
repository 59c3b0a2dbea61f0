/**
 * POST /v1/dasha/{system} for every dasha system of shared/core/vedic/dashas/systems.ts (Vimshottari keeps
 * its own endpoint, ./dasha.ts, with its balance, on the same tree), and GET /v1/dasha, the list of systems.
 * One request shape for all: the birth, `ayanamsa`, `nodeType`, `yearLength`, `depth` 1–5, `targetDate`,
 * the window `from`/`to` of levels 4–5, and the system's own options.
 */
import { z } from 'zod';
import { utcMsFromJulianDay, julianDayUt } from '../../core/ephemeris.js';
import { CoreError } from '../../core/errors.js';
import type { Text } from '../../core/text.js';
import { isoUtc, parseLocalDateTime, resolveLocalMoment } from '../../core/time.js';
import { SIGN_NAMES, type SignName } from '../../core/zodiac.js';
import { VEDIC_PLANETS } from '../../core/vedic/grahas.js';
import { NAKSHATRAS } from '../../core/vedic/nakshatra.js';
import { DASHA_YEAR_DAYS, type DashaYearName } from '../../core/vedic/dasha.js';
import { buildDashaTree, MAX_DASHA_ROWS, runningPeriods } from '../../core/vedic/dashas/engine.js';
import { DASHA_SYSTEMS } from '../../core/vedic/dashas/systems.js';
import type { DashaBirth, DashaNode, DashaOptions, DashaSystem, Period } from '../../core/vedic/dashas/types.js';
import { ayanamsaField, langField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, prepareTarget, targetDateField } from '../common.js';
import { MUMBAI, TARGET } from '../examples.js';
import { instant } from '../responses/records.js';
import { defineEndpoint, definePost, type AnyEndpoint } from '../types.js';
import { vedicChart, vedicMeta, type VedicInput } from './common.js';

// ------------------------------------------------------------------ request pieces (shared with ./dasha.ts)

export const yearLengthField = z
  .enum(Object.keys(DASHA_YEAR_DAYS) as [DashaYearName, ...DashaYearName[]])
  .default('julian')
  .describe('Dasha year: julian 365.25 days, gregorian 365.2425, sidereal 365.256364');

/**
 * `depth`: one field for every system, so that their requests stay one schema (one component in the OpenAPI
 * document); the default is the system's (`DashaSystem.defaultDepth`, else 3), filled in by prepareDashaRequest.
 */
export const depthField = z
  .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)])
  .optional()
  .describe(
    `1 mahadashas, 2 antardashas, 3 pratyantardashas (all), 4 sookshmas, 5 pranas. At 4–5 the answer zooms into the window (from/to): every maha- and antardasha, pratyantardashas under the antardashas overlapping it, sookshmas and pranas inside it. Default 3 (2 where GET /v1/dasha says so). At most ${MAX_DASHA_ROWS} periods, else 400`,
  );

export const windowFields = {
  from: z
    .string()
    .max(40)
    .optional()
    .describe('Start of the window of depth 4–5: local wall time at the birth place, or a date alone (its 00:00); default: the start of the antardasha running at targetDate (kaala: the pratyantardasha)'),
  to: z
    .string()
    .max(40)
    .optional()
    .describe('End of that window: local wall time, or a date alone (to the end of that day); default: the end of the antardasha running at targetDate (kaala: the pratyantardasha)'),
};

export interface DashaWindowInput {
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  /** Explicit window bounds (JD UT), either may be absent. */
  from?: number;
  to?: number;
  yearLength: DashaYearName;
  depth: 1 | 2 | 3 | 4 | 5;
  utcOffsetHours: number;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A window bound: local wall time at the birth place (like targetDate); a date alone is its 00:00, for `to` the next day's. */
function boundJd(raw: { lat: number; lng: number; timezone?: string }, value: string | undefined, field: 'from' | 'to'): number | undefined {
  if (value === undefined) return undefined;
  const place = { lat: raw.lat, lng: raw.lng, timezone: raw.timezone };
  if (!DATE_ONLY.test(value)) return julianDayUt(resolveLocalMoment({ date: value, ...place }, field).utcMs);
  const midnight = resolveLocalMoment({ date: `${value}T00:00:00`, ...place }, field).utcMs;
  if (field === 'from') return julianDayUt(midnight);
  // the end of the local day: the next day's 00:00 (a day of 23 or 25 hours across a DST change)
  const next = new Date(Date.parse(`${value}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return julianDayUt(resolveLocalMoment({ date: `${next}T00:00:00`, ...place }, field).utcMs);
}

export function prepareDashaRequest(
  raw: { date: string; lat: number; lng: number; timezone?: string; utcOffset?: string; targetDate?: string; from?: string; to?: string; yearLength: DashaYearName; depth?: 1 | 2 | 3 | 4 | 5 },
  nowMs: number,
  utcMs: number,
  defaultDepth: 2 | 3 = 3,
): DashaWindowInput {
  const from = boundJd(raw, raw.from, 'from');
  const to = boundJd(raw, raw.to, 'to');
  if (from !== undefined && to !== undefined && to <= from) throw new CoreError('VALIDATION_ERROR', 'to must be after from', 'to');
  return {
    target: prepareTarget(raw, nowMs),
    from,
    to,
    yearLength: raw.yearLength,
    depth: raw.depth ?? defaultDepth,
    // civil days at the birth place, for the systems (and Vimshottari's balance) that count them
    utcOffsetHours: (parseLocalDateTime(raw.date) - utcMs) / 3_600_000,
  };
}

/**
 * The window of depth 4–5: the bounds given, the missing ones from the period running at the target at
 * `level` (2 the antardasha, `running[1]`; 3 the pratyantardasha for kaala); null when neither is given
 * and nothing runs at the target.
 */
export function windowOf(input: DashaWindowInput, running: readonly Period[], level: 2 | 3 = 2): { fromJdUt: number; toJdUt: number } | null {
  if (input.depth < 4) return null;
  const antar = running[level - 1];
  const fromJdUt = input.from ?? (input.to !== undefined ? Math.min(antar?.startJdUt ?? input.to, input.to) : antar?.startJdUt);
  const toJdUt = input.to ?? (input.from !== undefined ? Math.max(antar?.endJdUt ?? input.from, input.from + 1) : antar?.endJdUt);
  if (fromJdUt === undefined || toJdUt === undefined || toJdUt <= fromJdUt) return null;
  return { fromJdUt, toJdUt };
}

/**
 * Which dasha calls are heavy (EndpointDef.heavyWhen): depth 3 or more. Measured (issue 21 audit, bench/endpoint-cpu.mjs
 * --depth, and the CPU time of run + localize + JSON, random births, median, on the 2-core machine under a load of 6–8):
 * depth 1 0.4–1.1 ms, depth 2 1.5–2.8 ms (at most 342 periods; about a third of that on a quiet machine, under 2 ms),
 * depth 3 7 ms (Vimshottari, 819 periods) to 27 ms (two-cycle sign systems, 3,768), depth 5 zoomed 1.7–13 ms.
 */
export const HEAVY_FROM_DEPTH_3 = { when: 'depth ≥ 3', test: (input: { depth: number }) => input.depth >= 3 };
/**
 * The systems whose default depth is 2 (kaala and the two-cycle sign systems, the largest answers) are heavy from
 * depth 2: measured on the quiet machine (2026-11-27, `node bench/endpoint-cpu.mjs 200 --depth=2`, median) kaala
 * 3.1 ms and narayana 2.5 ms at depth 2, where vimshottari takes 1.6 ms and chara (one cycle) 1.4 ms. Chakra too
 * (2.2 ms at depth 2: its periods start at sunrise or sunset, searched for three days); every other system is under
 * 2 ms at depth 2 (yogini 1.7, varnada 1.9).
 */
export const HEAVY_FROM_DEPTH_2 = { when: 'depth ≥ 2', test: (input: { depth: number }) => input.depth >= 2 };

// ------------------------------------------------------------------ response pieces

const iso = (jd: number) => isoUtc(utcMsFromJulianDay(jd));

export const dashaLord = z
  .enum([...VEDIC_PLANETS, ...SIGN_NAMES, 'Ascendant', ...NAKSHATRAS])
  .describe('Lord: a planet key, a sign key for sign-based systems, or a nakshatra key (saptarishi-nakshatra)');

const periodFields = {
  lord: dashaLord,
  signName: z.string().optional().describe('The sign\'s name in `lang` (sign-based systems)'),
  nakshatra: z.string().optional().describe('The nakshatra\'s name in `lang` (systems whose lords are nakshatras)'),
  karaka: z.string().optional().describe('The Jaimini karaka whose period it is (karaka dasha), e.g. AK'),
  start: instant,
  end: instant,
  durationYears: z.number().positive().describe('Length in dasha years (see yearLength)'),
};
export const dashaPeriod = z.strictObject(periodFields).meta({ id: 'DashaPeriod', description: 'A dasha period' });
const prana = dashaPeriod;
const sookshma = z
  .strictObject({ ...periodFields, pranas: z.array(prana).optional().describe('Depth 5, inside the window') })
  .meta({ id: 'DashaSookshma', description: 'A sookshma (level 4) with its pranas' });
const pratyantar = z
  .strictObject({ ...periodFields, sookshmas: z.array(sookshma).optional().describe('Depth 4 or 5, inside the window') })
  .meta({ id: 'DashaPratyantardasha', description: 'A pratyantardasha (level 3) with its sookshmas' });
const antar = z
  .strictObject({ ...periodFields, pratyantardashas: z.array(pratyantar).optional().describe('Depth 3; at 4–5 under the antardashas overlapping the window') })
  .meta({ id: 'DashaAntardasha', description: 'An antardasha (level 2) with its pratyantardashas' });
export const mahadashaSchema = z
  .strictObject({ ...periodFields, antardashas: z.array(antar).optional().describe('Depth 2 or more') })
  .meta({ id: 'DashaMahadasha', description: 'A mahadasha with its antardashas' });

export const currentSchema = z
  .strictObject({
    targetDate: instant,
    mahadasha: dashaPeriod.nullable().describe('The running mahadasha'),
    antardasha: dashaPeriod.nullable().describe('The running antardasha'),
    pratyantardasha: dashaPeriod.nullable().describe('The running pratyantardasha'),
    sookshma: dashaPeriod.nullable().describe('The running sookshma'),
    prana: dashaPeriod.nullable().describe('The running prana'),
  })
  .meta({ id: 'DashaCurrent', description: 'The periods running at targetDate, to five levels whatever the depth (null outside the periods listed)' });

export const windowSchema = z
  .strictObject({ from: instant, to: instant })
  .nullable()
  .describe('The window of depth 4–5 (see from/to), null otherwise');

const CHILD_KEY = [null, 'antardashas', 'pratyantardashas', 'sookshmas', 'pranas'] as const;

export interface PeriodOut {
  lord: Period['lord'];
  signName?: string;
  nakshatra?: string;
  karaka?: string;
  start: string;
  end: string;
  durationYears: number;
}

export function periodOut(p: Period): PeriodOut {
  const sign = (SIGN_NAMES as readonly string[]).includes(p.lord) ? { signName: p.lord as SignName } : {};
  const star = (NAKSHATRAS as readonly string[]).includes(p.lord) ? { nakshatra: p.lord } : {};
  return { lord: p.lord, ...sign, ...star, ...(p.karaka ? { karaka: p.karaka } : {}), start: iso(p.startJdUt), end: iso(p.endJdUt), durationYears: p.durationYears };
}

type Nested = PeriodOut & { antardashas?: Nested[]; pratyantardashas?: Nested[]; sookshmas?: Nested[]; pranas?: Nested[] };

/**
 * A node and its children as the answer lists them: each level under its own key, omitted where not built
 * (at depth 4–5, the levels from 3 on outside the window).
 */
export function nodeOut(n: DashaNode, level = 1, depth = 5): Nested {
  const out: Nested = periodOut(n);
  const key = CHILD_KEY[level];
  const whole = level === 1 || (level === 2 && depth === 3);
  if (key && level < depth && (whole || n.children.length)) out[key] = n.children.map((c) => nodeOut(c, level + 1, depth));
  return out;
}

export function currentOut(targetUtcMs: number, chain: readonly Period[]) {
  const at = (i: number) => (chain[i] ? periodOut(chain[i]) : null);
  return { targetDate: isoUtc(targetUtcMs), mahadasha: at(0), antardasha: at(1), pratyantardasha: at(2), sookshma: at(3), prana: at(4) };
}

// ------------------------------------------------------------------ POST /v1/dasha/{system}

function optionFields(sys: DashaSystem) {
  return Object.fromEntries(sys.options.map((o) => [o.name, z.enum(o.values).default(o.default).describe(o.description)])) as Record<string, z.ZodDefault<z.ZodEnum>>;
}

interface SystemInput extends VedicInput, DashaWindowInput {
  choices: Record<string, string>;
}

const systemInfo = z.strictObject({
  id: z.string().describe('The system\'s id (the path segment)'),
  name: z.string().describe('Its name'),
  kind: z.enum(['graha', 'rashi']).describe('graha: planet lords (nakshatra lords for saptarishi-nakshatra); rashi: sign lords'),
});

const systemData = z.strictObject({
  system: systemInfo.describe('The system answered'),
  options: z.record(z.string(), z.string()).describe('The system\'s own options as applied (defaults filled in; an `auto` choice answered with what the chart called for, e.g. aayu\'s `aayurType`)'),
  yearLength: z.strictObject({ name: z.enum(['julian', 'gregorian', 'sidereal']).describe('The year used'), days: z.number().describe('Its length in days') }).describe('The dasha year'),
  mahadashas: z.array(mahadashaSchema).describe('The mahadashas in order (periods of zero length are not listed)'),
  current: currentSchema,
  window: windowSchema,
});

function birthOf(input: VedicInput, utcOffsetHours: number): DashaBirth {
  const m = input.moment;
  return { jdUt: m.jdUt, lat: m.lat, lng: m.lng, utcOffsetHours, ayanamsa: input.ayanamsa, nodeType: input.nodeType, chart: vedicChart(input) };
}

export function dashaSystemEndpoint(sys: DashaSystem): AnyEndpoint {
  const schema = z
    .strictObject({
      ...momentFields,
      ayanamsa: ayanamsaField,
      nodeType: nodeTypeField,
      targetDate: targetDateField,
      yearLength: yearLengthField,
      depth: depthField,
      ...windowFields,
      ...optionFields(sys),
    })
    .superRefine(oneZoneSource);
  const defaults = sys.options.length ? ` Options: ${sys.options.map((o) => `\`${o.name}\` (${o.values.map((v) => `\`${v}\``).join(', ')}; default \`${o.default}\`)`).join('; ')}.` : '';
  return definePost({
    name: `dasha-${sys.id}`,
    path: `/v1/dasha/${sys.id}`,
    summary: `${sys.name}: periods to five levels and the ones running at targetDate (${sys.source})`,
    // what is common to every system is said once, in the Dashas group's description (../openapi.ts)
    description: `${sys.description}${defaults}`,
    response: systemData,
    heavyWhen: (sys.heavyFromDepth ?? sys.defaultDepth) === 2 ? HEAVY_FROM_DEPTH_2 : HEAVY_FROM_DEPTH_3,
    examples: [{ summary: 'Mahadashas, and the periods running at targetDate', request: { ...MUMBAI, targetDate: TARGET, depth: 1 } }],
    schema,
    prepare(raw, ctx): SystemInput {
      const moment = prepareMoment(raw);
      const r = raw as typeof raw & Record<string, string>;
      return {
        moment,
        ayanamsa: raw.ayanamsa,
        nodeType: raw.nodeType,
        ...prepareDashaRequest(raw, ctx.nowMs, moment.utcMs, sys.defaultDepth),
        choices: Object.fromEntries(sys.options.map((o) => [o.name, r[o.name]])),
      };
    },
    run(input) {
      const birth = birthOf(input, input.utcOffsetHours);
      const choices = sys.resolveChoices ? sys.resolveChoices(birth, input.choices) : input.choices;
      const opts: DashaOptions = { yearDays: DASHA_YEAR_DAYS[input.yearLength], choices };
      const mahas = sys.mahadashas(birth, opts);
      const running = runningPeriods(sys, birth, opts, input.target.jdUt, 5, mahas);
      const window = windowOf(input, running, sys.windowLevel);
      const tree = buildDashaTree(sys, birth, opts, { depth: input.depth, window });
      return {
        data: {
          system: { id: sys.id, name: sys.name, kind: sys.kind },
          options: choices,
          yearLength: { name: input.yearLength, days: opts.yearDays },
          mahadashas: tree.mahadashas.map((m) => nodeOut(m, 1, input.depth)),
          current: currentOut(input.target.utcMs, running),
          window: window ? { from: iso(window.fromJdUt), to: iso(window.toJdUt) } : null,
        },
        meta: { ...vedicMeta(input), warnings: [...input.moment.meta.warnings, ...input.target.warnings] },
      };
    },
  });
}

/** One endpoint per system; Vimshottari's is ./dasha.ts. */
export const DASHA_SYSTEM_ENDPOINTS: readonly AnyEndpoint[] = DASHA_SYSTEMS.filter((s) => s.id !== 'vimshottari').map(dashaSystemEndpoint);

// ------------------------------------------------------------------ GET /v1/dasha

const listData = z.strictObject({
  systems: z
    .array(
      z.strictObject({
        ...systemInfo.shape,
        path: z.string().describe('Where to ask for it (POST)'),
        source: z.string().describe('Where its rules come from (English; how its periods are counted is in its endpoint\'s documentation)'),
        defaults: z.record(z.string(), z.union([z.string(), z.number()])).describe('The defaults of its request fields'),
        options: z
          .array(z.strictObject({ name: z.string().describe('Request field'), values: z.array(z.string()).describe('Accepted values'), default: z.string().describe('Default'), description: z.string().describe('What it chooses') }))
          .describe('Its own request fields beyond the common ones'),
      }),
    )
    .describe('Every dasha system, planet-based first'),
});

const LIST = DASHA_SYSTEMS.map((s) => {
  const defaults: Record<string, string | number> = { yearLength: 'julian', depth: s.defaultDepth ?? 3 };
  for (const o of s.options) defaults[o.name] = o.default;
  return {
  id: s.id,
  name: s.name,
  kind: s.kind,
  path: `/v1/dasha/${s.id}`,
  source: s.source,
  defaults,
  options: s.options.map((o) => ({ name: o.name, values: [...o.values], default: o.default, description: o.description })),
  };
});

export const dashaSystemsList = defineEndpoint({
  name: 'dasha-systems',
  method: 'GET',
  path: '/v1/dasha',
  summary: 'The dasha systems: id, kind, source, defaults and options of each',
  description: 'Every system served at `POST /v1/dasha/{id}`, with where its rules come from and its request defaults.',
  weight: 'inline',
  batchable: true,
  cost: 1,
  cacheable: false,
  schema: z.strictObject({ lang: langField }),
  prepare: () => null,
  run: () => ({ data: { systems: LIST }, meta: { warnings: [] } }),
  response: listData,
  examples: [{ request: {} }],
});

