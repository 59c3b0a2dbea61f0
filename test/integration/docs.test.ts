/**
 * GET /openapi.json and GET /docs: the description is valid OpenAPI 3.1 (Redocly's recommended rules),
 * generated from the registry (every endpoint, its request and response schemas, an example request
 * and the answer the live service gives to it), describes every field, every error code, both auth
 * schemes and the quota and rate-limit headers; the docs page and its assets are served locally.
 */
import { gunzipSync } from 'node:zlib';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../shared/errors.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { abridgeAnswer } from '../../shared/endpoints/openapi-compact.js';
import { successEnvelope } from '../../shared/endpoints/responses/envelope.js';
import { get, post, startTestServer, type JsonBody, type TestServer } from '../helpers/server.js';

type Json = JsonBody;

let srv: TestServer;
let raw = '';
let doc: Json;
let answers: Record<string, { value: unknown; description?: string }>;
beforeAll(async () => {
  srv = await startTestServer();
  const r = await fetch(`${srv.url}/openapi.json`);
  expect(r.status).toBe(200);
  raw = await r.text();
  doc = JSON.parse(raw) as Json;
  answers = (await (await fetch(`${srv.url}/openapi/examples.json`)).json()) as typeof answers;
});

/** A schema with its `$ref` followed (components.schemas). */
const resolved = (s: Json): Json => (s?.$ref ? { ...doc.components.schemas[String(s.$ref).split('/').pop()!], ...(s.description ? { description: s.description } : {}) } : s);
afterAll(async () => {
  await srv.close();
});

const opOf = (path: string, method: string): Json => doc.paths[path][method.toLowerCase()];

/** Every property under a schema without a description (its own, or the referenced component's). */
function undescribed(schema: Json | undefined, at: string, out: string[], seen = new Set<string>()): string[] {
  if (!schema || typeof schema !== 'object') return out;
  if (schema.$ref) {
    const name = String(schema.$ref).split('/').pop()!;
    if (!seen.has(name)) {
      seen.add(name);
      undescribed(doc.components.schemas[name], name, out, seen);
    }
    return out;
  }
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) for (const s of schema[k] ?? []) undescribed(s, at, out, seen);
  if (schema.items) undescribed(schema.items, `${at}[]`, out, seen);
  for (const [name, s] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
    const ref = s.$ref ? doc.components.schemas[String(s.$ref).split('/').pop()!] : undefined;
    if (!s.description && !ref?.description) out.push(`${at}.${name}`);
    undescribed(s, `${at}.${name}`, out, seen);
  }
  return out;
}

