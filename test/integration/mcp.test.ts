/**
 * POST /mcp, the Model Context Protocol over Streamable HTTP, through the official SDK's client against
 * the running service: the handshake, a tool for every registry endpoint, one call per group checked
 * against the same outside references as the HTTP tests (pyswisseph and PyJHora for reference chart p01,
 * test/fixtures/reference; Decoz's numerology worked example; astronomy-engine's Full Moon), errors with
 * the HTTP API's code, message and details, the key (401 without), metering (one unit per call, none for
 * bad input, the usage row naming the endpoint), the key's rate limit shared with HTTP calls, resources, the
 * prompt, and the stdio proxy
 * `client/bin/orrery-mcp.mjs`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ListToolsResultSchema, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../shared/endpoints/account-routes.js';
import { toolNameOf } from '../../shared/endpoints/mcp.js';
import { MCP_JSON_MAX_BYTES } from '../../shared/endpoints/mcp-text.js';
import { SIGN_NAMES } from '../../shared/core/zodiac.js';
import { ENDPOINTS } from '../../shared/endpoints/registry.js';
import { registry } from '../../shared/metrics.js';
import { periodOf } from '../../shared/store/ports.js';
import { arcsecDiff, charts, pyjhora, swiss } from '../helpers/reference.js';
import { post, startTestServer, type JsonBody, type TestServer } from '../helpers/server.js';

let srv: TestServer;
let key: string;
let accountId: string;
let client: Client;
/** tools/list, read once: the SDK client compiles a validator for each tool's outputSchema on every list (seconds). */
let listed: Awaited<ReturnType<Client['listTools']>>;

async function connect(k: string, url = srv.url): Promise<Client> {
  const c = new Client({ name: 'orrery-test', version: '1.0.0' });
  await c.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { Authorization: `Bearer ${k}` } } }));
  return c;
}

beforeAll(async () => {
  srv = await startTestServer();
  srv.now.ms = Date.UTC(2026, 0, 1);
  ({ key, accountId } = await srv.newKey({ monthlyQuota: 10_000 }));
  client = await connect(key);
});
afterAll(async () => {
  await client?.close();
  await srv.close();
});

const call = async (name: string, args: Record<string, unknown>) => (await client.callTool({ name, arguments: args })) as CallToolResult;
const data = (r: CallToolResult) => (r.structuredContent as JsonBody).data;
const errorOf = (r: CallToolResult) => JSON.parse((r.content[0] as { text: string }).text);
const usageTotal = async (account = accountId) => (await srv.store.usage(account, periodOf(new Date(srv.now.ms)))).total;

const p01 = charts.find((c) => c.id === 'p01')!;
const p01Swiss = swiss.find((c) => c.id === 'p01')!;
const p01Pyj = pyjhora.find((c) => c.id === 'p01')!;
const P01 = { date: p01.local_datetime, lat: p01.latitude, lng: p01.longitude, timezone: p01.timezone };

