/**
 * Numerology over HTTP: the spec's shape of /v1/numerology/core-numbers, the tradition presets and
 * overrides, the single-number endpoints, and worked examples carried through the API:
 *  - Thomas John Hancock: heart's desire (soul urge) 2, karmic lessons 7 and 9 (H. Decoz,
 *    worldnumerology.com/Do-reading-numerology-02-HeartDes.html and …-02-KarmicLes.html);
 *  - RAHUL SHARMA, Chaldean: name number 33 → 6 (imageflipfree.com/how-chaldean-numerology-works);
 *  - life path of 5 May 1990 = 11 (kalm.com, "How to calculate your life path number").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

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

const NUMBER_KEYS = ['value', 'root', 'isMaster', 'karmicDebt', 'rulingPlanet', 'planetName', 'keyword'];

describe('POST /v1/numerology/core-numbers', () => {
  it('the spec fields in order, each number object complete; Decoz\'s worked example', async () => {
    const r = await post(srv.url, '/v1/numerology/core-numbers', { name: 'Thomas John Hancock', date: '1990-05-05' }, key);
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d).slice(0, 16)).toEqual([
      'tradition', 'lifePathMethod', 'system', 'name', 'dateOfBirth', 'lifePath', 'birthday', 'destiny', 'soulUrge',
      'personality', 'maturity', 'personalYear', 'karmicLessons', 'karmicDebts', 'masterNumbers', 'summary',
    ]);
    expect(d).toMatchObject({ tradition: 'western', lifePathMethod: 'reduce-components', system: 'pythagorean', name: 'Thomas John Hancock', dateOfBirth: '1990-05-05' });
    for (const k of ['lifePath', 'birthday', 'destiny', 'soulUrge', 'personality', 'maturity', 'personalYear']) {
      for (const f of NUMBER_KEYS) expect(d[k], `${k}.${f}`).toHaveProperty(f);
    }
    expect(d.soulUrge.value).toBe(2);
    expect(d.karmicLessons).toEqual([7, 9]);
    expect(d.lifePath).toMatchObject({ value: 11, root: 2, isMaster: true });
    expect(d.masterNumbers).toContain(11);
    // the ruling planet is a Vedic planet index: 2 → the Moon (index 1)
    expect(d.lifePath).toMatchObject({ rulingPlanet: 1, planetName: 'Moon' });
    expect(typeof d.summary).toBe('string');
  });

  it('tradition vedic is Chaldean; an explicit system overrides the preset', async () => {
    const v = await post(srv.url, '/v1/numerology/core-numbers', { name: 'Rahul Sharma', date: '1990-05-05', tradition: 'vedic' }, key);
    expect(v.body.data).toMatchObject({ tradition: 'vedic', system: 'chaldean' });
    expect(v.body.data.destiny.value).toBe(6);
    const o = await post(srv.url, '/v1/numerology/core-numbers', { name: 'Rahul Sharma', date: '1990-05-05', tradition: 'vedic', system: 'pythagorean' }, key);
    expect(o.body.data.system).toBe('pythagorean');
  });

  it('the personal year defaults to the current year; targetYear and targetDate choose another', async () => {
    const base = { name: 'Ann', date: '1990-05-15' };
    const now = await post(srv.url, '/v1/numerology/core-numbers', base, key);
    expect(now.body.data.targetYear).toBe(2026);
    const y = await post(srv.url, '/v1/numerology/personal-year', { date: '1990-05-15', targetYear: 1992 }, key);
    // 5 + 15 + 1992 → 5 + 6 + 21 → 5 + 6 + 3 = 14 → 5 (findyourfate.com personal year example: May 15, 1992 → 5)
    expect(y.body.data).toMatchObject({ targetYear: 1992, personalYear: { value: 5 } });
    const t = await post(srv.url, '/v1/numerology/personal-year', { date: '1990-05-15', targetDate: '1992-08-01' }, key);
    expect(t.body.data.personalYear.value).toBe(5);
    const both = await post(srv.url, '/v1/numerology/personal-year', { date: '1990-05-15', targetDate: '1992-08-01', targetYear: 1992 }, key);
    expect(both.status).toBe(400);
  });

  it('a name without Latin letters is a clear 400; accents fold; leap days are fine', async () => {
    const r = await post(srv.url, '/v1/numerology/core-numbers', { name: '王小明', date: '1990-05-05' }, key);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/Latin/i);
    const [a, b] = await Promise.all([
      post(srv.url, '/v1/numerology/destiny', { name: 'Zoë Dupré' }, key),
      post(srv.url, '/v1/numerology/destiny', { name: 'Zoe Dupre' }, key),
    ]);
    expect(a.body.data.destiny).toEqual(b.body.data.destiny);
    expect((await post(srv.url, '/v1/numerology/life-path', { date: '2000-02-29' }, key)).status).toBe(200);
    expect((await post(srv.url, '/v1/numerology/life-path', { date: '2001-02-29' }, key)).status).toBe(400);
  });
});

describe('single-number endpoints', () => {
  it('life-path, destiny, soul-urge and personality equal the core-numbers fields', async () => {
    const body = { name: 'Thomas John Hancock', date: '1990-05-05' };
    const core = (await post(srv.url, '/v1/numerology/core-numbers', body, key)).body.data;
    const [lp, de, su, pe] = await Promise.all([
      post(srv.url, '/v1/numerology/life-path', { date: body.date }, key),
      post(srv.url, '/v1/numerology/destiny', { name: body.name }, key),
      post(srv.url, '/v1/numerology/soul-urge', { name: body.name }, key),
      post(srv.url, '/v1/numerology/personality', { name: body.name }, key),
    ]);
    expect(lp.body.data.lifePath).toEqual(core.lifePath);
    expect(de.body.data.destiny).toEqual(core.destiny);
    expect(su.body.data.soulUrge).toEqual(core.soulUrge);
    expect(pe.body.data.personality).toEqual(core.personality);
  });

  it('business-name: the name number and a verdict against the owner\'s life path or destiny', async () => {
    const r = await post(srv.url, '/v1/numerology/business-name', { businessName: 'Veda', date: '1990-05-05' }, key);
    expect(r.status).toBe(200);
    // VEDA → 4 + 5 + 4 + 1 = 14 → 5 (astroask.net business numerology example)
    expect(r.body.data.number.value).toBe(5);
    expect(r.body.data.owner).toMatchObject({ basis: 'lifePath', value: 11 });
    expect(['same', 'harmonious', 'neutral']).toContain(r.body.data.compatibility.verdict);
    const d = await post(srv.url, '/v1/numerology/business-name', { businessName: 'Veda', name: 'Rahul Sharma', basis: 'destiny' }, key);
    expect(d.body.data.owner.basis).toBe('destiny');
    const missing = await post(srv.url, '/v1/numerology/business-name', { businessName: 'Veda', basis: 'lifePath' }, key);
    expect(missing.status).toBe(400);
  });

  it('business-name: an owner name with no Latin letters is refused even when the basis is the life path', async () => {
    const r = await post(srv.url, '/v1/numerology/business-name', { businessName: 'Veda', date: '1990-05-05', name: 'राहुल शर्मा' }, key);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(r.body.message).toMatch(/no Latin letters/);
    const ok = await post(srv.url, '/v1/numerology/business-name', { businessName: 'Veda', date: '1990-05-05', name: 'Rahul Sharma' }, key);
    expect(ok.status).toBe(200);
    expect(ok.body.data.owner).toMatchObject({ basis: 'lifePath', value: 11 });
  });
});
