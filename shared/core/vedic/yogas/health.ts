/**
 * Yogas of disease, injury, death and the fall from rank (B.V. Raman, "Three Hundred Important Combinations", the later numbers):
 * #265 Vrana, #266 Sisnavyadhi, #268 and #269 Kushtaroga, #270 Kshayaroga, #271 Bhandhana, #272 Karascheda, #274 Durmarana,
 * #279 Pittaroga, #285 Angaheena, #286 Swetakushta, #288–289 Andha, #290 Vaataroga, #291–294 Mathibhramana and #295 Khalwata, each defined from
 * Raman's rule as public ports of PyJHora's later yoga.py quote it (its docstrings give the number). A fifth Mathibhramana
 * ("mathibhramana-sixth", PyJHora's mathibhramana_yoga_variation) is the four afflictions Raman reads in his example horoscope
 * of insanity, asked for together (yogas.decision.health.ramanExample). The conventions are those of context.ts: houses
 * are whole signs from the lagna, "joins" is the same sign, "aspected" is graha drishti (BPHS ch. 26, so Rahu and Ketu aspect
 * nothing and a planet does not aspect its own sign), benefics and malefics are the natural ones of the chart (Rahu and Ketu
 * among the malefics), the sign lords the traditional ones. Where the rule names two lords, they are two planets.
 * Mandi (the ascendant at the middle of Saturn's part of the day, or of the night counted from sunset) is the yoga chart's
 * (c.mandiSign, as in affliction.ts); where a chart does not carry it, the alternatives that name it are not judged.
 * #264 Galakarna, #273 Sirachcheda and #275 Yuddha Marana judge the cruel shashtiamsas: the deities of BPHS ch. 6 that
 * navamsa.ts settles (KRURA_SHASHTIAMSA, shashtiamsaDeity: half-degree parts, counted backward in even signs), the planet named
 * itself in one (yogas.decision.health.shashtiamsa).
 * The conventions are those of context.ts; every difference from PyJHora 4.8.5 on the reference charts is a decision of the
 * entry (test/helpers/yoga-diffs/health.ts). Ids: HEALTH_YOGA_IDS (ids.ts); words: shared/i18n/text/yogas/health.ts.
 */
import { list as textList, text, type Text } from '../../text.js';
import { KRURA_SHASHTIAMSA, shashtiamsaDeity } from './navamsa.js';
import {
  ALL, aspectedLine, aspecting, aspectsSign, countFrom, type Ctx, type Def, joinedLine, joining, JUPITER, KENDRA,
  KENDRA_TRIKONA, KETU, lordIndex, lordLine, lordOfHouse, make, MARS, MERCURY, MOON, NAME, navamsaLagna, navamsaSign, pointLine, pos,
  RAHU, SATURN, SEVEN, SIGN, SUN, T, TRIKONA, VENUS, type Yoga,
} from './context.js';

const raman = (n: string) => ({ text: 'Raman, Three Hundred Important Combinations', chapter: null, verse: n });
const LORDS = text('yogas.decision.lords');
const OTHER = text('yogas.decision.affliction.otherPlanet');
const MANDI = text('yogas.decision.affliction.gulika');
const SHASHTIAMSA = text('yogas.decision.health.shashtiamsa');
const MATHI = [text('yogas.mathibhramana.interpretation.1')];

