/**
 * The per-account request log behind the portal's Requests page: for every answered call made with an
 * API key, its time, key, endpoint (the bounded route label, never the raw URL or any input), status,
 * request id and duration. Cheap on the hot path: a request only pushes one small object; the entries
 * are written in one batch (one store call, one transaction) every FLUSH_MS or every BATCH_MAX entries,
 * and the store keeps the newest REQUEST_LOG_MAX per account. A process that dies loses at most the last
 * FLUSH_MS of entries (it is a convenience log; usage and quota are counted elsewhere, exactly).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from '../shared/log.js';
import type { RequestLogEntry, Store } from '../shared/store/ports.js';
import { endpointLabel } from './middleware/request.js';

const FLUSH_MS = 250;
const BATCH_MAX = 500;
/** Entries held while the store does not answer; beyond that new ones are dropped. */
const BUFFER_MAX = 20_000;

export class RequestLogWriter {
  private buffer: RequestLogEntry[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private warnedAt = 0;

  constructor(private readonly store: Store, private readonly log: Logger) {}

  add(e: RequestLogEntry): void {
    if (this.buffer.length >= BUFFER_MAX) return;
    this.buffer.push(e);
    if (this.buffer.length >= BATCH_MAX) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is buffered (after any write in progress); resolves when written. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.buffer;
    this.buffer = [];
    if (!batch.length) return this.writing;
    this.writing = this.writing.then(() => this.store.appendRequests(batch)).catch((err: unknown) => {
      if (Date.now() - this.warnedAt > 60_000) {
        this.warnedAt = Date.now();
        this.log.warn({ err: err instanceof Error ? err.message : String(err), dropped: batch.length }, 'request log entries could not be written');
      }
    });
    return this.writing;
  }
}

/** Records each answered keyed call (after authorization named its account and key) in `writer`. */
export function requestLogger(writer: RequestLogWriter, clock: () => number): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.once('finish', () => {
      const caller = res.locals.caller;
      if (!caller || caller.channel !== 'direct') return;
      const t0 = res.locals.t0;
      writer.add({
        accountId: caller.account.id, keyId: caller.keyId, at: new Date(clock()), method: req.method, endpoint: endpointLabel(req.path),
        status: res.statusCode, requestId: res.locals.reqId ?? '', durationMs: t0 === undefined ? 0 : Number(process.hrtime.bigint() - t0) / 1e6,
      });
    });
    next();
  };
}
