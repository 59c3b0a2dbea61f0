/**
 * Dhana yogas of BPHS ch. 41 vv. 9–14 (R. Santhanam's translation): a planet in the lagna in its own sign,
 * "conjunct or aspected by" two (for Mars three) named planets, each of which must conjoin it or aspect the
 * lagna by graha drishti (BPHS ch. 26). PyJHora implements them as dhana_yoga_123 … 128 (Raman's numbers);
 * where its partners differ from the verse we follow the verse and say so in the entry.
 */
import { list as textList, text } from '../../text.js';
import { aspectsSign, type Ctx, type Def, JUPITER, make, MARS, MERCURY, MOON, NAME, pos, SATURN, SUN, T, VENUS, type Yoga } from './context.js';
import { SIGN_LORD, VEDIC_PLANETS } from '../grahas.js';

const interpretation = [text('yogas.dhanaLagna.interpretation.1')];
const PARTNERS_DIFFER = text('yogas.decision.dhanaLagnaPartners');

/** [key, id, name, planet, partners, verse, PyJHora id, PyJHora names other partners]. */
const ROWS = [
  ['dhanaLagnaSun', 'dhana-lagna-sun', 'Surya Lagna Dhana Yoga', SUN, [MARS, JUPITER], '9', 'dhana_yoga_123', false],
  ['dhanaLagnaMoon', 'dhana-lagna-moon', 'Chandra Lagna Dhana Yoga', MOON, [MERCURY, JUPITER], '10', 'dhana_yoga_124', true],
  ['dhanaLagnaMars', 'dhana-lagna-mars', 'Mangala Lagna Dhana Yoga', MARS, [MERCURY, VENUS, SATURN], '11', 'dhana_yoga_125', true],
  ['dhanaLagnaMercury', 'dhana-lagna-mercury', 'Budha Lagna Dhana Yoga', MERCURY, [JUPITER, SATURN], '12', 'dhana_yoga_126', true],
  ['dhanaLagnaJupiter', 'dhana-lagna-jupiter', 'Guru Lagna Dhana Yoga', JUPITER, [MERCURY, MARS], '13', 'dhana_yoga_127', false],
  ['dhanaLagnaVenus', 'dhana-lagna-venus', 'Shukra Lagna Dhana Yoga', VENUS, [MERCURY, SATURN], '14', 'dhana_yoga_128', false],
] as const;

const def = ([, id, name, planet, partners, verse, pyjhoraId, differs]: (typeof ROWS)[number]): Def => ({
  id, name, isBenefic: true, category: 'dhana', source: { text: 'BPHS', chapter: '41', verse }, pyjhoraId,
  decisions: differs ? [PARTNERS_DIFFER] : [],
  description: text('yogas.dhanaLagna.description', { planet: NAME(planet), planets: textList(partners.map(NAME)), verse }),
  interpretation,
});

export const DHANA_DEFS = Object.fromEntries(ROWS.map((r) => [r[0], def(r)])) as Record<(typeof ROWS)[number][0], Def>;

export function dhanaLagnaYogas(c: Ctx, out: Yoga[]): void {
  for (const row of ROWS) {
    const [key, , , planet, partners] = row;
    if (c.house[planet] !== 1 || VEDIC_PLANETS.indexOf(SIGN_LORD[c.lagna]) !== planet) continue;
    const touches = (q: number) => c.sign[q] === c.lagna || aspectsSign(q, c.sign[q], c.lagna);
    if (!partners.every(touches)) continue;
    out.push(make(c, DHANA_DEFS[key], [planet, ...partners], [
      pos(c, planet),
      ...partners.map((q) => T(c.sign[q] === c.lagna ? 'yogas.cond.conjoinedWith' : 'yogas.cond.aspectedByPlanets', { planet: NAME(planet), planets: textList([NAME(q)]) })),
    ]));
  }
}