export const HEALTH_DEFS = {
  vrana: {
    name: 'Vrana Yoga', isBenefic: false,
    id: 'vrana', category: 'arishta', source: raman('#265'), pyjhoraId: 'vrana_yoga', decisions: [LORDS],
    description: text('yogas.vrana.description'), interpretation: [text('yogas.vrana.interpretation.1')],
  },
  sisnavyadhi: {
    name: 'Sisnavyadhi Yoga', isBenefic: false,
    id: 'sisnavyadhi', category: 'arishta', source: raman('#266'), pyjhoraId: 'sisnavyadhi_yoga', decisions: [LORDS, OTHER],
    description: text('yogas.sisnavyadhi.description'), interpretation: [text('yogas.sisnavyadhi.interpretation.1')],
  },
  kushtaroga: {
    name: 'Kushtaroga Yoga', isBenefic: false,
    id: 'kushtaroga', category: 'arishta', source: raman('#268'), pyjhoraId: 'kushtaroga_yoga_268', decisions: [LORDS, OTHER],
    description: text('yogas.kushtaroga.description'), interpretation: [text('yogas.kushtaroga.interpretation.1')],
  },
  kshayaroga: {
    name: 'Kshayaroga Yoga', isBenefic: false,
    id: 'kshayaroga', category: 'arishta', source: raman('#270'), pyjhoraId: 'kshayaroga_yoga', decisions: [LORDS, MANDI],
    description: text('yogas.kshayaroga.description'), interpretation: [text('yogas.kshayaroga.interpretation.1')],
  },
  bhandhana: {
    name: 'Bhandhana Yoga', isBenefic: false,
    id: 'bhandhana', category: 'arishta', source: raman('#271'), pyjhoraId: 'bhandhana_yoga', decisions: [LORDS, text('yogas.decision.health.twoLords')],
    description: text('yogas.bhandhana.description'), interpretation: [text('yogas.bhandhana.interpretation.1')],
  },
  karascheda: {
    name: 'Karascheda Yoga', isBenefic: false,
    id: 'karascheda', category: 'arishta', source: raman('#272'), pyjhoraId: 'karascheda_yoga', decisions: [],
    description: text('yogas.karascheda.description'), interpretation: [text('yogas.karascheda.interpretation.1')],
  },
  durmarana: {
    name: 'Durmarana Yoga', isBenefic: false,
    id: 'durmarana', category: 'arishta', source: raman('#274'), pyjhoraId: 'dhurmarana_yoga', decisions: [LORDS, MANDI],
    description: text('yogas.durmarana.description'), interpretation: [text('yogas.durmarana.interpretation.1')],
  },
  pittaroga: {
    name: 'Pittaroga Yoga', isBenefic: false,
    id: 'pittaroga', category: 'arishta', source: raman('#279'), pyjhoraId: 'pittharoga_yoga', decisions: [],
    description: text('yogas.pittaroga.description'), interpretation: [text('yogas.pittaroga.interpretation.1')],
  },
  angaheena: {
    name: 'Angaheena Yoga', isBenefic: false,
    id: 'angaheena', category: 'arishta', source: raman('#285'), pyjhoraId: 'angaheena_yoga', decisions: [text('yogas.decision.health.fromSun')],
    description: text('yogas.angaheena.description'), interpretation: [text('yogas.angaheena.interpretation.1')],
  },
  swetakushta: {
    name: 'Swetakushta Yoga', isBenefic: false,
    id: 'swetakushta', category: 'arishta', source: raman('#286'), pyjhoraId: 'swetakushta_yoga', decisions: [],
    description: text('yogas.swetakushta.description'), interpretation: [text('yogas.swetakushta.interpretation.1')],
  },
  vaatharoga: {
    name: 'Vaataroga Yoga', isBenefic: false,
    id: 'vaataroga', category: 'arishta', source: raman('#290'), pyjhoraId: 'vaatharoga_yoga', decisions: [],
    description: text('yogas.vaataroga.description'), interpretation: [text('yogas.vaataroga.interpretation.1')],
  },
  khalwata: {
    name: 'Khalwata Yoga', isBenefic: false,
    id: 'khalwata', category: 'lagna', source: raman('#295'), pyjhoraId: 'khalwata_yoga', decisions: [text('yogas.decision.health.khalwata')],
    description: text('yogas.khalwata.description'), interpretation: [text('yogas.khalwata.interpretation.1')],
  },
  galakarna: {
    name: 'Galakarna Yoga', isBenefic: false,
    id: 'galakarna', category: 'arishta', source: raman('#264'), pyjhoraId: 'galakarna_yoga', decisions: [SHASHTIAMSA, MANDI],
    description: text('yogas.galakarna.description'), interpretation: [text('yogas.galakarna.interpretation.1')],
  },
  sirachcheda: {
    name: 'Sirachcheda Yoga', isBenefic: false,
    id: 'sirachcheda', category: 'arishta', source: raman('#273'), pyjhoraId: 'sirachcheda_yoga', decisions: [LORDS, SHASHTIAMSA],
    description: text('yogas.sirachcheda.description'), interpretation: [text('yogas.sirachcheda.interpretation.1')],
  },
  yuddhaMarana: {
    name: 'Yuddha Marana Yoga', isBenefic: false,
    id: 'yuddha-marana', category: 'arishta', source: raman('#275'), pyjhoraId: 'yuddha_marana_yoga', decisions: [LORDS, SHASHTIAMSA],
    description: text('yogas.yuddhaMarana.description'), interpretation: [text('yogas.yuddhaMarana.interpretation.1')],
  },
  mathibhramanaJupiterMars: {
    name: 'Guru-Kuja Mathibhramana Yoga', isBenefic: false,
    id: 'mathibhramana-jupiter-mars', category: 'arishta', source: raman('#291'), pyjhoraId: 'mathibhramana_yoga_291', decisions: [],
    description: text('yogas.mathibhramanaJupiterMars.description'), interpretation: MATHI,
  },
  mathibhramanaSaturnMars: {
    name: 'Shani-Kuja Mathibhramana Yoga', isBenefic: false,
    id: 'mathibhramana-saturn-mars', category: 'arishta', source: raman('#292'), pyjhoraId: 'mathibhramana_yoga_292', decisions: [],
    description: text('yogas.mathibhramanaSaturnMars.description'), interpretation: MATHI,
  },
  mathibhramanaSaturnMoon: {
    name: 'Shani-Chandra Mathibhramana Yoga', isBenefic: false,
    id: 'mathibhramana-saturn-moon', category: 'arishta', source: raman('#293'), pyjhoraId: 'mathibhramana_yoga_293',
    decisions: [text('yogas.decision.health.waningWith')],
    description: text('yogas.mathibhramanaSaturnMoon.description'), interpretation: MATHI,
  },
  mathibhramanaMoonMercury: {
    name: 'Chandra-Budha Mathibhramana Yoga', isBenefic: false,
    id: 'mathibhramana-moon-mercury', category: 'arishta', source: raman('#294'), pyjhoraId: 'mathibhramana_yoga_294',
    decisions: [text('yogas.decision.health.moonMercury')],
    description: text('yogas.mathibhramanaMoonMercury.description'), interpretation: MATHI,
  },
  mathibhramanaSixth: {
    name: 'Shashthesha Mathibhramana Yoga', isBenefic: false,
    id: 'mathibhramana-sixth', category: 'arishta', source: raman('#291–294, remarks'), pyjhoraId: 'mathibhramana_yoga_variation',
    decisions: [LORDS, text('yogas.decision.health.ramanExample')],
    description: text('yogas.mathibhramanaSixth.description'), interpretation: MATHI,
  },
  kushtarogaJupiter: {
    name: 'Guru Kushtaroga Yoga', isBenefic: false,
    id: 'kushtaroga-jupiter', category: 'arishta', source: raman('#269'), pyjhoraId: 'kushtaroga_yoga_269', decisions: [],
    description: text('yogas.kushtarogaJupiter.description'), interpretation: [text('yogas.kushtaroga.interpretation.1')],
  },
  andhaRahuSun: {
    name: 'Surya-Rahu Andha Yoga', isBenefic: false,
    id: 'andha-rahu-sun', category: 'arishta', source: raman('#288'), pyjhoraId: 'andha_yoga_288',
    decisions: [text('yogas.decision.health.andhaMalefics')],
    description: text('yogas.andhaRahuSun.description'), interpretation: [text('yogas.andha.interpretation.1')],
  },
  andhaFourPlanets: {
    name: 'Chaturgraha Andha Yoga', isBenefic: false,
    id: 'andha-four-planets', category: 'arishta', source: raman('#289'), pyjhoraId: 'andha_yoga_289', decisions: [],
    description: text('yogas.andhaFourPlanets.description'), interpretation: [text('yogas.andha.interpretation.1')],
  },
} satisfies Record<string, Def>;

