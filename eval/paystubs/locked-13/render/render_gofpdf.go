// Paints a drawing list (ops.md) with gofpdf.
package main

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
)

func num(s string) float64 {
	v, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic(err)
	}
	return v
}

func main() {
	ops, out, family := os.Args[1], os.Args[2], os.Args[3]
	f, err := os.Open(ops)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	var pdf *gofpdf.Fpdf
	var tr func(string) string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		switch p[0] {
		case "page":
			size := gofpdf.SizeType{Wd: num(p[1]), Ht: num(p[2])}
			if pdf == nil {
				pdf = gofpdf.NewCustom(&gofpdf.InitType{UnitStr: "pt", Size: size})
				pdf.SetAutoPageBreak(false, 0)
				pdf.SetCompression(true)
				pdf.SetCreator("underwrite locked-13", false)
				pdf.SetCatalogSort(true)
				fixed := time.Date(2026, 3, 1, 9, 0, 0, 0, time.UTC)
				pdf.SetCreationDate(fixed)
				pdf.SetModificationDate(fixed)
				tr = pdf.UnicodeTranslatorFromDescriptor("")
			}
			pdf.AddPageFormat("P", size)
		case "text":
			style := ""
			if p[4] == "b" {
				style = "B"
			}
			pdf.SetFont(family, style, num(p[5]))
			s := tr(p[6])
			x := num(p[1])
			w := pdf.GetStringWidth(s)
			if p[3] == "r" {
				x -= w
			} else if p[3] == "c" {
				x -= w / 2
			}
			pdf.Text(x, num(p[2]), s)
		case "rule":
			pdf.SetLineWidth(num(p[5]))
			pdf.Line(num(p[1]), num(p[2]), num(p[3]), num(p[4]))
		case "box":
			st := ""
			if p[5] != "-" {
				g := int(num(p[5]) * 255)
				pdf.SetFillColor(g, g, g)
				st += "F"
			}
			if p[6] == "1" {
				pdf.SetLineWidth(0.6)
				st += "D"
			}
			if st != "" {
				pdf.Rect(num(p[1]), num(p[2]), num(p[3]), num(p[4]), st)
			}
		}
	}
	if err := pdf.OutputFileAndClose(out); err != nil {
		panic(err)
	}
}
