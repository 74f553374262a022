# The seventeenth locked split's line-printer sheet as a PDF written by RBPDF (the Ruby port of TCPDF,
# Debian's ruby-rbpdf): US Letter, the core font Courier at 10 points (6 points a character), a line
# every 11 points; each item of the sheet (line, column, text, bold) set by `Text` at its column, bold
# items in Courier-Bold.
#   ruby render_rbpdf.rb SHEET.tsv OUT.pdf
require 'rbpdf'

LEFT = 36.0
TOP = 36.0
PITCH = 6.0
LEADING = 11.0

pdf = RBPDF.new('P', 'pt', 'LETTER', true, 'UTF-8')
pdf.SetPrintHeader(false)
pdf.SetPrintFooter(false)
pdf.SetMargins(0, 0, 0)
pdf.SetAutoPageBreak(false, 0)
pdf.SetCellPadding(0)
pdf.SetCreator('RBPDF')
pdf.SetAuthor('underwrite locked-17')
File.readlines(ARGV[0], chomp: true, encoding: 'UTF-8').each do |line|
  f = line.split("\t", -1)
  case f[0]
  when 'page'
    pdf.AddPage()
  when 'item'
    pdf.SetFont('courier', f[3] == 'b' ? 'B' : '', 10)
    pdf.Text(LEFT + f[2].to_i * PITCH, TOP + f[1].to_i * LEADING, f[4])
  end
end
pdf.Output(ARGV[1], 'F')
