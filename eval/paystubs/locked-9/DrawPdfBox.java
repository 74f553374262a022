// Draws one page with Apache PDFBox 2 (Debian libpdfbox2-java) from a list of operations, one a line,
// fields separated by tabs, in points from the top left:
//   T x y size font align text     (font: sans, sans-bold, mono; align: l, r, c)
//   L x1 y1 x2 y2 width grey
//   B x y w h grey                 (a filled box; grey 0 black to 1 white)
//   S x y w h width               (a stroked box)
// Fonts are Liberation Sans, Sans Bold and Mono, embedded as subsets. Creation date and file
// identifier fixed.
//   java -cp pdfbox2.jar:fontbox2.jar:commons-logging.jar:. DrawPdfBox ops.txt out.pdf width height title
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;

public class DrawPdfBox {
  public static void main(String[] args) throws Exception {
    List<String> ops = Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8);
    float w = Float.parseFloat(args[2]), h = Float.parseFloat(args[3]);
    try (PDDocument doc = new PDDocument()) {
      String dir = "/usr/share/fonts/truetype/liberation2/";
      Map<String, PDFont> fonts = new HashMap<>();
      fonts.put("sans", PDType0Font.load(doc, new File(dir + "LiberationSans-Regular.ttf")));
      fonts.put("sans-bold", PDType0Font.load(doc, new File(dir + "LiberationSans-Bold.ttf")));
      fonts.put("mono", PDType0Font.load(doc, new File(dir + "LiberationMono-Regular.ttf")));
      PDPage page = new PDPage(new PDRectangle(w, h));
      doc.addPage(page);
      try (PDPageContentStream cs = new PDPageContentStream(doc, page)) {
        for (String line : ops) {
          if (line.isEmpty()) continue;
          String[] f = line.split("\t", -1);
          switch (f[0]) {
            case "T": {
              float x = Float.parseFloat(f[1]), y = Float.parseFloat(f[2]), size = Float.parseFloat(f[3]);
              PDFont font = fonts.get(f[4]);
              String text = f[6];
              float width = font.getStringWidth(text) / 1000f * size;
              if (f[5].equals("r")) x -= width;
              else if (f[5].equals("c")) x -= width / 2;
              cs.beginText();
              cs.setFont(font, size);
              cs.newLineAtOffset(x, h - y);
              cs.showText(text);
              cs.endText();
              break;
            }
            case "L": {
              cs.setStrokingColor(Float.parseFloat(f[6]));
              cs.setLineWidth(Float.parseFloat(f[5]));
              cs.moveTo(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]));
              cs.lineTo(Float.parseFloat(f[3]), h - Float.parseFloat(f[4]));
              cs.stroke();
              cs.setStrokingColor(0f);
              break;
            }
            case "B": {
              float bh = Float.parseFloat(f[4]);
              cs.setNonStrokingColor(Float.parseFloat(f[5]));
              cs.addRect(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]) - bh, Float.parseFloat(f[3]), bh);
              cs.fill();
              cs.setNonStrokingColor(0f);
              break;
            }
            case "S": {
              float bh = Float.parseFloat(f[4]);
              cs.setLineWidth(Float.parseFloat(f[5]));
              cs.addRect(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]) - bh, Float.parseFloat(f[3]), bh);
              cs.stroke();
              break;
            }
            default:
              throw new IllegalArgumentException("unknown operation " + f[0]);
          }
        }
      }
      PDDocumentInformation info = doc.getDocumentInformation();
      Calendar when = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
      when.setTimeInMillis(1767225600000L);
      info.setTitle(args[4]);
      info.setCreator("Payroll statement service");
      info.setProducer("Apache PDFBox 2.0.27");
      info.setCreationDate(when);
      // A fixed file identifier, from the page's operations, so that the same page makes the same file.
      java.security.MessageDigest md5 = java.security.MessageDigest.getInstance("MD5");
      for (String line : ops) md5.update(line.getBytes(StandardCharsets.UTF_8));
      byte[] id = md5.digest();
      COSArray ids = new COSArray();
      ids.add(new COSString(id));
      ids.add(new COSString(id));
      doc.getDocument().getTrailer().setItem(COSName.ID, ids);
      doc.save(args[1]);
    }
  }
}
