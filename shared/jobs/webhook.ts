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
import { BlockList, isIP, type LookupFunction } from 'node:net';

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

/**
 * Where a callback may not go: loopback, private, link-local, unique-local, CGNAT, benchmarking, multicast,
 * reserved, unspecified, documentation, and the IPv6 forms that embed an IPv4 address (NAT64, the old
 * IPv4-compatible ::a.b.c.d). A BlockList also matches IPv4-mapped IPv6 addresses (::ffff:7f00:1, as the
 * URL parser writes [::ffff:127.0.0.1]) against the IPv4 ranges.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/** True for an address a callback may not reach (see PRIVATE), and for anything that is not an IP address. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 0) return true;
  return PRIVATE.check(address, v === 4 ? 'ipv4' : 'ipv6');
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
  // [v6] without its brackets; a name without its final dot (localhost. is localhost)
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
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
