/** The five Pancha Mahapurusha yogas (Phaladeepika ch. 6 v. 1). */
import type { YogaId } from './ids.js';
import { VEDIC_PLANETS } from '../grahas.js';
import { type Ctx, type Def, dignityOf, JUPITER, KENDRA, make, MARS, MERCURY, NAME, pos, READ_AS, SATURN, T, VENUS, type Yoga } from './context.js';

/** The five Pancha Mahapurusha yogas; their promise is the catalogue's yogas.mahapurusha.<planet>. */
const MAHAPURUSHA: Record<number, { id: YogaId; name: string; raman: number; pyjhoraId: string }> = {
  [MARS]: { id: 'ruchaka', name: 'Ruchaka Yoga', raman: 22, pyjhoraId: 'ruchaka_yoga' },
  [MERCURY]: { id: 'bhadra', name: 'Bhadra Yoga', raman: 23, pyjhoraId: 'bhadra_yoga' },
  [JUPITER]: { id: 'hamsa', name: 'Hamsa Yoga', raman: 19, pyjhoraId: 'hamsa_yoga' },
  [VENUS]: { id: 'malavya', name: 'Malavya Yoga', raman: 20, pyjhoraId: 'maalavya_yoga' },
  [SATURN]: { id: 'sasa', name: 'Sasa Yoga', raman: 21, pyjhoraId: 'sasa_yoga' },
};

/** The catalogue entry of the Mahapurusha yoga of `planet` (Mars … Saturn). */
export function mahapurushaDef(planet: number): Def {
  const m = MAHAPURUSHA[planet];
  return {
    id: m.id, name: m.name, isBenefic: true, category: 'mahapurusha',
    source: { text: 'Phaladeepika', chapter: '6', verse: '1' }, pyjhoraId: m.pyjhoraId, decisions: [],
    description: T('yogas.mahapurusha.description', { planet: NAME(planet), raman: m.raman }),
    interpretation: [T(`yogas.mahapurusha.${VEDIC_PLANETS[planet]}`), READ_AS],
  };
}

export function mahapurusha(c: Ctx, out: Yoga[]): void {
  for (const p of [MARS, MERCURY, JUPITER, VENUS, SATURN]) {
    const d = dignityOf(p, c.sign[p]);
    if ((d === 'exalted' || d === 'own') && KENDRA.includes(c.house[p])) {
      out.push(make(c, mahapurushaDef(p), [p], [pos(c, p), T(d === 'own' ? 'yogas.cond.ownSignInKendra' : 'yogas.cond.exaltedInKendra', { house: c.house[p] })]));
    }
  }
}
