/** What an endpoint definition is, and the result shapes that cross threads and queues. */
import type { Text } from '../core/text.js';
import type { z } from 'zod';
import type { ErrorCode, ErrorDetail } from '../errors.js';

export interface Meta {
  utc?: string;
  timezone?: string | null;
  utcOffset?: string;
  julianDay?: number;
  ayanamsa?: { name: string; value: number };
  houseSystem?: string;
  nodeType?: string;
  warnings: Text[];
}

export interface Result {
  data: unknown;
  meta?: Meta;
}

/** A result as it crosses a thread or a queue: plain data only. */
export type WireResult = ({ ok: true } & Result) | { ok: false; code: ErrorCode; message: string; details?: ErrorDetail[] };

export interface PrepareContext {
  /** "Now" comes from the edge; the core has no clock. */
  nowMs: number;
}

export interface EndpointDef<Raw, Input> {
  /** Stable job name, e.g. "natal". */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  /** inline: runs on the web thread; heavy: pool or queue. */
  weight: 'inline' | 'heavy';
  batchable: boolean;
  /** Quota units per call (the spec: 1 for every endpoint). */
  cost: number;
  /** Heavy results may be kept in the result cache (pure function of the prepared input). */
  cacheable: boolean;
  /** Validates the body (POST) or query (GET). */
  schema: z.ZodType<Raw>;
  /** Edge work that needs I/O-free but non-pure steps: time zones, "now". Throws CoreError. */
  prepare(raw: Raw, ctx: PrepareContext): Input;
  /** Pure: same input, same bytes, on any thread or machine. */
  run(input: Input): Result;
}

/** A POST endpoint with the usual settings: inline, batchable, one unit, not cached (override any). */
export function definePost<Raw, Input>(
  def: Pick<EndpointDef<Raw, Input>, 'name' | 'path' | 'schema' | 'prepare' | 'run'> &
    Partial<Pick<EndpointDef<Raw, Input>, 'weight' | 'batchable' | 'cost' | 'cacheable'>>,
): AnyEndpoint {
  return defineEndpoint({ method: 'POST', weight: 'inline', batchable: true, cost: 1, cacheable: false, ...def });
}

/** The type-erased form the registry holds. */
export interface AnyEndpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  weight: 'inline' | 'heavy';
  batchable: boolean;
  cost: number;
  cacheable: boolean;
  schema: z.ZodType<unknown>;
  prepare(raw: unknown, ctx: PrepareContext): unknown;
  run(input: unknown): Result;
}

export function defineEndpoint<Raw, Input>(def: EndpointDef<Raw, Input>): AnyEndpoint {
  return {
    ...def,
    schema: def.schema as z.ZodType<unknown>,
    prepare: (raw, ctx) => def.prepare(raw as Raw, ctx),
    run: (input) => def.run(input as Input),
  };
}
