/**
 * Applies `lang` to a result (../API-DECISIONS.md, row `lang`): display names are translated, identifiers
 * are not. Which fields are display names is decided by their key, the same in every endpoint:
 *  - `signName` and any `…SignName` (navamsaSignName, transitSignName, saturnSignName …) → the sign's name;
 *  - `nakshatra` (a string) → the nakshatra's name;
 *  - `planetName` → the planet's name (the `planet` identifier next to it stays English);
 *  - `phase` (moon phases) → the phase's name;
 *  - `paksha` → Shukla/Krishna; inside a `tithi`, `yoga`, `karana` or `vara` object, its `name` (and the
 *    vara's `sanskritName`) → that kind's name.
 * Everything else (planet, type, dignity, element, modality, enum values that clients branch on) stays
 * English. A value that is not a known English key passes through unchanged.
 * Generated sentences (description, summary, interpretation, prediction) are English for now.
 * English results are returned as they are: the walk costs nothing on the default path.
 */
import type { Lang } from './languages.js';
import { localizer, type Localizer } from './names.js';

type Translate = (l: Localizer, v: string) => string;

const BY_KEY: Record<string, Translate> = {
  signName: (l, v) => l.sign(v),
  nakshatra: (l, v) => l.nakshatra(v),
  moonNakshatra: (l, v) => l.nakshatra(v),
  planetName: (l, v) => l.planet(v),
  phase: (l, v) => l.moonPhase(v),
  paksha: (l, v) => l.paksha(v),
};

/** `name` fields translated by the object they sit in (panchanga elements). */
const NAME_IN: Record<string, Translate> = {
  tithi: (l, v) => l.tithi(v),
  yoga: (l, v) => l.yoga(v),
  karana: (l, v) => l.karana(v),
  vara: (l, v) => l.vara(v),
  nakshatraDetails: (l, v) => l.nakshatra(v),
};

function translatorFor(key: string): Translate | undefined {
  return BY_KEY[key] ?? (key.endsWith('SignName') ? BY_KEY.signName : undefined);
}

function walk(value: unknown, l: Localizer, parentKey = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, l));
  if (value === null || typeof value !== 'object') return value;
  const named = NAME_IN[parentKey];
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    let t = typeof v === 'string' ? translatorFor(k) : undefined;
    if (named && typeof v === 'string' && (k === 'name' || (parentKey === 'vara' && k === 'sanskritName'))) t = named;
    out[k] = t ? t(l, v as string) : walk(v, l, k);
  }
  return out;
}

export function localize<T>(data: T, lang: Lang | undefined): T {
  if (!lang || lang === 'en') return data;
  return walk(data, localizer(lang)) as T;
}