describe('the handshake and the catalogue', () => {
  it('initialize: protocol 2025-06-18 or newer, stateless (no session id), tools, resources and prompts', () => {
    const transport = client.transport as StreamableHTTPClientTransport;
    expect(transport.protocolVersion! >= '2025-06-18').toBe(true);
    expect(transport.sessionId).toBeUndefined();
    expect(client.getServerVersion()).toMatchObject({ name: 'orrery' });
    expect(client.getServerCapabilities()).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    expect(client.getInstructions()).toMatch(/local wall time/);
  });

  it('tools/list: one tool per registry endpoint and per account route (but the webhook secret and the signed chart URLs), names unique and valid', async () => {
    listed = await client.listTools();
    const { tools } = listed;
    const names = tools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^[a-z0-9_]{1,64}$/);
    for (const ep of ENDPOINTS) {
      const t = tools.find((x) => x.name === toolNameOf(ep));
      expect(t, ep.name).toBeDefined();
      expect(t!.description, ep.name).toContain(`HTTP: ${ep.method} ${ep.path}.`);
      expect(t!.inputSchema.type).toBe('object');
      expect(t!.outputSchema?.type).toBe('object');
      expect(t!.outputSchema?.required).toEqual(['data']);
    }
    // the webhook secret (2 routes) and the signed chart URLs (2: made and used for an <img>, no tool's business)
    expect(tools).toHaveLength(ENDPOINTS.length + ACCOUNT_ROUTES.length - 4);
    for (const n of ['natal_chart', 'vimshottari_dasha', 'moon_phase_calendar', 'numerology_core_numbers', 'batch_calls', 'create_bulk_job', 'get_bulk_job', 'cancel_bulk_job', 'get_usage']) {
      expect(names).toContain(n);
    }
    const natal = tools.find((t) => t.name === 'natal_chart')!;
    expect(natal.description).toMatch(/LOCAL wall time at the place.*no zone designator/);
    expect(natal.description).toMatch(/decimal degrees/);
    expect(Object.keys(natal.inputSchema.properties ?? {})).toEqual(expect.arrayContaining(['date', 'lat', 'lng', 'lang']));
    expect(natal.inputSchema.required).toEqual(expect.arrayContaining(['date', 'lat', 'lng']));
    // the SDK client compiles an output validator per tool here (~4 s of CPU), and checks every later result with it
  }, 240_000);
});

