"""Invented employers, employees and pay rules for the five layouts (five stubs each). No real
person, employer, address or account: names and streets are made up, postcodes only well formed."""

import datetime as dt

from stubs import Spec

D = dt.date

US_TAX = [
    {'name': 'Federal Income Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.0912},
    {'name': 'Social Security', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.062},
    {'name': 'Medicare', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0145},
]


def us(state_name, state_rate, extra=()):
    return US_TAX + [{'name': state_name, 'section': 'Taxes', 'tax': 'taxable', 'rate': state_rate}] + list(extra)


PORTAL = [
    dict(employer='Bellwether Logistics Group, Inc.', employer_address='4410 Commerce Parkway, Suite 300, Indianapolis, IN 46237',
         employee="Dana O'Rourke-Villanueva", employee_address='1187 Maple Crest Ln, Greenwood, IN 46143',
         frequency='BIWEEKLY', anchor=D(2026, 1, 4), year=2026, index=5,
         earnings=[{'kind': 'hourly', 'name': 'Regular', 'rate': 2475, 'hours': 80, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime', 'rate': 3713},
                   {'kind': 'every', 'name': 'Shift Differential', 'every': 2, 'at': 0, 'amount': 6400}],
         deductions=us('IN State Income Tax', 0.0305, [{'name': 'Marion County Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.0202}])
         + [{'name': '401(k) Pre-Tax', 'section': 'Pre-tax deductions', 'rate': 0.05},
            {'name': 'Medical PPO', 'section': 'Pre-tax deductions', 'amount': 14218},
            {'name': 'Dental', 'section': 'Pre-tax deductions', 'amount': 1906},
            {'name': 'Supplemental Life', 'section': 'After-tax deductions', 'amount': 744}]),
    dict(employer='Quillfeather Health Partners LLC', employer_address='220 Riverside Drive, Floor 9, Hartford, CT 06103',
         employee='Marcus de la Cruz', employee_address='58 Wethersfield Ave, Apt 4B, Hartford, CT 06114',
         frequency='SEMI_MONTHLY', anchor=None, year=2026, index=9,
         earnings=[{'kind': 'salary', 'name': 'Salary', 'amount': 329167},
                   {'kind': 'once', 'name': 'Annual Bonus', 'at': 4, 'amount': 250000}],
         deductions=us('CT State Income Tax', 0.0499, [{'name': 'CT Paid Leave', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.005}])
         + [{'name': '401(k) Pre-Tax', 'section': 'Pre-tax deductions', 'rate': 0.06},
            {'name': 'Medical HMO', 'section': 'Pre-tax deductions', 'amount': 9875},
            {'name': 'Vision', 'section': 'Pre-tax deductions', 'amount': 512},
            {'name': 'Dependent Care FSA', 'section': 'Pre-tax deductions', 'amount': 20833, 'until': 5},
            {'name': 'Roth 401(k)', 'section': 'After-tax deductions', 'rate': 0.02}]),
    dict(employer='Tamarack Grocers Cooperative', employer_address='9 Old Mill Road, Burlington, VT 05401',
         employee='Ngozi Adeyemi-Hart', employee_address='311 North Willard St, Unit 2, Burlington, VT 05401',
         frequency='WEEKLY', anchor=D(2026, 1, 4), year=2026, index=14,
         earnings=[{'kind': 'hourly', 'name': 'Regular', 'rate': 1890, 'hours': 38, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime', 'rate': 2835},
                   {'kind': 'every', 'name': 'Holiday', 'every': 9, 'at': 2, 'amount': 15120}],
         deductions=us('VT State Income Tax', 0.0335)
         + [{'name': 'Medical PPO', 'section': 'Pre-tax deductions', 'amount': 4125},
            {'name': 'Union Dues Local 204', 'section': 'After-tax deductions', 'amount': 1150}]),
    dict(employer='Larkspur Civil Engineering PC', employer_address='1500 SW Taylor Street, Portland, OR 97205',
         employee='Yusuf Al-Amin', employee_address='7732 SE Division St, Portland, OR 97206',
         frequency='MONTHLY', anchor=None, year=2026, index=3,
         earnings=[{'kind': 'salary', 'name': 'Salary', 'amount': 812500}],
         deductions=us('OR State Income Tax', 0.0875, [{'name': 'OR Transit Tax', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.001}])
         + [{'name': '401(k) Pre-Tax', 'section': 'Pre-tax deductions', 'rate': 0.08},
            {'name': 'Medical PPO', 'section': 'Pre-tax deductions', 'amount': 31040},
            {'name': 'HSA', 'section': 'Pre-tax deductions', 'amount': 25000},
            {'name': 'Long Term Disability', 'section': 'After-tax deductions', 'amount': 2188}]),
    dict(employer='Saffron & Sage Hospitality LLC', employer_address='88 Lakeshore Blvd, Chicago, IL 60611',
         employee='Beatriz van der Berg', employee_address='2610 W Fullerton Ave, Apt 3, Chicago, IL 60647',
         frequency='BIWEEKLY', anchor=D(2025, 12, 28), year=2026, index=10,
         earnings=[{'kind': 'hourly', 'name': 'Regular', 'rate': 2150, 'hours': 76, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime', 'rate': 3225},
                   {'kind': 'tips', 'name': 'Tips Reported', 'low': 21000, 'high': 48000}],
         deductions=us('IL State Income Tax', 0.0495)
         + [{'name': '401(k) Pre-Tax', 'section': 'Pre-tax deductions', 'rate': 0.03},
            {'name': 'Medical PPO', 'section': 'Pre-tax deductions', 'amount': 8860},
            {'name': 'Uniform Purchase', 'section': 'After-tax deductions', 'amount': 2500, 'until': 3}]),
]

SHEET = [
    dict(employer="Hollis & Daughters Auto Body", employer_address='2207 Route 9W, Kingston, NY 12401',
         employee="Patrick O'Shea", employee_address='41 Wurts St, Kingston, NY 12401',
         frequency='WEEKLY', anchor=D(2026, 1, 3), year=2026, index=11,
         earnings=[{'kind': 'hourly', 'name': 'Regular Hours', 'rate': 2600, 'hours': 40, 'vary': True},
                   {'kind': 'overtime', 'name': 'OT Hours', 'rate': 3900}],
         deductions=us('NY State Tax', 0.0485, [{'name': 'NY SDI', 'section': 'Taxes', 'amount': 60},
                                                {'name': 'NY PFL', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.00388}])
         + [{'name': 'Tool Advance', 'section': 'After-tax deductions', 'amount': 5000, 'until': 6}]),
    dict(employer='Prairie Sun Daycare', employer_address='615 E Main St, Norman, OK 73071',
         employee='Lê Thị Hoa', employee_address='1402 Classen Blvd, Apt 12, Norman, OK 73071',
         frequency='BIWEEKLY', anchor=D(2026, 1, 3), year=2026, index=6,
         earnings=[{'kind': 'hourly', 'name': 'Hours Worked', 'rate': 1575, 'hours': 72, 'vary': True}],
         deductions=us('OK State Tax', 0.0475)),
    dict(employer='McAllister Roofing Co.', employer_address='3390 Industrial Dr, Bozeman, MT 59715',
         employee='Jean-Baptiste Moreau', employee_address='88 Story Mill Rd, Bozeman, MT 59715',
         frequency='WEEKLY', anchor=D(2026, 1, 3), year=2026, index=20,
         earnings=[{'kind': 'hourly', 'name': 'Regular Hours', 'rate': 2875, 'hours': 40, 'vary': True},
                   {'kind': 'overtime', 'name': 'OT Hours', 'rate': 4313},
                   {'kind': 'every', 'name': 'Per Diem', 'every': 3, 'at': 1, 'amount': 9000}],
         deductions=us('MT State Tax', 0.059) + [{'name': 'Health Ins', 'section': 'Pre-tax deductions', 'amount': 6200}]),
    dict(employer='Three Rivers Bookkeeping', employer_address='150 Penn Ave, Pittsburgh, PA 15222',
         employee="Mary-Kate D'Angelo", employee_address='726 Liberty Ave, Apt 5, Pittsburgh, PA 15222',
         frequency='SEMI_MONTHLY', anchor=None, year=2026, index=7,
         earnings=[{'kind': 'salary', 'name': 'Salary', 'amount': 187500}],
         deductions=us('PA State Tax', 0.0307, [{'name': 'Local EIT', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.03},
                                                {'name': 'LST', 'section': 'Taxes', 'amount': 217}])
         + [{'name': 'SIMPLE IRA', 'section': 'Pre-tax deductions', 'rate': 0.03}]),
    dict(employer='Kowalczyk Family Farms', employer_address='N4120 County Rd K, Plover, WI 54467',
         employee='Tomasz Kowalczyk-Reyes', employee_address='1810 Post Rd, Plover, WI 54467',
         frequency='WEEKLY', anchor=D(2026, 1, 3), year=2026, index=8,
         earnings=[{'kind': 'hourly', 'name': 'Regular Hours', 'rate': 1900, 'hours': 45, 'vary': True}],
         deductions=us('WI State Tax', 0.053) + [{'name': 'Housing', 'section': 'After-tax deductions', 'amount': 7500}]),
]

UK = [
    dict(employer='Harrowgate & Finch Ltd', employer_address='Unit 4 Canal Wharf, Leeds, LS11 5PS',
         employee="Siobhán O'Callaghan", employee_address='17 Brudenell Mount, Leeds, LS6 1HT',
         frequency='MONTHLY', anchor=None, year=2026, index=2, tax_code='1257L', ni='QQ 12 34 56 C',
         earnings=[{'kind': 'salary', 'name': 'Basic Salary', 'amount': 265000}],
         deductions=[{'name': 'PAYE Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.1421},
                     {'name': 'National Insurance', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0612},
                     {'name': 'Pension (Employee)', 'section': 'Pre-tax deductions', 'rate': 0.05},
                     {'name': 'Student Loan Plan 2', 'section': 'After-tax deductions', 'tax': 'gross', 'rate': 0.0163}]),
    dict(employer='Penrhyn Coastal Care CIC', employer_address='Ty Gwyn, Stryd Fawr, Bangor, LL57 1PB',
         employee='Rhys ap Gruffydd', employee_address='3 Ffordd Garth, Bangor, LL57 2RT',
         frequency='WEEKLY', anchor=D(2026, 1, 3), year=2026, index=9, tax_code='C1257L', ni='QQ 65 43 21 A',
         earnings=[{'kind': 'hourly', 'name': 'Basic Hours', 'rate': 1244, 'hours': 37, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime x1.5', 'rate': 1866},
                   {'kind': 'every', 'name': 'Sleep-in Allowance', 'every': 2, 'at': 0, 'amount': 8500}],
         deductions=[{'name': 'PAYE Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.118},
                     {'name': 'National Insurance', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.052},
                     {'name': 'NEST Pension', 'section': 'Pre-tax deductions', 'rate': 0.05}]),
    dict(employer='Ashdown Quantity Surveyors LLP', employer_address='42 Gresham Street, London, EC2V 7AY',
         employee='Priya Nair-Whitfield', employee_address='Flat 9, 11 Cazenove Road, London, N16 6PA',
         frequency='MONTHLY', anchor=None, year=2025, index=10, tax_code='K475',
         ni='QQ 98 76 54 B',
         earnings=[{'kind': 'salary', 'name': 'Basic Salary', 'amount': 475000},
                   {'kind': 'every', 'name': 'London Weighting', 'every': 1, 'at': 0, 'amount': 29167},
                   {'kind': 'once', 'name': 'Bonus', 'at': 5, 'amount': 300000}],
         deductions=[{'name': 'PAYE Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.2213},
                     {'name': 'National Insurance', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0581},
                     {'name': 'Pension Salary Sacrifice', 'section': 'Pre-tax deductions', 'rate': 0.06},
                     {'name': 'Cycle to Work', 'section': 'Pre-tax deductions', 'amount': 4167, 'until': 8},
                     {'name': 'Season Ticket Loan', 'section': 'After-tax deductions', 'amount': 18500}]),
    dict(employer='Glenmorven Distillery Ltd', employer_address='Distillery Road, Tain, IV19 1PY',
         employee='Eilidh MacLeod', employee_address='6 Knockbreck Street, Tain, IV19 1BJ',
         frequency='MONTHLY', anchor=None, year=2026, index=4, tax_code='S1257L', ni='QQ 11 22 33 D',
         earnings=[{'kind': 'salary', 'name': 'Basic Salary', 'amount': 241667},
                   {'kind': 'overtime', 'name': 'Overtime', 'rate': 2250}],
         deductions=[{'name': 'PAYE Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.131},
                     {'name': 'National Insurance', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0598},
                     {'name': 'Pension (Employee)', 'section': 'Pre-tax deductions', 'rate': 0.04},
                     {'name': 'Union Subs', 'section': 'After-tax deductions', 'amount': 1450}]),
    dict(employer='Brightwell Primary Academy Trust', employer_address='Old School Lane, Ipswich, IP4 2BT',
         employee='Oluwaseun Bankole-Price', employee_address='24 Cauldwell Hall Road, Ipswich, IP4 4QE',
         frequency='MONTHLY', anchor=None, year=2026, index=5, tax_code='1257L', ni='QQ 44 55 66 C',
         earnings=[{'kind': 'salary', 'name': 'Basic Salary', 'amount': 318425}],
         deductions=[{'name': 'PAYE Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.1502},
                     {'name': 'National Insurance', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0633},
                     {'name': 'Teachers Pension', 'section': 'Pre-tax deductions', 'rate': 0.088},
                     {'name': 'Student Loan Plan 1', 'section': 'After-tax deductions', 'tax': 'gross', 'rate': 0.0212}]),
]


def ca(province, rate):
    return [{'name': 'Federal Income Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.1105},
            {'name': f'{province} Income Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': rate},
            {'name': 'CPP Contributions', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0595},
            {'name': 'EI Premiums', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0164}]


CANADA = [
    dict(employer='Northbrook Timber Products Ltd.', employer_address='1200 Mill Street, Thunder Bay, ON P7B 5E1',
         employee='Marie-Ève Côté-Lefebvre', employee_address='415 Red River Road, Thunder Bay, ON P7B 1E9',
         frequency='BIWEEKLY', anchor=D(2026, 1, 4), year=2026, index=7,
         earnings=[{'kind': 'hourly', 'name': 'Regular', 'rate': 3140, 'hours': 80, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime 1.5', 'rate': 4710},
                   {'kind': 'every', 'name': 'Vacation Pay 4%', 'every': 1, 'at': 0, 'amount': 10048}],
         deductions=ca('Ontario', 0.0505) + [{'name': 'Union Dues', 'section': 'After-tax deductions', 'amount': 3275},
                                             {'name': 'RRSP Group Plan', 'section': 'Pre-tax deductions', 'amount': 10000}]),
    dict(employer='Fraser Delta Dental Clinic Inc.', employer_address='6011 No. 3 Road, Suite 210, Richmond, BC V6Y 2B3',
         employee='Harpreet Kaur Sandhu', employee_address='8120 Granville Ave, Unit 17, Richmond, BC V6Y 1P3',
         frequency='SEMI_MONTHLY', anchor=None, year=2026, index=11,
         earnings=[{'kind': 'salary', 'name': 'Salary', 'amount': 283333}],
         deductions=ca('BC', 0.0506) + [{'name': 'Extended Health', 'section': 'After-tax deductions', 'amount': 6450},
                                        {'name': 'Parking', 'section': 'After-tax deductions', 'amount': 4000, 'until': 6}]),
    dict(employer='Prairie Grain Handlers Co-op', employer_address='300 - 2nd Avenue North, Saskatoon, SK S7K 2B5',
         employee="Liam O'Donnell-Bear", employee_address='1418 Avenue H South, Saskatoon, SK S7M 1X6',
         frequency='BIWEEKLY', anchor=D(2025, 12, 28), year=2026, index=3,
         earnings=[{'kind': 'hourly', 'name': 'Regular', 'rate': 2865, 'hours': 80, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime 1.5', 'rate': 4298},
                   {'kind': 'every', 'name': 'Stat Holiday', 'every': 13, 'at': 0, 'amount': 22920}],
         deductions=ca('Saskatchewan', 0.105) + [{'name': 'Group Life', 'section': 'After-tax deductions', 'amount': 1195}]),
    dict(employer='Maritime Ferry Services Ltd.', employer_address='20 Water Street, Charlottetown, PE C1A 1A2',
         employee='Aoife MacIsaac', employee_address='77 Grafton Street, Charlottetown, PE C1A 1K9',
         frequency='WEEKLY', anchor=D(2026, 1, 4), year=2026, index=16,
         earnings=[{'kind': 'hourly', 'name': 'Regular', 'rate': 2610, 'hours': 40, 'vary': True},
                   {'kind': 'overtime', 'name': 'Overtime 1.5', 'rate': 3915}],
         deductions=ca('PEI', 0.098) + [{'name': 'Pension Plan', 'section': 'Pre-tax deductions', 'rate': 0.045}]),
    dict(employer='Laurentian Software Studio Inc.', employer_address='1450 rue Peel, bureau 800, Montréal, QC H3A 1S8',
         employee='Jean-Philippe de Montigny', employee_address='3875 avenue Laval, app. 6, Montréal, QC H2W 2H9',
         frequency='BIWEEKLY', anchor=D(2026, 1, 4), year=2026, index=12,
         earnings=[{'kind': 'salary', 'name': 'Salary', 'amount': 361538}],
         deductions=[{'name': 'Federal Income Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.0925},
                     {'name': 'Quebec Income Tax', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.121},
                     {'name': 'QPP Contributions', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.063},
                     {'name': 'QPIP Premiums', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.00494},
                     {'name': 'EI Premiums', 'section': 'Taxes', 'tax': 'gross', 'rate': 0.0131},
                     {'name': 'RRSP Group Plan', 'section': 'Pre-tax deductions', 'rate': 0.05}]),
]

TWOUP = [
    dict(employer='Blue Heron Diner', employer_address='1701 Ocean Hwy, Wilmington, NC 28403',
         employee='Shaniqua Fairweather-Jones', employee_address='509 Orange St, Wilmington, NC 28401',
         frequency='WEEKLY', anchor=D(2026, 1, 3), year=2026, index=9,
         earnings=[{'kind': 'hourly', 'name': 'REG', 'rate': 1215, 'hours': 32, 'vary': True},
                   {'kind': 'overtime', 'name': 'OT', 'rate': 1823},
                   {'kind': 'tips', 'name': 'TIPS', 'low': 18000, 'high': 41000}],
         deductions=us('NC STATE', 0.0425)),
    dict(employer='Kessler Tool & Die Inc', employer_address='6600 E 14 Mile Rd, Warren, MI 48092',
         employee='Dmitri Volkov', employee_address='28115 Hoover Rd, Warren, MI 48093',
         frequency='BIWEEKLY', anchor=D(2026, 1, 4), year=2026, index=8,
         earnings=[{'kind': 'hourly', 'name': 'REG', 'rate': 3020, 'hours': 80, 'vary': True},
                   {'kind': 'overtime', 'name': 'OT', 'rate': 4530},
                   {'kind': 'every', 'name': 'ATTEND BONUS', 'every': 4, 'at': 3, 'amount': 15000}],
         deductions=us('MI STATE', 0.0425, [{'name': 'WARREN CITY', 'section': 'Taxes', 'tax': 'taxable', 'rate': 0.01}])
         + [{'name': '401K', 'section': 'Pre-tax deductions', 'rate': 0.04},
            {'name': 'MED', 'section': 'Pre-tax deductions', 'amount': 7340},
            {'name': 'UAW DUES', 'section': 'After-tax deductions', 'amount': 4460}]),
    dict(employer='St. Clair Veterinary Hospital', employer_address='410 Saint Clair Ave, Belleville, IL 62220',
         employee="Renée D'Souza", employee_address='92 Sunset Dr, Belleville, IL 62223',
         frequency='SEMI_MONTHLY', anchor=None, year=2026, index=13,
         earnings=[{'kind': 'salary', 'name': 'SALARY', 'amount': 218750}],
         deductions=us('IL STATE', 0.0495) + [{'name': 'MED', 'section': 'Pre-tax deductions', 'amount': 11200},
                                              {'name': 'CHILD SUPPORT', 'section': 'After-tax deductions', 'amount': 27700}]),
    dict(employer='Gulf Breeze Marine Supply', employer_address='12 Harbor Walk, Pensacola, FL 32502',
         employee='Héctor Ibarra-Montes', employee_address='4410 Bayou Blvd, Apt 210, Pensacola, FL 32503',
         frequency='WEEKLY', anchor=D(2026, 1, 3), year=2026, index=22,
         earnings=[{'kind': 'hourly', 'name': 'REG', 'rate': 1790, 'hours': 40, 'vary': True},
                   {'kind': 'overtime', 'name': 'OT', 'rate': 2685}],
         deductions=US_TAX + [{'name': 'UNIFORM', 'section': 'After-tax deductions', 'amount': 1200, 'until': 10}]),
    dict(employer='Old Dominion Print Works', employer_address='2300 W Broad St, Richmond, VA 23220',
         employee='Anne-Marie Lindqvist', employee_address='1015 Floyd Ave, Richmond, VA 23220',
         frequency='BIWEEKLY', anchor=D(2025, 12, 28), year=2026, index=15,
         earnings=[{'kind': 'hourly', 'name': 'REG', 'rate': 2245, 'hours': 80, 'vary': True},
                   {'kind': 'overtime', 'name': 'OT', 'rate': 3368},
                   {'kind': 'every', 'name': 'HOLIDAY', 'every': 6, 'at': 4, 'amount': 17960}],
         deductions=us('VA STATE', 0.0575) + [{'name': '401K', 'section': 'Pre-tax deductions', 'rate': 0.05},
                                              {'name': 'DENTAL', 'section': 'Pre-tax deductions', 'amount': 1480}]),
]

LAYOUTS = {'portal-statement': PORTAL, 'sheet-parens': SHEET, 'uk-payslip': UK, 'ca-tbl': CANADA, 'two-up-copy': TWOUP}


def specs():
    for layout, rows in LAYOUTS.items():
        for n, row in enumerate(rows, 1):
            yield layout, n, Spec(**row)