const D = HEALTH_DEFS;

/** #266: Mercury in the lagna with the lords of the 6th and the 8th, both other planets. */
function sisnavyadhi(c: Ctx, out: Yoga[]): void {
  const l6 = lordOfHouse(c, 6), l8 = lordOfHouse(c, 8);
  if (c.house[MERCURY] !== 1 || l6 === MERCURY || l8 === MERCURY || c.house[l6] !== 1 || c.house[l8] !== 1) return;
  out.push(make(c, D.sisnavyadhi, [MERCURY, l6, l8], [pos(c, MERCURY), lordLine(c, 6, l6), lordLine(c, 8, l8)]));
}

/** #268: the lagna lord in the 4th or 12th with Mars and Mercury (both other planets). */
function kushtaroga(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (l1 === MARS || l1 === MERCURY || ![4, 12].includes(c.house[l1]) || c.sign[MARS] !== c.sign[l1] || c.sign[MERCURY] !== c.sign[l1]) return;
  out.push(make(c, D.kushtaroga, [l1, MARS, MERCURY], [lordLine(c, 1, l1), joinedLine(l1, [MARS, MERCURY])]));
}

/** #269: Jupiter in the 6th with Saturn and the Moon. */
function kushtarogaJupiter(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 6 || c.sign[SATURN] !== c.sign[JUPITER] || c.sign[MOON] !== c.sign[JUPITER]) return;
  out.push(make(c, D.kushtarogaJupiter, [JUPITER, SATURN, MOON], [pos(c, JUPITER), joinedLine(JUPITER, [SATURN, MOON])]));
}

