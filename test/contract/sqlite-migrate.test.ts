/**
 * Two processes opening one older store file at once (the web and worker roles sharing DATA_DIR, two web
 * processes) both migrate it without failing. Found by the bench: a worker and a web process starting on
 * one new file failed with 'duplicate column name: flash' (each read `sessions` without the column, then
 * both added it). Deterministic here: the file is made "older" (the migrated columns dropped), this test
 * holds the write lock while two child processes open the store (each has read the tables by then, as
 * before the fix, or waits for the lock before reading them, as after it), then lets go.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';

const dir = mkdtempSync(join(tmpdir(), 'orrery-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const STORE = resolve('dist/shared/store/embedded/sqlite-store.js');

function openInChild(file: string): Promise<{ code: number | null; out: string }> {
  const script = `import(${JSON.stringify(STORE)}).then(async ({ SqliteStore }) => { const s = new SqliteStore(${JSON.stringify(file)}); await s.close(); console.log('opened'); })`;
  return new Promise((done) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (b) => (out += b));
    child.stderr.on('data', (b) => (out += b));
    child.on('exit', (code) => done({ code, out }));
  });
}

describe('embedded store: concurrent migration', () => {
  it('two processes opening an older file at once both migrate it (no "duplicate column name")', async () => {
    const file = join(dir, 'old.sqlite');
    await new SqliteStore(file).close();
    const raw = new Database(file);
    raw.exec('DROP INDEX api_keys_prev_hash; ALTER TABLE sessions DROP COLUMN flash; ALTER TABLE api_keys DROP COLUMN prev_hash; ALTER TABLE api_keys DROP COLUMN prev_expires_at; ALTER TABLE idempotency DROP COLUMN headers');
    const columns = (t: string) => (raw.prepare(`PRAGMA table_info(${t})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns('sessions')).not.toContain('flash');
    raw.exec('BEGIN IMMEDIATE');
    const children = [openInChild(file), openInChild(file)];
    await new Promise((r) => setTimeout(r, 1_500)); // both have started and reached the file
    raw.exec('ROLLBACK');
    const results = await Promise.all(children);
    for (const r of results) expect(r, r.out).toMatchObject({ code: 0 });
    expect(columns('sessions')).toContain('flash');
    expect(columns('api_keys')).toEqual(expect.arrayContaining(['prefix', 'prev_hash', 'prev_expires_at']));
    expect(columns('idempotency')).toContain('headers');
    raw.close();
  }, 30_000);
});
