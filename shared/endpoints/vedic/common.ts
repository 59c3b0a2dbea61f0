/**
 * What the Vedic endpoint modules share: the request of a sidereal chart (the moment fields, `ayanamsa`,
 * `nodeType`), its nine planet records, the meta of an answer, and `vedicEndpoint`, the endpoint of that
 * request alone.
 */
import { z } from 'zod';
import { ayanamsaDeg, type Ayanamsa } from '../../core/ephemeris.js';
import { vedicPlanets, type VedicChartCore } from '../../core/vedic/planets.js';
import type { NodeType } from '../../core/western/bodies.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, type PreparedMoment } from '../common.js';
import { MUMBAI } from '../examples.js';
import { definePost, type Example, type Meta, type Rendered } from '../types.js';

export const vedicSchema = z.strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField }).superRefine(oneZoneSource);

export interface VedicInput {
  moment: PreparedMoment;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
}

export function prepareVedic(raw: z.output<typeof vedicSchema>): VedicInput {
  return { moment: prepareMoment(raw), ayanamsa: raw.ayanamsa, nodeType: raw.nodeType };
}

export function vedicChart(input: VedicInput): VedicChartCore {
  return vedicPlanets(input.moment.jdUt, input.moment.lat, input.moment.lng, input.ayanamsa, input.nodeType);
}

export function vedicMeta(input: VedicInput, extra: Partial<Meta> = {}): Meta {
  return {
    ...input.moment.meta,
    ayanamsa: { name: input.ayanamsa, value: ayanamsaDeg(input.moment.jdUt, input.ayanamsa) },
    houseSystem: 'whole-sign',
    nodeType: input.nodeType,
    ...extra,
  };
}

interface VedicDocs<D> {
  summary: string;
  description: string;
  response: z.ZodType<D>;
  examples?: readonly [Example, ...Example[]];
}

/** An endpoint of the moment fields, `ayanamsa` and `nodeType`, whose data is `run`'s (its sentences rendered). */
export function vedicEndpoint<Data>(name: string, path: string, docs: VedicDocs<NoInfer<Rendered<Data>>>, run: (input: VedicInput) => Data) {
  return definePost({
    name,
    path,
    ...docs,
    examples: docs.examples ?? [{ request: MUMBAI }],
    schema: vedicSchema,
    prepare: prepareVedic,
    run: (input: VedicInput) => ({ data: run(input), meta: vedicMeta(input) }),
  });
}

export const SIDEREAL =
  'Sidereal (Lahiri by default, `ayanamsa` for others), the mean node by default (`nodeType`), whole-sign houses from ' +
  'the ascendant\'s sign.';

/**
 * A display-name field before localize: the identifier beside it, as a plain string (its English name);
 * localize puts it in `lang` by the field's key (shared/i18n/localize.ts).
 */
export function shownName(english: string): string {
  return english;
}
