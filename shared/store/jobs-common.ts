/**
 * What both adapters of jobs-ports.ts share: checking a new job's shape, counting a chunk's results,
 * picking a page of item results out of chunks, making webhook secrets.
 */
import { randomBytes } from 'node:crypto';
import type { IdempotencyRecord, ItemResult, NewBulkJob } from './jobs-ports.js';

/** A job needs at least one item, and exactly one input per chunk of `chunkSize` items (the last may be shorter). */
export function checkNewJob(job: NewBulkJob): void {
  if (!Number.isInteger(job.total) || job.total < 1) throw new RangeError(`a job needs at least one item (total ${job.total})`);
  if (!Number.isInteger(job.chunkSize) || job.chunkSize < 1) throw new RangeError(`bad chunk size ${job.chunkSize}`);
  const chunks = Math.ceil(job.total / job.chunkSize);
  if (job.chunkInputs.length !== chunks) {
    throw new RangeError(`${job.total} items in chunks of ${job.chunkSize} make ${chunks} chunks, not ${job.chunkInputs.length}`);
  }
}

/** Items of chunk `index` (all but the last hold `chunkSize`). */
export function chunkItems(total: number, chunkSize: number, index: number): number {
  return Math.min(chunkSize, total - index * chunkSize);
}

/** A completion must carry one result per item of its chunk. */
export function checkResults(results: ItemResult[], items: number, jobId: string, index: number): void {
  if (results.length !== items) {
    throw new RangeError(`chunk ${index} of job ${jobId} holds ${items} items, got ${results.length} results`);
  }
}

/**
 * How long a `pending` idempotency record holds its key: far longer than any request may run (120 s at
 * most, REQUEST_TIMEOUT), so only a record whose process died mid-request is taken over after it.
 */
export const PENDING_LEASE_SECONDS = 600;

/** Whether a stored record still holds its key at `nowMs`: younger than the TTL, and if pending, than the lease. */
export function idempotencyLive(state: string, createdAtMs: number, nowMs: number, ttlSeconds: number): boolean {
  const age = nowMs - createdAtMs;
  return age <= ttlSeconds * 1000 && !(state === 'pending' && age > PENDING_LEASE_SECONDS * 1000);
}

/** A stored record as the port returns it (both adapters keep the same fields under their own names). */
export function idempotencyRecord(r: { state: string; requestHash: string; status: number | null; body: string | null; headers: string | null }): IdempotencyRecord {
  return r.state === 'done'
    ? { state: 'done', requestHash: r.requestHash, status: r.status ?? 0, body: r.body ?? '', headers: r.headers ? (JSON.parse(r.headers) as Record<string, string>) : {} }
    : { state: 'pending', requestHash: r.requestHash };
}

/** Succeeded = answered 2xx; failed = every other status. */
export function countResults(results: ItemResult[]): { succeeded: number; failed: number } {
  const succeeded = results.filter((r) => r.status >= 200 && r.status < 300).length;
  return { succeeded, failed: results.length - succeeded };
}

/** The chunk indexes holding items [offset, offset + limit), or null when that range is empty. */
export function chunkRange(chunkSize: number, chunks: number, offset: number, limit: number): { from: number; to: number } | null {
  const start = Math.max(0, Math.floor(offset));
  const end = Math.floor(offset) + Math.floor(limit); // exclusive
  if (limit <= 0 || end <= start) return null;
  const from = Math.floor(start / chunkSize);
  const to = Math.min(chunks - 1, Math.floor((end - 1) / chunkSize));
  return from <= to ? { from, to } : null;
}

/** Item results of [offset, offset + limit) out of done chunks given in index order. */
export function pickResults(
  chunkSize: number, offset: number, limit: number, chunks: { index: number; results: ItemResult[] }[],
): { index: number; result: ItemResult }[] {
  const start = Math.max(0, Math.floor(offset));
  const end = Math.floor(offset) + Math.floor(limit);
  const out: { index: number; result: ItemResult }[] = [];
  for (const c of chunks) {
    c.results.forEach((result, pos) => {
      const index = c.index * chunkSize + pos;
      if (index >= start && index < end) out.push({ index, result: { status: result.status, body: result.body } });
    });
  }
  return out;
}

/** `whsec_` + 64 hex characters (32 bytes from the CSPRNG). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('hex')}`;
}
