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
import { GUIDE_PAGES } from '../../shared/endpoints/guide.js';
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

/** An object with its `$ref` followed (`#/components/<kind>/<name>`), a description beside the reference kept. */
const resolved = (s: Json): Json => {
  if (!s?.$ref) return s;
  const [, , kind, name] = String(s.$ref).split('/');
  return { ...doc.components[kind][name], ...(s.description ? { description: s.description } : {}) };
};
afterAll(async () => {
  await srv.close();
});

/** A request body with its examples' references followed. */
const bodyOf = (body: Json): Json => {
  const b = resolved(body);
  const content = Object.fromEntries(Object.entries(b.content as Record<string, Json>).map(([type, media]) => [
    type,
    { ...media, ...(media.examples ? { examples: Object.fromEntries(Object.entries(media.examples as Record<string, Json>).map(([n, ex]) => [n, resolved(ex)])) } : {}) },
  ]));
  return { ...b, content };
};
/** An operation, its parameters, request body and successful answers with their references followed. */
const opOf = (path: string, method: string): Json => {
  const op = doc.paths[path][method.toLowerCase()];
  return op && {
    ...op,
    ...(op.parameters ? { parameters: (op.parameters as Json[]).map(resolved) } : {}),
    ...(op.requestBody ? { requestBody: bodyOf(op.requestBody) } : {}),
    responses: Object.fromEntries(Object.entries(op.responses as Record<string, Json>).map(([status, r]) => [status, status === '4XX' || /^5/.test(status) ? r : resolved(r)])),
  };
};

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

  it('is under 400 KB: repeated shapes are components, client errors one 4XX answer, the guide and the example answers beside it', () => {
    // issue 24: 1.9 MB before (the same shapes, error blocks and headers per operation, every example answer in full);
    // 486 KB with 128 operations, 31 KB of it the guide; 388 KB once the guide moved to /docs/guide and every
    // repeat that costs more than a reference became a component (most of what is left is descriptions).
    expect(Buffer.byteLength(raw)).toBeLessThan(400_000);
    expect(doc.info.description.length).toBeLessThan(2000);
    expect(Object.values(doc.paths as Record<string, Record<string, Json>>).some((item) => Object.values(item).some((op) => op.responses?.['200']?.content?.['application/json']?.examples))).toBe(false);
    // the dasha systems' common request and answer are written once: one request body and one answer, referenced by each
    const dashaRequests = new Set(['ashtottari', 'vimshottari', 'kalachakra'].map((id) => doc.paths[`/v1/dasha/${id}`].post.requestBody.$ref));
    expect(dashaRequests.size).toBe(1);
    expect([...dashaRequests][0]).toMatch(/^#\/components\/requestBodies\//);
    expect(doc.paths['/v1/dasha/ashtottari'].post.responses['200'].$ref).toMatch(/^#\/components\/responses\//);
    expect(opOf('/v1/dasha/ashtottari', 'POST').requestBody.content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//);
    expect(opOf('/v1/natal', 'POST').responses['4XX']).toEqual({ $ref: '#/components/responses/E4XX' });
    // a field many schemas share is one component: the request's timezone, a record's sign name
    expect(resolved(opOf('/v1/natal', 'POST').requestBody.content['application/json'].schema).properties.timezone.$ref).toBe('#/components/schemas/Timezone');
    expect(doc.components.schemas.Timezone.description).toMatch(/IANA zone/);
  });

  it('repeats no sizeable subtree that a reference would shorten', () => {
    // every object of the document, written out, with the places it occurs; a repeat is worth a component when
    // its copies cost more than references (about 50 characters each) and the component would
    const seen = new Map<string, string[]>();
    const walk = (v: unknown, at: string): void => {
      if (!v || typeof v !== 'object') return;
      if (!Array.isArray(v)) {
        const json = JSON.stringify(v);
        if (json.length > 200) seen.set(json, [...(seen.get(json) ?? []), at]);
      }
      for (const [k, x] of Object.entries(v)) walk(x, `${at}/${k}`);
    };
    walk(doc.paths, '#/paths');
    walk(doc.components, '#/components');
    // the examples of the error answers are not schemas: each holds one code's body; an answer's `headers` map
    // cannot be a reference in OpenAPI 3 (only each header in it is, and is: components.headers)
    const referable = (a: string) => !a.includes('/examples/') && !a.endsWith('/headers');
    const repeats = [...seen].filter(([, at]) => at.length > 1 && at.some(referable)).map(([json, at]) => `${json.length} × ${at.length}: ${at.slice(0, 3).join(', ')}`);
    expect(repeats).toEqual([]);
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
      for (const method of Object.keys(ops)) {
        const op = opOf(path, method);
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

  it('lists every error code with its status, both auth schemes, and the quota and rate-limit headers', async () => {
    const described = JSON.stringify(doc.components.responses);
    const errorsPage = await (await fetch(`${srv.url}/docs/guide/errors`)).text();
    for (const [code, e] of Object.entries(ERROR_CATALOGUE)) {
      // every code has its row (the target of its docUrl) on the guide's error page
      expect(errorsPage, code).toContain(`<a id="errors-${code}"></a><code>${code}</code>`);
      // codes of paths and of the connection (408, 417, 505: api/http-server.ts) are only there, not on operations
      if (![404, 405, 408, 417, 505].includes(e.status)) expect(described, code).toContain(code);
    }
    expect(doc.components.schemas.Error.properties.error.enum).toEqual(Object.keys(ERROR_CATALOGUE));
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['ApiKey', 'Bearer']);
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(Object.keys(opOf('/v1/natal', 'POST').responses['200'].headers)).toEqual(['X-Request-Id']);
    // the quota and rate-limit headers of every metered answer: described once, listed on the batch answer and in the guide
    const headers = Object.keys(opOf('/v1/batch', 'POST').responses['200'].headers);
    expect(headers).toEqual(expect.arrayContaining(['X-Request-Id', 'X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset']));
    const started = await (await fetch(`${srv.url}/docs/guide/getting-started`)).text();
    for (const h of ['X-Quota-Remaining', 'RateLimit-Remaining']) expect(started).toContain(h);
    expect(Object.keys(doc.components.responses.E4XX.headers)).toContain('Retry-After');
    // the endpoints that may run on the pool or the queue (heavy, or heavy by their input) have one 5XX answer: 500, 503, 504
    expect(opOf('/v1/shadbala', 'POST').responses['5XX']).toEqual({ $ref: '#/components/responses/E5XX' });
    expect(opOf('/v1/dasha/kaala', 'POST').responses['5XX']).toEqual({ $ref: '#/components/responses/E5XX' });
    expect(Object.keys(doc.components.responses.E5XX.headers)).toContain('Retry-After');
    expect(opOf('/v1/natal', 'POST').responses['503']).toBeUndefined();
    expect(opOf('/v1/natal', 'POST').responses['5XX']).toBeUndefined();
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

  it('lists the guide\'s pages (MCP among them) in the navigation and in the document\'s description, and serves each', async () => {
    const html = await (await fetch(`${srv.url}/docs`)).text();
    expect(html).toContain('href="/docs/guide/getting-started"');
    expect(html).toContain('href="/docs/guide/mcp"');
    expect(GUIDE_PAGES.map((p) => p.slug)).toEqual(['getting-started', 'errors', 'conventions', 'languages', 'batch', 'mcp']);
    for (const p of GUIDE_PAGES) {
      expect(doc.info.description, p.slug).toContain(`](/docs/guide/${p.slug})`);
      const r = await fetch(`${srv.url}/docs/guide/${p.slug}`);
      expect(r.status, p.slug).toBe(200);
      expect(r.headers.get('content-security-policy')).toContain("script-src 'self'");
      const page = await r.text();
      expect(page).toContain(`<h1>${p.title}</h1>`);
      // every page lists every other
      for (const q of GUIDE_PAGES) expect(page).toContain(`href="/docs/guide/${q.slug}"`);
      // nothing loaded from elsewhere, no inline script (the policy would refuse both)
      expect(page).not.toMatch(/<script>|src="https?:|<link[^>]+href="https?:/);
    }
    // the sections the guide had in the document are on its pages, rendered (tables, code, headings with anchors)
    const text = async (slug: string) => (await fetch(`${srv.url}/docs/guide/${slug}`)).text();
    expect(await text('getting-started')).toContain('<h2 id="quota-rate-limits-and-headers">Quota, rate limits and headers</h2>');
    // a first heading that only repeats the page's title is not shown twice
    expect(await text('conventions')).not.toContain('<h2 id="conventions">');
    expect(await text('conventions')).toContain('<th>source</th>');
    expect(await text('batch')).toContain('<h2 id="usage">Usage</h2>');
    expect(await text('mcp')).toContain('<code>POST /mcp</code>');
    expect(await text('mcp')).toContain('<pre><code class="language-json">');
    const root = await fetch(`${srv.url}/docs/guide`, { redirect: 'manual' });
    expect([root.status, root.headers.get('location')]).toEqual([302, '/docs/guide/getting-started']);
    expect((await fetch(`${srv.url}/docs/guide/constructor`)).status).toBe(404);
  });
});
