/**
 * The Model Context Protocol catalogue (POST /mcp, api/mcp.ts), derived from THE registry and the account
 * route table like the OpenAPI document: one tool per registry endpoint and per account route an agent has
 * a use for (batch, bulk jobs, usage), each with a name for people and models, a description that says
 * what it computes and what to pass, the request schema as `inputSchema` and the success envelope as
 * `outputSchema`; the reference lists as resources; one prompt. Nothing here runs a call.
 */
import { z } from 'zod';
import { HOUSE_SYSTEMS, GAUQUELIN } from '../core/western/houses.js';
import { localize } from '../i18n/localize.js';
import { ACCOUNT_ROUTES, JOB_ID_RE, type AccountRoute, type AccountRouteId } from './account-routes.js';
import { jsonSchemaOf, type Json } from './json-schema.js';
import { ENDPOINTS } from './registry.js';
import { metaSchema } from './responses/records.js';
import type { AnyEndpoint } from './types.js';

export const MCP_PATH = '/mcp';

/** What a tool runs: a registry endpoint, or an account route. */
export type McpTarget = { kind: 'endpoint'; endpoint: AnyEndpoint } | { kind: 'account'; route: AccountRoute };

export interface McpTool {
  /** Unique, at most 64 characters of [a-z0-9_]. */
  readonly name: string;
  readonly title: string;
  readonly description: string;
  readonly inputSchema: Json & { type: 'object' };
  /** `{ data, meta? }`: the HTTP success envelope without `success`. */
  readonly outputSchema: Json & { type: 'object' };
  readonly target: McpTarget;
  /** The usage line the call is counted under (the HTTP path). */
  readonly path: string;
}

/** Names where the one derived from the endpoint's name reads badly or says too little. */
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  natal: 'natal_chart',
  planets: 'vedic_planets',
  western: 'western_chart',
  ayanamsas: 'list_ayanamsas',
  'western-house-systems': 'house_cusps_all_systems',
  'dasha-systems': 'list_dasha_systems',
  'sun-sign': 'vedic_sun_sign',
  'moon-sign': 'vedic_moon_sign',
  ascendant: 'vedic_ascendant',
  'houses-vedic': 'vedic_houses',
  navamsa: 'navamsa_chart',
  jaimini: 'jaimini_karakas_arudhas',
  'vedic-avastha': 'planet_avasthas',
  nakshatra: 'moon_nakshatra',
  'planets-relationships': 'planet_relationships',
  'chart-north-indian': 'indian_chart_image',
  'yogas-catalogue': 'yoga_catalogue',
  yogas: 'yogas_alias',
  shadbala: 'shadbala',
  vargas: 'divisional_charts',
  'compatibility-ashtakoot': 'ashtakoot_matching',
  'dosha-manglik': 'manglik_dosha',
  'dosha-kaal-sarp': 'kaal_sarp_dosha',
  'vedic-panchanga': 'panchanga',
  muhurat: 'muhurta',
  'progressions-vedic': 'vedic_progressions',
};

/** The account routes offered as tools (the webhook secret is not: a signing secret has no place in a model's context). */
const ACCOUNT_TOOLS: Partial<Record<AccountRouteId, string>> = {
  batch: 'batch_calls',
  createJob: 'create_bulk_job',
  getJob: 'get_bulk_job',
  cancelJob: 'cancel_bulk_job',
  usage: 'get_usage',
};

/** The tool name of an endpoint: the override, `<system>_dasha` for a dasha system, else its name in snake_case. */
export function toolNameOf(ep: AnyEndpoint): string {
  const override = NAME_OVERRIDES[ep.name];
  if (override) return override;
  if (ep.name.startsWith('dasha-')) return `${ep.name.slice('dasha-'.length)}_dasha`.replace(/-/g, '_');
  return ep.name.replace(/-/g, '_');
}

// ------------------------------------------------------------------ descriptions

