/**
 * Every dasha system Orrery computes, in the order `GET /v1/dasha` lists them. Each is served at
 * POST /v1/dasha/{id} (shared/endpoints/vedic/dashas.ts). A system is listed here only when it is
 * computed and checked against outside values (its tests name them).
 */
import type { DashaSystem } from './types.js';
import { vimshottariSystem } from './vimshottari.js';
// imports: systems from the Moon's star, tithi, yoga or karana
import { MOON_STAR_DASHA_SYSTEMS } from './moon-star-systems.js';


// imports: other planet-based systems
import { naisargikaSystem } from './naisargika.js';
import { taraSystem } from './tara.js';
import { karakaSystem } from './karaka.js';
import { buddhiGatiSystem } from './buddhi-gati.js';
import { ashtakavargaDashaSystem } from './ashtakavarga-dasha.js';
import { kaalaSystem } from './kaala.js';
import { saptarishiNakshatraSystem } from './saptarishi-nakshatra.js';
import { moolaSystem } from './moola.js';
import { rashmiSystem } from './rashmi.js';
import { aayuSystem } from './aayu.js';


// imports: Jaimini sign-based systems
import {
  charaSystem, drigSystem, karakaKendradiSystem, lagnaKendradiSystem, mandookaSystem, narayanaSystem, niryanaShoolaSystem,
  shoolaSystem, sthiraSystem, trikonaSystem, varnadaSystem, yogardhaSystem,
} from './jaimini-rashi.js';
import { brahmaSystem } from './brahma.js';


// imports: other sign-based systems
import { kalachakraSystem } from './kalachakra.js';
import { lagnamsakaSystem, moolaRashiSystem, sudasaSystem } from './narayana-seeded.js';
import { padanadhamsaSystem } from './padanadhamsa.js';
import { paryayaSystem } from './paryaya.js';
import { chakraSystem, chaturvidhaUttaraSystem, navamsaSystem, rashiyankaSystem, sandhyaSystem, taraLagnaSystem } from './sign-cycles.js';


export const GRAHA_DASHA_SYSTEMS: readonly DashaSystem[] = [
  vimshottariSystem,
  // systems from the Moon's star, tithi, yoga or karana
  ...MOON_STAR_DASHA_SYSTEMS,


  // other planet-based systems
  naisargikaSystem,
  taraSystem,
  karakaSystem,
  buddhiGatiSystem,
  kaalaSystem,
  ashtakavargaDashaSystem,
  saptarishiNakshatraSystem,
  moolaSystem,
  rashmiSystem,
  aayuSystem,


];

export const RASHI_DASHA_SYSTEMS: readonly DashaSystem[] = [
  // Jaimini sign-based systems
  charaSystem,
  narayanaSystem,
  lagnaKendradiSystem,
  karakaKendradiSystem,
  drigSystem,
  shoolaSystem,
  niryanaShoolaSystem,
  sthiraSystem,
  trikonaSystem,
  yogardhaSystem,
  mandookaSystem,
  varnadaSystem,
  brahmaSystem,


  // other sign-based systems
  navamsaSystem,
  chakraSystem,
  sandhyaSystem,
  kalachakraSystem,
  paryayaSystem,
  taraLagnaSystem,
  moolaRashiSystem,
  rashiyankaSystem,
  chaturvidhaUttaraSystem,
  sudasaSystem,
  lagnamsakaSystem,
  padanadhamsaSystem,


];

export const DASHA_SYSTEMS: readonly DashaSystem[] = [...GRAHA_DASHA_SYSTEMS, ...RASHI_DASHA_SYSTEMS];

const byId = new Map(DASHA_SYSTEMS.map((s) => [s.id, s]));
for (const s of DASHA_SYSTEMS) if (byId.get(s.id) !== s) throw new Error(`duplicate dasha system ${s.id}`);

export function dashaSystem(id: string): DashaSystem | undefined {
  return byId.get(id);
}
