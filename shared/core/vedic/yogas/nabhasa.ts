/** The Nabhasa yogas (BPHS ch. 35): Ashraya, Dala, Akriti and Sankhya. */
import { text, list as textList } from '../../text.js';
import { type Ctx, type Def, houseSign, KENDRA, make, NAME, occupants, READ_AS, SEVEN, SIGN, SUN, T, type Yoga } from './context.js';
import type { YogaId } from './ids.js';

/**
 * The seven Sankhya Nabhasa yogas, by the number of signs the seven planets occupy (BPHS ch. 35, names
 * in vv. 3–6; Phaladeepika ch. 6; Brihat Jataka ch. 12 v. 10), with PyJHora's id (PyJHora also reports
 * vallaki_yoga, dama_yoga, kedara_yoga and sula_yoga, duplicates of the same conditions).
 */
const SANKHYA: Record<number, { id: YogaId; name: string; isBenefic: boolean; pyjhoraId: string }> = {
  7: { id: 'vallaki', name: 'Vallaki Yoga', isBenefic: true, pyjhoraId: 'veenaa_yoga' },
  6: { id: 'dama', name: 'Dama Yoga', isBenefic: true, pyjhoraId: 'daama_yoga' },
  5: { id: 'pasha', name: 'Pasha Yoga', isBenefic: true, pyjhoraId: 'paasa_yoga' },
  4: { id: 'kedara', name: 'Kedara Yoga', isBenefic: true, pyjhoraId: 'kedaara_yoga' },
  3: { id: 'shula', name: 'Shula Yoga', isBenefic: false, pyjhoraId: 'soola_yoga' },
  2: { id: 'yuga', name: 'Yuga Yoga', isBenefic: false, pyjhoraId: 'yuga_yoga' },
  1: { id: 'gola', name: 'Gola Yoga', isBenefic: false, pyjhoraId: 'gola_yoga' },
};

export function sankhyaDef(count: number): Def {
  const k = SANKHYA[count];
  return {
    id: k.id, name: k.name, isBenefic: k.isBenefic, category: 'nabhasa',
    source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: k.pyjhoraId,
    decisions: [text('yogas.decision.sankhyaPrecedence')],
    description: text('yogas.sankhya.description', { count }),
    interpretation: [text(`yogas.sankhya.${k.id}`), READ_AS],
  };
}

