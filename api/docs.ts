/**
 * The documentation the service serves itself, no key needed:
 *  - GET /openapi.json: the OpenAPI 3.1 description built from the registry (shared/endpoints/openapi.ts),
 *    built once per process on first request, sent gzipped to clients that accept it;
 *  - GET /docs: the endpoint reference with a try-it panel, rendered by Swagger UI from that document;
 *  - GET /docs/guide/<slug>: the guide's pages, server-rendered (./docs-guide.ts). Swagger UI's files come from the `swagger-ui-dist` npm package and are served from
 *    here (no CDN); the page never fetches anything but this service (`connect-src 'self'`, no
 *    validator badge).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import { GUIDE_PAGES, guideUrl } from '../shared/endpoints/guide.js';
import { buildExampleAnswers, buildOpenApi } from '../shared/endpoints/openapi.js';
import { docsBar, GUIDE_CSS, GUIDE_JS, renderGuidePage } from './docs-guide.js';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** Swagger UI sets inline styles from script (React), so styles may be inline; scripts only from here. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The page's script: an error's `docUrl` (/docs#errors-CODE) goes on to its row of the guide's error page;
 * the document and the example answers are fetched together and merged (the answers live beside the
 * document, GET /openapi/examples.json, to keep /openapi.json small); every group starts
 * closed, the filter box searches paths, summaries and operation ids and opens what it finds, and each
 * try-it call offers its curl command with a copy button (Swagger UI's request snippets).
 */
const INIT_JS = `"use strict";
(function () {
  if (/^#errors-[A-Z_]+$/.test(window.location.hash)) {
    window.location.replace('${guideUrl('errors')}' + window.location.hash);
    return;
  }
  var docP = fetch('/openapi.json').then(function (r) { return r.json(); });
  var exP = fetch('/openapi/examples.json').then(function (r) { return r.ok ? r.json() : {}; }).catch(function () { return {}; });
  // an answer several operations share is a component ($ref): the operation gets its own copy to hold its example
  function merge(doc, answers) {
    var shared = (doc.components && doc.components.responses) || {};
    Object.keys(doc.paths).forEach(function (path) {
      var item = doc.paths[path];
      Object.keys(item).forEach(function (method) {
        var op = item[method], ok = op.responses && op.responses['200'];
        var ex = answers[op.operationId];
        if (!ok || !ex) return;
        if (ok.$ref) ok = op.responses['200'] = JSON.parse(JSON.stringify(shared[ok.$ref.split('/').pop()] || {}));
        var media = ok.content && ok.content['application/json'];
        if (media && !media.examples) media.examples = { example1: ex };
      });
    });
    return doc;
  }
  var lastOpened = '';
  function opsFilter(taggedOps, phrase) {
    var q = String(phrase || '').trim().toLowerCase();
    if (!q) return taggedOps;
    var found = taggedOps.map(function (tagObj) {
      return tagObj.set('operations', tagObj.get('operations').filter(function (op) {
        var o = op.get('operation');
        var hay = [op.get('path'), op.get('method'), o.get('operationId'), o.get('summary')].join(' ').toLowerCase();
        return hay.indexOf(q) !== -1;
      }));
    }).filter(function (tagObj) { return tagObj.get('operations').size > 0; });
    if (q !== lastOpened) {
      lastOpened = q;
      // open the groups that hold a match, and the operation itself when the match is exact or alone
      setTimeout(function () {
        var all = [];
        found.forEach(function (tagObj, tag) {
          window.ui.layoutActions.show(['operations-tag', tag], true);
          tagObj.get('operations').forEach(function (op) { all.push([tag, op]); });
        });
        all.forEach(function (t) {
          var o = t[1].get('operation'), id = o.get('operationId');
          if (all.length === 1 || String(id).toLowerCase() === q || t[1].get('path').toLowerCase() === q || t[1].get('path').toLowerCase() === '/v1/' + q) {
            window.ui.layoutActions.show(['operations', t[0], id], true);
          }
        });
      }, 0);
    }
    return found;
  }
  Promise.all([docP, exP]).then(function (r) {
    window.ui = SwaggerUIBundle({
      spec: merge(r[0], r[1]),
      dom_id: '#reference',
      deepLinking: true,
      docExpansion: 'none',
      defaultModelsExpandDepth: -1,
      // shared fields are references ($ref): unfolded, so each shows its description beside its name
      defaultModelExpandDepth: 3,
      displayRequestDuration: true,
      filter: true,
      requestSnippetsEnabled: true,
      persistAuthorization: false,
      tryItOutEnabled: false,
      validatorUrl: null,
      presets: [SwaggerUIBundle.presets.apis],
      plugins: [function () { return { fn: { opsFilter: opsFilter } }; }],
      layout: 'BaseLayout',
      onComplete: function () {
        window.orreryDocsReadyMs = performance.now();
      }
    });
  });
})();
`;

