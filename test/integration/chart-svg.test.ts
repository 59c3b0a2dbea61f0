/**
 * Issue 24: the chart drawings in `lang` (labels from the language files, escaped, well-formed XML, right to
 * left for Arabic) and `Accept: image/svg+xml` on the chart endpoints (the SVG itself, metered and cached as
 * the JSON answer). Expected names come from the language files (shared/i18n/text/<lang>.ts), which are
 * outside the calculation; the chart's ascendant and MC from the pyswisseph reference of chart p01
 * (test/fixtures/reference/swisseph.json: Bengaluru 1985-07-08 09:36 IST, tropical Placidus ASC
 * 155.5503° = 5°33′ Virgo, sidereal Lahiri ASC 131.8986° = 11°53′ Leo).
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../../shared/i18n/languages.js';
import { HI, HI_NAMES } from '../../shared/i18n/text/hi.js';
import { AR_NAMES } from '../../shared/i18n/text/ar.js';
import { SIGN_NAMES } from '../../shared/core/zodiac.js';
import { charts, swiss } from '../helpers/reference.js';
import { post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 10_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const p01 = charts.find((c) => c.id === 'p01')!;
const ref = swiss.find((c) => c.id === 'p01')!;
const BIRTH = { date: p01.local_datetime, lat: p01.latitude, lng: p01.longitude, utcOffset: p01.utc_offset };

/** Parses an SVG with a real XML parser; any error or fatal error fails. */
export function parseSvg(svg: string): Element {
  const problems: string[] = [];
  const doc = new DOMParser({ onError: (level, msg) => { if (level !== 'warning') problems.push(`${level}: ${msg}`); } }).parseFromString(svg, 'image/svg+xml');
  expect(problems).toEqual([]);
  const root = doc.documentElement as Element;
  expect(root.localName).toBe('svg');
  return root;
}

/** The words the drawing shows: its <title> and every <text> (with its tspans), in document order. */
function wordsOf(root: Element): { title: string; texts: string[] } {
  const title = root.getElementsByTagName('title')[0]?.textContent ?? '';
  const texts = Array.from(root.getElementsByTagName('text')).map((t) => t.textContent ?? '');
  return { title, texts };
}

const ENGLISH_PLANETS = ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];
/** The Hindi chart labels (plain strings: none of them has plural forms). */
const hiChart = HI.chart as Readonly<Record<keyof typeof HI.chart, string>>;

