/**
 * The English keys of the display-name catalogue, per kind, in a fixed order. Every language's row in
 * ./western.ts and ./vedic.ts is a tuple in exactly this order, so a missing or extra entry is a
 * compile error. Where the core already exports the list, it is reused so the keys cannot drift from
 * what the endpoints emit.
 */
import { ELEMENTS, MODALITIES, SIGN_NAMES } from '../../core/zodiac.js';
import { KARAKA_NAMES as CHARA_KARAKA_NAMES } from '../../core/vedic/jaimini.js';
import { NAKSHATRAS } from '../../core/vedic/nakshatra.js';
import { ASPECT_TYPES } from '../../core/western/aspects.js';
import { KARANA_NAMES, NITYA_YOGA_NAMES, TITHI_NAMES, VARA_SANSKRIT, VARA_WEEKDAYS } from '../../core/vedic/panchanga.js';
import { WESTERN_BODIES } from '../../core/western/bodies.js';
import { CORE_YOGA_ENGLISH_NAMES as ENGLISH_CORE_YOGA_NAMES, CORE_YOGA_IDS, YOGA_ENGLISH_NAMES as ENGLISH_YOGA_NAMES, YOGA_IDS } from '../../core/vedic/yogas/index.js';
import type { Relation } from '../../core/vedic/grahas.js';
import type { VedicDignity } from '../../core/vedic/dignity.js';
import type { WesternDignity } from '../../core/western/dignity.js';
import type { PrincipalPhase } from '../../core/lunar/phases.js';
import { CHOGHADIYA_NAMES } from '../../core/vedic/muhurta.js';
import type { KutaName } from '../../core/vedic/matching.js';
import { PATTERN_TYPES } from '../../core/western/patterns.js';

export { KARANA_NAMES, NITYA_YOGA_NAMES, TITHI_NAMES, VARA_SANSKRIT, VARA_WEEKDAYS };
export { ASPECT_TYPES as ASPECT_NAMES, ELEMENTS as ELEMENT_NAMES, MODALITIES as MODALITY_NAMES, NAKSHATRAS as NAKSHATRA_NAMES, SIGN_NAMES };

/** The eight chara karakas, Atmakaraka … Darakaraka (core/vedic/jaimini.ts; BPHS ch. 32). */
export const KARAKA_NAMES = CHARA_KARAKA_NAMES;

/** The 13 western bodies followed by the two Vedic nodes. */
export const PLANET_NAMES = [...WESTERN_BODIES, 'Rahu', 'Ketu'] as const;

/** The eight octant names `phaseName` (core/lunar/phases.ts) emits. */
export const MOON_PHASE_NAMES = [
  'New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous',
  'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent',
] as const;

/** Keys of kind `vara`: the English weekdays, then the Sanskrit names. */
export const VARA_NAMES = [...VARA_WEEKDAYS, ...VARA_SANSKRIT] as const;

export const PAKSHA_NAMES = ['Shukla', 'Krishna'] as const;

/** Western essential dignities, Vedic dignities, then the Vedic (panchadha) relationships. */
export const DIGNITY_NAMES = [
  'Domicile', 'Exaltation', 'Detriment', 'Fall', 'Peregrine',
  'Exalted', 'Debilitated', 'Own Sign', 'Friendly Sign', 'Neutral Sign', 'Enemy Sign',
  'Great Friend', 'Friend', 'Neutral', 'Enemy', 'Great Enemy',
] as const;

/** A row of display names: one string per key of `K`, same length and order (a tuple). */
export type Names<K extends readonly string[]> = { readonly [I in keyof K]: string };

/**
 * Keys of kind `yogaName`: the ids of the yoga catalogue (core/vedic/yogas/), not English names, so a
 * yoga keeps its display names when its English name is reworded. English shows the catalogue's English
 * name (YOGA_ENGLISH_NAMES), which is also the row of the Latin-script languages.
 */
export { YOGA_IDS as YOGA_NAME_KEYS };
export const YOGA_ENGLISH_NAMES = ENGLISH_YOGA_NAMES as unknown as Names<typeof YOGA_IDS>;
/**
 * A language file's `yogaName` row covers the core ids (CORE_YOGA_IDS); each family of ids.ts brings its names
 * in its own words module (../text/yogas/), and ../text/all.ts appends them. The Latin-script languages' core row.
 */
