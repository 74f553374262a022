#!/usr/bin/perl
# The fifteenth locked split's drawing list (text already placed left-aligned and escaped, see
# common._placed) as a PDF written by Text::PDF: one page object a `page` item, the standard font and its
# bold cut (WinAnsiEncoding, not embedded), each page's content stream of text, rules and boxes.
#   perl render_textpdf.pl LIST.ops OUT.pdf FAMILY
use strict;
use warnings;
use Text::PDF::File;
use Text::PDF::Page;
use Text::PDF::SFont;
use Text::PDF::Utils;

my ($ops, $out, $family) = @ARGV;
my $pdf = Text::PDF::File->new;
my $root = Text::PDF::Pages->new($pdf);
$root->proc_set('PDF', 'Text');
my ($reg, $bold) = $family eq 'Times' ? ('Times-Roman', 'Times-Bold') : ($family, "$family-Bold");
my @fonts = (Text::PDF::SFont->new($pdf, $reg, 'F0'), Text::PDF::SFont->new($pdf, $bold, 'F1'));
for my $f (@fonts) {
    $f->{'Encoding'} = PDFName('WinAnsiEncoding');
    $root->add_font($f, $pdf);
}
open(my $in, '<', $ops) or die "$ops: $!";
my ($page, $h);
while (my $line = <$in>) {
    chomp $line;
    my @p = split /\t/, $line, -1;
    if ($p[0] eq 'page') {
        $page = Text::PDF::Page->new($pdf, $root);
        $page->bbox(0, 0, $p[1], $p[2]);
        $h = $p[2];
    } elsif ($p[0] eq 'text') {
        my $font = $p[4] eq 'b' ? 'F1' : 'F0';
        $page->add(sprintf("BT /%s %s Tf 1 0 0 1 %.2f %.2f Tm (%s) Tj ET\n", $font, $p[5], $p[1], $h - $p[2], $p[6]));
    } elsif ($p[0] eq 'rule') {
        $page->add(sprintf("%s w %.2f %.2f m %.2f %.2f l S\n", $p[5], $p[1], $h - $p[2], $p[3], $h - $p[4]));
    } elsif ($p[0] eq 'box') {
        my ($x, $y, $w, $bh) = @p[1 .. 4];
        $page->add(sprintf("%s g %.2f %.2f %.2f %.2f re f 0 g\n", $p[5], $x, $h - $y - $bh, $w, $bh)) if $p[5] ne '-';
        $page->add(sprintf("0.6 w %.2f %.2f %.2f %.2f re S\n", $x, $h - $y - $bh, $w, $bh)) if $p[6] eq '1';
    }
}
close $in;
$pdf->out_file($out);
