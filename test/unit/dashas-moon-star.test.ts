/**
 * The planet dashas from the Moon's star, tithi, yoga or karana (shared/core/vedic/dashas/moon-star*.ts)
 * against PyJHora 4.8.5's periods for the 8 reference charts (test/fixtures/reference/dashas.json, sidereal
 * 365.256364-day years), and against hand calculations where PyJHora is wrong:
 *  - Ashtottari with the Moon in Rahu's group across 0° Aries (U. Bhadrapada … Bharani);
 *  - the tithi/yoga/karana systems, whose balance PyJHora takes from its own Sun (about 20″ ahead of the
 *    apparent Sun of swisseph.json and Orrery) and, when the element began before the civil midnight of the
 *    birth date, from a wrong element length (its utils.get_fraction adds a day to it).
 */
import { describe, expect, it } from 'vitest';
import { DASHA_SYSTEMS, dashaSystem } from '../../shared/core/vedic/dashas/systems.js';
import { MOON_STAR_DASHA_SYSTEMS, ashtottariSystem, tithiLord, yoginiSystem } from '../../shared/core/vedic/dashas/moon-star-systems.js';
import type { DashaBirth, DashaSystem, Period } from '../../shared/core/vedic/dashas/types.js';
import { birthOf, CHART_IDS, daysBetween, nonZero, refDasha, siderealOpts, START_TOLERANCE_DAYS, type RefDasha } from '../helpers/dashas.js';
import { pyjhora, swiss } from '../helpers/reference.js';

const YEAR = siderealOpts().yearDays;
const opts = siderealOpts();

/** Our id → PyJHora's module name in the fixture. */
const PYJHORA_NAME: Record<string, string> = {
  'yoga-vimshottari': 'yoga_vimsottari', ashtottari: 'ashtottari', 'tithi-ashtottari': 'tithi_ashtottari', yogini: 'yogini',
  'tithi-yogini': 'tithi_yogini', shodashottari: 'shodasottari', dwadashottari: 'dwadasottari', 'dwisaptati-sama': 'dwisatpathi',
  panchottari: 'panchottari', shatabdika: 'satabdika', 'chaturashiti-sama': 'chaturaaseeti_sama',
  'karana-chaturashiti-sama': 'karana_chaturaaseeti_sama', shashtihayani: 'shashtisama', 'shattrimsha-sama': 'shattrimsa_sama',
};
const PANCHANGA_IDS = new Set(['yoga-vimshottari', 'tithi-ashtottari', 'tithi-yogini', 'karana-chaturashiti-sama']);
const STAR_SYSTEMS = MOON_STAR_DASHA_SYSTEMS.filter((s) => !PANCHANGA_IDS.has(s.id));
const PANCHANGA_SYSTEMS = MOON_STAR_DASHA_SYSTEMS.filter((s) => PANCHANGA_IDS.has(s.id));

const refOf = (s: DashaSystem, id: string) => refDasha(id, 'graha', PYJHORA_NAME[s.id]);
const jdOf = (iso: string) => Date.parse(iso) / 86_400_000 + 2440587.5;

function expectLords(mahas: Period[], ref: RefDasha, label: string) {
  expect(mahas.map((m) => m.lord), label).toEqual(nonZero(ref.mahadashas).map((m) => m.lord));
}

/** PyJHora's antardashas of the first two mahadashas: lords and their offsets from the mahadasha's start. */
function expectAntardashas(system: DashaSystem, birth: DashaBirth, mahas: Period[], ref: RefDasha, label: string) {
  for (const a of ref.antardashas) {
    const maha = mahas[a.maha];
    const mine = system.subPeriods(maha, 2, [maha], birth, opts).find((x) => x.lord === a.lord);
    expect(mine, `${label} ${a.maha}/${JSON.stringify(a.lord)}`).toBeDefined();
    const refOffset = jdOf(a.start) - jdOf(ref.mahadashas[a.maha].start);
    expect(Math.abs(mine!.startJdUt - maha.startJdUt - refOffset), `${label} ${a.maha}/${JSON.stringify(a.lord)}`).toBeLessThan(START_TOLERANCE_DAYS);
  }
}

