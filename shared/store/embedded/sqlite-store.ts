/**
 * The embedded store: SQLite on disk (better-sqlite3) in WAL mode. Safe for several processes at once
 * (a web cluster plus the admin CLI): writes take the database lock (BEGIN IMMEDIATE), unique indexes
 * guard key digests and marketplace ids, and counters change inside those transactions only.
 * Each request's units are committed before the response, so a crashed process loses no counted usage.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type {
  BulkJob, ChunkCompletion, ClaimedChunk, IdempotencyRecord, ItemResult, NewBulkJob, WebhookState,
} from '../jobs-ports.js';
import { newId } from '../keys.js';
import {
  MAX_ACTIVE_KEYS, periodOf, StoreError,
  dayOf, type Account, type AuthContext, type DailyUsage, type KeyRecord, type NewAccount, type Reservation,
  type AuditAction, type AuditEntry, type Session, type Store, type UsageLine, type UsageReport, type User,
  REQUEST_LOG_MAX, type PortalToken, type PortalTokenPurpose, type RequestLogEntry,
} from '../ports.js';
import { decideReservation } from '../quota.js';
import { buildUsageReport } from '../report.js';
import { migrateJobTables, SqliteJobs } from './sqlite-jobs.js';

interface AccountRow {
  id: string; name: string; plan: string; external_id: string | null; created_at: number;
  trial_ends_at: number | null; trial_cap: number | null; monthly_quota: number; total_used: number;
  period: string | null; period_used: number; active_keys: number;
}
interface KeyRow {
  id: string; account_id: string; label: string; prefix: string | null; status: string; created_at: number;
  last_used_at: number | null; rotated_at: number | null; revoked_at: number | null;
  prev_hash?: string | null; prev_expires_at?: number | null;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, plan TEXT NOT NULL, external_id TEXT UNIQUE,
  created_at INTEGER NOT NULL, trial_ends_at INTEGER, trial_cap INTEGER, monthly_quota INTEGER NOT NULL,
  total_used INTEGER NOT NULL DEFAULT 0, period TEXT, period_used INTEGER NOT NULL DEFAULT 0,
  active_keys INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS api_keys (
  id TEXT PRIMARY KEY, account_id TEXT NOT NULL REFERENCES accounts(id), hash TEXT NOT NULL UNIQUE,
  label TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER,
  rotated_at INTEGER, revoked_at INTEGER
);
CREATE INDEX IF NOT EXISTS api_keys_account ON api_keys(account_id);
CREATE TABLE IF NOT EXISTS usage (
  account_id TEXT NOT NULL, period TEXT NOT NULL, key_id TEXT NOT NULL, endpoint TEXT NOT NULL,
  units INTEGER NOT NULL, PRIMARY KEY (account_id, period, key_id, endpoint)
);
CREATE TABLE IF NOT EXISTS result_cache (key TEXT PRIMARY KEY, value TEXT NOT NULL, expires_at INTEGER NOT NULL);
-- The purge deletes by expiry: without this index each purge scanned the whole cache (found by the soak).
CREATE INDEX IF NOT EXISTS result_cache_expires ON result_cache(expires_at);
CREATE TABLE IF NOT EXISTS usage_daily (
  account_id TEXT NOT NULL, day TEXT NOT NULL, key_id TEXT NOT NULL, units INTEGER NOT NULL,
  PRIMARY KEY (account_id, day, key_id)
);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, account_id TEXT NOT NULL UNIQUE REFERENCES accounts(id),
  password_hash TEXT NOT NULL, created_at INTEGER NOT NULL, password_changed_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  id_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES users(id), account_id TEXT NOT NULL,
  csrf_token TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id);
CREATE INDEX IF NOT EXISTS sessions_expires ON sessions(expires_at);
CREATE TABLE IF NOT EXISTS audit_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, action TEXT NOT NULL, key_id TEXT,
  actor TEXT NOT NULL, ip TEXT, at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS audit_log_account ON audit_log(account_id, seq);
CREATE TABLE IF NOT EXISTS portal_tokens (
  token_hash TEXT PRIMARY KEY, purpose TEXT NOT NULL, email TEXT NOT NULL, user_id TEXT, password_hash TEXT,
  created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS portal_tokens_email ON portal_tokens(email, purpose);
CREATE TABLE IF NOT EXISTS request_log (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, account_id TEXT NOT NULL, key_id TEXT NOT NULL, at INTEGER NOT NULL,
  method TEXT NOT NULL, endpoint TEXT NOT NULL, status INTEGER NOT NULL, request_id TEXT NOT NULL, duration_ms REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS request_log_account ON request_log(account_id, seq);
CREATE INDEX IF NOT EXISTS request_log_request ON request_log(account_id, request_id);
`;

interface TokenRow {
  token_hash: string; purpose: string; email: string; user_id: string | null; password_hash: string | null; created_at: number; expires_at: number;
}
interface RequestRow {
  account_id: string; key_id: string; at: number; method: string; endpoint: string; status: number; request_id: string; duration_ms: number;
}

interface UserRow {
  id: string; email: string; account_id: string; password_hash: string; created_at: number; password_changed_at: number;
}
interface SessionRow {
  id_hash: string; user_id: string; account_id: string; csrf_token: string; created_at: number; expires_at: number;
}

function toUser(r: UserRow): User {
  return {
    id: r.id, email: r.email, accountId: r.account_id, passwordHash: r.password_hash,
    createdAt: new Date(r.created_at), passwordChangedAt: new Date(r.password_changed_at),
  };
}

function toToken(r: TokenRow): PortalToken {
  return {
    tokenHash: r.token_hash, purpose: r.purpose as PortalTokenPurpose, email: r.email, userId: r.user_id, passwordHash: r.password_hash,
    createdAt: new Date(r.created_at), expiresAt: new Date(r.expires_at),
  };
}

/** A unique-index violation becomes StoreError CONFLICT, as in the MongoDB adapter. */
function uniqueAsConflict<T>(fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    if (e instanceof Error && /UNIQUE constraint/.test(e.message)) throw new StoreError('CONFLICT', 'duplicate key digest');
    throw e;
  }
}

