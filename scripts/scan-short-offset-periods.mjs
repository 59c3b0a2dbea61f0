#!/usr/bin/env node
/**
 * Writes shared/core/tz-short-periods.ts: every offset period shorter than SHORT_PERIOD_MAX_MS (a 28-day
 * span plus 2 days) of every zone the project accepts, between two spans before 1800-01-01 and two after
 * 2400-01-01, for the runtime's tz data and ICU. Each canonical zone (the runtime's spelling; aliases
 * share it) is read every SHORT_PERIOD_STEP_MS (1 day) with time.ts's own offset reader and each change is
 * bisected to the second (time.ts scanShortOffsetPeriods). time.ts's zoneOffsetReader trusts the table
 * only on a runtime with the same tz and ICU versions. After a Node upgrade:
 *   node scripts/scan-short-offset-periods.mjs      (compiles first; two worker threads, a few minutes)
 * test/unit/local-times.test.ts re-scans the listed zones around their periods.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'shared', 'core', 'tz-short-periods.ts');
const WORKERS = 2;
const SPAN_MS = 28 * 86_400_000;

if (isMainThread) {
  const built = spawnSync('npx', ['tsc', '-p', 'tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const time = await import(pathToFileURL(join(ROOT, 'dist', 'shared', 'core', 'time.js')).href);
const FROM_MS = time.MIN_UTC_MS - 2 * SPAN_MS;
const TO_MS = time.MAX_UTC_MS + 2 * SPAN_MS;

if (!isMainThread) {
  const found = {};
  for (const name of workerData.names) {
    const periods = time.scanShortOffsetPeriods(name, FROM_MS, TO_MS);
    if (periods.length) found[name] = periods;
  }
  parentPort.postMessage(found);
} else {
  const started = performance.now();
  const names = [...new Set(time.runtimeZoneNames().map((n) => time.canonicalZoneName(n)))].sort();
  const shares = Array.from({ length: WORKERS }, (_, w) => names.filter((_, i) => i % WORKERS === w));
  const parts = await Promise.all(
    shares.map((share) => new Promise((resolve, reject) => {
      const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { names: share } });
      worker.once('message', resolve);
      worker.once('error', reject);
    })),
  );
  const found = Object.assign({}, ...parts);
  const rows = Object.keys(found).sort().map((name) => {
    const list = found[name].map(([a, b]) => `[${a}, ${b}]`).join(', ');
    const dates = found[name].map(([a, b]) => `${new Date(a).toISOString()}..${new Date(b).toISOString()}`).join(', ');
    return `    // ${dates}\n    ${JSON.stringify(name)}: [${list}],`;
  });
  writeFileSync(OUT, `/**
 * Generated (do not edit) by scripts/scan-short-offset-periods.mjs: every offset period shorter than
 * ${time.SHORT_PERIOD_MAX_MS / 86_400_000} days of every zone (the runtime's canonical names), ${new Date(FROM_MS).toISOString().slice(0, 10)} to ${new Date(TO_MS).toISOString().slice(0, 10)},
 * as [first UTC ms, end UTC ms), read every ${time.SHORT_PERIOD_STEP_MS / 3_600_000} h and bisected to the second, for the tz data and ICU
 * named here (${names.length} zones scanned). time.ts's zoneOffsetReader takes it only on a runtime with the same
 * two versions; elsewhere it reads every instant on its own. After a Node upgrade regenerate it:
 *   node scripts/scan-short-offset-periods.mjs
 */
export const SHORT_PERIODS: { tz: string | undefined; icu: string | undefined; periods: Record<string, [number, number][]> } = {
  tz: ${JSON.stringify(process.versions.tz)},
  icu: ${JSON.stringify(process.versions.icu)},
  periods: {
${rows.join('\n')}
  },
};
`);
  const count = Object.values(found).reduce((n, l) => n + l.length, 0);
  console.log(`${names.length} zones, ${count} short periods in ${Object.keys(found).length} zones, ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
