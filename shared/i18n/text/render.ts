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
import { CATALOGUES, type Template } from './catalogues.js';

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

interface LangTools {
  lang: Lang;
  names: Localizer;
  templates: ReadonlyMap<string, Template>;
  english: ReadonlyMap<string, Template>;
  plural: Intl.PluralRules;
  list: Intl.ListFormat;
  ordinal: (n: number) => string;
}

function englishOrdinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * Ordinals as each language writes them after a numeral. Where the suffix would depend on the noun's
 * case or gender (the Indian languages), the catalogue's templates carry the suffix themselves and the
 * ordinal is the bare numeral.
 */
const ORDINALS: Partial<Record<Lang, (n: number) => string>> = {
  en: englishOrdinal,
  fr: (n) => (n === 1 ? '1er' : `${n}e`),
  es: (n) => `${n}.º`,
  it: (n) => `${n}º`,
  pt: (n) => `${n}º`,
  de: (n) => `${n}.`,
  ru: (n) => `${n}-й`,
  ja: (n) => `第${n}`,
  zh: (n) => `第${n}`,
  ko: (n) => `제${n}`,
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
      list: new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }),
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
  if ('$list' in v) return t.list.format(v.$list.map((x) => param(x, t)));
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
  return pick(tpl, p, t).replace(PLACEHOLDER, (whole, name: string) => {
    const v = p?.[name];
    return v === undefined ? whole : param(v, t);
  });
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
