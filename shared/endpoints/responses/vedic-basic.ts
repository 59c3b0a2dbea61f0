/** Response schemas of the Vedic endpoints built on the nine planet records (../vedic-basic.ts, ../planets.ts). */
import { z } from 'zod';
import { YONI_ANIMALS } from '../../core/vedic/nakshatra-attributes.js';
import { avasthaRecord, degreeInSign, graha, houseNumber, lonDeg, pada, planetIndex, sentence, signIndex, signName, vedicDignity, vedicPlanet } from './records.js';

export const gana = z.enum(['Deva', 'Manushya', 'Rakshasa']).describe('Gana (temperament) of the nakshatra');
export const yoni = z
  .strictObject({ animal: z.enum(YONI_ANIMALS).describe('Yoni animal'), sex: z.enum(['Male', 'Female']).describe('Its sex') })
  .describe('Yoni of the nakshatra (Muhurta Chintamani)');
export const nadi = z.enum(['Adi', 'Madhya', 'Antya']).describe('Nadi of the nakshatra');
export const varna = z.enum(['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra']);

const nakshatraName = z.string().describe('Nakshatra\'s display name in `lang`');

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

export const avasthaData = z.strictObject({
  planets: z
    .array(
      z.strictObject({
        planet: planetIndex,
        signName,
        house: houseNumber,
        dignity: vedicDignity,
        avastha: avasthaRecord,
        baladiAvastha: z.strictObject({
          name: z.enum(['Bala', 'Kumara', 'Yuva', 'Vriddha', 'Mrita']).describe('Baladi state by the degree in the sign'),
          modifier: z.number().min(0).max(1).describe('Share of its results the planet gives in this state'),
          desc: sentence,
        }).describe('The baladi state alone'),
      }),
    )
    .length(9)
    .describe('Sun … Ketu'),
  ashtottariApplicable: z.boolean().describe('Rahu in a kendra (1, 4, 7, 10) from the lagna'),
});

export const nakshatraData = z.strictObject({
  nakshatra: nakshatraName,
  number: z.number().int().min(1).max(27).describe('1 = Ashwini … 27 = Revati'),
  pada,
  lord: graha.describe('Vimshottari lord'),
  subLord: graha.describe('KP sub lord'),
  subSubLord: graha.describe('KP sub-sub lord'),
  deity: sentence.describe('Presiding deity, in `lang`'),
  symbol: sentence.describe('Symbol, in `lang`'),
  gana: gana,
  yoni,
  nadi,
  varna: varna.describe('By the Moon\'s sign, as ashtakoot uses it'),
  moonLongitude: lonDeg('Sidereal Moon'),
  startLongitude: lonDeg('Start of the nakshatra'),
  endLongitude: lonDeg('End of the nakshatra'),
  signName,
});

export const relationshipsData = z.strictObject({
  planets: z
    .array(
      z.strictObject({
        planet: graha,
        sign: signIndex,
        signName,
        relationships: z
          .array(
            z.strictObject({
              planet: graha,
              natural: z.enum(['Friend', 'Neutral', 'Enemy']).describe('BPHS ch. 3'),
              temporary: z.enum(['Friend', 'Enemy']).describe('Friend in the 2nd, 3rd, 4th, 10th, 11th, 12th sign from the planet'),
              compound: z.enum(['Great Friend', 'Friend', 'Neutral', 'Enemy', 'Great Enemy']).describe('Natural and temporary combined (five-fold)'),
            }),
          )
          .length(8)
          .describe('The planet\'s relation to each of the other eight'),
      }),
    )
    .length(9)
    .describe('Sun … Ketu'),
});

const chartPlanet = z.strictObject({
  planet: graha,
  abbreviation: z.string().describe('Su, Mo, Ma, Me, Ju, Ve, Sa, Ra, Ke'),
  degreeInSign,
  isRetrograde: z.boolean().describe('Drawn with ℞ (never on the nodes)'),
});

export const indianChartData = z.union([
  z.strictObject({
    style: z.enum(['north', 'south']).describe('Layout: North Indian (diamond, fixed houses) or South Indian (fixed signs)'),
    houses: z
      .array(z.strictObject({ house: houseNumber, sign: signIndex, signName, planets: z.array(chartPlanet).describe('By degree within the sign') }))
      .length(12)
      .describe('House 1 first'),
    ascendant: z.strictObject({ sign: signIndex, signName, degreeInSign }).describe('The ascendant'),
  }).describe('The chart as JSON (format json)'),
  z.strictObject({
    format: z.literal('svg').describe('The drawing is SVG'),
    style: z.enum(['north', 'south']).describe('Layout'),
    width: z.number().int().describe('Pixels'),
    height: z.number().int().describe('Pixels'),
    svg: z.string().describe('The chart as an SVG document'),
  }).describe('The chart drawn as SVG (format svg)'),
]);
