/**
 * The sidereal chart: POST /v1/sun-sign, /v1/moon-sign, /v1/ascendant, /v1/houses/vedic, /v1/navamsa, with
 * their response schemas (and that of /v1/planets, the nine records). Sidereal (Lahiri default), mean node
 * default, whole-sign houses from the ascendant's sign; shapes: spec "Vedic endpoints", the ones it only
 * names described with each endpoint (the /docs guide).
 */
import { z } from 'zod';
import { norm360 } from '../../core/angles.js';
import { SIGN_LORD } from '../../core/vedic/grahas.js';
import { nakshatraOf } from '../../core/vedic/nakshatra.js';
import { navamsaSignOf, type VedicChartCore } from '../../core/vedic/planets.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { degreeInSign, graha, houseNumber, lonDeg, pada, signIndex, signName, vedicPlanet } from '../responses/records.js';
import { SIDEREAL, vedicChart, vedicEndpoint } from './common.js';

export const nakshatraName = z.string().describe('Nakshatra\'s display name in `lang`');

export const planetsData = z.strictObject({ planets: z.array(vedicPlanet).length(9).describe('Sun, Moon, Mars, Mercury, Jupiter, Venus, Saturn, Rahu, Ketu') });

export const ascendantData = z.strictObject({
  degree: lonDeg('Sidereal ascendant'),
  sign: signIndex,
  signName,
  nakshatra: nakshatraName,
  nakshatraPada: pada,
  midheaven: lonDeg('Sidereal midheaven'),
  degreeInSign,
  nakshatraLord: graha,
  subLord: graha.describe('KP sub lord'),
});

export const vedicHousesData = z.strictObject({
  houses: z
    .array(
      z.strictObject({
        number: houseNumber,
        sign: signIndex,
        signName,
        lord: graha.describe('Traditional lord of the sign'),
        planets: z.array(graha).describe('Planets in the sign'),
        cuspStart: z.number().min(0).lt(360).describe('Start of the sign, degrees'),
        cuspEnd: z.number().min(0).lt(360).describe('End of the sign, degrees (Pisces ends at 0)'),
      }),
    )
    .length(12)
    .describe('Houses 1 to 12, whole-sign'),
});

export const navamsaData = z.strictObject({
  planets: z
    .array(
      z.strictObject({
        planet: graha,
        navamsaSign: signIndex,
        navamsaSignName: signName,
        navamsaHouse: houseNumber.describe('Counted from the navamsa ascendant'),
        longitude: lonDeg('Navamsa longitude (9 × the sidereal longitude, mod 360)'),
      }),
    )
    .length(9)
    .describe('The nine planets in the navamsa'),
  ascendantNavamsa: z
    .strictObject({ sign: signIndex, signName, longitude: lonDeg('Navamsa longitude of the ascendant') })
    .describe('The navamsa ascendant'),
});

/** The planet record of the spec, for the Sun. */
export const sunSign = vedicEndpoint(
  'sun-sign',
  '/v1/sun-sign',
  { summary: 'The Vedic planet record of the Sun', description: `The spec's Vedic planet record of the Sun. ${SIDEREAL}`, response: vedicPlanet },
  (input) => vedicChart(input).planets[0],
);

/** The same record for the Moon (the rashi). */
export const moonSign = vedicEndpoint(
  'moon-sign',
  '/v1/moon-sign',
  { summary: 'The Vedic planet record of the Moon (the rashi)', description: `The spec's Vedic planet record of the Moon. ${SIDEREAL}`, response: vedicPlanet },
  (input) => vedicChart(input).planets[1],
);

/** `degree` is the sidereal longitude of the ascendant (0–360); `degreeInSign` is added beside it. */
export const ascendant = vedicEndpoint('ascendant', '/v1/ascendant', {
  summary: 'The sidereal ascendant: degree, sign, nakshatra and pada, KP lords, midheaven',
  description: `\`degree\` is the sidereal longitude of the ascendant (0–360). ${SIDEREAL}`,
  response: ascendantData,
}, (input) => ascendantOf(vedicChart(input)));

export function ascendantOf(c: VedicChartCore) {
  const nak = nakshatraOf(c.ascendant);
  return {
    degree: c.ascendant,
    sign: c.ascendantSign,
    signName: SIGN_NAMES[c.ascendantSign],
    nakshatra: nak.name,
    nakshatraPada: nak.pada,
    midheaven: c.midheaven,
    degreeInSign: c.ascendant - c.ascendantSign * 30,
    nakshatraLord: nak.lord,
    subLord: nak.subLord,
  };
}

/** Whole-sign houses: house n is the n-th sign from the ascendant's; cuspEnd of Pisces reads 0 (spec). */
export const vedicHouses = vedicEndpoint('houses-vedic', '/v1/houses/vedic', {
  summary: 'The 12 whole-sign houses with their lords and occupants',
  description:
    `House n is the n-th sign from the ascendant's; the cusps are the sign's boundaries (Pisces ends at 0); lords ` +
    `are the traditional ones (Scorpio Mars, Aquarius Saturn). ${SIDEREAL}`,
  response: vedicHousesData,
}, (input) => vedicHousesOf(vedicChart(input)));

export function vedicHousesOf(c: VedicChartCore) {
  const houses = Array.from({ length: 12 }, (_, i) => {
    const sign = (c.ascendantSign + i) % 12;
    return {
      number: i + 1,
      sign,
      signName: SIGN_NAMES[sign],
      lord: SIGN_LORD[sign],
      planets: c.planets.filter((p) => p.sign === sign).map((p) => p.planet),
      cuspStart: sign * 30,
      cuspEnd: ((sign + 1) * 30) % 360,
    };
  });
  return { houses };
}

/**
 * Navamsa (D9, Parashari: BPHS ch. 6): each planet's navamsa sign, its house counted from the navamsa
 * ascendant, and its navamsa longitude (the D1 longitude × 9, mod 360, the usual D9 position).
 */
export const navamsa = vedicEndpoint('navamsa', '/v1/navamsa', {
  summary: 'Navamsa (D9): signs, houses from the navamsa lagna, navamsa longitudes',
  description: `Parashari navamsa (BPHS ch. 6). \`navamsaHouse\` counts from the navamsa ascendant; \`longitude\` is 9 × the sidereal longitude, mod 360. ${SIDEREAL}`,
  response: navamsaData,
}, (input) => navamsaOf(vedicChart(input)));

export function navamsaOf(c: VedicChartCore) {
  const ascNav = navamsaSignOf(c.ascendant);
  return {
    planets: c.planets.map((p) => ({
      planet: p.planet,
      navamsaSign: p.navamsaSign,
      navamsaSignName: p.navamsaSignName,
      navamsaHouse: ((p.navamsaSign - ascNav + 12) % 12) + 1,
      longitude: norm360(p.longitude * 9),
    })),
    ascendantNavamsa: { sign: ascNav, signName: SIGN_NAMES[ascNav], longitude: norm360(c.ascendant * 9) },
  };
}
