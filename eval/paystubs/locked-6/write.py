"""Writes the sixth locked split of paystubs: corpus/NAME.pdf and corpus/NAME.pdf.truth.json.
    /usr/bin/python3 eval/paystubs/locked-6/write.py [NAME ...]"""
import datetime as dt
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from producers import LUA_PREAMBLE, Sheet, eu, lualatex, ssconvert, tex, us  # noqa: E402
from stubs import build  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, 'corpus')
D = dt.date

PH_CO = ('Bayanihan Logistics Corporation', '8th Floor, Ayala North Exchange Tower 1, 6796 Ayala Avenue, Makati City 1226')
PH_CO2 = ('Kalinaw Contact Solutions, Inc.', 'Unit 1203, Cyberpod Centris, EDSA corner Quezon Avenue, Quezon City 1100')
SERVER_CO = ('Magnolia & Rye Kitchen LLC', '418 Edgewood Avenue SE, Atlanta, GA 30312')
SERVER_CO2 = ('Gulf Coast Oyster House, Inc.', '2207 Seawall Boulevard, Galveston, TX 77550')
LES_CO = ('Department of Veterans Affairs', 'Veterans Health Administration, 810 Vermont Avenue NW, Washington, DC 20420')
DE_CO = ('Hanseatische Messtechnik GmbH', 'Billstraße 112, 20539 Hamburg')
DE_CO2 = ('Brauerei Vierlinden KG', 'Am Mühlbach 7, 85354 Freising')

