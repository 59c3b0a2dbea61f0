/**
 * Keeps the OpenAPI document small (issue 24: it had grown to 1.9 MB, so /docs stayed blank for
 * seconds): every schema shape that repeats is written once under components.schemas and referenced,
 * and each operation documents one answer, with its long lists abridged.
 */
import type { z } from 'zod';

type Json = Record<string, unknown>;

// ------------------------------------------------------------------ abridged example answers

/** Lists longer than this are cut to it in the documented answers; strings (SVG) longer than MAX_CHARS too. */
const MAX_ITEMS = 3;
const MAX_CHARS = 300;

export const ABRIDGED_NOTE = `The service's own answer to this request, abridged here: lists cut to their first ${MAX_ITEMS} items and long strings (SVG) to ${MAX_CHARS} characters. Call it to see the whole answer.`;

const keyOf = (path: readonly PropertyKey[]) => path.map(String).join('\u0000');

function cutCopy(v: unknown, path: PropertyKey[], keep: ReadonlySet<string>, cut: Set<string>): unknown {
  if (Array.isArray(v)) {
    const k = keyOf(path);
    const n = v.length > MAX_ITEMS && !keep.has(k) ? MAX_ITEMS : v.length;
    if (n < v.length) cut.add(k);
    return v.slice(0, n).map((x, i) => cutCopy(x, [...path, i], keep, cut));
  }
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, cutCopy(x, [...path, k], keep, cut)]));
  if (typeof v === 'string' && v.length > MAX_CHARS) {
    const k = keyOf(path);
    if (!keep.has(k)) {
      cut.add(k);
      return `${v.slice(0, MAX_CHARS)}…`;
    }
  }
  return v;
}

/**
 * The answer with long lists and strings cut, still valid against its schema: a cut the schema refuses
 * (a list of a fixed length, say) is undone, and the whole answer is kept if nothing else works.
 */
export function abridgeAnswer(full: unknown, schema: z.ZodType): { value: unknown; cut: boolean } {
  if (full === undefined) return { value: full, cut: false };
  const keep = new Set<string>();
  for (let round = 0; round < 20; round++) {
    const cut = new Set<string>();
    const value = cutCopy(full, [], keep, cut);
    if (cut.size === 0) return { value, cut: false };
    const r = schema.safeParse(value);
    if (r.success) return { value, cut: true };
    let undone = false;
    for (const issue of r.error.issues) {
      // the deepest cut on the way to the refused field is the one to undo
      for (let i = issue.path.length; i >= 0; i--) {
        const k = keyOf(issue.path.slice(0, i));
        if (cut.has(k)) {
          keep.add(k);
          undone = true;
          break;
        }
      }
    }
    if (!undone) break;
  }
  return { value: full, cut: false };
}

// ------------------------------------------------------------------ repeated schemas → components

/** A repeated schema of at least this many characters becomes a component. */
const MIN_CHARS = 60;

const pascal = (s: string) => s.replace(/(^|[-_\s]+)([a-zA-Z0-9])/g, (_m, _sep, c: string) => c.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');

/** The sub-schemas of a schema, with a name hint for each. */
function* children(node: Json, hint: string): Generator<[Json, string | number, string]> {
  const props = node.properties;
  if (props && typeof props === 'object') {
    for (const [k, v] of Object.entries(props as Json)) if (isObj(v)) yield [props as Json, k, pascal(k)];
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObj(node[key])) yield [node, key, key === 'items' ? `${hint}Item` : hint];
  }
  for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems'] as const) {
    const list = node[key];
    if (Array.isArray(list)) for (let i = 0; i < list.length; i++) if (isObj(list[i])) yield [list as unknown as Json, i, hint];
  }
}

const isObj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/** The schema roots of the document: request bodies, parameters and answers of every operation. */
function* roots(doc: Json): Generator<[Json, string | number, string]> {
  for (const item of Object.values(doc.paths as Record<string, Json>)) {
    for (const op of Object.values(item) as Json[]) {
      const id = pascal(typeof op.operationId === 'string' ? op.operationId : 'Operation');
      const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      for (const media of Object.values(body ?? {})) if (isObj(media.schema)) yield [media, 'schema', `${id}Request`];
      for (const p of (op.parameters ?? []) as Json[]) if (isObj(p.schema)) yield [p, 'schema', pascal(String(p.name))];
      for (const res of Object.values((op.responses ?? {}) as Record<string, Json>)) {
        for (const media of Object.values((res.content ?? {}) as Record<string, Json>)) if (isObj(media.schema)) yield [media, 'schema', `${id}Answer`];
      }
    }
  }
}

