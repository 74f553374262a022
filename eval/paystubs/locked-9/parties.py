"""The invented employers and employees of the ninth locked split, and each stub's pay rules."""
from common import AFTER, PRE, D

CA_LABELS = {'salary': 'Regular Salary', 'rrsp': 'Group RRSP', 'federal': 'Federal Income Tax',
             'cpp': 'CPP Contributions', 'ei': 'EI Premiums'}


def ca(n, freq, until, first_end, lag, employer, employee, rules):
    labels = dict(CA_LABELS, provincial={'ON': 'Ontario Income Tax', 'BC': 'B.C. Income Tax', 'AB': 'Alberta Income Tax'}[rules['province']])
    return dict(name=f'ca-paystub-{n}', layout='ca-paystub', freq=freq, year=D(2026, 1, 1), until=until, first_end=first_end,
                lag=lag, employer=employer, employee=employee, rules=dict(rules, freq=freq, labels=labels))


CA = [
    ca(1, 'BIWEEKLY', D(2026, 3, 13), D(2026, 1, 3), 6,
       dict(name='Lakeshore Freight Systems Inc.', address='2150 Wharfside Road, Mississauga, ON L5J 4K9',
            business_no='84721 3396 RP0001', department='Dispatch & Planning'),
       dict(name='Priya Raghunathan', address='41 Wrenfield Crescent, Brampton, ON L6Z 3K8', id='LFS-20417',
            sin='417', claim=1, account='4471', title='Senior Load Planner'),
       dict(province='ON', salary=71500, std_hours=75, rrsp_pct=4, rrsp_match=2,
            after=[('Health & Dental', AFTER, 3812, 0, None), ('Social Committee', AFTER, 500, 0, None),
                   ('Parking', AFTER, 4500, 0, 2)])),
    ca(2, 'BIWEEKLY', D(2026, 2, 27), D(2026, 1, 10), 6,
       dict(name='Fraserview Millwork Ltd.', address='7720 Riverbend Way, Delta, BC V4G 1B6',
            business_no='77310 5582 RP0002', department='Finishing Shop'),
       dict(name='Daniel Tremblay-Okafor', address='Unit 12, 3340 Kingsway Terrace, Burnaby, BC V5H 2Y4', id='0388',
            sin='902', claim=1, account='0931', title='Cabinet Finisher'),
       dict(province='BC', rate=31.40, hours=80, vacation_pct=4, union=2875, stat_days=[D(2026, 1, 1), D(2026, 2, 16)],
            after=[('Group Benefits', AFTER, 2640, 0, None), ('Tool Purchase', AFTER, 6000, 0, 1),
                   ('United Way', AFTER, 1000, 0, None)])),
    ca(3, 'SEMI_MONTHLY', D(2026, 3, 13), None, 0,
       dict(name='Bow Valley Geoservices Corp.', address='Suite 900, 615 Ninth Avenue SW, Calgary, AB T2P 3C4',
            business_no='80264 1177 RP0001', department='Reservoir Engineering'),
       dict(name='Marc-André Gauthier', address='118 Cougar Ridge Heights SW, Calgary, AB T3H 5R2', id='E-5512',
            sin='266', claim=1, account='7706', title='Reservoir Engineer II'),
       dict(province='AB', salary=118000, std_hours=86.67, rrsp_pct=5, rrsp_match=5,
            extras=[('Annual Bonus', 612500, [3])],
            after=[('Health Spending Top-Up', AFTER, 2000, 0, None), ('Optional Life', AFTER, 1485, 0, None),
                   ('Fitness Membership', AFTER, 3250, 0, 2)])),
    ca(4, 'WEEKLY', D(2026, 2, 20), D(2026, 1, 3), 6,
       dict(name='Grand River Poultry Processors Ltd.', address='455 Industrial Parkway North, Cambridge, ON N3H 4R7',
            business_no='71958 0048 RP0001', department='Sanitation - Night'),
       dict(name="Siobhan O'Reilly-Mensah", address='77 Birchcliff Avenue, Kitchener, ON N2M 3J5', id='19-6624',
            sin='538', claim=1, account='2210', title='Sanitation Lead'),
       dict(province='ON', rate=24.85, hours=40, vacation_pct=4, union=1450, stat_days=[D(2026, 1, 1), D(2026, 2, 16)],
            extras=[('Night Shift Premium', 4800, [0, 1, 2, 3, 4, 5, 6, 7])],
            after=[('Safety Boots', AFTER, 2500, 2, 5), ('Cafeteria', AFTER, 1875, 0, None)])),
    ca(5, 'SEMI_MONTHLY', D(2026, 2, 27), None, 0,
       dict(name='Okanagan Orchard Credit Union', address='3120 Lakeshore Road, Kelowna, BC V1W 3S9',
            business_no='86640 2210 RP0001', department='Member Services'),
       dict(name='Hana Yoshida', address='5-2280 Pandosy Street, Kelowna, BC V1Y 1T3', id='OOCU-1193',
            sin='775', claim=1, account='1193', title='Member Service Representative'),
       dict(province='BC', salary=52800, std_hours=81.25, rrsp_pct=3, rrsp_match=3,
            after=[('Extended Health', AFTER, 2215, 0, None), ('CU Share Purchase', AFTER, 2500, 0, None),
                   ('Staff Loan Repayment', AFTER, 15000, 0, None)])),
]