describe('the systems from the Moon\'s star, against PyJHora (8 charts, sidereal year)', () => {
  it('are all listed, each found by its id', () => {
    expect(MOON_STAR_DASHA_SYSTEMS.map((s) => s.id).sort()).toEqual(Object.keys(PYJHORA_NAME).sort());
    for (const s of MOON_STAR_DASHA_SYSTEMS) expect(dashaSystem(s.id)).toBe(s);
    expect(DASHA_SYSTEMS).toEqual(expect.arrayContaining([...MOON_STAR_DASHA_SYSTEMS]));
  });

  for (const system of STAR_SYSTEMS) {
    it.each(CHART_IDS)(`${system.id} %s: mahadasha lords and starts, antardashas of the first two`, (id) => {
      const ref = refOf(system, id);
      const birth = birthOf(id);
      const mahas = system.mahadashas(birth, opts);
      expectLords(mahas, ref, id);
      // Ashtottari p03 (Moon in Bharani): PyJHora's start is wrong, checked by hand below
      if (!(system === ashtottariSystem && id === 'p03')) {
        nonZero(ref.mahadashas).forEach((m, i) => expect(daysBetween(mahas[i].startJdUt, m.start), `${id} ${i}`).toBeLessThan(START_TOLERANCE_DAYS));
      }
      expect(mahas[0].startJdUt).toBeLessThanOrEqual(birth.jdUt);
      expect(mahas[0].endJdUt).toBeGreaterThan(birth.jdUt);
      expectAntardashas(system, birth, mahas, ref, id);
    });
  }
});

describe('Ashtottari where Rahu\'s group of stars crosses 0° Aries (BPHS ch. 46: U. Bhadrapada, Revati, Ashwini, Bharani are Rahu\'s)', () => {
  // Rahu's group starts at the start of U. Bhadrapada, 25 × 13°20′ = 333°20′, and spans 4 stars = 53°20′.
  const GROUP_START = 333 + 1 / 3;
  const GROUP_SPAN = 53 + 1 / 3;

  it('p03, Moon in Bharani: the balance is the part of the whole group still to run (PyJHora: 1.2 years off)', () => {
    const birth = birthOf('p03');
    // swisseph.json: the Moon at 22.10622° (Lahiri, apparent), 48.7729° past 333°20′ of the 53°20′
    const moon = swiss.find((c) => c.id === 'p03')!.sidereal_lahiri_apparent.Moon;
    expect(moon).toBeCloseTo(22.10622, 5);
    const elapsed = (moon + 360 - GROUP_START) / GROUP_SPAN; // 0.914492
    expect(elapsed).toBeCloseTo(0.914492, 5);
    const mahas = ashtottariSystem.mahadashas(birth, opts);
    expect(mahas[0].lord).toBe('Rahu');
    expect(Math.abs(mahas[0].startJdUt - (birth.jdUt - elapsed * 12 * YEAR))).toBeLessThan(START_TOLERANCE_DAYS);
    // Venus (21 y) follows Rahu's 12 years
    expect(Math.abs(mahas[1].startJdUt - (birth.jdUt + (1 - elapsed) * 12 * YEAR))).toBeLessThan(START_TOLERANCE_DAYS);
    // PyJHora divides by its group's star count taken as 2 − 26 + 1 = −23: (22.106° − 333.33°) / (−23 × 13.33°) × 12 = 12.18
    // years elapsed, more than the whole 12-year period, so its Rahu dasha ends before birth.
    const ref = refOf(ashtottariSystem, 'p03');
    const pyjElapsedYears = ((moon - GROUP_START) / (-23 * (40 / 3))) * 12;
    expect(pyjElapsedYears).toBeCloseTo(12.18, 2);
    expect(Math.abs(jdOf(ref.mahadashas[0].start) - (birth.jdUt - pyjElapsedYears * YEAR))).toBeLessThan(1);
  });

  it('Moon at 350° (Revati, PyJHora\'s 344–358° case): Rahu runs at birth, 3.75 of its 12 years elapsed', () => {
    const base = birthOf('p01');
    const planets = base.chart.planets.map((p) => (p.planet === 'Moon' ? { ...p, longitude: 350 } : p));
    const birth: DashaBirth = { ...base, chart: { ...base.chart, planets } };
    // (350° − 333°20′) / 53°20′ = 16°40′ / 53°20′ = 0.3125 of Rahu's group; × 12 years = 3.75 years
    const mahas = ashtottariSystem.mahadashas(birth, opts);
    expect(mahas.map((m) => m.lord)).toEqual(['Rahu', 'Venus', 'Sun', 'Moon', 'Mars', 'Mercury', 'Saturn', 'Jupiter']);
    expect(mahas[0].startJdUt).toBeCloseTo(birth.jdUt - 3.75 * YEAR, 6);
    expect(mahas[1].startJdUt).toBeCloseTo(birth.jdUt + 8.25 * YEAR, 6);
    expect(mahas.at(-1)!.endJdUt - mahas[0].startJdUt).toBeCloseTo(108 * YEAR, 6);
    // antardashas: Rahu first, each 12 × its years / 108
    const antars = ashtottariSystem.subPeriods(mahas[0], 2, [mahas[0]], birth, opts);
    expect(antars[0].lord).toBe('Rahu');
    expect(antars[0].durationYears).toBeCloseTo((12 * 12) / 108, 12);
    expect(antars[1]).toMatchObject({ lord: 'Venus', durationYears: (12 * 21) / 108 });
  });
});

