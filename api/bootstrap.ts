/** First start on an empty store: a local trial account and its key, printed once (the raw key is never stored). */
import type { Config } from '../shared/config.js';
import { createStore } from '../shared/store/index.js';
import { issueKey } from '../shared/store/key-actions.js';
import type { Store } from '../shared/store/ports.js';

export async function bootstrapIfEmpty(store: Store, config: Config, now: Date): Promise<{ accountId: string; rawKey: string } | null> {
  if (!config.bootstrapKey || (await store.countAccounts()) > 0) return null;
  const account = await store.createAccount(
    { name: 'local', plan: 'trial', monthlyQuota: config.quota.trial, trialDays: config.trialDays, trialCap: config.trialCap },
    now,
  );
  const { raw } = await issueKey(store, account.id, 'local', now, { actor: 'bootstrap', ip: null });
  return { accountId: account.id, rawKey: raw };
}

export async function bootstrapAndPrint(config: Config): Promise<void> {
  const store = createStore(config);
  await store.init();
  try {
    const made = await bootstrapIfEmpty(store, config, new Date());
    if (made) {
      process.stdout.write(
        `\nOrrery: created local trial account ${made.accountId}.\n` +
          `API key (shown once, store it now): ${made.rawKey}\n` +
          `Try: curl -s -X POST http://localhost:${config.port}/v1/natal -H 'X-API-Key: ${made.rawKey}' ` +
          `-H 'Content-Type: application/json' -d '{"date":"1990-05-15T14:30:00","lat":40.7128,"lng":-74.006}'\n` +
          `Keys of your own, and usage: http://localhost:${config.port}/portal/signup\n\n`,
      );
    }
  } finally {
    await store.close();
  }
}
