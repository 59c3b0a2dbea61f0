/** Starts the real app on a free port with an embedded store in a temp dir (or a given dispatcher). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { createApp } from '../../api/app.js';
import { loadConfig, type Config } from '../../shared/config.js';
import { EmbeddedDispatcher, type Dispatcher } from '../../shared/dispatch/dispatcher.js';
import { LocalPool } from '../../shared/dispatch/pool.js';
import { createLogger } from '../../shared/log.js';
import { LocalJobs, type JobBackend } from '../../shared/jobs/backend.js';
import { SqliteStore } from '../../shared/store/embedded/sqlite-store.js';
import { generateRawKey, hashKey } from '../../shared/store/keys.js';
import type { NewAccount, Store } from '../../shared/store/ports.js';
import { hardenServer } from '../../api/http-server.js';
import { MemoryMailer } from '../../api/portal/mail.js';

export interface TestServer {
  url: string;
  store: Store;
  config: Config;
  dispatcher: Dispatcher;
  now: { ms: number };
  /** The portal's mails (sign-up confirmations, reset links), kept in memory. */
  mail: MemoryMailer;
  /** The text of the newest mail to `to` (for PortalClient). */
  inbox: (to: string) => Promise<string | undefined>;
  newKey(account?: Partial<NewAccount>): Promise<{ key: string; accountId: string; keyId: string }>;
  close(): Promise<void>;
}

export async function startTestServer(opts: { env?: Record<string, string>; dispatcher?: Dispatcher; store?: Store; jobs?: JobBackend } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'orrery-test-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', RATE_LIMIT_PER_SECOND: '0', POOL_THREADS: '2', ...opts.env });
  const store = opts.store ?? new SqliteStore(join(dir, 'test.sqlite'));
  await store.init();
  const dispatcher = opts.dispatcher ?? new EmbeddedDispatcher(new LocalPool(config.poolThreads), { timeoutMs: config.jobTimeoutMs });
  const now = { ms: Date.now() };
  const logger = createLogger('silent', 'test');
  const jobs = opts.jobs ?? (dispatcher instanceof EmbeddedDispatcher
    ? new LocalJobs({ store, pool: dispatcher.pool, log: logger, clock: () => now.ms, webhook: config.webhook, concurrency: config.bulk.concurrency })
    : undefined);
  const mail = new MemoryMailer();
  const app = createApp({
    config, store, dispatcher, jobs, logger, version: 'test', clock: () => now.ms, mailer: mail,
    health: async () => ({ store: { kind: store.kind, ok: await store.ping() }, queue: dispatcher.status() }),
  });
  const server = await new Promise<Server>((resolve) => {
    const s = hardenServer(app.listen(0, '127.0.0.1', () => resolve(s)));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    store, config, dispatcher, now, mail,
    inbox: async (to) => mail.last(to)?.text,
    async newKey(account = {}) {
      const acc = await store.createAccount(
        { name: 'test', plan: 'paid', monthlyQuota: 1000, ...account },
        new Date(now.ms),
      );
      const key = generateRawKey();
      const rec = await store.createKey(acc.id, 'test', hashKey(key), new Date(now.ms));
      return { key, accountId: acc.id, keyId: rec.id };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await jobs?.close();
      await dispatcher.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A JSON answer as the tests read it: untyped, so a test can reach into any field and assert its value
 * (the schemas are checked by their own tests). The one `any` of the tests; use this name, not a new one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonBody = Record<string, any>;

export const NYC_BIRTH = { date: '1990-05-15T14:30:00', lat: 40.7128, lng: -74.006 };

export async function post(url: string, path: string, body: unknown, key?: string, headers: Record<string, string> = {}) {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { raw: text };
  }
  return { status: res.status, headers: res.headers, body: json as JsonBody };
}

export async function get(url: string, path: string, key?: string, headers: Record<string, string> = {}) {
  const res = await fetch(url + path, { headers: { ...(key ? { 'x-api-key': key } : {}), ...headers } });
  const json = (await res.json()) as JsonBody;
  return { status: res.status, headers: res.headers, body: json };
}