function toAccount(r: AccountRow): Account {
  return {
    id: r.id, name: r.name, plan: r.plan as Account['plan'], externalId: r.external_id,
    createdAt: new Date(r.created_at),
    trialEndsAt: r.trial_ends_at === null ? null : new Date(r.trial_ends_at),
    trialCap: r.trial_cap, monthlyQuota: r.monthly_quota, totalUsed: r.total_used, activeKeys: r.active_keys,
  };
}
function toKey(r: KeyRow): KeyRecord {
  return {
    id: r.id, accountId: r.account_id, label: r.label, prefix: r.prefix ?? null, status: r.status as KeyRecord['status'],
    createdAt: new Date(r.created_at),
    lastUsedAt: r.last_used_at === null ? null : new Date(r.last_used_at),
    rotatedAt: r.rotated_at === null ? null : new Date(r.rotated_at),
    revokedAt: r.revoked_at === null ? null : new Date(r.revoked_at),
    previousExpiresAt: r.prev_hash && r.prev_expires_at ? new Date(r.prev_expires_at) : null,
  };
}


/** Authenticated keys remembered at most (the cache is emptied when full). */
const AUTH_CACHE_MAX = 10_000;

interface PendingReservation {
  accountId: string;
  keyId: string;
  lines: UsageLine[];
  now: Date;
  resolve: (r: Reservation) => void;
  reject: (err: unknown) => void;
}

export class SqliteStore implements Store {
  readonly kind = 'embedded' as const;
  private readonly db: Database.Database;
  private readonly q;
  private readonly lastTouched = new Map<string, number>();
  private pending: PendingReservation[] = [];
  private readonly authCache = new Map<string, AuthContext>();
  private authVersion = -1;
  /** Bulk jobs, idempotency records and webhook secrets (their tables and statements live there). */
  private readonly jobs: SqliteJobs;