describe('a call per group, against outside references', () => {
  it('western: natal_chart of p01 equals pyswisseph to 1e-6° (bodies, Placidus cusps, ASC, MC)', async () => {
    const r = await call('natal_chart', P01);
    expect(r.isError).toBeFalsy();
    const d = data(r);
    const names: Record<string, string> = { NorthNode: 'MeanNode' };
    for (const p of d.planets) {
      if (p.planet === 'SouthNode') continue;
      const ref = p01Swiss.tropical_apparent[names[p.planet] ?? p.planet];
      expect(arcsecDiff(p.tropicalLongitude, ref.longitude) / 3600, p.planet).toBeLessThan(1e-6);
    }
    const placidus = Object.values(p01Swiss.houses_tropical).find((h) => h.code === 'P')!;
    d.houses.houses.forEach((h: { cuspDegree: number }, i: number) => expect(arcsecDiff(h.cuspDegree, placidus.cusps[i]) / 3600).toBeLessThan(1e-6));
    expect(arcsecDiff(d.houses.ascendant, placidus.ascendant) / 3600).toBeLessThan(1e-6);
    expect(arcsecDiff(d.houses.midheaven, placidus.mc) / 3600).toBeLessThan(1e-6);
    expect((r.structuredContent as JsonBody).meta).toMatchObject({ timezone: 'Asia/Kolkata', utcOffset: '+05:30' });
    // two text blocks: a short rendering, then the JSON (whole: 15 KB is under the bound)
    expect(r.content).toHaveLength(2);
    const [rendering, json] = r.content.map((c) => (c as { text: string }).text);
    expect(rendering.split('\n')[0]).toBe('Natal chart (POST /v1/natal).');
    expect(JSON.parse(json)).toEqual(r.structuredContent);
  });

  it('the rendering names the Sun\'s sign and degrees as the answer has them (the sign pyswisseph\'s longitude falls in), the Moon and the Ascendant', async () => {
    const r = await call('natal_chart', P01);
    const rendering = (r.content[0] as { text: string }).text;
    const d = data(r);
    const sun = d.planets.find((p: { planet: string }) => p.planet === 'Sun');
    const moon = d.planets.find((p: { planet: string }) => p.planet === 'Moon');
    // pyswisseph's tropical Sun of p01, a sign of 30°
    expect(sun.signName).toBe(SIGN_NAMES[Math.floor(p01Swiss.tropical_apparent.Sun.longitude / 30)]);
    expect(sun.degreeFormatted).toMatch(/^\d+°\d\d′\d\d″ [A-Z][a-z]+$/);
    const second = rendering.split('\n')[1];
    expect(second).toBe(`Sun ${sun.degreeFormatted}, Moon ${moon.degreeFormatted}, Ascendant ${d.houses.ascendantFormatted}`);
    expect(rendering).toContain(`planets: Sun ${sun.degreeFormatted} (house ${sun.house})`);
    // short: a few lines, no JSON
    expect(rendering.length).toBeLessThan(3000);
    expect(rendering.split('\n').length).toBeLessThan(20);
    expect(rendering).not.toContain('{"');
  });

  it('in Hindi the rendering uses the answer\'s Hindi names: the Sun (सूर्य) and its sign in Devanagari', async () => {
    const [en, hi] = await Promise.all([call('natal_chart', P01), call('natal_chart', { ...P01, lang: 'hi' })]);
    const sunOf = (r: CallToolResult) => data(r).planets.find((p: { planet: string }) => p.planet === 'Sun');
    const rendering = (hi.content[0] as { text: string }).text;
    expect(sunOf(hi).degreeFormatted).toMatch(/[\u0900-\u097F]/);
    // the same degrees, the sign's Hindi name
    expect(sunOf(hi).degreeFormatted.split(' ')[0]).toBe(sunOf(en).degreeFormatted.split(' ')[0]);
    expect(rendering.split('\n')[1]).toMatch(new RegExp(`^सूर्य ${sunOf(hi).degreeFormatted}, चंद्र `));
    expect(rendering).not.toContain(sunOf(en).signName);
    expect(rendering).not.toMatch(/\bSun\b/);
  });

  it('a panchanga\'s rendering: tithi, vara with its local sunrise, nakshatra, yoga and karana as the answer names them', async () => {
    const r = await call('panchanga', { ...P01, date: '2026-06-01T06:00' });
    expect(r.isError).toBeFalsy();
    const p = data(r).panchanga;
    const rendering = (r.content[0] as { text: string }).text;
    const local = (s: string) => s.replace('T', ' ').replace(/\.\d+/, ' ');
    expect(rendering).toContain(`  tithi: ${p.tithi.name} (${p.tithi.paksha})`);
    expect(rendering).toContain(`  vara: ${p.vara.name} (sunrise ${local(p.vara.sunriseLocal)})`);
    expect(rendering).toContain(`  nakshatra: ${p.nakshatra}`);
    expect(rendering).toContain(`  yoga: ${p.yoga.name} `);
    expect(rendering).toContain(`  karana: ${p.karana.name} `);
    expect(rendering).toContain(`  summary: ${p.summary}`);
  });

  it('a large answer (vimshottari to depth 3, ~170 KB): its JSON block is abridged under 32 KB and says so; structuredContent is whole; the rendering names the current periods', async () => {
    const req = { ...P01, depth: 3, targetDate: '2026-06-01T12:00' };
    const [r, http] = await Promise.all([call('vimshottari_dasha', req), post(srv.url, '/v1/dasha/vimshottari', req, key)]);
    expect(r.isError).toBeFalsy();
    // whole: the HTTP answer, all 9 × 9 × 9 periods
    expect(data(r)).toEqual(http.body.data);
    expect(data(r).mahadashas).toHaveLength(9);
    expect(data(r).mahadashas[4].antardashas).toHaveLength(9);
    expect(Buffer.byteLength(JSON.stringify(r.structuredContent))).toBeGreaterThan(MCP_JSON_MAX_BYTES);
    const [rendering, json] = r.content.map((c) => (c as { text: string }).text);
    expect(Buffer.byteLength(json)).toBeLessThanOrEqual(MCP_JSON_MAX_BYTES);
    const [note, ...rest] = json.split('\n');
    expect(note).toMatch(/abridged/);
    expect(note).toMatch(/The whole answer is in structuredContent/);
    const abridged = JSON.parse(rest.join('\n'));
    // the schema fixes nine mahadashas; the antardashas and pratyantardashas are cut to 3
    expect(abridged.data.mahadashas).toHaveLength(9);
    expect(abridged.data.mahadashas[4].antardashas).toHaveLength(3);
    expect(abridged.data.mahadashas[4].antardashas[2].pratyantardashas).toHaveLength(3);
    expect(abridged.data.mahadashas[4].antardashas[2]).toMatchObject({ lord: data(r).mahadashas[4].antardashas[2].lord, start: data(r).mahadashas[4].antardashas[2].start });
    // the current periods at the target date, with their local times
    const cur = data(r).current;
    const local = (s: string) => s.replace('T', ' ').replace(/\.\d+/, ' ');
    expect(rendering).toContain(`  mahadasha: ${cur.mahadasha.lord} from ${local(cur.mahadasha.startLocal)} to ${local(cur.mahadasha.endLocal)}`);
    expect(rendering).toContain(`  antardasha: ${cur.antardasha.lord} from ${local(cur.antardasha.startLocal)}`);
    expect(rendering.length).toBeLessThan(3000);
  });

  it('vedic: vedic_moon_sign of p01 is PyJHora\'s sign, nakshatra and pada; vedic_ascendant within 1″ of Swiss', async () => {
    const m = data(await call('vedic_moon_sign', P01));
    expect(m).toMatchObject({ planet: 'Moon', sign: p01Pyj.positions.Moon.sign_index, nakshatra: p01Pyj.positions.Moon.nakshatra, nakshatraPada: p01Pyj.positions.Moon.pada });
    const a = data(await call('vedic_ascendant', P01));
    expect(a.sign).toBe(p01Pyj.positions.Ascendant.sign_index);
    expect(arcsecDiff(a.degree, p01Swiss.ascendant_sidereal_lahiri)).toBeLessThan(1);
  });

  it('dasha: vimshottari_dasha of p01: PyJHora\'s first lord, order and mahadasha starts within a day (365.256364-day years)', async () => {
    const ref = (p01Pyj as unknown as { vimshottari: Record<string, { mahadashas: { lord: string; start_utc_iso: string }[] }> & { first_lord: string } }).vimshottari;
    const d = data(await call('vimshottari_dasha', { ...P01, yearLength: 'sidereal', depth: 1 }));
    expect(d.firstLord).toBe(ref.first_lord);
    const maha = ref['mean_sidereal_year_365.256364'].mahadashas;
    expect(d.mahadashas.map((x: { lord: string }) => x.lord)).toEqual(maha.map((x) => x.lord));
    d.mahadashas.forEach((x: { start: string }, i: number) => expect(Math.abs(Date.parse(x.start) - Date.parse(maha[i].start_utc_iso))).toBeLessThan(86_400_000));
  });

  it('numerology: numerology_core_numbers of Thomas John Hancock, 1990-05-05 (Decoz\'s worked example)', async () => {
    const d = data(await call('numerology_core_numbers', { name: 'Thomas John Hancock', date: '1990-05-05' }));
    expect(d.soulUrge.value).toBe(2);
    expect(d.karmicLessons).toEqual([7, 9]);
    expect(d.lifePath).toMatchObject({ value: 11, root: 2, isMaster: true });
  });

  it('lunar: moon_phase_calendar (a GET endpoint, numbers and text as the query would carry them): Full Moon 2027-01-22T12:17:15Z (astronomy-engine) within 30 s', async () => {
    const d = data(await call('moon_phase_calendar', { from: '2027-01-01', to: '2027-01-31' }));
    const full = d.events.find((e: { phase: string }) => e.phase === 'Full Moon');
    expect(Math.abs(Date.parse(full.date) - Date.parse('2027-01-22T12:17:15.028Z'))).toBeLessThan(30_000);
  });

  it('lang works as on HTTP: the same call in Hindi names the signs in Devanagari', async () => {
    const [en, hi] = await Promise.all([call('vedic_moon_sign', P01), call('vedic_moon_sign', { ...P01, lang: 'hi' })]);
    expect(data(hi).sign).toBe(data(en).sign);
    expect(data(hi).signName).not.toBe(data(en).signName);
    expect(data(hi).signName).toMatch(/[\u0900-\u097F]/);
  });
});

