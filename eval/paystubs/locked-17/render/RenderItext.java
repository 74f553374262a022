// The seventeenth locked split's drawing list as a PDF written by iText 2.1.7 (com.lowagie): a page a
// `page` item, DejaVu Sans and its bold cut embedded as Identity-H fonts, text by showTextAligned (iText
// aligns right and centre from its own widths), rules and boxes as content-stream paths.
//   java -cp /usr/share/java/itext-2.1.7.jar:. RenderItext LIST.ops OUT.pdf
import com.lowagie.text.Document;
import com.lowagie.text.Rectangle;
import com.lowagie.text.pdf.BaseFont;
import com.lowagie.text.pdf.PdfContentByte;
import com.lowagie.text.pdf.PdfWriter;
import java.io.File;
import java.io.FileOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;

public class RenderItext {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8);
        String[] first = lines.get(0).split("\t");
        float w = Float.parseFloat(first[1]), h = Float.parseFloat(first[2]);
        Document doc = new Document(new Rectangle(w, h), 0, 0, 0, 0);
        PdfWriter writer = PdfWriter.getInstance(doc, new FileOutputStream(args[1]));
        doc.addAuthor("underwrite locked-17");
        doc.addCreationDate();
        BaseFont regular = BaseFont.createFont("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
        BaseFont bold = BaseFont.createFont("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", BaseFont.IDENTITY_H, BaseFont.EMBEDDED);
        doc.open();
        boolean started = false;
        PdfContentByte cb = writer.getDirectContent();
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            switch (f[0]) {
                case "page":
                    if (started) doc.newPage();
                    started = true;
                    cb = writer.getDirectContent();
                    // iText leaves an empty page out; a zero-width mark keeps every page.
                    cb.setLiteral("");
                    break;
                case "text": {
                    float x = Float.parseFloat(f[1]), y = h - Float.parseFloat(f[2]);
                    int align = f[3].equals("r") ? PdfContentByte.ALIGN_RIGHT : f[3].equals("c") ? PdfContentByte.ALIGN_CENTER : PdfContentByte.ALIGN_LEFT;
                    cb.beginText();
                    cb.setFontAndSize(f[4].equals("b") ? bold : regular, Float.parseFloat(f[5]));
                    cb.showTextAligned(align, f[6], x, y, 0);
                    cb.endText();
                    break;
                }
                case "rule":
                    cb.setLineWidth(Float.parseFloat(f[5]));
                    cb.moveTo(Float.parseFloat(f[1]), h - Float.parseFloat(f[2]));
                    cb.lineTo(Float.parseFloat(f[3]), h - Float.parseFloat(f[4]));
                    cb.stroke();
                    break;
                case "box": {
                    float x = Float.parseFloat(f[1]), y = Float.parseFloat(f[2]), bw = Float.parseFloat(f[3]), bh = Float.parseFloat(f[4]);
                    if (!f[5].equals("-")) {
                        cb.setGrayFill(Float.parseFloat(f[5]));
                        cb.rectangle(x, h - y - bh, bw, bh);
                        cb.fill();
                        cb.setGrayFill(0f);
                    }
                    if (f[6].equals("1")) {
                        cb.setLineWidth(0.6f);
                        cb.rectangle(x, h - y - bh, bw, bh);
                        cb.stroke();
                    }
                    break;
                }
                default:
                    break;
            }
        }
        doc.close();
    }
}
