/**
 * What a dasha system is, for the engine (./engine.ts) and the endpoints (POST /v1/dasha/{system}).
 *
 * A system answers two questions: its mahadashas (level 1) for a birth, and the sub-periods of any period
 * at the next level (2 antardasha, 3 pratyantardasha, 4 sookshma, 5 prana). The engine builds the tree
 * to the depth asked, levels 4–5 only inside a window, and finds the periods running at a moment.
 * Times are Julian Days (UT); a period is half-open [startJdUt, endJdUt).
 */
import type { Ayanamsa } from '../../ephemeris.js';
import type { NodeType } from '../../western/bodies.js';
import type { SignName } from '../../zodiac.js';
import type { Graha } from '../grahas.js';
import type { NAKSHATRAS } from '../nakshatra.js';
import type { VedicChartCore } from '../planets.js';

/** A nakshatra's key (its English name, `NAKSHATRAS`), for the systems whose lords are nakshatras. */
export type NakshatraLord = (typeof NAKSHATRAS)[number];

/**
 * A planet key, a sign key (sign-based systems), the ascendant (a few systems count it as a lord), or a
 * nakshatra key (saptarishi nakshatra dasha).
 */
export type DashaLord = Graha | SignName | 'Ascendant' | NakshatraLord;

export interface Period {
  lord: DashaLord;
  startJdUt: number;
  endJdUt: number;
  /** Length in dasha years of `DashaOptions.yearDays` days. */
  durationYears: number;
  /** Systems whose periods belong to a Jaimini karaka (karaka dasha): its id, e.g. "AK". */
  karaka?: string;
}

export interface DashaNode extends Period {
  /** The sub-periods, when the engine built the next level (empty otherwise). */
  children: DashaNode[];
}

/** The birth a system works from: the moment, the place, and the sidereal chart at it. */
export interface DashaBirth {
  jdUt: number;
  lat: number;
  lng: number;
  /** UTC offset in force at the birth (hours east), for systems that count civil days at the place. */
  utcOffsetHours: number;
  ayanamsa: Ayanamsa;
  nodeType: NodeType;
  /** The sidereal chart at the birth (planets Sun…Ketu in `VEDIC_PLANETS` order, the ascendant). */
  chart: VedicChartCore;
}

/** The options a request gives: the year and the system's own choices (validated against `options`). */
export interface DashaOptions {
  /** Days per dasha year. */
  yearDays: number;
  /** The system's own options by name (values from its `options` declaration, defaults filled in). */
  choices: Readonly<Record<string, string>>;
}

/** A choice a system offers (an enumerated request field). */
export interface DashaOption {
  name: string;
  values: readonly [string, ...string[]];
  default: string;
  description: string;
}

export type SubLevel = 2 | 3 | 4 | 5;

export interface DashaSystem {
  /** Path segment and stable id, kebab-case: `yogini` → POST /v1/dasha/yogini. */
  id: string;
  /** English display name, e.g. "Yogini dasha". */
  name: string;
  /** Planet lords or sign lords. */
  kind: 'graha' | 'rashi';
  /** Where the rules come from (text, chapter; the school), one line. */
  source: string;
  /** How the periods are counted, for the docs: start, order, lengths, sub-periods (markdown, short). */
  description: string;
  /**
   * The default `depth` when it is not 3: 2 for the systems whose depth-3 answer would pass ~500 KB of JSON (two
   * cycles of twelve signs, kaala's 18 sub-periods a parent), so that a default request stays well under 1 MB.
   */
  defaultDepth?: 2;
  /**
   * The depth from which a call takes over 2 ms of CPU and runs as heavy work (EndpointDef.heavyWhen); default:
   * the system's default depth when that is 2 (the largest answers), else 3. Measured: bench/endpoint-cpu.mjs --depth.
   */
  heavyFromDepth?: 2;
  /**
   * The running period whose span is the default window of levels 4–5: 2 the antardasha (default), 3 the
   * pratyantardasha (kaala, whose antardasha holds 5,832 pranas).
   */
  windowLevel?: 3;
  /** Choices beyond the common fields (year length, depth, window, target). */
  options: readonly DashaOption[];
  /**
   * The choices as applied, for the answer's `options`: a system whose option has an `auto` value names what
   * the chart chose (aayu's `aayurType`). Absent: the choices as given.
   */
  resolveChoices?(birth: DashaBirth, choices: Readonly<Record<string, string>>): Record<string, string>;
  /** Level-1 periods in order, contiguous (the first may start before birth: the balance at birth). */
  mahadashas(birth: DashaBirth, opts: DashaOptions): Period[];
  /**
   * The sub-periods of `parent` at `level` (its own level + 1), contiguous, covering it. `path` holds
   * the ancestors from the mahadasha down to `parent` itself (path[path.length − 1] === parent).
   */
  subPeriods(parent: Period, level: SubLevel, path: readonly Period[], birth: DashaBirth, opts: DashaOptions): Period[];
}
