/**
 * Where a webhook may go (shared/jobs/webhook.ts). The refused ranges are the IANA special-purpose
 * address registries (RFC 6890 and its updates): loopback, RFC 1918 private, CGNAT (RFC 6598),
 * link-local, benchmarking, documentation, multicast/reserved, unique-local (RFC 4193), NAT64 (RFC 6052).
 * The IPv4-mapped forms are written as the URL parser writes them: `new URL('https://[::ffff:127.0.0.1]/')`
 * has the hostname `[::ffff:7f00:1]`, and a socket given that literal connects to 127.0.0.1.
 */
import { describe, expect, it } from 'vitest';
import { callbackProblem, isPrivateAddress } from '../../shared/jobs/webhook.js';

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
      'https://2130706433/x', 'https://127.1/x', 'https://localhost./x', 'https://api.localhost/x']) {
      expect(callbackProblem(url, false), url).toBe('callbackUrl must point to a public address');
    }
  });

  it('accepts public https URLs and names (names are checked again when connecting)', () => {
    expect(callbackProblem('https://hooks.example.com/orrery', false)).toBeNull();
    expect(callbackProblem('https://8.8.8.8/x', false)).toBeNull();
    expect(callbackProblem('http://hooks.example.com/x', false)).toBe('callbackUrl must be an https URL');
  });
});
