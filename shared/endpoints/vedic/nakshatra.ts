/** POST /v1/nakshatra: the Moon's nakshatra and its attributes (gana, yoni, nadi, varna, which matching reads too). */
import { z } from 'zod';
import { text } from '../../core/text.js';
import { nakshatraAttributes, rasiVarna, YONI_ANIMALS } from '../../core/vedic/nakshatra-attributes.js';
import { NAKSHATRA_SPAN_DEG, nakshatraOf } from '../../core/vedic/nakshatra.js';
import { graha, lonDeg, pada, sentence, signName } from '../responses/records.js';
import { nakshatraName } from './chart.js';
import { SIDEREAL, vedicChart, vedicEndpoint } from './common.js';

export const gana = z.enum(['Deva', 'Manushya', 'Rakshasa']).describe('Gana (temperament) of the nakshatra');
export const yoni = z
  .strictObject({ animal: z.enum(YONI_ANIMALS).describe('Yoni animal'), sex: z.enum(['Male', 'Female']).describe('Its sex') })
  .describe('Yoni of the nakshatra (Muhurta Chintamani)');
export const nadi = z.enum(['Adi', 'Madhya', 'Antya']).describe('Nadi of the nakshatra');
export const varna = z.enum(['Brahmin', 'Kshatriya', 'Vaishya', 'Shudra']);

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

/**
 * The Moon's nakshatra with its KP lords and traditional attributes (deity, symbol, gana, yoni, nadi;
 * varna by the Moon's sign, as ashtakoot matching uses it). Sources in core/vedic/nakshatra-attributes.ts.
 */
export const nakshatraEndpoint = vedicEndpoint('nakshatra', '/v1/nakshatra', {
  summary: 'The Moon\'s nakshatra: pada, KP lords, deity, symbol, gana, yoni, nadi, varna',
  description:
    `Gana and yoni from the Muhurta Chintamani verses, nadi from the standard matching table, varna by the Moon's ` +
    `sign (as ashtakoot uses it); the sources and the choices where tables disagree are cited in ` +
    `\`shared/core/vedic/nakshatra-attributes.ts\`. ${SIDEREAL}`,
  response: nakshatraData,
}, (input) => {
  const moon = vedicChart(input).planets[1];
  const nak = nakshatraOf(moon.longitude);
  const attr = nakshatraAttributes(nak.index);
  const start = nak.index * NAKSHATRA_SPAN_DEG;
  return {
    nakshatra: nak.name,
    number: nak.index + 1,
    pada: nak.pada,
    lord: nak.lord,
    subLord: nak.subLord,
    subSubLord: nak.subSubLord,
    // the deity and symbol as the catalogue words them in the caller's language (vedic.nakshatra.*)
    deity: text(`vedic.nakshatra.deity.${nak.index + 1}`),
    symbol: text(`vedic.nakshatra.symbol.${nak.index + 1}`),
    gana: attr.gana,
    yoni: attr.yoni,
    nadi: attr.nadi,
    varna: rasiVarna(moon.sign),
    moonLongitude: moon.longitude,
    startLongitude: start,
    endLongitude: (start + NAKSHATRA_SPAN_DEG) % 360,
    signName: moon.signName,
  };
});
