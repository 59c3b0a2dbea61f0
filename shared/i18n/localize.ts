/**
 * Applies `lang` to a result (../API-DECISIONS.md, row `lang`): display names are translated, identifiers
 * are not. Which fields are display names is decided by their key, the same in every endpoint:
 *  - `signName` and any `…SignName` (navamsaSignName, transitSignName, saturnSignName …) → the sign's name;
 *  - `nakshatra` (a string) and `nakshatraName` → the nakshatra's name;
 *  - `planetName` and `lordName` → the planet's name (the `planet` or `lord` identifier next to it stays English);
 *  - `degreeFormatted` and any `…Formatted` (ascendantFormatted, moonLongitudeFormatted …: '24°46′19″ Taurus',
 *    shared/core/zodiac.ts formatDegree, shared/endpoints/responses/degree-format.ts) → the same degrees with the sign's name;
 *  - `kutaName` (ashtakoot) and `doshaName` (its Nadi and Bhakoot doshas) → the kuta's name;
 *  - `phase` (moon phases) → the phase's name;
 *  - `dignityName`, `elementName`, `modalityName` (western positions; `dignityName` of Vedic planets too) → the
 *    dignity's, element's, modality's name; `typeName` (a string: aspects and patterns) → the aspect's or the
 *    pattern's name (the Kaal Sarp `typeName` is a sentence, rendered as below);
 *  - `paksha` → Shukla/Krishna; inside a `tithi`, `yoga`, `karana` or `vara` object, its `name` (and the
 *    vara's `sanskritName`) → that kind's name; in each item of a `charaKarakas` array, its `name` → the
 *    karaka's name; in `currentChoghadiya`, its `name` → the choghadiya's name; in each item of a `yogas` or `absent` array (the yoga answers and the catalogue), its
 *    `name` → the display name of the catalogue yoga its `id` names (kind `yogaName`).
 * Everything else (planet, type, dignity, element, modality, enum values that clients branch on) stays
 * English: each display name above sits beside its identifier. A value that is not a known English key passes through unchanged.
 * Generated sentences come from the core as `Text` values (shared/core/text.ts) wherever they sit, and
 * are rendered here in `lang`, English included (./text/render.ts).
 * The walk copies only what it changes: an English result without sentences comes back as it was.
 */
import { isText } from '../core/text.js';
import type { Lang } from './languages.js';
import { localizer, type Localizer } from './names.js';
import { renderText } from './text/render.js';

type Translate = (l: Localizer, v: string) => string;

/** '24°46′19″ Taurus' → the degrees, then the sign's name in the localizer's language. */
function degreeWithSign(l: Localizer, v: string): string {
  const i = v.lastIndexOf(' ');
  return i < 0 ? v : v.slice(0, i + 1) + l.sign(v.slice(i + 1));
}

/** `typeName` of an aspect (Trine …) or of a pattern (Grand Trine …): the two key sets do not overlap. */
function aspectOrPatternName(l: Localizer, v: string): string {
  const aspect = l.aspect(v);
  return aspect !== v ? aspect : l.pattern(v);
}

const BY_KEY: Record<string, Translate> = {
  signName: (l, v) => l.sign(v),
  nakshatra: (l, v) => l.nakshatra(v),
  moonNakshatra: (l, v) => l.nakshatra(v),
  nakshatraName: (l, v) => l.nakshatra(v),
  planetName: (l, v) => l.planet(v),
  lordName: (l, v) => l.planet(v),
  degreeFormatted: degreeWithSign,
  kutaName: (l, v) => l.kuta(v),
  doshaName: (l, v) => l.kuta(v),
  ascendantFormatted: degreeWithSign,
  midheavenFormatted: degreeWithSign,
  phase: (l, v) => l.moonPhase(v),
  paksha: (l, v) => l.paksha(v),
  dignityName: (l, v) => l.dignity(v),
  elementName: (l, v) => l.element(v),
  modalityName: (l, v) => l.modality(v),
  typeName: aspectOrPatternName,
};

