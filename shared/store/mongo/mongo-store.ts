/**
 * The MongoDB store (official driver). Works on a standalone server: nothing relies on transactions.
 * Every invariant lives in one document and is kept by one conditional, atomic update of it:
 * the quota counters (reserve/release) and the active key count (createKey/revokeKey) on the account,
 * unique indexes for key digests, marketplace ids, usage rows, emails and the one login per account.
 * The one write spanning two documents, signup (account + user), undoes its first half on failure.
 * Dates are BSON Dates.
 */
import { MongoClient, type Collection, type Db, type Document, type Filter } from 'mongodb';
import type {
  BulkJob, ChunkCompletion, ClaimedChunk, IdempotencyRecord, ItemResult, NewBulkJob, WebhookState,
} from '../jobs-ports.js';
import { newId } from '../keys.js';
import {
  MAX_ACTIVE_KEYS, periodOf, StoreError,
  dayOf, type Account, type AuthContext, type DailyUsage, type KeyRecord, type KeyStatus, type NewAccount, type Plan,
  type AuditEntry, type Reservation, type Session, type Store, type UsageLine, type UsageReport, type User,
  REQUEST_LOG_MAX, type PortalToken, type PortalTokenPurpose, type RequestLogEntry,
} from '../ports.js';
import { decideReservation, type QuotaFields } from '../quota.js';
import { buildUsageReport } from '../report.js';
import { isDuplicateKey, MongoJobs } from './mongo-jobs.js';

interface AccountDoc {
  _id: string; name: string; plan: Plan; externalId: string | null; createdAt: Date;
  trialEndsAt: Date | null; trialCap: number | null; monthlyQuota: number; totalUsed: number;
  activeKeys: number;
  /** The monthly period `periodUsed` counts ('YYYY-MM'); null before the first reservation. */
  period: string | null; periodUsed: number;
}
interface KeyDoc {
  _id: string; accountId: string; hash: string; label: string;
  /** Missing on keys made before prefixes were kept. */
  prefix?: string | null;
  status: KeyStatus; createdAt: Date; lastUsedAt: Date | null; rotatedAt: Date | null; revokedAt: Date | null;
  /** The previous secret's digest and its end, after a rotation with a grace period. */
  prevHash?: string | null; prevExpiresAt?: Date | null;
}
/** _id is the SHA-256 digest of the link's token. */
interface TokenDoc {
  _id: string; purpose: PortalTokenPurpose; email: string; userId: string | null; passwordHash: string | null; createdAt: Date; expiresAt: Date;
}
interface RequestDoc extends RequestLogEntry { seq: number }
interface UsageDoc { accountId: string; period: string; keyId: string; endpoint: string; units: number }
interface DailyDoc { accountId: string; day: string; keyId: string; units: number }
interface UserDoc {
  _id: string; email: string; accountId: string; passwordHash: string; createdAt: Date; passwordChangedAt: Date;
}
/** _id is the SHA-256 digest of the cookie's token. */
interface SessionDoc {
  _id: string; userId: string; accountId: string; csrfToken: string; createdAt: Date; expiresAt: Date;
  flash?: string | null;
}
interface CacheDoc { _id: string; value: string; expiresAt: Date }

/** How often a reservation is retried when its conditional update lost a race against a release. */
const RESERVE_ATTEMPTS = 5;

