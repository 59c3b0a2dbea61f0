/**
 * GET /v1/yogas/catalogue and the extended POST /v1/vedic/yogas (issue 22) over HTTP: the catalogue's ids,
 * sources and sentences in `lang`; each yoga's id, pyjhoraId and category; `include: ["all"]`;
 * `convention: "jhora"`; a 400 naming the field on bad input. Chart p08 of the reference set, where
 * PyJHora 4.8.5 reports gaja_kesari_yoga, ruchaka_yoga and vasumathi_yoga
 * (test/fixtures/reference/yogas-breadth.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { YOGA_IDS } from '../../shared/core/vedic/yogas/ids.js';
import { charts } from '../helpers/reference.js';
import { get, post, startTestServer, type TestServer } from '../helpers/server.js';

const breadth = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'reference', 'yogas-breadth.json'), 'utf8')) as {
  charts: { id: string; d1_present_ids: string[] }[];
};

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

const p08 = charts.find((c) => c.id === 'p08')!;
const body = { date: p08.local_datetime, lat: p08.latitude, lng: p08.longitude, utcOffset: p08.utc_offset };

describe('GET /v1/yogas/catalogue', () => {
  it('every definition (141 core rows and the families\') with id, category, source, PyJHora id; the condition in lang', async () => {
    const r = await get(srv.url, '/v1/yogas/catalogue', key);
    expect(r.status).toBe(200);
    expect(r.body.data.count).toBe(YOGA_IDS.length);
    expect(YOGA_IDS.length).toBeGreaterThanOrEqual(141);
    const gk = r.body.data.yogas.find((y: { id: string }) => y.id === 'gaja-kesari');
    expect(gk).toMatchObject({ name: 'Gajakesari Yoga', category: 'chandra', source: { text: 'BPHS', chapter: '36', verse: '3–4' }, pyjhoraId: 'gaja_kesari_yoga', isBenefic: true });
    expect(gk.condition).toMatch(/^Jupiter in a kendra \(1, 4, 7, 10\) from the Moon/);
    const viparita = r.body.data.yogas.find((y: { id: string }) => y.id === 'harsha');
    expect(viparita.decisions).toHaveLength(1);
    expect(viparita.decisions[0]).toMatch(/^PyJHora accepts the lord in its own house only/);
    const hi = await get(srv.url, '/v1/yogas/catalogue?lang=hi', key);
    const hiGk = hi.body.data.yogas.find((y: { id: string }) => y.id === 'gaja-kesari');
    expect(hiGk.condition).toMatch(/गुरु/);
    // the name in lang, the id unchanged
    expect(hiGk.name).toBe('गजकेसरी योग');
    const ta = await get(srv.url, '/v1/yogas/catalogue?lang=ta', key);
    expect(ta.body.data.yogas.find((y: { id: string }) => y.id === 'gaja-kesari').name).toBe('கஜகேசரி யோகம்');
    expect(hi.body.data.yogas.find((y: { id: string }) => y.id === 'trilochana').name).toBe('त्रिलोचन योग');
  });
  it('a 400 names the unknown field', async () => {
    const r = await get(srv.url, '/v1/yogas/catalogue?planet=Sun', key);
    expect(r.status).toBe(400);
  });
});

describe('POST /v1/vedic/yogas (extended)', () => {
  it('p08: each yoga carries id, pyjhoraId and category; PyJHora\'s gaja_kesari, ruchaka and vasumathi are there', async () => {
    const r = await post(srv.url, '/v1/vedic/yogas', body, key);
    expect(r.status).toBe(200);
    const ys = r.body.data.yogas as { id: string; pyjhoraId: string | null; category: string; name: string }[];
    for (const pid of ['gaja_kesari_yoga', 'ruchaka_yoga', 'vasumathi_yoga']) {
      expect(breadth.charts.find((c) => c.id === 'p08')!.d1_present_ids).toContain(pid);
      expect(ys.some((y) => y.pyjhoraId === pid), pid).toBe(true);
    }
    expect(ys.find((y) => y.id === 'ruchaka')).toMatchObject({ name: 'Ruchaka Yoga', category: 'mahapurusha' });
    expect(r.body.data.absent).toBeUndefined();
  });
  it('lang hi gives the names in Devanagari (present and absent), en the English ones; ids stay the same', async () => {
    const en = (await post(srv.url, '/v1/vedic/yogas', { ...body, include: ['all'] }, key)).body.data;
    const hi = (await post(srv.url, '/v1/vedic/yogas', { ...body, include: ['all'], lang: 'hi' }, key)).body.data;
    expect(en.yogas.find((y: { id: string }) => y.id === 'gaja-kesari').name).toBe('Gajakesari Yoga');
    expect(hi.yogas.find((y: { id: string }) => y.id === 'gaja-kesari').name).toBe('गजकेसरी योग');
    expect(hi.yogas.find((y: { id: string }) => y.id === 'ruchaka').name).toBe('रुचक योग');
    expect(hi.absent.find((a: { id: string }) => a.id === 'kemadruma').name).toBe('केमद्रुम योग');
    expect(hi.yogas.map((y: { id: string }) => y.id)).toEqual(en.yogas.map((y: { id: string }) => y.id));
    for (const y of [...hi.yogas, ...hi.absent] as { name: string }[]) expect(y.name).toMatch(/^[\p{Script=Devanagari} -]+$/u);
  });
  it('include all lists every other catalogue yoga with its condition; /v1/yogas answers the same', async () => {
    const r = await post(srv.url, '/v1/vedic/yogas', { ...body, include: ['all'] }, key);
    const d = r.body.data;
    expect(d.yogas.length).toBe(d.count);
    const ids = new Set([...d.yogas.map((y: { id: string }) => y.id), ...d.absent.map((a: { id: string }) => a.id)]);
    expect(ids.size).toBe(YOGA_IDS.length);
    const kema = d.absent.find((a: { id: string }) => a.id === 'kemadruma');
    expect(kema.reason).toMatch(/^Not formed in this chart\. Its condition: No planet other than the Sun/);
    const alias = await post(srv.url, '/v1/yogas', { ...body, include: ['all'] }, key);
    expect(alias.body.data).toEqual(d);
  });
  it('convention jhora adds only Sunapha/Anapha/Vesi/Vasi beside Durudhura/Ubhayachari; the other yogas are unchanged', async () => {
    const classical = (await post(srv.url, '/v1/vedic/yogas', body, key)).body.data.yogas as { id: string }[];
    const jhora = (await post(srv.url, '/v1/vedic/yogas', { ...body, convention: 'jhora' }, key)).body.data.yogas as { id: string }[];
    expect(jhora.filter((y) => !['sunapha', 'anapha', 'vesi', 'vasi'].includes(y.id))).toEqual(classical);
  });
  it('a 400 names the field on bad input', async () => {
    for (const [bad, field] of [[{ include: ['everything'] }, 'include'], [{ convention: 'jh' }, 'convention']] as const) {
      const r = await post(srv.url, '/v1/vedic/yogas', { ...body, ...bad }, key);
      expect(r.status).toBe(400);
      expect(JSON.stringify(r.body.details ?? r.body)).toContain(field);
    }
  });
});
