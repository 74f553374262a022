import { malformedAmount } from '/work/wt/fraud/src/analysis/fraud/malformed-amount.ts';
for (const t of ['2,7843.55','2,540.BB','31,82.76','1,234.56','1.234,56','1234.56','$1,234.56','(1,234.56)','12.50','No.AB','2022.10.05','1,23','10,000','A1.B2','3.14159','1.234.567,89','99,999.99-'])
  console.log(t, malformedAmount(t));
