/**
 * Display names with a stable English identifier (issue 24): under `lang` the display field is translated and
 * the identifier beside it is not. Expected Hindi forms are the standard Devanagari spellings of the Sanskrit
 * terms, as Hindi panchangas print them (choghadiya शुभ, अमृत …; kutas वर्ण, वश्य, तारा, योनि, ग्रह मैत्री, गण,
 * भकूट, नाड़ी, as the Hindi matching sentences of this project already write भकूट दोष and नाड़ी दोष; the
 * serpent Vasuki वासुकि), and the catalogue's cited forms for the panchanga (shared/i18n/names.ts).
 * degreeFormatted under `lang: "hi"` keeps its figures and shows the rashi name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/i18n/languages.js';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 100_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const MUMBAI = { date: '1990-05-15T14:30:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
const DELHI = { date: '1992-11-03T06:10:00', lat: 28.6139, lng: 77.209, timezone: 'Asia/Kolkata' };
const RASHI = ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'];
const LATIN = new Set(['en', 'es', 'fr', 'de', 'it', 'pt']);

describe('panchanga: id English, name in lang', () => {
  it('GET /v1/vedic/panchanga in Hindi and in English', async () => {
    const q = 'date=2026-06-01&lat=19.076&lng=72.8777&timezone=Asia/Kolkata';
    const en = (await get(srv.url, `/v1/vedic/panchanga?${q}`, key)).body.data.panchanga;
    const hi = (await get(srv.url, `/v1/vedic/panchanga?${q}&lang=hi`, key)).body.data.panchanga;
    for (const part of ['tithi', 'vara', 'yoga', 'karana', 'nakshatraDetails']) {
      expect(hi[part].id, part).toBe(en[part].id);
      expect(en[part].name, part).toBe(en[part].id);
      expect(hi[part].name, part).toMatch(/^[\u0900-\u097F\s]+$/);
    }
    // 1 June 2026 at Mumbai sunrise: Krishna Pratipada (tithi 16), a Monday (सोमवार), the Moon in Jyeshtha (ज्येष्ठा)
    expect(en.tithi).toMatchObject({ number: 16, id: 'Pratipada' });
    expect(hi.tithi.name).toBe('प्रतिपदा');
    expect(hi.vara).toMatchObject({ id: 'Monday', name: 'सोमवार' });
    expect(hi.nakshatraDetails).toMatchObject({ number: 18, id: 'Jyeshtha', name: 'ज्येष्ठा' });
  });
});

describe('choghadiya, kutas, Kaal Sarp, avasthas', () => {
  it('POST /v1/muhurat: currentChoghadiya id English, name in every language', async () => {
    const body = { date: '2026-06-01T10:00:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
    const en = (await post(srv.url, '/v1/muhurat', body, key)).body.data.currentChoghadiya;
    expect(en.name).toBe(en.id);
    const HI: Record<string, string> = { Udveg: 'उद्वेग', Chal: 'चल', Labh: 'लाभ', Amrit: 'अमृत', Kaal: 'काल', Shubh: 'शुभ', Rog: 'रोग' };
    for (const lang of LANGUAGES) {
      const c = (await post(srv.url, '/v1/muhurat', { ...body, lang }, key)).body.data.currentChoghadiya;
      expect(c.id).toBe(en.id);
      if (lang === 'hi') expect(c.name).toBe(HI[en.id]);
      if (LATIN.has(lang)) expect(c.name).toBe(en.id);
      else expect(c.name, lang).not.toBe(en.id);
    }
  });

  it('POST /v1/compatibility/ashtakoot: kutaName and doshaName in Hindi, kuta and dosha English', async () => {
    const r = await post(srv.url, '/v1/compatibility/ashtakoot', { person1: MUMBAI, person2: DELHI, lang: 'hi' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.kutas.map((k: { kuta: string }) => k.kuta)).toEqual(['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi']);
    expect(d.kutas.map((k: { kutaName: string }) => k.kutaName)).toEqual(['वर्ण', 'वश्य', 'तारा', 'योनि', 'ग्रह मैत्री', 'गण', 'भकूट', 'नाड़ी']);
    for (const c of d.cancellations) expect(c.doshaName).toBe({ Nadi: 'नाड़ी', Bhakoot: 'भकूट' }[c.dosha as 'Nadi' | 'Bhakoot']);
    const s = await post(srv.url, '/v1/compatibility/summary', { person1: MUMBAI, person2: DELHI, lang: 'ta' }, key);
    // Tamil porutham: கணம் (gana), நாடி (nadi)
    expect(s.body.data.ashtakoot.kutas[5]).toMatchObject({ kuta: 'Gana', kutaName: 'கணம்' });
    expect(s.body.data.ashtakoot.kutas[7]).toMatchObject({ kuta: 'Nadi', kutaName: 'நாடி' });
  });

  it('Kaal Sarp typeName and the avastha names follow lang; the identifiers stay', async () => {
    const en = (await post(srv.url, '/v1/dosha/kaal-sarp', MUMBAI, key)).body.data;
    const hi = (await post(srv.url, '/v1/dosha/kaal-sarp', { ...MUMBAI, lang: 'hi' }, key)).body.data;
    expect(hi.type).toBe(en.type);
    expect(en.typeName).toBe(en.type);
    if (en.type === null) expect(hi.typeName).toBeNull();
    else expect(hi.typeName).toMatch(/^[\u0900-\u097F]+$/);
    const HI_BALADI: Record<string, string> = { Bala: 'बाल', Kumara: 'कुमार', Yuva: 'युवा', Vriddha: 'वृद्ध', Mrita: 'मृत' };
    const p = (await post(srv.url, '/v1/planets', { ...MUMBAI, lang: 'hi' }, key)).body.data.planets;
    for (const x of p) {
      expect(Object.keys(HI_BALADI)).toContain(x.avastha.baladi);
      expect(x.avastha.baladiName).toMatch(/^[\u0900-\u097F]+$/);
      expect(x.avastha.jagradadiName).toMatch(/^[\u0900-\u097F]+$/);
    }
  });
});

describe('degreeFormatted in lang', () => {
  it('natal and Vedic planets in Hindi: the same figures, the rashi name of `sign`', async () => {
    const en = (await post(srv.url, '/v1/natal', NYC_BIRTH, key)).body.data;
    const hi = (await post(srv.url, '/v1/natal', { ...NYC_BIRTH, lang: 'hi' }, key)).body.data;
    en.planets.forEach((p: { degreeFormatted: string; sign: number }, i: number) => {
      const figures = p.degreeFormatted.split(' ')[0];
      expect(hi.planets[i].degreeFormatted).toBe(`${figures} ${RASHI[p.sign]}`);
    });
    expect(hi.houses.houses[0].degreeFormatted.endsWith(RASHI[en.houses.houses[0].sign])).toBe(true);
    expect(hi.houses.ascendantFormatted.split(' ')[0]).toBe(en.houses.ascendantFormatted.split(' ')[0]);
    // 15 May: the Sun is in Taurus (it enters Gemini about 21 May), वृषभ in Hindi
    expect(hi.planets[0].degreeFormatted).toMatch(/^\d{1,2}°\d\d′\d\d″ वृषभ$/);
    const vp = (await post(srv.url, '/v1/planets', { ...MUMBAI, lang: 'hi' }, key)).body.data.planets;
    for (const p of vp) expect(p.degreeFormatted.endsWith(` ${RASHI[p.sign]}`)).toBe(true);
  });
});
