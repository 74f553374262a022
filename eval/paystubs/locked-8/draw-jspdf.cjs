// Draws the pages of a JSON spec (common.py's Page operations, points from the top left) with jsPDF
// and writes the PDF. jsPDF is not a dependency of the project: install it apart and point NODE_PATH
// at its node_modules.  node draw-jspdf.cjs SPEC.json OUT.pdf
const fs = require('node:fs');
const { jsPDF } = require('jspdf');

const [spec, out] = process.argv.slice(2);
const doc = JSON.parse(fs.readFileSync(spec, 'utf8'));
const FONTS = {
  Helvetica: ['helvetica', 'normal'], 'Helvetica-Bold': ['helvetica', 'bold'],
  Courier: ['courier', 'normal'], 'Courier-Bold': ['courier', 'bold'],
  'Times-Roman': ['times', 'normal'], 'Times-Bold': ['times', 'bold'],
};
const first = doc.pages[0];
const pdf = new jsPDF({ unit: 'pt', format: [first.w, first.h], orientation: first.w > first.h ? 'l' : 'p', compress: true });
pdf.setCreationDate(new Date(Date.UTC(2026, 0, 1)));
pdf.setFileId('0b8e3c4d5a6f7e8091a2b3c4d5e6f708');
pdf.setProperties({ title: doc.title, creator: doc.creator });
doc.pages.forEach((p, n) => {
  if (n > 0) pdf.addPage([p.w, p.h], p.w > p.h ? 'l' : 'p');
  for (const o of p.ops) {
    if (o.op === 'text') {
      pdf.setFont(...FONTS[o.font]);
      pdf.setFontSize(o.size);
      pdf.text(o.s, o.x, o.y, { align: o.align });
    } else if (o.op === 'line') {
      pdf.setDrawColor(Math.round(255 * o.grey));
      pdf.setLineWidth(o.width);
      pdf.line(o.x1, o.y1, o.x2, o.y2);
      pdf.setDrawColor(0);
    } else {
      pdf.setFillColor(Math.round(255 * o.grey));
      pdf.rect(o.x, o.y, o.w, o.h, 'F');
      if (o.stroke !== null) {
        pdf.setLineWidth(o.stroke);
        pdf.rect(o.x, o.y, o.w, o.h, 'S');
      }
      pdf.setFillColor(0);
    }
  }
});
fs.writeFileSync(out, Buffer.from(pdf.output('arraybuffer')));