/** Property names anywhere in a JSON Schema (nested births included). */
function propertyNames(schema: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema as unknown[]) propertyNames(s, out);
  else if (schema && typeof schema === 'object') {
    for (const [k, v] of Object.entries(schema as Record<string, unknown>)) {
      if (k === 'properties' && v && typeof v === 'object') for (const name of Object.keys(v)) out.add(name);
      propertyNames(v, out);
    }
  }
  return out;
}

/** What to pass, from the fields the schema has. */
function howToCall(input: Json): string {
  const names = propertyNames(input);
  const lines: string[] = [];
  if (names.has('date') || names.has('targetDate')) {
    lines.push(
      'Dates are LOCAL wall time at the place, YYYY-MM-DDTHH:MM[:SS], no zone designator (no Z, no +05:30); ' +
      'the zone then in force is looked up from lat/lng, or pass `timezone` (IANA) or `utcOffset`.',
    );
  }
  if (names.has('lat')) {
    lines.push(
      '`lat`/`lng`: decimal degrees, north and east positive (New York 40.7128, -74.006); for a town, look its coordinates up first.',
    );
  }
  if (names.has('lang')) lines.push('`lang` (hi, ta, es, …) translates names and sentences.');
  return lines.join(' ');
}

/** The description's first paragraphs, up to about `max` characters. */
function lead(markdown: string, max = 900): string {
  const out: string[] = [];
  let size = 0;
  for (const p of markdown.split(/\n\s*\n/)) {
    const t = p.trim();
    if (!t) continue;
    if (out.length && size + t.length > max) break;
    out.push(t);
    size += t.length;
  }
  return out.join('\n\n');
}

function describe(summary: string, details: string, input: Json, cost: string): string {
  return [summary.endsWith('.') ? summary : `${summary}.`, lead(details), howToCall(input), cost].filter(Boolean).join('\n\n');
}

// ------------------------------------------------------------------ schemas

/** An input schema as MCP wants it: an object at the root. */
function inputOf(schema: z.ZodType): Json & { type: 'object' } {
  const s = jsonSchemaOf(schema, 'input');
  return (s.type === 'object' ? s : { type: 'object', properties: {}, ...s }) as Json & { type: 'object' };
}

const META = jsonSchemaOf(metaSchema, 'output');

/** `{ data, meta? }`, the success envelope less `success`: an object at the root whatever `data` is. */
function outputOf(data: z.ZodType, description: string): Json & { type: 'object' } {
  const { $defs, ...d } = jsonSchemaOf(data, 'output');
  const { $defs: metaDefs, ...meta } = META;
  const defs = { ...metaDefs, ...$defs };
  return {
    type: 'object',
    required: ['data'],
    additionalProperties: false,
    properties: { data: { description, ...d }, meta: { description: 'What was used (UTC instant, zone, ayanamsa, …) and warnings', ...meta } },
    ...(Object.keys(defs).length ? { $defs: defs } : {}),
  };
}

