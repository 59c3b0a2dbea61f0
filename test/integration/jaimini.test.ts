/**
 * POST /v1/jaimini over HTTP: the 8 reference charts (local time with utc_offset, Lahiri, mean node)
 * against PyJHora 4.8.5 (test/fixtures/reference/jaimini.json: karaka order, A1 … A12, arudha lagna,
 * upapada, graha arudhas, exactly); the 7-karaka scheme; argala on a requested sign (worked by hand in
 * test/unit/jaimini.test.ts); `lang: "hi"`; 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charts } from '../helpers/reference.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';
import ref from '../fixtures/reference/jaimini.json' with { type: 'json' };

interface RefJaimini {
  id: string;
  chara_karakas: string[];
  bhava_arudhas_sign_index: Record<string, number>;
  arudha_lagna_sign_index: number;
  upapada_sign_index: number;
  graha_arudhas_sign_index: Record<string, number>;
}
interface Karaka { karaka: string; name: string; planet: string; degreeInSign: number }
interface SignRef { sign: number; signName: string }

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const bodyOf = (id: string) => {
  const c = charts.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return { date: c.local_datetime, lat: c.latitude, lng: c.longitude, utcOffset: c.utc_offset };
};

describe('POST /v1/jaimini', () => {
  it('8 charts: karakas, A1–A12, arudha lagna, upapada and graha arudhas equal PyJHora 4.8.5', async () => {
    for (const r of (ref as { charts: RefJaimini[] }).charts) {
      const res = await post(srv.url, '/v1/jaimini', bodyOf(r.id), key);
      expect(res.status, r.id).toBe(200);
      const d = res.body.data;
      expect(d.karakaScheme).toBe(8);
      expect((d.charaKarakas as Karaka[]).map((k) => k.planet), r.id).toEqual(r.chara_karakas);
      expect((d.charaKarakas as Karaka[]).map((k) => k.karaka)).toEqual(['AK', 'AmK', 'BK', 'MK', 'PiK', 'PK', 'GK', 'DK']);
      const arudhas = d.arudhas as Record<string, SignRef>;
      for (const [k, sign] of Object.entries(r.bhava_arudhas_sign_index)) expect(arudhas[k].sign, `${r.id} ${k}`).toBe(sign);
      expect(d.arudhaLagna.sign, r.id).toBe(r.arudha_lagna_sign_index);
      expect(d.upapada.sign, r.id).toBe(r.upapada_sign_index);
      const graha = Object.fromEntries((d.grahaArudhas as { planet: string; sign: number }[]).map((g) => [g.planet, g.sign]));
      expect(graha, r.id).toEqual(r.graha_arudhas_sign_index);
      expect(d.rashiDrishti).toHaveLength(12);
      expect(d.argala).toHaveLength(1);
      expect(d.argala[0].reference.isLagna).toBe(true);
    }
  });

  it('karakaScheme 7 drops Rahu and the Pitrikaraka; argalaSigns adds argala on Virgo (p01, worked in the unit test)', async () => {
    const res = await post(srv.url, '/v1/jaimini', { ...bodyOf('p01'), karakaScheme: 7, argalaSigns: [5] }, key);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect((d.charaKarakas as Karaka[]).map((k) => `${k.karaka}:${k.planet}`)).toEqual(['AK:Saturn', 'AmK:Mars', 'BK:Sun', 'MK:Jupiter', 'PK:Mercury', 'GK:Venus', 'DK:Moon']);
    expect(d.argala[1].reference).toEqual({ sign: 5, signName: 'Virgo', isLagna: false, planet: null, reversed: false });
    expect(d.argala[1].houses.map((h: { house: number; planets: string[]; obstructedBy: string[]; stands: boolean }) => [h.house, h.planets, h.obstructedBy, h.stands])).toEqual([
      [2, ['Saturn', 'Ketu'], [], true],
      [4, [], ['Sun', 'Mars'], false],
      [11, ['Mercury'], [], true],
      [5, ['Jupiter'], ['Venus'], false],
      [3, [], ['Mercury'], false],
    ]);
  });

  it('argalaPlanets: on Saturn forward from Libra, on Ketu (also in Libra) backwards (p01, by hand)', async () => {
    // p01: Ar Rahu, Ta Venus, Ge Sun Mars, Cn Mercury, Le lagna, Li Saturn Ketu, Cp Jupiter, Pi Moon.
    // Saturn, forward from Libra: 2nd Scorpio / 12th Virgo, 4th Capricorn (Jupiter) / 10th Cancer (Mercury),
    // 11th Leo / 3rd Sagittarius, 5th Aquarius / 9th Gemini (Sun, Mars), 3rd Sagittarius / 11th Leo.
    // Ketu, backwards from Libra: 2nd Virgo / 12th Scorpio, 4th Cancer (Mercury) / 10th Capricorn (Jupiter),
    // 11th Sagittarius / 3rd Leo, 5th Gemini (Sun, Mars) / 9th Aquarius: stands; 3rd Leo / 11th Sagittarius.
    const res = await post(srv.url, '/v1/jaimini', { ...bodyOf('p01'), argalaPlanets: ['Saturn', 'Ketu'] }, key);
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.argala).toHaveLength(3);
    type H = { house: number; sign: number; planets: string[]; obstructingSign: number; obstructedBy: string[]; stands: boolean };
    const rowsOf = (i: number) => (d.argala[i].houses as H[]).map((h) => [h.house, h.sign, h.planets, h.obstructingSign, h.obstructedBy, h.stands]);
    expect(d.argala[1].reference).toEqual({ sign: 6, signName: 'Libra', isLagna: false, planet: 'Saturn', reversed: false });
    expect(rowsOf(1)).toEqual([
      [2, 7, [], 5, [], false],
      [4, 9, ['Jupiter'], 3, ['Mercury'], false],
      [11, 4, [], 8, [], false],
      [5, 10, [], 2, ['Sun', 'Mars'], false],
      [3, 8, [], 4, [], false],
    ]);
    expect(d.argala[2].reference).toEqual({ sign: 6, signName: 'Libra', isLagna: false, planet: 'Ketu', reversed: true });
    expect(rowsOf(2)).toEqual([
      [2, 5, [], 7, [], false],
      [4, 3, ['Mercury'], 9, ['Jupiter'], false],
      [11, 8, [], 4, [], false],
      [5, 2, ['Sun', 'Mars'], 10, [], true],
      [3, 4, [], 8, [], false],
    ]);
  });

  it('lang "hi": karaka names and sign names in Hindi, identifiers in English', async () => {
    const res = await post(srv.url, '/v1/jaimini', { ...bodyOf('p01'), lang: 'hi' }, key);
    expect(res.status).toBe(200);
    const d = res.body.data;
    const ks = d.charaKarakas as Karaka[];
    expect(ks.map((k) => k.name)).toEqual(['आत्मकारक', 'अमात्यकारक', 'भ्रातृकारक', 'मातृकारक', 'पितृकारक', 'पुत्रकारक', 'ज्ञातिकारक', 'दारकारक']);
    expect(ks[0]).toMatchObject({ karaka: 'AK', planet: 'Saturn' });
    // p01: A1 is Aries (PyJHora), मेष in Hindi; the graha pada of the Sun is Libra (तुला), counted to Leo (सिंह).
    expect(d.arudhaLagna).toEqual({ sign: 0, signName: 'मेष' });
    expect(d.grahaArudhas[0]).toEqual({ planet: 'Sun', ownedSign: 4, ownedSignName: 'सिंह', sign: 6, signName: 'तुला' });
    expect(d.argala[0].houses[0].obstructingSignName).toBe('कर्क');
  });

  it('bad input is a 400 naming the field', async () => {
    for (const [bad, field] of [
      [{ karakaScheme: 9 }, 'karakaScheme'],
      [{ karakaScheme: '8' }, 'karakaScheme'],
      [{ argalaSigns: [12] }, 'argalaSigns'],
      [{ argalaSigns: 'Aries' }, 'argalaSigns'],
      [{ argalaPlanets: ['Pluto'] }, 'argalaPlanets'],
      [{ argalaPlanets: 'Ketu' }, 'argalaPlanets'],
    ] as const) {
      const res = await post(srv.url, '/v1/jaimini', { ...bodyOf('p01'), ...bad }, key);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error).toBe('VALIDATION_ERROR');
      expect((res.body.details as { path: string }[]).map((x) => x.path.split('.')[0]), JSON.stringify(bad)).toContain(field);
    }
  });
});