def my(n, until, employer, employee, rules):
    return dict(name=f'my-payslip-{n}', layout='my-payslip', freq='MONTHLY', year=D(2026, 1, 1), until=until, first_end=None,
                lag=0, employer=employer, employee=employee, rules=dict(rules, freq='MONTHLY'))


MY = [
    my(1, D(2026, 3, 31),
       dict(name='Sinaran Precision Components Sdn. Bhd.', reg='201501027731 (1152290-W)',
            address='Lot 18, Jalan Perindustrian Bukit Minyak 7, Kawasan Perindustrian Bukit Minyak, 14100 Simpang Ampat, Pulau Pinang',
            epf_no='019882731', socso_no='B3500219874Z'),
       dict(name='Tan Wei Ming', address='23, Lorong Delima 6, Island Glades, 11700 Gelugor, Pulau Pinang',
            ic='880614-07-5521', id='SPC-0412', title='Process Engineer', dept='Kejuruteraan / Engineering',
            epf='17736251', tax='SG 21987654320', bank='Maybank 1570 **** 8842'),
       dict(basic=6800, allowances=[('Elaun Perjalanan / Travel Allowance', 300)], relief=8000,
            after=[('Koperasi Sinaran', AFTER, 10000, 0, None)])),
    my(2, D(2026, 2, 28),
       dict(name='Permata Logistik Sdn. Bhd.', reg='200801012245 (813377-P)',
            address='No. 5, Jalan Sungai Chandong 14, Pulau Indah Industrial Park, 42920 Pelabuhan Klang, Selangor',
            epf_no='020114456', socso_no='E5100432291K'),
       dict(name='Nurul Aisyah binti Kamarudin', address='No. 41, Jalan Bayu 2/3, Taman Sri Andalas, 41200 Klang, Selangor',
            ic='970302-10-6284', id='PL-2291', title='Kerani Akaun / Accounts Clerk', dept='Kewangan / Finance',
            epf='21550874', tax='SG 10559812030', bank='Bank Islam 1201 **** 4417'),
       dict(basic=2850, allowances=[('Elaun Makan / Meal Allowance', 150), ('Elaun Kehadiran / Attendance Allowance', 100)],
            overtime=True, zakat=3500, after=[('Pendahuluan Gaji / Salary Advance', AFTER, 30000, 0, 0)])),
    my(3, D(2026, 3, 31),
       dict(name='Kinta Valley Plastics Manufacturing Sdn. Bhd.', reg='199601033418 (405521-D)',
            address='Plot 72, Kawasan Perindustrian Jelapang II, 30020 Ipoh, Perak', epf_no='011675520', socso_no='A7700321459M'),
       dict(name='Rajesh a/l Subramaniam', address='No. 9, Laluan Klebang Jaya 4, Taman Klebang Jaya, 31200 Chemor, Perak',
            ic='850917-08-6033', id='KVP-0158', title='Juruteknik Kanan / Senior Technician', dept='Pengeluaran / Production',
            epf='13390265', tax='SG 20433187090', bank='CIMB 8008 **** 2196'),
       dict(basic=3900, allowances=[('Elaun Syif / Shift Allowance', 250)], overtime=True, relief=6000,
            after=[('Pinjaman Kakitangan / Staff Loan', AFTER, 25000, 0, None), ('Kelab Sukan / Sports Club', AFTER, 1000, 0, None)])),
    my(4, D(2026, 2, 28),
       dict(name='Awan Biru Digital Solutions Sdn. Bhd.', reg='201901040771 (1349980-A)',
            address='Level 21, Menara Cendana, Jalan Kerinchi, Bangsar South, 59200 Kuala Lumpur',
            epf_no='023300918', socso_no='C2200987160J'),
       dict(name='Lim Mei Ling', address='A-15-3, Residensi Seri Hartamas, Jalan Sri Hartamas 8, 50480 Kuala Lumpur',
            ic='830421-14-5780', id='ABD-0007', title='Head of Product', dept='Produk / Product',
            epf='10927744', tax='SG 11873425010', bank='Public Bank 3176 **** 0551'),
       dict(basic=11500, allowances=[('Elaun Telefon / Phone Allowance', 200)], epf_rate=13, relief=10000,
            extras=[('Bonus Prestasi / Performance Bonus', 1150000, [1])],
            after=[('Insurans Kumpulan / Group Insurance Top-up', AFTER, 4500, 0, None)])),
    my(5, D(2026, 3, 31),
       dict(name='Teratai Home Appliances Sdn. Bhd.', reg='201201019902 (1004876-U)',
            address='No. 8, Jalan Padu, Tampoi Industrial Estate, 80350 Johor Bahru, Johor', epf_no='017445210', socso_no='J6600117822T'),
       dict(name='Muhammad Hafiz bin Rosli', address='No. 27, Jalan Mutiara 11/4, Taman Mutiara Rini, 81300 Skudai, Johor',
            ic='920806-01-6417', id='THA-0630', title='Eksekutif Jualan / Sales Executive', dept='Jualan / Sales',
            epf='19921034', tax='SG 22106738040', bank='RHB 1140 **** 7723'),
       dict(basic=3200, allowances=[('Elaun Kenderaan / Car Allowance', 400)], zakat=5000,
            extras=[('Komisen / Commission', 148750, [0]), ('Komisen / Commission', 96320, [1]), ('Komisen / Commission', 131045, [2])],
            after=[('Tabung Haji', AFTER, 10000, 0, None)])),
]



