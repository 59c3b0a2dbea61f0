/**
 * Generated sentences as data. The core never writes prose: where a result carries a sentence
 * (description, summary, interpretation, prediction, reason, warning …) it holds a `Text`, a catalogue
 * key with named parameters, and the edge renders it in the caller's language after the calculation
 * (shared/i18n/text/render.ts, one catalogue per language). Parameters that are names (planets, signs,
 * nakshatras …) are `Term`s, so they are translated too; numbers stay numbers.
 */

/** A display name of a kind the name catalogue knows (shared/i18n/names.ts), by its English key. */
export interface Term {
  readonly $term: 'sign' | 'nakshatra' | 'planet' | 'element' | 'modality' | 'moonPhase' | 'tithi' | 'yoga'
    | 'karana' | 'vara' | 'paksha' | 'dignity' | 'aspect';
  readonly v: string;
}

/** A list, joined the way the language joins lists ("A, B and C"). */
export interface TextList {
  readonly $list: readonly Param[];
}

/** An ordinal number ("7th"), written the way the language writes ordinals. */
export interface Ordinal {
  readonly $ord: number;
}

export type Param = string | number | Term | TextList | Ordinal | Text;

export interface Text {
  readonly $t: string;
  readonly p?: Readonly<Record<string, Param>>;
}

export function text(key: string, p?: Record<string, Param>): Text {
  return p ? { $t: key, p } : { $t: key };
}

export const planetTerm = (v: string): Term => ({ $term: 'planet', v });
/** A chart point in a sentence: a body by its name, the angles (Ascendant, Midheaven …) as phrases of the catalogue. */
export const bodyTerm = (v: string): Term | Text => (ANGLES.has(v) ? text(`western.point.${v}`) : planetTerm(v));
const ANGLES = new Set(['Ascendant', 'Midheaven', 'Descendant', 'ImumCoeli', 'Vertex', 'EastPoint']);
export const signTerm = (v: string): Term => ({ $term: 'sign', v });
export const nakshatraTerm = (v: string): Term => ({ $term: 'nakshatra', v });
export const list = (items: readonly Param[]): TextList => ({ $list: items });
export const ordinal = (n: number): Ordinal => ({ $ord: n });

export function isText(v: unknown): v is Text {
  return typeof v === 'object' && v !== null && typeof (v as Text).$t === 'string';
}
