/**
 * Portal passwords: scrypt (RFC 7914) through node:crypto, off the event loop (libuv's pool).
 * Parameters follow OWASP's Password Storage Cheat Sheet for scrypt: N = 2^17, r = 8, p = 1, a 16-byte
 * salt, a 32-byte digest. The digest string carries its own parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<digest>`, base64url), so the cost can be raised later and old
 * digests still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128 × N × r bytes; allow twice that.
  const opts: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, 32, opts, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string, log2N = 17): Promise<string> {
  const salt = randomBytes(16);
  const digest = await derive(password, salt, log2N, 8, 1);
  return `scrypt$${log2N}$8$1$${salt.toString('base64url')}$${digest.toString('base64url')}`;
}

const FORMAT = /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{32,})$/;

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const m = FORMAT.exec(stored);
  if (!m) return false;
  const expected = Buffer.from(m[5], 'base64url');
  const got = await derive(password, Buffer.from(m[4], 'base64url'), Number(m[1]), Number(m[2]), Number(m[3]));
  return got.length === expected.length && timingSafeEqual(got, expected);
}

let dummy: Promise<string> | undefined;
/** Spends the same time as a real check, so a login for an unknown email cannot be told apart by timing. */
export async function verifyNothing(password: string, log2N: number): Promise<false> {
  dummy ??= hashPassword('not a password of anyone', log2N);
  await verifyPassword(password, await dummy);
  return false;
}
