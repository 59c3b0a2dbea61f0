/**
 * Renders the core's sentences (`Text`, shared/core/text.ts) in one of the 21 languages, after the
 * calculation and in the same place for every path (shared/dispatch/execute.ts → localize). A template
 * is a string with `{name}` placeholders, or plural forms chosen by the parameter `n` through the
 * language's own plural rules (Intl.PluralRules: Russian and Arabic have more forms than English).
 * Lists are joined by Intl.ListFormat in the language; names inside sentences go through the same name
 * catalogue as the names in the result's own fields. Rendered templates are never concatenated
 * word by word: a sentence is one template.
 */
import { isText, type Param, type Text } from '../../core/text.js';
import type { Lang } from '../languages.js';
import { localizer, type Localizer } from '../names.js';
import { CATALOGUES } from './catalogues.js';
import type { Template } from './template.js';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

interface LangTools {
  lang: Lang;
  names: Localizer;
  templates: ReadonlyMap<string, Template>;
  english: ReadonlyMap<string, Template>;
  plural: Intl.PluralRules;
  list: (items: string[]) => string;
  ordinal: (n: number) => string;
}

function englishOrdinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * The tatsam (Sanskrit) ordinals 1–12, as Hindi, Marathi and Nepali jyotisha writes house numbers
 * (सप्तम भाव, अष्टम शनि, लग्न से दशम). Unlike the vernacular ordinals (Hindi पहला/पहले, Marathi
 * पहिला/पहिल्या) they take no case or gender ending, so one word fits every template ("{house} भाव में",
 * "{house} भाव का स्वामी", "लग्न से {house} भाव"), and 1st–4th and 6th, irregular in the vernacular, come
 * out right where a numeral plus suffix gave "1वें", "2वें". Houses and counts between signs never pass
 * 12; a larger number falls back to the numeral with the suffix of the case the templates mostly use.
 */
const TATSAM_ORDINALS = ['प्रथम', 'द्वितीय', 'तृतीय', 'चतुर्थ', 'पंचम', 'षष्ठ', 'सप्तम', 'अष्टम', 'नवम', 'दशम', 'एकादश', 'द्वादश'] as const;
/** Nepali writes the nasal of पञ्चम with the class letter, as in its names (पञ्चमी). */
const TATSAM_ORDINALS_NE = TATSAM_ORDINALS.map((w) => (w === 'पंचम' ? 'पञ्चम' : w));

function tatsamOrdinal(words: readonly string[], beyond: (n: number) => string): (n: number) => string {
  return (n) => (Number.isInteger(n) && n >= 1 && n <= words.length ? words[n - 1] : beyond(n));
}

/** Arabic writes the ordinal word after البيت («البيت السابع»), masculine and definite: every {house} is a house. */
const AR_ORDINALS = [
  'الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس',
  'السابع', 'الثامن', 'التاسع', 'العاشر', 'الحادي عشر', 'الثاني عشر',
];

/** Bengali suffixes (1ম, 2য়, 3য়, 4র্থ, 5ম, 6ষ্ঠ … 10ম, 11শ … 20শ, then -তম); they do not inflect. */
const BN_SUFFIX: Readonly<Record<number, string>> = { 1: 'ম', 2: 'য়', 3: 'য়', 4: 'র্থ', 6: 'ষ্ঠ' };
/** Gujarati oblique masculine, before ભાવ and a postposition (7મા ભાવમાં): 1–4 and 6 are irregular. */
const GU_SUFFIX: Readonly<Record<number, string>> = { 1: 'લા', 2: 'જા', 3: 'જા', 4: 'થા', 6: 'ઠ્ઠા' };
/** Punjabi oblique masculine, before "ਭਾਵ ਵਿੱਚ / ਭਾਵ ਦਾ" (ਪਹਿਲੇ, ਦੂਜੇ, ਤੀਜੇ, ਚੌਥੇ, ਪੰਜਵੇਂ …). */
const PA_SUFFIX: Readonly<Record<number, string>> = { 1: 'ਲੇ', 2: 'ਜੇ', 3: 'ਜੇ', 4: 'ਥੇ' };

/**
 * Ordinals as each language writes them. Every ordinal the core emits numbers a house (or a count of
 * signs or houses), so gendered forms take the gender of "house": French « 7e maison », Spanish and
 * Portuguese "7.ª casa" / "7ª casa" (feminine). Where the suffix after a numeral depends on the noun's
 * case (Russian «7-й дом», «в 7-м доме», «7-го дома»; Tamil, Telugu, Kannada, Malayalam) the catalogue's
 * templates carry the suffix and the ordinal is the bare numeral; Italian writes "in casa 7".
 */
