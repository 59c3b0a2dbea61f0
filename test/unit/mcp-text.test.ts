/**
 * The text blocks of an MCP tool result (shared/endpoints/mcp-text.ts) on answers written out here by hand:
 * the rendering's use of display siblings, local times, list lengths and `lang`; the JSON block whole up to
 * 32 KB, abridged past it (3 items a list, then 1), and left to structuredContent when nothing fits.
 */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { jsonText, MCP_JSON_MAX_BYTES, renderLines } from '../../shared/endpoints/mcp-text.js';

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

describe('the rendering', () => {
  it('a display sibling stands for its raw field; a UTC instant gives way to its local time, shown without milliseconds', () => {
    const lines = renderLines(
      { sunrise: '2026-06-01T00:30:17.738Z', sunriseLocal: '2026-06-01T06:00:17.738+05:30', sign: 1, signName: 'Taurus', lon: 54.6572370227, lonFormatted: '24°39′26″ Taurus' },
      'en',
    );
    expect(lines).toEqual(['sunrise: 2026-06-01 06:00:17 +05:30', 'sign: Taurus', 'lon: 24°39′26″ Taurus']);
  });

  it('a summary and what runs currently come first; a record of periods is one line each, with the span in local time', () => {
    const period = (lord: string, s: string, e: string) => ({ lord, start: `${s}Z`, startLocal: `${s}+00:00`, end: `${e}Z`, endLocal: `${e}+00:00` });
    const lines = renderLines(
      {
        firstLord: 'Jupiter',
        current: {
          targetDate: '2026-06-01T12:00:00.000Z',
          targetDateLocal: '2026-06-01T12:00:00.000+00:00',
          mahadasha: period('Ketu', '2023-05-02T02:33:16.741', '2030-05-01T20:33:16.741'),
          antardasha: period('Rahu', '2026-04-01T10:03:16.741', '2027-04-19T22:21:16.741'),
        },
        summary: 'One sentence.',
      },
      'en',
    );
    expect(lines).toEqual([
      'summary: One sentence.',
      'current:',
      '  targetDate: 2026-06-01 12:00:00 +00:00',
      '  mahadasha: Ketu from 2023-05-02 02:33:16 +00:00 to 2030-05-01 20:33:16 +00:00',
      '  antardasha: Rahu from 2026-04-01 10:03:16 +00:00 to 2027-04-19 22:21:16 +00:00',
      'firstLord: Jupiter',
    ]);
  });

  it('a planet or lord given by its identifier is named in lang (hi: Jupiter गुरु, Ketu केतु); names the answer gives are kept', () => {
    const lines = renderLines({ firstLord: 'Jupiter', mahadashas: [{ lord: 'Ketu' }], moonNakshatra: 'पूर्वा भाद्रपद' }, 'hi');
    expect(lines).toEqual(['firstLord: गुरु', 'mahadashas: केतु', 'moonNakshatra: पूर्वा भाद्रपद']);
  });

  it('a chart: the Sun, Moon and Ascendant line first; a long list named up to the line\'s room, then how many there are', () => {
    const planets = Array.from({ length: 40 }, (_, i) => ({ planet: i === 0 ? 'Sun' : i === 1 ? 'Moon' : `Body${i}`, degreeFormatted: `${i}°00′00″ Aries`, house: 1 }));
    const lines = renderLines({ planets, houses: { ascendant: 169.46, ascendantFormatted: '19°27′48″ Virgo' } }, 'en');
    expect(lines[0]).toBe('Sun 0°00′00″ Aries, Moon 1°00′00″ Aries, Ascendant 19°27′48″ Virgo');
    expect(lines[1]).toMatch(/^planets: Sun 0°00′00″ Aries \(house 1\); Moon 1°00′00″ Aries \(house 1\); .*; … \(40 in all\)$/);
    expect(lines[1].length).toBeLessThan(450);
  });

  it('a batch: each item\'s status, then the first lines of its answer or its error code and message', () => {
    const lines = renderLines(
      [
        { status: 200, body: { success: true, data: { lifePath: { value: 11, keyword: 'intuition', planetName: 'Moon' } } } },
        { status: 404, body: { success: false, error: 'NOT_FOUND', message: 'No such endpoint' } },
      ],
      'en',
    );
    expect(lines).toEqual(['1. 200', '   lifePath: 11 (intuition, Moon)', '2. 404 NOT_FOUND: No such endpoint']);
  });
});

describe('the JSON block', () => {
  const schema = z.object({ items: z.array(z.object({ sub: z.array(z.string()) })) });

  it('whole up to the bound: the envelope as JSON', () => {
    const env = { data: { items: [{ sub: ['a', 'b', 'c', 'd'] }] }, meta: { warnings: [] } };
    expect(JSON.parse(jsonText(env, schema))).toEqual(env);
  });

  it('past the bound: lists cut to 3 items, under the bound, after a sentence that says so', () => {
    // 200 items of 50 strings of 20 characters: ~230 KB
    const env = { data: { items: Array.from({ length: 200 }, (_, i) => ({ sub: Array.from({ length: 50 }, (_, j) => `item ${i} string ${j}`.padEnd(20, '.')) })) } };
    expect(bytes(JSON.stringify(env))).toBeGreaterThan(MCP_JSON_MAX_BYTES);
    const text = jsonText(env, schema);
    expect(bytes(text)).toBeLessThanOrEqual(MCP_JSON_MAX_BYTES);
    const [note, json] = text.split('\n');
    expect(note).toMatch(/^The answer is \d+ KB, over the 32 KB of this block: abridged here \(lists cut to their first 3 items/);
    expect(note).toMatch(/The whole answer is in structuredContent\.$/);
    expect(JSON.parse(json)).toEqual({ data: { items: env.data.items.slice(0, 3).map((x) => ({ sub: x.sub.slice(0, 3) })) } });
  });

  it('still past it with 3 items a list: every list cut to 1; and when nothing fits, only the sentence', () => {
    // lists 3 deep of 3 items each even abridged: 3^7 leaves of 40 characters is ~100 KB
    const tree = (d: number): unknown => (d === 0 ? 'x'.repeat(40) : Array.from({ length: 4 }, () => tree(d - 1)));
    const deep = { data: tree(7) };
    const text = jsonText(deep, undefined);
    expect(bytes(text)).toBeLessThanOrEqual(MCP_JSON_MAX_BYTES);
    expect(text.split('\n')[0]).toMatch(/abridged here \(every list cut to its first item\)/);
    expect(JSON.parse(text.split('\n')[1])).toEqual({ data: [[[[[[['x'.repeat(40)]]]]]]] });
    // no list to cut: 4000 keys of 10 characters
    const wide = { data: Object.fromEntries(Array.from({ length: 4000 }, (_, i) => [`k${i}`, '0123456789'])) };
    expect(jsonText(wide, undefined)).toMatch(/^The answer is \d+ KB, too large for this block even abridged: it is in structuredContent\.$/);
  });
});
