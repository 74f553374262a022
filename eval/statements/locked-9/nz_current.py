"""nz-current: a New Zealand bank's current account, NZD, as HTML through wkhtmltopdf (Debian's, Qt
WebKit), A4. Account number in the bank-branch-account-suffix form, Date / Transaction details /
Withdrawals / Deposits / Balance with dates `03 Feb` (no year), the balance printed once a day on the
day's last row, `-` before an overdrawn balance, OPENING BALANCE, BALANCE CARRIED FORWARD and BALANCE
BROUGHT FORWARD across pages, CLOSING BALANCE, the page's heading and footer on every page."""
import html
import os
import subprocess
import tempfile

from common import MON, break_pages, grouped, last_of_day, long_date, signed

CSS = '''
body { font-family: "Liberation Sans", Arial, sans-serif; font-size: 11px; color: #111; margin: 0; }
.page { position: relative; height: 1330px; page-break-after: always; }
.page.last { page-break-after: auto; }
.top { display: table; width: 100%; border-bottom: 3px solid #0b5566; padding-bottom: 6px; }
.top div { display: table-cell; vertical-align: bottom; }
.bank { font-size: 20px; font-weight: bold; color: #0b5566; }
.right { text-align: right; }
.small { font-size: 8.5px; color: #444; }
.addr { margin-top: 26px; height: 86px; }
.info { position: absolute; top: 78px; right: 0; width: 310px; }
.info td { padding: 1px 4px; font-size: 10.5px; }
.summary { width: 100%; border: 1px solid #0b5566; background: #e8f2f4; margin: 6px 0 14px 0; border-collapse: collapse; }
.summary td { padding: 5px 8px; font-size: 10.5px; }
.summary .fig { font-size: 13px; font-weight: bold; }
table.tx { width: 100%; border-collapse: collapse; }
table.tx th { background: #0b5566; color: #fff; font-size: 10px; text-align: left; padding: 3px 4px; }
table.tx td { padding: 2px 4px; vertical-align: top; line-height: 14px; }
table.tx .num { text-align: right; white-space: nowrap; }
table.tx tr.mark td { font-weight: bold; border-top: 1px solid #999; }
.foot { position: absolute; bottom: 0; left: 0; right: 0; border-top: 1px solid #bbb; padding-top: 4px; }
'''


def nz_date(d):
    return f'{d.day:02d} {MON[d.month - 1]}'


def nz_current(meta, rows, out):
    pages = break_pages(rows, 30, 50)
    n_pages = max(pages)
    shows_balance = last_of_day(rows)
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    e = html.escape
    period = f'{long_date(meta["start"])} to {long_date(meta["end"])}'
    body = []
    prev = meta['opening']
    for pn in range(1, n_pages + 1):
        h = [f'<div class="page{" last" if pn == n_pages else ""}">',
             f'<div class="top"><div><span class="bank">{e(meta["bank"])}</span><br><span class="small">{e(meta["bank_address"])}</span></div>'
             f'<div class="right"><b>{e(meta["product"])} Statement</b><br>Page {pn} of {n_pages}</div></div>']
        if pn == 1:
            h.append('<div class="addr"><b>' + e(meta['holder']) + '</b><br>' + '<br>'.join(e(x) for x in meta['holder_address']) + '</div>')
            info = [('Account number', meta['account']), ('Account name', meta['holder']), ('Statement period', period),
                    ('Statement number', str(meta['number'])), ('Currency', 'NZD')]
            h.append('<table class="info">' + ''.join(f'<tr><td>{e(a)}</td><td><b>{e(b)}</b></td></tr>' for a, b in info) + '</table>')
            h.append('<table class="summary"><tr>' + ''.join(f'<td>{a}<br><span class="fig">${b}</span></td>' for a, b in [
                ('Opening balance', signed(meta['opening'])), ('Total withdrawals', grouped(debits)),
                ('Total deposits', grouped(credits)), ('Closing balance', signed(meta['closing']))]) + '</tr></table>')
        else:
            h.append(f'<p style="margin:10px 0 12px 0">{e(meta["holder"])} &nbsp; Account number {e(meta["account"])} &nbsp; {e(period)}</p>')
        h.append('<table class="tx"><tr><th style="width:62px">Date</th><th>Transaction details</th><th class="num" style="width:92px;text-align:right">Withdrawals</th>'
                 '<th class="num" style="width:92px;text-align:right">Deposits</th><th class="num" style="width:100px;text-align:right">Balance</th></tr>')
        h.append(f'<tr class="mark"><td></td><td>{"OPENING BALANCE" if pn == 1 else "BALANCE BROUGHT FORWARD"}</td><td></td><td></td><td class="num">{signed(prev)}</td></tr>')
        for r, rp, show in zip(rows, pages, shows_balance):
            if rp != pn:
                continue
            amt = grouped(r[2])
            h.append(f'<tr><td>{nz_date(r[0])}</td><td>{"<br>".join(e(x) for x in r[1])}</td>'
                     f'<td class="num">{amt if r[2] < 0 else ""}</td><td class="num">{amt if r[2] > 0 else ""}</td>'
                     f'<td class="num">{signed(r[3]) if show else ""}</td></tr>')
            prev = r[3]
        h.append(f'<tr class="mark"><td></td><td>{"CLOSING BALANCE" if pn == n_pages else "BALANCE CARRIED FORWARD"}</td><td></td><td></td><td class="num">{signed(prev)}</td></tr></table>')
        if pn == n_pages:
            h.append('<p class="small" style="margin-top:14px">Please check this statement and tell us about any entry you do not recognise within 30 days. '
                     'Balances are shown at the end of each day.</p>')
        h.append(f'<div class="foot small">{e(meta["bank"])} Limited is a registered bank under the Banking (Prudential Supervision) Act 1989. '
                 f'Deposits are protected under the Depositor Compensation Scheme up to $100,000 per depositor per institution.</div>')
        h.append('</div>')
        body.append('\n'.join(h))
    doc = f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Statement {e(meta["account"])}</title><style>{CSS}</style></head><body>{"".join(body)}</body></html>'
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, 'statement.html')
        with open(src, 'w', encoding='utf-8') as f:
            f.write(doc)
        subprocess.run(['wkhtmltopdf', '--quiet', '--page-size', 'A4', '--margin-top', '12mm', '--margin-bottom', '12mm', '--margin-left', '14mm',
                        '--margin-right', '14mm', '--disable-smart-shrinking', '--dpi', '96', '--title', f'Statement {meta["account"]}', src, out],
                       check=True, env=dict(os.environ, QT_QPA_PLATFORM='offscreen'))
    return pages
