/**
 * The Jaimini sign-based dashas (shared/core/vedic/dashas/jaimini-rashi.ts, rules in jaimini-rules.ts)
 * against PyJHora 4.8.5's periods for the 8 reference charts (test/fixtures/reference/dashas.json): every
 * mahadasha's sign in order and start (PyJHora's zero-length periods excluded, as the engine drops them),
 * and the antardashas of PyJHora's first two mahadashas; plus hand checks of the rules from the texts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  charaSystem, drigSystem, karakaKendradiSystem, lagnaKendradiSystem, mandookaOrder, mandookaSystem, narayanaOrder,
  narayanaSystem, niryanaShoolaSystem, shoolaSystem, sthiraSystem, trikonaSystem, varnadaLagnaSign, varnadaSystem, yogardhaSystem,
} from '../../shared/core/vedic/dashas/jaimini-rashi.js';
import {
  countBackward, countForward, isOddFooted, narayanaYears, rasiAspects, type JaiminiChart,
} from '../../shared/core/vedic/dashas/jaimini-rules.js';
import { dashaSystem } from '../../shared/core/vedic/dashas/systems.js';
import { horaLagna } from '../../shared/core/vedic/special-lagnas.js';
import type { DashaSystem } from '../../shared/core/vedic/dashas/types.js';
import { birthOf, CHART_IDS, daysBetween, nonZero, refDasha, siderealOpts, START_TOLERANCE_DAYS } from '../helpers/dashas.js';

/** Orrery system, its choices, PyJHora's module name in the fixture. */
const CASES: [DashaSystem, Record<string, string>, string][] = [
  [charaSystem, { method: 'kn-rao' }, 'chara'],
  [charaSystem, { method: 'pvn-rao' }, 'chara_pvn_rao'],
  [narayanaSystem, {}, 'narayana'],
  [lagnaKendradiSystem, {}, 'lagna_kendraadhi'],
  [karakaKendradiSystem, {}, 'karaka_kendraadhi'],
  [drigSystem, {}, 'drig'],
  [shoolaSystem, {}, 'shoola'],
  [niryanaShoolaSystem, {}, 'niryaana_shoola'],
  [sthiraSystem, {}, 'sthira'],
  [trikonaSystem, {}, 'trikona'],
  [yogardhaSystem, {}, 'yogardha'],
  [mandookaSystem, {}, 'mandooka'],
  [varnadaSystem, {}, 'varnada'],
];

describe.each(CASES.map(([s, c, r]) => [`${s.id} ${JSON.stringify(c)}`, s, c, r] as const))('%s against PyJHora', (_label, system, choices, refName) => {
  it('is listed under its id', () => expect(dashaSystem(system.id)).toBe(system));

  it.each(CHART_IDS)(`${refName} %s: mahadasha signs and starts, antardashas of the first two`, (id) => {
    const ref = refDasha(id, 'rashi', refName);
    const birth = birthOf(id);
    const opts = siderealOpts(choices);
    const all = system.mahadashas(birth, opts);
    const mahas = all.filter((p) => p.endJdUt > p.startJdUt);
    const refMahas = nonZero(ref.mahadashas);
    expect(mahas.map((m) => m.lord)).toEqual(refMahas.map((m) => m.lord));
    refMahas.forEach((m, i) => expect(daysBetween(mahas[i].startJdUt, m.start), `${JSON.stringify(m.lord)} ${m.start}`).toBeLessThan(START_TOLERANCE_DAYS));
    // PyJHora's first two mahadashas (zero-length ones have no antardashas worth comparing: all start at once)
    for (const k of [0, 1]) {
      const refAntars = ref.antardashas.filter((a) => a.maha === k);
      const refMaha = ref.mahadashas[k];
      if (!refMaha || ref.mahadashas[k + 1]?.start === refMaha.start) continue;
      const maha = mahas.find((m) => m.lord === refMaha.lord && daysBetween(m.startJdUt, refMaha.start) < START_TOLERANCE_DAYS);
      expect(maha, `maha ${k} ${JSON.stringify(refMaha.lord)}`).toBeDefined();
      const antars = system.subPeriods(maha!, 2, [maha!], birth, opts);
      expect(antars.map((a) => a.lord)).toEqual(refAntars.map((a) => a.lord));
      refAntars.forEach((a, i) => expect(daysBetween(antars[i].startJdUt, a.start)).toBeLessThan(START_TOLERANCE_DAYS));
    }
  });
});

