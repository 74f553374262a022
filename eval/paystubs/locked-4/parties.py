"""Invented employers and employees of the fourth locked split, five per layout, with the pay rules
each stub is worked out by (stubs.py). Every name, address and number is made up."""

# Each spec: employer, employee (name, address lines, city line as printed), frequency, how the pay
# is made (hourly or salaried) and which deductions the employee has. Addresses are given as the
# pieces of one line, the truth's form: "street, town, STATE POSTCODE".

AU = [
    dict(employer=('Kookaburra Logistics Pty Ltd', ['Unit 7, 41 Tullamarine Park Road'], 'Tullamarine VIC 3043'), abn='51 824 753 556',
         employee=('Siobhan Nguyen-Whitlock', ['14 Wattle Grove'], 'Brunswick East VIC 3057'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=36.85, hours=(34, 40), overtime=0.5, penalty=0.6), sacrifice=4500, union=('Union Fees - TWU', 1120), giving=None, stopped=None),
    dict(employer=('Banksia Allied Health Services', ['Level 2, 118 Ann Street'], 'Brisbane City QLD 4000'), abn='23 611 095 482',
         employee=('Mitchell O\'Loughlin', ['3/27 Kedron Park Road'], 'Wooloowin QLD 4030'), frequency='BIWEEKLY',
         pay=dict(kind='salary', annual=92_400), sacrifice=None, union=None, giving=('Workplace Giving', 2000), stopped=('Salary Packaging - Novated Lease', 38_215, 0.45)),
    dict(employer=('Saltbush Civil Contracting Pty Ltd', ['PO Box 412'], 'Port Hedland WA 6721'), abn='87 309 116 240',
         employee=('Tamati Ngata', ['9 Styles Road'], 'South Hedland WA 6722'), frequency='MONTHLY',
         pay=dict(kind='salary', annual=148_000, allowance=('Remote Area Allowance', 85_000)), sacrifice=50_000, union=('Union Fees - CFMEU', 4_850), giving=None, stopped=None),
    dict(employer=('The Mallee Bakehouse', ['22 Pine Avenue'], 'Mildura VIC 3500'), abn='64 185 702 913',
         employee=('Priya Ramaswamy', ['Flat 2, 6 Deakin Avenue'], 'Mildura VIC 3500'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=28.12, hours=(22, 38), overtime=0.2, penalty=0.9), sacrifice=None, union=None, giving=None, stopped=None),
    dict(employer=('Harbourline Ferries Pty Ltd', ['Wharf 5, Circular Quay West'], 'Sydney NSW 2000'), abn='39 472 861 005',
         employee=('Chloé Papadopoulos', ['58 Addison Road'], 'Marrickville NSW 2204'), frequency='BIWEEKLY',
         pay=dict(kind='hourly', rate=41.30, hours=(70, 80), overtime=0.6, penalty=0.7), sacrifice=9000, union=('Union Fees - MUA', 2680), giving=('Workplace Giving', 1500), stopped=None),
]

