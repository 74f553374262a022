// Compiles one Typst source to PDF with the Typst compiler of npm's
// @myriaddreamin/typst-ts-node-compiler, fonts from the system's folders.
//   NODE_PATH=<its node_modules> node typst.cjs SOURCE.typ OUT.pdf
const fs = require('node:fs');
const { NodeCompiler } = require('@myriaddreamin/typst-ts-node-compiler');

const [source, out] = process.argv.slice(2);
const compiler = NodeCompiler.create({ fontArgs: [{ fontPaths: ['/usr/share/fonts/truetype/dejavu'] }] });
fs.writeFileSync(out, compiler.pdf({ mainFileContent: fs.readFileSync(source, 'utf8') }));
