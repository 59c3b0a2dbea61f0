/** The nine planets' states and relations: POST /v1/vedic/avastha, /v1/planets/relationships. */
import { z } from 'zod';
import { BALADI_FACTOR, baladiDesc } from '../../core/vedic/avastha.js';
import { VEDIC_PLANETS, type Graha } from '../../core/vedic/grahas.js';
import { relationships } from '../../core/vedic/relationships.js';
import { avasthaRecord, graha, houseNumber, planetIndex, sentence, signIndex, signName, vedicDignity } from '../responses/records.js';
import { SIDEREAL, vedicChart, vedicEndpoint } from './common.js';

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

/**
 * Avasthas (BPHS ch. 45) with `planet` as the index (spec). `ashtottariApplicable`: Ashtottari dasha is
 * conditional; we apply the rule "Rahu in a kendra (1, 4, 7, 10) from the lagna" (BPHS as summarised at
 * astrosutras.in, "Ashtottari Dasha System in BPHS"). Other readings (Rahu in a kendra or trikona from
 * the lagna lord, not in the lagna) exist; the endpoint's description says so.
 */
export const avastha = vedicEndpoint('vedic-avastha', '/v1/vedic/avastha', {
  summary: 'Baladi and jagradadi avasthas of the nine planets; Ashtottari applicability',
  description:
    `Baladi (age) and jagradadi (alertness) states of BPHS ch. 45, \`planet\` as the index 0–8. ` +
    `\`ashtottariApplicable\` is true when Rahu is in a kendra (1, 4, 7, 10) from the lagna (BPHS's condition as ` +
    `usually summarised; another reading, Rahu in a kendra or trikona from the lagna lord, is not used). ` +
    `${SIDEREAL}`,
  response: avasthaData,
}, (input) => {
  const c = vedicChart(input);
  const rahu = c.planets[7];
  return {
    planets: c.planets.map((p) => ({
      planet: VEDIC_PLANETS.indexOf(p.planet),
      signName: p.signName,
      house: p.house,
      dignity: p.dignity,
      avastha: p.avastha,
      baladiAvastha: { name: p.avastha.baladi, modifier: BALADI_FACTOR[p.avastha.baladi], desc: baladiDesc(p.avastha.baladi) },
    })),
    ashtottariApplicable: [1, 4, 7, 10].includes(rahu.house),
  };
});

/** Natural (BPHS ch. 3), temporary (2, 3, 4, 10, 11, 12 from the planet) and compound (five-fold) relations. */
export const relationshipsEndpoint = vedicEndpoint('planets-relationships', '/v1/planets/relationships', {
  summary: 'Natural, temporary and compound relations of each planet to the other eight',
  description:
    `Natural relations of BPHS ch. 3 (Rahu and Ketu take Jagannatha Hora's and PyJHora's natural rows and the ` +
    `same temporary rule), temporary friends in the 2nd, 3rd, 4th, 10th, 11th and 12th sign, and the five-fold ` +
    `compound: Great Friend, Friend, Neutral, Enemy, Great Enemy. ${SIDEREAL}`,
  response: relationshipsData,
}, (input) => {
  const c = vedicChart(input);
  const signs = Object.fromEntries(c.planets.map((p) => [p.planet, p.sign])) as Record<Graha, number>;
  const rel = relationships(signs);
  return {
    planets: c.planets.map((p, i) => ({ planet: p.planet, sign: p.sign, signName: p.signName, relationships: rel[i].relationships })),
  };
});
