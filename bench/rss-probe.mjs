/**
 * The web process's RSS after a natal load (random births), for V8 flag variants, alternating:
 *   node bench/rss-probe.mjs [requests=12000] [--rounds=2] [--variants='|--max-semi-space-size=8']
 * Each variant starts `node <flags> dist/api/server.js` (embedded, one process, LOG_LEVEL=warn) on a fresh
 * DATA_DIR, sends `requests` POST /v1/natal at 50 connections, and reads VmRSS and the CPU time.
 */
import { join } from 'node:path';
import { BENCH_DIR, births, cannon, cpuMsOf, freePort, KEY_RE, makeTempDir, memOf, removeTempDirs, ROOT, startChild, stopChild, waitForHttp, waitForOutput } from './lib.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a, i) => (a.startsWith('--') ? a.slice(2).split(/=(.*)/s) : [`_${i}`, a])));
const N = Number(args._0 ?? 12000);
const ROUNDS = Number(args.rounds ?? 2);
const VARIANTS = String(args.variants ?? '|--max-semi-space-size=8').split('|').map((v) => v.split(' ').filter(Boolean));

async function one(flags) {
  const port = await freePort();
  const dir = makeTempDir('rss');
  const env = { HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '0', WEB_CONCURRENCY: '1', QUOTA_TRIAL: '1000000000', TRIAL_CAP: '1000000000', PORT: String(port) };
  const web = startChild('web', [...flags, join(ROOT, 'dist', 'api', 'server.js')], env, join(dir, 'web.log'));
  try {
    const key = (await waitForOutput(web, KEY_RE))[0];
    const url = `http://127.0.0.1:${port}`;
    await waitForHttp(web, `${url}/ready`);
    const src = births({ seed: 7 });
    const cpu0 = cpuMsOf(web.pid);
    const r = await cannon({
      url, connections: 50, amount: N,
      requests: [{ method: 'POST', path: '/v1/natal', headers: { 'content-type': 'application/json', 'x-api-key': key }, setupRequest: (req) => ({ ...req, body: JSON.stringify(src.next()) }) }],
    });
    const cpu = cpuMsOf(web.pid) - cpu0;
    const m = memOf(web.pid);
    return { flags: flags.join(' ') || '(default)', ok: r.ok2xx, rssMiB: m.rssMiB, peakMiB: m.peakRssMiB, cpuUsPerReq: Math.round((cpu * 1000) / N), p50: r.latencyMs.p50 };
  } finally {
    await stopChild(web);
  }
}

for (let round = 0; round < ROUNDS; round++) {
  for (const v of round % 2 ? [...VARIANTS].reverse() : VARIANTS) console.log(JSON.stringify(await one(v)));
}
removeTempDirs();
void BENCH_DIR;
