/**
 * The other planet-based dasha systems over HTTP: their values reach the answer as computed (the karaka field,
 * PyJHora's naisargika and karaka periods for chart p01), tara dasha on a chart with empty kendras is a 422 that
 * says why, and bad input is a 400 naming the field. The systems' values are checked against PyJHora 4.8.5 in
 * test/unit/dashas-graha.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../helpers/server.js';
import { charts } from '../helpers/reference.js';
import { refDasha } from '../helpers/dashas.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
  srv.now.ms = Date.UTC(2026, 0, 1);
});
afterAll(async () => {
  await srv.close();
});

const birth = (id: string) => {
  const c = charts.find((x) => x.id === id);
  if (!c) throw new Error(id);
  return { date: c.local_datetime, lat: c.latitude, lng: c.longitude, timezone: c.timezone };
};
type P = { lord: string; karaka?: string; start: string; durationYears: number };
const days = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

describe('POST /v1/dasha/{naisargika,karaka,tara}', () => {
  it('answers PyJHora\'s naisargika mahadashas for p01 (sidereal year)', async () => {
    const r = await post(srv.url, '/v1/dasha/naisargika', { ...birth('p01'), depth: 1, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    const mahas = r.body.data.mahadashas as P[];
    const ref = refDasha('p01', 'graha', 'naisargika').mahadashas;
    expect(mahas.map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
    mahas.forEach((m, i) => expect(days(m.start, ref[i].start)).toBeLessThan(0.01));
  });

  it('names each karaka period\'s karaka, AK first (p01: Saturn, as PyJHora\'s atma_karaka)', async () => {
    const r = await post(srv.url, '/v1/dasha/karaka', { ...birth('p01'), depth: 2, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    const mahas = r.body.data.mahadashas as (P & { antardashas: P[] })[];
    expect(mahas.map((m) => `${m.karaka} ${m.lord}`)).toEqual(['AK Saturn', 'AmK Mars', 'BK Sun', 'MK Jupiter', 'PiK Mercury', 'PK Rahu', 'GK Venus', 'DK Moon']);
    // PyJHora: AK Saturn lasts 2 years (Leo ascendant to Libra), its first antardasha is AmK Mars
    expect(mahas[0].durationYears).toBe(2);
    expect(mahas[0].antardashas[0]).toMatchObject({ lord: 'Mars', karaka: 'AmK' });
  });

  it('refuses tara dasha for a chart with no planet in a kendra (p03) with a 422 that says why', async () => {
    const r = await post(srv.url, '/v1/dasha/tara', birth('p03'), key);
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(/kendra/);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const r = await post(srv.url, '/v1/dasha/kaala', { ...birth('p01'), depth: 0 }, key);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('depth');
  });
});

describe('POST /v1/dasha/rashmi', () => {
  it('with positions "geometric" answers PyJHora\'s rashmi mahadashas for p05 to the second (sidereal year)', async () => {
    const r = await post(srv.url, '/v1/dasha/rashmi', { ...birth('p05'), depth: 1, yearLength: 'sidereal', positions: 'geometric' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.options).toEqual({ positions: 'geometric' });
    const mahas = r.body.data.mahadashas as P[];
    const ref = refDasha('p05', 'graha', 'rashmi').mahadashas;
    expect(mahas.map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
    mahas.forEach((m, i) => expect(days(m.start, ref[i].start)).toBeLessThan(0.001));
  });

  it('reads the rays from the apparent positions by default (p05 drifts days from PyJHora by the last period)', async () => {
    const r = await post(srv.url, '/v1/dasha/rashmi', { ...birth('p05'), depth: 1, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.options).toEqual({ positions: 'apparent' });
    const mahas = r.body.data.mahadashas as P[];
    const ref = refDasha('p05', 'graha', 'rashmi').mahadashas;
    const last = mahas.length - 1;
    expect(days(mahas[last].start, ref[last].start)).toBeGreaterThan(2);
    expect(days(mahas[last].start, ref[last].start)).toBeLessThan(5);
  });

  it('refuses an unknown positions value with a 400 naming the field', async () => {
    const r = await post(srv.url, '/v1/dasha/rashmi', { ...birth('p01'), positions: 'topocentric' }, key);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('positions');
  });
});

describe('POST /v1/dasha/aayu', () => {
  it('names the ayurdaya applied (p01: Pindayu, as PyJHora) and starts with the Sun at birth', async () => {
    const r = await post(srv.url, '/v1/dasha/aayu', { ...birth('p01'), depth: 2, yearLength: 'sidereal' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.options).toEqual({ aayurType: 'pinda' });
    const mahas = r.body.data.mahadashas as (P & { antardashas: P[] })[];
    const ref = refDasha('p01', 'graha', 'aayu').mahadashas;
    expect(mahas.map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
    expect(days(mahas[0].start, ref[0].start)).toBeLessThan(0.01);
    expect(mahas[0].antardashas.map((a) => a.lord)).toEqual(ref.map((m) => m.lord));
  });

  it('answers the ayurdaya asked for, and refuses an unknown one with a 400 naming the field', async () => {
    const r = await post(srv.url, '/v1/dasha/aayu', { ...birth('p01'), depth: 1, aayurType: 'nisarga' }, key);
    expect(r.status).toBe(200);
    expect(r.body.data.options).toEqual({ aayurType: 'nisarga' });
    expect((r.body.data.mahadashas as P[])[0].lord).toBe('Moon');
    const bad = await post(srv.url, '/v1/dasha/aayu', { ...birth('p01'), aayurType: 'madhya' }, key);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('aayurType');
  });
});
