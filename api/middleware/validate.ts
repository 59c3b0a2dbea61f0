/** zod validation + the endpoint's prepare step, mapped to catalogue errors with `details`. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { ApiError, shownName, toApiError } from '../../shared/errors.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Ctx } from '../context.js';

/** Unknown fields named in an error: this many at most, then "and N more", so an answer stays small. */
const KEYS_SHOWN = 10;

/** Names of unknown fields for a message: the first KEYS_SHOWN (each a plain name or described), then the count of the rest. */
export function shownKeys(keys: readonly string[]): string {
  const shown = keys.slice(0, KEYS_SHOWN).map(shownName).join(', ');
  return keys.length > KEYS_SHOWN ? `${shown} and ${keys.length - KEYS_SHOWN} more` : shown;
}

/** An issue's message for a client: zod's own for unknown keys lists every key as sent, this one a few, named safely. */
export function issueMessage(i: z.core.$ZodIssue): string {
  return i.code === 'unrecognized_keys' ? `unknown field(s): ${shownKeys(i.keys)}` : i.message;
}

export function issuesToDetails(issues: z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.slice(0, 20).map((i) => ({
    path: i.path.length ? i.path.map((p) => shownName(String(p))).join('.') : '(body)',
    message: issueMessage(i),
  }));
}

export interface Validated {
  input: unknown;
  /** `lang` of the request (validated by the schema), if any. */
  lang?: Lang;
}

export function validate(ep: AnyEndpoint, raw: unknown, nowMs: number): Validated {
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError('VALIDATION_ERROR', 'The request must be a JSON object', [{ path: '(body)', message: 'expected an object' }]);
  }
  const parsed = ep.schema.safeParse(raw);
  if (!parsed.success) {
    const details = issuesToDetails(parsed.error.issues);
    throw new ApiError('VALIDATION_ERROR', `Invalid request: ${details.map((d) => `${d.path}: ${d.message}`).join('; ')}`, details);
  }
  const lang = (parsed.data as { lang?: Lang }).lang;
  try {
    return { input: ep.prepare(parsed.data, { nowMs }), lang };
  } catch (err) {
    throw toApiError(err);
  }
}

/** The middleware: the query (GET) or body (POST) validated and prepared into `res.locals.input` and `lang`. */
export function validated(ctx: Ctx, ep: AnyEndpoint): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const { input, lang } = validate(ep, ep.method === 'GET' ? req.query : req.body, ctx.clock());
    res.locals.input = input;
    res.locals.lang = lang;
    next();
  };
}