describe('the tithi, yoga and karana systems', () => {
  const SPAN = { tithi: 12, karana: 6, yoga: 40 / 3 } as const;
  const ELEMENT: Record<string, keyof typeof SPAN> = { 'yoga-vimshottari': 'yoga', 'tithi-ashtottari': 'tithi', 'tithi-yogini': 'tithi', 'karana-chaturashiti-sama': 'karana' };
  /** Part of the element traversed for a Sun and Moon longitude (the rule, by hand). */
  const traversed = (element: keyof typeof SPAN, sun: number, moon: number) => {
    const angle = (((element === 'yoga' ? moon + sun : moon - sun) % 360) + 360) % 360;
    return angle / SPAN[element] - Math.floor(angle / SPAN[element]);
  };
  /**
   * Where PyJHora's element (from its own panchanga) began before the civil midnight of the birth date; its
   * get_fraction then takes the element's length as 24 h + end − |start| instead of end − start, which
   * shortens the balance (e.g. p05's tithi: its 4th tithi began at 19:25 the evening before).
   */
  const PYJHORA_LENGTH_DEFECT: Record<keyof typeof SPAN, string[]> = { tithi: ['p01', 'p03', 'p05'], yoga: ['p03', 'p05'], karana: ['p05'] };

  for (const system of PANCHANGA_SYSTEMS) {
    const element = ELEMENT[system.id];
    it.each(CHART_IDS)(`${system.id} %s: PyJHora's lords; starts from the apparent Sun and Moon of swisseph.json`, (id) => {
      const ref = refOf(system, id);
      const birth = birthOf(id);
      const mahas = system.mahadashas(birth, opts);
      expectLords(mahas, ref, id);
      const years = mahas[0].durationYears;
      const sw = swiss.find((c) => c.id === id)!.sidereal_lahiri_apparent;
      const expected = birth.jdUt - traversed(element, sw.Sun, sw.Moon) * years * YEAR;
      expect(Math.abs(mahas[0].startJdUt - expected), id).toBeLessThan(START_TOLERANCE_DAYS);
      mahas.slice(1).forEach((m, i) => expect(m.startJdUt).toBeCloseTo(mahas[i].endJdUt, 9));
      // PyJHora's starts are the same rule applied to its own Sun and Moon (pyjhora.json), except where its
      // element length is wrong
      if (!PYJHORA_LENGTH_DEFECT[element].includes(id)) {
        const pj = pyjhora.find((c) => c.id === id)!.positions;
        const pjStart = birth.jdUt - traversed(element, pj.Sun.longitude, pj.Moon.longitude) * years * YEAR;
        nonZero(ref.mahadashas).forEach((m, i) => expect(Math.abs(jdOf(m.start) - (pjStart + (mahas[i].startJdUt - mahas[0].startJdUt))), `${id} ${i}`).toBeLessThan(START_TOLERANCE_DAYS));
      }
      expectAntardashas(system, birth, mahas, ref, id);
    });
  }

  it('tithi lords: 1–8 Sun … Rahu, 9–14 Sun … Venus, Purnima Saturn, Amavasya Rahu (both pakshas)', () => {
    expect([1, 8, 9, 14, 15, 16, 23, 24, 29, 30].map(tithiLord)).toEqual(['Sun', 'Rahu', 'Sun', 'Venus', 'Saturn', 'Sun', 'Rahu', 'Sun', 'Venus', 'Rahu']);
  });
});

describe('sub-periods below level 2', () => {
  it('repeat the system\'s rule: Yogini pratyantardashas are 8 equal parts from the antardasha lord', () => {
    const birth = birthOf('p01');
    const [maha] = yoginiSystem.mahadashas(birth, opts);
    const [antar] = yoginiSystem.subPeriods(maha, 2, [maha], birth, opts);
    const prats = yoginiSystem.subPeriods(antar, 3, [maha, antar], birth, opts);
    expect(prats.map((p) => p.lord)).toEqual(['Mars', 'Mercury', 'Saturn', 'Venus', 'Rahu', 'Moon', 'Sun', 'Jupiter']);
    for (const p of prats) expect(p.durationYears).toBeCloseTo(4 / 8 / 8, 12);
    expect(prats.at(-1)!.endJdUt).toBe(antar.endJdUt);
  });
});