IE = [
    dict(employer=('Corrib Precision Engineering Ltd', ['Unit 12, Parkmore Business Park West'], 'Galway, H91 X2C7'), reg='6388412T',
         employee=('Aoife Ní Bhriain', ['27 Bóthar na Trá', 'Salthill'], 'Galway, H91 K5P8'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=19.40, hours=(37, 41), overtime=0.4, shift=0.5), pension=0.05, credits=4_000, cutoff=44_000, other=[('SIPTU Union Subs', 475)], stopped=None),
    dict(employer=('Liffey Analytics DAC', ['3rd Floor, 10 Hanover Quay'], 'Dublin 2, D02 YV60'), reg='3318095LA',
         employee=('Conor Mac Giolla Phádraig', ['Apt 41, The Elysian', 'Eglinton Street'], 'Cork, T12 X4RE'), frequency='MONTHLY',
         pay=dict(kind='salary', annual=71_500), pension=0.06, credits=4_000, cutoff=44_000, other=[('VHI Healthcare', 11_842), ('Sports & Social Club', 1_000)], stopped=('Bike to Work Scheme', 12_500, 0.5)),
    dict(employer=('Shannonside Nursing Home Ltd', ['Ballycasey Road'], 'Shannon, Co. Clare, V14 DW22'), reg='9071546P',
         employee=('Oluwaseun Adeyemi-Byrne', ['4 Cluain Ard'], 'Ennis, Co. Clare, V95 T2N6'), frequency='BIWEEKLY',
         pay=dict(kind='hourly', rate=17.85, hours=(66, 78), overtime=0.5, shift=0.8), pension=0.04, credits=4_000, cutoff=44_000, other=[('INMO Subscription', 1_260)], stopped=None),
    dict(employer=('Brennan & Keogh Solicitors LLP', ['19 Fitzwilliam Place'], 'Dublin 2, D02 K202'), reg='4722309WH',
         employee=("Róisín O'Sullivan-Hughes", ['88 Kimmage Road West'], 'Dublin 12, D12 R2X9'), frequency='MONTHLY',
         pay=dict(kind='salary', annual=58_250), pension=0.05, credits=4_000, cutoff=44_000, other=[('Laya Healthcare', 9_677)], stopped=None),
    dict(employer=('Wicklow Way Hospitality Ltd', ['Main Street'], 'Glendalough, Co. Wicklow, A98 P6X3'), reg='5561230K',
         employee=('Tomasz Wiśniewski', ['2 Church Terrace'], 'Rathdrum, Co. Wicklow, A67 V3W5'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=14.15, hours=(28, 42), overtime=0.3, shift=0.0, tips=True), pension=0.0, credits=4_000, cutoff=44_000, other=[], stopped=None),
]

# US: state and local taxes by where the employee works.
US_HR = [
    dict(employer=('Meridian Biosystems, Inc.', ['4100 Alameda de las Pulgas'], 'Menlo Park, CA 94025'),
         employee=('Rosalind Achebe-Marsh', ['2219 Bay Laurel Court', 'Apt 5'], 'San Mateo, CA 94403'), frequency='SEMI_MONTHLY',
         pay=dict(kind='salary', annual=128_500), fit=0.14, state=('CA', 'CA State Income Tax', 0.062), local=None, sdi=('CA SDI', 0.012),
         pretax=[('401(k)', 'pct', 0.07), ('Medical', 'fixed', 14_820), ('Dental', 'fixed', 1_635), ('Vision', 'fixed', 412), ('Health FSA', 'fixed', 10_417)],
         posttax=[('Supplemental Life', 'fixed', 1_880), ('Roth 401(k)', 'pct', 0.02)], stopped=None),
    dict(employer=('Hudson Ferrous Logistics LLC', ['1 Harborside Plaza, Suite 900'], 'Brooklyn, NY 11231'),
         employee=('Dmitri Kowalczyk', ['71-14 Juniper Valley Road'], 'Middle Village, NY 11379'), frequency='BIWEEKLY',
         pay=dict(kind='hourly', rate=34.75, hours=(72, 80), overtime=0.7), fit=0.11, state=('NY', 'NY State Income Tax', 0.052), local=('NYC Resident Tax', 0.034), sdi=('NY SDI', 'flat', 120), pfl=('NY Paid Family Leave', 0.00388),
         pretax=[('401(k)', 'pct', 0.05), ('Medical', 'fixed', 9_615), ('Transit Pretax', 'fixed', 6_200)], posttax=[('Union Dues', 'fixed', 4_150)], stopped=None),
    dict(employer=('Cascadia Outdoor Co-op', ['2850 NW Nicolai Street'], 'Portland, OR 97210'),
         employee=('Maya Thunderbird-Ellis', ['1416 SE Tibbetts Street'], 'Portland, OR 97202'), frequency='SEMI_MONTHLY',
         pay=dict(kind='salary', annual=84_000), fit=0.11, state=('OR', 'OR State Income Tax', 0.075), local=('OR Statewide Transit', 0.001), sdi=('OR Paid Leave', 0.004),
         pretax=[('403(b)', 'pct', 0.06), ('Medical', 'fixed', 7_450), ('Dental', 'fixed', 980), ('Dependent Care FSA', 'fixed', 20_833)], posttax=[('Charitable Giving', 'fixed', 2_500)], stopped=('Commuter Parking', 9_000, 0.4)),
    dict(employer=('Allegheny Ridge Health System', ['600 Grant Street'], 'Pittsburgh, PA 15219'),
         employee=('Terrence Okonkwo', ['318 Maple Hollow Drive'], 'Bethel Park, PA 15102'), frequency='BIWEEKLY',
         pay=dict(kind='hourly', rate=46.20, hours=(64, 80), overtime=0.5, shift=0.6), fit=0.13, state=('PA', 'PA State Income Tax', 0.0307), local=('Bethel Park Local EIT', 0.01), sdi=('PA SUI Employee', 0.0007), lst=('Local Services Tax', 200),
         pretax=[('403(b)', 'pct', 0.04), ('Medical', 'fixed', 11_290), ('Vision', 'fixed', 388)], posttax=[('Accident Insurance', 'fixed', 842), ('Parking', 'fixed', 3_000)], stopped=None),
    dict(employer=('Buckeye Signal Systems, Inc.', ['7700 Innovation Way'], 'Columbus, OH 43219'),
         employee=('Lê Thị Bích Ngọc', ['5520 Olentangy River Road', 'Unit 2B'], 'Columbus, OH 43235'), frequency='MONTHLY',
         pay=dict(kind='salary', annual=96_000), fit=0.12, state=('OH', 'OH State Income Tax', 0.0275), local=('Columbus City Tax', 0.025), sdi=None,
         pretax=[('401(k)', 'pct', 0.08), ('Medical', 'fixed', 21_540), ('HSA', 'fixed', 12_500)], posttax=[('Roth 401(k)', 'pct', 0.03)], stopped=None),
]

