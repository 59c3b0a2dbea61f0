/**
 * Chart endpoints answering the drawing itself (issue 24): with `Accept: image/svg+xml` a chart endpoint
 * (`svg: true` in the registry) draws the SVG (`format` "svg", implied when absent) and answers it as
 * `image/svg+xml` instead of the JSON envelope: the same chain, metering, headers, cache and compression;
 * errors stay JSON. The signed chart URLs (routes/chart-urls.ts) answer the same way.
 */
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '../shared/errors.js';

/** q of each media range of an Accept header (lower-case; parameters other than q ignored). */
function qualities(accept: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [range, ...params] = part.trim().split(';');
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const v = qp ? Number(qp.slice(2)) : 1;
    q.set(range.trim(), Number.isFinite(v) ? v : 0);
  }
  return q;
}

/**
 * Whether the client asks for the SVG: `image/svg+xml` is named with q > 0 and application/json is not
 * named with an equal or higher q (so `image/svg+xml, * / *` is the SVG, a tie with JSON stays JSON).
 */
export function wantsSvg(accept: string | undefined): boolean {
  if (!accept || !accept.toLowerCase().includes('image/svg+xml')) return false;
  const q = qualities(accept);
  const svg = q.get('image/svg+xml') ?? 0;
  return svg > 0 && svg > (q.get('application/json') ?? 0);
}

/** Before validation on a chart endpoint: `Accept: image/svg+xml` means format "svg" (400 if another format is asked). */
export function svgAccept(req: Request, res: Response, next: NextFunction): void {
  res.locals.varyAccept = true;
  if (wantsSvg(req.headers.accept)) {
    const body = req.body as Record<string, unknown> | undefined;
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      if (body.format === undefined) body.format = 'svg';
      else if (body.format !== 'svg') {
        const message = 'format must be "svg" (or left out) with Accept: image/svg+xml';
        throw new ApiError('VALIDATION_ERROR', `Invalid request: ${message}`, [{ path: 'format', message }]);
      }
    }
    res.locals.svg = true;
  }
  next();
}

/** The drawing of a chart endpoint's success envelope (`data.svg`). */
export function svgOf(envelope: string): string {
  const svg = (JSON.parse(envelope) as { data?: { svg?: unknown } }).data?.svg;
  if (typeof svg !== 'string') throw new ApiError('INTERNAL_ERROR');
  return svg;
}
