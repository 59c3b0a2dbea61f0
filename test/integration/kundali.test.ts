/**
 * /v1/kundali and /v1/kundali/full: the bundle holds exactly what the single endpoints answer (they are
 * checked against PyJHora and published values in their own tests), it runs as a heavy job, and a batch
 * refuses it per item (NOT_BATCHABLE).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NYC_BIRTH, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
  srv.now.ms = Date.UTC(2026, 10, 22, 12);
});
afterAll(async () => {
  await srv.close();
});

describe('kundali bundles', () => {
  it('/v1/kundali: planets, ascendant, houses, navamsa, dasha, panchanga and doshas equal the single endpoints', async () => {
    const r = await post(srv.url, '/v1/kundali', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d)).toEqual(['planets', 'ascendant', 'houses', 'navamsa', 'dasha', 'panchanga', 'doshas']);
    const [planets, asc, houses, nav, dasha, mg, ks] = await Promise.all(
      ['/v1/planets', '/v1/ascendant', '/v1/houses/vedic', '/v1/navamsa', '/v1/dasha/vimshottari', '/v1/dosha/manglik', '/v1/dosha/kaal-sarp'].map((p) =>
        post(srv.url, p, p === '/v1/dasha/vimshottari' ? { ...NYC_BIRTH, depth: 1 } : NYC_BIRTH, key),
      ),
    );
    expect(d.planets).toEqual(planets.body.data.planets);
    expect(d.ascendant).toEqual(asc.body.data);
    expect(d.houses).toEqual(houses.body.data.houses);
    expect(d.navamsa).toEqual(nav.body.data);
    expect(d.dasha.mahadashas).toEqual(dasha.body.data.mahadashas);
    const { sookshma: _s, prana: _p, ...threeLevels } = dasha.body.data.current;
    expect(d.dasha.current).toEqual(threeLevels);
    expect(d.doshas.manglik.status).toBe(mg.body.data.status);
    expect(d.doshas.kaalSarp.status).toBe(ks.body.data.status);
    const q = new URLSearchParams({ date: NYC_BIRTH.date, lat: String(NYC_BIRTH.lat), lng: String(NYC_BIRTH.lng), sunriseMode: 'centre' });
    const pan = await fetch(`${srv.url}/v1/vedic/panchanga?${q}`, { headers: { 'x-api-key': key } }).then((x) => x.json());
    expect(d.panchanga.tithi.number).toBe(pan.data.panchanga.tithi.number);
    expect(d.panchanga.yoga.endTime).toBe(pan.data.panchanga.yoga.endTime);
    expect(d.panchanga.vara.name).toBe(pan.data.panchanga.vara.name);
  });

  it('/v1/kundali/full adds shadbala, ashtakavarga, yogas and the 16 vargas', async () => {
    const r = await post(srv.url, '/v1/kundali/full', NYC_BIRTH, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    const [sb, av, yg] = await Promise.all(['/v1/shadbala/full', '/v1/ashtakavarga', '/v1/vedic/yogas'].map((p) => post(srv.url, p, NYC_BIRTH, key)));
    expect(d.shadbala).toEqual(sb.body.data);
    expect(d.ashtakavarga).toEqual(av.body.data);
    expect(d.yogas).toEqual(yg.body.data);
    expect(Object.keys(d.vargas)).toEqual(['D1', 'D2', 'D3', 'D4', 'D7', 'D9', 'D10', 'D12', 'D16', 'D20', 'D24', 'D27', 'D30', 'D40', 'D45', 'D60']);
    // D1 is the rasi sign and D9 the navamsa sign of every body
    for (const p of d.planets) {
      expect(d.vargas.D1[p.planet]).toBe(p.sign);
      expect(d.vargas.D9[p.planet]).toBe(p.navamsaSign);
    }
    expect(d.vargas.D9.Ascendant).toBe(d.navamsa.ascendantNavamsa.sign);
  });

  it('a batch refuses kundali items one by one (NOT_BATCHABLE) and still answers the others', async () => {
    const r = await post(srv.url, '/v1/batch', {
      requests: [{ path: '/v1/kundali', body: NYC_BIRTH }, { path: '/v1/kundali/full', body: NYC_BIRTH }, { path: '/v1/planets', body: NYC_BIRTH }],
    }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.map((i: { status: number }) => i.status)).toEqual([400, 400, 200]);
    expect(r.body.data[0].body.error).toBe('NOT_BATCHABLE');
  });
});