STUBS = [
    # layout, n, frequency, periods, employer, employee name, address, pay rules
    ('ph-payslip', 1, 'SEMI_MONTHLY', 5, PH_CO, 'Ma. Cristina D. Villanueva', 'Blk 12 Lot 7, Mabuhay Homes, Barangay San Isidro, Cainta, Rizal 1900', {'salary': 3250000, 'hmo': 85000, 'coop': 100000}),
    ('ph-payslip', 2, 'SEMI_MONTHLY', 7, PH_CO, 'Jericho P. Manalastas', '45 Kalayaan Street, Barangay Pinagkaisahan, Makati City 1213', {'salary': 5800000, 'mpl': 184000}),
    ('ph-payslip', 3, 'MONTHLY', 3, PH_CO2, 'Rowena T. Dela Paz-Ocampo', 'Unit 5B, Sampaguita Tower, 88 Tomas Morato Avenue, Quezon City 1103', {'salary': 2450000, 'night': True, 'sss_loan': (120000, 2)}),
    ('ph-payslip', 4, 'SEMI_MONTHLY', 9, PH_CO2, 'Aldrin Jose S. Bautista', '23 Mabini Street, Barangay Malanday, Marikina City 1805', {'salary': 2100000, 'night': True, 'coop': 50000, 'sss_loan': (96000, 5)}),
    ('ph-payslip', 5, 'MONTHLY', 4, PH_CO, 'Katherine Anne L. Sy', '1701 The Residences at Greenbelt, Esperanza Street, Makati City 1228', {'salary': 14500000, 'hmo': 210000}),
    ('us-server', 1, 'WEEKLY', 9, SERVER_CO, 'Destiny M. Okafor', '1185 Glenwood Avenue SE, Apt 3, Atlanta, GA 30316', {'state': 'GA', 'tipout': 0.045, 'uniform': 3}),
    ('us-server', 2, 'WEEKLY', 12, SERVER_CO, 'Tomás Villarreal', '2730 Candler Road, Unit 214, Decatur, GA 30034', {'state': 'GA', 'tipout': 0.05, 'medical': 4210}),
    ('us-server', 3, 'BIWEEKLY', 6, SERVER_CO2, 'Kaylee Jo Broussard', '5310 Avenue Q 1/2, Galveston, TX 77551', {'state': 'TX', 'tipout': 0.035}),
    ('us-server', 4, 'WEEKLY', 15, SERVER_CO2, 'Marcus Thibodeaux', '914 Winnie Street, Galveston, TX 77550', {'state': 'TX', 'uniform': 2}),
    ('us-server', 5, 'BIWEEKLY', 8, SERVER_CO, 'Hannah-Grace Pruitt', '402 Moreland Avenue NE, Apt B, Atlanta, GA 30307', {'state': 'GA', 'tipout': 0.04, 'medical': 8420}),
    ('us-fed-les', 1, 'BIWEEKLY', 4, LES_CO, 'Raymond K. Oyelaran', '3306 Brinkley Road, Temple Hills, MD 20748', {'salary': 7120400, 'grade': 'GS-11 / 04', 'state': 'MD', 'tsp': 0.05, 'fehb': 11837, 'dental': 2184, 'fers': 0.044, 'union': 1836, 'years': 6, 'annual_start': 12400, 'sick_start': 33600}),
    ('us-fed-les', 2, 'BIWEEKLY', 6, LES_CO, 'Lourdes Santiago-Whitfield', '7415 Ridgewell Court, Springfield, VA 22150', {'salary': 11828300, 'grade': 'GS-13 / 07', 'state': 'VA', 'tsp': 0.08, 'roth': 0.02, 'fehb': 24615, 'fers': 0.008, 'years': 17, 'annual_start': 20800, 'sick_start': 91200, 'tsp_loan': 15322}),
    ('us-fed-les', 3, 'BIWEEKLY', 7, LES_CO, 'Darnell J. Pettaway', '12 Greenbrook Drive, Apt 2C, Baltimore, MD 21208', {'salary': 5241700, 'grade': 'GS-07 / 02', 'state': 'MD', 'tsp': 0.05, 'fehb': 9412, 'fers': 0.044, 'union': 1428, 'overtime': True, 'years': 2, 'annual_start': 3200, 'sick_start': 8800, 'allotment': (5000, 4)}),
    ('us-fed-les', 4, 'BIWEEKLY', 9, LES_CO, 'Mei-Ling Cartwright', '4821 North 25th Street, Arlington, VA 22207', {'salary': 9687600, 'grade': 'GS-12 / 08', 'state': 'VA', 'tsp': 0.1, 'fehb': 17540, 'dental': 3320, 'fers': 0.044, 'years': 11, 'annual_start': 16000, 'sick_start': 52000}),
    ('us-fed-les', 5, 'BIWEEKLY', 11, LES_CO, 'Gerald F. Nwachukwu', '905 Chillum Road, Apt 318, Hyattsville, MD 20782', {'salary': 6155800, 'grade': 'GS-09 / 05', 'state': 'MD', 'tsp': 0.05, 'roth': 0.03, 'fehb': 10255, 'fers': 0.044, 'union': 1612, 'overtime': True, 'years': 4, 'annual_start': 8000, 'sick_start': 20000}),
    ('de-entgelt', 1, 'MONTHLY', 2, DE_CO, 'Jannik Behrendt', 'Wandsbeker Chaussee 58, 22089 Hamburg', {'salary': 412500, 'kv_extra': 0.029, 'childless': True, 'vwl': True, 'canteen': True}),
    ('de-entgelt', 2, 'MONTHLY', 3, DE_CO, 'Aylin Demirtaş', 'Veringstraße 31, 21107 Hamburg', {'salary': 338000, 'kv_extra': 0.025, 'childless': False, 'overtime': True, 'vwl': True, 'advance': (25000, 2)}),
    ('de-entgelt', 3, 'MONTHLY', 4, DE_CO2, 'Franziska Obermaier', 'Kammergasse 4, 85354 Freising', {'salary': 289000, 'kv_extra': 0.031, 'childless': True, 'church': 0.08, 'overtime': True, 'canteen': True, 'bonus': 2, 'bonus_amount': 75000}),
    ('de-entgelt', 4, 'MONTHLY', 5, DE_CO2, 'Dr. Konstantin Wieczorek', 'Prinzregentenstraße 19, 80538 München', {'salary': 945000, 'kv_extra': 0.027, 'childless': False, 'church': 0.08}),
    ('de-entgelt', 5, 'MONTHLY', 5, DE_CO, 'Svenja Lüttjohann', 'Eppendorfer Weg 203, 20253 Hamburg', {'salary': 522000, 'kv_extra': 0.029, 'childless': True, 'vwl': True, 'canteen': True, 'bonus': 3, 'bonus_amount': 150000}),
]