export const CORE_YOGA_ENGLISH_NAMES = ENGLISH_CORE_YOGA_NAMES as unknown as Names<typeof CORE_YOGA_IDS>;

/**
 * One language's display names, kind by kind (English has none: its names are the keys). Each language
 * keeps them beside its sentences, in ../text/<lang>.ts.
 */
export interface LangNames {
  readonly sign: Names<typeof SIGN_NAMES>;
  readonly karaka: Names<typeof KARAKA_NAMES>;
  readonly planet: Names<typeof PLANET_NAMES>;
  readonly element: Names<typeof ELEMENTS>;
  readonly modality: Names<typeof MODALITIES>;
  readonly moonPhase: Names<typeof MOON_PHASE_NAMES>;
  readonly dignity: Names<typeof DIGNITY_NAMES>;
  readonly aspect: Names<typeof ASPECT_TYPES>;
  readonly nakshatra: Names<typeof NAKSHATRAS>;
  readonly tithi: Names<typeof TITHI_NAMES>;
  readonly yoga: Names<typeof NITYA_YOGA_NAMES>;
  readonly karana: Names<typeof KARANA_NAMES>;
  readonly vara: Names<typeof VARA_NAMES>;
  readonly paksha: Names<typeof PAKSHA_NAMES>;
  /** The catalogue yogas (Gajakesari, Ruchaka …), keyed by their id. */
  readonly yogaName: Names<typeof CORE_YOGA_IDS>;
}

// ------------------------------------------------------------------ answer names (issue 24)
// Named values of the answers that had no display name: each stays an identifier (English) and gains a
// sibling field in `lang` (the choghadiya's `name` beside its `id`; `kutaName` beside `kuta`, `doshaName`
// beside a cancellation's `dosha`). Kept apart from LangNames so each language file adds them in a block of
// its own. The chart patterns (`typeName` beside a pattern's `type`) are here too. (The Kaal Sarp types and the avasthas had their names in the sentence catalogues already:
// `kaalSarpName`, `baladiName` and `jagradadiName` are rendered from those keys.)

/** The seven choghadiyas (core/vedic/muhurta.ts). */
export { CHOGHADIYA_NAMES };
/** The eight kutas of ashtakoot matching, in the order of its answer (core/vedic/matching.ts). */
export const KUTA_NAMES = ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'] as const;
/** The seven chart patterns (core/western/patterns.ts), the `typeName` of a pattern beside its `type`. */
export const PATTERN_NAMES = PATTERN_TYPES;

/** One language's display names of the answer kinds above (English has none: its names are the keys). */
export interface AnswerNames {
  readonly choghadiya: Names<typeof CHOGHADIYA_NAMES>;
  readonly kuta: Names<typeof KUTA_NAMES>;
  readonly pattern: Names<typeof PATTERN_NAMES>;
}

/**
 * The Jyotisha keys themselves as a row: the Latin-script languages (es fr de it pt) keep these transliterations
 * (the chart patterns they translate).
 */
export const ANSWER_KEY_NAMES: Omit<AnswerNames, 'pattern'> = {
  choghadiya: CHOGHADIYA_NAMES, kuta: KUTA_NAMES,
};

/** A vara row: the seven weekday names for the English keys, then seven for the Sanskrit keys. */
export function vara(weekdays: Names<typeof VARA_WEEKDAYS>, sanskrit: Names<typeof VARA_SANSKRIT> = weekdays): Names<typeof VARA_NAMES> {
  return [...weekdays, ...sanskrit];
}

/*
 * Compile-time guards: every name the core can emit has a key here. `MustBeNever<X>` fails to compile
 * unless X is `never`, i.e. unless nothing is missing.
 */
type MustBeNever<T extends never> = T;
export type DignityKeysCoverCore = MustBeNever<
  Exclude<WesternDignity | VedicDignity | Relation, (typeof DIGNITY_NAMES)[number]>
>;
export type MoonPhaseKeysCoverCore = MustBeNever<Exclude<PrincipalPhase, (typeof MOON_PHASE_NAMES)[number]>>;
export type KutaKeysCoverCore = MustBeNever<Exclude<KutaName, (typeof KUTA_NAMES)[number]>>;
