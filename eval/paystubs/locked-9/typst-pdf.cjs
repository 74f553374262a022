// Compiles one Typst document (read from a file) to PDF with the typst.ts Node compiler (npm
// `@myriaddreamin/typst-ts-node-compiler`, installed outside the repository and named by NODE_PATH).
// The creation date is fixed and the PDF untagged (smaller); fonts come from the Debian font folders
// given.
//   node typst-pdf.cjs doc.typ out.pdf
const fs = require('node:fs');
const { NodeCompiler } = require('@myriaddreamin/typst-ts-node-compiler');

const [src, out] = process.argv.slice(2);
const compiler = NodeCompiler.create({ fontArgs: [{ fontPaths: ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/truetype/liberation2'] }] });
const pdf = compiler.pdf({ mainFileContent: fs.readFileSync(src, 'utf8') }, { creationTimestamp: 1767225600, pdfTags: false });
fs.writeFileSync(out, pdf);
