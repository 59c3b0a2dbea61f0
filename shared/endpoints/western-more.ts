/**
 * The western endpoints beyond a single chart: midpoints, transits, solar return, Davison, synastry,
 * composite, Arabic lots and progressions. Shapes: spec "Western endpoints" where it shows them; the
 * rest are defined in README "Western endpoints" (API-DECISIONS names for the options).
 */
import type { Text } from '../core/text.js';
import { z } from 'zod';
import { norm360 } from '../core/angles.js';
import { utcMsFromJulianDay } from '../core/ephemeris.js';
import { isoUtc } from '../core/time.js';
import { aspectGrid, mergeOrbs, type Orbs } from '../core/western/aspects.js';
import type { NodeType } from '../core/western/bodies.js';
import { compositeHouses, compositePositions } from '../core/western/composite.js';
import { davisonMidpoint } from '../core/western/davison.js';
import { westernHouses, type HouseSystem } from '../core/western/houses.js';
import { arabicLots } from '../core/western/lots.js';
import { midpoints } from '../core/western/midpoints.js';
import { findPatterns } from '../core/western/patterns.js';
import { westernPositions, type WesternPosition } from '../core/western/positions.js';
import { progressions } from '../core/western/progressions.js';
import { solarReturnJd } from '../core/western/returns.js';
import { synastry } from '../core/western/synastry.js';
import { transits } from '../core/western/transits.js';
import { MAX_YEAR, MIN_YEAR } from '../core/time.js';
import {
  houseSystemField,
  langField,
  momentFields,
  nodeTypeField,
  oneZoneSource,
  orbsField,
  prepareMoment,
  pairMeta,
  personField,
  prepareTarget,
  targetDateField,
  type PreparedMoment,
  about,
} from './common.js';
import { DELHI, NYC, TARGET } from './examples.js';
import {
  arabicLotsData, compositeData, davisonData, midpointsData, progressionsData, solarReturnData, synastryData, transitsData,
} from './responses/western-more.js';
import { definePost, type Meta } from './types.js';

function withWarnings(meta: Meta, extra: Partial<Meta>, warnings: Text[] = []): Meta {
  return { ...meta, ...extra, warnings: [...meta.warnings, ...warnings] };
}

function aspectPoints(planets: WesternPosition[]) {
  return planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude, speedDegPerDay: p.speed }));
}

/** A full tropical chart at a moment and place: bodies, houses, aspect grid. */
function chartAt(jdUt: number, lat: number, lng: number, houseSystem: HouseSystem, nodeType: NodeType, orbs: Orbs) {
  const planets = westernPositions(jdUt, nodeType);
  const h = westernHouses(jdUt, lat, lng, houseSystem, planets);
  return { planets, houses: h.houses, cusps: h.cusps, aspects: aspectGrid(aspectPoints(planets), orbs), warnings: h.warnings };
}

// ------------------------------------------------------------------ POST /v1/western/midpoints

const midpointsSchema = z
  .strictObject({
    ...momentFields,
    nodeType: nodeTypeField,
    orb: z.number().min(0).max(4).default(1.5).describe('Largest distance from a midpoint that activates it, degrees on the dial'),
    dial: z.union([z.literal(360), z.literal(90), z.literal(45)]).default(90).describe('Dial the activations are measured on (Ebertin\'s 90° dial by default)'),
  })
  .superRefine(oneZoneSource);

