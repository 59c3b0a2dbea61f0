/**
 * The named yogas of BPHS ch. 36 and their kin (Amala, Parvata, Kahala, Chamara, Shankha, Shubha/Ashubha and
 * the Kartari yogas, Lakshmi, Saraswati, Kalanidhi), Vasumathi (BPHS ch. 37 v. 6) and Shakata (Raman #12).
 */
import { text, list as textList } from '../../text.js';
import { ALL, aspectsSign, countFrom, type Ctx, type Def, dignityOf, houseLabel, houseSign, isStrong, JUPITER, KENDRA, list, lordOfHouse, make, MERCURY, MOON, MOVABLE, NAME, occupants, ORD, pos, SIGN, T, TRIKONA, UPACHAYA, VENUS, type Yoga } from './context.js';

export const NAMED_DEFS = {
  amala: {
    name: 'Amala Yoga', isBenefic: true,
    id: 'amala', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '5–6' }, pyjhoraId: 'amala_yoga', decisions: [text('yogas.decision.amala')],
    description: text('yogas.amala.description'),
    interpretation: [text('yogas.amala.interpretation.1')],
  },
  parvata: {
    name: 'Parvata Yoga', isBenefic: true,
    id: 'parvata', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '7–8' }, pyjhoraId: 'parvata_yoga', decisions: [],
    description: text('yogas.parvata.description'),
    interpretation: [text('yogas.parvata.interpretation.1')],
  },
  kahala: {
    name: 'Kahala Yoga', isBenefic: true,
    id: 'kahala', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '9–10' }, pyjhoraId: 'kaahala_yoga', decisions: [text('yogas.decision.lords'), text('yogas.decision.kahalaJupiter')],
    description: text('yogas.kahala.description'),
    interpretation: [text('yogas.kahala.interpretation.1')],
  },
  chamara: {
    name: 'Chamara Yoga', isBenefic: true,
    id: 'chamara', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '11–12' }, pyjhoraId: 'chaamara_yoga', decisions: [],
    description: text('yogas.chamara.description'),
    interpretation: [text('yogas.chamara.interpretation.1')],
  },
  shankha: {
    name: 'Shankha Yoga', isBenefic: true,
    id: 'shankha', category: 'named', source: { text: 'BPHS', chapter: '36', verse: '13–14' }, pyjhoraId: 'sankha_yoga', decisions: [text('yogas.decision.lords')],
    description: text('yogas.shankha.description'),
    interpretation: [text('yogas.shankha.interpretation.1')],
  },
  shubha: {
    name: 'Shubha Yoga', isBenefic: true,
    id: 'shubha', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'subha_yoga', decisions: [],
    description: text('yogas.shubha.description'),
    interpretation: [text('yogas.shubha.interpretation.1')],
  },
  shubhaKartari: {
    name: 'Shubha Kartari Yoga', isBenefic: true,
    id: 'shubha-kartari', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'subha_yoga', decisions: [],
    description: text('yogas.shubhaKartari.description'),
    interpretation: [text('yogas.shubhaKartari.interpretation.1')],
  },
  ashubha: {
    name: 'Ashubha Yoga', isBenefic: false,
    id: 'ashubha', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'asubha_yoga', decisions: [],
    description: text('yogas.ashubha.description'),
    interpretation: [text('yogas.ashubha.interpretation.1')],
  },
  papaKartari: {
    name: 'Papa Kartari Yoga', isBenefic: false,
    id: 'papa-kartari', category: 'lagna', source: { text: 'BPHS', chapter: '36', verse: '1–2' }, pyjhoraId: 'asubha_yoga', decisions: [],
    description: text('yogas.papaKartari.description'),
    interpretation: [text('yogas.papaKartari.interpretation.1')],
  },
  lakshmi: {
    name: 'Lakshmi Yoga', isBenefic: true,
    id: 'lakshmi', category: 'named', source: { text: 'BPHS', chapter: '36', verse: null }, pyjhoraId: 'lakshmi_yoga', decisions: [],
    description: text('yogas.lakshmi.description'),
    interpretation: [text('yogas.lakshmi.interpretation.1')],
  },
  saraswati: {
    name: 'Saraswati Yoga', isBenefic: true,
    id: 'saraswati', category: 'named', source: { text: 'Phaladeepika', chapter: '6', verse: null }, pyjhoraId: 'saraswathi_yoga', decisions: [],
    description: text('yogas.saraswati.description'),
    interpretation: [text('yogas.saraswati.interpretation.1')],
  },
  kalanidhi: {
    name: 'Kalanidhi Yoga', isBenefic: true,
    id: 'kalanidhi', category: 'named', source: { text: 'BPHS', chapter: '36', verse: null }, pyjhoraId: 'kalaanidhi_yoga', decisions: [],
    description: text('yogas.kalanidhi.description'),
    interpretation: [text('yogas.kalanidhi.interpretation.1')],
  },
  vasumathi: {
    name: 'Vasumathi Yoga', isBenefic: true,
    id: 'vasumathi', category: 'dhana', source: { text: 'BPHS', chapter: '37', verse: '6' }, pyjhoraId: 'vasumathi_yoga', decisions: [],
    description: text('yogas.vasumathi.description'),
    interpretation: [text('yogas.vasumathi.interpretation.1')],
  },
  shakata: {
    name: 'Shakata Yoga', isBenefic: false,
    id: 'shakata', category: 'arishta', source: { text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: '#12' }, pyjhoraId: null, decisions: [],
    description: text('yogas.shakata.description'),
    interpretation: [text('yogas.shakata.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = NAMED_DEFS;

export function amala(c: Ctx, out: Yoga[]): void {
  for (const [ref, from] of [['lagna', c.lagna], ['Moon', c.sign[MOON]]] as const) {
    const tenth = (from + 9) % 12;
    const occ = occupants(c, tenth, ALL);
    if (occ.length && occ.every((p) => c.benefic[p])) {
      out.push(make(c, D.amala, occ, [
        T(ref === 'lagna' ? 'yogas.cond.tenthFromLagna' : 'yogas.cond.tenthFromMoon', { sign: SIGN(tenth) }),
        T('yogas.cond.onlyNaturalBenefics', { planets: list(occ) }),
        ...occ.map((p) => pos(c, p)),
      ]));
    }
  }
}

export function parvata(c: Ctx, out: Yoga[]): void {
  const inKendra = ALL.filter((p) => KENDRA.includes(c.house[p]));
  if (!inKendra.length || !inKendra.every((p) => c.benefic[p])) return;
  const h78 = ALL.filter((p) => c.house[p] === 7 || c.house[p] === 8);
  if (!h78.every((p) => c.benefic[p])) return;
  out.push(make(c, D.parvata, inKendra, [
    T('yogas.cond.kendrasOnlyBenefics', { planets: textList(inKendra.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))) }),
    h78.length ? T('yogas.cond.house7and8Benefics', { planets: list(h78) }) : T('yogas.cond.house7and8Vacant'),
  ]));
}

export function kahala(c: Ctx, out: Yoga[]): void {
  const l4 = lordOfHouse(c, 4), l1 = lordOfHouse(c, 1), l10 = lordOfHouse(c, 10);
  if (l4 !== JUPITER && KENDRA.includes(countFrom(c.sign[JUPITER], c.sign[l4])) && isStrong(c, l1)) {
    out.push(make(c, D.kahala, [l4, JUPITER, l1], [
      T('yogas.cond.lordOf', { house: ORD(4), position: pos(c, l4) }), pos(c, JUPITER),
      T('yogas.cond.fourthLordJupiterKendras', { house: ORD(countFrom(c.sign[JUPITER], c.sign[l4])) }),
      T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }),
    ]));
  }
  const d4 = dignityOf(l4, c.sign[l4]);
  if ((d4 === 'own' || d4 === 'exalted') && l10 !== l4 && c.sign[l10] === c.sign[l4]) {
    out.push(make(c, D.kahala, [l4, l10], [
      T('yogas.cond.lordOf', { house: ORD(4), position: pos(c, l4) }),
      T('yogas.cond.tenthLordConjoinsFourth', { planet: NAME(l10), sign: SIGN(c.sign[l4]) }),
    ]));
  }
}