/** #270: Rahu in the 6th, Mandi in a kendra and the lagna lord in the 8th. */
function kshayaroga(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (c.house[RAHU] !== 6 || c.house[l1] !== 8) return;
  const m = c.mandiSign;
  if (m === null || !KENDRA.includes(countFrom(c.lagna, m))) return;
  out.push(make(c, D.kshayaroga, [RAHU, l1], [pos(c, RAHU), pointLine(c, 'mandi', m), lordLine(c, 1, l1)]));
}

/** #272: Saturn in the 9th and Jupiter in the 3rd. */
function karascheda(c: Ctx, out: Yoga[]): void {
  if (c.house[SATURN] !== 9 || c.house[JUPITER] !== 3) return;
  out.push(make(c, D.karascheda, [JUPITER, SATURN], [pos(c, SATURN), pos(c, JUPITER)]));
}

/** #274: the Moon in the 6th, 8th or 12th, aspected by the lagna lord, with Saturn, Rahu or Mandi. */
function durmarana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1);
  if (![6, 8, 12].includes(c.house[MOON]) || l1 === MOON || !aspectsSign(l1, c.sign[l1], c.sign[MOON])) return;
  const w = [SATURN, RAHU].filter((p) => c.sign[p] === c.sign[MOON]);
  const m = c.mandiSign !== null && c.mandiSign === c.sign[MOON] ? c.mandiSign : null;
  if (!w.length && m === null) return;
  out.push(make(c, D.durmarana, [MOON, l1, ...w], [
    pos(c, MOON), lordLine(c, 1, l1), aspectedLine(MOON, [l1]), ...(w.length ? [joinedLine(MOON, w)] : []), ...(m === null ? [] : [pointLine(c, 'mandi', m)]),
  ]));
}

/** #279: the Sun in the 6th with a natural malefic and aspected by a natural malefic. */
function pittaroga(c: Ctx, out: Yoga[]): void {
  if (c.house[SUN] !== 6) return;
  const malefics = ALL.filter((p) => !c.benefic[p]);
  const w = joining(c, SUN, malefics), a = aspecting(c, SUN, malefics);
  if (!w.length || !a.length) return;
  out.push(make(c, D.pittaroga, [SUN, ...w, ...a], [pos(c, SUN), joinedLine(SUN, w), aspectedLine(SUN, a)]));
}

/** #265: the 6th lord, a natural malefic, in the lagna, the 8th or the 10th. */
function vrana(c: Ctx, out: Yoga[]): void {
  const l6 = lordOfHouse(c, 6);
  if (c.benefic[l6] || ![1, 8, 10].includes(c.house[l6])) return;
  out.push(make(c, D.vrana, [l6], [lordLine(c, 6, l6), T('yogas.cond.health.malefic', { planet: NAME(l6) })]));
}

