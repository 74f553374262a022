# The fifteenth locked split's drawing list (text already placed left-aligned and escaped, see
# common._placed) as a PDF written by Origami: a page object a `page` item, the standard font and its bold
# cut (WinAnsiEncoding, not embedded), each page's content stream of text, rules and boxes.
#   ruby render_origami.rb LIST.ops OUT.pdf FAMILY
require 'origami'

ops, out, family = ARGV
reg, bold = family == 'Times' ? %w[Times-Roman Times-Bold] : [family, "#{family}-Bold"]
pdf = Origami::PDF.new
fonts = [reg, bold].map do |name|
  f = Origami::Font::Type1.new(BaseFont: name.to_sym, Encoding: :WinAnsiEncoding)
  pdf.insert(f)
  f
end
pages = []
File.foreach(ops) do |line|
  p = line.chomp.split("\t", -1)
  case p[0]
  when 'page'
    w, h = p[1].to_f, p[2].to_f
    page = Origami::Page.new.setMediaBox(Origami::Rectangle[llx: 0, lly: 0, urx: w, ury: h])
    pdf.append_page(page)
    page.add_font(fonts[0], :F0)
    page.add_font(fonts[1], :F1)
    pages << [page, h, +'']
  when 'text'
    _, h, s = pages.last
    s << format("BT /%s %s Tf %.2f %.2f Td (%s) Tj ET\n", p[4] == 'b' ? 'F1' : 'F0', p[5], p[1].to_f, h - p[2].to_f, p[6])
  when 'rule'
    _, h, s = pages.last
    s << format("%s w %.2f %.2f m %.2f %.2f l S\n", p[5], p[1].to_f, h - p[2].to_f, p[3].to_f, h - p[4].to_f)
  when 'box'
    _, h, s = pages.last
    x, y, bw, bh = p[1..4].map(&:to_f)
    s << format("%s g %.2f %.2f %.2f %.2f re f 0 g\n", p[5], x, h - y - bh, bw, bh) if p[5] != '-'
    s << format("0.6 w %.2f %.2f %.2f %.2f re S\n", x, h - y - bh, bw, bh) if p[6] == '1'
  end
end
pages.each { |page, _, s| page.Contents = Origami::Stream.new(s) }
pdf.save(out)
