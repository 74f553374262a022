#!/usr/bin/perl
# Paint a drawing list (ops.md) with Perl's PDF::Create: render_pdfcreate.pl OPS PDF.
use strict;
use warnings;
use PDF::Create;

my ($ops, $out) = @ARGV;
my $pdf = PDF::Create->new(
  filename => $out, Version => 1.4, Creator => 'underwrite eval/paystubs/locked-12',
  CreationDate => [0, 0, 9, 1, 2, 126],
);
my %font = (r => $pdf->font(BaseFont => 'Times-Roman'), b => $pdf->font(BaseFont => 'Times-Bold'));
my ($root, $page, $h);
open(my $fh, '<:encoding(UTF-8)', $ops) or die "$ops: $!";
while (my $line = <$fh>) {
  chomp $line;
  my @f = split /\t/, $line, -1;
  if ($f[0] eq 'PAGE') {
    $h = $f[2];
    $root ||= $pdf->new_page(MediaBox => [0, 0, $f[1], $f[2]]);
    $page = $root->new_page;
  } elsif ($f[0] eq 'T') {
    my ($x, $y, $size, $fn, $al, $text) = @f[1 .. 6];
    $page->setrgbcolor(0, 0, 0);
    if ($al eq 'r') { $page->stringr($font{$fn}, $size, $x, $h - $y, $text) }
    elsif ($al eq 'c') { $page->stringc($font{$fn}, $size, $x, $h - $y, $text) }
    else { $page->stringl($font{$fn}, $size, $x, $h - $y, $text) }
  } elsif ($f[0] eq 'L') {
    $page->set_width($f[5]);
    $page->setrgbcolorstroke(0, 0, 0);
    $page->line($f[1], $h - $f[2], $f[3], $h - $f[4]);
  } elsif ($f[0] eq 'B') {
    $page->setrgbcolor($f[5], $f[5], $f[5]);
    $page->rectangle($f[1], $h - $f[2] - $f[4], $f[3], $f[4]);
    $page->fill;
  } elsif ($f[0] eq 'R') {
    $page->set_width($f[5]);
    $page->setrgbcolorstroke(0, 0, 0);
    $page->rectangle($f[1], $h - $f[2] - $f[4], $f[3], $f[4]);
    $page->stroke;
  }
}
$pdf->close;