export function chamara(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (dignityOf(l1, c.sign[l1]) === 'exalted' && KENDRA.includes(c.house[l1]) && l1 !== JUPITER && aspectsSign(JUPITER, c.sign[JUPITER], c.sign[l1])) {
    out.push(make(c, D.chamara, [l1, JUPITER], [T('yogas.cond.lagnaLord', { position: pos(c, l1) }), T('yogas.cond.aspectedByJupiter', { sign: SIGN(c.sign[JUPITER]) })]));
  }
  for (const h of [1, 7, 9, 10]) {
    const bens = occupants(c, houseSign(c, h), ALL).filter((p) => c.benefic[p]);
    if (bens.length >= 2) out.push(make(c, D.chamara, bens, [T('yogas.cond.beneficsTogether', { planets: list(bens), house: h, sign: SIGN(houseSign(c, h)) })]));
  }
}

export function shankha(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l5 = lordOfHouse(c, 5), l6 = lordOfHouse(c, 6), l9 = lordOfHouse(c, 9), l10 = lordOfHouse(c, 10);
  if (isStrong(c, l1) && KENDRA.includes(countFrom(c.sign[l5], c.sign[l6]))) {
    out.push(make(c, D.shankha, [l1, l5, l6], [
      T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) }),
      T('yogas.cond.fifthSixthLordsKendras', { lord5: NAME(l5), lord6: NAME(l6), sign5: SIGN(c.sign[l5]), sign6: SIGN(c.sign[l6]) }),
    ]));
  }
  if (l1 !== l10 && c.sign[l1] === c.sign[l10] && MOVABLE.includes(c.sign[l1]) && isStrong(c, l9)) {
    out.push(make(c, D.shankha, [l1, l10, l9], [
      T('yogas.cond.lagnaTenthLordsMovable', { lord1: NAME(l1), lord10: NAME(l10), sign: SIGN(c.sign[l1]) }),
      T('yogas.cond.lordStrong', { house: ORD(9), position: pos(c, l9) }),
    ]));
  }
}

