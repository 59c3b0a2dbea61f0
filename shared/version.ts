import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** package.json's version, found from source or from dist. */
export function readVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'orrery' && pkg.version) return pkg.version;
    } catch {
      // not here; go up
    }
    dir = dirname(dir);
  }
  return '0.0.0';
}

let codeHash: string | undefined;

/**
 * A digest of the calculation code (every module under shared/, as this process runs it: dist's .js or the
 * sources' .ts), computed once per process (~250 files, a few ms). The result cache puts it in its keys, so a
 * deploy that changes an answer's shape or values never serves answers cached by the code before.
 */
export function codeVersion(): string {
  if (codeHash !== undefined) return codeHash;
  const here = fileURLToPath(import.meta.url);
  const ext = extname(here);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(ext)) files.push(p);
    }
  };
  walk(dirname(here));
  const h = createHash('sha256');
  for (const f of files.sort()) h.update(f.slice(dirname(here).length)).update('\0').update(readFileSync(f)).update('\0');
  codeHash = h.digest('hex').slice(0, 16);
  return codeHash;
}
