/**
 * Docs that cannot drift from behaviour: every example of every endpoint in the registry is called on
 * the live app, and the real answer must match the endpoint's declared response schema (strict: a field
 * the handler returns without declaring it fails here). Heavy endpoints run on the thread pool, so the
 * pool path is covered too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { errorEnvelope, successEnvelope } from '../../shared/endpoints/responses/envelope.js';
import { get, post, startTestServer, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
beforeAll(async () => {
  srv = await startTestServer();
  key = (await srv.newKey({ monthlyQuota: 1_000_000 })).key;
});
afterAll(async () => {
  await srv.close();
});

function call(ep: (typeof ENDPOINTS)[number], request: Readonly<Record<string, unknown>>) {
  if (ep.method === 'GET') return get(srv.url, `${ep.path}?${new URLSearchParams(request as Record<string, string>)}`, key);
  return post(srv.url, ep.path, request, key);
}

function issues(schema: z.ZodType, body: unknown): string[] {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('every example of the registry, live, matches its declared response schema', () => {
  for (const ep of ENDPOINTS) {
    it(`${ep.method} ${ep.path} (${ep.examples.length} example${ep.examples.length > 1 ? 's' : ''})`, async () => {
      for (const ex of ep.examples) {
        const r = await call(ep, ex.request);
        expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
        expect(issues(successEnvelope(ep.response), r.body)).toEqual([]);
      }
    });
  }
});

describe('the schemas are strict', () => {
  it('an undeclared field anywhere in an answer is refused', async () => {
    const ep = ENDPOINTS.find((e) => e.name === 'natal')!;
    const r = await call(ep, ep.examples[0].request);
    const schema = successEnvelope(ep.response);
    expect(issues(schema, r.body)).toEqual([]);
    const tampered = structuredClone(r.body);
    tampered.data.planets[3].houseNumber = 7;
    expect(issues(schema, tampered)).toEqual(['data.planets.3: Unrecognized key: "houseNumber"']);
    const atTop = { ...structuredClone(r.body), data: { ...r.body.data, chartRuler: 'Mercury' } };
    expect(issues(schema, atTop)).toHaveLength(1);
  });

  it('a field of the wrong type or out of its declared range is refused', async () => {
    const ep = ENDPOINTS.find((e) => e.name === 'planets')!;
    const r = await call(ep, ep.examples[0].request);
    const schema = successEnvelope(ep.response);
    const bad = structuredClone(r.body);
    bad.data.planets[0].nakshatraPada = 5;
    expect(issues(schema, bad)[0]).toMatch(/^data\.planets\.0\.nakshatraPada:/);
  });

  it('error answers match the error envelope', async () => {
    const r = await post(srv.url, '/v1/natal', { date: '1990-05-15T14:30:00' }, key);
    expect(r.status).toBe(400);
    expect(issues(errorEnvelope, r.body)).toEqual([]);
    const noKey = await post(srv.url, '/v1/natal', { date: '1990-05-15T14:30:00', lat: 0, lng: 0 });
    expect(issues(errorEnvelope, noKey.body)).toEqual([]);
  });
});
