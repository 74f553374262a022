// pdfjs-dist's legacy build carries core-js, which on Node 20 replaces built-ins of the whole
// thread with JavaScript versions: Array.prototype.push (for an edge case of arrays whose length is
// read-only), JSON.parse (for the reviver's source-text argument), JSON.stringify (for
// JSON.rawJSON) and Function.prototype.toString. Every push and every JSON text of the thread then
// runs several times slower, the parsers' and the service's alike. This module has no imports, so
// it is evaluated before pdfjs (open-pdf.ts imports it first): it keeps the originals, and
// `restoreNativeBuiltins` puts them back once pdfjs is loaded. pdfjs uses none of those features.
const kept = {
  push: Array.prototype.push,
  parse: JSON.parse,
  stringify: JSON.stringify,
  toString: Function.prototype.toString,
};

function put(target: object, key: string, value: unknown) {
  const d = Object.getOwnPropertyDescriptor(target, key);
  if (d && d.value !== value) Object.defineProperty(target, key, { ...d, value });
}

/** Puts back the built-ins that loading pdfjs replaced; the ones it only added stay. */
export function restoreNativeBuiltins(): void {
  put(Array.prototype, 'push', kept.push);
  put(JSON, 'parse', kept.parse);
  put(JSON, 'stringify', kept.stringify);
  put(Function.prototype, 'toString', kept.toString);
}
