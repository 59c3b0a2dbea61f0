/**
 * Runs a prepared call by endpoint name. The same function runs inline on the web thread, in a piscina
 * thread and in a remote worker; it returns plain data (WireResult), never throws.
 */
import { endpointByName } from '../endpoints/registry.js';
import type { WireResult } from '../endpoints/types.js';
import { toWire } from '../errors.js';

export interface Job {
  endpoint: string;
  input: unknown;
}

/** A pool or queue task: one call, or a batch's calls carried together. */
export type Task = { kind: 'one'; job: Job } | { kind: 'many'; jobs: Job[] };

export function execute(job: Job): WireResult {
  const ep = endpointByName(job.endpoint);
  if (!ep) return { ok: false, code: 'NOT_FOUND', message: `No endpoint named ${job.endpoint}` };
  try {
    const r = ep.run(job.input);
    return r.meta ? { ok: true, data: r.data, meta: r.meta } : { ok: true, data: r.data };
  } catch (err) {
    return toWire(err);
  }
}

export function executeTask(task: Task): WireResult | WireResult[] {
  return task.kind === 'one' ? execute(task.job) : task.jobs.map(execute);
}
