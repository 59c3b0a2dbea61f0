/**
 * Display names beside the identifiers of the shared records (issue 24): `elementName`, `modalityName`,
 * `dignityName` of western positions, `typeName` of aspects and patterns, `dignityName` of Vedic planets.
 * The outside source of the names is each language's file (shared/i18n/text/<lang>.ts, its `_NAMES` rows in
 * the key order of shared/i18n/names/keys.ts), read here directly, not through the localizer; a few entries
 * are also spelled out by hand (fr Feu, Terre, Air, Eau; Conjonction, Trigone, Carré; Domicile, Exil, Chute;
 * hi अग्नि, पृथ्वी, वायु, जल; चर, स्थिर, द्विस्वभाव; युति, त्रिकोण). In English the name is the identifier itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASPECT_NAMES, DIGNITY_NAMES, ELEMENT_NAMES, MODALITY_NAMES, PATTERN_NAMES } from '../../shared/i18n/names/keys.js';
import { FR_ANSWER_NAMES, FR_NAMES } from '../../shared/i18n/text/fr.js';
import { HI_ANSWER_NAMES, HI_NAMES } from '../../shared/i18n/text/hi.js';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 100_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

type Row = readonly string[];
const FILES = {
  hi: { names: HI_NAMES, answers: HI_ANSWER_NAMES },
  fr: { names: FR_NAMES, answers: FR_ANSWER_NAMES },
} as const;

/** The language file's entry for `id` of a kind (the row in the key order). */
function entry(keys: Row, row: Row, id: string): string {
  const i = keys.indexOf(id);
  expect(i, id).toBeGreaterThanOrEqual(0);
  return row[i];
}

/** 1 March 2024 12:00 UTC: Sun, Mercury, Neptune and Saturn in Pisces (a stellium), so the chart has a pattern. */
const PISCES_STELLIUM = { date: '2024-03-01T12:00:00', utcOffset: '+00:00', lat: 51.5, lng: 0 };

interface Position { planet: string; element: string; elementName: string; modality: string; modalityName: string; dignity: string; dignityName: string }
interface Aspect { type: string; typeName: string }
interface Pattern { type: string; typeName: string }

describe('POST /v1/natal: element, modality, dignity, aspect and pattern names', () => {
  it('English: each name is its identifier', async () => {
    for (const birth of [NYC_BIRTH, PISCES_STELLIUM]) {
      const d = (await post(srv.url, '/v1/natal', birth, key)).body.data;
      for (const p of d.planets as Position[]) {
        expect(p.elementName).toBe(p.element);
        expect(p.modalityName).toBe(p.modality);
        expect(p.dignityName).toBe(p.dignity);
      }
      expect(d.aspects.length).toBeGreaterThan(0);
      for (const a of d.aspects as Aspect[]) expect(a.typeName).toBe(a.type);
      for (const t of d.patterns as Pattern[]) expect(t.typeName).toBe(t.type);
    }
  });

  for (const lang of ['hi', 'fr'] as const) {
    it(`${lang}: the names are the language file's entries, the identifiers stay English`, async () => {
      const { names, answers } = FILES[lang];
      for (const birth of [NYC_BIRTH, PISCES_STELLIUM]) {
        const en = (await post(srv.url, '/v1/natal', birth, key)).body.data;
        const d = (await post(srv.url, '/v1/natal', { ...birth, lang }, key)).body.data;
        expect((d.planets as Position[]).map((p) => [p.planet, p.element, p.modality, p.dignity]))
          .toEqual((en.planets as Position[]).map((p) => [p.planet, p.element, p.modality, p.dignity]));
        for (const p of d.planets as Position[]) {
          expect(p.elementName, p.planet).toBe(entry(ELEMENT_NAMES, names.element, p.element));
          expect(p.modalityName, p.planet).toBe(entry(MODALITY_NAMES, names.modality, p.modality));
          expect(p.dignityName, p.planet).toBe(entry(DIGNITY_NAMES, names.dignity, p.dignity));
        }
        expect((d.aspects as Aspect[]).map((a) => a.type)).toEqual((en.aspects as Aspect[]).map((a) => a.type));
        for (const a of d.aspects as Aspect[]) expect(a.typeName, a.type).toBe(entry(ASPECT_NAMES, names.aspect, a.type));
        expect((d.patterns as Pattern[]).map((t) => t.type)).toEqual((en.patterns as Pattern[]).map((t) => t.type));
        for (const t of d.patterns as Pattern[]) expect(t.typeName, t.type).toBe(entry(PATTERN_NAMES, answers.pattern, t.type));
      }
      const stellium = (await post(srv.url, '/v1/natal', { ...PISCES_STELLIUM, lang }, key)).body.data;
      const s = (stellium.patterns as Pattern[]).find((t) => t.type === 'Stellium');
      expect(s?.typeName).toBe(lang === 'hi' ? 'ग्रह-समूह' : 'Stellium');
      // the Sun in Pisces: water, mutable, peregrine (Pisces is ruled by Jupiter/Neptune, exalts Venus)
      const sun = (stellium.planets as Position[]).find((p) => p.planet === 'Sun');
      expect(sun).toMatchObject({ element: 'Water', modality: 'Mutable', dignity: 'Peregrine' });
      expect(sun?.elementName).toBe(lang === 'hi' ? 'जल' : 'Eau');
      expect(sun?.modalityName).toBe(lang === 'hi' ? 'द्विस्वभाव' : 'Mutable');
      // Neptune in Pisces: domicile (modern ruler)
      expect((stellium.planets as Position[]).find((p) => p.planet === 'Neptune')).toMatchObject({ dignity: 'Domicile', dignityName: lang === 'hi' ? 'स्वराशि' : 'Domicile' });
      const conj = (stellium.aspects as Aspect[]).find((a) => a.type === 'Conjunction');
      expect(conj?.typeName).toBe(lang === 'hi' ? 'युति' : 'Conjonction');
    });
  }
});

interface VedicPlanet { planet: string; dignity: string; dignityName: string }

describe('POST /v1/planets: Vedic dignity names', () => {
  it('English: the name is the identifier; hi and fr: the language file\'s entry', async () => {
    const en = (await post(srv.url, '/v1/planets', PISCES_STELLIUM, key)).body.data.planets as VedicPlanet[];
    expect(en).toHaveLength(9);
    for (const p of en) expect(p.dignityName).toBe(p.dignity);
    for (const lang of ['hi', 'fr'] as const) {
      const d = (await post(srv.url, '/v1/planets', { ...PISCES_STELLIUM, lang }, key)).body.data.planets as VedicPlanet[];
      expect(d.map((p) => p.dignity)).toEqual(en.map((p) => p.dignity));
      for (const p of d) expect(p.dignityName, p.planet).toBe(entry(DIGNITY_NAMES, FILES[lang].names.dignity, p.dignity));
    }
    // 1 March 2024, Lahiri: Saturn in sidereal Aquarius (its own sign, BPHS ch. 3), Jupiter in Aries (friend Mars' sign)
    const hi = (await post(srv.url, '/v1/planets', { ...PISCES_STELLIUM, lang: 'hi' }, key)).body.data.planets as VedicPlanet[];
    expect(hi.find((p) => p.planet === 'Saturn')).toMatchObject({ dignity: 'Own Sign', dignityName: 'स्वराशि' });
    const fr = (await post(srv.url, '/v1/planets', { ...PISCES_STELLIUM, lang: 'fr' }, key)).body.data.planets as VedicPlanet[];
    expect(fr.find((p) => p.planet === 'Jupiter')).toMatchObject({ dignity: 'Friendly Sign', dignityName: 'Signe ami' });
  });
});
