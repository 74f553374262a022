"""`lv-algas`: a Latvian wood-processing company's monthly payslip (ALGAS APRĒĶINA LAPA) in Latvian, written
by PyX's own PDF writer (Latin Modern Sans, A4): the details as `Label:` value lines in two columns, an
earned table (APRĒĶINĀTS) with days or hours over a withheld table (IETURĒTS), both with the month and the
year to date, figures `1 234,56` (a space between thousands, a decimal comma) under `EUR` headings, dates
`31.07.2026`, the amount paid out in a framed box and the employer's social tax in a note."""
from common import A4, Drawing, Ledger, cents, monthly_periods, rng, truth

LAYOUT = 'lv-algas'
RENDERER = ('pyx', 'LMSans')
EMPLOYER = {'name': 'Latgales Koksne SIA', 'address': 'Rūpniecības iela 21, Rēzekne, LV-4601'}
# name, address, month printed, monthly salary in cents, dependants, private pension fund rate
PEOPLE = [
    ('Ilze Bērziņa', 'Atbrīvošanas aleja 98-14, Rēzekne, LV-4604', 2, 1_480_00, 1, 0.0),
    ('Jānis Ozoliņš', 'Brīvības iela 112-7, Rīga, LV-1001', 5, 2_350_00, 0, 0.04),
    ('Līga Kalniņa', 'Saules iela 5, Daugavpils, LV-5401', 7, 1_210_00, 2, 0.0),
    ('Artūrs Liepiņš', 'Lāčplēša iela 33-2, Jelgava, LV-3001', 9, 3_120_00, 1, 0.05),
    ('Dace Krūmiņa', 'Skolas iela 9, Ludza, LV-5701', 11, 1_650_00, 0, 0.02),
]
MONTHS = ['janvāris', 'februāris', 'marts', 'aprīlis', 'maijs', 'jūnijs', 'jūlijs', 'augusts', 'septembris',
          'oktobris', 'novembris', 'decembris']
NON_TAXABLE = 550_00  # the non-taxable minimum a month
DEPENDANT = 250_00  # the relief for a dependant a month
UPPER = 8_775_00  # income taxed at 25.5% a month; above it 33%
VSAOI = 0.105
VSAOI_ER = 0.2359
TAX = 'Iedzīvotāju ienākuma nodoklis'
SOC = 'VSAOI darba ņēmēja daļa 10,5%'


def money(c):
    c = abs(c)
    return f'{c // 100:,}'.replace(',', ' ') + f',{c % 100:02d}'


def date(d):
    return d.strftime('%d.%m.%Y')


def workdays(start, end):
    import datetime as dt
    n, d = 0, start
    while d <= end:
        n += d.weekday() < 5
        d += dt.timedelta(days=1)
    return n