export function shubhaAshubha(c: Ctx, out: Yoga[]): void {
  const occ = (h: number) => occupants(c, houseSign(c, h), ALL);
  const onlyBen = (ps: number[]) => ps.length > 0 && ps.every((p) => c.benefic[p]);
  const onlyMal = (ps: number[]) => ps.length > 0 && ps.every((p) => !c.benefic[p]);
  const l = occ(1), h2 = occ(2), h12 = occ(12);
  const lagna = SIGN(c.lagna);
  if (onlyBen(l)) out.push(make(c, D.shubha, l, [T('yogas.cond.lagnaOnlyBenefics', { sign: lagna, planets: list(l) })]));
  if (onlyMal(l)) out.push(make(c, D.ashubha, l, [T('yogas.cond.lagnaOnlyMalefics', { sign: lagna, planets: list(l) })]));
  const house = (h: number, ps: number[], key: string) => T(key, { house: ORD(h), planets: list(ps) });
  if (onlyBen(h2) && onlyBen(h12)) {
    out.push(make(c, D.shubhaKartari, [...h12, ...h2], [house(12, h12, 'yogas.cond.houseBenefics'), house(2, h2, 'yogas.cond.houseBenefics')]));
  }
  if (onlyMal(h2) && onlyMal(h12)) {
    out.push(make(c, D.papaKartari, [...h12, ...h2], [house(12, h12, 'yogas.cond.houseMalefics'), house(2, h2, 'yogas.cond.houseMalefics')]));
  }
}

export function lakshmi(c: Ctx, out: Yoga[]): void {
  const l9 = lordOfHouse(c, 9), l1 = lordOfHouse(c, 1);
  const d = dignityOf(l9, c.sign[l9]);
  if ((d === 'own' || d === 'exalted') && KENDRA.includes(c.house[l9]) && isStrong(c, l1)) {
    out.push(make(c, D.lakshmi, [l9, l1], [T('yogas.cond.lordOf', { house: ORD(9), position: pos(c, l9) }), T('yogas.cond.lagnaLordStrong', { position: pos(c, l1) })]));
  }
}

export function saraswati(c: Ctx, out: Yoga[]): void {
  const ok = (p: number) => KENDRA.includes(c.house[p]) || TRIKONA.includes(c.house[p]) || c.house[p] === 2;
  const dj = dignityOf(JUPITER, c.sign[JUPITER]);
  if (ok(MERCURY) && ok(JUPITER) && ok(VENUS) && (dj === 'own' || dj === 'friendly' || dj === 'exalted')) {
    out.push(make(c, D.saraswati, [MERCURY, JUPITER, VENUS], [pos(c, MERCURY), pos(c, JUPITER), pos(c, VENUS), T('yogas.cond.saraswati')]));
  }
}

export function kalanidhi(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 2 && c.house[JUPITER] !== 5) return;
  const touches = (p: number) => c.sign[p] === c.sign[JUPITER] || aspectsSign(p, c.sign[p], c.sign[JUPITER]);
  if (touches(MERCURY) && touches(VENUS)) {
    out.push(make(c, D.kalanidhi, [JUPITER, MERCURY, VENUS], [
      pos(c, JUPITER),
      ...[MERCURY, VENUS].map((p) => T(c.sign[p] === c.sign[JUPITER] ? 'yogas.cond.conjoinsJupiter' : 'yogas.cond.aspectsJupiter', { planet: NAME(p) })),
    ]));
  }
}

export function vasumathi(c: Ctx, out: Yoga[]): void {
  const bens = ALL.filter((p) => c.benefic[p]);
  const fromMoon = (p: number) => p !== MOON && UPACHAYA.includes(countFrom(c.sign[MOON], c.sign[p]));
  if (!bens.every((p) => UPACHAYA.includes(c.house[p]) || fromMoon(p))) return;
  out.push(make(c, D.vasumathi, bens, bens.map((p) => UPACHAYA.includes(c.house[p])
    ? T('yogas.cond.upachayaFromLagna', { planet: NAME(p), sign: SIGN(c.sign[p]), house: c.house[p] })
    : T('yogas.cond.upachayaFromMoon', { planet: NAME(p), sign: SIGN(c.sign[p]), house: ORD(countFrom(c.sign[MOON], c.sign[p])) }))));
}

export function shakata(c: Ctx, out: Yoga[]): void {
  const n = countFrom(c.sign[JUPITER], c.sign[MOON]);
  if (![6, 8, 12].includes(n) || KENDRA.includes(c.house[MOON])) return;
  out.push(make(c, D.shakata, [MOON, JUPITER], [
    T('yogas.cond.moonFromJupiter', { sign: SIGN(c.sign[MOON]), house: ORD(n), jupiterSign: SIGN(c.sign[JUPITER]) }),
    T('yogas.cond.moonNotKendra', { house: houseLabel(c.house[MOON]) }),
  ]));
}
