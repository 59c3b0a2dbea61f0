/**
 * The "other sign-based" dasha systems (navamsa, chakra, sandhya, kalachakra, lagnamsaka, paryaya, tara-lagna,
 * moola-rashi, rashiyanka, chaturvidha-uttara, sudasa, padanadhamsa) against PyJHora 4.8.5's periods for the 8 reference
 * charts (test/fixtures/reference/dashas.json, table `rashi`): the mahadasha signs in order with their starts,
 * and the antardashas of the first two mahadashas, zero-length periods left out on both sides.
 */
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { d1SignChart } from '../../shared/core/vedic/dashas/sign-periods.js';
import { signAspects, strongerSign } from '../../shared/core/vedic/sign-strength.js';
import type { DashaSystem, Period } from '../../shared/core/vedic/dashas/types.js';
import { chakraSystem, chaturvidhaUttaraSystem, navamsaSystem, rashiyankaSystem, sandhyaSystem, taraLagnaSystem } from '../../shared/core/vedic/dashas/sign-cycles.js';
import { kalachakraSystem, rowOfPada } from '../../shared/core/vedic/dashas/kalachakra.js';
import { lagnamsakaSystem, moolaRashiSystem, sudasaSystem } from '../../shared/core/vedic/dashas/narayana-seeded.js';
import { sreeLagna as sreeLagnaLon } from '../../shared/core/vedic/special-lagnas.js';
import { padanadhamsaSystem } from '../../shared/core/vedic/dashas/padanadhamsa.js';
import { paryayaSystem, shashtamsa } from '../../shared/core/vedic/dashas/paryaya.js';
import { birthOf, CHART_IDS, daysBetween, nonZero, refDasha, siderealOpts, START_TOLERANCE_DAYS, type RefPeriod } from '../helpers/dashas.js';

const jdOf = (iso: string) => julianDayUt(Date.parse(iso));

/** Lords and starts of `mine` against PyJHora's rows (already without zero-length ones). */
function expectSame(mine: readonly Period[], ref: readonly { lord: unknown; start: string }[], what: string, tolerance = START_TOLERANCE_DAYS) {
  expect(mine.map((p) => p.lord), what).toEqual(ref.map((r) => r.lord));
  mine.forEach((p, i) => expect(daysBetween(p.startJdUt, ref[i].start), `${what} #${i} ${p.lord}`).toBeLessThan(tolerance));
}

/**
 * PyJHora's mahadashas without zero-length ones. The last one's length is not known from the starts; where
 * the cycles repeat identically (paryaya) and its twin a cycle earlier had none, it has none either.
 */
function refMahas(rows: readonly RefPeriod[]): RefPeriod[] {
  const kept = nonZero(rows);
  const last = rows.length - 1;
  const twin = rows[last - 12];
  const twinNext = rows[last - 11];
  if (last >= 12 && twin.lord === rows[last].lord && Date.parse(twin.start) === Date.parse(twinNext.start)) kept.pop();
  return kept;
}

function checkAgainstPyJHora(system: DashaSystem, pyjhoraName: string, id: string, tolerance = START_TOLERANCE_DAYS) {
  const ref = refDasha(id, 'rashi', pyjhoraName);
  const birth = birthOf(id);
  const opts = siderealOpts();
  const all = system.mahadashas(birth, opts);
  const mahas = all.filter((p) => p.endJdUt > p.startJdUt);
  expectSame(mahas, refMahas(ref.mahadashas), `${id} mahadashas`, tolerance);
  for (const m of [0, 1]) {
    const refMaha = ref.mahadashas[m];
    const next = ref.mahadashas[m + 1]?.start;
    if (next !== undefined && Date.parse(next) === Date.parse(refMaha.start)) continue; // a zero-length maha
    const rows = ref.antardashas.filter((a) => a.maha === m);
    const refAntars = nonZero(rows, (i) => rows[i + 1]?.start ?? next);
    const maha = mahas.find((p) => p.lord === refMaha.lord && Math.abs(p.startJdUt - jdOf(refMaha.start)) < tolerance);
    expect(maha, `${id} maha ${m}`).toBeDefined();
    if (!maha) continue;
    const antars = system.subPeriods(maha, 2, [maha], birth, opts).filter((p) => p.endJdUt > p.startJdUt);
    expectSame(antars, refAntars, `${id} antardashas of maha ${m} (${JSON.stringify(refMaha.lord)})`, tolerance);
  }
}

const SYSTEMS: [DashaSystem, string][] = [
  [navamsaSystem, 'navamsa'],
  [chakraSystem, 'chakra'],
  [sandhyaSystem, 'sandhya'],
  [kalachakraSystem, 'kalachakra'],
  [paryayaSystem, 'paryaaya'],
  [taraLagnaSystem, 'tara_lagna'],
  [moolaRashiSystem, 'moola_rasi'],
  [rashiyankaSystem, 'raashiyanka'],
  [chaturvidhaUttaraSystem, 'chathurvidha_utthara'],
];

describe.each(SYSTEMS)('%s against PyJHora (sidereal year)', (system, pyjhoraName) => {
  it.each(CHART_IDS)(`${system.id} %s: mahadasha signs and starts, antardashas of the first two`, (id) => {
    checkAgainstPyJHora(system, pyjhoraName, id);
  });
});