  constructor(readonly file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    // WAL + NORMAL: a commit survives a process crash (it is in the OS page cache); only a power
    // loss can drop the last transactions.
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 10000');
    this.db.pragma('foreign_keys = ON');
    // The schema and its migrations in one IMMEDIATE transaction: two processes opening a new or older file
    // at once (the web and worker roles sharing DATA_DIR, two web processes) would otherwise both read a
    // table without a column and both add it, and the second would fail ('duplicate column name'). Under
    // the write lock the second one reads the table again after the first has committed.
    this.db.transaction(() => {
      this.db.exec(SCHEMA);
      // Stores made before key prefixes were kept get the column (old keys show no prefix).
      const keyColumns = this.db.prepare<[], { name: string }>('PRAGMA table_info(api_keys)').all();
      if (!keyColumns.some((c) => c.name === 'prefix')) this.db.exec('ALTER TABLE api_keys ADD COLUMN prefix TEXT');
      // ... and the previous secret of a rotation with a grace period.
      if (!keyColumns.some((c) => c.name === 'prev_hash')) {
        this.db.exec('ALTER TABLE api_keys ADD COLUMN prev_hash TEXT; ALTER TABLE api_keys ADD COLUMN prev_expires_at INTEGER');
      }
      const sessionColumns = this.db.prepare<[], { name: string }>('PRAGMA table_info(sessions)').all();
      if (!sessionColumns.some((c) => c.name === 'flash')) this.db.exec('ALTER TABLE sessions ADD COLUMN flash TEXT');
      this.db.exec('CREATE INDEX IF NOT EXISTS api_keys_prev_hash ON api_keys(prev_hash) WHERE prev_hash IS NOT NULL');
      migrateJobTables(this.db);
    }).immediate();
    this.jobs = new SqliteJobs(this.db);
    const d = this.db;
    this.q = {
      insertAccount: d.prepare(`INSERT INTO accounts (id,name,plan,external_id,created_at,trial_ends_at,trial_cap,monthly_quota)
        VALUES (@id,@name,@plan,@external_id,@created_at,@trial_ends_at,@trial_cap,@monthly_quota)`),
      account: d.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE id = ?'),
      accountByExternal: d.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE external_id = ?'),
      accounts: d.prepare<[], AccountRow>('SELECT * FROM accounts ORDER BY created_at, id'),
      countAccounts: d.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM accounts'),
      insertKey: d.prepare(`INSERT INTO api_keys (id,account_id,hash,label,status,created_at,prefix) VALUES (?,?,?,?, 'active', ?, ?)`),
      key: d.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE id = ?'),
      keysOf: d.prepare<[string], KeyRow>('SELECT * FROM api_keys WHERE account_id = ? ORDER BY created_at, id'),
      auth: d.prepare<[string], KeyRow & { a_name: string; a_plan: string; a_external_id: string | null; a_created_at: number;
        a_trial_ends_at: number | null; a_trial_cap: number | null; a_monthly_quota: number; a_total_used: number;
        a_period: string | null; a_period_used: number; a_active_keys: number }>(
        `SELECT k.*, a.name AS a_name, a.plan AS a_plan, a.external_id AS a_external_id, a.created_at AS a_created_at,
          a.trial_ends_at AS a_trial_ends_at, a.trial_cap AS a_trial_cap, a.monthly_quota AS a_monthly_quota,
          a.total_used AS a_total_used, a.period AS a_period, a.period_used AS a_period_used, a.active_keys AS a_active_keys
         FROM api_keys k JOIN accounts a ON a.id = k.account_id WHERE k.hash = ? AND k.status = 'active'`),
      authPrev: d.prepare<[string, number], KeyRow & { a_name: string; a_plan: string; a_external_id: string | null; a_created_at: number;
        a_trial_ends_at: number | null; a_trial_cap: number | null; a_monthly_quota: number; a_total_used: number;
        a_period: string | null; a_period_used: number; a_active_keys: number }>(
        `SELECT k.*, a.name AS a_name, a.plan AS a_plan, a.external_id AS a_external_id, a.created_at AS a_created_at,
          a.trial_ends_at AS a_trial_ends_at, a.trial_cap AS a_trial_cap, a.monthly_quota AS a_monthly_quota,
          a.total_used AS a_total_used, a.period AS a_period, a.period_used AS a_period_used, a.active_keys AS a_active_keys
         FROM api_keys k JOIN accounts a ON a.id = k.account_id
         WHERE k.prev_hash = ? AND k.prev_expires_at > ? AND k.status = 'active'`),
      incKeys: d.prepare('UPDATE accounts SET active_keys = active_keys + ? WHERE id = ?'),
      rotate: d.prepare(`UPDATE api_keys SET prev_hash = CASE WHEN @grace IS NULL THEN NULL ELSE hash END, prev_expires_at = @grace,
        hash = @hash, rotated_at = @now, prefix = @prefix WHERE id = @id AND status = 'active'`),
      revoke: d.prepare(`UPDATE api_keys SET status = 'revoked', revoked_at = ?, prev_hash = NULL, prev_expires_at = NULL WHERE id = ? AND status = 'active'`),
      insertToken: d.prepare(`INSERT INTO portal_tokens (token_hash,purpose,email,user_id,password_hash,created_at,expires_at)
        VALUES (@tokenHash,@purpose,@email,@userId,@passwordHash,@createdAt,@expiresAt)`),
      token: d.prepare<[string, string, number], TokenRow>('SELECT * FROM portal_tokens WHERE token_hash = ? AND purpose = ? AND expires_at > ?'),
      deleteToken: d.prepare('DELETE FROM portal_tokens WHERE token_hash = ?'),
      dropTokens: d.prepare('DELETE FROM portal_tokens WHERE email = ? AND purpose = ?'),
      purgeTokens: d.prepare('DELETE FROM portal_tokens WHERE expires_at <= ?'),
      insertRequest: d.prepare(`INSERT INTO request_log (account_id,key_id,at,method,endpoint,status,request_id,duration_ms)
        VALUES (@accountId,@keyId,@at,@method,@endpoint,@status,@requestId,@durationMs)`),
      // Deletes what lies beyond the newest REQUEST_LOG_MAX entries of an account (an index range scan).
      trimRequests: d.prepare(`DELETE FROM request_log WHERE account_id = @a AND seq <= (
        SELECT seq FROM request_log WHERE account_id = @a ORDER BY seq DESC LIMIT 1 OFFSET ${REQUEST_LOG_MAX})`),
      count: d.prepare(`UPDATE accounts SET total_used = total_used + @units,
        period_used = CASE WHEN period = @period THEN period_used + @units ELSE @units END, period = @period WHERE id = @id`),
      uncount: d.prepare(`UPDATE accounts SET total_used = MAX(0, total_used - @units),
        period_used = CASE WHEN period = @period THEN MAX(0, period_used - @units) ELSE period_used END WHERE id = @id`),
      usageAdd: d.prepare(`INSERT INTO usage (account_id,period,key_id,endpoint,units) VALUES (@a,@p,@k,@e,@u)
        ON CONFLICT(account_id,period,key_id,endpoint) DO UPDATE SET units = units + excluded.units`),
      touchKey: d.prepare('UPDATE api_keys SET last_used_at = ? WHERE id = ?'),
      dailyAdd: d.prepare(`INSERT INTO usage_daily (account_id,day,key_id,units) VALUES (@a,@d,@k,@u)
        ON CONFLICT(account_id,day,key_id) DO UPDATE SET units = units + excluded.units`),
      dailyOf: d.prepare<[string, string, string], DailyUsage>(
        `SELECT day, SUM(units) AS units FROM usage_daily WHERE account_id = ? AND day >= ? AND day <= ?
         GROUP BY day HAVING SUM(units) > 0 ORDER BY day`),
      insertUser: d.prepare(`INSERT INTO users (id,email,account_id,password_hash,created_at,password_changed_at)
        VALUES (@id,@email,@account_id,@password_hash,@created_at,@created_at)`),
      userByEmail: d.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?'),
      user: d.prepare<[string], UserRow>('SELECT * FROM users WHERE id = ?'),
      setPassword: d.prepare('UPDATE users SET password_hash = ?, password_changed_at = ? WHERE id = ?'),
      insertSession: d.prepare(`INSERT INTO sessions (id_hash,user_id,account_id,csrf_token,created_at,expires_at)
        VALUES (@idHash,@userId,@accountId,@csrfToken,@createdAt,@expiresAt)`),
      session: d.prepare<[string, number], SessionRow>('SELECT * FROM sessions WHERE id_hash = ? AND expires_at > ?'),
      deleteSession: d.prepare('DELETE FROM sessions WHERE id_hash = ?'),
      setFlash: d.prepare('UPDATE sessions SET flash = ? WHERE id_hash = ?'),
      flash: d.prepare<[string], { flash: string | null }>('SELECT flash FROM sessions WHERE id_hash = ?'),
      deleteSessionsOf: d.prepare('DELETE FROM sessions WHERE user_id = ?'),
      purgeSessions: d.prepare('DELETE FROM sessions WHERE expires_at <= ?'),
      usageOf: d.prepare<[string, string], { key_id: string; endpoint: string; units: number }>(
        'SELECT key_id, endpoint, units FROM usage WHERE account_id = ? AND period = ? ORDER BY key_id, endpoint'),
      cacheGet: d.prepare<[string, number], { value: string }>('SELECT value FROM result_cache WHERE key = ? AND expires_at > ?'),
      cacheSet: d.prepare('INSERT OR REPLACE INTO result_cache (key, value, expires_at) VALUES (?, ?, ?)'),
      cachePurge: d.prepare('DELETE FROM result_cache WHERE expires_at <= ?'),
      dataVersion: d.prepare('PRAGMA data_version').pluck(),
    };
  }

