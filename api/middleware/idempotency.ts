/**
 * `Idempotency-Key` on POST /v1/batch and POST /v1/jobs: the first answer to a key is stored (per
 * account, IDEMPOTENCY_TTL_HOURS) and replayed, byte for byte and at no cost, to any retry with the same
 * key and the same request; the same key with another request is 422 IDEMPOTENCY_KEY_REUSED, and while
 * the first is still running a retry is 409 IDEMPOTENCY_KEY_IN_USE. Answers that a retry could improve on
 * (429, 5xx) are not kept: the key is freed and the retry runs.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ApiError, errorBody, toApiError } from '../../shared/errors.js';
import type { Caller, Ctx } from '../context.js';
import { sendAnswered, type Answered } from '../respond.js';

const KEY_RE = /^[\x21-\x7e]{1,255}$/;

function keyOf(req: Request): string | null {
  const v = req.headers['idempotency-key'];
  if (v === undefined) return null;
  if (typeof v !== 'string' || !KEY_RE.test(v)) {
    throw new ApiError('VALIDATION_ERROR', 'Idempotency-Key must be 1 to 255 visible ASCII characters', [{ path: 'header.Idempotency-Key', message: 'invalid' }]);
  }
  return v;
}

const keepable = (status: number) => status < 500 && status !== 429 && status !== 409;

/**
 * Runs `handle` once per key: writes its answer (or the stored one) to `res`. `handle` returns the
 * answer instead of writing it, or throws an ApiError.
 */
export async function idempotent(ctx: Ctx, caller: Caller, req: Request, res: Response, body: unknown, handle: () => Promise<Answered>): Promise<void> {
  const key = keyOf(req);
  if (key === null) {
    sendAnswered(res, await handle());
    return;
  }
  const store = ctx.deps.store;
  const hash = createHash('sha256').update(`${req.method} ${req.path}\n`).update(JSON.stringify(body ?? null)).digest('hex');
  const ttlS = ctx.deps.config.idempotencyTtlHours * 3600;
  const rec = await store.idempotencyBegin(caller.account.id, key, hash, ttlS, new Date(ctx.clock()));
  if (rec.state !== 'new') {
    if (rec.requestHash !== hash) throw new ApiError('IDEMPOTENCY_KEY_REUSED');
    if (rec.state === 'pending') throw new ApiError('IDEMPOTENCY_KEY_IN_USE', undefined, undefined, 1);
    res.setHeader('Idempotent-Replayed', 'true');
    sendAnswered(res, { status: rec.status, body: Buffer.from(rec.body, 'utf8'), headers: rec.headers });
    return;
  }
  let answer: Answered;
  try {
    answer = await handle();
  } catch (err) {
    const e = toApiError(err);
    if (keepable(e.status)) await store.idempotencyFinish(caller.account.id, key, e.status, JSON.stringify(errorBody(e)), {}, new Date(ctx.clock()));
    else await store.idempotencyAbort(caller.account.id, key).catch(() => undefined);
    throw err;
  }
  if (keepable(answer.status)) {
    await store.idempotencyFinish(caller.account.id, key, answer.status, answer.body.toString('utf8'), answer.headers ?? {}, new Date(ctx.clock()));
  }
  else await store.idempotencyAbort(caller.account.id, key).catch(() => undefined);
  sendAnswered(res, answer);
}
