import { describe, expect, it } from 'vitest';
import { childText, decodeEntities, findAll, parseOfxMarkup, type OfxElement } from './ofx-tree.ts';

/** Compact shape of a tree: `NAME=text` for leaves, `NAME(children)` for aggregates. */
const shape = (e: OfxElement): string => (e.text !== null ? `${e.name}=${e.text}` : `${e.name}(${e.children.map(shape).join(',')})`);

describe('parseOfxMarkup', () => {
  it.each<[string, string, string]>([
    ['SGML leaves never closed', '<OFX><A><B>1<C>two</A></OFX>', 'OFX(A(B=1,C=two))'],
    ['XML leaves closed', '<OFX><A><B>1</B><C>two</C></A></OFX>', 'OFX(A(B=1,C=two))'],
    ['SGML over lines', '<OFX>\n<A>\n<B>1\n<C>two\n</A>\n</OFX>\n', 'OFX(A(B=1,C=two))'],
    ['mixed: some leaves closed', '<OFX><A><B>1</B><C>two</A></OFX>', 'OFX(A(B=1,C=two))'],
    ['close tag ends inner open elements', '<OFX><A><X><B>1</A><D>2</OFX>', 'OFX(A(X(),B=1),D=2)'],
    ['unknown aggregates closed in SGML', '<OFX><AGG><INNER><B>1</INNER><C>2</AGG></OFX>', 'OFX(AGG(INNER(B=1),C=2))'],
    ['nested empty leaves', '<OFX><T><N><M><K>k</T></OFX>', 'OFX(T(N(),M(),K=k))'],
    ['unclosed root at the end of the file', '<OFX><A><B>1', 'OFX(A(B=1))'],
    ['lower-case tags', '<ofx><a><b>1</b></a></ofx>', 'OFX(A(B=1))'],
    ['entities and raw ampersand', '<OFX><N>T&amp;T &lt;1&gt; &#38; A&B</OFX>', 'OFX(N=T&T <1> & A&B)'],
    ['comments and processing instructions skipped', '<?xml version="1.0"?><?OFX OFXHEADER="200"?><!-- x --><OFX><A>1</A></OFX>', 'OFX(A=1)'],
    ['empty SGML leaf is not a parent', '<OFX><STMTTRN><NAME><MEMO>m</STMTTRN></OFX>', 'OFX(STMTTRN(NAME(),MEMO=m))'],
    ['empty XML element', '<OFX><STMTTRN><NAME></NAME><MEMO>m</MEMO></STMTTRN></OFX>', 'OFX(STMTTRN(NAME(),MEMO=m))'],
    ['self-closing element', '<OFX><A/><B>1</B></OFX>', 'OFX(A(),B=1)'],
    ['stray close tag ignored', '<OFX></Z><A>1</OFX>', 'OFX(A=1)'],
  ])('%s', (_name, markup, expected) => {
    const roots = parseOfxMarkup(markup);
    expect(roots.map(shape).join(' ')).toBe(expected);
  });

  it('finds elements and leaf text', () => {
    const [root] = parseOfxMarkup('<OFX><S><T><ID>1</T><T><ID>2</T></S><S><T><ID>3</T></S></OFX>');
    expect(findAll(root, 'T').map((t) => childText(t, 'ID'))).toEqual(['1', '2', '3']);
    expect(childText(null, 'ID')).toBeNull();
  });

  it('decodes numeric and named entities, leaves unknown ones', () => {
    expect(decodeEntities('&#x41;&#66;&quot;&apos;&foo;')).toBe('AB"\'&foo;');
  });
});
