#!/usr/bin/env node
/**
 * orrery-mcp: a stdio MCP server for desktop assistants that proxies to a remote Orrery's POST /mcp.
 *
 *   orrery-mcp --url https://orrery.example.com --key ak_…      (or ORRERY_URL / ORRERY_API_KEY)
 *
 * The assistant starts it and speaks MCP on stdin/stdout (the SDK's stdio server transport); every
 * request is forwarded as is through the SDK's Streamable HTTP client transport with the key as
 * `Authorization: Bearer`, and the answer returned as is: tools, resources and prompts are the remote
 * server's, and so are the metering and the errors. Nothing is written to stdout but MCP messages;
 * problems go to stderr.
 */
import { parseArgs } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import {
  CallToolRequestSchema,
  CallToolResultSchema,
  GetPromptRequestSchema,
  GetPromptResultSchema,
  ListPromptsRequestSchema,
  ListPromptsResultSchema,
  ListResourcesRequestSchema,
  ListResourcesResultSchema,
  ListToolsRequestSchema,
  ListToolsResultSchema,
  ReadResourceRequestSchema,
  ReadResourceResultSchema,
} from '@modelcontextprotocol/sdk/types.js';

const USAGE = 'usage: orrery-mcp --url https://your-orrery-host [--key ak_…]   (or ORRERY_URL and ORRERY_API_KEY)';

function fail(message) {
  process.stderr.write(`orrery-mcp: ${message}\n${USAGE}\n`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({ options: { url: { type: 'string' }, key: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const base = values.url ?? process.env.ORRERY_URL;
const key = values.key ?? process.env.ORRERY_API_KEY;
if (!base) fail('--url is required');
if (!key) fail('--key (or ORRERY_API_KEY) is required');

/** The service's base URL or its /mcp URL, both accepted. */
let endpoint;
try {
  endpoint = new URL(base);
} catch {
  fail(`--url ${base} is not a URL`);
}
if (!endpoint.pathname.replace(/\/+$/, '').endsWith('/mcp')) endpoint = new URL(`${endpoint.pathname.replace(/\/+$/, '')}/mcp`, endpoint);

const remote = new Client({ name: 'orrery-mcp', version: '1.0.0' });
try {
  await remote.connect(new StreamableHTTPClientTransport(endpoint, { requestInit: { headers: { Authorization: `Bearer ${key}` } } }));
} catch (err) {
  fail(`cannot connect to ${endpoint.href}: ${err instanceof Error ? err.message : String(err)}`);
}

const info = remote.getServerVersion() ?? { name: 'orrery', version: '0' };
const capabilities = remote.getServerCapabilities() ?? {};
const local = new Server(
  { ...info, name: `${info.name} (via orrery-mcp)` },
  { capabilities: { tools: capabilities.tools ?? {}, resources: capabilities.resources ?? {}, prompts: capabilities.prompts ?? {} }, instructions: remote.getInstructions() },
);

// Each request goes to the remote server unchanged; its result (or its JSON-RPC error) comes back unchanged.
const forward = (method, resultSchema) => (request) => remote.request({ method, params: request.params }, resultSchema);
local.setRequestHandler(ListToolsRequestSchema, forward('tools/list', ListToolsResultSchema));
local.setRequestHandler(CallToolRequestSchema, forward('tools/call', CallToolResultSchema));
local.setRequestHandler(ListResourcesRequestSchema, forward('resources/list', ListResourcesResultSchema));
local.setRequestHandler(ReadResourceRequestSchema, forward('resources/read', ReadResourceResultSchema));
local.setRequestHandler(ListPromptsRequestSchema, forward('prompts/list', ListPromptsResultSchema));
local.setRequestHandler(GetPromptRequestSchema, forward('prompts/get', GetPromptResultSchema));

const stdio = new StdioServerTransport();
const stop = () => {
  void remote.close().finally(() => process.exit(0));
};
stdio.onclose = stop;
// the assistant closing our stdin is the end of the session
process.stdin.once('end', stop);
await local.connect(stdio);