describe('errors are the HTTP API\'s, and bad input is never metered', () => {
  it('VALIDATION_ERROR: a tool error with the same code, message and details as HTTP; no unit taken', async () => {
    const bad = { date: '1990-05-15T14:30:00Z', lat: 95 };
    const before = await usageTotal();
    const r = await call('natal_chart', bad);
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
    const http = await post(srv.url, '/v1/natal', bad, key);
    expect(http.status).toBe(400);
    expect(errorOf(r)).toEqual(http.body);
    expect(errorOf(r)).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
    expect(errorOf(r).details.map((x: { path: string }) => x.path)).toEqual(expect.arrayContaining(['lat', 'lng']));
    expect(await usageTotal()).toBe(before);
  });

  it('a refusal after validation (a date outside the ephemeris) is the same error as HTTP and not metered', async () => {
    const early = { date: '1700-01-01T12:00:00', lat: 10, lng: 10 };
    const before = await usageTotal();
    const r = await call('natal_chart', early);
    const http = await post(srv.url, '/v1/natal', early, key);
    expect(http.status).toBeGreaterThanOrEqual(400);
    expect(r.isError).toBe(true);
    expect(errorOf(r)).toEqual(http.body);
    expect(await usageTotal()).toBe(before);
  });

  it('an unknown tool is a protocol error', async () => {
    await expect(client.callTool({ name: 'no_such_tool', arguments: {} })).rejects.toThrow(/Unknown tool/);
  });
});

