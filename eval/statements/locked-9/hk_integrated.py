"""hk-integrated: a Hong Kong bank's integrated account, HKD, typeset by Typst (the compiler of npm's
@myriaddreamin/typst-ts-node-compiler), A4. Account number in the 3-6-3 form, a summary of balance
B/F, deposits, withdrawals and balance C/F, then Date / Transaction Details / Deposit / Withdrawal /
Balance with dates `2026/01/05` printed once a day (on the day's first row), a balance on every row,
payees on a second line, B/F BALANCE at the head of each page and C/F BALANCE at the foot, the heading
and footer repeated by Typst on every page."""
import json
import os
import subprocess
import tempfile

from common import MON, break_pages, grouped, signed

HERE = os.path.dirname(os.path.abspath(__file__))
NODE_MODULES = os.environ.get('TYPST_NODE_MODULES', '/tmp/locked9s-typst/node_modules')
RED = 'rgb("#9b1c1c")'


def hk_date(d):
    return f'{d.year}/{d.month:02d}/{d.day:02d}'


def s(x):
    """A Typst string literal."""
    return json.dumps(x, ensure_ascii=False)


def cell_lines(lines):
    return '[' + ' \\ '.join(f'#{s(x)}' for x in lines) + ']'


def hk_integrated(meta, rows, out):
    pages = break_pages(rows, 28, 40)
    n_pages = max(pages)
    credits = sum(r[2] for r in rows if r[2] > 0)
    debits = -sum(r[2] for r in rows if r[2] < 0)
    period = f'{hk_date(meta["start"])} - {hk_date(meta["end"])}'
    e = meta['end']
    src = [f'''#set document(title: {s("e-Statement " + meta["account"])}, author: {s(meta["bank"])}, date: datetime(year: {e.year}, month: {e.month}, day: {e.day}))
#set text(font: "DejaVu Sans", size: 7.6pt)
#set page(paper: "a4", margin: (top: 30mm, bottom: 20mm, x: 15mm),
  header: [
    #grid(columns: (1fr, auto),
      [#text(15pt, weight: "bold", fill: {RED})[{meta["bank"]}] \\ #text(6.8pt)[#{s(meta["bank_address"])}]],
      align(right)[#text(10pt, weight: "bold")[Statement of Integrated Account] \\ #context [Page #counter(page).display("1 of 1", both: true)]])
    #v(-4pt)
    #line(length: 100%, stroke: 1.2pt + {RED})
  ],
  footer: [
    #line(length: 100%, stroke: 0.4pt + gray)
    #text(6.2pt)[#{s(meta["bank"] + " Limited is a licensed bank under the Banking Ordinance (Cap. 155). Deposits in the current account are protected by the Deposit Protection Scheme up to HK$800,000. Please examine this statement and report any discrepancy within 90 days.")}]
  ])
''']
    prev = meta['opening']
    head = ('table.header(' + ', '.join(f'table.cell(fill: {RED})[#text(fill: white, weight: "bold")[{h}]]' for h in
                                        ['Date', 'Transaction Details', 'Deposit', 'Withdrawal', 'Balance']) + ')')
    for pn in range(1, n_pages + 1):
        if pn == 1:
            info = [('Account Number', meta['account']), ('Statement Date', hk_date(e)), ('Statement Period', period),
                    ('Branch', meta['branch']), ('Currency', 'HKD')]
            address = ' \\ '.join('#' + s(x) for x in meta['holder_address'])
            info_cells = ', '.join(f'[#{s(a)}], [#text(weight: "bold")[#{s(b)}]]' for a, b in info)
            src.append(f'''#grid(columns: (1fr, 78mm),
  [#v(6mm) #text(9pt, weight: "bold")[#{s(meta["holder"])}] \\ {address}],
  table(columns: (30mm, 1fr), stroke: none, inset: 2.2pt,
    {info_cells}))
#v(6mm)
#text(10pt, weight: "bold")[Portfolio Summary]
#v(-2pt)
#table(columns: (1fr, 30mm, 30mm, 30mm, 30mm), stroke: 0.5pt + gray, inset: 4pt, align: (left, right, right, right, right),
  table.cell(fill: luma(230))[*Account*], table.cell(fill: luma(230))[*Balance B/F*], table.cell(fill: luma(230))[*Total Deposits*],
  table.cell(fill: luma(230))[*Total Withdrawals*], table.cell(fill: luma(230))[*Balance C/F*],
  [HKD Current {meta["account"]}], [{signed(meta["opening"])}], [{grouped(credits)}], [{grouped(debits)}], [{signed(meta["closing"])}])
#v(5mm)
#text(10pt, weight: "bold")[HKD Current Account Transaction History]
''')
        else:
            src.append(f'''#text(8pt)[#{s(meta["holder"])} #h(6mm) Account Number {meta["account"]} #h(6mm) Statement Period {period}]
#v(3mm)
#text(10pt, weight: "bold")[HKD Current Account Transaction History (continued)]
''')
        cells = [f'[], [*B/F BALANCE*], [], [], [{signed(prev)}]']
        last_date = None
        for r, rp in zip(rows, pages):
            if rp != pn:
                continue
            date = hk_date(r[0]) if r[0] != last_date else ''
            last_date = r[0]
            amt = grouped(r[2])
            cells.append(f'[{date}], {cell_lines(r[1])}, [{amt if r[2] > 0 else ""}], [{amt if r[2] < 0 else ""}], [{signed(r[3])}]')
            prev = r[3]
        cells.append(f'[], [*{"CLOSING BALANCE" if pn == n_pages else "C/F BALANCE"}*], [], [], [*{signed(prev)}*]')
        body = ',\n  '.join(cells)
        src.append(f'''#table(columns: (22mm, 1fr, 27mm, 27mm, 29mm), stroke: (x, y) => (bottom: 0.3pt + luma(200)), inset: (x: 3pt, y: 3.2pt),
  align: (left, left, right, right, right),
  {head},
  {body})
''')
        if pn == n_pages:
            src.append('#v(4mm)\n#text(7pt)[Interest on the current account is credited on the last business day of each month. '
                       'Transactions after the statement date will appear on your next statement.]\n')
        else:
            src.append('#pagebreak()\n')
    with tempfile.TemporaryDirectory() as tmp:
        typ = os.path.join(tmp, 'statement.typ')
        with open(typ, 'w', encoding='utf-8') as f:
            f.write('\n'.join(src))
        subprocess.run(['node', os.path.join(HERE, 'typst.cjs'), typ, out], check=True, env=dict(os.environ, NODE_PATH=NODE_MODULES))
    return pages