FIRST_END = {'us-server': {'WEEKLY': D(2026, 1, 4), 'BIWEEKLY': D(2026, 1, 3)}, 'us-fed-les': {'BIWEEKLY': D(2026, 1, 10)}}
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']


def long_mdy(d):
    return f'{MONTHS[d.month - 1]} {d.day}, {d.year}'


def mdy(d):
    return d.strftime('%m/%d/%Y')


def dots(d):
    return d.strftime('%d.%m.%Y')


def hrs(h):
    return f'{h:.2f}'


def rows(items, form):
    return ''.join(items)


# ---- Philippine payslip (LuaLaTeX, DejaVu Sans, A4) -------------------------------------------------

def ph_tex(s, name, addr, employer):
    freq = 'Semi-Monthly' if s.freq == 'SEMI_MONTHLY' else 'Monthly'
    earn = ''.join(f'{tex(k)} & {"" if h is None else hrs(h)} & {"" if r is None else f"{r:,.2f}"} & {us(c) if c else ""} & {us(y)} \\\\\n' for k, (h, r, c, y) in s.earn.items())
    ded = ''.join(f'{tex(k)} & {"" if c is None or (c == 0 and k not in s.cur_names) else us(c)} & {us(y)} \\\\\n' for k, (c, y, _) in s.ded.items())
    tin = f"{100 + s.n * 37:03d}-{417 + s.n * 11:03d}-{209 + s.n * 53:03d}-000"
    return LUA_PREAMBLE % 'a4paper,margin=16mm' + r"""\setmainfont{DejaVu Sans}
\begin{document}\small
{\Large\bfseries """ + tex(employer[0]) + r"""}\\
""" + tex(employer[1]) + r"""\\[2mm]
{\large\bfseries PAYSLIP}\hfill Currency: PHP\\[1mm]
\begin{tabular}{@{}p{35mm}p{60mm}p{30mm}p{40mm}@{}}
Employee Name: & """ + tex(name) + r""" & Employee No.: & """ + f'BLC-{2024000 + s.n * 173}' + r"""\\
Address: & \multicolumn{3}{l}{""" + tex(addr) + r"""}\\
TIN: & """ + tin + r""" & Pay Frequency: & """ + freq + r"""\\
Cut-off Period: & """ + long_mdy(s.start) + ' to ' + long_mdy(s.end) + r""" & Pay Date: & """ + long_mdy(s.pay_date) + r"""\\
Monthly Rate: & """ + us(s.extra['rate']) + r""" & Department: & """ + ('Operations' if s.n % 2 else 'Customer Care') + r"""\\
\end{tabular}\\[3mm]
\begin{tabular}{@{}p{62mm}>{\raggedleft}p{16mm}>{\raggedleft}p{18mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{32mm}@{}}
\hline\bfseries EARNINGS & \bfseries Hours & \bfseries Rate & \bfseries Current & \bfseries Year to Date\\\hline
""" + earn + r"""\hline\bfseries GROSS PAY & & & \bfseries """ + us(s.gross) + r""" & \bfseries """ + us(s.ytd_gross) + r"""\\\hline
\end{tabular}\\[4mm]
\begin{tabular}{@{}p{96mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{32mm}@{}}
\hline\bfseries DEDUCTIONS & \bfseries Current & \bfseries Year to Date\\\hline
""" + ded + r"""\hline\bfseries TOTAL DEDUCTIONS & \bfseries """ + us(s.gross - s.net) + r""" & \bfseries """ + us(s.ytd_gross - s.ytd_net) + r"""\\\hline
\end{tabular}\\[4mm]
\fbox{\parbox{150mm}{\large\bfseries NET PAY \hfill PHP """ + us(s.net) + r"""}}\\[2mm]
Year-to-date net pay: """ + us(s.ytd_net) + r"""\\[2mm]
{\footnotesize SSS, PhilHealth and Pag-IBIG contributions are employee shares; employer shares are remitted separately. Credited to payroll account ending """ + f'{3311 + s.n * 7}' + r""".
This is a system-generated payslip.}
\end{document}
"""


# ---- US restaurant server (LuaLaTeX, Liberation Sans Narrow, Letter) ----------------------------------

