/**
 * The admin CLI as an operator runs it: the built `dist/api/admin.js` in a child process on an embedded
 * store in a fresh temp dir, checked against that same store opened directly (keys authenticate by digest).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { hashKey, KEY_RE } from '../../shared/store/keys.js';
import { periodOf } from '../../shared/store/ports.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(ROOT, 'dist/api/admin.js');

interface Run { code: number | null; stdout: string; stderr: string }
interface KeyOut { id: string; accountId: string; label: string; status: string }
interface Created { key: KeyOut; apiKey: string; note: string }

let dir: string;
let store: SqliteStore;

function admin(...args: string[]): Run {
  const r = spawnSync(process.execPath, [CLI, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env, DATA_DIR: dir, LOG_LEVEL: 'silent', MONGODB_URL: '',
      QUOTA_TRIAL: '1234', QUOTA_PAID: '50000', TRIAL_DAYS: '7', TRIAL_CAP: '99',
    },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs a command that must succeed and returns its parsed JSON output. */
function ok<T>(...args: string[]): T {
  const r = admin(...args);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as T;
}

function fails(code: number, ...args: string[]): string {
  const r = admin(...args);
  expect(r.code).toBe(code);
  expect(r.stdout).toBe('');
  return r.stderr;
}

function newAccount(plan = 'paid'): string {
  return ok<{ id: string }>('create-account', '--name', `acme-${plan}`, '--plan', plan).id;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'orrery-admin-'));
  store = new SqliteStore(join(dir, 'orrery.sqlite'));
});
afterAll(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('help', () => {
  it('help and no command print the usage on stdout with exit 0', () => {
    for (const args of [['help'], [], ['--help']]) {
      const r = admin(...args);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: npm run admin -- <command>/);
      expect(r.stdout).toContain('create-account');
    }
  });
});

describe('accounts', () => {
  it('a trial account takes its quota, deadline and cap from the configuration', () => {
    const a = ok<{ id: string; plan: string; monthlyQuota: number; trialCap: number; createdAt: string; trialEndsAt: string }>(
      'create-account', '--name', 'trialist');
    expect(a.id).toMatch(/^acc_/);
    expect(a.plan).toBe('trial');
    expect(a.monthlyQuota).toBe(1234);
    expect(a.trialCap).toBe(99);
    expect(Date.parse(a.trialEndsAt) - Date.parse(a.createdAt)).toBe(7 * 86_400_000);
  });

  it('a paid account uses the paid quota, or --quota, and has no trial limits', () => {
    const a = ok<{ plan: string; monthlyQuota: number; trialEndsAt: null; trialCap: null }>('create-account', '--name', 'p', '--plan', 'paid');
    expect(a).toMatchObject({ plan: 'paid', monthlyQuota: 50000, trialEndsAt: null, trialCap: null });
    expect(ok<{ monthlyQuota: number }>('create-account', '--name', 'q', '--plan', 'paid', '--quota', '777').monthlyQuota).toBe(777);
  });

  it('list-accounts shows each account with its active key count', () => {
    const id = newAccount();
    ok('create-key', '--account', id);
    ok('create-key', '--account', id);
    const { accounts } = ok<{ accounts: { id: string; activeKeys: number }[] }>('list-accounts');
    expect(accounts.find((a) => a.id === id)?.activeKeys).toBe(2);
  });
});

