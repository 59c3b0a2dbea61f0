/**
 * Matching and doshas over HTTP. The kuta tables and rules are checked against published worked examples
 * in test/unit/matching-doshas.test.ts; here: the wiring (person1 = boy, person2 = girl), the shapes, a
 * hand-reasoned case, consistency between endpoints, and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const LONDON = { date: '1985-03-10T08:15:00', lat: 51.5074, lng: -0.1278 };

describe('POST /v1/compatibility/ashtakoot and /summary', () => {
  it('two identical Moons: every kuta at its maximum except nadi (same nadi = 0), so 28 of 36', async () => {
    // Same sign and nakshatra: same varna (1/1), same vashya class (2/2), tara from each to the other is
    // the 1st (Janma), a good tara both ways (3/3), the same yoni animal and sex (4/4), the same sign lord
    // (5/5), the same gana (6/6), bhakoot 1/1 is not a dosha pair (7/7), and the same nadi (0/8).
    const r = await post(srv.url, '/v1/compatibility/ashtakoot', { person1: NYC_BIRTH, person2: NYC_BIRTH }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(d.kutas.map((k: { kuta: string; score: number }) => [k.kuta, k.score])).toEqual([
      ['Varna', 1], ['Vashya', 2], ['Tara', 3], ['Yoni', 4], ['Graha Maitri', 5], ['Gana', 6], ['Bhakoot', 7], ['Nadi', 0],
    ]);
    expect(d.total).toBe(28);
    expect(d.maxTotal).toBe(36);
    expect(d.nadiDosha).toBe(true);
  });

  it('the total is the sum of the kutas; the summary agrees with ashtakoot and reports both manglik statuses', async () => {
    const pair = { person1: NYC_BIRTH, person2: LONDON };
    const [a, s] = await Promise.all([post(srv.url, '/v1/compatibility/ashtakoot', pair, key), post(srv.url, '/v1/compatibility/summary', pair, key)]);
    const sum = a.body.data.kutas.reduce((t: number, k: { score: number }) => t + k.score, 0);
    expect(a.body.data.total).toBe(sum);
    expect(a.body.data.kutas.map((k: { maxScore: number }) => k.maxScore)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(s.body.data.ashtakoot.total).toBe(a.body.data.total);
    expect(s.body.data.verdict).toContain(`${a.body.data.total}/36`);
    const [m1, m2] = await Promise.all([post(srv.url, '/v1/dosha/manglik', NYC_BIRTH, key), post(srv.url, '/v1/dosha/manglik', LONDON, key)]);
    expect(s.body.data.manglik.person1.status).toBe(m1.body.data.status);
    expect(s.body.data.manglik.person2.status).toBe(m2.body.data.status);
  });

  it('refuses a missing or malformed person', async () => {
    for (const body of [{ person1: NYC_BIRTH }, { person1: NYC_BIRTH, person2: { ...LONDON, lat: 'x' } }, { person1: NYC_BIRTH, person2: LONDON, boy: 1 }]) {
      const r = await post(srv.url, '/v1/compatibility/ashtakoot', body, key);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('POST /v1/dosha/manglik and /v1/dosha/kaal-sarp', () => {
  it('manglik: Mars counted from lagna, Moon and Venus by whole signs; the status follows from them', async () => {
    const r = await post(srv.url, '/v1/dosha/manglik', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const planets = (await post(srv.url, '/v1/planets', NYC_BIRTH, key)).body.data.planets;
    const asc = (await post(srv.url, '/v1/ascendant', NYC_BIRTH, key)).body.data.sign;
    const mars = planets[2].sign;
    const from = (s: number) => ((mars - s + 12) % 12) + 1;
    expect(d.marsSign).toBe(mars);
    expect(d.references.map((x: { reference: string }) => x.reference)).toEqual(['Lagna', 'Moon', 'Venus']);
    const houses = d.references.map((x: { marsHouse: number }) => x.marsHouse);
    expect(houses).toEqual([from(asc), from(planets[1].sign), from(planets[5].sign)]);
    expect(['none', 'partial', 'manglik', 'cancelled']).toContain(d.status);
    if (!houses.some((h: number) => [1, 2, 4, 7, 8, 12].includes(h))) expect(d.status).toBe('none');
  });

  it('kaal sarp: the type is named by Rahu\'s house; status none/partial/full', async () => {
    const r = await post(srv.url, '/v1/dosha/kaal-sarp', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const planets = (await post(srv.url, '/v1/planets', NYC_BIRTH, key)).body.data.planets;
    expect(d.rahuHouse).toBe(planets[7].house);
    expect(d.ketuHouse).toBe(planets[8].house);
    expect(['none', 'partial', 'full']).toContain(d.status);
  });
});
