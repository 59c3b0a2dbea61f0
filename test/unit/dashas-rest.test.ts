/**
 * The last dasha systems of issue 21 (lagnamsaka's stronger sign is tested in dashas-rashi-other.test.ts):
 * saptarishi-nakshatra, moola, … against PyJHora 4.8.5's periods for the 8 reference charts
 * (test/fixtures/reference/dashas.json; Lahiri, mean node, dasha year 365.256364 days): every mahadasha lord in
 * order with its start, and the antardashas of the first two mahadashas, zero-length periods left out.
 */
import { describe, expect, it } from 'vitest';
import { julianDayUt } from '../../shared/core/ephemeris.js';
import { VEDIC_PLANETS } from '../../shared/core/vedic/grahas.js';
import { NAKSHATRAS } from '../../shared/core/vedic/nakshatra.js';
import { moolaSystem } from '../../shared/core/vedic/dashas/moola.js';
import { backwardStars, saptarishiNakshatraSystem } from '../../shared/core/vedic/dashas/saptarishi-nakshatra.js';
import type { DashaBirth, DashaSystem, Period } from '../../shared/core/vedic/dashas/types.js';
import { birthOf, CHART_IDS, refDasha, siderealOpts, START_TOLERANCE_DAYS, type RefPeriod } from '../helpers/dashas.js';

const jdOf = (iso: string) => julianDayUt(Date.parse(iso));

interface Row { lord: string; startJd: number; endJd: number }
type LordOf = (l: RefPeriod['lord']) => string;
const plain: LordOf = (l) => (typeof l === 'string' ? l : `${l.karaka} ${l.planet}`);

/** PyJHora's rows with their ends (the next start; `lastEnd` for the last), zero-length ones dropped. */
function withEnds(rows: readonly { lord: RefPeriod['lord']; start: string }[], lastEnd: number | undefined, lordOf: LordOf): Row[] {
  return rows
    .map((r, i) => ({ lord: lordOf(r.lord), startJd: jdOf(r.start), endJd: i + 1 < rows.length ? jdOf(rows[i + 1].start) : (lastEnd ?? Infinity) }))
    .filter((r) => r.endJd - r.startJd > 1e-6);
}

function expectSame(mine: readonly Period[], ref: readonly Row[], what: string, tolDays: number) {
  expect(mine.map((p) => p.lord), what).toEqual(ref.map((r) => r.lord));
  mine.forEach((m, i) => expect(Math.abs(m.startJdUt - ref[i].startJd), `${what} #${i} ${ref[i].lord}`).toBeLessThan(tolDays));
}

/** Every mahadasha, and the antardashas of PyJHora's first two mahadashas, of `system` against PyJHora's `refName`. */
function checkAgainstPyJHora(
  system: DashaSystem, kind: 'graha' | 'rashi', refName: string, id: string,
  { tolDays = START_TOLERANCE_DAYS, lordOf = plain, birth = birthOf(id) }: { tolDays?: number; lordOf?: LordOf; birth?: DashaBirth } = {},
) {
  const ref = refDasha(id, kind, refName);
  const opts = siderealOpts();
  const mahas = system.mahadashas(birth, opts).filter((p) => p.endJdUt > p.startJdUt);
  expectSame(mahas, withEnds(ref.mahadashas, undefined, lordOf), `${id} mahadashas`, tolDays);
  for (const k of [0, 1]) {
    const rm = ref.mahadashas[k];
    const rows = ref.antardashas.filter((a) => a.maha === k);
    if (!rm || !rows.length) continue;
    const end = ref.mahadashas[k + 1] ? jdOf(ref.mahadashas[k + 1].start) : undefined;
    if (end !== undefined && end - jdOf(rm.start) < 1e-6) continue; // a zero-length mahadasha
    const maha = mahas.find((m) => Math.abs(m.startJdUt - jdOf(rm.start)) < tolDays && m.lord === lordOf(rm.lord));
    expect(maha, `${id} maha ${k}`).toBeDefined();
    if (!maha) continue;
    const antars = system.subPeriods(maha, 2, [maha], birth, opts).filter((p) => p.endJdUt > p.startJdUt);
    expectSame(antars, withEnds(rows, end, lordOf), `${id} antardashas of ${lordOf(rm.lord)}`, tolDays);
  }
}

describe('saptarishi-nakshatra against PyJHora 4.8.5 (sidereal year)', () => {
  // PyJHora numbers the nakshatras 0 (Ashwini) … 26 (Revati); Orrery's lords are their keys. The extract
  // named the numbers 0–8 as planets (PyJHora's planet numbers: Sun 0, Moon 1 … Ketu 8): read them back.
  const starOf: LordOf = (l) => {
    if (typeof l !== 'string') throw new Error('a karaka lord in saptarishi nakshatra dasha');
    const planet = (VEDIC_PLANETS as readonly string[]).indexOf(l);
    return NAKSHATRAS[planet >= 0 ? planet : Number(l)];
  };
  it.each(CHART_IDS)('saptarishi-nakshatra %s: mahadashas and the antardashas of the first two', (id) => {
    checkAgainstPyJHora(saptarishiNakshatraSystem, 'graha', 'saptharishi_nakshathra', id, { lordOf: starOf });
  });

  it('counts backwards through Ashwini: from Bharani, Bharani, Ashwini, Revati …', () => {
    expect(backwardStars(1).slice(0, 3)).toEqual(['Bharani', 'Ashwini', 'Revati']);
    expect(backwardStars(1)).toHaveLength(10);
  });
});

describe('moola against PyJHora 4.8.5 (sidereal year)', () => {
  it.each(CHART_IDS)('moola %s: mahadashas and the antardashas of the first two', (id) => {
    checkAgainstPyJHora(moolaSystem, 'graha', 'moola', id);
  });
});
