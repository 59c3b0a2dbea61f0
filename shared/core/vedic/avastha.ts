/**
 * Avasthas (BPHS ch. 45).
 *  - Baladi: the sign is split in five 6° parts: Bala, Kumara, Yuva, Vriddha, Mrita in odd signs
 *    (Aries, Gemini …), the reverse in even signs. Result factors: Bala ¼, Kumara ½, Yuva full,
 *    Vriddha a trifle (taken as 0.1), Mrita nil.
 *  - Jagradadi: Jagrat (awake) in own or exaltation sign, Swapna (dreaming) in a friend's or neutral
 *    sign, Sushupti (sleeping) in an enemy's or debilitation sign. Factors: full, half, nil.
 * strengthModifier = baladi factor × jagradadi factor.
 */
import { text, type Text } from '../text.js';

export type Baladi = 'Bala' | 'Kumara' | 'Yuva' | 'Vriddha' | 'Mrita';
export type Jagradadi = 'Jagrat' | 'Swapna' | 'Sushupti';

const BALADI_ORDER: Baladi[] = ['Bala', 'Kumara', 'Yuva', 'Vriddha', 'Mrita'];
export const BALADI_FACTOR: Record<Baladi, number> = { Bala: 0.25, Kumara: 0.5, Yuva: 1, Vriddha: 0.1, Mrita: 0 };
const JAGRADADI_FACTOR: Record<Jagradadi, number> = { Jagrat: 1, Swapna: 0.5, Sushupti: 0 };

/** What a baladi state means ("infant state, gives a quarter of its results"): catalogue vedic.baladi.<state>. */
export function baladiDesc(baladi: Baladi): Text {
  return text(`vedic.baladi.${baladi}`);
}

export function baladiOf(sign: number, degreeInSign: number): Baladi {
  const part = Math.min(4, Math.floor(degreeInSign / 6));
  const oddSign = sign % 2 === 0; // Aries (index 0) is the first, odd, sign
  return BALADI_ORDER[oddSign ? part : 4 - part];
}

export function jagradadiOf(dignity: string): Jagradadi {
  if (dignity === 'Exalted' || dignity === 'Own Sign') return 'Jagrat';
  if (dignity === 'Friendly Sign' || dignity === 'Neutral Sign') return 'Swapna';
  return 'Sushupti';
}

export interface AvasthaRecord {
  baladi: Baladi;
  jagradadi: Jagradadi;
  /** The baladi state's display name (rendered in `lang`) */
  baladiName: Text;
  jagradadiName: Text;
  strengthModifier: number;
  description: Text;
}

export function avasthaOf(sign: number, degreeInSign: number, dignity: string): AvasthaRecord {
  const baladi = baladiOf(sign, degreeInSign);
  const jagradadi = jagradadiOf(dignity);
  const baladiName = text(`vedic.baladi.name.${baladi}`);
  const jagradadiName = text(`vedic.jagradadi.name.${jagradadi}`);
  return {
    baladi,
    jagradadi,
    baladiName,
    jagradadiName,
    strengthModifier: BALADI_FACTOR[baladi] * JAGRADADI_FACTOR[jagradadi],
    description: text('vedic.avastha.description', {
      baladi: baladiName, baladiMeaning: baladiDesc(baladi),
      jagradadi: jagradadiName, jagradadiMeaning: text(`vedic.jagradadi.${jagradadi}`),
    }),
  };
}
