/**
 * Store ports: accounts, keys, usage and result cache; bulk jobs, idempotency records and webhook secrets
 * are declared in jobs-ports.ts and are part of `Store` too. Adapters: embedded/ (SQLite on disk, default)
 * and mongo/ (official driver). Both run the same contract suite (test/contract).
 *
 * Adapters never see a raw API key, only its SHA-256 digest (shared/store/keys.ts makes and hashes keys).
 * Quota reservation is atomic in the adapter: concurrent reservations from any number of processes
 * never hand out more units than remain.
 */

import type { AuditStore } from './audit-ports.js';
import type { IdempotencyStore, JobStore, WebhookSecretStore } from './jobs-ports.js';

export type { AuditAction, AuditEntry, AuditStore } from './audit-ports.js';

export type {
  BulkJob, BulkJobStatus, ChunkCompletion, ChunkState, ClaimedChunk, IdempotencyRecord, IdempotencyStore, ItemResult,
  JobStore, NewBulkJob, WebhookSecretStore, WebhookState,
} from './jobs-ports.js';

export type Plan = 'trial' | 'paid' | 'marketplace';
export type KeyStatus = 'active' | 'revoked';

export interface Account {
  id: string;
  name: string;
  plan: Plan;
  /** Marketplace user id for accounts of the resale channel; null otherwise. */
  externalId: string | null;
  createdAt: Date;
  /** Trial deadline (signup + trial days), shared by all the account's keys; null when not a trial. */
  trialEndsAt: Date | null;
  /** Lifetime request cap of a trial; null when not a trial. */
  trialCap: number | null;
  monthlyQuota: number;
  /** Units used since signup. */
  totalUsed: number;
  activeKeys: number;
}

export interface KeyRecord {
  id: string;
  accountId: string;
  label: string;
  /** The first characters of the secret (`ak_` + 5), shown so a person can tell keys apart; null for keys made before prefixes were kept. */
  prefix: string | null;
  status: KeyStatus;
  createdAt: Date;
  lastUsedAt: Date | null;
  rotatedAt: Date | null;
  revokedAt: Date | null;
  /** After a rotation with a grace period: until when the previous secret works (may be past); null when there is none. */
  previousExpiresAt: Date | null;
}

export interface AuthContext {
  account: Account;
  key: KeyRecord;
}

export interface NewAccount {
  name: string;
  plan: Plan;
  monthlyQuota: number;
  /** For trials: days until the deadline and the request cap. */
  trialDays?: number;
  trialCap?: number;
  externalId?: string;
}

/** Units of one endpoint inside a reservation (a batch reserves one line per item endpoint). */
export interface UsageLine {
  endpoint: string;
  units: number;
}

export interface QuotaState {
  limit: number;
  remaining: number;
  /** Start of the next monthly period (UTC). */
  resetAt: Date;
}

export type Reservation =
  | ({ ok: true } & QuotaState)
  | ({ ok: false; code: 'QUOTA_EXCEEDED' | 'TRIAL_EXPIRED' } & QuotaState);

export interface UsageReport {
  accountId: string;
  period: string;
  total: number;
  byKey: { keyId: string; total: number; byEndpoint: Record<string, number> }[];
  byEndpoint: Record<string, number>;
}

/** Units per UTC day (`YYYY-MM-DD`) for one account, for the usage chart. */
export interface DailyUsage {
  day: string;
  units: number;
}

/** A portal login: one per account, found by its normalised (trimmed, lower-case) email. */
export interface User {
  id: string;
  email: string;
  accountId: string;
  /** scrypt digest in PHC-like form (api/portal/passwords.ts); never the password. */
  passwordHash: string;
  createdAt: Date;
  passwordChangedAt: Date;
}

/** A portal session. Only the SHA-256 digest of the cookie's token is stored. */
export interface Session {
  idHash: string;
  userId: string;
  accountId: string;
  /** The synchronizer token every form of this session must echo. */
  csrfToken: string;
  createdAt: Date;
  expiresAt: Date;
}

export class StoreError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'KEY_LIMIT' | 'CONFLICT' | 'REVOKED',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface AccountStore {
  createAccount(input: NewAccount, now: Date): Promise<Account>;
  getAccount(id: string): Promise<Account | null>;
  listAccounts(): Promise<Account[]>;
  countAccounts(): Promise<number>;
  /** The account of a marketplace user, created (plan `marketplace`) on first use. */
  marketplaceAccount(externalId: string, monthlyQuota: number, now: Date): Promise<Account>;
}

export interface KeyStore {
  /** Adds an active key; StoreError KEY_LIMIT when the account already has 5 active keys. */
  createKey(accountId: string, label: string, keyHash: string, now: Date, prefix?: string): Promise<KeyRecord>;
  /**
   * The active key with this digest and its account, or null (unknown or revoked). A key's previous
   * secret matches too until its grace period ends (`previousExpiresAt`, compared with `now`, default the
   * wall clock). Identity and status are current; the account's counters are a snapshot (quota
   * decisions read them in `reserve`).
   */
  authenticate(keyHash: string, now?: Date): Promise<AuthContext | null>;
  getKey(keyId: string): Promise<KeyRecord | null>;
  listKeys(accountId: string): Promise<KeyRecord[]>;
  /**
   * Replaces the digest of an active key (same id, label, account). The old secret stops working at once,
   * or, with `graceUntil`, keeps working until then (as Stripe's "roll key" with an expiry); a secret kept
   * from an earlier rotation stops at once either way. Revoking the key ends both.
   */
  rotateKey(keyId: string, newKeyHash: string, now: Date, newPrefix?: string, graceUntil?: Date | null): Promise<KeyRecord>;
  revokeKey(keyId: string, now: Date): Promise<KeyRecord>;
}

