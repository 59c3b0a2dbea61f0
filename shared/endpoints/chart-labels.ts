/**
 * The words of the chart drawings in the caller's `lang` (issue 24). The core draws whatever strings it is
 * given (shared/core/western/wheel.ts, vedic/chart-layout.ts, western/astrocartography-map.ts) and never
 * reads a catalogue; the endpoints build those strings here: sign and planet names from the name
 * catalogue (the same as `signName` and `planetName` in JSON), the short labels and titles from the
 * sentence catalogue (`chart.*`, shared/i18n/text/en/chart.ts and each language's `chart` block).
 * The strings are escaped by the core, like every text it writes.
 */
import { signTerm, text, type Param } from '../core/text.js';
import { degMin, type IndianChartLabels, type IndianChartStyle } from '../core/vedic/chart-layout.js';
import { ACG_ANGLES, ACG_BODIES, type AcgAngle, type AcgBody } from '../core/western/astrocartography.js';
import type { AcgMapLabels } from '../core/western/astrocartography-map.js';
import { degreeMinute, type AngleName, type SvgLanguage, type WheelLabels } from '../core/western/wheel.js';
import { SIGN_NAMES } from '../core/zodiac.js';
import type { Lang } from '../i18n/languages.js';
import { localizer } from '../i18n/names.js';
import { renderText } from '../i18n/text/render.js';

/** Languages written right to left (of the 21 of `lang`). */
const RTL: ReadonlySet<Lang> = new Set<Lang>(['ar']);

const GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'] as const;
const ANGLES: readonly AngleName[] = ['ASC', 'MC', 'DSC', 'IC'];

const say = (lang: Lang, key: string, p?: Record<string, Param>) => renderText(text(key, p), lang);

export function svgLanguage(lang: Lang): SvgLanguage {
  return { lang, rtl: RTL.has(lang) };
}

function angleLabels(lang: Lang): Record<AngleName, string> {
  return Object.fromEntries(ANGLES.map((a) => [a, say(lang, `chart.angle.${a}`)])) as Record<AngleName, string>;
}

/** "14°32′" of a longitude and its sign (truncated, as the wheel draws degrees). */
function inSign(lon: number): { at: string; sign: string } {
  const d = degreeMinute(lon);
  return { at: `${d.deg}°${String(d.min).padStart(2, '0')}′`, sign: SIGN_NAMES[d.sign] };
}

/** The western wheel's words: its title (ascendant and midheaven with their signs) and the four angles. */
export function wheelLabels(lang: Lang, ascendant: number, midheaven: number): WheelLabels {
  const asc = inSign(ascendant);
  const mc = inSign(midheaven);
  return {
    ...svgLanguage(lang),
    title: say(lang, 'chart.wheel.title', { asc: asc.at, ascSign: signTerm(asc.sign), mc: mc.at, mcSign: signTerm(mc.sign) }),
    angles: angleLabels(lang),
  };
}

/** The Indian chart's words: title, graha abbreviations, the ascendant's mark, the South chart's heading and sign names. */
export function indianChartLabels(lang: Lang, style: IndianChartStyle, ascendant: { sign: number; degreeInSign: number }): IndianChartLabels {
  const names = localizer(lang);
  return {
    ...svgLanguage(lang),
    title: say(lang, style === 'north' ? 'chart.indian.titleNorth' : 'chart.indian.titleSouth', {
      asc: degMin(ascendant.degreeInSign),
      ascSign: signTerm(SIGN_NAMES[ascendant.sign]),
    }),
    abbreviations: Object.fromEntries(GRAHAS.map((g) => [g, say(lang, `chart.abbr.${g}`)])),
    ascendant: say(lang, 'chart.indian.asc'),
    rasi: say(lang, 'chart.indian.rasi'),
    signNames: SIGN_NAMES.map((s) => names.sign(s)),
  };
}

/** The astrocartography map's words: the bodies' names and the angles of the line labels. */
export function acgMapLabels(lang: Lang): AcgMapLabels {
  const names = localizer(lang);
  const angles = angleLabels(lang);
  return {
    ...svgLanguage(lang),
    planets: Object.fromEntries(ACG_BODIES.map((b) => [b, names.planet(b)])) as Record<AcgBody, string>,
    angles: Object.fromEntries(ACG_ANGLES.map((a) => [a, angles[a]])) as Record<AcgAngle, string>,
  };
}