describe('GET /openapi.json', () => {
  it('is valid OpenAPI 3.1 by Redocly\'s recommended rules (no errors)', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: raw, absoluteRef: `${srv.url}/openapi.json`, config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    // the only warnings: the service paths (health, ready, this document) have no 4xx answer
    const warnings = problems.filter((p) => p.severity === 'warn').map((p) => p.ruleId);
    expect(new Set(warnings)).toEqual(new Set(['operation-4xx-response']));
  });

  it('is under 500 KiB: repeated shapes are components, client errors one 4XX answer, the example answers beside it', () => {
    // issue 24: 1.9 MB before (the same shapes, error blocks and headers per operation, every example answer in full);
    // 486 KB with 128 operations: about 190 KB of it is field and endpoint descriptions and 31 KB the guide. The
    // issue's 400 KB is not met yet; this bound keeps the document from growing back.
    expect(Buffer.byteLength(raw)).toBeLessThan(500 * 1024);
    expect(Object.values(doc.paths as Record<string, Record<string, Json>>).some((item) => Object.values(item).some((op) => op.responses?.['200']?.content?.['application/json']?.examples))).toBe(false);
    // the dasha systems' common request is written once
    expect(opOf('/v1/dasha/ashtottari', 'POST').requestBody.content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//);
    expect(opOf('/v1/natal', 'POST').responses['4XX']).toEqual({ $ref: '#/components/responses/E4XX' });
  });

  it('has every endpoint of the registry with its request and response schema, one example request and the real (abridged) answer beside it', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const ep of ENDPOINTS) {
      const op = opOf(ep.path, ep.method);
      expect(op, `${ep.method} ${ep.path}`).toBeDefined();
      expect(op.summary).toBe(ep.summary);
      const ok = op.responses['200'].content['application/json'];
      expect(resolved(ok.schema).properties.data, ep.name).toBeDefined();
      // the documented answer is the service's own, and it matches the declared schema (abridged or not)
      const a = answers[op.operationId];
      expect(a, ep.name).toBeDefined();
      expect(successEnvelope(ep.response).safeParse(a.value).success, ep.name).toBe(true);
      if (ep.method === 'POST') {
        const body = op.requestBody.content['application/json'];
        expect(resolved(body.schema).properties).toBeDefined();
        expect(Object.values(body.examples as Record<string, { value: unknown }>).map((e) => e.value)).toEqual([ep.examples[0].request]);
      } else {
        expect(op.parameters.length).toBeGreaterThan(0);
      }
    }
  });

  it('the example answers are what the live service answers, abridged the same way', async () => {
    const key = (await srv.newKey({ monthlyQuota: 1000 })).key;
    const natal = ENDPOINTS.find((e) => e.name === 'natal')!;
    const live = (await post(srv.url, '/v1/natal', natal.examples[0].request, key)).body;
    const abridged = abridgeAnswer(live, successEnvelope(natal.response));
    expect(answers.natal.value).toEqual(abridged.value);
    expect(abridged.cut).toBe(true);
    expect(answers.natal.description).toMatch(/abridged/);
    // the cut is real: a list the schema does not fix in length holds its first 3 items
    expect((answers.natal.value as Json).data.aspects).toEqual(live.data.aspects.slice(0, 3));
    expect(live.data.aspects.length).toBeGreaterThan(3);
  });

  it('describes every request and response field', () => {
    const missing: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Json>>)) {
      for (const [method, op] of Object.entries(ops)) {
        const at = `${method.toUpperCase()} ${path}`;
        undescribed(op.requestBody?.content['application/json'].schema, `${at} body`, missing);
        for (const p of op.parameters ?? []) if (!p.description) missing.push(`${at} query.${p.name}`);
        undescribed(op.responses?.['200']?.content?.['application/json']?.schema, `${at} answer`, missing);
      }
    }
    expect(missing).toEqual([]);
  });

  it('request fields carry their ranges and defaults from the validating schemas', () => {
    const natal = resolved(opOf('/v1/natal', 'POST').requestBody.content['application/json'].schema);
    expect(natal.required).toEqual(expect.arrayContaining(['date', 'lat', 'lng']));
    expect(resolved(natal.properties.lat)).toMatchObject({ type: 'number', minimum: -90, maximum: 90 });
    expect(resolved(natal.properties.houseSystem).default).toBe('placidus');
    expect(resolved(natal.properties.nodeType)).toMatchObject({ enum: ['mean', 'true'], default: 'mean' });
    expect(resolved(natal.properties.lang).enum).toHaveLength(21);
    expect(natal.additionalProperties).toBe(false);
    const pan = opOf('/v1/vedic/panchanga', 'GET').parameters as Json[];
    expect(pan.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['date', 'lat', 'lng']);
  });

  it('lists every error code with its status, both auth schemes, and the quota and rate-limit headers', () => {
    const described = JSON.stringify(doc.components.responses);
    for (const [code, e] of Object.entries(ERROR_CATALOGUE)) {
      // codes of paths and of the connection (408, 417, 505: api/http-server.ts) are in the guide, not on operations
      if ([404, 405, 408, 417, 505].includes(e.status)) expect(doc.info.description).toContain(code);
      else expect(described, code).toContain(code);
    }
    expect(doc.components.schemas.Error.properties.error.enum).toEqual(Object.keys(ERROR_CATALOGUE));
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['ApiKey', 'Bearer']);
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(Object.keys(opOf('/v1/natal', 'POST').responses['200'].headers)).toEqual(['X-Request-Id']);
    // the quota and rate-limit headers of every metered answer: described once, listed on the batch answer and in the guide
    const headers = Object.keys(opOf('/v1/batch', 'POST').responses['200'].headers);
    expect(headers).toEqual(expect.arrayContaining(['X-Request-Id', 'X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']));
    for (const h of ['X-Quota-Remaining', 'RateLimit-Remaining']) expect(doc.info.description).toContain(h);
    expect(Object.keys(doc.components.responses.E4XX.headers)).toContain('Retry-After');
    expect(opOf('/v1/shadbala', 'POST').responses['503']).toBeDefined();
    expect(opOf('/v1/natal', 'POST').responses['503']).toBeUndefined();
  });

  it('documents batch and usage with their schemas', () => {
    const batch = resolved(opOf('/v1/batch', 'POST').requestBody.content['application/json'].schema);
    expect(batch.properties.requests).toMatchObject({ maxItems: 50, minItems: 1 });
    expect(opOf('/v1/usage', 'GET').responses['200'].content['application/json'].schema.properties.data.properties.quota).toBeDefined();
  });

  it('is sent gzipped to clients that accept it, and the same document', async () => {
    const res = await fetch(`${srv.url}/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await res.arrayBuffer());
    // fetch undoes gzip itself; a plain read of the bytes shows them compressed or not, so compare both ways
    const text = zipped[0] === 0x1f && zipped[1] === 0x8b ? gunzipSync(zipped).toString('utf8') : zipped.toString('utf8');
    expect(text).toBe(raw);
  });
});

describe('GET /docs', () => {
  it('serves the page under a script-src self policy, and the Swagger UI files from this service', async () => {
    const page = await fetch(`${srv.url}/docs`);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/docs\/assets\/[^"]+)"/g)].map((m) => m[1]);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const a of assets) expect((await fetch(srv.url + a)).status, a).toBe(200);
    expect(html).not.toMatch(/https?:\/\//);
    expect((await get(srv.url, '/docs/assets/../../package.json')).status).toBe(404);
    expect((await fetch(`${srv.url}/docs/assets/swagger-initializer.js`)).status).toBe(404);
  });
});
