/**
 * Where a webhook may go (shared/jobs/webhook.ts). The refused ranges are the IANA special-purpose
 * address registries (RFC 6890 and its updates): loopback, RFC 1918 private, CGNAT (RFC 6598),
 * link-local, benchmarking, documentation, multicast/reserved, unique-local (RFC 4193), NAT64 (RFC 6052).
 * The IPv4-mapped forms are written as the URL parser writes them: `new URL('https://[::ffff:127.0.0.1]/')`
 * has the hostname `[::ffff:7f00:1]`, and a socket given that literal connects to 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { hostname } from 'node:os';
import { callbackProblem, deliver, deliveryError, isPrivateAddress } from '../../shared/jobs/webhook.js';

describe('isPrivateAddress', () => {
  it('refuses the special-purpose IPv4 ranges and accepts public addresses', () => {
    for (const a of ['0.0.0.0', '10.1.2.3', '100.64.0.1', '127.0.0.1', '127.255.255.254', '169.254.169.254', '172.16.0.1', '172.31.255.255',
      '192.0.0.8', '192.0.2.1', '192.168.1.1', '198.18.0.1', '198.19.255.255', '198.51.100.7', '203.0.113.9', '224.0.0.1', '255.255.255.255']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '1.1.1.1', '100.63.255.255', '100.128.0.1', '172.15.255.255', '172.32.0.1', '198.17.255.255', '198.20.0.1', '223.255.255.255']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('refuses private IPv4 addresses inside IPv6, in the forms the URL parser produces', () => {
    for (const a of ['::ffff:7f00:1', '::ffff:127.0.0.1', '::ffff:a9fe:a9fe', '::ffff:a01:203', '::7f00:1', '64:ff9b::7f00:1']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    expect(isPrivateAddress('::ffff:808:808')).toBe(false); // 8.8.8.8
  });

  it('judges every IPv6 form that embeds an IPv4 address by that address (issue 25, item 5)', () => {
    // IPv4-translated ::ffff:0:a.b.c.d (RFC 2765), 6to4 2002:AABB:CCDD::/48 (RFC 3056, the IPv4 address in
    // bits 16–48), NAT64 64:ff9b::a.b.c.d (RFC 6052), IPv4-mapped and IPv4-compatible: private inside is private
    for (const a of ['::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '::ffff:0:a9fe:a9fe', '2002:7f00:1::', '2002:7f00:1::1', '2002:a00:1:5::9',
      '2002:a9fe:a9fe::', '2002:c0a8:101::1', '64:ff9b::a00:1', '64:ff9b::169.254.169.254', '::ffff:7f00:1', '::10.0.0.1', '::8.8.8.8']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    // a public IPv4 address inside is public (the connection reaches it)
    for (const a of ['::ffff:0:808:808', '2002:808:808::1', '64:ff9b::808:808', '::ffff:1.1.1.1']) expect(isPrivateAddress(a), a).toBe(false);
    // Teredo (2001:0::/32, RFC 4380) hides a server and an obfuscated client address: refused entirely, as is the
    // rest of the IETF protocol block 2001::/23, NAT64's local-use prefix 64:ff9b:1::/48 (RFC 8215) and zone ids
    for (const a of ['2001::1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:0:808:808::', '2001:2::1', '2001:10::1', '64:ff9b:1::808:808', 'fe80::1%eth0']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
  });

  it('refuses the special-purpose IPv6 ranges and accepts global unicast', () => {
    for (const a of ['::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['2001:4860:4860::8888', '2606:4700:4700::1111']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('treats anything that is not an IP address as not allowed', () => {
    expect(isPrivateAddress('example.com')).toBe(true);
    expect(isPrivateAddress('')).toBe(true);
  });
});

describe('callbackProblem', () => {
  it('refuses loopback and metadata addresses however the URL spells them', () => {
    for (const url of ['https://[::ffff:127.0.0.1]/x', 'https://[::ffff:169.254.169.254]/x', 'https://[::127.0.0.1]/x', 'https://0x7f.1/x',
      'https://2130706433/x', 'https://127.1/x', 'https://localhost./x', 'https://api.localhost/x', 'https://[::ffff:0:7f00:1]/x',
      'https://[2002:7f00:1::]/x', 'https://[2001:0::1]/x', 'https://[64:ff9b::127.0.0.1]/x']) {
      expect(callbackProblem(url, false), url).toBe('callbackUrl must point to a public address');
    }
  });

  it('accepts public https URLs and names (names are checked again when connecting)', () => {
    expect(callbackProblem('https://hooks.example.com/orrery', false)).toBeNull();
    expect(callbackProblem('https://8.8.8.8/x', false)).toBeNull();
    expect(callbackProblem('http://hooks.example.com/x', false)).toBe('callbackUrl must be an https URL');
  });
});

describe('what a failed delivery tells the customer (issue 25, item 5)', () => {
  const tryUrl = (url: string) => deliver({ url, event: 'job.completed', body: '{}', secret: 'whsec_x', nowMs: 0, timeoutMs: 2_000, allowPrivate: false });

  it('a name that does not exist and a name that resolves to an internal address read the same: "connection failed", no DNS detail', async () => {
    // `hostname()` resolves to a loopback address on any host (/etc/hosts); .invalid never resolves (RFC 6761)
    const internal = await tryUrl(`https://${hostname()}/hook`);
    const missing = await tryUrl('https://no-such-host.invalid/hook');
    for (const r of [internal, missing]) {
      expect(r.ok).toBe(false);
      expect(deliveryError(r)).toBe('could not be delivered: connection failed');
    }
    expect(JSON.stringify([deliveryError(internal), deliveryError(missing)])).not.toMatch(/resolve|ENOTFOUND|EAI_|private|invalid|getaddrinfo/i);
  });

  it('an answer is named by its status class only; no answer in time is "timeout"', () => {
    expect(deliveryError({ ok: false, status: 503, error: null })).toBe('could not be delivered: HTTP 5xx');
    expect(deliveryError({ ok: false, status: 404, error: null })).toBe('could not be delivered: HTTP 4xx');
    expect(deliveryError({ ok: false, status: 302, error: null })).toBe('could not be delivered: HTTP 3xx');
    expect(deliveryError({ ok: false, status: null, error: 'timeout' })).toBe('could not be delivered: timeout');
    expect(deliveryError({ ok: true, status: 204, error: null })).toBeNull();
  });
});
