/** The yogas of house lords: Viparita (Harsha, Sarala, Vimala), Neecha Bhanga, the Parivartana yogas, Raja and Dhana yogas. */
import { text, list as textList, type Text } from '../../text.js';
import { associations, countFrom, type Ctx, type Def, dignityOf, DUSTHANA, KENDRA, lordIndex, lordOfHouse, make, MOON, NAME, ORD, pos, READ_AS, SEVEN, SIGN, T, type Yoga } from './context.js';
import { EXALTATION_SIGN, VEDIC_PLANETS } from '../grahas.js';

export const LORD_DEFS = {
  harsha: {
    name: 'Harsha Yoga', isBenefic: true,
    id: 'harsha', category: 'viparita', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'harsha_yoga', decisions: [text('yogas.decision.viparita')],
    description: text('yogas.harsha.description'),
    interpretation: [text('yogas.harsha.interpretation.1'), text('yogas.harsha.interpretation.2')],
  },
  sarala: {
    name: 'Sarala Yoga', isBenefic: true,
    id: 'sarala', category: 'viparita', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'sarala_yoga', decisions: [text('yogas.decision.viparita')],
    description: text('yogas.sarala.description'),
    interpretation: [text('yogas.sarala.interpretation.1'), text('yogas.sarala.interpretation.2')],
  },
  vimala: {
    name: 'Vimala Yoga', isBenefic: true,
    id: 'vimala', category: 'viparita', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'vimala_yoga', decisions: [text('yogas.decision.viparita')],
    description: text('yogas.vimala.description'),
    interpretation: [text('yogas.vimala.interpretation.1'), text('yogas.vimala.interpretation.2')],
  },
  neechaBhanga: {
    name: 'Neecha Bhanga Raja Yoga', isBenefic: true,
    id: 'neecha-bhanga-raja', category: 'neecha-bhanga', source: { text: 'Phaladeepika', chapter: '7', verse: null }, pyjhoraId: null, decisions: [],
    description: text('yogas.neechaBhanga.description'),
    interpretation: [text('yogas.neechaBhanga.interpretation.1'), READ_AS],
  },
  mahaParivartana: {
    name: 'Maha Parivartana Yoga', isBenefic: true,
    id: 'maha-parivartana', category: 'parivartana', source: { text: 'Phaladeepika', chapter: '6', verse: '32–33' }, pyjhoraId: null, decisions: [],
    description: text('yogas.mahaParivartana.description'),
    interpretation: [text('yogas.mahaParivartana.interpretation.1')],
  },
  dainyaParivartana: {
    name: 'Dainya Parivartana Yoga', isBenefic: false,
    id: 'dainya-parivartana', category: 'parivartana', source: { text: 'Phaladeepika', chapter: '6', verse: '32–33' }, pyjhoraId: null, decisions: [],
    description: text('yogas.dainyaParivartana.description'),
    interpretation: [text('yogas.dainyaParivartana.interpretation.1')],
  },
  khalaParivartana: {
    name: 'Khala Parivartana Yoga', isBenefic: false,
    id: 'khala-parivartana', category: 'parivartana', source: { text: 'Phaladeepika', chapter: '6', verse: '32–33' }, pyjhoraId: null, decisions: [],
    description: text('yogas.khalaParivartana.description'),
    interpretation: [text('yogas.khalaParivartana.interpretation.1')],
  },
  raja: {
    name: 'Raja Yoga', isBenefic: true,
    id: 'raja', category: 'raja', source: { text: 'BPHS', chapter: '34', verse: '11–12' }, pyjhoraId: null, decisions: [],
    description: text('yogas.raja.description'),
    interpretation: [text('yogas.raja.interpretation.1'), READ_AS],
  },
  dhana: {
    name: 'Dhana Yoga', isBenefic: true,
    id: 'dhana', category: 'dhana', source: { text: 'BPHS', chapter: '41', verse: null }, pyjhoraId: null, decisions: [],
    description: text('yogas.dhana.description'),
    interpretation: [text('yogas.dhana.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = LORD_DEFS;
type Key = keyof typeof D;

export function viparita(c: Ctx, out: Yoga[]): void {
  for (const [h, key] of [[6, 'harsha'], [8, 'sarala'], [12, 'vimala']] as const) {
    const l = lordOfHouse(c, h);
    if (DUSTHANA.includes(c.house[l])) {
      out.push(make(c, D[key], [l], [T('yogas.cond.lordOf', { house: ORD(h), position: pos(c, l) }), T('yogas.cond.lordInDusthana', { house: ORD(h) })]));
    }
  }
}

export function neechaBhanga(c: Ctx, out: Yoga[]): void {
  for (const p of SEVEN) {
    const s = c.sign[p];
    if (dignityOf(p, s) !== 'debilitated') continue;
    const where = (q: number) => {
      const refs: Text[] = [];
      if (KENDRA.includes(c.house[q])) refs.push(T('yogas.cond.houseFromLagna', { house: c.house[q] }));
      const m = countFrom(c.sign[MOON], c.sign[q]);
      if (q !== MOON && KENDRA.includes(m)) refs.push(T('yogas.cond.houseFromMoon', { house: ORD(m) }));
      return refs;
    };
    const cands: [number, Text][] = [[lordIndex(s), T('yogas.role.lordOfOccupied', { sign: SIGN(s) })]];
    const ex = EXALTATION_SIGN[VEDIC_PLANETS[p]];
    if (ex !== undefined) cands.push([lordIndex(ex), T('yogas.role.lordOfExaltation', { sign: SIGN(ex) })]);
    const exHere = SEVEN.find((q) => EXALTATION_SIGN[VEDIC_PLANETS[q]] === s);
    if (exHere !== undefined) cands.push([exHere, T('yogas.role.exaltedThere', { sign: SIGN(s) })]);
    const hits = cands.filter(([q]) => q !== p && where(q).length);
    if (!hits.length) continue;
    out.push(make(c, D.neechaBhanga, [p, ...hits.map(([q]) => q)], [
      pos(c, p),
      ...hits.map(([q, role]) => T('yogas.cond.cancellerInKendra', { planet: NAME(q), role, where: textList(where(q)) })),
    ]));
  }
}

export function parivartana(c: Ctx, out: Yoga[]): void {
  for (let a = 0; a < 7; a++) {
    for (let b = a + 1; b < 7; b++) {
      if (lordIndex(c.sign[a]) !== b || lordIndex(c.sign[b]) !== a) continue;
      const ha = c.house[a], hb = c.house[b];
      const key: Key = DUSTHANA.includes(ha) || DUSTHANA.includes(hb) ? 'dainyaParivartana' : ha === 3 || hb === 3 ? 'khalaParivartana' : 'mahaParivartana';
      out.push(make(c, D[key], [a, b], [
        pos(c, a), pos(c, b),
        T('yogas.cond.exchange', { a: NAME(a), houseA: hb, b: NAME(b), houseB: ha, low: Math.min(ha, hb), high: Math.max(ha, hb) }),
      ]));
    }
  }
}

export function lordPairs(c: Ctx, out: Yoga[], key: 'raja' | 'dhana', groupA: number[], groupB: number[]): void {
  const ownsOf = (p: number) => [...Array(12).keys()].map((i) => i + 1).filter((h) => lordOfHouse(c, h) === p);
  const A = [...new Set(groupA.map((h) => lordOfHouse(c, h)))];
  const B = [...new Set(groupB.map((h) => lordOfHouse(c, h)))];
  const seen = new Set<string>();
  for (const a of A) {
    for (const b of B) {
      if (a === b) continue;
      const id = [a, b].sort().join('-');
      if (seen.has(id)) continue;
      seen.add(id);
      const how = associations(c, a, b);
      if (!how.length) continue;
      const [x, y] = a < b ? [a, b] : [b, a];
      out.push(make(c, D[key], [x, y], [
        T('yogas.cond.lordOfHouses', { planet: NAME(x), houses: textList(ownsOf(x)), position: pos(c, x) }),
        T('yogas.cond.lordOfHouses', { planet: NAME(y), houses: textList(ownsOf(y)), position: pos(c, y) }),
        T('yogas.cond.association', { how: textList(how.map((h) => T(`yogas.association.${h.replace(/ (\w)/g, (_, ch: string) => ch.toUpperCase())}`))) }),
      ]));
    }
  }
}
