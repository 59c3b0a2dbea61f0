/**
 * POST /v1/batch (spec "Batch", ../API-DECISIONS.md "Batch"): up to 50 items, each validated like a
 * direct call; N items reserve N units up front, atomically, or the whole batch is refused and nothing
 * runs; nested batches and /v1/kundali* are refused per item; a failing item never fails the batch.
 * The valid items run together as ONE task (one pool task split per thread, or one queue job).
 * Units of items that did not produce a 2xx are given back (bad input is never metered). Batch results
 * are not written to the result cache.
 */
import type { Request, Response } from 'express';
import { BATCH_PATH, JOBS_PATH } from '../../shared/endpoints/account-routes.js';
import { batchEnvelopeSchema, batchItemSchema, MAX_BATCH } from '../../shared/endpoints/batch.js';
import { endpointsAtPath, isBundlePath } from '../../shared/endpoints/registry.js';
import { runEntries, type BatchEntry, type BatchItem, type BatchOutcome } from '../../shared/dispatch/execute.js';
import { ApiError, errorBody, toApiError } from '../../shared/errors.js';
import type { UsageLine } from '../../shared/store/ports.js';
import type { CallSink, Caller, Ctx } from '../context.js';
import { callerOf } from '../middleware/authorize.js';
import { idempotent } from '../middleware/idempotency.js';
import { refund, reserveOrThrow } from '../middleware/quota.js';
import { issueMessage, validate } from '../middleware/validate.js';
import { utf8, type Answered } from '../respond.js';

/**
 * A GET item's `query` is what the query string would carry: numbers and booleans are accepted and read
 * as their text ({"lat": 28.6} = "lat=28.6"); anything else is left for the schema to refuse.
 */
export function queryStrings(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) out[k] = typeof v === 'number' || typeof v === 'boolean' ? String(v) : v;
  return out;
}

function failed(e: ApiError): BatchItem {
  return { status: e.status, body: JSON.stringify(errorBody(e)) };
}

/**
 * One item of a batch or a bulk job, validated like a direct call: the call to run, or its error as a
 * ready answer. `path` is the item's endpoint path (its usage line).
 */
export function batchEntry(raw: unknown, index: number, nowMs: number): { entry: BatchEntry; path: string } {
  const p = batchItemSchema.safeParse(raw);
  const path = p.success ? p.data.path.replace(/\/$/, '') : 'batch:invalid-item';
  try {
    if (!p.success) {
      throw new ApiError('VALIDATION_ERROR', 'A batch item is { "method": "GET"|"POST", "path": "/v1/…", "body" | "query" }', [
        { path: `requests.${index}`, message: p.error.issues[0] ? issueMessage(p.error.issues[0]) : 'invalid item' },
      ]);
    }
    if (path === BATCH_PATH || path === JOBS_PATH) throw new ApiError('NESTED_BATCH');
    if (isBundlePath(path)) throw new ApiError('NOT_BATCHABLE', `${path} is a bundle and cannot be batched; batch its pieces instead`);
    const candidates = endpointsAtPath(path);
    if (!candidates.length) throw new ApiError('NOT_FOUND', `No endpoint ${path}`);
    const ep = candidates.find((e) => e.method === p.data.method);
    if (!ep) throw new ApiError('METHOD_NOT_ALLOWED', `${p.data.method} is not allowed on ${path}`);
    if (!ep.batchable) throw new ApiError('NOT_BATCHABLE');
    const { input, lang } = validate(ep, ep.method === 'GET' ? queryStrings(p.data.query ?? {}) : (p.data.body ?? {}), nowMs);
    return { entry: { endpoint: ep.name, input, lang }, path };
  } catch (err) {
    return { entry: { fixed: failed(toApiError(err)) }, path };
  }
}

/** POST /v1/batch (after authorize and the body): the answer, kept and replayed under an Idempotency-Key. */
export async function batch(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const caller = callerOf(res);
  await idempotent(ctx, caller, req, res, req.body, () => batchAnswer(ctx, caller, req.body, res));
}

/** Runs a batch and returns its answer (the HTTP route and the MCP tool `batch_calls`). */
export async function batchAnswer(ctx: Ctx, caller: Caller, raw: unknown, res: CallSink): Promise<Answered> {
  const top = batchEnvelopeSchema.safeParse(raw);
  if (!top.success) {
    throw new ApiError('VALIDATION_ERROR', 'A batch is { "requests": [ { "method", "path", "body" | "query" } ] }', [
      { path: 'requests', message: 'required array of request items' },
    ]);
  }
  const requests = top.data.requests;
  if (requests.length > MAX_BATCH) throw new ApiError('BATCH_TOO_LARGE', `A batch holds at most ${MAX_BATCH} requests; got ${requests.length}`);
  if (requests.length === 0) throw new ApiError('VALIDATION_ERROR', 'requests must hold at least one item', [{ path: 'requests', message: 'empty' }]);

  const now = ctx.clock();
  const entries: BatchEntry[] = [];
  const lines: UsageLine[] = [];
  requests.forEach((r, index) => {
    const { entry, path } = batchEntry(r, index, now);
    entries.push(entry);
    lines.push({ endpoint: path, units: 1 });
  });

  await reserveOrThrow(ctx, caller, lines, res);

  let outcome: BatchOutcome;
  try {
    outcome = await ctx.deps.dispatcher.runMany(entries, { account: caller.account.id });
  } catch (err) {
    // the whole batch could not run (queue down, timeout): every item that was to run gets that error
    const e = failed(toApiError(err));
    outcome = runEntries(entries.map((x) => ('fixed' in x ? x : { fixed: e })));
  }

  const unanswered = lines.filter((_, i) => (outcome.statuses[i] ?? 500) >= 300);
  await refund(ctx, caller, unanswered, res);
  // Items arrive serialised where they were computed (through the queue, as raw bytes): they are
  // written between the envelope's two halves, never parsed here.
  const json = typeof outcome.json === 'string' ? utf8(outcome.json) : outcome.json;
  return { status: 200, body: Buffer.concat([BATCH_HEAD, json, BATCH_TAIL]) };
}

const BATCH_HEAD = Buffer.from('{"success":true,"data":[');
const BATCH_TAIL = Buffer.from(']}');
