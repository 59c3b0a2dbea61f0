/**
 * The dasha engine: builds a system's tree of periods to the depth asked and finds the periods running
 * at a moment. To depth 3 every level is built whole. At depth 4–5 the tree zooms into the requested
 * window: levels 1–2 whole, level 3 (pratyantardasha) only under the antardashas that overlap the window,
 * levels 4 (sookshma) and 5 (prana) only under periods that overlap it, so an answer stays under 1 MB
 * (levels 3–5 whole would be 66,429 rows for Vimshottari; a period is ~225 bytes of JSON with its
 * `…Local` times).
 *
 * Periods of zero length (PyJHora lists some, e.g. second cycles of Narayana dasha whose length is
 * 12 − 12 years) are not listed: a period with no time in it is not running at any moment.
 */
import { CoreError } from '../../errors.js';
import type { DashaBirth, DashaNode, DashaOptions, DashaSystem, Period, SubLevel } from './types.js';

/**
 * Most periods one answer may hold: at most ~255 bytes of JSON a period (a sign-based system in Tamil, its
 * `…Local` times included) and a few KB for the rest keep any answer under 1 MB (test/unit/dashas-size.test.ts).
 * Two cycles of twelve signs are at most 3,768 periods to depth 3; kaala's 6,174 are over it (a 400 naming
 * `depth`), and so is a window wide enough (a 400 naming `to`).
 */
export const MAX_DASHA_ROWS = 3_800;

export interface DashaTreeRequest {
  /** 1 mahadashas … 5 pranas. */
  depth: 1 | 2 | 3 | 4 | 5;
  /** At depth 4–5, levels 3–5 are built only under periods overlapping [fromJdUt, toJdUt); null: none. */
  window: { fromJdUt: number; toJdUt: number } | null;
}

export interface DashaTree {
  mahadashas: DashaNode[];
  rows: number;
}

function nonEmpty(periods: Period[]): Period[] {
  return periods.filter((p) => p.endJdUt > p.startJdUt);
}

function overlaps(p: Period, w: { fromJdUt: number; toJdUt: number }): boolean {
  return p.startJdUt < w.toJdUt && p.endJdUt > w.fromJdUt;
}

export function buildDashaTree(system: DashaSystem, birth: DashaBirth, opts: DashaOptions, req: DashaTreeRequest): DashaTree {
  let rows = 0;
  const count = (n: number) => {
    rows += n;
    if (rows > MAX_DASHA_ROWS) {
      // to depth 3 every level is whole, so only a lower depth helps; at depth 4–5 levels 3–5 follow the window
      if (req.depth <= 3) throw new CoreError('VALIDATION_ERROR', `the answer would hold more than ${MAX_DASHA_ROWS} periods to depth ${req.depth}: lower depth`, 'depth');
      throw new CoreError('VALIDATION_ERROR', `the answer would hold more than ${MAX_DASHA_ROWS} periods: narrow from/to (or lower depth)`, 'to');
    }
  };
  const expand = (p: Period, level: SubLevel, path: Period[]): DashaNode[] => {
    if (level > req.depth) return [];
    if (req.depth >= 4 && level >= 3 && (!req.window || !overlaps(p, req.window))) return [];
    const subs = nonEmpty(system.subPeriods(p, level, path, birth, opts));
    count(subs.length);
    return subs.map((s) => ({ ...s, children: level < 5 ? expand(s, (level + 1) as SubLevel, [...path, s]) : [] }));
  };
  const mahas = nonEmpty(system.mahadashas(birth, opts));
  count(mahas.length);
  return { mahadashas: mahas.map((m) => ({ ...m, children: expand(m, 2, [m]) })), rows };
}

/**
 * The periods running at `jdUt`, from the mahadasha down to `levels` (at most 5): computed directly
 * (one branch per level), whatever depth the tree was built to. Shorter than `levels` when `jdUt` lies
 * outside the mahadashas.
 */
export function runningPeriods(system: DashaSystem, birth: DashaBirth, opts: DashaOptions, jdUt: number, levels: number, mahadashas?: readonly Period[]): Period[] {
  const chain: Period[] = [];
  let here: readonly Period[] = mahadashas ?? system.mahadashas(birth, opts);
  for (let level = 1; level <= levels; level++) {
    const p = here.find((x) => x.endJdUt > x.startJdUt && jdUt >= x.startJdUt && jdUt < x.endJdUt);
    if (!p) break;
    chain.push(p);
    if (level < levels) here = system.subPeriods(p, (level + 1) as SubLevel, chain.slice(), birth, opts);
  }
  return chain;
}

export interface Share<L> {
  lord: L;
  /** Relative size; the shares of a parent are scaled to fill it. */
  weight: number;
  karaka?: string;
}

/**
 * Divides `parent` among `shares` in order, each in proportion to its weight (the rule of most systems:
 * sub-period = parent × lord's years / total years). The last share ends exactly at the parent's end, so
 * the children are contiguous and cover the parent.
 */
export function proportional(parent: Period, shares: readonly Share<Period['lord']>[]): Period[] {
  const total = shares.reduce((s, x) => s + x.weight, 0);
  if (!(total > 0)) return [];
  const span = parent.endJdUt - parent.startJdUt;
  const out: Period[] = [];
  let cum = 0;
  let start = parent.startJdUt;
  shares.forEach((x, i) => {
    cum += x.weight;
    const end = i === shares.length - 1 ? parent.endJdUt : parent.startJdUt + (span * cum) / total;
    out.push({ lord: x.lord, startJdUt: start, endJdUt: end, durationYears: (parent.durationYears * x.weight) / total, ...(x.karaka ? { karaka: x.karaka } : {}) });
    start = end;
  });
  return out;
}

/**
 * Lays periods of the given lengths (dasha years) end to end from `startJdUt`.
 */
export function sequence(startJdUt: number, yearDays: number, items: readonly { lord: Period['lord']; years: number; karaka?: string }[]): Period[] {
  const out: Period[] = [];
  let start = startJdUt;
  for (const x of items) {
    const end = start + x.years * yearDays;
    out.push({ lord: x.lord, startJdUt: start, endJdUt: end, durationYears: x.years, ...(x.karaka ? { karaka: x.karaka } : {}) });
    start = end;
  }
  return out;
}
