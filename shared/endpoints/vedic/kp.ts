/**
 * Krishnamurti Paddhati: POST /v1/kp/cusps, /v1/kp/significators, /v1/kp/ruling-planets, /v1/kp/horary.
 * Sidereal with the Krishnamurti ayanamsa by default (`ayanamsa` for others), the mean node by default,
 * Placidus cusps; rules and sources in shared/core/vedic/kp.ts.
 */
import { z } from 'zod';
import { AYANAMSAS, utcMsFromJulianDay, type Ayanamsa } from '../../core/ephemeris.js';
import { isoUtc } from '../../core/time.js';
import { VEDIC_PLANETS } from '../../core/vedic/grahas.js';
import {
  cuspRecords, horaryChart, horaryCuspRecords, kpCuspLongitudes, planetRecords, RULING_ROLES, rulingPlanets, significators,
  type KpCusp, type KpLords, type KpPlanet, type KpPlanetInput,
} from '../../core/vedic/kp.js';
import { vedicDay, WEEKDAY_LORD } from '../../core/vedic/muhurta.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { momentFields, nodeTypeField, oneZoneSource } from '../common.js';
import { MUMBAI, TARGET } from '../examples.js';
import { graha, houseNumber, instant, lonDeg, signIndex, signName } from '../responses/records.js';
import { definePost, type Meta } from '../types.js';
import { nakshatraName } from './chart.js';
import { prepareVedic, vedicChart, vedicMeta, type VedicInput } from './common.js';

const kpAyanamsaField = z
  .enum(AYANAMSAS as [Ayanamsa, ...Ayanamsa[]])
  .default('krishnamurti')
  .describe('Ayanamsa for sidereal positions (true, with nutation); KP\'s own, krishnamurti, by default');

const kpSchema = z.strictObject({ ...momentFields, ayanamsa: kpAyanamsaField, nodeType: nodeTypeField }).superRefine(oneZoneSource);
const horarySchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: kpAyanamsaField,
    nodeType: nodeTypeField,
    number: z.number().int().min(1).max(249).describe('The horary number the querent gives, 1–249 (KSK\'s table)'),
  })
  .superRefine(oneZoneSource);

const KP_NOTE =
  'Sidereal with the Krishnamurti ayanamsa by default (`ayanamsa` for another), the mean node by default ' +
  '(`nodeType`), Placidus cusps (refused, 422, where Placidus is undefined near the poles).';

// ------------------------------------------------------------------ response records

const lordFields = {
  sign: signIndex,
  signName,
  nakshatra: nakshatraName,
  signLord: graha.describe('Lord of the sign (traditional: Scorpio Mars, Aquarius Saturn)'),
  starLord: graha.describe('Lord of the nakshatra'),
  subLord: graha.describe('KP sub lord (the nakshatra divided in Vimshottari proportion)'),
  subSubLord: graha.describe('KP sub-sub lord (the sub divided the same way)'),
};
const kpCusp = z.strictObject({ cusp: houseNumber.describe('Cusp 1 to 12'), longitude: lonDeg('Sidereal Placidus cusp'), ...lordFields });
const kpPlanet = z.strictObject({
  planet: graha,
  longitude: lonDeg('Sidereal longitude'),
  house: houseNumber.describe('Placidus house: the one whose cusp the planet has passed'),
  ...lordFields,
});
const houseList = z.array(houseNumber);
const planetList = z.array(graha);

export const kpCuspsData = z.strictObject({
  cusps: z.array(kpCusp).length(12).describe('Placidus cusps 1 to 12 with their lords'),
  planets: z.array(kpPlanet).length(9).describe('Sun … Ketu with their lords and Placidus houses'),
});