describe('the Jaimini rules, by hand', () => {
  it('rasi drishti (Upadesa Sutras 1.1.2–4): Aries aspects Leo, Scorpio, Aquarius but not Taurus; Gemini the other duals', () => {
    expect([1, 4, 7, 10].map((s) => rasiAspects(0, s))).toEqual([false, true, true, true]);
    expect([5, 8, 11, 0].map((s) => rasiAspects(2, s))).toEqual([true, true, true, false]);
    // Taurus aspects the movable signs but Aries next to it
    expect([0, 3, 6, 9].map((s) => rasiAspects(1, s))).toEqual([false, true, true, true]);
  });

  it('odd-footed signs and counting (VAIA ch. 18)', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter(isOddFooted)).toEqual([0, 1, 2, 6, 7, 8]);
    expect(countForward(0, 4)).toBe(5); // Aries → Leo: 5 signs
    expect(countBackward(3, 0)).toBe(4); // Cancer → Aries backward: Cancer, Gemini, Taurus, Aries
  });

  it('Narayana years: count to the lord minus one; 12 in own sign; ±1 exalted/debilitated (hand chart)', () => {
    // Ascendant Aries; Sun Leo, Moon Taurus, Mars Aries, Mercury Pisces, Jupiter Cancer, Venus Libra, Saturn Aries, Rahu Gemini, Ketu Sagittarius
    const c: JaiminiChart = { asc: 0, ascDegree: 10, sign: [4, 1, 0, 11, 3, 6, 0, 2, 8], degree: [10, 10, 10, 10, 10, 10, 10, 10, 10] };
    expect(narayanaYears(c, 0)).toBe(12); // Aries: Mars in it → 12
    expect(narayanaYears(c, 4)).toBe(12); // Leo (even-footed): Sun in it → 12
    expect(narayanaYears(c, 3)).toBe(3); // Cancer (even-footed): Moon in Taurus, backward Cancer→Taurus = 3 − 1 = 2, exalted + 1
    expect(narayanaYears(c, 2)).toBe(8); // Gemini (odd-footed): Mercury in Pisces, forward Gemini→Pisces = 10 − 1 = 9, debilitated − 1
  });

  it('the Narayana order from each kind of sign (VAIA ch. 18)', () => {
    const empty: JaiminiChart = { asc: 0, ascDegree: 0, sign: [1, 1, 1, 1, 1, 1, 1, 1, 1], degree: [0, 0, 0, 0, 0, 0, 0, 0, 0] };
    expect(narayanaOrder(empty, 0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]); // movable odd: in turn
    expect(narayanaOrder(empty, 3)).toEqual([3, 2, 1, 0, 11, 10, 9, 8, 7, 6, 5, 4]); // movable even: backward
    expect(narayanaOrder(empty, 4)).toEqual([4, 9, 2, 7, 0, 5, 10, 3, 8, 1, 6, 11]); // fixed odd: every 6th forward
    expect(narayanaOrder(empty, 2)).toEqual([2, 10, 6, 5, 1, 9, 8, 4, 0, 11, 7, 3]); // dual odd: kendras with trines
    expect(narayanaOrder(empty, 5)).toEqual([5, 9, 1, 2, 6, 10, 11, 3, 7, 8, 0, 4]); // dual even
  });
});

