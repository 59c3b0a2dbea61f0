/**
 * `npm start`: the web role. One process by default; WEB_CONCURRENCY > 1 forks that many with
 * node:cluster (the primary only bootstraps, supervises and forwards SIGTERM).
 */
import cluster from 'node:cluster';
import { setFlagsFromString } from 'node:v8';
import { AggregatorRegistry } from 'prom-client';
import { ConfigError, loadConfig, type Config } from '../shared/config.js';
import { createLogger } from '../shared/log.js';
import { bootstrapAndPrint } from './bootstrap.js';
import { startWeb } from './runtime.js';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
}

/**
 * GET /metrics in a cluster: the web process that got the scrape asks the primary, which merges every
 * web process's registry (prom-client's AggregatorRegistry).
 */
function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, msg: { type?: string; id?: string }) => {
    if (msg?.type !== 'orrery:metrics') return;
    // The asker may have exited while the others answered: a send on its closed channel would be an
    // 'error' event on the cluster worker, unhandled, and take the primary (and so every web process) down.
    const reply = (m: Record<string, unknown>) => {
      if (worker.isConnected()) worker.send({ type: 'orrery:metrics:reply', id: msg.id, ...m }, undefined, () => {});
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

async function runPrimary(config: Config): Promise<void> {
  const log = createLogger(config.logLevel, 'web-primary');
  await bootstrapAndPrint(config);
  if (config.metricsToken) serveClusterMetrics();
  let stopping = false;
  for (let i = 0; i < config.webConcurrency; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'web process died; starting another');
    setTimeout(() => cluster.fork(), 500);
  });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    log.info({ signal }, 'stopping web processes');
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
    setTimeout(() => process.exit(0), config.shutdownTimeoutMs + 2000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * How far V8 lets the old generation grow past what survived the last full GC, in percent. Its default is
 * dynamic, up to 4×: under 50 connections the objects of in-flight requests outlive two young-generation GCs and
 * are promoted, so a web process's old space filled with ~24 KiB of garbage per request up to 130–190 MiB
 * (45–75 MiB live), and it ended a 10,000-call natal load at 300–375 MiB RSS. Capped at 1.5×, full GCs come
 * sooner (each a few ms, mostly on V8's helper threads): 229–258 MiB after the same load (measured for issue 20, alternating with the default).
 * Read by V8 at each full GC, so it takes effect when set at run time.
 */
const HEAP_GROWING_PERCENT = 50;

async function runWeb(config: Config, bootstrap: boolean): Promise<void> {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  const log = createLogger(config.logLevel, 'web');
  if (bootstrap) await bootstrapAndPrint(config);
  const rt = await startWeb(config, log);
  const stop = (signal: NodeJS.Signals) => {
    void rt.shutdown(signal).then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('uncaughtException', (err) => {
    log.fatal({ err }, 'uncaught exception');
    void rt.shutdown('uncaughtException').then(() => process.exit(1));
  });
}

const config = configOrExit();
if (config.webConcurrency > 1 && cluster.isPrimary) {
  await runPrimary(config);
} else {
  await runWeb(config, cluster.isPrimary);
}
