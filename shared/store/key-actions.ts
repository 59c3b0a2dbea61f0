/** Issuing and rotating secrets, the same for the portal and the admin CLI: the raw key leaves once. */
import { generateRawKey, hashKey, keyPrefix } from './keys.js';
import type { KeyRecord, Store } from './ports.js';

export interface IssuedKey {
  record: KeyRecord;
  /** The raw key: show it once, never store or log it. */
  raw: string;
}

export async function issueKey(store: Store, accountId: string, label: string, now: Date): Promise<IssuedKey> {
  const raw = generateRawKey();
  return { record: await store.createKey(accountId, label, hashKey(raw), now, keyPrefix(raw)), raw };
}

export async function rotateSecret(store: Store, keyId: string, now: Date): Promise<IssuedKey> {
  const raw = generateRawKey();
  return { record: await store.rotateKey(keyId, hashKey(raw), now, keyPrefix(raw)), raw };
}
