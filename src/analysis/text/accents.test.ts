import { describe, expect, it } from 'vitest';
import { classifyHeaderCell, classifySection, CLOSING_BALANCE, BROUGHT_FORWARD, OPENING_BALANCE, TOTAL_LINE } from '../statements/pdf/vocabulary.ts';
import { accentless, foldAccents, foldChar, foldedPattern } from './accents.ts';

describe('letters without their accents', () => {
  it.each([
    ['á', 'a'],
    ['Í', 'I'],
    ['å', 'a'],
    ['ç', 'c'],
    ['ã', 'a'],
    ['ā', 'a'],
    ['\u0301', ''],
    // Letters NFD leaves whole, written plainly.
    ['ø', 'o'],
    ['Ł', 'L'],
    // Two letters in a plain reading: kept as printed.
    ['æ', 'æ'],
    ['ß', 'ß'],
    ['a', 'a'],
    ['7', '7'],
  ])('%s → %s', (c, want) => {
    expect(foldChar(c)).toBe(want);
  });

  it.each([
    ['SALDO DISPONÍVEL', 'SALDO DISPONIVEL'],
    ['Inn på konto', 'Inn pa konto'],
    ['Débito', 'Debito'],
    ['Descrição', 'Descricao'],
    ['Izmaksājamā summa', 'Izmaksajama summa'],
    // Decomposed: the marks dropped, the letters kept.
    ['Cre\u0301dito', 'Credito'],
    ['Utgående saldo 35 450,55', 'Utgaende saldo 35 450,55'],
    ['Plain ASCII 1,234.56', 'Plain ASCII 1,234.56'],
  ])('%s → %s', (text, want) => {
    expect(foldAccents(text)).toBe(want);
  });

  it.each([
    [/inn\s+p[åa]\s+konto/, 'inn\\s+p[aa]\\s+konto'],
    [/^d[ée]bitos?$/i, '^d[ee]bitos?$'],
    [/descrição/, 'descricao'],
  ])('pattern %s folded', (pattern, source) => {
    expect(foldedPattern(pattern).source).toBe(source);
    expect(foldedPattern(pattern).flags).toBe(pattern.flags);
  });

  it.each([
    ['Inn på konto', true],
    ['Inn pa konto', true],
    ['INN PÅ KONTO', true],
    ['Inn til konto', false],
  ])('accentless pattern on %s: %s', (text, want) => {
    expect(accentless(/^inn\s+på\s+konto$/i).test(text)).toBe(want);
  });
});

describe('statement headings read with or without their accents', () => {
  it.each([
    ['Inn på konto', 'credit'],
    ['Inn pa konto', 'credit'],
    // The "å" read as another letter or a figure.
    ['Inn pd konto', 'credit'],
    ['Inn p3 konto', 'credit'],
    ['Inn til konto', null],
    ['Débito', 'debit'],
    ['Debito', 'debit'],
    ['Crédito', 'credit'],
    ['Credito', 'credit'],
    ['DÉBITS', 'debit'],
    ['Data Mov.', 'date'],
    ['Data Valor', 'date'],
    ['Descritivo', 'description'],
    ['Descrição', 'description'],
    ['Descricao', 'description'],
    ['Bokføringsdato', 'date'],
    ['Beløp', 'amount'],
    ['Libellés', 'description'],
    ['Libelles', 'description'],
    ['Saldo', 'balance'],
    ['Rua Augusta', null],
  ])('header cell %s: %s', (text, want) => {
    expect(classifyHeaderCell(text)).toBe(want);
  });

  it.each([
    ['Inngående saldo 21 898,48', OPENING_BALANCE],
    ['Inngaende saldo 21 898,48', OPENING_BALANCE],
    ['SALDO INICIAL 3.001,79', OPENING_BALANCE],
    ['Utgaende saldo', CLOSING_BALANCE],
    ['SALDO FINAL 2.381,42', CLOSING_BALANCE],
    ['Ubertrag 1.200,00', BROUGHT_FORWARD],
    ['Overfort fra forrige side 50 632,02', BROUGHT_FORWARD],
    ['TRANSPORTE 2.381,42', BROUGHT_FORWARD],
    ['Summe Umsatze', TOTAL_LINE],
  ])('balance or total line %s', (text, pattern) => {
    expect(pattern.test(text)).toBe(true);
  });

  it.each(['TRANSPORTES URBANOS DE LISBOA 12,40', 'Saldo Finalista AS', 'Overført til Nora Eriksen'])('no balance line in %s', (text) => {
    for (const pattern of [OPENING_BALANCE, CLOSING_BALANCE, BROUGHT_FORWARD, TOTAL_LINE]) expect(pattern.test(text)).toBe(false);
  });

  it.each([
    ['Débits', 'debit'],
    ['Crédits', 'credit'],
  ])('section heading %s: %s', (text, want) => {
    expect(classifySection(text)).toBe(want);
  });
});