describe('the Varnada dasha inputs against PyJHora (test/fixtures/reference/jaimini-dashas.json)', () => {
  const lagnas = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'jaimini-dashas.json'), 'utf8')) as {
    charts: { id: string; hora_lagna: number; varnada_lagna: number }[];
  }).charts;

  // PyJHora's hora lagna differs from ours by up to 0.47° on these charts (its sunrise: the same Hindu
  // definition, found ±1 minute away; ½° a minute): the sign is what the dasha uses, and it agrees.
  // p05 (Beijing, 04:53 local) is born before sunrise: PyJHora counts negative minutes from that civil
  // day's sunrise, Orrery from the previous sunrise (BPHS: the Vedic day runs sunrise to sunrise), so
  // the longitudes differ by 0.78° (checked by hand below); the sign, and so the dasha, still agree.
  const horaOf = (id: string) => {
    const b = birthOf(id);
    return horaLagna(b.jdUt, b.lat, b.lng, b.ayanamsa);
  };
  it.each(CHART_IDS)('%s: the hora lagna in the same sign (within 0.5° for births after sunrise); the Varnada lagna in the same sign', (id) => {
    const ref = lagnas.find((c) => c.id === id)!;
    const birth = birthOf(id);
    const hl = horaOf(id);
    const diff = Math.abs(((hl - ref.hora_lagna + 540) % 360) - 180);
    expect(diff).toBeLessThan(id === 'p05' ? 1 : 0.5);
    expect(Math.floor(hl / 30)).toBe(Math.floor(ref.hora_lagna / 30));
    expect(varnadaLagnaSign(birth.chart.ascendantSign, Math.floor(hl / 30))).toBe(Math.floor(ref.varnada_lagna / 30));
  });

  it('p05, born before sunrise: the hora lagna from the previous day\'s sunrise, by hand', () => {
    // Birth 2012-11-17 04:53 CST at Beijing. PyJHora's Hindu sunrise that day: 07:06:19 CST (reference
    // pyjhora.json, p05 day.sunrise); at 39.9° N in mid-November sunrise comes about 1.15 minutes later
    // each day, so the Vedic day began 2012-11-16 at 07:05:10. Minutes from then to the birth:
    // 1440 − (07:05:10 − 04:53:00 = 132.17) = 1307.83. The Sun at birth: 210.8783° (PyJHora, Lahiri);
    // moving 1.009° a day (60.5′) it was 1307.83 / 1440 × 1.009 = 0.9164° behind at that sunrise:
    // 209.9619°. Hora lagna: 209.9619 + 1307.83 × ½ = 863.88° → 143.88° (Leo 23.88°).
    // (PyJHora's same-day count, −133.3 minutes from 07:06:19, gives 144.65°: the same sign.)
    expect(horaOf('p05')).toBeCloseTo(143.88, 1);
  });

  it('the Varnada lagna by hand (B.V. Raman): ascendant Leo, hora lagna Libra → 5 + 7 = 12th from Aries = Pisces', () => {
    expect(varnadaLagnaSign(4, 6)).toBe(11);
    // ascendant Taurus (even: 11th from Pisces backward), hora lagna Leo (odd: 5th from Aries): 11 − 5 = 6, the 6th from Pisces
    // backward (Pisces, Aquarius, Capricorn, Sagittarius, Scorpio, Libra) = Libra
    expect(varnadaLagnaSign(1, 4)).toBe(6);
  });
});

describe('the Mandooka order by hand', () => {
  it('movable seed Aries forward: the movable signs, then the dual, then the fixed; Virgo backward: dual, fixed, movable', () => {
    expect(mandookaOrder(0)).toEqual([0, 3, 6, 9, 2, 5, 8, 11, 1, 4, 7, 10]);
    expect(mandookaOrder(5)).toEqual([5, 2, 11, 8, 1, 10, 7, 4, 0, 9, 6, 3]);
    expect(mandookaOrder(10)).toEqual([10, 1, 4, 7, 0, 3, 6, 9, 2, 5, 8, 11]);
  });
});
