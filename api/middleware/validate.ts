/** zod validation + the endpoint's prepare step, mapped to catalogue errors with `details`. */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { ApiError, shownName, toApiError } from '../../shared/errors.js';
import type { Lang } from '../../shared/i18n/languages.js';
import type { Ctx } from '../context.js';

export function issuesToDetails(issues: z.core.$ZodIssue[]): { path: string; message: string }[] {
  return issues.slice(0, 20).map((i) => ({
    path: i.path.length ? i.path.map((p) => shownName(String(p))).join('.') : '(body)',
    message: i.code === 'unrecognized_keys' ? `unknown field(s): ${i.keys.map(shownName).join(', ')}` : i.message,
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