US_YTD = [
    dict(employer=('Delta Pecan Growers Cooperative', ['1208 Highway 82 West'], 'Greenville, MS 38701'),
         employee=('Jamal Whitfield', ['407 Cherry Street'], 'Leland, MS 38756'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=17.25, hours=(36, 48), overtime=0.8), fit=0.07, state=('MS', 'MS STATE W/H', 0.04), local=None, sdi=None,
         pretax=[('MEDICAL PRE-TAX', 'fixed', 4_210)], posttax=[('UNIFORM RENTAL', 'fixed', 850)], stopped=None),
    dict(employer=('Front Range Dental Partners PC', ['9350 E Arapahoe Road, Suite 120'], 'Greenwood Village, CO 80112'),
         employee=('Shannon McAllister-Reyes', ['16 Bluebell Lane'], 'Littleton, CO 80127'), frequency='BIWEEKLY',
         pay=dict(kind='hourly', rate=38.60, hours=(60, 80), overtime=0.2), fit=0.1, state=('CO', 'CO STATE W/H', 0.044), local=('DENVER OPT', 'flat', 200), sdi=('CO FAMLI EE', 0.0045),
         pretax=[('401K', 'pct', 0.04), ('DENTAL PRE-TAX', 'fixed', 1_150)], posttax=[('AFLAC', 'fixed', 1_964)], stopped=('GYM REIMB ADJ', 2_500, 0.5)),
    dict(employer=('Lakeshore Tool & Die, Inc.', ['2230 Industrial Parkway'], 'Muskegon, MI 49442'),
         employee=('José Ibáñez-Cortés', ['1145 Sherman Boulevard'], 'Muskegon, MI 49441'), frequency='SEMI_MONTHLY',
         pay=dict(kind='salary', annual=67_800), fit=0.1, state=('MI', 'MI STATE W/H', 0.0425), local=('MUSKEGON CITY TAX', 0.01), sdi=None,
         pretax=[('401K', 'pct', 0.06), ('MEDICAL PRE-TAX', 'fixed', 8_830)], posttax=[('UNION DUES LOCAL 951', 'fixed', 3_600)], stopped=None),
    dict(employer=('Gulf Breeze Marine Services', ['55 Via de Luna Drive'], 'Pensacola Beach, FL 32561'),
         employee=('Ana Lucía Ferreira', ['3102 Bayou Boulevard', 'Apt 14'], 'Pensacola, FL 32503'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=22.40, hours=(30, 45), overtime=0.5), fit=0.08, state=None, local=None, sdi=None,
         pretax=[('MEDICAL PRE-TAX', 'fixed', 3_475)], posttax=[('CHILD SUPPORT', 'fixed', 9_200)], stopped=None),
    dict(employer=('Prairie Wind Veterinary Clinic', ['811 N Broadway'], 'Wichita, KS 67214'),
         employee=('Nathaniel Two Bulls', ['2640 S Seneca Street'], 'Wichita, KS 67217'), frequency='BIWEEKLY',
         pay=dict(kind='salary', annual=58_500), fit=0.09, state=('KS', 'KS STATE W/H', 0.046), local=None, sdi=None,
         pretax=[('401K', 'pct', 0.05), ('MEDICAL PRE-TAX', 'fixed', 6_140)], posttax=[('PET CARE PLAN', 'fixed', 1_500)], stopped=None),
]

