# Paints a drawing list (ops.md) with Prawn: ruby render_prawn.rb OPS.tsv OUT.pdf
require 'prawn'
require 'time'

src, out = ARGV
lines = File.read(src, encoding: 'UTF-8').split("\n").reject(&:empty?).map { |l| l.split("\t", -1) }
size = [595.0, 842.0]
fonts = {}
info = { Producer: "Prawn #{Prawn::VERSION}" }
lines.each do |f|
  case f[0]
  when 'size' then size = [f[1].to_f, f[2].to_f]
  when 'font' then fonts[f[1]] = f[2]
  when 'info' then info[f[1].to_sym] = f[2]
  when 'date'
    t = Time.utc(*f[1].scan(/\d\d\d\d|\d\d/).first(1).map(&:to_i), *f[1][4..].scan(/\d\d/).map(&:to_i))
    info[:CreationDate] = t
    info[:ModDate] = t
  end
end
h = size[1]
pdf = Prawn::Document.new(page_size: size, margin: 0, skip_page_creation: true, info: info)
pdf.font_families.update('Body' => { normal: fonts['r'], bold: fonts['b'] })
lines.each do |f|
  case f[0]
  when 'page' then pdf.start_new_page
  when 'text'
    x, y, z = f[1].to_f, f[2].to_f, f[4].to_f
    style = f[3] == 'b' ? :bold : :normal
    pdf.font('Body', style: style, size: z) do
      w = pdf.width_of(f[6], size: z)
      x -= w if f[5] == 'r'
      x -= w / 2 if f[5] == 'c'
      pdf.draw_text f[6], at: [x, h - y], size: z
    end
  when 'line'
    pdf.line_width = f[5].to_f
    pdf.stroke_line [f[1].to_f, h - f[2].to_f], [f[3].to_f, h - f[4].to_f]
  when 'rect'
    g = (f[5].to_f * 255).round
    pdf.fill_color format('%02X%02X%02X', g, g, g)
    pdf.fill_rectangle [f[1].to_f, h - f[2].to_f], f[3].to_f, f[4].to_f
    pdf.fill_color '000000'
  end
end
pdf.render_file out