describe('keys and metering', () => {
  it('no key: 401 MISSING_API_KEY before anything is read; a wrong key: 401 INVALID_API_KEY; the SDK client cannot connect', async () => {
    const init = { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'x', version: '1' } } };
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
    const none = await fetch(`${srv.url}/mcp`, { method: 'POST', headers, body: JSON.stringify(init) });
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ success: false, error: 'MISSING_API_KEY' });
    const wrong = await fetch(`${srv.url}/mcp`, { method: 'POST', headers: { ...headers, 'X-API-Key': 'ak_wrongwrongwrongwrongwrongwrongwr' }, body: JSON.stringify(init) });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'INVALID_API_KEY' });
    // X-API-Key works as on HTTP
    const ok = await fetch(`${srv.url}/mcp`, { method: 'POST', headers: { ...headers, 'X-API-Key': key }, body: JSON.stringify(init) });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('mcp-session-id')).toBeNull();
    await expect(connect('ak_wrongwrongwrongwrongwrongwrongwr')).rejects.toThrow();
    // GET (a server stream) and DELETE (a session) have nothing to do in stateless mode
    expect((await fetch(`${srv.url}/mcp`, { headers: { 'X-API-Key': key } })).status).toBe(405);
  });

  it('one unit per call under the endpoint\'s own usage row, as over HTTP; listing costs nothing; the counter shows the channel', async () => {
    const k = await srv.newKey();
    const c = await connect(k.key);
    try {
      await c.listResources();
      await c.listPrompts();
      expect(await usageTotal(k.accountId)).toBe(0);
      const r = await c.callTool({ name: 'vedic_planets', arguments: P01 });
      expect(r._meta?.['orrery/quota']).toMatchObject({ limit: 1000, remaining: 999 });
      expect(await usageTotal(k.accountId)).toBe(1);
      await c.callTool({ name: 'natal_chart', arguments: P01 });
      expect(await usageTotal(k.accountId)).toBe(2);
      await c.callTool({ name: 'natal_chart', arguments: { ...P01, lat: 'north' } });
      expect(await usageTotal(k.accountId)).toBe(2);
      await post(srv.url, '/v1/natal', P01, k.key);
      const u = await srv.store.usage(k.accountId, periodOf(new Date(srv.now.ms)));
      expect(u.byKey).toEqual([{ keyId: k.keyId, total: 3, byEndpoint: { '/v1/planets': 1, '/v1/natal': 2 } }]);
      // batch: one unit per item, the item endpoints' rows
      const b = await c.callTool({ name: 'batch_calls', arguments: { requests: [{ path: '/v1/numerology/life-path', body: { date: '1990-05-05' } }, { path: '/v1/nope' }] } });
      expect((b.structuredContent as JsonBody).data.map((x: { status: number }) => x.status)).toEqual([200, 404]);
      expect(await usageTotal(k.accountId)).toBe(4);
      const usage = await c.callTool({ name: 'get_usage', arguments: {} });
      expect((usage.structuredContent as JsonBody).data).toMatchObject({ quota: { used: 4 } });
      const metric = await registry.getSingleMetricAsString('orrery_mcp_tool_calls_total');
      expect(metric).toMatch(/orrery_mcp_tool_calls_total\{endpoint="\/v1\/natal",status="200"\} \d+/);
      expect(metric).toMatch(/orrery_mcp_tool_calls_total\{endpoint="\/v1\/natal",status="400"\} \d+/);
      // the portal's request log: one row per tool call, method MCP (the channel), the endpoint's route (flushed every 250 ms)
      let rows: Awaited<ReturnType<typeof srv.store.requestLog>> = [];
      for (let i = 0; i < 40 && rows.filter((r) => r.method === 'MCP').length < 5; i++) {
        await new Promise((r) => setTimeout(r, 100));
        rows = await srv.store.requestLog(k.accountId, { limit: 100 });
      }
      const mcpRows = rows.filter((r) => r.method === 'MCP').map((r) => `${r.endpoint} ${r.status}`).sort();
      expect(mcpRows).toEqual(['/v1/batch 200', '/v1/natal 200', '/v1/natal 400', '/v1/planets 200', '/v1/usage 200']);
      expect(rows.find((r) => r.method === 'POST' && r.endpoint === '/v1/natal')?.status).toBe(200);
    } finally {
      await c.close();
    }
  });

  it('bulk jobs: create_bulk_job reserves per item; get_bulk_job pages the results', async () => {
    const created = await call('create_bulk_job', { requests: [{ path: '/v1/numerology/life-path', body: { date: '1990-05-05' } }, { path: '/v1/numerology/life-path', body: { date: 'x' } }] });
    expect(created.isError).toBeFalsy();
    const id = data(created).id as string;
    expect(id).toMatch(/^job_/);
    let job: JsonBody = {};
    for (let i = 0; i < 100; i++) {
      job = data(await call('get_bulk_job', { id }));
      if (job.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job.status).toBe('completed');
    expect(job.results.items.map((x: { status: number }) => x.status)).toEqual([200, 400]);
    // Decoz: 5 + 5 + 1 = 11 for 1990-05-05, a master number
    expect(job.results.items[0].body.data.lifePath).toMatchObject({ value: 11 });
    const missing = await call('get_bulk_job', { id: 'job_doesnotexist' });
    expect(errorOf(missing)).toMatchObject({ error: 'JOB_NOT_FOUND' });
  });
});

