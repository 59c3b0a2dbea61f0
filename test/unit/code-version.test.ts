/** The result cache's keys carry a digest of the calculation code, so a deploy never serves answers cached before it. */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheKey } from '../../api/routes/endpoints.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { codeVersion } from '../../shared/version.js';

describe('codeVersion', () => {
  it('is the digest of every module under shared/ (recomputed here independently), stable within a process', () => {
    const root = join(import.meta.dirname, '..', '..', 'shared');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.ts')) files.push(p);
      }
    };
    walk(root);
    expect(files.length).toBeGreaterThan(100);
    const h = createHash('sha256');
    for (const f of files.sort()) h.update(f.slice(root.length)).update('\0').update(readFileSync(f)).update('\0');
    expect(codeVersion()).toBe(h.digest('hex').slice(0, 16));
    expect(codeVersion()).toBe(codeVersion());
  });

  it('is part of the result cache key', () => {
    const ep = ENDPOINTS.find((e) => e.cacheable)!;
    const input = { a: 1 };
    const without = createHash('sha256').update(ep.name).update('\0').update('en').update('\0').update(JSON.stringify(input)).digest('hex');
    const withVersion = createHash('sha256').update(codeVersion()).update('\0').update(ep.name).update('\0').update('en').update('\0').update(JSON.stringify(input)).digest('hex');
    expect(cacheKey(ep, input, 'en')).toBe(withVersion);
    expect(cacheKey(ep, input, 'en')).not.toBe(without);
  });
});
