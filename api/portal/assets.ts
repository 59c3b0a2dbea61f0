/**
 * The portal's only static assets, kept in code so the compiled service carries them (no CDN, no
 * copy step). Served with a content hash in the URL and cached for a year.
 */
import { createHash } from 'node:crypto';

const CSS = `
:root { --ink: #1d2333; --muted: #5b6275; --line: #e3e6ee; --accent: #3b5bdb; --bad: #c92a2a; --ok: #2b8a3e; --bg: #f6f7fb; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; color: var(--ink); background: var(--bg); }
header.top { background: #fff; border-bottom: 1px solid var(--line); }
header.top .inner, main { max-width: 960px; margin: 0 auto; padding: 0 20px; }
header.top .inner { display: flex; align-items: center; gap: 24px; height: 56px; }
.brand { font-weight: 700; font-size: 18px; color: var(--ink); text-decoration: none; letter-spacing: .02em; }
nav a { color: var(--muted); text-decoration: none; margin-right: 16px; padding: 17px 0; }
nav a.current { color: var(--ink); border-bottom: 2px solid var(--accent); }
.who { margin-left: auto; color: var(--muted); font-size: 14px; display: flex; gap: 12px; align-items: center; }
main { padding-top: 24px; padding-bottom: 48px; }
h1 { font-size: 24px; margin: 0 0 16px; }
h2 { font-size: 18px; margin: 28px 0 10px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 18px 20px; margin-bottom: 16px; }
.card > h2:first-child, .card > h1:first-child { margin-top: 0; }
td.actions { white-space: nowrap; }
td.actions form, td.actions a { margin-right: 6px; }
.narrow { max-width: 420px; margin: 40px auto; }
label { display: block; font-weight: 600; margin: 12px 0 4px; }
input[type=text], input[type=email], input[type=password] { width: 100%; padding: 9px 10px; border: 1px solid #c8cdd9; border-radius: 6px; font: inherit; }
button, .button { display: inline-block; background: var(--accent); color: #fff; border: 0; border-radius: 6px; padding: 8px 14px; font: inherit; cursor: pointer; text-decoration: none; }
button.secondary, .button.secondary { background: #fff; color: var(--ink); border: 1px solid #c8cdd9; }
button.danger, .button.danger { background: var(--bad); }
button.link { background: none; color: var(--muted); padding: 0; border: 0; text-decoration: underline; }
form.inline { display: inline; }
.row { display: flex; gap: 10px; align-items: end; flex-wrap: wrap; }
.row > .grow { flex: 1; min-width: 200px; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: left; padding: 8px 10px; border-bottom: 1px solid var(--line); vertical-align: middle; }
th { font-size: 13px; color: var(--muted); font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
code, .mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, monospace; font-size: 13px; }
.status-active { color: var(--ok); font-weight: 600; }
.status-revoked { color: var(--muted); }
.notice { padding: 10px 14px; border-radius: 6px; margin-bottom: 16px; }
.notice.error { background: #fff0f0; border: 1px solid #f5c2c2; color: var(--bad); }
.notice.ok { background: #effaf1; border: 1px solid #b8e2c2; color: var(--ok); }
.notice.warn { background: #fff8e6; border: 1px solid #f1d38a; color: #7a5a00; }
.secret { display: flex; gap: 8px; align-items: center; background: #111827; color: #f9fafb; border-radius: 6px; padding: 12px 14px; }
.secret code { flex: 1; color: #f9fafb; font-size: 14px; word-break: break-all; }
.stats { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; }
.stat .big { font-size: 26px; font-weight: 700; }
.stat .small { color: var(--muted); font-size: 13px; }
.meter { height: 10px; background: var(--line); border-radius: 5px; overflow: hidden; margin-top: 6px; }
.meter span { display: block; height: 100%; background: var(--accent); }
.meter span.w0 { width: 0; }
.muted { color: var(--muted); }
svg.chart { width: 100%; height: auto; max-width: 760px; display: block; }
h3 { font-size: 15px; margin: 20px 0 8px; }
.small { font-size: 13px; }
select { padding: 8px 10px; border: 1px solid #c8cdd9; border-radius: 6px; font: inherit; background: #fff; }
button.small, .button.small { padding: 4px 10px; font-size: 13px; }
.snippet { margin: 10px 0; }
.snippet pre { background: #111827; color: #f9fafb; border-radius: 6px; padding: 12px 14px; overflow-x: auto; margin: 6px 0 0; }
.snippet pre code { color: #f9fafb; }
fieldset { border: 1px solid var(--line); border-radius: 6px; padding: 8px 14px 12px; margin: 12px 0; }
legend { font-weight: 600; padding: 0 4px; }
label.choice { font-weight: 400; display: flex; gap: 8px; align-items: center; margin: 6px 0; }
.grace { margin-top: 2px; font-weight: 400; }
.hero { margin-top: 40px; }
.hero .lead { font-size: 17px; }
td.s4xx, td.s5xx { color: var(--bad); font-weight: 600; }
footer.foot .inner { max-width: 960px; margin: 0 auto; padding: 0 20px 32px; color: var(--muted); font-size: 13px; }
footer.foot a { color: var(--muted); }
`;

const JS = `
document.addEventListener('click', function (ev) {
  var btn = ev.target.closest('[data-copy]');
  if (!btn) return;
  var el = document.getElementById(btn.getAttribute('data-copy'));
  if (!el) return;
  var text = el.textContent.trim();
  var done = function () { btn.textContent = 'Copied'; setTimeout(function () { btn.textContent = 'Copy'; }, 2000); };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, function () { select(el); });
  } else { select(el); document.execCommand('copy'); done(); }
});
function select(el) { var r = document.createRange(); r.selectNodeContents(el); var s = getSelection(); s.removeAllRanges(); s.addRange(r); }
document.querySelectorAll('.meter span[data-pct]').forEach(function (s) { s.style.width = s.getAttribute('data-pct') + '%'; });
`;

export interface Asset {
  name: string;
  type: string;
  body: string;
  /** Path with a content hash, so it can be cached forever. */
  url: string;
}

function asset(name: string, type: string, body: string): Asset {
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  return { name, type, body, url: `/portal/assets/${name.replace('.', `.${hash}.`)}` };
}

export const ASSETS = { css: asset('portal.css', 'text/css; charset=utf-8', CSS), js: asset('portal.js', 'text/javascript; charset=utf-8', JS) };
