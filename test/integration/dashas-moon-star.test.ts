/**
 * POST /v1/dasha/{system} for the systems from the Moon's star, tithi, yoga or karana, over HTTP: PyJHora
 * 4.8.5's mahadasha lords and starts for reference chart p02 (test/fixtures/reference/dashas.json, sidereal
 * 365.256364-day years), the sub-period rules in the answer, and a 400 naming the field on bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refDasha } from '../helpers/dashas.js';
import { charts } from '../helpers/reference.js';
import { get, post, startTestServer, type TestServer } from '../helpers/server.js';

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

const p02 = charts.find((c) => c.id === 'p02')!;
const body = { date: p02.local_datetime, lat: p02.latitude, lng: p02.longitude, utcOffset: p02.utc_offset, yearLength: 'sidereal' };

interface PeriodOut { lord: string; start: string; end: string; durationYears: number; antardashas?: PeriodOut[] }

describe('POST /v1/dasha/{system}, systems from the Moon\'s star', () => {
  it.each([
    ['yogini', 'yogini'],
    ['ashtottari', 'ashtottari'],
    ['shodashottari', 'shodasottari'],
    ['shattrimsha-sama', 'shattrimsa_sama'],
  ])('%s: PyJHora\'s lords and starts (p02) within half a day', async (id, pyj) => {
    const r = await post(srv.url, `/v1/dasha/${id}`, { ...body, depth: 1 }, key);
    expect(r.status).toBe(200);
    const mahas = r.body.data.mahadashas as PeriodOut[];
    const ref = refDasha('p02', 'graha', pyj).mahadashas;
    expect(mahas.map((m) => m.lord)).toEqual(ref.map((m) => m.lord));
    mahas.forEach((m, i) => expect(Math.abs(Date.parse(m.start) - Date.parse(ref[i].start)), `${id} ${i}`).toBeLessThan(43_200_000));
  });

  it('yogini: 24 mahadashas in 3 cycles of 36 years; antardashas in 8 equal parts from the maha lord', async () => {
    const r = await post(srv.url, '/v1/dasha/yogini', { ...body, depth: 2 }, key);
    expect(r.status).toBe(200);
    const mahas = r.body.data.mahadashas as PeriodOut[];
    expect(mahas).toHaveLength(24);
    expect(mahas.reduce((s, m) => s + m.durationYears, 0)).toBe(108);
    for (const m of mahas) {
      expect(m.antardashas).toHaveLength(8);
      expect(m.antardashas![0].lord).toBe(m.lord);
      for (const a of m.antardashas!) expect(a.durationYears).toBeCloseTo(m.durationYears / 8, 12);
    }
  });

  it('the list names the systems with their sources', async () => {
    const r = await get(srv.url, '/v1/dasha', key);
    expect(r.status).toBe(200);
    const ids = (r.body.data.systems as { id: string }[]).map((s) => s.id);
    for (const id of ['yoga-vimshottari', 'ashtottari', 'tithi-ashtottari', 'yogini', 'tithi-yogini', 'shodashottari', 'dwadashottari', 'dwisaptati-sama', 'panchottari', 'shatabdika', 'chaturashiti-sama', 'karana-chaturashiti-sama', 'shashtihayani', 'shattrimsha-sama']) {
      expect(ids).toContain(id);
    }
  });

  it('answers 400 naming the field on bad input', async () => {
    const r = await post(srv.url, '/v1/dasha/tithi-yogini', { ...body, depth: 9 }, key);
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain('depth');
    const r2 = await post(srv.url, '/v1/dasha/ashtottari', { ...body, lat: 'north' }, key);
    expect(r2.status).toBe(400);
    expect(JSON.stringify(r2.body)).toContain('lat');
  });
});