  async init(): Promise<void> {}

  async ping(): Promise<boolean> {
    try {
      this.db.prepare('SELECT 1').get();
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    // Calls waiting for the group commit are decided and answered first.
    if (this.pending.length && this.db.open) this.flushReservations();
    if (this.db.open) this.db.close();
  }

  async createAccount(input: NewAccount, now: Date): Promise<Account> {
    return toAccount(this.mustAccount(this.insertAccount(input, now)));
  }

  private insertAccount(input: NewAccount, now: Date): string {
    const id = newId('acc');
    const trial = input.plan === 'trial';
    try {
      this.q.insertAccount.run({
        id, name: input.name, plan: input.plan, external_id: input.externalId ?? null, created_at: now.getTime(),
        trial_ends_at: trial ? now.getTime() + (input.trialDays ?? 14) * 86_400_000 : null,
        trial_cap: trial ? (input.trialCap ?? 5000) : null, monthly_quota: input.monthlyQuota,
      });
    } catch (e) {
      if (e instanceof Error && /UNIQUE/.test(e.message)) throw new StoreError('CONFLICT', 'external id already used');
      throw e;
    }
    return id;
  }

  private mustAccount(id: string): AccountRow {
    const r = this.q.account.get(id);
    if (!r) throw new StoreError('NOT_FOUND', `no account ${id}`);
    return r;
  }

  async getAccount(id: string): Promise<Account | null> {
    const r = this.q.account.get(id);
    return r ? toAccount(r) : null;
  }

  async listAccounts(): Promise<Account[]> {
    return this.q.accounts.all().map(toAccount);
  }

  async countAccounts(): Promise<number> {
    return this.q.countAccounts.get()?.n ?? 0;
  }

  async marketplaceAccount(externalId: string, monthlyQuota: number, now: Date): Promise<Account> {
    const found = this.q.accountByExternal.get(externalId);
    if (found) return toAccount(found);
    try {
      return await this.createAccount({ name: `marketplace:${externalId}`, plan: 'marketplace', monthlyQuota, externalId }, now);
    } catch (e) {
      // Another process created it first: the unique index decided.
      const again = this.q.accountByExternal.get(externalId);
      if (again) return toAccount(again);
      throw e;
    }
  }

  async createKey(accountId: string, label: string, keyHash: string, now: Date, prefix?: string): Promise<KeyRecord> {
    const id = newId('key');
    this.db.transaction(() => {
      const acc = this.mustAccount(accountId);
      if (acc.active_keys >= MAX_ACTIVE_KEYS) {
        throw new StoreError('KEY_LIMIT', `an account holds at most ${MAX_ACTIVE_KEYS} active keys`);
      }
      uniqueAsConflict(() => this.q.insertKey.run(id, accountId, keyHash, label, now.getTime(), prefix ?? null));
      this.q.incKeys.run(1, accountId);
    }).immediate();
    return toKey(this.q.key.get(id) as KeyRow);
  }

  /**
   * One indexed join per request (the hot path), remembered while the database is unchanged by any
   * other connection: SQLite's `PRAGMA data_version` moves whenever another connection (another web
   * process, the admin CLI) commits, and this process's own key changes clear the cache directly. So a
   * revoked or rotated key is refused on the next request, as without the cache. In a web cluster the
   * processes' reservations move each other's data_version, and lookups then simply happen every time.
   */
  async authenticate(keyHash: string, now: Date = new Date()): Promise<AuthContext | null> {
    const version = this.q.dataVersion.get() as number;
    if (version !== this.authVersion) {
      this.authCache.clear();
      this.authVersion = version;
    }
    const hit = this.authCache.get(keyHash);
    if (hit) return hit;
    const ctx = this.lookupKey(keyHash);
    if (!ctx) {
      // A previous secret in its grace period: looked up every time (not cached), so it ends on time.
      const prev = this.q.authPrev.get(keyHash, now.getTime());
      return prev ? this.authContext(prev) : null;
    }
    if (this.authCache.size >= AUTH_CACHE_MAX) this.authCache.clear();
    this.authCache.set(keyHash, ctx);
    return ctx;
  }

  private lookupKey(keyHash: string): AuthContext | null {
    const r = this.q.auth.get(keyHash);
    return r ? this.authContext(r) : null;
  }

  private authContext(r: KeyRow & { a_name: string; a_plan: string; a_external_id: string | null; a_created_at: number;
    a_trial_ends_at: number | null; a_trial_cap: number | null; a_monthly_quota: number; a_total_used: number;
    a_period: string | null; a_period_used: number; a_active_keys: number }): AuthContext {
    const account = toAccount({
      id: r.account_id, name: r.a_name, plan: r.a_plan, external_id: r.a_external_id, created_at: r.a_created_at,
      trial_ends_at: r.a_trial_ends_at, trial_cap: r.a_trial_cap, monthly_quota: r.a_monthly_quota,
      total_used: r.a_total_used, period: r.a_period, period_used: r.a_period_used, active_keys: r.a_active_keys,
    });
    return { key: toKey(r), account };
  }

  async getKey(keyId: string): Promise<KeyRecord | null> {
    const r = this.q.key.get(keyId);
    return r ? toKey(r) : null;
  }

  async listKeys(accountId: string): Promise<KeyRecord[]> {
    return this.q.keysOf.all(accountId).map(toKey);
  }

  async rotateKey(keyId: string, newKeyHash: string, now: Date, newPrefix?: string, graceUntil?: Date | null): Promise<KeyRecord> {
    this.authCache.clear();
    const grace = graceUntil && graceUntil.getTime() > now.getTime() ? graceUntil.getTime() : null;
    const changed = uniqueAsConflict(() => this.q.rotate.run({ hash: newKeyHash, now: now.getTime(), prefix: newPrefix ?? null, id: keyId, grace })).changes;
    if (!changed) throw this.keyProblem(keyId);
    return toKey(this.q.key.get(keyId) as KeyRow);
  }

  async revokeKey(keyId: string, now: Date): Promise<KeyRecord> {
    this.authCache.clear();
    this.db.transaction(() => {
      const k = this.q.key.get(keyId);
      if (!k || k.status !== 'active') throw this.keyProblem(keyId);
      this.q.revoke.run(now.getTime(), keyId);
      this.q.incKeys.run(-1, k.account_id);
    }).immediate();
    return toKey(this.q.key.get(keyId) as KeyRow);
  }

  private keyProblem(keyId: string): StoreError {
    const k = this.q.key.get(keyId);
    return k ? new StoreError('REVOKED', `key ${keyId} is revoked`) : new StoreError('NOT_FOUND', `no key ${keyId}`);
  }

  /**
   * Reservations are group-committed: the calls made during one turn of the event loop are decided in
   * order inside ONE write transaction, committed, and only then answered. Each call still sees every
   * earlier one (same rule, same order as one transaction each), nothing is answered before it is on
   * disk, and a busy web thread pays one commit per turn instead of one per request.
   */
  reserve(accountId: string, keyId: string, lines: UsageLine[], now: Date): Promise<Reservation> {
    return new Promise((resolve, reject) => {
      this.pending.push({ accountId, keyId, lines, now, resolve, reject });
      if (this.pending.length === 1) setImmediate(this.flushReservations);
    });
  }

  private readonly flushReservations = (): void => {
    const group = this.pending;
    this.pending = [];
    let outcomes: (Reservation | Error)[];
    try {
      outcomes = this.db.transaction(() => group.map((r) => this.reserveInTx(r))).immediate();
    } catch (err) {
      // The transaction itself failed (disk, lock timeout): nothing was counted, every call hears it.
      for (const r of group) r.reject(err);
      return;
    }
    group.forEach((r, i) => {
      const o = outcomes[i];
      if (o instanceof Error) r.reject(o);
      else r.resolve(o);
    });
  };

  /** One reservation inside the group's transaction. Per-call problems (no such account) fail that call only. */
  private reserveInTx(r: PendingReservation): Reservation | Error {
    const units = r.lines.reduce((s, l) => s + l.units, 0);
    const period = periodOf(r.now);
    const a = this.q.account.get(r.accountId);
    if (!a) return new StoreError('NOT_FOUND', `no account ${r.accountId}`);
    const decision = decideReservation(
      {
        plan: a.plan, trialEndsAt: a.trial_ends_at === null ? null : new Date(a.trial_ends_at), trialCap: a.trial_cap,
        monthlyQuota: a.monthly_quota, totalUsed: a.total_used, period: a.period, periodUsed: a.period_used,
      },
      units,
      r.now,
    );
    if (!decision.ok) return decision;
    this.q.count.run({ units, period, id: r.accountId });
    for (const l of r.lines) this.q.usageAdd.run({ a: r.accountId, p: period, k: r.keyId, e: l.endpoint, u: l.units });
    this.q.dailyAdd.run({ a: r.accountId, d: dayOf(r.now), k: r.keyId, u: units });
    // lastUsedAt has one-minute resolution: one write a minute per key instead of one per request.
    const t = r.now.getTime();
    const last = this.lastTouched.get(r.keyId) ?? 0;
    if (t - last >= 60_000 || t < last) {
      this.q.touchKey.run(t, r.keyId);
      this.lastTouched.set(r.keyId, t);
    }
    return decision;
  }

  async release(accountId: string, keyId: string, lines: UsageLine[], now: Date): Promise<void> {
    this.releaseSync(accountId, keyId, lines, now);
  }

  private releaseSync(accountId: string, keyId: string, lines: UsageLine[], now: Date): void {
    const units = lines.reduce((s, l) => s + l.units, 0);
    if (units <= 0) return;
    const period = periodOf(now);
    this.db.transaction(() => {
      this.q.uncount.run({ units, period, id: accountId });
      for (const l of lines) this.q.usageAdd.run({ a: accountId, p: period, k: keyId, e: l.endpoint, u: -l.units });
      this.q.dailyAdd.run({ a: accountId, d: dayOf(now), k: keyId, u: -units });
    }).immediate();
  }

  async dailyUsage(accountId: string, fromDay: string, toDay: string): Promise<DailyUsage[]> {
    return this.q.dailyOf.all(accountId, fromDay, toDay);
  }

  async createUser(email: string, passwordHash: string, account: NewAccount, now: Date): Promise<{ user: User; account: Account }> {
    const userId = newId('usr');
    let accountId = '';
    this.db.transaction(() => {
      if (this.q.userByEmail.get(email)) throw new StoreError('CONFLICT', 'email already registered');
      accountId = this.insertAccount(account, now);
      this.q.insertUser.run({ id: userId, email, account_id: accountId, password_hash: passwordHash, created_at: now.getTime() });
    }).immediate();
    return { user: toUser(this.q.user.get(userId) as UserRow), account: toAccount(this.mustAccount(accountId)) };
  }

  async userByEmail(email: string): Promise<User | null> {
    const r = this.q.userByEmail.get(email);
    return r ? toUser(r) : null;
  }

  async getUser(userId: string): Promise<User | null> {
    const r = this.q.user.get(userId);
    return r ? toUser(r) : null;
  }

  async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
    this.db.transaction(() => {
      if (!this.q.setPassword.run(passwordHash, now.getTime(), userId).changes) throw new StoreError('NOT_FOUND', `no user ${userId}`);
      this.q.deleteSessionsOf.run(userId);
    }).immediate();
  }