/** The longest run of leading words the hints share ("DashaAshtottariRequest", "DashaKalaRequest" → "Dasha…"). */
function sharedName(hints: readonly string[]): string {
  const words = (s: string) => s.match(/[A-Z][a-z]*|[a-z]+|[0-9]+/g) ?? [s];
  const lists = hints.map(words);
  const first = lists[0];
  let n = 0;
  while (n < first.length && lists.every((l) => l[n] === first[n])) n++;
  if (n === 0) {
    // no shared words: the name it has most often
    const tally = new Map<string, number>();
    for (const h of hints) tally.set(h, (tally.get(h) ?? 0) + 1);
    return [...tally].sort((a, b) => b[1] - a[1])[0][0];
  }
  const suffix = first.at(-1);
  const common = first.slice(0, n).join('');
  // operation roots keep their kind ("DashaRequest", not "Dasha")
  return n < first.length && (suffix === 'Request' || suffix === 'Answer') ? `${common}${suffix}` : common;
}

/**
 * Moves every schema that occurs more than once (and is not tiny) to components.schemas and refers to
 * it, largest first; a component left with a single reference is put back in place.
 */
export function hoistRepeatedSchemas(doc: Json): void {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const seen = new Map<string, { n: number; hints: string[]; descriptions: Set<unknown> }>();
  /** A schema's shape: the schema without its own description (one shape, described differently at each use). */
  const shapeOf = (node: Json) => JSON.stringify({ ...node, description: undefined });

  const count = (node: Json, hint: string): void => {
    const shape = shapeOf(node);
    if (shape.length >= MIN_CHARS && !('$ref' in node)) {
      const e = seen.get(shape) ?? { n: 0, hints: [], descriptions: new Set() };
      e.n++;
      e.hints.push(hint);
      e.descriptions.add(node.description);
      seen.set(shape, e);
    }
    for (const [parent, key, h] of children(node, hint)) count((parent as Record<string | number, Json>)[key], h);
  };
  for (const [parent, key, hint] of roots(doc)) count((parent as Record<string | number, Json>)[key], hint);
  for (const [name, s] of Object.entries(schemas)) for (const [parent, key, h] of children(s, name)) count((parent as Record<string | number, Json>)[key], h);

  const existing = Object.values(schemas);
  const named = new Map<string, string>();
  const created = new Set<string>();
  const replace = (parent: Record<string | number, Json>, key: string | number): void => {
    const node = parent[key];
    const shape = shapeOf(node);
    const e = seen.get(shape);
    if (e && e.n > 1) {
      // one description everywhere: it goes with the component; else each use keeps its own beside the $ref
      const shared = e.descriptions.size === 1;
      let name = named.get(shape);
      if (!name) {
        const base = sharedName(e.hints) || 'Shared';
        name = base;
        for (let i = 2; name in schemas; i++) name = `${base}${i}`;
        named.set(shape, name);
        created.add(name);
        const { description, ...rest } = node;
        schemas[name] = shared && description !== undefined ? { description, ...rest } : rest;
        for (const [p, k] of children(schemas[name], name)) replace(p as Record<string | number, Json>, k);
      }
      parent[key] = { $ref: `#/components/schemas/${name}`, ...(!shared && node.description !== undefined ? { description: node.description } : {}) };
      return;
    }
    for (const [p, k] of children(node, '')) replace(p as Record<string | number, Json>, k);
  };
  for (const [parent, key] of roots(doc)) replace(parent as Record<string | number, Json>, key);
  for (const s of existing) for (const [p, k] of children(s, '')) replace(p as Record<string | number, Json>, k);

  inlineSingles(doc, schemas, created);
}

/** Components this pass made that ended up referenced once go back where they are used. */
function inlineSingles(doc: Json, schemas: Record<string, Json>, created: ReadonlySet<string>): void {
  const refs = new Map<string, number>();
  const walk = (v: unknown, f: (o: Json) => void): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, f));
    else if (isObj(v)) {
      f(v);
      for (const x of Object.values(v)) walk(x, f);
    }
  };
  const nameOf = (o: Json) => (typeof o.$ref === 'string' && o.$ref.startsWith('#/components/schemas/') ? o.$ref.slice(21) : undefined);
  walk(doc, (o) => {
    const n = nameOf(o);
    if (n) refs.set(n, (refs.get(n) ?? 0) + 1);
  });
  const single = new Set([...created].filter((n) => refs.get(n) === 1));
  if (!single.size) return;
  const bodies = new Map([...single].map((n) => [n, schemas[n]]));
  for (const n of single) delete schemas[n];
  walk(doc, (o) => {
    let n = nameOf(o);
    // a single-use component may itself hold a single-use one: keep inlining
    while (n && bodies.has(n)) {
      const body = bodies.get(n) as Json;
      const own = o.description;
      delete o.$ref;
      Object.assign(o, body, own !== undefined ? { description: own } : {});
      n = nameOf(o);
    }
  });
}
