<?php
// Lay out an HTML payslip with dompdf (its own CPDF back end): php render_dompdf.php HTML PDF
require '/usr/share/php/dompdf/autoload.php';

use Dompdf\Dompdf;
use Dompdf\Options;

$options = new Options();
$options->set('isRemoteEnabled', false);
$options->set('isHtml5ParserEnabled', true);
$options->set('defaultFont', 'Helvetica');
$options->set('fontCache', sys_get_temp_dir());
$options->set('chroot', dirname(realpath($argv[1])));
$dompdf = new Dompdf($options);
$dompdf->loadHtml(file_get_contents($argv[1]));
$dompdf->setPaper('A4', 'portrait');
$dompdf->render();
$dompdf->addInfo('Creator', 'underwrite eval/paystubs/locked-12');
$dompdf->addInfo('CreationDate', 'D:20260901000000Z');
file_put_contents($argv[2], $dompdf->output());
