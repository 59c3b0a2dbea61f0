/**
 * The typed client is an installable package: `npm pack` in client/ builds dist/ (JavaScript and .d.ts)
 * and packs it; the tarball installs offline in a scratch project (it has no dependencies), and a plain
 * ESM script there imports `@orrery/client` and calls a running service.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

const CLIENT = join(import.meta.dirname, '..', '..', 'client');
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false' } });

let srv: TestServer;
let scratch: string;
beforeAll(async () => {
  srv = await startTestServer();
  scratch = mkdtempSync(join(tmpdir(), 'orrery-client-'));
});
afterAll(async () => {
  await srv?.close();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the client package', () => {
  it('packs with its built types, installs offline in a scratch project and calls the service', async () => {
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', scratch], CLIENT)) as { filename: string; files: { path: string }[] }[];
    const files = packed[0].files.map((f) => f.path).sort();
    expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/schema.d.ts']));
    // sources and tests stay out of the package
    expect(files.filter((f) => !f.startsWith('dist/') && f !== 'package.json' && f !== 'README.md' && f !== 'bin/orrery-mcp.mjs')).toEqual([]);

    const project = join(scratch, 'app');
    execFileSync('mkdir', ['-p', project]);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
    npm(['install', '--offline', '--omit=optional', '--no-audit', '--no-fund', join(scratch, packed[0].filename)], project);
    const installed = join(project, 'node_modules', '@orrery', 'client');
    expect(existsSync(join(installed, 'dist', 'index.d.ts'))).toBe(true);
    expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).type).toBe('module');

    const { key } = await srv.newKey({ monthlyQuota: 100 });
    writeFileSync(
      join(project, 'main.mjs'),
      `import { Orrery, OrreryError } from '@orrery/client';
const orrery = new Orrery({ apiKey: process.env.ORRERY_KEY, baseUrl: process.env.ORRERY_URL });
const chart = await orrery.post('/v1/natal', { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 });
let error;
try { await orrery.post('/v1/natal', { lat: 40.7128 }); } catch (e) { error = e instanceof OrreryError ? e.code : String(e); }
console.log(JSON.stringify({ sun: chart.planets[0].signName, error }));
`,
    );
    // asynchronously: the test service runs in this process and must keep answering
    const { stdout: out } = await promisify(execFile)(process.execPath, ['main.mjs'], { cwd: project, encoding: 'utf8', env: { ...process.env, ORRERY_KEY: key, ORRERY_URL: srv.url } });
    // 1990-05-15: the Sun in Taurus (any ephemeris; tropical Taurus runs April 20 to May 21)
    expect(JSON.parse(out.trim())).toEqual({ sun: 'Taurus', error: 'VALIDATION_ERROR' });
  }, 180_000);
});
