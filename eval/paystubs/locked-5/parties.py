"""Invented employers and employees of the fifth locked split, and each stub's pay rules."""
from common import D

NZ_YEAR, IN_YEAR, CAL_YEAR = D(2025, 4, 1), D(2025, 4, 1), D(2026, 1, 1)

NZ_EMPLOYERS = [
    {'name': 'Tui Ridge Orchards Limited', 'address': '212 Te Mata Mangateretere Road, Havelock North 4130', 'ird': '112-845-903'},
    {'name': 'Harbourline Freight NZ Ltd', 'address': 'Level 2, 18 Fanshawe Street, Auckland Central, Auckland 1010', 'ird': '096-331-472'},
    {'name': 'Kereru Community Health Trust', 'address': 'PO Box 4417, Palmerston North 4442', 'ird': '127-560-118'},
]
STUBS = [
    # ---- nz-payslip
    dict(layout='nz-payslip', employer=NZ_EMPLOYERS[0], freq='WEEKLY', until=D(2026, 2, 11), year=NZ_YEAR, first=D(2025, 3, 31), lag=3,
         employee={'name': 'Mereana Te Huia-Walker', 'address': '7 Kowhai Crescent, Flaxmere, Hastings 4120', 'ird': '104-227-981', 'code': 'M', 'id': 'TRO0412'},
         rules=dict(freq='WEEKLY', rate=28.65, hours=40, night=0, ks=3, esct=0.175, fixed=[('Union Fees - E tu', 865, None)])),
    dict(layout='nz-payslip', employer=NZ_EMPLOYERS[1], freq='BIWEEKLY', until=D(2026, 3, 4), year=NZ_YEAR, first=D(2025, 3, 24), lag=10,
         employee={'name': 'Sione Fifita', 'address': 'Flat 3, 44 Otahuhu Road, Papatoetoe, Auckland 2025', 'ird': '118-604-335', 'code': 'M SL', 'id': 'HF-2291'},
         rules=dict(freq='BIWEEKLY', rate=34.10, hours=40, night=1850, ks=4, esct=0.175, student_loan=True,
                    fixed=[('Child Support', 6412, None), ('Uniform Repayment', 2500, D(2025, 9, 30))])),
    dict(layout='nz-payslip', employer=NZ_EMPLOYERS[2], freq='MONTHLY', until=D(2026, 1, 31), year=NZ_YEAR, first=None, lag=0,
         employee={'name': 'Dr Anjali Ramaswamy-Hart', 'address': '15B Ruahine Street, Terrace End, Palmerston North 4410', 'ird': '131-002-847', 'code': 'M', 'id': 'KC0077'},
         rules=dict(freq='MONTHLY', salary=96500, bonus=150000, ks=6, esct=0.30, fixed=[('Payroll Giving - Hospice', 2000, None)])),
    dict(layout='nz-payslip', employer=NZ_EMPLOYERS[1], freq='WEEKLY', until=D(2026, 3, 25), year=NZ_YEAR, first=D(2025, 3, 31), lag=9,
         employee={'name': 'Liam O’Driscoll-Tane', 'address': '3/21 Great North Road, Grey Lynn, Auckland 1021', 'ird': '125-773-640', 'code': 'M SL', 'id': 'HF-2407'},
         rules=dict(freq='WEEKLY', rate=31.40, hours=42.5, night=1850, ks=3, esct=0.175, student_loan=True, fixed=[])),
    dict(layout='nz-payslip', employer=NZ_EMPLOYERS[2], freq='BIWEEKLY', until=D(2026, 2, 18), year=NZ_YEAR, first=D(2025, 3, 24), lag=3,
         employee={'name': 'Hemi Paewai', 'address': '88 Featherston Street, Roslyn, Palmerston North 4414', 'ird': '109-318-552', 'code': 'M', 'id': 'KC0140'},
         rules=dict(freq='BIWEEKLY', rate=26.85, hours=37.5, night=0, ks=3, esct=0.105, fixed=[('Union Fees - PSA', 1296, None)])),
    # ---- in-salary-slip (monthly; the financial year from April)
    dict(layout='in-salary-slip', freq='MONTHLY', until=D(2026, 1, 31), year=IN_YEAR,
         employer={'name': 'Sahyadri Precision Castings Pvt. Ltd.', 'address': 'Plot 42, MIDC Bhosari, Pune, Maharashtra 411026', 'state': 'MH'},
         employee={'name': 'Pranav Deshmukh', 'address': 'Flat 304, Shivneri Apartments, Nigdi, Pune 411044', 'code': 'SPC1187', 'pan': 'AKXPD4471K', 'uan': '101893344571', 'desig': 'Senior Engineer - Quality', 'doj': '14-06-2019'},
         rules=dict(earnings=[('Basic', 52000), ('House Rent Allowance', 20800), ('Conveyance Allowance', 1600), ('Special Allowance', 31400)],
                    pt_feb300=True, lwf_months=(6, 12), lwf=25, bonus_month=9, bonus=60000, vpf=2000)),
    dict(layout='in-salary-slip', freq='MONTHLY', until=D(2026, 2, 28), year=IN_YEAR,
         employer={'name': 'Sahyadri Precision Castings Pvt. Ltd.', 'address': 'Plot 42, MIDC Bhosari, Pune, Maharashtra 411026', 'state': 'MH'},
         employee={'name': 'Sunita Kamble', 'address': 'Room 12, Laxmi Chawl, Dapodi, Pune 411012', 'code': 'SPC2043', 'pan': 'DRTPK8820M', 'uan': '101977120034', 'desig': 'Machine Operator', 'doj': '02-01-2023'},
         rules=dict(earnings=[('Basic', 11200), ('House Rent Allowance', 4480), ('Conveyance Allowance', 1600), ('Special Allowance', 1900)],
                    pt_feb300=True, lwf_months=(6, 12), lwf=12, ot_rate=140, advance=(1500, 6))),
    dict(layout='in-salary-slip', freq='MONTHLY', until=D(2026, 3, 31), year=IN_YEAR,
         employer={'name': 'Kaveri Analytics Private Limited', 'address': '5th Floor, Prestige Meridian, MG Road, Bengaluru, Karnataka 560001', 'state': 'KA'},
         employee={'name': 'Mohammed Irfan Shaikh', 'address': '221, 6th Cross, HSR Layout Sector 2, Bengaluru 560102', 'code': 'KA-00318', 'pan': 'BZKPS1187Q', 'uan': '100654781190', 'desig': 'Data Scientist II', 'doj': '01-08-2022'},
         rules=dict(earnings=[('Basic', 98000), ('House Rent Allowance', 49000), ('Conveyance Allowance', 1600), ('Special Allowance', 76400)],
                    pt_feb300=True, lwf_months=(12,), lwf=50, pf_cap=True, bonus_month=6, bonus=240000)),
    dict(layout='in-salary-slip', freq='MONTHLY', until=D(2025, 12, 31), year=IN_YEAR,
         employer={'name': 'Kaveri Analytics Private Limited', 'address': '5th Floor, Prestige Meridian, MG Road, Bengaluru, Karnataka 560001', 'state': 'KA'},
         employee={'name': 'Lakshmi Narayanan Iyer', 'address': 'No. 17, 2nd Main, Malleswaram, Bengaluru 560003', 'code': 'KA-00102', 'pan': 'AFGPI5530H', 'uan': '100322918806', 'desig': 'Engineering Manager', 'doj': '10-03-2017'},
         rules=dict(earnings=[('Basic', 140000), ('House Rent Allowance', 70000), ('Conveyance Allowance', 1600), ('Special Allowance', 121000)],
                    pt_feb300=True, lwf_months=(12,), lwf=50, pf_cap=True, vpf=10000)),
    dict(layout='in-salary-slip', freq='MONTHLY', until=D(2026, 3, 31), year=IN_YEAR,
         employer={'name': 'Sahyadri Precision Castings Pvt. Ltd.', 'address': 'Plot 42, MIDC Bhosari, Pune, Maharashtra 411026', 'state': 'MH'},
         employee={'name': 'Anil Bhausaheb Pawar', 'address': 'House 9, Sant Tukaram Nagar, Pimpri, Pune 411018', 'code': 'SPC1650', 'pan': 'CQHPP2209L', 'uan': '101455630918', 'desig': 'Shift Supervisor', 'doj': '21-11-2020'},
         rules=dict(earnings=[('Basic', 26000), ('House Rent Allowance', 10400), ('Conveyance Allowance', 1600), ('Special Allowance', 9800)],
                    pt_feb300=True, lwf_months=(6, 12), lwf=12, ot_rate=320, bonus_month=10, bonus=26000)),
]