export const westernMidpoints = definePost({
  name: 'western-midpoints',
  path: '/v1/western/midpoints',
  schema: midpointsSchema,
  summary: 'The midpoint matrix and its activations on a 360°, 90° or 45° dial',
  description:
    'Near (shorter-arc) midpoints of every pair of the 13 bodies, Ascendant and Midheaven (105 pairs), and every ' +
    'activation: a point within `orb` (0–4°, default 1.5) of a pair\'s midpoint measured on the `dial` (360, 90 ' +
    '(default) or 45), not itself one of the pair, written Ebertin-style ("Mars = Sun/Moon") and sorted by orb. ' +
    'The North/South Node pair never activates; on the 90° and 45° dials the South Node sits on the North Node\'s ' +
    'point and is left out of activations.',
  response: midpointsData,
  examples: [{ request: NYC }],
  prepare: (raw) => ({ moment: prepareMoment(raw), nodeType: raw.nodeType, orb: raw.orb, dial: raw.dial }),
  run({ moment, nodeType, orb, dial }) {
    const planets = westernPositions(moment.jdUt, nodeType);
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, 'placidus', planets);
    const points = [
      ...planets.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude })),
      { name: 'Ascendant', lonDeg: h.houses.ascendant },
      { name: 'Midheaven', lonDeg: h.houses.midheaven },
    ];
    const r = midpoints(points, { orb, dial });
    return {
      data: { dial, orb, midpoints: r.matrix, activations: r.activations },
      meta: withWarnings(moment.meta, { nodeType }),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/transits

const transitsSchema = z
  .strictObject({ ...momentFields, targetDate: targetDateField, nodeType: nodeTypeField, orbs: orbsField })
  .superRefine(oneZoneSource);

interface TransitsInput {
  moment: PreparedMoment;
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export const westernTransits = definePost({
  name: 'western-transits',
  path: '/v1/western/transits',
  schema: transitsSchema,
  summary: 'The 13 transiting bodies at targetDate with their aspects to the natal chart, ranked',
  description:
    'Transits at `targetDate` (local wall time at the birth place; default now) with aspects to the natal bodies, ' +
    'Ascendant and Midheaven: the transiting body is `planet1`, the natal point `planet2`, and natal points count ' +
    'as fixed for `applying`. `mostSignificant` ranks the top 10: score = weight of the transiting body (Pluto, ' +
    'Neptune, Uranus 10; Saturn 8; Jupiter 6; Chiron 5; North Node 4; Mars 3; Sun 2.5; Venus 2; Mercury 1.5; Moon ' +
    '1) × weight of the natal point (Sun, Moon, Ascendant, Midheaven 3; Mercury, Venus, Mars 2; others 1) × ' +
    'aspect weight (major 1, minor 0.5) × tightness (1 − orb/orb limit) × 1.2 when applying; ties by orb, then ' +
    'body order. The South Node only mirrors the North Node and is not ranked. `interpretation`: one line for ' +
    'each of the top 5.',
  response: transitsData,
  examples: [{ request: { ...NYC, targetDate: TARGET } }],
  prepare: (raw, ctx): TransitsInput => ({
    moment: prepareMoment(raw),
    target: prepareTarget(raw, ctx.nowMs),
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  }),
  run({ moment, target, nodeType, orbs }) {
    const natal = westernPositions(moment.jdUt, nodeType);
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, 'placidus', natal);
    const natalPoints = [
      ...natal.map((p) => ({ name: p.planet, lonDeg: p.tropicalLongitude })),
      { name: 'Ascendant', lonDeg: h.houses.ascendant },
      { name: 'Midheaven', lonDeg: h.houses.midheaven },
    ];
    const r = transits(natalPoints, westernPositions(target.jdUt, nodeType), mergeOrbs(orbs));
    return {
      data: { targetDate: isoUtc(target.utcMs), transits: r.transits, mostSignificant: r.mostSignificant, interpretation: r.interpretation },
      meta: withWarnings(moment.meta, { nodeType }, target.warnings),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/solar-return

const solarReturnSchema = z
  .strictObject({
    ...momentFields,
    targetYear: z.number().int().min(MIN_YEAR).max(MAX_YEAR).optional().describe('Year of the return (default the current UTC year)'),
    returnLat: z.number().min(-90).max(90).optional().describe('Latitude the return is cast for (default the birth place; with returnLng)'),
    returnLng: z.number().min(-180).max(180).optional().describe('Longitude the return is cast for (with returnLat)'),
    houseSystem: houseSystemField,
    nodeType: nodeTypeField,
    orbs: orbsField,
  })
  .superRefine(oneZoneSource)
  .superRefine((v, ctx) => {
    if ((v.returnLat === undefined) !== (v.returnLng === undefined)) {
      ctx.addIssue({ code: 'custom', path: [v.returnLat === undefined ? 'returnLat' : 'returnLng'], message: 'give returnLat and returnLng together' });
    }
  });

interface SolarReturnInput {
  moment: PreparedMoment;
  targetYear: number;
  lat: number;
  lng: number;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export const westernSolarReturn = definePost({
  name: 'western-solar-return',
  path: '/v1/western/solar-return',
  schema: solarReturnSchema,
  summary: 'The exact return of the Sun in targetYear, and its chart',
  description:
    'The return nearest the birthday anniversary in `targetYear` (default the current UTC year), so a 1 January ' +
    'birth\'s 2024 return can fall on 31 December 2023; found by Newton\'s method on the apparent Sun to below 0.1 ' +
    'ms, cast at `returnLat`/`returnLng` (default the birth place).',
  response: solarReturnData,
  examples: [{ request: { ...NYC, targetYear: 2026 } }],
  prepare: (raw, ctx): SolarReturnInput => ({
    moment: prepareMoment(raw),
    targetYear: raw.targetYear ?? new Date(ctx.nowMs).getUTCFullYear(),
    lat: raw.returnLat ?? raw.lat,
    lng: raw.returnLng ?? raw.lng,
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  }),
  run(input) {
    const { moment, houseSystem, nodeType } = input;
    const natalSun = westernPositions(moment.jdUt, nodeType)[0].tropicalLongitude;
    const jd = solarReturnJd(natalSun, input.targetYear, moment.jdUt);
    const chart = chartAt(jd, input.lat, input.lng, houseSystem, nodeType, mergeOrbs(input.orbs));
    return {
      data: {
        targetYear: input.targetYear,
        exactDate: isoUtc(utcMsFromJulianDay(jd)),
        positions: chart.planets,
        houses: chart.houses.houses,
        ascendant: chart.houses.ascendant,
        midheaven: chart.houses.midheaven,
        aspects: chart.aspects,
        location: { lat: input.lat, lng: input.lng },
      },
      meta: withWarnings(moment.meta, { houseSystem, nodeType }, chart.warnings),
    };
  },
});

// ------------------------------------------------------------------ two-person endpoints


const pairSchema = z
  .strictObject({
    person1: personField,
    person2: personField,
    houseSystem: houseSystemField,
    nodeType: nodeTypeField,
    orbs: orbsField,
    lang: langField,
  });

interface PairInput {
  p1: PreparedMoment;
  p2: PreparedMoment;
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

function preparePair(raw: z.output<typeof pairSchema>): PairInput {
  return {
    p1: prepareMoment(raw.person1, 'person1.date'),
    p2: prepareMoment(raw.person2, 'person2.date'),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  };
}

function pairMetaOf(input: PairInput, warnings: Text[]) {
  return pairMeta(input.p1, input.p2, { houseSystem: input.houseSystem, nodeType: input.nodeType }, warnings);
}

export const westernDavison = definePost({
  name: 'western-davison',
  path: '/v1/western/davison',
  schema: pairSchema,
  summary: 'The Davison chart: the midpoint in time and space of two births',
  description:
    'The chart of the mean of the two UTC instants at the mean latitude and the shorter-arc mean longitude (170° ' +
    'and −170° give 180°). `person1` and `person2` each take `date`, `lat`, `lng` and optionally `timezone` or ' +
    '`utcOffset`; `houseSystem`, `nodeType`, `orbs` and `lang` go at the top level. `meta.person1` and ' +
    '`meta.person2` give each birth\'s UTC instant, zone and offset.',
  response: davisonData,
  examples: [{ request: { person1: NYC, person2: DELHI } }],
  prepare: preparePair,
  run(input) {
    const mid = davisonMidpoint(
      { jdUt: input.p1.jdUt, lat: input.p1.lat, lng: input.p1.lng },
      { jdUt: input.p2.jdUt, lat: input.p2.lat, lng: input.p2.lng },
    );
    const chart = chartAt(mid.jdUt, mid.lat, mid.lng, input.houseSystem, input.nodeType, mergeOrbs(input.orbs));
    const patterns = findPatterns(chart.aspects, chart.planets.map((p) => ({ planet: p.planet, sign: p.sign })));
    return {
      data: {
        midpointDate: isoUtc(utcMsFromJulianDay(mid.jdUt)),
        midpointLatitude: mid.lat,
        midpointLongitude: mid.lng,
        positions: chart.planets,
        houses: chart.houses.houses,
        ascendant: chart.houses.ascendant,
        midheaven: chart.houses.midheaven,
        aspects: chart.aspects,
        patterns: patterns.allPatterns,
      },
      meta: pairMetaOf(input, chart.warnings),
    };
  },
});

export const westernSynastry = definePost({
  name: 'western-synastry',
  path: '/v1/western/synastry',
  schema: pairSchema,
  summary: 'Cross-aspects, house overlays and a compatibility score for two births',
  description:
    'Aspects between every body of person 1 (`planet1`) and every body of person 2 (`planet2`), 169 pairs ' +
    'considered, applying from both speeds; each person\'s bodies in the other\'s houses; and a 0–100 score. Each ' +
    'aspect weighs its type (major 1, sextile 0.8, quincunx 0.5, other minor 0.3) × both bodies (Sun, Moon, Venus ' +
    '2; Mars 1.5; Mercury, Jupiter, Saturn 1; the outer planets, Chiron, North Node 0.5; South Node 0) × ' +
    'tightness; P = harmonious + half the conjunctions, Q = tense; score = round(100 (P + 1) / (P + Q + 2)), 50 ' +
    'with no aspects. `person1` and `person2` each take `date`, `lat`, `lng` and optionally `timezone` or ' +
    '`utcOffset`; `houseSystem`, `nodeType`, `orbs` and `lang` go at the top level. `meta.person1` and ' +
    '`meta.person2` give each birth\'s UTC instant, zone and offset.',
  response: synastryData,
  examples: [{ request: { person1: NYC, person2: DELHI } }],
  prepare: preparePair,
  run(input) {
    const orbs = mergeOrbs(input.orbs);
    const a = chartAt(input.p1.jdUt, input.p1.lat, input.p1.lng, input.houseSystem, input.nodeType, orbs);
    const b = chartAt(input.p2.jdUt, input.p2.lat, input.p2.lng, input.houseSystem, input.nodeType, orbs);
    const r = synastry(a.planets, a.cusps, b.planets, b.cusps, orbs);
    return {
      data: { aspects: r.aspects, houseOverlays: r.houseOverlays, compatibility: r.compatibility },
      meta: pairMetaOf(input, [...about('person1', a.warnings), ...about('person2', b.warnings)]),
    };
  },
});

export const westernComposite = definePost({
  name: 'western-composite',
  path: '/v1/western/composite',
  schema: pairSchema,
  summary: 'The midpoint composite chart of two births',
  description:
    'Each body at the shorter-arc midpoint of the two (exactly opposite: 90° ahead of person 1\'s), with the mean ' +
    'latitude and speed; the South Node opposite the composite North Node. Houses from the midpoint of the two ' +
    'MCs: the composite MC gives a RAMC with the true obliquity of the mean date, then the chosen system\'s cusps ' +
    'at the mean latitude (`houseMethod` gives RAMC, obliquity and latitude). `person1` and `person2` each take ' +
    '`date`, `lat`, `lng` and optionally `timezone` or `utcOffset`; `houseSystem`, `nodeType`, `orbs` and `lang` ' +
    'go at the top level. `meta.person1` and `meta.person2` give each birth\'s UTC instant, zone and offset.',
  response: compositeData,
  examples: [{ request: { person1: NYC, person2: DELHI } }],
  prepare: preparePair,
  run(input) {
    const orbs = mergeOrbs(input.orbs);
    const a = chartAt(input.p1.jdUt, input.p1.lat, input.p1.lng, input.houseSystem, input.nodeType, orbs);
    const b = chartAt(input.p2.jdUt, input.p2.lat, input.p2.lng, input.houseSystem, input.nodeType, orbs);
    const positions = compositePositions(a.planets, b.planets);
    const h = compositeHouses({
      mc1Deg: a.houses.midheaven, mc2Deg: b.houses.midheaven, lat1: input.p1.lat, lat2: input.p2.lat,
      jd1Ut: input.p1.jdUt, jd2Ut: input.p2.jdUt, system: input.houseSystem, bodies: positions,
    });
    const aspects = aspectGrid(aspectPoints(positions), orbs);
    const patterns = findPatterns(aspects, positions.map((p) => ({ planet: p.planet, sign: p.sign })));
    return {
      data: {
        positions,
        houses: h.houses.houses,
        ascendant: h.houses.ascendant,
        midheaven: h.houses.midheaven,
        aspects,
        patterns: patterns.allPatterns,
        houseMethod: { method: 'midpoint-of-MCs', ramc: h.ramcDeg, obliquity: h.obliquityDeg, latitude: h.latitude },
      },
      meta: pairMetaOf(input, h.warnings),
    };
  },
});

// ------------------------------------------------------------------ POST /v1/western/arabic-lots

const lotsSchema = z.strictObject({ ...momentFields, houseSystem: houseSystemField }).superRefine(oneZoneSource);

export const westernArabicLots = definePost({
  name: 'western-arabic-lots',
  path: '/v1/western/arabic-lots',
  schema: lotsSchema,
  summary: 'Fortune, Spirit and the Hermetic lots, Father, Mother, Children, Marriage',
  description:
    'Lot = Ascendant + A − B, reversed at night where the tradition reverses it. A day chart has the Sun in ' +
    'houses 7–12 by the ecliptic horizon (the Sun\'s own altitude differs only within ~50′ of the horizon).\n' +
    '\n' +
    '| lot | by day | reversed at night |\n' +
    '|---|---|---|\n' +
    '| Fortune | ASC + Moon − Sun | yes |\n' +
    '| Spirit | ASC + Sun − Moon | yes |\n' +
    '| Eros | ASC + Venus − Spirit | yes |\n' +
    '| Necessity | ASC + Fortune − Mercury | yes |\n' +
    '| Courage | ASC + Fortune − Mars | yes |\n' +
    '| Victory | ASC + Jupiter − Spirit | yes |\n' +
    '| Nemesis | ASC + Fortune − Saturn | yes |\n' +
    '| Father | ASC + Saturn − Sun | yes |\n' +
    '| Mother | ASC + Moon − Venus | yes |\n' +
    '| Children | ASC + Saturn − Jupiter | no |\n' +
    '| Marriage | ASC + Venus − Saturn (Dorotheus, for men) | no |\n' +
    '\n' +
    'The seven Hermetic lots follow Paulus Alexandrinus, *Introductory Matters* ch. 23 (as tabulated in C. ' +
    'Brennan, *Hellenistic Astrology*, 2017, ch. 16).',
  response: arabicLotsData,
  examples: [{ request: NYC }],
  prepare: (raw) => ({ moment: prepareMoment(raw), houseSystem: raw.houseSystem }),
  run({ moment, houseSystem }) {
    const planets = westernPositions(moment.jdUt, 'mean');
    const h = westernHouses(moment.jdUt, moment.lat, moment.lng, houseSystem, planets);
    const positions = Object.fromEntries(planets.map((p) => [p.planet, p.tropicalLongitude]));
    const r = arabicLots({ asc: h.houses.ascendant, sunLon: positions.Sun, positions, cusps: h.cusps });
    return { data: { isDayChart: r.isDayChart, lots: r.lots }, meta: withWarnings(moment.meta, { houseSystem }, h.warnings) };
  },
});

// ------------------------------------------------------------------ POST /v1/western/progressions

const progressionsSchema = z
  .strictObject({ ...momentFields, targetDate: targetDateField, houseSystem: houseSystemField, nodeType: nodeTypeField, orbs: orbsField })
  .superRefine(oneZoneSource);

interface ProgressionsEndpointInput {
  moment: PreparedMoment;
  birthDate: string;
  target: { utcMs: number; jdUt: number; warnings: Text[] };
  houseSystem: HouseSystem;
  nodeType: NodeType;
  orbs?: Partial<Orbs>;
}

export const westernProgressions = definePost({
  name: 'western-progressions',
  path: '/v1/western/progressions',
  schema: progressionsSchema,
  summary: 'Secondary progressions and solar arc directions to targetDate',
  description:
    'A day of ephemeris for each year of life, a year being 365.24219 days (the tropical year: one day of ' +
    'ephemeris per return of the Sun); solar arc = progressed Sun − natal Sun, added to every body; progressed MC ' +
    '= natal MC + arc, the progressed Ascendant from that MC\'s RAMC at the birth latitude. Each progressed body ' +
    'carries its aspects to the natal chart. `targetDate` default now; a target before birth is a 400.',
  response: progressionsData,
  examples: [{ request: { ...NYC, targetDate: TARGET } }],
  prepare: (raw, ctx): ProgressionsEndpointInput => ({
    moment: prepareMoment(raw),
    birthDate: raw.date,
    target: prepareTarget(raw, ctx.nowMs),
    houseSystem: raw.houseSystem,
    nodeType: raw.nodeType,
    orbs: raw.orbs,
  }),
  run({ moment, birthDate, target, houseSystem, nodeType, orbs }) {
    const r = progressions({
      birthJdUt: moment.jdUt, targetJdUt: target.jdUt, lat: moment.lat, lng: moment.lng, nodeType, houseSystem, orbs,
    });
    return {
      data: {
        birthDate,
        targetDate: isoUtc(target.utcMs),
        ageYears: r.ageYears,
        progressedDate: isoUtc(utcMsFromJulianDay(r.progressedJdUt)),
        solarArc: r.solarArcDeg,
        secondaryProgressions: r.secondary,
        solarArcDirections: r.solarArc,
        progressedAscendant: norm360(r.progressedAscendant),
        progressedMidheaven: norm360(r.progressedMidheaven),
        progressedMoon: r.progressedMoon,
      },
      meta: withWarnings(moment.meta, { houseSystem, nodeType }, [...target.warnings, ...r.warnings]),
    };
  },
});
