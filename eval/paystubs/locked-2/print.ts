// Printed forms shared by the second locked split's paystub and statement writers: dates, amounts,
// amounts in words, and flat OpenDocument files (.fodt for Writer, .fods for Calc) that LibreOffice
// converts to PDF.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (iso: string) => ({ y: Number(iso.slice(0, 4)), m: Number(iso.slice(5, 7)), d: Number(iso.slice(8, 10)) });

export const date = {
  /** 01/05/2026 */
  mdy: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`,
  /** 05/01/2026 */
  dmy: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  /** 01/05 */
  md: (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`,
  /** 2026-01-05 */
  iso: (iso: string) => iso,
  /** Jan 5, 2026 */
  monD: (iso: string) => `${MONTHS[ymd(iso).m - 1].slice(0, 3)} ${ymd(iso).d}, ${ymd(iso).y}`,
  /** 05-Jan-2026 */
  dMonY: (iso: string) => `${pad(ymd(iso).d)}-${MONTHS[ymd(iso).m - 1].slice(0, 3)}-${ymd(iso).y}`,
  /** January 5, 2026 */
  long: (iso: string) => `${MONTHS[ymd(iso).m - 1]} ${ymd(iso).d}, ${ymd(iso).y}`,
};

export interface MoneyForm {
  dollar?: boolean;
  /** Thousands separators (default on). */
  thousands?: boolean;
  /** Currency sign other than $. */
  sign?: string;
}

