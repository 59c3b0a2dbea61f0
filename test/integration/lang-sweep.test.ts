/**
 * Every endpoint, every example request (shared/endpoints/examples.ts), in each of the 21 `lang` codes,
 * over HTTP: the answer is a 200, no sentence is left unrendered, and no English sentence of the English
 * catalogue appears in the answer of a language whose sentences are translated (SENTENCE_LANGUAGES). "English sentence" here is every literal stretch of an English
 * template between its placeholders that holds at least two words (so "a supportive, easy contact" counts,
 * a lone "orb" does not); the check looks for it inside every string of the answer. Heavy endpoints run
 * on the thread pool, so this covers the pool path as well as the inline one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { SENTENCE_LANGUAGES } from '../../shared/i18n/text/all.js';
import { CATALOGUES } from '../../shared/i18n/text/catalogues.js';
import { get, post, startTestServer, type TestServer } from '../helpers/server.js';

/**
 * Fragments that may appear in other languages' answers too: proper names and technical words that a
 * language writes in Latin letters exactly as English does.
 */
const SHARED_FRAGMENTS = new Set<string>(['Kaal Sarp', 'Mars in' /* German: "Sonne, Mond und Mars in gegenseitigen Trigonen" */]);

/**
 * Fields that hold identifiers, English in every language by design (API-DECISIONS, row `lang`): a
 * pattern's `type` ("Grand Trine"), a `name` (a yoga's is translated, but a name may be spelled as in English), a kuta or dosha name, a source citation.
 */
const IDENTIFIER_FIELDS = new Set(['type', 'name', 'kuta', 'dosha', 'source', 'planet']);

function englishFragments(): string[] {
  const out = new Set<string>();
  for (const tpl of CATALOGUES.get('en')!.values()) {
    const forms = typeof tpl === 'string' ? [tpl] : Object.values(tpl).filter((f): f is string => typeof f === 'string');
    for (const form of forms) {
      for (const piece of form.split(/\{[A-Za-z]\w*\}/)) {
        // trim punctuation and spaces at the ends; keep stretches with two or more words of letters
        const frag = piece.replace(/^[\s.,;:()–—-]+|[\s.,;:()–—-]+$/g, '');
        if ((frag.match(/[A-Za-z]{2,}/g) ?? []).length >= 2 && !SHARED_FRAGMENTS.has(frag)) out.add(frag);
      }
    }
  }
  return [...out];
}

function strings(v: unknown, path: string, out: { path: string; s: string; id: boolean }[], id = false) {
  if (typeof v === 'string') out.push({ path, s: v, id });
  else if (Array.isArray(v)) v.forEach((x, i) => strings(x, `${path}[${i}]`, out, id));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) strings(x, `${path}.${k}`, out, IDENTIFIER_FIELDS.has(k));
  return out;
}

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 1_000_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

async function call(ep: (typeof ENDPOINTS)[number], request: Record<string, unknown>, lang: string) {
  if (ep.method === 'GET') {
    const q = new URLSearchParams({ ...(request as Record<string, string>), lang });
    return get(srv.url, `${ep.path}?${q}`, key);
  }
  return post(srv.url, ep.path, { ...request, lang }, key);
}

describe('every endpoint in every language', () => {
  const fragments = englishFragments();
  // whole words only: German "dessen Herrscher Jupiter ist" is German, though it begins with the English "Jupiter is"
  const patterns = fragments.map((f) => [f, new RegExp(`(?<!\\p{L})${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u')] as const);

  it('the English catalogue gives the check something to look for', () => {
    expect(fragments.length).toBeGreaterThan(100);
  });

  for (const ep of ENDPOINTS) {
    it(`${ep.method} ${ep.path}`, async () => {
      const problems: string[] = [];
      for (const [i, ex] of (ep.examples).entries()) {
        const answers = await Promise.all(LANGUAGES.map(async (lang) => [lang, await call(ep, ex.request, lang)] as const));
        for (const [lang, r] of answers) {
          if (r.status !== 200) {
            problems.push(`${lang} example ${i}: status ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
            continue;
          }
          const body = JSON.stringify(r.body);
          if (body.includes('"$t"') || body.includes('"$term"')) problems.push(`${lang} example ${i}: an unrendered sentence`);
          for (const { path, s, id } of strings(r.body, '', [])) {
            if (/\{[A-Za-z]\w*\}/.test(s) && !s.startsWith('<svg')) problems.push(`${lang} example ${i}: placeholder left at ${path}: ${s}`);
            if (lang === 'en' || !SENTENCE_LANGUAGES.includes(lang) || id) continue;
            const hit = patterns.find(([f, re]) => s.includes(f) && re.test(s));
            if (hit) problems.push(`${lang} example ${i}: English "${hit[0]}" at ${path}: ${s.slice(0, 160)}`);
          }
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);
    });
  }
});
