import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