/** A magnitude as printed: 1,234.56, $1,234.56, 1234.56. */
export function money(cents: number, f: MoneyForm = {}): string {
  let whole = String(Math.floor(Math.abs(cents) / 100));
  if (f.thousands !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${f.sign ?? (f.dollar ? '$' : '')}${whole}.${pad(Math.abs(cents) % 100)}`;
}

const ONES = ['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
function under1000(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const rest = r === 0 ? '' : r < 20 ? ONES[r] : `${TENS[Math.floor(r / 10)]}${r % 10 ? `-${ONES[r % 10]}` : ''}`;
  return [h ? `${ONES[h]} Hundred` : '', rest].filter(Boolean).join(' ');
}
/** 1245.67 -> "One Thousand Two Hundred Forty-Five and 67/100 Dollars" */
export function inWords(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const th = Math.floor(dollars / 1000);
  const words = dollars === 0 ? 'Zero' : [th ? `${under1000(th)} Thousand` : '', under1000(dollars % 1000)].filter(Boolean).join(' ');
  return `${words} and ${pad(cents % 100)}/100 Dollars`;
}

export const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const NS = `xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" xmlns:svg="urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0"`;

// ---- Writer ----------------------------------------------------------------------------------------

/** A paragraph in a Writer document: style name (see `fodt`), text. */
export type WriterBlock =
  | { p: string; style?: 'Title' | 'Head' | 'Body' | 'Small' | 'Right' | 'Center' | 'Bold'; breakBefore?: boolean }
  | { table: string[][]; widthsCm: number[]; header?: boolean; numeric?: boolean[]; boxed?: boolean; breakBefore?: boolean };

/**
 * A flat ODT: paragraphs and tables, Letter or A4, one font family for the body. Lines inside a
 * cell or paragraph are split on "\n".
 */
export function fodt(blocks: WriterBlock[], o: { font: string; size: number; page: 'Letter' | 'A4'; landscape?: boolean; footer?: string }): string {
  const [w, h] = o.page === 'Letter' ? ['21.59cm', '27.94cm'] : ['21.0cm', '29.7cm'];
  const lines = (s: string) => s.split('\n').map(xml).join('<text:line-break/>');
  let n = 0;
  const auto: string[] = [];
  const body = blocks
    .map((b) => {
      if ('p' in b) {
        const style = `${b.style ?? 'Body'}${b.breakBefore ? 'Brk' : ''}`;
        return `<text:p text:style-name="${style}">${lines(b.p)}</text:p>`;
      }
      const t = `T${n++}`;
      const total = b.widthsCm.reduce((s, x) => s + x, 0);
      auto.push(`<style:style style:name="${t}" style:family="table"${b.breakBefore ? ' style:master-page-name="Std"' : ''}><style:table-properties style:width="${total}cm" table:align="left"${b.breakBefore ? ' fo:break-before="page"' : ''}/></style:style>`);
      b.widthsCm.forEach((cw, i) => auto.push(`<style:style style:name="${t}.C${i}" style:family="table-column"><style:table-column-properties style:column-width="${cw}cm"/></style:style>`));
      const cols = b.widthsCm.map((_, i) => `<table:table-column table:style-name="${t}.C${i}"/>`).join('');
      const cell = (c: string, i: number, head: boolean) =>
        `<table:table-cell table:style-name="${b.boxed ? 'CellBox' : head ? 'CellHead' : 'Cell'}" office:value-type="string"><text:p text:style-name="${head ? (b.numeric?.[i] ? 'HeadRight' : 'HeadLeft') : b.numeric?.[i] ? 'Right' : 'Body'}">${lines(c)}</text:p></table:table-cell>`;
      const rows = b.table.map((r, ri) => `<table:table-row>${r.map((c, i) => cell(c, i, !!b.header && ri === 0)).join('')}</table:table-row>`);
      const head = b.header ? `<table:table-header-rows>${rows[0]}</table:table-header-rows>` : '';
      return `<table:table table:name="${t}" table:style-name="${t}">${cols}${head}${rows.slice(b.header ? 1 : 0).join('')}</table:table>`;
    })
    .join('\n');
  const para = (name: string, props: string, text = '', size = o.size) =>
    `<style:style style:name="${name}" style:family="paragraph"><style:paragraph-properties ${props}/><style:text-properties style:font-name="F" fo:font-size="${size}pt" ${text}/></style:style>` +
    `<style:style style:name="${name}Brk" style:family="paragraph"><style:paragraph-properties fo:break-before="page" ${props}/><style:text-properties style:font-name="F" fo:font-size="${size}pt" ${text}/></style:style>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.text">
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'${o.font}'"/></office:font-face-decls>
<office:styles>
${para('Body', 'fo:margin-top="0cm" fo:margin-bottom="0.05cm"')}
${para('Small', 'fo:margin-top="0cm" fo:margin-bottom="0cm"', '', o.size - 1.5)}
${para('Right', 'fo:text-align="end" fo:margin-top="0cm" fo:margin-bottom="0cm"')}
${para('Center', 'fo:text-align="center" fo:margin-top="0cm" fo:margin-bottom="0.05cm"')}
${para('Bold', 'fo:margin-top="0.1cm" fo:margin-bottom="0.05cm"', 'fo:font-weight="bold"')}
${para('HeadLeft', 'fo:margin-top="0cm" fo:margin-bottom="0cm"', 'fo:font-weight="bold"')}
${para('HeadRight', 'fo:text-align="end" fo:margin-top="0cm" fo:margin-bottom="0cm"', 'fo:font-weight="bold"')}
${para('Head', 'fo:margin-top="0.3cm" fo:margin-bottom="0.1cm"', 'fo:font-weight="bold"', o.size + 2)}
${para('Title', 'fo:text-align="center" fo:margin-top="0cm" fo:margin-bottom="0.1cm"', 'fo:font-weight="bold"', o.size + 6)}
<style:style style:name="Foot" style:family="paragraph"><style:paragraph-properties fo:text-align="center"/><style:text-properties style:font-name="F" fo:font-size="${o.size - 2}pt"/></style:style>
</office:styles>
<office:automatic-styles>${auto.join('')}
<style:style style:name="Cell" style:family="table-cell"><style:table-cell-properties fo:padding="0.04cm" fo:border="none"/></style:style>
<style:style style:name="CellHead" style:family="table-cell"><style:table-cell-properties fo:padding="0.04cm" fo:border-top="none" fo:border-left="none" fo:border-right="none" fo:border-bottom="0.5pt solid #000000"/></style:style>
<style:style style:name="CellBox" style:family="table-cell"><style:table-cell-properties fo:padding="0.08cm" fo:border="0.5pt solid #000000"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="${o.landscape ? h : w}" fo:page-height="${o.landscape ? w : h}" style:print-orientation="${o.landscape ? 'landscape' : 'portrait'}" fo:margin-top="1.4cm" fo:margin-bottom="1.2cm" fo:margin-left="1.6cm" fo:margin-right="1.6cm"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="Std" style:page-layout-name="PL">${o.footer ? `<style:footer><text:p text:style-name="Foot">${xml(o.footer)}</text:p></style:footer>` : ''}</style:master-page></office:master-styles>
<office:body><office:text>
${body}
</office:text></office:body></office:document>`;
}

// ---- Calc ------------------------------------------------------------------------------------------

/** A spreadsheet cell: text, or a number printed with two decimals (and separators unless `plain`). */
export type SheetCell = string | { n: number; plain?: boolean; bold?: boolean } | { t: string; bold?: boolean; right?: boolean; size?: number };

/**
 * A flat ODS with one sheet, printed with its grid lines (as a browser spreadsheet prints), fitted
 * to the page's width. Numbers are real numeric cells with a number format.
 */
export function fods(rows: SheetCell[][], o: { widthsCm: number[]; font: string; size: number; landscape?: boolean; grid?: boolean; sheet?: string; breaks?: number[] }): string {
  const cols = o.widthsCm.map((_, i) => `<table:table-column table:style-name="co${i}"/>`).join('');
  const colStyles = o.widthsCm.map((w, i) => `<style:style style:name="co${i}" style:family="table-column"><style:table-column-properties style:column-width="${w}cm"/></style:style>`).join('');
  const cell = (c: SheetCell) => {
    if (c === '') return '<table:table-cell/>';
    if (typeof c === 'string') return `<table:table-cell table:style-name="txt" office:value-type="string"><text:p>${xml(c)}</text:p></table:table-cell>`;
    if ('n' in c) {
      const shown = `${c.n < 0 ? '-' : ''}${money(Math.round(c.n * 100), { thousands: !c.plain })}`;
      return `<table:table-cell table:style-name="${c.plain ? 'nump' : 'num'}${c.bold ? 'b' : ''}" office:value-type="float" office:value="${c.n}"><text:p>${shown}</text:p></table:table-cell>`;
    }
    const style = `${c.right ? 'txtr' : 'txt'}${c.bold ? 'b' : ''}${c.size ? `s${c.size}` : ''}`;
    return `<table:table-cell table:style-name="${style}" office:value-type="string"><text:p>${xml(c.t)}</text:p></table:table-cell>`;
  };
  const sizes = [...new Set(rows.flat().flatMap((c) => (typeof c === 'object' && 't' in c && c.size ? [c.size] : [])))];
  const textStyle = (name: string, props: string, text: string) =>
    `<style:style style:name="${name}" style:family="table-cell"${name.startsWith('num') ? ` style:data-style-name="${name.startsWith('nump') ? 'N0' : 'N1'}"` : ''}><style:table-cell-properties style:vertical-align="middle"/><style:paragraph-properties ${props}/><style:text-properties style:font-name="F" fo:font-size="${o.size}pt" ${text}/></style:style>`;
  const breaks = new Set(o.breaks ?? []);
  const body = rows.map((r, i) => `<table:table-row table:style-name="${breaks.has(i) ? 'robrk' : 'ro'}">${r.map(cell).join('')}</table:table-row>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<office:document ${NS} office:version="1.2" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:font-face-decls><style:font-face style:name="F" svg:font-family="'${o.font}'"/></office:font-face-decls>
<office:automatic-styles>${colStyles}
<number:number-style style:name="N1"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/></number:number-style>
<number:number-style style:name="N0"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1"/></number:number-style>
<style:style style:name="ro" style:family="table-row"><style:table-row-properties style:row-height="0.5cm" style:use-optimal-row-height="false"/></style:style>
<style:style style:name="robrk" style:family="table-row"><style:table-row-properties style:row-height="0.5cm" style:use-optimal-row-height="false" fo:break-before="page"/></style:style>
${textStyle('txt', 'fo:text-align="start"', '')}
${textStyle('txtb', 'fo:text-align="start"', 'fo:font-weight="bold"')}
${textStyle('txtr', 'fo:text-align="end"', '')}
${textStyle('txtrb', 'fo:text-align="end"', 'fo:font-weight="bold"')}
${sizes.map((s) => textStyle(`txtbs${s}`, 'fo:text-align="start"', `fo:font-weight="bold"`).replace(`fo:font-size="${o.size}pt"`, `fo:font-size="${s}pt"`)).join('\n')}
${sizes.map((s) => textStyle(`txts${s}`, 'fo:text-align="start"', '').replace(`fo:font-size="${o.size}pt"`, `fo:font-size="${s}pt"`)).join('\n')}
${textStyle('num', 'fo:text-align="end"', '')}
${textStyle('numb', 'fo:text-align="end"', 'fo:font-weight="bold"')}
${textStyle('nump', 'fo:text-align="end"', '')}
${textStyle('numpb', 'fo:text-align="end"', 'fo:font-weight="bold"')}
<style:style style:name="ta" style:family="table" style:master-page-name="PM"><style:table-properties table:display="true"/></style:style>
<style:page-layout style:name="PL"><style:page-layout-properties fo:page-width="${o.landscape ? '27.94cm' : '21.59cm'}" fo:page-height="${o.landscape ? '21.59cm' : '27.94cm'}" style:print-orientation="${o.landscape ? 'landscape' : 'portrait'}" fo:margin-top="1.2cm" fo:margin-bottom="1.2cm" fo:margin-left="1.2cm" fo:margin-right="1.2cm" style:print="${o.grid ? 'grid ' : ''}charts drawings objects zero-values" style:scale-to-X="1" style:scale-to-Y="0"/></style:page-layout>
</office:automatic-styles>
<office:master-styles><style:master-page style:name="PM" style:page-layout-name="PL"><style:header style:display="false"/><style:footer style:display="false"/></style:master-page></office:master-styles>
<office:body><office:spreadsheet><table:table table:name="${xml(o.sheet ?? 'Sheet1')}" table:style-name="ta">${cols}
${body}</table:table></office:spreadsheet></office:body></office:document>`;
}
