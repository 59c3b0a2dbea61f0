/**
 * Redis for integration tests: the real server at REDIS_URL or 127.0.0.1:6379. Without one the tests
 * skip LOUDLY on a developer machine and FAIL under CI=true.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAvailable(): Promise<boolean> {
  const r = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 1000 });
  r.on('error', () => {});
  try {
    await r.connect();
    return (await r.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/** Call at the top of a Redis suite: returns whether to run it. */
export async function requireRedis(suite: string): Promise<boolean> {
  if (await redisAvailable()) return true;
  if (process.env.CI === 'true') throw new Error(`${suite}: Redis is required under CI=true but ${REDIS_URL} is unreachable`);
  console.warn(`\n!!! ${suite}: SKIPPED — no Redis at ${REDIS_URL}. Start one: redis-server --daemonize yes --port 6379 --save "" --appendonly no\n`);
  return false;
}

export function randomPrefix(): string {
  return `orrery-test-${randomBytes(6).toString('hex')}`;
}

/** Deletes every key under a test prefix. */
export async function dropPrefix(prefix: string): Promise<void> {
  const r = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await r.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await r.del(...keys);
    } while (cursor !== '0');
  } finally {
    r.disconnect();
  }
}