  async createSession(s: Session): Promise<void> {
    this.q.insertSession.run({ ...s, createdAt: s.createdAt.getTime(), expiresAt: s.expiresAt.getTime() });
    // Expired sessions are purged now and then.
    if (Math.random() < 0.05) this.q.purgeSessions.run(s.createdAt.getTime());
  }

  async getSession(idHash: string, now: Date): Promise<Session | null> {
    const r = this.q.session.get(idHash, now.getTime());
    return r
      ? { idHash: r.id_hash, userId: r.user_id, accountId: r.account_id, csrfToken: r.csrf_token,
        createdAt: new Date(r.created_at), expiresAt: new Date(r.expires_at) }
      : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    this.q.deleteSession.run(idHash);
  }

  async setSessionFlash(idHash: string, flash: string | null): Promise<void> {
    this.q.setFlash.run(flash, idHash);
  }

  async takeSessionFlash(idHash: string): Promise<string | null> {
    return this.db.transaction(() => {
      const r = this.q.flash.get(idHash);
      if (!r?.flash) return null;
      this.q.setFlash.run(null, idHash);
      return r.flash;
    }).immediate();
  }

  async usage(accountId: string, period: string): Promise<UsageReport> {
    const rows = this.q.usageOf.all(accountId, period).filter((r) => r.units > 0);
    return buildUsageReport(accountId, period, rows.map((r) => ({ keyId: r.key_id, endpoint: r.endpoint, units: r.units })));
  }

