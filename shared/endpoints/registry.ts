/**
 * THE endpoint registry: routing (api/routes/endpoints.ts), validation, batch, the worker's handler lookup,
 * metrics labels and the docs all read this one table (ARCHITECTURE principle 1); the account routes
 * (batch, jobs, usage, webhooks) are the one other table, in account-routes.ts. Adding an endpoint = one
 * import and one entry here.
 */
import { moonPhaseCalendar } from './moon-calendar.js';
import { natal } from './natal.js';
import { planets } from './planets.js';
import type { ErrorCode } from '../errors.js';
import type { AnyEndpoint } from './types.js';
import { numerologyBusinessName, numerologyCore, numerologyDestiny, numerologyLifePath, numerologyPersonality, numerologyPersonalYear, numerologySoulUrge } from './numerology.js';
import { sadeSatiEndpoint, vedicProgressions, vedicTransitsEndpoint } from './vedic-timing.js';
import { kundaliBasic, kundaliFull } from './kundali.js';
import { muhuratEndpoint, panchangaEndpoint } from './vedic-almanac.js';
import { ashtakootEndpoint, compatibilitySummary, kaalSarpEndpoint, manglikEndpoint } from './vedic-compat.js';
import { ashtakavargaEndpoint, shadbalaBasic, shadbalaFull, vedicYogas, vimshottariEndpoint, yogasAlias } from './vedic-more.js';
import { ascendant, avastha, moonSign, nakshatraEndpoint, navamsa, northIndianChart, relationshipsEndpoint, sunSign, vedicHouses } from './vedic-basic.js';
import { western, westernAspects, westernHousesEndpoint, westernPatterns } from './western.js';
import {
  westernArabicLots,
  westernComposite,
  westernDavison,
  westernMidpoints,
  westernProgressions,
  westernSolarReturn,
  westernSynastry,
  westernTransits,
} from './western-more.js';

export const ENDPOINTS: readonly AnyEndpoint[] = [
  natal,
  planets,
  moonPhaseCalendar,
  western,
  westernHousesEndpoint,
  westernAspects,
  westernPatterns,
  westernMidpoints,
  westernTransits,
  westernSolarReturn,
  westernDavison,
  westernSynastry,
  westernComposite,
  westernArabicLots,
  westernProgressions,
  sunSign,
  moonSign,
  ascendant,
  vedicHouses,
  navamsa,
  avastha,
  nakshatraEndpoint,
  relationshipsEndpoint,
  northIndianChart,
  ashtakavargaEndpoint,
  vimshottariEndpoint,
  vedicYogas,
  yogasAlias,
  shadbalaBasic,
  shadbalaFull,
  ashtakootEndpoint,
  compatibilitySummary,
  manglikEndpoint,
  kaalSarpEndpoint,
  panchangaEndpoint,
  muhuratEndpoint,
  kundaliBasic,
  kundaliFull,
  vedicTransitsEndpoint,
  sadeSatiEndpoint,
  vedicProgressions,
  numerologyCore,
  numerologyLifePath,
  numerologyDestiny,
  numerologySoulUrge,
  numerologyPersonality,
  numerologyPersonalYear,
  numerologyBusinessName,
];

const byName = new Map(ENDPOINTS.map((e) => [e.name, e]));
const byPath = new Map<string, AnyEndpoint[]>();
for (const e of ENDPOINTS) {
  if (byName.get(e.name) !== e) throw new Error(`duplicate endpoint name ${e.name}`);
  byPath.set(e.path, [...(byPath.get(e.path) ?? []), e]);
}

export function endpointByName(name: string): AnyEndpoint | undefined {
  return byName.get(name);
}

/** The endpoints at a path (one per method). */
export function endpointsAtPath(path: string): AnyEndpoint[] {
  return byPath.get(path) ?? [];
}

/** Bundle endpoints that cannot run inside a batch (spec, Batch rule 3), whether or not they are served yet. */
export function isBundlePath(path: string): boolean {
  return path === '/v1/kundali' || path.startsWith('/v1/kundali/');
}

/**
 * Every error code a registry endpoint can answer, by its kind: what any keyed, metered call meets on
 * the way (api/routes/endpoints.ts), what a body adds, and what the pool or the queue adds for heavy ones.
 */
export function errorCodesOf(ep: AnyEndpoint): ErrorCode[] {
  return [
    'VALIDATION_ERROR', 'MISSING_API_KEY', 'INVALID_API_KEY', 'TRIAL_EXPIRED', 'DATE_OUT_OF_RANGE', 'UNPROCESSABLE',
    'QUOTA_EXCEEDED', 'RATE_LIMITED', 'HEADERS_TOO_LARGE', 'INTERNAL_ERROR',
    ...(ep.method === 'POST' ? (['INVALID_JSON', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const) : []),
    ...(ep.weight === 'heavy' ? (['SERVICE_UNAVAILABLE', 'TIMEOUT'] as const) : []),
  ];
}
