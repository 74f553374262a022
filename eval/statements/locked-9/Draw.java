// Draws pages with Apache PDFBox 2 from a list of drawing operations, one a line, fields apart by tabs
// (y measured from the top of the page, in points):
//   P w h                      a new page
//   T x y size font align text (font: the standard 14's name; align: left, right or center)
//   L x1 y1 x2 y2 width grey   a line
//   B x y w h grey             a filled box
//   M title author subject     the document's information
// Run: java -cp pdfbox2.jar:fontbox2.jar:commons-logging.jar Draw.java OPS OUT.pdf
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.TimeZone;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType1Font;

public class Draw {
  static PDType1Font font(String name) {
    switch (name) {
      case "Helvetica-Bold": return PDType1Font.HELVETICA_BOLD;
      case "Helvetica-Oblique": return PDType1Font.HELVETICA_OBLIQUE;
      case "Times-Bold": return PDType1Font.TIMES_BOLD;
      case "Courier": return PDType1Font.COURIER;
      default: return PDType1Font.HELVETICA;
    }
  }

  public static void main(String[] args) throws Exception {
    List<String> ops = Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8);
    try (PDDocument doc = new PDDocument()) {
      PDPageContentStream cs = null;
      float h = 0;
      for (String op : ops) {
        String[] f = op.split("\t", -1);
        switch (f[0]) {
          case "P": {
            if (cs != null) cs.close();
            PDPage page = new PDPage(new PDRectangle(Float.parseFloat(f[1]), Float.parseFloat(f[2])));
            doc.addPage(page);
            h = Float.parseFloat(f[2]);
            cs = new PDPageContentStream(doc, page);
            break;
          }
          case "T": {
            float x = Float.parseFloat(f[1]), y = Float.parseFloat(f[2]), size = Float.parseFloat(f[3]);
            PDType1Font font = font(f[4]);
            float w = font.getStringWidth(f[6]) / 1000f * size;
            if (f[5].equals("right")) x -= w;
            else if (f[5].equals("center")) x -= w / 2;
            cs.beginText();
            cs.setFont(font, size);
            cs.newLineAtOffset(x, h - y);
            cs.showText(f[6]);
            cs.endText();
            break;
          }
          case "L": {
            cs.setLineWidth(Float.parseFloat(f[5]));
            cs.setStrokingColor(Float.parseFloat(f[6]));
            cs.moveTo(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]));
            cs.lineTo(Float.parseFloat(f[3]), h - Float.parseFloat(f[4]));
            cs.stroke();
            cs.setStrokingColor(0f);
            break;
          }
          case "B": {
            cs.setNonStrokingColor(Float.parseFloat(f[5]));
            float y = Float.parseFloat(f[2]), bh = Float.parseFloat(f[4]);
            cs.addRect(Float.parseFloat(f[1]), h - y - bh, Float.parseFloat(f[3]), bh);
            cs.fill();
            cs.setNonStrokingColor(0f);
            break;
          }
          case "M": {
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(f[1]);
            info.setAuthor(f[2]);
            info.setSubject(f[3]);
            info.setCreator("Kontoauszug");
            Calendar when = new GregorianCalendar(TimeZone.getTimeZone("Europe/Zurich"));
            when.clear();
            when.set(Integer.parseInt(f[4]), Integer.parseInt(f[5]) - 1, Integer.parseInt(f[6]), 6, 12, 0);
            info.setCreationDate(when);
            break;
          }
          default:
            break;
        }
      }
      if (cs != null) cs.close();
      doc.save(args[1]);
    }
  }
}