/** `name` fields translated by the object they sit in (panchanga elements). */
const NAME_IN: Record<string, Translate> = {
  tithi: (l, v) => l.tithi(v),
  yoga: (l, v) => l.yoga(v),
  karana: (l, v) => l.karana(v),
  vara: (l, v) => l.vara(v),
  nakshatraDetails: (l, v) => l.nakshatra(v),
  charaKarakas: (l, v) => l.karaka(v),
  currentChoghadiya: (l, v) => l.choghadiya(v),
};

/** Arrays whose items are such objects: the items' `name` is translated by the array's key. */
const NAME_IN_ARRAY = new Set(['charaKarakas']);

/** Arrays of catalogue yogas: the items' `name` is the display name of their `id`. */
const YOGA_ARRAYS = new Set(['yogas', 'absent']);

/** Key → its translator or null, memoised: most string fields are identifiers, looked up once per name. */
const TRANSLATOR_OF = new Map<string, Translate | null>();

const NAME_IN_MAP = new Map(Object.entries(NAME_IN));

/**
 * The last two characters of every key that may hold a display name (those of BY_KEY, and "…SignName"),
 * so the many identifier fields (planet1, type, orb …) pass with one Set lookup and no map search. Derived
 * from BY_KEY: a key added there is covered.
 */
const NAME_SUFFIXES = new Set([...Object.keys(BY_KEY), 'SignName'].map((k) => k.charCodeAt(k.length - 2) * 65536 + k.charCodeAt(k.length - 1)));

function mayBeName(key: string): boolean {
  const n = key.length;
  return n >= 2 && NAME_SUFFIXES.has(key.charCodeAt(n - 2) * 65536 + key.charCodeAt(n - 1));
}

function translatorFor(key: string): Translate | undefined {
  if (!mayBeName(key)) return undefined;
  let t = TRANSLATOR_OF.get(key);
  if (t === undefined) {
    t = Object.hasOwn(BY_KEY, key) ? BY_KEY[key] : key.endsWith('SignName') ? BY_KEY.signName : key.endsWith('Formatted') ? degreeWithSign : null;
    // result fields are a closed set; a request could not add keys here
    if (TRANSLATOR_OF.size < 1000) TRANSLATOR_OF.set(key, t);
  }
  return t ?? undefined;
}

/**
 * Translates names (when `l` is given) and renders sentences. Copy-on-write: an array or object comes
 * back as the same instance when nothing inside it changed, so shared constant tables are never
 * modified and an English result without sentences costs one read-only pass.
 */
function walk(value: unknown, lang: Lang, l: Localizer | null, parentKey = ''): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let out: unknown[] | null = null;
    const itemKey = NAME_IN_ARRAY.has(parentKey) || YOGA_ARRAYS.has(parentKey) ? parentKey : '';
    for (let i = 0; i < value.length; i++) {
      const r = walk(value[i], lang, l, itemKey);
      if (r !== value[i]) (out ??= value.slice())[i] = r;
    }
    return out ?? value;
  }
  if (isText(value)) return renderText(value, lang);
  const obj = value as Record<string, unknown>;
  const named = l && parentKey ? NAME_IN_MAP.get(parentKey) : undefined;
  const yogaId = l && YOGA_ARRAYS.has(parentKey) && typeof obj.id === 'string' ? obj.id : undefined;
  let out: Record<string, unknown> | null = null;
  for (const k in obj) {
    const v = obj[k];
    let r: unknown;
    if (typeof v === 'string') {
      if (!l) continue;
      if (yogaId !== undefined && k === 'name') {
        const shown = l.yogaName(yogaId);
        r = shown === yogaId ? v : shown;
        if (r !== v) (out ??= { ...obj })[k] = r;
        continue;
      }
      const t = named && (k === 'name' || (parentKey === 'vara' && k === 'sanskritName')) ? named : translatorFor(k);
      if (!t) continue;
      r = t(l, v);
    } else if (v === null || typeof v !== 'object') continue;
    else r = walk(v, lang, l, k);
    if (r !== v) (out ??= { ...obj })[k] = r;
  }
  return out ?? value;
}

export function localize<T>(data: T, lang: Lang | undefined): T {
  const target = lang ?? 'en';
  return walk(data, target, target === 'en' ? null : localizer(target)) as T;
}
