/**
 * Signed, expiring chart URLs (issue 24): `GET /v1/chart/<name>.svg?<request fields>&keyId=&expires=&signature=`
 * shows a chart endpoint's drawing (registry entries with `svg: true`) in an `<img>` without a key, as
 * presigned storage URLs do. The signature is a hex HMAC-SHA256, keyed with the account's signing secret
 * (the `whsec_…` string of GET /v1/webhooks/secret, as given: API keys are stored hashed, so the server has
 * no key to sign with), of the string to sign:
 *
 *     ORRERY-CHART-URL-V1 \n GET \n <path> \n <canonical query>
 *
 * The canonical query is every query parameter but `signature` (each decoded as
 * application/x-www-form-urlencoded), name and value percent-encoded as RFC 3986 (everything but
 * A–Z a–z 0–9 - . _ ~, upper-case hex), sorted by encoded name then value, `name=value` joined with `&`.
 * The first line keeps these signatures apart from the webhook signatures made with the same secret.
 * Pure: no clock, no secret; api/routes/chart-urls.ts signs and checks.
 */
import { z } from 'zod';
import { ENDPOINTS } from './registry.js';
import type { AnyEndpoint } from './types.js';

export const CHART_URL_ROUTE = '/v1/chart/:chart.svg';
export const CHART_URLS_PATH = '/v1/chart-urls';
export const SIGNING_PREFIX = 'ORRERY-CHART-URL-V1';
/** The longest lifetime of a signed URL: 7 days, as presigned storage URLs. */
export const CHART_URL_MAX_SECONDS = 7 * 24 * 3600;
export const CHART_URL_DEFAULT_SECONDS = 3600;
/** The parameters of the URL itself; every other one is a request field. */
export const URL_PARAMS = ['keyId', 'expires', 'signature'] as const;

/** The chart endpoints a URL can draw, by registry name. */
export const CHART_ENDPOINTS: readonly AnyEndpoint[] = ENDPOINTS.filter((e) => e.svg);
export const CHART_NAMES = CHART_ENDPOINTS.map((e) => e.name) as [string, ...string[]];

export function chartEndpoint(name: string): AnyEndpoint | undefined {
  return CHART_ENDPOINTS.find((e) => e.name === name);
}

export function chartUrlPath(name: string): string {
  return `/v1/chart/${name}.svg`;
}

/** RFC 3986 percent-encoding (encodeURIComponent leaves ! ' ( ) * as they are). */
export function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The canonical query of decoded (name, value) pairs: `signature` left out, encoded, sorted, joined. */
export function canonicalQuery(pairs: ReadonlyArray<readonly [string, string]>): string {
  return pairs
    .filter(([k]) => k !== 'signature')
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export function stringToSign(path: string, pairs: ReadonlyArray<readonly [string, string]>): string {
  return `${SIGNING_PREFIX}\nGET\n${path}\n${canonicalQuery(pairs)}`;
}

/** Why a request field cannot travel in a URL query. */
export class NotInQuery extends Error {
  constructor(readonly field: string) {
    super(`${field} cannot be given in a chart URL (only strings, numbers, true/false and lists of them)`);
  }
}

/** Request fields as query pairs: strings and numbers as they are, lists comma-joined. */
export function fieldsToQuery(fields: Readonly<Record<string, unknown>>): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [k, v] of Object.entries(fields)) {
    if (v === undefined) continue;
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out.push([k, String(v)]);
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number')) {
      if (v.some((x) => String(x).includes(','))) throw new NotInQuery(k);
      out.push([k, v.join(',')]);
    } else throw new NotInQuery(k);
  }
  return out;
}

type Json = Record<string, unknown>;
const jsonSchemas = new Map<string, Json>();
function propertiesOf(ep: AnyEndpoint): Record<string, Json> {
  let js = jsonSchemas.get(ep.name);
  if (!js) {
    js = z.toJSONSchema(ep.schema, { io: 'input', unrepresentable: 'any', reused: 'inline' });
    jsonSchemas.set(ep.name, js);
  }
  return (js.properties ?? {}) as Record<string, Json>;
}

const NUMBER_RE = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const typeOf = (s: Json | undefined): unknown => s?.type;
const scalar = (v: string, type: unknown): unknown =>
  (type === 'number' || type === 'integer') && NUMBER_RE.test(v) ? Number(v) : type === 'boolean' && (v === 'true' || v === 'false') ? v === 'true' : v;

/**
 * Query pairs back to request fields, typed by the endpoint's schema: numbers, true/false, comma-separated
 * lists; anything else stays a string, so the schema's own check names what is wrong. An unknown name stays
 * too (the schema refuses it by name).
 */
export function queryToFields(ep: AnyEndpoint, pairs: ReadonlyArray<readonly [string, string]>): Record<string, unknown> {
  const props = propertiesOf(ep);
  const out: Record<string, unknown> = {};
  for (const [k, v] of pairs) {
    const s = Object.hasOwn(props, k) ? props[k] : undefined;
    if (typeOf(s) === 'array') {
      const items = (s?.items ?? {}) as Json;
      out[k] = v === '' ? [] : v.split(',').map((x) => scalar(x, typeOf(items)));
    } else out[k] = scalar(v, typeOf(s));
  }
  return out;
}

/** POST /v1/chart-urls */
export const chartUrlRequest = z.strictObject({
  endpoint: z.enum(CHART_NAMES).describe(`The chart endpoint to draw, by name: ${CHART_NAMES.join(', ')}`),
  request: z
    .record(z.string(), z.unknown())
    .describe('Its request fields, as in a POST body (`format` "svg" implied); strings, numbers, true/false and lists only'),
  expiresIn: z
    .number()
    .int()
    .min(1)
    .max(CHART_URL_MAX_SECONDS)
    .default(CHART_URL_DEFAULT_SECONDS)
    .describe(`Lifetime in seconds, 1 to ${CHART_URL_MAX_SECONDS} (7 days); default ${CHART_URL_DEFAULT_SECONDS}`),
});

export const chartUrlData = z.strictObject({
  url: z.string().describe('The signed URL, absolute (PUBLIC_URL, else this request\'s host)'),
  path: z.string().describe('The same, from the path on'),
  keyId: z.string().describe('The key the uses are metered to (the calling key)'),
  expiresAt: z.string().describe('When it stops working, ISO 8601 UTC'),
});

/** The signed URL's own parameters, for the docs (the request fields come beside them). */
export const signedChartQuery = z.object({
  keyId: z.string().describe('The id (key_…) of the key whose account signs and pays; it must be active'),
  expires: z.string().regex(/^\d{1,12}$/).describe('Unix time in seconds after which the URL is refused (at most 7 days ahead)'),
  signature: z.string().regex(/^[0-9a-f]{64}$/).describe('Hex HMAC-SHA256 of the string to sign (guide: "Signed chart URLs")'),
});

export const signedChartData = z.string().describe('The SVG drawing (image/svg+xml; charset=utf-8)');
