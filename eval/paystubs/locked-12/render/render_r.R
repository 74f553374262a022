# Paint a drawing list (ops.md) with R's own pdf() device: Rscript render_r.R OPS PDF.
args <- commandArgs(trailingOnly = TRUE)
lines <- readLines(args[1], encoding = "UTF-8")
first <- strsplit(lines[1], "\t", fixed = TRUE)[[1]]
w <- as.numeric(first[2]); h <- as.numeric(first[3])
pdf(args[2], width = w / 72, height = h / 72, family = "Palatino", pointsize = 10,
    useDingbats = FALSE, compress = TRUE, title = "underwrite eval/paystubs/locked-12",
    encoding = "WinAnsi")
newpage <- function() {
  par(mar = c(0, 0, 0, 0), xaxs = "i", yaxs = "i")
  plot.new()
  plot.window(xlim = c(0, w), ylim = c(h, 0))
}
for (line in lines) {
  f <- strsplit(line, "\t", fixed = TRUE)[[1]]
  op <- f[1]
  if (op == "PAGE") {
    newpage()
  } else if (op == "T") {
    adj <- switch(f[6], l = 0, r = 1, c = 0.5)
    text(as.numeric(f[2]), as.numeric(f[3]), f[7], adj = c(adj, 0),
         cex = as.numeric(f[4]) / 10, font = if (f[5] == "b") 2 else 1)
  } else if (op == "L") {
    segments(as.numeric(f[2]), as.numeric(f[3]), as.numeric(f[4]), as.numeric(f[5]),
             lwd = as.numeric(f[6]) * 96 / 72, lend = "butt")
  } else if (op == "B") {
    x <- as.numeric(f[2]); y <- as.numeric(f[3])
    g <- as.numeric(f[6])
    rect(x, y, x + as.numeric(f[4]), y + as.numeric(f[5]), col = grey(g), border = NA)
  } else if (op == "R") {
    x <- as.numeric(f[2]); y <- as.numeric(f[3])
    rect(x, y, x + as.numeric(f[4]), y + as.numeric(f[5]), border = "black",
         lwd = as.numeric(f[6]) * 96 / 72)
  }
}
invisible(dev.off())
