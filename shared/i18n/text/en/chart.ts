/**
 * English labels of the chart drawings (issue 24: the SVGs of /v1/western, /v1/chart/north-indian and
 * /v1/western/astrocartography in `lang`). Short labels are drawn inside the picture, so every language
 * keeps them short: the four angles as the abbreviation its charts print, the nine grahas as the one- or
 * two-letter abbreviations of its rasi charts (first syllable of the planet's name in the name catalogue).
 */
import type { Template } from '../template.js';

export const EN_CHART = {
  // the four angles of a western wheel and of the astrocartography lines
  'chart.angle.ASC': 'ASC',
  'chart.angle.MC': 'MC',
  'chart.angle.DSC': 'DSC',
  'chart.angle.IC': 'IC',
  // the wheel's <title>: {asc}, {mc} degree and minute in the sign (14°32′); {ascSign}, {mcSign}: sign names
  'chart.wheel.title': 'Chart wheel: Ascendant {asc} {ascSign}, Midheaven {mc} {mcSign}',
  // the Indian chart's <title>: {asc} degree and minute in the sign; {ascSign}: the sign's name
  'chart.indian.titleNorth': 'North Indian rasi chart (whole-sign houses): Ascendant {asc} {ascSign}',
  'chart.indian.titleSouth': 'South Indian rasi chart (whole-sign houses): Ascendant {asc} {ascSign}',
  // the heading in the middle of the South Indian chart: the D-1 (rasi) chart
  'chart.indian.rasi': 'Rasi',
  // the ascendant's mark in its house ("Asc 12°")
  'chart.indian.asc': 'Asc',
  // the grahas as the Indian chart writes them ("Su 24°")
  'chart.abbr.Sun': 'Su',
  'chart.abbr.Moon': 'Mo',
  'chart.abbr.Mars': 'Ma',
  'chart.abbr.Mercury': 'Me',
  'chart.abbr.Jupiter': 'Ju',
  'chart.abbr.Venus': 'Ve',
  'chart.abbr.Saturn': 'Sa',
  'chart.abbr.Rahu': 'Ra',
  'chart.abbr.Ketu': 'Ke',
} as const satisfies Record<string, Template>;