export const NABHASA_DEFS = {
  rajju: {
    name: 'Rajju Yoga', isBenefic: false,
    id: 'rajju', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '7' }, pyjhoraId: 'rajju_yoga', decisions: [text('yogas.decision.ashrayaReported')],
    description: text('yogas.rajju.description'),
    interpretation: [text('yogas.rajju.interpretation.1')],
  },
  musala: {
    name: 'Musala Yoga', isBenefic: true,
    id: 'musala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '7' }, pyjhoraId: 'musala_yoga', decisions: [text('yogas.decision.ashrayaReported')],
    description: text('yogas.musala.description'),
    interpretation: [text('yogas.musala.interpretation.1')],
  },
  nala: {
    name: 'Nala Yoga', isBenefic: false,
    id: 'nala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '7' }, pyjhoraId: 'nala_yoga', decisions: [text('yogas.decision.ashrayaReported')],
    description: text('yogas.nala.description'),
    interpretation: [text('yogas.nala.interpretation.1')],
  },
  mala: {
    name: 'Mala Yoga', isBenefic: true,
    id: 'mala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '8' }, pyjhoraId: 'maalaa_yoga', decisions: [text('yogas.decision.dala')],
    description: text('yogas.mala.description'),
    interpretation: [text('yogas.mala.interpretation.1')],
  },
  sarpa: {
    name: 'Sarpa Yoga', isBenefic: false,
    id: 'sarpa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '8' }, pyjhoraId: 'sarpa_yoga', decisions: [text('yogas.decision.dala'), text('yogas.decision.nabhasaNodes')],
    description: text('yogas.sarpa.description'),
    interpretation: [text('yogas.sarpa.interpretation.1')],
  },
  gada: {
    name: 'Gada Yoga', isBenefic: true,
    id: 'gada', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'gadaa_yoga', decisions: [],
    description: text('yogas.gada.description'),
    interpretation: [text('yogas.gada.interpretation.1')],
  },
  shakataNabhasa: {
    name: 'Shakata Nabhasa Yoga', isBenefic: false,
    id: 'shakata-nabhasa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'sakata_yoga', decisions: [],
    description: text('yogas.shakataNabhasa.description'),
    interpretation: [text('yogas.shakataNabhasa.interpretation.1')],
  },
  vihaga: {
    name: 'Vihaga Yoga', isBenefic: false,
    id: 'vihaga', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'vihanga_yoga', decisions: [],
    description: text('yogas.vihaga.description'),
    interpretation: [text('yogas.vihaga.interpretation.1')],
  },
  shringataka: {
    name: 'Shringataka Yoga', isBenefic: true,
    id: 'shringataka', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'sringaataka_yoga', decisions: [],
    description: text('yogas.shringataka.description'),
    interpretation: [text('yogas.shringataka.interpretation.1')],
  },
  hala: {
    name: 'Hala Yoga', isBenefic: false,
    id: 'hala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'hala_yoga', decisions: [],
    description: text('yogas.hala.description'),
    interpretation: [text('yogas.hala.interpretation.1')],
  },
  vajra: {
    name: 'Vajra Yoga', isBenefic: true,
    id: 'vajra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'vajra_yoga', decisions: [],
    description: text('yogas.vajra.description'),
    interpretation: [text('yogas.vajra.interpretation.1')],
  },
  yava: {
    name: 'Yava Yoga', isBenefic: true,
    id: 'yava', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '9–11' }, pyjhoraId: 'yava_yoga', decisions: [],
    description: text('yogas.yava.description'),
    interpretation: [text('yogas.yava.interpretation.1')],
  },
  kamala: {
    name: 'Kamala Yoga', isBenefic: true,
    id: 'kamala', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '12' }, pyjhoraId: 'kamala_yoga', decisions: [],
    description: text('yogas.kamala.description'),
    interpretation: [text('yogas.kamala.interpretation.1')],
  },
  vapi: {
    name: 'Vapi Yoga', isBenefic: true,
    id: 'vapi', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '12' }, pyjhoraId: 'vaapi_yoga', decisions: [],
    description: text('yogas.vapi.description'),
    interpretation: [text('yogas.vapi.interpretation.1')],
  },
  yupa: {
    name: 'Yupa Yoga', isBenefic: true,
    id: 'yupa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'yoopa_yoga', decisions: [],
    description: text('yogas.yupa.description'),
    interpretation: [text('yogas.yupa.interpretation.1')],
  },
  shara: {
    name: 'Shara Yoga', isBenefic: false,
    id: 'shara', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'sara_yoga', decisions: [],
    description: text('yogas.shara.description'),
    interpretation: [text('yogas.shara.interpretation.1')],
  },
  shakti: {
    name: 'Shakti Yoga', isBenefic: false,
    id: 'shakti', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'sakti_yoga', decisions: [],
    description: text('yogas.shakti.description'),
    interpretation: [text('yogas.shakti.interpretation.1')],
  },
  danda: {
    name: 'Danda Yoga', isBenefic: false,
    id: 'danda', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: '13' }, pyjhoraId: 'danda_yoga', decisions: [],
    description: text('yogas.danda.description'),
    interpretation: [text('yogas.danda.interpretation.1')],
  },
  nauka: {
    name: 'Nauka Yoga', isBenefic: false,
    id: 'nauka', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'naukaa_yoga', decisions: [],
    description: text('yogas.nauka.description'),
    interpretation: [text('yogas.nauka.interpretation.1')],
  },
  kuta: {
    name: 'Kuta Yoga', isBenefic: false,
    id: 'kuta', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'koota_yoga', decisions: [],
    description: text('yogas.kuta.description'),
    interpretation: [text('yogas.kuta.interpretation.1')],
  },
  chhatra: {
    name: 'Chhatra Yoga', isBenefic: true,
    id: 'chhatra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'chatra_yoga', decisions: [],
    description: text('yogas.chhatra.description'),
    interpretation: [text('yogas.chhatra.interpretation.1')],
  },
  chapa: {
    name: 'Chapa Yoga', isBenefic: false,
    id: 'chapa', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'chaapa_yoga', decisions: [],
    description: text('yogas.chapa.description'),
    interpretation: [text('yogas.chapa.interpretation.1')],
  },
  ardhachandra: {
    name: 'Ardhachandra Yoga', isBenefic: true,
    id: 'ardhachandra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'ardha_chandra_yoga', decisions: [],
    description: text('yogas.ardhachandra.description'),
    interpretation: [text('yogas.ardhachandra.interpretation.1')],
  },
  chakra: {
    name: 'Chakra Yoga', isBenefic: true,
    id: 'chakra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'chakra_yoga', decisions: [],
    description: text('yogas.chakra.description'),
    interpretation: [text('yogas.chakra.interpretation.1')],
  },
  samudra: {
    name: 'Samudra Yoga', isBenefic: true,
    id: 'samudra', category: 'nabhasa', source: { text: 'BPHS', chapter: '35', verse: null }, pyjhoraId: 'samudra_yoga', decisions: [],
    description: text('yogas.samudra.description'),
    interpretation: [text('yogas.samudra.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = NABHASA_DEFS;
type Key = keyof typeof D;

/**
 * The Akriti Nabhasa yogas (BPHS ch. 35 vv. 9–16; Saravali ch. 21), as a test only: true when the seven
 * planets (Sun … Saturn) occupy exactly one of these sets of houses from the lagna, every house of the set
 * occupied: two successive kendras (Gada), 1 and 7 (Shakata), 4 and 10 (Vihaga), 1-5-9 (Shringataka),
 * another trine (Hala), the four kendras (Kamala, and Vajra/Yava, which split them into benefics and
 * malefics), the four panaparas or apoklimas (Vapi), four houses from a kendra (Yupa, Ishu, Shakti,
 * Danda), seven successive houses (Nauka, Kuta, Chhatra, Chapa from a kendra, Ardhachandra otherwise), the
 * odd or the even houses (Chakra, Samudra). The Sankhya yogas are declared only in their absence (Brihat
 * Jataka ch. 12 v. 10). The Ashraya yogas (Rajju, Musala, Nala) do not bar them: an Ashraya yoga joined by
 * another yoga gives way to it (ibid. v. 12). The Dala yogas (Mala, Sarpa) are not part of the test yet.
 */
function akritiFormed(c: Ctx): boolean {
  const occupied = new Set(SEVEN.map((p) => c.house[p]));
  const is = (hs: readonly number[]) => occupied.size === hs.length && hs.every((h) => occupied.has(h));
  const run = (from: number, n: number) => Array.from({ length: n }, (_, i) => ((from - 1 + i) % 12) + 1);
  const sets: number[][] = [
    [1, 4], [4, 7], [7, 10], [10, 1], [1, 7], [4, 10],
    [1, 5, 9], [2, 6, 10], [3, 7, 11], [4, 8, 12],
    [1, 4, 7, 10], [2, 5, 8, 11], [3, 6, 9, 12],
    ...KENDRA.map((k) => run(k, 4)),
    ...Array.from({ length: 12 }, (_, i) => run(i + 1, 7)),
    [1, 3, 5, 7, 9, 11], [2, 4, 6, 8, 10, 12],
  ];
  return sets.some(is);
}

/**
 * The Ashraya Nabhasa yogas (BPHS ch. 35 v. 7): all seven planets in movable (Rajju), fixed (Musala) or
 * dual (Nala) signs. Reported beside the other Nabhasa yogas: BPHS gives them no precedence rule.
 */
export function ashraya(c: Ctx, out: Yoga[]): void {
  const kind = c.sign[SUN] % 3;
  if (!SEVEN.every((p) => c.sign[p] % 3 === kind)) return;
  const [key, term] = ([['rajju', 'movable'], ['musala', 'fixed'], ['nala', 'dual']] as const)[kind];
  const signs = [...new Set(SEVEN.map((p) => c.sign[p]))].sort((a, b) => a - b);
  out.push(make(c, D[key], [...SEVEN], [T('yogas.cond.allInSignKind', { kind: T(`yogas.signKind.${term}`), signs: textList(signs.map(SIGN)) })]));
}

/**
 * The Dala Nabhasa yogas (BPHS ch. 35 v. 8): three kendras from the lagna occupied by benefics (Mala) or by
 * malefics (Sarpa). Read here over the seven planets: at least three kendras each hold a natural benefic and
 * no malefic (Mala), or a malefic and no benefic (Sarpa).
 */
export function dala(c: Ctx, out: Yoga[]): void {
  for (const [key, good] of [['mala', true], ['sarpa', false]] as const) {
    const held = KENDRA.filter((h) => {
      const occ = occupants(c, houseSign(c, h), SEVEN);
      return occ.length > 0 && occ.every((p) => c.benefic[p] === good);
    });
    if (held.length < 3) continue;
    const planets = SEVEN.filter((p) => held.includes(c.house[p]));
    out.push(make(c, D[key], planets, [
      T(good ? 'yogas.cond.kendrasHeldByBenefics' : 'yogas.cond.kendrasHeldByMalefics', {
        planets: textList(planets.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))),
      }),
    ]));
  }
}

/** The Akriti yogas of this batch: the sets of houses the seven planets must fill exactly (BPHS ch. 35 vv. 9–11). */
const AKRITI: readonly (readonly [Key, readonly (readonly number[])[]])[] = [
  ['gada', [[1, 4], [4, 7], [7, 10], [10, 1]]],
  ['shakataNabhasa', [[1, 7]]],
  ['vihaga', [[4, 10]]],
  ['shringataka', [[1, 5, 9]]],
  ['hala', [[2, 6, 10], [3, 7, 11], [4, 8, 12]]],
  ['kamala', [[1, 4, 7, 10]]],
  ['vapi', [[2, 5, 8, 11], [3, 6, 9, 12]]],
  ['yupa', [[1, 2, 3, 4]]],
  ['shara', [[4, 5, 6, 7]]],
  ['shakti', [[7, 8, 9, 10]]],
  ['danda', [[10, 11, 12, 1]]],
  ['nauka', [[1, 2, 3, 4, 5, 6, 7]]],
  ['kuta', [[4, 5, 6, 7, 8, 9, 10]]],
  ['chhatra', [[7, 8, 9, 10, 11, 12, 1]]],
  ['chapa', [[10, 11, 12, 1, 2, 3, 4]]],
  ['ardhachandra', [2, 3, 5, 6, 8, 9, 11, 12].map((h) => Array.from({ length: 7 }, (_, i) => ((h - 1 + i) % 12) + 1))],
  ['chakra', [[1, 3, 5, 7, 9, 11]]],
  ['samudra', [[2, 4, 6, 8, 10, 12]]],
];

/**
 * The four kendras filled (Kamala) split by the planets' nature (BPHS ch. 35 vv. 9–12; Brihat Jataka ch. 12 v. 5):
 * benefics only in the 1st and 7th and malefics only in the 4th and 10th is Vajra, the reverse Yava, any other
 * mixture Kamala.
 */
function kendraAkriti(c: Ctx): Key {
  const only = (hs: number[], good: boolean) => SEVEN.filter((p) => hs.includes(c.house[p])).every((p) => c.benefic[p] === good);
  if (only([1, 7], true) && only([4, 10], false)) return 'vajra';
  if (only([1, 7], false) && only([4, 10], true)) return 'yava';
  return 'kamala';
}

export function akriti(c: Ctx, out: Yoga[]): void {
  const occupied = new Set(SEVEN.map((p) => c.house[p]));
  for (const [key, sets] of AKRITI) {
    const hs = sets.find((set) => occupied.size === set.length && set.every((h) => occupied.has(h)));
    if (!hs) continue;
    out.push(make(c, D[key === 'kamala' ? kendraAkriti(c) : key], [...SEVEN], [
      T('yogas.cond.sevenInHouses', { houses: textList([...hs].sort((a, b) => a - b)), planets: textList(SEVEN.map((p) => T('yogas.planetInHouse', { planet: NAME(p), house: c.house[p] }))) }),
    ]));
  }
}

/** The Sankhya yoga of the number of signs the seven planets occupy, unless an Akriti yoga forms. */
export function sankhya(c: Ctx, out: Yoga[]): void {
  if (akritiFormed(c)) return;
  const signs = [...new Set(SEVEN.map((p) => c.sign[p]))].sort((a, b) => a - b);
  out.push(make(c, sankhyaDef(signs.length), [...SEVEN], [
    T('yogas.cond.sankhyaSigns', { signs: textList(signs.map(SIGN)) }),
    T('yogas.cond.noOtherNabhasa'),
  ]));
}
