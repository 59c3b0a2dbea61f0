/** Who is calling: an `ak_` key (X-API-Key or Authorization: Bearer) or the marketplace channel. */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { ApiError } from '../shared/errors.js';
import { hashKey, KEY_RE } from '../shared/store/keys.js';
import type { Account, Store } from '../shared/store/ports.js';

export interface Caller {
  account: Account;
  /** The key id, or "marketplace" for the resale channel. */
  keyId: string;
  channel: 'direct' | 'marketplace';
}

const USER_RE = /^[A-Za-z0-9._:@-]{1,128}$/;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function rawKeyFrom(headers: IncomingHttpHeaders): string | undefined {
  const x = headers['x-api-key'];
  if (typeof x === 'string' && x.length > 0) return x.trim();
  const auth = headers.authorization;
  if (typeof auth === 'string') {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(auth);
    if (m) return m[1];
  }
  return undefined;
}

export async function authenticate(
  headers: IncomingHttpHeaders,
  store: Store,
  marketplaceSecret: string | undefined,
  marketplaceQuota: number,
  now: Date,
): Promise<Caller> {
  const proxySecret = headers['x-marketplace-proxy-secret'];
  if (marketplaceSecret && typeof proxySecret === 'string') {
    if (!sameSecret(proxySecret, marketplaceSecret)) throw new ApiError('INVALID_API_KEY', 'The marketplace proxy secret is wrong');
    const user = headers['x-marketplace-user'];
    if (typeof user !== 'string' || !USER_RE.test(user)) {
      throw new ApiError('VALIDATION_ERROR', 'X-Marketplace-User must name the marketplace user (1–128 of A–Z a–z 0–9 . _ : @ -)', [
        { path: 'headers.x-marketplace-user', message: 'required' },
      ]);
    }
    return { account: await store.marketplaceAccount(user, marketplaceQuota, now), keyId: 'marketplace', channel: 'marketplace' };
  }
  const raw = rawKeyFrom(headers);
  if (!raw) throw new ApiError('MISSING_API_KEY');
  // A malformed key cannot exist in the store: answer without a lookup.
  if (!KEY_RE.test(raw)) throw new ApiError('INVALID_API_KEY');
  const ctx = await store.authenticate(hashKey(raw));
  if (!ctx) throw new ApiError('INVALID_API_KEY');
  return { account: ctx.account, keyId: ctx.key.id, channel: 'direct' };
}
