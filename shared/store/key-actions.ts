/**
 * The actions on an account's secrets, the same for the portal, the admin CLI and the API: the raw key
 * leaves once, and each action leaves an entry in the account's security log (audit-ports.ts).
 */
import type { AuditAction } from './audit-ports.js';
import { generateRawKey, hashKey, keyPrefix } from './keys.js';
import type { KeyRecord, Store } from './ports.js';

export interface IssuedKey {
  record: KeyRecord;
  /** The raw key: show it once, never store or log it. */
  raw: string;
}

/** Who acts, for the security log: `portal:<user id>`, `admin-cli` or `api:<key id>`, and from where. */
export interface Actor {
  actor: string;
  ip: string | null;
}

/**
 * The entry is written after the action succeeded. A store failure here propagates: the caller's
 * request fails loudly rather than leaving an unlogged change unnoticed (the action itself stands).
 */
export async function record(store: Store, by: Actor, accountId: string, action: AuditAction, keyId: string | null, now: Date): Promise<void> {
  await store.audit({ accountId, action, keyId, actor: by.actor, ip: by.ip, at: now });
}

export async function issueKey(store: Store, accountId: string, label: string, now: Date, by: Actor): Promise<IssuedKey> {
  const raw = generateRawKey();
  const created = await store.createKey(accountId, label, hashKey(raw), now, keyPrefix(raw));
  await record(store, by, accountId, 'key.created', created.id, now);
  return { record: created, raw };
}

/** A new secret for the key; with `graceUntil` the old one keeps working until then (see KeyStore.rotateKey). */
export async function rotateSecret(store: Store, keyId: string, now: Date, by: Actor, graceUntil: Date | null = null): Promise<IssuedKey> {
  const raw = generateRawKey();
  const rotated = await store.rotateKey(keyId, hashKey(raw), now, keyPrefix(raw), graceUntil);
  await record(store, by, rotated.accountId, 'key.rotated', rotated.id, now);
  return { record: rotated, raw };
}

export async function revokeKey(store: Store, keyId: string, now: Date, by: Actor): Promise<KeyRecord> {
  const revoked = await store.revokeKey(keyId, now);
  await record(store, by, revoked.accountId, 'key.revoked', revoked.id, now);
  return revoked;
}

export async function rotateWebhookSecret(store: Store, accountId: string, now: Date, by: Actor): Promise<string> {
  const secret = await store.rotateWebhookSecret(accountId, now);
  await record(store, by, accountId, 'webhook_secret.rotated', null, now);
  return secret;
}