  async cacheGet(key: string, now: Date): Promise<string | null> {
    return this.q.cacheGet.get(key, now.getTime())?.value ?? null;
  }

  async cacheSet(key: string, value: string, ttlSeconds: number, now: Date): Promise<void> {
    this.q.cacheSet.run(key, value, now.getTime() + ttlSeconds * 1000);
    // Expired rows are purged now and then, as MongoDB's TTL monitor does for the other adapter.
    if (Math.random() < 0.01) this.q.cachePurge.run(now.getTime());
  }
  async createPortalToken(t: PortalToken): Promise<void> {
    this.q.insertToken.run({ ...t, createdAt: t.createdAt.getTime(), expiresAt: t.expiresAt.getTime() });
    if (Math.random() < 0.05) this.q.purgeTokens.run(t.createdAt.getTime());
  }

  async peekPortalToken(tokenHash: string, purpose: PortalTokenPurpose, now: Date): Promise<PortalToken | null> {
    const r = this.q.token.get(tokenHash, purpose, now.getTime());
    return r ? toToken(r) : null;
  }

  async takePortalToken(tokenHash: string, purpose: PortalTokenPurpose, now: Date): Promise<PortalToken | null> {
    // Read and delete in one write transaction: of two concurrent takes, one finds the row gone.
    return this.db.transaction(() => {
      const r = this.q.token.get(tokenHash, purpose, now.getTime());
      if (!r) return null;
      this.q.deleteToken.run(tokenHash);
      return toToken(r);
    }).immediate();
  }