describe('resources and the prompt', () => {
  it('the ayanamsa, house-system and dasha-system lists', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.name)).toEqual(['ayanamsas', 'house-systems', 'dasha-systems']);
    const read = async (uri: string) => JSON.parse(((await client.readResource({ uri })).contents[0] as { text: string }).text);
    expect((await read('orrery://reference/ayanamsas')).ayanamsas.map((a: { id: string }) => a.id)).toContain('lahiri');
    expect((await read('orrery://reference/house-systems')).houseSystems).toContainEqual({ id: 'placidus', letter: 'P' });
    expect((await read('orrery://reference/dasha-systems')).systems.map((s: { id: string }) => s.id)).toContain('vimshottari');
  });

  it('chart_summary takes a birth and asks for a summary through the tools', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['chart_summary']);
    const p = await client.getPrompt({ name: 'chart_summary', arguments: { date: '1990-05-15T14:30', lat: '40.7128', lng: '-74.006', place: 'New York' } });
    const text = (p.messages[0].content as { text: string }).text;
    expect(text).toContain('natal_chart');
    expect(text).toContain('"date": "1990-05-15T14:30", "lat": 40.7128, "lng": -74.006');
    await expect(client.getPrompt({ name: 'chart_summary', arguments: { date: 'x', lat: 'north', lng: '0' } })).rejects.toThrow(/lat/);
  });
});

