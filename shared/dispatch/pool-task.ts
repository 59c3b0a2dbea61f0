/**
 * The piscina worker entry. Importing the registry loads ephemeris.ts in this thread, which sets the
 * Swiss Ephemeris path for it (settings are per thread); the sidereal mode is set per call.
 */
import { executeTask, type Task } from './execute.js';
import { natal } from '../endpoints/natal.js';

/**
 * A chart computed once when the thread starts: Swiss Ephemeris opens its files and reads their
 * headers, and V8 compiles the hot paths, before the first real call instead of during it.
 */
function warm(): void {
  const input = natal.prepare(natal.schema.parse({ date: '2000-01-01T12:00:00', lat: 0, lng: 0, timezone: 'UTC' }), { nowMs: 0 });
  natal.run(input);
}
warm();

/** LocalPool.close's question "has this thread finished loading?": any answer means yes. */
export const READY = 'ready';

/** `cancel`: a flag shared with the caller (LocalPool.run), set when it gives up; checked before each call. */
export default function run(task: (Task & { cancel?: Int32Array }) | typeof READY) {
  if (task === READY) return READY;
  const flag = task.cancel;
  return executeTask(task, flag ? () => Atomics.load(flag, 0) !== 0 : undefined);
}
