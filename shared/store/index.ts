/** Chooses the store adapter from the configuration: MongoDB when MONGODB_URL is set, else embedded. */
import { join } from 'node:path';
import type { Config } from '../config.js';
import { SqliteStore } from './embedded/sqlite-store.js';
import { MongoStore } from './mongo/mongo-store.js';
import type { Store } from './ports.js';

export function createStore(config: Config): Store {
  if (config.mongodbUrl) return new MongoStore(config.mongodbUrl, config.mongodbDb);
  return new SqliteStore(join(config.dataDir, 'orrery.sqlite'));
}