const significatorsData = z.strictObject({
  planets: z
    .array(
      z.strictObject({
        planet: graha,
        house: houseNumber.describe('Placidus house occupied'),
        starLord: graha.describe('Lord of the nakshatra the planet is in'),
        agentOf: planetList.describe('Rahu and Ketu: the planets they represent (sign lord, then planets in the same sign); empty for the others'),
        levels: z
          .strictObject({
            level1: houseList.describe('Houses occupied by its star lord'),
            level2: houseList.describe('The house it occupies (for a node, with the houses its principals occupy)'),
            level3: houseList.describe('Houses owned by its star lord'),
            level4: houseList.describe('Houses it owns (for a node, those its principals own)'),
          })
          .describe('Houses signified, strongest level first'),
      }),
    )
    .length(9)
    .describe('What each planet signifies'),
  houses: z
    .array(
      z.strictObject({
        house: houseNumber,
        cusp: lonDeg('Sidereal Placidus cusp'),
        owner: graha.describe('Lord of the sign the cusp falls in'),
        levels: z
          .strictObject({
            level1: planetList.describe('Planets in the star of the occupants'),
            level2: planetList.describe('Occupants'),
            level3: planetList.describe('Planets in the star of the owner'),
            level4: planetList.describe('The owner'),
          })
          .describe('Significators, strongest level first; nodes included where they act as agents'),
      }),
    )
    .length(12)
    .describe('The significators of each house'),
});

const lordsOfPoint = z.strictObject({
  longitude: lonDeg('Sidereal longitude'),
  sign: signIndex,
  signName,
  nakshatra: nakshatraName,
  signLord: graha,
  starLord: graha,
  subLord: graha,
  subSubLord: graha,
});

const rulingData = z.strictObject({
  dayLord: graha.describe('Lord of the weekday; the day runs from sunrise to sunrise'),
  weekday: z.number().int().min(0).max(6).describe('Weekday of the Hindu day, 0 = Sunday'),
  sunrise: instant.describe('The sunrise that began this day (upper limb, standard refraction)'),
  ascendant: lordsOfPoint.describe('The ascendant at the moment with its lords'),
  moon: lordsOfPoint.describe('The Moon at the moment with its lords'),
  rulers: z
    .array(z.strictObject({ role: z.enum(RULING_ROLES).describe('Which ruler'), planet: graha }))
    .length(RULING_ROLES.length)
    .describe('The seven rulers: the five classical ones in KP\'s order of strength, then the two sub lords'),
  nodes: z
    .array(
      z.strictObject({
        node: graha.describe('Rahu or Ketu'),
        represents: planetList.describe('The ruling planets it stands for'),
        by: z.array(z.enum(['sign', 'conjunction'])).describe('It occupies a sign a ruling planet rules, or shares a sign with one'),
      }),
    )
    .describe('Rahu or Ketu added as representatives of ruling planets'),
  planets: planetList.describe('The ruling planets, distinct, in the order of `rulers`, then the representing nodes'),
});

const horaryData = z.strictObject({
  number: z.number().int().min(1).max(249).describe('The horary number'),
  sub: z
    .strictObject({
      start: lonDeg('Start of the number\'s sub, the horary ascendant'),
      end: z.number().gt(0).max(360).describe('End of the sub, degrees (360 for number 249)'),
      sign: signIndex,
      signName,
      starLord: graha,
      subLord: graha,
    })
    .describe('The number\'s entry in KSK\'s table of 249 subs'),
  armc: z.number().min(0).lt(360).describe('Sidereal time (ARMC, degrees) that raises the horary ascendant at the place'),
  cusps: z.array(kpCusp).length(12).describe('Placidus cusps for that ARMC'),
  planets: z.array(kpPlanet).length(9).describe('The planets at the moment of the question, in the horary houses'),
  significators: significatorsData.describe('Planet and house significators of the horary chart, as /v1/kp/significators gives them'),
});

// ------------------------------------------------------------------ shaping

function lordsRecord(r: KpLords) {
  return {
    sign: r.sign, signName: SIGN_NAMES[r.sign], nakshatra: r.nakshatra,
    signLord: r.signLord, starLord: r.starLord, subLord: r.subLord, subSubLord: r.subSubLord,
  };
}
const cuspOut = (c: KpCusp) => ({ cusp: c.cusp, longitude: c.longitude, ...lordsRecord(c) });
const planetOut = (p: KpPlanet) => ({ planet: p.planet, longitude: p.longitude, house: p.house, ...lordsRecord(p) });