/** #271: the lagna lord and the 6th lord (two planets) together in a kendra or trikona with Saturn, Rahu or Ketu. */
function bhandhana(c: Ctx, out: Yoga[]): void {
  const l1 = lordOfHouse(c, 1), l6 = lordOfHouse(c, 6);
  if (l1 === l6 || c.sign[l1] !== c.sign[l6] || !KENDRA_TRIKONA.includes(c.house[l1])) return;
  const w = [SATURN, RAHU, KETU].filter((p) => p !== l1 && p !== l6 && c.sign[p] === c.sign[l1]);
  if (!w.length) return;
  out.push(make(c, D.bhandhana, [l1, l6, ...w], [lordLine(c, 1, l1), lordLine(c, 6, l6), joinedLine(l1, [l6, ...w])]));
}

/** #285: the Moon in the 10th and Mars in the 7th (from the lagna), Saturn in the 2nd from the Sun. */
function angaheena(c: Ctx, out: Yoga[]): void {
  if (c.house[MOON] !== 10 || c.house[MARS] !== 7 || countFrom(c.sign[SUN], c.sign[SATURN]) !== 2) return;
  out.push(make(c, D.angaheena, [SUN, MOON, MARS, SATURN], [
    pos(c, MOON), pos(c, MARS), T('yogas.cond.affliction.fromPlanet', { planet: NAME(SATURN), house: 2, from: NAME(SUN) }),
  ]));
}

/** #286: Mars in the 2nd, Saturn in the 12th, the Moon in the lagna and the Sun in the 7th. */
function swetakushta(c: Ctx, out: Yoga[]): void {
  if (c.house[MARS] !== 2 || c.house[SATURN] !== 12 || c.house[MOON] !== 1 || c.house[SUN] !== 7) return;
  out.push(make(c, D.swetakushta, [SUN, MOON, MARS, SATURN], [MOON, MARS, SUN, SATURN].map((p) => pos(c, p))));
}

/** #290: Jupiter in the lagna and Saturn in the 7th. */
function vaataroga(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 1 || c.house[SATURN] !== 7) return;
  out.push(make(c, D.vaatharoga, [JUPITER, SATURN], [pos(c, JUPITER), pos(c, SATURN)]));
}

/** #295: the lagna a sign of a natural malefic (Sun, Mars, Saturn), or Sagittarius or Taurus, aspected by a natural malefic. */
function khalwata(c: Ctx, out: Yoga[]): void {
  const ruler = lordIndex(c.lagna);
  if (![SUN, MARS, SATURN].includes(ruler) && c.lagna !== 8 && c.lagna !== 1) return;
  const by = SEVEN.filter((p) => !c.benefic[p] && aspectsSign(p, c.sign[p], c.lagna));
  if (!by.length) return;
  out.push(make(c, D.khalwata, by, [
    T('yogas.cond.health.lagnaSign', { sign: SIGN(c.lagna), planet: NAME(ruler) }),
    T('yogas.cond.health.lagnaAspected', { planets: textList(by.map(NAME)) }),
  ]));
}

/** A planet in a cruel shashtiamsa (BPHS ch. 6, navamsa.ts): its condition line, or null. */
function cruel(c: Ctx, p: number): Text | null {
  const n = shashtiamsaDeity(c.lon[p]);
  return KRURA_SHASHTIAMSA.includes(n) ? T('yogas.cond.navamsa.cruelShashtiamsa', { planet: NAME(p), n }) : null;
}

/** #264: Rahu and Mandi in the 3rd house, or Mars in the 3rd in a cruel shashtiamsa ("Preta Puriha" is not among BPHS's sixty). */
function galakarna(c: Ctx, out: Yoga[]): void {
  const m = c.mandiSign;
  if (c.house[RAHU] === 3 && m !== null && countFrom(c.lagna, m) === 3) {
    out.push(make(c, D.galakarna, [RAHU], [pos(c, RAHU), pointLine(c, 'mandi', m)]));
    return;
  }
  const k = c.house[MARS] === 3 ? cruel(c, MARS) : null;
  if (k) out.push(make(c, D.galakarna, [MARS], [pos(c, MARS), k]));
}

