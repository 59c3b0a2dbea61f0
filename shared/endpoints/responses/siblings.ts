/**
 * Display siblings driven by a response schema (issue 24): beside a field of a marked kind an answer
 * carries a second field computed from it, e.g. `sunriseLocal` beside the instant `sunrise`
 * (./local-time.ts) or `degreeFormatted` beside the longitude `longitude` (./degree-format.ts). One
 * walk per schema and rule finds where the marked fields sit and returns the schema with each sibling
 * right after its field (the registry holds that schema, so the OpenAPI, the typed client, MCP and the
 * example tests see the siblings), and a plan, so that filling an answer walks down only to them.
 */
import { z } from 'zod';

/** What a rule says of one object field: its sibling's key and schema, or null (no sibling). */
export interface Sibling {
  key: string;
  schema: z.ZodType;
}

export interface SiblingRule {
  /**
   * The sibling of field `key` with schema `field` in an object whose fields are `shapeKeys`, or null.
   * A rule leaves out a sibling whose key the object already declares (a record that fills it itself).
   */
  siblingOf(key: string, field: z.ZodType, shapeKeys: ReadonlySet<string>): Sibling | null;
}

/** Where the marked fields of a value sit: each with its sibling's key, and the plans of object fields, items, record values. */
export interface Plan {
  fields: Map<string, Plan | string>;
  item?: Plan;
  value?: Plan;
}

function mergePlans(a: Plan | null, b: Plan | null): Plan | null {
  if (!a || !b) return a ?? b;
  const fields = new Map(a.fields);
  for (const [k, p] of b.fields) {
    const q = fields.get(k);
    fields.set(k, q === undefined || typeof q === 'string' || typeof p === 'string' ? (q ?? p) : (mergePlans(q, p) ?? p));
  }
  const item = mergePlans(a.item ?? null, b.item ?? null) ?? undefined;
  const value = mergePlans(a.value ?? null, b.value ?? null) ?? undefined;
  return { fields, ...(item ? { item } : {}), ...(value ? { value } : {}) };
}

export interface Walked {
  schema: z.ZodType;
  plan: Plan | null;
}

/** A copy of `schema` with another definition, keeping its metadata (id, description). */
function rebuilt<T extends z.ZodType>(schema: T, def: T['_zod']['def']): T {
  const copy = schema.clone(def);
  const meta = z.globalRegistry.get(schema);
  if (meta) z.globalRegistry.add(copy, meta);
  return copy;
}

const WALKS = new WeakMap<SiblingRule, WeakMap<z.ZodType, Walked>>();

/** The schema with the rule's siblings, and the plan (null: no marked field anywhere). Memoised per rule and schema. */
export function walkSiblings(rule: SiblingRule, schema: z.ZodType): Walked {
  let memo = WALKS.get(rule);
  if (!memo) WALKS.set(rule, (memo = new WeakMap()));
  const known = memo.get(schema);
  if (known) return known;
  const w = walkNew(rule, schema);
  memo.set(schema, w);
  return w;
}

function walkNew(rule: SiblingRule, schema: z.ZodType): Walked {
  const same: Walked = { schema, plan: null };
  if (schema instanceof z.ZodObject) {
    const declared = schema._zod.def.shape as Record<string, z.ZodType>;
    const keys = new Set(Object.keys(declared));
    const shape: Record<string, z.ZodType> = {};
    const fields = new Map<string, Plan | string>();
    for (const [k, s] of Object.entries(declared)) {
      const sib = rule.siblingOf(k, s, keys);
      if (sib) {
        shape[k] = s;
        shape[sib.key] = sib.schema;
        fields.set(k, sib.key);
        continue;
      }
      const sub = walkSiblings(rule, s);
      shape[k] = sub.schema;
      if (sub.plan) fields.set(k, sub.plan);
    }
    if (!fields.size) return same;
    return { schema: rebuilt(schema, { ...schema._zod.def, shape }), plan: { fields } };
  }
  if (schema instanceof z.ZodArray) {
    const sub = walkSiblings(rule, schema.element as z.ZodType);
    if (!sub.plan) return same;
    return { schema: rebuilt(schema, { ...schema._zod.def, element: sub.schema }), plan: { fields: new Map(), item: sub.plan } };
  }
  if (schema instanceof z.ZodRecord) {
    const sub = walkSiblings(rule, schema._zod.def.valueType as z.ZodType);
    if (!sub.plan) return same;
    return { schema: rebuilt(schema, { ...schema._zod.def, valueType: sub.schema }), plan: { fields: new Map(), value: sub.plan } };
  }
  if (schema instanceof z.ZodUnion) {
    const subs = (schema.options as readonly z.ZodType[]).map((o) => walkSiblings(rule, o));
    const plan = subs.reduce<Plan | null>((p, s) => mergePlans(p, s.plan), null);
    if (!plan) return same;
    return { schema: rebuilt(schema, { ...schema._zod.def, options: subs.map((s) => s.schema) }), plan };
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault || schema instanceof z.ZodReadonly) {
    const sub = walkSiblings(rule, schema._zod.def.innerType as z.ZodType);
    if (!sub.plan) return same;
    return { schema: rebuilt(schema, { ...schema._zod.def, innerType: sub.schema }), plan: sub.plan };
  }
  // strings, numbers, enums, literals …: nothing inside (a lazy or piped shape would need its own case)
  return same;
}

/**
 * `v` with the siblings of `plan` filled in: `compute(x)` for a marked field's value `x` (null stays null;
 * undefined or a value `compute` cannot take leaves the sibling out). Objects on the plan's paths are
 * copied, the sibling right after its field; everything else is shared.
 */
export function fillSiblings(plan: Plan, v: unknown, compute: (x: unknown) => unknown): unknown {
  if (Array.isArray(v)) {
    const item = plan.item;
    return item ? v.map((x: unknown) => fillSiblings(item, x, compute)) : v;
  }
  if (v === null || typeof v !== 'object') return v;
  const src = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const k in src) {
    const x = src[k];
    const p = plan.fields.get(k) ?? plan.value;
    if (p === undefined) {
      out[k] = x;
    } else if (typeof p === 'string') {
      out[k] = x;
      if (Object.hasOwn(src, p)) continue; // the record filled it itself
      if (x === null) out[p] = null;
      else if (x !== undefined) {
        const y = compute(x);
        if (y !== undefined) out[p] = y;
      }
    } else {
      out[k] = fillSiblings(p, x, compute);
    }
  }
  return out;
}
