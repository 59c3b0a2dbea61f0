/** POST /v1/planets: the nine Vedic planet records (spec "Vedic planet record"). */
import { z } from 'zod';
import { ayanamsaDeg, type Ayanamsa } from '../core/ephemeris.js';
import { vedicPlanets } from '../core/vedic/planets.js';
import type { NodeType } from '../core/western/bodies.js';
import { ayanamsaField, momentFields, nodeTypeField, oneZoneSource, prepareMoment, type PreparedMoment } from './common.js';
import { MUMBAI } from './examples.js';
import { planetsData } from './vedic/chart.js';
import { definePost } from './types.js';

const schema = z.strictObject({ ...momentFields, ayanamsa: ayanamsaField, nodeType: nodeTypeField }).superRefine(oneZoneSource);

interface PlanetsInput {
  moment: PreparedMoment;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
}

export const planets = definePost({
  name: 'planets',
  path: '/v1/planets',
  summary: 'The nine Vedic planet records (sidereal, Lahiri by default)',
  description:
    'Sun … Saturn, Rahu and Ketu: sidereal longitude (apparent tropical minus the true ayanamsa), nakshatra, pada and ' +
    'KP lords, whole-sign house from the ascendant, combustion, dignity, vargottama, navamsa sign and avasthas. ' +
    '`ayanamsa` (default lahiri), `nodeType` (default mean; Ketu opposite Rahu).',
  schema,
  response: planetsData,
  examples: [{ request: MUMBAI }],
  prepare: (raw): PlanetsInput => ({ moment: prepareMoment(raw), ayanamsa: raw.ayanamsa, nodeType: raw.nodeType }),
  run({ moment, ayanamsa, nodeType }) {
    const chart = vedicPlanets(moment.jdUt, moment.lat, moment.lng, ayanamsa, nodeType);
    return {
      data: { planets: chart.planets },
      meta: {
        ...moment.meta,
        ayanamsa: { name: ayanamsa, value: ayanamsaDeg(moment.jdUt, ayanamsa) },
        houseSystem: 'whole-sign',
        nodeType,
      },
    };
  },
});
