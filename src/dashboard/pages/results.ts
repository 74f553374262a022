import { html, type SafeHtml } from '../../hosted/html.ts';
import { dailyBalances, monthBars } from '../chart-data.ts';
import { balanceLineChart, money, monthlyBarsChart } from './charts.ts';
import { viewerPath } from './document-page.ts';

/** A module's latest result in words and figures. Results are read defensively: an older shape shows what it has. */

type Data = Record<string, unknown>;
const obj = (v: unknown): Data => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Data) : {});
const arr = (v: unknown): Data[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'object' && x !== null) : []) as Data[];
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const str = (v: unknown): string => (v === null || v === undefined ? '—' : String(v));

function amount(v: unknown, currency: string) {
  const n = num(v);
  return n === null ? '—' : money(n, currency);
}

/** Where a signal's evidence is shown: the viewer's page, marked with the signal's boxes. */
function evidenceCell(s: Data, documentNames: Map<string, string>, caseId?: string): SafeHtml {
  const id = String(s.document_id);
  const name = documentNames.get(id) ?? str(s.document_id);
  const page = num(s.page);
  if (!page) return html`${name}`;
  if (!caseId || !documentNames.has(id)) return html`${name}, page ${String(page)}`;
  const marked = arr(s.boxes).length > 0 ? ' (marked)' : '';
  return html`${name}, <a href="${viewerPath(caseId, id)}/pages/${String(page)}" aria-label="${`${name}, page ${page}${marked}`}">page ${String(page)}${marked}</a>`;
}

export function fraudSection(fraud: unknown, documentNames: Map<string, string>, caseId?: string): SafeHtml | string {
  const f = obj(fraud);
  if (!('risk' in f)) return '';
  const signals = arr(f.signals);
  return html`<h4>Document fraud checks: risk ${str(f.risk)}</h4>
${signals.length === 0
  ? html`<p>No signal found.</p>`
  : html`<div class="scroll" tabindex="0"><table><caption class="sr-only">Fraud signals</caption>
<thead><tr><th scope="col">Signal</th><th scope="col">Severity</th><th scope="col">Document, page</th><th scope="col">What was found</th></tr></thead>
<tbody>${signals.map(
      (s) => html`<tr><td class="mono">${str(s.code)}</td><td>${str(s.severity)}</td><td>${evidenceCell(s, documentNames, caseId)}</td><td>${str(s.description)}</td></tr>`,
    )}</tbody></table></div>
<p class="muted small">Each page link opens the page with the signal's evidence outlined in red.</p>`}`;
}

