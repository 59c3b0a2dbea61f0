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
 * reserved, unspecified, documentation, the 6to4 relay anycast, the IETF protocol block 2001::/23 (Teredo
 * among it), NAT64's local-use prefix and the old IPv4-compatible ::a.b.c.d. A BlockList also matches
 * IPv4-mapped IPv6 addresses (::ffff:7f00:1, as the URL parser writes [::ffff:127.0.0.1]) against the
 * IPv4 ranges; the other IPv6 forms that carry an IPv4 address are unpacked by `embeddedIpv4`.
 */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], ['::1', 128], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) PRIVATE.addSubnet(net, bits, 'ipv6');

/**
 * The eight 16-bit groups of an IPv6 address, or null. The WHATWG URL parser reads it (every spelling:
 * `::`, a dotted IPv4 tail, leading zeros) and writes it back canonical (RFC 5952: lower-case hex, no
 * dotted tail, one `::`), which is then unambiguous to expand. A zone id (`fe80::1%eth0`) does not parse.
 */
function ipv6Groups(address: string): number[] | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const [head, tail] = host.includes('::') ? host.split('::') : [host, undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  const groups = [...left, ...fill, ...right].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

/**
 * The IPv4 address an IPv6 address carries, by the forms that route to it: IPv4-mapped ::ffff:a.b.c.d,
 * IPv4-translated ::ffff:0:a.b.c.d (RFC 2765), NAT64's well-known prefix 64:ff9b::a.b.c.d (RFC 6052) and
 * 6to4 2002:AABB:CCDD::/48 (RFC 3056, bits 16–48). Teredo, NAT64's local-use prefix and IPv4-compatible
 * addresses are refused whole (PRIVATE), whatever they carry.
 */
function embeddedIpv4(g: number[]): string | null {
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return v4(g[6], g[7]);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return v4(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return v4(g[6], g[7]);
  if (g[0] === 0x2002) return v4(g[1], g[2]);
  return null;
}

/** True for an address a callback may not reach (see PRIVATE), and for anything that is not an IP address. */
export function isPrivateAddress(address: string): boolean {
  const v = isIP(address);
  if (v === 0) return true;
  if (v === 4) return PRIVATE.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const inner = embeddedIpv4(groups);
  if (inner !== null && PRIVATE.check(inner, 'ipv4')) return true;
  return PRIVATE.check(address, 'ipv6');
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
  /** The receiver's HTTP status, when it answered. */
  status: number | null;
  /** Why no answer came: `timeout`, or `connection` for everything else (DNS, refused, TLS, a refused address). */
  error: 'timeout' | 'connection' | null;
}

/**
 * What a job's `webhook.lastError` says of a failed delivery: "could not be delivered" and the status
 * class, "timeout" or "connection failed", never more. A DNS failure and a name that resolves to an
 * internal address read the same, so a customer cannot probe our network's names through callbackUrl.
 */
export function deliveryError(r: DeliveryResult): string | null {
  if (r.ok) return null;
  if (r.status !== null) return `could not be delivered: HTTP ${Math.floor(r.status / 100)}xx`;
  return `could not be delivered: ${r.error === 'timeout' ? 'timeout' : 'connection failed'}`;
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
      return resolve({ ok: false, status: null, error: 'connection' });
    }
    if (callbackProblem(opts.url, opts.allowPrivate)) return resolve({ ok: false, status: null, error: 'connection' });
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
    let timedOut = false;
    req.on('timeout', () => {
      timedOut = true;
      req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`));
    });
    req.on('error', () => resolve({ ok: false, status: null, error: timedOut ? 'timeout' : 'connection' }));
    req.end(opts.body);
  });
}

/** Wait after failed attempt n (n ≥ 1): base × 2^(n−1), capped at 6 hours (BullMQ's exponential backoff). */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), 6 * 3600_000);
}
