/**
 * Webhooks of bulk jobs: a POST to the job's `callbackUrl` when it completes or is cancelled, signed
 * with the account's secret, retried with exponential backoff until a 2xx.
 *
 * Signature (the scheme Stripe and GitHub users know): header `Orrery-Signature: t=<unix seconds>,
 * v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the account's whsec_… secret>`. A receiver recomputes
 * it over the raw body, compares in constant time and refuses timestamps older than a few minutes
 * (replays). `Orrery-Event` names the event, `Orrery-Delivery` is unique per attempt.
 *
 * Server-side request forgery: a callback may not point into private networks. The URL's host is
 * resolved when connecting, and every address it resolves to must be public (not loopback, private,
 * link-local, unique-local, CGNAT, multicast or unspecified), checked in the socket's own lookup so a
 * DNS answer cannot change between the check and the connection. WEBHOOK_ALLOW_PRIVATE=true lifts this
 * (tests, private deployments).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

export const SIGNATURE_HEADER = 'Orrery-Signature';

export function signature(secret: string, timestampS: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestampS}.${body}`).digest('hex');
}

export function signatureHeader(secret: string, timestampS: number, body: string): string {
  return `t=${timestampS},v1=${signature(secret, timestampS, body)}`;
}

/** What a receiver does: true when the header is valid for this body and no older than `toleranceS`. */
export function verifySignature(header: string, secret: string, body: string, nowS: number, toleranceS = 300): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS || typeof parts.v1 !== 'string') return false;
  const expected = Buffer.from(signature(secret, t, body), 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// ------------------------------------------------------------------ where a callback may go

function ipv4Private(a: number[]): boolean {
  const [x, y] = a;
  return x === 0 || x === 10 || x === 127 || (x === 100 && y >= 64 && y <= 127) || (x === 169 && y === 254)
    || (x === 172 && y >= 16 && y <= 31) || (x === 192 && y === 168) || (x === 192 && y === 0 && a[2] === 0)
    || (x === 198 && (y === 18 || y === 19)) || x >= 224;
}

/** Loopback, private, link-local, unique-local, CGNAT, multicast, reserved or unspecified. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 4) return ipv4Private(address.split('.').map(Number));
  if (v !== 6) return true;
  const a = address.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) return ipv4Private(mapped[1].split('.').map(Number));
  return a === '::' || a === '::1' || a.startsWith('fe8') || a.startsWith('fe9') || a.startsWith('fea') || a.startsWith('feb')
    || a.startsWith('fc') || a.startsWith('fd') || a.startsWith('ff') || a.startsWith('64:ff9b') || a.startsWith('2001:db8');
}

/** Why a callback URL is refused at submission, or null. Hostnames are checked again when connecting. */
export function callbackProblem(raw: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'callbackUrl must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'callbackUrl must be an https URL';
  if (url.username || url.password) return 'callbackUrl must not carry credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isPrivateAddress(host)))) {
    return 'callbackUrl must point to a public address';
  }
  return null;
}

/** A socket lookup that refuses private addresses, so the check holds for the address actually used. */
function publicOnlyLookup(): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = addresses.find((a) => isPrivateAddress(a.address));
      if (bad || addresses.length === 0) {
        return callback(Object.assign(new Error(`${hostname} resolves to a private address`), { code: 'EPRIVATE' }), '', 0);
      }
      if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

// ------------------------------------------------------------------ delivery

export interface DeliveryResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/** One POST of a webhook, with a timeout; the answer's body is read and dropped (at most 64 KB). */
export function deliver(opts: {
  url: string;
  event: string;
  body: string;
  secret: string;
  nowMs: number;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<DeliveryResult> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(opts.url);
    } catch {
      return resolve({ ok: false, status: null, error: 'bad URL' });
    }
    const problem = callbackProblem(opts.url, opts.allowPrivate);
    if (problem) return resolve({ ok: false, status: null, error: problem });
    const ts = Math.floor(opts.nowMs / 1000);
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(opts.body),
          'User-Agent': 'Orrery-Webhooks/1',
          'Orrery-Event': opts.event,
          'Orrery-Delivery': randomUUID(),
          [SIGNATURE_HEADER]: signatureHeader(opts.secret, ts, opts.body),
        },
        timeout: opts.timeoutMs,
        ...(opts.allowPrivate ? {} : { lookup: publicOnlyLookup() }),
      },
      (res) => {
        let read = 0;
        res.on('data', (c: Buffer) => {
          read += c.length;
          if (read > 64 * 1024) res.destroy();
        });
        res.on('close', () => {
          const status = res.statusCode ?? null;
          resolve({ ok: status !== null && status >= 200 && status < 300, status, error: null });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`)));
    req.on('error', (err) => resolve({ ok: false, status: null, error: err.message.slice(0, 200) }));
    req.end(opts.body);
  });
}

/** Wait after failed attempt n (n ≥ 1): base × 2^(n−1), capped at 6 hours (BullMQ's exponential backoff). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 3600_000);
}
