/**
 * Portal passwords: scrypt (RFC 7914) through node:crypto, off the event loop (libuv's pool).
 * Parameters follow OWASP's Password Storage Cheat Sheet for scrypt: N = 2^17, r = 8, p = 1, a 16-byte
 * salt, a 32-byte digest. The digest string carries its own parameters
 * (`scrypt$<log2 N>$<r>$<p>$<salt>$<digest>`, base64url), so the cost can be raised later and old
 * digests still verify.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;

let derivations = 0;
/** scrypt derivations run by this process so far (tests count them). */
export function scryptCount(): number {
  return derivations;
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  derivations++;
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

const queues = new Map<string, Promise<unknown>>();
/**
 * Runs `fn` after every earlier call with the same `key` has settled (in this process): one email's
 * password checks run one at a time, so a burst against one email holds one of libuv's four threads,
 * not all of them, and other people's log-ins do not wait behind it.
 */
export function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(fn, fn);
  const tail = run.then(() => undefined, () => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/**
 * Weak and common passwords are refused (issue 25): zxcvbn-ts, the maintained TypeScript port of
 * Dropbox's zxcvbn, with its common-password, name and keyboard-pattern dictionaries, estimates the
 * guesses a password needs; below score 3 ("safely unguessable: moderate protection from offline
 * slow-hash scenario", about 10^8 guesses) it is refused. The email and the service's name count as
 * words an attacker knows.
 */
export const PASSWORD_MIN_SCORE = 3;
let scorer: ZxcvbnFactory | undefined;

const WARNINGS: Record<string, string> = {
  straightRow: 'a row of keys on the keyboard is easy to guess',
  keyPattern: 'short keyboard patterns are easy to guess',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess',
  extendedRepeat: 'repeated character patterns like "abcabcabc" are easy to guess',
  sequences: 'sequences like "abc" or "6543" are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is close to a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'single names or surnames are easy to guess',
  commonNames: 'common names and surnames are easy to guess',
  userInputs: 'it contains your email or the name of this service',
  pwned: 'it appears in a data breach',
};

/** Why `password` is refused, as a sentence for the form, or null when it is acceptable. */
export function passwordProblem(password: string, knownWords: string[] = []): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return `The password must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;
  }
  if (password.trim().length === 0) return 'The password cannot be only spaces.';
  scorer ??= new ZxcvbnFactory({ dictionary: { ...zxcvbnCommon.dictionary }, graphs: zxcvbnCommon.adjacencyGraphs });
  const r = scorer.check(password, ['orrery', ...knownWords.filter(Boolean)]);
  if (r.score >= PASSWORD_MIN_SCORE) return null;
  const why = (r.feedback.warning && WARNINGS[r.feedback.warning]) || 'it is too easy to guess';
  return `This password is too weak: ${why}. Use a longer phrase of several unrelated words.`;
}