export interface UsageStore {
  /**
   * Atomically checks the trial (deadline, cap) and the monthly quota and, if all `lines` fit,
   * counts them against the account, the key and each endpoint. All or nothing.
   */
  reserve(accountId: string, keyId: string, lines: UsageLine[], now: Date): Promise<Reservation>;
  /** Gives units back (a request that failed on our side after its reservation). */
  release(accountId: string, keyId: string, lines: UsageLine[], now: Date): Promise<void>;
  usage(accountId: string, period: string): Promise<UsageReport>;
  /** Units per UTC day in [fromDay, toDay] (both `YYYY-MM-DD`), days without use left out, in order. */
  dailyUsage(accountId: string, fromDay: string, toDay: string): Promise<DailyUsage[]>;
}

export interface PortalStore {
  /**
   * Signs up: a new account and its login together. StoreError CONFLICT when the email is taken
   * (no account is left behind).
   */
  createUser(email: string, passwordHash: string, account: NewAccount, now: Date): Promise<{ user: User; account: Account }>;
  userByEmail(email: string): Promise<User | null>;
  getUser(userId: string): Promise<User | null>;
  /** Replaces the password digest and ends every session of the user. */
  setPassword(userId: string, passwordHash: string, now: Date): Promise<void>;
  createSession(session: Session): Promise<void>;
  /** The session with this digest, or null when unknown or expired at `now`. */
  getSession(idHash: string, now: Date): Promise<Session | null>;
  deleteSession(idHash: string): Promise<void>;
  /**
   * Keeps one opaque value with the session for its next page (post/redirect/get: the page after an
   * action shows what the action made, once). The portal seals it with the session's own token, which
   * the store never sees. null clears it.
   */
  setSessionFlash(idHash: string, flash: string | null): Promise<void>;
  /** Returns the session's flash and clears it (of concurrent takes one gets it). */
  takeSessionFlash(idHash: string): Promise<string | null>;
}

export type PortalTokenPurpose = 'signup' | 'reset';

/**
 * A one-time link of the portal: a sign-up confirmation (carries the email and the chosen password's
 * digest until confirmed) or a password reset (carries the user). Only the SHA-256 digest of the
 * link's token is stored.
 */
export interface PortalToken {
  tokenHash: string;
  purpose: PortalTokenPurpose;
  email: string;
  userId: string | null;
  passwordHash: string | null;
  createdAt: Date;
  expiresAt: Date;
}

export interface PortalTokenStore {
  createPortalToken(t: PortalToken): Promise<void>;
  /** The unexpired token with this digest and purpose, left in place; or null. */
  peekPortalToken(tokenHash: string, purpose: PortalTokenPurpose, now: Date): Promise<PortalToken | null>;
  /** Removes and returns the unexpired token: of concurrent takes exactly one gets it (single use). */
  takePortalToken(tokenHash: string, purpose: PortalTokenPurpose, now: Date): Promise<PortalToken | null>;
  /** Removes every token of `email` for `purpose` (a newer link replaces older ones; a reset ends them all). */
  dropPortalTokens(email: string, purpose: PortalTokenPurpose): Promise<void>;
}

/** One API call in an account's request log (the portal's Requests page). */
export interface RequestLogEntry {
  accountId: string;
  keyId: string;
  at: Date;
  method: string;
  /** The registry or account route path (a bounded label, not the raw URL). */
  endpoint: string;
  status: number;
  requestId: string;
  durationMs: number;
}

/** Entries an account's request log keeps (older ones are dropped). */
export const REQUEST_LOG_MAX = 1000;

export interface RequestLogStore {
  /** Appends entries (of any accounts, oldest first) and keeps only the newest REQUEST_LOG_MAX of each account. */
  appendRequests(entries: RequestLogEntry[]): Promise<void>;
  /** An account's newest entries first, optionally of one key and/or one request id, at most `limit`. */
  requestLog(accountId: string, filter: { keyId?: string; requestId?: string; limit: number }): Promise<RequestLogEntry[]>;
}

export interface ResultCache {
  cacheGet(key: string, now: Date): Promise<string | null>;
  cacheSet(key: string, value: string, ttlSeconds: number, now: Date): Promise<void>;
}

export interface Store
  extends AccountStore, KeyStore, UsageStore, PortalStore, PortalTokenStore, RequestLogStore, ResultCache, JobStore, IdempotencyStore, WebhookSecretStore, AuditStore {
  readonly kind: 'embedded' | 'mongodb';
  init(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MAX_ACTIVE_KEYS = 5;

/** Monthly periods are UTC calendar months, 'YYYY-MM'. */
export function periodOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** UTC day 'YYYY-MM-DD'. */
export function dayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function nextPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}