US_LABELS = {'401k': '401(k) Pre-Tax', 'fit': 'Federal Income Tax', 'ss': 'Social Security', 'medicare': 'Medicare'}
KEYSTONE = dict(name='Keystone Co-Employment Partners, Inc.', address='1800 Market Plaza, Suite 400, Dallas, TX 75201', fein='75-3318042')
MERIDIAN = dict(name='Meridian Workforce Alliance PEO, LLC', address='600 Corporate Woods Drive, Suite 210, Overland Park, KS 66210', fein='48-1277390')


def peo(n, freq, until, first_end, lag, employer, employee, rules):
    labels = dict(US_LABELS, sit=f'{rules["state"]} State Income Tax')
    return dict(name=f'us-peo-{n}', layout='us-peo', freq=freq, year=D(2026, 1, 1), until=until, first_end=first_end, lag=lag,
                employer=employer, employee=employee, rules=dict(rules, freq=freq, labels=labels))


PEO = [
    peo(1, 'BIWEEKLY', D(2026, 3, 13), D(2026, 1, 3), 6,
        dict(name='Tidewater Analytics, Inc.', address='4250 Executive Square, Suite 700, La Jolla, CA 92037', peo=KEYSTONE, client='TWA-1182'),
        dict(name='Alejandra Ruiz-Whitfield', address='3871 Mission Cliffs Drive, Apt 214, San Diego, CA 92116', id='100734',
             ssn='6618', title='Data Scientist II', account='Checking ****5521'),
        dict(state='CA', filing='Single', salary=104000, std_hours=80, k401_pct=6, match_pct=4,
             sec125=[('Medical - Sec 125', 9840), ('Dental - Sec 125', 1215), ('Vision - Sec 125', 388)],
             after=[('Supplemental Life', AFTER, 642, 0, None), ('Roth 401(k)', AFTER, 5000, 0, None)],
             employer=[('Medical - Employer Paid', 31275), ('Dental - Employer Paid', 2835)])),
    peo(2, 'WEEKLY', D(2026, 2, 27), D(2026, 1, 4), 5,
        dict(name='Lone Star Mechanical Services LLC', address='9910 Hempstead Highway, Houston, TX 77092', peo=KEYSTONE, client='LSM-0417'),
        dict(name='Darnell T. Washington', address='14523 Cypress Bend Lane, Cypress, TX 77429', id='100291',
             ssn='3057', title='HVAC Service Technician', account='Checking ****0917'),
        dict(state='TX', filing='Married', rate=33.75, hours=40, k401_pct=4, match_pct=3,
             sec125=[('Medical - Sec 125', 6115), ('Dental - Sec 125', 742)],
             extras=[('Tool Allowance', 2500, list(range(0, 20))), ('On-Call Stipend', 15000, [2, 5, 8])],
             after=[('Child Support', AFTER, 18462, 0, None), ('401(k) Loan Repayment', AFTER, 4233, 0, None),
                    ('Uniform Rental', AFTER, 1150, 0, 3)],
             employer=[('Medical - Employer Paid', 14870)])),
    peo(3, 'SEMI_MONTHLY', D(2026, 3, 13), None, 0,
        dict(name='Hudson & Vine Creative Group LLC', address='55 Washington Street, Suite 612, Brooklyn, NY 11201', peo=MERIDIAN, client='HVC-2290'),
        dict(name='Mei-Xing Caldwell', address='271 Prospect Park West, Apt 3R, Brooklyn, NY 11215', id='38820',
             ssn='9142', title='Senior Art Director', account='Checking ****3380'),
        dict(state='NY', filing='Single', salary=128000, std_hours=86.67, k401_pct=8, match_pct=4, extra_fit=25,
             sec125=[('Medical - Sec 125', 14410), ('Vision - Sec 125', 455), ('Commuter Transit', 6500)],
             after=[('Roth 401(k)', AFTER, 10000, 0, None), ('Pet Insurance', AFTER, 2895, 0, None)],
             employer=[('Medical - Employer Paid', 42330)])),
    peo(4, 'BIWEEKLY', D(2026, 2, 20), D(2026, 1, 10), 6,
        dict(name='Front Range Veterinary Partners, PLLC', address='2601 South College Avenue, Fort Collins, CO 80525', peo=MERIDIAN, client='FRV-0075'),
        dict(name='Kristen Albrecht', address='1432 Wildrose Court, Loveland, CO 80538', id='38114',
             ssn='2290', title='Veterinary Technician', account='Checking ****7762'),
        dict(state='CO', filing='Married', rate=27.40, hours=80, k401_pct=5, match_pct=5,
             sec125=[('Medical - Sec 125', 13890), ('Dental - Sec 125', 1604), ('HSA - Employee', 7500)],
             extras=[('Holiday', 21920, [0]), ('Retention Bonus', 35000, [2])],
             after=[('Pet Care Discount Plan', AFTER, 1500, 0, None), ('Accident Insurance', AFTER, 811, 0, None)],
             employer=[('Medical - Employer Paid', 27100), ('HSA - Employer', 3846)])),
    peo(5, 'SEMI_MONTHLY', D(2026, 2, 27), None, 0,
        dict(name='Puget Sound Robotics Corp.', address='1120 Dock Street, Tacoma, WA 98402', peo=KEYSTONE, client='PSR-3316'),
        dict(name='Oluwaseun Adeyemi-Park', address='5208 North 46th Street, Ruston, WA 98407', id='100512',
             ssn='4471', title='Controls Engineer', account='Checking ****2276'),
        dict(state='WA', filing='Single', salary=97500, std_hours=86.67, k401_pct=7, match_pct=4,
             sec125=[('Medical - Sec 125', 8720), ('Dental - Sec 125', 1100)],
             after=[('Employee Stock Purchase', AFTER, 20313, 0, None), ('United Way', AFTER, 1000, 0, 2)],
             employer=[('Medical - Employer Paid', 38400), ('Life & AD&D - Employer Paid', 1250)])),
]



