/**
 * POST /mcp: the Model Context Protocol over Streamable HTTP (the official SDK's transport), stateless.
 *
 * Each POST carries one JSON-RPC message and goes through the chain of any keyed call: 415 check,
 * authorize (401 without a key, the wrong-key limit, one request counted against the key's rate limit),
 * the body read (413 past 16 MB, the limit of POST /v1/jobs, as create_bulk_job carries a job); then a fresh SDK server answers it. No session id: any web process of a fleet
 * can answer any message, and nothing is held between them (nothing to share through Redis, nothing lost
 * when a process restarts). GET (a server-to-client stream) and DELETE (ending a session) are 405.
 *
 * A tool call runs the HTTP call it maps to through the same code: `validate` (bad input is refused
 * before anything is reserved, so never metered), then `meteredCall` of api/routes/endpoints.ts (the
 * reservation under the endpoint's path, the dispatch, the refund of a call that did not answer), or the
 * account route's own function (batch, bulk jobs, usage). A result is the answer as `structuredContent`
 * and two text blocks: a short rendering of it, and its JSON (whole up to 32 KB, else abridged;
 * ../shared/endpoints/mcp-text.ts). Errors are tool errors (`isError`) whose text is the HTTP error
 * envelope: the same code, message and details.
 */
import express, { type Request, type Response, type Router } from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { JOBS_BODY_LIMIT_BYTES, type AccountRoute } from '../shared/endpoints/account-routes.js';
import {
  CHART_SUMMARY_PROMPT,
  chartSummaryArgs,
  chartSummaryText,
  isJobId,
  MCP_PATH,
  MCP_RESOURCES,
  mcpTool,
  mcpTools,
  type McpToolRef,
} from '../shared/endpoints/mcp.js';
import { jsonText, renderLines } from '../shared/endpoints/mcp-text.js';
import { ApiError, errorBody, toApiError } from '../shared/errors.js';
import type { Lang } from '../shared/i18n/languages.js';
import type { Logger } from '../shared/log.js';
import { metrics } from '../shared/metrics.js';
import type { CallSink, Caller, Ctx } from './context.js';
import { authorize, callerOf } from './middleware/authorize.js';
import { jsonBody, requireJson } from './middleware/body.js';
import { validate } from './middleware/validate.js';
import { methodNotAllowed } from './respond.js';
import { requireDirect } from './routes/account.js';
import type { RequestLogWriter } from './request-log.js';
import { batchAnswer, queryStrings } from './routes/batch.js';
import { meteredCall } from './routes/endpoints.js';
import { cancelAnswer, jobPage, submitJob } from './routes/jobs.js';
import { usageAnswer } from './routes/usage.js';

const INSTRUCTIONS =
  'Orrery computes astrology: western charts, Vedic astrology (sidereal positions, dashas, yogas, vargas, ' +
  'panchanga, matching), numerology and moon phases. Births are local wall time at the place (no zone) with ' +
  'lat/lng in decimal degrees; the zone is looked up. Every tool call costs one unit of the key\'s monthly quota ' +
  '(batch and bulk jobs one per item); invalid input costs nothing. Errors carry the HTTP error code ' +
  '(VALIDATION_ERROR names the field).';

/** The headers a call sets (X-Quota-*, X-Cache), collected for the tool result's `_meta`. */
class Collected implements CallSink {
  readonly headers = new Map<string, string | number>();
  readonly locals: { timing?: string } = {};
  setHeader(name: string, value: string | number): void {
    this.headers.set(name.toLowerCase(), value);
  }
  getHeader(name: string): string | number | undefined {
    return this.headers.get(name.toLowerCase());
  }
  /** `_meta` of a result: the quota after the call, and the cache outcome. */
  meta(): Record<string, unknown> | undefined {
    const h = this.headers;
    const out: Record<string, unknown> = {};
    if (h.has('x-quota-remaining')) {
      out['orrery/quota'] = { limit: Number(h.get('x-quota-limit')), remaining: Number(h.get('x-quota-remaining')), reset: Number(h.get('x-quota-reset')) };
    }
    if (h.has('x-cache')) out['orrery/cache'] = h.get('x-cache');
    return Object.keys(out).length ? out : undefined;
  }
}