function toAccount(d: AccountDoc): Account {
  return {
    id: d._id, name: d.name, plan: d.plan, externalId: d.externalId ?? null, createdAt: d.createdAt,
    trialEndsAt: d.trialEndsAt ?? null, trialCap: d.trialCap ?? null, monthlyQuota: d.monthlyQuota,
    totalUsed: d.totalUsed, activeKeys: d.activeKeys,
  };
}
function toKey(d: KeyDoc): KeyRecord {
  return {
    id: d._id, accountId: d.accountId, label: d.label, prefix: d.prefix ?? null, status: d.status, createdAt: d.createdAt,
    lastUsedAt: d.lastUsedAt ?? null, rotatedAt: d.rotatedAt ?? null, revokedAt: d.revokedAt ?? null,
    previousExpiresAt: d.prevHash && d.prevExpiresAt ? d.prevExpiresAt : null,
  };
}
function toUser(d: UserDoc): User {
  return {
    id: d._id, email: d.email, accountId: d.accountId, passwordHash: d.passwordHash, createdAt: d.createdAt,
    passwordChangedAt: d.passwordChangedAt,
  };
}
function toSession(d: SessionDoc): Session {
  return {
    idHash: d._id, userId: d.userId, accountId: d.accountId, csrfToken: d.csrfToken, createdAt: d.createdAt,
    expiresAt: d.expiresAt,
  };
}
function toToken(d: TokenDoc): PortalToken {
  return {
    tokenHash: d._id, purpose: d.purpose, email: d.email, userId: d.userId ?? null, passwordHash: d.passwordHash ?? null,
    createdAt: d.createdAt, expiresAt: d.expiresAt,
  };
}
function quotaFields(d: AccountDoc): QuotaFields {
  return {
    plan: d.plan, trialEndsAt: d.trialEndsAt ?? null, trialCap: d.trialCap ?? null, monthlyQuota: d.monthlyQuota,
    totalUsed: d.totalUsed, period: d.period ?? null, periodUsed: d.periodUsed ?? 0,
  };
}
/** A missing field and null both count as null ($eq alone treats "missing" apart from null). */
function isNull(field: string): Document {
  return { $eq: [{ $ifNull: [field, null] }, null] };
}
function sumUnits(lines: UsageLine[]): number {
  return lines.reduce((s, l) => s + l.units, 0);
}

export class MongoStore implements Store {
  readonly kind = 'mongodb' as const;
  private readonly client: MongoClient;
  private readonly db: Db;
  private readonly accounts: Collection<AccountDoc>;
  private readonly keys: Collection<KeyDoc>;
  private readonly usageRows: Collection<UsageDoc>;
  private readonly dailyRows: Collection<DailyDoc>;
  private readonly users: Collection<UserDoc>;
  private readonly sessions: Collection<SessionDoc>;
  private readonly cache: Collection<CacheDoc>;
  /** Bulk jobs, idempotency records and webhook secrets (their collections and indexes live there). */
  private readonly jobs: MongoJobs;
  /** Append-only; `seq` orders entries of the same millisecond. */
  private readonly auditRows: Collection<AuditEntry & { seq: number }>;
  private readonly tokens: Collection<TokenDoc>;
  private readonly requestRows: Collection<RequestDoc>;

  constructor(readonly url: string, readonly dbName: string) {
    // Fail fast when the server is unreachable rather than hang requests for the 30 s default.
    this.client = new MongoClient(url, {
      appName: 'store', maxPoolSize: 20, serverSelectionTimeoutMS: 5000, connectTimeoutMS: 5000,
      socketTimeoutMS: 30_000, retryWrites: true, retryReads: true,
    });
    this.db = this.client.db(dbName);
    this.accounts = this.db.collection<AccountDoc>('accounts');
    this.keys = this.db.collection<KeyDoc>('api_keys');
    this.usageRows = this.db.collection<UsageDoc>('usage');
    this.dailyRows = this.db.collection<DailyDoc>('usage_daily');
    this.users = this.db.collection<UserDoc>('users');
    this.sessions = this.db.collection<SessionDoc>('sessions');
    this.cache = this.db.collection<CacheDoc>('result_cache');
    this.jobs = new MongoJobs(this.db);
    this.auditRows = this.db.collection<AuditEntry & { seq: number }>('audit_log');
    this.tokens = this.db.collection<TokenDoc>('portal_tokens');
    this.requestRows = this.db.collection<RequestDoc>('request_log');
  }