IBEW = {'name': 'Calumet Power & Signal Contractors, Inc.', 'address': '2750 West 35th Street, Chicago, IL 60632', 'local': 'IBEW Local 134', 'fein': '36-4471902'}
IN_CO = {'name': 'Ironworks of Northwest Indiana LLC', 'address': '9001 Indianapolis Boulevard, Highland, IN 46322', 'local': 'Ironworkers Local 395', 'fein': '35-2288417'}
MN_CO = {'name': 'North Star Mechanical Services Co.', 'address': '1420 Energy Park Drive, Suite 200, St. Paul, MN 55108', 'local': 'Pipefitters Local 455', 'fein': '41-1830652'}
FRINGES_IL = [('Health & Welfare', 13.85), ('Pension', 9.40), ('Annuity', 7.25), ('JATC Training', 1.10), ('LMCC', 0.25)]
FRINGES_IN = [('Health & Welfare', 12.60), ('Pension', 10.15), ('Annuity', 5.00), ('Apprenticeship', 0.90)]
FRINGES_MN = [('Health & Welfare', 11.72), ('National Pension', 6.55), ('Local Pension', 9.80), ('Training Fund', 0.95)]
STUBS += [
    dict(layout='us-union', employer=IBEW, freq='WEEKLY', until=D(2026, 3, 13), year=CAL_YEAR, first=D(2025, 12, 29), lag=5,
         employee={'name': 'Dariusz Kowalczyk', 'address': '5418 South Kilbourn Avenue, Chicago, IL 60632', 'id': '004417', 'class': 'Journeyman Wireman', 'ssn': '6671'},
         rules=dict(freq='WEEKLY', rate=54.90, state='IL', married=True, k401=0.05, dues=0.035, vacation=3.00, pac=True,
                    jobs=[('24-117', 'Riverside Medical Center Tower B'), ('25-032', 'O\'Hare Terminal 5 Substation'), ('25-061', 'CPS Lindblom HS Retrofit')], fringes=FRINGES_IL)),
    dict(layout='us-union', employer=IBEW, freq='WEEKLY', until=D(2026, 2, 20), year=CAL_YEAR, first=D(2025, 12, 29), lag=5,
         employee={'name': 'Keisha M. Holloway', 'address': '1121 East 81st Place, Apt 2, Chicago, IL 60619', 'id': '004988', 'class': 'Foreman', 'ssn': '2290'},
         rules=dict(freq='WEEKLY', rate=60.39, state='IL', married=False, k401=0.08, dues=0.035, vacation=3.00, pac=False,
                    jobs=[('24-117', 'Riverside Medical Center Tower B'), ('25-044', 'Metra Western Ave Signal Upgrade')], fringes=FRINGES_IL,
                    garnish=(4000, 4))),
    dict(layout='us-union', employer=IN_CO, freq='BIWEEKLY', until=D(2026, 4, 3), year=CAL_YEAR, first=D(2025, 12, 15), lag=5,
         employee={'name': 'Tomás Villarreal', 'address': '6620 Kennedy Avenue, Hammond, IN 46323', 'id': 'NW-1182', 'class': 'Structural Ironworker', 'ssn': '5034'},
         rules=dict(freq='BIWEEKLY', rate=44.75, state='IN', married=True, k401=0.0, dues=0.04, vacation=2.25, pac=True, zone=18,
                    jobs=[('IW-3307', 'Cline Ave Bridge Deck'), ('IW-3312', 'BP Whiting Unit 12 Turnaround')], fringes=FRINGES_IN)),
    dict(layout='us-union', employer=MN_CO, freq='WEEKLY', until=D(2026, 4, 10), year=CAL_YEAR, first=D(2025, 12, 29), lag=5,
         employee={'name': 'Brandon Lee Thorsen', 'address': '2218 Nevada Avenue East, Maplewood, MN 55119', 'id': 'NSM-0619', 'class': 'Journeyman Pipefitter', 'ssn': '8812'},
         rules=dict(freq='WEEKLY', rate=51.33, state='MN', married=False, k401=0.04, dues=0.03, vacation=4.10, pac=False,
                    jobs=[('M-2604', 'Regions Hospital Chiller Plant'), ('M-2611', '3M Building 236 Steam Loop'), ('M-2598', 'Allianz Field Service Call')], fringes=FRINGES_MN)),
    dict(layout='us-union', employer=MN_CO, freq='BIWEEKLY', until=D(2026, 3, 6), year=CAL_YEAR, first=D(2025, 12, 15), lag=5,
         employee={'name': 'Abdirahman Warsame', 'address': '1916 Riverside Avenue, Unit 5, Minneapolis, MN 55454', 'id': 'NSM-0733', 'class': 'Apprentice Pipefitter - 3rd Yr', 'ssn': '4471'},
         rules=dict(freq='BIWEEKLY', rate=33.36, state='MN', married=False, k401=0.03, dues=0.03, vacation=2.60, pac=True,
                    jobs=[('M-2604', 'Regions Hospital Chiller Plant'), ('M-2598', 'Allianz Field Service Call')], fringes=FRINGES_MN)),
]

