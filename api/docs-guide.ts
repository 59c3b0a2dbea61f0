/**
 * The guide's pages (GET /docs/guide/<slug>): the Markdown of shared/endpoints/guide.ts rendered to HTML
 * here, once per page, with the docs' navigation bar and the list of every guide page beside it. Static
 * pages: they need no script to read (a small one adds copy buttons to the code blocks). The Markdown is
 * this project's own text, never a user's, so its HTML is served as written.
 */
import { Marked, type Tokens } from 'marked';
import { GUIDE_PAGES, guideUrl, type GuidePage } from '../shared/endpoints/guide.js';

/** A heading's anchor: its words in lower case, joined by hyphens ("Bulk jobs and webhooks" → `bulk-jobs-and-webhooks`). */
export function anchorOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/<[^>]*>|[`*_]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { tokens, depth, text }: Tokens.Heading) {
      return `<h${depth} id="${anchorOf(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A summary's inline Markdown (backticks) as HTML. */
const inline = (s: string) => markdown.parseInline(s, { async: false });

/** The navigation bar of every docs page: the reference, the guide, the portal and the document itself. */
export function docsBar(version: string): string {
  return `<nav class="orrery-bar"><strong>Orrery</strong><a href="/docs">API reference</a><a href="${guideUrl(GUIDE_PAGES[0].slug)}">Guide</a>` +
    `<a href="${guideUrl('mcp')}">MCP</a><a href="/portal">Key portal</a><a href="/openapi.json">OpenAPI 3.1 (JSON)</a>` +
    `<span class="spacer"></span><span>v${version.replace(/[^\w.+-]/g, '')}</span></nav>`;
}

export const GUIDE_CSS = `
.guide { display: flex; gap: 40px; max-width: 1200px; margin: 0 auto; padding: 24px; box-sizing: border-box; color: #1f2430; line-height: 1.55; }
.guide-nav { flex: 0 0 230px; font-size: 14px; }
.guide-nav ol { list-style: none; padding: 0; margin: 0; position: sticky; top: 16px; }
.guide-nav li { margin: 0 0 10px; }
.guide-nav a { color: #2b3a8c; text-decoration: none; }
.guide-nav a[aria-current="page"] { font-weight: 700; color: #1b2036; }
.guide-nav .summary { display: block; color: #5b6172; font-size: 12px; }
.guide article { flex: 1; min-width: 0; font-size: 15px; }
.guide h1 { margin-top: 0; }
.guide h2 { margin-top: 32px; border-bottom: 1px solid #e3e5ec; padding-bottom: 4px; }
.guide table { border-collapse: collapse; margin: 12px 0; font-size: 14px; }
.guide th, .guide td { border: 1px solid #d9dce5; padding: 4px 8px; text-align: left; vertical-align: top; }
.guide th { background: #eef0f6; }
.guide code { background: #eef0f6; padding: 1px 4px; border-radius: 3px; font-size: 13px; }
.guide pre { position: relative; background: #1b2036; color: #e8ebf7; padding: 12px 16px; border-radius: 6px; overflow-x: auto; }
.guide pre code { background: none; padding: 0; color: inherit; }
.guide pre .copy { position: absolute; top: 6px; right: 6px; font-size: 12px; padding: 2px 8px; cursor: pointer; }
.guide tr:has(a:target) { background: #fff4c2; }
`;

/** The guide pages' script: a copy button on every code block. */
export const GUIDE_JS = `"use strict";
document.querySelectorAll('.guide pre').forEach(function (pre) {
  var b = document.createElement('button');
  b.type = 'button';
  b.className = 'copy';
  b.textContent = 'Copy';
  b.addEventListener('click', function () {
    navigator.clipboard.writeText(pre.querySelector('code').textContent).then(function () { b.textContent = 'Copied'; });
  });
  pre.appendChild(b);
});
`;

/** A page's body as HTML: its Markdown, without a first heading that only repeats the page's title. */
function bodyOf(page: GuidePage): string {
  const md = page.markdown.replace(new RegExp(`^## ${page.title.replace(/[()]/g, '\\$&')}\\n`), '');
  return markdown.parse(md, { async: false });
}

/** The whole page, HTML. */
export function renderGuidePage(page: GuidePage, version: string): string {
  const nav = GUIDE_PAGES.map(
    (p) =>
      `<li><a href="${guideUrl(p.slug)}"${p.slug === page.slug ? ' aria-current="page"' : ''}>${escapeHtml(p.title)}</a>` +
      `<span class="summary">${inline(p.summary)}</span></li>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Orrery API guide</title>
<link rel="icon" href="/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/docs/assets/docs.css"></head>
<body>
${docsBar(version)}
<div class="guide"><nav class="guide-nav" aria-label="Guide"><ol>
${nav}
<li><a href="/docs">API reference</a><span class="summary">Every endpoint with its fields, an example and a try-it panel</span></li>
</ol></nav>
<article>
<h1>${escapeHtml(page.title)}</h1>
${bodyOf(page)}
</article></div>
<script src="/docs/assets/guide.js"></script>
</body></html>`;
}
