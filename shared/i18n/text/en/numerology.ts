/**
 * English words and sentences of numerology: one keyword per number (sources in
 * shared/core/numerology/numbers.ts) and the core-numbers summary.
 */
import type { Template } from '../template.js';

export const EN_NUMEROLOGY = {
  'numerology.keyword.0': 'nothing to count',
  'numerology.keyword.1': 'leadership',
  'numerology.keyword.2': 'cooperation',
  'numerology.keyword.3': 'expression',
  'numerology.keyword.4': 'foundation',
  'numerology.keyword.5': 'freedom',
  'numerology.keyword.6': 'family',
  'numerology.keyword.7': 'research',
  'numerology.keyword.8': 'material success',
  'numerology.keyword.9': 'universal love',
  'numerology.keyword.11': 'inspiration',
  'numerology.keyword.22': 'master builder',
  'numerology.keyword.33': 'master teacher',
  'numerology.label.lifePath': 'Life Path',
  'numerology.label.birthday': 'Birthday',
  'numerology.label.destiny': 'Destiny',
  'numerology.label.soulUrge': 'Soul Urge',
  'numerology.label.personality': 'Personality',
  'numerology.label.maturity': 'Maturity',
  // {year}: the calendar year of the personal year
  'numerology.label.personalYear': 'Personal Year {year}',
  // {label}: a label above; {number}: the number, "10/1" when a compound reduces; {keyword}: its keyword
  'numerology.summary.part': '{label} {number} ({keyword})',
  // {planet}: the number's ruling planet
  'numerology.summary.partWithPlanet': '{label} {number} ({keyword}, {planet})',
  // {number}: a karmic debt number (13, 14, 16, 19) found in the number labelled {label}
  'numerology.summary.debt': '{number} in {label}',
  'numerology.summary.none': 'none',
  // {parts}: a list of the parts above; {debts}, {lessons}: lists, or "none"
  'numerology.summary': '{parts}. Karmic debts: {debts}. Karmic lessons: {lessons}.',
} as const satisfies Record<string, Template>;
