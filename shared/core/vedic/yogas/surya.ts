/** The Sun's yogas: Vesi, Vasi, Ubhayachari (BPHS ch. 38). */
import { text } from '../../text.js';
import { type Ctx, type Def, FIVE, list, make, occupants, SIGN, SUN, T, type Yoga } from './context.js';

export const SURYA_DEFS = {
  vesi: {
    name: 'Vesi Yoga', isBenefic: true,
    id: 'vesi', category: 'surya', source: { text: 'BPHS', chapter: '38', verse: null }, pyjhoraId: 'vesi_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.vesi.description'),
    interpretation: [text('yogas.vesi.interpretation.1')],
  },
  vasi: {
    name: 'Vasi Yoga', isBenefic: true,
    id: 'vasi', category: 'surya', source: { text: 'BPHS', chapter: '38', verse: null }, pyjhoraId: 'vosi_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.vasi.description'),
    interpretation: [text('yogas.vasi.interpretation.1')],
  },
  ubhayachari: {
    name: 'Ubhayachari Yoga', isBenefic: true,
    id: 'ubhayachari', category: 'surya', source: { text: 'BPHS', chapter: '38', verse: null }, pyjhoraId: 'ubhayachara_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant')],
    description: text('yogas.ubhayachari.description'),
    interpretation: [text('yogas.ubhayachari.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = SURYA_DEFS;

export function suryaYogas(c: Ctx, out: Yoga[]): void {
  const s2 = occupants(c, (c.sign[SUN] + 1) % 12, FIVE);
  const s12 = occupants(c, (c.sign[SUN] + 11) % 12, FIVE);
  const sunAt = T('yogas.cond.sunIn', { sign: SIGN(c.sign[SUN]) });
  const t2 = () => T('yogas.cond.in2ndFromSun', { planets: list(s2), sign: SIGN((c.sign[SUN] + 1) % 12) });
  const t12 = () => T('yogas.cond.in12thFromSun', { planets: list(s12), sign: SIGN((c.sign[SUN] + 11) % 12) });
  if (s2.length && s12.length) {
    out.push(make(c, D.ubhayachari, [SUN, ...s2, ...s12], [sunAt, t2(), t12()]));
    if (c.jhora) {
      out.push(make(c, D.vesi, [SUN, ...s2], [sunAt, t2()]));
      out.push(make(c, D.vasi, [SUN, ...s12], [sunAt, t12()]));
    }
  } else if (s2.length) out.push(make(c, D.vesi, [SUN, ...s2], [sunAt, t2(), T('yogas.cond.none12thFromSun')]));
  else if (s12.length) out.push(make(c, D.vasi, [SUN, ...s12], [sunAt, t12(), T('yogas.cond.none2ndFromSun')]));
}
