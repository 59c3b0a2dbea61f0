/**
 * The sentence catalogues (shared/i18n/text/): every Text the endpoints produce names an English key
 * and fills its placeholders; every language has every key with the same placeholders; no value is left
 * in English by accident (the loanwords a language really uses are listed below).
 */
import { describe, expect, it } from 'vitest';
import { isText, type Text } from '../../shared/core/text.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { SENTENCE_LANGUAGES } from '../../shared/i18n/text/all.js';
import { CATALOGUES } from '../../shared/i18n/text/catalogues.js';
import { ENGLISH, OPTIONAL_PLACEHOLDERS } from '../../shared/i18n/text/english.js';
import { placeholders, renderText } from '../../shared/i18n/text/render.js';

const NOW = Date.UTC(2026, 5, 1);
/** I18N_LANGS=hi,ta limits the per-language checks to those languages (for a translator at work). */
const CHECKED = process.env.I18N_LANGS ? LANGUAGES.filter((l) => process.env.I18N_LANGS!.split(',').includes(l)) : SENTENCE_LANGUAGES;

function texts(v: unknown, out: Text[]): Text[] {
  if (isText(v)) {
    out.push(v);
    for (const p of Object.values(v.p ?? {})) texts(p, out);
  } else if (Array.isArray(v)) for (const x of v) texts(x, out);
  else if (v && typeof v === 'object') for (const x of Object.values(v)) texts(x, out);
  return out;
}

/** Every Text in every example's raw (unrendered) result, by endpoint. */
function exampleTexts(): { endpoint: string; text: Text }[] {
  const all: { endpoint: string; text: Text }[] = [];
  for (const ep of ENDPOINTS) {
    for (const ex of ep.examples) {
      const r = ep.run(ep.prepare(ep.schema.parse(ex.request), { nowMs: NOW }));
      for (const t of texts([r.data, r.meta], [])) all.push({ endpoint: ep.name, text: t });
    }
  }
  return all;
}

const english = CATALOGUES.get('en')!;

