import { html, type SafeHtml } from '../../hosted/html.ts';
import type { BalanceDay, MonthBar } from '../chart-data.ts';

/** Hand-drawn SVG charts: each has a title and a description, and the page puts its data in a table beside it. */

export const money = (n: number, currency = 'USD') => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(n);

const W = 720;
const H = 260;
const PAD = { left: 64, right: 12, top: 12, bottom: 40 };

function scale(min: number, max: number) {
  const lo = Math.min(0, min);
  const hi = Math.max(0, max, lo + 1);
  const plotH = H - PAD.top - PAD.bottom;
  return { y: (v: number) => PAD.top + ((hi - v) / (hi - lo)) * plotH, lo, hi };
}

function axis(s: ReturnType<typeof scale>, currency: string) {
  const ticks = [s.lo, (s.lo + s.hi) / 2, s.hi];
  return ticks.map(
    (t) => html`<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${s.y(t).toFixed(1)}" y2="${s.y(t).toFixed(1)}" stroke="#dde1e7"/><text x="${PAD.left - 6}" y="${(s.y(t) + 4).toFixed(1)}" text-anchor="end" font-size="11" fill="#444">${money(Math.round(t), currency)}</text>`,
  );
}

export function monthlyBarsChart(id: string, bars: MonthBar[], currency: string): SafeHtml {
  const s = scale(0, Math.max(...bars.map((b) => Math.max(b.inflow, b.outflow))));
  const slot = (W - PAD.left - PAD.right) / Math.max(1, bars.length);
  const bw = Math.max(2, slot * 0.35);
  const desc = bars.map((b) => `${b.month}: in ${money(b.inflow, currency)}, out ${money(b.outflow, currency)}`).join('; ');
  return html`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d">
<title id="${id}-t">Monthly inflow and outflow</title>
<desc id="${id}-d">${desc}</desc>
${axis(s, currency)}
${bars.map((b, i) => {
  const x = PAD.left + i * slot + slot * 0.12;
  return html`<rect x="${x.toFixed(1)}" y="${s.y(b.inflow).toFixed(1)}" width="${bw.toFixed(1)}" height="${(s.y(0) - s.y(b.inflow)).toFixed(1)}" fill="#2e7d32"/>
<rect x="${(x + bw + 2).toFixed(1)}" y="${s.y(b.outflow).toFixed(1)}" width="${bw.toFixed(1)}" height="${(s.y(0) - s.y(b.outflow)).toFixed(1)}" fill="#a4161a"/>
<text x="${(x + bw).toFixed(1)}" y="${H - PAD.bottom + 16}" text-anchor="middle" font-size="11" fill="#444">${b.month}</text>`;
})}
<rect x="${PAD.left}" y="${H - 14}" width="10" height="10" fill="#2e7d32"/><text x="${PAD.left + 14}" y="${H - 5}" font-size="11">Inflow</text>
<rect x="${PAD.left + 70}" y="${H - 14}" width="10" height="10" fill="#a4161a"/><text x="${PAD.left + 84}" y="${H - 5}" font-size="11">Outflow</text>
</svg>`;
}

export function balanceLineChart(id: string, days: BalanceDay[], currency: string): SafeHtml {
  const s = scale(Math.min(...days.map((d) => d.balance)), Math.max(...days.map((d) => d.balance)));
  const t0 = Date.parse(days[0]!.date);
  const span = Math.max(1, Date.parse(days[days.length - 1]!.date) - t0);
  const x = (date: string) => PAD.left + ((Date.parse(date) - t0) / span) * (W - PAD.left - PAD.right);
  const points = days.map((d) => `${x(d.date).toFixed(1)},${s.y(d.balance).toFixed(1)}`).join(' ');
  const negative = days.filter((d) => d.balance < 0);
  const low = days.reduce((a, b) => (b.balance < a.balance ? b : a));
  const desc = `${days.length} days from ${days[0]!.date} to ${days[days.length - 1]!.date}; lowest ${money(low.balance, currency)} on ${low.date}; ${negative.length} ${negative.length === 1 ? 'day' : 'days'} below zero, marked in red.`;
  return html`<svg class="chart" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d">
<title id="${id}-t">Daily balance</title>
<desc id="${id}-d">${desc}</desc>
${axis(s, currency)}
<line x1="${PAD.left}" x2="${W - PAD.right}" y1="${s.y(0).toFixed(1)}" y2="${s.y(0).toFixed(1)}" stroke="#444"/>
<polyline points="${points}" fill="none" stroke="#0b4fa8" stroke-width="2"/>
${negative.map((d) => html`<circle cx="${x(d.date).toFixed(1)}" cy="${s.y(d.balance).toFixed(1)}" r="3.5" fill="#a4161a"/>`)}
<text x="${PAD.left}" y="${H - PAD.bottom + 16}" font-size="11" fill="#444">${days[0]!.date}</text>
<text x="${W - PAD.right}" y="${H - PAD.bottom + 16}" font-size="11" text-anchor="end" fill="#444">${days[days.length - 1]!.date}</text>
</svg>`;
}