def server_tex(s, name, addr, employer):
    per = 'Weekly' if s.freq == 'WEEKLY' else 'Bi-Weekly'
    earn = ''.join(f'{tex(k)} & {"" if r is None else f"{r:.2f}"} & {"" if h is None else hrs(h)} & {us(c) if c else ""} & {us(y)} \\\\\n' for k, (h, r, c, y) in s.earn.items())
    sections = [('Statutory', 'Taxes'), ('Pre-Tax', 'Pre-tax deductions'), ('Other', 'After-tax deductions')]
    ded = ''
    for label, sec in sections:
        items = [(k, v) for k, v in s.ded.items() if v[2] == sec]
        if not items:
            continue
        ded += r'\multicolumn{3}{@{}l}{\bfseries ' + label + r'}\\' + '\n'
        ded += ''.join(f'\\quad {tex(k)} & {"" if k not in s.cur_names else "-" + us(c)} & {us(y)} \\\\\n' for k, (c, y, _) in items)
    return LUA_PREAMBLE % 'letterpaper,margin=15mm' + r"""\setmainfont{Liberation Sans Narrow}
\begin{document}\small
\begin{tabular}{@{}p{95mm}p{80mm}@{}}
{\large\bfseries """ + tex(employer[0]) + r"""}\newline """ + tex(employer[1]) + r""" & {\large\bfseries Earnings Statement}\newline Period Beginning: """ + mdy(s.start) + r"""\newline Period Ending: """ + mdy(s.end) + r"""\newline Pay Date: """ + mdy(s.pay_date) + r"""\newline Pay Frequency: """ + per + r"""\\
\end{tabular}\\[4mm]
\begin{tabular}{@{}p{95mm}p{80mm}@{}}
Position: Server (tipped employee)\newline Employee ID: """ + f'{4410 + s.n * 29}' + r"""\newline Tip credit taken this period: \$""" + us(s.extra['tip_credit']) + r""" & {\bfseries """ + tex(name) + r"""}\newline """ + tex(addr.split(', ')[0] + (', ' + addr.split(', ')[1] if addr.count(',') == 3 else '')) + r"""\newline """ + tex(', '.join(addr.split(', ')[-2:])) + r"""\\
\end{tabular}\\[4mm]
\begin{tabular}{@{}p{60mm}>{\raggedleft}p{16mm}>{\raggedleft}p{16mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{30mm}@{}}
\bfseries Earnings & \bfseries rate & \bfseries hours & \bfseries this period & \bfseries year to date\\\hline
""" + earn + r"""\hline\bfseries Gross Pay & & & \bfseries \$""" + us(s.gross) + r""" & \bfseries """ + us(s.ytd_gross) + r"""\\
\end{tabular}\\[4mm]
\begin{tabular}{@{}p{92mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{30mm}@{}}
\bfseries Deductions & \bfseries this period & \bfseries year to date\\\hline
""" + ded + r"""\hline\bfseries Net Pay & \bfseries \$""" + us(s.net) + r""" & \bfseries """ + us(s.ytd_net) + r"""\\
\end{tabular}\\[5mm]
{\footnotesize Cash tips reported are included in gross pay for taxes and deducted as already received.
Tipped cash wage \$2.13 per hour; the employer's tip credit brings each hour to at least \$7.25. Net pay deposited to checking account ending """ + f'{5120 + s.n * 13}' + r""".}
\end{document}
"""


# ---- US federal earnings and leave statement (LuaLaTeX, Latin Modern Sans, Letter) --------------------

