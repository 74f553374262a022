"""What the ninth split's layouts share: page breaking by printed lines, money and date forms."""
MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
MON = [m[:3] for m in MONTHS]


def grouped(c, sep=','):
    """A magnitude in cents as 1,234.56 (or with another thousands separator)."""
    c = abs(c)
    whole = f'{c // 100:,}'.replace(',', sep)
    return f'{whole}.{c % 100:02d}'


def signed(c, sep=','):
    return ('-' if c < 0 else '') + grouped(c, sep)


def long_date(d):
    """5 March 2026"""
    return f'{d.day} {MONTHS[d.month - 1]} {d.year}'


def break_pages(rows, first, rest, lines_of=lambda r: len(r[1])):
    """The page of each row, filling `first` printed lines on page 1 and `rest` on each later page; a
    row of two lines is never split."""
    pages, page, used = [], 1, 0
    for r in rows:
        n = lines_of(r)
        if used + n > (first if page == 1 else rest):
            page, used = page + 1, 0
        pages.append(page)
        used += n
    return pages


def last_of_day(rows):
    """Whether each row is the day's last (where a layout prints the balance once a day)."""
    return [i == len(rows) - 1 or rows[i + 1][0] != r[0] for i, r in enumerate(rows)]
