#!/usr/bin/env node
/**
 * Writes client/src/schema.ts: the TypeScript types of the API, made by openapi-typescript from the
 * OpenAPI document that the endpoint registry builds (shared/endpoints/openapi.ts), so the typed client
 * cannot drift from the server. `npm run client:generate` (this script) compiles the project first and
 * reads the registry from dist/; test/integration/client.test.ts renders the same text in-process from
 * the sources and fails when the committed file differs.
 *
 * Deterministic: a fixed version and "now", and the example answers (computed by the handlers) are
 * dropped before conversion, so the file changes only when an endpoint's schema does.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The version and the moment the document is built for: fixed, so the output is reproducible. */
export const SCHEMA_VERSION = 'client';
export const SCHEMA_NOW_MS = Date.UTC(2026, 0, 1);

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SCHEMA_FILE = join(ROOT, 'client', 'src', 'schema.ts');

const HEADER = `/**
 * GENERATED FILE: do not edit. The types of the Orrery API (\`paths\`, \`operations\`, \`components\`),
 * made by openapi-typescript from the OpenAPI document the endpoint registry builds
 * (shared/endpoints/openapi.ts), plus \`batchablePaths\` (the paths a batch item may call).
 *
 * Regenerate after changing an endpoint:   npm run client:generate
 * (scripts/generate-client.mjs; test/integration/client.test.ts fails while this file is stale.)
 */

`;

/** The document without the computed example answers (responses' `examples`): they are not types. */
function withoutAnswerExamples(doc) {
  const copy = structuredClone(doc);
  for (const item of Object.values(copy.paths ?? {})) {
    for (const op of Object.values(item ?? {})) {
      for (const res of Object.values(op?.responses ?? {})) {
        for (const media of Object.values(res?.content ?? {})) {
          delete media.examples;
          delete media.example;
        }
      }
    }
  }
  return copy;
}

/**
 * The paths whose operation is batchable, as a TypeScript union: `x-orrery-batchable` on the operation, else the
 * document's (at its root: the default, true; the operations that cannot be batch items say false).
 */
function batchablePaths(doc) {
  const paths = Object.entries(doc.paths ?? {})
    .filter(([, item]) => Object.values(item ?? {}).some((op) => (op?.['x-orrery-batchable'] ?? doc['x-orrery-batchable']) === true))
    .map(([p]) => JSON.stringify(p));
  const union = paths.length ? paths.map((p) => `\n    | ${p}`).join('') : ' never';
  return `/** The paths that can be items of \`POST /v1/batch\` (\`x-orrery-batchable\` in the OpenAPI document). */\nexport type batchablePaths =${union};\n`;
}

/** The text of client/src/schema.ts for an OpenAPI document (`buildOpenApi(SCHEMA_VERSION, SCHEMA_NOW_MS)`). */
export async function renderSchema(doc) {
  // defaultNonNullable off: a request field with a default stays optional in a shared component too (responses mark theirs required)
  const ast = await openapiTS(withoutAnswerExamples(doc), { alphabetize: false, defaultNonNullable: false });
  return HEADER + astToString(ast) + '\n' + batchablePaths(doc);
}

async function main() {
  // Compile first: the registry is TypeScript. Type errors in client/ are expected while the schema is
  // stale (that is why we are here), so a failing build only warns as long as the registry was emitted.
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const build = spawnSync(process.execPath, [tsc, '-p', join(ROOT, 'tsconfig.json')], { cwd: ROOT, encoding: 'utf8' });
  const built = join(ROOT, 'dist', 'shared', 'endpoints', 'openapi.js');
  if (build.status !== 0) {
    process.stderr.write(build.stdout + build.stderr);
    if (!existsSync(built)) {
      process.stderr.write('client:generate: the build failed and dist/shared/endpoints/openapi.js is missing\n');
      process.exit(1);
    }
    process.stderr.write('client:generate: the build reported errors (above); generating from what it emitted\n');
  }
  const { buildOpenApi } = await import(pathToFileURL(built).href);
  const text = await renderSchema(buildOpenApi(SCHEMA_VERSION, SCHEMA_NOW_MS));
  const before = existsSync(SCHEMA_FILE) ? readFileSync(SCHEMA_FILE, 'utf8') : '';
  if (before === text) {
    console.log(`client/src/schema.ts is up to date (${text.length} bytes)`);
    return;
  }
  writeFileSync(SCHEMA_FILE, text);
  console.log(`wrote client/src/schema.ts (${text.length} bytes)${build.status !== 0 ? '; run npm run build again to check the client against it' : ''}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