const asRecord = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** Runs a tool's HTTP call; the serialised success envelope (and the call's `lang`), or the call's ApiError thrown. */
async function runTool(ctx: Ctx, caller: Caller, tool: McpToolRef, args: Record<string, unknown>, out: Collected): Promise<{ text: string; lang?: Lang }> {
  const t = tool.target;
  if (t.kind === 'endpoint') {
    const ep = t.endpoint;
    const { input, lang } = validate(ep, ep.method === 'GET' ? queryStrings(args) : args, ctx.clock());
    return { text: await meteredCall(ctx, caller, ep, input, lang, out), lang };
  }
  return { text: await runAccountTool(ctx, caller, t.route, args, out) };
}

/** An account route's call (batch, bulk jobs, usage). */
async function runAccountTool(ctx: Ctx, caller: Caller, r: AccountRoute, args: Record<string, unknown>, out: Collected): Promise<string> {
  if (r.directOnly) requireDirect(caller, `${r.method} ${r.path}`);
  switch (r.id) {
    case 'batch':
      return (await batchAnswer(ctx, caller, args, out)).body.toString('utf8');
    case 'createJob':
      return (await submitJob(ctx, caller, args, out)).body.toString('utf8');
    case 'getJob':
    case 'cancelJob': {
      const { id, ...query } = args;
      if (!isJobId(id)) throw new ApiError('JOB_NOT_FOUND');
      return r.id === 'getJob' ? jobPage(ctx, caller, id, query) : cancelAnswer(ctx, caller, id);
    }
    case 'usage':
      return JSON.stringify({ success: true, data: await usageAnswer(ctx, caller, args) });
    case 'webhookSecret':
    case 'rotateWebhookSecret':
    case 'createChartUrl':
    case 'signedChart':
      throw new ApiError('NOT_FOUND');
  }
}

/** The first line of a result's text: what it is, and the call it was. */
function headline(tool: McpToolRef, envelope: { data?: unknown; meta?: { warnings?: unknown[] } }): string {
  const warnings = envelope.meta?.warnings?.length ? ` Warnings: ${envelope.meta.warnings.map(String).join(' ')}` : '';
  return `${tool.title} (${tool.target.kind === 'endpoint' ? tool.target.endpoint.method : tool.target.route.method} ${tool.path}).${warnings}`;
}

/** One tool call: its result, or its error as a tool error; logged and counted with the channel `mcp`. */
async function callTool(ctx: Ctx, caller: Caller, log: Logger | undefined, name: string, args: unknown, trail?: ToolTrail): Promise<CallToolResult> {
  const tool = mcpTool(name);
  if (!tool) throw new McpError(ErrorCode.InvalidParams, `Unknown tool: ${name}`);
  const t0 = performance.now();
  const out = new Collected();
  let status = 200;
  try {
    const { text, lang } = await runTool(ctx, caller, tool, asRecord(args), out);
    const { success: _s, ...envelope } = JSON.parse(text) as { success: true; data: unknown; meta?: { warnings?: unknown[] } };
    const meta = out.meta();
    const t = tool.target;
    return {
      // a short rendering, then the JSON (whole up to 32 KB, else abridged): ../shared/endpoints/mcp-text.ts
      content: [
        { type: 'text', text: [headline(tool, envelope), ...renderLines(envelope.data, lang)].join('\n') },
        { type: 'text', text: jsonText(envelope, t.kind === 'endpoint' ? t.endpoint.response : t.route.response) },
      ],
      structuredContent: envelope,
      ...(meta ? { _meta: meta } : {}),
    };
  } catch (err) {
    const e = toApiError(err);
    status = e.status;
    if (e.status >= 500) log?.error({ err, tool: name }, 'tool call failed');
    const meta = { ...out.meta(), ...(e.retryAfterSeconds !== undefined ? { 'orrery/retryAfterSeconds': e.retryAfterSeconds } : {}) };
    return {
      isError: true,
      content: [{ type: 'text', text: JSON.stringify(errorBody(e)) }],
      ...(Object.keys(meta).length ? { _meta: meta } : {}),
    };
  } finally {
    const ms = performance.now() - t0;
    metrics.mcpToolCalls.inc({ endpoint: tool.path, status: String(status) });
    // the portal's request log: one row per tool call, its method `MCP` (the channel), its endpoint the route's
    trail?.writer?.add({
      accountId: caller.account.id, keyId: caller.keyId, at: new Date(ctx.clock()), method: 'MCP', endpoint: tool.path,
      status, requestId: trail.requestId, durationMs: ms,
    });
    if (log?.isLevelEnabled('info')) {
      log.info({ channel: 'mcp', tool: name, endpoint: tool.path, status, ms, account: caller.account.id }, 'tool call');
    }
  }
}

