/**
 * The dasha engine (shared/core/vedic/dashas/engine.ts) and Vimshottari as one of its systems, against
 * PyJHora 4.8.5's periods for the 8 reference charts (test/fixtures/reference/dashas.json) and against the
 * arithmetic of BPHS ch. 46 (sub-periods in proportion to the lords' years, from the parent's lord).
 */
import { describe, expect, it } from 'vitest';
import { CoreError } from '../../shared/core/errors.js';
import { kaalaSystem } from '../../shared/core/vedic/dashas/kaala.js';
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

  it('at depth 5 zooms into the window: levels 1–2 whole, level 3 under the antardashas overlapping it, 4–5 inside it; contiguous', () => {
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
        if (level >= 2) expect(n.startJdUt < window.toJdUt && n.endJdUt > window.fromJdUt).toBe(true);
      });
    }
    // 9 mahas and 81 antars whole; the 9 pratyantars of the running antardasha (the window) only, the 81 sookshmas
    // under them, the 729 pranas under those
    expect(perLevel.slice(1)).toEqual([9, 81, 9, 81, 729]);
    expect(tree.rows).toBe(9 + 81 + 9 + 81 + 729);
  });

  it('lists level 3 whole at depth 3 (9 + 81 + 729 for Vimshottari), and at depth 4 with no window only levels 1–2', () => {
    expect(buildDashaTree(vimshottariSystem, birth, opts, { depth: 3, window: null }).rows).toBe(9 + 81 + 729);
    expect(buildDashaTree(vimshottariSystem, birth, opts, { depth: 4, window: null }).rows).toBe(9 + 81);
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

  it('refuses an answer over the row limit: a window too wide names `to`, a depth-3 tree too large names `depth`', () => {
    const all = { fromJdUt: birth.jdUt - 100 * 365.25, toJdUt: birth.jdUt + 200 * 365.25 };
    const field = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as CoreError).path;
      }
      return undefined;
    };
    // the whole life at depth 4: 9 + 81 + 729 + 6,561 = 7,380 periods
    expect(() => buildDashaTree(vimshottariSystem, birth, opts, { depth: 4, window: all })).toThrow(/narrow from\/to/);
    expect(field(() => buildDashaTree(vimshottariSystem, birth, opts, { depth: 4, window: all }))).toBe('to');
    // kaala: 18 + 324 + 5,832 = 6,174 periods to depth 3 (18 sub-periods a parent)
    expect(() => buildDashaTree(kaalaSystem, birth, opts, { depth: 3, window: null })).toThrow(/to depth 3: lower depth/);
    expect(field(() => buildDashaTree(kaalaSystem, birth, opts, { depth: 3, window: null }))).toBe('depth');
    expect(buildDashaTree(kaalaSystem, birth, opts, { depth: 2, window: null }).rows).toBe(18 + 324);
    // two cycles of twelve signs to depth 3 (24 + 288 + 3,456 = 3,768 periods at most) fit; 1 MB / ~255 bytes a period
    expect(MAX_DASHA_ROWS).toBeGreaterThanOrEqual(24 + 288 + 3456);
    expect(MAX_DASHA_ROWS * 255 + 10_000).toBeLessThan(1_000_000);
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
