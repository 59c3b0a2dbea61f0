/**
 * The usage page's daily chart: an SVG bar chart drawn on the server (no script, no CDN). Colours are
 * presentation attributes, not style attributes, so the portal's Content-Security-Policy (no inline
 * styles) leaves it intact. Each bar carries a <title> (the browser's tooltip) with the exact figure.
 */
import { html, type Html } from './html.js';

const W = 760;
const H = 260;
const PAD = { left: 52, right: 12, top: 16, bottom: 40 };

/** A "nice" axis step (1, 2 or 5 × 10^k) giving at most `maxTicks` ticks up to `max`. */
export function niceStep(max: number, maxTicks = 5): number {
  if (max <= 0) return 1;
  const raw = max / maxTicks;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((f) => f * mag).find((s) => s >= raw) ?? 10 * mag;
  return Math.max(1, step);
}

export function dailyChart(days: { date: string; units: number }[]): Html {
  const max = Math.max(0, ...days.map((d) => d.units));
  const step = niceStep(max);
  const top = Math.max(step, Math.ceil(max / step) * step);
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / Math.max(1, days.length);
  const barW = Math.max(2, slot * 0.7);
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += step) ticks.push(v);
  const labelEvery = days.length > 16 ? 5 : 1;
  const total = days.reduce((s, d) => s + d.units, 0);
  return html`<svg class="chart" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" xmlns="http://www.w3.org/2000/svg"
  aria-label="Requests per day: ${total} in ${days.length} days, at most ${max} in one day">
  ${ticks.map((v) => html`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(v)}" y2="${y(v)}" stroke="#e3e6ee" stroke-width="1"/>
  <text x="${PAD.left - 8}" y="${y(v) + 4}" text-anchor="end" font-size="11" fill="#5b6275">${v.toLocaleString('en-US')}</text>`)}
  ${days.map((d, i) => {
    const x = PAD.left + i * slot + (slot - barW) / 2;
    const h = y(0) - y(d.units);
    const label = (i + 1) % labelEvery === 0 || i === 0
      ? html`<text x="${x + barW / 2}" y="${H - PAD.bottom + 16}" text-anchor="middle" font-size="11" fill="#5b6275">${d.date.slice(8)}</text>`
      : '';
    return html`<rect class="bar" data-date="${d.date}" data-units="${d.units}" x="${x.toFixed(1)}" y="${y(d.units).toFixed(1)}" width="${barW.toFixed(1)}" height="${Math.max(d.units > 0 ? 1 : 0, h).toFixed(1)}" fill="#3b5bdb"><title>${d.date}: ${d.units} request${d.units === 1 ? '' : 's'}</title></rect>${label}`;
  })}
  <line x1="${PAD.left}" x2="${W - PAD.right}" y1="${y(0)}" y2="${y(0)}" stroke="#5b6275" stroke-width="1"/>
  <text x="${PAD.left + plotW / 2}" y="${H - 6}" text-anchor="middle" font-size="12" fill="#5b6275">day of month (UTC)</text>
</svg>`;
}