export function cashFlowResult(id: string, data: Data, documentNames: Map<string, string>, caseId?: string): SafeHtml {
  const currency = typeof data.currency === 'string' ? data.currency : 'USD';
  const income = obj(data.income);
  const risk = obj(data.risk);
  const period = obj(data.period);
  const bars = monthBars(data.monthly);
  const transactions = arr(data.transactions);
  const days = dailyBalances(transactions);
  const byId = new Map(transactions.map((t) => [String(t.transaction_id), t]));
  const streams = arr(income.streams);
  const flags = arr(risk.flags);
  return html`<dl class="fields">
<dt>Period</dt><dd>${str(period.start_date)} to ${str(period.end_date)} (${str(period.days)} days)</dd>
<dt>Monthly income</dt><dd>${amount(income.monthly_income, currency)}</dd>
<dt>Annual income</dt><dd>${amount(income.annual_income, currency)}</dd>
<dt>Risk</dt><dd>${str(risk.level)} (score ${str(risk.score)} of 100)${risk.insight ? html`: ${String(risk.insight)}` : ''}</dd>
<dt>Transactions analysed</dt><dd>${str(data.transactions_analyzed ?? transactions.length)}</dd>
</dl>
${flags.length ? html`<h4>Risk flags</h4><ul>${flags.map((f) => html`<li><span class="badge">${str(f.severity)}</span> <span class="mono">${str(f.code)}</span>: ${str(f.description)}</li>`)}</ul>` : ''}
${bars.length
  ? html`<figure><figcaption id="${id}-monthly-cap">Monthly inflow and outflow</figcaption>${monthlyBarsChart(`${id}-monthly`, bars, currency)}
<div class="scroll" tabindex="0"><table aria-describedby="${id}-monthly-cap"><caption>Monthly inflow and outflow, the chart’s data</caption>
<thead><tr><th scope="col">Month</th><th scope="col" class="num">Inflow</th><th scope="col" class="num">Outflow</th><th scope="col" class="num">Net</th><th scope="col" class="num">Ending balance</th></tr></thead>
<tbody>${arr(data.monthly).map(
      (m) => html`<tr><td>${str(m.month)}</td><td class="num">${amount(m.inflow, currency)}</td><td class="num">${amount(m.outflow, currency)}</td><td class="num">${amount(m.net, currency)}</td><td class="num">${amount(m.ending_balance, currency)}</td></tr>`,
    )}</tbody></table></div></figure>`
  : ''}
${days.length > 1
  ? html`<figure><figcaption>Daily balance (days below zero in red)</figcaption>${balanceLineChart(`${id}-balance`, days, currency)}
<details><summary>Daily balances as a table</summary><div class="scroll" tabindex="0"><table><caption>Daily balance, the chart’s data</caption>
<thead><tr><th scope="col">Date</th><th scope="col" class="num">Balance</th></tr></thead>
<tbody>${days.map((d) => html`<tr><td>${d.date}</td><td class="num">${d.balance < 0 ? html`<strong>${money(d.balance, currency)} (below zero)</strong>` : money(d.balance, currency)}</td></tr>`)}</tbody></table></div></details></figure>`
  : ''}
<h4>Income streams</h4>
${streams.length === 0
  ? html`<p>No income stream found.</p>`
  : streams.map((s) => {
      const deposits = (Array.isArray(s.transaction_ids) ? s.transaction_ids : []).map((tid) => byId.get(String(tid))).filter((t): t is Data => t !== undefined);
      return html`<section class="card"><h5>${str(s.source_name)}: ${str(s.category)}, ${str(s.frequency)}</h5>
<p>${amount(s.monthly_amount, currency)} a month (${str(s.occurrences)} deposits averaging ${amount(s.average_amount, currency)}, ${str(s.first_date)} to ${str(s.last_date)}; next expected ${str(s.next_expected_date)}; confidence ${str(s.confidence)})</p>
${deposits.length
  ? html`<div class="scroll" tabindex="0"><table><caption>Deposits of ${str(s.source_name)}</caption><thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${deposits.map((t) => html`<tr><td>${str(t.date)}</td><td>${str(t.description)}</td><td class="num">${amount(t.amount, currency)}</td></tr>`)}</tbody></table></div>`
  : ''}</section>`;
    })}
${fraudSection(data.fraud, documentNames, caseId)}`;
}

export function paystubResult(data: Data, documentNames: Map<string, string>, caseId?: string): SafeHtml {
  const currency = typeof data.currency === 'string' ? data.currency : 'USD';
  const employment = obj(data.employment);
  const income = obj(data.income);
  const identity = obj(data.identity);
  return html`<dl class="fields">
<dt>Employer</dt><dd>${str(employment.employer_name)} (${str(employment.status)}, latest pay date ${str(employment.latest_pay_date)})</dd>
<dt>Income</dt><dd>${amount(income.gross_per_period, currency)} gross ${str(income.frequency)}; ${amount(income.monthly_gross, currency)} a month, ${amount(income.annual_gross, currency)} a year</dd>
<dt>Identity</dt><dd>Name ${str(identity.name_match)} (score ${str(identity.name_score)}), address ${str(identity.address_match)}</dd>
</dl>
${arr(data.paystubs).map(
  (p, i) => html`<section class="card"><h5>Paystub ${i + 1}: ${documentNames.get(String(p.document_id)) ?? str(p.document_id)}</h5>
<dl class="fields">
<dt>Employer</dt><dd>${str(p.employer_name)}</dd><dt>Employee</dt><dd>${str(p.employee_name)}</dd>
<dt>Pay date</dt><dd>${str(p.pay_date)}</dd><dt>Period</dt><dd>${str(p.period_start)} to ${str(p.period_end)}</dd>
<dt>Frequency</dt><dd>${str(p.frequency)}</dd>
<dt>Gross pay</dt><dd>${amount(p.gross_pay, currency)}</dd><dt>Net pay</dt><dd>${amount(p.net_pay, currency)}</dd>
<dt>Year to date gross</dt><dd>${amount(p.ytd_gross, currency)}</dd><dt>Year to date net</dt><dd>${amount(p.ytd_net, currency)}</dd>
</dl>
${arr(p.deductions).length
  ? html`<div class="scroll" tabindex="0"><table><caption>Deductions on paystub ${i + 1}</caption><thead><tr><th scope="col">Line</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>${arr(p.deductions).map((d) => html`<tr><td>${str(d.name)}</td><td class="num">${amount(d.amount, currency)}</td></tr>`)}</tbody></table></div>`
  : ''}</section>`,
)}
${fraudSection(data.fraud, documentNames, caseId)}`;
}
