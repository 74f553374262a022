// The sixteenth locked split's drawing list as a PDF written by FreeHEP's PDFGraphics2D (Java 2D
// drawn into a PDF): a page a `page` item, the logical font SansSerif (FreeHEP writes it as the standard
// Helvetica, not embedded), text by drawString, aligned from Java's own font metrics, rules and boxes
// as Java 2D shapes.
//   java -cp FREEHEP_JARS:. RenderFreehep LIST.ops OUT.pdf
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Font;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Properties;
import org.freehep.graphicsio.PageConstants;
import org.freehep.graphicsio.pdf.PDFGraphics2D;

public class RenderFreehep {
    public static void main(String[] args) throws Exception {
        List<String> lines = Files.readAllLines(new File(args[0]).toPath(), StandardCharsets.UTF_8);
        String[] first = lines.get(0).split("\t");
        Dimension size = new Dimension((int) Math.round(Double.parseDouble(first[1])), (int) Math.round(Double.parseDouble(first[2])));
        PDFGraphics2D g = new PDFGraphics2D(new File(args[1]), size);
        Properties p = new Properties();
        p.setProperty(PDFGraphics2D.PAGE_SIZE, PageConstants.A4);
        p.setProperty(PDFGraphics2D.PAGE_MARGINS, "0, 0, 0, 0");
        p.setProperty(PDFGraphics2D.FIT_TO_PAGE, "false");
        p.setProperty(PDFGraphics2D.EMBED_FONTS, "false");
        p.setProperty(PDFGraphics2D.TEXT_AS_SHAPES, "false");
        p.setProperty(PDFGraphics2D.COMPRESS, "true");
        p.setProperty(PDFGraphics2D.VERSION, PDFGraphics2D.VERSION5);
        p.setProperty(PDFGraphics2D.AUTHOR, "underwrite locked-16");
        g.setProperties(p);
        g.setMultiPage(true);
        g.startExport();
        boolean open = false;
        for (String line : lines) {
            String[] f = line.split("\t", -1);
            switch (f[0]) {
                case "page":
                    if (open) g.closePage();
                    g.openPage(size, null);
                    open = true;
                    g.setColor(Color.BLACK);
                    break;
                case "text": {
                    double x = Double.parseDouble(f[1]);
                    double y = Double.parseDouble(f[2]);
                    Font font = new Font("SansSerif", f[4].equals("b") ? Font.BOLD : Font.PLAIN, 10).deriveFont(Float.parseFloat(f[5]));
                    g.setFont(font);
                    double w = g.getFontMetrics(font).getStringBounds(f[6], g).getWidth();
                    if (f[3].equals("r")) x -= w;
                    else if (f[3].equals("c")) x -= w / 2;
                    g.setColor(Color.BLACK);
                    g.drawString(f[6], (float) x, (float) y);
                    break;
                }
                case "rule":
                    g.setColor(Color.BLACK);
                    g.setStroke(new BasicStroke(Float.parseFloat(f[5])));
                    g.draw(new Line2D.Double(Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3]), Double.parseDouble(f[4])));
                    break;
                case "box": {
                    Rectangle2D r = new Rectangle2D.Double(Double.parseDouble(f[1]), Double.parseDouble(f[2]), Double.parseDouble(f[3]), Double.parseDouble(f[4]));
                    if (!f[5].equals("-")) {
                        float grey = Float.parseFloat(f[5]);
                        g.setColor(new Color(grey, grey, grey));
                        g.fill(r);
                    }
                    if (f[6].equals("1")) {
                        g.setColor(Color.BLACK);
                        g.setStroke(new BasicStroke(0.6f));
                        g.draw(r);
                    }
                    g.setColor(Color.BLACK);
                    break;
                }
                default:
                    break;
            }
        }
        if (open) g.closePage();
        g.endExport();
    }
}