/** #273: the 6th lord (not Venus) with Venus, and the Sun or Saturn with Rahu, that planet in a cruel shashtiamsa. */
function sirachcheda(c: Ctx, out: Yoga[]): void {
  const l6 = lordOfHouse(c, 6);
  if (l6 === VENUS || c.sign[l6] !== c.sign[VENUS]) return;
  const w = [SUN, SATURN].flatMap((p) => {
    const k = c.sign[p] === c.sign[RAHU] ? cruel(c, p) : null;
    return k ? [{ p, k }] : [];
  });
  if (!w.length) return;
  out.push(make(c, D.sirachcheda, [l6, VENUS, ...w.map((x) => x.p), RAHU], [
    lordLine(c, 6, l6), joinedLine(l6, [VENUS]), ...w.flatMap((x) => [joinedLine(x.p, [RAHU]), x.k]),
  ]));
}

/**
 * #275: Mars, lord of the 6th or the 8th, with the 3rd lord (another planet) and with Rahu or Saturn in a cruel shashtiamsa
 * (Saturn may be the 3rd lord himself, for a Scorpio lagna). Mandi's shashtiamsa is not judged: the context has only its sign.
 */
function yuddhaMarana(c: Ctx, out: Yoga[]): void {
  const h = [6, 8].find((x) => lordOfHouse(c, x) === MARS);
  const l3 = lordOfHouse(c, 3);
  if (h === undefined || l3 === MARS || c.sign[l3] !== c.sign[MARS]) return;
  const w = [RAHU, SATURN].flatMap((p) => {
    const k = c.sign[p] === c.sign[MARS] ? cruel(c, p) : null;
    return k ? [{ p, k }] : [];
  });
  if (!w.length) return;
  const mates = [...new Set([l3, ...w.map((x) => x.p)])];
  out.push(make(c, D.yuddhaMarana, [MARS, ...mates], [
    lordLine(c, h, MARS), lordLine(c, 3, l3), joinedLine(MARS, mates), ...w.map((x) => x.k),
  ]));
}

/** #291: Jupiter in the lagna and Mars in the 7th. */
function mathibhramanaJupiterMars(c: Ctx, out: Yoga[]): void {
  if (c.house[JUPITER] !== 1 || c.house[MARS] !== 7) return;
  out.push(make(c, D.mathibhramanaJupiterMars, [JUPITER, MARS], [pos(c, JUPITER), pos(c, MARS)]));
}

/** #292: Saturn in the lagna and Mars in the 5th, 7th or 9th. */
function mathibhramanaSaturnMars(c: Ctx, out: Yoga[]): void {
  if (c.house[SATURN] !== 1 || ![5, 7, 9].includes(c.house[MARS])) return;
  out.push(make(c, D.mathibhramanaSaturnMars, [SATURN, MARS], [pos(c, SATURN), pos(c, MARS)]));
}

/** #293: Saturn in the 12th with the waning Moon (the Moon there too: yogas.decision.health.waningWith). */
function mathibhramanaSaturnMoon(c: Ctx, out: Yoga[]): void {
  if (c.waxing || c.house[SATURN] !== 12 || c.sign[MOON] !== c.sign[SATURN]) return;
  out.push(make(c, D.mathibhramanaSaturnMoon, [SATURN, MOON], [pos(c, SATURN), pos(c, MOON), T('yogas.cond.marriage.waningMoon')]));
}

/** #294: the Moon and Mercury together in a kendra, joined by another planet or aspected by one (graha drishti). */
function mathibhramanaMoonMercury(c: Ctx, out: Yoga[]): void {
  if (c.sign[MERCURY] !== c.sign[MOON] || !KENDRA.includes(c.house[MOON])) return;
  const others = ALL.filter((p) => p !== MERCURY);
  const w = joining(c, MOON, others), a = aspecting(c, MOON, others);
  if (!w.length && !a.length) return;
  out.push(make(c, D.mathibhramanaMoonMercury, [MOON, MERCURY, ...w, ...a], [
    pos(c, MOON), pos(c, MERCURY), ...(w.length ? [joinedLine(MOON, w)] : []), ...(a.length ? [aspectedLine(MOON, a)] : []),
  ]));
}

/** Dual (common) signs: Gemini, Virgo, Sagittarius, Pisces. */
const isCommon = (sign: number) => sign % 3 === 2;

