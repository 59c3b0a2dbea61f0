/**
 * The yoga catalogue: findYogas over every family, the catalogue as data and the absent yogas.
 * The conventions every yoga shares (planets, aspects, lords, benefics, strength) are in context.ts;
 * each family module holds its definitions (with sources and decisions) and detectors.
 */
import { text as T } from '../../text.js';
import { BODY_DEFS, bodyYogas } from './body.js';
import { DARIDRA_DEFS, daridraYogas } from './daridra.js';
import { DHANA_DEFS, dhanaLagnaYogas } from './dhana.js';
import { KENDRA_DEFS, kendraYogas } from './kendra.js';
import { KIN_DEFS, kinYogas } from './kin.js';
import { CHANDRA_DEFS, adhi, chandraYogas, conjunctionYoga, gajakesari } from './chandra.js';
import { ALL, buildContext, JUPITER, MARS, MERCURY, MOON, SATURN, SUN, VENUS, type Def, type Yoga, type YogaCategory, type YogaChart, type YogaConvention, type YogaSource } from './context.js';
import type { Text } from '../../text.js';
import { CORE_YOGA_IDS, YOGA_IDS, type YogaId } from './ids.js';
import { LORD_DEFS, lordPairs, neechaBhanga, parivartana, viparita } from './lords.js';
import { mahapurusha, mahapurushaDef } from './mahapurusha.js';
import { MIND_DEFS, mindYogas } from './mind.js';
import { NAMED_LORD_DEFS, namedLordYogas } from './named-lords.js';
import { akriti, ashraya, dala, NABHASA_DEFS, sankhya, sankhyaDef } from './nabhasa.js';
import { amala, chamara, kahala, kalanidhi, lakshmi, NAMED_DEFS, parvata, saraswati, shakata, shankha, shubhaAshubha, vasumathi } from './named.js';
import { SURYA_DEFS, suryaYogas } from './surya.js';
// The families of the second wave (ids.ts): one line each here, below in findYogas and in the catalogue.
import { MALIKA_DEFS, malikaYogas } from './malika.js';
import { ROYAL_DEFS, royalYogas } from './royal.js';
import { NAVAMSA_DEFS, navamsaYogas } from './navamsa.js';
import { WEALTH_DEFS, wealthYogas } from './wealth.js';
import { AFFLICTION_DEFS, afflictionYogas } from './affliction.js';
import { PROGENY_DEFS, progenyYogas } from './progeny.js';
import { HOME_DEFS, homeYogas } from './home.js';
import { MARRIAGE_DEFS, marriageYogas } from './marriage.js';
import { HEALTH_DEFS, healthYogas } from './health.js';

export { CORE_YOGA_IDS, YOGA_IDS, type YogaId } from './ids.js';
export {
  aspectedSigns, aspectHouses, aspectsSign, countFrom, strengthLevelOf, yogaChartFromLongitudes,
  type StrengthLevel, type Yoga, type YogaCategory, type YogaChart, type YogaChartPlanet, type YogaConvention, type YogaSource,
} from './context.js';

/** Every definition but the Mahapurusha, Sankhya, Daridra and BPHS ch. 41 Dhana yogas, in catalogue order. */
export const YOGA_DEFINITIONS = { ...CHANDRA_DEFS, ...SURYA_DEFS, ...NAMED_DEFS, ...NAMED_LORD_DEFS, ...LORD_DEFS, ...NABHASA_DEFS } satisfies Record<string, Def>;

/**
 * Finds the yogas of the catalogue in a D1 chart. Each result names what matched in `conditions`.
 * Pure function; about 0.06 ms per chart once warm (measured over the 8 reference charts).
 *
 * `convention: 'jhora'` reports as PyJHora 4.8.5 does where the difference is one of reporting, not of
 * definition: Sunapha and Anapha also when Durudhura is formed, Vesi and Vasi also when Ubhayachari is
 * (BPHS ch. 37–38 make each pair exclusive of the third yoga; PyJHora lists the parts too).
 */
