#!/usr/bin/env node
/**
 * Fails (exit 1) when the modules of api/, shared/ and worker/ import each other in a circle, counting
 * type-only imports (`import type`, `export type … from`, `import('…').T`) and dynamic `import()`: a cycle
 * through a type is still two modules that cannot be understood, tested or moved one without the other.
 * Part of `npm run lint` (issue 20).
 *
 * Also fails when a relative import cannot be resolved: madge drops such a file silently, and a cycle
 * through it would go unseen. Imports are resolved as tsc does (NodeNext: `./x.js` is `./x.ts`).
 *
 * Prints madge's list of cycles (one per back edge it meets) and, under it, every group of modules
 * that reach each other (strongly connected components), which is what has to be untangled.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dirs = ['api', 'shared', 'worker'];

const result = await madge(
  dirs.map((d) => join(root, d)),
  {
    baseDir: root,
    fileExtensions: ['ts'],
    tsConfig: join(root, 'tsconfig.json'),
    // skipTypeImports defaults to false already; said here so nobody turns it on by accident.
    detectiveOptions: { ts: { skipTypeImports: false, skipAsyncImports: false } },
  },
);

let failed = false;

const unresolved = result.warnings().skipped.filter((s) => s.startsWith('.'));
if (unresolved.length > 0) {
  failed = true;
  console.error(`✖ ${unresolved.length} relative import(s) could not be resolved (a cycle through them would go unseen):`);
  for (const s of unresolved) console.error(`  ${s}`);
}

const cycles = result.circular();
if (cycles.length > 0) {
  failed = true;
  console.error(`✖ ${cycles.length} import cycle(s) in ${dirs.join('/, ')}/ (type-only imports included):`);
  cycles.forEach((cycle, i) => console.error(`  ${i + 1}) ${[...cycle, cycle[0]].join(' > ')}`));
  const components = stronglyConnected(result.obj());
  console.error(`\n  Modules that import each other, in ${components.length} group(s):`);
  for (const component of components) console.error(`  - ${component.join(', ')}`);
}

if (failed) process.exit(1);
console.log(`✔ no import cycles in ${Object.keys(result.obj()).length} modules of ${dirs.join('/, ')}/`);

/** Tarjan's algorithm: the groups of two or more modules (or one importing itself) that reach each other. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const out = [];
  let next = 0;
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph[v] ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v), index.get(w)));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph[v] ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of Object.keys(graph)) if (!index.has(v)) visit(v);
  return out;
}
