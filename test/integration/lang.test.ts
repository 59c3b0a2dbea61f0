/**
 * `lang` (API-DECISIONS row `lang`): display names translated, identifiers not. Expected names are the
 * catalogue's published forms (sources in shared/i18n/names.ts): French zodiac names (papa-shade.com:
 * Taureau), Hindi rashi names (onlineschem.com: वृषभ), Japanese sign names (mnavi.net: 牡牛座).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey()).key;
});
afterAll(async () => {
  await srv.close();
});

describe('lang', () => {
  it('natal in French: signName translated; planet, dignity, element and aspect types stay English', async () => {
    const en = await post(srv.url, '/v1/natal', NYC_BIRTH, key);
    const fr = await post(srv.url, '/v1/natal', { ...NYC_BIRTH, lang: 'fr' }, key);
    expect(fr.status).toBe(200);
    const sunEn = en.body.data.planets[0];
    const sunFr = fr.body.data.planets[0];
    expect(sunEn.signName).toBe('Taurus'); // 1990-05-15: the Sun is in Taurus (Sun enters Gemini on May 21)
    expect(sunFr.signName).toBe('Taureau');
    // degreeFormatted names the sign in `lang` too, with the same figures
    expect(sunFr.degreeFormatted).toBe(sunEn.degreeFormatted.replace(/Taurus$/, 'Taureau'));
    // beside the English identifiers, their names in French: the Sun in Taurus is earth, fixed, peregrine
    expect(sunFr).toMatchObject({ element: 'Earth', elementName: 'Terre', modality: 'Fixed', modalityName: 'Fixe', dignity: 'Peregrine', dignityName: 'Pérégrin' });
    const named = { signName: 'Taurus', degreeFormatted: sunEn.degreeFormatted, elementName: 'Earth', modalityName: 'Fixed', dignityName: 'Peregrine' };
    expect({ ...sunFr, ...named }).toEqual(sunEn);
    expect(fr.body.data.houses.houses.map((h: { signName: string }) => h.signName)).not.toContain('Taurus');
    const idsOnly = (aspects: { typeName: string }[]) => aspects.map(({ typeName: _, ...a }) => a);
    expect(idsOnly(fr.body.data.aspects)).toEqual(idsOnly(en.body.data.aspects));
  });

  it('Vedic planets in Hindi: sign and nakshatra names in Devanagari, planet names English', async () => {
    const hi = await post(srv.url, '/v1/planets', { ...NYC_BIRTH, lang: 'hi' }, key);
    expect(hi.status).toBe(200);
    for (const p of hi.body.data.planets) {
      expect(p.signName).toMatch(/^[\u0900-\u097F\s]+$/);
      expect(p.nakshatra).toMatch(/^[\u0900-\u097F\s]+$/);
      expect(p.navamsaSignName).toMatch(/^[\u0900-\u097F\s]+$/);
    }
    expect(hi.body.data.planets.map((p: { planet: string }) => p.planet)).toEqual(['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu']);
    // every planet's Hindi sign name is the catalogue name of its sign index (मेष … मीन)
    const RASHI = ['मेष', 'वृषभ', 'मिथुन', 'कर्क', 'सिंह', 'कन्या', 'तुला', 'वृश्चिक', 'धनु', 'मकर', 'कुंभ', 'मीन'];
    for (const p of hi.body.data.planets) expect(p.signName).toBe(RASHI[p.sign]);
  });

  it('moon calendar in Japanese; batch items keep their own lang', async () => {
    const ja = await get(srv.url, '/v1/moon-phase/calendar?from=2027-01-01&to=2027-02-01&lang=ja', key);
    expect(ja.status).toBe(200);
    expect(ja.body.data.events.every((e: { phase: string }) => /[\u3040-\u30FF\u4E00-\u9FFF]/.test(e.phase))).toBe(true);
    const b = await post(srv.url, '/v1/batch', {
      requests: [
        { path: '/v1/natal', body: { ...NYC_BIRTH, lang: 'ja' } },
        { path: '/v1/natal', body: NYC_BIRTH },
      ],
    }, key);
    expect(b.body.data[0].body.data.planets[0].signName).toBe('牡牛座');
    expect(b.body.data[1].body.data.planets[0].signName).toBe('Taurus');
  });

  it('nakshatra and lord names beside their identifiers are display names too (Hindi)', async () => {
    const MUMBAI = { date: '1985-03-21T06:15:00', lat: 19.076, lng: 72.8777, timezone: 'Asia/Kolkata' };
    const DELHI = { date: '1992-11-02T23:40:00', lat: 28.6139, lng: 77.209, timezone: 'Asia/Kolkata' };
    const m = await post(srv.url, '/v1/compatibility/ashtakoot', { person1: MUMBAI, person2: DELHI, lang: 'hi' }, key);
    expect(m.status).toBe(200);
    // the identifier stays a number, its name comes in Devanagari
    expect(typeof m.body.data.boy.nakshatra).toBe('number');
    expect(m.body.data.boy.nakshatraName).toMatch(/^[\u0900-\u097F\s]+$/);
    const p = await get(srv.url, `/v1/vedic/panchanga?date=2026-06-01&lat=19.076&lng=72.8777&timezone=Asia/Kolkata&lang=hi`, key);
    expect(p.status).toBe(200);
    // 2026-06-01 is a Monday: the vara lord is the Moon (index 1), चंद्र in Hindi
    expect(p.body.data.panchanga.vara.lord).toBe(1);
    expect(p.body.data.panchanga.vara.lordName).toMatch(/^[\u0900-\u097F\s]+$/);
    expect(p.body.data.panchanga.nakshatraDetails.lordName).toMatch(/^[\u0900-\u097F\s]+$/);
  });

  it('an unknown lang is a 400 and is not metered', async () => {
    const r = await post(srv.url, '/v1/natal', { ...NYC_BIRTH, lang: 'xx' }, key);
    expect(r.status).toBe(400);
    expect(r.body.details[0].path).toBe('lang');
  });
});