  async init(): Promise<void> {
    await this.client.connect();
    await Promise.all([
      // Partial, not sparse: non-marketplace accounts store externalId: null, which sparse would still index.
      this.accounts.createIndex({ externalId: 1 }, { unique: true, partialFilterExpression: { externalId: { $type: 'string' } } }),
      this.accounts.createIndex({ createdAt: 1, _id: 1 }),
      this.keys.createIndex({ hash: 1 }, { unique: true }),
      this.keys.createIndex({ accountId: 1, createdAt: 1 }),
      this.usageRows.createIndex({ accountId: 1, period: 1, keyId: 1, endpoint: 1 }, { unique: true }),
      // Also serves dailyUsage's range scan (accountId, then day).
      this.dailyRows.createIndex({ accountId: 1, day: 1, keyId: 1 }, { unique: true }),
      this.users.createIndex({ email: 1 }, { unique: true }),
      this.users.createIndex({ accountId: 1 }, { unique: true }),
      this.sessions.createIndex({ userId: 1 }),
      // As for the cache: the TTL monitor removes expired sessions, getSession filters them out meanwhile.
      this.sessions.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      // TTL monitor deletes expired entries (about once a minute); cacheGet filters them out meanwhile.
      this.cache.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      ...this.jobs.indexes(),
      this.auditRows.createIndex({ accountId: 1, at: -1, seq: -1 }),
      this.keys.createIndex({ prevHash: 1 }, { partialFilterExpression: { prevHash: { $type: 'string' } } }),
      this.tokens.createIndex({ email: 1, purpose: 1 }),
      this.tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 }),
      this.requestRows.createIndex({ accountId: 1, seq: -1 }),
      this.requestRows.createIndex({ accountId: 1, requestId: 1 }),
    ]);
  }

  async ping(): Promise<boolean> {
    try {
      await this.client.db('admin').command({ ping: 1 });
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  async createAccount(input: NewAccount, now: Date): Promise<Account> {
    const trial = input.plan === 'trial';
    const doc: AccountDoc = {
      _id: newId('acc'), name: input.name, plan: input.plan, externalId: input.externalId ?? null, createdAt: now,
      trialEndsAt: trial ? new Date(now.getTime() + (input.trialDays ?? 14) * 86_400_000) : null,
      trialCap: trial ? (input.trialCap ?? 5000) : null, monthlyQuota: input.monthlyQuota,
      totalUsed: 0, activeKeys: 0, period: null, periodUsed: 0,
    };
    try {
      await this.accounts.insertOne(doc);
    } catch (e) {
      if (isDuplicateKey(e)) throw new StoreError('CONFLICT', 'external id already used');
      throw e;
    }
    return toAccount(doc);
  }

  async getAccount(id: string): Promise<Account | null> {
    const d = await this.accounts.findOne({ _id: id });
    return d ? toAccount(d) : null;
  }

  async listAccounts(): Promise<Account[]> {
    return (await this.accounts.find().sort({ createdAt: 1, _id: 1 }).toArray()).map(toAccount);
  }

  async countAccounts(): Promise<number> {
    return this.accounts.countDocuments();
  }

  private byExternal(externalId: string): Promise<AccountDoc | null> {
    // $type repeats the partial index's filter so the planner may use that index.
    return this.accounts.findOne({ externalId: { $eq: externalId, $type: 'string' } });
  }

  async marketplaceAccount(externalId: string, monthlyQuota: number, now: Date): Promise<Account> {
    const found = await this.byExternal(externalId);
    if (found) return toAccount(found);
    try {
      return await this.createAccount({ name: `marketplace:${externalId}`, plan: 'marketplace', monthlyQuota, externalId }, now);
    } catch (e) {
      // Another process created it first (E11000 on the unique index): take theirs.
      const again = await this.byExternal(externalId);
      if (again) return toAccount(again);
      throw e;
    }
  }

  async createKey(accountId: string, label: string, keyHash: string, now: Date, prefix?: string): Promise<KeyRecord> {
    // Take a slot first: the conditional $inc is the atomic check of the active key limit.
    const slot = await this.accounts.updateOne({ _id: accountId, activeKeys: { $lt: MAX_ACTIVE_KEYS } }, { $inc: { activeKeys: 1 } });
    if (slot.matchedCount === 0) {
      if ((await this.accounts.countDocuments({ _id: accountId }, { limit: 1 })) === 0) {
        throw new StoreError('NOT_FOUND', `no account ${accountId}`);
      }
      throw new StoreError('KEY_LIMIT', `an account holds at most ${MAX_ACTIVE_KEYS} active keys`);
    }
    const doc: KeyDoc = {
      _id: newId('key'), accountId, hash: keyHash, label, prefix: prefix ?? null, status: 'active', createdAt: now,
      lastUsedAt: null, rotatedAt: null, revokedAt: null,
    };
    try {
      await this.keys.insertOne(doc);
    } catch (e) {
      await this.accounts.updateOne({ _id: accountId }, { $inc: { activeKeys: -1 } }); // give the slot back
      if (isDuplicateKey(e)) throw new StoreError('CONFLICT', 'key digest already used');
      throw e;
    }
    return toKey(doc);
  }

  async authenticate(keyHash: string, now: Date = new Date()): Promise<AuthContext | null> {
    const k = (await this.keys.findOne({ hash: keyHash, status: 'active' }))
      // A previous secret in its grace period.
      ?? (await this.keys.findOne({ prevHash: { $eq: keyHash, $type: 'string' }, prevExpiresAt: { $gt: now }, status: 'active' }));
    if (!k) return null;
    const a = await this.accounts.findOne({ _id: k.accountId });
    return a ? { key: toKey(k), account: toAccount(a) } : null;
  }

  async getKey(keyId: string): Promise<KeyRecord | null> {
    const d = await this.keys.findOne({ _id: keyId });
    return d ? toKey(d) : null;
  }

  async listKeys(accountId: string): Promise<KeyRecord[]> {
    return (await this.keys.find({ accountId }).sort({ createdAt: 1, _id: 1 }).toArray()).map(toKey);
  }

  async rotateKey(keyId: string, newKeyHash: string, now: Date, newPrefix?: string, graceUntil?: Date | null): Promise<KeyRecord> {
    let d: KeyDoc | null;
    const grace = graceUntil && graceUntil.getTime() > now.getTime() ? graceUntil : null;
    try {
      // One pipeline update: `$hash` in prevHash is the digest before this update.
      d = await this.keys.findOneAndUpdate({ _id: keyId, status: 'active' }, [{
        $set: {
          prevHash: grace ? '$hash' : null, prevExpiresAt: { $literal: grace },
          hash: { $literal: newKeyHash }, prefix: { $literal: newPrefix ?? null }, rotatedAt: { $literal: now },
        },
      }], { returnDocument: 'after' });
    } catch (e) {
      if (isDuplicateKey(e)) throw new StoreError('CONFLICT', 'key digest already used');
      throw e;
    }
    if (!d) throw await this.keyProblem(keyId);
    return toKey(d);
  }

  async revokeKey(keyId: string, now: Date): Promise<KeyRecord> {
    const d = await this.keys.findOneAndUpdate(
      { _id: keyId, status: 'active' }, { $set: { status: 'revoked', revokedAt: now, prevHash: null, prevExpiresAt: null } }, { returnDocument: 'after' });
    if (!d) throw await this.keyProblem(keyId);
    // Only the caller that flipped the status frees the slot, so concurrent revokes decrement once.
    await this.accounts.updateOne({ _id: d.accountId }, { $inc: { activeKeys: -1 } });
    return toKey(d);
  }

  private async keyProblem(keyId: string): Promise<StoreError> {
    const exists = (await this.keys.countDocuments({ _id: keyId }, { limit: 1 })) > 0;
    return exists ? new StoreError('REVOKED', `key ${keyId} is revoked`) : new StoreError('NOT_FOUND', `no key ${keyId}`);
  }

  /**
   * The account counters are the authority: one conditional findOneAndUpdate checks the rule of
   * decideReservation (as a $expr filter) and counts the units, so concurrent reservations from any
   * number of processes never exceed the quota. The per key/endpoint breakdown is written right after
   * it (not atomically with it: a crash in between loses only reporting detail, never quota).
   */
  async reserve(accountId: string, keyId: string, lines: UsageLine[], now: Date): Promise<Reservation> {
    const units = sumUnits(lines);
    const period = periodOf(now);
    const used: Document = { $cond: [{ $eq: ['$period', period] }, '$periodUsed', 0] };
    const filter: Filter<AccountDoc> = {
      _id: accountId,
      $expr: {
        $and: [
          { $lte: [units, { $max: [0, { $subtract: ['$monthlyQuota', used] }] }] },
          {
            $or: [
              { $ne: ['$plan', 'trial'] },
              isNull('$trialCap'),
              {
                $and: [
                  { $or: [isNull('$trialEndsAt'), { $lt: [now, '$trialEndsAt'] }] },
                  { $lt: ['$totalUsed', '$trialCap'] },
                  { $lte: [units, { $subtract: ['$trialCap', '$totalUsed'] }] },
                ],
              },
            ],
          },
        ],
      },
    };
    // One $set stage: every expression sees the document before the update (so `used` is the old value).
    const update: Document[] = [{
      $set: { period: { $literal: period }, periodUsed: { $add: [used, units] }, totalUsed: { $add: ['$totalUsed', units] } },
    }];
    for (let attempt = 0; attempt < RESERVE_ATTEMPTS; attempt++) {
      const after = await this.accounts.findOneAndUpdate(filter, update, { returnDocument: 'after' });
      if (after) {
        await this.recordUsage(accountId, keyId, period, dayOf(now), lines, 1, now);
        // The state just before our units were counted, as decideReservation saw it.
        const before = quotaFields(after);
        before.totalUsed -= units;
        before.periodUsed = after.periodUsed - units;
        const d = decideReservation(before, units, now);
        return d.ok ? d : { ok: true, limit: d.limit, remaining: 0, resetAt: d.resetAt };
      }
      const a = await this.accounts.findOne({ _id: accountId });
      if (!a) throw new StoreError('NOT_FOUND', `no account ${accountId}`);
      const d = decideReservation(quotaFields(a), units, now);
      if (!d.ok) return d;
      // The read says it fits: units were released (or the plan changed) after our update; try again.
    }
    throw new Error(`reservation for account ${accountId} kept losing races; giving up`);
  }

  async release(accountId: string, keyId: string, lines: UsageLine[], now: Date): Promise<void> {
    const units = sumUnits(lines);
    if (units <= 0) return;
    const period = periodOf(now);
    await this.accounts.updateOne({ _id: accountId }, [{
      $set: {
        totalUsed: { $max: [0, { $subtract: ['$totalUsed', units] }] },
        // Units of an earlier month are not given back to the current one.
        periodUsed: { $cond: [{ $eq: ['$period', period] }, { $max: [0, { $subtract: ['$periodUsed', units] }] }, '$periodUsed'] },
      },
    }]);
    await this.recordUsage(accountId, keyId, period, dayOf(now), lines, -1, null);
  }

  /**
   * Adds (sign 1) or removes (sign -1) lines from the usage rows and their total from the day's row;
   * `touch` sets the key's lastUsedAt.
   */
  private async recordUsage(
    accountId: string, keyId: string, period: string, day: string, lines: UsageLine[], sign: 1 | -1, touch: Date | null,
  ): Promise<void> {
    const perEndpoint = new Map<string, number>();
    for (const l of lines) perEndpoint.set(l.endpoint, (perEndpoint.get(l.endpoint) ?? 0) + l.units);
    // The filter is exactly the unique index's fields, so the server itself retries an upsert that
    // races another process's upsert of the same new row (E11000), as of MongoDB 4.2.
    const ops = [...perEndpoint].map(([endpoint, n]) => ({
      updateOne: { filter: { accountId, period, keyId, endpoint }, update: { $inc: { units: sign * n } }, upsert: true },
    }));
    const units = sumUnits(lines);
    await Promise.all([
      ops.length > 0 ? this.usageRows.bulkWrite(ops, { ordered: false }) : null,
      // Same as above: the filter is the unique index's fields.
      units !== 0
        ? this.dailyRows.updateOne({ accountId, day, keyId }, { $inc: { units: sign * units } }, { upsert: true })
        : null,
      touch ? this.keys.updateOne({ _id: keyId }, { $set: { lastUsedAt: touch } }) : null,
    ]);
  }

  async usage(accountId: string, period: string): Promise<UsageReport> {
    const rows = await this.usageRows
      .find({ accountId, period, units: { $gt: 0 } })
      .sort({ keyId: 1, endpoint: 1 })
      .toArray();
    return buildUsageReport(accountId, period, rows.map((r) => ({ keyId: r.keyId, endpoint: r.endpoint, units: r.units })));
  }

  async dailyUsage(accountId: string, fromDay: string, toDay: string): Promise<DailyUsage[]> {
    // Days are 'YYYY-MM-DD' strings, so string order is date order.
    return this.dailyRows.aggregate<DailyUsage>([
      { $match: { accountId, day: { $gte: fromDay, $lte: toDay } } },
      { $group: { _id: '$day', units: { $sum: '$units' } } },
      // A day whose units were all released sums to 0: no use.
      { $match: { units: { $gt: 0 } } },
      { $sort: { _id: 1 } },
      { $project: { _id: 0, day: '$_id', units: 1 } },
    ]).toArray();
  }

  /**
   * No transaction: the account goes in first, then the user; the unique email index decides a race
   * between two signups, and the loser deletes its account again. Nothing is checked beforehand (a
   * check would still race). Meanwhile the orphan account exists for a moment but holds no key or login.
   */
  async createUser(email: string, passwordHash: string, account: NewAccount, now: Date): Promise<{ user: User; account: Account }> {
    const acc = await this.createAccount(account, now);
    const doc: UserDoc = { _id: newId('usr'), email, accountId: acc.id, passwordHash, createdAt: now, passwordChangedAt: now };
    try {
      await this.users.insertOne(doc);
    } catch (e) {
      if (isDuplicateKey(e)) {
        // Ids are random and the account is new, so the duplicate is the email.
        await this.accounts.deleteOne({ _id: acc.id });
        throw new StoreError('CONFLICT', 'email already registered');
      }
      // Unknown outcome (e.g. the connection dropped): undo the account only if the user is not there.
      if ((await this.users.countDocuments({ accountId: acc.id }, { limit: 1 })) === 0) {
        await this.accounts.deleteOne({ _id: acc.id });
      }
      throw e;
    }
    return { user: toUser(doc), account: acc };
  }

  async userByEmail(email: string): Promise<User | null> {
    const d = await this.users.findOne({ email });
    return d ? toUser(d) : null;
  }

  async getUser(userId: string): Promise<User | null> {
    const d = await this.users.findOne({ _id: userId });
    return d ? toUser(d) : null;
  }

  async setPassword(userId: string, passwordHash: string, now: Date): Promise<void> {
    const r = await this.users.updateOne({ _id: userId }, { $set: { passwordHash, passwordChangedAt: now } });
    if (r.matchedCount === 0) throw new StoreError('NOT_FOUND', `no user ${userId}`);
    // Digest first, then sessions: the other order would let a login with the old password in between keep its session.
    await this.sessions.deleteMany({ userId });
  }

  async createSession(s: Session): Promise<void> {
    await this.sessions.insertOne({
      _id: s.idHash, userId: s.userId, accountId: s.accountId, csrfToken: s.csrfToken, createdAt: s.createdAt,
      expiresAt: s.expiresAt,
    });
  }

  async getSession(idHash: string, now: Date): Promise<Session | null> {
    // The TTL monitor runs about once a minute: an expired session may still be there.
    const d = await this.sessions.findOne({ _id: idHash, expiresAt: { $gt: now } });
    return d ? toSession(d) : null;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.sessions.deleteOne({ _id: idHash });
  }

  async setSessionFlash(idHash: string, flash: string | null): Promise<void> {
    await this.sessions.updateOne({ _id: idHash }, flash === null ? { $unset: { flash: '' } } : { $set: { flash } });
  }

  async takeSessionFlash(idHash: string): Promise<string | null> {
    // Atomic: the update that clears it returns the document as it was.
    const before = await this.sessions.findOneAndUpdate(
      { _id: idHash, flash: { $type: 'string' } }, { $unset: { flash: '' } }, { returnDocument: 'before', projection: { flash: 1 } });
    return before?.flash ?? null;
  }

  async cacheGet(key: string, now: Date): Promise<string | null> {
    // The TTL monitor runs about once a minute: an expired entry may still be there.
    const d = await this.cache.findOne({ _id: key, expiresAt: { $gt: now } });
    return d ? d.value : null;
  }

  async cacheSet(key: string, value: string, ttlSeconds: number, now: Date): Promise<void> {
    const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
    await this.cache.updateOne({ _id: key }, { $set: { value, expiresAt } }, { upsert: true });
  }
  async createPortalToken(t: PortalToken): Promise<void> {
    await this.tokens.insertOne({
      _id: t.tokenHash, purpose: t.purpose, email: t.email, userId: t.userId, passwordHash: t.passwordHash, createdAt: t.createdAt, expiresAt: t.expiresAt,
    });
  }

  async peekPortalToken(tokenHash: string, purpose: PortalTokenPurpose, now: Date): Promise<PortalToken | null> {
    // The TTL monitor runs about once a minute: an expired token may still be there.
    const d = await this.tokens.findOne({ _id: tokenHash, purpose, expiresAt: { $gt: now } });
    return d ? toToken(d) : null;
  }

  async takePortalToken(tokenHash: string, purpose: PortalTokenPurpose, now: Date): Promise<PortalToken | null> {
    // findOneAndDelete is atomic: of concurrent takes exactly one gets the document.
    const d = await this.tokens.findOneAndDelete({ _id: tokenHash, purpose, expiresAt: { $gt: now } });
    return d ? toToken(d) : null;
  }

  async dropPortalTokens(email: string, purpose: PortalTokenPurpose): Promise<void> {
    await this.tokens.deleteMany({ email, purpose });
  }

  /**
   * One insertMany for the batch, then per account one indexed look-up of the entry REQUEST_LOG_MAX deep
   * and one deleteMany below it. `seq` orders entries (process-local tiebreak, as for the audit log).
   */
  async appendRequests(entries: RequestLogEntry[]): Promise<void> {
    if (!entries.length) return;
    await this.requestRows.insertMany(entries.map((e) => ({ ...e, seq: this.requestSeq++ })), { ordered: false });
    for (const accountId of new Set(entries.map((e) => e.accountId))) {
      const edge = await this.requestRows.find({ accountId }, { projection: { seq: 1 } }).sort({ seq: -1 }).skip(REQUEST_LOG_MAX).limit(1).next();
      if (edge) await this.requestRows.deleteMany({ accountId, seq: { $lte: edge.seq } });
    }
  }

  private requestSeq = Date.now() * 1000;

  async requestLog(accountId: string, filter: { keyId?: string; requestId?: string; limit: number }): Promise<RequestLogEntry[]> {
    const q: Filter<RequestDoc> = { accountId };
    if (filter.keyId) q.keyId = filter.keyId;
    if (filter.requestId) q.requestId = filter.requestId;
    const rows = await this.requestRows
      .find(q, { projection: { _id: 0, seq: 0 } })
      .sort({ seq: -1 })
      .limit(Math.max(1, Math.min(filter.limit, REQUEST_LOG_MAX)))
      .toArray();
    return rows.map((r) => ({
      accountId: r.accountId, keyId: r.keyId, at: r.at, method: r.method, endpoint: r.endpoint, status: r.status,
      requestId: r.requestId, durationMs: r.durationMs,
    }));
  }

  async audit(e: AuditEntry): Promise<void> {
    // a process-local tiebreak for entries of the same millisecond (ordering across processes is by time)
    await this.auditRows.insertOne({ ...e, seq: this.auditSeq++ });
  }

  private auditSeq = Date.now() * 1000;

  async auditLog(accountId: string, limit: number): Promise<AuditEntry[]> {
    const rows = await this.auditRows
      .find({ accountId }, { projection: { _id: 0, seq: 0 } })
      .sort({ at: -1, seq: -1 })
      .limit(Math.max(1, Math.min(limit, 10_000)))
      .toArray();
    return rows.map((r) => ({ accountId: r.accountId, action: r.action, keyId: r.keyId, actor: r.actor, ip: r.ip, at: new Date(r.at) }));
  }

  // Bulk jobs, idempotency and webhook secrets: see mongo-jobs.ts.
  createJob(job: NewBulkJob, now: Date): Promise<BulkJob> { return this.jobs.createJob(job, now); }
  getJob(accountId: string, jobId: string, now: Date): Promise<BulkJob | null> { return this.jobs.getJob(accountId, jobId, now); }
  getJobById(jobId: string): Promise<BulkJob | null> { return this.jobs.getJobById(jobId); }
  claimChunk(jobId: string, index: number, now: Date): Promise<ClaimedChunk | null> { return this.jobs.claimChunk(jobId, index, now); }
  async completeChunk(jobId: string, index: number, results: ItemResult[], now: Date, refund: UsageLine[] = []): Promise<ChunkCompletion> {
    const c = await this.jobs.completeChunk(jobId, index, results, now);
    // Not atomic with the completion here (two collections, no transaction): a process that dies between
    // the two loses this refund. The embedded store commits both at once.
    if (c.first) await this.release(c.job.accountId, c.job.keyId, refund, now);
    return c;
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