def make(n):
    name, address, month, salary, deps, fund = PEOPLE[n - 1]
    r = rng(f'{LAYOUT}-{n}')
    periods = monthly_periods(month)
    fund_name = f'Privātais pensiju fonds {int(fund * 100)}%'
    ledger = Ledger(['Mēnešalga', 'Virsstundas (100%)', 'Piemaksa par nakts darbu (50%)', 'Prēmija',
                     'Atvaļinājuma nauda', 'Piemaksa par papildu darbu'],)
    extra_until = month - r.choice([2, 3]) if n in (1, 3, 4) else 0
    loan_until = month - r.choice([1, 2]) if n in (2, 5) else 0
    info = []
    for m, (start, end, pay) in enumerate(periods, start=1):
        e, d = {}, {}
        days = workdays(start, end)
        hourly = salary / (days * 8)
        e['Mēnešalga'] = salary
        ot = r.choice([0, 0, 4, 6, 8]) if m != month else r.choice([5, 6, 10])
        if ot:
            e['Virsstundas (100%)'] = int(round(ot * hourly * 2))
        night = r.choice([0, 16, 24]) if n in (1, 3) else 0
        if night:
            e['Piemaksa par nakts darbu (50%)'] = int(round(night * hourly * 0.5))
        if m % 3 == 0 and n != 3:
            e['Prēmija'] = cents(r.choice([150, 200, 320.5]))
        if m in (2, 6) and m != month:
            e['Atvaļinājuma nauda'] = cents(r.choice([410.25, 512.8, 630]))
        if m <= extra_until:
            e['Piemaksa par papildu darbu'] = 120_00
        gross = sum(e.values())
        soc = int(round(gross * VSAOI))
        d[SOC] = soc
        if fund:
            d[fund_name] = int(round(gross * fund))
        base = max(0, gross - soc - d.get(fund_name, 0) - NON_TAXABLE - deps * DEPENDANT)
        d[TAX] = int(round(min(base, UPPER) * 0.255 + max(0, base - UPPER) * 0.33))
        if n != 4:
            d['Arodbiedrības biedra nauda 1%'] = int(round(gross * 0.01))
        d['Izmaksātais avanss'] = r.choice([300_00, 400_00, 500_00]) if n in (1, 3, 5) else 0
        if not d['Izmaksātais avanss']:
            del d['Izmaksātais avanss']
        if m <= loan_until:
            d['Aizdevuma atmaksa'] = 75_00
        if n == 3 and m >= 2:
            d['Ēdināšanas ieturējums'] = cents(r.choice([18.4, 22.6, 25.3]))
        ledger.add(e, d, {'days': days, 'ot': ot, 'night': night, 'er': int(round(gross * VSAOI_ER))})
    start, end, pay = periods[-1]

    g = Drawing(A4)
    L, R = 48, 547
    g.text(L, 58, EMPLOYER['name'], bold=True, size=13)
    g.text(L, 73, EMPLOYER['address'], size=8.5)
    g.text(L, 85, f'Reģ. Nr. 4000{r.randint(3000000, 3999999)}   PVN Nr. LV4000{r.randint(3000000, 3999999)}', size=8.5)
    g.text(R, 62, 'ALGAS APRĒĶINA LAPA', align='r', bold=True, size=12)
    g.text(R, 77, f'{end.year}. gada {MONTHS[end.month - 1]}', align='r', size=10)
    g.rule(L, 94, R, 94, 1.0)
    left = [('Darbinieks:', name), ('Personas kods:', f'{r.randint(10, 28):02d}{r.randint(1, 12):02d}{r.randint(60, 99)}-{r.randint(10000, 19999)}'),
            ('Adrese:', address), ('Amats:', r.choice(['Operators', 'Grāmatvede', 'Tehnologs', 'Noliktavas pārzinis', 'Kvalitātes speciāliste'])),
            ('Tabeles Nr.:', f'{r.randint(100, 999)}')]
    right = [('Periods:', f'{date(start)} – {date(end)}'), ('Izmaksas datums:', date(pay)),
             ('Darba dienas:', f'{ledger.extra("days")} d., {ledger.extra("days") * 8} st.'),
             ('Apgādājamie:', str(deps)),
             ('Konts:', f'LV{r.randint(10, 99)}HABA0551{r.randint(10 ** 8, 10 ** 9 - 1)}')]
    y = 112
    for k, (a, b) in enumerate(left):
        g.text(L, y + k * 14, a, size=9)
        g.text(L + 78, y + k * 14, b, bold=k == 0, size=9)
    for k, (a, b) in enumerate(right):
        g.text(340, y + k * 14, a, size=9)
        g.text(430, y + k * 14, b, bold=k < 2, size=9)
    y += 5 * 14 + 12

    def table(y, title, head, rows, total):
        g.box(L, y - 11, R - L, 16, fill=0.88, frame=False)
        g.text(L + 4, y, title, bold=True, size=9.5)
        g.text(330, y, head, align='r', bold=True, size=8.5)
        g.text(425, y, 'Mēnesī, EUR', align='r', bold=True, size=8.5)
        g.text(R - 4, y, 'No gada sākuma, EUR', align='r', bold=True, size=8.5)
        y += 17
        for label, qty, cur, ytd in rows:
            g.text(L + 4, y, label, size=9)
            g.text(330, y, qty, align='r', size=9)
            g.text(425, y, money(cur) if cur is not None else '', align='r', size=9)
            g.text(R - 4, y, money(ytd), align='r', size=9)
            y += 14
        g.rule(L, y - 9, R, y - 9, 0.5)
        label, cur, ytd = total
        g.text(L + 4, y + 2, label, bold=True, size=9)
        g.text(425, y + 2, money(cur), align='r', bold=True, size=9)
        g.text(R - 4, y + 2, money(ytd), align='r', bold=True, size=9)
        return y + 26

    qty = {'Mēnešalga': f'{ledger.extra("days")} d.', 'Virsstundas (100%)': f'{ledger.extra("ot")} st.',
           'Piemaksa par nakts darbu (50%)': f'{ledger.extra("night")} st.'}
    earn = [(nm, qty.get(nm, '') if cur else '', cur, ytd) for nm, cur, ytd in ledger.lines(0)]
    y = table(y, 'APRĒĶINĀTS', 'Daudzums', earn, ('Kopā aprēķināts (bruto)', ledger.gross(), ledger.ytd_gross()))
    deds = [(nm, '', cur, ytd) for nm, cur, ytd in ledger.lines(1)]
    y = table(y, 'IETURĒTS', '', deds, ('Kopā ieturēts', ledger.total_deductions(), ledger.ytd_deductions()))
    g.box(L, y - 4, R - L, 30, fill=0.95, frame=True)
    g.text(L + 8, y + 14, 'IZMAKSĀJAMĀ SUMMA (neto)', bold=True, size=11)
    g.text(425, y + 14, money(ledger.net()), align='r', bold=True, size=11)
    g.text(R - 4, y + 14, money(ledger.ytd_net()), align='r', bold=True, size=9.5)
    y += 48
    notes = [f'Piemērotais neapliekamais minimums: {money(NON_TAXABLE)} EUR; atvieglojums par apgādājamiem: {money(deps * DEPENDANT)} EUR.',
             f'Darba devēja VSAOI 23,59%: {money(ledger.extra("er"))} EUR (no gada sākuma {money(ledger.ytd_extra("er"))} EUR).',
             'Alga pārskaitīta uz darbinieka norādīto kontu. Jautājumu gadījumā sazinieties ar grāmatvedību.']
    for s in notes:
        g.text(L, y, s, size=8)
        y += 12
    sections = {SOC: 'Taxes', TAX: 'Taxes', fund_name: 'Pre-tax deductions'}
    t = truth(LAYOUT, EMPLOYER, {'name': name, 'address': address}, periods[-1], ledger, 'MONTHLY',
              lambda nm: sections.get(nm, 'After-tax deductions'))
    return g, t
