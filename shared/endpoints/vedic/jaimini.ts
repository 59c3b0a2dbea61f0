/**
 * POST /v1/jaimini: chara karakas, the arudha padas of the houses (A1 … A12, arudha lagna, upapada) and
 * of the planets, rashi drishti and argala, from the sidereal rashi chart (core/vedic/jaimini.ts).
 */
import { z } from 'zod';
import {
  argalaOn, argalaOnPlanet, bhavaArudhas, charaKarakas, grahaArudhas, KARAKA_IDS, rashiDrishtiTable, signOfPlanet, strongerCoLord,
  type Argala, type JaiminiChart, type KarakaScheme,
} from '../../core/vedic/jaimini.js';
import { VEDIC_PLANETS, type Graha } from '../../core/vedic/grahas.js';
import { SIGN_NAMES } from '../../core/zodiac.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource } from '../common.js';
import { MUMBAI } from '../examples.js';
import { graha, houseNumber, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { prepareVedic, SIDEREAL, vedicChart, vedicMeta, type VedicInput } from './common.js';

const jaiminiSchema = z
  .strictObject({
    ...momentFields,
    ayanamsa: ayanamsaField,
    nodeType: nodeTypeField,
    karakaScheme: z
      .union([z.literal(7), z.literal(8)])
      .default(8)
      .describe('8: Sun … Saturn and Rahu (Rahu counted backwards, BPHS ch. 32; default); 7: Sun … Saturn, no Pitrikaraka'),
    argalaSigns: z
      .array(signIndex)
      .max(12)
      .default([])
      .describe('Signs (0 = Aries … 11 = Pisces) to give argala on, besides the lagna'),
    argalaPlanets: z
      .array(z.enum(VEDIC_PLANETS))
      .max(9)
      .default([])
      .describe('Planets to give argala on (on the sign each occupies; for Ketu the houses are counted backwards, Jaimini 1.1.10)'),
  })
  .superRefine(oneZoneSource);

interface JaiminiInput extends VedicInput {
  karakaScheme: KarakaScheme;
  argalaSigns: number[];
  argalaPlanets: Graha[];
}

const signRef = z.strictObject({ sign: signIndex, signName });
const ARUDHA_KEYS = ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8', 'A9', 'A10', 'A11', 'A12'] as const;
type ArudhaKey = (typeof ARUDHA_KEYS)[number];

const karaka = z.strictObject({
  karaka: z.enum(KARAKA_IDS).describe('Karaka id: AK, AmK, BK, MK, PiK (8-karaka scheme only), PK, GK, DK'),
  name: z.string().describe('The karaka\'s display name in `lang` (English: Atmakaraka … Darakaraka)'),
  planet: graha,
  degreeInSign: z.number().min(0).max(30).describe('The degrees ranked: the degree in sign, for Rahu 30 − its degree in sign'),
});

const argalaHouse = z.strictObject({
  house: houseNumber.describe('Argala house from the reference: 2, 4, 11, 5 or 3 (counted backwards when `reference.reversed`)'),
  sign: signIndex,
  signName,
  planets: z.array(graha).describe('Planets there which give argala; in the 3rd only the natural malefics (Sun, Mars, Saturn, Rahu, Ketu)'),
  maleficsOnly: z.boolean().describe('True for the 3rd: only malefics there give argala (Jaimini 1.1.6)'),
  obstructingHouse: houseNumber.describe('The house obstructing it: 12, 10, 3, 9 or 11'),
  obstructingSign: signIndex,
  obstructingSignName: signName,
  obstructedBy: z.array(graha).describe('Planets there (virodhargala)'),
  stands: z.boolean().describe('Planets give argala and fewer planets obstruct it (equal numbers: not standing)'),
});

export const jaiminiData = z.strictObject({
  karakaScheme: z.union([z.literal(7), z.literal(8)]).describe('The karaka scheme used'),
  charaKarakas: z.array(karaka).min(7).max(8).describe('Atmakaraka first, Darakaraka last'),
  arudhas: z
    .strictObject(Object.fromEntries(ARUDHA_KEYS.map((k, i) => [k, signRef.describe(`Arudha pada of house ${i + 1}`)])) as Record<ArudhaKey, typeof signRef>)
    .describe('Bhava arudhas A1 … A12, houses counted from the lagna'),
  arudhaLagna: signRef.describe('A1'),
  upapada: signRef.describe('A12'),
  coLords: z
    .strictObject({ scorpio: graha.describe('Stronger lord of Scorpio: Mars or Ketu'), aquarius: graha.describe('Stronger lord of Aquarius: Saturn or Rahu') })
    .describe('The stronger co-lords the arudhas used'),
  grahaArudhas: z
    .array(
      z.strictObject({
        planet: graha,
        ownedSign: signIndex.describe('The sign counted to (the stronger, for a planet owning two)'),
        ownedSignName: signName,
        sign: signIndex,
        signName,
      }),
    )
    .length(9)
    .describe('Graha arudhas, Sun … Ketu'),
  rashiDrishti: z
    .array(
      z.strictObject({
        sign: signIndex,
        signName,
        aspects: z.array(signIndex).length(3).describe('The signs it aspects, nearest first'),
        aspectedBy: z.array(graha).describe('Planets in the signs that aspect it'),
      }),
    )
    .length(12)
    .describe('Jaimini sign aspects, Aries … Pisces'),
  argala: z
    .array(
      z.strictObject({
        reference: z
          .strictObject({
            sign: signIndex,
            signName,
            isLagna: z.boolean().describe('True for the lagna\'s sign'),
            planet: graha.nullable().describe('The planet argala is on (one of `argalaPlanets`), null for a sign'),
            reversed: z.boolean().describe('Houses counted backwards (argala on Ketu, Jaimini 1.1.10)'),
          })
          .describe('The sign (or the planet in it) argala is on'),
        houses: z.array(argalaHouse).length(5).describe('The 2nd, 4th, 11th and 5th from it, then the 3rd (malefics only)'),
      }),
    )
    .min(1)
    .describe('Argala on the lagna, then on each of `argalaSigns`, then on each of `argalaPlanets`'),
});

const signOf = (sign: number) => ({ sign, signName: SIGN_NAMES[sign] });

export function jaiminiOf(chart: JaiminiChart, scheme: KarakaScheme, argalaSigns: readonly number[], argalaPlanets: readonly Graha[] = []) {
  const a = bhavaArudhas(chart);
  const argalaRow = (reference: number, houses: Argala[], planet: Graha | null = null) => ({
    reference: { ...signOf(reference), isLagna: reference === chart.ascendantSign, planet, reversed: planet === 'Ketu' },
    houses: houses.map((h) => ({
      house: h.house,
      ...signOf(h.sign),
      planets: h.planets,
      maleficsOnly: h.maleficsOnly,
      obstructingHouse: h.obstructingHouse,
      obstructingSign: h.obstructingSign,
      obstructingSignName: SIGN_NAMES[h.obstructingSign],
      obstructedBy: h.obstructedBy,
      stands: h.stands,
    })),
  });
  return {
    karakaScheme: scheme,
    // `name` is a display name, translated under `lang` (i18n/localize.ts): any string in the answer
    charaKarakas: charaKarakas(chart, scheme).map((k) => ({ karaka: k.karaka, name: String(k.name), planet: k.planet, degreeInSign: k.degreeInSign })),
    arudhas: Object.fromEntries(ARUDHA_KEYS.map((k, i) => [k, signOf(a[i])])) as Record<ArudhaKey, { sign: number; signName: string }>,
    arudhaLagna: signOf(a[0]),
    upapada: signOf(a[11]),
    coLords: { scorpio: strongerCoLord(chart, 7), aquarius: strongerCoLord(chart, 10) },
    grahaArudhas: grahaArudhas(chart).map((g) => ({ planet: g.planet, ownedSign: g.ownedSign, ownedSignName: SIGN_NAMES[g.ownedSign], ...signOf(g.sign) })),
    rashiDrishti: rashiDrishtiTable(chart).map((r) => ({ ...signOf(r.sign), aspects: r.aspects, aspectedBy: r.aspectedBy })),
    argala: [
      ...[chart.ascendantSign, ...argalaSigns].map((s) => argalaRow(s, argalaOn(chart, s))),
      ...argalaPlanets.map((p) => argalaRow(signOfPlanet(chart, p), argalaOnPlanet(chart, p), p)),
    ],
  };
}

export const jaiminiEndpoint = definePost({
  name: 'jaimini',
  path: '/v1/jaimini',
  summary: 'Jaimini: chara karakas, arudha padas (A1–A12, upapada, graha padas), rashi drishti and argala',
  description:
    'Chara karakas (BPHS ch. 32) ranked by degrees in sign, Atmakaraka first; `karakaScheme` 8 (default: Sun … ' +
    'Saturn and Rahu, Rahu counted as 30 − its degree) or 7 (no Rahu, no Pitrikaraka); an exact tie keeps the ' +
    'order Sun … Rahu. Arudhas (BPHS ch. 29): as many signs from the lord as the lord is from the house; a pada ' +
    'in the house or the 7th from it moves to the 10th from there. Scorpio and Aquarius take their stronger ' +
    'co-lord (Mars/Ketu, Saturn/Rahu), a planet owning two signs counts to the stronger sign, by P.V.R. ' +
    'Narasimha Rao\'s rules (Vedic Astrology: An Integrated Approach), as Jagannatha Hora. Rashi drishti ' +
    '(Jaimini 1.1.2–4): movable signs aspect the fixed ones but the adjacent, fixed the movable but the adjacent, ' +
    'dual the other duals. Argala (Jaimini 1.1.5–10): planets in the 2nd, 4th, 11th and 5th, obstructed from the ' +
    '12th, 10th, 3rd and 9th, and the natural malefics in the 3rd (1.1.6), obstructed from the 11th; it stands when ' +
    'fewer planets obstruct (BPHS ch. 31\'s "three or more malefics" in the 3rd is not applied). On the lagna, each of ' +
    '`argalaSigns` and the sign of each of `argalaPlanets`; on Ketu the houses are counted backwards (1.1.10), ' +
    'its 2nd being the sign behind it. ' +
    `Karaka names are translated under \`lang\`. ${SIDEREAL}`,
  response: jaiminiData,
  examples: [
    { request: MUMBAI },
    { summary: 'Seven karakas, argala also on Aries and Cancer', request: { ...MUMBAI, karakaScheme: 7, argalaSigns: [0, 3] } },
    { summary: 'Argala on the Moon and on Ketu (counted backwards)', request: { ...MUMBAI, argalaPlanets: ['Moon', 'Ketu'] } },
  ],
  schema: jaiminiSchema,
  prepare: (raw: z.output<typeof jaiminiSchema>): JaiminiInput => ({
    ...prepareVedic(raw),
    karakaScheme: raw.karakaScheme,
    argalaSigns: raw.argalaSigns,
    argalaPlanets: raw.argalaPlanets,
  }),
  run: (input: JaiminiInput) => ({ data: jaiminiOf(vedicChart(input), input.karakaScheme, input.argalaSigns, input.argalaPlanets), meta: vedicMeta(input) }),
});
