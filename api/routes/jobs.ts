/**
 * Bulk jobs: POST /v1/jobs (up to BULK_MAX_ITEMS items of the batch item shape, answered 202 with the
 * job), GET /v1/jobs/:id (status, progress, a page of results), DELETE /v1/jobs/:id (cancel; what did not
 * run is refunded). And the account's webhook signing secret: GET /v1/webhooks/secret, POST
 * /v1/webhooks/secret/rotate.
 *
 * Quota: the job's N items reserve N units up front under the endpoint `/v1/jobs` (all or nothing, like
 * a batch). Every item is given back once if it does not answer 2xx: an item that failed validation or
 * answered an error when its chunk completes (the chunk carries the validation error as its answer),
 * an item a cancellation stops by the cancellation. Reading a job and the secret cost nothing (they are rate-limited like any call).
 */
import type { Request, Response } from 'express';
import { JOB_ID_RE, jobPageQuery, JOBS_PATH } from '../../shared/endpoints/account-routes.js';
import { jobEnvelopeSchema } from '../../shared/endpoints/batch.js';
import { ApiError } from '../../shared/errors.js';
import { jobView } from '../../shared/jobs/runner.js';
import { callbackProblem } from '../../shared/jobs/webhook.js';
import { metrics } from '../../shared/metrics.js';
import { rotateWebhookSecret } from '../../shared/store/key-actions.js';
import type { BatchEntry } from '../../shared/dispatch/execute.js';
import type { UsageLine } from '../../shared/store/ports.js';
import type { CallSink, Caller, Ctx } from '../context.js';
import { callerOf } from '../middleware/authorize.js';
import { idempotent } from '../middleware/idempotency.js';
import { refund, reserveOrThrow } from '../middleware/quota.js';
import { issueMessage } from '../middleware/validate.js';
import { sendData, sendRawJson, utf8, type Answered } from '../respond.js';
import { batchEntry } from './batch.js';

/** The job's id from the path, or 404 for one that cannot exist. */
function jobId(req: Request): string {
  const id = req.params.id;
  if (typeof id !== 'string' || !JOB_ID_RE.test(id)) throw new ApiError('JOB_NOT_FOUND');
  return id;
}

/** GET /v1/webhooks/secret. */
export async function webhookSecret(ctx: Ctx, _req: Request, res: Response): Promise<void> {
  const c = callerOf(res);
  sendData(res, 200, { secret: await ctx.deps.store.webhookSecret(c.account.id, new Date(ctx.clock())) });
}

/** POST /v1/webhooks/secret/rotate. */
export async function rotateSecret(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const c = callerOf(res);
  const secret = await rotateWebhookSecret(ctx.deps.store, c.account.id, new Date(ctx.clock()), { actor: `api:${c.keyId}`, ip: req.ip ?? null });
  sendData(res, 200, { secret });
}

/** POST /v1/jobs (after authorize and the body, up to 16 MB). */
export async function createJob(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const c = callerOf(res);
  await idempotent(ctx, c, req, res, req.body, () => submitJob(ctx, c, req.body, res));
}

/** GET /v1/jobs/:id. */
export async function getJob(ctx: Ctx, req: Request, res: Response): Promise<void> {
  const text = await jobPage(ctx, callerOf(res), jobId(req), req.query);
  res.setHeader('Cache-Control', 'no-store');
  sendRawJson(res, 200, text);
}

/** DELETE /v1/jobs/:id. */
export async function cancelJob(ctx: Ctx, req: Request, res: Response): Promise<void> {
  sendRawJson(res, 200, await cancelAnswer(ctx, callerOf(res), jobId(req)));
}

// ------------------------------------------------------------------ POST /v1/jobs

/** Items validated between two turns of the event loop (about 5–10 ms of work). */
const VALIDATE_SLICE = 100;