QC_A = {'name': 'Boulangerie Saint-Roch inc.', 'address': '455, rue Saint-Joseph Est, Québec (Québec) G1K 3B6', 'neq': '1168842205'}
QC_B = {'name': 'Les Entreprises Gatineau-Nord ltée', 'address': '1200, boulevard Maloney Ouest, Gatineau (Québec) J8T 6H1', 'neq': '1145570981'}
QC_C = {'name': 'Clinique vétérinaire des Laurentides S.E.N.C.', 'address': '88, rue de Villemure, Saint-Jérôme (Québec) J7Z 5J1', 'neq': '3372619904'}
STUBS += [
    dict(layout='qc-paystub', employer=QC_A, freq='WEEKLY', until=D(2026, 3, 12), year=CAL_YEAR, first=D(2025, 12, 28), lag=4,
         employee={'name': 'Émilie Tremblay-Gagnon', 'address': '32, rue des Franciscains, Québec (Québec) G1R 1P4', 'id': 'BSR-0142'},
         rules=dict(freq='WEEKLY', rate=21.75, hours=37.5, dues=0.0135, insurance=1862)),
    dict(layout='qc-paystub', employer=QC_B, freq='BIWEEKLY', until=D(2026, 2, 26), year=CAL_YEAR, first=D(2025, 12, 21), lag=4,
         employee={'name': 'Jean-François Côté', 'address': '17, rue Jacques-Cartier, app. 4, Gatineau (Québec) J8T 2W3', 'id': 'EGN-2210'},
         rules=dict(freq='BIWEEKLY', salary=71800, rrsp=0.04, ftq=2500, insurance=4410, advance=(10000, 3))),
    dict(layout='qc-paystub', employer=QC_C, freq='SEMI_MONTHLY', until=D(2026, 3, 31), year=CAL_YEAR,
         employee={'name': 'Nadia Benali', 'address': '2140, boulevard du Curé-Labelle, Saint-Jérôme (Québec) J7Y 1S5', 'id': 'CVL-07'},
         rules=dict(freq='SEMI_MONTHLY', salary=84500, rrsp=0.05, insurance=5275, vacation_at=1, vacation_pay=120000)),
    dict(layout='qc-paystub', employer=QC_A, freq='WEEKLY', until=D(2026, 4, 2), year=CAL_YEAR, first=D(2025, 12, 28), lag=4,
         employee={'name': 'Mamadou Diallo', 'address': '710, 3e Avenue, Québec (Québec) G1L 2W5', 'id': 'BSR-0188'},
         rules=dict(freq='WEEKLY', rate=19.90, hours=40, dues=0.0135, insurance=1862, ftq=1500)),
    dict(layout='qc-paystub', employer=QC_B, freq='BIWEEKLY', until=D(2026, 4, 9), year=CAL_YEAR, first=D(2025, 12, 21), lag=4,
         employee={'name': 'Sophie Lavoie-Bérubé', 'address': '55, rue Laurier, Gatineau (Québec) J8X 4E9', 'id': 'EGN-1985'},
         rules=dict(freq='BIWEEKLY', rate=27.40, hours=80, dues=0.016, insurance=3015)),
]