/** An account route's input: its body, or its path parameters and query. */
function accountInput(r: AccountRoute): Json & { type: 'object' } {
  if (r.body) return inputOf(r.body);
  const properties: Json = {};
  const required: string[] = [];
  for (const [name, p] of Object.entries(r.params ?? {})) {
    properties[name] = { type: 'string', pattern: p.pattern.source, description: p.description };
    required.push(name);
  }
  if (r.query) Object.assign(properties, (inputOf(r.query).properties as Json | undefined) ?? {});
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

/** A short title: the summary's head before a colon, or the tool's name in words. */
function titleOf(summary: string, name: string): string {
  const colon = summary.indexOf(':');
  if (colon > 0 && colon <= 48) return summary.slice(0, colon);
  const words = name.replace(/_/g, ' ');
  return words[0].toUpperCase() + words.slice(1);
}

const COST_ONE = 'Costs one quota unit; invalid input costs nothing.';

function endpointTool(ep: AnyEndpoint): McpTool {
  const inputSchema = inputOf(ep.schema);
  return {
    name: toolNameOf(ep),
    title: titleOf(ep.summary, toolNameOf(ep)),
    description: describe(ep.summary, ep.description, inputSchema, ep.cost === 1 ? COST_ONE : `Costs ${ep.cost} units.`),
    inputSchema,
    outputSchema: outputOf(ep.response, ep.summary),
    target: { kind: 'endpoint', endpoint: ep },
    path: ep.path,
  };
}

const ACCOUNT_NOTES: Partial<Record<AccountRouteId, string>> = {
  batch: 'Each item is { "method": "POST"|"GET", "path": "/v1/…", "body" | "query" }, as in the HTTP API; a tool\'s path is given in its description. One unit per item.',
  createJob: 'Poll get_bulk_job with the returned id for progress and results.',
};

function accountTool(r: AccountRoute, name: string): McpTool {
  const inputSchema = accountInput(r);
  const pays = r.metered ? '' : 'Costs no unit.';
  return {
    name,
    title: titleOf(r.summary, name),
    description: describe(r.summary, [r.description ?? '', ACCOUNT_NOTES[r.id] ?? ''].join('\n\n'), inputSchema, pays),
    inputSchema,
    outputSchema: outputOf(r.response, r.summary),
    target: { kind: 'account', route: r },
    path: r.path,
  };
}

function buildTools(): McpTool[] {
  const tools = [
    ...ENDPOINTS.map(endpointTool),
    ...ACCOUNT_ROUTES.flatMap((r) => {
      const name = ACCOUNT_TOOLS[r.id];
      return name ? [accountTool(r, name)] : [];
    }),
  ];
  const seen = new Set<string>();
  for (const t of tools) {
    if (!/^[a-z0-9_]{1,64}$/.test(t.name)) throw new Error(`MCP tool name ${t.name} is not [a-z0-9_]{1,64}`);
    if (seen.has(t.name)) throw new Error(`duplicate MCP tool name ${t.name}`);
    seen.add(t.name);
  }
  // batch_calls and create_bulk_job name their items by HTTP path: each tool says its own.
  return tools.map((t) => (t.target.kind === 'endpoint' ? { ...t, description: `${t.description}\n\nHTTP: ${t.target.endpoint.method} ${t.path}.` } : t));
}

/** What a tool name runs, without its schemas: cheap, for the calls. */
export interface McpToolRef {
  readonly name: string;
  readonly title: string;
  readonly target: McpTarget;
  readonly path: string;
}

let tools: McpTool[] | undefined;
let refs: Map<string, McpToolRef> | undefined;

/** Every tool with its schemas, built once per process on the first tools/list (the schema conversion is the cost, ~2 s). */
export function mcpTools(): readonly McpTool[] {
  tools ??= buildTools();
  return tools;
}

/** The tool of a name, without building the catalogue's schemas. */
export function mcpTool(name: string): McpToolRef | undefined {
  refs ??= new Map([
    ...ENDPOINTS.map((ep): [string, McpToolRef] => {
      const n = toolNameOf(ep);
      return [n, { name: n, title: titleOf(ep.summary, n), target: { kind: 'endpoint', endpoint: ep }, path: ep.path }];
    }),
    ...ACCOUNT_ROUTES.flatMap((r): [string, McpToolRef][] => {
      const n = ACCOUNT_TOOLS[r.id];
      return n ? [[n, { name: n, title: titleOf(r.summary, n), target: { kind: 'account', route: r }, path: r.path }]] : [];
    }),
  ]);
  return refs.get(name);
}

/** A job's id as the tool takes it (its HTTP path parameter). */
export function isJobId(v: unknown): v is string {
  return typeof v === 'string' && JOB_ID_RE.test(v);
}

// ------------------------------------------------------------------ resources and the prompt

export interface McpResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  /** The JSON text, computed once. */
  text(): string;
}

/** A list endpoint's data, as its example answers it in English. */
function listOf(name: string): unknown {
  const ep = ENDPOINTS.find((e) => e.name === name);
  if (!ep) throw new Error(`no endpoint ${name}`);
  return localize(ep.run(ep.prepare(ep.schema.parse(ep.examples[0].request), { nowMs: 0 })).data, 'en');
}