const ORDINALS: Partial<Record<Lang, (n: number) => string>> = {
  en: englishOrdinal,
  fr: (n) => (n === 1 ? '1re' : `${n}e`),
  es: (n) => `${n}.ª`,
  it: (n) => String(n),
  pt: (n) => `${n}ª`,
  de: (n) => `${n}.`,
  ja: (n) => `第${n}`,
  zh: (n) => `第${n}`,
  ko: (n) => `제${n}`,
  ar: (n) => AR_ORDINALS[n - 1] ?? String(n),
  hi: tatsamOrdinal(TATSAM_ORDINALS, (n) => `${n}वें`),
  mr: tatsamOrdinal(TATSAM_ORDINALS, (n) => `${n}व्या`),
  ne: tatsamOrdinal(TATSAM_ORDINALS_NE, (n) => `${n}औँ`),
  bn: (n) => `${n}${BN_SUFFIX[n] ?? (n >= 5 && n <= 10 ? 'ম' : n >= 11 && n <= 20 ? 'শ' : 'তম')}`,
  gu: (n) => `${n}${GU_SUFFIX[n] ?? 'મા'}`,
  pa: (n) => `${n}${PA_SUFFIX[n] ?? 'ਵੇਂ'}`,
};

const TOOLS = new Map<Lang, LangTools>();

function tools(lang: Lang): LangTools {
  let t = TOOLS.get(lang);
  if (!t) {
    t = {
      lang,
      names: localizer(lang),
      templates: CATALOGUES.get(lang) ?? CATALOGUES.get('en') ?? new Map(),
      english: CATALOGUES.get('en') ?? new Map(),
      plural: new Intl.PluralRules(lang),
      list: listFormatter(new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' })),
      ordinal: ORDINALS[lang] ?? String,
    };
    TOOLS.set(lang, t);
  }
  return t;
}

function param(v: Param, t: LangTools): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  if (isText(v)) return renderWith(v, t);
  if ('$term' in v) return t.names.name(v.$term, v.v);
  if ('$list' in v) return t.list(v.$list.map((x) => param(x, t)));
  return t.ordinal(v.$ord);
}

function pick(tpl: Template, p: Text['p'], t: LangTools): string {
  if (typeof tpl === 'string') return tpl;
  const n = Number(p?.n ?? 0);
  return tpl[t.plural.select(n)] ?? tpl.other;
}

function renderWith(text: Text, t: LangTools): string {
  const tpl = t.templates.get(text.$t) ?? t.english.get(text.$t);
  // An unknown key is a bug caught by the catalogue tests; the key itself is better than a crash.
  if (tpl === undefined) return text.$t;
  const p = text.p;
  const parts = compiled(pick(tpl, p, t));
  let out = '';
  for (let i = 0; i < parts.length; i += 2) {
    out += parts[i];
    const name = parts[i + 1];
    if (name === undefined) break;
    const v = p?.[name];
    out += v === undefined ? `{${name}}` : param(v, t);
  }
  return out;
}

/**
 * A template form split once into literal text and placeholder names, alternating ("a {x} b" →
 * ["a ", "x", " b"]), so rendering is a loop of concatenations instead of a regular expression per call.
 * Template forms are the catalogues' own strings: a closed set.
 */
const COMPILED = new Map<string, readonly string[]>();

function compiled(form: string): readonly string[] {
  let parts = COMPILED.get(form);
  if (!parts) {
    const built: string[] = [];
    let last = 0;
    for (const m of form.matchAll(PLACEHOLDER)) {
      built.push(form.slice(last, m.index), m[1]);
      last = m.index + m[0].length;
    }
    built.push(form.slice(last));
    COMPILED.set(form, built);
    parts = built;
  }
  return parts;
}

/**
 * Intl.ListFormat costs about a microsecond a call; the lists of a chart's sentences (planets of a
 * pattern, of a yoga) recur, so each language keeps the lists it has joined (bounded: cleared when full).
 */
function listFormatter(f: Intl.ListFormat): (items: string[]) => string {
  const cache = new Map<string, string>();
  return (items) => {
    if (items.length < 2) return items[0] ?? '';
    const key = items.join('\u001f');
    let s = cache.get(key);
    if (s === undefined) {
      s = f.format(items);
      if (cache.size >= 10_000) cache.clear();
      cache.set(key, s);
    }
    return s;
  };
}

export function renderText(text: Text, lang: Lang): string {
  return renderWith(text, tools(lang));
}

/** The placeholder names of a template (all plural forms together), for the catalogue tests. */
export function placeholders(tpl: Template): string[] {
  const forms = typeof tpl === 'string' ? [tpl] : Object.values(tpl);
  const names = new Set<string>();
  for (const f of forms) for (const m of (f ?? '').matchAll(PLACEHOLDER)) names.add(m[1]);
  return [...names].sort();
}