OH = {'name': 'Olentangy Ridge City School District', 'address': '4150 Glenmont Avenue, Westerville, OH 43081', 'short': 'ORCSD'}
TX = {'name': 'Brazos Bend Independent School District', 'address': '1801 FM 2218 Road, Rosenberg, TX 77471', 'short': 'BBISD'}
CA = {'name': 'Sierra Foothill Unified School District', 'address': '720 Pleasant Valley Road, Diamond Springs, CA 95619', 'short': 'SFUSD'}
OH_LOCAL = [('Ohio State Tax', 0.0275, 26050), ('School District Tax - Olentangy Ridge', 0.0175, 0), ('City Tax - Westerville', 0.02, 0)]
CA_LOCAL = [('California State Tax', 0.045, 5706)]
STUBS += [
    dict(layout='us-teacher', employer=OH, freq='SEMI_MONTHLY', until=D(2026, 3, 13), year=CAL_YEAR,
         employee={'name': 'Rebecca Anne Schoenfeld', 'address': '611 Hiawatha Avenue, Westerville, OH 43081', 'id': '100482', 'position': 'Teacher - Grade 4, Step 9 MA'},
         rules=dict(freq='SEMI_MONTHLY', salary=78640, extra=36.50, married=True, retire=('STRS Retirement', 0.14, 0.14),
                    local=OH_LOCAL, pre=[('Medical - Anthem PPO', 18540), ('Dental', 1862), ('Vision', 412), ('403(b) Deferral', 15000), ('Dependent Care FSA', 20833)],
                    post=[('Union Dues - OEA/NEA', 4725, None), ('Supplemental Life', 1150, None), ('Credit Union Savings', 5000, None), ('United Way', 500, None),
                          ('Long-Term Disability', 1388, None), ('Fund for Children & Public Education', 500, (1, 2))],
                    board_medical=96200, stipend=('Coaching Stipend - Girls Basketball', 4200, (1, 2)))),
    dict(layout='us-teacher', employer=OH, freq='MONTHLY', until=D(2026, 2, 27), year=CAL_YEAR,
         employee={'name': 'Marcus D. Whitfield', 'address': '1034 Collingwood Drive, Columbus, OH 43229', 'id': '100917', 'position': 'Intervention Specialist, Step 4 BA'},
         rules=dict(freq='MONTHLY', salary=56210, extra=36.50, married=False, retire=('STRS Retirement', 0.14, 0.14),
                    local=OH_LOCAL, pre=[('Medical - Anthem PPO', 21310), ('Dental', 3724), ('457(b) Deferral', 10000)],
                    post=[('Union Dues - OEA/NEA', 9450, None), ('Supplemental Life', 2300, None), ('Long-Term Disability', 2776, None),
                          ('Parking Permit', 2500, (1,)), ('Credit Union Loan', 18500, None)],
                    board_medical=140600)),
    dict(layout='us-teacher', employer=TX, freq='SEMI_MONTHLY', until=D(2026, 4, 15), year=CAL_YEAR,
         employee={'name': 'Guadalupe R. Castañeda', 'address': '2207 Avenue H, Rosenberg, TX 77471', 'id': 'T-20311', 'position': 'Bilingual Teacher - Grade 2'},
         rules=dict(freq='SEMI_MONTHLY', salary=64300, extra=30.00, married=True, retire=('TRS Retirement', 0.0825, 0.0825), local=[],
                    pre=[('TRS-ActiveCare Primary+', 9150), ('Dental', 1480), ('Vision', 388), ('403(b) Deferral', 7500), ('Cancer Policy', 1320)],
                    post=[('Union Dues - Texas AFT', 2630, None), ('Term Life', 940, None), ('Accident Policy', 1075, None),
                          ('Credit Union Savings', 2500, None), ('Teacher Supply Fund', 1000, (1, 2, 3)), ('Campus Spirit Shirt', 1800, (2,))],
                    board_medical=37500, stipend=('Bilingual Stipend', 4000, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)))),
    dict(layout='us-teacher', employer=CA, freq='MONTHLY', until=D(2026, 3, 31), year=CAL_YEAR,
         employee={'name': 'Hannah Yoshida-Park', 'address': '4471 Missouri Flat Road, Apt 12, Placerville, CA 95667', 'id': 'E05521', 'position': 'Teacher - High School Science, Class IV Step 7'},
         rules=dict(freq='MONTHLY', salary=88920, extra=42.00, married=False, retire=('CalSTRS Retirement', 0.10205, 0.1910),
                    local=CA_LOCAL, pre=[('Medical - Kaiser HMO', 24800), ('Dental - Delta', 4410), ('Vision - VSP', 1120), ('403(b) Deferral', 40000), ('457(b) Deferral', 25000)],
                    post=[('Union Dues - CTA/NEA', 11875, None), ('Voluntary Life', 1840, None), ('Disability - CTA VIP', 3610, None),
                          ('Charitable Giving', 1500, None), ('SchoolsFirst Loan', 21200, None), ('Parking', 3000, (1, 2))],
                    board_medical=120000, stipend=('Department Chair Stipend', 3000, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)))),
    dict(layout='us-teacher', employer=TX, freq='MONTHLY', until=D(2026, 4, 30), year=CAL_YEAR,
         employee={'name': 'Darnell Okafor', 'address': '5102 Oak Meadow Lane, Richmond, TX 77469', 'id': 'T-18842', 'position': 'Teacher - Middle School Math, 12-month option'},
         rules=dict(freq='MONTHLY', salary=61800, extra=30.00, married=True, retire=('TRS Retirement', 0.0825, 0.0825), local=[],
                    pre=[('TRS-ActiveCare HD', 16430), ('Dental', 2960), ('Vision', 776), ('457(b) Deferral', 20000)],
                    post=[('Union Dues - ATPE', 2400, None), ('Term Life', 1880, None), ('Hospital Indemnity', 2215, None),
                          ('Credit Union Savings', 10000, None), ('Charitable Giving', 1000, None), ('Uniform / Lanyard', 1200, (1,))],
                    board_medical=75000)),
]
for s in STUBS:
    s.setdefault('first', None)
    s.setdefault('lag', 0)
counts = {}
for s in STUBS:
    counts[s['layout']] = counts.get(s['layout'], 0) + 1
    s['name'] = f"{s['layout']}-{counts[s['layout']]}"
