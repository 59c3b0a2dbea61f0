/** Spawns the built roles (dist/) as real processes for multi-process tests. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface Proc {
  child: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `node dist/<script>` and resolves once `ready` matches its output. A process boots in ~1–2 s on a quiet
 * machine; the bound is for a loaded one (four processes starting at once on 2 busy cores took over 20 s).
 */
export function startProcess(script: string, env: Record<string, string>, ready: RegExp, timeoutMs = 45_000): Promise<Proc> {
  const child = spawn(process.execPath, [join(ROOT, 'dist', script)], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const proc: Proc = {
    child,
    output: () => out,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} not ready in ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (!ready.test(out)) reject(new Error(`${script} exited (${code}) before ready:\n${out}`));
    });
  });
}
