/**
 * Where one POST /v1/natal spends its CPU with random births (as real traffic has), stage by stage, on the
 * built dist/ (run `npx tsc -p tsconfig.json` first). The same steps api/validate.ts and
 * shared/dispatch/execute.ts take, in order: schema.safeParse → prepare (time zone, luxon) → run (ephemeris,
 * houses, aspects, patterns) → localize (data and meta) → the success envelope's serialisation.
 *
 *   node bench/natal-path.mjs [N=20000] [--seed=1] [--lang=en] [--dist=dist] [--warm=2000]
 *
 * Births: seeded PRNG (mulberry32), date 1900–2100, random time to the second, lat −60..60, lng −180..180.
 * Prints µs per stage (median and mean) and the total per request. `--dist` points at another build (for
 * before/after comparisons in one run: e.g. a worktree of the base commit).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prng, randomBirth } from './lib.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((a, i) => (a.startsWith('--') ? a.slice(2).split('=') : [`_${i}`, a])),
);
const N = Number(args._0 ?? 20000);
const SEED = Number(args.seed ?? 1);
const LANG = args.lang ?? undefined;
const DIST = resolve(args.dist ?? 'dist');
const WARM = Number(args.warm ?? 2000);

const imp = (p) => import(pathToFileURL(resolve(DIST, p)).href);
const { endpointByName } = await imp('shared/endpoints/registry.js');
const { localize } = await imp('shared/i18n/localize.js');

const ep = endpointByName('natal');
const rnd = prng(SEED);
// the bench's own births (bench/lib.mjs), with `lang` when asked
const bodies = Array.from({ length: N + WARM }, () => (LANG ? { ...randomBirth(rnd), lang: LANG } : randomBirth(rnd)));
// What the edge hands over: a parsed JSON body (a fresh object per request, as express.json gives)
const raws = bodies.map((b) => JSON.parse(JSON.stringify(b)));

const STAGES = ['validate', 'prepare', 'run', 'localize', 'stringify'];
const times = Object.fromEntries(STAGES.map((s) => [s, new Float64Array(N)]));
const total = new Float64Array(N);
const now = process.hrtime.bigint;
const nowMs = Date.now();
let failures = 0;
let bytes = 0;
// as execute.ts's successJson
const serialise = (r) => JSON.stringify(r.meta ? { success: true, data: r.data, meta: r.meta } : { success: true, data: r.data });

function one(raw, i) {
  const t0 = now();
  const parsed = ep.schema.safeParse(raw);
  const t1 = now();
  if (!parsed.success) return void failures++;
  let input;
  try {
    input = ep.prepare(parsed.data, { nowMs });
  } catch {
    return void failures++;
  }
  const t2 = now();
  const r = ep.run(input);
  const t3 = now();
  const lang = parsed.data.lang;
  const data = localize(r.data, lang);
  const res = r.meta ? { ok: true, data, meta: localize(r.meta, lang) } : { ok: true, data };
  const t4 = now();
  const json = serialise(res);
  const t5 = now();
  bytes += json.length;
  if (i >= 0) {
    times.validate[i] = Number(t1 - t0) / 1e3;
    times.prepare[i] = Number(t2 - t1) / 1e3;
    times.run[i] = Number(t3 - t2) / 1e3;
    times.localize[i] = Number(t4 - t3) / 1e3;
    times.stringify[i] = Number(t5 - t4) / 1e3;
    total[i] = Number(t5 - t0) / 1e3;
  }
}

for (let i = 0; i < WARM; i++) one(raws[N + i], -1);
const wall0 = now();
for (let i = 0; i < N; i++) one(raws[i], i);
const wallUs = Number(now() - wall0) / 1e3;

const median = (a) => {
  const s = Float64Array.from(a).sort();
  return s[s.length >> 1];
};
const p = (a, q) => {
  const s = Float64Array.from(a).sort();
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};
const mean = (a) => a.reduce((x, y) => x + y, 0) / a.length;
const f = (x) => x.toFixed(1).padStart(8);
console.log(`natal path, ${N} random births (seed ${SEED}, lang ${LANG ?? 'en'}, ${WARM} warm-up), dist ${DIST}`);
console.log(`${'stage'.padEnd(10)}  median      mean       p99   (µs)`);
for (const s of STAGES) console.log(`${s.padEnd(10)}${f(median(times[s]))}  ${f(mean(times[s]))}  ${f(p(times[s], 0.99))}`);
console.log(`${'total'.padEnd(10)}${f(median(total))}  ${f(mean(total))}  ${f(p(total, 0.99))}`);
console.log(`wall ${(wallUs / N).toFixed(1)} µs/request; ${failures} failed; mean body ${Math.round(bytes / (N + WARM))} bytes`);