  async dropPortalTokens(email: string, purpose: PortalTokenPurpose): Promise<void> {
    this.q.dropTokens.run(email, purpose);
  }

  async appendRequests(entries: RequestLogEntry[]): Promise<void> {
    if (!entries.length) return;
    this.db.transaction(() => {
      const accounts = new Set<string>();
      for (const e of entries) {
        this.q.insertRequest.run({ ...e, at: e.at.getTime() });
        accounts.add(e.accountId);
      }
      for (const a of accounts) this.q.trimRequests.run({ a });
    }).immediate();
  }

  async requestLog(accountId: string, filter: { keyId?: string; requestId?: string; limit: number }): Promise<RequestLogEntry[]> {
    const where = ['account_id = ?'];
    const args: (string | number)[] = [accountId];
    if (filter.keyId) {
      where.push('key_id = ?');
      args.push(filter.keyId);
    }
    if (filter.requestId) {
      where.push('request_id = ?');
      args.push(filter.requestId);
    }
    args.push(Math.max(1, Math.min(filter.limit, REQUEST_LOG_MAX)));
    const rows = this.db
      .prepare<(string | number)[], RequestRow>(`SELECT * FROM request_log WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT ?`)
      .all(...args);
    return rows.map((r) => ({
      accountId: r.account_id, keyId: r.key_id, at: new Date(r.at), method: r.method, endpoint: r.endpoint, status: r.status,
      requestId: r.request_id, durationMs: r.duration_ms,
    }));
  }

