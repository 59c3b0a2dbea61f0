/**
 * Answers over 1 KB are compressed (gzip, else brotli) for a client whose Accept-Encoding allows it; shorter
 * answers and clients that do not ask get plain JSON. Read with node:http, which (unlike fetch) hands over
 * the bytes as sent.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../../api/respond.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 1000 })).key;
});
afterAll(async () => {
  await srv.close();
});

const NATAL = JSON.stringify({ date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 });

function raw(path: string, body: string | undefined, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }> {
  const url = new URL(path, srv.url);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: body ? 'POST' : 'GET', headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('compression', () => {
  it('brotli for a client that takes brotli only: smaller, with Content-Encoding, Vary and the compressed Content-Length', async () => {
    const plain = await raw('/v1/natal', NATAL, { 'x-api-key': key });
    const br = await raw('/v1/natal', NATAL, { 'x-api-key': key, 'accept-encoding': 'br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.bytes.length);
    const text = brotliDecompressSync(br.bytes).toString('utf8');
    expect(JSON.parse(text)).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 3);
  });

  it('gzip when the client takes it (browsers send gzip, deflate, br: gzip costs less CPU for the same size)', async () => {
    for (const ae of ['gzip', 'gzip, deflate, br', 'br;q=0, gzip;q=0.5']) {
      const gz = await raw('/v1/natal', NATAL, { 'x-api-key': key, 'accept-encoding': ae });
      expect(gz.headers['content-encoding'], ae).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.bytes).toString('utf8')).success).toBe(true);
    }
  });

  it('an answer under 1 KB is sent as it is', async () => {
    const r = await raw('/v1/natal', NATAL, { 'accept-encoding': 'br, gzip' }); // no key: a short 401
    expect(r.status).toBe(401);
    expect(r.bytes.length).toBeLessThan(1024);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(r.bytes.toString('utf8')).error).toBe('MISSING_API_KEY');
  });

  it('reads Accept-Encoding by its q values', () => {
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('br, gzip;q=0')).toBe('br');
    expect(chooseEncoding('GZIP')).toBe('gzip');
  });
});
