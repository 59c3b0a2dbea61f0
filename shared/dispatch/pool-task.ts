/**
 * The piscina worker entry. Importing the registry loads ephemeris.ts in this thread, which sets the
 * Swiss Ephemeris path for it (settings are per thread); the sidereal mode is set per call.
 */
import { executeTask, type Task } from './execute.js';

export default function run(task: Task) {
  return executeTask(task);
}