/**
 * Raman's example chart of insanity (remarks on #291–294), its four afflictions together: Rahu in the 6th (Ketu opposite in
 * the 12th); the 6th lord, not Mars, with Mars; Mercury in a common sign with Mars and the Sun; in the navamsa, Mercury with
 * Rahu in the 6th from the navamsa lagna and that sign's lord, not Mars, with Mars.
 */
function mathibhramanaSixth(c: Ctx, out: Yoga[]): void {
  const l6 = lordOfHouse(c, 6);
  if (c.house[RAHU] !== 6 || l6 === MARS || c.sign[l6] !== c.sign[MARS]) return;
  if (!isCommon(c.sign[MERCURY]) || c.sign[MARS] !== c.sign[MERCURY] || c.sign[SUN] !== c.sign[MERCURY]) return;
  const n6 = (navamsaLagna(c) + 5) % 12, nl6 = lordIndex(n6);
  if (navamsaSign(c, MERCURY) !== n6 || navamsaSign(c, RAHU) !== n6 || nl6 === MARS || navamsaSign(c, nl6) !== navamsaSign(c, MARS)) return;
  out.push(make(c, D.mathibhramanaSixth, [RAHU, KETU, l6, MARS, MERCURY, SUN, nl6], [
    pos(c, RAHU), pos(c, KETU), lordLine(c, 6, l6), joinedLine(l6, [MARS]), pos(c, MERCURY),
    T('yogas.cond.health.commonSign', { sign: SIGN(c.sign[MERCURY]) }), joinedLine(MERCURY, [MARS, SUN]),
    T('yogas.cond.health.navamsaSixth', { planets: textList([MERCURY, RAHU].map(NAME)), sign: SIGN(n6) }),
    T('yogas.cond.health.navamsaSixthLord', { planet: NAME(nl6), sign: SIGN(navamsaSign(c, MARS)) }),
  ]));
}

/**
 * #288: Rahu and the Sun in the lagna, the malefics in trines: Mars and Saturn, the Sun being named already (as #287 reads
 * "the malefics" beside the Moon, marriage.ts), each in the lagna, the 5th or the 9th.
 */
function andhaRahuSun(c: Ctx, out: Yoga[]): void {
  if (c.house[RAHU] !== 1 || c.house[SUN] !== 1 || ![MARS, SATURN].every((p) => TRIKONA.includes(c.house[p]))) return;
  out.push(make(c, D.andhaRahuSun, [RAHU, SUN, MARS, SATURN], [
    pos(c, RAHU), pos(c, SUN), pos(c, MARS), pos(c, SATURN), T('yogas.cond.marriage.trines', { planets: textList([MARS, SATURN].map(NAME)) }),
  ]));
}

/** #289: Mars in the 2nd, the Moon in the 6th, Saturn in the 12th and the Sun in the 8th. */
function andhaFourPlanets(c: Ctx, out: Yoga[]): void {
  if (c.house[MARS] !== 2 || c.house[MOON] !== 6 || c.house[SATURN] !== 12 || c.house[SUN] !== 8) return;
  out.push(make(c, D.andhaFourPlanets, [SUN, MOON, MARS, SATURN], [MARS, MOON, SATURN, SUN].map((p) => pos(c, p))));
}

/** Appends the yogas of this family that the chart forms, in the order of HEALTH_DEFS. */
export function healthYogas(c: Ctx, out: Yoga[]): void {
  vrana(c, out);
  sisnavyadhi(c, out);
  kushtaroga(c, out);
  kshayaroga(c, out);
  bhandhana(c, out);
  karascheda(c, out);
  durmarana(c, out);
  pittaroga(c, out);
  angaheena(c, out);
  swetakushta(c, out);
  vaataroga(c, out);
  khalwata(c, out);
  galakarna(c, out);
  sirachcheda(c, out);
  yuddhaMarana(c, out);
  mathibhramanaJupiterMars(c, out);
  mathibhramanaSaturnMars(c, out);
  mathibhramanaSaturnMoon(c, out);
  mathibhramanaMoonMercury(c, out);
  mathibhramanaSixth(c, out);
  kushtarogaJupiter(c, out);
  andhaRahuSun(c, out);
  andhaFourPlanets(c, out);
}