describe('orrery-mcp, the stdio proxy', () => {
  it('spawned against this server, it lists the same tools and forwards a call', async () => {
    const bin = join(import.meta.dirname, '..', '..', 'client', 'bin', 'orrery-mcp.mjs');
    const local = new Client({ name: 'desktop', version: '1' });
    await local.connect(new StdioClientTransport({ command: process.execPath, args: [bin, '--url', srv.url, '--key', key], stderr: 'pipe' }));
    try {
      // the raw request: listTools() would compile the 120 output validators once more
      const a = await local.request({ method: 'tools/list', params: {} }, ListToolsResultSchema);
      expect(a.tools).toEqual(listed.tools);
      const r = (await local.callTool({ name: 'numerology_life_path', arguments: { date: '1990-05-05' } })) as CallToolResult;
      expect(data(r).lifePath).toMatchObject({ value: 11, isMaster: true });
      expect(local.getServerVersion()?.name).toBe('orrery (via orrery-mcp)');
    } finally {
      await local.close();
    }
  }, 120_000);

  it('without a key it says so on stderr and exits 2', async () => {
    const bin = join(import.meta.dirname, '..', '..', 'client', 'bin', 'orrery-mcp.mjs');
    const child = spawn(process.execPath, [bin, '--url', srv.url], { env: { PATH: process.env.PATH ?? '' } });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise((r) => child.on('close', r));
    expect(code).toBe(2);
    expect(err).toMatch(/--key/);
  });
});

describe('the key\'s rate limit holds for tool calls as for HTTP calls', () => {
  // Issue 26: a tool call is "rate-limited exactly like the HTTP call it maps to". Each POST /mcp goes through
  // authorize, which counts one request against the key's window (RATE_LIMIT_PER_SECOND 1, BURST 3: a window
  // of ceil(3 / 1) = 3 s holds 3 requests). The calls are sent at once so that one window holds them all.
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' } });
  });
  afterAll(async () => limited.close());

  const toolCall = (k: string, id: number) =>
    fetch(`${limited.url}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', Authorization: `Bearer ${k}`, 'MCP-Protocol-Version': '2025-06-18' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'numerology_life_path', arguments: { date: '1990-05-05' } } }),
    });

  it('tool calls and HTTP calls of one key share its window: the 4th of 3 + 1 is 429 RATE_LIMITED with Retry-After, and not metered', async () => {
    const k = await limited.newKey();
    const answers = await Promise.all([
      toolCall(k.key, 1),
      toolCall(k.key, 2),
      fetch(`${limited.url}/v1/numerology/life-path`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-API-Key': k.key }, body: JSON.stringify({ date: '1990-05-05' }) }),
      toolCall(k.key, 3),
    ]);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    // the three answered calls cost a unit each (Decoz's 1990-05-05: life path 11); the refused one nothing
    for (const r of answers.filter((a) => a.status === 200)) {
      const text = await r.text();
      expect(text).toMatch(/"lifePath":\{[^}]*"value":11/);
    }
    expect((await limited.store.usage(k.accountId, periodOf(new Date(limited.now.ms)))).total).toBe(3);
  });
});
