/** What an endpoint definition is, and the result shapes that cross threads and queues. */
import type { Text } from '../core/text.js';
import type { z } from 'zod';
import type { ErrorCode, ErrorDetail } from '../errors.js';
import { degreesFormatted } from './responses/degree-format.js';
import { localTimes } from './responses/local-time.js';

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

export interface Result<Data = unknown> {
  data: Data;
  meta?: Meta;
}

/**
 * A result as the client receives it (shared/i18n/localize.ts): every sentence (`Text`) rendered to a
 * string in `lang`, and the display names (`signName`, `…SignName`, `nakshatra`, `nakshatraName`,
 * `planetName`, `lordName`, `phase`, `paksha`) translated, so any string. A response schema describes this shape.
 */
export type Rendered<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? Rendered<U>[]
    : T extends object
      ? { [K in keyof T]: K extends DisplayNameKey ? (T[K] extends string ? string : Rendered<T[K]>) : Rendered<T[K]> }
      : T;
type DisplayNameKey = 'signName' | `${string}SignName` | 'nakshatra' | 'moonNakshatra' | 'nakshatraName' | 'planetName' | 'lordName' | 'phase' | 'paksha';

/** An example call, for the docs and for the tests that run every example against the live app. */
export interface Example {
  /** What the example shows, when an endpoint has several. */
  readonly summary?: string;
  /** Query (GET) or body (POST), exactly as a client sends it. */
  readonly request: Readonly<Record<string, unknown>>;
}

/** A result as it crosses a thread or a queue: plain data only. */
export type WireResult = ({ ok: true } & Result) | { ok: false; code: ErrorCode; message: string; details?: ErrorDetail[] };

export interface PrepareContext {
  /** "Now" comes from the edge; the core has no clock. */
  nowMs: number;
}

export interface EndpointDef<Raw, Input, Data> {
  /** Stable job name, e.g. "natal". */
  name: string;
  /** One line for the docs and the OpenAPI summary. */
  summary: string;
  /** Markdown for the docs: options, conventions, sources (what README's section says, in short). */
  description: string;
  method: 'GET' | 'POST';
  path: string;
  /** inline: runs on the web thread; heavy: pool or queue. */
  weight: 'inline' | 'heavy';
  /**
   * An inline endpoint whose cost depends on its input: the calls `test` says yes to run as a heavy
   * endpoint's do (pool or queue; a batch holding one goes to the pool), because they take more than 2 ms
   * of CPU (bench/endpoint-cpu.mjs, our rule). `when` says which in words, for the docs: "depth ≥ 3".
   */
  heavyWhen?: HeavyWhen<NoInfer<Input>>;
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
  run(input: Input): Result<Data>;
  /**
   * The shape of `data` as the client receives it. Every field the handler returns must be declared
   * with a compatible type, or this does not compile; the declared schemas are strict, so the tests
   * that run every example also fail on an undeclared field (test/integration/examples.test.ts).
   */
  response: z.ZodType<NoInfer<Rendered<Data>>>;
  /** At least one example call (docs, OpenAPI, and the example tests). */
  examples: readonly [Example, ...Example[]];
  /**
   * A chart endpoint: with `format: "svg"` it answers the drawing in `data.svg`, so `Accept: image/svg+xml`
   * answers that SVG itself, and a signed chart URL (GET /v1/chart/<name>.svg) can show it (issue 24).
   */
  svg?: true;
}

/** Which calls of an inline endpoint are heavy (EndpointDef.heavyWhen). */
export interface HeavyWhen<Input> {
  /** In words, for the docs and the OpenAPI document: "depth ≥ 3". */
  when: string;
  /** Pure, cheap: decided from the prepared input before the call runs. */
  test(input: Input): boolean;
}

/** Whether a prepared call runs as heavy work (pool or queue): a heavy endpoint, or an inline one heavy by this input. */
export function runsHeavy(ep: AnyEndpoint, input: unknown): boolean {
  return ep.weight === 'heavy' || (ep.heavyWhen?.test(input) ?? false);
}

/** A POST endpoint with the usual settings: inline, batchable, one unit, not cached (override any). */
export function definePost<Raw, Input, Data>(
  def: Omit<EndpointDef<Raw, Input, Data>, 'method' | 'weight' | 'batchable' | 'cost' | 'cacheable'> &
    Partial<Pick<EndpointDef<Raw, Input, Data>, 'weight' | 'batchable' | 'cost' | 'cacheable'>>,
): AnyEndpoint {
  return defineEndpoint({ method: 'POST', weight: 'inline', batchable: true, cost: 1, cacheable: false, ...def });
}

/** The type-erased form the registry holds. */
export interface AnyEndpoint {
  name: string;
  summary: string;
  description: string;
  method: 'GET' | 'POST';
  path: string;
  weight: 'inline' | 'heavy';
  heavyWhen?: HeavyWhen<unknown>;
  batchable: boolean;
  cost: number;
  cacheable: boolean;
  schema: z.ZodType<unknown>;
  prepare(raw: unknown, ctx: PrepareContext): unknown;
  run(input: unknown): Result;
  response: z.ZodType<unknown>;
  examples: readonly [Example, ...Example[]];
  svg?: true;
}

/**
 * The registry's form of a definition. Every answer passes the display steps here (issue 24): the
 * response schema gains an `xLocal` beside each instant field `x` (./responses/local-time.ts) and a
 * `…Formatted` beside each ecliptic longitude (./responses/degree-format.ts), and `run` fills them, the
 * same on every path (inline, pool, queue, docs examples, MCP).
 */
export function defineEndpoint<Raw, Input, Data>(def: EndpointDef<Raw, Input, Data>): AnyEndpoint {
  const local = localTimes(def.response);
  const degrees = degreesFormatted(local.schema);
  const heavy = def.heavyWhen;
  if (heavy && def.weight === 'heavy') throw new Error(`${def.name}: heavyWhen is for inline endpoints`);
  return {
    ...def,
    heavyWhen: heavy ? { when: heavy.when, test: (input) => heavy.test(input as Input) } : undefined,
    schema: def.schema,
    response: degrees.schema,
    prepare: (raw, ctx) => def.prepare(raw as Raw, ctx),
    run: (input) => {
      const r = local.fill(def.run(input as Input));
      return { ...r, data: degrees.fill(r.data) };
    },
  };
}