export function findYogas(chart: YogaChart, convention: YogaConvention = 'classical'): Yoga[] {
  const c = buildContext(chart, convention);
  const out: Yoga[] = [];
  mahapurusha(c, out);
  gajakesari(c, out);
  conjunctionYoga(c, out, SUN, MERCURY, 'budhaditya');
  conjunctionYoga(c, out, MOON, MARS, 'chandraMangala');
  adhi(c, out);
  chandraYogas(c, out);
  suryaYogas(c, out);
  amala(c, out);
  parvata(c, out);
  kahala(c, out);
  chamara(c, out);
  shankha(c, out);
  shubhaAshubha(c, out);
  lakshmi(c, out);
  saraswati(c, out);
  kalanidhi(c, out);
  vasumathi(c, out);
  shakata(c, out);
  namedLordYogas(c, out);
  viparita(c, out);
  neechaBhanga(c, out);
  parivartana(c, out);
  lordPairs(c, out, 'raja', [1, 4, 7, 10], [1, 5, 9]);
  lordPairs(c, out, 'dhana', [2, 5, 9, 11], [2, 5, 9, 11]);
  ashraya(c, out);
  dala(c, out);
  akriti(c, out);
  sankhya(c, out);
  daridraYogas(c, out);
  dhanaLagnaYogas(c, out);
  kendraYogas(c, out);
  mindYogas(c, out);
  bodyYogas(c, out);
  kinYogas(c, out);
  malikaYogas(c, out);
  royalYogas(c, out);
  navamsaYogas(c, out);
  wealthYogas(c, out);
  afflictionYogas(c, out);
  progenyYogas(c, out);
  homeYogas(c, out);
  marriageYogas(c, out);
  healthYogas(c, out);
  return out;
}

/** Natural benefics of the chart under the rule above (exported for tests and callers that show it). */
export function naturalBenefics(chart: YogaChart): number[] {
  const c = buildContext(chart);
  return ALL.filter((p) => c.benefic[p]);
}

// ---------------------------------------------------------------------------------------------
// The catalogue as data
// ---------------------------------------------------------------------------------------------

export interface YogaCatalogueEntry {
  id: YogaId;
  name: string;
  category: YogaCategory;
  isBenefic: boolean;
  /** The condition, as a sentence that names its source. */
  condition: Text;
  source: YogaSource;
  pyjhoraId: string | null;
  /** Where we read the text differently from PyJHora, and why. */
  decisions: Text[];
}

/** Every definition, in the order findYogas reports them (the five Mahapurusha yogas first; the Sankhya, Daridra, BPHS ch. 41 Dhana, Raman's kendra, mind, body and kin yogas, then the families of ids.ts, last). */
export const YOGA_CATALOGUE: readonly YogaCatalogueEntry[] = [
  ...[MARS, MERCURY, JUPITER, VENUS, SATURN].map(mahapurushaDef),
  ...Object.values(YOGA_DEFINITIONS),
  ...[7, 6, 5, 4, 3, 2, 1].map(sankhyaDef),
  ...Object.values(DARIDRA_DEFS),
  ...Object.values(DHANA_DEFS),
  ...Object.values(KENDRA_DEFS),
  ...Object.values(MIND_DEFS),
  ...Object.values(BODY_DEFS),
  ...Object.values(KIN_DEFS),
  ...Object.values<Def>(MALIKA_DEFS),
  ...Object.values<Def>(ROYAL_DEFS),
  ...Object.values<Def>(NAVAMSA_DEFS),
  ...Object.values<Def>(WEALTH_DEFS),
  ...Object.values<Def>(AFFLICTION_DEFS),
  ...Object.values<Def>(PROGENY_DEFS),
  ...Object.values<Def>(HOME_DEFS),
  ...Object.values<Def>(MARRIAGE_DEFS),
  ...Object.values<Def>(HEALTH_DEFS),
].map((d: Def) => ({
  id: d.id, name: d.name, category: d.category, isBenefic: d.isBenefic, condition: d.description, source: d.source,
  pyjhoraId: d.pyjhoraId, decisions: d.decisions,
}));

/** The English display name of every catalogue entry, in the order of YOGA_IDS (the ids and the catalogue are checked to match here). */
export const YOGA_ENGLISH_NAMES: readonly string[] = YOGA_IDS.map((id) => {
  const e = YOGA_CATALOGUE.find((y) => y.id === id);
  if (!e) throw new Error(`YOGA_IDS: ${id} is not in the catalogue`);
  return e.name;
});
if (new Set(YOGA_CATALOGUE.map((e) => e.id)).size !== YOGA_IDS.length || YOGA_CATALOGUE.length !== YOGA_IDS.length) throw new Error('YOGA_IDS and the catalogue differ');
/** The English names of the core rows (CORE_YOGA_IDS), the row the Latin-script languages show for them. */
export const CORE_YOGA_ENGLISH_NAMES: readonly string[] = YOGA_ENGLISH_NAMES.slice(0, CORE_YOGA_IDS.length);

export interface AbsentYoga {
  id: YogaId;
  name: string;
  pyjhoraId: string | null;
  category: YogaCategory;
  /** Why it is not listed: its condition, which the chart does not meet. */
  reason: Text;
}

/** The catalogue entries that `present` (findYogas' answer) does not contain, each with its condition. */
export function absentYogas(present: readonly Yoga[]): AbsentYoga[] {
  const found = new Set(present.map((y) => y.id));
  return YOGA_CATALOGUE.filter((e) => !found.has(e.id)).map((e) => ({
    id: e.id, name: e.name, pyjhoraId: e.pyjhoraId, category: e.category, reason: T('yogas.absent', { condition: e.condition }),
  }));
}
