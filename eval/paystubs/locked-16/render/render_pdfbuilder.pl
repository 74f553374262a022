#!/usr/bin/perl
# The sixteenth locked split's drawing list as a PDF written by Perl's PDF::Builder: one page a `page`
# item, DejaVu Sans Condensed and its bold cut (TrueType, embedded as subsets by PDF::Builder), text
# aligned by PDF::Builder's own `text_right` and `text_center`, rules and boxes as graphics paths.
#   perl render_pdfbuilder.pl LIST.ops OUT.pdf
use strict;
use warnings;
use utf8;
use Encode qw(decode);
use PDF::Builder;

my ($ops, $out) = @ARGV;
my $dir = '/usr/share/fonts/truetype/dejavu';
my $pdf = PDF::Builder->new(-compress => 'flate');
$pdf->info('Producer' => "PDF::Builder $PDF::Builder::VERSION", 'Creator' => 'underwrite locked-16',
           'CreationDate' => 'D:20260301090000');
my %font = (r => $pdf->ttfont("$dir/DejaVuSansCondensed.ttf"), b => $pdf->ttfont("$dir/DejaVuSansCondensed-Bold.ttf"));
open(my $in, '<:encoding(UTF-8)', $ops) or die "$ops: $!";
my ($page, $h, $gfx, $txt);
while (my $line = <$in>) {
    chomp $line;
    my @p = split /\t/, $line, -1;
    if ($p[0] eq 'page') {
        $page = $pdf->page;
        $page->mediabox(0, 0, $p[1], $p[2]);
        $h = $p[2];
        $gfx = $page->gfx;
        $txt = $page->text;
    } elsif ($p[0] eq 'text') {
        $txt->font($font{$p[4]}, $p[5]);
        $txt->translate($p[1], $h - $p[2]);
        if ($p[3] eq 'r') { $txt->text_right($p[6]) }
        elsif ($p[3] eq 'c') { $txt->text_center($p[6]) }
        else { $txt->text($p[6]) }
    } elsif ($p[0] eq 'rule') {
        $gfx->linewidth($p[5]);
        $gfx->move($p[1], $h - $p[2]);
        $gfx->line($p[3], $h - $p[4]);
        $gfx->stroke;
    } elsif ($p[0] eq 'box') {
        my ($x, $y, $w, $bh) = @p[1 .. 4];
        if ($p[5] ne '-') {
            $gfx->fillcolor($p[5]);
            $gfx->rect($x, $h - $y - $bh, $w, $bh);
            $gfx->fill;
            $gfx->fillcolor(0);
        }
        if ($p[6] eq '1') {
            $gfx->linewidth(0.6);
            $gfx->rect($x, $h - $y - $bh, $w, $bh);
            $gfx->stroke;
        }
    }
}
close $in;
$pdf->saveas($out);
