/**
 * CPU per call of registry endpoints, in-process on one thread, with random births (a fresh chart per call,
 * as real traffic sends): validation → prepare → run → localize, the steps a call takes on the web thread
 * (shared/dispatch/execute.ts), without HTTP. This is what decides `weight`: an endpoint stays inline unless
 * a call costs more than 2 ms of CPU here (issue 21); heavier ones go to the pool or the queue, and an inline
 * endpoint whose cost depends on its input (a dasha's depth) says which calls are heavy (`heavyWhen`).
 *
 *   node bench/endpoint-cpu.mjs [N=200] [--seed=1] [--only=dasha-,jaimini] [--depth=3] [--dist=dist] [--json=out.json]
 *
 * `--depth` sets `depth` in the endpoints whose request has one (the dashas); without it the example's is kept.
 * Each endpoint's first example is the template; its birth fields (date, lat, lng) are replaced by a random
 * birth 1900–2100 (a zone from the place), and `targetDate` is kept. Prints median and p95 µs per call and
 * the weight the calls ran with (`heavy`, `inline`, or `by-input` and how many of the calls were heavy); `--only`
 * keeps the endpoints whose name starts with one of the prefixes. OVER 2 ms flags an endpoint whose calls that
 * run inline have a median over 2 ms.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prng, randomBirth } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a, i) => (a.startsWith('--') ? a.slice(2).split('=') : [`_${i}`, a])));
const N = Number(args._0 ?? 200);
const SEED = Number(args.seed ?? 1);
const DIST = resolve(args.dist ?? 'dist');
const ONLY = args.only ? String(args.only).split(',') : null;
const DEPTH = args.depth === undefined ? undefined : Number(args.depth);

const imp = (p) => import(pathToFileURL(resolve(DIST, p)).href);
const { ENDPOINTS } = await imp('shared/endpoints/registry.js');
const { localize } = await imp('shared/i18n/localize.js');

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const rows = [];
const NOW = Date.UTC(2026, 5, 1);
let heavyCalls = 0;

for (const ep of ENDPOINTS) {
  if (ONLY && !ONLY.some((p) => ep.name.startsWith(p))) continue;
  const template = ep.examples[0].request;
  const hasBirth = typeof template.date === 'string' && typeof template.lat === 'number';
  const rnd = prng(SEED);
  const call = () => {
    const body = hasBirth ? { ...template, ...randomBirth(rnd), timezone: undefined, utcOffset: undefined } : { ...template };
    if (DEPTH !== undefined && 'depth' in template) body.depth = DEPTH;
    for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k];
    const parsed = ep.schema.safeParse(body);
    if (!parsed.success) return 'invalid';
    let input;
    try {
      input = ep.prepare(parsed.data, { nowMs: NOW });
    } catch {
      return 'refused';
    }
    if (ep.weight === 'heavy' || ep.heavyWhen?.test(input)) heavyCalls++;
    let r;
    try {
      r = ep.run(input);
    } catch {
      return 'refused'; // a documented refusal (422) for this chart
    }
    localize(r.data, 'en');
    return 'ok';
  };
  for (let i = 0; i < Math.min(20, N); i++) call(); // warm-up
  const times = [];
  let refused = 0;
  heavyCalls = 0;
  for (let i = 0; i < N; i++) {
    const t0 = process.hrtime.bigint();
    const outcome = call();
    const us = Number(process.hrtime.bigint() - t0) / 1000;
    if (outcome === 'ok') times.push(us);
    else refused++;
  }
  times.sort((a, b) => a - b);
  const weight = ep.weight === 'heavy' ? 'heavy' : ep.heavyWhen ? 'by-input' : 'inline';
  const heavyShare = ep.heavyWhen ? `${heavyCalls}/${N} heavy` : '';
  const row = { endpoint: ep.name, weight, ...(DEPTH !== undefined ? { depth: DEPTH } : {}), heavyCalls, calls: times.length, refused, medianUs: Math.round(pct(times, 0.5)), p95Us: Math.round(pct(times, 0.95)) };
  rows.push(row);
  const inlineRun = weight === 'inline' || (weight === 'by-input' && heavyCalls < N / 2);
  console.log(`${row.endpoint.padEnd(36)} ${weight.padEnd(8)} median ${String(row.medianUs).padStart(7)} µs  p95 ${String(row.p95Us).padStart(7)} µs${refused ? `  (${refused} refused)` : ''}${heavyShare ? `  ${heavyShare}` : ''}${inlineRun && row.medianUs > 2000 ? '  OVER 2 ms' : ''}`);
}
if (args.json) writeFileSync(args.json, JSON.stringify({ n: N, seed: SEED, node: process.version, rows }, null, 2));