def uk(n, freq, until, first_end, lag, employer, employee, rules):
    return dict(name=f'uk-payslip-{n}', layout='uk-payslip', freq=freq, year=D(2025, 4, 6), until=until, first_end=first_end, lag=lag,
                employer=employer, employee=employee, rules=dict(rules, freq=freq))


UKP = [
    uk(1, 'MONTHLY', D(2026, 2, 27), None, 0,
       dict(name='Harrowgate Clinical Supplies Ltd', address='Unit 7, Kestrel Court, Thorp Arch Estate, Wetherby, LS23 7FN', paye_ref='120/HB48213'),
       dict(name='Rebecca Ashworth-Lyle', address='14 Moorland View, Headingley, Leeds, LS6 3DQ', id='HCS0219', ni='JT 48 21 93 B',
            dept='Quality Assurance', bank='****6612'),
       dict(salary=38500, tax_code='1257L', pension_label='Pension (Net Pay)', pension_pct=5, employer_pct=3, loans=['Plan 2'],
            after=[('Union Subs - Unite', AFTER, 1420, 0, None), ('Sports & Social Club', AFTER, 300, 0, None)])),
    uk(2, 'WEEKLY', D(2026, 3, 13), D(2025, 4, 6), 5,
       dict(name='Severnside Bakeries Limited', address='Avonmouth Way West, Avonmouth, Bristol, BS11 9HX', paye_ref='475/SB20931'),
       dict(name='Tomasz Wiśniewski', address='Flat 3, 88 Gloucester Road, Horfield, Bristol, BS7 8BN', id='004417', ni='SN 73 05 61 A',
            dept='Dough Line B', bank='****2038'),
       dict(rate=12.85, hours=37.5, tax_code='1257L', pension_label='Pension (Relief at Source)', pension_pct=4, pension_net_pay=False,
            employer_pct=3, loans=['Plan 1'], extras=[('Night Premium', 2625, list(range(30, 60)))],
            after=[('Canteen', AFTER, 850, 0, None), ('PPE Boots', AFTER, 1200, 44, 46)])),
    uk(3, 'MONTHLY', D(2026, 3, 31), None, 0,
       dict(name='Calder & Voss Architects LLP', address='3rd Floor, 21 Brazennose Street, Manchester, M2 5BR', paye_ref='961/CA77102'),
       dict(name='Oliver Nakamura-Grant', address='9 Albemarle Road, Chorlton, Manchester, M21 0HB', id='CV-0088', ni='PL 19 82 44 D',
            dept='Design Studio', bank='****7740'),
       dict(salary=62000, tax_code='1257L', pension_label='Pension (Net Pay)', pension_pct=6, employer_pct=6, giving=2500,
            loans=['Plan 2', 'Postgraduate Loan'], extras=[('Project Bonus', 250000, [8])],
            after=[('Cycle Scheme Repayment', AFTER, 4167, 0, 11), ('Private Medical (Benefit Top-Up)', AFTER, 1895, 0, None)])),
    uk(4, 'BIWEEKLY', D(2026, 2, 20), D(2025, 4, 13), 5,
       dict(name='Northfleet Parcel Hub Ltd', address='Crossways Business Park, 4 Galleon Boulevard, Dartford, DA2 6QE', paye_ref='083/NP51660'),
       dict(name='Adaeze Okonkwo', address='52 Lennox Avenue, Gravesend, DA11 0QS', id='NPH-3391', ni='WK 62 13 07 C',
            dept='Inbound - Shift 2', bank='****5589'),
       dict(rate=14.60, hours=75, tax_code='1100L', pension_label='Workplace Pension', pension_pct=5, employer_pct=3, loans=['Plan 4'],
            after=[('Salary Advance Recovery', AFTER, 10000, 18, 20), ('Locker Deposit', AFTER, 500, 0, 0)])),
    uk(5, 'MONTHLY', D(2026, 1, 30), None, 0,
       dict(name='The Wessex Dairy Co-operative Society Limited', address='Mill Lane, Sturminster Newton, Dorset, DT10 1AR', paye_ref='591/WD03348'),
       dict(name='Gareth Pryce-Evans', address='Rose Cottage, 2 Church Row, Hinton St Mary, Sturminster Newton, DT10 1NA', id='WD1145', ni='NH 28 40 17 A',
            dept='Milk Intake', bank='****0321'),
       dict(salary=29000, salary_label='Monthly Salary', tax_code='1383L', pension_label='Pension (Net Pay)', pension_pct=5, employer_pct=4,
            extras=[('Overtime (Harvest)', 38540, [4, 5])],
            after=[('Season Ticket Loan', AFTER, 9500, 0, 7), ('Share Scheme (SAYE)', AFTER, 5000, 0, None)])),
]

STUBS = CA + MY + PEO + UKP