/** Lets the event loop run whatever is waiting (I/O of other requests) before going on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Submits a job and returns its 202 answer (the HTTP route and the MCP tool `create_bulk_job`). */
export async function submitJob(ctx: Ctx, c: Caller, raw: unknown, res: CallSink): Promise<Answered> {
  const { store, config } = ctx.deps;
  const jobs = ctx.deps.jobs;
  if (!jobs) throw new ApiError('SERVICE_UNAVAILABLE', 'Bulk jobs are not available on this server', undefined, 60);
  const top = jobEnvelopeSchema.safeParse(raw);
  if (!top.success) {
    throw new ApiError('VALIDATION_ERROR', 'A job is { "requests": [ { "method", "path", "body" | "query" } ], "callbackUrl"?: "https://…" }', [
      { path: top.error.issues[0]?.path.map(String).join('.') || 'requests', message: top.error.issues[0] ? issueMessage(top.error.issues[0]) : 'invalid' },
    ]);
  }
  const { requests, callbackUrl } = top.data;
  const max = config.bulk.maxItems;
  if (requests.length > max) throw new ApiError('BATCH_TOO_LARGE', `A job holds at most ${max} requests; got ${requests.length}`);
  if (requests.length === 0) throw new ApiError('VALIDATION_ERROR', 'requests must hold at least one item', [{ path: 'requests', message: 'empty' }]);
  const problem = callbackUrl === undefined ? null : callbackProblem(callbackUrl, config.webhook.allowPrivate);
  if (problem) throw new ApiError('VALIDATION_ERROR', problem, [{ path: 'callbackUrl', message: problem }]);

  const nowMs = ctx.clock();
  // 10,000 items take 0.5–1 s to validate: in slices, each a few milliseconds, with the event loop free
  // between them, so other callers' requests are answered meanwhile instead of waiting for all of it.
  const entries: BatchEntry[] = [];
  for (let i = 0; i < requests.length; i++) {
    if (i > 0 && i % VALIDATE_SLICE === 0) await nextTurn();
    entries.push(batchEntry(requests[i], i, nowMs).entry);
  }
  const all: UsageLine[] = [{ endpoint: JOBS_PATH, units: entries.length }];
  await reserveOrThrow(ctx, c, all, res);

  const size = config.bulk.chunkSize;
  const chunkInputs: string[] = [];
  for (let i = 0; i < entries.length; i += size) {
    if (i > 0 && i % (VALIDATE_SLICE * 5) < size) await nextTurn();
    chunkInputs.push(JSON.stringify(entries.slice(i, i + size)));
  }
  let job;
  try {
    job = await store.createJob(
      {
        accountId: c.account.id, keyId: c.keyId, total: entries.length, chunkSize: size, chunkInputs, callbackUrl: callbackUrl ?? null,
        expiresAt: new Date(nowMs + config.bulk.resultsDays * 86_400_000),
      },
      new Date(nowMs),
    );
  } catch (err) {
    await refund(ctx, c, all, res);
    throw err;
  }
  try {
    await jobs.submit(job);
  } catch (err) {
    // nothing will run it: cancel it and give every unit back
    const r = await store.cancelJob(c.account.id, job.id, new Date(ctx.clock())).catch(() => null);
    if (r?.cancelledItems) await refund(ctx, c, [{ endpoint: JOBS_PATH, units: r.cancelledItems }], res);
    throw err;
  }
  metrics.bulkJobs.inc({ event: 'created' });
  const location = `${JOBS_PATH}/${job.id}`;
  return {
    status: 202,
    body: utf8(JSON.stringify({ success: true, data: { ...jobView(job), links: { self: location } } })),
    headers: { Location: location },
  };
}

// ------------------------------------------------------------------ GET /v1/jobs/:id

/** The job and a page of its results, serialised (GET /v1/jobs/:id and the MCP tool `get_bulk_job`). */
export async function jobPage(ctx: Ctx, c: Caller, id: string, query: unknown): Promise<string> {
  const page = jobPageQuery.safeParse(query);
  if (!page.success) {
    const i = page.error.issues[0];
    throw new ApiError('VALIDATION_ERROR', `Invalid query: ${i?.path.join('.') || 'query'}: ${i ? issueMessage(i) : 'invalid'}`, [
      { path: `query.${i?.path.join('.') ?? ''}`, message: i?.code === 'unrecognized_keys' ? 'only offset and limit' : (i?.message ?? 'invalid') },
    ]);
  }
  const { offset, limit } = page.data;
  const store = ctx.deps.store;
  const job = await store.getJob(c.account.id, id, new Date(ctx.clock()));
  if (!job) throw new ApiError('JOB_NOT_FOUND');
  const results = offset < job.total ? await store.jobResults(id, offset, limit) : [];
  const next = offset + limit < job.total ? offset + limit : null;
  // item bodies are stored serialised: spliced in, never parsed
  const items = results.map((r) => `{"index":${r.index},"status":${r.result.status},"body":${r.result.body}}`).join(',');
  const view = JSON.stringify({ ...jobView(job), links: { self: `${JOBS_PATH}/${id}` } });
  return (
    `{"success":true,"data":${view.slice(0, -1)},"results":{"offset":${offset},"limit":${limit},"nextOffset":${next ?? 'null'},"items":[${items}]}}}`
  );
}

// ------------------------------------------------------------------ DELETE /v1/jobs/:id

/** Cancels the job, serialised answer (DELETE /v1/jobs/:id and the MCP tool `cancel_bulk_job`). */
export async function cancelAnswer(ctx: Ctx, c: Caller, id: string): Promise<string> {
  const r = await ctx.deps.store.cancelJob(c.account.id, id, new Date(ctx.clock()));
  if (!r) throw new ApiError('JOB_NOT_FOUND');
  if (r.cancelledItems > 0) {
    await ctx.deps.store.release(c.account.id, r.job.keyId, [{ endpoint: JOBS_PATH, units: r.cancelledItems }], new Date(ctx.clock()));
    metrics.bulkItems.inc({ outcome: 'cancelled' }, r.cancelledItems);
  }
  // The cancellation is committed: a webhook that cannot be queued now (Redis down) must not turn it into a 500.
  if (r.finishedJob) {
    await ctx.deps.jobs?.notifyFinished(r.job).catch((err: unknown) => ctx.deps.logger.error({ err, jobId: id }, 'webhook of a cancelled job not queued'));
  }
  return JSON.stringify({ success: true, data: { ...jobView(r.job), refunded: r.cancelledItems, links: { self: `${JOBS_PATH}/${id}` } } });
}