describe('padanadhamsa against PyJHora (sidereal year)', () => {
  // p01 turns on rule 4 of the stronger sign (Taurus, the Krishna Mishra navamsa sign of Mars, against
  // Scorpio): the oddity rule reads each sign's Parashari lord (shared/core/vedic/sign-strength.ts, as
  // every Jaimini tool of Orrery), Mars for Scorpio, so rules 1-4 tie and the lords' degrees decide
  // (Venus 14.9 > Mars): Taurus, as PyJHora has it.
  it.each(CHART_IDS)('padanadhamsa %s: mahadasha signs and starts, antardashas of the first two', (id) => {
    checkAgainstPyJHora(padanadhamsaSystem, 'padhanadhamsa', id);
  });
});

describe('sudasa against PyJHora (sidereal year), Sree Lagna\'s sensitivity allowed for', () => {
  // Sree Lagna moves 27 times as fast as the Moon (360° per nakshatra of 13°20′): Orrery's Moon is 0.66–0.75″
  // from PyJHora's on these charts (apparent-place conventions), so Sree Lagna is 0.005° off, and the first
  // dasha (its years × the part of the sign left) ends up to 12 × 0.0056 / 30 years = 0.8 days away. A
  // difference of 1″ in the Moon would give 1.1 days: that is the bound here, inside the 2 days.
  const SUDASA_TOLERANCE_DAYS = 1.1;
  it.each(CHART_IDS)('sudasa %s: mahadasha signs and starts, antardashas of the first two', (id) => {
    checkAgainstPyJHora(sudasaSystem, 'sudasa', id, SUDASA_TOLERANCE_DAYS);
  });
});

describe('lagnamsaka against PyJHora (sidereal year)', () => {
  it.each(CHART_IDS.filter((id) => id !== 'p02'))('lagnamsaka %s: mahadasha signs and starts, antardashas of the first two', (id) => {
    checkAgainstPyJHora(lagnamsakaSystem, 'lagnamsaka', id);
  });

  it('p02: the mahadashas as PyJHora; the first antardasha seed by the classical rule of the stronger sign', () => {
    const ref = refDasha('p02', 'rashi', 'lagnamsaka');
    const birth = birthOf('p02');
    const mahas = lagnamsakaSystem.mahadashas(birth, siderealOpts()).filter((p) => p.endJdUt > p.startJdUt);
    expectSame(mahas, refMahas(ref.mahadashas), 'p02 mahadashas');
    // Gemini dasha: its lord Mercury is in Leo, the 7th's (Sagittarius) lord Jupiter in Libra. Both signs hold
    // two planets (Leo: Sun, Mercury; Libra: Jupiter, Rahu). Rule 2 (PVR ch. 16; Jaimini Upadesa Sutras
    // 2.3): count Jupiter, Mercury and the sign's own lord in or aspecting it. Leo: Mercury in it, its lord
    // the Sun in it, Jupiter aspecting from Libra (movable → fixed, not the next sign) = 3. Libra: Jupiter in
    // it, Mercury aspecting from Leo (fixed → movable, not the one before) = 2; its lord Venus in Virgo (dual)
    // does not aspect it. Leo is stronger, and odd: antardashas forward from Leo.
    // PyJHora does not count a lord sitting in its own sign (house.stronger_rasi compares the lord's
    // planet number with the sign's), finds 2 : 2 and takes Libra by rule 4.
    const c = d1SignChart(birth);
    expect(strongerSign(c, 4, 6)).toBe(4);
    const antars = lagnamsakaSystem.subPeriods(mahas[0], 2, [mahas[0]], birth, siderealOpts());
    expect(antars.map((a) => a.lord).slice(0, 3)).toEqual(['Leo', 'Virgo', 'Libra']);
    expect(nonZero(ref.antardashas.filter((a) => a.maha === 0)).map((a) => a.lord).slice(0, 3)).toEqual(['Libra', 'Scorpio', 'Sagittarius']);
  });
});

describe('the pieces, by hand', () => {
  it('rashi drishti (Jaimini Sutras 1.1.2–4): Aries sees Leo, Scorpio, Aquarius but not Taurus; Taurus sees Cancer, Libra, Capricorn but not Aries; Gemini sees the other duals', () => {
    const seen = (a: number) => Array.from({ length: 12 }, (_, b) => b).filter((b) => signAspects(a, b));
    expect(seen(0)).toEqual([4, 7, 10]);
    expect(seen(1)).toEqual([3, 6, 9]);
    expect(seen(2)).toEqual([5, 8, 11]);
  });

  it('shashtamsa (BPHS ch. 6): 5° parts from Aries in odd signs, from Libra in even ones', () => {
    expect(shashtamsa(0).sign).toBe(0);
    expect(shashtamsa(29.9).sign).toBe(5); // Aries, 6th part → Virgo
    expect(shashtamsa(30).sign).toBe(6); // Taurus, 1st part → Libra
    expect(shashtamsa(67.5)).toEqual({ sign: 1, degrees: 15 }); // Gemini 7.5°: 2nd part → Taurus, 7.5 × 6 mod 30
  });

  it('Sree Lagna: the ascendant advanced by 360° × the part of its nakshatra the Moon has crossed', () => {
    // p01 with PyJHora's own ascendant and Moon (pyjhora_breadth.json check_positions): 86.680417°, its sree_lagna
    expect(sreeLagnaLon(131.898636961, 331.658584447)).toBeCloseTo(86.680417028, 6);
  });

  it('kalachakra rows: Ashwini pada 1 runs Aries … Sagittarius; Rohini pada 1 (apasavya I) Sagittarius … Cancer', () => {
    expect(rowOfPada(0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rowOfPada(12)).toEqual([8, 9, 10, 11, 0, 1, 2, 4, 3]);
  });
});
