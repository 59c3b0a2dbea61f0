/** Doshas of one chart: POST /v1/dosha/manglik and /v1/dosha/kaal-sarp. */
import { z } from 'zod';
import { doshaChartFromVedic, KAAL_SARP_TYPES, kaalSarp, manglik } from '../../core/vedic/doshas.js';
import { DELHI, MUMBAI, NYC } from '../examples.js';
import { graha, houseNumber, sentence, signIndex, signName } from '../responses/records.js';
import { definePost } from '../types.js';
import { prepareVedic, vedicChart, vedicMeta, vedicSchema, type VedicInput } from './common.js';

export const manglikStatus = z.enum(['none', 'partial', 'manglik', 'cancelled']).describe('Kuja dosha status');

export const manglikData = z
  .strictObject({
    marsSign: signIndex,
    marsSignName: signName,
    references: z
      .array(
        z.strictObject({
          reference: z.enum(['Lagna', 'Moon', 'Venus']).describe('The point Mars is counted from'),
          referenceSign: signIndex,
          marsHouse: houseNumber.describe('Mars\'s sign counted from the reference'),
          afflicted: z.boolean().describe('Mars in the 1st, 2nd, 4th, 7th, 8th or 12th'),
          exempt: z.boolean().describe('Afflicted, but exempt by Mars\'s sign'),
          exemptRule: sentence.optional(),
        }),
      )
      .length(3)
      .describe('Mars from the lagna, the Moon and Venus'),
    cancellations: z
      .array(
        z.strictObject({
          rule: sentence,
          scope: z.enum(['chart', 'reference', 'pair']).describe('What the rule cancels: the whole chart, one reference point, or the pair'),
          applies: z.boolean().describe('The rule holds in this chart'),
          source: z.string().describe('Where the rule comes from'),
        }),
      )
      .describe('Every cancellation rule checked'),
    status: manglikStatus.describe('partial: from the Moon or Venus only; manglik: from the lagna; cancelled: a cancellation applies or every afflicted point is exempt'),
    severity: z.number().int().min(0).max(3).describe('Afflicted, non-exempt reference points'),
    summary: sentence,
  })
  .meta({ id: 'Manglik', description: 'Kuja (Manglik) dosha' });

export const kaalSarpData = z.strictObject({
  status: z.enum(['full', 'partial', 'none']).describe('full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a node\'s sign or sit on a node'),
  direction: z.enum(['rahu-to-ketu', 'ketu-to-rahu']).nullable().describe('Which arc holds the planets; null when none'),
  type: z.enum(KAAL_SARP_TYPES).nullable().describe('By Rahu\'s house (Anant … Sheshnag; identifier, English); null when none'),
  typeName: z.string().nullable().describe('The type\'s display name in `lang`; null when none'),
  rahuHouse: houseNumber,
  ketuHouse: houseNumber,
  outside: z.array(z.strictObject({ planet: graha, why: z.enum(['conjunct-node', 'node-sign']).describe('On the nodal axis, or across it in a node\'s sign') })).describe('For partial: the planets outside the arc'),
  nodeSignPlanets: z.array(graha).describe('Planets sharing a sign with Rahu or Ketu'),
  summary: sentence,
});

export const manglikEndpoint = definePost({
  name: 'dosha-manglik',
  path: '/v1/dosha/manglik',
  summary: 'Kuja (Manglik) dosha: Mars from the lagna, the Moon and Venus, with the cancellations that apply',
  description:
    'Mars in the 1st, 2nd, 4th, 7th, 8th or 12th sign from a reference (the lagna, the Moon, Venus) afflicts it; ' +
    'status `none`, `partial` (from the Moon or Venus only), `manglik` (from the lagna) or `cancelled` (a ' +
    'cancellation applies, or every afflicted point is exempt by Mars\'s sign); `severity` 0–3 counts the ' +
    'afflicted, non-exempt references. Each cancellation names its source.',
  response: manglikData,
  examples: [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  schema: vedicSchema,
  prepare: prepareVedic,
  run: (input: VedicInput) => ({ data: manglik(doshaChartFromVedic(vedicChart(input))), meta: vedicMeta(input) }),
});

export const kaalSarpEndpoint = definePost({
  name: 'dosha-kaal-sarp',
  path: '/v1/dosha/kaal-sarp',
  summary: 'Kaal Sarp: all seven planets hemmed between Rahu and Ketu (full, partial or none) and its type',
  description:
    'Full: all seven planets strictly on one side of the nodal axis; partial: the only planets outside share a ' +
    'node\'s sign or sit exactly on a node. The type (Anant … Sheshnag) follows Rahu\'s house.',
  response: kaalSarpData,
  examples: [{ request: MUMBAI }, { request: NYC }, { request: DELHI }],
  schema: vedicSchema,
  prepare: prepareVedic,
  run: (input: VedicInput) => ({ data: kaalSarp(doshaChartFromVedic(vedicChart(input))), meta: vedicMeta(input) }),
});
