// Paints a drawing list (ops.md) with PoDoFo's C++ API (0.9.x).
#include <podofo/podofo.h>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace PoDoFo;

static std::vector<std::string> split(const std::string& line) {
    std::vector<std::string> out;
    std::stringstream ss(line);
    std::string part;
    while (std::getline(ss, part, '\t')) out.push_back(part);
    return out;
}

int main(int argc, char** argv) {
    if (argc != 4) return 2;
    std::string family = argv[3];
    std::string regular = family == "Times" ? "Times-Roman" : family;
    std::string bold = family == "Times" ? "Times-Bold" : family + "-Bold";
    PdfMemDocument doc;
    const PdfEncoding* enc = PdfEncodingFactory::GlobalWinAnsiEncodingInstance();
    PdfFont* fr = doc.CreateFont(regular.c_str(), false, enc, PdfFontCache::eFontCreationFlags_AutoSelectBase14, false);
    PdfFont* fb = doc.CreateFont(bold.c_str(), false, enc, PdfFontCache::eFontCreationFlags_AutoSelectBase14, false);
    PdfPainter painter;
    PdfPage* page = nullptr;
    double h = 0;
    std::ifstream in(argv[1]);
    std::string line;
    while (std::getline(in, line)) {
        std::vector<std::string> p = split(line);
        if (p.empty()) continue;
        if (p[0] == "page") {
            if (page) painter.FinishPage();
            h = std::stod(p[2]);
            page = doc.CreatePage(PdfRect(0, 0, std::stod(p[1]), h));
            painter.SetPage(page);
        } else if (p[0] == "text") {
            PdfFont* f = p[4] == "b" ? fb : fr;
            f->SetFontSize(std::stod(p[5]));
            painter.SetFont(f);
            PdfString s(p[6].c_str());
            double x = std::stod(p[1]);
            double w = f->GetFontMetrics()->StringWidth(s);
            if (p[3] == "r") x -= w;
            else if (p[3] == "c") x -= w / 2;
            painter.DrawText(x, h - std::stod(p[2]), s);
        } else if (p[0] == "rule") {
            painter.SetStrokingColor(0, 0, 0);
            painter.SetStrokeWidth(std::stod(p[5]));
            painter.DrawLine(std::stod(p[1]), h - std::stod(p[2]), std::stod(p[3]), h - std::stod(p[4]));
        } else if (p[0] == "box") {
            double x = std::stod(p[1]), y = std::stod(p[2]), w = std::stod(p[3]), bh = std::stod(p[4]);
            if (p[5] != "-") {
                double g = std::stod(p[5]);
                painter.SetColor(g, g, g);
                painter.Rectangle(x, h - y - bh, w, bh);
                painter.Fill();
                painter.SetColor(0, 0, 0);
            }
            if (p[6] == "1") {
                painter.SetStrokingColor(0, 0, 0);
                painter.SetStrokeWidth(0.6);
                painter.Rectangle(x, h - y - bh, w, bh);
                painter.Stroke();
            }
        }
    }
    if (page) painter.FinishPage();
    PdfInfo* info = doc.GetInfo();
    info->SetCreator(PdfString("underwrite locked-13"));
    info->GetObject()->GetDictionary().AddKey(PdfName("CreationDate"), PdfString("D:20260301090000Z"));
    info->GetObject()->GetDictionary().AddKey(PdfName("ModDate"), PdfString("D:20260301090000Z"));
    doc.Write(argv[2]);
    return 0;
}
