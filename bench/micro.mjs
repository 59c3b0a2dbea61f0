/**
 * Micro benchmark: the pure endpoint handlers, in-process, no HTTP, no threads (from dist/).
 *   node bench/micro.mjs            # human-readable
 *   node bench/micro.mjs --json     # one JSON object on stdout (used by bench/run.mjs)
 *   node bench/micro.mjs --dist=DIR # another build of dist/ (bench/run.mjs passes its snapshot)
 *
 * For natal, planets, western (JSON) and western with format svg: schema.parse + prepare once, then run(input) N times → µs per call. Also the
 * edge steps a request pays on the web thread (parse+prepare, JSON.stringify of the result), and the
 * 400-day moon-phase calendar (the heavy endpoint), and the SVG wheel alone (renderWheelSvg of a computed chart).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');

export const NATAL_BODY = { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 };
export const CALENDAR_QUERY = { from: '2027-01-01', to: '2028-02-04' };


/** Runs fn `n` times in `rounds` rounds; µs per call: mean over all, and the best round. */
function time(fn, n, rounds = 5) {
  const per = Math.max(1, Math.floor(n / rounds));
  const roundUs = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < per; i++) fn(i);
    roundUs.push(Number(process.hrtime.bigint() - t0) / 1e3 / per);
  }
  const mean = roundUs.reduce((s, v) => s + v, 0) / rounds;
  const r1 = (v) => Math.round(v * 10) / 10;
  return { calls: per * rounds, usPerCall: r1(mean), bestRoundUsPerCall: r1(Math.min(...roundUs)) };
}

export async function runMicro({ n = 5000, calendarN = 40, dist = join(ROOT, 'dist') } = {}) {
  const registryFile = join(dist, 'shared', 'endpoints', 'registry.js');
  if (!existsSync(registryFile)) throw new Error('dist/ not built: run `npx tsc -p tsconfig.json` first');
  const { endpointByName } = await import(pathToFileURL(registryFile).href);
  const out = {};
  const bodies = { natal: NATAL_BODY, planets: NATAL_BODY, western: NATAL_BODY, 'western-svg': { ...NATAL_BODY, format: 'svg' } };
  for (const [name, body] of Object.entries(bodies)) {
    const ep = endpointByName(name === 'western-svg' ? 'western' : name);
    const input = ep.prepare(ep.schema.parse(body), { nowMs: Date.now() });
    for (let i = 0; i < 6000; i++) ep.run(input); // warm-up: JIT settles after ~5000 natal calls
    const run = time(() => ep.run(input), n);
    const prepare = time(() => ep.prepare(ep.schema.parse(body), { nowMs: Date.now() }), n);
    const result = ep.run(input);
    const json = JSON.stringify({ success: true, data: result.data, meta: result.meta });
    const stringify = time(() => JSON.stringify({ success: true, data: result.data, meta: result.meta }), n);
    out[name] = { run, parseAndPrepare: prepare, stringify, responseBytes: Buffer.byteLength(json) };
  }
  // The SVG wheel alone (issue 3: ≤ 5 ms to build), from a computed chart.
  const { natalChart } = await import(pathToFileURL(join(dist, 'shared', 'endpoints', 'natal.js')).href);
  const { renderWheelSvg } = await import(pathToFileURL(join(dist, 'shared', 'core', 'western', 'wheel.js')).href);
  const natalEp = endpointByName('natal');
  const chart = natalChart(natalEp.prepare(natalEp.schema.parse(NATAL_BODY), { nowMs: Date.now() }));
  const wheelChart = { planets: chart.planets, cusps: chart.cusps, ascendant: chart.houses.ascendant, midheaven: chart.houses.midheaven, aspects: chart.aspects };
  for (let i = 0; i < 500; i++) renderWheelSvg(wheelChart, { size: 600 });
  const wheel = time(() => renderWheelSvg(wheelChart, { size: 600 }), 2000);
  out['wheel-svg-build'] = { run: wheel, responseBytes: Buffer.byteLength(renderWheelSvg(wheelChart, { size: 600 })) };

  // Vedic strength and almanac handlers (compute only; issue targets: shadbala ≤ 2 ms, kundali/full ≤ 15 ms,
  // panchanga and the muhurta panel ≤ 3 ms each).
  for (const name of ['shadbala', 'ashtakavarga', 'kundali-full', 'vedic-panchanga', 'muhurat']) {
    const ep = endpointByName(name);
    const body = name === 'vedic-panchanga' ? { date: NATAL_BODY.date, lat: String(NATAL_BODY.lat), lng: String(NATAL_BODY.lng) } : NATAL_BODY;
    const input = ep.prepare(ep.schema.parse(body), { nowMs: Date.now() });
    for (let i = 0; i < 50; i++) ep.run(input);
    const run = time(() => ep.run(input), name === 'kundali-full' ? 100 : 400, 4);
    out[name] = { run, responseBytes: Buffer.byteLength(JSON.stringify(ep.run(input))) };
  }

  const cal = endpointByName('moon-phase-calendar');
  const calInput = cal.prepare(cal.schema.parse(CALENDAR_QUERY), { nowMs: Date.now() });
  for (let i = 0; i < 3; i++) cal.run(calInput);
  const calRun = time(() => cal.run(calInput), calendarN, 4);
  out['moon-phase-calendar-400d'] = {
    run: { calls: calRun.calls, usPerCall: calRun.usPerCall, msPerCall: Math.round(calRun.usPerCall) / 1000, bestRoundUsPerCall: calRun.bestRoundUsPerCall },
    responseBytes: Buffer.byteLength(JSON.stringify(cal.run(calInput))),
  };
  return out;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const { values } = parseArgs({ options: { json: { type: 'boolean' }, n: { type: 'string' }, dist: { type: 'string' } } });
  const r = await runMicro({ n: values.n ? Number(values.n) : undefined, dist: values.dist });
  if (values.json) {
    process.stdout.write(`${JSON.stringify(r)}\n`);
  } else {
    for (const [name, v] of Object.entries(r)) {
      const parts = [`run ${v.run.usPerCall} µs/call (best round ${v.run.bestRoundUsPerCall})`];
      if (v.parseAndPrepare) parts.push(`parse+prepare ${v.parseAndPrepare.usPerCall} µs`, `JSON.stringify ${v.stringify.usPerCall} µs`);
      parts.push(`${v.responseBytes} B`);
      console.log(`${name.padEnd(26)} ${parts.join(' · ')}`);
    }
  }
}
