/**
 * The baseline for bench/run.mjs: the smallest Express 5 app that does what every API call must do at
 * the least (parse a JSON body, answer a JSON envelope). Run as its own process, like the API.
 *   PORT=3999 node bench/noop-server.mjs
 */
import express from 'express';

const port = Number(process.env.PORT ?? 3999);
const host = process.env.HOST ?? '127.0.0.1';

const app = express();
app.post('/noop', express.json(), (req, res) => res.json({ success: true, data: { ok: true } }));
app.get('/ready', (req, res) => res.json({ success: true, data: { ready: true } }));

const server = app.listen(port, host, (err) => {
  if (err) {
    process.stderr.write(`noop-server: ${err.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`noop-server listening on http://${host}:${port}\n`);
});
server.keepAliveTimeout = 65_000;

const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