describe('sentences produced by the endpoints', () => {
  const found = exampleTexts();
  it('the examples produce sentences (the sweep is not empty)', () => {
    expect(found.length).toBeGreaterThan(100);
  });
  it('every sentence names an English key and fills every placeholder of it', () => {
    const problems: string[] = [];
    for (const { endpoint, text } of found) {
      const tpl = english.get(text.$t);
      if (tpl === undefined) {
        problems.push(`${endpoint}: no English template for ${text.$t}`);
        continue;
      }
      const missing = placeholders(tpl).filter((n) => text.p?.[n] === undefined);
      if (missing.length) problems.push(`${endpoint}: ${text.$t} lacks ${missing.join(', ')}`);
      const rendered = renderText(text, 'en');
      if (/\{[A-Za-z]\w*\}/.test(rendered)) problems.push(`${endpoint}: ${text.$t} left a placeholder: ${rendered}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('catalogues', () => {
  it('the languages with sentences are codes of `lang`, English first', () => {
    expect(SENTENCE_LANGUAGES[0]).toBe('en');
    for (const l of SENTENCE_LANGUAGES) expect(LANGUAGES).toContain(l);
  });
  const domains = Object.entries(ENGLISH);
  it('keys are unique across domains and carry their domain as prefix', () => {
    const seen = new Set<string>();
    for (const [domain, cat] of domains) {
      for (const key of Object.keys(cat)) {
        expect(key.startsWith(`${domain}.`), key).toBe(true);
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
      }
    }
  });
  it('every language has every English key with the same placeholders (bar the few a language may leave out)', () => {
    const problems: string[] = [];
    for (const lang of CHECKED) {
      const cat = CATALOGUES.get(lang)!;
      for (const [key, tpl] of english) {
        const t = cat.get(key);
        const optional = new Set(OPTIONAL_PLACEHOLDERS[key] ?? []);
        const required = placeholders(tpl).filter((p) => !optional.has(p));
        if (t === undefined) problems.push(`${lang}: missing ${key}`);
        else {
          const have = placeholders(t);
          const missing = required.filter((p) => !have.includes(p));
          const extra = have.filter((p) => !placeholders(tpl).includes(p));
          if (missing.length || extra.length) problems.push(`${lang}: ${key} has {${have.join(',')}} not {${placeholders(tpl).join(',')}}`);
        }
      }
      for (const key of cat.keys()) if (!english.has(key)) problems.push(`${lang}: extra ${key}`);
    }
    expect(problems).toEqual([]);
  });
  it('plural templates give the forms the language needs', () => {
    const problems: string[] = [];
    for (const lang of CHECKED) {
      const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      for (const [key, tpl] of CATALOGUES.get(lang)!) {
        if (typeof tpl === 'string') continue;
        // `other` is the fallback; a language that distinguishes one, few or many needs those forms too
        for (const c of needed) if (c !== 'zero' && c !== 'two' && !(c in tpl)) problems.push(`${lang}: ${key} lacks the "${c}" form`);
      }
    }
    expect(problems).toEqual([]);
  });
  it('no value is left in English by accident', () => {
    const problems: string[] = [];
    for (const lang of CHECKED) {
      if (lang === 'en') continue;
      const latin = LATIN_SCRIPT.has(lang);
      for (const [key, tpl] of CATALOGUES.get(lang)!) {
        const en = formsOf(english.get(key)!).map(bare);
        for (const form of formsOf(tpl).map(bare)) {
          if (/[A-Za-z]{2,}/.test(form) && en.includes(form) && !SAME_AS_ENGLISH.has(form)) problems.push(`${lang}: ${key} is the English text: ${form}`);
          if (latin) {
            const w = form.match(ENGLISH_WORDS);
            if (w) problems.push(`${lang}: ${key} has the English word "${w[0]}": ${form}`);
          } else {
            for (const word of form.match(/[A-Za-z]{3,}/g) ?? []) if (!LOANWORDS.has(word)) problems.push(`${lang}: ${key} has Latin-script "${word}": ${form}`);
          }
        }
      }
    }
    expect(problems.slice(0, 40)).toEqual([]);
  });
});

const LATIN_SCRIPT = new Set(['es', 'fr', 'de', 'it', 'pt']);
/** Words of English that none of the Latin-script languages above spells the same way. */
const ENGLISH_WORDS = /\b(the|and|with|from|which|when|this|that|their|its|is|are|not|of|by|other|than|both|only|house|sign|strong|weak)\b/i;
/** Latin-script words the non-Latin languages keep as they are: abbreviations and units in citations. */
const LOANWORDS = new Set<string>([
  'BPHS', 'UTC', 'LMT', 'IANA', 'GMT',
  // request field names a warning refers to, as the client sent them
  'targetDate', 'person',
  // the program whose conventions a description names
  'PyJHora',
  // the angles' international abbreviations, which Japanese charts print as they are (chart.angle.*)
  'ASC', 'DSC',
]);
/** Values that are the same in English and another language by nature (names, numbers with units). */
const SAME_AS_ENGLISH = new Set<string>([
  'targetDate:', 'person1:', 'person2:',
  // chart labels (chart.*): the angles' abbreviations, the grahas' two-letter abbreviations and the word
  // rasi, which the Latin-script languages (and Russian and Japanese for MC, IC) write as English does
  'ASC', 'MC', 'DSC', 'IC', 'Asc', 'Rasi', 'Ma', 'Me', 'Ve', 'Sa', 'Ra', 'Ke', 'Ju', 'Mo',
]);

function formsOf(tpl: import('../../shared/i18n/text/template.js').Template): string[] {
  return typeof tpl === 'string' ? [tpl] : Object.values(tpl).filter((f): f is string => typeof f === 'string');
}
/** A template without its placeholders. */
function bare(form: string): string {
  return form.replace(/\{[A-Za-z]\w*\}/g, '').trim();
}

describe('the panchanga summary names the weekday once', () => {
  const text = { $t: 'vedic.panchanga.summary', p: {
    tithi: { $term: 'tithi', v: 'Pratipada' }, number: 1, weekday: { $term: 'vara', v: 'Sunday' }, vara: { $term: 'vara', v: 'Ravivara' },
    nakshatra: { $term: 'nakshatra', v: 'Ashwini' }, pada: 1, yoga: { $term: 'yoga', v: 'Vishkambha' }, karana: { $term: 'karana', v: 'Bava' }, score: 100,
  } } as const;
  it('English gives the weekday and its Sanskrit name; Hindi, whose weekday is the Sanskrit name, gives it once', () => {
    expect(renderText(text, 'en')).toContain('Sunday (Ravivara)');
    const hi = renderText(text, 'hi');
    expect(hi.match(/रविवार/g)).toHaveLength(1);
  });
});
