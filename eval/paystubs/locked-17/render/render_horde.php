<?php
// The seventeenth locked split's drawing list as a PDF written by Horde_Pdf (Horde's PHP PDF writer,
// Debian's php-horde-pdf): a page a `page` item, the standard Helvetica and Helvetica-Bold (not
// embedded, WinAnsiEncoding; the text handed over as Windows-1252 bytes), text by `text` at its
// baseline, right and centre aligned from Horde_Pdf's own widths of the standard fonts, rules by `line`,
// boxes by `rect`.
//   php render_horde.php LIST.ops OUT.pdf
spl_autoload_register(function ($class) {
    require_once str_replace('_', '/', $class) . '.php';
});

$lines = file($argv[1], FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES);
$first = explode("\t", $lines[0]);
$pdf = new Horde_Pdf_Writer(array('orientation' => 'P', 'unit' => 'pt', 'format' => array((float)$first[1], (float)$first[2])));
$pdf->setAutoPageBreak(false);
$pdf->setMargins(0, 0);
$pdf->setInfo('author', 'underwrite locked-17');
$pdf->setInfo('creator', 'Horde_Pdf');
$pdf->open();
foreach ($lines as $line) {
    $f = explode("\t", $line);
    switch ($f[0]) {
    case 'page':
        $pdf->addPage();
        break;
    case 'text':
        $pdf->setFont('helvetica', $f[4] === 'b' ? 'B' : '', (float)$f[5]);
        $s = iconv('UTF-8', 'CP1252', $f[6]);
        $w = $pdf->getStringWidth($s);
        $x = (float)$f[1];
        if ($f[3] === 'r') { $x -= $w; } elseif ($f[3] === 'c') { $x -= $w / 2; }
        $pdf->text($x, (float)$f[2], $s);
        break;
    case 'rule':
        $pdf->setLineWidth((float)$f[5]);
        $pdf->line((float)$f[1], (float)$f[2], (float)$f[3], (float)$f[4]);
        break;
    case 'box':
        $style = '';
        if ($f[5] !== '-') {
            $pdf->setFillColor('gray', (float)$f[5]);
            $style = $f[6] === '1' ? 'DF' : 'F';
        } else {
            $style = 'D';
        }
        $pdf->setLineWidth(0.6);
        $pdf->rect((float)$f[1], (float)$f[2], (float)$f[3], (float)$f[4], $style);
        break;
    }
}
$pdf->close();
$pdf->save($argv[2]);
