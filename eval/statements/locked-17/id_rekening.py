"""`id-rekening`: an Indonesian bank's statement of a savings account (Rekening Koran) in Indonesian,
written by pypdf (Helvetica, A4): **whole rupiah with no decimals** (`1.234.567`, points between
thousands), **one signed Mutasi column** (a minus before money out), the balance on every row, a value
date (Tgl. Val. `06/03`) after the date, dates `05/03/2026`, no line carrying a balance off a page but
**Saldo dari halaman sebelumnya** on the next, Total Mutasi Debet and Total Mutasi Kredit on lines of
their own."""
import datetime as dt

from histories import Form, history, pages_of_rows, paginate, rng, truth

LAYOUT = 'id-rekening'
RENDERER = ('pypdf',)
CURRENCY = 'IDR'
CUSTOMERS = [
    ('Budi Santoso', ['Jl. Kaliurang Km 5 No. 18', 'Sleman, Yogyakarta 55281'], 3, 30, 'PT Sari Roti Nusantara'),
    ('Siti Rahmawati', ['Jl. Dago No. 112', 'Bandung 40135'], 7, 41, 'RSUD Kota Bandung'),
    ('Agus Wibowo', ['Perum Griya Asri Blok C2/7', 'Sidoarjo, Jawa Timur 61252'], 8, 54, 'PT Semen Gresik Jaya'),
]
SHOPS = ['Indomaret Kaliurang', 'Alfamart Dago', 'Superindo Sidoarjo', 'Pertamina SPBU 54.612', 'Gramedia Malioboro',
         'Kimia Farma Apotek', 'Hypermart Surabaya', 'Tokopedia']
ATMS = ['Tarik Tunai ATM Malioboro', 'Tarik Tunai ATM Dago', 'Tarik Tunai ATM Juanda']
PEOPLE = ['Dewi Lestari', 'Rudi Hartono', 'Putri Anggraini', 'Hendra Gunawan']


def rp(r, lo, hi):
    """Whole rupiah in hundredths."""
    return r.randint(lo, hi) * 100


def money(c):
    return f'{abs(c) // 100:,}'.replace(',', '.')


def outgoing():
    return [
        ('card', False, lambda r: (['Debit POS', r.choice(SHOPS)], -rp(r, 18_000, 650_000))),
        ('card2', False, lambda r: (['Debit POS', r.choice(SHOPS)], -rp(r, 75_000, 1_450_000))),
        ('atm', False, lambda r: ([r.choice(ATMS)], -r.choice([200_000, 500_000, 1_000_000]) * 100)),
        ('trf', False, lambda r: ([f'Transfer ke {r.choice(PEOPLE)}'], -rp(r, 50_000, 2_500_000))),
        ('bill', False, lambda r: (['Pembayaran', r.choice(['PLN Prabayar', 'Telkom IndiHome', 'PDAM Tirta', 'BPJS Kesehatan'])], -rp(r, 45_000, 480_000))),
        ('rent', True, lambda r: (['Autodebet', 'Sewa Kos Bulanan'], -r.choice([1_250_000, 1_800_000, 2_400_000]) * 100)),
        ('loan', True, lambda r: (['Angsuran Kredit', 'KPR 0117-88'], -rp(r, 1_900_000, 3_600_000))),
        ('fee', True, lambda r: (['Biaya Administrasi'], -r.choice([12_500, 15_000, 17_000]) * 100)),
    ]


def incoming():
    return [
        ('in', False, lambda r: ([f'Transfer dari {r.choice(PEOPLE)}'], rp(r, 100_000, 2_000_000))),
        ('int', True, lambda r: (['Bunga Tabungan'], rp(r, 2_000, 45_000))),
        ('dep', False, lambda r: (['Setoran Tunai', 'Cabang Pembantu'], rp(r, 250_000, 3_000_000))),
    ]


def date(d):
    return d.strftime('%d/%m/%Y')


def value_date(d, lines):
    """Transfers in and deposits are valued the next working day, the rest the same day."""
    v = d
    if lines[0].startswith(('Transfer dari', 'Setoran')):
        v += dt.timedelta(days=1)
        while v.weekday() >= 5:
            v += dt.timedelta(days=1)
    return v.strftime('%d/%m')


def make(n):
    stem = f'{LAYOUT}-{n}'
    name, address, month, count, employer = CUSTOMERS[n - 1]
    r = rng(stem)
    year = 2026
    opening = rp(r, 1_500_000, 12_000_000)
    salary = (['Gaji', employer], rp(r, 6_500_000, 14_500_000))
    rows = history(r, year, month, count, opening, salary, outgoing(), incoming())
    pages = paginate(rows, 33, 45)
    account = f'{r.randint(100, 999)}-{r.randint(10, 99)}-{r.randint(100000, 999999)}-{r.randint(1, 9)}'
    t = truth(LAYOUT, CURRENCY, year, month, account.replace('-', '')[-4:], opening, rows, pages)
    first = rows[0][0].replace(day=1)
    last = rows[0][0].replace(day=int(t['period']['end'][-2:]))
    form = Form(bank='Bank Perkreditan Nusa Jaya', bank_address='Jl. Jenderal Sudirman Kav. 44, Jakarta 10210  -  NPWP 01.234.567.8-091.000',
                title='REKENING KORAN', page_label=lambda p, k: f'Halaman {p} dari {k}',
                left=40, right=555, line=12.5, size=8.5, x_facts=330, facts_gap=85,
                x_date=40, x_desc=140, indent=8, x_money=(475, 555), value=(96, 'Tgl. Val.', value_date),
                heads=('Tanggal', 'Keterangan', 'Mutasi', 'Saldo'),
                opening='Saldo Awal', carried=None, brought='Saldo dari halaman sebelumnya',
                totals=[('Total Mutasi Debet', 'd'), ('Total Mutasi Kredit', 'c')], closing='Saldo Akhir', balance='every',
                signed=True, money=money, date=date, continued=f'No. Rekening {account}   {CURRENCY}',
                footer=['Semua jumlah dalam Rupiah. Sanggahan harap disampaikan dalam 30 hari sejak tanggal rekening koran.',
                        'Bank Perkreditan Nusa Jaya adalah peserta penjaminan LPS.'])
    facts = [('No. Rekening', account), ('Jenis', 'Tabungan'), ('Mata Uang', CURRENCY),
             ('Periode', f'{date(first)} - {date(last)}'), ('Cabang', r.choice(['Yogyakarta', 'Bandung', 'Surabaya']))]
    return pages_of_rows(form, name, address, facts, [], rows, pages, opening), t
