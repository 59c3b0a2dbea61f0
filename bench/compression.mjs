#!/usr/bin/env node
/**
 * CPU cost of compressing answers (api/respond.ts: over 1 KB, brotli quality 4 or gzip level 6 when the
 * client accepts it). Takes the real answers of a few endpoints (their first example, computed by the
 * handlers from dist/), compresses each N times per setting and prints µs per answer and the size ratio.
 *
 *   npm run build && node bench/compression.mjs [N=300]
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { ENDPOINTS } from '../dist/shared/endpoints/registry.js';
import { localize } from '../dist/shared/i18n/localize.js';

const N = Number(process.argv[2] ?? 300);
const NAMES = ['planets', 'natal', 'vedic-panchanga', 'kundali', 'dasha-vimshottari', 'western-transits'];
const br = (q) => (b) => brotliCompressSync(b, { params: { [zlib.BROTLI_PARAM_QUALITY]: q, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } });
const SETTINGS = [
  ['gzip 6 (used)', (b) => gzipSync(b)],
  ['gzip 1', (b) => gzipSync(b, { level: 1 })],
  ['brotli 4 (used)', br(4)],
  ['brotli 6', br(6)],
  ['brotli 11 (default)', br(11)],
];

const now = Date.UTC(2026, 0, 1);
console.log(`compression CPU, ${N} runs per answer and setting (µs per answer, compressed/plain size)`);
for (const name of NAMES) {
  const ep = ENDPOINTS.find((e) => e.name === name);
  if (!ep) continue;
  const r = ep.run(ep.prepare(ep.schema.parse(ep.examples[0].request), { nowMs: now }));
  const body = Buffer.from(JSON.stringify(localize({ success: true, data: r.data, ...(r.meta ? { meta: r.meta } : {}) }, undefined)));
  const cells = [];
  for (const [label, fn] of SETTINGS) {
    const runs = label.startsWith('brotli 11') ? Math.max(10, Math.floor(N / 20)) : N;
    for (let i = 0; i < 5; i++) fn(body); // warm-up
    const t0 = process.cpuUsage();
    let size = 0;
    for (let i = 0; i < runs; i++) size = fn(body).length;
    const t = process.cpuUsage(t0);
    cells.push(`${label}: ${((t.user + t.system) / runs).toFixed(0)} µs, ${((100 * size) / body.length).toFixed(0)}%`);
  }
  console.log(`${name.padEnd(18)} ${String(body.length).padStart(7)} B | ${cells.join(' | ')}`);
}