function significatorsOut(planets: KpPlanet[], cusps: number[]) {
  const s = significators(planets, cusps);
  return {
    planets: s.planets.map((p) => ({
      planet: p.planet, house: p.house, starLord: p.starLord, agentOf: p.agentOf,
      levels: { level1: p.levels[0], level2: p.levels[1], level3: p.levels[2], level4: p.levels[3] },
    })),
    houses: s.houses.map((h) => ({
      house: h.house, cusp: h.cusp, owner: h.owner,
      levels: { level1: h.levels[0], level2: h.levels[1], level3: h.levels[2], level4: h.levels[3] },
    })),
  };
}

function planetsOf(input: VedicInput): KpPlanetInput[] {
  return vedicChart(input).planets.map((p) => ({ planet: p.planet, longitude: p.longitude }));
}

function natalKp(input: VedicInput) {
  const cusps = kpCuspLongitudes(input.moment.jdUt, input.moment.lat, input.moment.lng, input.ayanamsa);
  return { cusps, planets: planetRecords(planetsOf(input), cusps) };
}

const kpMeta = (input: VedicInput): Meta => vedicMeta(input, { houseSystem: 'placidus' });

// ------------------------------------------------------------------ endpoints

export const kpCuspsEndpoint = definePost({
  name: 'kp-cusps',
  path: '/v1/kp/cusps',
  summary: 'KP cusps: the 12 Placidus cusps and the nine planets with their sign, star, sub and sub-sub lords',
  description:
    'Each longitude\'s sign lord, nakshatra (star) lord, sub lord and sub-sub lord (KP Reader I: the nakshatra ' +
    'divided among the nine Vimshottari lords in proportion to their years, from its own lord, and each sub again ' +
    'from the sub lord); each planet\'s Placidus house is the one whose cusp it has passed. ' + KP_NOTE,
  response: kpCuspsData,
  examples: [{ request: MUMBAI }, { summary: 'With the Lahiri ayanamsa', request: { ...MUMBAI, ayanamsa: 'lahiri' } }],
  schema: kpSchema,
  prepare: prepareVedic,
  run(input) {
    const k = natalKp(input);
    return { data: { cusps: cuspRecords(k.cusps).map(cuspOut), planets: k.planets.map(planetOut) }, meta: kpMeta(input) };
  },
});

export const kpSignificatorsEndpoint = definePost({
  name: 'kp-significators',
  path: '/v1/kp/significators',
  summary: 'KP significators: the houses each planet signifies and the planets signifying each house, at four levels',
  description:
    'KP Reader\'s four levels, strongest first. A planet signifies (1) the houses its star lord occupies, (2) the house ' +
    'it occupies, (3) the houses its star lord owns, (4) the houses it owns; a house is signified by (1) planets in the ' +
    'star of its occupants, (2) its occupants, (3) planets in the star of its owner, (4) its owner. A planet occupies ' +
    'the Placidus house whose cusp it has passed and owns the houses whose cusps fall in its signs. Rahu and Ketu, ' +
    'which own no sign, act as agents of the lord of their sign and of the planets in the same sign: those planets\' ' +
    'occupied houses join the node\'s level 2 and their owned houses its level 4 (so planets in a node\'s star ' +
    'inherit them at levels 1 and 3); aspects to the nodes are not used. ' + KP_NOTE,
  response: significatorsData,
  examples: [{ request: MUMBAI }],
  schema: kpSchema,
  prepare: prepareVedic,
  run(input) {
    const k = natalKp(input);
    return { data: significatorsOut(k.planets, k.cusps), meta: kpMeta(input) };
  },
});