describe('chart SVG labels in lang', () => {
  it('the western wheel under lang hi: Hindi angles and title with the ascendant\'s Hindi sign, no English label left', async () => {
    const r = await post(srv.url, '/v1/western', { ...BIRTH, format: 'svg', lang: 'hi' }, key);
    expect(r.status).toBe(200);
    const root = parseSvg(r.body.data.svg);
    expect(root.getAttribute('xml:lang')).toBe('hi');
    const { title, texts } = wordsOf(root);
    // ASC 155.5503° (pyswisseph) → Virgo (sign 5) at 5°33′; HI_NAMES.sign[5] is कन्या
    const ascDeg = ref.houses_tropical.placidus.ascendant;
    expect(Math.floor(ascDeg / 30)).toBe(5);
    expect(title).toContain(`5°33′ ${HI_NAMES.sign[5]}`);
    expect(title).toContain(HI_NAMES.sign[Math.floor(ref.houses_tropical.placidus.mc / 30)]);
    const angles = Array.from(root.getElementsByTagName('text')).filter((t) => t.getAttribute('class') === 'angle').map((t) => t.textContent);
    expect(angles).toEqual([hiChart['chart.angle.ASC'], hiChart['chart.angle.MC'], hiChart['chart.angle.DSC'], hiChart['chart.angle.IC']]);
    for (const t of [title, ...texts]) {
      expect(t).not.toMatch(/\b(ASC|MC|DSC|IC|Ascendant|Midheaven|Chart wheel)\b/);
      for (const s of SIGN_NAMES) expect(t).not.toContain(s);
    }
  });

  it('the South Indian chart under lang hi: the twelve Hindi sign names, Hindi graha abbreviations, लग्न, no English', async () => {
    const r = await post(srv.url, '/v1/chart/north-indian', { ...BIRTH, style: 'south', format: 'svg', lang: 'hi' }, key);
    expect(r.status).toBe(200);
    const root = parseSvg(r.body.data.svg);
    const { title, texts } = wordsOf(root);
    const cells = Array.from(root.getElementsByTagName('text')).filter((t) => t.getAttribute('class') === 'sign-name').map((t) => t.textContent);
    // the South chart's signs are fixed: each cell names its sign, Aries (मेष) … Pisces (मीन)
    expect([...cells].sort()).toEqual([...HI_NAMES.sign].sort());
    expect(cells).toContain('मेष');
    // sidereal ASC 131.8986° (pyswisseph, Lahiri) → Leo (सिंह) at 11°53′
    expect(title).toContain(`11°53′ ${HI_NAMES.sign[4]}`);
    const heading = Array.from(root.getElementsByTagName('text')).filter((t) => t.getAttribute('class') === 'title').map((t) => t.textContent);
    expect(heading).toEqual([hiChart['chart.indian.rasi'], `${hiChart['chart.indian.asc']} 11°53′ ${HI_NAMES.sign[4]}`]);
    const planets = Array.from(root.getElementsByTagName('text')).filter((t) => t.getAttribute('class') === 'planet');
    expect(planets).toHaveLength(9);
    const abbr = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn', 'Rahu', 'Ketu'].map((p) => hiChart[`chart.abbr.${p}` as keyof typeof hiChart]);
    for (const t of planets) expect(abbr).toContain((t.textContent ?? '').split(' ')[0]);
    for (const t of [title, ...texts]) {
      expect(t).not.toMatch(/\b(Su|Mo|Ma|Me|Ju|Ve|Sa|Ra|Ke|Asc|Rasi|Ascendant)\b/);
      for (const s of SIGN_NAMES) expect(t).not.toContain(s);
    }
  });

  it('the astrocartography map under lang hi: labels are the Hindi planet name and angle', async () => {
    const r = await post(srv.url, '/v1/western/astrocartography', { ...BIRTH, planets: ['Sun', 'Venus'], format: 'svg', width: 800, lang: 'hi' }, key);
    expect(r.status).toBe(200);
    const root = parseSvg(r.body.data.svg);
    const labels = wordsOf(root).texts;
    // Sun is index 0 and Venus index 3 of the catalogue's planets (shared/i18n/names/keys.ts)
    expect(labels).toContain(`${HI_NAMES.planet[0]} ${hiChart['chart.angle.MC']}`);
    expect(labels).toContain(`${HI_NAMES.planet[3]} ${hiChart['chart.angle.DSC']}`);
    expect(labels).toHaveLength(8);
    for (const t of labels) for (const p of ENGLISH_PLANETS) expect(t).not.toContain(p);
  });

  it('Arabic: the drawings say so and run right to left (direction="rtl"), map labels anchored at their end', async () => {
    const wheel = parseSvg((await post(srv.url, '/v1/western', { ...BIRTH, format: 'svg', lang: 'ar' }, key)).body.data.svg);
    expect(wheel.getAttribute('direction')).toBe('rtl');
    expect(wheel.getAttribute('lang')).toBe('ar');
    expect(wordsOf(wheel).title).toContain(AR_NAMES.sign[5]);
    const map = parseSvg((await post(srv.url, '/v1/western/astrocartography', { ...BIRTH, planets: ['Sun'], format: 'svg', lang: 'ar' }, key)).body.data.svg);
    const label = Array.from(map.getElementsByTagName('text'))[0];
    expect(label.getAttribute('text-anchor')).toBe('end');
    expect(label.textContent).toContain(AR_NAMES.planet[0]);
    // English stays left to right, with no direction set
    const en = parseSvg((await post(srv.url, '/v1/western', { ...BIRTH, format: 'svg' }, key)).body.data.svg);
    expect(en.hasAttribute('direction')).toBe(false);
    expect(wordsOf(en).title).toBe('Chart wheel: Ascendant 5°33′ Virgo, Midheaven ' + wordsOf(en).title.split('Midheaven ')[1]);
  });

  it('every language gives well-formed XML for the three drawings (scripts escaped as text)', async () => {
    const bad: string[] = [];
    for (const lang of LANGUAGES as readonly Lang[]) {
      const bodies: Array<[string, Record<string, unknown>]> = [
        ['/v1/western', { ...BIRTH, format: 'svg', size: 300, lang }],
        ['/v1/chart/north-indian', { ...BIRTH, format: 'svg', lang }],
        ['/v1/chart/north-indian', { ...BIRTH, style: 'south', format: 'svg', lang }],
        ['/v1/western/astrocartography', { ...BIRTH, planets: ['Moon', 'Saturn'], format: 'svg', width: 400, lang }],
      ];
      for (const [path, body] of bodies) {
        const r = await post(srv.url, path, body, key);
        if (r.status !== 200) bad.push(`${lang} ${path}: ${r.status}`);
        else {
          const root = parseSvg(r.body.data.svg);
          if (root.getAttribute('xml:lang') !== lang) bad.push(`${lang} ${path}: xml:lang ${root.getAttribute('xml:lang')}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('Accept: image/svg+xml on the chart endpoints', () => {
  const SVG = { accept: 'image/svg+xml' };
  it('answers the drawing itself (image/svg+xml; charset=utf-8), the same bytes as data.svg, metered once, X-Request-Id, Vary: Accept', async () => {
    const json = await post(srv.url, '/v1/western', { ...BIRTH, format: 'svg', lang: 'hi' }, key);
    const before = Number(json.headers.get('x-quota-remaining'));
    const res = await fetch(`${srv.url}/v1/western`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, ...SVG }, body: JSON.stringify({ ...BIRTH, lang: 'hi' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(Number(res.headers.get('x-quota-remaining'))).toBe(before - 1);
    expect(res.headers.get('vary')).toBe('Accept, Accept-Encoding');
    const text = await res.text();
    expect(text).toBe(json.body.data.svg);
    parseSvg(text);
  });

  it('is compressed like a JSON answer, and served from the result cache on a heavy endpoint (X-Cache)', async () => {
    const call = () => fetch(`${srv.url}/v1/western/astrocartography`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key, 'accept-encoding': 'gzip', ...SVG },
      body: JSON.stringify({ ...BIRTH, planets: ['Mars'], width: 500 }),
    });
    const a = await call();
    expect(a.headers.get('content-encoding')).toBe('gzip');
    expect(a.headers.get('x-cache')).toBe('MISS');
    const b = await call();
    expect(b.headers.get('x-cache')).toBe('HIT');
    expect(b.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await b.text()).toBe(await a.text());
  });

  it('the South Indian chart with Accept and format "svg" given; a tie with JSON in Accept stays JSON', async () => {
    const r = await post(srv.url, '/v1/chart/north-indian', { ...BIRTH, style: 'south', format: 'svg' }, key, { accept: 'image/svg+xml, */*;q=0.8' });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(String(r.body.raw)).toMatch(/^<svg [^>]*data-orrery="south-indian"/);
    const tie = await post(srv.url, '/v1/chart/north-indian', BIRTH, key, { accept: 'application/json, image/svg+xml' });
    expect(tie.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(tie.body.data.houses).toHaveLength(12);
  });

  it('errors stay JSON: a bad field, and format "json" asked with Accept: image/svg+xml (400, not metered)', async () => {
    const bad = await post(srv.url, '/v1/western', { ...BIRTH, lat: 123 }, key, SVG);
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(bad.body.details[0]).toMatchObject({ path: 'lat', message: 'lat must be between -90 and 90' });
    const conflict = await post(srv.url, '/v1/western', { ...BIRTH, format: 'json' }, key, SVG);
    expect(conflict.status).toBe(400);
    expect(conflict.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR', details: [{ path: 'format', message: 'format must be "svg" (or left out) with Accept: image/svg+xml' }] });
    expect(conflict.headers.get('x-quota-remaining')).toBeNull();
  });

  it('without that Accept the JSON envelope is unchanged; a non-chart endpoint ignores it', async () => {
    const r = await post(srv.url, '/v1/western', BIRTH, key);
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.body.data.planets).toHaveLength(13);
    const natal = await post(srv.url, '/v1/natal', BIRTH, key, SVG);
    expect(natal.status).toBe(200);
    expect(natal.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(natal.headers.get('vary')).toBe('Accept-Encoding');
  });
});