/** Where a tool call's request-log row goes (direct callers only, as for HTTP calls) and the request it came in. */
interface ToolTrail {
  writer: RequestLogWriter | undefined;
  requestId: string;
}

let validator: AjvJsonSchemaValidator | undefined;

/** A server for one message: its handlers close over the caller of that request. */
function serverFor(ctx: Ctx, caller: Caller, log: Logger | undefined, trail?: ToolTrail): Server {
  validator ??= new AjvJsonSchemaValidator();
  // The low-level Server: the tools' JSON Schemas come from the registry, and input is validated by the
  // registry's own zod schemas (with the HTTP API's error details), not by the SDK.
  const server = new Server(
    { name: 'orrery', title: 'Orrery astrology API', version: ctx.deps.version },
    { capabilities: { tools: {}, resources: {}, prompts: {} }, instructions: INSTRUCTIONS, jsonSchemaValidator: validator },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: mcpTools().map((t) => ({ name: t.name, title: t.title, description: t.description, inputSchema: t.inputSchema, outputSchema: t.outputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, (req) => callTool(ctx, caller, log, req.params.name, req.params.arguments, trail));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({
    resources: MCP_RESOURCES.map((r) => ({ uri: r.uri, name: r.name, title: r.title, description: r.description, mimeType: 'application/json' })),
  }));
  server.setRequestHandler(ReadResourceRequestSchema, (req) => {
    const r = MCP_RESOURCES.find((x) => x.uri === req.params.uri);
    if (!r) throw new McpError(ErrorCode.InvalidParams, `Unknown resource: ${req.params.uri}`);
    return { contents: [{ uri: r.uri, mimeType: 'application/json', text: r.text() }] };
  });
  server.setRequestHandler(ListPromptsRequestSchema, () => ({ prompts: [CHART_SUMMARY_PROMPT] }));
  server.setRequestHandler(GetPromptRequestSchema, (req) => {
    if (req.params.name !== CHART_SUMMARY_PROMPT.name) throw new McpError(ErrorCode.InvalidParams, `Unknown prompt: ${req.params.name}`);
    const a = chartSummaryArgs.safeParse(req.params.arguments ?? {});
    if (!a.success) {
      throw new McpError(ErrorCode.InvalidParams, `Invalid arguments: ${a.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    }
    return {
      description: CHART_SUMMARY_PROMPT.description,
      messages: [{ role: 'user', content: { type: 'text', text: chartSummaryText(a.data) } }],
    };
  });
  return server;
}

/** POST /mcp behind the keyed chain; other methods 405. */
export function mcpRouter(ctx: Ctx): Router {
  const router = express.Router({ caseSensitive: true, strict: false });
  const route = router.route(MCP_PATH);
  // create_bulk_job carries up to 10,000 items: the body limit of POST /v1/jobs
  route.post(requireJson, authorize(ctx), jsonBody(JOBS_BODY_LIMIT_BYTES), async (req: Request, res: Response) => {
    const caller = callerOf(res);
    const writer = req.app.locals.requestLog as RequestLogWriter | undefined;
    const trail = caller.channel === 'direct' ? { writer, requestId: String(res.locals.reqId ?? '') } : undefined;
    const server = serverFor(ctx, caller, res.locals.log, trail);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    res.once('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  });
  route.all(methodNotAllowed(['POST']));
  return router;
}
