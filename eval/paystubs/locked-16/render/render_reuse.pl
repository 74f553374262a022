#!/usr/bin/perl
# The sixteenth locked split's drawing list as a PDF written by Perl's PDF::Reuse: a `prPage` a `page`
# item, the standard Helvetica and Helvetica-Bold (not embedded), text by `prText` (which aligns
# right and centre from its own widths of the standard fonts), rules and boxes added to the page's
# content stream by `prAdd`. Text is handed over as Windows-1252 bytes.
#   perl render_reuse.pl LIST.ops OUT.pdf
use strict;
use warnings;
use Encode qw(encode);
use PDF::Reuse;

my ($ops, $out) = @ARGV;
prFile($out);
prDocDir('.');
prCompress(1);
open(my $in, '<:encoding(UTF-8)', $ops) or die "$ops: $!";
my ($h, $first) = (0, 1);
while (my $line = <$in>) {
    chomp $line;
    my @p = split /\t/, $line, -1;
    if ($p[0] eq 'page') {
        prPage() unless $first;
        $first = 0;
        prMbox(0, 0, $p[1], $p[2]);
        $h = $p[2];
    } elsif ($p[0] eq 'text') {
        prFont($p[4] eq 'b' ? 'Helvetica-Bold' : 'Helvetica');
        prFontSize($p[5]);
        my $align = $p[3] eq 'r' ? 'right' : $p[3] eq 'c' ? 'center' : 'left';
        prText($p[1], $h - $p[2], encode('cp1252', $p[6]), $align);
    } elsif ($p[0] eq 'rule') {
        prAdd(sprintf("q %s w %.2f %.2f m %.2f %.2f l S Q", $p[5], $p[1], $h - $p[2], $p[3], $h - $p[4]));
    } elsif ($p[0] eq 'box') {
        my ($x, $y, $w, $bh) = @p[1 .. 4];
        prAdd(sprintf("q %s g %.2f %.2f %.2f %.2f re f Q", $p[5], $x, $h - $y - $bh, $w, $bh)) if $p[5] ne '-';
        prAdd(sprintf("q 0.6 w %.2f %.2f %.2f %.2f re S Q", $x, $h - $y - $bh, $w, $bh)) if $p[6] eq '1';
    }
}
close $in;
prEnd();
