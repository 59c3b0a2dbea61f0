/**
 * THE endpoint registry: routing (api/routes/endpoints.ts), validation, batch, the worker's handler lookup,
 * metrics labels and the docs all read this one table (ARCHITECTURE principle 1); the account routes
 * (batch, jobs, usage, webhooks) are the one other table, in account-routes.ts.
 *
 * Adding a calculation endpoint touches three files: the core function (shared/core/…), the endpoint with
 * its request and response schemas and examples (shared/endpoints/<concept>.ts, e.g. vedic/dasha.ts), and
 * one import and one entry here. Then `npm run client:generate` regenerates the typed client
 * (client/src/schema.ts, a generated file), and the tests cover the new endpoint's examples.
 */
import type { ErrorCode } from '../errors.js';
import type { AnyEndpoint } from './types.js';
import { kundaliBasic, kundaliFull } from './kundali.js';
import { moonPhaseCalendar } from './lunar.js';
import { natal } from './natal.js';
import { numerologyBusinessName, numerologyDestiny, numerologyPersonality, numerologySoulUrge } from './numerology/names.js';
import { numerologyCore, numerologyLifePath, numerologyPersonalYear } from './numerology/numbers.js';
import { planets } from './planets.js';
import { muhuratEndpoint, panchangaEndpoint } from './vedic/almanac.js';
import { ashtakavargaEndpoint } from './vedic/ashtakavarga.js';
import { northIndianChart } from './vedic/chart-image.js';
import { kpCuspsEndpoint, kpHoraryEndpoint, kpRulingPlanetsEndpoint, kpSignificatorsEndpoint } from './vedic/kp.js';
import { ascendant, moonSign, navamsa, sunSign, vedicHouses } from './vedic/chart.js';
import { jaiminiEndpoint } from './vedic/jaimini.js';
import { vimshottariEndpoint } from './vedic/dasha.js';
import { DASHA_SYSTEM_ENDPOINTS, dashaSystemsList } from './vedic/dashas.js';
import { kaalSarpEndpoint, manglikEndpoint } from './vedic/doshas.js';
import { avastha, relationshipsEndpoint } from './vedic/grahas.js';
import { ashtakootEndpoint, compatibilitySummary } from './vedic/matching.js';
import { nakshatraEndpoint } from './vedic/nakshatra.js';
import { specialLagnasEndpoint, upagrahasEndpoint } from './vedic/special-points.js';
import { vedicProgressions } from './vedic/progressions.js';
import { shadbalaBasic, shadbalaFull } from './vedic/shadbala.js';
import { vargasEndpoint } from './vedic/vargas.js';
import { sadeSatiEndpoint, vedicTransitsEndpoint } from './vedic/timing.js';
import { vedicYogas, yogasAlias, yogasCatalogue } from './vedic/yogas.js';
import { westernAspects, westernPatterns } from './western/aspects.js';
import { western, westernHousesEndpoint } from './western/chart.js';
import { ayanamsasEndpoint, westernAstrocartography, westernHouseSystems } from './western/breadth-geo.js';
import { westernArabicLots, westernMidpoints } from './western/points.js';
import { westernDeclinations, westernFixedStars, westernPoints } from './western/breadth-points.js';
import { westernComposite, westernDavison, westernSynastry } from './western/relationship.js';
import { westernSolarReturn } from './western/solar-return.js';
import { westernHarmonic, westernLunarReturn, westernPlanetaryHours, westernPlanetReturn, westernStations } from './western/breadth-timing.js';
import { westernProgressions, westernTransits } from './western/timing.js';

export const ENDPOINTS: readonly AnyEndpoint[] = [
  natal,
  planets,
  moonPhaseCalendar,
  western,
  westernHousesEndpoint,
  ayanamsasEndpoint,
  westernHouseSystems,
  westernAstrocartography,
  westernAspects,
  westernPatterns,
  westernMidpoints,
  westernTransits,
  westernSolarReturn,
  westernLunarReturn,
  westernPlanetReturn,
  westernStations,
  westernPlanetaryHours,
  westernHarmonic,
  westernDavison,
  westernSynastry,
  westernComposite,
  westernArabicLots,
  westernPoints,
  westernDeclinations,
  westernFixedStars,
  westernProgressions,
  sunSign,
  moonSign,
  ascendant,
  vedicHouses,
  navamsa,
  jaiminiEndpoint,
  avastha,
  nakshatraEndpoint,
  specialLagnasEndpoint,
  upagrahasEndpoint,
  relationshipsEndpoint,
  northIndianChart,
  kpCuspsEndpoint,
  kpSignificatorsEndpoint,
  kpRulingPlanetsEndpoint,
  kpHoraryEndpoint,
  ashtakavargaEndpoint,
  vimshottariEndpoint,
  dashaSystemsList,
  ...DASHA_SYSTEM_ENDPOINTS,
  vedicYogas,
  yogasAlias,
  yogasCatalogue,
  shadbalaBasic,
  shadbalaFull,
  vargasEndpoint,
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
    ...(ep.weight === 'heavy' || ep.heavyWhen ? (['SERVICE_UNAVAILABLE', 'TIMEOUT'] as const) : []),
  ];
}
