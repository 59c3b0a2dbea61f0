/**
 * A lean JSON body reader for the hot path (instead of body-parser): size limit from Content-Length
 * and while streaming (413), identity encoding and UTF-8 only (415), JSON.parse errors are INVALID_JSON.
 * An empty body reads as undefined (the schema then says what is missing). Nesting deeper than
 * MAX_JSON_DEPTH, and with a cap more items than a batch or job holds, are refused while the body
 * streams in, before it is parsed (JsonShape).
 */
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../shared/errors.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * No JSON body may nest deeper than this. A real call nests 5 or 6 levels (a batch item's body holding
 * an orbs object); the limit keeps every walk over a body (JSON.stringify for an Idempotency-Key's hash
 * or the cache key, zod, the queue's serialisation) far from the stack's end, whatever recursion it uses.
 */
export const MAX_JSON_DEPTH = 64;

/** A cap on the items of a batch or a job, applied while the body streams in (see JsonShape). */
export interface ItemsCap {
  max: number;
  /** "A batch", "A job": the message says `${what} holds at most ${max} requests`. */
  what: string;
}

const OBJ = 0;
const ARR = 1;

/**
 * A byte scanner fed the body as it arrives, before any JSON.parse: it tracks strings and the stack of
 * open brackets, refuses nesting past MAX_JSON_DEPTH and, with a cap, counts the elements of the arrays
 * that are members of the top-level object (`requests`), refusing the body at the first element past
 * the cap. So a 12 MB `{"requests":[0,0,…]}` is refused after its first few kilobytes instead of being
 * parsed and validated whole on the web thread. Structural characters are ASCII and never occur inside
 * a UTF-8 multi-byte sequence, so bytes are scanned as they come. Invalid JSON it lets through is left
 * to JSON.parse.
 */
export class JsonShape {
  private readonly stack: number[] = [];
  private inString = false;
  private escaped = false;
  /** The scan is inside an array that is a member of the top-level object. */
  private atItems = false;
  private expectItem = false;
  private items = 0;
  constructor(private readonly cap?: ItemsCap) {}

  /** Scans the next bytes; the refusal, or null. */
  feed(buf: Uint8Array): ApiError | null {
    const stack = this.stack;
    const cap = this.cap?.max ?? Infinity;
    for (let i = 0; i < buf.length; i++) {
      if (this.inString) {
        i = this.skipString(buf, i);
        continue;
      }
      const c = buf[i];
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) continue;
      if (this.atItems && this.expectItem && c !== 0x5d && c !== 0x2c) {
        this.expectItem = false;
        if (++this.items > cap && this.cap) {
          return new ApiError('BATCH_TOO_LARGE', `${this.cap.what} holds at most ${this.cap.max} requests; got more`);
        }
      }
      switch (c) {
        case 0x22:
          this.inString = true;
          break;
        case 0x7b: // {
        case 0x5b: // [
          stack.push(c === 0x7b ? OBJ : ARR);
          if (stack.length > MAX_JSON_DEPTH) {
            return new ApiError('VALIDATION_ERROR', `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`, [
              { path: '(body)', message: `nested deeper than ${MAX_JSON_DEPTH} levels` },
            ]);
          }
          this.atItems = stack.length === 2 && stack[0] === OBJ && c === 0x5b;
          if (this.atItems) {
            this.expectItem = true;
            this.items = 0;
          }
          break;
        case 0x7d: // }
        case 0x5d: // ]
          stack.pop();
          this.atItems = stack.length === 2 && stack[0] === OBJ && stack[1] === ARR;
          break;
        case 0x2c: // ,
          if (this.atItems) this.expectItem = true;
          break;
      }
    }
    return null;
  }

  /**
   * Inside a string from `i`: jumps to its closing quote (native search, so long strings cost little)
   * and returns that index, or the buffer's last index when the string goes on into the next chunk. A
   * quote is closing when an even number of backslashes precedes it (`escaped` carries a pending one
   * over a chunk's end).
   */
  private skipString(buf: Uint8Array, i: number): number {
    for (let from = i; ; ) {
      const q = buf.indexOf(0x22, from);
      const end = q < 0 ? buf.length : q;
      let k = end - 1;
      while (k >= from && buf[k] === 0x5c) k--;
      let run = end - 1 - k;
      if (k < from && this.escaped) run++;
      this.escaped = false;
      if (q < 0) {
        this.escaped = run % 2 === 1;
        return buf.length - 1;
      }
      if (run % 2 === 0) {
        this.inString = false;
        return q;
      }
      from = q + 1;
      if (from >= buf.length) return buf.length - 1;
    }
  }
}

/** The 413 of a body over `limit`, naming the limit that applies (1 MB; 16 MB on /v1/jobs). */
function tooLarge(limit: number): ApiError {
  const mb = limit / (1024 * 1024);
  return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${Number.isInteger(mb) ? `${mb} MB` : `${limit} bytes`}`);
}

export function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES, cap?: ItemsCap): Promise<unknown> {
  const encoding = req.headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') {
    return Promise.reject(new ApiError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding ${encoding} is not supported; send identity`));
  }
  const charset = /;\s*charset=([^;\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.replace(/"/g, '').toLowerCase();
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    return Promise.reject(new ApiError('UNSUPPORTED_MEDIA_TYPE', 'JSON bodies must be UTF-8'));
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const shape = new JsonShape(cap);
    let size = 0;
    let done = false;
    const fail = (e: ApiError) => {
      if (done) return;
      done = true;
      req.resume();
      reject(e);
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) return fail(tooLarge(limit));
      const refused = shape.feed(chunk);
      if (refused) return fail(refused);
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      const text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(new ApiError('INVALID_JSON'));
      }
    });
    req.on('error', () => fail(new ApiError('VALIDATION_ERROR', 'The request body could not be read')));
    req.on('aborted', () => fail(new ApiError('VALIDATION_ERROR', 'The request body was not completed')));
  });
}

/** Whether the request says its body is JSON: application/json or any +json type, with or without parameters. */
export function isJson(req: Request): boolean {
  const ct = req.headers['content-type'];
  return typeof ct === 'string' && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(ct);
}

/** 415 unless the body is declared JSON: checked before the caller is, so it costs no lookup. */
export const requireJson: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  if (!isJson(req)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE');
  next();
};

/** Reads the JSON body into `req.body` (after `authorize`: nobody unauthenticated gets a body read). */
export function jsonBody(limit = BODY_LIMIT_BYTES, cap?: ItemsCap): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.body = await readJsonBody(req, limit, cap);
    next();
  };
}