const PAGE_CSS = `
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fafafa; }
.orrery-bar { display: flex; align-items: center; gap: 24px; padding: 12px 24px; background: #1b2036; color: #fff; }
.orrery-bar strong { font-size: 18px; }
.orrery-bar a { color: #c8d1ff; text-decoration: none; font-size: 14px; }
.orrery-bar a:hover { text-decoration: underline; }
.orrery-bar .spacer { flex: 1; }
#reference { max-width: 1200px; margin: 0 auto; }
${GUIDE_CSS}`;

interface Asset {
  type: string;
  body: Buffer | string;
}

function fileAsset(name: string, type: string): Asset {
  return { type, body: readFileSync(join(SWAGGER_DIR, name)) };
}

export function docsRouter(opts: { version: string; clock: () => number }): Router {
  const r = express.Router();
  // A Map, looked up by the path's name: a name like `constructor` or `__proto__` is no asset (a plain
  // object would answer with its inherited property).
  const assets = new Map<string, Asset>([
    ['swagger-ui.css', fileAsset('swagger-ui.css', 'text/css; charset=utf-8')],
    ['swagger-ui-bundle.js', fileAsset('swagger-ui-bundle.js', 'text/javascript; charset=utf-8')],
    ['favicon-32x32.png', fileAsset('favicon-32x32.png', 'image/png')],
    ['docs.js', { type: 'text/javascript; charset=utf-8', body: INIT_JS }],
    ['docs.css', { type: 'text/css; charset=utf-8', body: PAGE_CSS }],
    ['guide.js', { type: 'text/javascript; charset=utf-8', body: GUIDE_JS }],
  ]);
  /** The guide's pages, rendered on first request. */
  const guidePages = new Map(GUIDE_PAGES.map((p) => [p.slug, { page: p, html: '' }]));

  /** A JSON document built once per process on first request, sent gzipped to clients that accept it. */
  function served(build: () => unknown) {
    let doc: { json: Buffer; gzip: Buffer } | undefined;
    return (req: Request, res: Response) => {
      if (!doc) {
        const json = Buffer.from(JSON.stringify(build()), 'utf8');
        doc = { json, gzip: gzipSync(json) };
      }
      const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', 'public, max-age=300');
      if (gz) res.setHeader('Content-Encoding', 'gzip');
      res.end(gz ? doc.gzip : doc.json);
    };
  }
  r.get('/openapi.json', served(() => buildOpenApi(opts.version, opts.clock())));
  r.get('/openapi/examples.json', served(() => buildExampleAnswers(opts.clock())));

  r.get('/docs/assets/:name', (req: Request, res: Response) => {
    const a = assets.get(String(req.params.name));
    if (!a) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type(a.type).send(a.body);
  });

  const pageHeaders = (res: Response) => {
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
  };
  r.get(['/docs/guide', '/docs/guide/'], (_req: Request, res: Response) => {
    res.redirect(302, guideUrl(GUIDE_PAGES[0].slug));
  });
  r.get('/docs/guide/:slug', (req: Request, res: Response) => {
    const g = guidePages.get(String(req.params.slug));
    if (!g) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    g.html ||= renderGuidePage(g.page, opts.version);
    pageHeaders(res);
    res.type('html').send(g.html);
  });

  r.get(['/docs', '/docs/'], (_req: Request, res: Response) => {
    pageHeaders(res);
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Orrery API documentation</title>
<link rel="icon" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"><link rel="stylesheet" href="/docs/assets/docs.css"></head>
<body>
${docsBar(opts.version)}
<main id="reference"></main>
<script src="/docs/assets/swagger-ui-bundle.js"></script><script src="/docs/assets/docs.js"></script>
</body></html>`);
  });
  return r;
}
