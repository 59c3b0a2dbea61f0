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
import { z } from 'zod';
import { JOBS_PATH, WEBHOOK_SECRET_PATH } from '../shared/endpoints/registry.js';
import { ApiError } from '../shared/errors.js';
import { jobView } from '../shared/jobs/runner.js';
import { callbackProblem } from '../shared/jobs/webhook.js';
import { metrics } from '../shared/metrics.js';
import { rotateWebhookSecret } from '../shared/store/key-actions.js';
import type { UsageLine } from '../shared/store/ports.js';
import type { Caller } from './auth.js';
import { batchEntry } from './batch.js';
import { isJson, readJsonBody } from './body.js';
import { idempotent, type Answered } from './idempotency.js';
import { authorize, refund, reserveOrThrow, sendRawJson, utf8, type Ctx } from './pipeline.js';

/** A job of 10,000 items of a kilobyte each fits. */
export const JOBS_BODY_LIMIT_BYTES = 16 * 1024 * 1024;
const JOB_ID_RE = /^job_[A-Za-z0-9]{1,64}$/;

const submissionSchema = z.strictObject({
  requests: z.array(z.unknown()),
  callbackUrl: z.string().max(2048).optional(),
});

/** The paths this module answers (api/app.ts routes them here before reading any body). */
export function isJobsPath(path: string): boolean {
  return path === JOBS_PATH || path.startsWith(`${JOBS_PATH}/`) || path === WEBHOOK_SECRET_PATH || path === `${WEBHOOK_SECRET_PATH}/rotate`;
}

function notAllowed(res: Response, allow: string, method: string, path: string): never {
  res.setHeader('Allow', allow);
  throw new ApiError('METHOD_NOT_ALLOWED', `${method} is not allowed on ${path}; use ${allow}`);
}

async function caller(ctx: Ctx, req: Request, res: Response): Promise<Caller> {
  return authorize(ctx, req, res, ctx.clock());
}

export async function handleJobs(ctx: Ctx, req: Request, res: Response, path: string): Promise<void> {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  if (path === WEBHOOK_SECRET_PATH || path === `${WEBHOOK_SECRET_PATH}/rotate`) {
    const rotate = path.endsWith('/rotate');
    if (method !== (rotate ? 'POST' : 'GET')) notAllowed(res, rotate ? 'POST' : 'GET', req.method, path);
    const c = await caller(ctx, req, res);
    const now = new Date(ctx.clock());
    const secret = rotate
      ? await rotateWebhookSecret(ctx.deps.store, c.account.id, now, { actor: `api:${c.keyId}`, ip: req.ip ?? null })
      : await ctx.deps.store.webhookSecret(c.account.id, now);
    res.setHeader('Cache-Control', 'no-store');
    sendRawJson(res, 200, JSON.stringify({ success: true, data: { secret } }));
    return;
  }
  if (path === JOBS_PATH) {
    if (method !== 'POST') notAllowed(res, 'POST', req.method, path);
    if (!isJson(req)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
    const c = await caller(ctx, req, res);
    if (c.channel === 'marketplace') throw new ApiError('CHANNEL_NOT_ALLOWED', 'POST /v1/jobs is for direct callers only');
    const body = await readJsonBody(req, JOBS_BODY_LIMIT_BYTES);
    await idempotent(ctx, c, req, res, body, () => submit(ctx, c, body, res));
    return;
  }
  const id = path.slice(JOBS_PATH.length + 1);
  if (!JOB_ID_RE.test(id)) throw new ApiError('JOB_NOT_FOUND');
  if (method !== 'GET' && method !== 'DELETE') notAllowed(res, 'GET, DELETE', req.method, path);
  const c = await caller(ctx, req, res);
  if (method === 'GET') await show(ctx, c, id, req, res);
  else await cancel(ctx, c, id, res);
}

// ------------------------------------------------------------------ POST /v1/jobs

async function submit(ctx: Ctx, c: Caller, raw: unknown, res: Response): Promise<Answered> {
  const { store, config } = ctx.deps;
  const jobs = ctx.deps.jobs;
  if (!jobs) throw new ApiError('SERVICE_UNAVAILABLE', 'Bulk jobs are not available on this server', undefined, 60);
  const top = submissionSchema.safeParse(raw);
  if (!top.success) {
    throw new ApiError('VALIDATION_ERROR', 'A job is { "requests": [ { "method", "path", "body" | "query" } ], "callbackUrl"?: "https://…" }', [
      { path: top.error.issues[0]?.path.join('.') || 'requests', message: top.error.issues[0]?.message ?? 'invalid' },
    ]);
  }
  const { requests, callbackUrl } = top.data;
  const max = config.bulk.maxItems;
  if (requests.length > max) throw new ApiError('BATCH_TOO_LARGE', `A job holds at most ${max} requests; got ${requests.length}`);
  if (requests.length === 0) throw new ApiError('VALIDATION_ERROR', 'requests must hold at least one item', [{ path: 'requests', message: 'empty' }]);
  const problem = callbackUrl === undefined ? null : callbackProblem(callbackUrl, config.webhook.allowPrivate);
  if (problem) throw new ApiError('VALIDATION_ERROR', problem, [{ path: 'callbackUrl', message: problem }]);

  const nowMs = ctx.clock();
  const entries = requests.map((r, i) => batchEntry(r, i, nowMs).entry);
  const all: UsageLine[] = [{ endpoint: JOBS_PATH, units: entries.length }];
  await reserveOrThrow(ctx, c, all, res);

  const size = config.bulk.chunkSize;
  const chunkInputs: string[] = [];
  for (let i = 0; i < entries.length; i += size) chunkInputs.push(JSON.stringify(entries.slice(i, i + size)));
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

const pageSchema = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

async function show(ctx: Ctx, c: Caller, id: string, req: Request, res: Response): Promise<void> {
  const page = pageSchema.safeParse(req.query);
  if (!page.success) {
    const i = page.error.issues[0];
    throw new ApiError('VALIDATION_ERROR', `Invalid query: ${i?.path.join('.') || 'query'}: ${i?.message}`, [
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
  res.setHeader('Cache-Control', 'no-store');
  sendRawJson(
    res,
    200,
    `{"success":true,"data":${view.slice(0, -1)},"results":{"offset":${offset},"limit":${limit},"nextOffset":${next ?? 'null'},"items":[${items}]}}}`,
  );
}

// ------------------------------------------------------------------ DELETE /v1/jobs/:id

async function cancel(ctx: Ctx, c: Caller, id: string, res: Response): Promise<void> {
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
  sendRawJson(res, 200, JSON.stringify({ success: true, data: { ...jobView(r.job), refunded: r.cancelledItems, links: { self: `${JOBS_PATH}/${id}` } } }));
}