def les_tex(s, name, addr, employer):
    p = s.party
    pp = len(s.plist)
    earn = ''.join(f'{tex(k)} & {hrs(h)} & {r:.2f} & {us(c)} & {us(y)} \\\\\n' if h is not None else f'{tex(k)} & & & & {us(y)} \\\\\n' for k, (h, r, c, y) in s.earn.items() if k in s.earn_names or y)
    ded = ''
    for code, (k, (c, y, sec)) in enumerate(s.ded.items(), 1):
        ded += f'{code:02d} & {tex(k)} & {"" if k not in s.cur_names else us(c)} & {us(y)} \\\\\n'
    leave = ''.join(f'{k} & {a:.2f} & {u:.2f} & {b:.2f} \\\\\n' for k, (a, u, b) in s.extra['leave'].items())
    lines = addr.split(', ')
    return LUA_PREAMBLE % 'letterpaper,margin=14mm' + r"""\setmainfont{Latin Modern Sans}
\begin{document}\small
\begin{center}{\Large\bfseries EARNINGS AND LEAVE STATEMENT}\\ """ + tex(employer[0]) + ' --- ' + tex(employer[1]) + r"""\end{center}
\begin{tabular}{@{}p{40mm}p{50mm}p{40mm}p{45mm}@{}}
Name: & """ + tex(name) + r""" & Pay Period: & """ + f'{pp:02d}' + r""" (2026)\\
Mailing Address: & """ + tex(lines[0]) + r""" & Pay Period Begin: & """ + mdy(s.start) + r"""\\
 & """ + tex(', '.join(lines[1:])) + r""" & Pay Period End: & """ + mdy(s.end) + r"""\\
Pay Plan / Grade / Step: & """ + p['grade'] + r""" & Pay Date: & """ + mdy(s.pay_date) + r"""\\
Annual Salary: & \$""" + us(p['salary']) + r""" & Hourly Rate: & """ + f"{s.extra['hourly']:.2f}" + r"""\\
Retirement Plan: & FERS""" + ('-FRAE' if p['fers'] == 0.044 else '') + r""" & Pay Frequency: & Biweekly\\
\end{tabular}\\[3mm]
\begin{tabular}{@{}p{70mm}>{\raggedleft}p{16mm}>{\raggedleft}p{16mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{34mm}@{}}
\hline\bfseries ENTITLEMENTS & \bfseries Hours & \bfseries Rate & \bfseries Current & \bfseries Year to Date\\\hline
""" + earn + r"""\hline\bfseries GROSS PAY & & & \bfseries """ + us(s.gross) + r""" & \bfseries """ + us(s.ytd_gross) + r"""\\\hline
\end{tabular}\\[3mm]
\begin{tabular}{@{}p{10mm}p{92mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{34mm}@{}}
\hline & \bfseries DEDUCTIONS & \bfseries Current & \bfseries Year to Date\\\hline
""" + ded + r"""\hline & \bfseries TOTAL DEDUCTIONS & \bfseries """ + us(s.gross - s.net) + r""" & \bfseries """ + us(s.ytd_gross - s.ytd_net) + r"""\\\hline
& \bfseries NET PAY & \bfseries """ + us(s.net) + r""" & \bfseries """ + us(s.ytd_net) + r"""\\\hline
\end{tabular}\\[3mm]
\begin{tabular}{@{}p{40mm}>{\raggedleft}p{28mm}>{\raggedleft}p{28mm}>{\raggedleft\arraybackslash}p{32mm}@{}}
\bfseries LEAVE (hours) & \bfseries Accrued & \bfseries Used & \bfseries Balance\\\hline
""" + leave + r"""\end{tabular}\\[3mm]
{\footnotesize Net pay sent by direct deposit. Remarks: 2026 federal holidays are paid as Holiday hours in the pay period in which they fall.}
\end{document}
"""


# ---- German payslip in English translation (Gnumeric ssconvert, Liberation Sans, A4) -----------------

