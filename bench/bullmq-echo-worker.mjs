/**
 * The bare BullMQ baseline of bench/run.mjs (issue 20, target c): a Worker with a trivial processor, in
 * its own process like the API's worker role, on queue "bare" under QUEUE_PREFIX at REDIS_URL. The bench
 * times add → waitUntilFinished against it; the API's queue overhead is compared with that round trip.
 *   REDIS_URL=redis://127.0.0.1:6379 QUEUE_PREFIX=bench-bare-x node bench/bullmq-echo-worker.mjs
 */
import { Worker } from 'bullmq';

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = process.env.QUEUE_PREFIX ?? 'bench-bare';

const worker = new Worker('bare', async () => ({ ok: true }), { connection: { url, maxRetriesPerRequest: null }, prefix, concurrency: 1 });
worker.on('error', (e) => process.stderr.write(`bare worker: ${e.message}\n`));
await worker.waitUntilReady();
process.stdout.write('bare BullMQ worker ready\n');

const stop = () => worker.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
