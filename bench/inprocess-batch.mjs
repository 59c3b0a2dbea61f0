/**
 * The in-process baseline of a batch (issue 20, target d), run by bench/run.mjs as a child process so
 * each run starts as cold as the servers it is compared with (the time zone tables the natal prepare
 * step builds are per process). It computes the very batches the servers get, on this one thread, from
 * the built code under test: JSON.parse of the request body; each item validated and prepared (the
 * natal endpoint's schema + prepare, as the web role does); computed and serialised (the dispatcher's
 * runEntries: run, localize, each item's envelope, joined); and the response envelope around them. No
 * HTTP, no thread hop, no queue. Driven over IPC:
 *   { type: 'init', dist, list, warmList } → ready · { type: 'check' } · { type: 'warm', ms } ·
 *   { type: 'block', b, per } → { samples (ms per batch), prepUs, runUs }
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

let ep = null;
let exec = null;
let list = [];
let warmList = [];

function one(bodyText) {
  const t0 = process.hrtime.bigint();
  const raw = JSON.parse(bodyText);
  const nowMs = Date.now();
  const entries = raw.requests.map((it) => ({ endpoint: ep.name, input: ep.prepare(ep.schema.parse(it.body), { nowMs }) }));
  const t1 = process.hrtime.bigint();
  const outcome = exec.runEntries(entries);
  const text = `{"success":true,"data":[${outcome.json}]}`;
  const t2 = process.hrtime.bigint();
  if (outcome.statuses.length !== raw.requests.length || outcome.statuses.some((st) => st !== 200) || text.length < 1000) {
    throw new Error(`a batch item failed: ${text.slice(0, 300)}`);
  }
  return { ms: Number(t2 - t0) / 1e6, prepUs: Number(t1 - t0) / 1e3, runUs: Number(t2 - t1) / 1e3 };
}

const handlers = {
  async init(m) {
    const reg = await import(pathToFileURL(join(m.dist, 'shared', 'endpoints', 'registry.js')).href);
    exec = await import(pathToFileURL(join(m.dist, 'shared', 'dispatch', 'execute.js')).href);
    ep = reg.endpointByName?.('natal');
    if (!ep?.schema || !ep.prepare || !exec.runEntries) {
      throw new Error('dist/ has no endpointByName("natal") with schema + prepare in shared/endpoints/registry.js, or no runEntries in shared/dispatch/execute.js');
    }
    list = m.list;
    warmList = m.warmList;
    return {};
  },
  check() {
    one(warmList[0]); // not list[0]: the servers are checked with another birth too
    return {};
  },
  warm(m) {
    const end = Date.now() + m.ms;
    for (let i = 0; Date.now() < end; i++) one(warmList[i % warmList.length]);
    return {};
  },
  block(m) {
    const out = { samples: [], prepUs: [], runUs: [] };
    for (let i = 0; i < m.per; i++) {
      const r = one(list[(m.b * m.per + i) % list.length]);
      out.samples.push(r.ms);
      out.prepUs.push(r.prepUs);
      out.runUs.push(r.runUs);
    }
    return out;
  },
};

process.on('message', async (m) => {
  try {
    const r = await handlers[m.type](m);
    process.send({ type: 'done', ...r });
  } catch (e) {
    process.send({ type: 'error', message: e.stack ?? String(e) });
  }
});
process.on('disconnect', () => process.exit(0));
process.stdout.write('in-process batch baseline ready\n');
