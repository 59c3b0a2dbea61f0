/**
 * The English catalogue, by domain. English defines the keys: a language's catalogue (./<lang>.ts) is
 * typed `LangCatalogue`, so a missing or extra key in any domain does not compile.
 */
import type { Catalogue } from './template.js';
import { EN_CHART } from './en/chart.js';
import { EN_COMMON } from './en/common.js';
import { EN_MATCHING } from './en/matching.js';
import { EN_NUMEROLOGY } from './en/numerology.js';
import { EN_VEDIC } from './en/vedic.js';
import { EN_WESTERN } from './en/western.js';
import { EN_YOGAS } from './en/yogas.js';

export const ENGLISH = {
  common: EN_COMMON,
  western: EN_WESTERN,
  vedic: EN_VEDIC,
  yogas: EN_YOGAS,
  matching: EN_MATCHING,
  numerology: EN_NUMEROLOGY,
  chart: EN_CHART,
} as const;

export type Domain = keyof typeof ENGLISH;

/**
 * Placeholders a language may leave out of a key's template, where filling them would repeat a word:
 * `{vara}`, the weekday's Sanskrit name, is the weekday itself in the Indian languages ("रविवार
 * (रविवार)"), so their panchanga summaries name the weekday once. Every other placeholder must appear.
 */
export const OPTIONAL_PLACEHOLDERS: Readonly<Record<string, readonly string[]>> = {
  'vedic.panchanga.summary': ['vara'],
  'vedic.panchanga.summaryWithCautions': ['vara'],
};

/** One language's sentences: every domain, every key of the English module. */
export type LangCatalogue = { readonly [D in Domain]: Catalogue<(typeof ENGLISH)[D]> };
