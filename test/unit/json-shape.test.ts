/**
 * The streaming pre-check of JSON bodies (api/middleware/body.ts JsonShape): its depth and its count of
 * the top-level object's array items agree with JSON.parse on the same text, however the bytes are split
 * into chunks (escapes and multi-byte characters across chunk ends included).
 */
import { describe, expect, it } from 'vitest';
import { JsonShape, MAX_JSON_DEPTH } from '../../api/middleware/body.js';

/** Feeds `text` in chunks of `size` bytes; the refusal's message, or null. */
function scan(text: string, size: number, max = 5): string | null {
  const shape = new JsonShape({ max, what: 'A job' });
  const buf = Buffer.from(text, 'utf8');
  for (let i = 0; i < buf.length; i += size) {
    const r = shape.feed(buf.subarray(i, i + size));
    if (r) return r.message;
  }
  return null;
}

describe('JsonShape', () => {
  const tricky = ['"a\\\\"', '"\\"]],["', '"ü€😀,[{"', '{"x":[1,2,3]}', '[[],[]]', '"\\\\\\""', '-1.5e3', 'null', '{}'];

  it('counts exactly the items of the top-level object\'s arrays, over any chunking', () => {
    for (let n = 0; n <= 7; n++) {
      const items = Array.from({ length: n }, (_, i) => tricky[i % tricky.length]);
      const text = `{ "callbackUrl": "x,[y]", "requests" : [ ${items.join(' , ')} ] }`;
      expect(JSON.parse(text).requests).toHaveLength(n); // the test's text is valid JSON
      for (const size of [1, 2, 3, 7, 1000]) {
        expect(scan(text, size), `${n} items, chunks of ${size}`).toBe(n > 5 ? 'A job holds at most 5 requests; got more' : null);
      }
    }
  });

  it('refuses nesting past the limit, and not a string that merely contains brackets', () => {
    const at = (d: number) => `{"requests":[${'['.repeat(d - 2)}${']'.repeat(d - 2)}]}`;
    expect(scan(at(MAX_JSON_DEPTH), 3)).toBeNull();
    expect(scan(at(MAX_JSON_DEPTH + 1), 3)).toBe(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`);
    expect(scan(`{"requests":["${'['.repeat(10_000)}"]}`, 4)).toBeNull();
  });
});
