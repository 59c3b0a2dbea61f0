/**
 * The one writer of answers: JSON bodies (with Content-Length and Server-Timing; over 1 KB compressed with
 * brotli or gzip when the client accepts it), errors in the
 * envelope of the catalogue, 404 and 405. Nothing else in api/ sets a status or writes a body, except
 * the pages of the portal and the docs and the metrics text.
 */
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { ApiError, errorBody, toApiError } from '../shared/errors.js';
import type { Logger } from '../shared/log.js';

/** A whole answer, built before it is written (kept by Idempotency-Key and replayed as is). */
export interface Answered {
  status: number;
  body: Buffer;
  headers?: Record<string, string>;
}

/** One encoding buffer per thread, reused: a response allocates only its exact size. */
const SCRATCH_MAX = 4 * 1024 * 1024;
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * Encodes the body in one pass: Buffer.from(text) and Buffer.byteLength each walk the string to size it
 * first, and a body with non-Latin text (lang hi, ta, ja …) is a two-byte string that takes V8's slow
 * path every time. UTF-8 never needs more than 3 bytes per UTF-16 unit, so the body is written into a
 * scratch buffer of that size, and the written bytes are copied out (measured: 24 → 14 µs for a 14 KB
 * Tamil natal, and one allocation of the body's size).
 */
export function utf8(text: string): Buffer {
  const need = text.length * 3;
  if (need > SCRATCH_MAX) {
    const buf = Buffer.allocUnsafe(need);
    return buf.subarray(0, buf.write(text, 'utf8'));
  }
  if (scratch.length < need) scratch = Buffer.allocUnsafeSlow(Math.max(need, scratch.length * 2));
  // copied out at its exact size: the response holds its body until the socket has taken it
  return Buffer.from(scratch.subarray(0, scratch.write(text, 'utf8')));
}

/** Answers at least this long are compressed for a client that accepts it; shorter ones gain too little. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * gzip level 6, or brotli quality 4 for a client that takes brotli only. Measured in bench/compression.mjs
 * (real answers of 1–30 KB): both shrink an answer to 16–50% of its size, gzip 6 for about 0.5–0.8× the
 * CPU of brotli 4; brotli's default quality 11 costs 40–100× more for 2–4 points less.
 */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } };

/** The encoding to use from an Accept-Encoding header: gzip, else br (the same size for more CPU), each unless refused with q=0. */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(name.trim(), qp ? Number(qp.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (q.get(name) ?? (q.get('*') ?? 0)) > 0;
  if (ok('gzip')) return 'gzip';
  if (ok('br')) return 'br';
  return undefined;
}

/** The body compressed when the client accepts it and it is long enough (with Vary and Content-Encoding set). */
function encoded(res: Response, body: Buffer): Buffer {
  // a chart endpoint's answer also depends on Accept (JSON or the SVG itself, api/svg.ts)
  res.setHeader('Vary', res.locals.varyAccept ? 'Accept, Accept-Encoding' : 'Accept-Encoding');
  if (body.length < COMPRESS_MIN_BYTES || res.getHeader('Content-Encoding')) return body;
  const enc = chooseEncoding(res.req?.headers['accept-encoding']);
  if (!enc) return body;
  res.setHeader('Content-Encoding', enc);
  return enc === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body);
}

/**
 * Writes a JSON answer with `Server-Timing: app;dur=<ms>`: the time from the request's arrival to its
 * answer being ready (W3C Server Timing), so a client sees how much of its latency is ours.
 */
function end(res: Response, status: number, raw: Buffer, type = 'application/json; charset=utf-8'): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  const body = encoded(res, raw);
  res.setHeader('Content-Length', body.length);
  const { t0, timing } = res.locals;
  if (t0 !== undefined) {
    res.setHeader('Server-Timing', `app;dur=${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(3)}${timing ? `, ${timing}` : ''}`);
  }
  res.end(body);
}

/** JSON already serialised (where it was computed: a pool thread, a worker). */
export function sendRawJson(res: Response, status: number, text: string): void {
  end(res, status, utf8(text));
}

/** A chart drawn as SVG (api/svg.ts): the same writer, so the same compression and Server-Timing. */
export function sendSvg(res: Response, svg: string): void {
  end(res, 200, utf8(svg), 'image/svg+xml; charset=utf-8');
}

/** JSON without Express's res.json detours (ETag, replacer settings): one stringify, one write. */
export function sendJson(res: Response, status: number, body: unknown): void {
  sendRawJson(res, status, JSON.stringify(body));
}

/** `{ success: true, data }` of a route's own view. */
export function sendData(res: Response, status: number, data: unknown): void {
  sendRawJson(res, status, JSON.stringify({ success: true, data }));
}

/** A built answer, with its own headers. */
export function sendAnswered(res: Response, a: Answered): void {
  for (const [k, v] of Object.entries(a.headers ?? {})) res.setHeader(k, v);
  end(res, a.status, a.body);
}

/** Any failure as the catalogue's envelope; a 5xx is logged with the request's logger, never shown. */
export function sendError(res: Response, err: unknown, log?: Logger): void {
  const e = toApiError(err);
  if (e.status >= 500) (res.locals.log ?? log)?.error({ err, reqId: res.locals.reqId }, 'request failed');
  if (e.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(e.retryAfterSeconds));
  if (res.headersSent) return;
  sendJson(res, e.status, errorBody(e));
}

/** The 405 of a known path: `Allow` lists its methods (HEAD goes with GET). */
export function methodNotAllowed(allow: readonly string[]) {
  const header = allow.join(', ');
  return (req: Request, res: Response): void => {
    res.setHeader('Allow', header);
    const path = shownPath(req.path);
    sendError(res, new ApiError('METHOD_NOT_ALLOWED', `${req.method} is not allowed on ${path}; use ${header}`));
  };
}

/** The 404 of any path no router took. */
export function notFound(req: Request, res: Response): void {
  sendError(res, new ApiError('NOT_FOUND', `No endpoint ${req.method} ${shownPath(req.path)}`));
}

/**
 * Errors passed on by middleware and by Express itself (a malformed URL encoding is a 400 from the
 * router): catalogue errors as they are, other 4xx as a malformed request, anything else a 500.
 */
export function errorHandler(log: Logger) {
  return (err: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    if (err instanceof ApiError) return sendError(res, err, log);
    const status = typeof err === 'object' && err && 'status' in err ? Number(err.status) : 500;
    sendError(res, status >= 400 && status < 500 ? new ApiError('VALIDATION_ERROR', 'Malformed request') : err, log);
  };
}

/** A path as an error message shows it: not the whole of a long one. */
function shownPath(path: string): string {
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
