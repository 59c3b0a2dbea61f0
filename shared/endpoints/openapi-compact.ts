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

/** What a reference costs in characters, its name aside: `{"$ref":"#/components/schemas/"}`. */
const REF_CHARS = JSON.stringify({ $ref: '#/components/schemas/' }).length;
/** What a component costs beyond its body: its name as a key, and the name in each reference. */
const NAME_CHARS = 16;
/** A description's cost as a member: `,"description":"…"`. */
const describedChars = (d: unknown) => (typeof d === 'string' ? JSON.stringify(d).length + 15 : 0);

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

/** The operations of the document, each with its id in PascalCase. */
function* operations(doc: Json): Generator<[Json, string]> {
  for (const item of Object.values(doc.paths as Record<string, Json>)) {
    for (const op of Object.values(item) as Json[]) yield [op, pascal(typeof op.operationId === 'string' ? op.operationId : 'Operation')];
  }
}

/** The schema roots of the document: request bodies, parameters and answers of every operation. */
function* roots(doc: Json): Generator<[Json, string | number, string]> {
  for (const [op, id] of operations(doc)) {
    const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
    for (const media of Object.values(body ?? {})) if (isObj(media.schema)) yield [media, 'schema', `${id}Request`];
    for (const p of (op.parameters ?? []) as Json[]) if (isObj(p.schema)) yield [p, 'schema', pascal(String(p.name))];
    for (const res of Object.values((op.responses ?? {}) as Record<string, Json>)) {
      for (const media of Object.values((res.content ?? {}) as Record<string, Json>)) if (isObj(media.schema)) yield [media, 'schema', `${id}Answer`];
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
  // operation parts keep their kind ("DashaRequest", not "Dasha")
  return n < first.length && (suffix === 'Request' || suffix === 'Answer' || suffix === 'Example') ? `${common}${suffix}` : common;
}

/** A free name in a component map: the base, else the base numbered. */
function freeName(taken: Record<string, unknown>, base: string): string {
  let name = base;
  for (let i = 2; name in taken; i++) name = `${base}${i}`;
  return name;
}

/** The uses of one schema shape (the schema without its own description) across the document. */
interface Shape {
  chars: number;
  hints: string[];
  descriptions: unknown[];
  /** The description the component carries: the one most uses have (the first of them on a tie). */
  shared?: unknown;
  name?: string;
}

/**
 * Moves every schema shape whose repeats cost more than a component and references would to
 * components.schemas, outermost first. One shape described differently at each use is one component:
 * it carries the description most uses share, and a use with another keeps its own beside the `$ref`
 * (OpenAPI 3.1 lets a description sit beside a reference). A use is left written out when the
 * reference would not be shorter, and a component left with a single reference is put back in place.
 */
export function hoistRepeatedSchemas(doc: Json): void {
  // first the shapes, whatever their descriptions; then small schemas repeated with the same description
  hoistBy(doc, (node) => JSON.stringify({ ...node, description: undefined }));
  hoistBy(doc, (node) => JSON.stringify(node));
}

/** One pass of hoistRepeatedSchemas: the schemas that `shapeOf` says are the same become one component. */
function hoistBy(doc: Json, shapeOf: (node: Json) => string): void {
  const schemas = (doc.components as Json).schemas as Record<string, Json>;
  const shapes = new Map<string, Shape>();

  const count = (node: Json, hint: string): void => {
    if (!('$ref' in node)) {
      const key = shapeOf(node);
      const e = shapes.get(key) ?? { chars: JSON.stringify({ ...node, description: undefined }).length, hints: [], descriptions: [] };
      e.hints.push(hint);
      e.descriptions.push(node.description);
      shapes.set(key, e);
    }
    for (const [parent, key, h] of children(node, hint)) count((parent as Record<string | number, Json>)[key], h);
  };
  for (const [parent, key, hint] of roots(doc)) count((parent as Record<string | number, Json>)[key], hint);
  for (const [name, s] of Object.entries(schemas)) for (const [parent, key, h] of children(s, name)) count((parent as Record<string | number, Json>)[key], h);

  /** Whether a use described so is better as a reference to the shape's component. */
  const worthRef = (e: Shape, description: unknown) => description === e.shared || e.chars > REF_CHARS + NAME_CHARS;
  for (const e of shapes.values()) {
    if (e.descriptions.length < 2) continue;
    const tally = new Map<unknown, number>();
    for (const d of e.descriptions) tally.set(d, (tally.get(d) ?? 0) + 1);
    e.shared = [...tally].reduce((best, t) => (t[1] > best[1] ? t : best))[0];
    const saved = e.descriptions.filter((d) => worthRef(e, d)).length * (e.chars - REF_CHARS - NAME_CHARS) + (tally.get(e.shared) ?? 0) * describedChars(e.shared);
    const cost = e.chars + describedChars(e.shared) + NAME_CHARS;
    if (saved > cost) e.name = '';
  }

  const existing = Object.values(schemas);
  const created = new Set<string>();
  const replace = (parent: Record<string | number, Json>, key: string | number): void => {
    const node = parent[key];
    const e = '$ref' in node ? undefined : shapes.get(shapeOf(node));
    if (e?.name !== undefined && worthRef(e, node.description)) {
      if (!e.name) {
        e.name = freeName(schemas, sharedName(e.hints) || 'Shared');
        created.add(e.name);
        const { description: _own, ...rest } = node;
        schemas[e.name] = e.shared !== undefined ? { description: e.shared, ...rest } : rest;
        for (const [p, k] of children(schemas[e.name], e.name)) replace(p as Record<string | number, Json>, k);
      }
      parent[key] = { $ref: `#/components/schemas/${e.name}`, ...(node.description !== e.shared && node.description !== undefined ? { description: node.description } : {}) };
      return;
    }
    for (const [p, k] of children(node, '')) replace(p as Record<string | number, Json>, k);
  };
  for (const [parent, key] of roots(doc)) replace(parent as Record<string | number, Json>, key);
  for (const s of existing) for (const [p, k] of children(s, '')) replace(p as Record<string | number, Json>, k);

  inlineSingles(doc, schemas, created);
}

type PartKind = 'parameters' | 'examples' | 'headers' | 'requestBodies' | 'responses';

/** The parts of the operations that may be components, by kind: each with its holder, its key there and a name hint. */
function* partsOf(doc: Json, kinds: readonly PartKind[]): Generator<[PartKind, Json, string | number, string]> {
  for (const [op, id] of operations(doc)) {
    if (kinds.includes('parameters')) {
      const params = (op.parameters ?? []) as Json[];
      for (let i = 0; i < params.length; i++) yield ['parameters', params as unknown as Json, i, pascal(String(params[i].name))];
    }
    if (kinds.includes('examples')) {
      const body = op.requestBody as Json | undefined;
      for (const media of Object.values((body?.content ?? {}) as Record<string, Json>)) {
        for (const name of Object.keys(media.examples ?? {})) yield ['examples', media.examples as Json, name, `${id}Example`];
      }
    }
    if (kinds.includes('headers')) {
      for (const res of Object.values((op.responses ?? {}) as Record<string, Json>)) {
        if (!isObj(res) || !isObj(res.headers)) continue;
        for (const name of Object.keys(res.headers)) yield ['headers', res.headers, name, pascal(name)];
      }
    }
    if (kinds.includes('requestBodies')) yield ['requestBodies', op, 'requestBody', `${id}Request`];
    if (kinds.includes('responses')) for (const status of Object.keys(op.responses ?? {})) yield ['responses', op.responses as Json, status, `${id}Answer`];
  }
}

/**
 * Parameters, request examples, answer headers, request bodies and answers that several operations share word for word
 * (the dasha systems' request and answer, the moon calendar's and the stations' `from`, say) become
 * components.parameters, .examples, .headers, .requestBodies and .responses, referenced from each operation,
 * when the copies cost more than the references. Run after hoistRepeatedSchemas, whose references make
 * such parts identical; parameters, examples and headers first, so that bodies and answers holding them are too.
 */
export function hoistRepeatedOperationParts(doc: Json): void {
  const components = doc.components as Record<string, Record<string, Json>>;
  for (const kinds of [['parameters', 'examples', 'headers'], ['requestBodies', 'responses']] as const) {
    const groups = new Map<string, { kind: PartKind; chars: number; hints: string[]; uses: [Json, string | number][] }>();
    for (const [kind, holder, key, hint] of partsOf(doc, kinds)) {
      const part = (holder as Record<string | number, unknown>)[key];
      if (!isObj(part) || '$ref' in part) continue;
      const json = JSON.stringify(part);
      const e = groups.get(`${kind}\u0000${json}`) ?? { kind, chars: json.length, hints: [], uses: [] };
      e.hints.push(hint);
      e.uses.push([holder, key]);
      groups.set(`${kind}\u0000${json}`, e);
    }
    for (const e of groups.values()) {
      if (e.uses.length < 2 || (e.uses.length - 1) * e.chars <= e.uses.length * (REF_CHARS + NAME_CHARS)) continue;
      const map = (components[e.kind] ??= {});
      const name = freeName(map, sharedName(e.hints));
      const [holder, key] = e.uses[0];
      map[name] = (holder as Record<string | number, Json>)[key];
      for (const [h, k] of e.uses) (h as Record<string | number, Json>)[k] = { $ref: `#/components/${e.kind}/${name}` };
    }
  }
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

// ------------------------------------------------------------------ answers open to added fields

/**
 * Answers are documented open: an answer may gain fields (issue 24 added `…Local` and `…Formatted`
 * siblings to dozens of them), and a client that validated answers against `additionalProperties: false`
 * would break at each such addition. So `additionalProperties: false` stays on what a client sends (the
 * service refuses unknown request fields) and is removed from every answer schema: the inline ones and
 * the components that no request body or parameter reaches. Run before the hoisting, so that a request
 * and an answer shape are never merged into one component.
 */
export function openAnswerSchemas(doc: Json): void {
  const schemas = ((doc.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const refName = (ref: unknown) => (typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice(21) : null);
  const requestSide = new Set<string>();
  const mark = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(mark);
    else if (isObj(node)) {
      const name = refName(node.$ref);
      if (name !== null && !requestSide.has(name)) {
        requestSide.add(name);
        mark(schemas[name]);
      }
      for (const v of Object.values(node)) mark(v);
    }
  };
  const open = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(open);
    else if (isObj(node)) {
      if (node.additionalProperties === false) delete node.additionalProperties;
      for (const v of Object.values(node)) open(v);
    }
  };
  for (const [op] of operations(doc)) {
    mark(op.requestBody);
    mark(op.parameters);
  }
  for (const [op] of operations(doc)) open(op.responses);
  open((doc.components as Json | undefined)?.responses);
  for (const [name, s] of Object.entries(schemas)) if (!requestSide.has(name)) open(s);
}
