/**
 * zod validation + the endpoint's prepare step, mapped to catalogue errors with `details`: every failing
 * field at once, each said in words (`lat is required`, `lat must be between -90 and 90`), never zod's
 * own wording ("expected number, received undefined").
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { AnyEndpoint } from '../../shared/endpoints/types.js';
import { ApiError, shownName, toApiError, type ErrorDetail } from '../../shared/errors.js';
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

type Json = Record<string, unknown>;

/** The JSON Schema of each endpoint's request, for the bounds a message quotes (built on first failure). */
const schemas = new WeakMap<z.ZodType, Json>();
function jsonSchemaOf(schema: z.ZodType): Json {
  let js = schemas.get(schema);
  if (!js) {
    try {
      js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' });
    } catch {
      js = {};
    }
    schemas.set(schema, js);
  }
  return js;
}

/** The sub-schema at a path (through properties, items and unions), if there is one. */
function schemaAt(root: Json, path: readonly PropertyKey[]): Json | undefined {
  let node: Json | undefined = root;
  for (const key of path) {
    if (!node) return undefined;
    const options: Json[] = [node, ...(((node.anyOf ?? node.oneOf ?? []) as Json[]))];
    let next: Json | undefined;
    for (const o of options) {
      const props = o.properties as Record<string, Json> | undefined;
      if (typeof key === 'string' && props?.[key]) next = props[key];
      else if (typeof key === 'number' && o.items && typeof o.items === 'object') next = o.items as Json;
      if (next) break;
    }
    node = next;
  }
  return node;
}

/** The value at a path of the raw input (to tell a missing field from a wrong one). */
function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v = raw;
  for (const key of path) {
    if (!v || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

const NOUN: Record<string, string> = { number: 'a number', int: 'a whole number', string: 'a string', boolean: 'true or false', object: 'an object', array: 'a list', bigint: 'a whole number' };
const listed = (values: readonly unknown[]) => {
  const shown = values.slice(0, 12).map((v) => String(v)).join(', ');
  return values.length > 12 ? `${shown}, … (${values.length} values)` : shown;
};

/** The bounds of a number, string or list, as a phrase ("between -90 and 90", "at most 40 characters"). */
function boundsPhrase(s: Json | undefined, issue: { origin?: string; minimum?: unknown; maximum?: unknown; inclusive?: boolean; code: string }): string {
  const unit = issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
  const lo = issue.origin === 'string' ? s?.minLength : issue.origin === 'array' ? s?.minItems : (s?.minimum ?? s?.exclusiveMinimum);
  const hi = issue.origin === 'string' ? s?.maxLength : issue.origin === 'array' ? s?.maxItems : (s?.maximum ?? s?.exclusiveMaximum);
  const exclusive = s?.exclusiveMinimum !== undefined || s?.exclusiveMaximum !== undefined || issue.inclusive === false;
  if (typeof lo === 'number' && typeof hi === 'number' && !exclusive) return `between ${lo} and ${hi}${unit}`;
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'string' && min === 1) return 'not empty';
    return issue.inclusive === false ? `greater than ${min}${unit}` : `at least ${min}${unit}`;
  }
  return issue.inclusive === false ? `less than ${String(issue.maximum)}${unit}` : `at most ${String(issue.maximum)}${unit}`;
}

/** One issue in words, naming its field. */
function inWords(issue: z.core.$ZodIssue, field: string, raw: unknown, root: Json): string {
  const here = () => schemaAt(root, issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.path.length && valueAt(raw, issue.path) === undefined) return `${field} is required`;
      return `${field} must be ${NOUN[issue.expected] ?? issue.expected}`;
    }
    case 'too_small':
    case 'too_big':
      return `${field} must be ${boundsPhrase(here(), issue)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `${field} must be ${String(issue.values[0])}` : `${field} must be one of ${listed(issue.values)}`;
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue ? `${field} must match the pattern ${String(issue.pattern)}` : `${field} must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `${field} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `unknown field(s): ${shownKeys(issue.keys)}${issue.path.length ? ` in ${field}` : ''}`;
    case 'invalid_union': {
      const s = here();
      const consts = ((s?.anyOf ?? []) as Json[]).map((o) => o.const).filter((c) => c !== undefined);
      if (consts.length) return `${field} must be one of ${listed(consts)}`;
      return `${field} is not in any of the accepted forms`;
    }
    default:
      // custom checks (refinements, transforms) already speak in words
      return issue.message;
  }
}

/** Every issue as a detail (at most 20), with its field named in the message. */
export function issuesToDetails(issues: z.core.$ZodIssue[], raw?: unknown, schema?: z.ZodType): ErrorDetail[] {
  const root = schema ? jsonSchemaOf(schema) : {};
  return issues.slice(0, 20).map((i) => {
    const path = i.path.length ? i.path.map((p) => shownName(String(p))).join('.') : '(body)';
    return { path, message: inWords(i, path, raw, root) };
  });
}

/** The top-level message: the details joined, each naming its field. */
function summary(details: readonly ErrorDetail[]): string {
  return `Invalid request: ${details.map((d) => (d.message.startsWith(d.path) || d.path === '(body)' ? d.message : `${d.path}: ${d.message}`)).join('; ')}`;
}

export interface Validated {
  input: unknown;
  /** `lang` of the request (validated by the schema), if any. */
  lang?: Lang;
}

export function validate(ep: AnyEndpoint, raw: unknown, nowMs: number): Validated {
  if (raw === undefined || raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError('VALIDATION_ERROR', 'The request must be a JSON object', [{ path: '(body)', message: 'the request must be a JSON object' }]);
  }
  const parsed = ep.schema.safeParse(raw);
  if (!parsed.success) {
    const details = issuesToDetails(parsed.error.issues, raw, ep.schema);
    throw new ApiError('VALIDATION_ERROR', summary(details), details);
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
