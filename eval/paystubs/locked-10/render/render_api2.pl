#!/usr/bin/perl
# Paints a drawing list (ops.md) with PDF::API2: render_api2.pl OPS.tsv OUT.pdf
use strict;
use warnings;
use utf8;
use PDF::API2;

my ($src, $out) = @ARGV;
open(my $in, '<:encoding(UTF-8)', $src) or die "$src: $!";
my $pdf = PDF::API2->new();
my (%fonts, %info, $date, $page, $gfx, $txt);
my ($w, $h) = (595, 842);
while (my $raw = <$in>) {
  chomp $raw;
  next if $raw eq '';
  my @f = split /\t/, $raw, -1;
  if ($f[0] eq 'size') { ($w, $h) = ($f[1], $f[2]); }
  elsif ($f[0] eq 'font') { $fonts{$f[1]} = $pdf->ttfont($f[2]); }
  elsif ($f[0] eq 'info') { $info{$f[1]} = $f[2]; }
  elsif ($f[0] eq 'date') { $date = "D:$f[1]Z"; }
  elsif ($f[0] eq 'page') {
    $page = $pdf->page();
    $page->mediabox(0, 0, $w, $h);
    $gfx = $page->gfx();
    $txt = $page->text();
  }
  elsif ($f[0] eq 'text') {
    my ($x, $y, $fk, $z, $al, $s) = @f[1 .. 6];
    $txt->font($fonts{$fk}, $z);
    $txt->translate($x, $h - $y);
    if ($al eq 'r') { $txt->text($s, align => 'right'); }
    elsif ($al eq 'c') { $txt->text($s, align => 'center'); }
    else { $txt->text($s); }
  }
  elsif ($f[0] eq 'line') {
    $gfx->linewidth($f[5]);
    $gfx->move($f[1], $h - $f[2]);
    $gfx->line($f[3], $h - $f[4]);
    $gfx->stroke();
  }
  elsif ($f[0] eq 'rect') {
    $gfx->fillcolor($f[5], $f[5], $f[5]);
    $gfx->rectangle($f[1], $h - $f[2] - $f[4], $f[1] + $f[3], $h - $f[2]);
    $gfx->fill();
    $gfx->fillcolor(0, 0, 0);
  }
}
$pdf->title($info{Title}) if $info{Title};
$pdf->author($info{Author}) if $info{Author};
$pdf->subject($info{Subject}) if $info{Subject};
$pdf->creator($info{Creator}) if $info{Creator};
$pdf->producer("PDF::API2 $PDF::API2::VERSION");
$pdf->created($date) if $date;
$pdf->modified($date) if $date;
$pdf->save($out);