US_LABELS = [
    dict(employer=('Tidewater Family Pharmacy', ['3015 Shore Drive'], 'Virginia Beach, VA 23451'),
         employee=('Georgina Abernathy-Watts', ['812 Lynnhaven Parkway'], 'Virginia Beach, VA 23452'), frequency='BIWEEKLY',
         pay=dict(kind='hourly', rate=29.90, hours=(60, 80), overtime=0.3), fit=0.1, state=('VA', 'VA Withholding', 0.045), local=None, sdi=None,
         pretax=[('Medical', 'fixed', 8_460), ('Dental', 'fixed', 1_210)], posttax=[('Garnishment', 'fixed', 7_500)], stopped=None),
    dict(employer=('Copper Canyon Landscaping LLC', ['4450 E Elwood Street'], 'Phoenix, AZ 85040'),
         employee=('Rubén Villaseñor', ['2231 W Pinchot Avenue'], 'Phoenix, AZ 85015'), frequency='WEEKLY',
         pay=dict(kind='hourly', rate=21.50, hours=(38, 50), overtime=0.9), fit=0.07, state=('AZ', 'AZ Withholding', 0.025), local=None, sdi=None,
         pretax=[], posttax=[('Tool Purchase', 'fixed', 2_500)], stopped=None),
    dict(employer=('Northfield Public Library Foundation', ['210 Washington Street'], 'Northfield, MN 55057'),
         employee=('Ingrid Solberg-Haugen', ['1502 Division Street S'], 'Northfield, MN 55057'), frequency='MONTHLY',
         pay=dict(kind='salary', annual=61_200), fit=0.1, state=('MN', 'MN Withholding', 0.055), local=None, sdi=('MN Paid Leave', 0.0044),
         pretax=[('403(b)', 'pct', 0.05), ('Medical', 'fixed', 18_900)], posttax=[('Life Insurance', 'fixed', 1_125)], stopped=None),
    dict(employer=('Magnolia Street Bistro', ['718 Magazine Street'], 'New Orleans, LA 70130'),
         employee=('Dominique Thibodeaux', ['2415 Bienville Street'], 'New Orleans, LA 70119'), frequency='SEMI_MONTHLY',
         pay=dict(kind='hourly', rate=15.75, hours=(60, 86), overtime=0.4, tips=True), fit=0.08, state=('LA', 'LA Withholding', 0.03), local=None, sdi=None,
         pretax=[('Medical', 'fixed', 5_200)], posttax=[], stopped=('Uniform Deposit', 4_000, 0.3)),
    dict(employer=('Granite State Robotics Corp.', ['33 Technology Drive'], 'Nashua, NH 03060'),
         employee=('Wei-Ling Abernethy', ['5 Orchard Hill Road'], 'Hollis, NH 03049'), frequency='BIWEEKLY',
         pay=dict(kind='salary', annual=118_300), fit=0.14, state=None, local=None, sdi=None,
         pretax=[('401(k)', 'pct', 0.06), ('Medical', 'fixed', 12_730), ('Dental', 'fixed', 1_540), ('HSA', 'fixed', 9_600)], posttax=[('ESPP', 'pct', 0.05)], stopped=None),
]

SPECS = {
    'au-payslip': ('AU', AU),
    'ie-payslip': ('IE', IE),
    'hr-suite': ('US', US_HR),
    'ytd-first': ('US', US_YTD),
    'labels-below': ('US', US_LABELS),
}


def specs():
    for layout, (country, rows) in SPECS.items():
        for n, spec in enumerate(rows, start=1):
            yield layout, n, dict(spec, country=country)