  // Bulk jobs, idempotency and webhook secrets: see sqlite-jobs.ts.
  async audit(e: AuditEntry): Promise<void> {
    this.db
      .prepare('INSERT INTO audit_log (account_id, action, key_id, actor, ip, at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(e.accountId, e.action, e.keyId, e.actor, e.ip, e.at.getTime());
  }

  async auditLog(accountId: string, limit: number): Promise<AuditEntry[]> {
    const rows = this.db
      .prepare<[string, number], { account_id: string; action: string; key_id: string | null; actor: string; ip: string | null; at: number }>(
        'SELECT account_id, action, key_id, actor, ip, at FROM audit_log WHERE account_id = ? ORDER BY seq DESC LIMIT ?',
      )
      .all(accountId, Math.max(1, Math.min(limit, 10_000)));
    return rows.map((r) => ({ accountId: r.account_id, action: r.action as AuditAction, keyId: r.key_id, actor: r.actor, ip: r.ip, at: new Date(r.at) }));
  }

  createJob(job: NewBulkJob, now: Date): Promise<BulkJob> { return this.jobs.createJob(job, now); }
  getJob(accountId: string, jobId: string, now: Date): Promise<BulkJob | null> { return this.jobs.getJob(accountId, jobId, now); }
  getJobById(jobId: string): Promise<BulkJob | null> { return this.jobs.getJobById(jobId); }
  claimChunk(jobId: string, index: number, now: Date): Promise<ClaimedChunk | null> { return this.jobs.claimChunk(jobId, index, now); }
  async completeChunk(jobId: string, index: number, results: ItemResult[], now: Date, refund: UsageLine[] = []): Promise<ChunkCompletion> {
    // The refund commits with the chunk's first completion: a process that dies in between loses neither.
    return this.db.transaction(() => {
      const c = this.jobs.completeChunkSync(jobId, index, results, now);
      if (c.first) this.releaseSync(c.job.accountId, c.job.keyId, refund, now);
      return c;
    }).immediate();
  }
  cancelJob(accountId: string, jobId: string, now: Date): Promise<{ job: BulkJob; cancelledItems: number; finishedJob: boolean } | null> {
    return this.jobs.cancelJob(accountId, jobId, now);
  }
  jobResults(jobId: string, offset: number, limit: number): Promise<{ index: number; result: ItemResult }[]> {
    return this.jobs.jobResults(jobId, offset, limit);
  }
  recordWebhook(jobId: string, state: WebhookState): Promise<void> { return this.jobs.recordWebhook(jobId, state); }
  unfinishedJobs(): Promise<BulkJob[]> { return this.jobs.unfinishedJobs(); }
  openChunks(jobId: string): Promise<number[]> { return this.jobs.openChunks(jobId); }
  sweepJobs(now: Date): Promise<number> { return this.jobs.sweepJobs(now); }
  idempotencyBegin(accountId: string, key: string, requestHash: string, ttlSeconds: number, now: Date): Promise<IdempotencyRecord> {
    return this.jobs.idempotencyBegin(accountId, key, requestHash, ttlSeconds, now);
  }
  idempotencyFinish(accountId: string, key: string, status: number, body: string, headers: Record<string, string>, now: Date): Promise<void> {
    return this.jobs.idempotencyFinish(accountId, key, status, body, headers, now);
  }
  idempotencyAbort(accountId: string, key: string): Promise<void> { return this.jobs.idempotencyAbort(accountId, key); }
  webhookSecret(accountId: string, now: Date): Promise<string> { return this.jobs.webhookSecret(accountId, now); }
  rotateWebhookSecret(accountId: string, now: Date): Promise<string> { return this.jobs.rotateWebhookSecret(accountId, now); }
}
