/**
 * The documentation the service serves itself, no key needed:
 *  - GET /openapi.json: the OpenAPI 3.1 description built from the registry (shared/endpoints/openapi.ts),
 *    built once per process on first request, sent gzipped to clients that accept it;
 *  - GET /docs: the guide and the endpoint reference with a try-it panel, rendered by Swagger UI from
 *    that document. Swagger UI's files come from the `swagger-ui-dist` npm package and are served from
 *    here (no CDN); the page never fetches anything but this service (`connect-src 'self'`, no
 *    validator badge).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import express, { type Request, type Response, type Router } from 'express';
import { buildOpenApi } from '../shared/endpoints/openapi.js';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));

/** Swagger UI sets inline styles from script (React), so styles may be inline; scripts only from here. */
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const INIT_JS = `"use strict";
window.addEventListener('DOMContentLoaded', function () {
  window.ui = SwaggerUIBundle({
    url: '/openapi.json',
    dom_id: '#reference',
    deepLinking: true,
    docExpansion: 'none',
    defaultModelsExpandDepth: 0,
    defaultModelExpandDepth: 2,
    displayRequestDuration: true,
    filter: true,
    persistAuthorization: false,
    tryItOutEnabled: false,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout'
  });
});
`;

const PAGE_CSS = `
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #fafafa; }
.orrery-bar { display: flex; align-items: center; gap: 24px; padding: 12px 24px; background: #1b2036; color: #fff; }
.orrery-bar strong { font-size: 18px; }
.orrery-bar a { color: #c8d1ff; text-decoration: none; font-size: 14px; }
.orrery-bar a:hover { text-decoration: underline; }
.orrery-bar .spacer { flex: 1; }
#reference { max-width: 1200px; margin: 0 auto; }
`;

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
  ]);

  let doc: { json: Buffer; gzip: Buffer } | undefined;
  r.get('/openapi.json', (req: Request, res: Response) => {
    if (!doc) {
      const json = Buffer.from(JSON.stringify(buildOpenApi(opts.version, opts.clock())), 'utf8');
      doc = { json, gzip: gzipSync(json) };
    }
    const gz = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=300');
    if (gz) res.setHeader('Content-Encoding', 'gzip');
    res.end(gz ? doc.gzip : doc.json);
  });

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

  r.get(['/docs', '/docs/'], (_req: Request, res: Response) => {
    res.setHeader('Content-Security-Policy', CSP);
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'same-origin');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Orrery API documentation</title>
<link rel="icon" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/swagger-ui.css"><link rel="stylesheet" href="/docs/assets/docs.css"></head>
<body>
<nav class="orrery-bar"><strong>Orrery</strong><a href="/docs">API documentation</a><a href="/portal">Key portal</a>
<a href="/openapi.json">OpenAPI 3.1 (JSON)</a><span class="spacer"></span><span>v${opts.version.replace(/[^\w.+-]/g, '')}</span></nav>
<main id="reference"></main>
<script src="/docs/assets/swagger-ui-bundle.js"></script><script src="/docs/assets/docs.js"></script>
</body></html>`);
  });
  return r;
}