def de_sheet(s, name, addr, employer):
    sh = Sheet('Entgeltabrechnung', [210, 50, 50, 80, 80])
    month = MONTHS[s.end.month - 1]
    sh.line((0, employer[0], 'left', 3), (3, 'Entgeltabrechnung / Payslip', 'right', 2), bold=True, size=11)
    sh.line((0, employer[1], 'left', 3), (3, f'{month} {s.end.year}', 'right', 2))
    sh.skip()
    sh.line((0, name, 'left', 3), bold=True)
    for piece in addr.split(', '):
        sh.line((0, piece, 'left', 3))
    sh.skip()
    sh.line((0, 'Abrechnungszeitraum / Pay period', 'left'), (3, f'{dots(s.start)} - {dots(s.end)}', 'right', 2))
    sh.line((0, 'Auszahlungsdatum / Payment date', 'left'), (3, dots(s.pay_date), 'right', 2))
    sh.line((0, 'Steuerklasse / Tax class', 'left'), (3, 'I', 'right', 2))
    sh.line((0, 'Personalnummer / Employee no.', 'left'), (3, f'{700 + s.n * 41:05d}', 'right', 2))
    sh.line((0, 'Währung / Currency', 'left'), (3, 'EUR', 'right', 2))
    sh.skip()
    sh.line((0, 'Bezüge / Earnings', 'left'), (1, 'Std./Hrs', 'right'), (2, 'Satz/Rate', 'right'), (3, 'Betrag/Amount', 'right'), (4, 'Jahr/YTD', 'right'), bold=True, back='DDDD:E8E8:F4F4')
    for k, (h, r, c, y) in s.earn.items():
        sh.line((0, k, 'left'), (1, '' if h is None else f'{h:.2f}'.replace('.', ','), 'right'), (2, '' if r is None else f'{r:.2f}'.replace('.', ','), 'right'),
                (3, eu(c) if k in s.earn_names else '', 'right'), (4, eu(y), 'right'))
    sh.line((0, 'Gesamtbrutto / Total gross', 'left'), (3, eu(s.gross), 'right'), (4, eu(s.ytd_gross), 'right'), bold=True)
    sh.skip()
    sh.line((0, 'Abzüge / Deductions', 'left'), (3, 'Betrag/Amount', 'right'), (4, 'Jahr/YTD', 'right'), bold=True, back='DDDD:E8E8:F4F4')
    for k, (c, y, _) in s.ded.items():
        sh.line((0, k, 'left', 3), (3, eu(c) if k in s.cur_names else '', 'right'), (4, eu(y), 'right'))
    sh.line((0, 'Summe Abzüge / Total deductions', 'left'), (3, eu(s.gross - s.net), 'right'), (4, eu(s.ytd_gross - s.ytd_net), 'right'), bold=True)
    sh.skip()
    sh.line((0, 'Auszahlungsbetrag / Net pay', 'left', 2), (3, eu(s.net) + ' EUR', 'right'), (4, eu(s.ytd_net), 'right'), bold=True, size=11, back='E8E8:E8E8:E8E8')
    sh.skip()
    sh.line((0, f'Überweisung an / Paid to IBAN DE{12 + s.n}5001 0517 0648 {4400 + s.n * 17} 00', 'left', 5), size=8)
    sh.line((0, 'Sozialversicherung: Arbeitnehmeranteile / social insurance: employee shares', 'left', 5), size=8)
    return [sh]


def truth(s, employer, name, addr):
    return {
        'kind': 'paystub', 'layout': s.layout, 'source': 'generated (eval/paystubs/locked-6)',
        'employer': {'name': employer[0], 'address': employer[1]},
        'employee': {'name': name, 'address': addr},
        'pay_date': s.pay_date.isoformat(), 'period': {'start': s.start.isoformat(), 'end': s.end.isoformat()},
        'gross': s.gross / 100, 'net': s.net / 100,
        'deductions': [{'name': k, 'current': (c / 100 if k in s.cur_names else None), 'ytd': y / 100, 'section': sec} for k, (c, y, sec) in s.ded.items()],
        'ytd_gross': s.ytd_gross / 100, 'ytd_net': s.ytd_net / 100, 'frequency': s.freq,
    }


def main(names):
    os.makedirs(CORPUS, exist_ok=True)
    for layout, n, freq, count, employer, name, addr, rules in STUBS:
        stem = f'{layout}-{n}'
        if names and stem not in names:
            continue
        s = build(layout, n, freq, rules, count, FIRST_END.get(layout, {}).get(freq))
        s.cur_names = {k for k, v in s.ded.items() if v[0]}
        s.earn_names = {k for k, v in s.earn.items() if v[2]}
        out = os.path.join(CORPUS, stem + '.pdf')
        if layout == 'de-entgelt':
            ssconvert(de_sheet(s, name, addr, employer), out)
        else:
            lualatex({'ph-payslip': ph_tex, 'us-server': server_tex, 'us-fed-les': les_tex}[layout](s, name, addr, employer), out)
        with open(out + '.truth.json', 'w', encoding='utf-8') as f:
            json.dump(truth(s, employer, name, addr), f, indent=2, ensure_ascii=False)
            f.write('\n')
        print(stem, s.freq, us(s.gross), us(s.net))


if __name__ == '__main__':
    main(sys.argv[1:])
