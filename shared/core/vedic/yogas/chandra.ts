/**
 * The Moon's yogas (Gajakesari, Adhi, Sunapha, Anapha, Durudhura, Kemadruma; BPHS ch. 36–37) and the two
 * conjunction yogas Budhaditya and Chandra-Mangala (Saravali ch. 15), listed here in catalogue order.
 */
import { text, type Text } from '../../text.js';
import { aspectsSign, countFrom, type Ctx, type Def, dignityOf, FIVE, JUPITER, KENDRA, list, make, MERCURY, MOON, NAME, occupants, ORD, pos, READ_AS, SIGN, T, VENUS, type Yoga } from './context.js';

export const CHANDRA_DEFS = {
  gajakesari: {
    name: 'Gajakesari Yoga', isBenefic: true,
    id: 'gaja-kesari', category: 'chandra', source: { text: 'BPHS', chapter: '36', verse: '3–4' }, pyjhoraId: 'gaja_kesari_yoga', decisions: [],
    description: text('yogas.gajakesari.description'),
    interpretation: [text('yogas.gajakesari.interpretation.1'), READ_AS],
  },
  budhaditya: {
    name: 'Budhaditya Yoga', isBenefic: true,
    id: 'budhaditya', category: 'conjunction', source: { text: 'Saravali', chapter: '15', verse: null }, pyjhoraId: 'nipuna_yoga', decisions: [],
    description: text('yogas.budhaditya.description'),
    interpretation: [text('yogas.budhaditya.interpretation.1'), text('yogas.budhaditya.interpretation.2')],
  },
  chandraMangala: {
    name: 'Chandra-Mangala Yoga', isBenefic: true,
    id: 'chandra-mangala', category: 'conjunction', source: { text: 'Saravali', chapter: '15', verse: null }, pyjhoraId: 'chandra_mangala_yoga', decisions: [],
    description: text('yogas.chandraMangala.description'),
    interpretation: [text('yogas.chandraMangala.interpretation.1')],
  },
  adhi: {
    name: 'Adhi Yoga', isBenefic: true,
    id: 'adhi', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '5' }, pyjhoraId: 'adhi_yoga', decisions: [],
    description: text('yogas.adhi.description'),
    interpretation: [text('yogas.adhi.interpretation.1'), READ_AS],
  },
  sunapha: {
    name: 'Sunapha Yoga', isBenefic: true,
    id: 'sunapha', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '7–10' }, pyjhoraId: 'sunaphaa_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.sunapha.description'),
    interpretation: [text('yogas.sunapha.interpretation.1')],
  },
  anapha: {
    name: 'Anapha Yoga', isBenefic: true,
    id: 'anapha', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '7–10' }, pyjhoraId: 'anaphaa_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant'), text('yogas.decision.inclusive')],
    description: text('yogas.anapha.description'),
    interpretation: [text('yogas.anapha.interpretation.1')],
  },
  durudhura: {
    name: 'Durudhura Yoga', isBenefic: true,
    id: 'durudhura', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '7–10' }, pyjhoraId: 'duradhara_yoga', decisions: [text('yogas.decision.occupants'), text('yogas.decision.ascendantOccupant')],
    description: text('yogas.durudhura.description'),
    interpretation: [text('yogas.durudhura.interpretation.1')],
  },
  kemadruma: {
    name: 'Kemadruma Yoga', isBenefic: false,
    id: 'kemadruma', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '11–13' }, pyjhoraId: 'kemadruma_yoga', decisions: [text('yogas.decision.occupants')],
    description: text('yogas.kemadruma.description'),
    interpretation: [text('yogas.kemadruma.interpretation.1'), text('yogas.kemadruma.interpretation.2')],
  },
  kemadrumaBhanga: {
    name: 'Kemadruma Bhanga', isBenefic: true,
    id: 'kemadruma-bhanga', category: 'chandra', source: { text: 'BPHS', chapter: '37', verse: '11–13' }, pyjhoraId: null, decisions: [],
    description: text('yogas.kemadrumaBhanga.description'),
    interpretation: [text('yogas.kemadrumaBhanga.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = CHANDRA_DEFS;
type Key = keyof typeof D;

export function gajakesari(c: Ctx, out: Yoga[]): void {
  const n = countFrom(c.sign[MOON], c.sign[JUPITER]);
  if (!KENDRA.includes(n)) return;
  const d = dignityOf(JUPITER, c.sign[JUPITER]);
  if (d === 'debilitated' || d === 'enemy' || c.combust[JUPITER]) return;
  const helpers = [MOON, MERCURY, VENUS].filter((b) => c.benefic[b] && (c.sign[b] === c.sign[JUPITER] || aspectsSign(b, c.sign[b], c.sign[JUPITER])));
  if (!helpers.length) return;
  out.push(make(c, D.gajakesari, [JUPITER, MOON, ...helpers], [
    pos(c, JUPITER),
    T('yogas.cond.jupiterFromMoon', { house: ORD(n), sign: SIGN(c.sign[MOON]) }),
    ...helpers.map((b) => T(c.sign[b] === c.sign[JUPITER] ? 'yogas.cond.beneficConjoinsJupiter' : 'yogas.cond.beneficAspectsJupiter', { planet: NAME(b) })),
    T('yogas.cond.jupiterUnafflicted'),
  ]));
}

export function conjunctionYoga(c: Ctx, out: Yoga[], a: number, b: number, key: Key): void {
  if (c.sign[a] !== c.sign[b]) return;
  const cond = [pos(c, a), pos(c, b), T('yogas.cond.sameSign', { a: NAME(a), b: NAME(b), sign: SIGN(c.sign[a]) })];
  if (c.combust[b]) cond.push(T('yogas.cond.combustWeakens', { planet: NAME(b) }));
  out.push(make(c, D[key], [a, b], cond));
}

export function adhi(c: Ctx, out: Yoga[]): void {
  const bens = [MERCURY, JUPITER, VENUS].filter((p) => c.benefic[p]);
  const at = bens.map((p) => countFrom(c.sign[MOON], c.sign[p]));
  if (!at.every((h) => h >= 6 && h <= 8)) return;
  out.push(make(c, D.adhi, bens, [
    T('yogas.cond.beneficsOtherThanMoon', { planets: list(bens) }),
    ...bens.map((p, i) => T('yogas.cond.fromMoon', { planet: NAME(p), house: ORD(at[i]), sign: SIGN(c.sign[p]) })),
  ]));
}

export function chandraYogas(c: Ctx, out: Yoga[]): void {
  const s2 = occupants(c, (c.sign[MOON] + 1) % 12, FIVE);
  const s12 = occupants(c, (c.sign[MOON] + 11) % 12, FIVE);
  const moonAt = T('yogas.cond.moonIn', { sign: SIGN(c.sign[MOON]) });
  const in2 = () => T('yogas.cond.in2ndFromMoon', { planets: list(s2), sign: SIGN((c.sign[MOON] + 1) % 12) });
  const in12 = () => T('yogas.cond.in12thFromMoon', { planets: list(s12), sign: SIGN((c.sign[MOON] + 11) % 12) });
  if (s2.length && s12.length) {
    out.push(make(c, D.durudhura, [MOON, ...s2, ...s12], [moonAt, in2(), in12()]));
    if (c.jhora) {
      out.push(make(c, D.sunapha, [MOON, ...s2], [moonAt, in2()]));
      out.push(make(c, D.anapha, [MOON, ...s12], [moonAt, in12()]));
    }
  } else if (s2.length) {
    out.push(make(c, D.sunapha, [MOON, ...s2], [moonAt, in2(), T('yogas.cond.none12thFromMoon')]));
  } else if (s12.length) {
    out.push(make(c, D.anapha, [MOON, ...s12], [moonAt, in12(), T('yogas.cond.none2ndFromMoon')]));
  } else {
    const withMoon = occupants(c, c.sign[MOON], FIVE);
    const kendraLagna = FIVE.filter((p) => KENDRA.includes(c.house[p]));
    const kendraMoon = FIVE.filter((p) => KENDRA.includes(countFrom(c.sign[MOON], c.sign[p])));
    const base = [moonAt, T('yogas.cond.noneAroundMoon')];
    const cancels: Text[] = [];
    if (withMoon.length) cancels.push(T('yogas.cond.cancelledWithMoon', { planets: list(withMoon) }));
    if (kendraLagna.length) cancels.push(T('yogas.cond.cancelledKendraLagna', { planets: list(kendraLagna) }));
    if (kendraMoon.length) cancels.push(T('yogas.cond.cancelledKendraMoon', { planets: list(kendraMoon) }));
    if (!cancels.length) {
      out.push(make(c, D.kemadruma, [MOON], [...base, T('yogas.cond.noCancellation')]));
    } else {
      out.push(make(c, D.kemadrumaBhanga, [MOON, ...withMoon, ...kendraLagna, ...kendraMoon], [...base, ...cancels]));
    }
  }
}
