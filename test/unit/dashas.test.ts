/**
 * The dasha engine (shared/core/vedic/dashas/engine.ts) and Vimshottari as one of its systems, against
 * PyJHora 4.8.5's periods for the 8 reference charts (test/fixtures/reference/dashas.json) and against the
 * arithmetic of BPHS ch. 46 (sub-periods in proportion to the lords' years, from the parent's lord).
 */
import { describe, expect, it } from 'vitest';
import { buildDashaTree, MAX_DASHA_ROWS, proportional, runningPeriods, sequence } from '../../shared/core/vedic/dashas/engine.js';
import { DASHA_SYSTEMS, dashaSystem } from '../../shared/core/vedic/dashas/systems.js';
import type { DashaNode } from '../../shared/core/vedic/dashas/types.js';
import { vimshottariSystem } from '../../shared/core/vedic/dashas/vimshottari.js';
import { birthOf, CHART_IDS, daysBetween, refDasha, siderealOpts, START_TOLERANCE_DAYS } from '../helpers/dashas.js';

describe('Vimshottari on the engine, against PyJHora (sidereal year)', () => {
  it.each(CHART_IDS)('%s: the nine mahadashas and the antardashas of the first two', (id) => {
    const ref = refDasha(id, 'graha', 'vimsottari');
    const birth = birthOf(id);
    const mahas = vimshottariSystem.mahadashas(birth, siderealOpts());
    expect(mahas.map((m) => m.lord)).toEqual(ref.mahadashas.map((m) => m.lord));
    mahas.forEach((m, i) => expect(daysBetween(m.startJdUt, ref.mahadashas[i].start)).toBeLessThan(START_TOLERANCE_DAYS));
    for (const a of ref.antardashas) {
      const antars = vimshottariSystem.subPeriods(mahas[a.maha], 2, [mahas[a.maha]], birth, siderealOpts());
      const mine = antars.find((x) => x.lord === a.lord);
      expect(mine, `${a.maha}/${JSON.stringify(a.lord)}`).toBeDefined();
      expect(daysBetween(mine!.startJdUt, a.start)).toBeLessThan(START_TOLERANCE_DAYS);
    }
  });
});

describe('the engine', () => {
  const birth = birthOf('p01');
  const opts = siderealOpts();
  const target = birth.jdUt + 30 * 365.25;

  const walk = (n: DashaNode, level: number, visit: (n: DashaNode, level: number) => void) => {
    visit(n, level);
    n.children.forEach((c) => walk(c, level + 1, visit));
  };

  it('builds levels 1–3 whole and levels 4–5 only inside the window, each level contiguous and filling its parent', () => {
    const running = runningPeriods(vimshottariSystem, birth, opts, target, 5);
    const window = { fromJdUt: running[1].startJdUt, toJdUt: running[1].endJdUt };
    const tree = buildDashaTree(vimshottariSystem, birth, opts, { depth: 5, window });
    expect(tree.mahadashas).toHaveLength(9);
    const perLevel = [0, 0, 0, 0, 0, 0];
    for (const m of tree.mahadashas) {
      walk(m, 1, (n, level) => {
        perLevel[level]++;
        if (!n.children.length) return;
        expect(n.children[0].startJdUt).toBe(n.startJdUt);
        expect(n.children.at(-1)!.endJdUt).toBe(n.endJdUt);
        n.children.forEach((c, i) => i && expect(c.startJdUt).toBe(n.children[i - 1].endJdUt));
        expect(n.children.reduce((s, c) => s + c.durationYears, 0)).toBeCloseTo(n.durationYears, 9);
        if (level >= 3) expect(n.startJdUt < window.toJdUt && n.endJdUt > window.fromJdUt).toBe(true);
      });
    }
    // 9 mahas, 81 antars, 729 pratyantars whole; sookshmas only under the 9 pratyantars of the running
    // antardasha, pranas under those 81 sookshmas
    expect(perLevel.slice(1)).toEqual([9, 81, 729, 81, 729]);
    expect(tree.rows).toBe(9 + 81 + 729 + 81 + 729);
  });

  it('finds the running chain, the same periods the tree holds', () => {
    const running = runningPeriods(vimshottariSystem, birth, opts, target, 5);
    expect(running).toHaveLength(5);
    running.forEach((p) => expect(target >= p.startJdUt && target < p.endJdUt).toBe(true));
    // BPHS: a sub-period's first lord is its parent's lord
    const first = vimshottariSystem.subPeriods(running[0], 2, [running[0]], birth, opts)[0];
    expect(first.lord).toBe(running[0].lord);
    expect(runningPeriods(vimshottariSystem, birth, opts, birth.jdUt - 200 * 365.25, 5)).toEqual([]);
  });

  it('refuses an answer over the row limit, naming the window', () => {
    const all = { fromJdUt: birth.jdUt - 100 * 365.25, toJdUt: birth.jdUt + 200 * 365.25 };
    expect(() => buildDashaTree(vimshottariSystem, birth, opts, { depth: 5, window: all })).toThrow(/narrow from\/to/);
    expect(MAX_DASHA_ROWS).toBeGreaterThan(9 + 81 + 729 + 6561);
  });

  it('divides in proportion and lays periods end to end (hand arithmetic)', () => {
    const parent = { lord: 'Sun' as const, startJdUt: 0, endJdUt: 120, durationYears: 120 };
    const parts = proportional(parent, [{ lord: 'Sun', weight: 6 }, { lord: 'Moon', weight: 10 }, { lord: 'Mars', weight: 104 }]);
    expect(parts.map((p) => [p.startJdUt, p.endJdUt, p.durationYears])).toEqual([[0, 6, 6], [6, 16, 10], [16, 120, 104]]);
    expect(sequence(10, 2, [{ lord: 'Aries', years: 3 }, { lord: 'Taurus', years: 1.5 }]).map((p) => [p.startJdUt, p.endJdUt])).toEqual([[10, 16], [16, 19]]);
  });
});

describe('the list of systems', () => {
  it('has unique kebab-case ids, each found by id, each with a source and description', () => {
    for (const s of DASHA_SYSTEMS) {
      expect(s.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(dashaSystem(s.id)).toBe(s);
      expect(s.source.length).toBeGreaterThan(3);
      expect(s.description.length).toBeGreaterThan(20);
      for (const o of s.options) expect(o.values).toContain(o.default);
    }
  });
});
