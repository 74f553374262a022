<?php
// Paints a drawing list (ops.md) with PHP TCPDF, in Carlito (converted once into a font directory).
// php render_tcpdf.php LIST.json OUT.pdf FONTDIR
require_once('/usr/share/php/tcpdf/tcpdf.php');

// TCPDF's own "Powered by" line on the last page is turned off.
class StatementPdf extends TCPDF {
  public function __construct($w, $h) {
    parent::__construct('P', 'pt', [$w, $h], true, 'UTF-8', false);
    $this->tcpdflink = false;
  }
}

$doc = json_decode(file_get_contents($argv[1]), true);
$out = $argv[2];
$fontdir = rtrim($argv[3], '/') . '/';
if (!is_dir($fontdir)) mkdir($fontdir, 0777, true);
$reg = TCPDF_FONTS::addTTFfont('/usr/share/fonts/truetype/crosextra/Carlito-Regular.ttf', 'TrueTypeUnicode', '', 32, $fontdir);
$bold = TCPDF_FONTS::addTTFfont('/usr/share/fonts/truetype/crosextra/Carlito-Bold.ttf', 'TrueTypeUnicode', '', 32, $fontdir);

[$w, $h] = $doc['size'];
$pdf = new StatementPdf($w, $h);
$pdf->setPrintHeader(false);
$pdf->setPrintFooter(false);
$pdf->SetMargins(0, 0, 0);
$pdf->SetAutoPageBreak(false, 0);
$pdf->setCellPaddings(0, 0, 0, 0);
$pdf->setCellHeightRatio(1.0);
$pdf->SetCreator('underwrite eval (TCPDF)');
$pdf->SetTitle($doc['title'] ?? '');
$pdf->setDocCreationTimestamp(1767225600);
$pdf->setDocModificationTimestamp(1767225600);
$pdf->AddFont($reg, '', $fontdir . $reg . '.php');
$pdf->AddFont($bold, '', $fontdir . $bold . '.php');

foreach ($doc['pages'] as $page) {
  $pdf->AddPage('P', [$w, $h]);
  foreach ($page as $op) {
    if (isset($op['t'])) {
      $pdf->SetFont(!empty($op['b']) ? $bold : $reg, '', $op['s']);
      $width = $pdf->GetStringWidth($op['t']);
      $a = $op['a'] ?? 'l';
      $x = $op['x'] - ($a === 'r' ? $width : ($a === 'c' ? $width / 2 : 0));
      // A cell as tall as the font size, its text on the cell's baseline: the top is about 0.78 em above.
      $pdf->Text($x, $op['y'] - 0.78 * $op['s'], $op['t'], false, false, true, 0, 0, 'L', false, '', 0, false, 'T', 'T');
    } elseif (isset($op['line'])) {
      $pdf->SetLineWidth($op['w'] ?? 0.5);
      $pdf->SetDrawColor(0, 0, 0);
      [$x1, $y1, $x2, $y2] = $op['line'];
      $pdf->Line($x1, $y1, $x2, $y2);
    } elseif (isset($op['box'])) {
      $g = (int) round($op['g'] * 255);
      [$x, $y, $bw, $bh] = $op['box'];
      $pdf->Rect($x, $y, $bw, $bh, 'F', [], [$g, $g, $g]);
    }
  }
}
$pdf->Output($out, 'F');
