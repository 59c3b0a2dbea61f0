/**
 * Runs a prepared call by endpoint name. The same function runs inline on the web thread, in a piscina
 * thread and in a remote worker; it returns plain data (WireResult), never throws.
 */
import { endpointByName } from '../endpoints/registry.js';
import type { WireResult } from '../endpoints/types.js';
import { ApiError, errorBody, toWire } from '../errors.js';
import type { Lang } from '../i18n/languages.js';
import { localize } from '../i18n/localize.js';

export interface Call {
  endpoint: string;
  input: unknown;
  /** The caller's `lang`: display names in the result are translated where it is not English. */
  lang?: Lang;
}

/**
 * A batch entry: a call to run, or an answer already known (an item that failed validation at the
 * edge), carried along so the batch's answer is assembled in order where it is computed.
 */
export type BatchEntry = Call | { fixed: BatchItem };

/**
 * A pool or queue task: one call; a batch's entries carried together (answered as one joined JSON);
 * or a bulk job's chunk (answered item by item, as the job store keeps them).
 */
export type Task = { kind: 'one'; call: Call } | { kind: 'many'; calls: BatchEntry[] } | { kind: 'items'; calls: BatchEntry[] };

/**
 * A batch's (or a chunk's) answers as they travel back: each item's status (for refunds), and the
 * items serialised as the elements of the answer's `data` array, comma-joined without brackets, so
 * chunks join with a comma and the edge writes `{"success":true,"data":[` + json + `]}` without parsing
 * anything. Through the queue a big `json` travels by reference and arrives as the raw bytes.
 */
export interface BatchOutcome {
  statuses: number[];
  json: string | Buffer;
}

/** A failed call as plain data. */
export type WireFailure = Extract<WireResult, { ok: false }>;

/**
 * One call's outcome as it travels back to the web role: on success the response envelope already
 * serialised (where it was computed, so the web thread only writes it), else the failure as data.
 */
export type Answer = { ok: true; body: string } | WireFailure;

export function execute(call: Call): WireResult {
  const ep = endpointByName(call.endpoint);
  if (!ep) return { ok: false, code: 'NOT_FOUND', message: `No endpoint named ${call.endpoint}` };
  try {
    const r = ep.run(call.input);
    // Names and sentences in the caller's language, after the calculation, the same on every path.
    const data = localize(r.data, call.lang);
    return r.meta ? { ok: true, data, meta: localize(r.meta, call.lang) } : { ok: true, data };
  } catch (err) {
    return toWire(err);
  }
}

/**
 * A batch item as it travels back: its HTTP status and its envelope already serialised. Serialising
 * where the result is made means a batch's results cross the thread or the queue as strings (one cheap
 * copy) and the web role splices them into the response without parsing or re-serialising them.
 */
export interface BatchItem {
  status: number;
  body: string;
}

function successJson(r: WireResult & { ok: true }): string {
  return JSON.stringify(r.meta ? { success: true, data: r.data, meta: r.meta } : { success: true, data: r.data });
}

/** Runs one call and serialises its success envelope. */
export function answer(call: Call): Answer {
  const r = execute(call);
  return r.ok ? { ok: true, body: successJson(r) } : r;
}

export function toBatchItem(r: WireResult): BatchItem {
  if (r.ok) return { status: 200, body: successJson(r) };
  const e = new ApiError(r.code, r.message, r.details);
  return { status: e.status, body: JSON.stringify(errorBody(e)) };
}

function itemJson(item: BatchItem): string {
  return `{"status":${item.status},"body":${item.body}}`;
}

/**
 * Thrown by a task whose caller gave up on it (its deadline passed, see LocalPool.run): the task stops
 * between calls, never inside one.
 */
export class TaskCancelled extends Error {
  constructor() {
    super('task cancelled: its deadline passed');
    this.name = 'TaskCancelled';
  }
}

/**
 * Runs a batch's entries in order (the fixed ones pass through) and serialises them once. `cancelled` is
 * asked before each call: once it says yes, the batch stops (TaskCancelled).
 */
export function runEntries(entries: readonly BatchEntry[], cancelled?: () => boolean): BatchOutcome {
  const statuses: number[] = [];
  const parts: string[] = [];
  for (const e of entries) {
    if (cancelled?.() && !('fixed' in e)) throw new TaskCancelled();
    const item = 'fixed' in e ? e.fixed : toBatchItem(execute(e));
    statuses.push(item.status);
    parts.push(itemJson(item));
  }
  return { statuses, json: parts.join(',') };
}

/** Joins outcomes of consecutive chunks. */
export function joinOutcomes(parts: readonly BatchOutcome[]): BatchOutcome {
  const nonEmpty = parts.filter((p) => p.statuses.length > 0);
  if (nonEmpty.length === 1) return nonEmpty[0];
  return {
    statuses: nonEmpty.flatMap((p) => p.statuses),
    json: nonEmpty.some((p) => typeof p.json !== 'string')
      ? Buffer.concat(nonEmpty.flatMap((p, i) => [...(i ? [COMMA] : []), typeof p.json === 'string' ? Buffer.from(p.json) : p.json]))
      : nonEmpty.map((p) => p.json).join(','),
  };
}
const COMMA = Buffer.from(',');

/** Runs entries in order and answers each on its own (a bulk job's chunk). */
export function runItems(entries: readonly BatchEntry[]): BatchItem[] {
  return entries.map((e) => ('fixed' in e ? e.fixed : toBatchItem(execute(e))));
}

/** A pool or queue task; with `cancelled`, it throws TaskCancelled instead of starting a call once that says yes. */
export function executeTask(task: Task, cancelled?: () => boolean): Answer | BatchOutcome | BatchItem[] {
  if (cancelled?.()) throw new TaskCancelled();
  if (task.kind === 'one') return answer(task.call);
  return task.kind === 'many' ? runEntries(task.calls, cancelled) : runItems(task.calls);
}
