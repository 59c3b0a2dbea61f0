/**
 * A lean JSON body reader for the hot path (instead of body-parser): size limit from Content-Length
 * and while streaming (413), identity encoding and UTF-8 only (415), JSON.parse errors are INVALID_JSON.
 * An empty body reads as undefined (the schema then says what is missing).
 */
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { ApiError } from '../../shared/errors.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** The 413 of a body over `limit`, naming the limit that applies (1 MB; 16 MB on /v1/jobs). */
function tooLarge(limit: number): ApiError {
  const mb = limit / (1024 * 1024);
  return new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${Number.isInteger(mb) ? `${mb} MB` : `${limit} bytes`}`);
}

export function readJsonBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<unknown> {
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
      if (size > limit) fail(tooLarge(limit));
      else chunks.push(chunk);
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
export function jsonBody(limit = BODY_LIMIT_BYTES): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    req.body = await readJsonBody(req, limit);
    next();
  };
}