describe('keys', () => {
  it('create-key prints a raw key once that authenticates against the store by its digest', async () => {
    const accountId = newAccount();
    const out = ok<Created>('create-key', '--account', accountId, '--label', 'prod');
    expect(out.apiKey).toMatch(KEY_RE);
    expect(out.note).toMatch(/shown once/);
    expect(out.key).toMatchObject({ accountId, label: 'prod', status: 'active' });
    expect(out.key.id).toMatch(/^key_/);
    const auth = await store.authenticate(hashKey(out.apiKey));
    expect(auth?.key.id).toBe(out.key.id);
    expect(auth?.account.id).toBe(accountId);
  });

  it('list-keys shows the records but never the raw key or its digest', () => {
    const accountId = newAccount();
    const out = ok<Created>('create-key', '--account', accountId);
    const r = admin('list-keys', '--account', accountId);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain(out.apiKey);
    expect(r.stdout).not.toContain(hashKey(out.apiKey));
    const listed = JSON.parse(r.stdout) as { accountId: string; keys: Record<string, unknown>[] };
    expect(listed.accountId).toBe(accountId);
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0]).toMatchObject({ id: out.key.id, label: 'default', status: 'active' });
    expect(Object.keys(listed.keys[0] ?? {})).not.toContain('hash');
  });

  it('rotate-key keeps the key id and label, and only the new secret authenticates', async () => {
    const accountId = newAccount();
    const first = ok<Created>('create-key', '--account', accountId, '--label', 'ci');
    const rotated = ok<Created & { key: { rotatedAt: string | null } }>('rotate-key', '--key', first.key.id);
    expect(rotated.key).toMatchObject({ id: first.key.id, label: 'ci', status: 'active' });
    expect(rotated.key.rotatedAt).not.toBeNull();
    expect(rotated.apiKey).toMatch(KEY_RE);
    expect(rotated.apiKey).not.toBe(first.apiKey);
    expect(await store.authenticate(hashKey(first.apiKey))).toBeNull();
    expect((await store.authenticate(hashKey(rotated.apiKey)))?.key.id).toBe(first.key.id);
  });

  it('revoke-key stops the key authenticating; a revoked key cannot be rotated or revoked again', async () => {
    const accountId = newAccount();
    const made = ok<Created>('create-key', '--account', accountId);
    const { key } = ok<{ key: KeyOut }>('revoke-key', '--key', made.key.id);
    expect(key).toMatchObject({ id: made.key.id, status: 'revoked' });
    expect(await store.authenticate(hashKey(made.apiKey))).toBeNull();
    expect(fails(1, 'rotate-key', '--key', made.key.id)).toMatch(/^error: .*revoked\n$/);
    expect(fails(1, 'revoke-key', '--key', made.key.id)).toMatch(/revoked/);
  });

  it('audit lists the key actions done from the CLI, newest first, marked admin-cli; --limit bounds it', () => {
    const accountId = newAccount();
    const made = ok<Created>('create-key', '--account', accountId);
    ok('rotate-key', '--key', made.key.id);
    ok('revoke-key', '--key', made.key.id);
    const out = ok<{ accountId: string; entries: { action: string; keyId: string; actor: string; ip: null; at: string }[] }>('audit', '--account', accountId);
    expect(out.accountId).toBe(accountId);
    expect(out.entries.map((e) => e.action)).toEqual(['key.revoked', 'key.rotated', 'key.created']);
    for (const e of out.entries) expect(e).toMatchObject({ keyId: made.key.id, actor: 'admin-cli', ip: null });
    expect(JSON.stringify(out)).not.toContain(made.apiKey);
    expect(ok<{ entries: unknown[] }>('audit', '--account', accountId, '--limit', '1').entries).toHaveLength(1);
    expect(fails(2, 'audit', '--account', accountId, '--limit', '0')).toMatch(/--limit must be an integer from 1 to 1000/);
    expect(fails(2, 'audit', '--account', accountId, '--limit', '1e3')).toMatch(/--limit/);
    expect(fails(1, 'audit', '--account', 'acc_doesnotexist')).toMatch(/no account/);
  });

  it('a 6th active key is refused with exit 1, and revoking one makes room', () => {
    const accountId = newAccount();
    const ids = Array.from({ length: 5 }, () => ok<Created>('create-key', '--account', accountId).key.id);
    const err = fails(1, 'create-key', '--account', accountId);
    expect(err).toMatch(/^error: .*5 active keys.*\n$/);
    expect(err.trim().split('\n')).toHaveLength(1);
    ok('revoke-key', '--key', ids[0] ?? '');
    expect(ok<Created>('create-key', '--account', accountId).key.status).toBe('active');
  });
});

describe('usage', () => {
  it('reports units reserved in the store for the current month, and nothing for another month', async () => {
    const accountId = newAccount();
    const { key } = ok<Created>('create-key', '--account', accountId);
    const now = new Date();
    const r = await store.reserve(accountId, key.id, [{ endpoint: 'natal', units: 3 }, { endpoint: 'lunar', units: 2 }], now);
    expect(r.ok).toBe(true);
    const report = ok<{ accountId: string; period: string; total: number; byEndpoint: Record<string, number>; byKey: { keyId: string; total: number }[] }>(
      'usage', '--account', accountId);
    expect(report).toMatchObject({ accountId, period: periodOf(now), total: 5, byEndpoint: { natal: 3, lunar: 2 } });
    expect(report.byKey).toEqual([{ keyId: key.id, total: 5, byEndpoint: { natal: 3, lunar: 2 } }]);
    expect(ok<{ period: string; total: number }>('usage', '--account', accountId, '--period', '2001-02')).toMatchObject({ period: '2001-02', total: 0 });
  });
});

describe('bad input', () => {
  it('an unknown command prints the usage on stderr with exit 2', () => {
    const err = fails(2, 'make-coffee');
    expect(err).toContain('unknown command "make-coffee"');
    expect(err).toContain('Usage: npm run admin');
  });

  it('bad options are usage errors (exit 2) with a clear one-line message', () => {
    const cases: [string[], RegExp][] = [
      [['create-account', '--name', 'x', '--plan', 'gold'], /--plan must be trial or paid/],
      [['create-account', '--name', 'x', '--quota', '0'], /--quota must be a positive integer/],
      [['create-account', '--name', 'x', '--quota', '12.5'], /--quota must be a positive integer/],
      [['create-account', '--name', 'x', '--quota=-3'], /--quota must be a positive integer/],
      [['create-account'], /--name is required/],
      [['create-key'], /--account is required/],
      [['list-keys'], /--account is required/],
      [['create-key', '--account', 'key_abc'], /--account must look like acc_/],
      [['revoke-key', '--key', 'acc_abc'], /--key must look like key_/],
      [['usage', '--account', 'acc_abc', '--period', '2024-13'], /--period must be YYYY-MM/],
      [['list-keys', '--account', 'acc_abc', '--label', 'x'], /--label does not apply to list-keys/],
      [['list-keys', '--acount', 'acc_abc'], /Unknown option/],
    ];
    for (const [args, message] of cases) {
      const err = fails(2, ...args);
      expect(err, args.join(' ')).toMatch(message);
      expect(err.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });

  it('ids of the right form that do not exist are errors with exit 1', () => {
    expect(fails(1, 'list-keys', '--account', 'acc_doesnotexist')).toBe('error: no account acc_doesnotexist\n');
    expect(fails(1, 'create-key', '--account', 'acc_doesnotexist')).toMatch(/no account/);
    expect(fails(1, 'usage', '--account', 'acc_doesnotexist')).toMatch(/no account/);
    expect(fails(1, 'rotate-key', '--key', 'key_doesnotexist')).toMatch(/no key key_doesnotexist/);
  });
});