const once = (f: () => unknown) => {
  let text: string | undefined;
  return () => (text ??= JSON.stringify(f(), null, 1));
};

export const MCP_RESOURCES: readonly McpResource[] = [
  {
    uri: 'orrery://reference/ayanamsas',
    name: 'ayanamsas',
    title: 'Ayanamsas',
    description: 'Every sidereal mode (ayanamsa): the `id` to pass as `ayanamsa`, its name and Swiss Ephemeris mode number. Default lahiri.',
    text: once(() => listOf('ayanamsas')),
  },
  {
    uri: 'orrery://reference/house-systems',
    name: 'house-systems',
    title: 'House systems',
    description: 'The house systems a western chart takes as `houseSystem` (name or Swiss Ephemeris letter; default placidus), and Gauquelin sectors.',
    text: once(() => ({
      houseSystems: Object.entries(HOUSE_SYSTEMS).map(([id, letter]) => ({ id, letter })),
      sectors: { ...GAUQUELIN, note: 'Only in house_cusps_all_systems (POST /v1/western/house-systems); not a 12-house system' },
    })),
  },
  {
    uri: 'orrery://reference/dasha-systems',
    name: 'dasha-systems',
    title: 'Dasha systems',
    description: 'Every dasha system: id (the tool is `<id>_dasha`, snake_case), kind, source, defaults and options.',
    text: once(() => listOf('dasha-systems')),
  },
];

export const CHART_SUMMARY_PROMPT = {
  name: 'chart_summary',
  title: 'Birth chart summary',
  description: 'Asks for a plain-language summary of a birth chart, western and Vedic, computed with this server\'s tools.',
  arguments: [
    { name: 'date', description: 'Local wall time of birth at the place, YYYY-MM-DDTHH:MM (no zone)', required: true },
    { name: 'lat', description: 'Latitude of the birth place, decimal degrees north positive', required: true },
    { name: 'lng', description: 'Longitude of the birth place, decimal degrees east positive', required: true },
    { name: 'place', description: 'The birth place\'s name, for the summary', required: false },
    { name: 'lang', description: 'Language of the summary and of the tools\' names (e.g. en, hi, es)', required: false },
  ],
} as const;

/** The prompt's one user message. */
export function chartSummaryText(a: Readonly<Record<string, string | undefined>>): string {
  const lang = a.lang && a.lang !== 'en' ? `, "lang": "${a.lang}"` : '';
  const birth = `{ "date": "${a.date}", "lat": ${a.lat}, "lng": ${a.lng}${lang} }`;
  return [
    `Summarise the birth chart of someone born ${a.place ? `in ${a.place} ` : ''}at local time ${a.date} (latitude ${a.lat}, longitude ${a.lng}).`,
    `1. Call natal_chart with ${birth}: give the Sun, Moon and Ascendant signs, the planets in their houses, the tightest aspects and any pattern.`,
    `2. Call vedic_planets and moon_nakshatra with the same birth: give the sidereal Moon sign (rashi), the nakshatra and pada, and the lagna.`,
    `3. Call vimshottari_dasha with the same birth: say which mahadasha and antardasha run now and until when.`,
    'Keep it to a few short paragraphs, quote degrees as the tools give them, and do not invent placements the tools did not return.',
    a.lang && a.lang !== 'en' ? `Write the summary in the language of code "${a.lang}".` : '',
  ].filter(Boolean).join('\n');
}

/** The prompt's arguments, checked: the tools will refuse a bad date or coordinate with the reason. */
export const chartSummaryArgs = z.object({
  date: z.string().min(1).max(40),
  lat: z.string().regex(/^-?\d+(\.\d+)?$/),
  lng: z.string().regex(/^-?\d+(\.\d+)?$/),
  place: z.string().max(200).optional(),
  lang: z.string().max(8).optional(),
});
