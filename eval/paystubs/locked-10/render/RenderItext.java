// Paints a drawing list (ops.md) with iText 5, run as a single-file program:
//   java -cp /usr/share/java/itext5.jar RenderItext.java OPS.tsv OUT.pdf
import com.itextpdf.text.Document;
import com.itextpdf.text.Element;
import com.itextpdf.text.Rectangle;
import com.itextpdf.text.pdf.BaseFont;
import com.itextpdf.text.pdf.PdfContentByte;
import com.itextpdf.text.pdf.PdfDate;
import com.itextpdf.text.pdf.PdfName;
import com.itextpdf.text.pdf.PdfString;
import com.itextpdf.text.pdf.PdfWriter;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;

public class RenderItext {
  public static void main(String[] args) throws Exception {
    List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    float w = 595, h = 842;
    Map<String, BaseFont> fonts = new HashMap<>();
    Map<String, String> info = new HashMap<>();
    String date = null;
    for (String raw : lines) {
      String[] f = raw.split("\t", -1);
      if (f[0].equals("size")) { w = Float.parseFloat(f[1]); h = Float.parseFloat(f[2]); }
      else if (f[0].equals("font")) fonts.put(f[1], BaseFont.createFont(f[2], BaseFont.IDENTITY_H, BaseFont.EMBEDDED));
      else if (f[0].equals("info")) info.put(f[1], f[2]);
      else if (f[0].equals("date")) date = f[1];
    }
    Document doc = new Document(new Rectangle(w, h), 0, 0, 0, 0);
    PdfWriter writer = PdfWriter.getInstance(doc, new FileOutputStream(args[1]));
    if (info.containsKey("Title")) doc.addTitle(info.get("Title"));
    if (info.containsKey("Author")) doc.addAuthor(info.get("Author"));
    if (info.containsKey("Subject")) doc.addSubject(info.get("Subject"));
    if (info.containsKey("Creator")) doc.addCreator(info.get("Creator"));
    if (date != null) {
      Calendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
      c.clear();
      c.set(Integer.parseInt(date.substring(0, 4)), Integer.parseInt(date.substring(4, 6)) - 1, Integer.parseInt(date.substring(6, 8)),
          Integer.parseInt(date.substring(8, 10)), Integer.parseInt(date.substring(10, 12)), Integer.parseInt(date.substring(12, 14)));
      PdfDate d = new PdfDate(c);
      writer.getInfo().put(PdfName.CREATIONDATE, d);
      writer.getInfo().put(PdfName.MODDATE, d);
    }
    doc.open();
    PdfContentByte cb = writer.getDirectContent();
    boolean first = true;
    for (String raw : lines) {
      String[] f = raw.split("\t", -1);
      switch (f[0]) {
        case "page":
          if (!first) doc.newPage();
          first = false;
          writer.setPageEmpty(false);
          break;
        case "text": {
          int align = f[5].equals("r") ? Element.ALIGN_RIGHT : f[5].equals("c") ? Element.ALIGN_CENTER : Element.ALIGN_LEFT;
          cb.beginText();
          cb.setFontAndSize(fonts.get(f[3]), Float.parseFloat(f[4]));
          cb.showTextAligned(align, f[6], Float.parseFloat(f[1]), h - Float.parseFloat(f[2]), 0);
          cb.endText();
          break;
        }
        case "line":
          cb.setLineWidth(Float.parseFloat(f[5]));
          cb.moveTo(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]));
          cb.lineTo(Float.parseFloat(f[3]), h - Float.parseFloat(f[4]));
          cb.stroke();
          break;
        case "rect": {
          float g = Float.parseFloat(f[5]);
          cb.setRGBColorFill((int) (g * 255), (int) (g * 255), (int) (g * 255));
          cb.rectangle(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]) - Float.parseFloat(f[4]), Float.parseFloat(f[3]), Float.parseFloat(f[4]));
          cb.fill();
          cb.setRGBColorFill(0, 0, 0);
          break;
        }
        default:
          break;
      }
    }
    doc.close();
  }
}