export const kpRulingPlanetsEndpoint = definePost({
  name: 'kp-ruling-planets',
  path: '/v1/kp/ruling-planets',
  summary: 'KP ruling planets of a moment and place: day lord, the ascendant\'s and the Moon\'s sign, star and sub lords, nodes as representatives',
  description:
    'KP Reader VI: the lord of the weekday (the Hindu day, from sunrise, upper limb with standard refraction, to the ' +
    'next sunrise), the sign, star and sub lords of the ascendant and of the Moon at the moment. `rulers` lists the ' +
    'five classical ones in KP\'s order of strength (ascendant star lord, ascendant sign lord, Moon star lord, Moon ' +
    'sign lord, day lord), then the ascendant\'s and the Moon\'s sub lords. Rahu or Ketu join as representatives of ' +
    'a ruling planet whose sign they occupy or with which they share a sign (aspects not used). The day lord is ' +
    'undefined, 422, where the Sun does not rise and set. Sidereal with the Krishnamurti ayanamsa by default ' +
    '(`ayanamsa`), the mean node by default (`nodeType`).',
  response: rulingData,
  examples: [{ request: { ...MUMBAI, date: TARGET } }],
  schema: kpSchema,
  prepare: prepareVedic,
  run(input) {
    const { jdUt, lat, lng } = input.moment;
    const chart = vedicChart(input);
    const day = vedicDay(jdUt, lat, lng, 'upper-limb');
    const dayLord = VEDIC_PLANETS[WEEKDAY_LORD[day.weekday]];
    const moon = chart.planets[1];
    const r = rulingPlanets(chart.ascendant, moon.longitude, dayLord, planetsOf(input));
    const point = (p: typeof r.ascendant) => ({ longitude: p.longitude, ...lordsRecord(p) });
    const { houseSystem: _unused, ...meta } = vedicMeta(input);
    return {
      data: {
        dayLord,
        weekday: day.weekday,
        sunrise: isoUtc(utcMsFromJulianDay(day.sunriseJdUt)),
        ascendant: point(r.ascendant),
        moon: point(r.moon),
        rulers: r.rulers,
        nodes: r.nodes,
        planets: r.planets,
      },
      meta,
    };
  },
});

interface HoraryInput extends VedicInput {
  number: number;
}

export const kpHoraryEndpoint = definePost({
  name: 'kp-horary',
  path: '/v1/kp/horary',
  summary: 'KP horary (1–249): the number gives the ascendant; Placidus cusps from the sidereal time that raises it; the planets of the moment',
  description:
    'KP Reader VI: the numbers 1–249 are the 243 KP subs from 0° Aries, the six that a sign boundary cuts (at 30°, ' +
    '90°, 150°, 210°, 270° and 330°) counted twice, as in KSK\'s horary table (1 = Aries 0°00′–0°46′40″, 23 = Taurus ' +
    '0°–1°13′20″, 249 = Pisces 27°53′20″–30°). The ascendant is the start of the number\'s sub; the sidereal time ' +
    '(ARMC) that puts that degree on the eastern horizon at the place gives the Placidus cusps (true obliquity and ' +
    'ayanamsa of the moment); the planets are those of the moment of the question, placed in those houses, with ' +
    'their significators as /v1/kp/significators computes them. ' + KP_NOTE,
  response: horaryData,
  examples: [{ request: { ...MUMBAI, date: TARGET, number: 100 } }],
  schema: horarySchema,
  prepare: (raw: z.output<typeof horarySchema>): HoraryInput => ({ ...prepareVedic(raw), number: raw.number }),
  run(input) {
    const h = horaryChart(input.number, input.moment.jdUt, input.moment.lat, input.ayanamsa);
    const cusps = horaryCuspRecords(h.cusps);
    const planets = planetRecords(planetsOf(input), h.cusps);
    return {
      data: {
        number: input.number,
        sub: { start: h.sub.start, end: h.sub.end, sign: h.sub.sign, signName: SIGN_NAMES[h.sub.sign], starLord: h.sub.starLord, subLord: h.sub.subLord },
        armc: h.armcDeg,
        cusps: cusps.map(cuspOut),
        planets: planets.map(planetOut),
        significators: significatorsOut(planets, h.cusps),
      },
      meta: kpMeta(input),
    };
  },
});
